"""The page reads only what the protocol names (issue 33, docs/protocol.md): every
answer of the engine reaches the page behind Proxies built from
docs/protocol.schema.json (protocol_probe.js, through the page's own probe
hook, web/static/js/engine/probe.js), which note each field read that the
schema does not declare.  A whole game against a computer (with its sheets,
an Area's note, the score now, a hint, Undo), a pass-and-play handoff, a
lesson's steps and a replay are played through the page; then nothing may
have been read that the protocol does not name."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page
from test_computer_players import start_against, until_the_persons_turn
from test_play_through import act, start_game
from web_helpers import screen_of, wait_for_screen

from conftest import NO_CONFIRM, record

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs" / "protocol.schema.json").read_text(encoding="utf-8"))
PROBE = (Path(__file__).with_name("protocol_probe.js")).read_text(encoding="utf-8")

# Each bridge call whose answer the protocol types, and its $defs entry
# (golden_sails.app.protocol: GameAnswer's calls are listed in its docstring).
GAME_CALLS = ("start", "load", "current", "reveal", "play", "undo", "bot", "hint",
              "rematch", "restore", "memory_aid")
ROOTS = {
    **dict.fromkeys(GAME_CALLS, "GameAnswer"),
    "scene": "SceneCallAnswer",
    "replay": "ReplayCallAnswer",
    "sheet_now": "SheetNowAnswer",
    "area_note": "AreaNoteAnswer",
    "author_step": "AuthorCallAnswer",
    "author_game": "AuthorCallAnswer",
}


@pytest.fixture
def probed_page(browser: Browser) -> Iterator[Page]:
    """A page of its own context (the probe must not reach other tests' pages)."""
    context = browser.new_context(viewport={"width": 360, "height": 740})
    context.add_init_script(NO_CONFIRM)
    context.add_init_script(f"const SCHEMA = {json.dumps(SCHEMA)};\n"
                            f"const ROOTS = {json.dumps(ROOTS)};\n{PROBE}")
    page = record(context.new_page())
    yield page
    context.close()


_STEP_CHANGED = "s => document.querySelector('[data-screen]').dataset.step !== s"


def _misses(page: Page) -> list[str]:
    misses: list[str] = page.evaluate("() => [...globalThis.__goldenSailsMisses].sort()")
    return misses


def _calls(page: Page) -> dict[str, int]:
    calls: dict[str, int] = page.evaluate("() => ({...globalThis.__goldenSailsProbeCalls})")
    return calls


def _close_sheet(page: Page) -> None:
    page.keyboard.press("Escape")
    page.wait_for_selector("[data-sheet]", state="detached")


def _look_around(page: Page) -> None:
    """What a player opens on his turn: the round's order, the reference, the log,
    his score now, an Area's note."""
    for opener in ("[data-open-sheet=round]", "[data-open-reference]", "[data-open-log]"):
        page.click(opener)
        page.wait_for_selector("[data-sheet]")
        _close_sheet(page)
    vp = page.locator("button[data-vp-seat]")
    if vp.count():
        vp.first.click()
        page.wait_for_selector("[data-sheet-now]")
        _close_sheet(page)
    area = page.locator(".card button[data-area]")
    if area.count():
        area.first.click(button="right")
        page.wait_for_selector("[data-area-note]")
        _close_sheet(page)


def _write_a_study(page: Page) -> None:
    """The author's screen from the replay's step: a step on, a question asked, a
    step added; then a game set up for a study, played on by a few taps."""
    page.click("button[data-author-from-replay]")
    wait_for_screen(page, ("author",))
    page.wait_for_selector("[data-author-note]")
    for _ in range(2):
        step = screen_of(page)["step"]
        page.click("button[data-replay-next]")
        page.wait_for_function(_STEP_CHANGED, arg=step)
    page.fill("textarea[data-author-note]", "A note.")
    page.click("button[data-author-add]")
    page.wait_for_selector('[data-author-step="1"]')
    page.click("button[data-author-setup]")
    page.wait_for_selector("button[data-author-setup-start]")
    page.click("button[data-author-setup-start]")
    page.wait_for_selector("button[data-author-play]")
    for _ in range(3):
        step = screen_of(page)["step"]
        page.locator("button[data-author-play]").first.click()
        page.wait_for_function(_STEP_CHANGED, arg=step)


def test_the_probe_notes_a_field_the_protocol_does_not_name(probed_page: Page, served: str) -> None:
    # The test below could fail: a read of an undeclared field is noted, a declared one is not.
    probed_page.goto(served)
    wait_for_screen(probed_page, ("home",))
    probed_page.evaluate("""() => {
      const a = globalThis.__goldenSailsProbe("play", {ok: true, view: {round: 3, phase: "place"},
                                                      save: {anything: 1}});
      return [a.view.round, a.view.colour, a.save.anything, a.undeclared];
    }""")
    assert _misses(probed_page) == ["GameAnswer.undeclared", "GameAnswer.view.colour"]


def test_the_page_reads_only_what_the_protocol_names(probed_page: Page, served: str) -> None:
    page, rng = probed_page, random.Random(5)
    # A game against a computer, to its end, looking around on each turn of the first rounds.
    start_against(page, served, ["human", "easy"], seed=21)
    turns, hinted, undone = 0, False, False
    while (screen := until_the_persons_turn(page)) != "over":
        assert screen in ("play", "scoring"), page.inner_text("body")
        if turns < 3:
            _look_around(page)
        if not hinted and page.locator("button[data-hint]").count():
            page.click("button[data-hint]")
            page.wait_for_function(
                "() => document.querySelector('[data-screen]').dataset.hints === '1'",
                timeout=60_000)
            hinted = True
        before = screen_of(page)
        act(page, rng)
        if not undone and turns == 4 and page.locator("button[data-undo]").count():
            page.click("button[data-undo]")
            wait_for_screen(page, ("play", "scoring", "bot"))
            undone = True
        turns += 1
        assert turns < 200, before
    # The end: its sheets, then its replay, a few steps on.
    page.click("button[data-watch-replay]")
    wait_for_screen(page, ("replay",))
    for _ in range(3):
        step = screen_of(page)["step"]
        page.click("button[data-replay-next]")
        page.wait_for_function(_STEP_CHANGED, arg=step)
    _write_a_study(page)
    # What this page read, before another page load starts the probe afresh.
    misses, calls = set(_misses(page)), Counter(_calls(page))
    # Pass and play: a handoff and the turns behind it.
    start_game(page, served, 3)
    for _ in range(8):
        act(page, rng)
    misses |= set(_misses(page))
    calls.update(_calls(page))
    # A lesson, step by step.
    page.goto(served + "#/scene?name=experts&step=1")
    wait_for_screen(page, ("scene",))
    for _ in range(3):
        step = screen_of(page)["step"]
        # A step that asks a move goes on by that move (its one button[data-move]).
        asked = page.locator("button[data-move]")
        page.click("button[data-move]" if asked.count() else "button[data-scene-next]")
        page.wait_for_function(_STEP_CHANGED, arg=step)
    misses |= set(_misses(page))
    calls.update(_calls(page))
    for call in ("start", "play", "bot", "hint", "undo", "reveal", "replay", "scene",
                 "sheet_now", "area_note", "author_step", "author_game"):
        assert calls[call] > 0, (call, calls)
    assert sorted(misses) == []
    assert page.page_errors == []
