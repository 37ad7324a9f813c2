"""Who sits in each seat: a person, or a computer player of some level.

A person plays on the phone that runs the game (``human``: passed around the
table, behind a handoff), or on his own phone (``phone``: a guest of a table of
phones, issue 34, docs/phones.md).  The rules do not care (the engine never
reads this); the session does (who holds the phone, when a handoff comes,
whose turn the host waits for) and so do saves and links, which keep the seat
kinds with the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .errors import InputError
from .i18n import N_, _, ngettext
from .jsontext import type_name

HUMAN: Final = "human"
# The computer players' levels a person may seat, weakest first, each in one
# line (golden_sails.bots plays them).
LEVEL_WORDS: Final = {
    "easy": N_("Takes what scores well now, and makes a person's mistakes."),
    "medium": N_("Weighs each card by the points it brings and what it denies the others."),
    "hard": N_("Thinks ahead: plays out hundreds of imagined games before each choice."),
}
BOT_LEVELS: Final = tuple(LEVEL_WORDS)
# Each level's name, as a seat's label and the set-up form show it.
# One entry a line, so each carries its translator comment (Babel gives a comment
# to the first message of the line below it only).
LEVEL_NAMES: Final = {
    # Translators: a computer player's level: after its name in brackets ("Ben (Easy)")
    # wherever seats are named, and an option of the set-up's seat kind and of the home
    # screen's computer level.
    "easy": N_("Easy"),
    # Translators: a computer player's level: after its name in brackets ("Ben (Medium)")
    # wherever seats are named, and an option of the set-up's seat kind and of the home
    # screen's computer level.
    "medium": N_("Medium"),
    # Translators: a computer player's level: after its name in brackets ("Ben (Hard)")
    # wherever seats are named, and an option of the set-up's seat kind and of the home
    # screen's computer level.
    "hard": N_("Hard"),
}
assert tuple(LEVEL_NAMES) == BOT_LEVELS
# A person on his own phone: the host's phone runs the game and sends him his
# seat's answer alone (golden_sails.app.phones).  Last, so the codes listed in a
# fault keep their order ("human, easy, medium, hard, phone").
PHONE: Final = "phone"
SEAT_KINDS: Final = (HUMAN, *BOT_LEVELS, PHONE)


class SeatError(InputError):
    """Seat kinds that do not fit the game: ``"<place>: <fault>"``."""


def check_seats(value: object, players: int, where: str = "seats") -> tuple[str, ...]:
    """One known kind per seat, as a tuple."""
    if not isinstance(value, list | tuple):
        raise SeatError(
            _("{where}: expected a list of seat kinds, got {type}").format(
                where=where, type=type_name(value)
            )
        )
    if len(value) != players:
        raise SeatError(seat_count(where, len(value), players))
    for i, kind in enumerate(value):
        if not isinstance(kind, str) or kind not in SEAT_KINDS:
            raise SeatError(not_one_of(f"{where}[{i}]", kind, SEAT_KINDS))
    return tuple(value)


def seat_count(where: str, count: int, players: int) -> str:
    """The fault of ``count`` seat kinds given for a game of ``players``."""
    # Translators: {count} seat kinds were given where the game has {players} players.
    # The form follows {count}.
    return ngettext(
        "{where}: {count} seat kind for {players} players",
        "{where}: {count} seat kinds for {players} players",
        count,
    ).format(where=where, count=count, players=players)


def not_one_of(where: str, value: object, allowed: Sequence[str]) -> str:
    """The fault of a value that is none of ``allowed`` (codes, kept as they are)."""
    # Translators: {value} is the value as written, in quotes; {allowed} the codes it
    # may be, kept in English ("human, easy, medium, hard, phone").
    return _("{where}: {value} is not one of {allowed}").format(
        where=where, value=repr(value), allowed=", ".join(allowed)
    )


def humans(seats: Sequence[str]) -> list[int]:
    """The people who play on the phone that runs the game (passing it around)."""
    return [seat for seat, kind in enumerate(seats) if kind == HUMAN]


def people(seats: Sequence[str]) -> list[int]:
    """Every person at the table: on the phone that runs the game, or on his own."""
    return [seat for seat, kind in enumerate(seats) if kind in (HUMAN, PHONE)]


def is_computer(kind: str) -> bool:
    return kind in BOT_LEVELS


def label(name: str, kind: str) -> str:
    """How a seat is named on screen: "Ann", or "Ben (Hard)" for a computer."""
    if not is_computer(kind):
        return name
    # Translators: a computer player's name on screen: {name} as typed at set-up, {level} its level
    # ("Easy", "Medium", "Hard"): "Ben (Hard)".
    return _("{name} ({level})").format(name=name, level=_(LEVEL_NAMES[kind]))
