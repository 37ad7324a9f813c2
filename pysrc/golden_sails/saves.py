"""Saved games: ``{format, version, config, seed, moves, digest}`` (docs/save-format.md).

A save holds no state, only what is needed to replay it: loading runs every
move through :func:`golden_sails.engine.step`, so a corrupt, truncated or
tampered save is refused with the first bad place named, never half-loaded.
The digest catches a save that was cut short or edited into other legal moves.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Final

from .engine import ConfigError, GameConfig, MoveError, State, replay
from .jsontext import too_deep

SAVE_FORMAT: Final = "golden-sails-save"
SAVE_VERSION: Final = 1
_KEYS: Final = ("format", "version", "config", "seed", "moves", "digest")


class SaveError(ValueError):
    """A save that cannot be loaded; the message names the first bad place."""


def digest(config: dict[str, Any], seed: int, moves: list[Any]) -> str:
    """SHA-256 of the canonical JSON of what the save replays."""
    canonical = json.dumps(
        {"config": config, "seed": seed, "moves": moves},
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=True,
    )
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def to_save(state: State) -> dict[str, Any]:
    config = state.config.to_json()
    moves = [record.move for record in state.moves()]
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "config": config,
        "seed": state.seed,
        "moves": moves,
        "digest": digest(config, state.seed, moves),
    }


def dumps(state: State) -> str:
    return json.dumps(to_save(state), separators=(",", ":"))


def load(doc: object) -> State:
    """Replay a save document (already parsed JSON)."""
    if not isinstance(doc, dict):
        raise SaveError("save: expected a JSON object")
    if doc.get("format") != SAVE_FORMAT:
        raise SaveError(f"format: not a Golden Sails save (expected {SAVE_FORMAT!r})")
    version = doc.get("version")
    if version != SAVE_VERSION:
        raise SaveError(
            f"version: {version!r} is not a save version this app reads ({SAVE_VERSION})"
        )
    for key in doc:
        if key not in _KEYS:
            raise SaveError(f"save: unknown key {key!r}")
    for key in _KEYS:
        if key not in doc:
            raise SaveError(f"{key}: missing (the save is truncated)")
    try:
        config = GameConfig.from_json(doc["config"])
    except ConfigError as err:
        raise SaveError(str(err)) from None
    seed = doc["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SaveError(f"seed: expected a whole number, got {seed!r}")
    moves = doc["moves"]
    if not isinstance(moves, list):
        raise SaveError("moves: expected a list")
    if doc["digest"] != digest(doc["config"], seed, moves):
        raise SaveError("digest: does not match the moves (the save was cut short or edited)")
    try:
        return replay(config, seed, moves)
    except (MoveError, ConfigError) as err:
        raise SaveError(str(err)) from None


def loads(text: str | bytes) -> State:
    """Parse and replay a save file's text."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as err:
            raise SaveError(f"save: not UTF-8 text (byte {err.start})") from None
    if not text.strip():
        raise SaveError("save: empty")
    if too_deep(text):
        raise SaveError("save: nested too deeply")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as err:
        raise SaveError(
            f"save: not JSON (line {err.lineno}, column {err.colno}: {err.msg})"
        ) from None
    return load(doc)
