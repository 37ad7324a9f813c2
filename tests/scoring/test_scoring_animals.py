"""Animals (R16) per reference, and R13's sets of three different Animals, against brute force."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golden_sails.model.cards import ANIMALS
from golden_sails.model.deck import AnimalReference, AnimalSet
from golden_sails.scoring.animals import (
    SequenceSolver,
    SetSolver,
    animal_counts,
    animal_score,
    solver,
    three_different,
)
from scoring_helpers import ref, ref_animals, ref_three

animal_piles = st.lists(st.sampled_from(ANIMALS), max_size=9)


@pytest.mark.parametrize("code", ["I", "II", "III", "IV", "V"])
@settings(max_examples=150, deadline=None)
@given(animals=animal_piles)
def test_each_reference_matches_brute_force_r16(code: str, animals: list[str]) -> None:
    """R16: each Animal in one set at most, the best split taken (V: the order taken)."""
    reference = ref(code)
    score = animal_score(reference, animals)
    assert score.vp == ref_animals(reference, animals)
    if reference.kind == "sets":
        assert solver(reference).best(animal_counts(animals)) == score.vp
        used = [a for _, group in score.sets for a in group] + list(score.unused)
        assert sorted(used) == sorted(animals)
        assert sum(card_set.vp for card_set, _ in score.sets) == score.vp


@settings(max_examples=300, deadline=None)
@given(animal_piles)
def test_three_different_matches_brute_force_r13(animals: list[str]) -> None:
    """R13: the most disjoint sets of three different Animals."""
    assert three_different(animal_counts(animals)) == ref_three(tuple(animals))


def test_reference_iii_pays_5_for_any_two() -> None:
    """R16 III: 5 VP per set of any two Animals; a single one scores nothing."""
    assert animal_score(ref("III"), ["unicorn", "spider", "serpent"]).vp == 5
    assert animal_score(ref("III"), ["unicorn", "spider", "serpent", "phoenix"]).vp == 10


def test_reference_iv_four_different_is_12() -> None:
    """R16 IV: a set of four different Animals scores 12 VP (better than 6 + 2 + 2)."""
    assert animal_score(ref("IV"), list(ANIMALS)).vp == 12


def test_reference_v_scores_the_order_taken_not_the_kinds() -> None:
    """R16 V: the same Animals in another order score differently; the last scores 0."""
    v = ref("V")
    assert animal_score(v, ["unicorn"]).vp == 0
    assert animal_score(v, ["unicorn", "serpent"]).vp == 4
    assert animal_score(v, ["serpent", "unicorn"]).vp == v.sequence_vp("serpent", "unicorn")


def test_a_replaced_reference_with_named_kinds_is_solved_too() -> None:
    """References are data (R16): a "kinds" set is honoured, sets with 0 VP ignored."""
    custom = AnimalReference(
        "II",
        "sets",
        "test",
        True,
        sets=(AnimalSet("kinds", 2, 7, ("unicorn", "serpent")), AnimalSet("any", 1, 0)),
    )
    s = SetSolver(custom)
    assert s.best(animal_counts(["unicorn", "serpent", "unicorn", "spider"])) == 7
    assert ref_animals(custom, ["unicorn", "serpent", "unicorn", "spider"]) == 7


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.sampled_from(ANIMALS), max_size=4), st.lists(st.sampled_from(ANIMALS), max_size=6)
)
def test_moved_animals_best_order_matches_every_order_r16_d12(
    pile: list[str], moved: list[str]
) -> None:
    """R16 V with R12 (D12): the best order for Animals put on top is the best of
    every order, and ``best_order`` gives one that scores it, the Spell-pile order
    (the earliest card first) between orders worth the same."""
    v = ref("V")
    solver_v = SequenceSolver(v)
    best = max(ref_animals(v, (*pile, *order)) for order in itertools.permutations(moved))
    top = ANIMALS.index(pile[-1]) if pile else -1
    assert solver_v.vp(pile) + solver_v.extension(top, animal_counts(moved)) == best
    order = solver_v.best_order(pile, moved)
    assert sorted(order) == list(range(len(moved)))
    assert ref_animals(v, (*pile, *(moved[j] for j in order))) == best
    # The first order (by card) among the best is the one given.
    first = min(
        perm
        for perm in itertools.permutations(range(len(moved)))
        if ref_animals(v, (*pile, *(moved[j] for j in perm))) == best
    )
    assert tuple(order) == first
