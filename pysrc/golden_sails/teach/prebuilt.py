"""What the page shows that never changes, as the build writes it.

The rules reference, every step of every lesson and the rulebook's scoring
examples depend on nothing a player does, so the build renders them once, with
this very rules core on CPython, and the page shows them at once without
waiting for Python to start in the browser (buildtools/content.py writes
them into the site).  Each part is exactly the bridge's answer for it, less
``ok``, so the page draws it with the same code:

- ``lessons``: :func:`golden_sails.teach.lessons.lesson_list` (the bridge's ``lessons``);
- ``scenes``: for each lesson, the list of its steps, step k being
  :func:`golden_sails.teach.scenes.scene_step` (name, k) (the bridge's ``scene``);
- ``rules``: the bridge's ``rules`` answer (the reference, its examples scored);
- ``examples``: the bridge's ``examples`` answer (the score pad's list).

All of it is in the current language (golden_sails.model.i18n): the build
renders it once per language, :func:`prebuilt_all`, or a caller sets one with
``with language(lang): prebuilt()``.

Tests compare a fresh call with what the build wrote, and, inside Pyodide,
steps computed there with those computed on CPython.
"""

from __future__ import annotations

from typing import Any

from ..app.protocol import SceneAnswer
from ..model.i18n import LANGUAGES, language
from . import reference
from .examples import examples_json
from .lessons import lesson_list
from .scenes import scene_step


def scene_steps(name: str, steps: int) -> list[SceneAnswer]:
    """Every step of one lesson, as the bridge's ``scene`` answers them (1 to steps)."""
    return [scene_step(name, step) for step in range(1, steps + 1)]


def prebuilt() -> dict[str, Any]:
    """The static content of the page in the current language:
    ``{lessons, scenes, rules, examples}``."""
    lessons = lesson_list()
    return {
        "lessons": lessons,
        "scenes": {
            lesson["name"]: scene_steps(lesson["name"], lesson["steps"]) for lesson in lessons
        },
        "rules": {"sections": reference.sections()},
        "examples": {"examples": examples_json()},
    }


def prebuilt_all() -> dict[str, dict[str, Any]]:
    """:func:`prebuilt` in each language of the game: ``{lang: prebuilt}``."""
    out = {}
    for lang in LANGUAGES:
        with language(lang):
            out[lang] = prebuilt()
    return out
