"""The score pad's quick mode: each player's five categories typed as numbers.

For a table scored with the paper booklet, or where only the totals per Good
type are known: the sheet adds the five categories and names the winner by
R18 (most VP, then the lower Weapon score, then fewer Weapon cards, then a
shared victory).  The Weapon card count is only needed when the first two
steps leave a tie; the answer then says so (``needs``) rather than guess.

The input is the form as typed: JSON ``{"players": [{"name", "spells", "gems",
"spices", "animals", "weapons", "weapon_cards"}]}``, each value an integer or
the text of its field (blank: 0 VP, or an unknown Weapon card count).  Every
fault is named with its field, all at once, so the page can mark each one; a
fault of the whole table's column (the Weapon scores, which add up to 0 at a
real table: R17) has no seat, and marks that field of every player.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from ..model.cards import CardError, check_keys
from ..model.i18n import N_, _, item_list, signed, word_list
from ..model.jsontext import type_name
from ..model.names import PlayerNameError, check_names
from ..scoring.sheet import verdict, winners
from ..scoring.spices import SPICE_VP
from .scorepad import PLAYER_COUNTS, ROOT, ScorePadError, expected_list, load_json

# The score booklet's order (R18's sheet: Spells, Gems, Spices, Animals, Weapons).
CATEGORIES: Final = ("spells", "gems", "spices", "animals", "weapons")
# A player takes one Good a round, for 12 rounds: no pile holds more than 12 cards.
MAX_CARDS: Final = 12
# R14: twelve Gems score at most a sequence of all eight classes and one of four.
MAX_GEMS: Final = 8 * 8 + 4 * 4
# Far above what 12 cards score in a category (twelve "2 VP per Spell" Spells:
# 288): a larger figure is a typing slip, not a score.
MAX_VP: Final = 300

_WHOLE = re.compile(r"[+-]?[0-9]{1,6}")


@dataclass(frozen=True, slots=True)
class QuickScore:
    """One player's row: the five categories as typed, and his Weapon cards (None: not given)."""

    name: str
    spells: int
    gems: int
    spices: int
    animals: int
    weapons: int
    weapon_cards: int | None

    @property
    def total(self) -> int:
        return self.spells + self.gems + self.spices + self.animals + self.weapons

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name}
        out.update({cat: getattr(self, cat) for cat in CATEGORIES})
        out["total"] = self.total
        out["weapon_cards"] = self.weapon_cards
        return out


@dataclass(frozen=True, slots=True)
class Fault:
    """A field that is not a figure the game could give: which, and why."""

    seat: int | None
    field: str  # a category, "weapon_cards", "name" or "players"
    text: str

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "field": self.field, "text": self.text}


# A field's fault, named with the player's field: one sentence per field (no
# possessive built in code).
_FIELD_FAULT: Final = {
    # Translators: {name} is a player's name; {fault} what is wrong with the figure.
    "spells": N_("{name}'s Spells: {fault}"),
    # Translators: {name} is a player's name; {fault} what is wrong with the figure typed in the
    # field (a phrase such as "-3 VP: Gems never score below 0").
    "gems": N_("{name}'s Gems: {fault}"),
    # Translators: {name} is a player's name; {fault} what is wrong with the figure typed in the
    # field (a phrase such as "-3 VP: Spices never score below 0").
    "spices": N_("{name}'s Spices: {fault}"),
    # Translators: {name} is a player's name; {fault} what is wrong with the figure typed in the
    # field (a phrase such as "-3 VP: Animals never score below 0").
    "animals": N_("{name}'s Animals: {fault}"),
    # Translators: {name} is a player's name; {fault} what is wrong with the figure typed in the
    # field (a phrase such as "301 VP is more than Weapons can score (at most 300 either way)").
    "weapons": N_("{name}'s Weapons: {fault}"),
    # Translators: {name} is a player's name; {fault} what is wrong with the figure typed in the
    # field (a phrase such as "13: a pile holds 0 to 12 cards (one Good a round)").
    "weapon_cards": N_("{name}'s Weapon cards: {fault}"),
}
# A figure below 0 where the Good never scores below 0, and one above what 12
# cards score in it: one sentence per Good type.
_BELOW_ZERO: Final = {
    "spells": N_("{vp} VP: Spells never score below 0"),
    "gems": N_("{vp} VP: Gems never score below 0"),
    "spices": N_("{vp} VP: Spices never score below 0"),
    "animals": N_("{vp} VP: Animals never score below 0"),
}
_TOO_MANY: Final = {
    "spells": N_("{vp} VP is more than 12 cards score in Spells"),
    "gems": N_("{vp} VP is more than 12 cards score in Gems"),
    "spices": N_("{vp} VP is more than 12 cards score in Spices"),
    "animals": N_("{vp} VP is more than 12 cards score in Animals"),
}


def _number(value: object, blank: int | None) -> int | None:
    """A field's integer: JSON's own, or the text typed (U+2212 is a minus too)."""
    if isinstance(value, bool):
        raise ValueError(_not_a_number(value))
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        text = value.strip().replace("\u2212", "-")
        if text == "":
            return blank
        if _WHOLE.fullmatch(text):
            return int(text)
        # Translators: {value} is what was typed, in quotes.
        raise ValueError(_("{value} is not a whole number").format(value=repr(value.strip()[:20])))
    raise ValueError(_not_a_number(value))


def _not_a_number(value: object) -> str:
    return _("expected a number, got {type}").format(type=type_name(value))


def _check(field: str, vp: int) -> str | None:
    """Why ``vp`` cannot be the field's figure, or None."""
    if field == "weapon_cards":
        if not 0 <= vp <= MAX_CARDS:
            # Translators: {vp} here is the number of Weapon cards typed in the field (not VP);
            # {most} is 12.
            return _("{vp}: a pile holds 0 to {most} cards (one Good a round)").format(
                vp=vp, most=MAX_CARDS
            )
        return None
    if field == "weapons":
        # R17: Weapons steal and are stolen from, so the net may be below 0.
        if abs(vp) > MAX_VP:
            return _("{vp} VP is more than Weapons can score (at most {most} either way)").format(
                vp=vp, most=MAX_VP
            )
        return None
    if vp < 0:
        return _(_BELOW_ZERO[field]).format(vp=vp)
    if field == "spices" and vp not in SPICE_VP:
        # R15: 0 to 6 different kinds score exactly these.
        # Translators: {scores} lists the scores Spices can have ("0, 2, 4, 8, 12, 20, 30").
        return _("{vp} VP is not a Spice score ({scores})").format(
            vp=vp, scores=", ".join(map(str, SPICE_VP))
        )
    if field == "gems" and vp > MAX_GEMS:
        return _("{vp} VP: 12 Gems score at most {most}").format(vp=vp, most=MAX_GEMS)
    if vp > MAX_VP:
        return _(_TOO_MANY[field]).format(vp=vp)
    return None


def parse_quick(doc: object) -> tuple[list[QuickScore], list[Fault]]:
    """The rows typed, and every field at fault (the rows are only good when none is)."""
    try:
        obj = check_keys(doc, {"players"}, set(), ROOT)
    except CardError as err:
        raise ScorePadError(str(err)) from None
    players = obj["players"]
    if not isinstance(players, list):
        raise expected_list("players", players)
    if len(players) not in PLAYER_COUNTS:
        # Translators: "players" is the form's key, kept in English; {count} how many
        # players the form sent.
        raise ScorePadError(_("players: {count}; a table has 2, 3 or 4").format(count=len(players)))
    rows: list[QuickScore] = []
    faults: list[Fault] = []
    names: list[object] = []
    # Each player's Weapon score as typed and read well (None: at fault already).
    weapon_scores: list[tuple[str, int | None]] = []
    for seat, player in enumerate(players):
        try:
            fields = check_keys(player, {"name"}, {*CATEGORIES, "weapon_cards"}, f"players[{seat}]")
        except CardError as err:
            raise ScorePadError(str(err)) from None
        names.append(fields["name"])
        name = (
            fields["name"]
            if isinstance(fields["name"], str)
            # Translators: a player with no name yet, by his place in the form (from 1).
            else _("Player {n}").format(n=seat + 1)
        )
        got: dict[str, int | None] = {}
        for field in (*CATEGORIES, "weapon_cards"):
            try:
                value = _number(fields.get(field, ""), None if field == "weapon_cards" else 0)
            except ValueError as err:
                faults.append(Fault(seat, field, _field_fault(field, name, str(err))))
                continue
            fault = None if value is None else _check(field, value)
            if fault is not None:
                faults.append(Fault(seat, field, _field_fault(field, name, fault)))
            got[field] = value
        weapons_at_fault = any(f.seat == seat and f.field == "weapons" for f in faults)
        weapon_scores.append((name, None if weapons_at_fault else got.get("weapons")))
        figures = [got.get(cat) for cat in CATEGORIES]
        if all(vp is not None for vp in figures):
            spells, gems, spices, animals, weapons = (int(vp or 0) for vp in figures)
            cards = got.get("weapon_cards")
            rows.append(QuickScore(name, spells, gems, spices, animals, weapons, cards))
    weapon_sum = _weapon_sum(weapon_scores)
    if weapon_sum is not None:
        faults.append(weapon_sum)
    try:
        check_names(names, [f"players[{i}].name" for i in range(len(names))])
    except PlayerNameError as err:
        faults.append(Fault(None, "name", str(err)))
    return rows, faults


def _weapon_sum(weapons: Sequence[tuple[str, int | None]]) -> Fault | None:
    """R17: every VP one player's Weapons steal is lost by a neighbour, so a real
    table's Weapon scores add up to 0.  When each was read well and they do not,
    the fault names every player's Weapons field (seat None: all of them)."""
    if any(vp is None for _name, vp in weapons):
        return None
    total = sum(vp or 0 for _name, vp in weapons)
    if total == 0:
        return None
    # Translators: {sum} is what the players' Weapon scores add up to, signed ("+2");
    # {each} lists each player's name and Weapon score ("Andy +2, Bob -2, Cathy +2").
    text = _(
        "Weapons: {each} add up to {sum} VP; they always add up to 0, since every VP "
        "one player steals, a neighbour loses"
    ).format(
        each=item_list([f"{name} {signed(vp or 0)}" for name, vp in weapons]), sum=signed(total)
    )
    return Fault(None, "weapons", text)


def _field_fault(field: str, name: str, fault: str) -> str:
    return _(_FIELD_FAULT[field]).format(name=name, fault=fault)


def needs_weapon_cards(rows: Sequence[QuickScore]) -> list[int]:
    """The seats whose Weapon card count R18 needs and the form lacks: those tied on
    the most VP and on the lowest Weapon score among them (none when that settles it)."""
    top = max(r.total for r in rows)
    tied = [i for i, r in enumerate(rows) if r.total == top]
    low = min(rows[i].weapons for i in tied)
    armed = [i for i in tied if rows[i].weapons == low]
    if len(armed) < 2:
        return []
    return [i for i in armed if rows[i].weapon_cards is None]


@dataclass(frozen=True, slots=True)
class _Ranked:
    """A row with its Weapon card count as R18 reads it (where it decides nothing, 0)."""

    name: str
    total: int
    weapons: int
    weapon_cards: int


def quick_score(doc: object) -> dict[str, Any]:
    """The quick sheet: ``{sheet: {players, winners}, verdict, needs, faults}``.

    ``faults`` lists every field at fault (then nothing is scored); ``needs``
    the seats whose Weapon cards R18 needs to name the winner (then ``winners``
    is empty and the verdict asks for them).
    """
    rows, faults = parse_quick(doc)
    if faults:
        return {"faults": [f.to_json() for f in faults]}
    sheet: dict[str, Any] = {"players": [r.to_json() for r in rows], "winners": []}
    needs = needs_weapon_cards(rows)
    if needs:
        top = max(r.total for r in rows)
        tied = [r for r in rows if r.total == top]
        low = min(r.weapons for r in tied)
        armed = [r for r in tied if r.weapons == low]
        if len(armed) == len(tied):
            # Translators: {tied} and {asked} list players' names (2 or more, "Ann and
            # Ben"); {top} is their total VP; {weapons} their Weapon score, signed ("+3",
            # "-2", with the minus sign).
            message = _(
                "{tied} tie on {top} VP, and their Weapon scores are equal ({weapons}): the "
                "rulebook then gives the win to fewer Weapon cards. "
                "Enter the Weapon cards of {asked}."
            )
        else:
            # Translators: {tied}, {armed} and {asked} list players' names (2 or more
            # tied, 2 or more armed: "Ann, Ben and Cat"); {top} is their total VP;
            # {weapons} the Weapon score of {armed}, signed ("+3", "-2",
            # with the minus sign).
            message = _(
                "{tied} tie on {top} VP; {armed} have the lower Weapon score, and their Weapon "
                "scores are equal ({weapons}): the rulebook then gives the win to fewer Weapon "
                "cards. Enter the Weapon cards of {asked}."
            )
        verdict_text = message.format(
            tied=_and(tied),
            top=top,
            armed=_and(armed),
            weapons=signed(low),
            asked=_and([rows[i] for i in needs]),
        )
        return {"sheet": sheet, "needs": needs, "faults": [], "verdict": verdict_text}
    ranked = tuple(
        _Ranked(r.name, r.total, r.weapons, 0 if r.weapon_cards is None else r.weapon_cards)
        for r in rows
    )
    sheet["winners"] = list(winners(ranked))
    return {"sheet": sheet, "needs": [], "faults": [], "verdict": verdict(ranked)}


def _and(rows: Sequence[QuickScore]) -> str:
    return word_list([r.name for r in rows])


def quick_score_text(text: str | bytes) -> dict[str, Any]:
    """:func:`quick_score` of JSON text (the bridge's ``quick_score``)."""
    return quick_score(load_json(text))
