"""The Hard computer player: information-set Monte Carlo tree search over sampled worlds.

What it cannot see (the undealt cards and, where its view tells only one Area,
which card a taken Good was) it samples: :func:`golden_sails.bots.world.sample_games`
builds whole games that give its view back (the view's moves replayed through
``step`` once, each world's cards then put in place).  It then searches as Cowling,
Powley and Whitehouse's single-observer ISMCTS (2012) does:

* one tree of moves from its own information set; each iteration draws a
  determinization (one of ``worlds`` sampled games, with the undealt cards
  shuffled afresh) and walks the tree with the moves legal in that world;
* a child is chosen by UCB1 where the count of the parent is the number of
  times that child was *available* (ISMCTS's availability counts), so moves
  legal in few worlds are not starved;
* below the tree the world is played to its end by a cheap policy (the
  playout engine, golden_sails.bots.playout), then scored exactly (R11);
* every node keeps the reward of the player who moved into it: a margin
  squashed to 0..1, so a close win counts nearly as a win and a large one a
  little more (a sharper signal than win/loss for a few hundred playouts).

The move played is the root's most visited child (then the best rewarded).
The search stops before the budget is spent once that child leads the next
by more visits than there are iterations left: no outcome of the rest could
change the choice, so it is the whole budget's (the same draws up to there),
only sooner (``stop_early``; the hint, :meth:`HardBot.advise`, which reads
every move's margin, always spends the whole budget).  Given a seed and a
budget (``iterations``), its choice is deterministic: no clock is read.  See
docs/bots.md for what was
taken from OpenSpiel's ``ismcts.py``, boardgame.io's ``mcts-bot.ts`` and TAG,
and why.
"""

from __future__ import annotations

import math
from random import Random

from ..game.moves import CONFIRM, Move
from ..game.seen import View
from ..game.view import moves_of
from .knowledge import own_seat
from .playout import Playout
from .world import sample_games


class _Node:
    __slots__ = ("available", "children", "player", "reward", "visits")

    def __init__(self, player: int) -> None:
        self.player = player  # who made the move into this node
        self.visits = 0
        self.reward = 0.0
        self.available = 0
        self.children: dict[int, _Node] = {}


def sample(rng: Random, population: list[int], k: int) -> tuple[int, ...]:
    """``tuple(rng.sample(population, k))``: the same cards from the same draws
    of ``rng`` (CPython's algorithm, the same from 3.11 to 3.14, which
    ``tests/test_bots.py`` holds it to), with no function call a draw: the
    search deals the unseen cards afresh every iteration."""
    n = len(population)
    if not 0 <= k <= n:
        raise ValueError(f"cannot draw {k} of {n}")
    bits = rng.getrandbits
    result = []
    setsize = 21 + (4 ** math.ceil(math.log(k * 3, 4)) if k > 5 else 0)
    if n <= setsize:  # a pool of those not drawn yet
        pool = population[:]
        for left in range(n, n - k, -1):
            size = left.bit_length()
            j = bits(size)
            while j >= left:
                j = bits(size)
            result.append(pool[j])
            pool[j] = pool[left - 1]
    else:  # a set of those drawn
        selected: set[int] = set()
        size = n.bit_length()
        for _ in range(k):
            j = bits(size)
            while j >= n or j in selected:
                j = bits(size)
            selected.add(j)
            result.append(population[j])
    return tuple(result)


def _rewards(scores: tuple[int, ...], scale: float) -> list[float]:
    """Each player's margin over the best of the others, squashed into 0..1."""
    top = max(scores)
    # The best of the others: the top for all but a lone leader, whose is the next.
    runner_up = top if scores.count(top) > 1 else max(s for s in scores if s != top)
    tanh = math.tanh
    return [
        0.5 + 0.5 * tanh((mine - (runner_up if mine == top else top)) / scale) for mine in scores
    ]


class HardBot:
    """ISMCTS with a budget of ``iterations`` playouts a decision."""

    name = "hard"

    def __init__(
        self,
        seed: int,
        iterations: int = 600,
        worlds: int = 8,
        exploration: float = 0.7,
        margin_scale: float = 8.0,
        stop_early: bool = True,
    ) -> None:
        self._rng = Random(seed)
        self.iterations = iterations
        self.worlds = worlds
        self.exploration = exploration
        self.margin_scale = margin_scale
        self.stop_early = stop_early

    def choose(self, view: View) -> Move:
        if view["phase"] == "scoring":
            return CONFIRM  # R11's proposal is already its surest final choice (D18)
        moves = moves_of(view)
        if len(moves) == 1:
            return moves[0]
        root, _ = self._search(view, self.stop_early)
        children = root.children
        # The most visited, then the best rewarded, the first in the legal order
        # on a tie (max keeps the first): advise's first move, had it run.
        best = max(
            (m.code for m in moves if m.code in children),
            key=lambda c: (children[c].visits, children[c].reward),
        )
        return Move.from_code(best)

    def advise(self, view: View) -> list[tuple[Move, float]]:
        """The legal moves, best first, each with the mean final margin the
        search saw its seat reach after it: its total less the best of the
        others' (a hint's "about N VP ahead").  The whole budget is spent (no
        early stop): the margins of the moves behind the first are read too."""
        if view["phase"] == "scoring" or len(view["legal_moves"]) == 1:
            return [(self.choose(view), float("nan"))]
        root, totals = self._search(view, False)
        legal = [m.code for m in moves_of(view)]
        ranked = sorted(
            (c for c in legal if c in root.children),
            key=lambda c: (root.children[c].visits, root.children[c].reward),
            reverse=True,
        )
        return [(Move.from_code(c), totals[c] / root.children[c].visits) for c in ranked]

    def _search(self, view: View, stop_early: bool) -> tuple[_Node, dict[int, float]]:
        """The tree after the budget (or, ``stop_early``, as soon as the most
        visited first move cannot be overtaken in the iterations left), and
        each first move's summed final margin."""
        rng = self._rng
        worlds = [
            (game, unseen, len(game.deck)) for game, unseen in sample_games(view, rng, self.worlds)
        ]
        root = _Node(-1)
        me = own_seat(view)
        totals: dict[int, float] = {}
        iterations = self.iterations
        lead, most, second = -1, 0, 0  # the most visited first move, its visits, the next's
        for i in range(iterations):
            template, unseen, left = worlds[i % len(worlds)]
            game = template.copy()
            if left:
                game.redeal(sample(rng, unseen, left))
            first, scores = self._iterate(root, game, rng)
            margin = scores[me] - max(s for seat, s in enumerate(scores) if seat != me)
            totals[first] = totals.get(first, 0.0) + margin
            if not stop_early:
                continue
            visits = root.children[first].visits
            if first == lead:
                most = visits
            elif visits > most:
                lead, most, second = first, visits, most
            elif visits > second:
                second = visits
            if most - second > iterations - 1 - i:
                # The rest of the budget cannot change the most visited move:
                # the choice is the whole budget's (the same draws up to here).
                break
        return root, totals

    def _iterate(self, root: _Node, game: Playout, rng: Random) -> tuple[int, tuple[int, ...]]:
        """One iteration; the first move of its path and the final totals."""
        node = root
        path = [root]
        first = -1
        c = self.exploration
        log, sqrt, rand = math.log, math.sqrt, rng.random
        while not game.over:
            codes = game.legal_codes()
            children = node.children
            untried = []
            for code in codes:
                child = children.get(code)
                if child is None:
                    untried.append(code)
                else:
                    child.available += 1
            if untried:
                code = untried[int(rand() * len(untried))]
                child = _Node(game.to_act)
                child.available = 1
                children[code] = child
                game.play_code(code)
                path.append(child)
                if first < 0:
                    first = code
                break
            best_code, best_score = codes[0], -1.0
            for code in codes:
                child = children[code]
                visits = child.visits
                score = child.reward / visits + c * sqrt(log(child.available) / visits)
                if score > best_score:
                    best_code, best_score = code, score
            game.play_code(best_code)
            node = children[best_code]
            path.append(node)
            if first < 0:
                first = best_code
        game.random_playout(rng)
        scores = game.totals()
        rewards = _rewards(scores, self.margin_scale)
        for visited in path:
            visited.visits += 1
            if visited.player >= 0:
                visited.reward += rewards[visited.player]
        return first, scores
