"""Lessons that ask, then explain: a step whose point is a choice asks it as a
question, every legal move an answer with its verdict from the learner's own
view (golden_sails.app.questions), and no accepted answer worth less now than
another move on the table unless the step says why (its set piece)."""

from __future__ import annotations

import re

import pytest

from golden_sails.app.questions import Question, verdicts, worths
from golden_sails.game.engine import legal_moves
from golden_sails.game.moves import Move
from golden_sails.game.view import view
from golden_sails.teach.lessons import LESSONS, scene_state
from golden_sails.teach.scenes import scene_step

NAMES = list(LESSONS)
CONFIRM = Move("confirm")


def questions() -> list[tuple[str, int]]:
    """Every (lesson, step) that asks a question, step 1-based."""
    return [
        (name, k + 1)
        for name, scene in LESSONS.items()
        for k, beat in enumerate(scene.beats)
        if beat.question is not None
    ]


def test_the_lessons_ask_at_least_25_questions() -> None:
    assert len(questions()) >= 25


@pytest.mark.parametrize("name", NAMES)
def test_each_lesson_that_has_a_choice_to_make_asks_one(name: str) -> None:
    """A lesson with a step where the learner has more than one move to choose from
    asks at least one of its choices as a question."""
    scene = LESSONS[name]
    choices = [
        k
        for k, beat in enumerate(scene.beats)
        if beat.move is not None and len(legal_moves(scene_state(scene, k))) > 1
    ]
    if choices:
        assert any(beat.question is not None for beat in scene.beats), name


@pytest.mark.parametrize(("name", "step"), questions())
def test_no_accepted_answer_is_worth_less_than_another_move_unless_the_step_says_why(
    name: str, step: int
) -> None:
    """Each accepted answer, scored by the rules core from the learner's own view
    (his total if the game ended now; at final scoring, what he is sure of), is
    worth as much as the best move on the table, or the step's set piece says why
    not.  A move the question refuses that is worth as much as an accepted one gets
    a reply written for it (the computed one would call it worse)."""
    scene = LESSONS[name]
    beat = scene.beats[step - 1]
    question = beat.question
    assert question is not None and beat.move in question.accepted
    state = scene_state(scene, step - 1)
    worth = worths(view(state, state.to_act))
    best = max(worth.values())
    least = min(worth[m] for m in question.accepted)
    if least < best:
        assert question.set_piece, (name, step, least, best)
    else:
        assert not question.set_piece, (name, step)
    for move, vp in worth.items():
        if move not in question.accepted and vp >= least:
            assert move in question.replies, (name, step, move, vp)
    assert set(question.replies) <= set(worth), (name, step)


@pytest.mark.parametrize(("name", "step"), questions())
def test_a_question_names_no_answer_and_its_step_no_move(name: str, step: int) -> None:
    """The question's words and the step's end in no instruction: the learner decides."""
    answer = scene_step(name, step)
    question = answer["question"]
    assert question["ask"].endswith("?") and question["hint"] and question["why"]
    for text in (answer["say"], question["ask"]):
        assert not re.search(r"\bcard \d\b", text), (name, step, text)
        assert not re.search(r"\b(takes|take) it\b|\bTake the\b", text), (name, step, text)
    # The page is not told which move to tap: no "tap the move" line, every legal
    # move an answer.
    assert all(t["wrong"] is None for t in answer["tries"] if "verdict" in t)


@pytest.mark.parametrize(("name", "step"), questions())
def test_each_answers_verdict_is_the_rules_cores(name: str, step: int) -> None:
    """The page only shows the verdicts: each is computed from the deciding player's
    view; the move the lesson goes on with says why, another accepted one that the
    lesson goes on with that move, a refused one what it gives against the best."""
    scene = LESSONS[name]
    beat = scene.beats[step - 1]
    assert beat.question is not None and beat.move is not None
    state = scene_state(scene, step - 1)
    worth = worths(view(state, state.to_act))
    answer = scene_step(name, step)
    line_label = next(t["label"] for t in answer["tries"] if Move.from_json(t["move"]) == beat.move)
    judged = {Move.from_json(t["move"]): t["verdict"] for t in answer["tries"] if "verdict" in t}
    assert set(judged) == set(legal_moves(state))
    for move, verdict in judged.items():
        assert verdict["vp"] == worth[move]
        assert verdict["correct"] == (move in beat.question.accepted)
        if move == beat.move:
            assert verdict["reply"] == beat.question.why
        elif move in beat.question.replies:
            assert verdict["reply"] == beat.question.replies[move]
        elif verdict["correct"]:
            assert verdict["reply"].startswith("Right too") and line_label in verdict["reply"]
        else:
            assert "best" in verdict["reply"]


def test_a_question_must_accept_the_move_the_lesson_goes_on_with() -> None:
    scene = LESSONS["gems"]
    k = next(k for k, b in enumerate(scene.beats) if b.question is not None)
    state = scene_state(scene, k)
    seen = view(state, state.to_act)
    legal = legal_moves(state)
    line, other = legal[0], legal[1]
    question = Question("Which card?", (line,), "a hint", "why")
    labels = {m: str(m) for m in legal}
    with pytest.raises(ValueError, match="is not accepted"):
        verdicts(seen, question, other, labels)
    with pytest.raises(ValueError, match="not legal here"):
        verdicts(seen, Question("Which card?", (CONFIRM,), "h", "w"), CONFIRM, labels)
    with pytest.raises(ValueError, match="a reply for a move not legal here"):
        verdicts(seen, Question("?", (line,), "h", "w", {CONFIRM: "no"}), line, labels)
    with pytest.raises(ValueError, match="at least one"):
        Question("Which card?", (), "h", "w")


def test_the_card_a_question_asks_for_is_not_always_card_1() -> None:
    """A learner who always taps card 1 does not pass: of the questions that ask
    which card to take with more than one card on the table, at least three in
    four have their answer elsewhere (plan's ``places``)."""
    lines = []
    for name, step in questions():
        scene = LESSONS[name]
        beat = scene.beats[step - 1]
        state = scene_state(scene, step - 1)
        cards = [c for c in state.market if c is not None]
        if beat.move is not None and beat.move.type == "take" and len(cards) > 1:
            lines.append(beat.move.card)
    assert len(lines) >= 15
    assert sum(card != 0 for card in lines) * 4 >= len(lines) * 3, lines
