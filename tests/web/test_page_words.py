"""The page's own words come from the language's words module (issue 19): served a
German and a Polish module whose words differ from the English (the build's own
module_text over marked test words; the repository's catalogs are not touched), the
page shows them once setLanguage names the language, its plural forms follow the
language's rule written as code, and the English page stays as it was."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page
from web_helpers import wait_for_screen

from buildtools.js_words import module_text, read_words
from golden_sails.app.ui_words import WORDS
from golden_sails.model.i18n import LOCALE_DIR

MARK = "\u27ea"  # ⟪ opens every test word: a word without it is not the module's


def _test_words() -> dict[str, Any]:
    """Every word marked, its placeholders kept; a count's forms numbered, so the form
    chosen shows which the language's rule picked."""
    out: dict[str, Any] = {}
    for key, english in WORDS.items():
        if isinstance(english, str):
            out[key] = f"{MARK}{english}\u27eb"
        else:
            out[key] = [f"{MARK}form {i} {{n}}\u27eb" for i in range(3)]
    return out


@pytest.fixture
def words_page(browser: Any) -> Iterator[Page]:
    """A page of its own context, no service worker: the test's words modules are served
    by its routes, never from a worker's cache."""
    context = browser.new_context(service_workers="block")
    yield context.new_page()
    context.close()


def _module(body: str) -> Any:
    def serve(route: Any) -> None:
        route.fulfill(status=200, content_type="text/javascript", body=body)

    return serve


def _serve_test_words(page: Page, site: Any) -> None:
    """The German and Polish modules replaced with the test words (each its own rule)."""
    rules = read_words(LOCALE_DIR)
    for lang in ("de", "pl"):
        body = module_text(lang, rules[lang]["plural"], _test_words())
        url = site.assets[f"js/words/lang/{lang}.js"]
        page.route(re.compile(re.escape(url) + "$"), _module(body))


# The page's own js/words/ui.js, as the page imported it (one module instance).
UI = "(await import(new URL(url, document.baseURI).href))"
# A call that does not settle fails the test rather than holding it.
IN_TIME = "new Promise((_, no) => setTimeout(() => no(new Error('no answer in 20 s')), 20000))"


def _set_language(page: Page, site: Any, lang: str) -> None:
    """setLanguage(lang), as the language's choice (issue 19's item 3) will call it at
    start and from the picker."""
    call = f"(async () => {UI}.setLanguage(lang))()"
    page.evaluate(f"([url, lang]) => Promise.race([{call}, {IN_TIME}])",
                  [site.assets["js/words/ui.js"], lang])  # fmt: skip


def _home_in_test_german(page: Page, served: str, site: Any) -> Page:
    """The page on home with the test words served, set to German after it was drawn."""
    _serve_test_words(page, site)
    page.goto(served)
    wait_for_screen(page, ("home",))
    _set_language(page, site, "de")
    return page


def _tn(page: Page, site: Any, key: str, n: int) -> str:
    text: str = page.evaluate(f"async ([url, key, n]) => {UI}.tn(key, n)",
                              [site.assets["js/words/ui.js"], key, n])  # fmt: skip
    return text


def test_the_english_page_speaks_ui_words_english(page: Page, served: str) -> None:
    page.goto(served)
    wait_for_screen(page, ("home",))
    assert page.title() == WORDS["app.name"]
    assert page.locator("h1#screen-h").inner_text() == WORDS["app.name"]
    assert page.locator("button[data-new-game]").inner_text().strip() == WORDS["home.new-game"]
    assert page.evaluate("() => document.documentElement.lang") == "en"


def test_a_language_set_words_every_screen_drawn_after_it(
    words_page: Page, served: str, site: Any
) -> None:
    page = _home_in_test_german(words_page, served, site)
    assert page.title() == f"{MARK}{WORDS['app.name']}\u27eb"
    # The settings, then home again: each drawn in the language now set.
    page.click("a[data-open-settings]")
    wait_for_screen(page, ("settings",))
    assert page.locator("h1#screen-h").inner_text() == f"{MARK}{WORDS['common.settings']}\u27eb"
    labels = page.locator("[data-screen] label").all_inner_texts()
    assert labels and all(MARK in text for text in labels), labels
    page.click("[data-screen=settings] button >> nth=-1")  # the way back: home
    wait_for_screen(page, ("home",))
    assert page.locator("h1#screen-h").inner_text().startswith(MARK)
    for selector in ("button[data-new-game]", "button[data-play-computers]",
                     "a[data-open-scorepad]", "a[data-open-learn]"):  # fmt: skip
        assert MARK in page.locator(selector).inner_text(), selector
    # The loading words too: the new-game form and its note.
    page.click("button[data-new-game]")
    wait_for_screen(page, ("setup",))
    assert page.locator("button[data-start]").inner_text().strip().startswith(MARK)


def test_a_count_takes_the_form_the_languages_rule_picks(
    words_page: Page, served: str, site: Any
) -> None:
    # German: one form for 1, another for the rest.
    page = _home_in_test_german(words_page, served, site)
    key = "home.delete-finished-sure"
    assert [_tn(page, site, key, n) for n in (1, 2, 5)] == [
        f"{MARK}form 0 1\u27eb", f"{MARK}form 1 2\u27eb", f"{MARK}form 1 5\u27eb"
    ]
    _set_language(page, site, "pl")  # Polish: 1, then 2-4 (but 12-14), then the rest
    assert [_tn(page, site, key, n) for n in (1, 2, 5, 12, 22)] == [
        f"{MARK}form 0 1\u27eb", f"{MARK}form 1 2\u27eb", f"{MARK}form 2 5\u27eb",
        f"{MARK}form 2 12\u27eb", f"{MARK}form 1 22\u27eb",
    ]  # fmt: skip
    _set_language(page, site, "en")
    assert _tn(page, site, key, 1) == "Delete the 1 finished game"
    assert _tn(page, site, key, 3) == "Delete the 3 finished games"
