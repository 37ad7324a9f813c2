"""A study as JSON: what the author's screen writes, and the bridge's ``study_link`` reads.

The same study as golden_sails.teach.study_link's, read strictly (exact keys;
1, 1.0 and true are three values), each fault named from ``study``::

    {"title": "...",
     "start": {"replay": "<a replay link, or its g text>"}
            | {"game": {"config": {...}, "seed": 42}}
            | {"lesson": "gems", "step": 3},
     "moves": [<move>, ...],        # from the start; a replay's: its game's, if left out
     "viewer": 0,                   # the learner's seat
     "open": false,                 # the author shows every Gem (left out: false)
     "chapters": [{"title": "...", "steps": [
         {"at": 5, "note": "...",   # the table after 5 of the moves; the note's marks
          "question": {"accepted": [<move>, ...]} or {"within": 2},
                      # and "hint": "...", "replies": [{"move": <move>, "text": "..."}]
         }]}]}

A move is the JSON the view's ``legal_moves`` hold (golden_sails.game.moves).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..app.replay_link import decode as decode_replay
from ..app.replay_link import link_value
from ..game.engine import GameConfig
from ..game.moves import Move
from ..model.errors import InputError
from ..model.i18n import _
from ..model.jsontext import excerpt, fault, type_name, whole
from .lessons import LESSONS
from .study_link import (
    Chapter,
    LessonTable,
    SeededGame,
    Start,
    Study,
    StudyLinkError,
    StudyQuestion,
    StudyStep,
    encode,
)

ROOT = "study"


def from_replay(text: object) -> tuple[SeededGame, tuple[Move, ...]]:
    """A finished game's replay link (or its ``g`` text) as a study's start and moves."""
    state = decode_replay(link_value(text)).state
    return SeededGame(state.config, state.seed), tuple(r.move for r in state.moves())


def study_link(obj: object) -> str:
    """The ``s`` text of the study ``obj`` (JSON as above) holds; every fault named."""
    return encode(from_json(obj))


def from_json(obj: object, root: str = ROOT) -> Study:
    doc = _object(obj, root, {"title", "start", "moves", "viewer", "open", "chapters"})
    start, moves = _start(_key(doc, "start", root), root)
    if "moves" in doc:
        moves = tuple(
            _move(m, f"{root}.moves[{k}]")
            for k, m in enumerate(_list(doc["moves"], f"{root}.moves"))
        )
    elif "replay" not in doc["start"]:  # a replay's moves are its game's
        raise StudyLinkError(_("{where}: missing").format(where=f"{root}.moves"))
    shown_open = doc.get("open", False)
    if not isinstance(shown_open, bool):
        raise StudyLinkError(
            _("{where}: expected true or false, got {type}").format(
                where=f"{root}.open", type=type_name(shown_open)
            )
        )
    chapters = tuple(
        _chapter(c, f"{root}.chapters[{i}]")
        for i, c in enumerate(_list(_key(doc, "chapters", root), f"{root}.chapters"))
    )
    return Study(
        _str(_key(doc, "title", root), f"{root}.title"),
        start,
        moves,
        _int(_key(doc, "viewer", root), f"{root}.viewer"),
        chapters,
        shown_open,
    )


def _start(obj: object, root: str) -> tuple[Start, tuple[Move, ...]]:
    where = f"{root}.start"
    doc = _object(obj, where, {"replay", "game", "lesson", "step"})
    if "replay" in doc and len(doc) == 1:
        try:
            return from_replay(doc["replay"])
        except InputError as err:
            raise StudyLinkError(fault(f"{where}.replay", str(err))) from None
    if "game" in doc and len(doc) == 1:
        game = _object(doc["game"], f"{where}.game", {"config", "seed"})
        config = GameConfig.from_json(_key(game, "config", f"{where}.game"), f"{where}.game.config")
        seed = _int(_key(game, "seed", f"{where}.game"), f"{where}.game.seed")
        if not 0 <= seed < 2**63:
            raise StudyLinkError(
                _("{where}: {value} is not a seed from 0 to 2^63-1").format(
                    where=f"{where}.game.seed", value=excerpt(seed)
                )
            )
        return SeededGame(config, seed), ()
    if "lesson" in doc and set(doc) == {"lesson", "step"}:
        name = _str(doc["lesson"], f"{where}.lesson")
        if name not in LESSONS:
            raise StudyLinkError(
                _("{where}: {value} is not a lesson of this app").format(
                    where=f"{where}.lesson", value=excerpt(name)
                )
            )
        at = _int(doc["step"], f"{where}.step")
        steps = len(LESSONS[name].beats)
        if not 1 <= at <= steps:
            raise StudyLinkError(
                # Translators: {name} is the lesson's code as a link names it ("experts"), kept as
                # it is; {count} its number of steps.
                _("{where}: {value} is not a step of the lesson {name} (1 to {count})").format(
                    where=f"{where}.step", value=excerpt(at), name=name, count=steps
                )
            )
        return LessonTable(name, at), ()
    raise StudyLinkError(
        # Translators: replay, game, lesson and step are keys of the JSON, kept as they are.
        _("{where}: expected replay, game, or lesson with step").format(where=where)
    )


def _chapter(obj: object, where: str) -> Chapter:
    doc = _object(obj, where, {"title", "steps"})
    steps = _list(_key(doc, "steps", where), f"{where}.steps")
    return Chapter(
        _str(_key(doc, "title", where), f"{where}.title"),
        tuple(_step(s, f"{where}.steps[{j}]") for j, s in enumerate(steps)),
    )


def _step(obj: object, where: str) -> StudyStep:
    doc = _object(obj, where, {"at", "note", "question"})
    question = doc.get("question")
    return StudyStep(
        _int(_key(doc, "at", where), f"{where}.at"),
        _str(doc.get("note", ""), f"{where}.note"),
        None if question is None else _question(question, f"{where}.question"),
    )


def _question(obj: object, where: str) -> StudyQuestion:
    doc = _object(obj, where, {"accepted", "within", "hint", "replies"})
    accepted = tuple(
        _move(m, f"{where}.accepted[{k}]")
        for k, m in enumerate(_list(doc.get("accepted", []), f"{where}.accepted"))
    )
    within = doc.get("within")
    replies = []
    for k, item in enumerate(_list(doc.get("replies", []), f"{where}.replies")):
        reply = _object(item, f"{where}.replies[{k}]", {"move", "text"})
        replies.append((
            _move(_key(reply, "move", f"{where}.replies[{k}]"), f"{where}.replies[{k}].move"),
            _str(_key(reply, "text", f"{where}.replies[{k}]"), f"{where}.replies[{k}].text"),
        ))  # fmt: skip
    return StudyQuestion(
        accepted,
        None if within is None else _int(within, f"{where}.within"),
        _str(doc.get("hint", ""), f"{where}.hint"),
        tuple(replies),
    )


def to_json(study: Study) -> dict[str, Any]:
    """The study as JSON that :func:`from_json` reads back to the same study."""
    start = study.start
    begin: dict[str, Any] = (
        {"game": {"config": start.config.to_json(), "seed": start.seed}}
        if isinstance(start, SeededGame)
        else {"lesson": start.lesson, "step": start.step}
    )
    return {
        "title": study.title,
        "start": begin,
        "moves": [m.to_json() for m in study.moves],
        "viewer": study.viewer,
        "open": study.open,
        "chapters": [
            {"title": c.title, "steps": [_step_json(s) for s in c.steps]} for c in study.chapters
        ],
    }


def _step_json(shown: StudyStep) -> dict[str, Any]:
    out: dict[str, Any] = {"at": shown.at, "note": shown.note}
    q = shown.question
    if q is not None:
        asked: dict[str, Any] = (
            {"within": q.within}
            if q.within is not None
            else {"accepted": [m.to_json() for m in q.accepted]}
        )
        asked["hint"] = q.hint
        asked["replies"] = [{"move": m.to_json(), "text": text} for m, text in q.replies]
        out["question"] = asked
    return out


# --- JSON values, read strictly ---------------------------------------------------


def _object(value: object, where: str, known: set[str]) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise StudyLinkError(
            _("{where}: expected an object, got {type}").format(where=where, type=type_name(value))
        )
    for key in value:
        if key not in known:
            raise StudyLinkError(
                _("{where}: unknown key {key}").format(where=where, key=excerpt(key))
            )
    return value


def _key(doc: Mapping[str, Any], key: str, where: str) -> object:
    if key not in doc:
        raise StudyLinkError(_("{where}: missing").format(where=f"{where}.{key}"))
    return doc[key]


def _list(value: object, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise StudyLinkError(
            _("{where}: expected a list, got {type}").format(where=where, type=type_name(value))
        )
    return value


def _str(value: object, where: str) -> str:
    if not isinstance(value, str):
        raise StudyLinkError(
            _("{where}: expected a text, got {type}").format(where=where, type=type_name(value))
        )
    return value


def _int(value: object, where: str) -> int:
    if not whole(value):
        raise StudyLinkError(
            _("{where}: expected a whole number, got {type}").format(
                where=where, type=type_name(value)
            )
        )
    assert isinstance(value, int)
    return value


def _move(value: object, where: str) -> Move:
    try:
        return Move.from_json(value)
    except ValueError as err:
        raise StudyLinkError(fault(where, str(err))) from None
