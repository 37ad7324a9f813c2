"""Saves: replayed through step, refused whole at the first bad place (docs/save-format.md)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from golden_sails.app import saves
from golden_sails.app.saves import SaveError, digest
from golden_sails.game.engine import table_of
from golden_sails.scoring import FinalChoices, score_table
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
        (lambda d: d.update(version=4), "version: 4 is not a save version"),
        (lambda d: d.update(version=2.0), "version: 2.0 is not a save version"),
        (lambda d: d.update(version=True), "version: true is not a save version"),
        (lambda d: d.update(seats=["human", "robot", "human"]), "seats[1]: 'robot'"),
        (lambda d: d.update(seats=["human"]), "seats: 1 seat kinds for 3 players"),
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
        "restored",
        "digest",
    }


def test_a_version_1_save_still_loads_with_every_seat_a_person() -> None:
    doc = _save()
    old = {k: v for k, v in doc.items() if k not in ("seats", "game", "restored")}
    old["version"] = 1
    old["digest"] = digest(old["config"], old["seed"], old["moves"])
    loaded = saves.load_game(old)
    assert loaded.seats == ("human", "human", "human")
    assert loaded.state.piles == saves.load(doc).piles


def test_a_version_2_save_still_loads_without_a_name_or_restores() -> None:
    doc = _save()
    old = {k: v for k, v in doc.items() if k not in ("game", "restored")}
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
    """Saved again (version 3), the same game replays against today's proposal
    to the same choices: the changes are written as made to D18's."""
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
