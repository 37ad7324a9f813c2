"""A table at final scoring: every player's five piles, and what scoring needs.

This is what the engine hands to scoring at the end of round 12, and what the
score pad (``python -m golden_sails score``) builds from its JSON input.  Piles
hold Areas, not card ids, so a physical table can be scored too.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Spell, Weapon


@dataclass(frozen=True, slots=True)
class Piles:
    """One player's five piles, each in the order taken, oldest first.

    Order matters for Animal reference V (R16) and for where a moved Universal
    Good lands (R12: on top, i.e. last).
    """

    spices: tuple[str, ...] = ()
    gems: tuple[int, ...] = ()
    animals: tuple[str, ...] = ()
    weapons: tuple[Weapon, ...] = ()
    spells: tuple[Spell, ...] = ()

    def size(self, pile: str) -> int:
        return len(getattr(self, pile))

    def card_count(self) -> int:
        return (
            len(self.spices)
            + len(self.gems)
            + len(self.animals)
            + len(self.weapons)
            + len(self.spells)
        )


@dataclass(frozen=True, slots=True)
class Table:
    """Everything final scoring reads.

    ``first_player`` is the first player of round 12, who decides first (R11).
    Seats are clockwise (R1): seat i+1 is seat i's left neighbour.
    """

    animal_reference: str
    names: tuple[str, ...]
    piles: tuple[Piles, ...]
    first_player: int = 0

    @property
    def players(self) -> int:
        return len(self.piles)

    def decision_order(self) -> tuple[int, ...]:
        """R11: from the first player of round 12, clockwise."""
        n = len(self.piles)
        return tuple((self.first_player + k) % n for k in range(n))

    def left_of(self, seat: int) -> int:
        return (seat + 1) % len(self.piles)

    def right_of(self, seat: int) -> int:
        return (seat - 1) % len(self.piles)
