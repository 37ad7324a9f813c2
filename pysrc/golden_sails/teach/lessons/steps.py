"""From a planned game to a lesson's steps.

A lesson names its steps by the moves they stop at (Andy's take in round 3),
and the words for each; :func:`lesson` cuts the script there: the moves
between two steps are played without asking, the step's own move is the one
the learner taps.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ...app.questions import Question
from ...game.engine import deal, step, table_of
from ...game.moves import Move
from ...model.i18n import _
from ..examples import example_by_key
from .model import Beat, Check, Scene, TryIt
from .plan import Script

END = None  # a step after every move of the script
NAMES = ("Andy", "Bob", "Cathy", "Dora")  # the lessons' players, the same in every language


def pad(reference: str, *piles: dict[str, Any], first: int = 0) -> dict[str, Any]:
    """A score-pad table (shared/spec/score-json.md): the players' piles, Andy's first."""
    players = [{"name": NAMES[i], **p} for i, p in enumerate(piles)]
    if len(players) < 2:
        players.append({"name": NAMES[1]})
    return {"animal_reference": reference, "first_player": first, "players": players}


def pad_of(script: Script) -> dict[str, Any]:
    """The score-pad table (shared/spec/score-json.md) of a script's game at its end."""
    state = deal(script.config, script.deck, script.reference, 0)
    for move in script.moves:
        state = step(state, move)
    table = state.scoring.table if state.scoring is not None else table_of(state)
    return {
        "animal_reference": table.animal_reference,
        "first_player": table.first_player,
        "players": [
            {
                "name": name,
                "spices": list(piles.spices),
                "gems": list(piles.gems),
                "animals": list(piles.animals),
                "weapons": [w.to_json() for w in piles.weapons],
                "spells": [spell.to_json() for spell in piles.spells],
            }
            for name, piles in zip(table.names, table.piles, strict=True)
        ],
    }


def try_example(key: str) -> TryIt:
    """Try one of the rulebook's examples on the score pad, in its own words."""
    found = example_by_key(key)
    # Translators: {example} is the rulebook's example, a sentence or more with its own
    # capital, so the invitation is a sentence before it, not a colon.
    text = _("Try it on the score pad. {example}").format(example=_(found.text))
    return TryIt(text, table=found.table)


@dataclass(frozen=True)
class Ask:
    """A step's move asked as a question (golden_sails.app.questions.Question): its
    words, naming no answer; the hint; why the answer is right.  The step's own
    move is always accepted; ``also`` accepts others (the lesson goes on with the
    step's); ``replies`` are written for particular moves; ``set_piece`` says why
    an accepted move is worth less now than another on the table."""

    ask: str
    hint: str
    why: str
    also: tuple[Move, ...] = ()
    replies: Mapping[Move, str] = field(default_factory=dict)
    set_piece: str = ""

    def question(self, line: Move) -> Question:
        return Question(
            self.ask, (line, *self.also), self.hint, self.why, self.replies, self.set_piece
        )


@dataclass(frozen=True)
class Step:
    """A step of a lesson: its words, where it stops (a mark of the script, a move's
    index, or ``END``), and whether the learner plays the move there."""

    say: str
    at: tuple[int, str, int] | int | None
    act: bool = True
    checks: tuple[Check, ...] = ()
    score: tuple[str, ...] = ()
    try_it: TryIt | None = None
    teaches: tuple[str, ...] = ()
    more: str = ""
    ask: Ask | None = None


def lesson(
    script: Script,
    steps: tuple[Step, ...],
    *,
    name: str,
    title: str,
    source: str,
    summary: str,
    uses: tuple[str, ...],
    viewer: int | None = 0,
    scored: tuple[int, ...] = (0,),
) -> Scene:
    """The lesson of ``script`` cut at ``steps``; its words (``title``, ``source``,
    ``summary``, the steps') already in the language it is built in."""
    beats = []
    done = 0
    for s in steps:
        if s.at is None:
            index = len(script.moves)
        elif isinstance(s.at, int):
            index = s.at
        else:
            index = script.at(*s.at)
        assert index >= done, (name, s.say[:30])
        move = script.moves[index] if s.act else None
        assert s.ask is None or move is not None, (name, s.say[:30])  # a question asks a move
        beats.append(
            Beat(
                s.say,
                move,
                tuple(script.moves[done:index]),
                s.checks,
                s.score,
                s.try_it,
                s.teaches,
                s.more,
                s.ask.question(move) if s.ask is not None and move is not None else None,
            )
        )
        done = index + 1 if s.act else index
    return Scene(
        name=name,
        title=title,
        source=source,
        config=script.config,
        seed=0,
        beats=tuple(beats),
        summary=summary,
        deck=script.deck,
        reference=script.reference,
        viewer=viewer,
        scored=scored,
        uses=uses,
    )
