"""Guided scenes: the lessons' steps, as the page draws them.

A scene is a lesson (golden_sails.teach.lessons): a real game and the steps a
learner taps through, each the engine's own state after the lesson's moves.
The page draws a step with :func:`scene_step`; the learner makes the move the
step asks for, on the table, to go on.  Every other control the table offers
there (each Area of each card, each Take) is tappable too, and says why it is
not this step's move: the rules' own refusal where the move is illegal, or the
move the step asks for where it is legal but another.  The round of Experts
(``experts``) was the first.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, cast

from ..app.protocol import SceneAnswer, SceneTry, Verdict
from ..app.questions import Question, verdicts
from ..app.screens import describe_move, seat_entries, seat_order, task
from ..app.view_words import view_words
from ..game.engine import MoveError, State, legal_moves, step
from ..game.moves import Move, assign, take
from ..game.seen import View
from ..game.view import view
from ..model.cards import EXPERTS
from ..model.i18n import _
from ..model.jsontext import excerpt
from ..model.seats import HUMAN
from .lessons import LESSONS, Beat, Scene, SceneError, scene_state
from .lessons.measure import score_block

SCENES: Final = LESSONS

__all__ = [
    "SCENES",
    "Beat",
    "Scene",
    "SceneError",
    "answered_tries",
    "get_scene",
    "scene_state",
    "scene_step",
    "wrong_tries",
]


def get_scene(name: object) -> Scene:
    if not isinstance(name, str) or name not in SCENES:
        raise SceneError(
            # Translators: a damaged link; "name" is the link's parameter and the
            # lessons' names are codes: both stay as they are.
            # {names} lists the lessons' codes.
            _("name: {value} is not a lesson; the lessons are {names}").format(
                value=excerpt(name), names=", ".join(SCENES)
            )
        )
    return SCENES[name]


def scene_step(name: object, step: object) -> SceneAnswer:
    """What the page draws for step ``step`` (1-based, as the page and links count).

    The words, the table, and the one move to tap; where the step shows it, the
    learner's score now; at the last step, where to try it.

    ``tries``, on a step that asks a move: every control the table offers for
    it (:func:`wrong_tries`), each with why it is not the move asked, the asked
    move's ``wrong`` None.  On a step that asks a question (``question``: its
    words, hint and why), every legal control is an answer, with its verdict
    (:func:`answered_tries`).

    The view is the lesson's viewer's (the learner's, or the table's for a
    scene that plays every seat), so a learner sees his own Gems (R8) and
    nothing of the others' he could not see at a real table (R10).  Its
    ``legal_moves`` is the step's move alone, so the only button is the one
    the lesson plays next; on a question's step, every legal move.
    """
    scene = get_scene(name)
    count = len(scene.beats)
    if isinstance(step, bool) or not isinstance(step, int) or not 1 <= step <= count:
        raise SceneError(
            # Translators: a damaged link; "step" is the link's parameter: it stays as it is.
            _("step: {value} is not a step of this lesson; its steps are 1 to {count}").format(
                value=excerpt(step), count=count
            ),
            "step",
        )
    beat = scene.beats[step - 1]
    state = scene_state(scene, step - 1)
    shown = view(state, scene.viewer)
    # A question's step offers every legal move as an answer; another step, its one move.
    asked = legal_moves(state) if beat.question is not None else [beat.move] if beat.move else []
    shown["legal_moves"] = [move.to_json() for move in asked]
    out: SceneAnswer = {
        "moves": [describe_move(shown, beat.move)] if beat.move is not None else [],
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
        "move": beat.move.to_json() if beat.move is not None else None,
        "view": shown,
        "words": view_words(shown),
    }
    if beat.move is not None:
        out["tries"] = wrong_tries(state, shown, beat.move)
    if beat.question is not None and beat.move is not None:
        question = beat.question
        out["question"] = {
            "ask": question.ask,
            "hint": question.hint,
            "why": question.why,
            "set_piece": question.set_piece,
        }
        out["tries"] = answered_tries(state, shown, out["tries"], question, beat.move)
    if beat.score:
        out["score"] = score_block(state, scene.scored, beat.score)
    if beat.try_it is not None:
        out["try_it"] = beat.try_it.to_json()
    return out


def answered_tries(
    state: State, shown: View, tries: list[SceneTry], question: Question, line: Move
) -> list[SceneTry]:
    """A question's step: every legal control is an answer (``wrong`` None), with its
    verdict from the deciding player's own view (golden_sails.app.questions; in a
    lesson that shows the table's view, the learner plays that player); an illegal
    one keeps the rules' refusal."""
    labels = {Move.from_json(t["move"]): t["label"] for t in tries}
    return judged_tries(tries, verdicts(view(state, state.to_act), question, line, labels))


def judged_tries(tries: list[SceneTry], judged: Mapping[Move, Verdict]) -> list[SceneTry]:
    """Each tapped move a question judged carries its verdict in place of the
    rules' refusal (a lesson's step and a study's alike); the others as they were."""
    out: list[SceneTry] = []
    for tried in tries:
        move = Move.from_json(tried["move"])
        if move in judged:
            answer = tried.copy()
            answer["wrong"] = None
            answer["verdict"] = judged[move]
            out.append(answer)
        else:
            out.append(tried)
    return out


def _candidates(state: State) -> list[Move]:
    """What a learner may tap on the table: every Area of every card while
    Experts are put down, every Take (and, on the last card, every swap) while
    Goods are taken, every final choice; legal or not, as the page draws them."""
    if state.phase == "assign":
        return [
            assign(slot, expert)
            for slot, card in enumerate(state.market)
            if card is not None
            for expert in EXPERTS
        ]
    if state.phase == "take":
        slots = [slot for slot, card in enumerate(state.market) if card is not None]
        out = [take(slot) for slot in slots]
        if len(slots) == 1 and state.to_act == state.first:
            # R5: the first player's last card offers a swap on each other Area.
            on_card = state.experts[slots[0]]
            assert on_card is not None
            out += [take(slots[0], expert) for e, expert in enumerate(EXPERTS) if e != on_card[1]]
        return out
    return legal_moves(state)


def wrong_tries(state: State, shown: View, asked: Move) -> list[SceneTry]:
    """Each control a step's table offers, described as a move's button, with
    ``wrong``: why tapping it is not the step's move (None for the asked move).

    An illegal move's reason is the engine's own refusal (step() refuses it);
    a legal one names the move the step asks for instead.
    """
    asked_label = describe_move(shown, asked)["label"]
    candidates = _candidates(state)
    if state.config.variant == "secretive" and shown["viewer"] != state.to_act:
        # R10 (secretive): another's Experts in hand are hidden; a refusal such as
        # "has no Cook left" would tell them, so only his legal moves are offered.
        candidates = legal_moves(state)
    out: list[SceneTry] = []
    for move in candidates:
        if move == asked:
            out.append(_try(shown, asked, None))
            continue
        try:
            step(state, move)
        except MoveError as err:
            # Translators: {why} is the rules' refusal, a sentence of its own with its
            # capital, so the refusal is a sentence before it, not a colon.
            why = _("Not allowed. {why}").format(why=err.said)
        else:
            # Translators: {move} is the asked move's button label.
            why = _("The rules allow it, but this step asks for another move: {move}.").format(
                move=asked_label
            )
        out.append(_try(shown, move, why))
    return out


def _try(shown: View, move: Move, wrong: str | None) -> SceneTry:
    words = describe_move(shown, move)
    tried = cast(SceneTry, words)  # the move's words, and what makes them a try:
    tried["move"] = move.to_json()
    tried["wrong"] = wrong
    return tried
