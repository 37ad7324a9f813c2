"""Weapons (R17): what each player's Weapons are worth, and who steals what from whom.

Seats are clockwise (R1): seat i+1 is seat i's left neighbour, seat i-1 his
right one.  A Weapon's left value steals from the left neighbour, its right
value from the right one; so the values pointing at a player are his left
neighbour's right values and his right neighbour's left values.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..model.cards import WEAPONS, Weapon

WEAPON_INDEX: Final = {kind: i for i, kind in enumerate(WEAPONS)}
BOOST: Final = 2  # R17: a boost adds 2 to both values

Values = tuple[int, ...]  # per kind, in WEAPONS order


def weapon_values(weapons: Sequence[Weapon], boosts: Sequence[int]) -> tuple[Values, Values]:
    """A pile's left and right values per kind, as they count (R17).

    Two or more Weapons of one kind all count 0, boosts included.  Each boost
    Spell of a kind adds 2 to both values of that kind's single Weapon (two
    boosts of one kind add 4: every Spell counts on its own, R13).
    """
    count = [0, 0, 0, 0]
    left = [0, 0, 0, 0]
    right = [0, 0, 0, 0]
    for w in weapons:
        i = WEAPON_INDEX[w.kind]
        count[i] += 1
        left[i] += w.left
        right[i] += w.right
    for i in range(4):
        if count[i] == 1:
            left[i] += BOOST * boosts[i]
            right[i] += BOOST * boosts[i]
        elif count[i]:
            left[i] = right[i] = 0
    return tuple(left), tuple(right)


def kinds_mask(kinds: Sequence[str]) -> int:
    """Protection kinds as a bit mask (bit i: WEAPONS[i])."""
    mask = 0
    for kind in kinds:
        mask |= 1 << WEAPON_INDEX[kind]
    return mask


def stolen(values: Values, protected: int) -> int:
    """What values steal from a player protected from the kinds in ``protected`` (R17)."""
    if not protected:
        return values[0] + values[1] + values[2] + values[3]
    return sum(v for i, v in enumerate(values) if not protected >> i & 1)


def nets(
    arsenals: Sequence[tuple[Values, Values]], protected: Sequence[int], sides: Sequence[int]
) -> list[int]:
    """Each player's Weapon score: stolen minus lost (R17).

    ``sides`` matters in a 2-player game only: 0 (left) or 1 (right), the side
    of all his Weapons a player uses against the other (R17).
    """
    n = len(arsenals)
    out = [0] * n
    if n == 2:
        for p in (0, 1):
            take = stolen(arsenals[p][sides[p]], protected[1 - p])
            out[p] += take
            out[1 - p] -= take
        return out
    for p in range(n):
        left_values, right_values = arsenals[p]
        left, right = (p + 1) % n, (p - 1) % n
        take_left = stolen(left_values, protected[left])
        take_right = stolen(right_values, protected[right])
        out[p] += take_left + take_right
        out[left] -= take_left
        out[right] -= take_right
    return out
