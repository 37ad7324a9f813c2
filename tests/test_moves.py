"""Moves as values (golden_sails.game.moves): JSON <-> Move <-> code for every move a
game lists, the JSON exactly the game's (saves and links keep their bytes), strict
reading with each fault named, and the playout's code layout."""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

import golden_sails
from golden_sails.game import engine
from golden_sails.game.engine import State, legal_moves, step
from golden_sails.game.moves import (
    ALL_MOVES,
    CODES,
    CONFIRM,
    CONFIRM_CODE,
    PROTECT_CODE,
    SIDE_CODE,
    TAKE_CODE,
    UNIVERSAL_CODE,
    Move,
    MoveError,
    assign,
    take,
)
from golden_sails.model.cards import EXPERTS, PILES, WEAPONS
from golden_sails.model.deck import load_deck
from golden_sails.model.errors import InputError
from helpers import game, play_random
from test_legality import positions

# Each kind's JSON keys, in the order the game has always written them.
KEY_ORDER = {
    "assign": ["type", "card", "expert"],
    "take": ["type", "card"],
    "universal": ["type", "spell", "pile"],
    "protect": ["type", "spell", "kind"],
    "side": ["type", "side"],
    "confirm": ["type"],
}


def _check_round_trip(move: Move) -> None:
    data = move.to_json()
    kind = data["type"]
    keys = KEY_ORDER[kind] + (["swap"] if move.swap is not None else [])
    assert list(data) == keys  # the same keys in the same order: the same bytes
    assert all(type(data[k]) is (int if k in ("card", "spell") else str) for k in keys)
    text = json.dumps(data)
    assert Move.from_json(json.loads(text)) == move
    assert json.dumps(Move.from_json(json.loads(text)).to_json()) == text
    assert Move.from_code(move.code) == move
    assert Move.from_code(move.code).code == move.code
    assert 0 <= move.code < CODES


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_every_listed_move_round_trips_through_json_and_its_code(state: State) -> None:
    legal = legal_moves(state)
    assert len({m.code for m in legal}) == len(legal) == len(set(legal))
    for move in legal:
        _check_round_trip(move)
        # The JSON form is legal too, and plays the same move (step's JSON door).
        assert step(state, move.to_json()).moves()[-1].move == move


def test_whole_games_round_trip_move_by_move() -> None:
    for players in (2, 3, 4):
        state = play_random(game(players, seed=40 + players), seed=players)
        assert state.over
        for record in state.moves():
            _check_round_trip(record.move)


def test_the_codes_are_the_playouts_layout() -> None:
    """bots.playout does arithmetic on assign and take codes: e * 8 + s, TAKE_CODE + s,
    TAKE_CODE + (e + 1) * 8 + s (R5); the final choices lie above them."""
    for e, expert in enumerate(EXPERTS):
        for s in range(4):
            assert assign(s, expert).code == e * 8 + s
            assert take(s, expert).code == TAKE_CODE + (e + 1) * 8 + s
    assert [take(s).code for s in range(4)] == [64, 65, 66, 67]
    assert TAKE_CODE == 64
    for k in range(4):
        for p, pile in enumerate(PILES):
            assert Move("universal", spell=k, pile=pile).code == UNIVERSAL_CODE + k * 8 + p
        for w, kind in enumerate(WEAPONS):
            assert Move("protect", spell=k, kind=kind).code == PROTECT_CODE + k * 8 + w
    assert Move("side", side="left").code == SIDE_CODE
    assert Move("side", side="right").code == SIDE_CODE + 1
    assert CONFIRM.code == CONFIRM_CODE == CODES - 1
    scoring = [m.code for m in ALL_MOVES if m.type not in ("assign", "take")]
    assert min(scoring) >= UNIVERSAL_CODE > max(m.code for m in ALL_MOVES if m.type == "take")


def test_every_move_has_its_own_code_and_every_code_one_move() -> None:
    codes = [m.code for m in ALL_MOVES]
    assert len(set(codes)) == len(codes) == len(set(ALL_MOVES))
    # 5 Experts x 4 cards, 4 takes, 5 x 4 swaps, the deck's 4 Universal Goods x 5
    # piles and 4 Protection Spells x 4 kinds, 2 sides, confirm.
    assert len(ALL_MOVES) == 20 + 4 + 20 + 20 + 16 + 2 + 1
    for code in range(CODES):
        if code in codes:
            assert Move.from_code(code).code == code
        else:
            with pytest.raises(MoveError, match=rf"^code: {code} is not a move's code$"):
                Move.from_code(code)


def test_a_spell_index_reaches_what_the_deck_holds() -> None:
    """R19's deck: no player can hold more Universal Goods or Protection Spells
    than it has, so a Move's ``spell`` goes no further."""
    powers = [card.spell.power for card in load_deck()]
    for kind, power in (("universal", "universal"), ("protect", "protection")):
        spells = {m.spell for m in ALL_MOVES if m.type == kind}
        assert spells == set(range(powers.count(power)))


@pytest.mark.parametrize("code", [-1, CODES, True, 1.0, "1", None])
def test_a_code_that_is_no_moves_is_refused(code: Any) -> None:
    with pytest.raises(MoveError, match="is not a move's code"):
        Move.from_code(code)


@pytest.mark.parametrize(
    ("obj", "message"),
    [
        ("assign", "a move is an object with a 'type', not str"),
        (None, "a move is an object with a 'type', not null"),
        ([{"type": "confirm"}], "a move is an object with a 'type', not list"),
        ({}, "unknown move type None"),
        ({"type": "fly"}, "unknown move type 'fly'"),
        ({"type": 1}, "unknown move type 1"),
        ({"type": "Assign", "card": 0, "expert": "cook"}, "unknown move type 'Assign'"),
        ({"type": "assign", "card": 0}, "assign move: missing 'expert'"),
        ({"type": "assign", "expert": "cook"}, "assign move: missing 'card'"),
        ({"type": "assign", "card": 0, "expert": "cook", "x": 1}, "assign move: unknown key 'x'"),
        ({"type": "assign", "card": 0, "expert": "cook", "swap": "cook"}, "assign move: unknown"),
        ({"type": "take", "card": 0, "expert": "cook"}, "take move: unknown key 'expert'"),
        ({"type": "confirm", "card": 0}, "confirm move: unknown key 'card'"),
        ({"type": "side"}, "side move: missing 'side'"),
        ({"type": "universal", "spell": 0}, "universal move: missing 'pile'"),
        ({"type": "protect", "spell": 0, "pile": "gems"}, "protect move: missing 'kind'"),
        # bool is an int in Python, never in a move; nor is 1.0 the JSON integer 1.
        ({"type": "assign", "card": True, "expert": "cook"}, "card: True is not a table"),
        ({"type": "take", "card": 1.0}, "card: 1.0 is not a table position (0-3)"),
        ({"type": "take", "card": "1"}, "card: '1' is not a table position"),
        ({"type": "take", "card": -1}, "card: -1 is not a table position"),
        ({"type": "take", "card": 4}, "card: 4 is not a table position (0-3)"),
        ({"type": "take", "card": None}, "card: None is not a table position"),
        ({"type": "assign", "card": 0, "expert": "chef"}, "expert: 'chef' is not one of jeweler"),
        ({"type": "assign", "card": 0, "expert": "Cook"}, "expert: 'Cook' is not one of"),
        ({"type": "take", "card": 0, "swap": None}, "swap: None is not one of jeweler"),
        ({"type": "take", "card": 0, "swap": 1}, "swap: 1 is not one of"),
        ({"type": "universal", "spell": False, "pile": "gems"}, "spell: False is not a Univ"),
        ({"type": "universal", "spell": 0.0, "pile": "gems"}, "spell: 0.0 is not a Universal"),
        ({"type": "universal", "spell": 4, "pile": "gems"}, "spell: 4 is not a Universal"),
        ({"type": "universal", "spell": 0, "pile": "hold"}, "pile: 'hold' is not one of spells"),
        ({"type": "protect", "spell": 9, "kind": "katar"}, "spell: 9 is not a Protection"),
        ({"type": "protect", "spell": 0, "kind": "sword"}, "kind: 'sword' is not one of boom"),
        ({"type": "side", "side": "up"}, "side: 'up' is not 'left' or 'right'"),
        ({"type": "side", "side": True}, "side: True is not 'left' or 'right'"),
    ],
)
def test_from_json_names_each_fault(obj: object, message: str) -> None:
    with pytest.raises(MoveError, match="^" + re.escape(message)):
        Move.from_json(obj)


def test_1_1_0_and_true_are_three_different_values() -> None:
    assert Move.from_json({"type": "take", "card": 1}) == take(1)
    for other in (1.0, True):
        with pytest.raises(MoveError, match="is not a table position"):
            Move.from_json({"type": "take", "card": other})


def test_building_a_move_checks_it_as_reading_does() -> None:
    with pytest.raises(MoveError, match="assign move: missing 'expert'"):
        Move("assign", card=0)
    with pytest.raises(MoveError, match="confirm move: unknown key 'card'"):
        Move("confirm", card=0)
    with pytest.raises(MoveError, match="card: True is not a table position"):
        Move("take", card=True)
    with pytest.raises(MoveError, match="unknown move type 'pass'"):
        Move("pass")


def test_moves_are_values_equal_hashable_and_frozen() -> None:
    read = Move.from_json({"type": "assign", "card": 2, "expert": "hunter"})
    built = Move("assign", card=2, expert="hunter")
    assert read == built and hash(read) == hash(built)
    assert read == assign(2, "hunter")
    assert {read: "x"}[built] == "x"
    assert len({read, built, take(2), take(2, "hunter"), CONFIRM, CONFIRM}) == 4
    assert read != take(2) and take(2) != take(2, "hunter")
    assert read != read.to_json()  # type: ignore[comparison-overlap]  # not its JSON object
    with pytest.raises(dataclasses.FrozenInstanceError):
        read.card = 3  # type: ignore[misc]
    assert not hasattr(read, "__dict__")
    assert eval(repr(read), {"Move": Move}) == read  # its repr reads back


def test_a_move_is_the_packages_face_and_its_error_a_game_error() -> None:
    assert golden_sails.Move is Move
    assert engine.Move is Move and engine.MoveError is MoveError
    assert issubclass(MoveError, engine.GameError) and issubclass(MoveError, InputError)
    assert issubclass(MoveError, ValueError)


def test_step_takes_a_move_or_its_json_and_nothing_else() -> None:
    state = game(3, seed=4)
    move = legal_moves(state)[0]
    assert step(state, move).piles == step(state, move.to_json()).piles
    for other in (move.code, json.dumps(move.to_json()), [move.to_json()], (move,)):
        with pytest.raises(MoveError, match="a move is an object with a 'type'"):
            step(state, other)
