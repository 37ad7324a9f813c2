"""One game, two tabs, no move lost (issue 18): the tab that holds a game (its
Web Lock) plays and saves it; another tab showing it says so and can take it
over, and the first then saves nothing over the newer state."""

from __future__ import annotations

import random

from conftest import record
from playwright.sync_api import Page
from test_play_through import act, start_game
from test_saves_and_undo import go_home, move_list
from web_helpers import screen_of, wait_for_screen

OTHER_TAB = "[data-banner=other-tab]"


def test_two_tabs_on_one_game_never_lose_a_move(page: Page, served: str) -> None:
    rng = random.Random(3)
    first = page
    start_game(first, served, 2)
    for _ in range(4):
        act(first, rng)
    # The same game opened in a second tab: it is the first tab's.
    second = record(first.context.new_page())
    go_home(second, served)
    second.locator("[data-saved-game] button[data-resume]").click()
    wait_for_screen(second, ("handoff",))
    second.locator(OTHER_TAB).wait_for()
    assert second.locator(f"{OTHER_TAB} button[data-take-over]").count() == 1
    before = screen_of(second)
    second.click("button[data-handoff]")  # refused: nothing changes, nothing is saved
    assert screen_of(second) == before

    for _ in range(5):
        act(first, rng)
    played = move_list(first)
    assert len(played) >= 5

    # Taken over: the second tab goes on from the newest save, the first stops.
    second.click(f"{OTHER_TAB} button[data-take-over]")
    wait_for_screen(second, ("handoff",))
    second.wait_for_function("() => !document.querySelector('[data-banner=other-tab]')")
    assert move_list(second) == played
    first.locator(OTHER_TAB).wait_for()
    info = screen_of(first)
    if info["screen"] == "handoff":
        first.click("button[data-handoff]")
    else:
        first.click("button[data-move] >> nth=0")
    assert screen_of(first)["version"] == info["version"]
    assert move_list(first) == played  # the first tab wrote nothing over it

    act(second, rng)
    act(second, rng)
    assert len(move_list(second)) > len(played)
    assert move_list(second)[: len(played)] == played
    assert first.page_errors == [], first.page_errors
    assert second.page_errors == [], second.page_errors
