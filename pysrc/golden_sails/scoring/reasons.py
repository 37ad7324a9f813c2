"""Plain-language reasons for final choices (R11), as a player would say them.

The same sentences serve the proposal (counted as the deciding player can
count, R11) and the score sheet (counted with everyone's choices made).
"""

from __future__ import annotations

from ..cards import WEAPONS, Areas
from .choices import DESTINATIONS
from .context import UNDECIDED, Context
from .gems import GemScore, gem_score
from .model import Assignment, Own
from .optimiser import Decision, best_protection
from .weapons import SIDES, Values

_CATEGORY_NAMES = {"spells": "Spells", "gems": "Gems", "spices": "Spices", "animals": "Animals"}


def kind_plural(kind: str) -> str:
    return kind.capitalize() + "s"


def pile_name(pile: str) -> str:
    return f"{pile.capitalize()} pile"


def describe_card(card: Areas) -> str:
    return f"{card.spice} / gem {card.gem} / {card.animal} / {card.weapon.describe()}"


def signed(vp: int) -> str:
    return f"{vp:+d} VP"


def _changes(ctx: Context, seat: int, before: Own, after: Own, side: int) -> list[str]:
    out = [
        f"{label} {getattr(before, attr)} -> {getattr(after, attr)} VP"
        for attr, label in _CATEGORY_NAMES.items()
        if getattr(before, attr) != getattr(after, attr)
    ]
    took = sum(vp for _, vp in ctx.steals(seat, before, side))
    takes = sum(vp for _, vp in ctx.steals(seat, after, side))
    if took != takes:
        out.append(f"Weapons steal {took} -> {takes} VP")
    return out


def universal_reasons(ctx: Context, seat: int, assignment: Assignment, side: int) -> list[str]:
    player = ctx.model.players[seat]
    out: list[str] = []
    value = ctx.gain(seat, assignment, side)
    for k, card in enumerate(player.universals):
        label = f"Universal Good {k + 1} ({describe_card(card)})"
        dest = assignment[k]
        if dest:
            stay = (*assignment[:k], 0, *assignment[k + 1 :])
            changes = _changes(ctx, seat, ctx.own(seat, stay), ctx.own(seat, assignment), side)
            gained = value - ctx.gain(seat, stay, side)
            detail = f": {', '.join(changes)}" if changes else ""
            out.append(
                f"{label} goes on top of the {pile_name(DESTINATIONS[dest])}{detail}:"
                f" {signed(gained)} against leaving it a Spell"
            )
            continue
        # Its best move: Spices, Animals, Weapons first (cheap), then Gems, which
        # is only settled if it could beat them (ties go to the earlier pile).
        best_d, best_diff = 0, 0
        for d in range(2, len(DESTINATIONS)):
            trial = (*assignment[:k], d, *assignment[k + 1 :])
            diff = ctx.gain(seat, trial, side) - value
            if best_d == 0 or diff > best_diff:
                best_d, best_diff = d, diff
        trial = (*assignment[:k], 1, *assignment[k + 1 :])
        gems = ctx.gain_above(seat, trial, side, value + best_diff - 1)
        if gems is not None:
            best_d, best_diff = 1, gems - value
        where = pile_name(DESTINATIONS[best_d])
        if best_diff > 0:
            out.append(
                f"{label} stays in the Spell pile; moving it to the {where}"
                f" would have gained {best_diff} VP"
            )
        elif best_diff == 0:
            out.append(f"{label} stays in the Spell pile: moving it (best: {where}) gains nothing")
        else:
            out.append(
                f"{label} stays in the Spell pile: its best move, to the {where},"
                f" would cost {-best_diff} VP"
            )
    return out


def gem_shift_reason(score: GemScore) -> list[str]:
    if not score.spells:
        return []
    if not score.shifts:
        return [
            f"Gem shifts: none raises the Gem score of {score.vp} VP"
            f" ({score.spells} Gem shift spell{'s' if score.spells > 1 else ''} unused)"
        ]
    used = sum(m.spells for m in score.shifts)
    moves = ", ".join(
        f"a {m.gem} becomes a {m.to}" + (f" ({m.spells} spells)" if m.spells > 1 else "")
        for m in score.shifts
    )
    unused = score.spells - used
    tail = f"; {unused} Gem shift spell{'s' if unused > 1 else ''} unused" if unused else ""
    return [
        f"Gem shifts: {moves}: Gems {score.vp_without_shifts} -> {score.vp} VP"
        f" ({signed(score.vp - score.vp_without_shifts)}){tail}"
    ]


def _stopped(incoming: list[tuple[int, Values]], kind: int) -> list[tuple[int, int]]:
    return [(attacker, values[kind]) for attacker, values in incoming if values[kind]]


def protection_reasons(ctx: Context, seat: int, kinds: tuple[int, ...]) -> list[str]:
    if not kinds:
        return []
    names = ctx.model.table.names
    me = names[seat]
    incoming = ctx.incoming(seat)
    mask = 0
    for k in kinds:
        mask |= 1 << k
    out: list[str] = []
    two_undecided = ctx.n == 2 and ctx.sides[1 - seat] == UNDECIDED
    if two_undecided:
        other = names[1 - seat]
        chosen = ", ".join(kind_plural(WEAPONS[k]) for k in sorted(set(kinds)))
        out.append(
            f"Protection from {chosen}: the most {other} could steal falls from"
            f" {ctx.lost(seat, 0)} to {ctx.lost(seat, mask)} VP ({other} has not chosen a side yet)"
        )
    else:
        for k in sorted(set(kinds)):
            plural = kind_plural(WEAPONS[k])
            stops = _stopped(incoming, k)
            if stops:
                parts = " and ".join(f"{vp} VP from {names[a]}" for a, vp in stops)
                out.append(f"Protection from {plural} stops {parts}")
            else:
                out.append(
                    f"Protection from {plural} stops nothing: no {WEAPONS[k]} that counts"
                    f" points at {me}"
                )
    if len(kinds) > len(set(kinds)):
        out.append("More Protection Spells than Weapon kinds: the extra ones repeat a kind")
    _, best_lost = best_protection(ctx, seat)
    lost = ctx.lost(seat, mask)
    if lost > best_lost:
        out.append(f"Protecting from other kinds would have saved {lost - best_lost} VP more")
    return out


def side_reason(ctx: Context, seat: int, side: int) -> list[str]:
    if ctx.n != 2:
        return []
    own = ctx.own(seat)
    other = 1 - seat
    name = ctx.model.table.names[other]
    chosen = sum(vp for _, vp in ctx.steals(seat, own, side))
    alternative = sum(vp for _, vp in ctx.steals(seat, own, 1 - side))
    return [
        f"Weapons use the {SIDES[side]} side: they steal {chosen} VP from {name}"
        f" (the {SIDES[1 - side]} side would steal {alternative} VP)"
    ]


def decision_reasons(ctx: Context, seat: int, decision: Decision) -> list[str]:
    """Why each choice of ``decision``, counted with the others as in ``ctx``."""
    assignment, kinds, side = decision
    # The sentences read this player's own state from ctx: record his decision
    # on a copy, leaving the caller's context as it was.
    mine = Context(ctx.model, list(ctx.assign), list(ctx.masks), list(ctx.sides))
    mine.decide(seat, decision)
    player = ctx.model.players[seat]
    gems = player.final_piles(assignment).gems
    out = universal_reasons(mine, seat, assignment, side)
    out += gem_shift_reason(gem_score(gems, player.shifts))
    out += protection_reasons(mine, seat, kinds)
    out += side_reason(mine, seat, side)
    if not out:
        out.append("Nothing to decide: no Universal Good, Protection or Weapon side")
    return out
