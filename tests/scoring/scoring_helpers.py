"""Builders for scoring tests, and a slow reference scorer that follows the
rulebook and R11-R18 literally (enumerating instead of optimising), so the
fast code can be checked against it on small tables."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence
from functools import cache

from hypothesis import strategies as st

from golden_sails.model.cards import ANIMALS, SPICES, WEAPONS, Areas, Spell, Weapon
from golden_sails.model.deck import AnimalReference, AnimalSet, load_animal_references
from golden_sails.model.table import Piles, Table
from golden_sails.scoring import FinalChoices
from golden_sails.scoring.context import Context, Range

NAMES = ("Andy", "Bob", "Cathy", "Dora")
PILE_NAMES = ("spells", "gems", "spices", "animals", "weapons")


def W(kind: str, left: int, right: int) -> Weapon:
    return Weapon(kind, left, right)


def universal(spice: str, gem: int, animal: str, weapon: Weapon) -> Spell:
    return Spell("universal", card=Areas(spice, gem, animal, weapon))


def table(*piles: Piles, reference: str = "IV", first: int = 0) -> Table:
    return Table(reference, NAMES[: len(piles)], tuple(piles), first)


def ref(code: str) -> AnimalReference:
    return load_animal_references()[code]


# --- The reference scorer ----------------------------------------------------------


def ref_runs(gems: Sequence[int]) -> int:
    """R14 without shifts, by trying every run the first Gem can be in."""
    return _ref_runs(tuple(sorted(gems)))


@cache
def _ref_runs(gems: tuple[int, ...]) -> int:
    if not gems:
        return 0
    first = gems[0]
    best = 0
    for length in range(1, 9):
        for offset in range(length if length < 8 else 1):
            classes = [(first - 1 - offset + t) % 8 + 1 for t in range(length)]
            rest = list(gems)
            try:
                for c in classes:
                    rest.remove(c)
            except ValueError:
                continue
            best = max(best, length * length + _ref_runs(tuple(rest)))
    return best


def ref_gems(gems: Sequence[int], shifts: int) -> int:
    """R14: every way each Gem shift spell may move a Gem by 1 (or not), then the best runs."""
    states = {tuple(sorted(gems))}
    for _ in range(shifts):
        grown = set(states)
        for state in states:
            for i in range(len(state)):
                for d in (1, -1):
                    moved = list(state)
                    moved[i] = (moved[i] - 1 + d) % 8 + 1
                    grown.add(tuple(sorted(moved)))
        states = grown
    return max(_ref_runs(s) for s in states)


def _fits(card_set: AnimalSet, group: Sequence[str]) -> bool:
    match card_set.pattern:
        case "any":
            return True
        case "identical":
            return len(set(group)) == 1
        case "different":
            return len(set(group)) == len(group)
    return sorted(group) == sorted(card_set.kinds)


def ref_animals(reference: AnimalReference, animals: Sequence[str]) -> int:
    """R16: sets by trying every set the first Animal can be in (or none); V by the order."""
    if reference.kind == "sequence":
        return sum(reference.sequence_vp(a, b) for a, b in itertools.pairwise(animals))
    return _ref_sets(reference, tuple(sorted(animals)))


@cache
def _ref_sets(reference: AnimalReference, animals: tuple[str, ...]) -> int:
    if not animals:
        return 0
    first, rest = animals[0], animals[1:]
    best = _ref_sets(reference, rest)
    for card_set in reference.sets:
        for others in itertools.combinations(range(len(rest)), card_set.size - 1):
            group = [first, *(rest[i] for i in others)]
            if _fits(card_set, group):
                left = tuple(a for i, a in enumerate(rest) if i not in others)
                best = max(best, card_set.vp + _ref_sets(reference, left))
    return best


@cache
def ref_three(animals: tuple[str, ...]) -> int:
    """R13: the most disjoint sets of three different Animals, by trying them all."""
    animals = tuple(sorted(animals))
    if len(animals) < 3:
        return 0
    first, rest = animals[0], animals[1:]
    best = ref_three(rest)
    for i, j in itertools.combinations(range(len(rest)), 2):
        if len({first, rest[i], rest[j]}) == 3:
            left = tuple(a for k, a in enumerate(rest) if k not in (i, j))
            best = max(best, 1 + ref_three(left))
    return best


def ref_move(piles: Piles, universal: Sequence[str]) -> Piles:
    """R12: each moved Universal Good on top of its pile, with that Area, in Spell-pile
    order (for reference V, :func:`ref_animals_moved` tries every order)."""
    spices, gems = list(piles.spices), list(piles.gems)
    animals, weapons = list(piles.animals), list(piles.weapons)
    spells = []
    k = 0
    for spell in piles.spells:
        if spell.power != "universal":
            spells.append(spell)
            continue
        assert spell.card is not None
        dest = universal[k]
        k += 1
        if dest == "spells":
            spells.append(spell)
        elif dest == "gems":
            gems.append(spell.card.gem)
        elif dest == "spices":
            spices.append(spell.card.spice)
        elif dest == "animals":
            animals.append(spell.card.animal)
        else:
            weapons.append(spell.card.weapon)
    return Piles(tuple(spices), tuple(gems), tuple(animals), tuple(weapons), tuple(spells))


def ref_animals_moved(reference: AnimalReference, before: Piles, after: Piles) -> int:
    """R16 with R12: the Animals moved on top may go in any order, so under reference V
    the best of every order of them counts (D12); the sets references ignore order."""
    if reference.kind != "sequence":
        return ref_animals(reference, after.animals)
    base = len(before.animals)
    moved = after.animals[base:]
    return max(
        ref_animals(reference, (*before.animals, *order))
        for order in set(itertools.permutations(moved))
    )


def ref_spell(spell: Spell, p: Piles) -> int:
    """R13, read literally."""
    sizes = {
        "spells": len(p.spells),
        "gems": len(p.gems),
        "spices": len(p.spices),
        "animals": len(p.animals),
        "weapons": len(p.weapons),
    }
    match spell.power:
        case "per_good":
            assert spell.good is not None
            return sizes[spell.good]
        case "per_spell":
            return 2 * len(p.spells)
        case "per_animal":
            return 2 * p.animals.count(spell.animal or "")
        case "spice_pair":
            assert spell.spices is not None
            return 4 * min(p.spices.count(spell.spices[0]), p.spices.count(spell.spices[1]))
        case "five_types":
            return 4 * min(sizes.values())
        case "three_animals":
            return 4 * ref_three(p.animals)
    return 0


SPICE_TABLE = (0, 2, 4, 8, 12, 20, 30)  # R15


def ref_scores(
    t: Table,
    universal: Mapping[int, Sequence[str]],
    protection: Mapping[int, Sequence[str]],
    sides: Mapping[int, str],
) -> list[dict[str, int]]:
    """Every player's categories (R12-R17).  ``protection`` may be empty for a
    player (no Protection applied); ``sides`` is read in 2-player games only."""
    n = t.players
    reference = ref(t.animal_reference)
    final = [ref_move(t.piles[s], universal.get(s, ())) for s in range(n)]
    out = []
    values: list[list[tuple[str, int, int]]] = []
    for seat, p in enumerate(final):
        shifts = sum(1 for sp in p.spells if sp.power == "gem_shift")
        out.append(
            {
                "spells": sum(ref_spell(sp, p) for sp in p.spells),
                "gems": ref_gems(p.gems, shifts),
                "spices": SPICE_TABLE[len(set(p.spices))],
                "animals": ref_animals_moved(reference, t.piles[seat], p),
                "weapons": 0,
            }
        )
        cards = []
        for w in p.weapons:
            same = sum(1 for x in p.weapons if x.kind == w.kind)
            boost = 2 * sum(
                1 for sp in p.spells if sp.power == "weapon_boost" and sp.weapon == w.kind
            )
            if same == 1:
                cards.append((w.kind, w.left + boost, w.right + boost))
        values.append(cards)
    for s in range(n):
        for kind, left, right in values[s]:
            if n == 2:
                other = 1 - s
                vp = left if sides[s] == "left" else right
                hits = [(other, vp)]
            else:
                hits = [((s + 1) % n, left), ((s - 1) % n, right)]
            for victim, vp in hits:
                if kind in protection.get(victim, ()):
                    vp = 0
                out[s]["weapons"] += vp
                out[victim]["weapons"] -= vp
    return out


def ref_totals(t: Table, choices: Mapping[int, FinalChoices]) -> list[int]:
    scores = ref_scores(
        t,
        {s: c.universal for s, c in choices.items()},
        {s: c.protection for s, c in choices.items()},
        {s: c.side or "left" for s, c in choices.items()},
    )
    return [sum(row.values()) for row in scores]


def all_choices(t: Table, seat: int) -> list[FinalChoices]:
    """Every FinalChoices the player could make."""
    spells = t.piles[seat].spells
    u = sum(1 for s in spells if s.power == "universal")
    m = sum(1 for s in spells if s.power == "protection")
    sides: list[str | None] = ["left", "right"] if t.players == 2 else [None]
    return [
        FinalChoices(tuple(dest), tuple(kinds), side)
        for dest in itertools.product(PILE_NAMES, repeat=u)
        for kinds in itertools.product(WEAPONS, repeat=m)
        for side in sides
    ]


def later_choices(
    t: Table, seat: int, decided: Mapping[int, FinalChoices]
) -> list[dict[int, FinalChoices]]:
    """Every combination of choices that the players still to decide (all but
    ``seat`` and those in ``decided``) could make, whatever their order."""
    later = [s for s in range(t.players) if s != seat and s not in decided]
    return [
        dict(zip(later, combo, strict=True))
        for combo in itertools.product(*(all_choices(t, s) for s in later))
    ]


def ref_outcomes(
    t: Table, seat: int, mine: FinalChoices, decided: Mapping[int, FinalChoices]
) -> list[int]:
    """D18: the deciding player's total by the literal rules, for each combination
    of choices the players still to decide could make (the decided ones as
    decided, his own as ``mine``)."""
    return [
        ref_totals(t, {**decided, **later, seat: mine})[seat]
        for later in later_choices(t, seat, decided)
    ]


# --- The optimiser's Universal Goods, by trying destination vectors ---------------


def destination_vectors(cards: Sequence[Areas], every: bool) -> Iterator[tuple[int, ...]]:
    """Destination vectors (indices into DESTINATIONS) for these Universal Goods:
    all 5^n of them, or, ``every=False``, one per placement up to identical ones
    interchanged: in each group of identical ones, destinations in pile order."""
    if every:
        yield from itertools.product(range(5), repeat=len(cards))
        return
    positions: dict[Areas, list[int]] = {}
    for k, card in enumerate(cards):
        positions.setdefault(card, []).append(k)
    groups = list(positions.values())
    per_group = [list(itertools.combinations_with_replacement(range(5), len(g))) for g in groups]
    for choice in itertools.product(*per_group):
        out = [0] * len(cards)
        for group, dests in zip(groups, choice, strict=True):
            for k, d in zip(group, dests, strict=True):
                out[k] = d
        yield tuple(out)


def exhaustive_goods(ctx: Context, seat: int, every: bool) -> tuple[tuple[int, ...], int, int]:
    """R11 for the Universal Goods (and 2-player side) by trying vectors one by one:
    the best (own VP plus VP surely stolen, D18), ties to the most more stolen at
    best, then to fewer moves, then the first vector in order (D10).  Each vector is
    scored by ``PlayerModel.own``, itself checked against the literal rules."""
    player = ctx.model.players[seat]
    best: tuple[int, int, int, tuple[int, ...]] | None = None
    best_a: tuple[int, ...] = ()
    best_side = -1
    for a in destination_vectors(player.universals, every):
        own = player.own(a)
        if ctx.n == 2:
            side, took = ctx.best_side(seat, own)
        else:
            ranges = [r for _, r in ctx.steal_range(seat, own, -1)]
            side, took = -1, Range(sum(r.worst for r in ranges), sum(r.best for r in ranges))
        upside = took.best - took.worst
        moves = sum(1 for d in a if d)
        key = (own.goods + took.worst, upside, -moves, tuple(-d for d in a))
        if best is None or key > best:
            best, best_a, best_side = key, a, side
    assert best is not None
    return best_a, best_side, best[0]


# --- Hypothesis strategies ---------------------------------------------------------

weapons_st = st.builds(W, st.sampled_from(WEAPONS), st.integers(0, 2), st.integers(0, 2))
areas_st = st.builds(
    Areas, st.sampled_from(SPICES), st.integers(1, 8), st.sampled_from(ANIMALS), weapons_st
)
plain_spell_st = st.one_of(
    st.builds(Spell, st.just("per_good"), good=st.sampled_from(PILE_NAMES[1:])),
    st.just(Spell("per_spell")),
    st.builds(Spell, st.just("per_animal"), animal=st.sampled_from(ANIMALS)),
    st.builds(
        Spell,
        st.just("spice_pair"),
        spices=st.lists(st.sampled_from(SPICES), min_size=2, max_size=2, unique=True).map(tuple),
    ),
    st.just(Spell("five_types")),
    st.just(Spell("three_animals")),
    st.just(Spell("gem_shift")),
    st.builds(Spell, st.just("weapon_boost"), weapon=st.sampled_from(WEAPONS)),
)


@st.composite
def universal_cards_st(draw: st.DrawFn, min_size: int = 0, max_size: int = 2) -> list[Areas]:
    """Universal Goods' Areas, often with identical ones (interchangeable, R12)."""
    pool = draw(st.lists(areas_st, min_size=1, max_size=2))
    card = st.sampled_from(pool) | areas_st
    return draw(st.lists(card, min_size=min_size, max_size=max_size))


@st.composite
def piles_st(draw: st.DrawFn, universals: int = 2, protections: int = 1, shifts: int = 1) -> Piles:
    spells = draw(st.lists(plain_spell_st, max_size=3))
    spells = [s for s in spells if s.power != "gem_shift"]
    spells += [Spell("gem_shift")] * draw(st.integers(0, shifts))
    spells += [Spell("protection")] * draw(st.integers(0, protections))
    cards = draw(universal_cards_st(max_size=universals))
    spells += [Spell("universal", card=a) for a in cards]
    spells = draw(st.permutations(spells))
    return Piles(
        spices=tuple(draw(st.lists(st.sampled_from(SPICES), max_size=3))),
        gems=tuple(draw(st.lists(st.integers(1, 8), max_size=4))),
        animals=tuple(draw(st.lists(st.sampled_from(ANIMALS), max_size=4))),
        weapons=tuple(draw(st.lists(weapons_st, max_size=3))),
        spells=tuple(spells),
    )


@st.composite
def tables_st(draw: st.DrawFn, universals: int = 2, protections: int = 1) -> Table:
    n = draw(st.integers(2, 4))
    piles = [draw(piles_st(universals, protections)) for _ in range(n)]
    return Table(
        draw(st.sampled_from(("I", "II", "III", "IV", "V"))),
        NAMES[:n],
        tuple(piles),
        draw(st.integers(0, n - 1)),
    )
