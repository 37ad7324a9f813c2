"""The game's words, as players read them: the one place the page gets wording.

Names from the rulebook (Goods, Areas, Experts, piles), the Areas of a card in
words, and the phrases the screens need.  The page draws these strings; it
never composes a card's or a rule's wording itself.  Rule codes (R5, R11)
belong in the code's comments, never in these words.
"""

from __future__ import annotations

from typing import Any, Final

from .cards import ANIMALS, EXPERT_PILE, EXPERTS, PILES, SPICES, WEAPONS, GoodsCard, Weapon
from .deck import ANIMAL_REFERENCES
from .engine import VARIANTS

GOODS: Final = {
    "spells": ("Spell", "Spells"),
    "gems": ("Gem", "Gems"),
    "spices": ("Spice", "Spices"),
    "animals": ("Animal", "Animals"),
    "weapons": ("Weapon", "Weapons"),
}
assert tuple(GOODS) == PILES

VARIANT_WORDS: Final = {
    "standard": "Standard",
    "open": "Open (Gems face up)",
    "secretive": "Secretive (Experts hidden)",
}
assert tuple(VARIANT_WORDS) == VARIANTS

# Shown beside a Good type's name where a newcomer meets it: how it scores.
HOW_IT_SCORES: Final = {
    "spells": "Each Spell scores on its own, or changes how other Goods score.",
    "gems": "Gems make runs of neighbouring classes (8 and 1 are neighbours): "
    "a run of n Gems scores n x n VP.",
    "spices": "Different kinds count: 1, 2, 3, 4, 5 or 6 kinds score "
    "2, 4, 8, 12, 20 or 30 VP; a second Spice of a kind adds nothing.",
    "animals": "Animals score in sets, as the game's Animal reference card says.",
    "weapons": "Each Weapon steals its left value from your left neighbour and its right "
    "value from your right neighbour; two Weapons of one kind both count 0.",
}


def cap(word: str) -> str:
    return word[:1].upper() + word[1:]


def article(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def weapon_text(weapon: Weapon) -> str:
    return weapon.describe()


def area_texts(card: GoodsCard) -> dict[str, str]:
    """Each Area of a card in words, by pile: "Gem 5", "Lotus", "Katar 2-0"..."""
    return {
        "spells": card.spell.describe(),
        "gems": f"Gem {card.gem}",
        "spices": cap(card.spice),
        "animals": cap(card.animal),
        "weapons": card.weapon.describe(),
    }


def good_one(pile: str) -> str:
    return GOODS[pile][0]


def good_many(pile: str) -> str:
    return GOODS[pile][1]


def vocabulary() -> dict[str, Any]:
    """Every name the page shows, by its value in the game's JSON."""
    return {
        "goods": {
            pile: {"one": one, "many": many, "how": HOW_IT_SCORES[pile]}
            for pile, (one, many) in GOODS.items()
        },
        "experts": {
            expert: {"name": cap(expert), "pile": EXPERT_PILE[expert]} for expert in EXPERTS
        },
        "spices": {kind: cap(kind) for kind in SPICES},
        "animals": {kind: cap(kind) for kind in ANIMALS},
        "weapons": {kind: cap(kind) for kind in WEAPONS},
        "variants": dict(VARIANT_WORDS),
        "animal_references": list(ANIMAL_REFERENCES),
    }
