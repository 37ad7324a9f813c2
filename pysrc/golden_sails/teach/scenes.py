"""Guided scenes: the lessons' steps, as the page draws them.

A scene is a lesson (golden_sails.teach.lessons): a real game and the steps a
learner taps through, each the engine's own state after the lesson's moves.
The page draws a step with :func:`scene_step`; the learner taps the one move
the step asks for to go on.  The round of Experts (``experts``) was the first.
"""

from __future__ import annotations

from typing import Any, Final

from ..app.screens import describe_move, seat_entries, seat_order, task
from ..game.view import view
from ..model.jsontext import excerpt
from ..model.seats import HUMAN
from .lessons import LESSONS, Beat, Scene, SceneError, scene_state
from .lessons.measure import score_block
from .lessons.play import EXPERTS_ROUND

SCENES: Final = LESSONS

__all__ = [
    "EXPERTS_ROUND",
    "SCENES",
    "Beat",
    "Scene",
    "SceneError",
    "get_scene",
    "scene_state",
    "scene_step",
]


def get_scene(name: object) -> Scene:
    if not isinstance(name, str) or name not in SCENES:
        raise SceneError(f"name: {excerpt(name)} is not a scene (one of {', '.join(SCENES)})")
    return SCENES[name]


def scene_step(name: object, step: object) -> dict[str, Any]:
    """What the page draws for step ``step`` (1-based, as the page and links count).

    The words, the table, and the one move to tap; where the step shows it, the
    learner's score now; at the last step, where to try it.

    The view is the lesson's viewer's (the learner's, or the table's for a
    scene that plays every seat), so a learner sees his own Gems (R8) and
    nothing of the others' he could not see at a real table (R10).  Its
    ``legal_moves`` is the step's move alone, so the only button is the one
    the lesson plays next.
    """
    scene = get_scene(name)
    count = len(scene.beats)
    if isinstance(step, bool) or not isinstance(step, int) or not 1 <= step <= count:
        raise SceneError(f"step: {excerpt(step)} is not a step of this scene (1-{count})")
    beat = scene.beats[step - 1]
    state = scene_state(scene, step - 1)
    shown = view(state, scene.viewer)
    shown["legal_moves"] = [beat.move] if beat.move is not None else []
    out: dict[str, Any] = {
        "moves": [describe_move(shown, m) for m in shown["legal_moves"]],
        "task": task(shown),
        "seats": seat_entries(shown, (HUMAN,) * scene.config.players),
        "seat_order": seat_order(shown),
        "scene": {
            "name": scene.name,
            "title": scene.title,
            "source": scene.source,
            "summary": scene.summary,
            "steps": count,
            "config": scene.config.to_json(),
        },
        "step": step,
        "say": beat.say,
        "more": beat.more,
        "teaches": list(beat.teaches),
        "move": beat.move,
        "view": shown,
    }
    if beat.score:
        out["score"] = score_block(state, scene.scored, beat.score)
    if beat.try_it is not None:
        out["try_it"] = beat.try_it.to_json()
    return out
