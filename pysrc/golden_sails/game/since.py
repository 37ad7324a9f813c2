"""What happened at the table since a seat's last turn, as that seat heard it.

At the real table a player sees every Expert put down and every Good taken,
and hears every Gem class said aloud (R8), whether or not he will remember it.
When his turn comes back he has seen all of it since his last one: this is
that list, for the page to show (on his turn, on the handoff to him, and
while the computers play).  Only what happened *after* his last move is in it:
a Gem class announced before that is his memory's, which is what R8's memory
aid keeps (D20), never this list's (D21).

Each item is plain facts (the page's words come from golden_sails.screens):

* ``assign``: ``seat`` put his ``expert`` on card ``slot``, which so counts as
  a ``pile`` Good; ``area`` is that Area's short words (a Spell by its name's
  first words, as on the card), except for a Gem (the card
  would give away the class of a Gem taken later, as in golden_sails.log);
  ``icon`` the Area's symbol (the kind of a Spice, an Animal or a Weapon, else
  the pile), for the page to draw beside the words;
* ``take`` (``swap`` where the first player changed its type, R5, with
  ``swapped``: the Expert he took into his supply): ``seat`` took card
  ``slot`` as a ``pile`` Good; ``area`` its words, or for a Gem ``gem``: the
  class as it was said aloud; ``icon`` as above;
* ``return``: the Experts returned after ``round`` (R6);
* ``first-player``: ``seat`` took the First Player card; ``skipped``: the seat
  it passed over (4 players, after rounds 4 and 8: R7), else None.

Every item has its ``round``.
"""

from __future__ import annotations

from typing import Any

from ..model.cards import EXPERT_PILE, PILE_EXPERT, GoodsCard
from ..model.deck import load_deck
from .engine import State
from .events import Assign, Decided, ExpertsReturn, FirstPlayer, Reveal, Take
from .words import area_shorts


def area_icon(card: GoodsCard, pile: str) -> str:
    """The symbol of a card's Area: its kind where the Good has kinds, else the pile."""
    if pile == "spices":
        return card.spice
    if pile == "animals":
        return card.animal
    if pile == "weapons":
        return card.weapon.kind
    return pile


KINDS = ("assign", "take", "swap", "return", "first-player")


def last_turn(state: State, seat: int) -> int:
    """The index (in ``state.events()``) of ``seat``'s latest own move, or -1."""
    events = state.events()
    for k in range(len(events) - 1, -1, -1):
        event = events[k]
        if isinstance(event, Assign | Take | Decided) and event.seat == seat:
            return k
    return -1


def since_last_turn(state: State, seat: int) -> list[dict[str, Any]]:
    """Every move at the table after ``seat``'s latest own one, oldest first."""
    deck = load_deck()
    events = state.events()
    start = last_turn(state, seat)
    n = state.players
    market: tuple[int, ...] = ()
    round_no = 0
    first = 0
    out: list[dict[str, Any]] = []
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
                area = None if pile == "gems" else area_shorts(deck[market[slot]])[pile]
                out.append(
                    {
                        "kind": "assign",
                        "seat": who,
                        "round": round_no,
                        "expert": expert,
                        "slot": slot,
                        "pile": pile,
                        "area": area,
                        "icon": area_icon(deck[market[slot]], pile),
                    }
                )
            case Take(seat=who, pile=pile, card=card, slot=slot, swapped=swapped):
                item: dict[str, Any] = {
                    "kind": "take" if swapped is None else "swap",
                    "seat": who,
                    "round": round_no,
                    "slot": slot,
                    "pile": pile,
                    "area": None,
                    "gem": None,
                    "icon": area_icon(deck[card], pile),
                }
                if pile == "gems":
                    item["gem"] = deck[card].gem  # R8: said aloud to the whole table
                else:
                    item["area"] = area_shorts(deck[card])[pile]
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
