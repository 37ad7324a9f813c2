"""Spells (R13): each card in the Spell pile scored on its own, from the final piles.

The piles are final: Universal Goods already moved (R12), so a moved one counts
in its new pile and no longer as a Spell.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final, NamedTuple

from ..model.cards import ANIMALS, PILE_INDEX, PILES, SPICES, Spell
from ..model.glossary import good_plural, kind_name
from ..model.i18n import N_, _, item_list, ngettext
from ..model.table import Piles
from .animals import ANIMAL_INDEX, three_different

SPICE_INDEX: Final = {kind: i for i, kind in enumerate(SPICES)}


class PileCounts(NamedTuple):
    """What R13 reads: pile sizes (PILES order), Spices and Animals per kind, and
    the most disjoint sets of three different Animals."""

    sizes: tuple[int, ...]
    spices: tuple[int, ...]
    animals: tuple[int, ...]
    triples: int

    @staticmethod
    def of(piles: Piles) -> PileCounts:
        animals = tuple(map(piles.animals.count, ANIMALS))
        return PileCounts(
            (
                len(piles.spells),
                len(piles.gems),
                len(piles.spices),
                len(piles.animals),
                len(piles.weapons),
            ),
            tuple(map(piles.spices.count, SPICES)),
            animals,
            three_different(animals),
        )


class SpellTerms(NamedTuple):
    """A Spell pile's scoring Spells as sums over the piles (R13), for the optimiser.

    Summed over the cards, the Spells pay ``per_card[i]`` VP for each card of
    pile ``PILES[i]``, 4 VP per pair of the Spices of each of ``pairs``, 2 VP
    per Animal of kind k times ``per_animal[k]``, 4 VP per set of three
    different Animals times ``triples``, and 4 VP per set of five types times
    ``fives``: each term reads one pile, but for the sets of five types.
    """

    per_card: tuple[int, ...]
    pairs: tuple[tuple[int, int], ...]
    per_animal: tuple[int, ...]
    triples: int
    fives: int

    @staticmethod
    def of(spells: Iterable[Spell]) -> SpellTerms:
        per_card = [0] * len(PILES)
        pairs: list[tuple[int, int]] = []
        per_animal = [0] * len(ANIMALS)
        triples = fives = 0
        for spell in spells:
            match spell.power:
                case "per_good":
                    assert spell.good is not None
                    per_card[PILE_INDEX[spell.good]] += 1
                case "per_spell":
                    per_card[0] += 2
                case "per_animal":
                    assert spell.animal is not None
                    per_animal[ANIMAL_INDEX[spell.animal]] += 1
                case "spice_pair":
                    assert spell.spices is not None
                    a, b = spell.spices
                    pairs.append((SPICE_INDEX[a], SPICE_INDEX[b]))
                case "five_types":
                    fives += 1
                case "three_animals":
                    triples += 1
        return SpellTerms(tuple(per_card), tuple(pairs), tuple(per_animal), triples, fives)

    def spice_vp(self, spices: tuple[int, ...]) -> int:
        """What the Spice-pair Spells pay for these Spice counts (per kind)."""
        return 4 * sum(min(spices[a], spices[b]) for a, b in self.pairs)

    def animal_vp(self, animals: tuple[int, ...], triples: int) -> int:
        """What the Animal Spells pay for these Animal counts and sets of three."""
        per_kind = sum(n * c for n, c in zip(self.per_animal, animals, strict=True))
        return 2 * per_kind + 4 * self.triples * triples

    def vp(self, piles: PileCounts) -> int:
        """The VP of all the Spells: the sum of :func:`spell_vp` over them."""
        sizes = piles.sizes
        out = sum(n * size for n, size in zip(self.per_card, sizes, strict=True))
        if self.pairs:
            out += self.spice_vp(piles.spices)
        out += self.animal_vp(piles.animals, piles.triples)
        if self.fives:
            out += 4 * self.fives * min(sizes)
        return out


def spell_vp(spell: Spell, piles: PileCounts) -> int:
    """VP of one Spell card (R13)."""
    match spell.power:
        case "per_good":
            assert spell.good is not None
            return piles.sizes[PILE_INDEX[spell.good]]
        case "per_spell":
            return 2 * piles.sizes[0]  # this card included: it is in the pile
        case "per_animal":
            assert spell.animal is not None
            return 2 * piles.animals[ANIMAL_INDEX[spell.animal]]
        case "spice_pair":
            assert spell.spices is not None
            a, b = spell.spices
            return 4 * min(piles.spices[SPICE_INDEX[a]], piles.spices[SPICE_INDEX[b]])
        case "five_types":
            return 4 * min(piles.sizes)  # the Spell pile counts this card
        case "three_animals":
            return 4 * piles.triples
    return 0  # Gem shift, Weapon boost, Protection, Universal Good: no VP of their own


# A reinforcement Spell's reason, one whole sentence per Weapon kind (the kind's
# case after "of a single" is the language's).
_BOOST_REASONS: Final = {
    "boomerang": N_("no VP of its own: +2 to both values of a single Boomerang (see Weapons)"),
    "mambele": N_("no VP of its own: +2 to both values of a single Mambele (see Weapons)"),
    "shuriken": N_("no VP of its own: +2 to both values of a single Shuriken (see Weapons)"),
    "katar": N_("no VP of its own: +2 to both values of a single Katar (see Weapons)"),
}


def _cards_in_pile(pile: str, n: int) -> str:
    """The reason "{n} cards in the Gems pile x 1 VP = {vp} VP": one counted
    sentence per pile, so a language names each pile in its own case."""
    match pile:
        case "gems":
            return ngettext(
                "{n} card in the Gems pile x 1 VP = {vp} VP",
                "{n} cards in the Gems pile x 1 VP = {vp} VP",
                n,
            )
        case "spices":
            return ngettext(
                "{n} card in the Spices pile x 1 VP = {vp} VP",
                "{n} cards in the Spices pile x 1 VP = {vp} VP",
                n,
            )
        case "animals":
            return ngettext(
                "{n} card in the Animals pile x 1 VP = {vp} VP",
                "{n} cards in the Animals pile x 1 VP = {vp} VP",
                n,
            )
        case "weapons":
            return ngettext(
                "{n} card in the Weapons pile x 1 VP = {vp} VP",
                "{n} cards in the Weapons pile x 1 VP = {vp} VP",
                n,
            )
    raise KeyError(pile)


def spell_reason(spell: Spell, piles: PileCounts) -> str:
    """Why the card scores what it scores, in words."""
    vp = spell_vp(spell, piles)
    match spell.power:
        case "per_good":
            assert spell.good is not None
            n = piles.sizes[PILE_INDEX[spell.good]]
            return _cards_in_pile(spell.good, n).format(n=n, vp=vp)
        case "per_spell":
            n = piles.sizes[0]
            return ngettext(
                "{n} Spell (this one included) x 2 VP = {vp} VP",
                "{n} Spells (this one included) x 2 VP = {vp} VP",
                n,
            ).format(n=n, vp=vp)
        case "per_animal":
            assert spell.animal is not None
            n = piles.animals[ANIMAL_INDEX[spell.animal]]
            # Translators: a Spell's line on the score sheet, after its name and a colon: {n}
            # Animals of the Spell's kind, {animal} that kind's name (the glossary's singular) x 2
            # VP each. A language may write the count after the name.
            return _("{n} x {animal} x 2 VP = {vp} VP").format(
                n=n, animal=kind_name(spell.animal), vp=vp
            )
        case "spice_pair":
            assert spell.spices is not None
            a, b = spell.spices
            na, nb = piles.spices[SPICE_INDEX[a]], piles.spices[SPICE_INDEX[b]]
            pairs = min(na, nb)
            # Translators: {a} and {b} are Spice names in the singular (the glossary's
            # names), {na} and {nb} their counts, each on its own; the form is chosen by
            # {n}, the pairs.  Where a count cannot stand before a singular name, write
            # the count after it: "{a} ({na}) and {b} ({nb}) make ...".
            return ngettext(
                "{na} {a} and {nb} {b} make {n} pair (each Spice counts once) x 4 VP = {vp} VP",
                "{na} {a} and {nb} {b} make {n} pairs (each Spice counts once) x 4 VP = {vp} VP",
                pairs,
            ).format(na=na, a=kind_name(a), nb=nb, b=kind_name(b), n=pairs, vp=vp)
        case "five_types":
            sizes = item_list(
                [
                    # Translators: one pile's size in the list after "piles" in "piles …:
                    # 1 set of 5 Goods …": {goods} is a Good type's plural ("Gems"), {n}
                    # its number of cards ("Gems 3, Spices 2, ..."). Not a sentence.
                    _("{goods} {n}").format(goods=good_plural(p), n=n)
                    for p, n in zip(PILES, piles.sizes, strict=True)
                ]
            )
            sets = min(piles.sizes)
            # Translators: a Spell's line on the score sheet, after its name and a colon; {sizes}
            # lists the five piles' sizes ("Spells 2, Gems 3, Spices 2, Animals 1, Weapons 2"), {n}
            # is the smallest, the number of sets.
            return ngettext(
                "piles {sizes}: {n} set of 5 Goods of different types x 4 VP = {vp} VP",
                "piles {sizes}: {n} sets of 5 Goods of different types x 4 VP = {vp} VP",
                sets,
            ).format(sizes=sizes, n=sets, vp=vp)
        case "three_animals":
            n = piles.triples
            return ngettext(
                "{n} set of three different Animals (each Animal in one set) x 4 VP = {vp} VP",
                "{n} sets of three different Animals (each Animal in one set) x 4 VP = {vp} VP",
                n,
            ).format(n=n, vp=vp)
        case "gem_shift":
            return _("no VP of its own: it may move a Gem by one class (see Gems)")
        case "weapon_boost":
            assert spell.weapon is not None
            return _(_BOOST_REASONS[spell.weapon])
        case "protection":
            return _("no VP of its own: names one Weapon kind to be protected from (see Weapons)")
    return _("no VP of its own: a Universal Good left in the Spell pile counts as a Spell")
