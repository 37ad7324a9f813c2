"""The table as players live it (issue 25), in real Chromium through the page's
test contract: what happened since a turn ([data-since], checked against the
game's log, every Gem class said aloud and no other), every VP a button with
its score sheet now, the round on the table and its end, the browser's Back
from every screen, and a game's memory aid kept in its save (D20)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from playwright.sync_api import Page
from test_computer_players import play_and_wait, start_against, until_the_persons_turn
from test_play_through import _LEAKED_GEMS, current_state, start_game, wait_until_drawn
from test_saves_and_undo import import_file, stored_games
from web_helpers import screen_of, wait_for_screen

from golden_sails.app.explain import scores_now
from golden_sails.game.engine import State
from golden_sails.game.events import Assign, ExpertsReturn, FirstPlayer, Take
from golden_sails.game.since import last_turn
from golden_sails.game.view import view
from golden_sails.model.deck import load_deck

GAME_SCREENS = ("handoff", "play", "bot", "scoring", "over")
_VP_SEATS = "bs => bs.map(b => Number(b.dataset.vpSeat))"
_NOW = "els => els.map(e => Number(e.dataset.orderSeat))"
_QUIET = "{confirmMoves: false, memoryAid: false}"

_SINCE = """() => [...document.querySelectorAll('[data-since] [data-since-item]')].map(e => {
  const gem = e.querySelector('[data-gem-announce] [data-gem-class]');
  const seat = e.dataset.seat === undefined ? null : Number(e.dataset.seat);
  return {kind: e.dataset.kind, seat, text: e.textContent,
          gem: gem ? Number(gem.dataset.gemClass) : null,
          owner: gem ? Number(gem.dataset.gemOwner) : null};
})"""


def expected_since(state: State, seat: int) -> list[dict[str, Any]]:
    """The game's log after ``seat``'s last own move: each move, with a taken
    Gem's class (said aloud to the whole table, R8)."""
    deck = load_deck()
    out: list[dict[str, Any]] = []
    for event in state.events()[last_turn(state, seat) + 1 :]:
        if isinstance(event, Assign):
            out.append({"kind": "assign", "seat": event.seat, "gem": None})
        elif isinstance(event, Take):
            kind = "take" if event.swapped is None else "swap"
            gem = deck[event.card].gem if event.pile == "gems" else None
            out.append({"kind": kind, "seat": event.seat, "gem": gem})
        elif isinstance(event, ExpertsReturn):
            out.append({"kind": "return", "seat": None, "gem": None})
        elif isinstance(event, FirstPlayer):
            out.append({"kind": "first-player", "seat": event.seat, "gem": None})
    return out


def shown_since(page: Page) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = page.evaluate(_SINCE)
    for item in items:
        if item["gem"] is not None:
            assert item["owner"] == item["seat"]  # the class is that player's Gem
        del item["owner"], item["text"]
    return items


def test_on_each_turn_the_moves_since_the_last_are_the_logs_and_every_gem_said_aloud(
    page: Page, served: str
) -> None:
    """One person against three computers, rounds 1-5: at every turn of his, the
    list is exactly the log's moves since his last one, every Gem class in it."""
    start_against(page, served, ["human", "easy", "easy", "easy"], seed=3)
    assert until_the_persons_turn(page) == "play"
    gems_heard = 0
    while int(screen_of(page)["round"] or 0) <= 5:
        assert screen_of(page)["screen"] == "play"
        state = current_state(page)
        expected = expected_since(state, 0)
        assert shown_since(page) == expected
        assert page.locator("[data-since]").count() == 1
        gems_heard += sum(1 for item in expected if item["gem"] is not None)
        assert page.evaluate(_LEAKED_GEMS) == []
        before = screen_of(page)
        page.click("button[data-move] >> nth=0")
        wait_until_drawn(page, before)
        # The computers' turns show the same list, growing (the person's own).
        if screen_of(page)["screen"] == "bot":
            page.locator("[data-since]").first.wait_for(state="attached")
        assert until_the_persons_turn(page) == "play"
    assert gems_heard > 0  # a Gem was taken by a computer in these rounds
    assert page.page_errors == []


def test_a_handoffs_list_is_the_next_players_and_holds_no_class_he_may_not_know(
    page: Page, served: str
) -> None:
    """Pass-and-play, 3 people: every handoff lists the moves since the next
    player's last turn; a Gem class in it is one said aloud since then."""
    start_game(page, served, 3)
    handoffs = 0
    while handoffs < 14:
        info = screen_of(page)
        assert info["screen"] in ("handoff", "play"), info
        state = current_state(page)
        if info["screen"] == "handoff":
            handoffs += 1
            seat = state.to_act
            assert page.locator("[data-since]").get_attribute("data-since-seat") == str(seat)
            assert shown_since(page) == expected_since(state, seat)
            assert page.evaluate(_LEAKED_GEMS) == []
            # Every player's VP on the handoff too, each a button.
            assert sorted(page.eval_on_selector_all("button[data-vp-seat]", _VP_SEATS)) == [0, 1, 2]
            page.click("button[data-handoff]")
        else:
            page.click("button[data-move] >> nth=0")
        wait_until_drawn(page, info)
    assert page.page_errors == []


def test_every_vp_is_a_button_that_shows_the_score_sheet_now(page: Page, served: str) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    start_against(page, served, ["human", "easy", "easy"], seed=12)
    assert until_the_persons_turn(page) == "play"
    for _ in range(9):  # into round 4: piles to count
        before = screen_of(page)
        page.click("button[data-move] >> nth=0")
        wait_until_drawn(page, before)
        assert until_the_persons_turn(page) == "play"
    state = current_state(page)
    scores = {s["seat"]: s for s in scores_now(view(state, 0))}
    seats = page.eval_on_selector_all("button[data-vp-seat]", _VP_SEATS)
    assert sorted(seats) == [0, 1, 2]
    for seat in (0, 1, 2):
        page.click(f"button[data-vp-seat='{seat}']")
        sheet = page.locator("[data-sheet-now]")
        sheet.wait_for()
        assert sheet.get_attribute("data-seat") == str(seat)
        assert int(sheet.get_attribute("data-total") or "x") == scores[seat]["total"]
        words = sheet.inner_text()
        assert "If the game ended now" in words
        for category in ("Spells", "Gems", "Spices", "Animals", "Weapons"):
            assert category in words
        hidden = scores[seat]["hidden_gems"]
        assert (f"{hidden} of" in words and "not counted" in words) == (hidden > 0)
        # The reasons are there, and no face-down Gem of another is drawn face up.
        assert page.evaluate(_LEAKED_GEMS) == []
        page.keyboard.press("Escape")
        page.wait_for_function("() => !document.querySelector('[data-sheet-now]')")
    assert page.page_errors == []


def test_the_round_on_the_table_and_its_end_r6_r7(page: Page, served: str) -> None:
    """4 players: this round's order of placing and taking is in view at every
    turn (no tap: [data-round-order]), with who has played and who is next; the
    round's sheet says the round among the twelve; after round 4 the list since
    the person's turn says the Experts came back and whom the First Player card
    skipped (R6, R7), in its own line, over nobody's panel."""
    start_against(page, served, ["human", "easy", "easy", "easy"], seed=3)
    assert until_the_persons_turn(page) == "play"
    turns = 0
    while int(screen_of(page)["round"] or 0) < 5:
        state = current_state(page)
        strip = page.locator("[data-round-order]")
        assert strip.is_visible() and not strip.evaluate("e => Boolean(e.closest('details'))")
        assert page.eval_on_selector_all("[data-round-order] [data-order-state=now]", _NOW) == [
            state.to_act
        ]
        # Placing from the first player clockwise (R3), taking the other way (R4):
        # those done are the first ones of each row.
        placed = sum(1 for e in state.experts if e is not None)
        rows = page.eval_on_selector_all(
            "[data-round-order] [data-order-seat]",
            "els => els.map(e => [Number(e.dataset.orderSeat), e.dataset.orderState])",
        )
        placing = [(state.first + k) % 4 for k in range(4)]
        assert [seat for seat, _ in rows] == placing + placing[::-1]
        done = [st == "done" for _, st in rows]
        if state.phase == "assign":
            assert done == [k < placed for k in range(4)] + [False] * 4
        if turns % 3 == 0:
            page.click("button[data-open-sheet=round]")
            text = page.locator("[data-sheet=round] [data-round-text]").text_content() or ""
            assert text.startswith(f"Round {state.round} of 12")
            progress = page.locator("[data-sheet=round] [data-round-progress]")
            assert progress.get_attribute("data-round") == str(state.round)
            page.click("[data-sheet] .sheet-close")
        turns += 1
        before = screen_of(page)
        page.click("button[data-move] >> nth=0")
        wait_until_drawn(page, before)
        assert until_the_persons_turn(page) == "play"
    state = current_state(page)
    skipped = (state.first - 1) % 4
    names = ["Ann", "Ben", "Cat", "Dan"]
    ends = page.eval_on_selector_all(
        "[data-since] [data-since-item][data-kind=return], "
        "[data-since] [data-since-item][data-kind=first-player]",
        "els => els.map(e => e.textContent)",
    )
    assert any("The Experts return" in end for end in ends), ends
    assert any(f"{names[skipped]} skipped" in end for end in ends), ends
    # Nothing lies over the person's own panel (the old note did, for 3 s).
    covered = page.evaluate(
        """() => { const mine = document.querySelector('.mine'); mine.scrollIntoView();
                   const r = mine.getBoundingClientRect();
                   const x = r.left + r.width / 2, y = r.top + r.height / 2;
                   const hit = document.elementFromPoint(x, y);
                   return !mine.contains(hit); }"""
    )
    assert not covered
    assert page.page_errors == []


def test_a_computers_move_stays_until_the_next_and_waits_for_go_on_step_by_step(
    page: Page, served: str
) -> None:
    """Normal pace: each computer's move is the heading until the next one
    replaces it, with nothing to tap, the list of moves since the person's turn
    under it; the last is marked on his own screen.  Step by step: a move waits
    for Go on."""
    start_against(page, served, ["human", "easy", "easy"], seed=2)
    assert until_the_persons_turn(page) == "play"
    headings: list[str] = []
    page.expose_function("gsHeading", lambda text: headings.append(text))
    page.evaluate(
        """() => new MutationObserver(() => {
             const h = document.querySelector('[data-bot-played] h1');
             if (h && !h.dataset.seen) { h.dataset.seen = '1'; window.gsHeading(h.textContent); }
           }).observe(document.getElementById('screen'), {childList: true, subtree: true})"""
    )
    before = current_state(page)
    drawn = screen_of(page)
    page.click("button[data-move] >> nth=0")
    wait_until_drawn(page, drawn)
    assert until_the_persons_turn(page) == "play"
    after = current_state(page)
    theirs = [r for r in after.moves()[len(before.moves()) + 1 :]]
    assert theirs and all(r.seat != 0 for r in theirs)
    # Each computer's move was a heading but the last, which his screen marks.
    assert len(headings) == len(theirs) - 1, headings
    assert page.locator("[data-since] .since-item.newest").count() == 1
    # Step by step: the next computer's move waits for Go on.
    page.evaluate(
        "() => localStorage.setItem('golden-sails:settings', "
        "JSON.stringify({confirmMoves: false, botSpeed: 'step'}))"
    )
    page.click("button[data-move] >> nth=0")
    page.wait_for_selector("[data-bot-played] button[data-skip]", timeout=30_000)
    shown = screen_of(page)
    page.wait_for_timeout(1500)
    assert screen_of(page)["version"] == shown["version"]
    page.click("button[data-skip]")
    page.wait_for_function(
        "v => document.querySelector('[data-screen]').dataset.version !== v", arg=shown["version"]
    )
    assert page.page_errors == []


def _back_to(page: Page, screens: tuple[str, ...]) -> str:
    page.go_back()
    return wait_for_screen(page, screens)


def test_back_works_as_a_person_expects_from_every_screen(page: Page, served: str) -> None:
    """Each screen a person reaches is one entry; a game's screens are one, so
    Back from a game goes home, never out of the app, never undoing a move."""
    page.goto(served)
    wait_for_screen(page, ("home",))
    # The set-up form, then Back: home.
    page.click("button[data-new-game]")
    wait_for_screen(page, ("setup",))
    assert _back_to(page, ("home",)) == "home"
    # A game against a computer: its screens (play, bot...) are one entry.
    start_against(page, served, ["human", "easy"], seed=5)
    assert until_the_persons_turn(page) == "play"
    for _ in range(3):
        assert play_and_wait(page, "button[data-move] >> nth=0") == "play"
    moves = len(current_state(page).moves())
    hash_in_game = page.evaluate("() => location.hash")
    assert hash_in_game.startswith("#/game?id=")
    # The rules and the settings from the game: Back returns to it, the same screen.
    page.click("button[data-open-rules]")
    wait_for_screen(page, ("rules",))
    assert _back_to(page, GAME_SCREENS) == "play"
    page.click("a[data-open-settings]")
    wait_for_screen(page, ("settings",))
    assert _back_to(page, GAME_SCREENS) == "play"
    # Back from the game: home (the set-up form is not between them), nothing undone.
    assert _back_to(page, ("home",)) == "home"
    assert len(current_state(page).moves()) == moves
    assert page.url.rstrip("/") == served.rstrip("/")
    # Forward: the game again, where it was.
    page.go_forward()
    assert wait_for_screen(page, GAME_SCREENS) == "play"
    assert len(current_state(page).moves()) == moves
    # The game's own Home button goes back down the history: Back is not the game.
    page.locator("footer.game-footer button", has_text="Home").click()
    wait_for_screen(page, ("home",))
    assert page.evaluate("() => history.state && history.state.gsDepth") == 0
    # Home's links: the lessons, a lesson, the score pad, the rules, the settings.
    page.click("a[data-open-learn]")
    wait_for_screen(page, ("learn",))
    page.click("a[data-open-scene] >> nth=0")
    wait_for_screen(page, ("scene",))
    assert _back_to(page, ("learn",)) == "learn"
    assert _back_to(page, ("home",)) == "home"
    for link, screen in (
        ("a[data-open-scorepad]", "scorepad"),
        ("a[data-open-rules]", "rules"),
        ("a[data-open-settings]", "settings"),
    ):
        page.click(link)
        wait_for_screen(page, (screen,))
        assert _back_to(page, ("home",)) == "home", link
    # A link opened afresh has home beneath it: Back stays in the app.
    page.goto(f"{served}#/rules")
    wait_for_screen(page, ("rules",))
    assert _back_to(page, ("home",)) == "home"
    assert page.page_errors == []


def test_the_end_explains_every_vp_and_back_from_its_replay_returns_to_it(
    page: Page, served: str
) -> None:
    start_against(page, served, ["human", "easy"], seed=9)
    while (screen := until_the_persons_turn(page)) != "over":
        assert sorted(page.eval_on_selector_all("button[data-vp-seat]", _VP_SEATS)) == [0, 1]
        before = screen_of(page)
        selector = (
            "button[data-confirm]"
            if screen == "scoring" and page.locator("button[data-confirm]").count()
            else "button[data-move] >> nth=0"
        )
        page.click(selector)
        wait_until_drawn(page, before)
    # At the end, a VP shows that player's final sheet, with its reasons.
    for seat in (0, 1):
        total = page.locator(f"[data-result-seat='{seat}']").get_attribute("data-total")
        page.click(f"[data-result-seat='{seat}'] button[data-vp-seat]")
        sheet = page.locator("[data-sheet-now]")
        sheet.wait_for()
        assert sheet.get_attribute("data-total") == total
        assert "the final score" in page.inner_text("[data-sheet]")
        page.keyboard.press("Escape")
        page.wait_for_function("() => !document.querySelector('[data-sheet-now]')")
    page.click("button[data-watch-replay]")
    wait_for_screen(page, ("replay",))
    page.click("button[data-replay-next]")
    page.wait_for_function("() => document.querySelector('[data-screen]').dataset.step === '1'")
    assert _back_to(page, GAME_SCREENS) == "over"
    assert _back_to(page, ("home",)) == "home"
    assert page.page_errors == []


def test_a_games_memory_aid_is_kept_in_its_save_through_reload_export_and_import(
    page: Page, served: str, tmp_path: Path
) -> None:
    """D20: switched on for a game in progress, the memory aid is the game's: a
    reload and a file exported and imported keep it, whatever the device's setting."""
    start_against(page, served, ["human", "easy", "easy"], seed=6)
    assert until_the_persons_turn(page) == "play"
    for _ in range(6):
        assert play_and_wait(page, "button[data-move] >> nth=0") == "play"
    page.click("a[data-open-settings]")
    wait_for_screen(page, ("settings",))
    page.check("input[name=memory-aid]")
    page.wait_for_function(
        "() => /in the game you came from/.test(document.querySelector('.note').textContent)"
    )
    # The device's setting off again (it is for new games): this game keeps its own.
    page.evaluate(f"() => localStorage.setItem('golden-sails:settings', JSON.stringify({_QUIET}))")
    page.go_back()  # to the game's own entry: a reload reopens the game
    wait_for_screen(page, GAME_SCREENS)
    page.reload()
    wait_for_screen(page, GAME_SCREENS)
    entry = json.loads(next(iter(stored_games(page).values())))
    assert entry["save"]["config"]["memory_aid"] is True
    # The log names every class said aloud: another player's Gem with its class.
    state = current_state(page)
    assert state.config.memory_aid is True
    page.click("button[data-open-log]")
    log = page.inner_text("[data-sheet]")
    others_gems = [
        e for e in state.events() if isinstance(e, Take) and e.pile == "gems" and e.seat != 0
    ]
    if others_gems:
        assert "a Gem of class" in log
    page.keyboard.press("Escape")
    # Exported, deleted, imported: the game's memory aid comes back with it.
    page.goto(served)
    wait_for_screen(page, ("home",))
    with page.expect_download() as info:
        page.locator("[data-saved-game] button", has_text="Export").click()
    path = tmp_path / "game.json"
    info.value.save_as(path)
    assert json.loads(path.read_text())["config"]["memory_aid"] is True
    page.locator("[data-saved-game] button", has_text="Delete").click()
    page.locator("[data-saved-game] button", has_text="Delete the game of").click()
    page.wait_for_function("() => !document.querySelector('[data-saved-game]')")
    import_file(page, path)
    wait_for_screen(page, GAME_SCREENS)
    assert current_state(page).config.memory_aid is True
    assert page.page_errors == []
