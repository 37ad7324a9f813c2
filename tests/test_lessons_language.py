"""The lessons speak the language of the call (issue 19, docs/i18n.md): each is
built and kept once per language, never an English build served to another.

A fake German catalog stands in for the real one: it gives every message back in
«marks», so a word that skipped the catalog shows up bare.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from golden_sails.model.i18n import language
from golden_sails.teach.lessons import LESSONS, get_lesson, lesson_list
from golden_sails.teach.scenes import SceneError, scene_step
from helpers import Marked, german_read_from

# The lessons whose files are marked (tests/test_catalogs.py's MARKED).
MARKED_LESSONS = tuple(LESSONS)


def _marked(text: str) -> bool:
    return text.startswith("«") and text.endswith("»")


@pytest.fixture
def fake_german(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """German gives every message back in «marks» (helpers.german_read_from)."""
    with german_read_from(Marked("«", "»"), monkeypatch):
        yield


@pytest.mark.usefixtures("fake_german")
@pytest.mark.parametrize("name", MARKED_LESSONS)
def test_a_lesson_built_in_english_is_not_served_in_german(name: str) -> None:
    english = get_lesson(name)  # built and kept first, in English
    with language("de"):
        german = get_lesson(name)
    assert not _marked(english.title) and not _marked(english.beats[0].say)
    for text in (german.title, german.source, german.summary):
        assert _marked(text), text
    for beat in german.beats:
        assert _marked(beat.say), beat.say
        assert beat.more == "" or _marked(beat.more), beat.more
        assert beat.try_it is None or _marked(beat.try_it.text), beat.try_it
    # The same game under the words: only the words follow the language.
    assert [b.move for b in german.beats] == [b.move for b in english.beats]
    assert [b.checks for b in german.beats] == [b.checks for b in english.beats]
    assert get_lesson(name) is english  # English still served from its own build


@pytest.mark.usefixtures("fake_german")
def test_the_list_of_lessons_follows_the_language() -> None:
    english = {entry["name"]: entry for entry in lesson_list()}
    with language("de"):
        german = {entry["name"]: entry for entry in lesson_list()}
    assert list(german) == list(english) == list(LESSONS)  # names are codes
    for name in MARKED_LESSONS:
        for key in ("title", "source", "summary"):
            assert _marked(german[name][key]) and german[name][key] == f"«{english[name][key]}»"
        for key in ("steps", "players", "teaches", "first_game"):
            assert german[name][key] == english[name][key]


@pytest.mark.usefixtures("fake_german")
def test_a_steps_score_note_and_try_it_follow_the_language() -> None:
    with language("de"):
        scored = scene_step("spices", 2)["score"]["note"]
        tried = scene_step("gems", 4)["try_it"]["text"]
    # The Good type in the note is the glossary's, in the language too.
    assert scored.startswith("«Shown: «Spices». Each total is the player's VP"), scored
    assert _marked(tried) and tried.startswith("«Try it on the score pad. "), tried
    assert scene_step("spices", 2)["score"]["note"].startswith("Shown: Spices. Each total")


@pytest.mark.usefixtures("fake_german")
@pytest.mark.parametrize(
    ("name", "step", "english"),
    [
        ("chess", 1, "name: 'chess' is not a lesson; the lessons are setup, experts, piles"),
        ("experts", 9, "step: 9 is not a step of this lesson; its steps are 1 to 8"),
    ],
)
def test_a_damaged_scene_links_error_follows_the_language(
    name: str, step: int, english: str
) -> None:
    with language("de"), pytest.raises(SceneError) as err:
        scene_step(name, step)
    assert str(err.value).startswith(f"«{english}")
