"""docs/lessons.md against the lessons: the table of the rulebook's sections, each
with the lesson step that teaches it and the reference section that has it.  (The
docs are not part of the rules core, so this runs on CPython only, not in Pyodide.)"""

from __future__ import annotations

from pathlib import Path

from golden_sails.teach import reference
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
