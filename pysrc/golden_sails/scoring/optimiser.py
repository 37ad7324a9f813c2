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
Each part is optimised on its own.  Ties go to fewer Universal Goods moved,
then to the first option in a fixed order (destinations in ``DESTINATIONS``
order for the first Universal Good first, kinds in ``WEAPONS`` order, the left
side first), so the proposal is deterministic.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Final

from ..cards import WEAPONS
from ..table import Table
from .choices import DESTINATIONS, FinalChoices
from .context import UNDECIDED, Context
from .model import Assignment, PlayerModel, TableModel
from .weapons import SIDES, Values, nets, stolen

Decision = tuple[Assignment, tuple[int, ...], int]  # destinations, protection kinds, side

# Beyond this many Universal Goods (the deck has 4, R19) trying every
# destination vector (5^n) is too slow; an improving search takes over.
EXHAUSTIVE_UNIVERSALS: Final = 5


def _assignments(count: int) -> Iterator[Assignment]:
    return itertools.product(range(len(DESTINATIONS)), repeat=count)


def best_goods(ctx: Context, seat: int) -> tuple[Assignment, int, int]:
    """Destinations and (2 players) side maximising own VP plus VP stolen: (a, side, value).

    Ties go to fewer moves, then to the first in ``_assignments`` order: the
    best key is (value, -moves, -position).
    """
    player = ctx.model.players[seat]
    count = len(player.universals)
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

    if count > EXHAUSTIVE_UNIVERSALS:
        return _improving_goods(player, count, steal)
    if count >= 2 and player.shifts:
        return _lazy_goods(player, count, steal)
    best_a: Assignment = (0,) * count
    own = player.own(best_a)
    side, took = steal(own.left, own.right)
    best = (own.goods + took, 0, side)
    for a in _assignments(count):
        own = player.own(a)
        side, took = steal(own.left, own.right)
        key = (own.goods + took, a.count(0) - count, side)
        if key[:2] > best[:2]:
            best_a, best = a, key
    return best_a, best[2], best[0]


Steal = Callable[[Values, Values], tuple[int, int]]


def _lazy_goods(player: PlayerModel, count: int, steal: Steal) -> tuple[Assignment, int, int]:
    """As the exhaustive search, but the Gem VP (with shifts, the costly part) is
    only settled for the sets of Universal Goods sent to Gems that could still
    win or tie: in order of a quick ceiling, each asked only whether it beats
    what the best so far needs from it."""
    groups: dict[int, list[tuple[int, Assignment, int, int, int]]] = {}
    for position, a in enumerate(_assignments(count)):
        parts = player.parts(a)
        side, took = steal(parts.left, parts.right)
        groups.setdefault(parts.gem_mask, []).append(
            (parts.goods + took, a, a.count(0) - count, side, -position)
        )
    best_rest = {mask: max(e[0] for e in group) for mask, group in groups.items()}
    ceiling = {mask: player.gem_bound(mask) + best_rest[mask] for mask in groups}
    best: tuple[int, int, int] | None = None  # (value, -moves, -position)
    best_a: Assignment = ()
    best_side = UNDECIDED
    waiting = set(groups)
    while waiting:
        mask = max(waiting, key=lambda m: (ceiling[m], -m))
        waiting.discard(mask)
        if best is not None and ceiling[mask] < best[0]:
            break  # this and every set still waiting scores less than the best
        above: int | None
        if best is None:
            known = above = player.gem_vp(mask)
        else:
            floor = best[0] - best_rest[mask] - 1
            above = player.gem_vp_above(mask, floor)
            known = floor if above is None else above  # a ceiling on this pile's Gem VP
        if above is not None:
            for rest, a, moves, side, position in groups[mask]:
                key = (above + rest, moves, position)
                if best is None or key > best:
                    best, best_a, best_side = key, a, side
        # Each Gem taken away costs at least 1 VP (it could stay a run of its
        # own): a pile's ceiling bounds the piles it contains.
        for other in waiting:
            if other & mask == other:
                fewer = bin(mask ^ other).count("1")
                ceiling[other] = min(ceiling[other], known - fewer + best_rest[other])
    assert best is not None
    return best_a, best_side, best[0]


def _improving_goods(player: PlayerModel, count: int, steal: Steal) -> tuple[Assignment, int, int]:
    """Beyond ``EXHAUSTIVE_UNIVERSALS``: move one Universal Good at a time while that helps."""

    def score(a: Assignment) -> tuple[int, int, int]:
        own = player.own(a)
        side, took = steal(own.left, own.right)
        return own.goods + took, a.count(0) - count, side

    current: Assignment = (0,) * count
    best = score(current)
    improved = True
    while improved:
        improved = False
        for k in range(count):
            for d in range(len(DESTINATIONS)):
                trial = (*current[:k], d, *current[k + 1 :])
                key = score(trial)
                if key[:2] > best[:2]:
                    current, best, improved = trial, key, True
    return current, best[2], best[0]


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
