"""Saves: replayed through step, refused whole at the first bad place (docs/save-format.md)."""

from __future__ import annotations

import contextlib
import json
import re
from pathlib import Path
from typing import Any

import pytest

from golden_sails.app import saves
from golden_sails.app.replay_link import encode
from golden_sails.app.saves import SaveError, digest
from golden_sails.game import engine
from golden_sails.game.engine import State, legal_moves, step, table_of
from golden_sails.game.moves import CONFIRM
from golden_sails.scoring import FinalChoices, score_table
from golden_sails.teach.replays import of_link, replay_step
from helpers import game, play_random


def _save(rounds: int = 3) -> dict[str, Any]:
    state = play_random(game(3, seed=77), until=lambda s: s.round == rounds + 1)
    return saves.to_save(state)


def _resealed(doc: dict[str, Any]) -> dict[str, Any]:
    """A hand edit that also fixes the digest: the moves themselves must then be checked."""
    return saves.seal(doc)


def test_round_trip_through_text() -> None:
    state = play_random(game(4, seed=5), until=lambda s: s.round == 7)
    again = saves.loads(saves.dumps(state))
    assert again.piles == state.piles and again.round == 7 and again.to_act == state.to_act


def test_an_illegal_move_is_named_by_its_place() -> None:
    doc = _save()
    doc["moves"][1] = {"type": "take", "card": 0}  # a take during the assign phase
    with pytest.raises(SaveError, match=r"moves\[1\]: no Good can be taken now"):
        saves.load(_resealed(doc))


def test_a_malformed_move_is_named_by_its_place() -> None:
    doc = _save()
    doc["moves"][7] = "assign cook"
    with pytest.raises(SaveError, match=r"moves\[7\]: a move is an object"):
        saves.load(_resealed(doc))


def test_a_truncated_save_is_refused() -> None:
    doc = _save()
    doc["moves"] = doc["moves"][:-2]
    with pytest.raises(SaveError, match="digest: does not match"):
        saves.load(doc)
    text = saves.dumps(saves.load(_save()))
    with pytest.raises(SaveError, match="invalid JSON"):
        saves.loads(text[: len(text) // 2])
    doc = _save()
    del doc["moves"]
    with pytest.raises(SaveError, match="moves: missing"):
        saves.load(doc)


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d.update(format="chess-save"), "format: not a Golden Sails save"),
        (lambda d: d.update(version=5), "version: 5 is not a save version"),
        (lambda d: d.update(version=2.0), "version: 2.0 is not a save version"),
        (lambda d: d.update(version=True), "version: true is not a save version"),
        (lambda d: d.update(seats=["human", "robot", "human"]), "seats[1]: 'robot'"),
        (lambda d: d.update(seats=["human"]), "seats: 1 seat kind for 3 players"),
        (lambda d: d["config"].update(names=["Ann", "B\nb", "Cat"]), "config.names[1]: contains"),
        (lambda d: d["config"].update(names=["Ann", "\ud800", "Cat"]), "config.names[1]: contains"),
        (lambda d: d["config"].update(first_player=1.0), "config.first_player"),
        (lambda d: d.update(extra=1), "unknown key 'extra'"),
        (lambda d: d.update(seed="42"), "seed: expected a whole number"),
        (lambda d: d.update(moves={}), "moves: expected a list"),
        (lambda d: d["config"].update(variant="wild"), "config.variant"),
        (lambda d: d["config"].update(names=["Solo"]), "config.names"),
    ],
)
def test_a_tampered_save_names_the_fault(edit: Any, message: str) -> None:
    doc = _save()
    edit(doc)
    with pytest.raises(SaveError, match=re.escape(message)):
        saves.load(doc)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (b"", "empty"),
        (b"\xff\xfe{", "not UTF-8"),
        (b'{"format": ', "invalid JSON"),
        (b'{"format": "golden-sails-save", "format": "x"}', "save: key 'format' appears twice"),
        (b'{"seed": ' + b"9" * 5000 + b"}", "seed: an integer of 5000 digits is out of range"),
        (b'{"moves": [{"card": NaN}]}', "moves[0].card: NaN is not allowed"),
        (b"[1]", "expected a JSON object"),
        # Deep nesting kills Pyodide's interpreter inside json.loads: refused before parsing.
        (b"[" * 100_000, "nested too deeply"),
        (b'{"a":' * 70 + b"1" + b"}" * 70, "nested too deeply"),
    ],
)
def test_bad_text_is_refused(text: bytes, message: str) -> None:
    with pytest.raises(SaveError, match=re.escape(message)):
        saves.loads(text)


def test_the_digest_covers_the_config() -> None:
    doc = _save()
    doc["config"]["names"] = ["Zed", "Bob", "Cathy"]
    with pytest.raises(SaveError, match="digest"):
        saves.load(doc)


def test_a_save_is_plain_json() -> None:
    doc = _save()
    assert json.loads(json.dumps(doc)) == doc
    assert set(doc) == {
        "format",
        "version",
        "game",
        "config",
        "seats",
        "seed",
        "moves",
        "hints",
        "restored",
        "digest",
    }


def test_a_version_1_save_still_loads_with_every_seat_a_person() -> None:
    doc = _save()
    old = {k: v for k, v in doc.items() if k not in ("seats", "game", "restored", "hints")}
    old["version"] = 1
    old["digest"] = digest(old["config"], old["seed"], old["moves"])
    loaded = saves.load_game(old)
    assert loaded.seats == ("human", "human", "human")
    assert loaded.state.piles == saves.load(doc).piles


def test_a_version_2_save_still_loads_without_a_name_or_restores() -> None:
    doc = _save()
    old = {k: v for k, v in doc.items() if k not in ("game", "restored", "hints")}
    old["version"] = 2
    loaded = saves.load_game(saves.seal(old))
    assert (loaded.game, loaded.restored) == (None, ())
    assert loaded.state.piles == saves.load(doc).piles


def test_a_save_keeps_its_games_name_and_where_it_was_restored() -> None:
    state = play_random(game(3, seed=77), until=lambda s: s.round == 3)
    moves = len(state.moves())
    marks = (saves.Restore(4, 0, 0), saves.Restore(moves, 0, 0))
    loaded = saves.loads(json.dumps(saves.to_save(state, None, "game-0001", marks)))
    assert loaded.piles == state.piles
    again = saves.load_game(saves.to_save(state, None, "game-0001", marks))
    assert again.game == "game-0001"
    # Where each restore falls in the log is found again by the replay.
    assert [(r.moves, r.round) for r in again.restored] == [(4, 1), (moves, 3)]
    assert again.restored[1].events == len(state.events())


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d.update(game="x"), "game: 'x' is not a game's name"),
        (lambda d: d.update(game=12345678), "game: 12345678 is not a game's name"),
        (lambda d: d.update(restored=[3, 2]), "restored[1]: 2 is not a move count from 3"),
        (lambda d: d.update(restored=[10**6]), "restored[0]: 1000000 is not a move count"),
        (lambda d: d.update(restored=5), "restored: expected a list, got int"),
    ],
)
def test_a_bad_name_or_restore_is_refused_by_its_place(edit: Any, message: str) -> None:
    doc = _save()
    edit(doc)
    with pytest.raises(SaveError, match=re.escape(message)):
        saves.load(saves.seal(doc))


def test_every_fault_of_the_text_is_refused_anywhere_in_the_save() -> None:
    """The strict reader (golden_sails.model.jsontext) is the saves' door too."""
    text = saves.dumps(saves.load(_save()))
    doubled = text.replace('"variant":', '"variant":"open","variant":', 1)
    with pytest.raises(SaveError, match=r"config: key 'variant' appears twice"):
        saves.loads(doubled)
    huge = text.replace('"first_player":0', '"first_player":' + "1" * 5000, 1)
    with pytest.raises(SaveError, match=r"config\.first_player: an integer of 5000 digits"):
        saves.loads(huge)


BEFORE_D18 = json.loads((Path(__file__).parent / "data/saves/before-d18.json").read_text())["cases"]


def _choices(c: FinalChoices) -> list[Any]:
    return [list(c.universal), list(c.protection), c.side]


@pytest.mark.parametrize("name", sorted(BEFORE_D18))
def test_a_save_from_before_d18_replays_to_what_its_players_saw(name: str) -> None:
    """Version-2 saves made their final-scoring changes to D3's proposal: they
    are read against it, so every choice, and the totals of a finished game,
    are what the app that wrote them showed (tests/data/saves/record_before_d18.py)."""
    case = BEFORE_D18[name]
    state = saves.load(case["save"])
    assert state.phase == case["phase"]
    scoring = state.scoring
    assert scoring is not None
    decided = {str(s): _choices(c) for s, c in enumerate(scoring.decided) if c is not None}
    assert decided == case["decided"]
    if "pending" in case:  # saved mid-decision: he resumes with what he had chosen
        assert scoring.pending is not None
        assert state.to_act == case["pending"]["seat"]
        assert _choices(scoring.pending) == case["pending"]["choices"]
    if "totals" in case:
        sheet = score_table(table_of(state), dict(enumerate(scoring.decided)), explain=False)
        assert [p.total for p in sheet.players] == case["totals"]


@pytest.mark.parametrize("name", sorted(BEFORE_D18))
def test_a_save_from_before_d18_saved_again_keeps_its_choices(name: str) -> None:
    """Saved again (version 4), the same game replays to the same choices: they
    are written as their values."""
    case = BEFORE_D18[name]
    state = saves.load(case["save"])
    again = saves.loads(saves.dumps(state))
    assert again.scoring == state.scoring
    assert again.phase == state.phase


@pytest.mark.parametrize("name", sorted(BEFORE_D18))
def test_the_cases_from_before_d18_differ_under_todays_proposal(name: str) -> None:
    """The cases are worth keeping: read as version 3 (today's proposal), each
    would be refused or end elsewhere."""
    doc = dict(BEFORE_D18[name]["save"], version=3, game=None, restored=[])
    try:
        state = saves.load(saves.seal(doc))
    except SaveError:
        return
    scoring = state.scoring
    assert scoring is not None
    decided = {str(s): _choices(c) for s, c in enumerate(scoring.decided) if c is not None}
    pending = _choices(scoring.pending) if scoring.pending is not None else None
    case = BEFORE_D18[name]
    assert (decided, pending) != (case["decided"], case.get("pending", {}).get("choices"))


# --- Version 4: final choices as values -----------------------------------------

RECORDED = json.loads((Path(__file__).parent / "data/saves/v2-v3.json").read_text())["cases"]


def _listed(c: FinalChoices | None) -> list[Any] | None:
    return None if c is None else _choices(c)


def _shown(state: State, seats: tuple[str, ...]) -> dict[str, Any]:
    """What a game is to its players: where it stands, every choice, the totals,
    and the steps of a finished game's replay link."""
    scoring = state.scoring
    out: dict[str, Any] = {"phase": state.phase, "to_act": state.to_act}
    if scoring is not None:
        out["decided"] = [_listed(c) for c in scoring.decided]
        out["pending"] = _listed(scoring.pending)
    if state.over:
        assert scoring is not None
        sheet = score_table(table_of(state), dict(enumerate(scoring.decided)), explain=False)  # type: ignore[arg-type]
        out["totals"] = [p.total for p in sheet.players]
        out["steps"], out["result"] = _steps(encode(state, seats))
    return out


def _recorded(case: dict[str, Any]) -> dict[str, Any]:
    keys = ("phase", "to_act", "decided", "pending", "totals", "steps", "result")
    return {k: case[k] for k in keys if k in case}


def _steps(g: str) -> tuple[list[Any], list[Any]]:
    """A link's steps (the seat and move of each) and its final rows, as the
    replay shows them."""
    replay = of_link(g)
    steps = [
        [s.moves()[-1].seat, s.moves()[-1].move.to_json()] for s in replay.states[1:]
    ]
    rows = replay_step(replay, replay.steps)["result"]["rows"]
    return steps, [[r["seat"], r["total"], r["winner"]] for r in rows]


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_a_save_of_version_2_or_3_replays_as_the_app_before_version_4_did(name: str) -> None:
    """The same moves, the same choices, the same totals, the same restores
    (tests/data/saves/record_v2_v3.py recorded what that app made of each)."""
    case = RECORDED[name]
    saved = saves.load_game(case["save"])
    state = saved.state
    assert [r.move.to_json() for r in state.moves()] == case["moves"]
    assert _shown(state, saved.seats) == _recorded(case)
    assert [[r.moves, r.events, r.round] for r in saved.restored] == case["restored"]
    assert saved.hint_counts == (0,) * state.players


@pytest.mark.parametrize("name", sorted(n for n in RECORDED if "link" in RECORDED[n]))
def test_a_replay_link_made_before_version_4_opens_to_the_same_steps(name: str) -> None:
    case = RECORDED[name]
    assert _steps(case["link"]) == (case["steps"], case["result"])


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_an_old_save_written_again_is_version_4_and_the_same_game(name: str) -> None:
    """Written again, the choices are their values: the game resumes where it
    stood, each choice and total as they were, and its link is the same."""
    case = RECORDED[name]
    saved = saves.load_game(case["save"])
    doc = saves.to_save(saved.state, saved.seats, saved.game, saved.restored)
    assert doc["version"] == 4
    kinds = {entry["type"] for entry in doc["moves"]}
    assert kinds <= {"assign", "take", "decided", "pending"}
    again = saves.load_game(json.loads(json.dumps(doc)))
    assert _shown(again.state, again.seats) == _recorded(case)
    # The moves of the rounds are the same; a player's detours on the way to
    # his final choices are not kept (D15).
    rounds = [m for m in case["moves"] if m["type"] in ("assign", "take")]
    assert [r.move.to_json() for r in again.state.moves()][: len(rounds)] == rounds


def _finished_with_choices(players: int, seed: int) -> State:
    """A finished game whose players changed their proposals on the way."""
    state = play_random(game(players, seed=seed), seed)
    assert state.scoring is not None
    assert any(c.universal or c.protection or c.side for c in state.scoring.decided if c)
    return state


def test_a_save_holds_each_final_choice_as_its_value() -> None:
    state = _finished_with_choices(2, 3)
    doc = saves.to_save(state)
    scoring = state.scoring
    assert scoring is not None
    decided = [e for e in doc["moves"] if e["type"] == "decided"]
    order = list(scoring.table.decision_order())
    assert decided == [{"type": "decided", **scoring.decided[s].to_json()} for s in order]  # type: ignore[union-attr]
    assert all(e["type"] in ("assign", "take", "decided") for e in doc["moves"])


def test_a_save_replays_to_its_choices_whatever_the_proposal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Version 4 does not depend on R11's proposal: with another proposal (here
    every choice at its default) the same save replays to the same choices and
    totals, where a save of changes would land elsewhere."""
    state = _finished_with_choices(3, 8)
    doc = json.loads(json.dumps(saves.to_save(state)))
    before = _shown(state, ("human",) * 3)
    monkeypatch.setattr(
        engine, "best_choices", lambda table, seat, decided: FinalChoices.default(table, seat)
    )
    assert _shown(saves.load(doc), ("human",) * 3) == before
    old = dict(doc, version=3, moves=[r.move.to_json() for r in state.moves()])
    del old["hints"]
    with contextlib.suppress(SaveError):
        assert _shown(saves.load(saves.seal(old)), ("human",) * 3) != before


def _deciding() -> State:
    """A game at final scoring whose decider has choices to make (those before
    him had none)."""
    state = play_random(game(3, seed=1), 4, until=lambda s: s.phase == "scoring")
    while state.phase == "scoring" and len(legal_moves(state)) < 3:
        state = step(state, CONFIRM)
    assert state.phase == "scoring"
    return state


def test_a_save_in_the_middle_of_a_decision_keeps_the_choices_made_so_far() -> None:
    state = _deciding()
    changed = step(state, legal_moves(state)[0])
    doc = saves.to_save(changed)
    assert doc["moves"][-1] == {"type": "pending", **changed.scoring.pending.to_json()}  # type: ignore[union-attr]
    again = saves.load(doc)
    assert again.scoring == changed.scoring and again.to_act == changed.to_act
    # Nothing changed (or changed back and forth): no pending entry to keep.
    assert saves.to_save(state)["moves"][-1]["type"] != "pending"


def test_a_restore_in_the_middle_of_a_decision_is_kept_where_it_began() -> None:
    state = _deciding()
    start = len(state.moves())
    state = step(state, legal_moves(state)[0])
    mark = saves.Restore(len(state.moves()), len(state.events()), state.round)
    state = step(state, CONFIRM)
    doc = saves.to_save(state, None, "game-0001", (mark,))
    loaded = saves.load_game(doc)
    assert [(r.moves, r.events) for r in loaded.restored] == [(start, mark.events)]


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda m: m[-1].update(side="up"), "moves[{last}].side: 'up' is not one of"),
        (lambda m: m[-1].update(universal=1), "moves[{last}].universal: expected a list"),
        (lambda m: m[-1].update(extra=1), "moves[{last}]: unknown key 'extra'"),
        (lambda m: m[-1].pop("protection"), "moves[{last}].protection: missing"),
        (lambda m: m[-1].update(universal=["gems"] * 9), "moves[{last}]: seat"),
        (lambda m: m[-1].update(type="confirm"), "moves[{last}]: at final scoring a save"),
        (lambda m: m.insert(0, dict(m[-1])), "moves[0]: final-scoring choices come after"),
        (lambda m: m.insert(-1, dict(m[-1], type="pending")), "can only be the last entry"),
    ],
)
def test_a_bad_final_choice_is_named_by_its_place(edit: Any, message: str) -> None:
    state = _finished_with_choices(2, 3)
    doc = saves.to_save(state)
    edit(doc["moves"])
    last = len(doc["moves"]) - 1
    with pytest.raises(SaveError, match=re.escape(message.format(last=last))):
        saves.load(saves.seal(doc))


def test_hints_are_kept_through_a_save() -> None:
    state = play_random(game(3, seed=77), until=lambda s: s.round == 3)
    doc = json.loads(json.dumps(saves.to_save(state, hints=(2, 0, 5))))
    assert doc["hints"] == [2, 0, 5]
    assert saves.load_game(doc).hint_counts == (2, 0, 5)
    doc["hints"] = [2, 0, 6]
    with pytest.raises(SaveError, match="digest: does not match"):
        saves.load(doc)


@pytest.mark.parametrize(
    ("hints", "message"),
    [
        ([0, 0], "hints: 2 counts for 3 players"),
        ([0, -1, 0], "hints[1]: -1 is not a count of hints from 0 to 9999"),
        ([0, 1.0, 0], "hints[1]: 1.0 is not a count"),
        ([0, 0, 10000], "hints[2]: 10000 is not a count"),
        ({}, "hints: expected a list, got dict"),
    ],
)
def test_bad_hint_counts_are_named(hints: Any, message: str) -> None:
    doc = _save()
    doc["hints"] = hints
    with pytest.raises(SaveError, match=re.escape(message)):
        saves.load(saves.seal(doc))
