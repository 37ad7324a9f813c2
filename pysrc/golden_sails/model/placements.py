"""How many ways a player's Universal Goods can be placed at final scoring, and
the most the exact search settles (R11, R12).

Each Universal Good stays a Spell or goes to one of the four other piles
(R12), so n of them can be placed in 5^n ways.  Identical ones (the same four
Areas) are interchangeable: only how many of them go to each pile matters, so
a group of m identical ones has C(m + 4, 4) placements, and a player's count
is the product over his groups.

Final scoring tries every placement (the optimiser is exact, R11), so the count
is the work it does.  The limit is static: a table is accepted or refused by
its cards alone, the same on every machine.  The score pad refuses a player
beyond it (``scorepad``), and the deck loader a deck that could deal one
(``deck``), so a game never reaches a table the search cannot settle
(docs/rules-decisions.md, D13).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from math import comb
from typing import Final

from .cards import PILES, Areas
from .i18n import ngettext, number

# 5^4: four different Universal Goods, as many as the project's deck holds
# (R19).  Final scoring's worst tables of that kind take most of its 20 ms
# budget, and a fifth different one doubles the Gem piles to settle and
# multiplies the placements by five: the heaviest such tables found take about
# twice the budget (benchmarks/bench_scoring.py).
MAX_PLACEMENTS: Final = len(PILES) ** 4
MAX_DIFFERENT: Final = 4  # different Universal Goods that MAX_PLACEMENTS admits
# R2: a player takes one card in each of the 12 rounds.
CARDS_HELD: Final = 12

_DESTINATIONS: Final = len(PILES) - 1  # C(m + 4, 4): m cards into 5 piles


def identical_groups(cards: Iterable[Areas]) -> list[tuple[Areas, int]]:
    """Each different Universal Good with how many there are, in order of first appearance."""
    counts: dict[Areas, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return list(counts.items())


def group_placements(size: int) -> int:
    """Placements of ``size`` identical Universal Goods: C(size + 4, 4)."""
    return comb(size + _DESTINATIONS, _DESTINATIONS)


def placements(cards: Iterable[Areas]) -> int:
    """The number of different placements of these Universal Goods."""
    out = 1
    for _, size in identical_groups(cards):
        out *= group_placements(size)
    return out


def _describe(cards: Sequence[Areas]) -> str:
    different = len(identical_groups(cards))
    held = f" ({len(cards)} in all)" if different != len(cards) else ""
    return f"{different} different Universal Good{'s' if different != 1 else ''}{held}"


def _beyond(count: int) -> str:
    return (
        f"{count:,} ways to place them: more than the exact final-scoring search settles"
        f" in bounded time (at most {MAX_PLACEMENTS:,}, e.g. {MAX_DIFFERENT} different ones)"
    )


def placement_fault(cards: Sequence[Areas]) -> str | None:
    """Why one player's Universal Goods are beyond the limit, or None when they are not."""
    count = placements(cards)
    if count <= MAX_PLACEMENTS:
        return None
    different = len(identical_groups(cards))
    # A score-pad table's fault, in the player's language (deck_fault's, a build
    # fault, stays English: _describe and _beyond).
    # Translators: {ways} and {most} are large numbers; {example} how many different
    # Universal Goods make that many.
    if different == len(cards):
        # Translators: {different} is how many different Universal Goods one player holds (5 or
        # more); the form follows {different}.
        message = ngettext(
            "{different} different Universal Good: {ways} ways to place them: more than the "
            "exact final-scoring search settles in bounded time (at most {most}, e.g. "
            "{example} different ones)",
            "{different} different Universal Goods: {ways} ways to place them: more than the "
            "exact final-scoring search settles in bounded time (at most {most}, e.g. "
            "{example} different ones)",
            different,
        )
    else:
        # Translators: {different} is how many different Universal Goods one player holds (5 or
        # more), {count} how many he holds in all; {ways} and {most} are large numbers; {example}
        # how many different Universal Goods make that many. The form follows {different}.
        message = ngettext(
            "{different} different Universal Good ({count} in all): {ways} ways to place "
            "them: more than the exact final-scoring search settles in bounded time (at most "
            "{most}, e.g. {example} different ones)",
            "{different} different Universal Goods ({count} in all): {ways} ways to place "
            "them: more than the exact final-scoring search settles in bounded time (at most "
            "{most}, e.g. {example} different ones)",
            different,
        )
    return message.format(
        different=different,
        count=len(cards),
        ways=number(count),
        most=number(MAX_PLACEMENTS),
        example=MAX_DIFFERENT,
    )


def worst_hand(cards: Sequence[Areas], held: int = CARDS_HELD) -> list[Areas]:
    """The Universal Goods among ``cards`` a player could hold (at most ``held``)
    with the most placements.

    Adding a card to a group of m multiplies the count by (m + 5) / (m + 1),
    which shrinks as m grows, so taking cards round-robin over the groups (the
    smallest group first) gives the most.
    """
    supply = identical_groups(cards)
    taken = [0] * len(supply)
    hand: list[Areas] = []
    while len(hand) < held:
        open_groups = [i for i, (_, size) in enumerate(supply) if taken[i] < size]
        if not open_groups:
            break
        i = min(open_groups, key=lambda g: taken[g])
        taken[i] += 1
        hand.append(supply[i][0])
    return hand


def deck_fault(cards: Sequence[Areas], held: int = CARDS_HELD) -> str | None:
    """Why a deck with these Universal Goods could deal a player more than the
    search settles, or None when it could not."""
    hand = worst_hand(cards, held)
    count = placements(hand)
    if count <= MAX_PLACEMENTS:
        return None
    return f"{len(cards)} Universal Goods: a player could hold {_describe(hand)}, {_beyond(count)}"
