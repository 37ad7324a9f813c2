"""One player's score as a function of where his Universal Goods go (R12).

Everything but the Weapon exchange depends only on the player's own piles, and
the only choice that changes them is where his Universal Goods go.  So a
:class:`PlayerModel` works out, per destination vector, the VP of his Spells,
Gems, Spices and Animals and the values his Weapons point left and right; the
optimiser and the score sheet read those.  Destination vectors hold indices
into ``DESTINATIONS`` (0: the Universal Good stays a Spell).

This is the hot path of self-play (``totals``), so each pile's VP is worked
out once per set of Universal Goods sent to it (a bit mask), not once per
destination vector, and Spells (cheap arithmetic) are scored from the counts.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from ..cards import ANIMALS, SPICES, Areas, Spell, Weapon
from ..deck import AnimalReference, load_animal_references
from ..table import Piles, Table
from .animals import (
    ANIMAL_INDEX,
    SequenceSolver,
    SetSolver,
    sequence_solver,
    solver,
    three_different,
)
from .choices import ScoringError
from .gems import gem_upper_bound, gem_vp, gem_vp_above
from .spells import PileCounts, spell_vp
from .spices import SPICE_VP
from .weapons import WEAPON_INDEX, Values, weapon_values

Assignment = tuple[int, ...]
_NO_VALUES: Final = (0, 0, 0, 0)
_NO_SPICES: Final = (0,) * len(SPICES)
# Only these Spells score VP of their own (R13); Universal Goods never do.
_SCORING_POWERS: Final = frozenset(
    {"per_good", "per_spell", "per_animal", "spice_pair", "five_types", "three_animals"}
)
AnimalRule = SetSolver | SequenceSolver


class Parts(NamedTuple):
    """A player's VP but the Gems', the Universal Goods sent to Gems (bit mask),
    and his Weapons' values per kind."""

    spells: int
    spices: int
    animals: int
    gem_mask: int
    left: Values
    right: Values
    weapon_cards: int

    @property
    def goods(self) -> int:
        """Everything but the Gems and the Weapon exchange."""
        return self.spells + self.spices + self.animals


class Own(NamedTuple):
    """A player's own VP per category, and his Weapons' values per kind."""

    spells: int
    gems: int
    spices: int
    animals: int
    left: Values
    right: Values
    weapon_cards: int

    @property
    def goods(self) -> int:
        """Everything but the Weapon exchange."""
        return self.spells + self.gems + self.spices + self.animals


def animal_rule(reference: AnimalReference) -> AnimalRule:
    if reference.kind == "sequence":
        return sequence_solver(reference)
    return solver(reference)


class PlayerModel:
    """One player's piles, and his :class:`Own` for each Universal Good destination vector."""

    __slots__ = (
        "_animals",
        "_gem_keys",
        "_gems",
        "_memo",
        "_pairs",
        "_parts",
        "_rule",
        "_spices",
        "_triples",
        "_weapons",
        "boosts",
        "piles",
        "protections",
        "scoring_spells",
        "shifts",
        "universals",
    )

    def __init__(self, piles: Piles, rule: AnimalRule) -> None:
        self.piles = piles
        universals: list[Areas] = []
        scoring: list[Spell] = []
        shifts = protections = 0
        boosts = [0, 0, 0, 0]
        for spell in piles.spells:
            power = spell.power
            if power in _SCORING_POWERS:
                scoring.append(spell)
            elif power == "universal" and spell.card is not None:
                universals.append(spell.card)
            elif power == "gem_shift":
                shifts += 1
            elif power == "protection":
                protections += 1
            elif power == "weapon_boost" and spell.weapon is not None:
                boosts[WEAPON_INDEX[spell.weapon]] += 1
        self.universals = tuple(universals)
        self.scoring_spells = tuple(scoring)
        self._pairs = any(spell.power == "spice_pair" for spell in scoring)
        self._triples = any(spell.power == "three_animals" for spell in scoring)
        self.shifts = shifts
        self.protections = protections
        self.boosts = tuple(boosts)
        self._rule = rule
        self._memo: dict[Assignment, Own] = {}
        # Per pile: bit mask of the Universal Goods sent there -> what that pile scores.
        self._gems: dict[int, int] = {}
        self._gem_keys: dict[int, tuple[int, ...]] = {}
        self._parts: dict[Assignment, Parts] = {}
        self._spices: dict[int, tuple[int, int, tuple[int, ...]]] = {}
        self._animals: dict[int, tuple[int, int, tuple[int, ...], int]] = {}
        self._weapons: dict[int, tuple[Values, Values, int]] = {}

    def final_piles(self, assignment: Assignment) -> Piles:
        """The piles once the Universal Goods are moved (R12): each moved card on
        top of its new pile, with that Area, in Spell-pile order, but moved
        Animals under reference V in their best order (D12); the Spell pile
        keeps the rest in order."""
        if not any(assignment):
            return self.piles
        p = self.piles
        spices, gems = list(p.spices), list(p.gems)
        animals, weapons = list(p.animals), list(p.weapons)
        spells: list[Spell] = []
        moved_animals: list[str] = []
        k = 0
        for spell in p.spells:
            if spell.power != "universal" or spell.card is None:
                spells.append(spell)
                continue
            card, dest = spell.card, assignment[k]
            k += 1
            if dest == 0:
                spells.append(spell)
            elif dest == 1:
                gems.append(card.gem)
            elif dest == 2:
                spices.append(card.spice)
            elif dest == 3:
                moved_animals.append(card.animal)
            else:
                weapons.append(card.weapon)
        if isinstance(self._rule, SequenceSolver):
            order = self._rule.best_order(p.animals, moved_animals)
            moved_animals = [moved_animals[j] for j in order]
        animals += moved_animals
        return Piles(tuple(spices), tuple(gems), tuple(animals), tuple(weapons), tuple(spells))

    def _moved(self, mask: int) -> list[Areas]:
        """The Universal Goods in ``mask``, in Spell-pile order."""
        return [card for k, card in enumerate(self.universals) if mask >> k & 1]

    def _gem_key(self, mask: int) -> tuple[int, ...]:
        """The Gem pile for the Universal Goods in ``mask``, sorted (the Gem caches' key)."""
        key = self._gem_keys.get(mask)
        if key is None:
            gems = self.piles.gems
            if mask:
                gems = (*gems, *(card.gem for card in self._moved(mask)))
            key = self._gem_keys[mask] = tuple(sorted(gems))
        return key

    def gem_vp(self, mask: int) -> int:
        found = self._gems.get(mask)
        if found is None:
            key = self._gem_key(mask)
            found = self._gems[mask] = gem_vp(key, self.shifts) if key else 0
        return found

    def gem_vp_above(self, mask: int, floor: int) -> int | None:
        """The Gem VP if it beats ``floor`` (cheaper to settle when it does not)."""
        found = self._gems.get(mask)
        if found is None:
            key = self._gem_key(mask)
            if not key:
                found = self._gems[mask] = 0
            else:
                above = gem_vp_above(key, self.shifts, floor)
                if above is None:
                    return None
                found = self._gems[mask] = above
        return found if found > floor else None

    def gem_bound(self, mask: int) -> int:
        found = self._gems.get(mask)
        if found is not None:
            return found
        key = self._gem_key(mask)
        return gem_upper_bound(key, self.shifts) if key else 0

    def _spice_pile(self, mask: int) -> tuple[int, int, tuple[int, ...]]:
        found = self._spices.get(mask)
        if found is None:
            spices = self.piles.spices
            if mask:
                spices = (*spices, *(card.spice for card in self._moved(mask)))
            # Per-kind counts only matter to a Spice-pair Spell (R13).
            counts = tuple(map(spices.count, SPICES)) if self._pairs else _NO_SPICES
            found = self._spices[mask] = (SPICE_VP[len(set(spices))], len(spices), counts)
        return found

    def _animal_pile(self, mask: int) -> tuple[int, int, tuple[int, ...], int]:
        found = self._animals.get(mask)
        if found is None:
            base = animals = self.piles.animals
            moved = tuple(card.animal for card in self._moved(mask))
            if moved:
                animals = (*base, *moved)
            counts = tuple(map(animals.count, ANIMALS))
            rule = self._rule
            if isinstance(rule, SetSolver):
                vp = rule.best(counts)
            else:
                # R16 V: the pile as taken, then the moved ones in their best order (D12).
                top = ANIMAL_INDEX[base[-1]] if base else -1
                vp = rule.vp(base) + rule.extension(top, tuple(map(moved.count, ANIMALS)))
            triples = three_different(counts) if self._triples else 0
            found = self._animals[mask] = (vp, len(animals), counts, triples)
        return found

    def _weapon_pile(self, mask: int) -> tuple[Values, Values, int]:
        found = self._weapons.get(mask)
        if found is None:
            weapons: tuple[Weapon, ...] = self.piles.weapons
            if mask:
                weapons = (*weapons, *(card.weapon for card in self._moved(mask)))
            if weapons:
                left, right = weapon_values(weapons, self.boosts)
            else:
                left, right = _NO_VALUES, _NO_VALUES
            found = self._weapons[mask] = (left, right, len(weapons))
        return found

    def parts(self, assignment: Assignment) -> Parts:
        """Everything but the Gem VP (the costly part), and which Universal Goods go to Gems."""
        found = self._parts.get(assignment)
        if found is not None:
            return found
        masks = [0, 0, 0, 0, 0]
        bit = 1
        for dest in assignment:
            masks[dest] |= bit
            bit <<= 1
        spices, n_spices, spice_counts = self._spice_pile(masks[2])
        animals, n_animals, animal_counts, triples = self._animal_pile(masks[3])
        left, right, n_weapons = self._weapon_pile(masks[4])
        spells = 0
        if self.scoring_spells:
            n_spells = len(self.piles.spells) - len(assignment) + assignment.count(0)
            n_gems = len(self.piles.gems) + bin(masks[1]).count("1")
            piles = PileCounts(
                (n_spells, n_gems, n_spices, n_animals, n_weapons),
                spice_counts,
                animal_counts,
                triples,
            )
            for spell in self.scoring_spells:
                spells += spell_vp(spell, piles)
        found = self._parts[assignment] = Parts(
            spells, spices, animals, masks[1], left, right, n_weapons
        )
        return found

    def own(self, assignment: Assignment) -> Own:
        found = self._memo.get(assignment)
        if found is None:
            p = self.parts(assignment)
            found = self._memo[assignment] = Own(
                p.spells,
                self.gem_vp(p.gem_mask),
                p.spices,
                p.animals,
                p.left,
                p.right,
                p.weapon_cards,
            )
        return found


class TableModel:
    """Every player's model, for one table."""

    __slots__ = ("players", "reference", "table")

    def __init__(self, table: Table) -> None:
        n = len(table.piles)
        if not 2 <= n <= 4:
            raise ScoringError(f"a table has 2 to 4 players, not {n}")
        if len(table.names) != n:
            raise ScoringError(f"{len(table.names)} names for {n} players")
        if not 0 <= table.first_player < n:
            raise ScoringError(f"first_player {table.first_player} is not a seat (0-{n - 1})")
        references = load_animal_references()
        reference = references.get(table.animal_reference)
        if reference is None:
            raise ScoringError(
                f"animal_reference {table.animal_reference!r} is not one of {', '.join(references)}"
            )
        self.table = table
        self.reference = reference
        rule = animal_rule(reference)
        self.players = tuple(PlayerModel(piles, rule) for piles in table.piles)
