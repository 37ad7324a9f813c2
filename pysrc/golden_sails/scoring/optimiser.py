"""R11: each player's final choices, one player after another.

Players decide in ``Table.decision_order()`` (R11: from the first player of
round 12, clockwise).  A player's proposal maximises his own final total,
taking the choices already made as made; players still to decide count with
their Universal Goods unmoved and no Protection applied; in a 2-player game an
undecided opponent's Weapon side is his best reply, so the deciding player's
Protection minimises the most the opponent could steal (docs/rules-decisions.md,
D3).

His total splits in two parts that do not interact: what his Universal Goods
and Weapon side earn him (his own VP plus what he steals, given the others'
Protection), and what is stolen from him, which only his Protection changes.
Each part is optimised on its own, exactly: the first by trying every
placement of the Universal Goods (:mod:`.search`), the second every set of
kinds.  A table whose Universal Goods have more placements than that settles
in bounded time is refused (``placements``; docs/rules-decisions.md, D13):
no proposal is ever a guess.  Ties go to fewer Universal Goods moved, then to
the first option in a fixed order (destinations in ``DESTINATIONS`` order for
the first Universal Good first, kinds in ``WEAPONS`` order, the left side
first), so the proposal is deterministic (D10).
"""

from __future__ import annotations

import itertools

from ..cards import WEAPONS
from ..placements import MAX_PLACEMENTS, placement_fault
from ..table import Table
from .choices import DESTINATIONS, FinalChoices, ScoringError
from .context import UNDECIDED, Context
from .model import Assignment, TableModel
from .search import best_placement
from .weapons import SIDES, Values, nets, stolen

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
    """Destinations and (2 players) side maximising own VP plus VP stolen: (a, side, value).

    Exact (:mod:`.search`); ties go to fewer moves, then to the first
    destination vector in ``DESTINATIONS`` order (D10).
    """
    _check_player(ctx.model, seat)
    # What this player's Weapons steal depends on his victims' Protection only.
    victims: tuple[int, ...]
    if ctx.n == 2:
        victims = (ctx.masks[1 - seat],)
    else:
        left, right = ctx.neighbours(seat)
        victims = (ctx.masks[left], ctx.masks[right])

    def steal(values_left: Values, values_right: Values) -> tuple[int, int]:
        """(side, VP stolen)."""
        if len(victims) == 1:
            on_left, on_right = stolen(values_left, victims[0]), stolen(values_right, victims[0])
            return (0, on_left) if on_left >= on_right else (1, on_right)
        return UNDECIDED, stolen(values_left, victims[0]) + stolen(values_right, victims[1])

    return best_placement(ctx.model.players[seat], steal)


def best_protection(ctx: Context, seat: int) -> tuple[tuple[int, ...], int]:
    """Protection kinds (indices, one per Protection Spell) minimising what is
    stolen from ``seat``, and that loss.  With k Spells the best set of k kinds
    is chosen; more Spells than kinds repeat the first."""
    count = ctx.model.players[seat].protections
    incoming = [values for _, values in ctx.incoming(seat)]
    if ctx.n == 2:
        # The opponent uses one side (his best reply while undecided): min-max.
        def lost(mask: int) -> int:
            return max(stolen(values, mask) for values in incoming)
    else:
        per_kind = [sum(values[k] for values in incoming) for k in range(len(WEAPONS))]
        everything = sum(per_kind)

        def lost(mask: int) -> int:
            return everything - sum(v for k, v in enumerate(per_kind) if mask >> k & 1)

    if not count:
        return (), lost(0)
    size = min(count, len(WEAPONS))
    best_kinds: tuple[int, ...] = ()
    best_lost = -1
    for kinds in itertools.combinations(range(len(WEAPONS)), size):
        mask = 0
        for k in kinds:
            mask |= 1 << k
        loss = lost(mask)
        if best_lost < 0 or loss < best_lost:
            best_kinds, best_lost = kinds, loss
    return best_kinds + (best_kinds[0],) * (count - size), best_lost


def decide(ctx: Context, seat: int) -> tuple[Decision, int]:
    """One player's best choices given ``ctx``, and his total as he counts it."""
    assignment, side, gain = best_goods(ctx, seat)
    kinds, lost = best_protection(ctx, seat)
    return (assignment, kinds, side), gain - lost


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
        decisions[seat], _ = decide(ctx, seat)
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
