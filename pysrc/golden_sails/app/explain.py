"""What a choice would change, in words, from the viewer's own view.

For each Area of each card on the table, :func:`area_notes` tells how that
Good type scores (the rulebook's terms) and what taking the card as that Good
would change for the viewer now: "As a Gem: +7 VP if the game ended now; your
sequence 3-4-5 becomes 3-4-5-6".  :func:`scores_now` gives each player's total if
the game ended now, from what the viewer may see: a Gem whose class he may
not see is left out, and said so.

Everything is read from the view (golden_sails.bots.knowledge reads it), so a
note can never tell more than the viewer may know.
"""

from __future__ import annotations

from functools import reduce
from typing import Final

from ..bots.knowledge import known_gems, known_table, with_card
from ..game.log import gem_visible
from ..game.seen import CardFacts, View
from ..game.words import HOW_IT_SCORES
from ..model.cards import PILES, WEAPONS, Areas
from ..model.deck import load_animal_references
from ..model.glossary import YOU_HAVE_ALREADY, good_plural, kind_name
from ..model.i18n import N_, NP_, _, item_list, ngettext, pgettext, sequence_text, signed
from ..model.table import Piles, Table
from ..scoring import (
    FinalChoices,
    Scores,
    TableScore,
    decide_all,
    final_piles,
    score_table,
    scores,
    totals,
)
from ..scoring.animals import animal_score
from ..scoring.gems import gem_score
from ..scoring.spells import PileCounts, spell_reason, spell_vp
from ..scoring.spices import SPICE_VP
from ..scoring.weapons import weapon_values
from .protocol import Score, SheetNow

# A second Weapon of a kind (R17): one sentence per kind, as "a second" takes
# the kind's gender in many languages ("ein zweiter Katar", "ein zweites Mambele").
_SECOND_WEAPON = {
    "boomerang": N_("a second Boomerang: both count 0, still Weapon cards"),
    "mambele": N_("a second Mambele: both count 0, still Weapon cards"),
    "shuriken": N_("a second Shuriken: both count 0, still Weapon cards"),
    "katar": N_("a second Katar: both count 0, still Weapon cards"),
}

# A Good with its article after "As" ("As a Gem: +7 VP if the game ended now").
_AS = {
    "spells": NP_("as", "a Spell"),
    "gems": NP_("as", "a Gem"),
    "spices": NP_("as", "a Spice"),
    "animals": NP_("as", "an Animal"),
    "weapons": NP_("as", "a Weapon"),
}


def _all(items: list[str]) -> str:
    """ "a and b and c": sequences side by side."""
    # Translators: joins Gem sequences side by side in an Area's note ("3-4 and 6-7"): {items} is
    # the sequences so far, {last} the last one, each written as its classes ("6-7").
    return reduce(lambda a, b: _("{items} and {last}").format(items=a, last=b), items)


def _runs(runs: tuple[tuple[int, ...], ...]) -> str:
    # Translators: in an Area's note, where a list of Gem sequences would stand: the player has no
    # sequence ("your sequences none become 5").
    return _all([sequence_text(run) for run in runs]) if runs else _("none")


def _shifts(piles: Piles) -> int:
    return sum(1 for s in piles.spells if s.power == "gem_shift")


def _gem_change(before: Piles, after: Piles, gem: int) -> str:
    old = gem_score(before.gems, _shifts(before))
    new = gem_score(after.gems, _shifts(after))
    grown = next((run for run in new.runs if gem in run and len(run) > 1), None)
    if grown is not None:
        parts = [run for run in old.runs if set(run) <= set(grown)]
        if len(parts) == 1:
            before_text, after_text = sequence_text(parts[0]), sequence_text(grown)
            # Translators: in an Area's note, after a colon, in lower case: {before} is the player's
            # Gem sequence as its classes ("3-4"), {after} the same with the Gem taken ("3-4-5").
            return _("your sequence {before} becomes {after}").format(
                before=before_text, after=after_text
            )
        if len(parts) > 1:
            # Translators: in an Area's note, after a colon, in lower case: {sequences} are the
            # player's sequences the Gem joins ("3-4 and 6-7"), {sequence} the one they make
            # ("3-4-5-6-7").
            return _("it joins {sequences} into {sequence}").format(
                sequences=_all([sequence_text(r) for r in parts]),
                sequence=sequence_text(grown),
            )
    if new.vp == old.vp + 1:
        return _("a sequence of its own: class {gem}").format(gem=gem)
    # Translators: in an Area's note, after a colon, in lower case: {before} and {after} are the
    # player's Gem sequences before and with the Gem, as their classes ("3-4 and 6"), or "none".
    return _("your sequences {before} become {after}").format(
        before=_runs(old.runs), after=_runs(new.runs)
    )


def _kinds(n: int) -> str:
    # Translators: a count of Spice kinds, inside the Spice notes of a card's Area ("you have Mint
    # already: still 3 kinds", "a new kind: 3 kinds become 4 kinds").
    return ngettext("{n} kind", "{n} kinds", n).format(n=n)


def _spice_change(before: Piles, spice: str) -> str:
    kinds = len(set(before.spices))
    if spice in before.spices:
        # Translators: in an Area's note, after a colon, in lower case: {spice} is the Spice kind's
        # name as the object of "you have ... already" (its own form); {kinds} how many kinds the
        # player has ("3 kinds").
        return _("you have {spice} already: still {kinds}").format(
            spice=kind_name(spice, YOU_HAVE_ALREADY), kinds=_kinds(kinds)
        )
    # Translators: in an Area's note, after a colon, in lower case: {before} and {after} are how
    # many Spice kinds the player has before and with the card ("3 kinds", "4 kinds"); {old} and
    # {new} their VP.
    return _("a new kind: {before} become {after} ({old} -> {new} VP)").format(
        before=_kinds(kinds),
        after=_kinds(kinds + 1),
        old=SPICE_VP[kinds],
        new=SPICE_VP[kinds + 1],
    )


def _animal_change(table: Table, before: Piles, after: Piles) -> str:
    reference = load_animal_references()[table.animal_reference]
    old = animal_score(reference, before.animals)
    new = animal_score(reference, after.animals)
    # Translators: in an Area's note, after a colon, in lower case: {old} and {new} are the player's
    # Animal VP before and with the card; {code} the Animal reference's numeral, I to V.
    return _("your Animals score {old} -> {new} VP (reference {code})").format(
        old=old.vp, new=new.vp, code=reference.code
    )


def _weapon_change(table: Table, seat: int, before: Piles, after: Piles, kind: str) -> str:
    if any(w.kind == kind for w in before.weapons):
        return _(_SECOND_WEAPON[kind])
    boosts = [0, 0, 0, 0]
    for spell in before.spells:
        if spell.power == "weapon_boost" and spell.weapon is not None:
            boosts[WEAPONS.index(spell.weapon)] += 1
    old_left, old_right = (
        weapon_values(before.weapons, boosts) if before.weapons else ((0,) * 4,) * 2
    )
    new_left, new_right = weapon_values(after.weapons, boosts)
    gained_left, gained_right = sum(new_left) - sum(old_left), sum(new_right) - sum(old_right)
    n = table.players
    if n == 2:
        return _("it steals {vp} more from {player}").format(
            vp=max(gained_left, gained_right), player=table.names[1 - seat]
        )
    left, right = table.names[(seat + 1) % n], table.names[(seat - 1) % n]
    # Translators: in an Area's note, after a colon, in lower case: {left} and {right} are the names
    # of the players on the left and on the right, {left_vp} and {right_vp} how many VP more the
    # Weapon steals from each.
    return _("it steals {left_vp} more from {left} (left), {right_vp} from {right} (right)").format(
        left_vp=gained_left, left=left, right_vp=gained_right, right=right
    )


# A Universal Good taken as a Spell counts where its final choice sends it
# (R12): one sentence per pile the proposal (R11) would send it to, so a language
# gives each pile its own case.
_UNIVERSAL_GOES: Final = {
    "gems": N_(
        "{spell}: it counts where your final choice sends it, and the app would propose"
        " moving it to your Gems pile, as {area}"
    ),
    "spices": N_(
        "{spell}: it counts where your final choice sends it, and the app would propose"
        " moving it to your Spices pile, as {area}"
    ),
    "animals": N_(
        "{spell}: it counts where your final choice sends it, and the app would propose"
        " moving it to your Animals pile, as {area}"
    ),
    "weapons": N_(
        "{spell}: it counts where your final choice sends it, and the app would propose"
        " moving it to your Weapons pile, as {area}"
    ),
}
_CATEGORIES: Final = ("spells", "gems", "spices", "animals", "weapons")  # the booklet's order


def _spell_note(table: Table, seat: int, before: Scores, after_table: Table) -> str:
    """The note on a card's Spell Area: the VP it brings if the game ended now,
    where they come from when not (only) from the card's own VP, and the card.

    A Spell with no VP of its own (a Gem shift, a reinforcement, a Protection, a
    Universal Good, R13) may still change the total through other categories,
    and any Spell changes what the Spells counting the Spell pile score: so the
    change of each category is said whenever the total changes by more than
    the card's own VP, and a Universal Good says where it would count (R12:
    where R11's proposal sends it, as every "if the game ended now" counts)."""
    after = scores(after_table)[seat]
    change, own = spell_change(after_table, seat, after)
    moved = {
        category: (getattr(before, category), getattr(after, category))
        for category in _CATEGORIES
        if getattr(before, category) != getattr(after, category)
    }
    pile = "spells"  # a variable: Babel would take a literal key inside _() for a message
    fields = {
        "good": pgettext("as", _AS[pile]),
        "gain": signed(after.total - before.total),
        "change": change,
        "how": _(HOW_IT_SCORES[pile]),
    }
    if moved == ({"spells": (before.spells, before.spells + own)} if own else {}):
        # Translators: the note of a card's Area (a long press on it): {good} is the Good type with
        # its article after "As" (its own form, "a Gem"); {change} what the card changes, a phrase
        # in lower case ("your sequence 3-4 becomes 3-4-5"); {how} a sentence saying how the Good
        # type scores.
        return _("As {good}: {gain} VP if the game ended now; {change}. {how}").format(**fields)
    changes = item_list(
        [
            # Translators: what one Good type's VP become, an item of a list joined by
            # commas: {category} is the Good type's plural ("Gems"), {before} and {after}
            # its VP before and after.
            _("{category} {before} -> {after} VP").format(
                category=good_plural(category), before=old, after=new
            )
            for category, (old, new) in moved.items()
        ]
    )
    # Translators: the note of a card's Spell Area (a long press on it): {good} is the Good type
    # with its article after "As" (its own form, "a Spell"); {changes} lists what each Good type's
    # VP become ("Gems 9 -> 16 VP, Spells 0 -> 2 VP"); {change} what the Spell does, a phrase; {how}
    # a sentence saying how Spells score.
    return _("As {good}: {gain} VP if the game ended now ({changes}); {change}. {how}").format(
        changes=changes, **fields
    )


def spell_change(after_table: Table, seat: int, after: Scores) -> tuple[str, int]:
    """The Spell atop ``seat``'s Spell pile in ``after_table`` (scored ``after``), in
    words ("2 VP for each Phoenix: 1 Phoenix"), and the VP it scores of its own: a
    Universal Good says where R11's proposal would send it (R12), any other Spell
    its reason (R13)."""
    piles = after_table.piles[seat]
    spell = piles.spells[-1]
    goes = "spells"
    if spell.power == "universal":
        k = sum(1 for s in piles.spells if s.power == "universal") - 1
        goes = after.choices.universal[k]
    if goes != "spells":
        assert spell.card is not None
        change = _(_UNIVERSAL_GOES[goes]).format(
            spell=spell.describe(), area=_area_text(spell.card, goes)
        )
        return change, 0
    if spell.power == "universal":
        change = _(
            "{spell}: it counts where your final choice sends it, and the app would propose"
            " leaving it a Spell, which scores nothing of its own"
        ).format(spell=spell.describe())
        return change, 0
    counts = PileCounts.of(final_piles(after_table, seat, after.choices))
    # Translators: in an Area's note, the Spell's line: {reason} is how the Spell scores now, a
    # phrase ("3 Spells (this one included) x 2 VP = 6 VP").
    change = _("{spell}: {reason}").format(
        spell=spell.describe(), reason=spell_reason(spell, counts)
    )
    return change, spell_vp(spell, counts)


def _area_text(card: Areas, pile: str) -> str:
    """A Universal Good's Area for ``pile``, in words ("Phoenix", "Gem 5")."""
    match pile:
        case "gems":
            # Translators: an Area's words for a Gem, as a label ("Gem 5") or in a sentence: on a
            # card, in the log and on the score sheet.
            return _("Gem {gem}").format(gem=card.gem)
        case "spices":
            return kind_name(card.spice)
        case "animals":
            return kind_name(card.animal)
    return card.weapon.describe()


def as_good(pile: str) -> str:
    """A Good type with its article after "As": "a Gem"."""
    return pgettext("as", _AS[pile])


def change_words(table: Table, seat: int, card: CardFacts, pile: str, after_table: Table) -> str:
    """What ``card`` taken into ``pile`` changes for ``seat``, in the rules' words
    ("your sequence 3-4 becomes 3-4-5"); ``after_table`` has it there."""
    before, after = table.piles[seat], after_table.piles[seat]
    if pile == "gems":
        return _gem_change(before, after, card["gem"])
    if pile == "spices":
        return _spice_change(before, card["spice"])
    if pile == "animals":
        return _animal_change(table, before, after)
    return _weapon_change(table, seat, before, after, card["weapon"]["kind"])


def area_notes(view: View) -> dict[str, dict[str, str]]:
    """:func:`area_note` for each card on the table (by slot, as a string key)
    and each of its Areas; empty for the table's view (nobody's)."""
    notes: dict[str, dict[str, str]] = {}
    for slot, cell in enumerate(view["table"]):
        if cell is None or view["viewer"] is None:
            continue
        per_pile = {pile: area_note(view, slot, pile) for pile in PILES}
        notes[str(slot)] = {pile: note for pile, note in per_pile.items() if note is not None}
    return notes


def area_note(view: View, slot: int, pile: str) -> str | None:
    """How the Good of one Area scores and what taking the card so would change
    for the viewer now (a long press on the Area); None for the table's view
    (nobody's) or a slot with no card."""
    seat = view["viewer"]
    cell = view["table"][slot]
    if seat is None or cell is None:
        return None
    table = known_table(view)
    before = scores(table)[seat]
    after = with_card(table, seat, cell["card"], pile)
    if pile == "spells":
        return _spell_note(table, seat, before, after)
    gain = totals(after)[seat] - before.total
    change = change_words(table, seat, cell["card"], pile, after)
    return _("As {good}: {gain} VP if the game ended now; {change}. {how}").format(
        good=as_good(pile),
        gain=signed(gain),
        change=change,
        how=_(HOW_IT_SCORES[pile]),
    )


def scores_now(view: View) -> list[Score]:
    """Each player's total if the game ended now, as the viewer may count it,
    and how many of his Gems the viewer cannot see (left out of that total)."""
    table = known_table(view)
    known = known_gems(view)
    now = totals(table)
    return [
        {
            "seat": seat,
            "total": now[seat],
            "hidden_gems": len(player["piles"]["gems"]) - len(known[seat]),
        }
        for seat, player in enumerate(view["players"])
    ]


def final_sheet(view: View) -> TableScore:
    """The final score sheet of a finished game's view, with its reasons: the
    choices its players made (the words the view leaves out)."""
    decided = {
        seat: FinalChoices.from_json(c)
        for seat, c in enumerate(view["scoring"]["decided"])
        if c is not None
    }
    return score_table(known_table(view), decided)


def sheet_now(view: View, seat: int, labels: list[str]) -> SheetNow:
    """``seat``'s score sheet if the game ended now, with its reasons, as the
    viewer may count it: the final choices his (R11's proposal), and a Gem
    whose class the viewer may not know left out, and said so.  At the end,
    the final sheet itself."""
    players = view["players"]
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(players):
        raise ValueError(f"seat: {seat!r} is not a seat of this game")
    name = labels[seat]
    if view["phase"] == "over":
        sheet = final_sheet(view).to_json()["players"][seat]
        return {
            "seat": seat,
            # Translators: the heading of a player's score sheet at the game's end: {total} is his
            # final score.
            "title": _("{player}: {total} VP, the final score").format(
                player=name, total=sheet["total"]
            ),
            "notes": [_("The final score sheet: every Gem revealed, every final choice made.")],
            "player": sheet,
        }
    table = known_table(view)
    player = score_table(table, decide_all(table)).players[seat].to_json()
    hidden = len(players[seat]["piles"]["gems"]) - len(known_gems(view)[seat])
    if not gem_visible(seat, view["viewer"], view["variant"], final=view["phase"] == "scoring"):
        # Classes he heard, told in the reasons' words; never drawn as another
        # player's face-up Gem cards (the page's rule for Gem cards, R8).
        player["choices"]["scoring"]["gems"]["pile"] = []
    notes = [
        _(
            "If the game ended now, with the final choices the app would propose (Universal "
            "Goods, Protection, the Weapon side)."
        ),
    ]
    if view["viewer"] is None:
        notes.append(_("Counted from what the whole table sees."))
    if hidden:
        notes.append(
            ngettext(
                "{n} of {player}'s Gems is face down to you and not counted here: its class"
                " was said aloud when it was taken, before your last turn. With the memory aid"
                " (in the settings) the log keeps it, and it counts.",
                "{n} of {player}'s Gems are face down to you and not counted here: each class"
                " was said aloud when taken, before your last turn. With the memory aid (in the"
                " settings) the log keeps them, and they count.",
                hidden,
            ).format(n=hidden, player=players[seat]["name"])
            if view["viewer"] is not None
            else ngettext(
                "{n} face-down Gem not counted here.",
                "{n} face-down Gems not counted here.",
                hidden,
            ).format(n=hidden)
        )
    elif players[seat]["piles"]["gems"] and view["viewer"] != seat and view["phase"] != "scoring":
        notes.append(
            _("Every Gem counted as its class was said aloud when taken (or as it lies face up).")
        )
    return {
        "seat": seat,
        # Translators: the heading of a player's score sheet during the game: {total} is what he
        # would score if the game ended now.
        "title": _("{player}: {total} VP if the game ended now").format(
            player=name, total=player["total"]
        ),
        "notes": notes,
        "player": player,
    }
