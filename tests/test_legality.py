"""One source of legality: ``step`` accepts a move exactly when ``legal_moves`` lists it."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from golden_sails.game.engine import MoveError, State, legal_moves, step
from golden_sails.game.moves import Move
from golden_sails.model.cards import EXPERTS, WEAPONS
from golden_sails.scoring import DESTINATIONS
from helpers import game, play_random

# Every value a field of some move could plausibly be given, right or wrong.
_VALUES: list[Any] = [
    0, 1, 2, 3, 4, -1, 1.0, 0.0, True, False, None, "0", "", [], {},
    *EXPERTS, "chef", *WEAPONS, "sword", *DESTINATIONS, "hold", "left", "right", "up",
]  # fmt: skip
_TYPES = ["assign", "take", "universal", "protect", "side", "confirm", "pass", None, 3]
_KEYS = ["type", "card", "expert", "swap", "spell", "pile", "kind", "side", "x"]


def _is_listed(move: object, legal: list[Move]) -> bool:
    """Listed: a Move, or its JSON with the same keys, values and JSON types (1,
    1.0 and true differ)."""
    if isinstance(move, Move):
        return move in legal
    return isinstance(move, dict) and any(
        move == m and all(type(move[k]) is type(v) for k, v in m.items())
        for m in (listed.to_json() for listed in legal)
    )


def _snapshot(state: State) -> str:
    return json.dumps(
        [state.round, state.phase, state.to_act, state.market, state.experts, state.hands,
         state.piles, len(state.moves()), str(state.scoring)]
    )  # fmt: skip


@st.composite
def positions(draw: st.DrawFn) -> State:
    """A random game of any variant stopped anywhere: the rounds, or the final
    choices (where the Universal Goods, the Protections and the 2-player side are
    chosen).  test_moves draws from it too."""
    players = draw(st.sampled_from([2, 3, 4]))
    seed = draw(st.integers(0, 2**32))
    if draw(st.booleans()):
        stop = draw(st.integers(0, 12 * players * 2))
    else:
        stop = 12 * players * 2 + draw(st.integers(0, players * 2))
    count = [0]

    def until(_state: State) -> bool:
        count[0] += 1
        return count[0] > stop

    variant = draw(st.sampled_from(["standard", "open", "secretive"]))
    return play_random(game(players, seed=seed, variant=variant), seed=seed, until=until)


@st.composite
def mutations(draw: st.DrawFn, legal: list[Move]) -> dict[str, Any]:
    """A listed move's JSON with one thing changed: a value, a key added or taken away."""
    move = draw(st.sampled_from(legal)).to_json() if legal else {"type": "confirm"}
    how = draw(st.sampled_from(["value", "add", "remove", "type"]))
    if how == "value":
        move[draw(st.sampled_from(sorted(move)))] = draw(st.sampled_from(_VALUES))
    elif how == "add":
        move[draw(st.sampled_from(_KEYS))] = draw(st.sampled_from(_VALUES))
    elif how == "remove" and len(move) > 1:
        del move[draw(st.sampled_from(sorted(move)))]
    else:
        move["type"] = draw(st.sampled_from(_TYPES))
    return move


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.data())
def test_step_accepts_a_move_if_and_only_if_legal_moves_lists_it(
    state: State, data: st.DataObject
) -> None:
    legal = legal_moves(state)
    candidates: list[Any] = [*legal, *(m.to_json() for m in legal)]
    candidates += [data.draw(mutations(legal)) for _ in range(12)]
    candidates += [
        data.draw(
            st.dictionaries(st.sampled_from(_KEYS), st.sampled_from(_VALUES + _TYPES), max_size=4)
        )
        for _ in range(4)
    ]
    candidates += [data.draw(st.sampled_from([None, "confirm", 3, ["type", "confirm"]]))]
    before = _snapshot(state)
    for move in candidates:
        try:
            new = step(state, move)
        except MoveError:
            assert not _is_listed(move, legal), f"refused a listed move {move!r}"
        else:
            assert _is_listed(move, legal), f"accepted an unlisted move {move!r}"
            # The history keeps the listed Move (immutable), never the caller's object.
            recorded = new.moves()[-1].move
            assert recorded in legal and type(recorded) is Move
        assert _snapshot(state) == before  # a refusal (or a step) never changes the state


def _at_final_scoring(players: int, seed: int, want: str) -> State:
    for s in range(seed, seed + 400):
        state = play_random(game(players, seed=s), seed=s, until=lambda x: x.phase == "scoring")
        while state.phase == "scoring":
            if any(m.type == want for m in legal_moves(state)):
                return state
            state = step(state, {"type": "confirm"})
    raise AssertionError(f"no seed gave a {want} choice")


@pytest.mark.parametrize(
    ("players", "want", "current"),
    [
        (2, "side", lambda p: {"type": "side", "side": p.side}),
        (3, "universal", lambda p: {"type": "universal", "spell": 0, "pile": p.universal[0]}),
        (3, "protect", lambda p: {"type": "protect", "spell": 0, "kind": p.protection[0]}),
    ],
)
def test_a_final_choice_that_changes_nothing_is_refused(
    players: int, want: str, current: Any
) -> None:
    """Found by trying: a side, pile or kind already chosen used to be accepted
    though ``legal_moves`` does not list it (a move that changes nothing)."""
    state = _at_final_scoring(players, 1, want)
    assert state.scoring is not None and state.scoring.pending is not None
    move = current(state.scoring.pending)
    assert Move.from_json(move) not in legal_moves(state)
    with pytest.raises(MoveError, match="already"):
        step(state, move)
