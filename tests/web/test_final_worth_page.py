"""The final choices show their worth on the page (issue 32, item 6; the test
contract's `scoring`: each button[data-move] of a final choice carries data-vp,
the viewer's total with that choice): the figures are the rules core's, each
button says its total and its difference from the proposal's, and the
proposal's own option is marked, in real Chromium."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from playwright.sync_api import Page
from web_helpers import screen_of, wait_for_screen

from golden_sails.app import session
from golden_sails.app.saves import SavedGame, dumps
from golden_sails.app.screens import answer
from golden_sails.game.engine import State, step
from helpers import final_choices_game

# Every final-choice button as drawn: its move, data-vp, the worth shown, and
# whether it is marked as the proposal's option.
_BUTTONS = """() => [
  ...document.querySelectorAll('[data-screen=scoring] button[data-move]')].map(b => ({
  move: JSON.parse(b.dataset.move),
  vp: b.dataset.vp,
  worth: b.querySelector('.worth') ? b.querySelector('.worth').textContent : null,
  proposed: b.classList.contains('proposed'),
  confirm: b.hasAttribute('data-confirm'),
  named: b.getAttribute('aria-label'),
}))"""


def _expected(state: State) -> dict[str, dict[str, Any]]:
    """The rules core's screen for the deciding player: each move's figures, by move."""
    s = session.reveal(session.resume(SavedGame(state, ("human",) * state.players)))
    shown = answer(s)
    # The moves' words at the index of their JSON in the view's legal moves (docs/protocol.md).
    return {json.dumps(move, sort_keys=True): words
            for move, words in zip(shown["view"]["legal_moves"], shown["screen"]["moves"],
                                   strict=True)}


def _open(page: Page, base: str, tmp_path: Path, state: State) -> None:
    path = tmp_path / "final.json"
    path.write_text(dumps(state, ("human",) * state.players))
    page.goto(base)
    wait_for_screen(page, ("home",))
    page.set_input_files("#import-file", str(path))
    wait_for_screen(page, ("handoff",))  # D19: a game of people opens on the handoff
    page.click("button[data-handoff]")
    wait_for_screen(page, ("scoring",))


def _check(page: Page, state: State) -> list[dict[str, Any]]:
    expected = _expected(state)
    drawn = page.evaluate(_BUTTONS)
    assert len(drawn) == len(expected)  # every legal move, and nothing else
    for button in drawn:
        want = expected[json.dumps(button["move"], sort_keys=True)]
        assert button["vp"] == str(want["vp"])
        if button["confirm"]:
            continue
        assert button["worth"] == want["worth"]
        assert button["worth"].startswith(f"{button['vp']} VP (")
        assert button["proposed"] == want["proposed"]
        assert button["named"] is None  # named by the words it shows (label in name)
    return list(drawn)


def test_every_final_choice_shows_its_total_and_its_difference(
    page: Page, served: str, tmp_path: Path
) -> None:
    state = final_choices_game()
    _open(page, served, tmp_path, state)
    assert screen_of(page)["viewer"] == "0"
    drawn = _check(page, state)
    # The proposal as it stands is nobody's button: every choice is one away from it.
    assert not any(b["proposed"] for b in drawn)
    assert page.locator(".worth-hint").inner_text().endswith(" VP.")
    # Change the first Universal Good: now the proposal's own pile is a button, marked.
    leave = {"type": "universal", "spell": 0, "pile": "spells"}
    first = next(b for b in drawn if b["move"] == leave)
    version = screen_of(page)["version"]
    page.click(f"button[data-move='{json.dumps(first['move'], separators=(',', ':'))}']")
    page.wait_for_function(
        "v => document.querySelector('[data-screen]').dataset.version !== v", arg=version
    )
    changed = _check(page, _changed(state, first["move"]))
    marked = [b for b in changed if b["proposed"]]
    assert len(marked) == 1 and marked[0]["move"]["spell"] == 0
    assert marked[0]["worth"].endswith("(\u00b10)")  # back to the proposal: its very total


def _changed(state: State, move: dict[str, Any]) -> State:
    return step(state, move)
