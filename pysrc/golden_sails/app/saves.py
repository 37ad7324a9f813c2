"""Saved games: ``{format, version, game, config, seats, seed, moves, hints, restored,
digest}`` (docs/save-format.md).

A save holds no state, only what is needed to replay it: loading runs every
move through :func:`golden_sails.game.engine.step`, so a corrupt, truncated or
tampered save is refused with the first bad place named, never half-loaded.
The digest catches a save that was cut short or edited into other legal moves.

``moves`` holds every decision in order: each move of the rounds as the
engine's JSON, and each player's final choices as what he chose (where each
Universal Good went, which kind each Protection stops, the side), never as
changes to a proposal: the engine's ``choice_moves`` turns them into its
moves, whatever R11's proposal is by then.  ``game`` names the game (the
page's storage key), so that a file of a game already on the device continues
that game instead of opening a second copy (docs/threat-model.md);
``restored`` lists the moments it was restored from a file, which the table
is told (golden_sails.app.session); ``hints`` how many hints each seat asked.

Versions 1 to 3 kept final choices as changes to the proposal of their time;
they are still read, by :mod:`golden_sails.app.old_saves` alone, and written
again as version 4.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from ..game.engine import ConfigError, GameConfig, MoveError, State, choice_moves, new_game, step
from ..model.errors import InputError
from ..model.i18n import _, ngettext
from ..model.jsontext import (
    JsonTextError,
    excerpt,
    expected_list,
    fault,
    strict_loads,
    type_name,
    whole,
)
from ..model.seats import HUMAN, SeatError, check_seats
from ..scoring import FinalChoices, ScoringError
from .old_saves import replay_old

SAVE_FORMAT: Final = "golden-sails-save"
SAVE_VERSION: Final = 4
READ_VERSIONS: Final = (1, 2, 3, 4)
_KEYS: Final = {
    1: ("format", "version", "config", "seed", "moves", "digest"),
    2: ("format", "version", "config", "seats", "seed", "moves", "digest"),
    3: ("format", "version", "game", "config", "seats", "seed", "moves", "restored", "digest"),
    4: (
        "format",
        "version",
        "game",
        "config",
        "seats",
        "seed",
        "moves",
        "hints",
        "restored",
        "digest",
    ),
}
# The two entries of ``moves`` that hold a player's final choices as values:
# confirmed, or still being made (the last entry only).
DECIDED: Final = "decided"
PENDING: Final = "pending"
# The most hints a seat's count may say (a count is bounded so a link can hold it).
MAX_HINTS: Final = 9999
ROOT: Final = "save"
# A game's name: the page's storage key (a UUID, or its fallback).
GAME_ID: Final = re.compile(r"[A-Za-z0-9_-]{8,64}")


class SaveError(InputError):
    """A save that cannot be loaded; the message names the first bad place."""


@dataclass(frozen=True, slots=True)
class Restore:
    """A moment the game was restored from a file: after ``moves`` moves, which
    made ``events`` log events, in round ``round``."""

    moves: int
    events: int
    round: int


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A loaded save: the game, who sits in each seat, its name (None in a save
    older than version 3), when it was restored from a file, and how many hints
    each seat asked (none before version 4)."""

    state: State
    seats: tuple[str, ...]
    game: str | None = None
    restored: tuple[Restore, ...] = ()
    hints: tuple[int, ...] | None = None

    @property
    def hint_counts(self) -> tuple[int, ...]:
        return self.hints if self.hints is not None else (0,) * self.state.players


def check_game_id(value: object, where: str = "game") -> str:
    if not isinstance(value, str) or not GAME_ID.fullmatch(value):
        raise SaveError(
            # Translators: {value} is what was given, in quotes; the characters in the
            # brackets are those a game's name may use.
            _("{where}: {value} is not a game's name (8-64 of A-Z a-z 0-9 _ -)").format(
                where=where, value=excerpt(value)
            )
        )
    return value


def digest(
    config: Mapping[str, object],
    seed: int,
    moves: list[Any],
    seats: list[str] | None = None,
    extra: dict[str, Any] | None = None,
) -> str:
    """SHA-256 of the canonical JSON of what the save replays (version 1: no
    seats; version 3 adds ``extra``: the game's name and its restores; version
    4 the hints too)."""
    covered: dict[str, Any] = {"config": config, "seed": seed, "moves": moves}
    if seats is not None:
        covered["seats"] = seats
    if extra is not None:
        covered.update(extra)
    canonical = json.dumps(covered, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def _extra(doc: dict[str, Any]) -> dict[str, Any] | None:
    """What a save's digest covers beyond its config, seed, moves and seats."""
    version = doc.get("version")
    if version == 4:
        return {"game": doc["game"], "restored": doc["restored"], "hints": doc["hints"]}
    if version == 3:
        return {"game": doc["game"], "restored": doc["restored"]}
    return None


def entries(state: State) -> tuple[list[dict[str, Any]], list[int]]:
    """A game's ``moves`` as a save holds them, and after how many of the
    engine's moves each entry ends: the moves of the rounds one for one; a
    player's final choices, however he reached them, as one ``decided`` entry
    of their values; and the choices of a player still deciding, if he has
    changed any, as a last ``pending`` entry."""
    out: list[dict[str, Any]] = []
    ends: list[int] = []
    scoring = state.scoring
    changing = False
    for count, record in enumerate(state.moves(), 1):
        kind = record.move.type
        if kind in ("assign", "take"):
            out.append(dict(record.move.to_json()))
        elif kind == "confirm":
            assert scoring is not None
            decided = scoring.decided[record.seat]
            assert decided is not None
            out.append({"type": DECIDED, **decided.to_json()})
            changing = False
        else:
            changing = True
            continue
        ends.append(count)
    if changing:
        assert scoring is not None and scoring.pending is not None
        out.append({"type": PENDING, **scoring.pending.to_json()})
        ends.append(len(state.moves()))
    return out, ends


def to_save(
    state: State,
    seats: tuple[str, ...] | None = None,
    game: str | None = None,
    restored: tuple[Restore, ...] = (),
    hints: tuple[int, ...] | None = None,
) -> dict[str, Any]:
    """The save of a game; ``seats`` None: every seat a person; ``hints`` None:
    none asked.  A restore in the middle of a player's final choices is kept
    where his choices begin (they are one entry)."""
    config = state.config.to_json()
    kinds = list(seats) if seats is not None else [HUMAN] * state.players
    moves, ends = entries(state)
    marks = [sum(1 for end in ends if end <= r.moves) for r in restored]
    counts = list(hints) if hints is not None else [0] * state.players
    extra = {"game": game, "restored": marks, "hints": counts}
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": game,
        "config": config,
        "seats": kinds,
        "seed": state.seed,
        "moves": moves,
        "hints": counts,
        "restored": marks,
        "digest": digest(config, state.seed, moves, kinds, extra),
    }


def seal(doc: dict[str, Any]) -> dict[str, Any]:
    """A save document with its digest made to match what it holds, whatever its
    version: what a hand edit does (the digest is a check, not a signature)."""
    seats = doc["seats"] if doc.get("version") != 1 else None
    doc["digest"] = digest(doc["config"], doc["seed"], doc["moves"], seats, _extra(doc))
    return doc


def dumps(state: State, seats: tuple[str, ...] | None = None, game: str | None = None) -> str:
    return json.dumps(to_save(state, seats, game), separators=(",", ":"))


def load_game(doc: object) -> SavedGame:
    """Replay a save document (already parsed JSON)."""
    if not isinstance(doc, dict):
        raise SaveError(
            _("{where}: expected a JSON object, got {type}").format(where=ROOT, type=type_name(doc))
        )
    if doc.get("format") != SAVE_FORMAT:
        raise SaveError(
            # Translators: "format" is the save's key; {format} its value, both kept as they are.
            _("format: not a Golden Sails save (expected {format})").format(
                format=repr(SAVE_FORMAT)
            )
        )
    version = doc.get("version")
    # 1.0 and true equal 1 in Python; a save's version is the JSON integer itself.
    if not whole(version) or version not in READ_VERSIONS:
        readable = ", ".join(map(str, READ_VERSIONS))
        raise SaveError(
            # Translators: "version" is the save's key, kept as it is.
            # {version} is the save's version as written; {readable} the versions this app reads
            # ("1, 2").
            _("version: {version} is not a save version this app reads ({readable})").format(
                version=json.dumps(version), readable=readable
            )
        )
    keys = _KEYS[version]
    for key in doc:
        if key not in keys:
            raise SaveError(_("{where}: unknown key {key}").format(where=ROOT, key=repr(key)))
    for key in keys:
        if key not in doc:
            raise SaveError(_("{where}: missing (the save is truncated)").format(where=key))
    try:
        config = GameConfig.from_json(doc["config"])
    except ConfigError as err:
        raise SaveError(str(err)) from None
    seed = doc["seed"]
    if not whole(seed):
        raise SaveError(
            _("{where}: expected a whole number, got {type}").format(
                where="seed", type=type_name(seed)
            )
        )
    moves = doc["moves"]
    if not isinstance(moves, list):
        raise _expected_list("moves", moves)
    seats_doc = doc.get("seats")
    try:
        seats = (
            (HUMAN,) * config.players if version == 1 else check_seats(seats_doc, config.players)
        )
    except SeatError as err:
        raise SaveError(str(err)) from None
    game: str | None = None
    marks: list[int] = []
    hints: tuple[int, ...] | None = None
    if version >= 3:
        if doc["game"] is not None:
            game = check_game_id(doc["game"])
        marks = _restore_marks(doc["restored"], len(moves))
    if version >= 4:
        hints = _hint_counts(doc["hints"], config.players)
    if doc["digest"] != digest(
        doc["config"], seed, moves, seats_doc if version > 1 else None, _extra(doc)
    ):
        raise SaveError(_("digest: does not match the moves (the save was cut short or edited)"))
    try:
        if version >= 4:
            state, moments = _replay(config, seed, moves, marks)
        else:
            state, moments = replay_old(config, seed, moves, version, marks)
    except (MoveError, ConfigError) as err:
        raise SaveError(str(err)) from None
    return SavedGame(state, seats, game, tuple(Restore(*m) for m in moments), hints)


def _expected_list(where: str, value: object) -> SaveError:
    return SaveError(expected_list(where, value))


def _restore_marks(value: object, moves: int) -> list[int]:
    """``restored``: move counts, each from 0 to the number of moves, in order."""
    if not isinstance(value, list):
        raise _expected_list("restored", value)
    last = 0
    for i, mark in enumerate(value):
        if not whole(mark) or not last <= mark <= moves:
            raise SaveError(
                # Translators: {first} is the lowest move count allowed here (0, or the entry before
                # this one: the list rises).
                _("{where}: {value} is not a move count from {first} to {last}").format(
                    where=f"restored[{i}]", value=excerpt(mark), first=last, last=moves
                )
            )
        last = mark
    return list(value)


def _hint_counts(value: object, players: int) -> tuple[int, ...]:
    """``hints``: per seat, how many hints it asked, 0 to MAX_HINTS."""
    if not isinstance(value, list):
        raise _expected_list("hints", value)
    if len(value) != players:
        raise SaveError(
            # Translators: {count} hint counts were given for {players} players (one a player); the
            # form follows {players}.
            ngettext(
                "{where}: {count} counts for {players} players",
                "{where}: {count} counts for {players} players",
                players,
            ).format(where="hints", count=len(value), players=players)
        )
    for i, count in enumerate(value):
        if not whole(count) or not 0 <= count <= MAX_HINTS:
            raise SaveError(
                _("{where}: {value} is not a count of hints from 0 to {most}").format(
                    where=f"hints[{i}]", value=excerpt(count), most=MAX_HINTS
                )
            )
    return tuple(value)


def _replay(
    config: GameConfig, seed: int, moves: list[Any], marks: list[int]
) -> tuple[State, list[tuple[int, int, int]]]:
    """The game a save's entries replay to, every one through ``step`` (a bad one
    named by its place, ``moves[i]``), and the moment after ``marks[k]`` of its
    entries for each k: (the engine's moves made, log events, round)."""
    state = new_game(config, seed)
    made = 0  # the engine's moves so far
    moments: list[tuple[int, int, int]] = []
    pending = list(reversed(marks))
    for i, entry in enumerate([*moves, None]):
        while pending and pending[-1] == i:
            pending.pop()
            moments.append((made, len(state.events()), state.round))
        if entry is None:
            break
        where = f"moves[{i}]"
        try:
            kind = entry.get("type") if isinstance(entry, dict) else None
            if kind in (DECIDED, PENDING):
                if kind == PENDING and i != len(moves) - 1:
                    raise MoveError(
                        _("choices still being made can only be the last entry")
                    )
                values = {k: v for k, v in entry.items() if k != "type"}
                try:
                    choices = FinalChoices.from_json(values, where)
                except ScoringError as err:
                    raise SaveError(str(err)) from None
                steps = choice_moves(state, choices, confirm=kind == DECIDED)
            elif state.phase == "scoring":
                raise MoveError(
                    _(
                        "at final scoring a save holds each player's choices as one "
                        "\"decided\" entry of their values"
                    )
                )
            else:
                steps = [entry]
            for move in steps:
                state = step(state, move)
                made += 1
        except MoveError as err:
            raise MoveError(fault(where, str(err))) from None
    return state, moments


def load(doc: object) -> State:
    """Replay a save document (already parsed JSON); the game only."""
    return load_game(doc).state


def parse(text: str | bytes) -> object:
    """A save file's text as JSON, strictly (golden_sails.model.jsontext)."""
    try:
        return strict_loads(text, ROOT)
    except JsonTextError as err:
        raise SaveError(str(err)) from None


def loads_game(text: str | bytes) -> SavedGame:
    """Parse and replay a save file's text."""
    return load_game(parse(text))


def loads(text: str | bytes) -> State:
    """Parse and replay a save file's text; the game only."""
    return loads_game(text).state
