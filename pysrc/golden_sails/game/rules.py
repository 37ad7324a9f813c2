"""The rules kernel: each rule of the round and each table of the game, written
once, for the engine (:mod:`.engine`, THE rules, one checked step at a time) and
the playout (:mod:`golden_sails.bots.playout`, the same game as mutable lists,
for search) alike.

The round: assigning (R3: :func:`assign_codes`, :func:`after_assign`), taking
(R4: :func:`take_codes`, :func:`after_take`, :data:`EXPERT_TO_PILE`), the
last-card swap (R5: :func:`may_swap`, :func:`swaps`, :func:`swap_in`), the
Experts' return (R6: :func:`experts_return`) and the First Player card (R7:
:func:`next_first`); whose turn it is in a round (:func:`assign_order`,
:func:`take_order`).  A legal move is given as its :attr:`Move.code
<golden_sails.game.moves.Move.code>`, in the one order both list them in.

Small and flat on purpose: the playout calls these in its hot loop, so they
are plain ints and tuples, no objects.  Its random playout
(``Playout.random_playout``) keeps an inlined copy of R3-R5 for speed, named
and checked against ``step`` by ``tests/test_playout.py``
(``test_random_playout_is_the_game_step_plays_with_the_same_choices``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..model.cards import EXPERT_PILE, EXPERTS, PILE_INDEX
from .moves import TAKE_CODE

ROUNDS: Final = 12  # R2
# R6: the rounds after which every player again holds all five Experts; in a
# 4-player game the First Player card also skips a seat after them (R7).
RETURN_ROUNDS: Final = (4, 8)
# A game's phases, in the order it passes through them: Experts assigned, Goods
# taken (R3-R5, each round), the final choices (R11), the end.  The page reads
# them (and the rest of these tables) from the module the build writes:
# buildtools/core_js.py.
PHASES: Final = ("assign", "take", "scoring", "over")

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


# --- Whose turn: clockwise to assign (R3), counter-clockwise to take (R4) -----

# Per player count, each seat's next seat clockwise (R1: his left neighbour)...
CLOCKWISE: Final = tuple(tuple((s + 1) % n for s in range(n)) for n in range(5))
# ... and counter-clockwise (his right neighbour).
COUNTER_CLOCKWISE: Final = tuple(tuple((s - 1) % n for s in range(n)) for n in range(5))


def assign_order(first: int, players: int) -> list[int]:
    """R3: who assigns in a round, in turn: from the first player, clockwise."""
    return [(first + k) % players for k in range(players)]


def take_order(first: int, players: int) -> list[int]:
    """R4: who takes in a round, in turn: the last to assign first, then
    counter-clockwise, so the first player takes the last card."""
    return assign_order(first, players)[::-1]


# --- Assigning (R3) ---------------------------------------------------------------


def assign_codes(hand: Sequence[int], free: Sequence[int]) -> list[int]:
    """R3: the assignments open to a player holding ``hand`` (how many of each
    Expert, ``EXPERTS`` order) with ``free`` the table slots with no Expert
    yet: one of his Experts on one of them, as move codes (Expert ``e`` on
    slot ``s`` is ``e * 8 + s``), Experts in ``EXPERTS`` order, then slots."""
    return [e * 8 + s for e, held in enumerate(hand) if held for s in free]


def after_assign(seat: int, players: int, every_card_has_one: bool) -> int:
    """R3, R4: who acts after ``seat`` has put an Expert down: the next player
    clockwise, while a revealed card has no Expert; once every card has one,
    taking begins, and ``seat``, the last to assign, takes first."""
    return seat if every_card_has_one else CLOCKWISE[players][seat]


# --- Taking (R4) and the last-card swap (R5) ------------------------------------------


def may_swap(cards_left: int, seat: int, first: int) -> bool:
    """R5: only the first player, taking the last card, may swap its Expert."""
    return cards_left == 1 and seat == first


def swaps(hand: Sequence[int], on_card: int) -> list[int]:
    """R5: the Experts he may play on the last card instead of the one on it
    (``on_card``, an index into ``EXPERTS``): those he holds, of another type,
    since only a type change is a real choice."""
    return [e for e, held in enumerate(hand) if held and e != on_card]


def take_codes(
    left: Sequence[int], hand: Sequence[int], on_last: int, seat: int, first: int
) -> list[int]:
    """R4, R5: the takes open to ``seat`` holding ``hand``, with ``left`` the
    table slots still holding a card (in order) and ``on_last`` the Expert on
    the last of them: each card, as a move code (``TAKE_CODE + s``); then, where
    he may swap (:func:`may_swap`), the last card with each Expert of
    :func:`swaps` played on it instead (``TAKE_CODE + (e + 1) * 8 + s``)."""
    codes = [TAKE_CODE + s for s in left]
    if may_swap(len(left), seat, first):
        slot = left[0]
        codes += [TAKE_CODE + (e + 1) * 8 + slot for e in swaps(hand, on_last)]
    return codes


def swap_in(hand: list[int], at: int, on_card: int, played: int) -> None:
    """R5: the card's Expert (``on_card``) joins his supply and ``played`` goes
    on the card instead (it is discarded with the take): ``hand[at:at + 5]``
    are his counts, ``EXPERTS`` order."""
    hand[at + on_card] += 1
    hand[at + played] -= 1


def after_take(seat: int, players: int) -> int:
    """R4: the next to take, counter-clockwise (R1: his right neighbour)."""
    return COUNTER_CLOCKWISE[players][seat]
