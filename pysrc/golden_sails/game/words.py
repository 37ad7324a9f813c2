"""The game's words, as players read them: the one place the page gets wording.

Names from the rulebook (Goods, Areas, Experts, piles: golden_sails.model.glossary),
the Areas of a card in words, and the phrases the screens need.  The page draws these strings; it
never composes a card's or a rule's wording itself.  Every phrase is in the
current language (golden_sails.model.i18n); the constants below are English,
marked for the catalogs, and translated where they are shown.  Rule codes (R5, R11)
belong in the code's comments, never in these words.
"""

from __future__ import annotations

from typing import Any, Final

from ..model import glossary
from ..model.cards import (
    ANIMALS,
    EXPERT_PILE,
    EXPERTS,
    GEM_CLASSES,
    PER_GOOD_PILES,
    PILES,
    SPELL_POWERS,
    SPICES,
    WEAPON_VALUES,
    WEAPONS,
    Areas,
    CardError,
    GoodsCard,
    Spell,
    Weapon,
    parse_gem,
    parse_kind,
    parse_spell,
    parse_weapon,
)
from ..model.deck import ANIMAL_REFERENCES
from ..model.glossary import good_name, good_plural, kind_name
from ..model.i18n import N_, _
from ..model.seats import HUMAN, LEVEL_NAMES, LEVEL_WORDS
from .engine import VARIANTS
from .seen import CardFacts, SpellFacts, WeaponFacts

# English; good_one() and good_many() give them in the current language.
GOODS: Final = {pile: (glossary.GOODS[pile].name, glossary.GOODS[pile].many) for pile in PILES}
assert tuple(GOODS) == PILES

VARIANT_WORDS: Final = {
    # Translators: a variant's name: an option of the set-up form's variant, and on a saved game of
    # the home screen's list.
    "standard": N_("Standard"),
    # Translators: a variant's name: an option of the set-up form's variant, and on a saved game of
    # the home screen's list.
    "open": N_("Open (Gems face up)"),
    # Translators: a variant's name: an option of the set-up form's variant, and on a saved game of
    # the home screen's list.
    "secretive": N_("Secretive (Experts hidden)"),
}
assert tuple(VARIANT_WORDS) == VARIANTS

# Shown beside a Good type's name where a newcomer meets it: how it scores.
HOW_IT_SCORES: Final = {
    "spells": N_("Each Spell scores on its own, or changes how other Goods score."),
    "gems": N_(
        "Gems make sequences of neighbouring classes (8 and 1 are neighbours): "
        "a sequence of n Gems scores n x n VP."
    ),
    "spices": N_(
        "Different kinds count: 1, 2, 3, 4, 5 or 6 kinds score "
        "2, 4, 8, 12, 20 or 30 VP; a second Spice of a kind adds nothing."
    ),
    "animals": N_("Animals score in sets, as the game's Animal reference card says."),
    "weapons": N_(
        "Each Weapon steals its left value from your left neighbour and its right "
        "value from your right neighbour; two Weapons of one kind both count 0."
    ),
}


def cap(word: str) -> str:
    return word[:1].upper() + word[1:]


def areas_text(areas: Areas) -> str:
    """A Universal Good's four Areas: "Lotus / Gem 5 / Serpent / Katar 1-1"."""
    # Translators: a Universal Good's four Areas, inside brackets after its name and on the final
    # choices' screen: {spice} and {animal} are kinds' names (the glossary's), {gem} the Gem's
    # class, {weapon} the Weapon in words ("Katar 1-1").
    return _("{spice} / Gem {gem} / {animal} / {weapon}").format(
        spice=kind_name(areas.spice),
        gem=areas.gem,
        animal=kind_name(areas.animal),
        weapon=areas.weapon.describe(),
    )


def spell_text(spell: Spell) -> str:
    """A Spell in words; a Universal Good with its Areas."""
    if spell.power == "universal" and spell.card is not None:
        # Translators: a Universal Good in words, in a pile and in the log: {areas} are its four
        # Areas ("Lotus / Gem 5 / Serpent / Katar 1-1").
        return _("Universal Good ({areas})").format(areas=areas_text(spell.card))
    return spell.describe()


def card_text(pile: str, value: object, where: str) -> str:
    """One card of a pile, given as the score pad's JSON, in words (checked)."""
    match pile:
        case "spices":
            return kind_name(parse_kind(value, SPICES, "spice", where))
        case "gems":
            return _("Gem {gem}").format(gem=parse_gem(value, where))
        case "animals":
            return kind_name(parse_kind(value, ANIMALS, "animal", where))
        case "weapons":
            return parse_weapon(value, where).describe()
        case "spells":
            return spell_text(parse_spell(value, where))
    raise CardError(
        # Translators: {pile} is the value given, in quotes; {piles} the piles' codes, kept as they
        # are.
        _("{where}: {pile} is not a pile ({piles})").format(
            where=where, pile=repr(pile), piles=", ".join(PILES)
        )
    )


# The score pad's list of Spell powers: what each is called there (the card's
# name, or its generic name where the card names a kind), and which field
# (beyond "power") it needs.
_NEEDS: Final = {"per_good": "good", "per_animal": "animal", "spice_pair": "spices",
                 "weapon_boost": "weapon", "universal": "card"}  # fmt: skip
SPELL_POWER_WORDS: Final = {
    power: (glossary.SPELL_GENERIC.get(power, glossary.SPELLS[power].name), _NEEDS.get(power))
    for power in SPELL_POWERS
}
assert set(SPELL_POWER_WORDS) == set(SPELL_POWERS)


def spell_short(spell: Spell) -> str:
    """A Spell for a card's small Area or a chip: its name's first words
    (golden_sails.model.glossary), "Protection" for "Protection from the Weapon of
    any kind"."""
    return spell.name(short=True)


def area_shorts(card: GoodsCard) -> dict[str, str]:
    """Each Area of a card in a word or two, by pile, for the table's compact cards.
    A Weapon says its kind in words ("Katar 2-0"): a second Weapon of a kind
    cancels both (R11), and the four kinds' icons look alike on a phone."""
    return {
        "spells": spell_short(card.spell),
        "gems": str(card.gem),
        "spices": kind_name(card.spice),
        "animals": kind_name(card.animal),
        "weapons": card.weapon.describe(),
    }


def _weapon_of(facts: WeaponFacts) -> Weapon:
    return Weapon(facts["kind"], facts["left"], facts["right"])


def _spell_of(facts: SpellFacts) -> Spell:
    return parse_spell(dict(facts), "spell")


def area_words(pile: str, area: object) -> str:
    """An Area in words from its facts (a view's): a kind, a Gem's class, a
    Weapon's or a Spell's data, as :func:`area_texts` words a card's."""
    if pile == "gems":
        return _("Gem {gem}").format(gem=area)
    if pile in ("spices", "animals"):
        assert isinstance(area, str)
        return kind_name(area)
    if pile == "weapons":
        return _weapon_of(area).describe()  # type: ignore[arg-type]
    return _spell_of(area).describe()  # type: ignore[arg-type]


def short_words(pile: str, area: object) -> str:
    """The same, short, for a card's small Area (:func:`area_shorts`)."""
    if pile == "gems":
        return str(area)
    if pile == "spells":
        return spell_short(_spell_of(area))  # type: ignore[arg-type]
    return area_words(pile, area)


def pile_spell_words(facts: SpellFacts) -> tuple[str, str]:
    """A Spell in a pile: its words (a Universal Good with its Areas) and its short form."""
    spell = _spell_of(facts)
    return spell_text(spell), spell_short(spell)


def card_area(card: CardFacts, pile: str) -> object:
    """A table card's Area for ``pile``, as facts."""
    return {"spells": card["spell"], "gems": card["gem"], "spices": card["spice"],
            "animals": card["animal"], "weapons": card["weapon"]}[pile]  # fmt: skip


# A Universal Good's card after its final choice (R12): one sentence per pile, so
# each language gives the pile its own case.  {card} is the card's Spell text.
MOVED_ATOP = {
    # Translators: a Universal Good in a player's pile after his final choice, said by screen
    # readers: {card} is the card in words ("Universal Good (Lotus / Gem 5 / Serpent / Katar 1-1)").
    "gems": N_("{card}: moved atop the Gems pile, as {area}"),
    # Translators: a Universal Good in a player's pile after his final choice, said by screen
    # readers: {card} is the card in words ("Universal Good (Lotus / Gem 5 / Serpent / Katar 1-1)").
    "spices": N_("{card}: moved atop the Spices pile, as {area}"),
    # Translators: a Universal Good in a player's pile after his final choice, said by screen
    # readers: {card} is the card in words ("Universal Good (Lotus / Gem 5 / Serpent / Katar 1-1)").
    "animals": N_("{card}: moved atop the Animals pile, as {area}"),
    # Translators: a Universal Good in a player's pile after his final choice, said by screen
    # readers: {card} is the card in words ("Universal Good (Lotus / Gem 5 / Serpent / Katar 1-1)").
    "weapons": N_("{card}: moved atop the Weapons pile, as {area}"),
}


def area_texts(card: GoodsCard) -> dict[str, str]:
    """Each Area of a card in words, by pile: "Gem 5", "Lotus", "Katar 2-0"..."""
    return {
        "spells": card.spell.describe(),
        "gems": _("Gem {gem}").format(gem=card.gem),
        "spices": kind_name(card.spice),
        "animals": kind_name(card.animal),
        "weapons": card.weapon.describe(),
    }


def good_one(pile: str) -> str:
    return good_name(pile)


def good_many(pile: str) -> str:
    return good_plural(pile)


def vocabulary() -> dict[str, Any]:
    """Every name the page shows, by its value in the game's JSON.

    The page shows these names alone, as labels (a pile's heading, a chip, a
    tap's button), so each starts with a capital in every language
    (glossary.capitalised: Polish writes "lotos" inside a sentence)."""
    cap = glossary.capitalised
    return {
        "goods": {
            pile: {
                "one": cap(good_one(pile)),
                "many": cap(good_many(pile)),
                "how": _(HOW_IT_SCORES[pile]),
            }
            for pile in GOODS
        },
        "experts": {
            expert: {"name": cap(glossary.expert_name(expert)), "pile": EXPERT_PILE[expert]}
            for expert in EXPERTS
        },
        "spices": {kind: cap(kind_name(kind)) for kind in SPICES},
        "animals": {kind: cap(kind_name(kind)) for kind in ANIMALS},
        "weapons": {kind: cap(kind_name(kind)) for kind in WEAPONS},
        "gem_classes": list(GEM_CLASSES),
        "weapon_values": list(WEAPON_VALUES),
        "per_good_piles": list(PER_GOOD_PILES),
        "spell_powers": [
            {"power": power, "label": _(label), "needs": needs}
            for power, (label, needs) in SPELL_POWER_WORDS.items()
        ],
        "variants": {variant: _(words) for variant, words in VARIANT_WORDS.items()},
        # Translators: an option of the set-up form's seat kind: a person plays this seat (the
        # others are the computers' levels).
        "seat_kinds": {HUMAN: _("Person"), **{k: _(LEVEL_NAMES[k]) for k in LEVEL_WORDS}},
        # A person on his own phone (a table of phones, issue 34): offered apart
        # from seat_kinds, by a set-up for a game on several phones only.
        "phone_seat": {
            # Translators: an option of the set-up form's seat kind: this seat is played on its
            # player's own phone.
            "name": _("Own phone"),
            "about": _(
                "Plays on their own phone, paired by scanning two QR codes; the phones "
                "need the same Wi-Fi, not the internet."
            ),
        },
        "levels": {level: _(words) for level, words in LEVEL_WORDS.items()},
        "animal_references": list(ANIMAL_REFERENCES),
    }
