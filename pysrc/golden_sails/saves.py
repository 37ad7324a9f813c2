"""Saved games: ``{format, version, config, seats, seed, moves, digest}`` (docs/save-format.md).

A save holds no state, only what is needed to replay it: loading runs every
move through :func:`golden_sails.engine.step`, so a corrupt, truncated or
tampered save is refused with the first bad place named, never half-loaded.
The digest catches a save that was cut short or edited into other legal moves.

Version 1 had no ``seats`` (every seat a person); it is still read.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any, Final

from .engine import ConfigError, GameConfig, MoveError, State, replay
from .jsontext import JsonTextError, strict_loads, type_name, whole
from .seats import HUMAN, SeatError, check_seats

SAVE_FORMAT: Final = "golden-sails-save"
SAVE_VERSION: Final = 2
READ_VERSIONS: Final = (1, 2)
_KEYS: Final = {
    1: ("format", "version", "config", "seed", "moves", "digest"),
    2: ("format", "version", "config", "seats", "seed", "moves", "digest"),
}
ROOT: Final = "save"


class SaveError(ValueError):
    """A save that cannot be loaded; the message names the first bad place."""


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A loaded save: the game, and who sits in each seat."""

    state: State
    seats: tuple[str, ...]


def digest(
    config: dict[str, Any], seed: int, moves: list[Any], seats: list[str] | None = None
) -> str:
    """SHA-256 of the canonical JSON of what the save replays (version 1: no seats)."""
    covered: dict[str, Any] = {"config": config, "seed": seed, "moves": moves}
    if seats is not None:
        covered["seats"] = seats
    canonical = json.dumps(covered, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def to_save(state: State, seats: tuple[str, ...] | None = None) -> dict[str, Any]:
    """The save of a game; ``seats`` None: every seat a person."""
    config = state.config.to_json()
    kinds = list(seats) if seats is not None else [HUMAN] * state.players
    moves = [record.move for record in state.moves()]
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "config": config,
        "seats": kinds,
        "seed": state.seed,
        "moves": moves,
        "digest": digest(config, state.seed, moves, kinds),
    }


def dumps(state: State, seats: tuple[str, ...] | None = None) -> str:
    return json.dumps(to_save(state, seats), separators=(",", ":"))


def load_game(doc: object) -> SavedGame:
    """Replay a save document (already parsed JSON)."""
    if not isinstance(doc, dict):
        raise SaveError(f"{ROOT}: expected a JSON object, got {type_name(doc)}")
    if doc.get("format") != SAVE_FORMAT:
        raise SaveError(f"format: not a Golden Sails save (expected {SAVE_FORMAT!r})")
    version = doc.get("version")
    # 1.0 and true equal 1 in Python; a save's version is the JSON integer itself.
    if not whole(version) or version not in READ_VERSIONS:
        readable = ", ".join(map(str, READ_VERSIONS))
        raise SaveError(
            f"version: {json.dumps(version)} is not a save version this app reads ({readable})"
        )
    keys = _KEYS[version]
    for key in doc:
        if key not in keys:
            raise SaveError(f"{ROOT}: unknown key {key!r}")
    for key in keys:
        if key not in doc:
            raise SaveError(f"{key}: missing (the save is truncated)")
    try:
        config = GameConfig.from_json(doc["config"])
    except ConfigError as err:
        raise SaveError(str(err)) from None
    seed = doc["seed"]
    if not whole(seed):
        raise SaveError(f"seed: expected a whole number, got {type_name(seed)}")
    moves = doc["moves"]
    if not isinstance(moves, list):
        raise SaveError(f"moves: expected a list, got {type_name(moves)}")
    seats_doc = doc.get("seats")
    try:
        seats = (
            (HUMAN,) * config.players if version == 1 else check_seats(seats_doc, config.players)
        )
    except SeatError as err:
        raise SaveError(str(err)) from None
    if doc["digest"] != digest(doc["config"], seed, moves, seats_doc if version > 1 else None):
        raise SaveError("digest: does not match the moves (the save was cut short or edited)")
    try:
        return SavedGame(replay(config, seed, moves), seats)
    except (MoveError, ConfigError) as err:
        raise SaveError(str(err)) from None


def load(doc: object) -> State:
    """Replay a save document (already parsed JSON); the game only."""
    return load_game(doc).state


def parse(text: str | bytes) -> object:
    """A save file's text as JSON, strictly (golden_sails.jsontext)."""
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
