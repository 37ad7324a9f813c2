"""Computer players: each is a player at the table, handed its seat's view.

A bot's only decision method is ``choose(view) -> move``, where ``view`` is
what :func:`bot_view` gives for its seat: :func:`golden_sails.game.view.view` with
R8's memory aid on (a bot remembers every announced Gem, as a player with
perfect memory would).  It never receives a ``State``, the game's seed or the
save; what it cannot see it samples (:mod:`.world`).

Levels for people to play against (``LEVELS``, weakest first) and the bots
the benchmarks measure them by (``random``, ``greedy``): see :mod:`.simple`
and :mod:`.search`; :mod:`.playout` is the game as mutable lists for search.

Layer: above :mod:`golden_sails.game`; may import game, scoring and model.
The levels (:mod:`.simple`, :mod:`.search`) borrow nothing from each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Protocol

from ..game.engine import State, step
from ..game.moves import Move
from ..game.seen import View
from ..game.view import view
from ..model.errors import InputError
from ..model.seats import LEVEL_WORDS
from .search import HardBot
from .simple import EasyBot, GreedyBot, MediumBot, RandomBot


class Bot(Protocol):
    name: str

    def choose(self, view: View) -> Move: ...


BOTS: Final[dict[str, type[Bot]]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
}
# The levels a person may seat at the table, weakest first, each in one line.
LEVELS: Final = LEVEL_WORDS


def make_bot(level: str, seed: int) -> Bot:
    """A computer player of ``level`` (``random``, ``greedy``, ``easy``, ``medium``, ``hard``)."""
    try:
        kind = BOTS[level]
    except KeyError:
        raise InputError(f"unknown bot {level!r} (known: {', '.join(BOTS)})") from None
    return kind(seed)  # type: ignore[call-arg]


def bot_view(state: State, seat: int) -> View:
    """What a computer player in ``seat`` is handed: its view, with perfect memory."""
    return view(state, seat, memory_aid=True)


def play(state: State, bots: Sequence[Bot]) -> State:
    """Play a game to its end, each seat by its bot, each seeing only its view."""
    while not state.over:
        seat = state.to_act
        state = step(state, bots[seat].choose(bot_view(state, seat)))
    return state


__all__ = ["BOTS", "LEVELS", "Bot", "bot_view", "make_bot", "play"]
