"""Computer players in the page, in real Chromium: one person against computers
plays with no handoff at all, never sees another seat's hidden Gem, can leave
or reload while a computer thinks, takes back the computers' replies with his
own move (R20), and can ask the Hard level for a hint.  States are checked
against the rules core replaying the save from localStorage."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page
from test_play_through import (
    _FIND_SAVE,
    _LEAKED_GEMS,
    NAMES,
    current_state,
    page_moves,
    wait_until_drawn,
)
from web_helpers import screen_of, wait_for_screen

from golden_sails.game.engine import legal_moves
from golden_sails.game.moves import Move
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
    page.click("summary:has-text('More options')")  # the seed is tucked away there
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
    first_version = int(screen_of(page)["version"])
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
            continue
        state = current_state(page)
        assert state.to_act == 0
        assert sorted(map(json.dumps, page_moves(page))) == sorted(
            json.dumps(m.to_json()) for m in legal_moves(state)
        )
        if info["screen"] == "scoring":
            page.click("button[data-confirm]")
        else:
            page.click("button[data-move] >> nth=0")
        wait_until_drawn(page, info)
    assert seen_bot_seats == {"1", "2", "3"}
    final = current_state(page)
    # Every move's result in the rounds was drawn (data-version changed each time):
    # a computer's on the bot screen, or the last before the person's turn on his own.
    in_rounds = [r for r in final.moves() if r.move.type in ("assign", "take")]
    assert int(screen_of(page)["version"]) - first_version >= len(in_rounds)
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


def test_a_move_a_computer_answers_has_a_grace_and_one_that_reveals_is_confirmed_r20(
    fresh_page: Page, served: str
) -> None:
    """D23, with the default settings: a move a computer answers at once plays at
    the tap, and the computer's answer is held unseen a moment, with Undo, which
    takes both back (nobody saw the answer: R20); once the answer is shown,
    nothing comes back.  A move that reveals cards (the round's last take) is
    chosen first and plays only on Confirm (Change picks another)."""
    page = fresh_page
    start_against(page, served, ["human", "hard"], seed=3)
    assert until_the_persons_turn(page) == "play"
    before = screen_of(page)
    moves = page_moves(page)
    page.click("button[data-move] >> nth=0")
    assert page.locator("button[data-confirm-move]").count() == 0
    page.wait_for_selector("[data-screen=bot] button[data-undo]")
    page.click("button[data-undo]")
    wait_for_screen(page, ("play",))
    assert page_moves(page) == moves and current_state(page).moves() == []
    # Again, and the grace goes by: the computer's assign and its take first (R4) shown.
    before = screen_of(page)
    page.click("button[data-move] >> nth=1")
    wait_until_drawn(page, before)
    assert until_the_persons_turn(page) == "play"
    after = current_state(page)
    assert after.moves()[0].move.to_json() == moves[1]
    assert len(after.moves()) == 3 and after.to_act == 0
    assert page.locator("button[data-undo]").count() == 0
    # His take of the last card reveals round 2: confirmed first.
    turn = screen_of(page)
    page.click("button[data-move] >> nth=0")
    assert page.locator("button[data-confirm-move]").count() == 1
    assert page.locator("button.chosen[data-move]").count() == 1
    assert screen_of(page) == turn and len(current_state(page).moves()) == 3
    page.click("[data-confirm-bar] >> text=Change")
    assert page.locator("button[data-confirm-move]").count() == 0
    page.click("button[data-move] >> nth=0")
    page.click("button[data-confirm-move]")
    wait_until_drawn(page, turn)
    assert current_state(page).round == 2
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
    assert Move.from_json(json.loads(hinted[0])) in legal_moves(current_state(page))


def test_the_seat_kinds_come_from_the_form_and_from_a_link(page: Page, served: str) -> None:
    page.goto(served + "#/new?players=3&names=Ann,Ben,Cat&seats=human,hard,easy")
    wait_for_screen(page, ("setup",))
    options: list[Any] = page.eval_on_selector_all(
        "select[name=seat-1] option", "os => os.map(o => o.value)"
    )
    # The rules core's kinds in its order, and a guest's own phone (issue 34: a table of
    # phones, offered by the page until the core names it, wherever the core puts it).
    assert [kind for kind in options if kind != "phone"] == ["human", "easy", "medium", "hard"]
    assert "phone" in options
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


def test_one_tap_on_home_starts_a_game_against_three_computers_of_the_level_kept(
    page: Page, served: str
) -> None:
    """Issue 25: "Play against computers" on home starts you against three
    computers of the level picked, in one tap; the computers are named as people
    are, by the rules core (distinct, the level beside each name, never "Player
    4"); the level and your name are remembered on this device."""
    from golden_sails.model.names import COMPUTER_NAMES, check_names

    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(served)
    wait_for_screen(page, ("home",))
    assert "computer" in page.inner_text(".tagline")
    page.fill("input[name=your-name]", "Ann")
    page.select_option("select[name=computer-level]", "hard")
    page.click("button[data-play-computers]")
    wait_for_screen(page, GAME_SCREENS)
    state = current_state(page)
    save = page.evaluate(_FIND_SAVE)
    assert save["seats"] == ["human", "hard", "hard", "hard"]
    names = state.config.names
    assert names[0] == "Ann" and set(names[1:]) <= set(COMPUTER_NAMES)
    assert check_names(names, ["0", "1", "2", "3"])
    labels = page.locator(".player-row .pname").all_inner_texts()
    assert sorted(labels) == sorted(f"{n} (Hard)" for n in names[1:])
    assert not any(label.startswith("Player") for label in labels)
    # Kept on the device: home offers the same next time.
    page.goto(served)
    wait_for_screen(page, ("home",))
    assert page.input_value("select[name=computer-level]") == "hard"
    assert page.input_value("input[name=your-name]") == "Ann"


def test_the_set_up_keeps_the_seed_under_more_options_and_start_in_view(
    page: Page, served: str
) -> None:
    """Issue 25: the seed is under "More options" (closed), Start is on the first
    screen of a phone however many players, and an unnamed computer seat is
    named by the rules core."""
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(served)
    wait_for_screen(page, ("home",))
    page.click("button[data-new-game]")
    wait_for_screen(page, ("setup",))
    page.select_option("select[name=players]", "4")
    assert page.locator("input[name=seed]").is_hidden()
    assert page.locator("details.more-options:not([open]) input[name=seed]").count() == 1
    in_view = (
        "() => { const r = document.querySelector('button[data-start]').getBoundingClientRect();"
        " return r.top >= 0 && r.bottom <= innerHeight; }"
    )
    assert page.evaluate(in_view)
    page.evaluate("() => window.scrollTo(0, document.body.scrollHeight / 2)")
    assert page.evaluate(in_view)
    page.fill("input[name=name-0]", "Ann")
    page.select_option("select[name=seat-3]", "medium")
    page.click("button[data-start]")
    wait_for_screen(page, GAME_SCREENS)
    names = current_state(page).config.names
    assert names[:3] == ("Ann", "Player 2", "Player 3") and names[3] == "Marco"
