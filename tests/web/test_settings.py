"""The settings (#/settings), kept on the device: the computers' pace, the memory
aid for a game in progress (D20), the colours."""

from __future__ import annotations

import json

from playwright.sync_api import Page
from test_computer_players import play_and_wait, start_against, until_the_persons_turn
from test_saves_and_undo import stored_games
from web_helpers import screen_of, wait_for_screen


def _settings_from_home(page: Page, served: str) -> None:
    page.goto(served)
    wait_for_screen(page, ("home",))
    page.click("a[data-open-settings]")
    wait_for_screen(page, ("settings",))


def test_the_colours_and_the_computers_pace_are_kept_on_the_device(page: Page, served: str) -> None:
    _settings_from_home(page, served)
    page.select_option("select[name=theme]", "dark")
    assert page.evaluate("() => document.documentElement.dataset.theme") == "dark"
    page.select_option("select[name=bot-speed]", "step")
    page.reload()  # the address is the settings'
    wait_for_screen(page, ("settings",))
    assert page.evaluate("() => document.documentElement.dataset.theme") == "dark"
    # Step by step: a computer's move stays until Go on is tapped.
    start_against(page, served, ["human", "easy"], seed=2)
    assert until_the_persons_turn(page) == "play"
    page.click("button[data-move] >> nth=0")
    page.locator("[data-bot-played]").wait_for()
    page.wait_for_timeout(1500)  # twice the normal pace: it is still there
    assert page.locator("[data-bot-played]").count() == 1
    shown = screen_of(page)["version"]
    page.click("button[data-skip]")  # Go on: the next screen is drawn
    page.wait_for_function(
        "v => document.querySelector('[data-screen]').dataset.version !== v", arg=shown
    )
    assert page.page_errors == []


def test_the_memory_aid_switched_for_a_game_in_progress_d20(page: Page, served: str) -> None:
    start_against(page, served, ["human", "easy", "easy"], seed=6)
    assert until_the_persons_turn(page) == "play"
    for _ in range(4):
        assert play_and_wait(page, "button[data-move] >> nth=0") in ("play", "scoring")
    save = json.loads(next(iter(stored_games(page).values())))["save"]
    assert save["config"]["memory_aid"] is False
    page.click("a[data-open-settings]")
    wait_for_screen(page, ("settings",))
    page.check("input[name=memory-aid]")
    page.wait_for_function(
        "() => /in the game you came from/.test(document.querySelector('.note').textContent)"
    )
    save = json.loads(next(iter(stored_games(page).values())))["save"]
    assert save["config"]["memory_aid"] is True
    page.click("text=Back to the game")
    wait_for_screen(page, ("play",))
    assert page.page_errors == []
