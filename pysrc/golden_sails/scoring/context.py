"""What a deciding player counts on about everyone (R11), as numbers.

For each seat: where his Universal Goods go, which Weapon kinds he is
protected from (a bit mask), and in a 2-player game his Weapon side (0 left,
1 right, -1 not chosen yet).  A player still to decide counts with his
Universal Goods unmoved and no Protection (R11); an undecided 2-player
opponent's side is his best reply (docs/rules-decisions.md, D3).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..cards import WEAPONS
from .choices import DESTINATION_INDEX, FinalChoices
from .model import Assignment, Own, Parts, TableModel
from .weapons import SIDES, Values, stolen

UNDECIDED = -1


class Context:
    __slots__ = ("assign", "masks", "model", "n", "sides")

    def __init__(
        self, model: TableModel, assign: list[Assignment], masks: list[int], sides: list[int]
    ) -> None:
        self.model = model
        self.n = len(model.players)
        self.assign = assign
        self.masks = masks
        self.sides = sides

    @staticmethod
    def undecided(model: TableModel) -> Context:
        n = len(model.players)
        return Context(
            model, [(0,) * len(p.universals) for p in model.players], [0] * n, [UNDECIDED] * n
        )

    @staticmethod
    def of(model: TableModel, decided: Mapping[int, FinalChoices]) -> Context:
        ctx = Context.undecided(model)
        for seat, choices in decided.items():
            ctx.decide(seat, internal(choices))
        return ctx

    def decide(self, seat: int, decision: tuple[Assignment, tuple[int, ...], int]) -> None:
        assignment, kinds, side = decision
        self.assign[seat] = assignment
        mask = 0
        for k in kinds:
            mask |= 1 << k
        self.masks[seat] = mask
        self.sides[seat] = side

    def own(self, seat: int, assignment: Assignment | None = None) -> Own:
        return self.model.players[seat].own(self.assign[seat] if assignment is None else assignment)

    def neighbours(self, seat: int) -> tuple[int, int]:
        """(left, right), R1."""
        return (seat + 1) % self.n, (seat - 1) % self.n

    def steals(self, seat: int, own: Own | Parts, side: int) -> list[tuple[int, int]]:
        """(victim, VP) for what ``own`` Weapons of ``seat`` steal, given the
        victims' Protection as counted (R17)."""
        if self.n == 2:
            other = 1 - seat
            values = own.left if side <= 0 else own.right
            return [(other, stolen(values, self.masks[other]))]
        left, right = self.neighbours(seat)
        return [
            (left, stolen(own.left, self.masks[left])),
            (right, stolen(own.right, self.masks[right])),
        ]

    def best_side(self, seat: int, own: Own) -> tuple[int, int]:
        """2 players: the side that steals most (left on a tie), and what it steals."""
        mask = self.masks[1 - seat]
        on_left, on_right = stolen(own.left, mask), stolen(own.right, mask)
        return (0, on_left) if on_left >= on_right else (1, on_right)

    def gain(self, seat: int, assignment: Assignment, side: int) -> int:
        """Own VP plus what his Weapons steal, for his Universal Goods as given."""
        own = self.own(seat, assignment)
        return own.goods + sum(vp for _, vp in self.steals(seat, own, side))

    def gain_above(self, seat: int, assignment: Assignment, side: int, floor: int) -> int | None:
        """:meth:`gain` if it beats ``floor``, else None (cheaper: see ``gem_vp_above``)."""
        player = self.model.players[seat]
        parts = player.parts(assignment)
        rest = parts.goods + sum(vp for _, vp in self.steals(seat, parts, side))
        gems = player.gem_vp_above(parts.gem_subset, floor - rest)
        return None if gems is None else gems + rest

    def incoming(self, seat: int) -> list[tuple[int, Values]]:
        """(attacker, values per kind pointing at ``seat``); in a 2-player game one
        entry per side the opponent may still choose."""
        if self.n == 2:
            other = 1 - seat
            own = self.own(other)
            side = self.sides[other]
            if side == UNDECIDED:
                return [(other, own.left), (other, own.right)]
            return [(other, own.left if side == 0 else own.right)]
        left, right = self.neighbours(seat)
        # A left neighbour's right values point at me, a right neighbour's left ones (R1).
        return [(left, self.own(left).right), (right, self.own(right).left)]

    def lost(self, seat: int, mask: int) -> int:
        """What ``seat`` loses to Weapons when protected from ``mask``'s kinds."""
        if self.n == 2:
            return max(stolen(values, mask) for _, values in self.incoming(seat))
        return sum(stolen(values, mask) for _, values in self.incoming(seat))


def internal(choices: FinalChoices) -> tuple[Assignment, tuple[int, ...], int]:
    """FinalChoices as indices: destinations, kinds (WEAPONS order), side."""
    return (
        tuple(DESTINATION_INDEX[d] for d in choices.universal),
        tuple(WEAPONS.index(k) for k in choices.protection),
        SIDES.index(choices.side) if choices.side is not None else UNDECIDED,
    )
