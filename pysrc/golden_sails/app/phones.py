"""A table of phones, the host's side (issue 34, docs/phones.md): each guest
phone answered with its own seat's answer alone, and each guest's message read
strictly.

The host's phone runs the game (golden_sails.app.session: a ``phone`` seat is
a person playing on his own phone) and holds the only state, save and seed.
A guest phone draws what it is sent and sends back messages, as text, which
the host's page hands to the bridge unread.  So everything a guest's owner
could forge arrives here, and is read as the other doors read text from
outside: at most :data:`MAX_BYTES`, strict JSON, every field checked and
refused by name (``message.n``), a move played by the engine's one ``step``
for that seat only and in its turn, and each message numbered: ``n`` must be
the next of that seat's sequence, so a message sent again or an old one is
refused by name, never played twice.

What a guest is sent (:func:`seat_answer`) is its seat's view and screen:
no save, no game's name, no seed, nothing from which another seat's private
facts follow (R8-R10); its log goes as the part after what that guest holds
(``screens.log_cut``), as the host's page's does.

The messages are declared with the rest of the wire in
golden_sails.app.protocol (``GuestHello``... ``HostSeat``, version
:data:`MESSAGES_VERSION`) and named again here.  What the host keeps of each
guest seat is a :class:`Guest`, a value: every function returns a new one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from ..game.engine import MoveError
from ..game.seen import LogEntry, LogPart, View
from ..game.view import view as view_of
from ..model.cards import PILES
from ..model.errors import InputError
from ..model.i18n import _, check_language, current_language, language
from ..model.jsontext import JsonTextError, excerpt, fault, strict_loads, type_name, whole
from ..model.seats import HUMAN, PHONE, is_computer, label
from .explain import area_note as explain_area
from .explain import sheet_now as explain_sheet
from .protocol import (
    MESSAGES_VERSION,
    PROTOCOL,
    AreaNoteSaid,
    GuestAsk,
    GuestHello,
    GuestMove,
    GuestUndo,
    HostAnswer,
    HostRefused,
    HostSaid,
    HostSeat,
    SeatAnswer,
    SheetNowSaid,
)
from .screens import log_cut, screen, with_restores
from .session import Session, SessionError, at_moves, play_on_phone, undo_on_phone

__all__ = [
    "MAX_BYTES",
    "MESSAGES_VERSION",
    "Guest",
    "GuestAsk",
    "GuestHello",
    "GuestMove",
    "GuestUndo",
    "Heard",
    "HostAnswer",
    "HostRefused",
    "HostSaid",
    "HostSeat",
    "MessageError",
    "PhoneError",
    "hear",
    "phone_seats",
    "seat_answer",
    "seat_role",
]

# A guest's message, at most: a move is about 80 bytes, a question 60.  The
# host's page tells a longer one apart (peers/table.js) and hands it here all
# the same, to be refused by name: its length is read first, and nothing else.
MAX_BYTES: Final = 16 * 1024
MAX_N: Final = 10**9  # a message number: far beyond a game's (about 200 a seat)
MAX_HELD: Final = 100_000  # log entries a guest says it holds (a game has about 300)
PLACE: Final = "message"
# Each message's keys, exactly (the order a fault names a missing one in).
KEYS: Final = {
    "hello": ("v", "t", "seat", "lang", "held"),
    "move": ("v", "t", "n", "move"),
    "undo": ("v", "t", "n"),
    "ask": ("v", "t", "n", "call", "args"),
}
ASKS: Final = ("sheet_now", "area_note")


class MessageError(InputError):
    """A guest's message refused: ``"message.<field>: <fault>"``; nothing changed."""


class PhoneError(InputError):
    """A call of the host's page that does not fit its table of phones (an
    answer asked for a seat that is not played on its own phone)."""


@dataclass(frozen=True, slots=True)
class Guest:
    """What the host keeps of one guest seat while the game is open: the number
    its next message must carry, its language (its hello's), the log it was last
    sent (in which language, which entries), and the message number whose answer
    it is owed (a move or an Undo played, answered by the next :func:`seat_answer`)."""

    next: int = 1
    lang: str | None = None
    sent: tuple[str, tuple[LogEntry, ...]] | None = None
    owed: int | None = None


@dataclass(frozen=True, slots=True)
class Heard:
    """What a guest's message did: the session after it (the same where nothing
    changed), the guest's record, a message to send that guest at once (a
    refusal, what it asked, or where its seat is now), whether the game changed
    (every phone seat is owed a new answer, and the host's page its own), and
    whether this guest is owed an answer (its hello, its move or Undo)."""

    session: Session
    guest: Guest
    reply: HostRefused | HostSaid | HostSeat | None
    changed: bool = False
    answer: bool = False


def phone_seats(session: Session) -> list[int]:
    """The seats played on their own phones, in seat order."""
    return [seat for seat, kind in enumerate(session.seats) if kind == PHONE]


def seat_role(kind: str) -> str:
    """Where a seat is played, as a guest is told (``HostSeat.kind``)."""
    if kind == PHONE:
        return "phone"
    return "host" if kind == HUMAN else "computer"


# --- The seat's answer ----------------------------------------------------------------


def seat_answer(
    session: Session, seat: int, guest: Guest, held: int
) -> tuple[HostAnswer, Guest]:
    """The message that sends a guest its seat's answer (docs/protocol.md's
    ``{protocol, view, screen}`` for that seat alone, in the current language),
    and the guest's record after it.  ``held``: how many log entries the guest
    holds; the log goes as the part after them where they are what it was last
    sent in this language, else whole.  The answer owed to a move or an Undo
    of the guest carries its number."""
    if session.seats[seat] != PHONE:
        raise PhoneError(
            # Translators: the first "seat" is the call's key, kept as it is; {seat} the seat's
            # number from 0.
            _("seat: seat {seat} is not played on its own phone").format(seat=seat)
        )
    shown = view_of(session.state, seat)
    entries = shown["log"]["entries"]
    if session.restored:
        # The lines the whole table is told (docs/threat-model.md), as the host's log.
        entries = with_restores(entries, session)
        shown["log"] = {"start": 0, "entries": entries, "changed": []}
    lang = current_language()
    before: Sequence[LogEntry] | None = None
    if guest.sent is not None and guest.sent[0] == lang and held == len(guest.sent[1]):
        before = guest.sent[1]
    start, changed = log_cut(before, entries)
    drawn = screen(session, shown, start, changed, guest=seat)
    part: LogPart = {
        "start": start,
        "entries": entries[start:],
        "changed": [{"at": at, "entry": entries[at]} for at in changed],
    }
    sent: View = {**shown, "log": part}
    answer: SeatAnswer = {"protocol": PROTOCOL, "view": sent, "screen": drawn}
    message: HostAnswer = {
        "v": 1,
        "t": "answer",
        "n": guest.owed,
        "next": guest.next,
        "answer": answer,
    }
    return message, replace(guest, sent=(lang, tuple(entries)), owed=None)


# --- A guest's message ----------------------------------------------------------------


def hear(session: Session, seat: int, guest: Guest, text: object) -> Heard:
    """A guest's message (its text, as the channel of ``seat`` carried it) read and
    done: a hello, a move, an Undo or a question, or refused by name to that
    guest alone with the game unchanged.  A refusal's words are in the guest's
    language (its hello's; before it, the caller's).  A message whose number is
    the next one uses it up, refused or not: each number is answered once."""
    with language(guest.lang or current_language()):
        return _hear(session, seat, guest, text)


def _hear(session: Session, seat: int, guest: Guest, text: object) -> Heard:
    try:
        doc = read(text, seat)
    except InputError as err:
        return _refused(session, guest, None, err)
    kind = doc["t"]
    if kind == "hello":
        # A (re)joined phone: its language, and the whole log in its next answer
        # (what it holds may not be what it was last sent: docs/phones.md).
        welcomed = replace(guest, lang=doc["lang"], sent=None)
        if session.seats[seat] != PHONE:
            seat_now: HostSeat = {"v": 1, "t": "seat", "kind": seat_role(session.seats[seat])}
            return Heard(session, welcomed, seat_now)
        return Heard(session, welcomed, None, answer=True)
    n: int = doc["n"]
    if n != guest.next:
        return _refused(session, guest, n, MessageError(_out_of_sequence(n, guest.next)))
    guest = replace(guest, next=n + 1)
    try:
        if kind == "move":
            after = _played(session, seat, doc["move"])
            return Heard(after, replace(guest, owed=n), None, changed=True, answer=True)
        if kind == "undo":
            after = _taken_back(session, seat)
            return Heard(after, replace(guest, owed=n), None, changed=True, answer=True)
        said: HostSaid = {
            "v": 1,
            "t": "said",
            "n": n,
            "next": guest.next,
            "value": said_value(session, seat, doc["call"], doc["args"]),
        }
        return Heard(session, guest, said)
    except InputError as err:
        return _refused(session, guest, n, err)


def _refused(session: Session, guest: Guest, n: int | None, err: InputError) -> Heard:
    refused: HostRefused = {
        "v": 1,
        "t": "refused",
        "n": n,
        "next": guest.next,
        "error": str(err),
        "place": err.place,
        "code": type(err).__name__,
    }
    return Heard(session, guest, refused)


def _out_of_sequence(n: int, expected: int) -> str:
    if n < expected:
        # Translators: a guest phone's message numbered {n} came again (or late);
        # {next} is the number the host expects now.
        return _(
            "{where}: message {n} was answered already: a message sent again, or an old "
            "one (the next is {next})"
        ).format(where=f"{PLACE}.n", n=n, next=expected)
    # Translators: {n} is the number of the guest phone's message; {next} the number the host
    # expects now.
    return _("{where}: {n} is not the next message number ({next})").format(
        where=f"{PLACE}.n", n=n, next=expected
    )


def _played(session: Session, seat: int, move: object) -> Session:
    where = f"{PLACE}.move"
    _expect_phone(session, seat, where)
    try:
        return play_on_phone(session, seat, move)
    except (MoveError, SessionError) as err:
        raise type(err)(fault(where, str(err)), where) from None


def _taken_back(session: Session, seat: int) -> Session:
    _expect_phone(session, seat, PLACE)
    try:
        return undo_on_phone(session, seat)
    except SessionError as err:
        raise SessionError(fault(PLACE, str(err)), PLACE) from None


def _expect_phone(session: Session, seat: int, where: str) -> None:
    kind = session.seats[seat]
    if kind == PHONE:
        return
    if is_computer(kind):
        raise MessageError(
            _("{where}: a computer plays this seat now").format(where=where), where
        )
    raise MessageError(
        _("{where}: this seat is played on the host's phone now").format(where=where), where
    )


def read(text: object, seat: int) -> dict[str, Any]:
    """A guest's message as a checked JSON object, or a fault naming its place:
    its size, strict JSON, its version, its type, exactly its type's keys, and
    each key's value (a move's own keys are ``step``'s to check)."""
    if not isinstance(text, str):
        raise MessageError(
            _("{where}: expected a message's text, got {type}").format(
                where=PLACE, type=type_name(text)
            )
        )
    # Each character is at least one byte: a long text is refused before it is encoded.
    size = len(text) if len(text) > MAX_BYTES else len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_BYTES:
        raise MessageError(
            # Translators: a guest phone's message of {size} bytes; {most} is the limit.
            _("{where}: {size} bytes, more than a message may hold ({most})").format(
                where=PLACE, size=size, most=MAX_BYTES
            ),
            PLACE,
        )
    try:
        # Translators: what a guest phone's message should hold, a noun with its article: it fills
        # "empty (expected …)" and "nested too deeply to be …".
        doc = strict_loads(text, PLACE, _("a message"))
    except JsonTextError as err:
        if err.place == PLACE:
            raise
        if err.place is None:  # a syntax error, named by its line and column
            raise JsonTextError(fault(PLACE, str(err)), PLACE) from None
        # A value refused inside it, named from the message ("n: ..."): message.n.
        raise JsonTextError(f"{PLACE}.{err}", f"{PLACE}.{err.place}") from None
    if not isinstance(doc, dict):
        raise MessageError(
            _("{where}: expected a JSON object, got {type}").format(
                where=PLACE, type=type_name(doc)
            )
        )
    _version(doc)
    kind = doc.get("t")
    if kind not in KEYS:
        raise MessageError(_not_one_of(f"{PLACE}.t", kind, tuple(KEYS)))
    keys = KEYS[kind]
    for key in doc:
        if key not in keys:
            raise MessageError(
                _("{where}: unknown key {key}").format(where=PLACE, key=excerpt(key))
            )
    for key in keys:
        if key not in doc:
            # Translators: a fault after its place: a key the data must have is not there ("seed:
            # missing").
            raise MessageError(_("{where}: missing").format(where=f"{PLACE}.{key}"))
    if kind == "hello":
        _hello(doc, seat)
    else:
        _number(doc["n"], f"{PLACE}.n", 1, MAX_N)
    if kind == "ask":
        if doc["call"] not in ASKS:
            raise MessageError(_not_one_of(f"{PLACE}.call", doc["call"], ASKS))
        if not isinstance(doc["args"], list):
            raise MessageError(
                _("{where}: expected a list, got {type}").format(
                    where=f"{PLACE}.args", type=type_name(doc["args"])
                )
            )
    return doc


def _version(doc: dict[str, Any]) -> None:
    if "v" not in doc:
        raise MessageError(_("{where}: missing").format(where=f"{PLACE}.v"))
    v = doc["v"]
    if not whole(v) or v != MESSAGES_VERSION:
        raise MessageError(
            # Translators: {version} is the message's version as written; {known} the one
            # this app reads.
            _(
                "{where}: {version} is not a version of the messages this app reads ({known})"
            ).format(where=f"{PLACE}.v", version=excerpt(v), known=MESSAGES_VERSION)
        )


def _hello(doc: dict[str, Any], seat: int) -> None:
    where = f"{PLACE}.seat"
    if not whole(doc["seat"]) or doc["seat"] != seat:
        raise MessageError(
            # Translators: a guest phone said it plays seat {value}; it was paired for {seat}.
            _("{where}: {value} is not the seat this phone was paired for ({seat})").format(
                where=where, value=excerpt(doc["seat"]), seat=seat
            ),
            where,
        )
    doc["lang"] = check_language(doc["lang"], f"{PLACE}.lang")
    _number(doc["held"], f"{PLACE}.held", 0, MAX_HELD)


def _number(value: object, where: str, least: int, most: int) -> int:
    if not whole(value) or not least <= value <= most:  # type: ignore[operator]
        raise MessageError(
            _("{where}: {value} is not a whole number from {least} to {most}").format(
                where=where, value=excerpt(value), least=least, most=most
            ),
            where,
        )
    assert isinstance(value, int)
    return value


def _not_one_of(where: str, value: object, allowed: Sequence[str]) -> str:
    return _("{where}: {value} is not one of {allowed}").format(
        where=where, value=excerpt(value), allowed=", ".join(allowed)
    )


# --- A guest's questions ----------------------------------------------------------------


def said_value(
    session: Session, seat: int, call: str, args: list[Any]
) -> SheetNowSaid | AreaNoteSaid:
    """A guest's question about the moment on its screen, answered from its seat's
    view alone (as the bridge's ``sheet_now`` and ``area_note`` answer the
    host's page): ``sheet_now`` [seat, at], ``area_note`` [slot, pile, at];
    ``at`` (the screen's ``turn``) may be left out or null: now."""
    _expect_phone(session, seat, PLACE)
    where = f"{PLACE}.args"
    wanted = 2 if call == "sheet_now" else 3
    if not wanted - 1 <= len(args) <= wanted:
        raise MessageError(
            # Translators: {call} is the call's code as the message names it ("sheet_now"), kept as
            # it is.
            _("{where}: {call} takes {least} or {most} values, not {count}").format(
                where=where, count=len(args), call=call, least=wanted - 1, most=wanted
            ),
            where,
        )
    at = args[wanted - 1] if len(args) == wanted else None
    moves = len(session.state.moves())
    moment = session
    if at is not None:
        moment = at_moves(session, _number(at, f"{where}[{wanted - 1}]", 0, moves))
    shown = view_of(moment.state, seat)
    if call == "sheet_now":
        players = session.state.players
        target = _number(args[0], f"{where}[0]", 0, players - 1)
        names = session.state.config.names
        labels = [label(name, kind) for name, kind in zip(names, session.seats, strict=True)]
        return {"sheet_now": explain_sheet(shown, target, labels)}
    slots = len(shown["table"])
    slot = _number(args[0], f"{where}[0]", 0, slots - 1)
    if shown["table"][slot] is None:
        raise MessageError(
            # Translators: {card} is the card's number on the table, from 1.
            _("{where}: card {card} was taken").format(where=f"{where}[0]", card=slot + 1),
            f"{where}[0]",
        )
    pile = args[1]
    if pile not in PILES:
        raise MessageError(_not_one_of(f"{where}[1]", pile, PILES), f"{where}[1]")
    return {"note": explain_area(shown, slot, str(pile))}
