"""What a deciding player counts on about everyone (R11), as numbers.

For each seat: where his Universal Goods go, which Weapon kinds he is
protected from (a bit mask), in a 2-player game his Weapon side (0 left,
1 right, -1 not chosen yet), and whether he is still to decide.

A player still to decide is counted at his worst for the deciding player
(docs/rules-decisions.md, D18): of the choices he may still make, the ones
that can change the deciding player's score are his Protection (which of the
deciding player's Weapons it stops), his Universal Goods sent to his Weapons
(what his Weapons steal from the deciding player) and, with 2 players, his
side.  Each is read here as a :class:`Range`: the worst case, which the
deciding player is sure of, and the best.  A player who has decided counts
as he decided, and the range closes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from ..model.cards import SIDES, WEAPONS
from .choices import DESTINATION_INDEX, FinalChoices
from .model import Assignment, Own, Parts, TableModel
from .weapons import Values, stolen

UNDECIDED = -1


class Range(NamedTuple):
    """VP in the worst and the best case of the players still to decide: for
    what a player steals, the least and the most; for what he loses, the most
    and the least."""

    worst: int
    best: int


class Attack(NamedTuple):
    """One way an attacker's Weapons may point at a player: the values, and
    the choices that make it so (his Universal Goods sent to his Weapons, a
    sub-multiset; his side, 2 players)."""

    values: Values
    subset: int
    side: int


def top_sum(values: Values, count: int) -> int:
    """The sum of the ``count`` largest values (what ``count`` Protection kinds stop at most)."""
    if count <= 0:
        return 0
    return sum(sorted(values, reverse=True)[:count])


class Context:
    __slots__ = ("_attacks", "assign", "masks", "model", "n", "open", "sides")

    def __init__(
        self,
        model: TableModel,
        assign: list[Assignment],
        masks: list[int],
        sides: list[int],
        still_open: list[bool] | None = None,
    ) -> None:
        self.model = model
        self.n = len(model.players)
        self.assign = assign
        self.masks = masks
        self.sides = sides
        self.open = still_open if still_open is not None else [False] * self.n
        self._attacks: dict[tuple[int, int], list[Attack]] = {}

    @staticmethod
    def undecided(model: TableModel) -> Context:
        n = len(model.players)
        return Context(
            model,
            [(0,) * len(p.universals) for p in model.players],
            [0] * n,
            [UNDECIDED] * n,
            [True] * n,
        )

    @staticmethod
    def of(model: TableModel, decided: Mapping[int, FinalChoices]) -> Context:
        ctx = Context.undecided(model)
        for seat, choices in decided.items():
            ctx.decide(seat, internal(choices))
        return ctx

    def copy(self) -> Context:
        return Context(
            self.model, list(self.assign), list(self.masks), list(self.sides), list(self.open)
        )

    def decide(self, seat: int, decision: tuple[Assignment, tuple[int, ...], int]) -> None:
        assignment, kinds, side = decision
        self.assign[seat] = assignment
        mask = 0
        for k in kinds:
            mask |= 1 << k
        self.masks[seat] = mask
        self.sides[seat] = side
        self.open[seat] = False
        self._attacks.clear()

    def own(self, seat: int, assignment: Assignment | None = None) -> Own:
        return self.model.players[seat].own(self.assign[seat] if assignment is None else assignment)

    def neighbours(self, seat: int) -> tuple[int, int]:
        """(left, right), R1."""
        return (seat + 1) % self.n, (seat - 1) % self.n

    def victims(self, seat: int) -> tuple[int, ...]:
        """Whom ``seat``'s Weapons steal from: (left, right), or the one opponent."""
        return (1 - seat,) if self.n == 2 else self.neighbours(seat)

    # --- What a player steals -------------------------------------------------------

    def open_protections(self, victim: int) -> int:
        """How many Protection Spells ``victim`` may still name (0 once he decided)."""
        return self.model.players[victim].protections if self.open[victim] else 0

    def stolen_from(self, victim: int, values: Values) -> Range:
        """What ``values`` steal from ``victim`` (R17): as he is protected if he has
        decided; if not, at worst his Protection Spells name the kinds worth most
        (k Spells, k kinds), at best one kind worth least (a Spell must name one)."""
        count = self.open_protections(victim)
        if not count:
            took = stolen(values, self.masks[victim])
            return Range(took, took)
        total = values[0] + values[1] + values[2] + values[3]
        return Range(total - top_sum(values, min(count, len(WEAPONS))), total - min(values))

    def steal_range(self, seat: int, own: Own | Parts, side: int) -> list[tuple[int, Range]]:
        """(victim, VP) for what ``own`` Weapons of ``seat`` steal, with ``side``
        in a 2-player game (R17)."""
        if self.n == 2:
            values = own.left if side <= 0 else own.right
            return [(1 - seat, self.stolen_from(1 - seat, values))]
        left, right = self.neighbours(seat)
        return [
            (left, self.stolen_from(left, own.left)),
            (right, self.stolen_from(right, own.right)),
        ]

    def steals(self, seat: int, own: Own | Parts, side: int) -> list[tuple[int, int]]:
        """(victim, VP) that ``seat`` is sure to steal with ``own`` Weapons."""
        return [(victim, took.worst) for victim, took in self.steal_range(seat, own, side)]

    def side_range(self, seat: int, own: Own | Parts, side: int) -> Range:
        """2 players: what one side of ``own`` Weapons steals from the opponent."""
        values = own.left if side == 0 else own.right
        return self.stolen_from(1 - seat, values)

    def best_side(self, seat: int, own: Own | Parts) -> tuple[int, Range]:
        """2 players: the side that steals most for sure, then most at best (left
        on a tie), and what it steals."""
        left, right = self.side_range(seat, own, 0), self.side_range(seat, own, 1)
        return (0, left) if left >= right else (1, right)

    def gain(self, seat: int, assignment: Assignment, side: int) -> int:
        """Own VP plus what his Weapons surely steal, for his Universal Goods as given."""
        own = self.own(seat, assignment)
        return own.goods + sum(vp for _, vp in self.steals(seat, own, side))

    def gain_above(self, seat: int, assignment: Assignment, side: int, floor: int) -> int | None:
        """:meth:`gain` if it beats ``floor``, else None (cheaper: see ``gem_vp_above``)."""
        player = self.model.players[seat]
        parts = player.parts(assignment)
        rest = parts.goods + sum(vp for _, vp in self.steals(seat, parts, side))
        gems = player.gem_vp_above(parts.gem_subset, floor - rest)
        return None if gems is None else gems + rest

    # --- What is stolen from a player ------------------------------------------------

    def attacks(self, attacker: int, target: int) -> list[Attack]:
        """Every way ``attacker``'s Weapons may point at ``target`` (R1: a left
        neighbour's right values, a right neighbour's left ones; 2 players: the
        side he uses).  One way once he has decided; while he has not, one per
        sub-multiset of his Universal Goods he may send to his Weapons (and per
        side, 2 players), the same values kept once."""
        key = (attacker, target)
        found = self._attacks.get(key)
        if found is not None:
            return found
        player = self.model.players[attacker]
        if self.n == 2:
            sides = [self.sides[attacker]] if self.sides[attacker] != UNDECIDED else [0, 1]
        else:
            sides = [1 if attacker == (target + 1) % self.n else 0]
        if self.open[attacker]:
            piles = [(u, player.weapon_pile(u)) for u in range(player.groups.subsets)]
            arsenals = [(u, pile.left, pile.right) for u, pile in piles]
        else:
            # His Weapon pile alone: what he has sent there (his Gems need no scoring).
            w = player.subsets_of(self.assign[attacker])[4]
            pile = player.weapon_pile(w)
            arsenals = [(w, pile.left, pile.right)]
        out: list[Attack] = []
        seen: set[Values] = set()
        for side in sides:
            for subset, left, right in arsenals:
                values = left if side == 0 else right
                if values not in seen:
                    seen.add(values)
                    out.append(Attack(values, subset, side))
        self._attacks[key] = out
        return out

    def attackers(self, seat: int) -> tuple[int, ...]:
        """Whose Weapons point at ``seat``: his left neighbour's right values and his
        right neighbour's left ones (R1), or the one opponent's."""
        return (1 - seat,) if self.n == 2 else self.neighbours(seat)

    def lost_range(self, seat: int, mask: int) -> Range:
        """What ``seat`` loses to Weapons when protected from ``mask``'s kinds: at
        worst (the most) and at best (the least)."""
        most = least = 0
        for attacker in self.attackers(seat):
            took = [stolen(a.values, mask) for a in self.attacks(attacker, seat)]
            most += max(took)
            least += min(took)
        return Range(most, least)

    def lost(self, seat: int, mask: int) -> int:
        """The most ``seat`` may lose to Weapons when protected from ``mask``'s kinds."""
        return self.lost_range(seat, mask).worst


def internal(choices: FinalChoices) -> tuple[Assignment, tuple[int, ...], int]:
    """FinalChoices as indices: destinations, kinds (WEAPONS order), side."""
    return (
        tuple(DESTINATION_INDEX[d] for d in choices.universal),
        tuple(WEAPONS.index(k) for k in choices.protection),
        SIDES.index(choices.side) if choices.side is not None else UNDECIDED,
    )
