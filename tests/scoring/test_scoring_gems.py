"""Gems (R14): runs on the cycle 1..8 and Gem shifts, against brute force."""

from __future__ import annotations

import itertools
import time

from hypothesis import given, settings
from hypothesis import strategies as st

from golden_sails.scoring import gems
from golden_sails.scoring.gems import count_vector, gem_score, gem_vp, shifts_needed, solve
from scoring_helpers import ref_gems, ref_runs

gem_piles = st.lists(st.integers(1, 8), max_size=11)


def check_score(pile: list[int], shifts: int) -> None:
    """The explained score is consistent: runs of distinct consecutive classes that
    use every Gem once after the shifts reported, no more shifts than held."""
    score = gem_score(pile, shifts)
    assert score.vp == sum(len(r) ** 2 for r in score.runs)
    after = list(pile)
    for move in score.shifts:
        after.remove(move.gem)
        after.append(move.to)
        distance = min((move.gem - move.to) % 8, (move.to - move.gem) % 8)
        assert 0 < distance <= move.spells
    assert sum(m.spells for m in score.shifts) <= shifts
    in_runs = [c for run in score.runs for c in run]
    assert sorted(in_runs) == sorted(after)
    for run in score.runs:
        assert len(set(run)) == len(run) <= 8
        assert all(b == a % 8 + 1 for a, b in itertools.pairwise(run))


@settings(max_examples=300, deadline=None)
@given(gem_piles)
def test_runs_match_brute_force_r14(pile: list[int]) -> None:
    """R14 without shifts: the best split equals trying every run for every Gem."""
    assert gem_vp(tuple(sorted(pile)), 0) == ref_runs(pile)
    check_score(pile, 0)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(1, 8), max_size=7), st.integers(1, 3))
def test_gem_shifts_match_brute_force_r14(pile: list[int], shifts: int) -> None:
    """R14: each Gem shift may move one Gem by 1 (or not), several the same Gem: the best
    equals trying every way to apply every spell."""
    assert gem_vp(tuple(sorted(pile)), shifts) == ref_gems(pile, shifts)
    check_score(pile, shifts)


@settings(max_examples=60, deadline=None)
# Every class once, then up to eight more in any order: built, not filtered (a
# filter that throws most draws away fails Hypothesis's health check by chance).
@given(
    st.lists(st.integers(1, 8), max_size=8).flatmap(
        lambda extra: st.permutations([*range(1, 9), *extra])
    )
)
def test_all_eight_classes_present_match_brute_force_r14(pile: list[int]) -> None:
    """R14, the hard case: every class held, so the cycle cannot be cut anywhere."""
    assert gem_vp(tuple(sorted(pile)), 0) == ref_runs(pile)


def test_two_seven_runs_beat_a_full_run_and_two_threes_r14() -> None:
    """R14: 1..7 and 5..3 (98 VP) beat 1..8 + 1-2-3 + 5-6-7 (82 VP)."""
    pile = [1, 2, 3, 4, 5, 6, 7, 5, 6, 7, 8, 1, 2, 3]
    score = gem_score(pile, 0)
    assert score.vp == 98
    assert sorted(len(r) for r in score.runs) == [7, 7]


def test_a_run_of_all_eight_classes_is_64_vp_r14() -> None:
    """R14: a run may hold all eight classes (8 and 1 adjacent)."""
    assert gem_score(list(range(1, 9)), 0).vp == 64
    assert gem_score([*range(1, 9), *range(1, 9)], 0).vp == 128


def test_eight_and_one_are_adjacent_for_shifts_r14() -> None:
    """R14: a shift turns an 8 into a 1 and back."""
    score = gem_score([8, 2], 1)
    assert score.vp == 4
    assert [m.to_json() for m in score.shifts] in (
        [{"gem": 8, "to": 1, "spells": 1}],
        [{"gem": 2, "to": 1, "spells": 1}],
    )


def test_unneeded_shifts_are_not_applied_r14() -> None:
    """R14 lets a shift go unused; the sheet reports the fewest shifts that reach the best."""
    score = gem_score([3, 4, 5], 3)
    assert score.vp == 9
    assert score.shifts == ()
    score = gem_score([3, 5, 6], 4)
    assert score.vp == 9
    assert sum(m.spells for m in score.shifts) == 1


def test_shifts_needed_is_cyclic_earth_movers_distance() -> None:
    """Moving counts around the cycle: each unit moved one class costs one shift."""
    assert shifts_needed(count_vector([1]), count_vector([8])) == 1
    assert shifts_needed(count_vector([1, 1]), count_vector([3, 7])) == 4
    assert shifts_needed(count_vector([1, 5]), count_vector([5, 1])) == 0


def test_cache_shares_rotations_and_reflections() -> None:
    """The fast path's cache key is the canonical rotation/reflection; VP is the same."""
    base = [1, 2, 2, 4, 7]
    for turn in range(8):
        rotated = [(g - 1 + turn) % 8 + 1 for g in base]
        mirrored = [(8 - g) % 8 + 1 for g in rotated]
        assert gem_vp(tuple(sorted(rotated)), 1) == gem_vp(tuple(sorted(base)), 1)
        assert gem_vp(tuple(sorted(mirrored)), 1) == gem_vp(tuple(sorted(base)), 1)


def test_absurd_piles_stay_bounded() -> None:
    """No game deals 40 Gems and 20 shifts, but the score pad must not hang on them."""
    cases = [
        ((40, 0, 0, 0, 0, 0, 0, 0), 20),
        ((5, 5, 6, 4, 5, 5, 5, 5), 20),
        ((6, 6, 2, 2, 1, 1, 3, 4), 20),
        ((7, 3, 7, 3, 7, 3, 7, 3), 0),
    ]
    for counts, shifts in cases:
        gems.clear_caches()
        start = time.perf_counter()
        value, runs = solve(counts, shifts)
        assert time.perf_counter() - start < 5
        assert value == sum(length * length for length, _ in runs)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(1, 8), min_size=6, max_size=10), st.just(4))
def test_four_gem_shifts_on_bigger_piles_match_brute_force_r14(
    pile: list[int], shifts: int
) -> None:
    """R14 with all four Gem shift spells of the deck (R19) on a fuller pile."""
    assert gem_vp(tuple(sorted(pile)), shifts) == ref_gems(pile, shifts)
    check_score(pile, shifts)
