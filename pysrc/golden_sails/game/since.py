"""What happened at the table since a seat's last turn, as that seat heard it.

At the real table a player sees every Expert put down and every Good taken,
and hears every Gem class said aloud (R8), whether or not he will remember it.
When his turn comes back he has seen all of it since his last one: this is
that list, for the page to show (on his turn, on the handoff to him, and
while the computers play).  Only what happened *after* his last move is in it:
a Gem class announced before that is his memory's, which is what R8's memory
aid keeps (D20), never this list's (D21).

Each item is plain facts (golden_sails.game.seen.SinceItem; the page's words come
from golden_sails.app.news):

* ``assign``: ``seat`` put his ``expert`` on card ``slot``, which so counts as
  a ``pile`` Good, its Area under the pile's key (``spice``, ``animal``,
  ``weapon``, ``spell``: golden_sails.game.log's), except for a Gem (the card
  would give away the class of a Gem taken later, as in golden_sails.log);
* ``take`` (``swap`` where the first player changed its type, R5, with
  ``swapped``: the Expert he took into his supply): ``seat`` took card
  ``slot`` as a ``pile`` Good: its Area as above, or for a Gem ``gem``: the
  class as it was said aloud;
* ``return``: the Experts returned after ``round`` (R6);
* ``first-player``: ``seat`` took the First Player card; ``skipped``: the seat
  it passed over (4 players, after rounds 4 and 8: R7), else None.

Every item has its ``round``.
"""

from __future__ import annotations

from ..model.cards import EXPERT_PILE, PILE_EXPERT
from ..model.deck import load_deck
from .engine import State
from .events import Assign, Decided, ExpertsReturn, FirstPlayer, Reveal, Take
from .log import put_area
from .seen import SinceItem


def last_turn(state: State, seat: int) -> int:
    """The index (in ``state.events()``) of ``seat``'s latest own move, or -1."""
    events = state.events()
    for k in range(len(events) - 1, -1, -1):
        event = events[k]
        if isinstance(event, Assign | Take | Decided) and event.seat == seat:
            return k
    return -1


def since_last_turn(state: State, seat: int) -> list[SinceItem]:
    """Every move at the table after ``seat``'s latest own move, oldest first."""
    deck = load_deck()
    events = state.events()
    start = last_turn(state, seat)
    n = state.players
    market: tuple[int, ...] = ()
    round_no = 0
    first = 0
    out: list[SinceItem] = []
    for k, event in enumerate(events):
        # The table of each round and its first player are followed from the
        # start: an item names the card of its round.
        if isinstance(event, Reveal):
            market, round_no, first = event.market, event.round, event.first
            continue
        if k <= start:
            continue
        match event:
            case Assign(seat=who, expert=expert, slot=slot):
                pile = EXPERT_PILE[expert]
                item: SinceItem = {"kind": "assign", "seat": who, "round": round_no,
                                   "expert": expert, "slot": slot, "pile": pile}  # fmt: skip
                if pile != "gems":  # a Gem's class is not told here (D21)
                    put_area(item, deck[market[slot]], pile)
                out.append(item)
            case Take(seat=who, pile=pile, card=card, slot=slot, swapped=swapped):
                item = {"kind": "take" if swapped is None else "swap", "seat": who,
                        "round": round_no, "slot": slot, "pile": pile}  # fmt: skip
                if pile == "gems":
                    item["gem"] = deck[card].gem  # R8: said aloud to the whole table
                else:
                    put_area(item, deck[card], pile)
                if swapped is not None:
                    item["swapped"] = swapped
                    item["expert"] = PILE_EXPERT[pile]
                out.append(item)
            case ExpertsReturn(round=after):
                out.append({"kind": "return", "round": after})
            case FirstPlayer(seat=who):
                skipped = (first + 1) % n
                out.append(
                    {
                        "kind": "first-player",
                        "seat": who,
                        "round": round_no,
                        "skipped": None if who == skipped else skipped,
                    }
                )
            case _:
                pass
    return out
