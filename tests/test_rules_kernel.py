"""The rules kernel (golden_sails.game.rules): the round's end, once, for the
engine and the playout alike (R6, R7)."""

from __future__ import annotations

from golden_sails.game.engine import legal_moves, step
from golden_sails.game.rules import PHASES, RETURN_ROUNDS, ROUNDS, experts_return, next_first
from golden_sails.model.rng import SplitMix64
from helpers import game


def test_experts_return_after_rounds_4_and_8_only() -> None:
    assert [r for r in range(1, ROUNDS + 1) if experts_return(r)] == [4, 8] == list(RETURN_ROUNDS)


def _firsts(players: int) -> list[int]:
    first, seen = 0, [0]
    for round_no in range(1, ROUNDS):
        first = next_first(first, players, round_no)
        seen.append(first)
    return seen


def test_the_first_player_card_passes_clockwise() -> None:
    assert _firsts(2) == [0, 1] * 6
    assert _firsts(3) == [0, 1, 2] * 4


def test_with_four_players_it_skips_a_seat_when_the_experts_return() -> None:
    # R7: after rounds 4 and 8 the card moves two seats, so each player starts 3 rounds.
    assert _firsts(4) == [0, 1, 2, 3, 1, 2, 3, 0, 2, 3, 0, 1]
    assert sorted(_firsts(4)) == [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]


def test_a_game_passes_through_the_phases_in_their_order() -> None:
    # PHASES is what the page checks a stored game's phase against (js/engine/core.js).
    for players in (2, 4):
        state, rng = game(players, seed=players), SplitMix64(players)
        seen = [state.phase]
        while not state.over:
            moves = legal_moves(state)
            state = step(state, moves[rng.below(len(moves))])
            if state.phase != seen[-1]:
                seen.append(state.phase)
        assert list(dict.fromkeys(seen)) == list(PHASES)
        assert seen[-2:] == ["scoring", "over"]
