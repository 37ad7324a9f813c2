"""The rules reference (#/rules, data-screen="rules") in real Chromium: one tap from
the play screen, every section of golden_sails.teach.reference on it with the
scorer's numbers, and "Back to the game" to the same game, seat and save; opened
directly it goes home; in an embed it has no way back but the host page."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page
from test_table import _NEWEST_SAVE, start_people
from web_helpers import screen_of, table_text, wait_for_screen

from golden_sails.teach.reference import sections

SECTIONS = sections()
IDS = [s["id"] for s in SECTIONS]
# (example key, seat, Good, VP) of every worked example, as the scorer gives them.
EXAMPLE_VP = sorted(
    (b["key"], s["seat"], s["good"], s["vp"])
    for section in SECTIONS
    for b in section["blocks"]
    if b["kind"] == "example"
    for s in b["scores"]
)

_SHOWN_SECTIONS = (
    "() => [...document.querySelectorAll('[data-rules-section]')].map(e => e.dataset.rulesSection)"
)
_SHOWN_VP = """() => [...document.querySelectorAll('[data-example] [data-vp]')].map(e => [
  e.closest('[data-example]').dataset.example, Number(e.dataset.exampleSeat),
  e.dataset.exampleGood, Number(e.dataset.vp)])"""
# The top bar's parts that show, and whether they all sit on one line.
_BAR_ON_ONE_LINE = """() => {
  const parts = [...document.querySelector('header.bar').children]
    .filter(e => e.getBoundingClientRect().width > 1);
  const middle = e => { const r = e.getBoundingClientRect(); return r.top + r.height / 2; };
  const tops = parts.map(middle);
  return {parts: parts.length, spread: Math.max(...tops) - Math.min(...tops),
          right: Math.max(...parts.map(e => e.getBoundingClientRect().right))};
}"""


def to_play(page: Page, served: str) -> dict[str, Any]:
    """A 3-player game of people, at the first player's play screen."""
    start_people(page, served, 3, seed=5)
    page.click("button[data-handoff]")
    wait_for_screen(page, ("play",))
    return screen_of(page)


def open_rules_from_the_bar(page: Page) -> None:
    page.click("header.bar button[data-open-rules]")
    wait_for_screen(page, ("rules",))


def check_the_reference(page: Page) -> None:
    assert page.evaluate(_SHOWN_SECTIONS) == IDS
    assert sorted(tuple(x) for x in page.evaluate(_SHOWN_VP)) == EXAMPLE_VP
    goto = "els => els.map(e => e.dataset.rulesGoto)"
    assert page.eval_on_selector_all("[data-rules-goto]", goto) == IDS
    shown = page.eval_on_selector_all(
        "[data-reference]", "els => els.map(e => [e.dataset.reference, e.dataset.reconstructed])"
    )
    cards = next(s for s in SECTIONS if s["id"] == "references")["blocks"]
    assert shown == [
        [c["code"], json.dumps(c["reconstructed"])] for c in cards if c["kind"] == "reference"
    ]


def test_one_tap_from_play_to_the_rules_and_back_to_the_same_game(page: Page, served: str) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    before = to_play(page, served)
    save = page.evaluate(_NEWEST_SAVE)
    bar = page.evaluate(_BAR_ON_ONE_LINE)
    # Round, first player, the Animal reference, the log and the rules: one line, no overflow.
    assert bar["parts"] == 5 and bar["spread"] < 4 and bar["right"] <= 360, bar
    open_rules_from_the_bar(page)
    check_the_reference(page)
    assert page.evaluate("() => location.hash") == "#/rules"
    back = page.locator(".rules-bar button[data-rules-back]")
    assert back.inner_text().strip() == "Back to the game"
    back.click()
    wait_for_screen(page, ("play",))
    after = screen_of(page)
    for key in ("round", "viewer", "variant"):
        assert after[key] == before[key], key
    assert page.evaluate(_NEWEST_SAVE) == save
    # The game's own entry (issue 25.9): a reload resumes the game, Back goes home.
    assert page.evaluate("() => location.hash").startswith("#/game?id=")
    assert not page.page_errors


def test_the_browsers_back_from_the_rules_returns_to_the_game(page: Page, served: str) -> None:
    before = to_play(page, served)
    open_rules_from_the_bar(page)
    page.go_back()
    wait_for_screen(page, ("play",))
    assert screen_of(page)["viewer"] == before["viewer"]
    assert screen_of(page)["round"] == before["round"]


def test_a_reload_of_the_rules_keeps_the_way_back_to_the_game(page: Page, served: str) -> None:
    before = to_play(page, served)
    open_rules_from_the_bar(page)
    page.reload()
    wait_for_screen(page, ("rules",))
    page.click(".rules-bar button[data-rules-back]")
    # The reload was a cold start: back on the same game, on its handoff (D19).
    wait_for_screen(page, ("handoff",))
    assert screen_of(page)["round"] == before["round"] and screen_of(page)["viewer"] == ""


def test_the_rules_opened_directly_go_home_and_scroll_without_leaving(
    page: Page, served: str
) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{served}#/rules")
    wait_for_screen(page, ("rules",))
    check_the_reference(page)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
    # The contents scroll to a section; the route (the hash) stays the rules'.
    page.click("[data-rules-goto=weapons]")
    page.wait_for_function(
        "() => { const r = document.getElementById('rules-weapons-h').getBoundingClientRect();"
        " return r.top >= 0 && r.bottom <= innerHeight; }"
    )
    assert page.evaluate("() => location.hash") == "#/rules"
    assert screen_of(page)["screen"] == "rules"
    back = page.locator(".rules-bar button[data-rules-back]")
    assert back.inner_text().strip() == "Home"
    back.click()
    wait_for_screen(page, ("home",))


def test_an_example_opens_its_table_in_the_score_pad(page: Page, served: str) -> None:
    page.goto(f"{served}#/rules")
    wait_for_screen(page, ("rules",))
    link = page.locator("a[data-open-example=spices]")
    href = link.get_attribute("href") or ""
    assert href.startswith("#/score?t=")
    table = json.loads(table_text(href.removeprefix("#/score?t=")))
    spices = next(s for s in SECTIONS if s["id"] == "spices")["blocks"]
    assert table == next(b["table"] for b in spices if b.get("key") == "spices")
    link.click()
    wait_for_screen(page, ("scorepad",))
    page.wait_for_selector("[data-score-seat='0'] td[data-cat=spices]")
    vp = page.get_attribute("[data-score-seat='0'] td[data-cat=spices]", "data-vp")
    assert vp == str(next(v for k, _, g, v in EXAMPLE_VP if k == "spices" and g == "spices"))


def test_the_embedded_rules_have_no_back_button(page: Page, served: str) -> None:
    page.goto(f"{served}?embed=1#/rules")
    wait_for_screen(page, ("rules",))
    check_the_reference(page)
    assert page.locator("[data-rules-back]").count() == 0
    # The score pad opens beside the embed, which has no way back from it.
    assert page.get_attribute("a[data-open-example=gems]", "target") == "_blank"


def test_from_a_lesson_the_rules_go_back_to_the_same_step(page: Page, served: str) -> None:
    page.goto(f"{served}#/scene?name=experts&step=3")
    page.wait_for_function(
        "() => document.querySelector('[data-screen]')?.dataset.step === '3'", timeout=90_000
    )
    open_rules_from_the_bar(page)
    back = page.locator(".rules-bar button[data-rules-back]")
    assert back.inner_text().strip() == "Back to the lesson"
    back.click()
    wait_for_screen(page, ("scene",))
    assert screen_of(page)["scene"] == "experts" and screen_of(page)["step"] == "3"
    assert page.evaluate("() => location.hash") == "#/scene?name=experts&step=3"
