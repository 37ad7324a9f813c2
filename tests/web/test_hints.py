"""Hints in the page, in real Chromium (issue 32, item 7): each hint asked is
counted on the screen element (data-hints) and in the stored save, survives a
reload, can be turned off in the settings, and a finished game says who played
with hints at its end, in its replay and in the history of games."""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import Browser, Page
from test_computer_players import start_against, until_the_persons_turn
from test_play_through import stored_save
from test_replays_and_lessons import finished_game, shared_link
from web_helpers import screen_of, wait_for_screen

from golden_sails.app.saves import to_save


def _hints(page: Page) -> str | None:
    return page.evaluate("() => document.querySelector('[data-screen]').dataset.hints ?? null")


def _ask_hint(page: Page) -> str:
    page.click("button[data-hint]")
    page.wait_for_function(
        """() => document.querySelector('[data-hint-text]').textContent.startsWith('Hint:')""",
        timeout=60_000,
    )
    return page.inner_text("[data-hint-text]")


def test_a_hint_is_counted_kept_through_a_reload_and_can_be_turned_off(
    page: Page, served: str
) -> None:
    start_against(page, served, ["human", "medium"], seed=9)
    assert until_the_persons_turn(page) == "play"
    assert _hints(page) == "0"
    assert page.locator("[data-hints-used]").inner_text() == ""
    text = _ask_hint(page)
    # Why, in the rules' words: what the move brings the person now.
    assert " VP for you now" in text, text
    page.wait_for_function("() => document.querySelector('[data-screen]').dataset.hints === '1'")
    assert page.inner_text("[data-hints-used]") == "1 hint used in this game"
    save = stored_save(page)
    assert save is not None and save["hints"] == [1, 0]
    # Asked again at the same moment: the same hint, not counted twice.
    assert _ask_hint(page) == text
    assert _hints(page) == "1"
    page.reload()
    assert until_the_persons_turn(page) == "play"
    assert _hints(page) == "1"
    assert page.inner_text("[data-hints-used]") == "1 hint used in this game"
    # The setting: off, no Hint button; the count stays the game's.
    page.click("a[data-open-settings]")
    wait_for_screen(page, ("settings",))
    page.uncheck("input[name=hints]")
    page.go_back()
    assert until_the_persons_turn(page) == "play"
    assert page.locator("button[data-hint]").count() == 0
    assert _hints(page) == "1"
    page.click("a[data-open-settings]")
    wait_for_screen(page, ("settings",))
    assert not page.is_checked("input[name=hints]")
    page.check("input[name=hints]")
    page.go_back()
    assert until_the_persons_turn(page) == "play"
    assert page.locator("button[data-hint]").count() == 1
    assert page.page_errors == []


def test_the_end_the_replay_and_the_history_say_who_played_with_hints(
    page: Page, served: str, browser: Browser, tmp_path: Path
) -> None:
    state = finished_game(2, 5)
    path = tmp_path / "hinted.json"
    path.write_text(json.dumps(to_save(state, ("human", "hard"), None, (), (3, 0))))
    page.goto(served)
    wait_for_screen(page, ("home",))
    page.set_input_files("#import-file", str(path))
    wait_for_screen(page, ("over",))
    assert _hints(page) == "3"  # the one person at a table with a computer
    assert page.inner_text("[data-hints-said]") == "Ann used 3 hints."
    link = shared_link(page)
    page.click("footer.game-footer button:has-text('Home')")
    wait_for_screen(page, ("home",))
    row = page.locator(".finished-games [data-saved-game]").first
    assert row.locator("[data-hints-seat='0']").get_attribute("data-hints") == "3"
    assert row.locator("[data-hints-seat='0']").inner_text() == "3 hints used"
    assert row.locator("[data-hints-seat='1']").count() == 0
    # The replay link carries the count: a fresh browser shows it.
    other = browser.new_context()
    try:
        fresh = other.new_page()
        fresh.goto(link)
        wait_for_screen(fresh, ("replay",))
        fresh.wait_for_selector("[data-hints-said]")
        assert fresh.inner_text("[data-hints-said]") == "Ann used 3 hints."
        assert screen_of(fresh)["step"] == "0"
    finally:
        other.close()
    assert page.page_errors == []
