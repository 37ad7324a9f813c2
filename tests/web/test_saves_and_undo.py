"""Saved games and Undo through the page, in real Chromium: export and import
from the home screen, a hand-edited import refused without loss, Undo as R20
allows it, a full storage reported while the game goes on, and a finished game
that stays readable.  States are checked against the rules core (the save in
localStorage replayed in CPython)."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

from playwright.sync_api import Page
from test_play_through import (
    _key,
    act,
    check_result,
    current_state,
    page_moves,
    start_game,
    wait_until_drawn,
)
from web_helpers import screen_of, wait_for_screen

from golden_sails.app import saves
from golden_sails.bots import make_bot, play
from golden_sails.game.engine import GameConfig, legal_moves, new_game, step

GAME_PREFIX = "golden-sails:game:"
UNDO = "button[data-undo]"


def stored_games(page: Page) -> dict[str, str]:
    """Every golden-sails:game:<id> entry, raw."""
    return page.evaluate(
        """prefix => Object.fromEntries(Object.keys(localStorage)
             .filter(k => k.startsWith(prefix)).map(k => [k, localStorage.getItem(k)]))""",
        GAME_PREFIX,
    )


def move_list(page: Page) -> list[Any]:
    return [record.move.to_json() for record in current_state(page).moves()]


def go_home(page: Page, base: str) -> None:
    page.goto(base)
    wait_for_screen(page, ("home",))


def tap_and_wait(page: Page, selector: str) -> None:
    """Tap and wait until the page has drawn the result (data-version or screen changed)."""
    before = screen_of(page)
    page.locator(selector).first.click()
    wait_until_drawn(page, before)


def import_file(page: Page, path: Path) -> None:
    page.set_input_files("#import-file", str(path))


def wait_for_banner(page: Page, key: str, needle: str) -> str:
    page.wait_for_function(
        """([key, needle]) => {
             const b = document.querySelector(`[data-banner="${key}"]`);
             return Boolean(b && b.textContent.includes(needle));
           }""",
        arg=[key, needle],
        timeout=30_000,
    )
    return page.locator(f"[data-banner='{key}']").inner_text()


def sorted_keys(moves: list[Any]) -> list[str]:
    return sorted(_key(m) for m in moves)


def test_export_then_import_round_trip(page: Page, served: str, tmp_path: Path) -> None:
    rng = random.Random(11)
    start_game(page, served, 2)
    for _ in range(7):
        act(page, rng)
    before = move_list(page)
    assert len(before) >= 3

    go_home(page, served)
    assert page.locator("[data-saved-game]").count() == 1
    with page.expect_download() as info:
        page.locator("[data-saved-game] button", has_text="Export").click()
    download = info.value
    assert download.suggested_filename.endswith(".json")
    path = tmp_path / download.suggested_filename
    download.save_as(path)
    # The file is a plain save the rules core reads on its own.
    assert [r.move.to_json() for r in saves.loads(path.read_text()).moves()] == before

    # Deleting takes two taps; then nothing of the game is left.
    page.locator("[data-saved-game] button", has_text="Delete").click()
    assert page.locator("[data-saved-game]").count() == 1  # one tap deletes nothing
    page.locator("[data-saved-game] button", has_text="Delete the game of").click()
    page.wait_for_function("() => !document.querySelector('[data-saved-game]')")
    assert stored_games(page) == {}

    import_file(page, path)
    wait_for_screen(page, ("handoff",))
    assert move_list(page) == before
    assert len(stored_games(page)) == 1
    # Restored from a file: the whole table is told, on the handoff and in the log.
    assert "restored from a saved file" in page.inner_text("[data-restored]")
    # The handoff names whoever the core says is to act, and the game goes on.
    state = current_state(page)
    page.click("button[data-handoff]")
    wait_for_screen(page, ("play", "scoring"))
    assert int(screen_of(page)["viewer"] or -1) == state.to_act
    assert sorted_keys(page_moves(page)) == sorted_keys([m.to_json() for m in legal_moves(state)])

    go_home(page, served)
    assert page.locator("[data-saved-game]").count() == 1


def test_a_file_of_a_game_on_this_device_continues_it_and_never_forks_it(
    page: Page, served: str, tmp_path: Path
) -> None:
    """The security review's F1: an export imported back was a second copy to
    play ahead in, to read another seat's Gems and the cards to come.  Now it
    continues the game here; an older file never rewinds it."""
    rng = random.Random(21)
    start_game(page, served, 2)
    for _ in range(5):
        act(page, rng)
    go_home(page, served)
    with page.expect_download() as info:
        page.locator("[data-saved-game] button", has_text="Export").click()
    older = tmp_path / "older.json"
    info.value.save_as(older)
    page.locator("[data-saved-game] button[data-resume]").click()
    wait_for_screen(page, ("handoff",))
    for _ in range(6):
        act(page, rng)
    ahead = move_list(page)
    go_home(page, served)
    import_file(page, older)
    wait_for_screen(page, ("handoff",))
    assert move_list(page) == ahead  # the game here goes on where it is
    assert page.locator("[data-restored]").count() == 0
    assert len(stored_games(page)) == 1
    words = wait_for_banner(page, "import", "older.json")
    assert "already on this device" in words, words
    assert page.page_errors == []


def test_a_reload_during_a_persons_turn_opens_on_the_handoff(page: Page, served: str) -> None:
    """The security review: a reload during Ben's turn showed Ben's Gems to
    whoever held the phone.  A cold start shows nobody's private view."""
    rng = random.Random(5)
    start_game(page, served, 2)
    while screen_of(page)["screen"] != "play" or screen_of(page)["viewer"] != "1":
        act(page, rng)
    page.reload()
    wait_for_screen(page, ("handoff",))
    assert screen_of(page)["viewer"] == ""
    assert page.locator("[data-gem-class]:not([data-gem-announce] *)").count() == 0
    assert page.locator(UNDO).count() == 0
    page.click("button[data-handoff]")
    wait_for_screen(page, ("play",))
    assert screen_of(page)["viewer"] == "1"
    # The rules and back, in the same page, return to the same person's screen.
    page.click("button[data-open-rules]")
    wait_for_screen(page, ("rules",))
    page.click("text=Back to the game")
    wait_for_screen(page, ("play",))
    assert screen_of(page)["viewer"] == "1"
    assert page.page_errors == []


def test_a_hand_edited_import_is_refused_and_loses_nothing(
    page: Page, served: str, tmp_path: Path
) -> None:
    rng = random.Random(12)
    start_game(page, served, 2)
    for _ in range(6):
        act(page, rng)
    before = move_list(page)
    assert len(before) >= 2
    stored = stored_games(page)
    assert len(stored) == 1
    good = json.loads(next(iter(stored.values())))["save"]

    # An illegal move, with the digest made to match: the replay finds it.
    illegal = json.loads(json.dumps(good))
    illegal["moves"][1] = illegal["moves"][0]
    saves.seal(illegal)
    # A legal-looking edit that leaves the digest as it was.
    cut = json.loads(json.dumps(good))
    cut["moves"] = cut["moves"][:-1]
    # A key given twice: JSON.parse would keep the last; the engine names it.
    twice = json.dumps(good).replace('"seed":', '"seed": 1, "seed":', 1)
    # A number no game holds, which Python would refuse to convert.
    huge = json.dumps(good).replace(f'"seed": {good["seed"]}', '"seed": ' + "9" * 5000, 1)
    files = {
        "illegal-move.json": (json.dumps(illegal), "moves[1]"),
        "cut-short.json": (json.dumps(cut), "digest"),
        "junk.json": ('{"format": "golden-sails-save", "moves": [', "invalid JSON"),
        "twice.json": (twice, "key 'seed' appears twice"),
        "huge.json": (huge, "seed: an integer of 5000 digits"),
    }

    go_home(page, served)
    for name, (text, needle) in files.items():
        path = tmp_path / name
        path.write_text(text)
        import_file(page, path)
        words = wait_for_banner(page, "import", name)
        assert "could not be imported" in words, words
        assert needle in words, words
        assert screen_of(page)["screen"] == "home"
        assert stored_games(page) == stored  # untouched, nothing added
        assert page.locator("[data-saved-game]").count() == 1

    assert page.page_errors == []
    page.locator("[data-saved-game] button[data-resume]").click()
    wait_for_screen(page, ("handoff", "play"))
    assert move_list(page) == before


def test_undo_takes_back_only_the_own_last_decision(page: Page, served: str) -> None:
    start_game(page, served, 2)  # Ann is first player: she assigns, then Ben
    page.click("button[data-handoff]")
    wait_for_screen(page, ("play",))
    assert screen_of(page)["viewer"] == "0"
    assert page.locator(UNDO).count() == 0  # nothing played yet

    ann_moves = sorted_keys(page_moves(page))
    tap_and_wait(page, "button[data-move]")  # Ann assigns
    assert screen_of(page)["screen"] == "handoff"
    # The phone is still Ann's until Ben taps: she may take her move back (R20),
    # and the handoff shows nothing private while it offers that.
    assert page.locator(UNDO).count() == 1
    assert page.locator("[data-gem-class]:not([data-gem-announce] *)").count() == 0
    tap_and_wait(page, UNDO)
    info = screen_of(page)
    assert (info["screen"], info["viewer"]) == ("play", "0")
    assert sorted_keys(page_moves(page)) == ann_moves
    assert current_state(page).moves() == []
    tap_and_wait(page, "button[data-move]")  # Ann assigns again
    assert screen_of(page)["screen"] == "handoff"
    page.click("button[data-handoff]")
    wait_for_screen(page, ("play",))
    assert screen_of(page)["viewer"] == "1"
    # Ben may not take back Ann's move: the device was handed over (R20).
    assert page.locator(UNDO).count() == 0
    at_assign = current_state(page)
    assert (at_assign.phase, at_assign.to_act) == ("assign", 1)
    ben_moves = sorted_keys(page_moves(page))
    assert ben_moves == sorted_keys([m.to_json() for m in legal_moves(at_assign)])

    # Ben is the last assigner, so he takes first (R4): the phone stays with him.
    tap_and_wait(page, "button[data-move]")
    info = screen_of(page)
    assert (info["screen"], info["viewer"]) == ("play", "1")
    after = current_state(page)
    assert (after.phase, after.to_act) == ("take", 1)
    assert len(after.moves()) == 2
    assert page.locator(UNDO).count() == 1

    tap_and_wait(page, UNDO)
    info = screen_of(page)
    assert (info["screen"], info["viewer"]) == ("play", "1")
    back = current_state(page)  # the undo is saved too
    assert back.moves() == at_assign.moves()
    assert sorted_keys(page_moves(page)) == ben_moves
    assert page.locator(UNDO).count() == 0  # Ann's move is not his to take back

    # Assign again and take: the phone goes to Ann, who cannot undo Ben's take.
    tap_and_wait(page, "button[data-move]")
    assert page.locator(UNDO).count() == 1
    tap_and_wait(page, "button[data-move][data-move*='\"take\"']")
    assert screen_of(page)["screen"] == "handoff"
    page.click("button[data-handoff]")
    wait_for_screen(page, ("play",))
    assert screen_of(page)["viewer"] == "0"
    state = current_state(page)
    assert (state.phase, state.to_act) == ("take", 0)
    assert page.locator(UNDO).count() == 0
    assert page.page_errors == []


# Fill this origin's localStorage to the last character, under keys of our own.
_FILL = """prefix => {
  const keys = [];
  let size = 1 << 20;
  let n = 0;
  while (size >= 1) {
    const key = prefix + n;
    try {
      localStorage.setItem(key, 'x'.repeat(size));
      keys.push(key);
      n++;
    } catch (err) {
      size = Math.floor(size / 2);
    }
  }
  return keys;
}"""


def test_a_full_storage_is_reported_and_the_game_goes_on(page: Page, served: str) -> None:
    start_game(page, served, 2)
    page.click("button[data-handoff]")
    wait_for_screen(page, ("play",))
    stored_before = stored_games(page)
    start = current_state(page)
    assert start.moves() == []

    junk = page.evaluate(_FILL, "test-junk:")
    assert junk, "localStorage took nothing"
    move = page_moves(page)[0]
    tap_and_wait(page, f"button[data-move='{json.dumps(move, separators=(',', ':'))}']")
    info = screen_of(page)
    assert info["screen"] == "handoff", info  # drawn, not the error screen
    words = wait_for_banner(page, "storage-full", "could not be saved")
    assert "storage is full" in words and "other saved games are untouched" in words, words
    assert stored_games(page) == stored_before  # the old save is still there, whole
    # Export is offered at once: the game as it stands, with the unsaved move.
    with page.expect_download() as info:
        page.click("[data-banner=storage-full] button[data-export-game]")
    kept = saves.loads(info.value.path().read_text())
    assert [r.move.to_json() for r in kept.moves()] == [move]

    # The game goes on from the move just played, unsaved.
    expected = step(start, move)
    page.click("button[data-handoff]")
    wait_for_screen(page, ("play",))
    assert screen_of(page)["viewer"] == str(expected.to_act)
    listed = [m.to_json() for m in legal_moves(expected)]
    assert sorted_keys(page_moves(page)) == sorted_keys(listed)

    # Room again: the next move saves the whole game and the notice goes.
    page.evaluate("keys => keys.forEach(k => localStorage.removeItem(k))", junk)
    second = page_moves(page)[0]
    tap_and_wait(page, f"button[data-move='{json.dumps(second, separators=(',', ':'))}']")
    assert screen_of(page)["screen"] in ("handoff", "play")
    page.wait_for_function("() => !document.querySelector('[data-banner=\"storage-full\"]')")
    assert move_list(page) == [move, second]
    assert page.page_errors == []


def test_home_says_what_the_saved_games_take_and_deletes_the_finished_ones(
    page: Page, served: str
) -> None:
    config = GameConfig(names=("Ann", "Ben", "Cat"))
    finished = play(new_game(config, 2024), [make_bot("random", seat) for seat in range(3)])
    playing = new_game(config, 7)
    page.goto(served)
    wait_for_screen(page, ("home",))
    for name, state in (("game-0001", finished), ("game-0002", playing)):
        entry = {"save": saves.to_save(state, None, name), "meta": {
            "names": list(config.names), "round": state.round, "phase": state.phase,
            "updated": 1_700_000_000_000}}
        page.evaluate("([k, v]) => localStorage.setItem(k, v)",
                      [f"golden-sails:game:{name}", json.dumps(entry)])
    go_home(page, served)
    usage = page.inner_text("[data-storage-used]")
    assert re.search(r"Saved games take [0-9.]+ KB on this device", usage), usage
    page.click("button[data-delete-finished]")
    assert len(stored_games(page)) == 2  # one tap deletes nothing
    page.click("button[data-delete-finished-sure]")
    page.wait_for_function("() => document.querySelectorAll('[data-saved-game]').length === 1")
    assert list(stored_games(page)) == ["golden-sails:game:game-0002"]
    assert page.page_errors == []


def test_a_finished_game_stays_readable(page: Page, served: str, tmp_path: Path) -> None:
    config = GameConfig(names=("Ann", "Ben", "Cat"))
    finished = play(new_game(config, 2024), [make_bot("random", seat) for seat in range(3)])
    assert finished.over
    path = tmp_path / "finished.json"
    path.write_text(saves.dumps(finished))

    go_home(page, served)
    import_file(page, path)
    wait_for_screen(page, ("over",))
    check_result(page, finished)

    go_home(page, served)
    saved = page.locator("[data-saved-game]")
    assert saved.count() == 1
    assert "Finished" in saved.inner_text()
    saved.locator("button[data-resume]").click()
    wait_for_screen(page, ("over",))
    check_result(page, finished)
    assert current_state(page).moves() == finished.moves()
    assert page.locator("button[data-move]").count() == 0
