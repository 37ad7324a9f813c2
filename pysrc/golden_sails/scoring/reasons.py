"""Plain-language reasons for final choices (R11), as a player would say them.

The same sentences serve the proposal (counted as the deciding player can
count, R11) and the score sheet (counted with everyone's choices made).
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple

from ..model.cards import SIDES, WEAPONS, Areas
from ..model.glossary import PROTECTION_FROM, good_plural, kind_name, kind_plural, spell_name
from ..model.i18n import N_, _, item_list, ngettext, word_list
from ..model.i18n import signed as signed_figure
from .choices import DESTINATIONS
from .context import UNDECIDED, Attack, Context
from .gems import GemScore, gem_score
from .model import Assignment, Own
from .optimiser import Decision, best_protection
from .weapons import Values, stolen

# The categories a Universal Good's move can change, by pile (named when shown,
# in the language of the call).
_CATEGORIES = ("spells", "gems", "spices", "animals")


# A Universal Good's reason, one whole sentence per pile it goes to or could
# go to (a language gives each pile its own article and case).
_GOES_CHANGES: Final = {
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)"); {changes} lists what each Good
    # type's VP become ("Gems 9 -> 16 VP, Spells 0 -> 2 VP"); {gain} comes with its VP ("+7 VP").
    "gems": N_("{good} goes on top of the Gems pile: {changes}: {gain} against leaving it a Spell"),
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)"); {changes} lists what each Good
    # type's VP become ("Gems 9 -> 16 VP, Spells 0 -> 2 VP"); {gain} comes with its VP ("+7 VP").
    "spices": N_(
        "{good} goes on top of the Spices pile: {changes}: {gain} against leaving it a Spell"
    ),
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)"); {changes} lists what each Good
    # type's VP become ("Gems 9 -> 16 VP, Spells 0 -> 2 VP"); {gain} comes with its VP ("+7 VP").
    "animals": N_(
        "{good} goes on top of the Animals pile: {changes}: {gain} against leaving it a Spell"
    ),
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)"); {changes} lists what each Good
    # type's VP become ("Gems 9 -> 16 VP, Spells 0 -> 2 VP"); {gain} comes with its VP ("+7 VP").
    "weapons": N_(
        "{good} goes on top of the Weapons pile: {changes}: {gain} against leaving it a Spell"
    ),
}
_GOES: Final = {
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)"); {gain} comes with its VP ("+7 VP").
    "gems": N_("{good} goes on top of the Gems pile: {gain} against leaving it a Spell"),
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)"); {gain} comes with its VP ("+7 VP").
    "spices": N_("{good} goes on top of the Spices pile: {gain} against leaving it a Spell"),
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)"); {gain} comes with its VP ("+7 VP").
    "animals": N_("{good} goes on top of the Animals pile: {gain} against leaving it a Spell"),
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)"); {gain} comes with its VP ("+7 VP").
    "weapons": N_("{good} goes on top of the Weapons pile: {gain} against leaving it a Spell"),
}
_WOULD_GAIN: Final = {
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)").
    "gems": N_(
        "{good} stays in the Spell pile; moving it to the Gems pile would have gained {vp} VP"
    ),
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)").
    "spices": N_(
        "{good} stays in the Spell pile; moving it to the Spices pile would have gained {vp} VP"
    ),
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)").
    "animals": N_(
        "{good} stays in the Spell pile; moving it to the Animals pile would have gained {vp} VP"
    ),
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)").
    "weapons": N_(
        "{good} stays in the Spell pile; moving it to the Weapons pile would have gained {vp} VP"
    ),
}
_GAINS_NOTHING: Final = {
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)").
    "gems": N_("{good} stays in the Spell pile: moving it (best: Gems pile) gains nothing"),
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)").
    "spices": N_("{good} stays in the Spell pile: moving it (best: Spices pile) gains nothing"),
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)").
    "animals": N_("{good} stays in the Spell pile: moving it (best: Animals pile) gains nothing"),
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)").
    "weapons": N_("{good} stays in the Spell pile: moving it (best: Weapons pile) gains nothing"),
}
_WOULD_COST: Final = {
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)").
    "gems": N_(
        "{good} stays in the Spell pile: its best move, to the Gems pile, would cost {vp} VP"
    ),
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)").
    "spices": N_(
        "{good} stays in the Spell pile: its best move, to the Spices pile, would cost {vp} VP"
    ),
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)").
    "animals": N_(
        "{good} stays in the Spell pile: its best move, to the Animals pile, would cost {vp} VP"
    ),
    # Translators: a reason of the final choices (under "Why this proposal" and a score sheet's
    # "Final choices, explained"): {good} is the Universal Good with its number and Areas
    # ("Universal Good 1 (Mint / Gem 1 / Serpent / Katar 1-2)").
    "weapons": N_(
        "{good} stays in the Spell pile: its best move, to the Weapons pile, would cost {vp} VP"
    ),
}


def describe_card(card: Areas) -> str:
    """A Universal Good's four Areas: "Mint / Gem 1 / Serpent / Katar 1-2"."""
    return _("{spice} / Gem {gem} / {animal} / {weapon}").format(
        spice=kind_name(card.spice),
        gem=card.gem,
        animal=kind_name(card.animal),
        weapon=card.weapon.describe(),
    )


def signed(vp: int) -> str:
    return _("{vp} VP").format(vp=signed_figure(vp))


def _changes(ctx: Context, seat: int, before: Own, after: Own, side: int) -> list[str]:
    out = [
        _("{category} {before} -> {after} VP").format(
            category=good_plural(pile), before=getattr(before, pile), after=getattr(after, pile)
        )
        for pile in _CATEGORIES
        if getattr(before, pile) != getattr(after, pile)
    ]
    took = sum(vp for _, vp in ctx.steals(seat, before, side))
    takes = sum(vp for _, vp in ctx.steals(seat, after, side))
    if took != takes:
        # Translators: an item of the list of what each Good type's VP become, joined by commas:
        # {before} and {after} are the VP the player's Weapons steal before and after.
        out.append(_("Weapons steal {before} -> {after} VP").format(before=took, after=takes))
    return out


def universal_reasons(ctx: Context, seat: int, assignment: Assignment, side: int) -> list[str]:
    player = ctx.model.players[seat]
    out: list[str] = []
    value = ctx.gain(seat, assignment, side)
    for k, card in enumerate(player.universals):
        # Translators: a Universal Good's label in the reasons of the final choices: {n} is its
        # number among the player's, from 1; {card} its four Areas ("Mint / Gem 1 / Serpent / Katar
        # 1-2").
        label = _("Universal Good {n} ({card})").format(n=k + 1, card=describe_card(card))
        dest = assignment[k]
        if dest:
            stay = (*assignment[:k], 0, *assignment[k + 1 :])
            changes = _changes(ctx, seat, ctx.own(seat, stay), ctx.own(seat, assignment), side)
            gained = value - ctx.gain(seat, stay, side)
            pile = DESTINATIONS[dest]
            if changes:
                text = _(_GOES_CHANGES[pile]).format(
                    good=label, changes=item_list(changes), gain=signed(gained)
                )
            else:
                text = _(_GOES[pile]).format(good=label, gain=signed(gained))
            out.append(text)
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
        where = DESTINATIONS[best_d]
        if best_diff > 0:
            text = _(_WOULD_GAIN[where])
        elif best_diff == 0:
            text = _(_GAINS_NOTHING[where])
        else:
            text = _(_WOULD_COST[where])
        out.append(text.format(good=label, vp=abs(best_diff)))
    return out


def gem_shift_reason(score: GemScore) -> list[str]:
    """What the "+1/-1 to any Gem" Spells did (D4: always at their best)."""
    if not score.spells:
        return []
    name = spell_name("gem_shift")
    if not score.shifts:
        return [
            ngettext(
                '"{spell}": no change raises the Gem score of {vp} VP ({n} such Spell unused)',
                '"{spell}": no change raises the Gem score of {vp} VP ({n} such Spells unused)',
                score.spells,
            ).format(spell=name, vp=score.vp, n=score.spells)
        ]
    used = sum(m.spells for m in score.shifts)
    moves = item_list(
        [
            # Translators: what a "+1/-1 to any Gem" Spell does, an item of a list joined
            # by commas: {gem} is the Gem's class before, {to} after (the Gem itself, as
            # "a 4 becomes a 5").
            ngettext(
                "a {gem} becomes a {to} ({n} Spell)",
                "a {gem} becomes a {to} ({n} Spells)",
                m.spells,
            ).format(gem=m.gem, to=m.to, n=m.spells)
            if m.spells > 1
            # Translators: what a "+1/-1 to any Gem" Spell does, an item of a list joined
            # by commas: {gem} is the Gem's class before, {to} after (the Gem itself, as
            # "a 4 becomes a 5").
            else _("a {gem} becomes a {to}").format(gem=m.gem, to=m.to)
            for m in score.shifts
        ]
    )
    unused = score.spells - used
    fields = {
        "spell": name,
        "moves": moves,
        "before": score.vp_without_shifts,
        "after": score.vp,
        "change": signed(score.vp - score.vp_without_shifts),
        "n": unused,
    }
    if not unused:
        # Translators: a reason of the Gem score: {moves} lists what the Spells do ("a 4 becomes a
        # 5"); {before} and {after} are the Gem VP without and with them; {change} the difference
        # with its VP ("+7 VP").
        return [_('"{spell}": {moves}: Gems {before} -> {after} VP ({change})').format(**fields)]
    return [
        # Translators: a reason of the Gem score: {moves} lists what the Spells do ("a 4 becomes a
        # 5"); {before} and {after} are the Gem VP without and with them; {change} the difference
        # with its VP ("+7 VP"); {n} the Spells unused.
        ngettext(
            '"{spell}": {moves}: Gems {before} -> {after} VP ({change}); {n} such Spell unused',
            '"{spell}": {moves}: Gems {before} -> {after} VP ({change}); {n} such Spells unused',
            unused,
        ).format(**fields)
    ]


def _stops(ctx: Context, seat: int, attacker: int, kind: int) -> tuple[int, bool]:
    """The most ``attacker``'s values of ``kind`` pointing at ``seat`` may be,
    and whether that is still open (he decides later and may change it)."""
    values = {a.values[kind] for a in ctx.attacks(attacker, seat)}
    return max(values), len(values) > 1


def protection_reasons(ctx: Context, seat: int, kinds: tuple[int, ...]) -> list[str]:
    if not kinds:
        return []
    names = ctx.model.table.names
    me = names[seat]
    mask = 0
    for k in kinds:
        mask |= 1 << k
    out: list[str] = []
    for k in sorted(set(kinds)):
        plural = kind_plural(WEAPONS[k], PROTECTION_FROM)
        stops = [(a, *_stops(ctx, seat, a, k)) for a in ctx.attackers(seat)]
        stops = [(a, vp, still) for a, vp, still in stops if vp]
        if stops:
            # Two neighbours at most: "a and b" (word_list).
            parts = word_list(
                [
                    (
                        _("up to {vp} VP from {player}") if still else _("{vp} VP from {player}")
                    ).format(vp=vp, player=names[a])
                    for a, vp, still in stops
                ]
            )
            # Translators: a reason of the Protection chosen: {kinds} is the Weapon kind's plural
            # after "from" (its own form, "Katars"); {parts} lists what it stops ("2 VP from Ann and
            # up to 3 VP from Ben").
            out.append(_("Protection from {kinds} stops {parts}").format(kinds=plural, parts=parts))
        else:
            out.append(
                # Translators: a reason of the Protection chosen: {kinds} is the Weapon kind's
                # plural after "from" (its own form, "Katars"); {kind} the same kind's name in the
                # singular (the glossary's); {player} the player protected.
                _(
                    "Protection from {kinds} stops nothing: no {kind} that counts points"
                    " at {player}"
                ).format(kinds=plural, kind=kind_name(WEAPONS[k]), player=me)
            )
    later = [a for a in ctx.attackers(seat) if len(ctx.attacks(a, seat)) > 1]
    if later:
        out.append(
            # Translators: {who} lists the names of the players who decide after {player} ("Ann and
            # Ben"); {before} and {after} are VP. The form follows the number of players in {who}.
            ngettext(
                "The most {who} could steal from {player} falls from {before} to {after} VP"
                " ({who} still decides)",
                "The most {who} could steal from {player} falls from {before} to {after} VP"
                " ({who} still decide)",
                len(later),
            ).format(
                who=word_list([names[a] for a in later]),
                player=me,
                before=ctx.lost(seat, 0),
                after=ctx.lost(seat, mask),
            )
        )
    if len(kinds) > len(set(kinds)):
        out.append(_("More Protection Spells than Weapon kinds: the extra ones repeat a kind"))
    _unused, best_lost = best_protection(ctx, seat)
    lost = ctx.lost(seat, mask)
    if lost > best_lost:
        out.append(
            _("Protecting from other kinds would have saved {vp} VP more").format(
                vp=lost - best_lost
            )
        )
    return out


def side_reason(ctx: Context, seat: int, side: int) -> list[str]:
    if ctx.n != 2:
        return []
    own = ctx.own(seat)
    other = 1 - seat
    name = ctx.model.table.names[other]
    chosen = sum(vp for _, vp in ctx.steals(seat, own, side))
    alternative = sum(vp for _, vp in ctx.steals(seat, own, 1 - side))
    text = (
        # Translators: {other} is the VP the other side would steal.
        _(
            "Weapons use the left side: they steal {vp} VP from {player}"
            " (the right side would steal {other} VP)"
        )
        if SIDES[side] == "left"
        # Translators: {other} is the VP the other side would steal.
        else _(
            "Weapons use the right side: they steal {vp} VP from {player}"
            " (the left side would steal {other} VP)"
        )
    )
    return [text.format(vp=chosen, player=name, other=alternative)]


class Risk(NamedTuple):
    """A later player's choice that would leave the deciding player below his best
    case (D18): whose, which (``protection``: his Protection; ``weapons``: where
    his Universal Goods go and, 2 players, his side), how many VP, in words."""

    seat: int
    kind: str
    vp: int
    text: str

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind, "vp": self.vp, "text": self.text}


class Outlook(NamedTuple):
    """A player's total for his choices, whatever the players still to decide
    choose: the least (``sure``), the most (``best``), and the later choices
    that would lower it from the best to the sure figure."""

    sure: int
    best: int
    risks: tuple[Risk, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "sure_total": self.sure,
            "best_total": self.best,
            "risks": [risk.to_json() for risk in self.risks],
        }


def _protect_text(ctx: Context, victim: int, values: Values) -> str:
    count = min(ctx.open_protections(victim), len(WEAPONS))
    ranked = sorted(range(len(WEAPONS)), key=lambda k: (-values[k], k))
    kinds = [kind_plural(WEAPONS[k], PROTECTION_FROM) for k in ranked[:count] if values[k]]
    names = ctx.model.table.names
    # Translators: a later player's choice that would cost the player VP, a whole main clause
    # filling "If …: 5 VP less.": {kinds} lists the Weapon kinds' plurals after "from" (their own
    # form, "Katars and Mambeles").
    return _("{player} chooses Protection from {kinds}").format(
        player=names[victim], kinds=word_list(kinds)
    )


def _attack_text(ctx: Context, attacker: int, attack: Attack) -> str:
    """What a player still to decide could do to take VP from another: one whole
    sentence per case (what he does with his Universal Goods, the side he uses)."""
    name = ctx.model.table.names[attacker]
    moved = ctx.model.players[attacker].moved(attack.subset)
    side = SIDES[attack.side] if ctx.n == 2 and ctx.sides[attacker] == UNDECIDED else None
    if moved:
        # Translators: a Universal Good in a list of them, in brackets: {card} is its four Areas
        # ("Mint / Gem 1 / Serpent / Katar 1-2").
        cards = word_list([_("({card})").format(card=describe_card(card)) for card in moved])
        # Translators: {cards} lists the Universal Goods' Areas, each in brackets.
        if side is None:
            # Translators: a later player's choice that would cost the player VP, a whole main
            # clause filling "If …: 5 VP less.". The form follows the number of Universal Goods in
            # {cards}.
            text = ngettext(
                "{player} moves the Universal Good {cards} to the Weapons pile",
                "{player} moves the Universal Goods {cards} to the Weapons pile",
                len(moved),
            )
        elif side == "left":
            # Translators: a later player's choice that would cost the player VP, a whole main
            # clause filling "If …: 5 VP less.": {cards} lists the Universal Goods' Areas, each in
            # brackets. The form follows the number of Universal Goods in {cards}.
            text = ngettext(
                "{player} moves the Universal Good {cards} to the Weapons pile "
                "and uses the left side of the Weapons",
                "{player} moves the Universal Goods {cards} to the Weapons pile "
                "and uses the left side of the Weapons",
                len(moved),
            )
        else:
            # Translators: a later player's choice that would cost the player VP, a whole main
            # clause filling "If …: 5 VP less.": {cards} lists the Universal Goods' Areas, each in
            # brackets. The form follows the number of Universal Goods in {cards}.
            text = ngettext(
                "{player} moves the Universal Good {cards} to the Weapons pile "
                "and uses the right side of the Weapons",
                "{player} moves the Universal Goods {cards} to the Weapons pile "
                "and uses the right side of the Weapons",
                len(moved),
            )
        return text.format(player=name, cards=cards)
    if ctx.model.players[attacker].universals:
        if side is None:
            text = _("{player} leaves the Universal Goods out of the Weapons pile")
        elif side == "left":
            text = _(
                "{player} leaves the Universal Goods out of the Weapons pile "
                "and uses the left side of the Weapons"
            )
        else:
            text = _(
                "{player} leaves the Universal Goods out of the Weapons pile "
                "and uses the right side of the Weapons"
            )
        return text.format(player=name)
    if side == "left":
        return _("{player} uses the left side of the Weapons").format(player=name)
    if side == "right":
        return _("{player} uses the right side of the Weapons").format(player=name)
    # A bug, never a player's: an attack changes a Universal Good or a side.
    raise ValueError("an attack with neither a Universal Good nor a side")


def outlook(ctx: Context, seat: int, decision: Decision) -> Outlook:
    """What ``decision`` leaves ``seat`` in the worst and the best case of the
    players still to decide, and which of their choices makes the difference."""
    assignment, _, side = decision
    mine = ctx.copy()
    mine.decide(seat, decision)
    own = mine.own(seat, assignment)
    mask = mine.masks[seat]
    sure = best = own.goods
    risks: list[Risk] = []
    # The values each victim faces, in steal_range's order (R1, R17).
    faced = [own.left if side <= 0 else own.right] if ctx.n == 2 else [own.left, own.right]
    for values, (victim, took) in zip(faced, mine.steal_range(seat, own, side), strict=True):
        sure += took.worst
        best += took.best
        if took.best > took.worst:
            text = _protect_text(mine, victim, values)
            risks.append(Risk(victim, "protection", took.best - took.worst, text))
    for attacker in mine.attackers(seat):
        attacks = mine.attacks(attacker, seat)
        lost = [stolen(a.values, mask) for a in attacks]
        most, least = max(lost), min(lost)
        sure -= most
        best -= least
        if most > least:
            text = _attack_text(mine, attacker, attacks[lost.index(most)])
            risks.append(Risk(attacker, "weapons", most - least, text))
    return Outlook(sure, best, tuple(risks))


def decision_reasons(ctx: Context, seat: int, decision: Decision) -> list[str]:
    """Why each choice of ``decision``, counted with the others as in ``ctx``."""
    assignment, kinds, side = decision
    # The sentences read this player's own state from ctx: record his decision
    # on a copy, leaving the caller's context as it was.
    mine = ctx.copy()
    mine.decide(seat, decision)
    player = ctx.model.players[seat]
    gems = player.final_piles(assignment).gems
    out = universal_reasons(mine, seat, assignment, side)
    out += gem_shift_reason(gem_score(gems, player.shifts))
    out += protection_reasons(mine, seat, kinds)
    out += side_reason(mine, seat, side)
    if not out:
        out.append(_("Nothing to decide: no Universal Good, Protection or Weapon side"))
    return out
