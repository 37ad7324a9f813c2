"""Final scoring straight from card ids: the tables the engine and the playout
both score (each a player's five piles of card ids, in ``PILES`` order), one
code path for both.

:func:`table_of_ids` turns the piles into scoring's :class:`Table`
(``engine.table_of`` and ``Playout.table``).  :func:`totals_of_ids` is the
final totals with every player accepting R11's proposal, exactly
``totals(table_of_ids(...))``, which a search's playouts reach thousands of
times a decision: where no player holds more than two Universal Goods (all
but a few tables in a thousand), :func:`fast_totals` scores the piles from
card ids with the per-Good functions (Gem runs, Animal sets, Spells, Weapon
values, the Weapon exchange) and makes R11's choices itself, a copy of
:mod:`.optimiser`'s for plain ints (D18: the Universal Goods' destinations,
the side, the Protection kinds), kept equal to it by ``tests/test_playout.py``
(``test_the_fast_path_makes_r11s_choices_as_the_optimiser_does``,
``test_totals_equal_scorings_on_tables_heavy_with_decisions``); a hand of
three or more goes to :func:`.optimiser.totals` (the placements search,
:mod:`.search`).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, permutations, product
from typing import Final

from ..model.cards import ANIMALS, SPICES, WEAPONS, Spell, Weapon
from ..model.deck import load_animal_references, load_deck
from ..model.table import Piles, Table
from .animals import SetSolver, sequence_table, sequence_vp, solver, three_different
from .gems import gem_vp
from .optimiser import totals
from .spells import PileCounts, spell_vp
from .spices import SPICE_VP
from .weapons import Values, nets, stolen, weapon_values

# --- Per-card data, by card id, read once --------------------------------------

_DECK: Final = load_deck()
_SPICE_KIND: Final = tuple(SPICES.index(c.spice) for c in _DECK)
_GEM_CLASS: Final = tuple(c.gem for c in _DECK)
_ANIMAL_KIND: Final = tuple(ANIMALS.index(c.animal) for c in _DECK)
_ANIMAL_NAME: Final = tuple(c.animal for c in _DECK)
_WEAPON: Final[tuple[Weapon, ...]] = tuple(c.weapon for c in _DECK)
_SPELL: Final[tuple[Spell, ...]] = tuple(c.spell for c in _DECK)
# What a Spell card does at final scoring, by card id.
_SCORES: Final = 0  # R13: a Spell scoring VP of its own (spell_vp)
_UNIVERSAL: Final = 1  # R12
_PROTECTION: Final = 2  # R17
_SHIFT: Final = 3  # R14
_BOOST: Final = 4  # R17
_INERT: Final = 5
_ROLE_OF_POWER: Final = {
    **dict.fromkeys(
        ("per_good", "per_spell", "per_animal", "spice_pair", "five_types", "three_animals"),
        _SCORES,
    ),
    "universal": _UNIVERSAL,
    "protection": _PROTECTION,
    "gem_shift": _SHIFT,
    "weapon_boost": _BOOST,
}
_SPELL_ROLE: Final = tuple(_ROLE_OF_POWER.get(s.power, _INERT) for s in _SPELL)
_BOOST_KIND: Final = tuple(
    WEAPONS.index(s.weapon) if s.power == "weapon_boost" and s.weapon else -1 for s in _SPELL
)
_NO_SPICES: Final = (0,) * len(SPICES)
_SPICE_RANGE: Final = range(len(SPICES))
_NO_VALUES: Final = (0, 0, 0, 0)
_UNDECIDED: Final = -1  # a Weapon side not chosen (n > 2, or not yet)


# --- Final scoring from card ids ------------------------------------------------

AnimalRule = SetSolver | dict[tuple[str, str], int]
# Per reference: its rule, and (sets references) VP by Animal counts, memoised
# here so a hit costs one lookup (the solver sorts its key first).
_RULES: dict[str, tuple[AnimalRule, dict[tuple[int, ...], int]]] = {}


def _animal_rule(code: str) -> tuple[AnimalRule, dict[tuple[int, ...], int]]:
    found = _RULES.get(code)
    if found is None:
        reference = load_animal_references()[code]
        rule = sequence_table(reference) if reference.kind == "sequence" else solver(reference)
        found = _RULES[code] = (rule, {})
    return found


Own = tuple[int, Values, Values]  # own VP (all but the Weapon exchange), left, right values
_Animals = tuple[int, tuple[int, ...], int]  # VP, per kind, sets of three
_Spices = tuple[int, tuple[int, ...]]  # VP, per kind
_Weapons = tuple[Values, Values]  # left, right values per kind


def _gem_pile(cards: tuple[int, ...], shifts: int) -> int:
    if not cards:
        return 0
    return gem_vp(tuple(sorted([_GEM_CLASS[c] for c in cards])), shifts)  # R14


def _spice_pile(cards: tuple[int, ...], pairs: bool) -> _Spices:
    kinds = [_SPICE_KIND[c] for c in cards]
    # Per-kind counts only matter to a Spice-pair Spell (R13).
    counts = tuple(map(kinds.count, _SPICE_RANGE)) if pairs else _NO_SPICES
    return SPICE_VP[len(set(kinds))], counts  # R15


def _animal_pile(
    cards: tuple[int, ...], rule: tuple[AnimalRule, dict[tuple[int, ...], int]], triples: bool
) -> _Animals:
    kinds = [_ANIMAL_KIND[c] for c in cards]
    counts = (kinds.count(0), kinds.count(1), kinds.count(2), kinds.count(3))
    solve, memo = rule  # R16
    if not cards:
        vp = 0
    elif isinstance(solve, SetSolver):
        found = memo.get(counts)
        if found is None:
            found = memo[counts] = solve.best(counts)
        vp = found
    else:
        vp = sequence_vp(solve, [_ANIMAL_NAME[c] for c in cards])
    return vp, counts, three_different(counts) if triples else 0  # R13's sets of three


def _weapon_pile(cards: tuple[int, ...], boosts: tuple[int, ...]) -> _Weapons:
    if not cards:
        return _NO_VALUES, _NO_VALUES
    return weapon_values([_WEAPON[c] for c in cards], boosts)  # R17


def _spells_vp(
    scoring: list[Spell],
    sizes: tuple[int, ...],
    spices: tuple[int, ...],
    animals: tuple[int, ...],
    triples: int,
) -> int:
    """What the scoring Spells pay (R13), given the piles' sizes and counts."""
    counts = PileCounts(sizes, spices, animals, triples)
    return sum(spell_vp(spell, counts) for spell in scoring)


# The most Universal Goods in one hand that fast_totals places itself: with
# more, every destination vector (5^k) costs more than the optimiser's search.
FAST_UNIVERSALS: Final = 2
# k Universal Goods' destination vectors (DESTINATIONS indices), the first one's
# destination most significant: ascending, the optimiser's tie-break order (D10).
_VECTORS: Final = tuple(tuple(product(range(5), repeat=k)) for k in range(FAST_UNIVERSALS + 1))
# Per vector: the subset of the Universal Goods sent to each pile (bit j: the
# j-th), and how many are moved out of the Spell pile.
_SENT: Final = tuple(
    tuple(tuple(sum(1 << j for j, d in enumerate(v) if d == pile) for pile in range(5)) for v in vs)
    for vs in _VECTORS
)
_MOVES: Final = tuple([len(v) - v.count(0) for v in vs] for vs in _VECTORS)
_NO_MOVES: Final = _MOVES[0]
_COUNT: Final = tuple(subset.bit_count() for subset in range(1 << FAST_UNIVERSALS))


class _Player:
    """One player's final choices from card ids: his own VP (all but the Weapon
    exchange) and his Weapons' values for each destination vector of his
    Universal Goods (``_VECTORS`` order; one, his piles as they are, when he
    holds none), each vector's Universal Goods moved, his Weapons' values with
    any of them sent to Weapons, and his Protection Spells."""

    __slots__ = ("arsenals", "moves", "options", "protections")

    def __init__(
        self, options: list[Own], moves: list[int], arsenals: list[Own], protections: int
    ) -> None:
        self.options = options
        self.moves = moves
        self.arsenals = arsenals
        self.protections = protections


def _player(
    piles: Sequence[tuple[int, ...]], rule: tuple[AnimalRule, dict[tuple[int, ...], int]]
) -> _Player | None:
    """R12: a moved Universal Good counts in its new pile with that Area, on top
    (under reference V, the moved Animals in their best order, D12), and no
    longer as a Spell.  None when he holds more than ``FAST_UNIVERSALS``."""
    scoring: list[Spell] = []
    shifts = protections = 0
    universals: list[int] = []
    boosts: tuple[int, ...] = _NO_VALUES
    for card in piles[0]:
        role = _SPELL_ROLE[card]
        if role == _SCORES:
            scoring.append(_SPELL[card])
        elif role == _SHIFT:
            shifts += 1
        elif role == _BOOST:
            kind = _BOOST_KIND[card]
            boosts = (*boosts[:kind], boosts[kind] + 1, *boosts[kind + 1 :])
        elif role == _PROTECTION:
            protections += 1
        elif role == _UNIVERSAL:
            universals.append(card)
    k = len(universals)
    if k > FAST_UNIVERSALS:
        return None
    powers = {spell.power for spell in scoring}
    pairs, sets = "spice_pair" in powers, "three_animals" in powers
    _, gems, spices, animals, weapons = piles
    if not k:  # most players: nothing to move
        spice, spice_counts = _spice_pile(spices, pairs)
        animal, animal_counts, triples = _animal_pile(animals, rule, sets)
        left, right = _weapon_pile(weapons, boosts)
        vp = _gem_pile(gems, shifts) + spice + animal
        if scoring:
            sizes = tuple(map(len, piles))
            vp += _spells_vp(scoring, sizes, spice_counts, animal_counts, triples)
        return _Player([(vp, left, right)], _NO_MOVES, [(vp, left, right)], protections)
    order_free = isinstance(rule[0], SetSolver)  # else reference V, where order counts (R16)
    # Each pile's score with each subset of the Universal Goods sent there (bit j: the j-th).
    gem_vp: list[int] = []
    spice_vp: list[_Spices] = []
    animal_vp: list[_Animals] = []
    arsenals: list[Own] = []
    for subset in range(1 << k):
        moved = tuple(card for j, card in enumerate(universals) if subset >> j & 1)
        gem_vp.append(_gem_pile(gems + moved, shifts))
        spice_vp.append(_spice_pile(spices + moved, pairs))
        orders = (moved,) if order_free or len(moved) < 2 else permutations(moved)
        animal_vp.append(max((_animal_pile(animals + o, rule, sets) for o in orders), key=_vp))
        left, right = _weapon_pile(weapons + moved, boosts)
        arsenals.append((0, left, right))
    n_spells, n_gems, n_spices, n_animals, n_weapons = map(len, piles)
    options: list[Own] = []
    for to in _SENT[k]:  # the subset of the Universal Goods sent to each pile
        spice, spice_counts = spice_vp[to[2]]
        animal, animal_counts, triples = animal_vp[to[3]]
        vp = gem_vp[to[1]] + spice + animal
        if scoring:
            sizes = (
                n_spells - k + _COUNT[to[0]],
                n_gems + _COUNT[to[1]],
                n_spices + _COUNT[to[2]],
                n_animals + _COUNT[to[3]],
                n_weapons + _COUNT[to[4]],
            )
            vp += _spells_vp(scoring, sizes, spice_counts, animal_counts, triples)
        _, left, right = arsenals[to[4]]
        options.append((vp, left, right))
    return _Player(options, _MOVES[k], arsenals, protections)


def _vp(pile: _Animals) -> int:
    return pile[0]


# The kinds k Protection Spells may name, as bit masks (optimiser.protection_masks).
_MASKS: Final = tuple(
    tuple(sum(1 << k for k in kinds) for kinds in combinations(range(len(WEAPONS)), min(c, 4)))
    if c
    else (0,)
    for c in range(len(_DECK) + 1)
)
# Weapons' values -> what they steal from a player protected from each mask's kinds.
_STOLEN: dict[Values, tuple[int, ...]] = {}


def _stolen_by_mask(values: Values) -> tuple[int, ...]:
    found = _STOLEN.get(values)
    if found is None:
        found = _STOLEN[values] = tuple(stolen(values, mask) for mask in range(16))  # R17
    return found


def fast_totals(
    n: int, first: int, flat: Sequence[tuple[int, ...]], reference: str
) -> tuple[int, ...] | None:
    """Final totals with every player accepting R11's proposal, where no player
    holds more than ``FAST_UNIVERSALS`` Universal Goods (any number of
    Protection Spells); None otherwise (:func:`.optimiser.totals` then).

    The playout's copy of R11's decisions (:mod:`.optimiser`, D18), for its
    speed: a search scores thousands of tables a decision, and this one reads
    card ids and plain ints where the optimiser builds every player's model.
    Player by player from ``first``, clockwise, each chooses as
    :func:`.optimiser.decide` does: his Universal Goods' destinations (and, 2
    players, his side) for the most own VP plus VP surely stolen, the players
    still to decide counted at their worst (their Protection Spells naming the
    kinds worth most), then the more he could steal at best, then the fewest
    moves, then the first destination vector (:mod:`.search`'s order); his
    Protection kinds for the least he may lose at worst (the attackers still to
    decide: any of their Universal Goods sent to their Weapons, and either
    side), then the least at best, the first set of kinds on a tie.
    ``tests/test_playout.py`` checks it against :func:`.optimiser.totals` on
    tables thick with decisions."""
    rule = _animal_rule(reference)
    players: list[_Player] = []
    for s in range(n):
        found = _player(flat[s * 5 : s * 5 + 5], rule)
        if found is None:
            return None
        players.append(found)
    chosen = [0] * n  # each player's destination vector (an index into his options)
    masks = [0] * n  # the kinds each is protected from, once he has decided
    sides = [_UNDECIDED] * n
    # The Protection Spells a player may still name (D18): all, until he decides.
    still = [player.protections for player in players]
    decided = [False] * n
    two = n == 2
    for k in range(n):
        seat = (first + k) % n
        mine = players[seat]
        count = mine.protections
        if not two and len(mine.options) == 1 and not count:
            continue  # nothing to decide (R11)
        # Whom his Weapons steal from, and whose point at him (R1, R17).
        victims: tuple[int, ...] = (1 - seat,) if two else ((seat + 1) % n, (seat - 1) % n)
        # His Universal Goods (and side): optimiser.best_goods.
        best: tuple[int, int, int] | None = None
        pick = side = 0
        for option, ((vp, left, right), moves) in enumerate(
            zip(mine.options, mine.moves, strict=True)
        ):
            if two:  # one side of his Weapons, against the one opponent (R17)
                aims = ((victims[0], left), (victims[0], right))
            else:  # his left values at his left neighbour, his right ones at his right (R1)
                aims = ((victims[0], left), (victims[1], right))
            ranges = []
            for victim, values in aims:  # context.stolen_from: (at worst, at best)
                open_spells = still[victim]
                if open_spells:
                    total = values[0] + values[1] + values[2] + values[3]
                    kept = sorted(values, reverse=True)[: min(open_spells, len(WEAPONS))]
                    ranges.append((total - sum(kept), total - min(values)))
                else:
                    took = _stolen_by_mask(values)[masks[victim]]
                    ranges.append((took, took))
            if two:
                this_side = 0 if ranges[0] >= ranges[1] else 1
                worst, most = ranges[this_side]
            else:
                this_side = _UNDECIDED
                worst = ranges[0][0] + ranges[1][0]
                most = ranges[0][1] + ranges[1][1]
            key = (vp + worst, most - worst, -moves)
            if best is None or key > best:
                best, pick, side = key, option, this_side
        # His Protection kinds: optimiser.best_protection.
        mask = 0
        if count:
            ways = []
            for attacker in victims:  # whose Weapons point at him: the same neighbours (R1)
                theirs = players[attacker]
                if decided[attacker]:
                    arsenals = [theirs.options[chosen[attacker]]]
                else:
                    arsenals = theirs.arsenals
                if two:
                    turned = [sides[attacker]] if decided[attacker] else [0, 1]
                else:
                    turned = [1 if attacker == (seat + 1) % n else 0]
                ways.append(
                    [_stolen_by_mask(o[2] if t else o[1]) for t in turned for o in arsenals]
                )
            least_lost: tuple[int, int] | None = None
            for candidate in _MASKS[count]:
                most = least = 0
                for way in ways:
                    if len(way) == 1:
                        took = way[0][candidate]
                        most += took
                        least += took
                    else:
                        lost = [row[candidate] for row in way]
                        most += max(lost)
                        least += min(lost)
                if least_lost is None or (most, least) < least_lost:
                    least_lost, mask = (most, least), candidate
        chosen[seat], masks[seat], sides[seat] = pick, mask, side
        still[seat] = 0
        decided[seat] = True
    owns = [players[s].options[chosen[s]] for s in range(n)]
    weapons = nets([(o[1], o[2]) for o in owns], masks, sides)
    return tuple(o[0] + w for o, w in zip(owns, weapons, strict=True))


def piles_of(own: Sequence[tuple[int, ...]]) -> Piles:
    """One player's five piles of card ids (``PILES`` order) as his Areas."""
    spells, gems, spices, animals, weapons = own
    return Piles(
        spices=tuple(_DECK[c].spice for c in spices),
        gems=tuple(_GEM_CLASS[c] for c in gems),
        animals=tuple(_ANIMAL_NAME[c] for c in animals),
        weapons=tuple(_WEAPON[c] for c in weapons),
        spells=tuple(_SPELL[c] for c in spells),
    )


def table_of_ids(
    reference: str, names: tuple[str, ...], flat: Sequence[tuple[int, ...]], first: int
) -> Table:
    """The table to score: ``flat`` holds every seat's five piles of card ids in
    turn (seat * 5 + pile); ``first`` is round 12's first player, who decides
    first (R11)."""
    return Table(
        animal_reference=reference,
        names=names,
        piles=tuple(piles_of(flat[s * 5 : s * 5 + 5]) for s in range(len(names))),
        first_player=first,
    )


def totals_of_ids(
    reference: str, names: tuple[str, ...], flat: Sequence[tuple[int, ...]], first: int
) -> tuple[int, ...]:
    """Every seat's final total, each accepting R11's proposal: the fast path
    where nobody has a choice, else :func:`.optimiser.totals`."""
    found = fast_totals(len(names), first, flat, reference)
    if found is None:
        return totals(table_of_ids(reference, names, flat, first))
    return found
