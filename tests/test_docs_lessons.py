"""docs/lessons.md against the lessons: the table of the rulebook's sections, each
with the lesson step that teaches it and the reference section that has it.  (The
docs are not part of the rules core, so this runs on CPython only, not in Pyodide.)"""

from __future__ import annotations

from pathlib import Path

from golden_sails.app.questions import worths
from golden_sails.game.view import view
from golden_sails.teach import reference
from golden_sails.teach.lessons import LESSONS, scene_state
from golden_sails.teach.lessons.syllabus import coverage
from test_lessons import taught_where

DOCS = Path(__file__).parent.parent / "docs" / "lessons.md"


def test_docs_map_every_section_of_the_rulebook_to_a_lesson_step_and_the_reference() -> None:
    """docs/lessons.md carries the syllabus's table: each rule in the rulebook's order,
    its section, the lesson step that teaches it and the reference section."""
    docs = DOCS.read_text("utf-8")
    rows = coverage(taught_where())
    ids = {s["id"] for s in reference.sections()}
    for section, what, taught_at, where in rows:
        assert where in ids, where
        assert f"| {section} | {what} | {taught_at} | {where} |" in docs, (section, what)


def documented_worth_less() -> set[tuple[str, int]]:
    """The rows of docs/lessons.md's "Moves worth less now, and why": (lesson, step)."""
    text = DOCS.read_text("utf-8").split("### Moves worth less now, and why", 1)[1]
    table = text.split("\n\n")[2]  # the words, the table's reason, then the table
    rows = [line for line in table.splitlines() if line.startswith("| ") and "---" not in line]
    out = set()
    for row in rows[1:]:  # past the head
        name, step = row.split("|")[1].split()
        out.add((name, int(step)))
    return out


def test_a_step_that_names_a_move_worth_less_now_is_listed_with_why() -> None:
    """A step without a question whose move is worth less now (the rules core's
    worth, from the learner's view) than another on the table is in the docs'
    table, which says why; and every row of the table is such a step."""
    found = set()
    for name, scene in LESSONS.items():
        for k, beat in enumerate(scene.beats):
            if beat.move is None or beat.question is not None:
                continue
            state = scene_state(scene, k)
            worth = worths(view(state, state.to_act))
            if worth[beat.move] < max(worth.values()):
                found.add((name, k + 1))
    assert found == documented_worth_less()

