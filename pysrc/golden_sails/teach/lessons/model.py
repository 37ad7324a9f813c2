"""What a lesson is: a real game, and the steps a learner taps through.

A lesson (a guided scene) is a game dealt by the rules core, from a seed or
from a chosen order of the deck (``engine.deal``), and a list of steps.  Each
step plays some moves without asking (``before``: the other players' turns,
or rounds the words pass over), then shows the table with the rulebook's words
and the one move the learner is asked to make (``move``; None: words only).
Nothing is staged: every state a step shows is the engine's own, and a move
the rules refuse fails the lessons' tests.

Numbers the words state are the rules core's too: a step lists them as
``checks`` (tests hold scoring to each), and may show the learner's "score
now" (``score``: the categories to show).  The last step gives a "Try it"
target: a score-pad table, or the parameters of a new game's link.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, cast

from ...app.protocol import TryItJson
from ...app.questions import Question
from ...game.engine import GameConfig, GameError, State, deal, new_game, step
from ...game.moves import Move
from ...scoring.sheet_json import TableJson


class SceneError(GameError):
    """A scene or a step that does not exist, or a lesson the deck cannot deal."""


@dataclass(frozen=True)
class Check:
    """A number a step's words state, and where the rules core finds it.

    ``key``: a category (``spells``, ``gems``, ``spices``, ``animals``,
    ``weapons``, ``total``), ``gems_without_shifts``, ``steals:N`` (the VP
    ``seat`` steals from seat N), ``spell:K`` (the VP of the K-th card of
    ``seat``'s Spell pile), or, at final scoring, ``sure`` and ``best`` (the
    deciding player's total for his choices as they stand, whatever the players
    still to decide choose, D18).  It is read on the step's table, or on the table
    after ``instead`` (a move the learner could make in place of the step's),
    or on ``table``, a score-pad table (a rule's own figure).
    """

    vp: int
    key: str
    seat: int = 0
    instead: Move | None = None
    table: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class TryIt:
    """Where a learner goes after a lesson: a score-pad table to change and score,
    or a new game set up as the lesson's (the query of a ``#/new?...`` link)."""

    text: str
    table: Mapping[str, Any] | None = None
    new_game: str | None = None

    def to_json(self) -> TryItJson:
        if self.table is not None:
            # The lessons write their tables as plain dicts (steps.pad); that each is
            # a TableJson is checked by tests/test_protocol.py (the schema, every
            # lesson's every step) and tests/test_lessons.py (the score pad reads it).
            table = cast(TableJson, dict(self.table))
            return {"kind": "scorepad", "text": self.text, "table": table}
        assert self.new_game is not None  # a TryIt goes to the score pad or to a new game
        return {"kind": "new_game", "text": self.text, "query": self.new_game}


@dataclass(frozen=True)
class Beat:
    """One step: the moves played before it, its words, and the move it asks for.

    ``say`` is what the step shows (at most 60 words, to fit a phone with the
    table's buttons); ``more`` what it folds behind "More" (the rest of the
    rulebook's words, or why).  ``teaches``: the rules the step teaches
    (:mod:`.syllabus` ids).  ``question``: the move asked as a question (its
    accepted moves include ``move``, the one the lesson goes on with); None: the
    step names its move.
    """

    say: str
    move: Move | None = None
    before: tuple[Move, ...] = ()
    checks: tuple[Check, ...] = ()
    score: tuple[str, ...] = ()  # categories of the "score now" shown, in booklet order
    try_it: TryIt | None = None
    teaches: tuple[str, ...] = ()
    more: str = ""
    question: Question | None = None

    def __post_init__(self) -> None:
        # A step's question accepts the move the lesson goes on with.
        assert self.question is None or self.move in self.question.accepted


@dataclass(frozen=True)
class Scene:
    """A lesson: a game (``config`` with ``seed``, or with a chosen ``deck`` order and
    Animal ``reference``) and its steps.  ``viewer`` is the seat whose view the
    steps show (None: the table's); ``scored`` the seats whose score is shown."""

    name: str
    title: str
    source: str  # where in the rulebook
    config: GameConfig
    seed: int
    beats: tuple[Beat, ...]
    summary: str = ""
    deck: tuple[int, ...] | None = None
    reference: str | None = None
    viewer: int | None = None
    scored: tuple[int, ...] = (0,)
    uses: tuple[str, ...] = field(default=())  # rules an earlier lesson taught (.syllabus)

    @property
    def teaches(self) -> tuple[str, ...]:
        """The rules its steps teach, in step order."""
        return tuple(rule for beat in self.beats for rule in beat.teaches)

    def start(self) -> State:
        """The game before the first step's moves."""
        if self.deck is None:
            return new_game(self.config, self.seed)
        assert self.reference is not None
        return deal(self.config, self.deck, self.reference, self.seed)

    def moves(self, upto: int) -> list[Move]:
        """Every move played before step ``upto`` (0-based) is shown."""
        out: list[Move] = []
        for beat in self.beats[:upto]:
            out += beat.before
            if beat.move is not None:
                out.append(beat.move)
        if upto < len(self.beats):
            out += self.beats[upto].before
        return out


def scene_state(scene: Scene, upto: int) -> State:
    """The table step ``upto`` (0-based) shows: the scene's moves before it, through ``step``."""
    state = scene.start()
    for move in scene.moves(upto):
        state = step(state, move)
    return state
