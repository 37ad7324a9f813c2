"""A study's steps, as the page draws them (``#/study?s=...&step=k``).

A study (golden_sails.teach.study_link) is a game at some of its steps, each
with its author's note and maybe a question.  :func:`study_step` answers what
the page draws for one step:

* the table as the learner's seat sees it at that step: ``view(state, viewer)``,
  so no Gem he could not see there is in the answer (R8), unless the study is
  ``open`` (its author shows every Gem on purpose, and the answer says so);
* the note, its marks read into pieces (golden_sails.teach.study_notes): the
  author's words as written, the rules' names in the page's language;
* the chapters, and where this step is among them;
* on a step that asks a question, every control the table offers, each legal
  move with its verdict (golden_sails.app.questions), judged from the learner's
  own view alone.  "Within N VP of the Hard level's choice" is worked out here,
  on the learner's device: the Hard level's choice from his own view, with the
  dice a computer in his seat would have at that move (golden_sails.app.session
  .hard_choice), so the same link asks the same of every learner; the answers
  accepted are the moves worth at least that move's worth less N (worth: his
  total if the game ended after the move, :func:`golden_sails.app.questions.worths`).
"""

from __future__ import annotations

from functools import lru_cache

from ..app.protocol import NotePiece, SceneQuestion, SceneTry, StudyAnswer, StudyChapter
from ..app.questions import Question, verdicts, worths
from ..app.screens import seat_entries, seat_order, task
from ..app.session import hard_choice
from ..app.view_words import view_words
from ..game.engine import State, legal_moves
from ..game.moves import Move
from ..game.view import view
from ..model.i18n import _
from ..model.jsontext import excerpt
from ..model.seats import HUMAN
from .lessons import LESSONS
from .scenes import judged_tries, wrong_tries
from .study_link import (
    PLACE,
    LessonTable,
    LinkedStudy,
    Study,
    StudyLinkError,
    StudyQuestion,
    read,
)
from .study_link import study_value as _value
from .study_notes import pieces


@lru_cache(maxsize=8)
def linked(text: str) -> LinkedStudy:
    """The study a link's ``s`` text holds (checked), kept: the page asks for its
    steps one by one."""
    return read(text)


def study_step(text: object, at: object) -> StudyAnswer:
    """Step ``at`` (1-based, as the page and its address count) of the study ``text``
    holds (the link, its query or its ``s`` text)."""
    value = _value(text)
    study, states = linked(value)
    steps = study.steps
    if isinstance(at, bool) or not isinstance(at, int) or not 1 <= at <= len(steps):
        raise StudyLinkError(
            # Translators: a damaged link; "step" is the link's parameter: it stays as it is.
            _("step: {value} is not a step of this study; its steps are 1 to {count}").format(
                value=excerpt(at), count=len(steps)
            ),
            "step",
        )
    question = steps[at - 1].question
    accepted = None
    if question is not None:
        accepted = accepted_moves(value, at) if question.within is not None else question.accepted
    return step_answer(study, at, states[steps[at - 1].at], accepted)


def step_answer(
    study: Study, at: int, state: State, accepted: tuple[Move, ...] | None
) -> StudyAnswer:
    """Step ``at`` of ``study`` on its table ``state``; ``accepted``: the moves its
    question accepts (None: it asks none).  Everything but the view shown is read
    from the learner's own view (tests/test_studies.py holds it: a table that
    differs only in what his seat may not see gives the same answer)."""
    shown_step = study.steps[at - 1]
    shown = view(state, study.viewer, reveal=study.open)
    question = shown_step.question
    if question is None:
        shown["legal_moves"] = []  # nothing to tap: the note and the table
    chapters: list[StudyChapter] = []
    first = 1
    for chapter in study.chapters:
        chapters.append({"title": chapter.title, "first": first, "steps": len(chapter.steps)})
        first += len(chapter.steps)
    lesson = study.start.lesson if isinstance(study.start, LessonTable) else None
    out: StudyAnswer = {
        "study": {
            "title": study.title,
            "steps": len(study.steps),
            "chapters": chapters,
            "viewer": study.viewer,
            "open": study.open,
            "config": state.config.to_json(),
            "lesson": lesson,
            "lesson_title": LESSONS[lesson].title if lesson is not None else None,
        },
        "step": at,
        "chapter": max(i for i, c in enumerate(chapters) if c["first"] <= at),
        "at": shown_step.at,
        "note": note_pieces(shown_step.note, at),
        "task": task(shown),
        "seats": seat_entries(shown, (HUMAN,) * state.players),
        "seat_order": seat_order(shown),
        "view": shown,
        "words": view_words(shown),
    }
    if question is not None:
        assert accepted
        out["question"], out["tries"] = _asked(state, question, accepted, study.viewer)
    return out


def note_pieces(note: str, at: int) -> list[NotePiece]:
    """A step's note as the page draws it; a link to a rule this build does not
    know (a later build's) shows its words."""
    return pieces(note, f"{PLACE}.steps[{at - 1}].note", strict=False)


def _asked(
    state: State, question: StudyQuestion, accepted: tuple[Move, ...], viewer: int
) -> tuple[SceneQuestion, list[SceneTry]]:
    """A question's words, and every control of the table: each legal move an
    answer with its verdict, from the learner's own view (even where the study
    shows every Gem); an illegal one with the rules' refusal."""
    own = view(state, viewer)
    tries = wrong_tries(state, own, accepted[0])
    labels = {Move.from_json(t["move"]): t["label"] for t in tries}
    final = state.phase == "scoring"
    asked = Question(
        ask=(
            _("What would you choose here? Tap your choice.")
            if final
            else _("What would you play here? Tap your move on the table.")
        ),
        accepted=accepted,
        hint=question.hint or _default_hint(final),
        why="",
        replies=dict(question.replies),
    )
    out = judged_tries(tries, verdicts(own, asked, None, labels))
    words: SceneQuestion = {"ask": asked.ask, "hint": asked.hint, "why": "", "set_piece": ""}
    return words, out


def _default_hint(final: bool) -> str:
    if final:
        return _(
            "Compare what each choice makes you sure of, whatever the players after you choose."
        )
    return _(
        "Count what each move would bring you now, and what it would leave the players who "
        "take after you."
    )


@lru_cache(maxsize=64)
def accepted_moves(text: str, at: int) -> tuple[Move, ...]:
    """The moves the "within N VP" question of step ``at`` (1-based) of the study
    ``text`` holds accepts (:func:`within`); kept, as the search is the dearest
    part of a step."""
    study, states = linked(text)
    shown_step = study.steps[at - 1]
    question = shown_step.question
    assert question is not None and question.within is not None
    return within(states[shown_step.at], study.viewer, question.within)


def within(state: State, viewer: int, vp: int) -> tuple[Move, ...]:
    """The moves "within ``vp`` VP of the Hard level's choice" accepts: that choice,
    from the learner's own view (``viewer`` is to act), and every legal move worth
    at least its worth less ``vp`` (a move worth more now is not refused: the Hard
    level may give up VP now for more later)."""
    own = view(state, viewer)
    choice = hard_choice(state, own)
    worth = worths(own)
    floor = worth[choice] - vp
    return tuple(move for move in legal_moves(state) if worth[move] >= floor)
