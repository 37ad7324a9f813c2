"""The session: one game at one table of people and computers, and its next screen.

The engine knows the rules; the session knows the table: which seats are
people and which are computer players, and which person holds the phone.
From that it decides what the page shows next, so the page never guesses:

* ``play`` (``scoring`` at final scoring): the person to act holds the phone
  and sees his own view;
* ``handoff``: a person must act who does not hold the phone: the page shows
  the table's public view until he says who he is (R10);
* ``bot``: a computer player is to act;
* ``over``: the final scores.

With exactly one person at the table he always holds the phone: no handoff
ever.  ``holder`` is the person whose private view may be on screen; he keeps
the phone after his move until another person takes it, which is what lets
him take that move back on the handoff screen (R20).

A session is a value: every call returns a new one.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from .bots import bot_view, make_bot
from .bots.search import HardBot
from .engine import GameConfig, GameError, Move, State, legal_moves, new_game, step, take_back
from .seats import HUMAN, humans
from .view import view

PLAY: Final = "play"
SCORING: Final = "scoring"
HANDOFF: Final = "handoff"
BOT: Final = "bot"
OVER: Final = "over"


class SessionError(GameError):
    """A call that does not fit the screen the session is on."""


@dataclass(frozen=True, slots=True)
class Session:
    state: State
    seats: tuple[str, ...]
    holder: int | None

    @property
    def screen(self) -> str:
        state = self.state
        if state.over:
            return OVER
        if self.seats[state.to_act] != HUMAN:
            return BOT
        if self.holder == state.to_act:
            return SCORING if state.phase == "scoring" else PLAY
        return HANDOFF

    @property
    def viewer(self) -> int | None:
        """The seat whose private view is on screen; None: the table's public view.

        On a computer's turn the one person at the table keeps his own view;
        between several people the table's view is shown (R10).
        """
        screen = self.screen
        if screen in (PLAY, SCORING):
            return self.state.to_act
        if screen == BOT:
            people = humans(self.seats)
            return people[0] if len(people) == 1 else None
        return None

    @property
    def undoable(self) -> int:
        """How many moves "Undo" takes back: the holder's latest decision and
        the computers' replies since, or 0 (R20).

        Never past a reveal of cards (the move that ends a round, or round
        12's last take, which reveals every Gem), never past another
        person's move, and only where the holder's own view or the handoff
        he has not yet passed on is on screen.
        """
        holder = self.holder
        if holder is None or self.screen not in (PLAY, SCORING, HANDOFF):
            return 0
        for count, record in enumerate(reversed(self.state.moves()), start=1):
            if record.reveals:
                return 0
            if record.seat == holder:
                return count
            if self.seats[record.seat] == HUMAN:
                return 0
        return 0


def _only_person(seats: Sequence[str]) -> int | None:
    people = humans(seats)
    return people[0] if len(people) == 1 else None


_CONFIRM: Final = {"type": "confirm"}


def _settle(session: Session) -> Session:
    """Skip a person with nothing to choose at final scoring: his only move is
    to accept, so no one should have to pass him the phone for it."""
    state = session.state
    while (
        state.phase == "scoring"
        and session.seats[state.to_act] == HUMAN
        and legal_moves(state) == [_CONFIRM]
    ):
        state = step(state, _CONFIRM)
    return session if state is session.state else replace(session, state=state)


def start(config: GameConfig, seats: tuple[str, ...], seed: int) -> Session:
    """A new game; nobody holds the phone yet unless one person plays alone."""
    if len(seats) != config.players:
        raise SessionError(f"seats: {len(seats)} seat kinds for {config.players} players")
    return Session(new_game(config, seed), seats, _only_person(seats))


def rematch(session: Session, seed: int) -> Session:
    """The same table again (players, seat kinds, variant, the Animal reference
    as it was chosen, random or not) with a new deal."""
    _expect(session, OVER)
    return start(session.state.config, session.seats, seed)


def resume(state: State, seats: tuple[str, ...], holder: int | None) -> Session:
    """A loaded game.  ``holder`` is the person whose screen was showing before
    a reload (D11: a reload is not a handoff), or None when the game is opened
    from the home screen, where whoever holds the phone may be anyone."""
    if holder is not None and not (0 <= holder < len(seats) and seats[holder] == HUMAN):
        raise SessionError(f"holder: seat {holder} is not a person at this table")
    only = _only_person(seats)
    return _settle(Session(state, seats, only if only is not None else holder))


def _expect(session: Session, *screens: str) -> None:
    if session.screen not in screens:
        raise SessionError(f"not now: the {session.screen} screen is showing")


def reveal(session: Session) -> Session:
    """The handoff's tap: the person to act now holds the phone."""
    _expect(session, HANDOFF)
    return replace(session, holder=session.state.to_act)


def play(session: Session, move: object) -> Session:
    """The holder's move (checked by the engine's one ``step``)."""
    _expect(session, PLAY, SCORING)
    return _settle(replace(session, state=step(session.state, move)))


def computer_seed(state: State, seat: int) -> int:
    """A computer player's own dice for this decision: the same on a reload, so
    a resumed game goes on as it would have.  A one-way hash of the deal's seed,
    the seat and the move number: the bot cannot learn the deal from it."""
    text = f"golden-sails computer {state.seed} {seat} {len(state.moves())}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1


def play_for_computer(session: Session) -> tuple[Session, Move]:
    """The computer player to act chooses from its own view (golden_sails.bots)
    and plays; the new session and the move it played."""
    _expect(session, BOT)
    state = session.state
    seat = state.to_act
    bot = make_bot(session.seats[seat], computer_seed(state, seat))
    move = bot.choose(bot_view(state, seat))
    return _settle(replace(session, state=step(state, move))), move


def hint(session: Session) -> list[tuple[Move, float]]:
    """The Hard level's advice for the person to act, from his own view only (as
    he may see it): the moves it searched, best first, each with the margin it
    expects him to finish with after it (his total less the best of the
    others'); one move with NaN where there was nothing to search."""
    _expect(session, PLAY, SCORING)
    state = session.state
    return HardBot(computer_seed(state, state.to_act)).advise(view(state, state.to_act))


def undo(session: Session) -> Session:
    """Take back the holder's latest decision and the computers' replies (R20)."""
    count = session.undoable
    if not count:
        raise SessionError("nothing to undo: another player has acted or cards were revealed since")
    state = take_back(session.state, count)
    return replace(session, state=state)
