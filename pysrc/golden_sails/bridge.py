"""The bridge: the few JSON-in/JSON-out calls the web worker makes.

Every call takes and returns JSON text, so no Python object (PyProxy) ever
leaves the worker.  The worker holds one game, the one on screen; the page
keeps the saves.  Every answer is ``{"ok": true, ...}`` or
``{"ok": false, "error": "<place>: <fault>"}``: a bad move or a bad save is an
answer, never an exception across the bridge.  Calls are synchronous (no
``run_until_complete``: Safari has no stack switching).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from . import saves
from .engine import ConfigError, GameConfig, GameError, State, legal_moves, new_game, step, undo
from .jsontext import too_deep
from .scenes import scene_step
from .scorepad import ScorePadError, load_table
from .scoring import score_table_json
from .view import view

_game: State | None = None


class BridgeError(ValueError):
    """A request the bridge cannot read."""


def _answer(work: Callable[[], dict[str, Any]]) -> str:
    try:
        return json.dumps({"ok": True, **work()})
    except (GameError, ConfigError, saves.SaveError, ScorePadError, BridgeError) as err:
        return json.dumps({"ok": False, "error": str(err)})


def _parse(text: str, what: str) -> Any:
    if too_deep(text):
        raise BridgeError(f"{what}: nested too deeply")
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise BridgeError(f"{what}: not JSON ({err.msg})") from None


def _current() -> State:
    if _game is None:
        raise BridgeError("no game is open")
    return _game


def _viewer(value: object, state: State) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < state.players:
        raise BridgeError(f"viewer: {value!r} is not a seat of this game")
    return value


def _snapshot(state: State, viewer: int | None) -> dict[str, Any]:
    """What the page needs after each change: the save to store, and one view."""
    return {"save": saves.to_save(state), "view": view(state, viewer)}


def start(config_json: str, seed: int) -> str:
    """A new game; answers the save and the public view (for the first handoff)."""

    def work() -> dict[str, Any]:
        global _game
        config = GameConfig.from_json(_parse(config_json, "config"))
        _game = new_game(config, seed)
        return _snapshot(_game, None)

    return _answer(work)


def load(save_json: str, viewer: object = None) -> str:
    """Open a saved game (replayed and checked, see :mod:`golden_sails.saves`)."""

    def work() -> dict[str, Any]:
        global _game
        state = saves.load(_parse(save_json, "save"))
        _game = state
        return _snapshot(state, _viewer(viewer, state))

    return _answer(work)


def play(move_json: str, viewer: object = None) -> str:
    """Apply one move of the player to act; answers the save and ``viewer``'s view."""

    def work() -> dict[str, Any]:
        global _game
        state = step(_current(), _parse(move_json, "move"))
        _game = state
        return _snapshot(state, _viewer(viewer, state))

    return _answer(work)


def take_back(viewer: object = None) -> str:
    """Undo the player's latest move, as R20 allows."""

    def work() -> dict[str, Any]:
        global _game
        state = undo(_current())
        _game = state
        return _snapshot(state, _viewer(viewer, state))

    return _answer(work)


def look(viewer: object = None) -> str:
    """The open game as ``viewer`` (a seat, or None for the table) may see it."""

    def work() -> dict[str, Any]:
        state = _current()
        return {"view": view(state, _viewer(viewer, state))}

    return _answer(work)


def moves() -> str:
    """The legal moves of the player to act (the view carries them too)."""
    return _answer(lambda: {"moves": legal_moves(_current())})


def score(table_json: str) -> str:
    """The score pad: a table's piles in, the explained score sheet out."""
    return _answer(lambda: {"sheet": score_table_json(load_table(table_json))})


def scene(name: object, step: object) -> str:
    """One step of a guided scene (:mod:`golden_sails.scenes`); it leaves the open game alone."""
    return _answer(lambda: scene_step(name, step))
