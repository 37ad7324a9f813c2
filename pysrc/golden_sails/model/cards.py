"""The Goods cards and their five Areas: the vocabulary of the whole game.

A Goods card shows five Areas (Spice, Gem, Animal, Weapon, Spell); the Expert
played on it decides which one counts (rulebook, "Idea of the Game").  The
names here are the rulebook's; the deck itself is data (``data/deck.json``),
loaded and checked by :mod:`golden_sails.model.deck`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Final, NotRequired, TypedDict

from .errors import InputError
from .glossary import kind_name, spell_name
from .i18n import N_, _
from .jsontext import type_name

SPICES: Final = ("anise", "mint", "pepper", "juniper", "lotus", "cloves")
ANIMALS: Final = ("unicorn", "phoenix", "spider", "serpent")
WEAPONS: Final = ("boomerang", "mambele", "shuriken", "katar")
GEM_CLASSES: Final = (1, 2, 3, 4, 5, 6, 7, 8)
WEAPON_VALUES: Final = (0, 1, 2)
# The side a player's Weapons use against his one opponent in a 2-player game (R17).
SIDES: Final = ("left", "right")

# The five piles, in the order the score booklet scores them (rulebook,
# "Final Scoring": Spells, then Gems, Spices, Animals, Weapons).
PILES: Final = ("spells", "gems", "spices", "animals", "weapons")

# Each Expert buys one Good type (rulebook, "Components").
EXPERTS: Final = ("jeweler", "cook", "hunter", "sorcerer", "armourer")
EXPERT_PILE: Final[dict[str, str]] = {
    "jeweler": "gems",
    "cook": "spices",
    "hunter": "animals",
    "sorcerer": "spells",
    "armourer": "weapons",
}
PILE_EXPERT: Final[dict[str, str]] = {pile: expert for expert, pile in EXPERT_PILE.items()}
# Experts and piles by index, in EXPERTS and PILES order: the move codes, the rules
# kernel, the playout and scoring count them so.
EXPERT_INDEX: Final = {name: i for i, name in enumerate(EXPERTS)}
PILE_INDEX: Final = {name: i for i, name in enumerate(PILES)}

# Spell powers (R13, and the rulebook's list of symbols).  ``per_good`` names a
# pile other than Spells; ``per_spell`` is its Spell-pile form.
SPELL_POWERS: Final = (
    "per_good",
    "per_spell",
    "per_animal",
    "spice_pair",
    "five_types",
    "three_animals",
    "gem_shift",
    "weapon_boost",
    "protection",
    "universal",
)
PER_GOOD_PILES: Final = ("gems", "spices", "animals", "weapons")


class OneOf:
    """A string's values, for the protocol's schema (buildtools/protocol_schema.py):
    the type checker sees a ``str``, as every module that makes one has it."""

    def __init__(self, *values: str) -> None:
        self.values = values


Spice = Annotated[str, OneOf(*SPICES)]
Animal = Annotated[str, OneOf(*ANIMALS)]
WeaponKind = Annotated[str, OneOf(*WEAPONS)]
Pile = Annotated[str, OneOf(*PILES)]
Expert = Annotated[str, OneOf(*EXPERTS)]
Power = Annotated[str, OneOf(*SPELL_POWERS)]
Side = Annotated[str, OneOf(*SIDES)]


class WeaponJson(TypedDict):
    """A Weapon: its kind and its values against the left and right neighbours (R17)."""

    kind: WeaponKind
    left: int
    right: int


class AreasJson(TypedDict):
    """The Areas a Universal Good may be moved to (R12)."""

    spice: Spice
    gem: int
    animal: Animal
    weapon: WeaponJson


class SpellJson(TypedDict):
    """A Spell as score-json.md writes it: its power and the one field it needs."""

    power: Power
    good: NotRequired[Pile]
    animal: NotRequired[Animal]
    spices: NotRequired[list[Spice]]
    weapon: NotRequired[WeaponKind]
    card: NotRequired[AreasJson]


class CardError(InputError):
    """A card, Area or Spell described wrongly (bad data, not a bad move)."""


@dataclass(frozen=True, slots=True)
class Weapon:
    """A Weapon Area: its kind and the VP it steals to the left and right (R1, R17)."""

    kind: str
    left: int
    right: int

    def to_json(self) -> WeaponJson:
        return {"kind": self.kind, "left": self.left, "right": self.right}

    def describe(self) -> str:
        # Translators: a Weapon card in words, as a label or inside a sentence: {weapon} is its
        # kind's name (the glossary's), {left} and {right} its left and right values, 0 to 2: "Katar
        # 2-0".
        return _("{weapon} {left}-{right}").format(
            weapon=kind_name(self.kind), left=self.left, right=self.right
        )


@dataclass(frozen=True, slots=True)
class Areas:
    """The four Areas a Universal Good can be moved to (R12)."""

    spice: str
    gem: int
    animal: str
    weapon: Weapon

    def to_json(self) -> AreasJson:
        return {
            "spice": self.spice,
            "gem": self.gem,
            "animal": self.animal,
            "weapon": self.weapon.to_json(),
        }


@dataclass(frozen=True, slots=True)
class Spell:
    """A Spell Area.  Only the field its ``power`` needs is set.

    - ``good``: the pile named by ``per_good``;
    - ``animal``: the kind named by ``per_animal``;
    - ``spices``: the two kinds named by ``spice_pair``;
    - ``weapon``: the kind named by ``weapon_boost``;
    - ``card``: the Areas of a Universal Good (``universal``).
    """

    power: str
    good: str | None = None
    animal: str | None = None
    spices: tuple[str, str] | None = None
    weapon: str | None = None
    card: Areas | None = None

    def to_json(self) -> SpellJson:
        """The form of ``../shared/spec/score-json.md``."""
        out: SpellJson = {"power": self.power}
        if self.good is not None:
            out["good"] = self.good
        if self.animal is not None:
            out["animal"] = self.animal
        if self.spices is not None:
            out["spices"] = list(self.spices)
        if self.weapon is not None:
            out["weapon"] = self.weapon
        if self.card is not None:
            out["card"] = self.card.to_json()
        return out

    def describe(self) -> str:
        """The Spell card's name (golden_sails.model.glossary), as the rulebook quotes it."""
        return self.name()

    def name(self, *, short: bool = False) -> str:
        """The card's name, or its short form (the name's first words) for a chip."""
        return spell_name(
            self.power,
            good=self.good,
            animal=self.animal,
            spices=self.spices,
            weapon=self.weapon,
            short=short,
        )


@dataclass(frozen=True, slots=True)
class GoodsCard:
    """One of the 48 Goods cards, with all five Areas (rulebook, "Components")."""

    id: int
    spice: str
    gem: int
    animal: str
    weapon: Weapon
    spell: Spell

    def areas(self) -> Areas:
        return Areas(self.spice, self.gem, self.animal, self.weapon)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "spice": self.spice,
            "gem": self.gem,
            "animal": self.animal,
            "weapon": self.weapon.to_json(),
            "spell": self.spell.to_json(),
        }


# --- Parsing, shared by the deck loader and the score pad -------------------
#
# Each parser takes the JSON value and ``where`` (a path such as
# ``players[1].gems[2]``) so that every error names its place.


# What a parser expects, one whole sentence per kind of thing (a language gives
# each its own article and case): the value's type was wrong, or it named no
# such thing.  The keys are the ``what`` the parsers are called with.
_EXPECTED: Final = {
    "spice": N_("{where}: expected a spice name, got {type}"),
    "animal": N_("{where}: expected an animal name, got {type}"),
    "weapon": N_("{where}: expected a weapon name, got {type}"),
    "pile": N_("{where}: expected a pile name, got {type}"),
    "power": N_("{where}: expected a spell power name, got {type}"),
}
_NOT_ONE: Final = {
    # Translators: {value} is the value as written, in quotes; {kinds} the names the
    # data may use (codes, kept in English).
    "spice": N_("{where}: {value} is not a spice ({kinds})"),
    # Translators: {kinds} lists the codes the data may use, kept in English.
    "animal": N_("{where}: {value} is not an animal ({kinds})"),
    # Translators: {kinds} lists the codes the data may use, kept in English.
    "weapon": N_("{where}: {value} is not a weapon ({kinds})"),
    # Translators: {kinds} lists the codes the data may use, kept in English.
    "pile": N_("{where}: {value} is not a pile ({kinds})"),
    # Translators: {kinds} lists the codes the data may use, kept in English.
    "power": N_("{where}: {value} is not a spell power ({kinds})"),
}


def parse_kind(value: object, kinds: tuple[str, ...], what: str, where: str) -> str:
    """``value`` as one of ``kinds``; ``what`` (a key of ``_EXPECTED``: "spice",
    "animal", "weapon", "pile", "power") names the thing in the error."""
    if not isinstance(value, str):
        raise CardError(_(_EXPECTED[what]).format(where=where, type=type_name(value)))
    if value not in kinds:
        raise CardError(
            _(_NOT_ONE[what]).format(where=where, value=repr(value), kinds=", ".join(kinds))
        )
    return value


def parse_gem(value: object, where: str) -> int:
    # bool is an int in Python; a JSON true is not a gem class.
    if isinstance(value, bool) or not isinstance(value, int):
        raise CardError(
            _("{where}: expected a gem class (1-8), got {type}").format(
                where=where, type=type_name(value)
            )
        )
    if value not in GEM_CLASSES:
        raise CardError(
            _("{where}: {value} is not a gem class (1-8)").format(where=where, value=value)
        )
    return value


def expected_object(where: str, value: object) -> CardError:
    """The error for a value that should be a JSON object."""
    return CardError(
        _("{where}: expected an object, got {type}").format(where=where, type=type_name(value))
    )


def check_keys(obj: object, required: set[str], optional: set[str], where: str) -> dict[str, Any]:
    if not isinstance(obj, dict):
        raise expected_object(where, obj)
    for key in obj:
        if key not in required and key not in optional:
            # Translators: {key} is the JSON key as written, in quotes.
            raise CardError(_("{where}: unknown key {key}").format(where=where, key=repr(key)))
    for key in sorted(required):
        if key not in obj:
            # Translators: {key} is the JSON key, in quotes.
            raise CardError(_("{where}: missing key {key}").format(where=where, key=repr(key)))
    return obj


def parse_weapon(value: object, where: str) -> Weapon:
    obj = check_keys(value, {"kind", "left", "right"}, set(), where)
    kind = parse_kind(obj["kind"], WEAPONS, "weapon", f"{where}.kind")
    sides = []
    for side in ("left", "right"):
        v = obj[side]
        place = f"{where}.{side}"
        if isinstance(v, bool) or not isinstance(v, int):
            raise CardError(
                _("{where}: expected a weapon value (0-2), got {type}").format(
                    where=place, type=type_name(v)
                )
            )
        if v not in WEAPON_VALUES:
            raise CardError(
                _("{where}: {value} is not a weapon value (0-2)").format(where=place, value=v)
            )
        sides.append(v)
    return Weapon(kind, sides[0], sides[1])


def parse_areas(value: object, where: str) -> Areas:
    obj = check_keys(value, {"spice", "gem", "animal", "weapon"}, set(), where)
    return Areas(
        spice=parse_kind(obj["spice"], SPICES, "spice", f"{where}.spice"),
        gem=parse_gem(obj["gem"], f"{where}.gem"),
        animal=parse_kind(obj["animal"], ANIMALS, "animal", f"{where}.animal"),
        weapon=parse_weapon(obj["weapon"], f"{where}.weapon"),
    )


def parse_spell(value: object, where: str, *, own_areas: Areas | None = None) -> Spell:
    """Parse a Spell Area.

    In the deck a Universal Good is ``{"power": "universal"}`` and its Areas are
    the card's own (``own_areas``); in the score pad, where there is no card,
    it carries them as ``"card"``.
    """
    if not isinstance(value, dict):
        raise expected_object(where, value)
    power = parse_kind(value.get("power"), SPELL_POWERS, "power", f"{where}.power")
    match power:
        case "per_good":
            obj = check_keys(value, {"power", "good"}, set(), where)
            good = parse_kind(obj["good"], PER_GOOD_PILES, "pile", f"{where}.good")
            return Spell(power, good=good)
        case "per_animal":
            obj = check_keys(value, {"power", "animal"}, set(), where)
            return Spell(
                power, animal=parse_kind(obj["animal"], ANIMALS, "animal", f"{where}.animal")
            )
        case "spice_pair":
            obj = check_keys(value, {"power", "spices"}, set(), where)
            pair = obj["spices"]
            if not isinstance(pair, list) or len(pair) != 2:
                raise CardError(
                    _("{where}: expected a list of two spice names").format(where=f"{where}.spices")
                )
            a = parse_kind(pair[0], SPICES, "spice", f"{where}.spices[0]")
            b = parse_kind(pair[1], SPICES, "spice", f"{where}.spices[1]")
            if a == b:
                raise CardError(
                    # Translators: {spice} is the spice's code as written, in quotes.
                    _("{where}: names {spice} twice; a pair is two different kinds").format(
                        where=f"{where}.spices", spice=repr(a)
                    )
                )
            return Spell(power, spices=(a, b))
        case "weapon_boost":
            obj = check_keys(value, {"power", "weapon"}, set(), where)
            return Spell(
                power, weapon=parse_kind(obj["weapon"], WEAPONS, "weapon", f"{where}.weapon")
            )
        case "universal":
            if own_areas is not None:
                check_keys(value, {"power"}, set(), where)
                return Spell(power, card=own_areas)
            obj = check_keys(value, {"power", "card"}, set(), where)
            return Spell(power, card=parse_areas(obj["card"], f"{where}.card"))
        case _:
            check_keys(value, {"power"}, set(), where)
            return Spell(power)
