"""Lessons for the whole rulebook: guided scenes, each a real game on the real table.

Each lesson is built when first asked for (a plan of its game, then its
steps) and kept, once per language: its words are written when it is built,
in the language of the call (docs/i18n.md).  :func:`lesson_list` gives the
page that lists them their names, titles, places in the rulebook, step counts
and summaries, in teaching order; :mod:`golden_sails.teach.scenes` draws a
step.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from functools import cache
from typing import Any, Final

from ...model.i18n import current_language, language
from . import animals, final, gems, play, spells, spices, variants, weapons
from .model import Beat, Check, Scene, SceneError, TryIt, scene_state

# Teaching order (tests/test_lessons.py holds each lesson's "uses" to what an
# earlier one teaches): set-up and the round, each Good type, the Spells on
# them, final scoring, the winner, the variants.
BUILDERS: Final[dict[str, Callable[[], Scene]]] = {
    "setup": play.setup,
    "experts": play.experts_round,
    "piles": play.piles,
    "spices": spices.spices,
    "gems": gems.gems,
    "animals-i": animals.reference_i,
    "animals-ii": animals.reference_ii,
    "animals-iii": animals.reference_iii,
    "animals-iv": animals.reference_iv,
    "animals-v": animals.reference_v,
    "weapons": weapons.weapons,
    "spells": spells.spells,
    "spell-powers": spells.spell_powers,
    "spice-pairs": spells.spice_pairs,
    "gem-shifts": gems.gem_shifts,
    "weapon-spells": weapons.weapon_spells,
    "weapons-two": weapons.weapons_two,
    "universal": final.universal,
    "final-order": final.final_order,
    "winner": final.winner,
    "open": variants.open_variant,
    "secretive": variants.secretive_variant,
}


# A short path to a first game: the round (place, then take, the first
# player's swap), the piles and the Experts' return, and the three Good types
# whose scoring shapes most choices.  The app scores the rest at the end and
# explains it; the other lessons wait for after a game or two.
FIRST_GAME: Final = ("experts", "piles", "spices", "gems", "weapons")


def get_lesson(name: str) -> Scene:
    """The lesson ``name``, its words in the current language."""
    return _built(name, current_language())


@cache
def _built(name: str, lang: str) -> Scene:
    # The language is the cache's key: a lesson built in English is never
    # served to a German call (its builder's _() reads the language at build).
    with language(lang):
        scene = BUILDERS[name]()
    assert scene.name == name
    return scene


class Lessons(Mapping[str, Scene]):
    """Every lesson by name, in teaching order, each built when first read (in
    the language of the call that reads it)."""

    def __getitem__(self, name: str) -> Scene:
        if name not in BUILDERS:
            raise KeyError(name)
        return get_lesson(name)

    def __iter__(self) -> Iterator[str]:
        return iter(BUILDERS)

    def __len__(self) -> int:
        return len(BUILDERS)


LESSONS: Final = Lessons()


def lesson_list() -> list[dict[str, Any]]:
    """The lessons for the ``#/learn`` page: what each is and where it comes from,
    and ``first_game``: its place (1-based) on the short path to a first game, or None."""
    return [
        {
            "name": scene.name,
            "title": scene.title,
            "source": scene.source,
            "steps": len(scene.beats),
            "summary": scene.summary,
            "players": scene.config.players,
            "teaches": list(scene.teaches),
            "first_game": FIRST_GAME.index(scene.name) + 1 if scene.name in FIRST_GAME else None,
        }
        for scene in LESSONS.values()
    ]


__all__ = [
    "FIRST_GAME",
    "LESSONS",
    "Beat",
    "Check",
    "Scene",
    "SceneError",
    "TryIt",
    "get_lesson",
    "lesson_list",
    "scene_state",
]
