"""The rules kernel: each rule of the round and each table of the game, written
once, for the engine (:mod:`.engine`, THE rules, one checked step at a time) and
the playout (:mod:`golden_sails.bots.playout`, the same game as mutable lists,
for search) alike.

Small and flat on purpose: the playout calls these in its hot loop, so they
are plain ints and tuples, no objects.
"""

from __future__ import annotations

from typing import Final

from ..model.cards import EXPERT_PILE, EXPERTS, PILES

ROUNDS: Final = 12  # R2
# R6: the rounds after which every player again holds all five Experts; in a
# 4-player game the First Player card also skips a seat after them (R7).
RETURN_ROUNDS: Final = (4, 8)
# A game's phases, in the order it passes through them: Experts assigned, Goods
# taken (R3-R5, each round), the final choices (R11), the end.  The page reads
# them (and the rest of these tables) from the module the build writes:
# buildtools/core_js.py.
PHASES: Final = ("assign", "take", "scoring", "over")

# Experts and piles by index, in EXPERTS and PILES order.
EXPERT_INDEX: Final = {name: i for i, name in enumerate(EXPERTS)}
PILE_INDEX: Final = {name: i for i, name in enumerate(PILES)}
# R4: the Expert on a card sets the pile it goes to (indices into PILES).
EXPERT_TO_PILE: Final = tuple(PILE_INDEX[EXPERT_PILE[e]] for e in EXPERTS)
# A hand as counts per Expert, in EXPERTS order: one of each (R1, R6).
FULL_HAND: Final = (1,) * len(EXPERTS)


def experts_return(round_no: int) -> bool:
    """R6: whether every player takes back all five Experts after this round."""
    return round_no in RETURN_ROUNDS


def next_first(first: int, players: int, round_no: int) -> int:
    """R7: who holds the First Player card after round ``round_no`` (not the
    last: after it come the final choices, R11).  It passes clockwise, and in
    a 4-player game skips a seat when the Experts return (R6)."""
    step_by = 2 if players == 4 and round_no in RETURN_ROUNDS else 1
    return (first + step_by) % players
