"""Gems (R14): runs of consecutive classes on the cycle 1..8, k² VP a run, and Gem shifts.

Internally a Gem pile is a vector of eight counts, index 0 for class 1.  A *run*
is an arc ``(length, start)`` of distinct consecutive classes; ``length`` 8 is
the whole cycle (R14 allows it; its start does not matter, so it is always 0).

Without shifts, when some class is missing the cycle is a line, and on a line
the layered split (every maximal arc of the classes held at least j times, for
j = 1, 2, ...) is optimal: two runs that overlap or touch can always be
replaced by their union and intersection without losing VP (x² + y² ≤ u² + i²
when x + y = u + i and u ≥ x, y).  The layers are a valid split of any pile,
so they are always a floor.

When all eight classes are held (two 7-runs 1..7 and 5..3 beat 8 + 3 + 3), and
whenever Gem shifts may move Gems, a branch and bound over the runs finds the
best split exactly:

* runs are placed longest first, equal lengths in start order, so each
  multiset of runs is tried once;
* each Gem shift moves one Gem one class and several may move the same Gem, so
  the shifts a split needs are the cyclic earth-mover distance from the pile;
  a placement is refused when the runs placed so far need more shifts than
  there are (:func:`_cover_cost`, exact);
* a branch stops when the remaining Gems could not beat the best split found,
  even as perfect runs (:func:`_ceiling`), as runs paid for by the shifts left
  (:func:`_density`), or as runs of distinct classes ignoring adjacency
  (:func:`_pair_bound`);
* once only single Gems are left to place they score 1 VP each wherever they
  go, so they are not placed one by one.

Searches run on the least of a vector's 16 rotations and reflections (same
VP; runs are mapped back), and their results are cached.  A caller that only
needs to know whether a pile beats some score (the optimiser weighing where
Universal Goods go) asks :func:`gem_vp_above`: a search given that floor
prunes far more, and the ceiling it proves is remembered too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, TypeVar

from .sheet_json import GemShiftJson

CLASSES: Final = 8

# _ARCS[length][start]: the class indices a run covers.
_ARCS: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(tuple((start + t) % CLASSES for t in range(length)) for start in range(CLASSES))
    for length in range(CLASSES + 1)
)
_DIST: Final = tuple(
    tuple(min((i - j) % CLASSES, (j - i) % CLASSES) for j in range(CLASSES)) for i in range(CLASSES)
)


def _mask_runs(mask: int) -> tuple[tuple[int, int], ...]:
    """The maximal cyclic arcs ``(length, start)`` of the classes set in ``mask``."""
    if mask == 0:
        return ()
    if mask == (1 << CLASSES) - 1:
        return ((CLASSES, 0),)
    gap = next(i for i in range(CLASSES) if not mask >> i & 1)
    runs: list[tuple[int, int]] = []
    length = 0
    for step in range(1, CLASSES + 1):
        i = (gap + step) % CLASSES
        if mask >> i & 1:
            length += 1
        elif length:
            runs.append((length, (i - length) % CLASSES))
            length = 0
    return tuple(runs)


_MASK_RUNS: Final = tuple(_mask_runs(m) for m in range(1 << CLASSES))
_MASK_VP: Final = tuple(sum(length * length for length, _ in runs) for runs in _MASK_RUNS)


def _layer_masks(counts: tuple[int, ...]) -> list[int]:
    masks: list[int] = []
    level = 1
    while True:
        mask = 0
        for i in range(CLASSES):
            if counts[i] >= level:
                mask |= 1 << i
        if not mask:
            return masks
        masks.append(mask)
        level += 1


def _ceiling(gems: int, longest: int) -> int:
    """The most VP ``gems`` Gems could make in runs no longer than ``longest``."""
    q, r = divmod(gems, longest)
    return q * longest * longest + r * r


# Other classes, nearest first (ties: the next class up first).
_NEAREST: Final = tuple(
    tuple(sorted((j for j in range(CLASSES) if j != i), key=lambda j: (_DIST[i][j], (j - i) % 8)))
    for i in range(CLASSES)
)


def _nearest_spare_cost(counts: tuple[int, ...], placed: list[int]) -> tuple[int, bool]:
    """Shifts needed at least, and whether exactly.

    Each Gem missing from a class must come from some class with a Gem to
    spare, at least as far as the nearest one.  When the nearest spare classes
    can supply every Gem asked of them, that is a plan, so the bound is exact.
    """
    spare = [c - p for c, p in zip(counts, placed, strict=True)]
    asked = [0] * CLASSES
    total = 0
    for i in range(CLASSES):
        missing = -spare[i]
        if missing > 0:
            for j in _NEAREST[i]:
                if spare[j] > 0:
                    total += missing * _DIST[i][j]
                    asked[j] += missing
                    break
            else:
                return 1 << 30, True
    return total, all(asked[i] <= spare[i] for i in range(CLASSES) if asked[i])


_NONE: Final = -(1 << 30)


def _cover_cost(counts: tuple[int, ...], placed: list[int]) -> int:
    """The fewest shifts that give every class at least ``placed`` Gems (the
    rest of the Gems may end anywhere): exact, by linear-programming duality.

    The shifts are a flow on the cycle's boundaries; its dual asks for
    potentials p >= 0 that change by at most 1 between adjacent classes and
    maximise sum (placed - counts) * p.  Potentials never need to exceed 4
    (lowering them all by 1 never loses, so one can be 0, and no class is more
    than 4 steps away), so a dynamic programme over the five levels, once for
    each level of class 1, finds the best.
    """
    c0, c1, c2, c3, c4, c5, c6, c7 = (p - c for p, c in zip(placed, counts, strict=True))
    best = 0
    for first in range(5):
        r = [_NONE] * 5
        r[first] = c0 * first
        a, b, c, d, e = r
        for k in (c1, c2, c3, c4, c5, c6, c7):
            # Each level keeps the best of its own and its neighbours' (|step| <= 1).
            ab = a if a > b else b
            bc = b if b > c else c
            cd = c if c > d else d
            de = d if d > e else e
            a, b, c, d, e = (
                ab,
                (ab if ab > c else c) + k,
                (bc if bc > d else d) + 2 * k,
                (cd if cd > e else e) + 3 * k,
                de + 4 * k,
            )
        ends = (a, b, c, d, e)
        for v in range(max(0, first - 1), min(4, first + 1) + 1):
            if ends[v] > best:
                best = ends[v]
    return best


def _flows(counts: tuple[int, ...], target: tuple[int, ...] | list[int]) -> list[int]:
    """The cheapest Gem flow from ``counts`` to ``target``: ``flow[i]`` Gems
    cross from class i to class i+1 (negative: the other way).  On a cycle the
    prefix sums fix the flows up to one constant; the median minimises the total."""
    prefix: list[int] = []
    acc = 0
    for i in range(CLASSES):
        acc += counts[i] - target[i]
        prefix.append(acc)
    median = sorted(prefix)[CLASSES // 2]
    return [f - median for f in prefix]


def shifts_needed(counts: tuple[int, ...], target: tuple[int, ...] | list[int]) -> int:
    """The fewest Gem shifts (R14) that turn one count vector into another of the same size."""
    return sum(abs(f) for f in _flows(counts, target))


def _density(counts: tuple[int, ...]) -> tuple[int, tuple[tuple[int, int], ...]]:
    """What Gem shifts can buy, as a bound for the search.

    A run of length l costs at least ``cost[l]`` shifts: each of its classes
    without a Gem of the pile needs one brought from the nearest class that has
    one.  ``free`` is the longest run that costs nothing.  A run earns l VP a
    Gem, so beyond ``free`` VP a Gem it earns l(l - free) more, at most
    ``rate[L]`` per shift among runs no longer than L (a fraction num/den).
    The shifts remaining runs cost add up to no more than the shifts left, so
    their VP is at most gems * free + rate * shifts left.
    """
    mask = 0
    for i in range(CLASSES):
        if counts[i]:
            mask |= 1 << i
    found = _densities.get(mask)
    if found is None:
        found = _densities[mask] = _density_of(mask)
    return found


# _density by the classes held (a bit mask): only they matter, so 256 at most.
_densities: dict[int, tuple[int, tuple[tuple[int, int], ...]]] = {}


def _density_of(mask: int) -> tuple[int, tuple[tuple[int, int], ...]]:
    spare = [i for i in range(CLASSES) if mask >> i & 1]
    near = [min(_DIST[i][j] for j in spare) for i in range(CLASSES)]
    cost = [0] + [
        min(sum(near[i] for i in _ARCS[length][start]) for start in range(CLASSES))
        for length in range(1, CLASSES + 1)
    ]
    free = max(length for length in range(1, CLASSES + 1) if cost[length] == 0)
    rates: list[tuple[int, int]] = []
    num, den = 0, 1
    for length in range(CLASSES + 1):
        if length > free and length * (length - free) * den > num * cost[length]:
            num, den = length * (length - free), cost[length]
        rates.append((num, den))
    return free, tuple(rates)


def _pair_bound(counts: tuple[int, ...], placed: list[int], missing: int, moves: int) -> int:
    """The most VP the Gems not yet in runs could make, ignoring adjacency.

    Runs are sets of distinct classes, so whatever the runs, their VP is at most
    sum over levels j of (classes holding at least j Gems)², which for counts
    sorted high to low is sum of q_k(2k - 1): the more even the counts, the
    more VP.  The Gems left are the spare ones, less ``missing`` sent to fill
    runs already placed, plus at most ``moves`` other Gems moved; the most even
    result takes all of that from the highest counts and gives the moved Gems
    to the lowest, one at a time.
    """
    q = [c - p if c > p else 0 for c, p in zip(counts, placed, strict=True)]
    q.sort(reverse=True)
    take = missing + moves
    while take and q[0]:
        top = q[0]
        i = 0  # take from the last of the highest counts, keeping q sorted
        while i < CLASSES - 1 and q[i + 1] == top:
            i += 1
        q[i] -= 1
        take -= 1
    for _ in range(moves):
        low = q[-1]
        i = CLASSES - 1  # give to the first of the lowest counts, keeping q sorted
        while i and q[i - 1] == low:
            i -= 1
        q[i] += 1
    q0, q1, q2, q3, q4, q5, q6, q7 = q
    return q0 + 3 * q1 + 5 * q2 + 7 * q3 + 9 * q4 + 11 * q5 + 13 * q6 + 15 * q7


def _cover_plan(counts: tuple[int, ...], placed: list[int], shifts: int) -> list[int]:
    """Where the Gems not in runs end: add them one at a time to a class that
    keeps the split within ``shifts`` (some class always does, since a split
    needing no more than ``shifts`` exists), trying the classes with the most
    Gems to spare first."""
    final = list(placed)
    for _ in range(sum(counts) - sum(placed)):
        for i in sorted(range(CLASSES), key=lambda i: final[i] - counts[i]):
            final[i] += 1
            if _cover_cost(counts, final) <= shifts:
                break
            final[i] -= 1
    return final


def _search(
    counts: tuple[int, ...], shifts: int, best: int, best_runs: tuple[tuple[int, int], ...]
) -> tuple[int, tuple[tuple[int, int], ...]]:
    """Branch and bound over multisets of runs (see the module docstring).

    Iterative, with an explicit stack, so a huge pile cannot exhaust Python's
    recursion limit.  A frame is ``[remaining, shifts_left, vp, length,
    next_start, placed_length, placed_start]``; ``shifts_left`` is what the
    runs placed so far leave at most (exact: :func:`_cover_cost`).
    """
    total = sum(counts)
    free, rates = _density(counts) if shifts else (CLASSES, ((0, 1),) * (CLASSES + 1))
    placed = [0] * CLASSES
    runs: list[tuple[int, int]] = []
    excess = 0  # Gems placed beyond the pile's own in their class
    costs: dict[tuple[int, ...], int] = {}
    singles_after: list[int] | None = None  # the best ends in single Gems placed after these
    stack: list[list[int]] = [[total, shifts, 0, min(CLASSES, total), 0, 0, -1]]
    while stack:
        frame = stack[-1]
        if frame[6] >= 0:  # back from a child: take its run off again
            for i in _ARCS[frame[5]][frame[6]]:
                if placed[i] > counts[i]:
                    excess -= 1
                placed[i] -= 1
            runs.pop()
            frame[6] = -1
        remaining, left, vp, length, start = frame[:5]
        descended = False
        while length > 0:
            num, den = rates[length]
            bound = min(_ceiling(remaining, length), remaining * free + num * left // den)
            if vp + bound <= best:
                break  # shorter runs can only do worse
            if length == 1:
                # Single Gems fit wherever Gems are left, and the runs placed so
                # far leave enough shifts (left >= 0): no need to place them.
                best, best_runs, singles_after = vp + remaining, tuple(runs), list(placed)
                break
            last = 1 if length == CLASSES else CLASSES
            while start < last:
                here = start
                start += 1
                arc = _ARCS[length][here]
                for i in arc:
                    placed[i] += 1
                    if placed[i] > counts[i]:
                        excess += 1
                value = vp + length * length
                rest = remaining - length
                child_left = -1
                if not rest:
                    # Every Gem placed: only a better split needs its shifts counted.
                    if value > best and (
                        not excess or (excess <= shifts and shifts_needed(counts, placed) <= shifts)
                    ):
                        best, best_runs, singles_after = value, (*runs, (length, here)), None
                elif not excess:
                    child_left = shifts
                elif excess <= shifts:
                    key = tuple(placed)
                    cost = costs.get(key)
                    if cost is None:
                        cost, exact = _nearest_spare_cost(counts, placed)
                        if exact or cost > shifts:
                            costs[key] = cost
                        elif value + _pair_bound(counts, placed, excess, shifts - cost) <= best:
                            cost = shifts + 1  # hopeless even with the most shifts left
                        else:
                            cost = costs[key] = _cover_cost(counts, placed)
                    child_left = shifts - cost
                if child_left < 0:
                    pass
                elif not shifts and min(counts[i] - placed[i] for i in range(CLASSES)) == 0:
                    # Without shifts, a remainder that misses a class is a line:
                    # its layered split is its best, whatever the order.
                    rest_counts = tuple(counts[i] - placed[i] for i in range(CLASSES))
                    masks = _layer_masks(rest_counts)
                    value += sum(_MASK_VP[m] for m in masks)
                    if value > best:
                        best, singles_after = value, None
                        best_runs = (
                            *runs,
                            (length, here),
                            *(r for m in masks for r in _MASK_RUNS[m]),
                        )
                elif (
                    # The child's own first check, done here to spare the pair bound.
                    value
                    + min(
                        _ceiling(rest, min(length, rest)),
                        rest * free
                        + rates[min(length, rest)][0] * child_left // rates[min(length, rest)][1],
                    )
                    > best
                    and value + _pair_bound(counts, placed, excess, child_left) > best
                ):
                    frame[3], frame[4], frame[5], frame[6] = length, start, length, here
                    runs.append((length, here))
                    child_len = min(length, rest)
                    stack.append(
                        [
                            rest,
                            child_left,
                            value,
                            child_len,
                            here if child_len == length else 0,
                            0,
                            -1,
                        ]
                    )
                    descended = True
                    break
                for i in arc:
                    if placed[i] > counts[i]:
                        excess -= 1
                    placed[i] -= 1
            if descended:
                break
            length -= 1
            start = 0
        if not descended:
            stack.pop()
    if singles_after is not None:
        final = _cover_plan(counts, singles_after, shifts) if shifts else list(counts)
        best_runs = (
            *best_runs,
            *((1, i) for i in range(CLASSES) for _ in range(final[i] - singles_after[i])),
        )
    return best, best_runs


Runs = tuple[tuple[int, int], ...]
Key = tuple[tuple[int, ...], int]
_V = TypeVar("_V")

# Every search runs on the canonical vector (the least of its 16 rotations and
# reflections: same VP, runs mapped back).  Caches, bounded (cleared when
# full), by (canonical vector, useful shifts): the best split, and ceilings
# proven by searches that were only asked to beat a floor; and by (sorted
# pile, shifts): the VP, the fast path's key (no counting on a hit).
_CACHE_LIMIT: Final = 1 << 15
_solved: dict[Key, tuple[int, Runs]] = {}
_at_most: dict[Key, int] = {}
_by_pile: dict[Key, int] = {}


def clear_caches() -> None:
    for cache in (_solved, _at_most, _by_pile):
        cache.clear()
    _densities.clear()


def _remember(cache: dict[Key, _V], key: Key, value: _V) -> None:
    if len(cache) >= _CACHE_LIMIT:
        cache.clear()
    cache[key] = value


def _useful(counts: tuple[int, ...], shifts: int) -> int:
    return min(shifts, 4 * sum(counts))  # 4 shifts take a Gem anywhere on the cycle


def _canonical(counts: tuple[int, ...]) -> tuple[tuple[int, ...], int, bool]:
    """The least of the 16 rotations and reflections, with the turn and whether
    mirrored: canonical index j is class (j + turn) % 8 of ``counts``, or, mirrored,
    class 7 - (j + turn) % 8."""
    best = counts
    turn, mirrored = 0, False
    for flip in (False, True):
        base = counts[::-1] if flip else counts
        doubled = base + base
        for r in range(CLASSES):
            image = doubled[r : r + CLASSES]
            if image < best:
                best, turn, mirrored = image, r, flip
    return best, turn, mirrored


def _map_runs(runs: Runs, turn: int, mirrored: bool) -> Runs:
    """Runs found on the canonical vector, as runs of the original classes."""
    if not turn and not mirrored:
        return runs
    out = []
    for length, start in runs:
        if length == CLASSES:
            out.append((length, 0))
        elif mirrored:
            out.append((length, (CLASSES - 1 - (start + length - 1 + turn)) % CLASSES))
        else:
            out.append((length, (start + turn) % CLASSES))
    return tuple(out)


def _solve(counts: tuple[int, ...], shifts: int, floor: int = -1) -> tuple[int, Runs] | None:
    """The best split of a canonical vector if it scores more than ``floor``, else None."""
    total = sum(counts)
    if total == 0:
        return (0, ()) if floor < 0 else None
    masks = _layer_masks(counts)
    layered = sum(_MASK_VP[m] for m in masks)
    layered_runs = tuple(run for m in masks for run in _MASK_RUNS[m])
    if layered == _ceiling(total, CLASSES) or (shifts == 0 and min(counts) == 0):
        return (layered, layered_runs) if layered > floor else None
    # With shifts, start from the best split without: a high floor prunes more.
    # Unless the floor is already higher than any split without shifts could be:
    # then settling that split first is wasted work.
    if (
        shifts
        and floor >= min(_ceiling(total, CLASSES), _pair_bound(counts, [0] * CLASSES, 0, 0))
        and (counts, 0) not in _solved
    ):
        start: tuple[int, Runs] = (floor, ())
    else:
        start = _solved_canonical(counts, 0) if shifts else (layered, layered_runs)
    if start[0] <= floor:
        start = (floor, ())
    best = _search(counts, shifts, *start)
    return best if best[0] > floor else None


def _solved_canonical(counts: tuple[int, ...], shifts: int) -> tuple[int, Runs]:
    key = (counts, shifts)
    found = _solved.get(key)
    if found is None:
        found = _solve(counts, shifts)
        assert found is not None
        _remember(_solved, key, found)
    return found


def _above_canonical(counts: tuple[int, ...], shifts: int, floor: int) -> tuple[int, Runs] | None:
    key = (counts, shifts)
    found = _solved.get(key)
    if found is not None:
        return found if found[0] > floor else None
    ceiling = _at_most.get(key)
    if ceiling is not None and ceiling <= floor:
        return None
    found = _solve(counts, shifts, floor)
    if found is None:
        _remember(_at_most, key, floor if ceiling is None else min(ceiling, floor))
        return None
    _remember(_solved, key, found)  # a search that beat its floor found the best
    return found


def solve(counts: tuple[int, ...], shifts: int) -> tuple[int, Runs]:
    """The best Gem VP for a count vector with ``shifts`` Gem shifts, and its
    runs ``(length, start)`` over the shifted classes (R14)."""
    canonical, turn, mirrored = _canonical(counts)
    vp, runs = _solved_canonical(canonical, _useful(counts, shifts))
    return vp, _map_runs(runs, turn, mirrored)


def count_vector(gems: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    return tuple(gems.count(c) for c in range(1, CLASSES + 1))


def gem_vp(sorted_gems: tuple[int, ...], shifts: int) -> int:
    """Gem VP (R14) of a pile given as its classes in sorted order (the cache key)."""
    key = (sorted_gems, shifts)
    found = _by_pile.get(key)
    if found is None:
        counts = count_vector(sorted_gems)
        found = _solved_canonical(_canonical(counts)[0], _useful(counts, shifts))[0]
        _remember(_by_pile, key, found)
    return found


def gem_vp_above(sorted_gems: tuple[int, ...], shifts: int, floor: int) -> int | None:
    """Gem VP if it is more than ``floor``, else None: cheaper than :func:`gem_vp`
    when the floor is high, since the search then prunes far more."""
    key = (sorted_gems, shifts)
    found = _by_pile.get(key)
    if found is None:
        counts = count_vector(sorted_gems)
        result = _above_canonical(_canonical(counts)[0], _useful(counts, shifts), floor)
        if result is None:
            return None
        found = result[0]
        _remember(_by_pile, key, found)
    return found if found > floor else None


def gem_upper_bound(sorted_gems: tuple[int, ...], shifts: int, enough: int = -1) -> int:
    """A quick ceiling on the Gem VP: exact when known, else the search's own
    bounds; once one is at most ``enough`` (all the caller needs) the costlier
    ones are skipped."""
    found = _by_pile.get((sorted_gems, shifts))
    if found is not None:
        return found
    total = len(sorted_gems)
    if not total:
        return 0
    counts = count_vector(sorted_gems)
    useful = _useful(counts, shifts)
    key = (_canonical(counts)[0], useful)
    solved = _solved.get(key)
    if solved is not None:
        return solved[0]
    bound = min(_ceiling(total, CLASSES), _pair_bound(counts, [0] * CLASSES, 0, useful))
    ceiling = _at_most.get(key)
    if ceiling is not None:
        bound = min(bound, ceiling)
    if useful and bound > enough:
        free, rates = _density(counts)
        num, den = rates[CLASSES]
        bound = min(bound, total * free + num * useful // den)
    return bound


@dataclass(frozen=True, slots=True)
class GemShift:
    """One Gem moved by Gem shift spells: ``spells`` of them, one class each (R14)."""

    gem: int
    to: int
    spells: int

    def to_json(self) -> GemShiftJson:
        return {"gem": self.gem, "to": self.to, "spells": self.spells}


@dataclass(frozen=True, slots=True)
class GemScore:
    vp: int
    runs: tuple[tuple[int, ...], ...]  # classes 1..8, each run in cycle order
    shifts: tuple[GemShift, ...]
    vp_without_shifts: int
    spells: int  # Gem shift spells held


def _decompose(flow: list[int]) -> list[GemShift]:
    """Split a flow into single Gems, each moved one way along a chain of
    boundaries (a path decomposition; the median flow leaves no circulation)."""
    flow = list(flow)
    moves: list[GemShift] = []
    while True:  # Gems moving up: a chain starts where no up-flow arrives from below
        begin = next((i for i in range(CLASSES) if flow[i] > 0 and flow[i - 1] <= 0), None)
        if begin is None:
            break
        steps, i = 0, begin
        while flow[i] > 0:
            flow[i] -= 1
            steps += 1
            i = (i + 1) % CLASSES
        moves.append(GemShift(begin + 1, (begin + steps) % CLASSES + 1, steps))
    while True:  # Gems moving down, from class begin+1 across boundary begin
        begin = next(
            (i for i in range(CLASSES) if flow[i] < 0 and flow[(i + 1) % CLASSES] >= 0), None
        )
        if begin is None:
            break
        steps, i = 0, begin
        while flow[i] < 0:
            flow[i] += 1
            steps += 1
            i = (i - 1) % CLASSES
        moves.append(GemShift((begin + 1) % CLASSES + 1, (begin + 1 - steps) % CLASSES + 1, steps))
    moves.sort(key=lambda m: (m.gem, m.to))
    return moves


def _run_classes(length: int, start: int) -> tuple[int, ...]:
    return tuple(c + 1 for c in _ARCS[length][start])


def gem_score(gems: tuple[int, ...] | list[int], shifts: int) -> GemScore:
    """The Gem VP with its runs and the shifts applied: the fewest that reach the best VP."""
    counts = count_vector(list(gems))
    canonical, turn, mirrored = _canonical(counts)
    useful = _useful(counts, shifts)
    vp = _solved_canonical(canonical, useful)[0]
    # More shifts never score less; a search that must beat vp - 1 prunes hard.
    fewest, found = 0, _above_canonical(canonical, 0, vp - 1)
    while found is None:
        fewest += 1
        found = _above_canonical(canonical, fewest, vp - 1)
    arcs = _map_runs(found[1], turn, mirrored)
    target = [0] * CLASSES
    for length, start in arcs:
        for i in _ARCS[length][start]:
            target[i] += 1
    moves = _decompose(_flows(counts, target)) if fewest else []
    runs = sorted(
        (_run_classes(length, start) for length, start in arcs), key=lambda r: (-len(r), r)
    )
    return GemScore(vp, tuple(runs), tuple(moves), solve(counts, 0)[0], shifts)
