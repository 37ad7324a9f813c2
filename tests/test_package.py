"""The package's face: a game played, seen, scored and sampled with the names
``golden_sails`` itself exports, nothing imported from the layers below."""

from __future__ import annotations

import random

import pytest

import golden_sails
from golden_sails import (
    GameConfig,
    GameError,
    decide_all,
    legal_moves,
    make_bot,
    new_game,
    sample_world,
    score_table,
    step,
    table_of,
    view,
)


def test_every_exported_name_is_there() -> None:
    for name in golden_sails.__all__:
        assert getattr(golden_sails, name) is not None, name
    assert golden_sails.__version__


def test_a_game_from_the_face_alone() -> None:
    state = new_game(GameConfig(names=("Ann", "Ben")), 7)
    bots = [make_bot("easy", 1), make_bot("random", 2)]
    # A bot seen through sample_world: the world it imagines gives its own view back.
    seen = view(state, 0, memory_aid=True)
    world = sample_world(seen, random.Random(3))
    assert view(world, 0, memory_aid=True)["players"] == seen["players"]
    while not state.over:
        seat = state.to_act
        move = bots[seat].choose(view(state, seat, memory_aid=True))
        assert move in legal_moves(state)
        state = step(state, move)
    table = table_of(state)
    sheet = score_table(table, decide_all(table)).to_json()
    assert len(sheet["players"]) == 2


def test_the_face_refuses_with_the_core_error() -> None:
    state = new_game(GameConfig(names=("Ann", "Ben")), 7)
    with pytest.raises(GameError, match="unknown move type 'jump'"):
        step(state, {"type": "jump"})
