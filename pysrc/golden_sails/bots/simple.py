"""Computer players that weigh each choice by the score as it stands: Random,
Greedy, Easy and Medium.  Each sees only its seat's view (golden_sails.bots).

- Random: any legal move, uniformly.
- Greedy: the move after which its own total, if the game ended now, is
  highest (an assignment valued as if it then got that card as that Good).
- Easy: Greedy's values, with a person's slips: it picks among the good moves
  at random, the better ones more often (a softmax), so it sometimes misses
  the best.
- Medium: the VP a choice brings, less what it lets the players who take
  before it have (an assignment), or plus what it denies those who take after
  it (a take): each card is weighed for them too.

At final scoring they accept R11's proposal: the choice that leaves them the
most VP they are sure of, whatever the players after them choose (D18).
"""

from __future__ import annotations

import math

from ..game.moves import CONFIRM, Move
from ..game.seen import View
from ..game.view import moves_of
from ..model.rng import SplitMix64
from ..scoring import totals
from .knowledge import known_table, move_card, own_seat, take_order, with_card


class RandomBot:
    """Uniform over the legal moves."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self._rng = SplitMix64(seed)

    def choose(self, view: View) -> Move:
        moves = moves_of(view)
        return moves[self._rng.below(len(moves))]


def _final(view: View) -> Move | None:
    """At final scoring, accepting the proposal; else None."""
    return CONFIRM if view["phase"] == "scoring" else None


def gains(view: View, seat: int, moves: list[Move]) -> list[int]:
    """``seat``'s total if the game ended now with each move's card in his pile."""
    table = known_table(view)
    return [totals(with_card(table, seat, *move_card(view, move)))[seat] for move in moves]


def _best(moves: list[Move], values: list[float], rng: SplitMix64) -> Move:
    top = max(values)
    best = [m for m, v in zip(moves, values, strict=True) if v == top]
    return best[rng.below(len(best))]


class GreedyBot:
    """The highest total if the game ended now (ties at random)."""

    name = "greedy"

    def __init__(self, seed: int) -> None:
        self._rng = SplitMix64(seed)

    def choose(self, view: View) -> Move:
        final = _final(view)
        if final is not None:
            return final
        moves = moves_of(view)
        return _best(moves, [float(v) for v in gains(view, own_seat(view), moves)], self._rng)


class EasyBot:
    """Greedy's values, chosen with a person's slips (softmax, ``temperature`` VP)."""

    name = "easy"

    def __init__(self, seed: int, temperature: float = 2.0) -> None:
        self._rng = SplitMix64(seed)
        self._temperature = temperature

    def choose(self, view: View) -> Move:
        final = _final(view)
        if final is not None:
            return final
        moves = moves_of(view)
        values = gains(view, own_seat(view), moves)
        top = max(values)
        weights = [math.exp((v - top) / self._temperature) for v in values]
        pick = self._rng.next64() / 2**64 * sum(weights)
        for move, weight in zip(moves, weights, strict=True):
            pick -= weight
            if pick < 0:
                return move
        return moves[-1]


class MediumBot:
    """Own VP, less what an assignment hands to those who take first, plus what a
    take denies those who take later (weighted by ``denial``)."""

    name = "medium"

    def __init__(self, seed: int, denial: float = 0.5) -> None:
        self._rng = SplitMix64(seed)
        self._denial = denial

    def choose(self, view: View) -> Move:
        final = _final(view)
        if final is not None:
            return final
        moves = moves_of(view)
        me = own_seat(view)
        table = known_table(view)
        now = totals(table)
        order = take_order(view)
        position = order.index(me)
        values: list[float] = []
        for move in moves:
            card, pile = move_card(view, move)
            mine = totals(with_card(table, me, card, pile))[me] - now[me]
            # Those who take before me may take the Good an assignment makes;
            # a Good I take now, those after me cannot.
            others = order[:position] if move.type == "assign" else order[position + 1 :]
            theirs = max(
                (totals(with_card(table, p, card, pile))[p] - now[p] for p in others),
                default=0,
            )
            sign = -1 if move.type == "assign" else 1
            values.append(mine + sign * self._denial * max(theirs, 0))
        return _best(moves, values, self._rng)
