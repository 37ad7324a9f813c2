"""Weapons (R17): duplicates, boosts, Protection, the 2-player side; nets sum to zero."""

from __future__ import annotations

from hypothesis import given, settings

from golden_sails.model.cards import Spell
from golden_sails.model.table import Piles
from golden_sails.scoring import FinalChoices, decide_all, propose, score_table
from scoring_helpers import W, table, tables_st


def nets_of(t_piles: list[Piles], choices: dict[int, FinalChoices] | None = None) -> list[int]:
    t = table(*t_piles)
    sheet = score_table(t, choices if choices is not None else decide_all(t))
    return [p.weapons for p in sheet.players]


def test_two_of_a_kind_count_zero_even_boosted_r17() -> None:
    """R17: two or more Weapons of one kind all count 0, boost or not."""
    boosted = (Spell("weapon_boost", weapon="katar"),)
    me = Piles(weapons=(W("katar", 1, 1), W("katar", 2, 2), W("shuriken", 1, 0)), spells=boosted)
    assert nets_of([me, Piles(), Piles()]) == [1, -1, 0]


def test_boost_adds_2_both_sides_and_stacks_r17() -> None:
    """R17: a boost adds 2 to both values; each boost Spell counts on its own (R13)."""
    one = Piles(weapons=(W("mambele", 0, 1),), spells=(Spell("weapon_boost", weapon="mambele"),))
    assert nets_of([one, Piles(), Piles()]) == [5, -2, -3]
    two = Piles(
        weapons=(W("mambele", 0, 1),), spells=(Spell("weapon_boost", weapon="mambele"),) * 2
    )
    assert nets_of([two, Piles(), Piles()]) == [9, -4, -5]


def test_boost_without_that_weapon_does_nothing_r17() -> None:
    """R17 (rulebook: Cathy's Katar boost with no Katar)."""
    me = Piles(weapons=(W("mambele", 1, 1),), spells=(Spell("weapon_boost", weapon="katar"),))
    assert nets_of([me, Piles(), Piles()]) == [2, -1, -1]


def test_protection_zeroes_neighbours_values_pointing_at_him_boosts_included_r17() -> None:
    """R17: Protection zeroes both neighbours' values of the kind that point at the
    protected player, boosts included; their other values are untouched."""
    attacker = Piles(weapons=(W("katar", 2, 1),), spells=(Spell("weapon_boost", weapon="katar"),))
    victim = Piles(spells=(Spell("protection"),))
    # 4 players: seat 0 attacks seat 1 (left, 4) and seat 3 (right, 3).
    t = [attacker, victim, Piles(), Piles()]
    no = FinalChoices((), (), None)
    chosen = {0: no, 1: FinalChoices((), ("katar",), None), 2: no, 3: no}
    assert nets_of(t, chosen) == [3, 0, 0, -3]
    chosen[1] = FinalChoices((), ("boomerang",), None)
    assert nets_of(t, chosen) == [7, -4, 0, -3]


def test_protection_never_touches_own_weapons_r17() -> None:
    """R17: a player protected from Katars still steals with his own Katar."""
    me = Piles(weapons=(W("katar", 2, 2),), spells=(Spell("protection"),))
    chosen = {
        0: FinalChoices((), ("katar",), None),
        1: FinalChoices((), (), None),
        2: FinalChoices((), (), None),
    }
    assert nets_of([me, Piles(), Piles()], chosen) == [4, -2, -2]


def test_three_players_each_pair_exchanges_both_ways_r1_r17() -> None:
    """R1: in 3 players seat 0's left is seat 1 and right is seat 2; each steals from both."""
    piles = [Piles(weapons=(W("boomerang", 1, 2),)), Piles(weapons=(W("katar", 1, 0),)), Piles()]
    # 0 takes 1 from seat 1 and 2 from seat 2; seat 1 takes 1 from seat 2 (its left).
    assert nets_of(piles) == [3, 0, -3]


def test_two_players_use_one_side_against_each_other_r17() -> None:
    """R17, 2 players: one side of all his Weapons against the other; the best side proposed."""
    me = Piles(weapons=(W("katar", 2, 0), W("mambele", 0, 3)))
    t = table(me, Piles())
    choices = decide_all(t)
    assert choices[0].side == "right"
    sheet = score_table(t, choices)
    assert [p.weapons for p in sheet.players] == [3, -3]
    forced = {0: FinalChoices((), (), "left"), 1: FinalChoices((), (), "left")}
    assert [p.weapons for p in score_table(t, forced).players] == [2, -2]


def test_two_players_protection_zeroes_that_side_of_the_kind_r17() -> None:
    """R17, 2 players: the other's Protection zeroes the chosen side's values of that kind."""
    me = Piles(weapons=(W("katar", 2, 0), W("mambele", 1, 3)))
    other = Piles(spells=(Spell("protection"),))
    t = table(me, other)
    chosen = {0: FinalChoices((), (), "right"), 1: FinalChoices((), ("mambele",), "left")}
    assert [p.weapons for p in score_table(t, chosen).players] == [0, 0]
    chosen[0] = FinalChoices((), (), "left")  # Katar 2 counts, Mambele 1 is stopped
    assert [p.weapons for p in score_table(t, chosen).players] == [2, -2]


def test_two_players_protection_against_an_undecided_side_is_min_max_r11() -> None:
    """R11/D18: the opponent has not chosen a side, so the Protection minimises the most
    he could steal: Katar (left 4 -> 2, right 3 -> 1) beats Mambele (left 2, right 3)."""
    attacker = Piles(weapons=(W("katar", 2, 2), W("mambele", 2, 0), W("boomerang", 0, 1)))
    me = Piles(spells=(Spell("protection"),))
    t = table(me, attacker)  # seat 0 decides first: the attacker is undecided
    proposal = propose(t, 0, {})
    assert proposal.choices.protection == ("katar",)
    assert "The most Bob could steal from Andy falls from 4 to 2 VP (Bob still decides)" in (
        proposal.why
    )


@settings(max_examples=120, deadline=None)
@given(tables_st())
def test_weapon_scores_sum_to_zero_r17(t: object) -> None:
    """R17: what one player steals another loses, so the Weapon line sums to zero."""
    from golden_sails.model.table import Table

    assert isinstance(t, Table)
    sheet = score_table(t, decide_all(t))
    assert sum(p.weapons for p in sheet.players) == 0
