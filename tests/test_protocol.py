"""The seat's answer holds its written contract (issue 33, docs/protocol.schema.json).

Every answer the bridge gives in whole games (2, 3 and 4 players, people and
computers, in English and German), in every step of every lesson and of a
replay, and in the calls about a moment (sheet_now, area_note) and the faults,
is checked against the JSON Schema generated from the TypedDicts of
golden_sails.app.protocol and golden_sails.game.seen; and the schema file is
what those declarations give today.  The view holds facts in no language: a
German game's views are the English game's, answer by answer.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

from buildtools.protocol_schema import SCHEMA, render, schema
from golden_sails import bridge
from golden_sails.app import saves
from golden_sails.teach.lessons import LESSONS
from helpers import game, play_random
from phone_table import Table

DOCUMENT: dict[str, Any] = json.loads(SCHEMA.read_text(encoding="utf-8"))
NAMES = ("Ann", "Ben", "Cat", "Dan")
LANGUAGES = ("en", "de")


@cache
def validator(name: str) -> Draft202012Validator:
    """A validator of one answer of the schema's ``$defs`` (its faults named precisely)."""
    return Draft202012Validator({"$ref": f"#/$defs/{name}", "$defs": DOCUMENT["$defs"]})


def holds(answer: dict[str, Any], name: str) -> None:
    """``answer`` is a ``name`` of the schema, else the first fault with its path."""
    fault = best_match(validator(name).iter_errors(answer))
    assert fault is None, f"{name} at {'/'.join(map(str, fault.absolute_path))}: {fault.message}"


# --- The file and the declarations ------------------------------------------------


def test_the_schema_file_is_what_the_declarations_give() -> None:
    assert SCHEMA.read_text(encoding="utf-8") == render(schema()), (
        "docs/protocol.schema.json is out of date: run `python3 build.py protocol`"
    )


def test_the_schema_is_a_valid_2020_12_schema_naming_the_protocol() -> None:
    Draft202012Validator.check_schema(DOCUMENT)
    from golden_sails.app.protocol import PROTOCOL

    assert DOCUMENT["x-protocol"] == PROTOCOL and "$id" not in DOCUMENT
    named = [answer["$ref"].rsplit("/", 1)[1] for answer in DOCUMENT["oneOf"]]
    assert named == [
        "GameAnswer", "SceneCallAnswer", "ReplayCallAnswer", "StudyCallAnswer", "SheetNowAnswer",
        "AreaNoteAnswer", "AuthorCallAnswer",
        "SeatAnswerCallAnswer", "SeatMessageAnswer", "SeatKindAnswer", "Fault",
    ]  # fmt: skip
    messages = {side: [ref["$ref"].rsplit("/", 1)[1] for ref in refs]
                for side, refs in DOCUMENT["x-messages"].items()}  # fmt: skip
    assert messages == {
        "guest": ["GuestHello", "GuestMove", "GuestUndo", "GuestAsk"],
        "host": ["HostAnswer", "HostRefused", "HostSaid", "HostSeat"],
    }
    # Every object of the protocol says all its keys: none left open but the save.
    for name, part in DOCUMENT["$defs"].items():
        assert part["additionalProperties"] is False, name
    assert DOCUMENT["$defs"]["GameAnswer"]["properties"]["save"] == {
        "type": "object", "additionalProperties": {}
    }  # fmt: skip


def test_the_schema_refuses_what_the_declarations_do_not_allow() -> None:
    """The schema is no rubber stamp: a key too many, a wrong value of an enum, a
    key missing, each is refused with its place."""
    answer = json.loads(bridge.start(json.dumps({"names": ["Ann", "Ben"]}), 3))
    holds(answer, "GameAnswer")
    wrong: list[Callable[[dict[str, Any]], None]] = [
        lambda a: a["view"].update(secret=1),
        lambda a: a["view"].update(phase="lunch"),
        lambda a: a["screen"].pop("title"),
        lambda a: a["view"]["players"][0]["piles"]["gems"].append({"gem": "five"}),
        lambda a: a.update(ok=False),
    ]
    for change in wrong:
        broken = json.loads(json.dumps(answer))
        change(broken)
        assert not validator("GameAnswer").is_valid(broken)
        assert not Draft202012Validator(DOCUMENT).is_valid(broken)


# --- Whole games through the bridge ------------------------------------------------


Answers = list[tuple[str, dict[str, Any]]]


def _call(lang: str, name: str, *args: object) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(bridge.in_language(lang, name, *args))
    return answer


def _asides(lang: str, answer: dict[str, Any], seats: int) -> Iterator[tuple[str, dict[str, Any]]]:
    """The calls about the moment on screen: each seat's sheet now, and the note of
    each Area of the first card left."""
    turn = answer["screen"]["turn"]
    for seat in range(seats):
        yield "sheet_now", _call(lang, "sheet_now", seat, turn)
    slots = [s for s, cell in enumerate(answer["view"]["table"]) if cell is not None]
    if slots and answer["view"]["phase"] in ("assign", "take"):
        for pile in ("spells", "gems", "spices", "animals", "weapons"):
            yield "area_note", _call(lang, "area_note", slots[0], pile, turn)


@cache
def whole_game(players: int, lang: str, computers: bool) -> Answers:
    """Every answer of a seeded game from the deal to its end, with the calls a
    table makes on the way: Undo, Hint, the memory aid, the screen again, sheets
    and notes, a save loaded again and a file restored; with ``computers``, every
    seat but the first a computer's (Easy, Medium), which the bridge's ``bot`` plays.
    The choices are drawn from the views alone, so the same game is played in
    every language if the views say the same."""
    rnd = random.Random(players * 10 + computers)
    kinds = ["human"] + (["easy", "medium", "easy"] if computers else ["human"] * 3)
    config = {"names": list(NAMES[:players]), "seats": kinds[:players]}
    out: Answers = []
    answer = _call(lang, "start", json.dumps(config), players, "game-0001")
    out.append(("start", answer))
    asked: set[object] = set()  # the moments at which the asides were made
    while answer["screen"]["name"] != "over":
        screen, view = answer["screen"], answer["view"]
        moment = (view["round"], view["phase"])
        mine = screen["name"] in ("play", "scoring")
        if mine and moment not in asked and (view["round"] in (1, 6) or view["phase"] != "take"):
            asked.add(moment)
            out += _asides(lang, answer, players)
            out.append(("current", _call(lang, "current")))
        if view["round"] == 4 and "memory" not in asked:
            asked.add("memory")
            out.append(("memory_aid", _call(lang, "memory_aid", "true")))
        if (view["round"], screen["name"]) == (7, "play") and "load" not in asked:
            asked.add("load")  # a reload: the stored save opens on the handoff (R10)
            out.append(("load", _call(lang, "load", json.dumps(answer["save"]), "game-0001")))
            out.append(("restore", _call(lang, "restore", json.dumps(answer["save"]), None,
                                         "game-0002")))  # fmt: skip
            answer = out[-1][1]
            continue
        if screen["name"] == "handoff":
            answer = _call(lang, "reveal")
        elif screen["name"] == "bot":
            answer = _call(lang, "bot")
        else:
            hint = ("hint", moment)
            if view["round"] in (2, 9) and view["phase"] == "take" and hint not in asked:
                asked.add(hint)
                out.append(("hint", _call(lang, "hint")))
            move = rnd.choice(view["legal_moves"])
            answer = _call(lang, "play", json.dumps(move))
            undo = ("undo", view["round"] >= 10)  # once from round 3, once from round 10
            if answer["screen"]["undo"] and view["round"] >= 3 and undo not in asked:
                asked.add(undo)  # R20: the move taken back, and then another played
                out.append(("play", answer))
                answer = _call(lang, "undo", 0)
                out.append(("undo", answer))
                continue
        out.append(("play" if screen["name"] == "play" else screen["name"], answer))
    out += _asides(lang, answer, players)
    return out


GAMES = [(2, False), (3, False), (4, False), (3, True), (4, True)]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("players", "computers"), GAMES)
def test_every_answer_of_a_whole_game_holds_the_schema(
    players: int, computers: bool, lang: str
) -> None:
    answers = whole_game(players, lang, computers)
    calls = {call for call, _ in answers}
    assert {"start", "play", "undo", "sheet_now", "area_note", "current", "memory_aid", "hint",
            "load", "restore"} <= calls  # fmt: skip
    assert ("bot" in calls) is computers
    screens = {a["screen"]["name"] for _, a in answers if "screen" in a}
    assert {"play", "over"} <= screens and ("handoff" in screens) is not computers
    for call, answer in answers:
        assert answer["ok"] is True, (call, answer)
        name = {"sheet_now": "SheetNowAnswer", "area_note": "AreaNoteAnswer"}.get(
            call, "GameAnswer"
        )
        holds(answer, name)


def test_the_games_include_final_choices_made_by_people_and_computers() -> None:
    """Final scoring's screen (R11, D18) is among the answers checked: a person's
    choices, and a computer's."""
    made = {
        (computers, answer["screen"]["name"], answer["view"]["phase"])
        for players, computers in GAMES
        for _, answer in whole_game(players, "en", computers)
        if "screen" in answer
    }
    assert {(False, "scoring", "scoring"), (True, "bot", "scoring")} <= made


@pytest.mark.parametrize(("players", "computers"), GAMES)
def test_a_views_facts_are_the_same_in_every_language(players: int, computers: bool) -> None:
    """No value of a view is a word: the German game's views (and saves, and the
    moves played and hinted) are the English game's, answer by answer; only the
    screen's words differ."""
    english, german = (whole_game(players, lang, computers) for lang in LANGUAGES)
    assert [call for call, _ in english] == [call for call, _ in german]
    said = shown = 0
    for (call, en), (_, de) in zip(english, german, strict=True):
        for key in ("view", "save", "game"):
            assert en.get(key) == de.get(key), (call, key)
        for key in ("played", "hint"):
            if key in en:
                assert en[key]["move"] == de[key]["move"]
        if "screen" in en:
            shown += 1
            said += en["screen"]["words"]["log"] != de["screen"]["words"]["log"]
    assert said > shown // 2  # the words did change language


# --- A table of phones (issue 34) ------------------------------------------------------


@cache
def phone_game(kinds: tuple[str, ...]) -> Table:
    """A whole 3-player game at a table of phones, the host relaying, with the
    calls a table makes on the way: each guest's questions, a guest's Undo, a
    refused message, a seat given to a computer and back, a guest joining again."""
    rnd = random.Random(len(kinds) + kinds.count("easy"))
    table = Table(list(kinds), langs=("en", "de", "pl")).start()
    done: set[str] = set()
    while table.host["screen"]["name"] != "over":
        screen = table.host["screen"]
        rounds = table.host["view"]["round"]
        if screen["name"] == "phone" and rounds >= 2 and "ask" not in done:
            done.add("ask")
            seat = screen["to_act"]
            table.message(seat, "ask", call="sheet_now", args=[0, None])
            slot = next(i for i, c in enumerate(table.host["view"]["table"]) if c is not None)
            table.message(seat, "ask", call="area_note", args=[slot, "spices"])
            table.message(seat, "shout")  # refused by name
        if rounds == 5 and "away" not in done:
            done.add("away")
            table.seat_kind(1, "easy")
            table.play(rnd, until=lambda t: t.host["view"]["round"] == 6)
            table.seat_kind(1, "phone")
            table.join(1)
            continue
        seat = screen["to_act"]
        table.step(rnd)
        guest = table.guests.get(seat)
        if guest and guest.answer and guest.answer["screen"]["undo"] and "undo" not in done:
            done.add("undo")
            table.message(seat, "undo")
    return table


PHONE_ANSWERS = {"seat_answer": "SeatAnswerCallAnswer", "seat_message": "SeatMessageAnswer",
                 "seat_kind": "SeatKindAnswer"}  # fmt: skip
HOST_MESSAGES = {"answer": "HostAnswer", "refused": "HostRefused", "said": "HostSaid",
                 "seat": "HostSeat"}  # fmt: skip
GUEST_MESSAGES = {"hello": "GuestHello", "move": "GuestMove", "undo": "GuestUndo",
                  "ask": "GuestAsk"}  # fmt: skip


@pytest.mark.parametrize("kinds", [("human", "phone", "phone"), ("human", "phone", "easy")])
def test_every_message_and_answer_of_a_table_of_phones_holds_the_schema(
    kinds: tuple[str, ...],
) -> None:
    """Host and two guests (or a guest and a computer): every answer of the
    bridge, every message to a guest, and every message of a guest that was
    not refused, against the schema."""
    table = phone_game(kinds)
    assert table.host["screen"]["name"] == "over"
    for call, answer in table.calls:
        assert answer["ok"] is True, (call, answer)
        holds(answer, PHONE_ANSWERS.get(call, "GameAnswer"))
    for _, message in table.to_guests:
        holds(message, HOST_MESSAGES[message["t"]])
    read = 0
    for _, text, out in table.from_guests:
        reply = out["reply"]
        if reply is None or reply["t"] != "refused":
            message = json.loads(text)
            holds(message, GUEST_MESSAGES[message["t"]])
            read += 1
    calls = {call for call, _ in table.calls}
    assert {"start", "play", "seat_answer", "seat_message", "seat_kind"} <= calls
    assert "bot" in calls and read > 24  # a guest moves twice a round, at the least
    assert {m["t"] for _, m in table.to_guests} == set(HOST_MESSAGES)
    assert {json.loads(t)["t"] for _, t, _ in table.from_guests} >= set(GUEST_MESSAGES)
    faults = [json.loads(bridge.in_language("en", "seat_answer", 0, 0)),
              json.loads(bridge.in_language("en", "seat_kind", 9, "easy"))]  # fmt: skip
    for fault in faults:
        holds(fault, "Fault")


# --- Lessons, a replay, the faults ---------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_step_of_every_lesson_holds_the_schema(lang: str) -> None:
    steps = 0
    for name, scene in LESSONS.items():
        for step in range(1, len(scene.beats) + 1):
            answer = _call(lang, "scene", name, step)
            holds(answer, "SceneCallAnswer")
            steps += 1
    assert steps >= len(LESSONS) * 3


def test_every_step_of_a_replay_holds_the_schema() -> None:
    finished = play_random(game(3, seed=8))
    link = _call("en", "replay_link", json.dumps(saves.to_save(finished)))["link"]
    first = _call("en", "replay", link, 0)
    for step in range(first["steps"] + 1):
        answer = _call("en", "replay", link, step)
        holds(answer, "ReplayCallAnswer")
    assert "result" in answer


def _replay_link() -> str:
    finished = play_random(game(3, seed=8))
    link: str = _call("en", "replay_link", json.dumps(saves.to_save(finished)))["link"]
    return link


def test_every_step_of_the_authors_screen_holds_the_schema() -> None:
    finished = play_random(game(3, seed=8))
    link = _replay_link()
    asked = 0
    for step in range(len(finished.moves()) + 1):
        answer = _call("en", "author_step", link, step, 1)
        holds(answer, "AuthorCallAnswer")
        asked += bool(answer["moves"])
    assert asked > 10  # the learner's own moves are offered, at his steps


def _study_link() -> str:
    """A study of a finished game: a note, a question of each kind, the end."""
    finished = play_random(game(3, seed=8))
    turns = [k for k, record in enumerate(finished.moves()) if record.seat == 0]
    first = turns[2]
    doc = {
        "title": "Schema", "viewer": 0,
        "start": {"game": {"config": finished.config.to_json(), "seed": finished.seed}},
        "moves": [record.move.to_json() for record in finished.moves()],
        "chapters": [{"title": "One", "steps": [
            {"at": 0, "note": "**Bold**\n[[gems]] [[take-order|order]]"},
            {"at": first, "note": "Yours.", "question": {
                "accepted": [legal.to_json() for legal in _legal_at(finished, first)[:1]]}},
            {"at": turns[-1], "note": "", "question": {"within": 2, "hint": "Count."}},
            {"at": len(finished.moves()), "note": "The end."},
        ]}],
    }  # fmt: skip
    link: str = _call("en", "study_link", json.dumps(doc))["link"]
    return link


def _legal_at(finished: Any, at: int) -> list[Any]:
    from golden_sails.game.engine import legal_moves, new_game, step

    state = new_game(finished.config, finished.seed)
    for record in finished.moves()[:at]:
        state = step(state, record.move)
    return legal_moves(state)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_step_of_a_study_holds_the_schema(lang: str) -> None:
    link = _study_link()
    for step in range(1, 5):
        answer = _call(lang, "study", link, step)
        holds(answer, "StudyCallAnswer")
        assert ("question" in answer) == (step in (2, 3))


FAULTS: list[tuple[str, tuple[object, ...], str]] = [
    ("study", ("#/study?s=A+B", 1), "StudyLinkError"),
    ("study_link", ('{"title": 1}',), "StudyLinkError"),
    ("play", ("not json",), "JsonTextError"),
    ("play", ('{"type": "take", "card": 9}',), "MoveError"),
    ("reveal", (), "SessionError"),
    ("sheet_now", (7,), "BridgeError"),
    ("area_note", (0, "lunch"), "BridgeError"),
    ("area_note", (9, "gems"), "BridgeError"),
    ("sheet_now", (0, 10_000), "BridgeError"),
    ("undo", (9,), "BridgeError"),
    ("scene", ("nope", 1), "SceneError"),
    ("scene", ("gems", 0), "SceneError"),
    ("replay", ("#/replay?g=A+B", 0), "ReplayLinkError"),
    ("load", ('{"format": "golden-sails-save"}',), "SaveError"),
    ("start", (json.dumps({"names": ["Solo"]}), 1), "ConfigError"),
    ("no_such_call", (), "BridgeError"),
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_fault_holds_the_schema_and_names_its_kind(lang: str) -> None:
    _call(lang, "start", json.dumps({"names": ["Ann", "Ben", "Cat"]}), 3)
    _call(lang, "reveal")
    for call, args, code in FAULTS:
        answer = _call(lang, call, *args)
        holds(answer, "Fault")
        assert answer["ok"] is False and answer["code"] == code, (call, answer)
    unknown: dict[str, Any] = json.loads(bridge.in_language("xx", "current"))
    holds(unknown, "Fault")


def test_each_kind_of_answer_is_exactly_one_of_the_schema() -> None:
    """The top's oneOf tells the answers apart: each kind matches its own alone."""
    whole = Draft202012Validator(DOCUMENT)
    samples = {
        "GameAnswer": whole_game(2, "en", False)[0][1],
        "SceneCallAnswer": _call("en", "scene", "gems", 2),
        "StudyCallAnswer": _call("en", "study", _study_link(), 2),
        "SheetNowAnswer": next(a for c, a in whole_game(2, "en", False) if c == "sheet_now"),
        "AreaNoteAnswer": next(a for c, a in whole_game(2, "en", False) if c == "area_note"),
        "AuthorCallAnswer": _call("en", "author_step", _replay_link(), 3, 0),
        "Fault": _call("en", "scene", "nope", 1),
    }
    for name, answer in samples.items():
        assert whole.is_valid(answer), name
        others = [ref["$ref"] for ref in DOCUMENT["oneOf"] if not ref["$ref"].endswith(name)]
        assert not any(validator(ref.rsplit("/", 1)[1]).is_valid(answer) for ref in others)
