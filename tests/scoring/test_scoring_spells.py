"""Spells (R13): each card scored on its own, from the piles as they end (R12)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golden_sails.model.cards import Spell
from golden_sails.model.table import Piles
from golden_sails.scoring import FinalChoices, score_table
from golden_sails.scoring.spells import PileCounts, SpellTerms, spell_vp
from scoring_helpers import W, piles_st, plain_spell_st, table, universal

NONE = FinalChoices((), (), None)


def spell_points(piles: Piles, moves: tuple[str, ...] = ()) -> list[int]:
    t = table(piles, Piles(), Piles())
    sheet = score_table(t, {0: FinalChoices(moves, (), None), 1: NONE, 2: NONE})
    return [c["vp"] for c in sheet.players[0].detail["scoring"]["spells"]["cards"]]


@pytest.mark.parametrize(
    ("good", "vp"), [("gems", 2), ("spices", 3), ("animals", 1), ("weapons", 0)]
)
def test_per_good_is_1_vp_a_card_in_that_pile_r13(good: str, vp: int) -> None:
    piles = Piles(
        gems=(1, 1),
        spices=("mint",) * 3,
        animals=("spider",),
        spells=(Spell("per_good", good=good),),
    )
    assert spell_points(piles) == [vp]


def test_per_spell_counts_this_card_and_universal_goods_left_as_spells_r13_r12() -> None:
    card = universal("anise", 1, "spider", W("katar", 0, 0))
    piles = Piles(spells=(Spell("per_spell"), Spell("gem_shift"), card))
    assert spell_points(piles, ("spells",)) == [6, 0, 0]
    assert spell_points(piles, ("gems",)) == [4, 0]  # moved: no longer a Spell (R12)


def test_per_animal_is_2_vp_an_animal_of_that_kind_r13() -> None:
    piles = Piles(
        animals=("spider", "unicorn", "spider"), spells=(Spell("per_animal", animal="spider"),)
    )
    assert spell_points(piles) == [4]


def test_spice_pair_counts_min_of_the_two_kinds_r13() -> None:
    piles = Piles(
        spices=("mint", "mint", "mint", "lotus", "lotus"),
        spells=(Spell("spice_pair", spices=("mint", "lotus")),),
    )
    assert spell_points(piles) == [8]


def test_five_types_counts_this_card_in_the_spell_pile_r13() -> None:
    """R13: min of the five pile sizes, the Spell pile counting this card."""
    two_each = Piles(
        gems=(1, 2),
        spices=("mint", "anise"),
        animals=("spider",) * 2,
        weapons=(W("katar", 0, 0), W("mambele", 0, 0)),
        spells=(Spell("five_types"),),
    )
    assert spell_points(two_each) == [4]  # the Spell pile holds only this card
    with_another = Piles(
        gems=(1, 2),
        spices=("mint", "anise"),
        animals=("spider",) * 2,
        weapons=(W("katar", 0, 0), W("mambele", 0, 0)),
        spells=(Spell("five_types"), Spell("gem_shift")),
    )
    assert spell_points(with_another) == [8, 0]
    no_gems = Piles(
        spices=("mint",),
        animals=("spider",),
        weapons=(W("katar", 0, 0),),
        spells=(Spell("five_types"),),
    )
    assert spell_points(no_gems) == [0]


def test_powers_without_vp_of_their_own_score_0_r13() -> None:
    piles = Piles(
        weapons=(W("katar", 1, 1),),
        spells=(
            Spell("gem_shift"),
            Spell("weapon_boost", weapon="katar"),
            Spell("protection"),
            universal("anise", 1, "spider", W("katar", 0, 0)),
        ),
    )
    t = table(piles, Piles(), Piles())
    sheet = score_table(t, {0: FinalChoices(("spells",), ("boomerang",), None), 1: NONE, 2: NONE})
    assert sheet.players[0].spells == 0


@settings(max_examples=150, deadline=None)
@given(st.lists(plain_spell_st, max_size=6), piles_st(universals=0, protections=1))
def test_spell_terms_sum_to_the_cards_vp_r13(spells: list[Spell], piles: Piles) -> None:
    """The search reads the Spell pile as sums per pile (SpellTerms); they must add up
    to what the cards score one by one (R13)."""
    whole = Piles(piles.spices, piles.gems, piles.animals, piles.weapons, (*piles.spells, *spells))
    counts = PileCounts.of(whole)
    assert SpellTerms.of(whole.spells).vp(counts) == sum(
        spell_vp(spell, counts) for spell in whole.spells
    )
