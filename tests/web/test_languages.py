"""The page's language, in real Chromium (web-test-contract.md, "Languages"; docs/i18n.md).

- A link's lang= (before the hash, or among the hash's parameters) sets
  <html lang> and select[name=lang]; a bad one is named and the page goes on
  in the next language of the order (the device's choice, the browser's, English).
- The picker on home and in the lessons redraws the screen in the language
  chosen and keeps the choice on the device (a reload keeps it).
- A first visit follows the browser's languages.
- The rules core in the worker answers in the page's language (its German
  catalog has a few words already): a game started in German resumes in
  French from the same save, which holds no word of either.
- An embed carries its language in its address.

The catalogs are far from full: a check here reads <html lang>, the picker,
and words the German catalog already has, never a translation made up for it.
"""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page
from test_computer_players import until_the_persons_turn
from test_play_through import stored_save
from web_helpers import BLANK, engine_ready, snapshot_news, wait_for_screen

from golden_sails.app.ui_words import WORDS
from golden_sails.model.i18n import _, language

LANG = "() => document.documentElement.lang"
PICKED = "() => { const s = document.querySelector('select[name=lang]'); return s && s.value; }"


def shown(page: Page) -> dict[str, Any]:
    """<html lang>, the picker's value (or None) and the address."""
    return {"lang": page.evaluate(LANG), "picked": page.evaluate(PICKED), "url": page.url}


def open_at(page: Page, url: str, screens: tuple[str, ...]) -> dict[str, Any]:
    page.goto(url)
    wait_for_screen(page, screens)
    return shown(page)


def test_a_links_lang_before_or_in_the_hash_sets_the_language(page: Page, served: str) -> None:
    home = open_at(page, f"{served}?lang=de", ("home",))
    assert (home["lang"], home["picked"]) == ("de", "de")
    # In the hash's parameters: moved before the hash, where it outlives each
    # screen's own address and a reload; the screen's link is read without it.
    rules = open_at(page, f"{served}#/rules?lang=fr", ("rules",))
    assert rules["lang"] == "fr" and rules["picked"] is None  # no picker on the rules
    assert rules["url"] == f"{served}?lang=fr#/rules"
    learn = open_at(page, f"{served}#/learn?lang=pl", ("learn",))
    assert (learn["lang"], learn["picked"]) == ("pl", "pl")
    scene = open_at(page, f"{served}#/scene?name=spices&lang=es&step=2", ("scene",))
    assert (scene["lang"], scene["picked"]) == ("es", "es")
    assert page.locator("[data-scene-error]").count() == 0  # lang= is no fault of a scene link
    assert page.get_attribute("[data-screen]", "data-step") == "2"
    page.reload()
    wait_for_screen(page, ("scene",))
    assert shown(page)["lang"] == "es"
    # Followed inside the page (a hashchange, no load): the language follows it.
    page.evaluate("() => { location.hash = '#/learn?lang=de'; }")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    wait_for_screen(page, ("learn",))
    assert shown(page)["picked"] == "de"


def test_a_bad_lang_is_named_and_the_page_goes_on_in_the_fallback(page: Page, served: str) -> None:
    home = open_at(page, f"{served}?lang=xx", ("home",))
    assert (home["lang"], home["picked"]) == ("en", "en")
    banner = page.locator("[data-banner=lang]")
    assert banner.inner_text() == "lang: 'xx' is not a language of the game (en, de, fr, es, pl)"
    assert "lang=" not in page.url  # not named again at the next reload
    # In a scene link: named with the link's other faults, the scene shown in the
    # language chosen on this device.
    page.select_option("select[name=lang]", "de")
    # <html lang> is set at once, the page's German words once loaded: home is
    # drawn again in them then.
    with language("de"):
        new_game = _(WORDS["home.new-game"])
    page.wait_for_function(
        "w => document.querySelector('[data-new-game]')?.textContent.includes(w)", arg=new_game
    )
    scene = open_at(page, f"{served}#/scene?name=spices&lang=Deutsch", ("scene",))
    assert (scene["lang"], scene["picked"]) == ("de", "de")
    errors = page.locator("[data-scene-error]").all_inner_texts()
    with language("de"):  # named in the language the page goes on in
        said = _(WORDS["lang.bad"]).format(value="Deutsch", languages="en, de, fr, es, pl")
    assert errors == [said]
    assert said != WORDS["lang.bad"].format(value="Deutsch", languages="en, de, fr, es, pl")
    assert page.get_attribute("[data-screen]", "data-scene") == "spices"


def test_the_picker_redraws_in_the_language_and_a_reload_keeps_it(page: Page, served: str) -> None:
    open_at(page, served, ("home",))
    assert shown(page)["lang"] == "en"  # the shared context's browser speaks English
    options = page.eval_on_selector_all(
        "select[name=lang] option", "os => os.map(o => [o.value, o.textContent, o.lang])"
    )
    assert options == [["en", "English", "en"], ["de", "Deutsch", "de"], ["fr", "Français", "fr"],
                       ["es", "Español", "es"], ["pl", "Polski", "pl"]]
    # The home screen's level names are the rules core's words, built per language.
    page.select_option("select[name=lang]", "de")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    wait_for_screen(page, ("home",))
    assert shown(page)["picked"] == "de"
    page.reload()
    wait_for_screen(page, ("home",))
    assert (shown(page)["lang"], shown(page)["picked"]) == ("de", "de")
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('golden-sails:settings'))")
    assert stored["language"] == "de"
    # In the lessons too; a scene is drawn again at the same step.
    open_at(page, f"{served}#/scene?name=spices&step=3", ("scene",))
    assert shown(page)["lang"] == "de"
    page.select_option("select[name=lang]", "fr")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    wait_for_screen(page, ("scene",))
    assert page.get_attribute("[data-screen]", "data-step") == "3"
    # A link's language wins over the device's choice, and does not change it.
    assert open_at(page, f"{served}?lang=pl", ("home",))["lang"] == "pl"
    assert open_at(page, served, ("home",))["lang"] == "fr"


def test_a_first_visit_follows_the_browsers_languages(browser: Any, served: str) -> None:
    for locale, expected in (("de-DE", "de"), ("pl-PL", "pl"), ("pt-BR", "en")):
        context = browser.new_context(locale=locale)
        try:
            page = context.new_page()
            page.goto(served)
            wait_for_screen(page, ("home",))
            assert (page.evaluate(LANG), page.evaluate(PICKED)) == (expected, expected), locale
        finally:
            context.close()


def test_a_game_started_in_german_resumes_in_french(page: Page, served: str) -> None:
    """The worker answers in the page's language (its German catalog words the
    status line); the save holds no word, and the game goes on in French."""
    page.goto(f"{served}?lang=de")
    wait_for_screen(page, ("home",))
    page.fill("input[name=your-name]", "Ann")
    page.click("button[data-play-computers]")
    assert until_the_persons_turn(page) == "play"
    assert page.evaluate(LANG) == "de"
    german = page.inner_text("[data-screen]")
    assert "Du bist dran: Lege einen Experten an" in german
    save = stored_save(page)
    moves = page.eval_on_selector_all("button[data-move]", "bs => bs.map(b => b.dataset.move)")
    assert save and not any(word in json.dumps(save) for word in ("dran", "Experten", "Runde"))
    # Home, French, and the game again: the same moves, not a German word.
    page.goto(served)  # the link's lang=de is gone: the device's choice (none) or the browser's
    wait_for_screen(page, ("home",))
    page.select_option("select[name=lang]", "fr")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    page.click("button[data-resume]")
    assert until_the_persons_turn(page) == "play"
    assert page.evaluate(LANG) == "fr"
    again = stored_save(page)
    assert again and again["moves"] == save["moves"]
    assert page.eval_on_selector_all(
        "button[data-move]", "bs => bs.map(b => b.dataset.move)"
    ) == moves
    french = page.inner_text("[data-screen]")
    assert "bist dran" not in french and "Ann" in french


def test_an_embed_keeps_its_language_and_stores_nothing(page: Page, served: str) -> None:
    page.goto(served + BLANK)
    page.evaluate("() => localStorage.clear()")
    embed = open_at(page, f"{served}?embed=1&lang=de#/scene?name=spices", ("scene",))
    assert embed["lang"] == "de"
    assert embed["picked"] is None  # the host page chose: no picker in an embed
    # The built German content: the rules core's words for the Goods.
    page.wait_for_selector("[data-scene-say]")
    assert "Gewürze" in page.inner_text("[data-screen]")
    # The lesson's last step opens the app in a tab of its own, in the same language.
    last = page.get_attribute("[data-screen]", "data-steps")
    page.goto(f"{served}?embed=1&lang=de#/scene?name=spices&step={last}")
    wait_for_screen(page, ("scene",))
    page.wait_for_selector("[data-try-it]")
    href = page.get_attribute("[data-try-it]", "href")
    assert href is not None and "lang=de" in href.split("#")[0]
    assert page.evaluate("() => localStorage.length") == 0


def test_a_snapshot_made_on_a_german_visit_answers_an_english_one_in_english(
    first_visit_page: Page, served: str
) -> None:
    """The engine's start kept as a snapshot holds no language (each call brings
    its own): a first visit in German stores it, the next visit, in English,
    starts from it and its game speaks English; German again after."""
    page = first_visit_page
    page.goto(f"{served}?lang=de")
    wait_for_screen(page, ("home",))
    assert engine_ready(page)["from"] == "scratch"
    assert snapshot_news(page)["stored"] is True
    page.goto(served)
    wait_for_screen(page, ("home",))
    assert engine_ready(page)["from"] == "snapshot"
    assert page.evaluate(LANG) == "en"
    page.fill("input[name=your-name]", "Ann")
    page.click("button[data-play-computers]")
    assert until_the_persons_turn(page) == "play"
    english = page.inner_text("[data-screen]")
    assert "Your turn: assign an Expert" in english and "bist dran" not in english
    page.goto(served)
    wait_for_screen(page, ("home",))
    page.select_option("select[name=lang]", "de")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    page.click("button[data-resume]")
    assert until_the_persons_turn(page) == "play"
    assert "Du bist dran: Lege einen Experten an" in page.inner_text("[data-screen]")
