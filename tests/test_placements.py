"""The limit on Universal Goods final scoring settles exactly (R11, R12): counted
by placements, identical ones interchangeable, the same on every machine."""

from __future__ import annotations

import itertools
from math import comb

from hypothesis import given, settings
from hypothesis import strategies as st

from golden_sails.model.cards import Areas, Weapon
from golden_sails.model.placements import (
    MAX_DIFFERENT,
    MAX_PLACEMENTS,
    deck_fault,
    identical_groups,
    placement_fault,
    placements,
    worst_hand,
)


def card(gem: int, kind: str = "katar") -> Areas:
    return Areas("anise", gem, "unicorn", Weapon(kind, 1, 1))


def test_a_placement_is_how_many_of_each_identical_group_go_to_each_pile() -> None:
    """R12: five piles a card; identical ones interchangeable: C(m + 4, 4) a group."""
    assert placements([]) == 1
    assert placements([card(1), card(2), card(3)]) == 5**3
    assert placements([card(1)] * 6) == comb(10, 4) == 210
    assert placements([card(1), card(2), card(1)]) == comb(6, 4) * 5
    assert identical_groups([card(2), card(1), card(2)]) == [(card(2), 2), (card(1), 1)]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 3), max_size=5))
def test_placements_count_the_different_final_piles(gems: list[int]) -> None:
    """The count is the number of destination vectors that differ once identical
    Universal Goods are interchanged."""
    cards = [card(g) for g in gems]
    different = {
        tuple(sorted((c.gem, d) for c, d in zip(cards, dests, strict=True)))
        for dests in itertools.product(range(5), repeat=len(cards))
    }
    assert placements(cards) == len(different)


def test_the_limit_is_four_different_universal_goods() -> None:
    """As many as the project's deck holds (R19); identical ones cost less."""
    assert MAX_PLACEMENTS == 5**MAX_DIFFERENT == 625
    four = [card(g) for g in range(1, 5)]
    assert placement_fault(four) is None
    assert placement_fault([*four, card(5)]) == (
        "5 different Universal Goods: 3,125 ways to place them: more than the exact"
        " final-scoring search settles in bounded time (at most 625, e.g. 4 different ones)"
    )
    # Eight alike are within the limit (C(12, 4) = 495), nine are not (715).
    assert placement_fault([card(1)] * 8) is None
    assert placement_fault([card(1)] * 9) == (
        "1 different Universal Good (9 in all): 715 ways to place them: more than the"
        " exact final-scoring search settles in bounded time (at most 625,"
        " e.g. 4 different ones)"
    )
    assert placement_fault([card(1)] * 3 + [card(2)] * 2) is None  # 35 * 15 = 525


def test_the_worst_hand_takes_different_ones_first() -> None:
    """A player holds 12 cards (R2); the most placements come from the most groups."""
    deck = [card(g) for g in range(1, 9)] * 3
    hand = worst_hand(deck, held=12)
    assert len(hand) == 12
    assert len(identical_groups(hand)) == 8
    assert placements(hand) == 15**4 * 5**4
    assert worst_hand([card(1)] * 3, held=12) == [card(1)] * 3


def test_a_deck_is_refused_when_a_player_could_hold_too_many() -> None:
    assert deck_fault([card(g) for g in range(1, 5)]) is None  # the project's deck: 4
    assert deck_fault([card(g) for g in range(1, 6)]) == (
        "5 Universal Goods: a player could hold 5 different Universal Goods, 3,125 ways"
        " to place them: more than the exact final-scoring search settles in bounded time"
        " (at most 625, e.g. 4 different ones)"
    )
    # Alike ones: a player holds 12 cards at most (R2), so 8 alike are fine, 9 not.
    assert deck_fault([card(1)] * 8) is None
    assert deck_fault([card(1)] * 20) == (
        "20 Universal Goods: a player could hold 1 different Universal Good (12 in all),"
        " 1,820 ways to place them: more than the exact final-scoring search settles in"
        " bounded time (at most 625, e.g. 4 different ones)"
    )
