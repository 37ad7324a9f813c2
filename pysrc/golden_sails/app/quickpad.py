"""The score pad's quick mode: each player's five categories typed as numbers.

For a table scored with the paper booklet, or where only the totals per Good
type are known: the sheet adds the five categories and names the winner by
R18 (most VP, then the lower Weapon score, then fewer Weapon cards, then a
shared victory).  The Weapon card count is only needed when the first two
steps leave a tie; the answer then says so (``needs``) rather than guess.

The input is the form as typed: JSON ``{"players": [{"name", "spells", "gems",
"spices", "animals", "weapons", "weapon_cards"}]}``, each value an integer or
the text of its field (blank: 0 VP, or an unknown Weapon card count).  Every
fault is named with its field, all at once, so the page can mark each one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from ..game.words import good_many
from ..model.cards import CardError, check_keys
from ..model.i18n import word_list
from ..model.jsontext import type_name
from ..model.names import PlayerNameError, check_names
from ..scoring.sheet import verdict, winners
from ..scoring.spices import SPICE_VP
from .scorepad import PLAYER_COUNTS, ScorePadError, load_json

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


def _label(field: str) -> str:
    return "Weapon cards" if field == "weapon_cards" else good_many(field)


def _number(value: object, blank: int | None) -> int | None:
    """A field's integer: JSON's own, or the text typed (U+2212 is a minus too)."""
    if isinstance(value, bool):
        raise ValueError(f"expected a number, got {type_name(value)}")
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        text = value.strip().replace("\u2212", "-")
        if text == "":
            return blank
        if _WHOLE.fullmatch(text):
            return int(text)
        raise ValueError(f"{value.strip()[:20]!r} is not a whole number")
    raise ValueError(f"expected a number, got {type_name(value)}")


def _check(field: str, vp: int) -> str | None:
    """Why ``vp`` cannot be the field's figure, or None."""
    if field == "weapon_cards":
        if not 0 <= vp <= MAX_CARDS:
            return f"{vp}: a pile holds 0 to {MAX_CARDS} cards (one Good a round)"
        return None
    if field == "weapons":
        # R17: Weapons steal and are stolen from, so the net may be below 0.
        if abs(vp) > MAX_VP:
            return f"{vp} VP is more than Weapons can score (at most {MAX_VP} either way)"
        return None
    if vp < 0:
        return f"{vp} VP: {good_many(field)} never score below 0"
    if field == "spices" and vp not in SPICE_VP:
        # R15: 0 to 6 different kinds score exactly these.
        return f"{vp} VP is not a Spice score ({', '.join(map(str, SPICE_VP))})"
    if field == "gems" and vp > MAX_GEMS:
        return f"{vp} VP: 12 Gems score at most {MAX_GEMS}"
    if vp > MAX_VP:
        return f"{vp} VP is more than 12 cards score in {good_many(field)}"
    return None


def parse_quick(doc: object) -> tuple[list[QuickScore], list[Fault]]:
    """The rows typed, and every field at fault (the rows are only good when none is)."""
    try:
        obj = check_keys(doc, {"players"}, set(), "input")
    except CardError as err:
        raise ScorePadError(str(err)) from None
    players = obj["players"]
    if not isinstance(players, list):
        raise ScorePadError(f"players: expected a list, got {type_name(players)}")
    if len(players) not in PLAYER_COUNTS:
        raise ScorePadError(f"players: {len(players)}; a table has 2, 3 or 4")
    rows: list[QuickScore] = []
    faults: list[Fault] = []
    names: list[object] = []
    for seat, player in enumerate(players):
        try:
            fields = check_keys(player, {"name"}, {*CATEGORIES, "weapon_cards"}, f"players[{seat}]")
        except CardError as err:
            raise ScorePadError(str(err)) from None
        names.append(fields["name"])
        name = fields["name"] if isinstance(fields["name"], str) else f"Player {seat + 1}"
        got: dict[str, int | None] = {}
        for field in (*CATEGORIES, "weapon_cards"):
            try:
                value = _number(fields.get(field, ""), None if field == "weapon_cards" else 0)
            except ValueError as err:
                faults.append(Fault(seat, field, f"{name}'s {_label(field)}: {err}"))
                continue
            fault = None if value is None else _check(field, value)
            if fault is not None:
                faults.append(Fault(seat, field, f"{name}'s {_label(field)}: {fault}"))
            got[field] = value
        figures = [got.get(cat) for cat in CATEGORIES]
        if all(vp is not None for vp in figures):
            spells, gems, spices, animals, weapons = (int(vp or 0) for vp in figures)
            cards = got.get("weapon_cards")
            rows.append(QuickScore(name, spells, gems, spices, animals, weapons, cards))
    try:
        check_names(names, [f"players[{i}].name" for i in range(len(names))])
    except PlayerNameError as err:
        faults.append(Fault(None, "name", str(err)))
    return rows, faults


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
        lower = "" if len(armed) == len(tied) else f"; {_and(armed)} have the lower Weapon score"
        asked = _and([rows[i] for i in needs])
        return {
            "sheet": sheet,
            "needs": needs,
            "faults": [],
            "verdict": (
                f"{_and(tied)} tie on {top} VP{lower}, and their Weapon scores are equal "
                f"({low:+d}): the rulebook then gives the win to fewer Weapon cards. "
                f"Enter the Weapon cards of {asked}."
            ),
        }
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
