"""Spices (R15): VP by the number of different kinds, from the Spices Scoring Reference."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

# R15: 0..6 different kinds score 0/2/4/8/12/20/30 VP.
SPICE_VP: Final = (0, 2, 4, 8, 12, 20, 30)


def spice_vp(spices: Sequence[str]) -> int:
    """VP for a Spice pile: only the number of different kinds counts (R15)."""
    return SPICE_VP[len(set(spices))]


def spice_kinds(spices: Sequence[str]) -> list[str]:
    """The different kinds, in the order first taken (for the explanation)."""
    return list(dict.fromkeys(spices))
