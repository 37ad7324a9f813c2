"""R11: each player's final choices, one player after another.

Players decide in ``Table.decision_order()`` (R11: from the first player of
round 12, clockwise).  A player's proposal is the choice whose total he is
sure of whatever the players still to decide choose (docs/rules-decisions.md,
D18): the choices already made count as made; of the later players' choices,
the ones that can change his score (their Protection, their Universal Goods
sent to their Weapons, a 2-player opponent's side) count at their worst for
him.  Between choices sure of the same total, the one that could bring more
at best.

His total splits in two parts that do not interact: what his Universal Goods
and Weapon side earn him (his own VP plus what he steals, given the others'
Protection), and what is stolen from him, which only his Protection changes.
Each part is optimised on its own, exactly: the first by trying every
placement of the Universal Goods (:mod:`.search`), the second every set of
kinds against every way the later players' Weapons may point at him.  A
table whose Universal Goods have more placements than that settles in
bounded time is refused (``placements``; docs/rules-decisions.md, D13): no
proposal is ever a guess.  Remaining ties go to fewer Universal Goods moved,
then to the first option in a fixed order (destinations in ``DESTINATIONS``
order for the first Universal Good first, kinds in ``WEAPONS`` order, the
left side first), so the proposal is deterministic (D10).
"""

from __future__ import annotations

import itertools
from typing import NamedTuple

from ..model.cards import SIDES, WEAPONS
from ..model.placements import MAX_PLACEMENTS, placement_fault
from ..model.table import Table
from .choices import DESTINATIONS, FinalChoices, ScoringError
from .context import UNDECIDED, Context, Range
from .model import Assignment, TableModel
from .search import best_placement
from .weapons import Values, nets, stolen

Decision = tuple[Assignment, tuple[int, ...], int]  # destinations, protection kinds, side


def check_solvable(model: TableModel) -> None:
    """Refuse a table with a player whose Universal Goods have more placements
    than the exact search settles in bounded time (``placements``), naming the
    first such seat."""
    for seat in range(len(model.players)):
        _check_player(model, seat)


def _check_player(model: TableModel, seat: int) -> None:
    player = model.players[seat]
    if player.groups.placements <= MAX_PLACEMENTS:
        return
    fault = placement_fault(player.universals)
    if fault is not None:
        raise ScoringError(f"seat {seat} ({model.table.names[seat]}): {fault}")


def best_goods(ctx: Context, seat: int) -> tuple[Assignment, int, int]:
    """Destinations and (2 players) side maximising own VP plus the VP he is sure
    to steal: (a, side, value).

    Exact (:mod:`.search`); ties go to the more he could steal at best (D18),
    then to fewer moves, then to the first destination vector in
    ``DESTINATIONS`` order (D10).
    """
    _check_player(ctx.model, seat)
    # What this player's Weapons steal depends on his victims' Protection only:
    # as chosen, or, while a victim is still to decide, at its worst (D18).
    victims = ctx.victims(seat)

    def steal(values_left: Values, values_right: Values) -> tuple[int, int, int]:
        """(side, VP surely stolen, VP more at best)."""
        if len(victims) == 1:
            left = ctx.stolen_from(victims[0], values_left)
            right = ctx.stolen_from(victims[0], values_right)
            side, took = (0, left) if left >= right else (1, right)
            return side, took.worst, took.best - took.worst
        on_left = ctx.stolen_from(victims[0], values_left)
        on_right = ctx.stolen_from(victims[1], values_right)
        worst = on_left.worst + on_right.worst
        return UNDECIDED, worst, on_left.best + on_right.best - worst

    return best_placement(ctx.model.players[seat], steal)


def protection_masks(count: int) -> list[tuple[tuple[int, ...], int]]:
    """The kinds ``count`` Protection Spells may name, as (kinds, mask), in order:
    ``count`` different kinds (at most four), more Spells repeating the first."""
    if not count:
        return [((), 0)]
    size = min(count, len(WEAPONS))
    out = []
    for kinds in itertools.combinations(range(len(WEAPONS)), size):
        mask = 0
        for k in kinds:
            mask |= 1 << k
        out.append((kinds + (kinds[0],) * (count - size), mask))
    return out


def best_protection(ctx: Context, seat: int) -> tuple[tuple[int, ...], int]:
    """Protection kinds (indices, one per Protection Spell) minimising the most
    ``seat`` may lose to Weapons (the players still to decide at their worst,
    D18), then the least he may lose; and that most.  With k Spells the best set
    of k kinds is chosen (D9); ties go to the first set in ``WEAPONS`` order."""
    count = ctx.model.players[seat].protections
    # Each attacker's ways to point at him, once (a closed one has one way).
    ways = [[a.values for a in ctx.attacks(attacker, seat)] for attacker in ctx.attackers(seat)]
    best: tuple[tuple[int, ...], Range] | None = None
    for kinds, mask in protection_masks(count):
        most = least = 0
        for values in ways:
            if len(values) == 1:
                took = stolen(values[0], mask)
                most += took
                least += took
            else:
                lost = [stolen(v, mask) for v in values]
                most += max(lost)
                least += min(lost)
        if best is None or (most, least) < best[1]:
            best = (kinds, Range(most, least))
    assert best is not None
    return best[0], best[1].worst


def decide(ctx: Context, seat: int) -> tuple[Decision, int]:
    """One player's best choices given ``ctx``, and the total he is sure of (D18)."""
    assignment, side, gain = best_goods(ctx, seat)
    kinds, lost = best_protection(ctx, seat)
    return (assignment, kinds, side), gain - lost


def _choose(ctx: Context, seat: int) -> Decision:
    """:func:`decide`'s choices alone: with no Protection to name, what is stolen
    from him is not needed (self-play's hot path)."""
    assignment, side, _ = best_goods(ctx, seat)
    kinds = best_protection(ctx, seat)[0] if ctx.model.players[seat].protections else ()
    return assignment, kinds, side


def to_choices(ctx: Context, decision: Decision) -> FinalChoices:
    assignment, kinds, side = decision
    return FinalChoices(
        tuple(DESTINATIONS[d] for d in assignment),
        tuple(WEAPONS[k] for k in kinds),
        SIDES[side] if ctx.n == 2 else None,
    )


def _decide_table(model: TableModel) -> tuple[Context, dict[int, Decision]]:
    """Every player's choices in R11 order, recorded in the returned context."""
    check_solvable(model)
    ctx = Context.undecided(model)
    decisions: dict[int, Decision] = {}
    for seat in model.table.decision_order():
        player = model.players[seat]
        if ctx.n > 2 and not player.universals and not player.protections:
            decisions[seat] = ((), (), UNDECIDED)  # nothing to decide
            continue
        decisions[seat] = _choose(ctx, seat)
        ctx.decide(seat, decisions[seat])
    return ctx, decisions


def decide_all(table: Table) -> dict[int, FinalChoices]:
    """Every player's proposed choices, made in R11 order (each sees the earlier ones)."""
    ctx, decisions = _decide_table(TableModel(table))
    return {seat: to_choices(ctx, decisions[seat]) for seat in range(ctx.n)}


def totals(table: Table) -> tuple[int, ...]:
    """Final totals with every choice made by R11: the fast path, no explanation."""
    ctx, _ = _decide_table(TableModel(table))
    owns = [ctx.own(seat) for seat in range(ctx.n)]
    weapons = nets([(o.left, o.right) for o in owns], ctx.masks, ctx.sides)
    return tuple(o.goods + w for o, w in zip(owns, weapons, strict=True))


class Scores(NamedTuple):
    """One player's final choices (R11's) and his VP by category, Weapons net."""

    choices: FinalChoices
    spells: int
    gems: int
    spices: int
    animals: int
    weapons: int

    @property
    def total(self) -> int:
        return self.spells + self.gems + self.spices + self.animals + self.weapons


def scores(table: Table) -> tuple[Scores, ...]:
    """:func:`totals` by category, with each player's choices: the fast path where
    a screen says which categories a card would change (no explanation)."""
    ctx, decisions = _decide_table(TableModel(table))
    owns = [ctx.own(seat) for seat in range(ctx.n)]
    weapons = nets([(o.left, o.right) for o in owns], ctx.masks, ctx.sides)
    return tuple(
        Scores(to_choices(ctx, decisions[seat]), o.spells, o.gems, o.spices, o.animals, w)
        for seat, (o, w) in enumerate(zip(owns, weapons, strict=True))
    )
