"""Whole games played through the page, in real Chromium, by the test contract
alone (shared/spec/web-test-contract.md).  The page is checked against the
rules core itself: at every step the game's save is read from localStorage and
replayed in CPython, and the page's move buttons must be exactly the legal
moves; at the end its totals must be the core's.

The whole games are played in test_table.py, one per table size, each paying
for its game once and making every check of a game there: the legal moves, no
hidden Gem, the totals (play_to_the_end, check_result), reloads resuming the
same round and screen (3 players), no request leaving the origin (2), the
phone never scrolling sideways (every screen of each)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page
from web_helpers import screen_of, wait_for_screen

from golden_sails.app import saves
from golden_sails.game.engine import State, legal_moves
from golden_sails.tools.selfplay import final_score

NAMES = ("Ann", "Ben", "Cat", "Dan")

# The current game's save, wherever the app keeps it: the localStorage value
# that is (or holds under .save) a Golden Sails save with the most moves.
_FIND_SAVE = """() => {
  let best = null;
  for (let i = 0; i < localStorage.length; i++) {
    let value;
    try { value = JSON.parse(localStorage.getItem(localStorage.key(i))); } catch { continue; }
    const save = value && value.format === 'golden-sails-save' ? value : value && value.save;
    if (!save || save.format !== 'golden-sails-save') continue;
    if (!best || save.moves.length > best.moves.length) best = save;
  }
  return best;
}"""

# R8-R10 in the page: no Gem class of another player, outside the announcement.
_LEAKED_GEMS = """() => {
  const root = document.querySelector('[data-screen]');
  const screen = root.dataset.screen, viewer = root.dataset.viewer;
  if (screen === 'scoring' || screen === 'over') return [];
  const leaks = [];
  for (const el of document.querySelectorAll('[data-gem-owner]')) {
    if (el.closest('[data-gem-announce]')) continue;
    const mine = screen !== 'handoff' && el.dataset.gemOwner === viewer;
    if (mine) continue;
    const words = [el.textContent, el.title, el.getAttribute('aria-label') || ''].join(' ');
    if (el.hasAttribute('data-gem-class') || /[1-8]/.test(words)) leaks.push(el.outerHTML);
  }
  return leaks;
}"""


def start_game(page: Page, base: str, players: int, variant: str = "standard") -> None:
    page.goto(base)
    wait_for_screen(page, ("home",))
    page.click("button[data-new-game]")
    wait_for_screen(page, ("setup",))
    page.select_option("select[name=players]", str(players))
    page.select_option("select[name=variant]", variant)
    page.select_option("select[name=animal-reference]", "random")
    names = page.locator("[data-screen=setup] input[type=text]:visible")
    for i in range(players):
        names.nth(i).fill(NAMES[i])
    page.click("button[data-start]")
    wait_for_screen(page, ("handoff",))


def stored_save(page: Page) -> dict[str, Any] | None:
    """The current game's save as the page stored it (JSON), or None when there is none."""
    save: dict[str, Any] | None = page.evaluate(_FIND_SAVE)
    return save


def current_state(page: Page) -> State:
    save = stored_save(page)
    assert save is not None, "no Golden Sails save in localStorage"
    return saves.load(save)


def page_moves(page: Page) -> list[dict[str, Any]]:
    texts = page.eval_on_selector_all("button[data-move]", "bs => bs.map(b => b.dataset.move)")
    return [json.loads(t) for t in texts]


def _key(move: dict[str, Any]) -> str:
    return json.dumps(move, sort_keys=True)


def act(page: Page, rng: random.Random) -> None:
    """One step of whoever holds the phone: a handoff tap or a move."""
    before = screen_of(page)
    if before["screen"] == "handoff":
        assert page.locator("button[data-handoff]").count() == 1
        page.click("button[data-handoff]")
        wait_for_screen(page, ("play", "scoring", "over"))
        return
    buttons = page.locator("button[data-move]")
    count = buttons.count()
    assert count > 0
    confirm = page.locator("button[data-confirm]")
    if before["screen"] == "scoring" and confirm.count() and rng.random() < 0.6:
        confirm.first.click()
    else:
        buttons.nth(rng.randrange(count)).click()
        # Where the player confirms each move that cannot be taken back (the
        # default): the move waits for its confirmation, drawn at the tap.
        chosen = page.locator("button[data-confirm-move]")
        if chosen.count():
            chosen.click()
    wait_until_drawn(page, before)


def wait_until_drawn(page: Page, before: dict[str, str | None]) -> None:
    """Until the page has drawn a result: data-version or the screen changed."""
    page.wait_for_function(
        """old => {
             const r = document.querySelector('[data-screen]');
             return r && (r.dataset.version !== old.version || r.dataset.screen !== old.screen);
           }""",
        arg=before,
        timeout=30_000,
    )


def play_to_the_end(
    page: Page,
    rng: random.Random,
    reload_every: int = 0,
    each: Callable[[dict[str, Any]], None] | None = None,
) -> State:
    """Play on with random taps to the end, checking on every screen that the page
    offers exactly the engine's legal moves and shows no Gem it must hide; `each`
    checks more on every screen (test_table: that it fits a phone)."""
    steps = 0
    while True:
        info = screen_of(page)
        assert info["screen"] != "error", page.inner_text("body")
        assert page.evaluate(_LEAKED_GEMS) == []
        if each is not None:
            each(info)
        if info["screen"] == "over":
            return current_state(page)
        if info["screen"] in ("play", "scoring"):
            state = current_state(page)
            assert int(info["viewer"] or -1) == state.to_act
            assert int(info["round"] or 0) == state.round
            expected = sorted(_key(m.to_json()) for m in legal_moves(state))
            assert sorted(_key(m) for m in page_moves(page)) == expected
        if reload_every and steps % reload_every == reload_every - 1:
            page.reload()
            again = wait_for_screen(page, ("handoff", "play", "scoring", "over"))
            after = screen_of(page)
            # A cold start opens on the handoff, never on a private view (D19).
            cold = "over" if info["screen"] == "over" else "handoff"
            assert (again, after["round"], after["viewer"]) == (cold, info["round"], "")
            # The reloaded screen goes round the loop as any other: checked
            # (and by `each`) before it is tapped.
            steps += 1
            continue
        act(page, rng)
        steps += 1
        assert steps < 3000, "the game did not end"


def check_result(page: Page, state: State) -> None:
    sheet = final_score(state, explain=False)
    rows = page.locator("[data-result-seat]")
    assert rows.count() == state.players
    for seat, row in enumerate(sheet.players):
        element = page.locator(f"[data-result-seat='{seat}']")
        assert int(element.get_attribute("data-total") or "x") == row.total
        winner = row.name in sheet.winners
        assert element.get_attribute("data-winner") == ("true" if winner else "false")


def test_a_corrupt_save_beside_a_good_one(page: Page, served: str) -> None:
    rng = random.Random(3)
    start_game(page, served, 2)
    for _ in range(6):
        act(page, rng)
    good = current_state(page)
    keys: list[str] = page.evaluate("() => Object.keys(localStorage)")
    game_keys = [k for k in keys if "golden" in k.lower()]
    prefix = min(game_keys, key=len)
    page.evaluate(
        """prefix => {
             localStorage.setItem(prefix + '-corrupt', '{"format":"golden-sails-save","moves":[');
             localStorage.setItem(prefix + '-foreign', JSON.stringify({hello: 'world'}));
           }""",
        prefix,
    )
    page.goto(served)
    wait_for_screen(page, ("home",))
    assert page.locator("[data-saved-game]").count() >= 1
    page.locator("[data-saved-game] button[data-resume]").first.click()
    wait_for_screen(page, ("handoff", "play"))
    assert current_state(page).moves() == good.moves()
