"""Computer players in the page, in real Chromium: one person against computers
plays with no handoff at all, never sees another seat's hidden Gem, can leave
or reload while a computer thinks, takes back the computers' replies with his
own move (R20), and can ask the Hard level for a hint.  States are checked
against the rules core replaying the save from localStorage."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page
from test_play_through import _LEAKED_GEMS, NAMES, current_state, page_moves, wait_until_drawn
from web_helpers import screen_of, wait_for_screen

from golden_sails.game.engine import legal_moves
from golden_sails.tools.selfplay import final_score

GAME_SCREENS = ("play", "scoring", "over", "bot", "handoff")


def start_against(page: Page, base: str, kinds: list[str], seed: int = 11) -> None:
    """A game set up through the form: seat 0 a person, the others as ``kinds`` say."""
    page.goto(base)
    wait_for_screen(page, ("home",))
    page.click("button[data-new-game]")
    wait_for_screen(page, ("setup",))
    page.select_option("select[name=players]", str(len(kinds)))
    for seat, kind in enumerate(kinds):
        page.fill(f"input[name=name-{seat}]", NAMES[seat])
        page.select_option(f"select[name=seat-{seat}]", kind)
    page.fill("input[name=seed]", str(seed))
    page.click("button[data-start]")
    wait_for_screen(page, GAME_SCREENS)


def play_and_wait(page: Page, selector: str) -> str:
    """Tap, wait for the page to draw the result, then through the computers' turns."""
    before = screen_of(page)
    page.click(selector)
    wait_until_drawn(page, before)
    return until_the_persons_turn(page)


def until_the_persons_turn(page: Page) -> str:
    """Wait through the computers' turns (a driver only waits on `bot`)."""
    page.wait_for_function(
        """() => { const r = document.querySelector('[data-screen]');
                   const waiting = ['play', 'scoring', 'over', 'handoff', 'error'];
                   return waiting.includes(r.dataset.screen); }""",
        timeout=120_000,
    )
    screen = screen_of(page)["screen"]
    assert screen is not None
    return screen


def test_one_person_against_three_computers_plays_to_the_end(page: Page, served: str) -> None:
    start_against(page, served, ["human", "easy", "medium", "hard"])
    seen_bot_seats: set[str] = set()
    drawn = 0
    while True:
        info = screen_of(page)
        assert info["screen"] != "handoff", "one person at the table: no handoff"
        assert info["screen"] != "error", page.inner_text("body")
        # The page holds the person's own view (or the end's): never a computer's.
        assert info["viewer"] in ("0", "", None)
        # Computers play on while this runs: the page is checked, then the save;
        # the save is stored before its screen is drawn, so if the screen did not
        # change meanwhile and the save is still in the rounds, so was the page
        # (final scoring reveals every Gem).
        leaks = page.evaluate(_LEAKED_GEMS)
        if screen_of(page)["version"] == info["version"] and current_state(page).phase in (
            "assign",
            "take",
        ):
            assert leaks == []
        if info["screen"] == "over":
            break
        if info["screen"] == "bot":
            seen_bot_seats.add(str(info.get("botSeat")))
            page.wait_for_function(
                "v => document.querySelector('[data-screen]').dataset.version !== v",
                arg=info["version"],
                timeout=120_000,
            )
            drawn += 1
            continue
        state = current_state(page)
        assert state.to_act == 0
        assert sorted(map(json.dumps, page_moves(page))) == sorted(
            map(json.dumps, legal_moves(state))
        )
        if info["screen"] == "scoring":
            page.click("button[data-confirm]")
        else:
            page.click("button[data-move] >> nth=0")
        wait_until_drawn(page, info)
    assert seen_bot_seats == {"1", "2", "3"}
    assert drawn >= 3 * 24  # each computer's moves were each drawn (data-version changed)
    final = current_state(page)
    assert final.over
    totals = [p.total for p in final_score(final).players]
    shown = page.eval_on_selector_all(
        "[data-result-seat]",
        "rs => rs.map(r => [Number(r.dataset.resultSeat), Number(r.dataset.total)])",
    )
    assert sorted(map(tuple, shown)) == sorted(enumerate(totals))
    assert page.page_errors == [] and page.console_errors == []


def test_a_reload_while_a_computer_thinks_resumes_its_turn(page: Page, served: str) -> None:
    start_against(page, served, ["human", "hard"], seed=5)
    assert until_the_persons_turn(page) == "play"
    page.click("button[data-move] >> nth=0")
    page.wait_for_function(
        "() => document.querySelector('[data-screen]').dataset.screen === 'bot'", timeout=30_000
    )
    before = len(current_state(page).moves())
    page.reload()
    # The computer's turn comes back and it plays; then it is the person's again.
    assert until_the_persons_turn(page) == "play"
    assert len(current_state(page).moves()) > before
    assert current_state(page).to_act == 0
    assert page.page_errors == []


def test_home_while_a_computer_thinks_leaves_the_game_safely(page: Page, served: str) -> None:
    start_against(page, served, ["human", "hard", "hard"], seed=7)
    assert until_the_persons_turn(page) == "play"
    page.click("button[data-move] >> nth=0")
    page.wait_for_function(
        "() => document.querySelector('[data-screen]').dataset.screen === 'bot'", timeout=30_000
    )
    page.click("footer.game-footer button:has-text('Home')")
    wait_for_screen(page, ("home",))
    page.wait_for_timeout(1500)  # the computer's answer arrives after: it must not redraw
    assert screen_of(page)["screen"] == "home"
    page.click("[data-saved-game] button[data-resume]")
    assert until_the_persons_turn(page) == "play"
    assert page.page_errors == []


def test_a_move_a_computer_answers_is_confirmed_first_and_never_undone_r20(
    fresh_page: Page, served: str
) -> None:
    """R20 to the letter: the person saw the computer's reply, so neither it nor
    his move comes back.  With the default settings such a move is chosen first
    and plays only on Confirm (Change picks another): a mis-tap is mended there."""
    page = fresh_page
    start_against(page, served, ["human", "hard"], seed=3)
    assert until_the_persons_turn(page) == "play"
    before = screen_of(page)
    moves = page_moves(page)
    page.click("button[data-move] >> nth=0")
    assert page.locator("button[data-confirm-move]").count() == 1
    assert page.locator("button.chosen[data-move]").count() == 1
    assert screen_of(page) == before and current_state(page).moves() == []
    page.click("[data-confirm-bar] >> text=Change")
    assert page.locator("button[data-confirm-move]").count() == 0
    page.click("button[data-move] >> nth=1")
    assert current_state(page).moves() == []  # nothing follows until Confirm
    page.click("button[data-confirm-move]")
    wait_until_drawn(page, before)  # the move's answer, then the computers' turns
    assert until_the_persons_turn(page) == "play"
    after = current_state(page)
    assert after.moves()[0].move == moves[1]
    assert len(after.moves()) == 3 and after.to_act == 0
    assert page.locator("button[data-undo]").count() == 0
    assert page.page_errors == []


def test_a_hint_names_a_legal_move_from_the_persons_own_view(page: Page, served: str) -> None:
    start_against(page, served, ["human", "medium"], seed=9)
    assert until_the_persons_turn(page) == "play"
    page.click("button[data-hint]")
    page.wait_for_function(
        """() => { const t = document.querySelector('[data-hint-text]').textContent;
                   return t.startsWith('Hint:'); }""",
        timeout=60_000,
    )
    hinted = page.eval_on_selector_all(
        "button.hinted[data-move]", "bs => bs.map(b => b.dataset.move)"
    )
    assert len(hinted) == 1
    assert json.loads(hinted[0]) in legal_moves(current_state(page))


def test_the_seat_kinds_come_from_the_form_and_from_a_link(page: Page, served: str) -> None:
    page.goto(served + "#/new?players=3&names=Ann,Ben,Cat&seats=human,hard,easy")
    wait_for_screen(page, ("setup",))
    options: list[Any] = page.eval_on_selector_all(
        "select[name=seat-1] option", "os => os.map(o => o.value)"
    )
    assert options == ["human", "easy", "medium", "hard"]
    kinds = [page.eval_on_selector(f"select[name=seat-{i}]", "s => s.value") for i in range(3)]
    assert kinds == ["human", "hard", "easy"]
    page.click("button[data-start]")
    assert until_the_persons_turn(page) in ("play", "over")
    save = page.evaluate(
        """() => { for (let i = 0; i < localStorage.length; i++) {
                     const v = JSON.parse(localStorage.getItem(localStorage.key(i)));
                     if (v && v.save) return v.save; } return null; }"""
    )
    assert save["seats"] == ["human", "hard", "easy"]
