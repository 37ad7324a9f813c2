"""Choosing a lesson's cards from the deck by their Areas.

A lesson asks for "a card with the Anise Area", "a Gem of class 4", "Katar
2-0": the first card of the deck (by id) with that Area that the lesson has
not used yet.  So a lesson puts the rulebook's own cards on the table, and
follows the deck's data (R19: a player may replace it) where it can; where the
deck has no such card, the lesson says which card it misses.
"""

from __future__ import annotations

from collections.abc import Callable

from ...model.cards import GoodsCard
from ...model.deck import load_deck
from .model import SceneError


class Picker:
    """Cards of the deck, each handed out once."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def first(self, what: str, fits: Callable[[GoodsCard], bool]) -> int:
        for card in load_deck():
            if card.id not in self.used and fits(card):
                self.used.add(card.id)
                return card.id
        raise SceneError(f"lesson: the deck has no card left with {what}")

    def spice(self, kind: str) -> int:
        return self.first(f"the Spice {kind}", lambda c: c.spice == kind)

    def gem(self, gem_class: int) -> int:
        return self.first(f"Gem class {gem_class}", lambda c: c.gem == gem_class)

    def animal(self, kind: str) -> int:
        return self.first(f"the Animal {kind}", lambda c: c.animal == kind)

    def weapon(self, kind: str, left: int, right: int) -> int:
        return self.first(
            f"the Weapon {kind} {left}-{right}",
            lambda c: (c.weapon.kind, c.weapon.left, c.weapon.right) == (kind, left, right),
        )

    def spell(self, power: str, **named: object) -> int:
        """A Spell of ``power``; ``named`` fields (``animal="phoenix"``, ``weapon=...``,
        ``good=...``, ``spices=(a, b)`` in either order) must match too."""

        def fits(card: GoodsCard) -> bool:
            spell = card.spell
            if spell.power != power:
                return False
            for key, value in named.items():
                have = getattr(spell, key)
                if key == "spices" and have is not None and isinstance(value, tuple):
                    if set(have) != set(value):
                        return False
                elif have != value:
                    return False
            return True

        details = ", ".join(f"{k} {v}" for k, v in named.items())
        return self.first(f"the Spell {power}" + (f" ({details})" if details else ""), fits)
