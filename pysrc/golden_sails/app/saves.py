"""Saved games: ``{format, version, game, config, seats, seed, moves, restored, digest}``
(docs/save-format.md).

A save holds no state, only what is needed to replay it: loading runs every
move through :func:`golden_sails.game.engine.step`, so a corrupt, truncated or
tampered save is refused with the first bad place named, never half-loaded.
The digest catches a save that was cut short or edited into other legal moves.

``game`` names the game (the page's storage key), so that a file of a game
already on the device continues that game instead of opening a second copy
(docs/threat-model.md); ``restored`` lists the moves after which the game was
restored from a file, which the table is told (golden_sails.app.session).

Version 1 had no ``seats`` (every seat a person), version 2 no ``game`` and
``restored``; both are still read.  Their final-scoring changes were made to
the proposal of their time (D3): they are read against it and replayed as the
same choices made against today's (D18), so a game resumes, and a finished one
replays, to the scores its players saw (golden_sails.scoring.before_d18).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
from dataclasses import dataclass
from typing import Any, Final

from ..game.engine import ConfigError, GameConfig, MoveError, State, new_game, step
from ..game.moves import CONFIRM, Move
from ..model.errors import InputError
from ..model.i18n import _
from ..model.jsontext import JsonTextError, excerpt, fault, strict_loads, type_name, whole
from ..model.seats import HUMAN, SeatError, check_seats
from ..scoring import FinalChoices
from ..scoring.before_d18 import choices_before_d18

SAVE_FORMAT: Final = "golden-sails-save"
SAVE_VERSION: Final = 3
READ_VERSIONS: Final = (1, 2, 3)
_KEYS: Final = {
    1: ("format", "version", "config", "seed", "moves", "digest"),
    2: ("format", "version", "config", "seats", "seed", "moves", "digest"),
    3: ("format", "version", "game", "config", "seats", "seed", "moves", "restored", "digest"),
}
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
    older than version 3) and when it was restored from a file."""

    state: State
    seats: tuple[str, ...]
    game: str | None = None
    restored: tuple[Restore, ...] = ()


def check_game_id(value: object, where: str = "game") -> str:
    if not isinstance(value, str) or not GAME_ID.fullmatch(value):
        # Translators: {value} is what was given, in quotes; the characters in the
        # brackets are those a game's name may use.
        raise SaveError(
            _("{where}: {value} is not a game's name (8-64 of A-Z a-z 0-9 _ -)").format(
                where=where, value=excerpt(value)
            )
        )
    return value


def digest(
    config: dict[str, Any],
    seed: int,
    moves: list[Any],
    seats: list[str] | None = None,
    extra: dict[str, Any] | None = None,
) -> str:
    """SHA-256 of the canonical JSON of what the save replays (version 1: no
    seats; version 3 adds ``extra``: the game's name and its restores)."""
    covered: dict[str, Any] = {"config": config, "seed": seed, "moves": moves}
    if seats is not None:
        covered["seats"] = seats
    if extra is not None:
        covered.update(extra)
    canonical = json.dumps(covered, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def to_save(
    state: State,
    seats: tuple[str, ...] | None = None,
    game: str | None = None,
    restored: tuple[Restore, ...] = (),
) -> dict[str, Any]:
    """The save of a game; ``seats`` None: every seat a person."""
    config = state.config.to_json()
    kinds = list(seats) if seats is not None else [HUMAN] * state.players
    moves = [record.move.to_json() for record in state.moves()]
    extra = {"game": game, "restored": [r.moves for r in restored]}
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": game,
        "config": config,
        "seats": kinds,
        "seed": state.seed,
        "moves": moves,
        "restored": extra["restored"],
        "digest": digest(config, state.seed, moves, kinds, extra),
    }


def seal(doc: dict[str, Any]) -> dict[str, Any]:
    """A save document with its digest made to match what it holds, whatever its
    version: what a hand edit does (the digest is a check, not a signature)."""
    version = doc.get("version")
    extra = {"game": doc["game"], "restored": doc["restored"]} if version == 3 else None
    seats = doc["seats"] if version != 1 else None
    doc["digest"] = digest(doc["config"], doc["seed"], doc["moves"], seats, extra)
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
        # Translators: "format" is the save's key; {format} its value, both kept as they are.
        raise SaveError(
            _("format: not a Golden Sails save (expected {format})").format(
                format=repr(SAVE_FORMAT)
            )
        )
    version = doc.get("version")
    # 1.0 and true equal 1 in Python; a save's version is the JSON integer itself.
    if not whole(version) or version not in READ_VERSIONS:
        readable = ", ".join(map(str, READ_VERSIONS))
        # Translators: "version" is the save's key, kept as it is.
        raise SaveError(
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
        raise SaveError(_expected_list("moves", moves))
    seats_doc = doc.get("seats")
    try:
        seats = (
            (HUMAN,) * config.players if version == 1 else check_seats(seats_doc, config.players)
        )
    except SeatError as err:
        raise SaveError(str(err)) from None
    game: str | None = None
    marks: list[int] = []
    extra: dict[str, Any] | None = None
    if version >= 3:
        if doc["game"] is not None:
            game = check_game_id(doc["game"])
        marks = _restore_marks(doc["restored"], len(moves))
        extra = {"game": doc["game"], "restored": doc["restored"]}
    if doc["digest"] != digest(
        doc["config"], seed, moves, seats_doc if version > 1 else None, extra
    ):
        raise SaveError(_("digest: does not match the moves (the save was cut short or edited)"))
    try:
        state, restored = _replay(config, seed, moves, marks, before_d18=version < 3)
    except (MoveError, ConfigError) as err:
        raise SaveError(str(err)) from None
    return SavedGame(state, seats, game, restored)


def _expected_list(where: str, value: object) -> SaveError:
    return SaveError(
        _("{where}: expected a list, got {type}").format(where=where, type=type_name(value))
    )


def _restore_marks(value: object, moves: int) -> list[int]:
    """``restored``: move counts, each from 0 to the number of moves, in order."""
    if not isinstance(value, list):
        raise SaveError(_expected_list("restored", value))
    last = 0
    for i, mark in enumerate(value):
        if not whole(mark) or not last <= mark <= moves:
            raise SaveError(
                _("{where}: {value} is not a move count from {first} to {last}").format(
                    where=f"restored[{i}]", value=excerpt(mark), first=last, last=moves
                )
            )
        last = mark
    return list(value)


def _replay(
    config: GameConfig, seed: int, moves: list[Any], marks: list[int], before_d18: bool = False
) -> tuple[State, tuple[Restore, ...]]:
    """The state after these moves, each checked by ``step`` (a bad one is named
    by its place, ``moves[i]``), and where in the log each restore falls.
    ``before_d18``: the final-scoring changes were made to D3's proposal."""
    state = new_game(config, seed)
    restored: list[Restore] = []
    pending = list(reversed(marks))
    shown: State | None = None  # before_d18: the decider's choices as he saw them
    for i, move in enumerate([*moves, None]):
        while pending and pending[-1] == i:
            restored.append(Restore(pending.pop(), len(state.events()), state.round))
        if move is None:
            break
        try:
            if before_d18 and state.phase == "scoring":
                shown = step(_shown_before_d18(state) if shown is None else shown, move)
                if shown.to_act != state.to_act or shown.phase != "scoring":
                    state, shown = _as_made(state, _choices_of(shown, state.to_act)), None
            else:
                state = step(state, move)
        except MoveError as err:
            raise MoveError(fault(f"moves[{i}]", str(err))) from None
    if shown is not None:  # saved in the middle of a decision: what he had chosen so far
        state = _as_made(state, _choices_of(shown, state.to_act), confirm=False)
    return state, tuple(restored)


def _shown_before_d18(state: State) -> State:
    """The game as its decider saw it then: D3's proposal on the table, against
    which the engine checks his changes and his confirm."""
    scoring = state.scoring
    assert scoring is not None
    decided = {s: c for s, c in enumerate(scoring.decided) if c is not None}
    proposal = choices_before_d18(scoring.table, state.to_act, decided)
    return dataclasses.replace(state, scoring=dataclasses.replace(scoring, pending=proposal))


def _choices_of(shown: State, seat: int) -> FinalChoices:
    """The choices ``seat`` had made on the shadow game: confirmed, or pending."""
    scoring = shown.scoring
    assert scoring is not None
    made = scoring.decided[seat] if scoring.decided[seat] is not None else scoring.pending
    assert made is not None
    return made


def _as_made(state: State, choices: FinalChoices, confirm: bool = True) -> State:
    """The game with the decider's ``choices`` made as changes to today's proposal."""
    scoring = state.scoring
    assert scoring is not None and scoring.pending is not None
    now = scoring.pending
    for k, pile in enumerate(choices.universal):
        if pile != now.universal[k]:
            state = step(state, Move("universal", spell=k, pile=pile))
    for k, kind in enumerate(choices.protection):
        if kind != now.protection[k]:
            state = step(state, Move("protect", spell=k, kind=kind))
    if choices.side != now.side:
        state = step(state, Move("side", side=choices.side))
    return step(state, CONFIRM) if confirm else state


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
