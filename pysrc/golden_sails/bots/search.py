"""The Hard computer player: information-set Monte Carlo tree search over sampled worlds.

What it cannot see (the undealt cards and, where its view tells only one Area,
which card a taken Good was) it samples: :func:`golden_sails.bots.world.sample_world`
builds whole games that give its view back.  It then searches as Cowling,
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

The move played is the root's most visited child.  Given a seed and a budget
(``iterations``), its choice is deterministic.  See docs/bots.md for what was
taken from OpenSpiel's ``ismcts.py``, boardgame.io's ``mcts-bot.ts`` and TAG,
and why.
"""

from __future__ import annotations

import math
from random import Random
from typing import Any

from ..game.moves import CONFIRM, Move
from ..game.seen import View
from ..game.view import moves_of
from ..model.deck import load_deck
from .knowledge import own_seat
from .playout import Playout
from .world import read_view, sample_world


class _Node:
    __slots__ = ("available", "children", "player", "reward", "visits")

    def __init__(self, player: int) -> None:
        self.player = player  # who made the move into this node
        self.visits = 0
        self.reward = 0.0
        self.available = 0
        self.children: dict[int, _Node] = {}


def _rewards(scores: tuple[int, ...], scale: float) -> list[float]:
    """Each player's margin over the best of the others, squashed into 0..1."""
    out = []
    for p, mine in enumerate(scores):
        best_other = max(s for q, s in enumerate(scores) if q != p)
        out.append(0.5 + 0.5 * math.tanh((mine - best_other) / scale))
    return out


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
    ) -> None:
        self._rng = Random(seed)
        self.iterations = iterations
        self.worlds = worlds
        self.exploration = exploration
        self.margin_scale = margin_scale

    def choose(self, view: View) -> Move:
        if view["phase"] == "scoring":
            return CONFIRM  # R11's proposal is already its surest final choice (D18)
        moves = moves_of(view)
        if len(moves) == 1:
            return moves[0]
        return self.advise(view)[0][0]

    def advise(self, view: View) -> list[tuple[Move, float]]:
        """The legal moves, best first, each with the mean final margin the
        search saw its seat reach after it: its total less the best of the
        others' (a hint's "about N VP ahead")."""
        if view["phase"] == "scoring" or len(view["legal_moves"]) == 1:
            return [(self.choose(view), float("nan"))]
        rng = self._rng
        plan = read_view(view)
        worlds = []
        for _ in range(self.worlds):
            state = sample_world(view, rng, plan)
            unseen = [c.id for c in load_deck() if c.id not in _dealt(state)]
            worlds.append((Playout.from_state(state), unseen, len(state.deck)))
        root = _Node(-1)
        me = own_seat(view)
        totals: dict[int, float] = {}
        for i in range(self.iterations):
            template, unseen, left = worlds[i % len(worlds)]
            game = template.copy()
            if left:
                game.redeal(tuple(rng.sample(unseen, left)))
            first, scores = self._iterate(root, game, rng)
            margin = scores[me] - max(s for seat, s in enumerate(scores) if seat != me)
            totals[first] = totals.get(first, 0.0) + margin
        legal = [m.code for m in moves_of(view)]
        ranked = sorted(
            (c for c in legal if c in root.children),
            key=lambda c: (root.children[c].visits, root.children[c].reward),
            reverse=True,
        )
        return [(Move.from_code(c), totals[c] / root.children[c].visits) for c in ranked]

    def _iterate(self, root: _Node, game: Playout, rng: Random) -> tuple[int, tuple[int, ...]]:
        """One iteration; the first move of its path and the final totals."""
        node = root
        path = [root]
        first = -1
        c = self.exploration
        while not game.over:
            codes = game.legal_codes()
            for code in codes:
                child = node.children.get(code)
                if child is not None:
                    child.available += 1
            untried = [code for code in codes if code not in node.children]
            if untried:
                code = untried[int(rng.random() * len(untried))]
                child = _Node(game.to_act)
                child.available = 1
                node.children[code] = child
                game.play_code(code)
                path.append(child)
                if first < 0:
                    first = code
                break
            best_code, best_score = codes[0], -1.0
            for code in codes:
                child = node.children[code]
                score = child.reward / child.visits + c * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if score > best_score:
                    best_code, best_score = code, score
            game.play_code(best_code)
            node = node.children[best_code]
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


def _dealt(state: Any) -> set[int]:
    """Every card the world has placed where its player saw it: table and piles."""
    placed = {c for c in state.market if c is not None}
    for own in state.piles:
        for pile in own:
            placed.update(pile)
    return placed
