"""Animals (R16): the game's Animal Scoring Reference, and R13's sets of three.

References I-IV pay for sets; each Animal goes into one set at most and the
best split is taken.  The split only depends on how many Animals of each kind
there are, so it is a dynamic programme over count vectors, remembered per
reference (and, when the reference treats all kinds alike, over the sorted
vector, so Unicorns and Spiders share the work).  Reference V pays for the
order taken: each Animal but the last scores ``matrix[this][next]``; Universal
Goods moved onto the pile go on top in their best order (R12, R16;
docs/rules-decisions.md, D12), found by a dynamic programme over the moved
kinds' counts and the kind on top.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..model.cards import ANIMALS
from ..model.deck import AnimalReference, AnimalSet
from .sheet_json import AnimalScoreJson

ANIMAL_INDEX: Final = {kind: i for i, kind in enumerate(ANIMALS)}
_KINDS: Final = len(ANIMALS)

Counts = tuple[int, ...]


def animal_counts(animals: Sequence[str]) -> Counts:
    return tuple(animals.count(kind) for kind in ANIMALS)


def three_different(counts: Counts) -> int:
    """R13: the most disjoint sets of three different Animals.

    t sets are possible exactly when the kinds can give three per set with no
    kind twice in a set, i.e. sum(min(count, t)) >= 3t (each kind helps at most
    once per set); the largest such t is the answer.
    """
    t = sum(counts) // 3
    while t and sum(min(c, t) for c in counts) < 3 * t:
        t -= 1
    return t


def _takes(card_set: AnimalSet) -> list[Counts]:
    """Every count vector that forms one set of this kind."""
    match card_set.pattern:
        case "any":
            return [
                v
                for v in itertools.product(range(card_set.size + 1), repeat=_KINDS)
                if sum(v) == card_set.size
            ]
        case "identical":
            return [
                tuple(card_set.size if k == i else 0 for k in range(_KINDS)) for i in range(_KINDS)
            ]
        case "different":
            return [
                tuple(1 if k in chosen else 0 for k in range(_KINDS))
                for chosen in itertools.combinations(range(_KINDS), card_set.size)
            ]
    wanted = {ANIMAL_INDEX[kind] for kind in card_set.kinds}
    return [tuple(1 if k in wanted else 0 for k in range(_KINDS))]


class SetSolver:
    """The best split of Animals into one sets reference's sets (R16)."""

    __slots__ = ("_memo", "_symmetric", "reference", "takes")

    def __init__(self, reference: AnimalReference) -> None:
        self.reference = reference
        # Bigger sets first, so an explained split reads as few sets as it can.
        self.takes: tuple[tuple[Counts, int, AnimalSet], ...] = tuple(
            (take, card_set.vp, card_set)
            for card_set in sorted(reference.sets, key=lambda s: (-s.size, -s.vp))
            if card_set.vp > 0
            for take in _takes(card_set)
        )
        # With no set naming kinds, every kind is alike: sort the counts.
        self._symmetric = all(s.pattern != "kinds" for s in reference.sets)
        self._memo: dict[Counts, int] = {}

    def _key(self, counts: Counts) -> Counts:
        return tuple(sorted(counts, reverse=True)) if self._symmetric else counts

    def best(self, counts: Counts) -> int:
        """The most VP the sets of this reference make of these Animals."""
        memo = self._memo
        key = self._key(counts)
        found = memo.get(key)
        if found is not None:
            return found
        takes = self.takes
        symmetric = self._symmetric
        # Depth-first with an explicit stack: a huge pile cannot exhaust
        # Python's recursion limit.  (Four kinds, unrolled: this is hot.)
        stack = [key]
        while stack:
            v = stack[-1]
            if v in memo:
                stack.pop()
                continue
            a, b, c, d = v
            value = 0
            waiting = False
            for (ta, tb, tc, td), vp, _ in takes:
                if ta <= a and tb <= b and tc <= c and td <= d:
                    rest: Counts = (a - ta, b - tb, c - tc, d - td)
                    if symmetric:
                        rest = tuple(sorted(rest, reverse=True))
                    known = memo.get(rest)
                    if known is None:
                        stack.append(rest)
                        waiting = True
                    elif vp + known > value:
                        value = vp + known
            if not waiting:
                memo[v] = value
                stack.pop()
        return memo[key]

    def split(self, counts: Counts) -> list[tuple[AnimalSet, Counts]]:
        """One best split: the sets, each with the Animals it uses."""
        out: list[tuple[AnimalSet, Counts]] = []
        v = counts
        while True:
            target = self.best(v)
            if target == 0:
                return out
            for take, vp, card_set in self.takes:
                if all(t <= c for t, c in zip(take, v, strict=True)):
                    rest = tuple(c - t for c, t in zip(v, take, strict=True))
                    if vp + self.best(rest) == target:
                        out.append((card_set, take))
                        v = rest
                        break


class SequenceSolver:
    """Reference V (R16): the order taken, and the best order for Animals put on top.

    R12 puts a moved Universal Good on top of its pile and lets the player move
    several in any order, so the moved Animals follow the pile's top Animal in
    the order that scores most (D12).
    """

    __slots__ = ("_memo", "matrix", "reference")

    def __init__(self, reference: AnimalReference) -> None:
        self.reference = reference
        self.matrix: tuple[tuple[int, ...], ...] = tuple(
            tuple(reference.sequence_vp(this, nxt) for nxt in ANIMALS) for this in ANIMALS
        )
        self._memo: dict[tuple[int, Counts], int] = {}

    def vp(self, animals: Sequence[str]) -> int:
        """The VP of a pile in the order given."""
        kinds = [ANIMAL_INDEX[a] for a in animals]
        return sum(self.matrix[a][b] for a, b in itertools.pairwise(kinds))

    def extension(self, top: int, counts: Counts) -> int:
        """The most VP Animals of these counts (per kind) add on top of a pile
        whose top Animal is of kind ``top`` (-1: an empty pile)."""
        key = (top, counts)
        found = self._memo.get(key)
        if found is None:
            found = 0
            for k in range(_KINDS):
                if counts[k]:
                    rest = (*counts[:k], counts[k] - 1, *counts[k + 1 :])
                    value = (self.matrix[top][k] if top >= 0 else 0) + self.extension(k, rest)
                    if value > found:
                        found = value
            self._memo[key] = found
        return found

    def best_order(self, pile: Sequence[str], moved: Sequence[str]) -> list[int]:
        """Indices into ``moved``: the order, on top of ``pile``, that scores most.
        Between orders that score the same, the earlier card goes first, so the
        Spell-pile order stays when it is among the best."""
        top = ANIMAL_INDEX[pile[-1]] if pile else -1
        counts = list(animal_counts(moved))
        target = self.extension(top, tuple(counts))
        left = list(range(len(moved)))
        out: list[int] = []
        while left:
            for j in left:
                k = ANIMAL_INDEX[moved[j]]
                counts[k] -= 1
                step = self.matrix[top][k] if top >= 0 else 0
                if step + self.extension(k, tuple(counts)) == target:
                    target -= step
                    top = k
                    out.append(j)
                    left.remove(j)
                    break
                counts[k] += 1
        return out


_SOLVERS: dict[int, tuple[AnimalReference, SetSolver]] = {}
_SEQUENCES: dict[int, tuple[AnimalReference, SequenceSolver]] = {}


def clear_caches() -> None:
    """Forget every solver (each remembers the splits or orders it worked out)."""
    _SOLVERS.clear()
    _SEQUENCES.clear()


def sequence_solver(reference: AnimalReference) -> SequenceSolver:
    """The solver for reference V, built once (it remembers what it worked out)."""
    entry = _SEQUENCES.get(id(reference))
    if entry is None or entry[0] is not reference:
        entry = (reference, SequenceSolver(reference))
        _SEQUENCES[id(reference)] = entry
    return entry[1]


def solver(reference: AnimalReference) -> SetSolver:
    """The solver for a sets reference, built once (it remembers what it worked out)."""
    entry = _SOLVERS.get(id(reference))
    if entry is None or entry[0] is not reference:
        entry = (reference, SetSolver(reference))
        _SOLVERS[id(reference)] = entry
    return entry[1]


def sequence_table(reference: AnimalReference) -> dict[tuple[str, str], int]:
    """Reference V's matrix as ``{(this, next): vp}``."""
    return {(this, nxt): vp for this, row in reference.matrix for nxt, vp in row}


def sequence_vp(table: dict[tuple[str, str], int], animals: Sequence[str]) -> int:
    """R16 V: each Animal but the last scores by the kind of the next one taken."""
    return sum(table[pair] for pair in itertools.pairwise(animals))


@dataclass(frozen=True, slots=True)
class AnimalScore:
    """The Animal VP with its reasons: the sets made (I-IV) or each step's VP (V)."""

    vp: int
    reference: AnimalReference
    sets: tuple[tuple[AnimalSet, tuple[str, ...]], ...] = ()
    unused: tuple[str, ...] = ()
    steps: tuple[tuple[str, str, int], ...] = ()

    def to_json(self) -> AnimalScoreJson:
        out: AnimalScoreJson = {"vp": self.vp, "reference": self.reference.code}
        if self.reference.kind == "sequence":
            out["steps"] = [{"animal": a, "next": b, "vp": vp} for a, b, vp in self.steps]
        else:
            out["sets"] = [
                {"set": card_set.describe(), "animals": list(animals), "vp": card_set.vp}
                for card_set, animals in self.sets
            ]
            out["unused"] = list(self.unused)
        return out


def animal_score(reference: AnimalReference, animals: Sequence[str]) -> AnimalScore:
    if reference.kind == "sequence":
        table = sequence_table(reference)
        steps = tuple((a, b, table[a, b]) for a, b in itertools.pairwise(animals))
        return AnimalScore(sum(vp for _, _, vp in steps), reference, steps=steps)
    counts = animal_counts(animals)
    sets = solver(reference).split(counts)
    left = list(counts)
    named = []
    for card_set, take in sets:
        named.append((card_set, tuple(k for i, k in enumerate(ANIMALS) for _ in range(take[i]))))
        left = [c - t for c, t in zip(left, take, strict=True)]
    unused = tuple(k for i, k in enumerate(ANIMALS) for _ in range(left[i]))
    return AnimalScore(sum(s.vp for s, _ in sets), reference, tuple(named), unused)
