"""The session: one game at one table of people and computers, and its next screen.

The engine knows the rules; the session knows the table: which seats are
people and which are computer players, and which person holds the phone.
From that it decides what the page shows next, so the page never guesses:

* ``play`` (``scoring`` at final scoring): the person to act holds the phone
  and sees his own view;
* ``handoff``: a person must act who does not hold the phone: the page shows
  the table's public view until he says who he is (R10);
* ``bot``: a computer player is to act;
* ``phone``: a person who plays on his own phone is to act (a table of
  phones, issue 34): this phone shows the table and waits; his screens are on
  his phone (``screen_of``, golden_sails.app.phones), never behind a handoff;
* ``over``: the final scores.

With exactly one person on this phone he always holds it: no handoff ever
(the others at the table may play on their own phones: ``phone`` seats).
``holder`` is the person whose private view may be on screen; he keeps the
phone after his move until another person takes it, which is what lets him
take that move back on the handoff screen (R20).

Nobody holds the phone when a game is opened cold (from home, after a
reload, in a new tab, from a file): whoever has the phone then may be anyone
at the table, so with two or more people the game opens on the handoff to
the person to act, never on someone's private view (R10, docs/threat-model.md).

A session is a value: every call returns a new one.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from ..bots import bot_view, make_bot
from ..bots.search import HardBot
from ..game.engine import (
    GameConfig,
    GameError,
    State,
    choice_changes,
    legal_moves,
    new_game,
    replay,
    step,
    take_back,
    with_memory_aid,
)
from ..game.moves import CONFIRM, Move
from ..game.seen import View
from ..game.view import view
from ..model.i18n import N_, _
from ..model.seats import (
    HUMAN,
    SEAT_KINDS,
    SeatError,
    humans,
    is_computer,
    not_one_of,
    people,
    seat_count,
)
from ..model.seats import PHONE as PHONE_SEAT
from ..scoring import FinalChoices
from .saves import MAX_HINTS, Restore, SavedGame

PLAY: Final = "play"
SCORING: Final = "scoring"
HANDOFF: Final = "handoff"
BOT: Final = "bot"
PHONE: Final = "phone"
OVER: Final = "over"


class SessionError(GameError):
    """A call that does not fit the screen the session is on."""


@dataclass(frozen=True, slots=True)
class Session:
    state: State
    seats: tuple[str, ...]
    holder: int | None
    game: str | None = None  # the game's name (golden_sails.app.saves.GAME_ID)
    restored: tuple[Restore, ...] = ()  # when it was restored from a file
    hints: tuple[int, ...] = ()  # how many hints each seat asked (empty: none yet)
    # Where the latest hint was asked: (seat, moves made).  Asked there again,
    # it is the same hint (a computer's dice hang on the move number): not
    # counted twice.  Not saved: after a reload it counts again.
    hinted: tuple[int, int] | None = None

    @property
    def hint_counts(self) -> tuple[int, ...]:
        return self.hints or (0,) * self.state.players

    @property
    def screen(self) -> str:
        state = self.state
        if state.over:
            return OVER
        if is_computer(self.seats[state.to_act]):
            return BOT
        if self.seats[state.to_act] == PHONE_SEAT:
            return PHONE
        if self.holder == state.to_act:
            return SCORING if state.phase == "scoring" else PLAY
        return HANDOFF

    @property
    def viewer(self) -> int | None:
        """The seat whose private view is on screen; None: the table's public view.

        On a computer's turn, or while a person plays on his own phone, the one
        person on this phone keeps his own view; between several people passing
        it the table's view is shown (R10).
        """
        screen = self.screen
        if screen in (PLAY, SCORING):
            return self.state.to_act
        if screen in (BOT, PHONE):
            people = humans(self.seats)
            return people[0] if len(people) == 1 else None
        return None

    @property
    def undoable(self) -> int:
        """1 where "Undo" may take back the holder's latest decision, else 0.

        R20 to the letter: a person takes back his own decision only while
        nothing that followed it has been seen by anyone.  So the latest move
        must be his own (a computer's reply came after it: seen, and a
        computer's move is never undone), it must reveal no cards (the move
        that ends a round, or round 12's last take, which shows every Gem),
        and he must still hold the phone: his own view, or the handoff he has
        not passed on, or a person on his own phone to act, who has not acted
        (D25).  Taken back, his decision before it may be next.
        """
        holder = self.holder
        if holder is None or self.screen not in (PLAY, SCORING, HANDOFF, PHONE):
            return 0
        if self.state.history is None:
            return 0
        record = self.state.history[0]
        return int(record.seat == holder and not record.reveals)

    def screen_of(self, seat: int) -> str:
        """The screen of a person on his own phone (a ``phone`` seat, issue 34):
        his own turn, a computer's, another person's (on another phone: he
        waits), or the end.  Never a handoff: the phone is his alone."""
        state = self.state
        if state.over:
            return OVER
        if state.to_act == seat:
            return SCORING if state.phase == "scoring" else PLAY
        return BOT if is_computer(self.seats[state.to_act]) else PHONE

    def undoable_of(self, seat: int) -> int:
        """1 where a person on his own phone may take back his latest decision
        (R20 at a table of phones, D25): it is the game's latest move, it
        revealed no cards, and the one to act now is a person, who has not
        acted since (a computer answers at once: its answer is seen)."""
        state = self.state
        if state.over or state.history is None or is_computer(self.seats[state.to_act]):
            return 0
        record = state.history[0]
        return int(record.seat == seat and not record.reveals)

    @property
    def restore_news(self) -> Restore | None:
        """The latest restore from a file while the table may not all know of it:
        until every person at the table has made a move since."""
        if not self.restored:
            return None
        latest = self.restored[-1]
        since = {record.seat for record in self.state.moves()[latest.moves :]}
        return latest if set(humans(self.seats)) - since else None


def _only_person(seats: Sequence[str]) -> int | None:
    people = humans(seats)
    return people[0] if len(people) == 1 else None


def _settle(session: Session) -> Session:
    """Skip a person with nothing to choose at final scoring: his only move is
    to accept, so no one should have to pass him the phone for it."""
    state = session.state
    while (
        state.phase == "scoring"
        and not is_computer(session.seats[state.to_act])
        and legal_moves(state) == [CONFIRM]
    ):
        state = step(state, CONFIRM)
    return session if state is session.state else replace(session, state=state)


def start(
    config: GameConfig, seats: tuple[str, ...], seed: int, game: str | None = None
) -> Session:
    """A new game; nobody holds the phone yet unless one person plays alone."""
    if len(seats) != config.players:
        raise SessionError(seat_count("seats", len(seats), config.players))
    return Session(new_game(config, seed), seats, _only_person(seats), game)


def rematch(session: Session, seed: int, game: str | None = None) -> Session:
    """The same table again (players, seat kinds, variant, the Animal reference
    as it was chosen, random or not) with a new deal."""
    _expect(session, OVER)
    return start(session.state.config, session.seats, seed, game)


def resume(saved: SavedGame, game: str | None = None) -> Session:
    """A stored game opened cold: nobody holds the phone (see the module's
    docstring) unless one person plays alone.  ``game`` names a save that
    does not name itself (older than version 3)."""
    seats = saved.seats
    return _settle(
        Session(
            saved.state,
            seats,
            _only_person(seats),
            saved.game or game,
            saved.restored,
            saved.hint_counts,
        )
    )


# What opening a file did: the file's game was not on this device, or it was
# (the file older, the same, newer, or another version of it).
RESTORED: Final = "restored"
KEPT: Final = "kept"
NEWER: Final = "newer"
PARTED: Final = "parted"


def restore(file: SavedGame, here: SavedGame | None, game: str) -> tuple[Session, str]:
    """A save opened from a file, against the copy of the same game on this
    device (``here``, or None), if any.  A game is one game, not a fork: a
    file of a game already here continues the game here (it is the same or
    behind it; or it went its own way, where the game here is kept too),
    unless the file carries it further (it was played on elsewhere).  What
    came from a file is marked, for the whole table to be told (``restored``).
    ``game`` names a file that does not name itself."""
    if here is not None and _same_deal(file, here):
        mine, theirs = _moves(here.state), _moves(file.state)
        if theirs[: len(mine)] != mine or len(theirs) == len(mine):
            outcome = KEPT if mine[: len(theirs)] == theirs else PARTED
            return resume(here, file.game), outcome
        restored = (*here.restored, _mark(file.state))
        saved = SavedGame(file.state, file.seats, here.game, restored, file.hints)
        return resume(saved, game), NEWER
    name = file.game or game
    restored = (*file.restored, _mark(file.state))
    return resume(SavedGame(file.state, file.seats, name, restored, file.hints)), RESTORED


def _same_deal(a: SavedGame, b: SavedGame) -> bool:
    """One game's deal, whoever plays each seat: at a table of phones a seat may
    pass from a phone to a computer and back in the course of one game."""
    return (a.state.config, a.state.seed) == (b.state.config, b.state.seed)


def _moves(state: State) -> list[Move]:
    return [record.move for record in state.moves()]


def _mark(state: State) -> Restore:
    return Restore(len(state.moves()), len(state.events()), state.round)


# A call the screen showing does not take: one sentence per screen.
_NOT_NOW: Final = {
    # Translators: play, scoring, handoff, bot and over are the screens' codes, kept
    # in English.
    PLAY: N_("not now: the play screen is showing"),
    SCORING: N_("not now: the scoring screen is showing"),
    HANDOFF: N_("not now: the handoff screen is showing"),
    BOT: N_("not now: the bot screen is showing"),
    PHONE: N_("not now: the phone screen is showing"),
    OVER: N_("not now: the over screen is showing"),
}


def _expect(session: Session, *screens: str) -> None:
    if session.screen not in screens:
        raise SessionError(_(_NOT_NOW[session.screen]))


def reveal(session: Session) -> Session:
    """The handoff's tap: the person to act now holds the phone."""
    _expect(session, HANDOFF)
    return replace(session, holder=session.state.to_act)


def play(session: Session, move: object) -> Session:
    """The holder's move, a Move or its JSON object (checked by the engine's one
    ``step``)."""
    _expect(session, PLAY, SCORING)
    return _settle(replace(session, state=step(session.state, move)))


# What becomes of a move of the holder once played (R20): he may take it back
# until another person holds the phone; a computer answers it at once, but he
# may take it back until the page shows that answer (the grace, D23); or it
# can never be taken back: it reveals cards, or a computer's answer to it does.
UNDOABLE: Final = "undoable"
GRACE: Final = "grace"
FINAL: Final = "final"


def move_outcomes(session: Session, guest: int | None = None) -> list[str]:
    """For each of the holder's legal moves (``guest``: of that person on his own
    phone, on his turn), in ``legal_moves`` order, what becomes of it once
    played: :data:`UNDOABLE`, :data:`GRACE` or :data:`FINAL`.  The page asks for
    a confirmation before a final move, and holds a computer's answer to a
    grace move long enough for Undo (the "confirm each move" setting).  Worked
    out from the order of play, never by playing each move
    (tests/test_session.py holds it to what playing them gives)."""
    state = session.state
    if guest is None and session.screen not in (PLAY, SCORING):
        return []
    if guest is not None and session.screen_of(guest) not in (PLAY, SCORING):
        return []
    seat, n = state.to_act, state.players
    # The grace is one person's, who alone sees what the page shows: never at a
    # table of phones, where another phone shows the computer's answer at once.
    alone = guest is None and len(people(session.seats)) == 1

    def answered_by(next_seat: int, next_reveals: bool) -> str:
        if not is_computer(session.seats[next_seat]):
            return UNDOABLE  # until the handoff is passed on, or he acts (D25)
        return GRACE if alone and not next_reveals else FINAL

    out = []
    for move in legal_moves(state):
        if move.type == "assign":
            free = sum(1 for e in state.experts if e is None)
            # R3, R4: the last to assign takes first: the same player again.
            out.append(UNDOABLE if free == 1 else answered_by((seat + 1) % n, False))
        elif move.type == "take":
            left = sum(1 for c in state.market if c is not None)
            # R4: the last card taken ends the round and reveals the next (or
            # every Gem, after round 12); the next taker sits counter-clockwise.
            out.append(FINAL if left == 1 else answered_by((seat - 1) % n, left == 2))
        elif move == CONFIRM:
            out.append(FINAL)  # R11: his choices are final, as the button says
        else:
            out.append(UNDOABLE)  # a final choice changed: he decides on
    return out


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


def hint(session: Session, shown: View | None = None) -> tuple[Session, Move]:
    """The Hard level's choice for the person to act, from his own view only (as
    he may see it: ``shown``, where the caller built it already), and the session
    with the hint counted for him: a hint asked is part of the game's record (its
    save, its replay link).  At final scoring, the way to R11's proposal: its
    first change, or accepting it (the Hard level's own final choice, D18)."""
    _expect(session, PLAY, SCORING)
    state = session.state
    seat = state.to_act
    if shown is None:
        shown = view(state, seat)
    assert shown["viewer"] == seat
    move = hard_choice(state, shown)
    here = (seat, len(state.moves()))
    if session.hinted == here:
        return session, move
    counts = list(session.hint_counts)
    counts[seat] = min(counts[seat] + 1, MAX_HINTS)
    return replace(session, hints=tuple(counts), hinted=here), move


def hard_choice(state: State, shown: View) -> Move:
    """The Hard level's choice for the player to act, from his own view ``shown``
    alone, with the dice a computer in his seat would have here (the same on
    every device: a study's question asks the same of every learner).  At final
    scoring, the way to R11's proposal: its first change, or accepting it (the
    Hard level's own final choice, D18)."""
    if state.phase == "scoring":
        final = shown["scoring"]
        now = FinalChoices.from_json(final["pending"])
        proposal = FinalChoices.from_json(final["proposal"]["choices"])
        return next(iter(choice_changes(now, proposal)), CONFIRM)
    return HardBot(computer_seed(state, state.to_act)).advise(shown)[0][0]


def memory_aid(session: Session, on: bool) -> Session:
    """R8's memory aid turned on or off for the game in progress (D20)."""
    return replace(session, state=with_memory_aid(session.state, on))


def undo(session: Session, unseen: int = 0) -> Session:
    """Take back the holder's latest decision (R20: see ``Session.undoable``).

    ``unseen``: the computers' answers the page has not shown yet, taken back
    first (the grace, D23): nobody has seen them, and none may have revealed
    cards.  A computer's move the page has shown is never taken back (D6)."""
    if unseen:
        return _undo_unseen(session, unseen)
    if not session.undoable:
        raise SessionError(
            _(
                "nothing to undo: your last move was followed by another player's, "
                "or it revealed cards"
            )
        )
    return replace(session, state=take_back(session.state, 1))


def _undo_unseen(session: Session, unseen: int) -> Session:
    persons = people(session.seats)  # the grace is one person's alone (D23)
    records = session.state.moves()
    if not 0 < unseen < len(records) or len(persons) != 1 or session.holder != persons[0]:
        raise SessionError(_("nothing to undo: no answer of a computer is waiting"))
    theirs, mine = records[-unseen:], records[-unseen - 1]
    if any(not is_computer(session.seats[r.seat]) or r.reveals for r in theirs) or (
        mine.seat != session.holder or mine.reveals
    ):
        raise SessionError(
            _(
                "nothing to undo: your last move was followed by another player's, "
                "or it revealed cards"
            )
        )
    return replace(session, state=take_back(session.state, unseen + 1))


# --- A table of phones (issue 34, docs/phones.md) -----------------------------------


# Translators: {player} is the name of the player whose turn it is.
_NOT_YOURS: Final = N_("not your turn: {player} is to act")


def play_on_phone(session: Session, seat: int, move: object) -> Session:
    """The move of a person on his own phone (a ``phone`` seat), checked by the
    engine's one ``step``: only in his turn, whatever his phone sends."""
    state = session.state
    if session.seats[seat] != PHONE_SEAT:
        raise SessionError(_("not now: this seat is not played on its own phone"))
    if session.screen_of(seat) not in (PLAY, SCORING):
        raise SessionError(_(_NOT_YOURS).format(player=state.config.names[state.to_act]))
    return _settle(replace(session, state=step(state, move)))


def undo_on_phone(session: Session, seat: int) -> Session:
    """Take back the latest decision of a person on his own phone (R20, D25:
    ``Session.undoable_of``)."""
    if session.seats[seat] != PHONE_SEAT or not session.undoable_of(seat):
        raise SessionError(
            _(
                "nothing to undo: your last move was followed by another player's, "
                "or it revealed cards"
            )
        )
    return replace(session, state=take_back(session.state, 1))


def with_seat_kind(session: Session, seat: int, kind: object) -> Session:
    """A seat of a table of phones given away or back: a person away from his
    phone (``phone``) handed to the phone that runs the game (``human``) or to a
    computer (a level), or given back to his phone.  One side of the change is
    always ``phone``; the game itself is unchanged (a computer plays on from
    the same view).  Who holds this phone follows: the one person on it."""
    if not isinstance(kind, str) or kind not in SEAT_KINDS:
        raise SeatError(not_one_of("kind", kind, SEAT_KINDS))
    if session.seats[seat] == kind:
        return session
    if PHONE_SEAT not in (session.seats[seat], kind):
        raise SeatError(
            _("kind: only a seat played on its own phone may be given away, or given back")
        )
    seats = tuple(kind if i == seat else k for i, k in enumerate(session.seats))
    holder = session.holder
    if holder is None or seats[holder] != HUMAN:
        holder = _only_person(seats)
    return _settle(replace(session, seats=seats, holder=holder))


def at_moves(session: Session, at: int) -> Session:
    """The session as it stood after ``at`` of its moves (0 to all of them):
    the moment a page shows, which may be earlier than the session's."""
    moves = session.state.moves()
    if at == len(moves):
        return session
    config, seed = session.state.config, session.state.seed
    earlier = replay(config, seed, [record.move for record in moves[:at]])
    return replace(session, state=earlier)
