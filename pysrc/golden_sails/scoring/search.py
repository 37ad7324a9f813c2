"""R11: where a player's Universal Goods go, exactly: the best of every placement.

What a player's Universal Goods earn him (his own VP plus what his Weapons
steal) is a sum of one term per pile, each reading only the cards sent there,
plus the Gem VP and the Spells' sets of five types (the one term that reads
every pile).  Identical Universal Goods are interchangeable (same Areas, same
VP wherever they go), so a placement is how many of each group of identical
ones go to each pile: ``placements.placements`` of them, which the score pad
and the deck loader keep within ``MAX_PLACEMENTS``.

1. Every placement is tried, with each pile's VP looked up per sub-multiset
   (worked out once, :class:`~.model.PlayerModel`), except the Gem VP, the
   costly part (a search of its own when Gem shifts are held).  For each
   sub-multiset sent to Gems this keeps the best of everything else.
2. The Gem VP is then settled branch and bound, in order of a valid ceiling
   (the Gem search's bound, or what a settled larger pile proves: each Gem
   taken away costs at least 1 VP), each pile asked only whether it beats what
   the best so far needs from it.  When no ceiling left beats the best, the
   best is the optimum: nothing is guessed.

The value is what the player is sure of (D18): what his Weapons steal is
counted with the players still to decide at their worst.  Ties (D18, D10):
the placement that could steal more at best (``upside``: the best case less
the sure one), then more Universal Goods left where they are, then the first
destination vector in order (the first Universal Good's destination in
``DESTINATIONS`` order first, and so on).  Among identical Universal Goods the
earlier ones take the earlier piles, the first such vector.  The tie-breaks
are folded into one integer key,
``value * K1 + (upside - U) * KU - moves * K2 - rank``, where ``rank`` is
the vector read as a base-5 number and ``U`` the largest upside.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Final

from .choices import DESTINATIONS
from .model import Assignment, PlayerModel
from .weapons import Values

# A Weapon pile's values -> (side, VP surely stolen, VP more that could be stolen at best).
Steal = Callable[[Values, Values], tuple[int, int, int]]

_PILES: Final = len(DESTINATIONS)

# Some Universal Goods sent to each pile: (stays, then the sub-multisets sent to
# Gems, Spices, Animals and Weapons), the tie-break part of the key, and the
# composition chosen for each group (indices into ``compositions``).
Option = tuple[int, int, int, int, int, int, tuple[int, ...]]


def _combine(groups: list[list[Option]]) -> list[Option]:
    """Every way to take one option of each group, summed."""
    out: list[Option] = [(0, 0, 0, 0, 0, 0, ())]
    for options in groups:
        out = [
            (s + ds, g + dg, p + dp, a + da, w + dw, key + dkey, head + tail)
            for s, g, p, a, w, key, head in out
            for ds, dg, dp, da, dw, dkey, tail in options
        ]
    return out


@cache
def compositions(size: int) -> tuple[tuple[int, ...], ...]:
    """Every way to send ``size`` identical Universal Goods to the five piles:
    counts per pile, in ``DESTINATIONS`` order."""
    if size == 0:
        return ((0,) * _PILES,)
    out: list[tuple[int, ...]] = []

    def fill(prefix: tuple[int, ...], left: int) -> None:
        if len(prefix) == _PILES - 1:
            out.append((*prefix, left))
            return
        for c in range(left, -1, -1):
            fill((*prefix, c), left - c)

    fill((), size)
    return tuple(out)


def _assignment(player: PlayerModel, chosen: list[tuple[int, ...]]) -> Assignment:
    """The destination vector of a placement: in each group, the earlier Universal
    Goods take the earlier piles (D10)."""
    out = [0] * len(player.universals)
    for group, counts in enumerate(chosen):
        dests = [d for d, c in enumerate(counts) for _ in range(c)]
        positions = [k for k, g in enumerate(player.groups.of) if g == group]
        for k, d in zip(positions, dests, strict=True):
            out[k] = d
    return tuple(out)


def _class_counts(gems: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(gems.count(c) for c in range(1, 9))


Scaled = tuple[list[int], list[int], list[int], list[int]]  # Spells, Spices, Animals, Weapons


def _every_placement(
    heads: list[Option],
    tails: list[Option],
    scaled: Scaled,
    five: int,
    sizes: tuple[list[int], ...],
    rest: list[int],
    rest_choice: list[tuple[int, ...]],
) -> None:
    """For each sub-multiset sent to Gems, the best key of everything else: step 1's
    loop (the arrays are cut to each head once, so that the inner loop does four
    lookups and a comparison; Spells paying ``five`` per set of five types add the
    one term that reads every pile's size, R13)."""
    spells, spices, animals, weapons = scaled
    n_spells, n_gems, n_spices, n_animals, n_weapons = sizes
    for s, g, p, a, w, key, head in heads:
        sv = [v + key for v in spells[s:]]
        pv, av, wv = spices[p:], animals[a:], weapons[w:]
        for ds, dg, dp, da, dw, dkey, tail in tails:
            found = sv[ds] + pv[dp] + av[da] + wv[dw] + dkey
            if five:
                least = min(n_spells[s + ds], n_gems[g + dg], n_spices[p + dp])
                found += five * min(least, n_animals[a + da], n_weapons[w + dw])
            if found > rest[g + dg]:
                rest[g + dg] = found
                rest_choice[g + dg] = head + tail


def _direct(player: PlayerModel, steal: Steal) -> tuple[Assignment, int, int]:
    """No or one Universal Good (most players, in self-play): each destination tried."""
    options: list[Assignment] = [(d,) for d in range(_PILES)] if player.universals else [()]
    best: tuple[int, int, int] | None = None  # (value, upside, -moves)
    best_a: Assignment = ()
    best_side = 0
    for a in options:
        own = player.own(a)
        side, took, upside = steal(own.left, own.right)
        key = (own.goods + took, upside, -1 if any(a) else 0)
        if best is None or key > best:
            best, best_a, best_side = key, a, side
    assert best is not None
    return best_a, best_side, best[0]


def best_placement(player: PlayerModel, steal: Steal) -> tuple[Assignment, int, int]:
    """The destination vector (and, 2 players, the side) maximising own VP plus
    VP stolen, and that value; ties as in the module docstring."""
    n = len(player.universals)
    if n <= 1:
        return _direct(player, steal)
    piles = player.piles
    terms = player.terms
    per = terms.per_card
    subsets = player.groups.subsets
    cards = [sum(player.counts(u)) for u in range(subsets)]

    # Each pile's VP per sub-multiset sent there, with what the Spells pay for it.
    spice_value, animal_value, weapon_value, sides, upsides = [], [], [], [], []
    for u in range(subsets):
        spices = player.spice_pile(u)
        spice_value.append(
            spices.vp
            + per[2] * spices.cards
            + (terms.spice_vp(spices.counts) if terms.pairs else 0)
        )
        animals = player.animal_pile(u)
        animal_value.append(
            animals.vp + per[3] * animals.cards + terms.animal_vp(animals.counts, animals.triples)
        )
        weapons = player.weapon_pile(u)
        side, took, upside = steal(weapons.left, weapons.right)
        weapon_value.append(took + per[4] * weapons.cards)
        sides.append(side)
        upsides.append(upside)
    spell_value = [per[0] * (player.base_spells + s) for s in range(n + 1)]
    gem_cards = [len(piles.gems) + c for c in cards]
    gem_value = [per[1] * c for c in gem_cards]  # the Gem VP itself comes in step 2
    fives = 4 * terms.fives
    sizes = (
        [player.base_spells + s for s in range(n + 1)],
        gem_cards,
        [len(piles.spices) + c for c in cards],
        [len(piles.animals) + c for c in cards],
        [len(piles.weapons) + c for c in cards],
    )

    # The tie-breaks as one integer (module docstring): rank < 5^n, moves <= n,
    # 0 <= upside <= most.
    k2 = _PILES**n
    ku = (n + 1) * k2
    most = max(upsides)
    k1 = (most + 1) * ku
    weight = [_PILES ** (n - 1 - k) for k in range(n)]
    groups: list[list[Option]] = []
    options: list[Option]
    for group, size in enumerate(player.groups.sizes):
        stride = player.groups.strides[group]
        positions = [k for k, g in enumerate(player.groups.of) if g == group]
        options = []
        for index, counts in enumerate(compositions(size)):
            dests = [d for d, c in enumerate(counts) for _ in range(c)]
            rank = sum(weight[k] * d for k, d in zip(positions, dests, strict=True))
            key = -(size - counts[0]) * k2 - rank
            s, g, p, a, w = counts
            options.append((s, g * stride, p * stride, a * stride, w * stride, key, (index,)))
        groups.append(options)

    # 1. Every placement; for each sub-multiset sent to Gems, the best key of the rest.
    # The groups split in two halves, each combined up front, so that the inner
    # loop is long and flat: this loop is the search's cost when Gems are cheap.
    every = player.groups.placements
    split = len(groups)
    inner = 1
    while split > 1 and inner * inner < every:
        split -= 1
        inner *= len(groups[split])
    heads, tails = _combine(groups[:split]), _combine(groups[split:])
    nothing = -k1  # below every key: VP are never negative here
    rest = [nothing] * subsets
    rest_choice: list[tuple[int, ...]] = [()] * subsets
    # Values scaled by k1 once, so that a placement's key is a sum of four lookups.
    scaled = (
        [v * k1 for v in spell_value],
        [v * k1 for v in spice_value],
        [v * k1 for v in animal_value],
        [v * k1 + (up - most) * ku for v, up in zip(weapon_value, upsides, strict=True)],
    )
    _every_placement(heads, tails, scaled, fives * k1, sizes, rest, rest_choice)

    # 2. The Gem VP, branch and bound: a pile is settled only if its ceiling beats
    # the best.  A pile of fewer Gems scores at least 1 VP less per Gem taken away
    # (it could be a run of its own), so the pile with every Universal Good's Gem
    # bounds them all; a pile's own bound (some work) is asked only when its
    # ceiling comes first.
    # Sub-multisets sending the same Gems (identical classes) make the same Gem
    # pile: only the best of the rest among them can win.
    piles_of: dict[tuple[int, ...], int] = {}
    for u in range(subsets):
        key = player.gem_pile(u)
        other = piles_of.get(key)
        if other is None or rest[u] > rest[other]:
            piles_of[key] = u
    classes = {u: _class_counts(key) for key, u in piles_of.items()}
    full = subsets - 1
    top = player.gem_bound(full)
    ceiling = {
        u: (top - (cards[full] - cards[u]) + gem_value[u]) * k1 + rest[u] for u in piles_of.values()
    }
    bounded: set[int] = set()
    best = nothing
    best_u = -1
    while ceiling:
        u = max(ceiling, key=lambda v: (ceiling[v], -v))
        if ceiling[u] <= best:
            break  # this and every pile still waiting score less than the best
        if u not in bounded:
            bounded.add(u)
            enough = (best - rest[u]) // k1 - gem_value[u]
            own = (player.gem_bound(u, enough) + gem_value[u]) * k1 + rest[u]
            if own < ceiling[u]:
                ceiling[u] = own
                continue
        del ceiling[u]
        floor = (best - rest[u]) // k1 - gem_value[u]  # the Gem VP must beat this
        gems = player.gem_vp(u) if best_u < 0 else player.gem_vp_above(u, floor)
        if gems is not None:
            known = gems
            found = (gems + gem_value[u]) * k1 + rest[u]
            if found > best:
                best, best_u = found, u
        else:
            known = floor  # proven: the Gem VP is no more
        mine = classes[u]
        for v in ceiling:
            if all(t <= m for t, m in zip(classes[v], mine, strict=True)):
                cap = (known - (cards[u] - cards[v]) + gem_value[v]) * k1 + rest[v]
                if cap < ceiling[v]:
                    ceiling[v] = cap

    chosen = [
        compositions(size)[i]
        for size, i in zip(player.groups.sizes, rest_choice[best_u], strict=True)
    ]
    assignment = _assignment(player, chosen)
    value = -(-best // k1)  # the key's tie-breaks take less than k1 off value * k1
    w_subset = player.subsets_of(assignment)[4]
    return assignment, sides[w_subset], value
