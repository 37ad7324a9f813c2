"""Nothing lost (issue 18). One game, two tabs: the tab that holds a game (its
Web Lock) plays and saves it; another tab showing it says so and can take it
over, and the first then saves nothing over the newer state.  A dead engine:
a new one is started and the game goes on from its save, no move made twice."""

from __future__ import annotations

import json
import random
from typing import Any

from playwright.sync_api import Page
from test_computer_players import play_and_wait, start_against, until_the_persons_turn
from test_play_through import act, start_game
from test_saves_and_undo import go_home, move_list, stored_games
from web_helpers import screen_of, wait_for_screen

from conftest import record
from golden_sails.app import saves, session

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


KILL = "() => { setTimeout(() => { throw new Error('the worker died (a test)'); }, 0); }"


def _engine_worker(page: Page) -> Any:
    return next(w for w in page.workers if "worker" in w.url)


def _check_every_computer_move_once(page: Page) -> int:
    """The stored game replays, and each computer's move in it is the one that
    computer chooses at that point (golden_sails.app.session): none skipped, none
    made twice.  Answers how many moves the person made."""
    save = json.loads(next(iter(stored_games(page).values())))["save"]
    saved = saves.load_game(save)
    s = session.start(saved.state.config, saved.seats, save["seed"])
    persons = 0
    for move in save["moves"]:
        if s.screen == "bot":
            s, chosen = session.play_for_computer(s)
            assert chosen.to_json() == move
        else:
            s = session.play(s, move)
            persons += 1
    assert s.screen in ("play", "scoring", "over")  # every computer's turn was played
    return persons


def test_a_dead_engine_is_started_again_and_no_move_is_made_twice(page: Page, served: str) -> None:
    start_against(page, served, ["human", "hard", "easy"], seed=4)
    assert until_the_persons_turn(page) == "play"
    # Killed before a person's move: the move is not made; tapped again, it is, once.
    before = move_list(page)
    _engine_worker(page).evaluate(KILL)
    page.wait_for_timeout(300)
    version = screen_of(page)["version"]
    page.click("button[data-move] >> nth=0")
    page.locator("[data-banner=engine-restarted]").wait_for(timeout=60_000)
    page.wait_for_function(
        "v => document.querySelector('[data-screen]').dataset.version !== v", arg=version
    )
    assert screen_of(page)["screen"] == "play" and move_list(page) == before
    assert play_and_wait(page, "button[data-move] >> nth=0") == "play"
    assert _check_every_computer_move_once(page) == 1
    # Killed in the middle of the computers' turns: they go on, each move once.
    page.click("button[data-move] >> nth=0")
    page.wait_for_function("() => document.querySelector('[data-screen]').dataset.screen === 'bot'")
    _engine_worker(page).evaluate(KILL)
    assert until_the_persons_turn(page) == "play"
    assert _check_every_computer_move_once(page) == 2
    assert page.page_errors == []
