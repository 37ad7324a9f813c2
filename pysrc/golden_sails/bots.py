"""Bots: players that choose from ``legal_moves`` and play through ``step``,
like any other player.  They read the whole state, so they are for self-play
and balance measurements, not opponents in a hidden-information game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .cards import EXPERT_PILE, EXPERTS, PILES
from .engine import Move, State, legal_moves, step, table_of
from .rng import SplitMix64
from .scoring import totals


class Bot(Protocol):
    name: str

    def choose(self, state: State, moves: list[Move]) -> Move: ...


class RandomBot:
    """Uniform over the legal moves."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self._rng = SplitMix64(seed)

    def choose(self, state: State, moves: list[Move]) -> Move:
        return moves[self._rng.below(len(moves))]


class GreedyBot:
    """Takes the move after which its own final total, as if the game ended
    now, is highest (ties broken at random).  An assignment is valued as if
    this player got that card as that Good.  Final choices: accepts the
    optimiser's proposal (R11), which is already its best."""

    name = "greedy"

    def __init__(self, seed: int) -> None:
        self._rng = SplitMix64(seed)

    def choose(self, state: State, moves: list[Move]) -> Move:
        if state.phase == "scoring":
            return {"type": "confirm"}
        best: list[Move] = []
        best_value = -(10**9)
        for move in moves:
            value = _total_with(state, *_card_and_pile(state, move))
            if value > best_value:
                best, best_value = [move], value
            elif value == best_value:
                best.append(move)
        return best[self._rng.below(len(best))]


def _card_and_pile(state: State, move: Move) -> tuple[int, int]:
    """The card a move would bring this player, and the pile it would go to."""
    card = state.market[move["card"]]
    assert card is not None
    if move["type"] == "assign":
        expert = move["expert"]
    elif "swap" in move:
        expert = move["swap"]
    else:
        on_card = state.experts[move["card"]]
        assert on_card is not None
        expert = EXPERTS[on_card[1]]
    return card, PILES.index(EXPERT_PILE[expert])


def _total_with(state: State, card: int, pile: int) -> int:
    seat = state.to_act
    own = state.piles[seat]
    piles = list(state.piles)
    piles[seat] = own[:pile] + (own[pile] + (card,),) + own[pile + 1 :]
    return totals(table_of(state, tuple(piles)))[seat]


BOTS: dict[str, type[RandomBot] | type[GreedyBot]] = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(name: str, seed: int) -> Bot:
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(BOTS)})") from None


def play(state: State, bots: Sequence[Bot]) -> State:
    """Play a game to its end, each seat by its bot."""
    while not state.over:
        moves = legal_moves(state)
        state = step(state, bots[state.to_act].choose(state, moves))
    return state
