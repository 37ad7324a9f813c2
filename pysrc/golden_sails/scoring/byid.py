"""Final scoring straight from card ids: the tables the engine and the playout
both score (each a player's five piles of card ids, in ``PILES`` order), one
code path for both.

:func:`table_of_ids` turns the piles into scoring's :class:`Table`
(``engine.table_of`` and ``Playout.table``).  :func:`totals_of_ids` is the
final totals with every player accepting R11's proposal, exactly
``totals(table_of_ids(...))``: where nobody has a final choice to make (no
Universal Good, no Protection Spell), :func:`fast_totals` scores the piles from
card ids with the per-Good functions (Gem runs, Animal sets, Spells, Weapon
values, the Weapon exchange), which a search's playouts reach thousands of
times a decision; every table with a choice goes to :func:`.optimiser.totals`,
so R11's choices are made in one place only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..model.cards import ANIMALS, SPICES, WEAPONS, Spell, Weapon
from ..model.deck import load_animal_references, load_deck
from ..model.table import Piles, Table
from .animals import SetSolver, sequence_table, sequence_vp, solver, three_different
from .gems import gem_vp
from .optimiser import totals
from .spells import PileCounts, spell_vp
from .spices import SPICE_VP
from .weapons import Values, nets, weapon_values

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


def _own(
    piles: Sequence[tuple[int, ...]], rule: tuple[AnimalRule, dict[tuple[int, ...], int]]
) -> Own:
    """One player's own VP (all but the Weapon exchange) and his Weapons'
    values, from card ids: for a Spell pile with nothing to decide at final
    scoring (no Universal Good, no Protection)."""
    scoring: list[Spell] = []
    shifts = 0
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
    powers = {spell.power for spell in scoring}
    spices, spice_counts = _spice_pile(piles[2], "spice_pair" in powers)
    animals, animal_counts, triples = _animal_pile(piles[3], rule, "three_animals" in powers)
    left, right = _weapon_pile(piles[4], boosts)
    vp = _gem_pile(piles[1], shifts) + spices + animals
    if scoring:  # R13
        counts = PileCounts(tuple(map(len, piles)), spice_counts, animal_counts, triples)
        for spell in scoring:
            vp += spell_vp(spell, counts)
    return vp, left, right


_DECISIONS: Final = frozenset({_UNIVERSAL, _PROTECTION})


def fast_totals(
    n: int, first: int, flat: Sequence[tuple[int, ...]], reference: str
) -> tuple[int, ...] | None:
    """Final totals where nobody has a final choice to make (no Universal Good,
    no Protection): each player's own VP plus the Weapon exchange.  None
    otherwise: the choices are R11's, made by golden_sails.scoring alone."""
    if any(_SPELL_ROLE[card] in _DECISIONS for s in range(n) for card in flat[s * 5]):
        return None
    rule = _animal_rule(reference)
    owns = [_own(flat[s * 5 : s * 5 + 5], rule) for s in range(n)]
    sides = [_UNDECIDED] * n
    if n == 2:
        # R17: each uses the side that steals most (the left on a tie, D10);
        # with no Protection at the table, nothing else bears on it.
        sides = [0 if sum(o[1]) >= sum(o[2]) else 1 for o in owns]
    weapons = nets([(o[1], o[2]) for o in owns], [0] * n, sides)
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
