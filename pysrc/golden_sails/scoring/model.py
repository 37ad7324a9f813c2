"""One player's score as a function of where his Universal Goods go (R12).

Everything but the Weapon exchange depends only on the player's own piles, and
the only choice that changes them is where his Universal Goods go.  So a
:class:`PlayerModel` works out, per destination vector, the VP of his Spells,
Gems, Spices and Animals and the values his Weapons point left and right; the
optimiser and the score sheet read those.  Destination vectors hold indices
into ``DESTINATIONS`` (0: the Universal Good stays a Spell).

Identical Universal Goods (the same four Areas) are interchangeable, so what a
pile scores depends only on how many of each *group* of identical ones it
receives: a sub-multiset, numbered in mixed radix (group i's count times
``strides[i]``).  Each pile's VP is worked out once per sub-multiset sent to
it, not once per destination vector, and Spells (cheap arithmetic) are scored
from the counts.  This is the hot path of self-play (``totals``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple

from ..model.cards import ANIMALS, SPICES, Areas, Spell, Weapon
from ..model.deck import AnimalReference, load_animal_references
from ..model.i18n import _, ngettext
from ..model.placements import group_placements, identical_groups
from ..model.table import Piles, Table
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
from .spells import PileCounts, SpellTerms, spell_vp
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
    """A player's VP but the Gems', the Universal Goods sent to Gems (a
    sub-multiset), and his Weapons' values per kind."""

    spells: int
    spices: int
    animals: int
    gem_subset: int
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


class SpicePile(NamedTuple):
    vp: int  # R15
    cards: int
    counts: tuple[int, ...]  # per kind (only filled when a Spice-pair Spell reads it)


class AnimalPile(NamedTuple):
    vp: int  # R16
    cards: int
    counts: tuple[int, ...]  # per kind
    triples: int  # R13's sets of three (only when a Spell reads it)


class WeaponPile(NamedTuple):
    left: Values
    right: Values
    cards: int


class Groups(NamedTuple):
    """A player's Universal Goods, identical ones (the same Areas) grouped.

    A sub-multiset holding c_i of group i is numbered sum(c_i * strides[i]),
    0 .. subsets - 1.
    """

    cards: tuple[Areas, ...]  # one per group, in order of first appearance
    sizes: tuple[int, ...]
    of: tuple[int, ...]  # each Universal Good's group, in Spell-pile order
    strides: tuple[int, ...]
    subsets: int
    placements: int  # the search's work (placements.py)


def group(universals: Sequence[Areas]) -> Groups:
    if len(universals) == 1:  # most players who hold any (self-play's hot path)
        return Groups(tuple(universals), (1,), (0,), (1,), 2, group_placements(1))
    groups = identical_groups(universals)
    cards = tuple(card for card, _ in groups)
    index = {card: i for i, card in enumerate(cards)}
    strides = []
    subsets = placements = 1
    for _card, size in groups:
        strides.append(subsets)
        subsets *= size + 1
        placements *= group_placements(size)
    return Groups(
        cards,
        tuple(size for _, size in groups),
        tuple(index[card] for card in universals),
        tuple(strides),
        subsets,
        placements,
    )


_NO_GROUPS: Final = group(())


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
        "_moved",
        "_pairs",
        "_parts",
        "_rule",
        "_spices",
        "_terms",
        "_triples",
        "_weapons",
        "base_spells",
        "boosts",
        "groups",
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
        self._terms: SpellTerms | None = None
        self._pairs = any(spell.power == "spice_pair" for spell in scoring)
        self._triples = any(spell.power == "three_animals" for spell in scoring)
        self.base_spells = len(piles.spells) - len(universals)
        self.shifts = shifts
        self.protections = protections
        self.boosts = tuple(boosts)
        self._rule = rule
        self.groups = group(universals) if universals else _NO_GROUPS
        self._memo: dict[Assignment, Own] = {}
        self._moved: dict[int, tuple[Areas, ...]] = {}
        self._parts: dict[Assignment, Parts] = {}
        # Per pile: sub-multiset of the Universal Goods sent there -> what that pile scores.
        self._gems: dict[int, int] = {}
        self._gem_keys: dict[int, tuple[int, ...]] = {}
        self._spices: dict[int, SpicePile] = {}
        self._animals: dict[int, AnimalPile] = {}
        self._weapons: dict[int, WeaponPile] = {}

    @property
    def terms(self) -> SpellTerms:
        """The scoring Spells as sums over the piles (the search reads them)."""
        if self._terms is None:
            self._terms = SpellTerms.of(self.scoring_spells)
        return self._terms

    # --- Sub-multisets ------------------------------------------------------------

    def counts(self, u: int) -> list[int]:
        """How many of each group a sub-multiset holds."""
        out = []
        for size in self.groups.sizes:
            u, c = divmod(u, size + 1)
            out.append(c)
        return out

    def moved(self, u: int) -> tuple[Areas, ...]:
        """The Universal Goods of a sub-multiset (which of identical ones does not matter)."""
        if not u:
            return ()
        found = self._moved.get(u)
        if found is None:
            found = self._moved[u] = tuple(
                card
                for card, c in zip(self.groups.cards, self.counts(u), strict=True)
                for _ in range(c)
            )
        return found

    # --- The piles ----------------------------------------------------------------

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

    def gem_pile(self, u: int) -> tuple[int, ...]:
        """The Gem pile with the sub-multiset ``u`` sent there, sorted (the Gem caches' key)."""
        key = self._gem_keys.get(u)
        if key is None:
            gems = self.piles.gems
            if u:
                gems = (*gems, *(card.gem for card in self.moved(u)))
            key = self._gem_keys[u] = tuple(sorted(gems))
        return key

    def gem_vp(self, u: int) -> int:
        found = self._gems.get(u)
        if found is None:
            key = self.gem_pile(u)
            found = self._gems[u] = gem_vp(key, self.shifts) if key else 0
        return found

    def gem_vp_above(self, u: int, floor: int) -> int | None:
        """The Gem VP if it beats ``floor`` (cheaper to settle when it does not)."""
        found = self._gems.get(u)
        if found is None:
            key = self.gem_pile(u)
            if not key:
                found = self._gems[u] = 0
            else:
                above = gem_vp_above(key, self.shifts, floor)
                if above is None:
                    return None
                found = self._gems[u] = above
        return found if found > floor else None

    def gem_bound(self, u: int, enough: int = -1) -> int:
        """A ceiling on the Gem VP: exact when known, else the Gem search's quick
        bounds (the costlier skipped once one is at most ``enough``)."""
        found = self._gems.get(u)
        if found is not None:
            return found
        key = self.gem_pile(u)
        return gem_upper_bound(key, self.shifts, enough) if key else 0

    def spice_pile(self, u: int) -> SpicePile:
        found = self._spices.get(u)
        if found is None:
            spices = self.piles.spices
            if u:
                spices = (*spices, *(card.spice for card in self.moved(u)))
            # Per-kind counts only matter to a Spice-pair Spell (R13).
            counts = tuple(map(spices.count, SPICES)) if self._pairs else _NO_SPICES
            found = self._spices[u] = SpicePile(SPICE_VP[len(set(spices))], len(spices), counts)
        return found

    def animal_pile(self, u: int) -> AnimalPile:
        found = self._animals.get(u)
        if found is None:
            base = animals = self.piles.animals
            moved = tuple(card.animal for card in self.moved(u)) if u else ()
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
            found = self._animals[u] = AnimalPile(vp, len(animals), counts, triples)
        return found

    def weapon_pile(self, u: int) -> WeaponPile:
        found = self._weapons.get(u)
        if found is None:
            weapons: tuple[Weapon, ...] = self.piles.weapons
            if u:
                weapons = (*weapons, *(card.weapon for card in self.moved(u)))
            if weapons:
                left, right = weapon_values(weapons, self.boosts)
            else:
                left, right = _NO_VALUES, _NO_VALUES
            found = self._weapons[u] = WeaponPile(left, right, len(weapons))
        return found

    def subsets_of(self, assignment: Assignment) -> list[int]:
        """The sub-multiset sent to each pile (DESTINATIONS order) by a destination vector."""
        subsets = [0, 0, 0, 0, 0]
        strides, group_of = self.groups.strides, self.groups.of
        for k, dest in enumerate(assignment):
            subsets[dest] += strides[group_of[k]]
        return subsets

    def parts(self, assignment: Assignment) -> Parts:
        """Everything but the Gem VP (the costly part), and which Universal Goods go to Gems."""
        found = self._parts.get(assignment)
        if found is not None:
            return found
        subsets = [0, 0, 0, 0, 0]
        if assignment:
            strides, group_of = self.groups.strides, self.groups.of
            for k, dest in enumerate(assignment):
                subsets[dest] += strides[group_of[k]]
        spice_vp, n_spices, spice_counts = self.spice_pile(subsets[2])
        animal_vp, n_animals, animal_counts, triples = self.animal_pile(subsets[3])
        left, right, n_weapons = self.weapon_pile(subsets[4])
        spells = 0
        if self.scoring_spells:
            n_spells = self.base_spells + assignment.count(0)
            n_gems = len(self.piles.gems) + assignment.count(1)
            piles = PileCounts(
                (n_spells, n_gems, n_spices, n_animals, n_weapons),
                spice_counts,
                animal_counts,
                triples,
            )
            for spell in self.scoring_spells:
                spells += spell_vp(spell, piles)
        found = self._parts[assignment] = Parts(
            spells, spice_vp, animal_vp, subsets[1], left, right, n_weapons
        )
        return found

    def own(self, assignment: Assignment) -> Own:
        found = self._memo.get(assignment)
        if found is None:
            p = self.parts(assignment)
            found = self._memo[assignment] = Own(
                p.spells,
                self.gem_vp(p.gem_subset),
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
            # Translators: {n} is how many players the table has (not 2 to 4).
            raise ScoringError(_("a table has 2 to 4 players, not {n}").format(n=n))
        if len(table.names) != n:
            raise ScoringError(
                # Translators: {count} names were given for a table of {n} players; the form follows
                # {count}.
                ngettext("{count} name for {n} players", "{count} names for {n} players",
                         len(table.names)).format(count=len(table.names), n=n)
            )  # fmt: skip
        if not 0 <= table.first_player < n:
            raise ScoringError(
                # Translators: first_player is the table's key, kept in English.
                # {seat} is the first player's seat as given (from 0).
                _("first_player {seat} is not a seat (0-{last})").format(
                    seat=table.first_player, last=n - 1
                )
            )
        references = load_animal_references()
        reference = references.get(table.animal_reference)
        if reference is None:
            raise ScoringError(
                # Translators: animal_reference is the table's key, kept in English, as are
                # the references' codes (I, II, ...).
                # {allowed} lists the codes.
                _("animal_reference {value} is not one of {allowed}").format(
                    value=repr(table.animal_reference), allowed=", ".join(references)
                )
            )
        self.table = table
        self.reference = reference
        rule = animal_rule(reference)
        self.players = tuple(PlayerModel(piles, rule) for piles in table.piles)
