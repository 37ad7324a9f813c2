"""Loading the deck and the Animal references from ``data/``, checked against R19.

The rulebook does not list the cards (R19), so the deck is data a player who
owns the game can replace.  Whatever the file says, it is refused unless it
holds exactly the counts R19 requires, and no more Universal Goods than final
scoring settles exactly in a player's hands (``placements``), with a message
naming the fault.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Final

from .cards import (
    ANIMALS,
    GEM_CLASSES,
    SPICES,
    WEAPONS,
    CardError,
    GoodsCard,
    check_keys,
    parse_areas,
    parse_kind,
    parse_spell,
)
from .errors import InputError
from .glossary import kind_name
from .i18n import N_, _, ngettext
from .placements import deck_fault

DECK_SIZE: Final = 48
ANIMAL_REFERENCES: Final = ("I", "II", "III", "IV", "V")
SET_PATTERNS: Final = ("any", "identical", "different", "kinds")


class DataError(InputError):
    """A data file (deck or Animal references) that breaks R19 or its format."""


# --- The deck ----------------------------------------------------------------


def parse_deck(doc: object, source: str = "deck.json") -> tuple[GoodsCard, ...]:
    """Check a deck document against R19 and return its cards, in id order."""
    try:
        obj = check_keys(doc, {"format", "version", "cards"}, {"reconstruction"}, source)
        if obj["format"] != "golden-sails-deck" or obj["version"] != 1:
            raise CardError(f"{source}: not a golden-sails-deck version 1 file")
        raw = obj["cards"]
        if not isinstance(raw, list):
            raise CardError(f"{source}.cards: expected a list")
        if len(raw) != DECK_SIZE:
            raise CardError(f"{source}.cards: {len(raw)} cards, R19 needs {DECK_SIZE}")
        cards: list[GoodsCard] = []
        for i, item in enumerate(raw):
            where = f"{source}.cards[{i}]"
            c = check_keys(item, {"id", "spice", "gem", "animal", "weapon", "spell"}, set(), where)
            if c["id"] != i:
                raise CardError(f"{where}.id: expected {i}, got {c['id']!r}")
            areas = parse_areas({k: c[k] for k in ("spice", "gem", "animal", "weapon")}, where)
            spell = parse_spell(c["spell"], f"{where}.spell", own_areas=areas)
            cards.append(GoodsCard(i, areas.spice, areas.gem, areas.animal, areas.weapon, spell))
    except CardError as err:
        raise DataError(str(err)) from None
    _check_counts(cards, source)
    # R11: a game must never reach a table final scoring cannot settle exactly.
    universals = [
        c.spell.card for c in cards if c.spell.power == "universal" and c.spell.card is not None
    ]
    fault = deck_fault(universals)
    if fault is not None:
        raise DataError(f"{source}.cards: {fault}")
    return tuple(cards)


def _check_counts(cards: list[GoodsCard], source: str) -> None:
    """R19: Spices 6 kinds x 8, Gems 1..8 x 6, Animals 4 x 12, Weapons 4 x 12."""
    expected: list[tuple[str, Counter[Any], tuple[Any, ...], int]] = [
        ("spice", Counter(c.spice for c in cards), SPICES, 8),
        ("gem class", Counter(c.gem for c in cards), GEM_CLASSES, 6),
        ("animal", Counter(c.animal for c in cards), ANIMALS, 12),
        ("weapon", Counter(c.weapon.kind for c in cards), WEAPONS, 12),
    ]
    for what, counts, kinds, each in expected:
        for kind in kinds:
            if counts[kind] != each:
                raise DataError(
                    f"{source}: {counts[kind]} cards with {what} {kind}, R19 needs {each}"
                )


@cache
def load_deck() -> tuple[GoodsCard, ...]:
    """The packaged deck (read once)."""
    text = resources.files("golden_sails.data").joinpath("deck.json").read_text("utf-8")
    return parse_deck(json.loads(text))


# --- The Animal references (R16) --------------------------------------------


@dataclass(frozen=True, slots=True)
class AnimalSet:
    """One set an Animal reference pays for.

    ``pattern`` is ``any`` (``size`` Animals of any kinds), ``identical``
    (``size`` of one kind), ``different`` (``size`` different kinds) or
    ``kinds`` (exactly the kinds listed, one each).
    """

    pattern: str
    size: int
    vp: int
    kinds: tuple[str, ...] = ()

    def describe(self) -> str:
        """The set's name on the score sheet: "2 identical Animals", "Unicorn + Phoenix"."""
        n = self.size
        match self.pattern:
            case "any":
                # Translators: a set of an Animal reference, named on the score sheet and the
                # reference card: "3 Animals" (any kinds); after a colon or alone, not a sentence.
                return ngettext("{n} Animal", "{n} Animals", n).format(n=n)
            case "identical":
                # No reference has a set of 1 identical Animal (the singular is for
                # a replacement file's sake).
                # Translators: a set of an Animal reference: "2 identical Animals" (all of one
                # kind); on the score sheet and the reference card, after a colon or alone.
                return ngettext("{n} identical Animal", "{n} identical Animals", n).format(n=n)
            case "different":
                # Translators: a set of an Animal reference: "3 different Animals" (no two of a
                # kind); on the score sheet and the reference card, after a colon or alone.
                return ngettext("{n} different Animal", "{n} different Animals", n).format(n=n)
        return " + ".join(kind_name(k) for k in self.kinds)


# The references' texts as animal_references.json holds them, marked for the
# catalogs: the data stays English (its format unchanged), and reference_text()
# shows a reference's text in the current language (tests/test_deck.py holds
# these equal to the data).
REFERENCE_TEXTS: Final = {
    "I": N_(
        "12 VP for a set of three identical Animals, 5 VP for a set of two identical "
        "Animals, 1 VP for a single Animal."
    ),
    "II": N_(
        "14 VP for a set of four different Animals, 6 VP for a Unicorn with a Phoenix, "
        "6 VP for a Spider with a Serpent. Single Animals score nothing."
    ),
    "III": N_(
        "5 VP for a set of any two Animals (not necessarily identical). Single Animals "
        "score nothing."
    ),
    "IV": N_(
        "6 VP for a set of two identical Animals; 2/4/8/12 VP for a set of 1/2/3/4 "
        "different Animals."
    ),
    "V": N_(
        "Each Animal scores 3, 4 or 5 VP by the kind of the next Animal taken (column: "
        "this Animal, row: the next); the last Animal scores nothing. Phoenix then Spider "
        "4, Spider then Unicorn 3, Unicorn then Unicorn 3 and Unicorn then Serpent 4 are "
        "the rulebook's; the other twelve entries are the app's reconstruction."
    ),
}


def reference_text(reference: AnimalReference) -> str:
    """A reference's text in the current language; a replacement file's own text
    (not in the catalogs) as it is written."""
    if reference.text == REFERENCE_TEXTS.get(reference.code):
        return _(REFERENCE_TEXTS[reference.code])
    return reference.text


@dataclass(frozen=True, slots=True)
class AnimalReference:
    """An Animal Scoring Reference (R16): sets with VP, or V's sequence matrix."""

    code: str
    kind: str  # "sets" or "sequence"
    text: str
    reconstructed: bool
    sets: tuple[AnimalSet, ...] = ()
    # matrix[this][next], for the "sequence" kind (reference V).
    matrix: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()

    def sequence_vp(self, this: str, following: str) -> int:
        for row_kind, row in self.matrix:
            if row_kind == this:
                for col_kind, vp in row:
                    if col_kind == following:
                        return vp
        raise KeyError((this, following))


def _parse_set(value: object, where: str) -> AnimalSet:
    if not isinstance(value, dict):
        raise DataError(f"{where}: expected an object")
    pattern = value.get("set")
    if pattern not in SET_PATTERNS:
        raise DataError(f"{where}.set: {pattern!r} is not one of {', '.join(SET_PATTERNS)}")
    vp = value.get("vp")
    if isinstance(vp, bool) or not isinstance(vp, int) or vp < 0:
        raise DataError(f"{where}.vp: expected a whole number of VP")
    if pattern == "kinds":
        kinds = value.get("kinds")
        if not isinstance(kinds, list) or not kinds:
            raise DataError(f"{where}.kinds: expected a list of animal kinds")
        try:
            parsed = tuple(parse_kind(k, ANIMALS, "animal", f"{where}.kinds") for k in kinds)
        except CardError as err:
            raise DataError(str(err)) from None
        if len(set(parsed)) != len(parsed):
            raise DataError(f"{where}.kinds: a kind is named twice")
        return AnimalSet("kinds", len(parsed), vp, parsed)
    size = value.get("size")
    limit = len(ANIMALS) if pattern == "different" else 12
    if isinstance(size, bool) or not isinstance(size, int) or not 1 <= size <= limit:
        raise DataError(f"{where}.size: expected 1..{limit}")
    return AnimalSet(str(pattern), size, vp)


def parse_animal_references(
    doc: object, source: str = "animal_references.json"
) -> dict[str, AnimalReference]:
    if not isinstance(doc, dict) or doc.get("format") != "golden-sails-animal-references":
        raise DataError(f"{source}: not a golden-sails-animal-references file")
    refs = doc.get("references")
    if not isinstance(refs, dict) or sorted(refs) != sorted(ANIMAL_REFERENCES):
        raise DataError(f"{source}.references: needs exactly {', '.join(ANIMAL_REFERENCES)}")
    out: dict[str, AnimalReference] = {}
    for code in ANIMAL_REFERENCES:
        where = f"{source}.references.{code}"
        ref = refs[code]
        if not isinstance(ref, dict):
            raise DataError(f"{where}: expected an object")
        text = str(ref.get("text", ""))
        reconstructed = bool(ref.get("reconstructed", False))
        if ref.get("kind") == "sets":
            raw_sets = ref.get("sets")
            if not isinstance(raw_sets, list) or not raw_sets:
                raise DataError(f"{where}.sets: expected a list of sets")
            sets = tuple(_parse_set(s, f"{where}.sets[{i}]") for i, s in enumerate(raw_sets))
            out[code] = AnimalReference(code, "sets", text, reconstructed, sets=sets)
        elif ref.get("kind") == "sequence":
            out[code] = AnimalReference(
                code,
                "sequence",
                text,
                reconstructed,
                matrix=_parse_matrix(ref.get("matrix"), where),
            )
        else:
            raise DataError(f"{where}.kind: expected 'sets' or 'sequence'")
    _check_rulebook_entries(out, source)
    return out


def _parse_matrix(value: object, where: str) -> tuple[tuple[str, tuple[tuple[str, int], ...]], ...]:
    if not isinstance(value, dict) or sorted(value) != sorted(ANIMALS):
        raise DataError(f"{where}.matrix: needs a row for each of {', '.join(ANIMALS)}")
    rows = []
    for this in ANIMALS:
        row = value[this]
        if not isinstance(row, dict) or sorted(row) != sorted(ANIMALS):
            raise DataError(f"{where}.matrix.{this}: needs a column for each animal")
        cols = []
        for nxt in ANIMALS:
            vp = row[nxt]
            # R16: every entry of reference V is 3, 4 or 5.
            if vp not in (3, 4, 5) or isinstance(vp, bool):
                raise DataError(f"{where}.matrix.{this}.{nxt}: {vp!r} is not 3, 4 or 5 (R16)")
            cols.append((nxt, int(vp)))
        rows.append((this, tuple(cols)))
    return tuple(rows)


# R16: what the rulebook itself fixes; a replacement file must keep it.
RULEBOOK_V: Final = (
    ("phoenix", "spider", 4),
    ("spider", "unicorn", 3),
    ("unicorn", "unicorn", 3),
    ("unicorn", "serpent", 4),
)


def _check_rulebook_entries(refs: dict[str, AnimalReference], source: str) -> None:
    v = refs["V"]
    if v.kind != "sequence":
        raise DataError(f"{source}.references.V: must be the sequence reference (R16)")
    for this, nxt, vp in RULEBOOK_V:
        if v.sequence_vp(this, nxt) != vp:
            raise DataError(f"{source}.references.V.matrix.{this}.{nxt}: the rulebook gives {vp}")
    expected_sets = {
        "III": {AnimalSet("any", 2, 5)},
        "IV": {AnimalSet("identical", 2, 6)}
        | {AnimalSet("different", n, vp) for n, vp in ((1, 2), (2, 4), (3, 8), (4, 12))},
    }
    for code, sets in expected_sets.items():
        if set(refs[code].sets) != sets:
            raise DataError(f"{source}.references.{code}: differs from the rulebook (R16)")


@cache
def load_animal_references() -> dict[str, AnimalReference]:
    text = (
        resources.files("golden_sails.data").joinpath("animal_references.json").read_text("utf-8")
    )
    return parse_animal_references(json.loads(text))
