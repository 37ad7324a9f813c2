"""A whole session of the app, through the bridge as the page's worker calls it.

Run inside Pyodide, never imported by the build itself: buildtools/bytecode.mjs
runs it at build time to find which standard-library modules the app imports
(the page's standard library carries those and no others), and
tests/test_runtime_modules.py (inside Pyodide, on the page's own trimmed
standard library) runs it again, so a module the trace missed fails the
test suite, never a player.

It calls every call the worker makes (worker.js's CALLS) on the paths a
player takes: a game with computer players of every level to its end (with
a hint, an undo, a reveal and a rematch), every step of every lesson, the
rules, the score pad, a replay from the finished game's link, saves stored
and loaded again, and a new-game link; each answer must be ok.  Some of it
speaks another language, through the worker's door (bridge.in_language), as
a page in German does: gettext reads a catalog with modules (struct) that an
English-only session never imports, and the page's standard library keeps
only what this session imports.
"""

from __future__ import annotations

import json
from typing import Any


def _ok(text: str) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(text)
    if not answer.get("ok"):
        raise AssertionError(f"the bridge refused: {answer.get('error')}")
    return answer


def _refused(text: str) -> None:
    if json.loads(text).get("ok"):
        raise AssertionError("the bridge accepted what it must refuse")


class InLanguage:
    """The bridge as a page in ``lang`` calls it: every call through its door."""

    def __init__(self, bridge: Any, lang: str) -> None:
        self._bridge = bridge
        self._lang = lang

    def __getattr__(self, call: str) -> Any:
        return lambda *args: self._bridge.in_language(self._lang, call, *args)


def play_to_the_end(bridge: Any, answer: dict[str, Any]) -> dict[str, Any]:
    """Taps through a game: a person takes the last listed move, computers play."""
    undone = hinted = False
    while answer["screen"]["name"] != "over":
        name = answer["screen"]["name"]
        if name == "handoff":
            answer = _ok(bridge.reveal())
        elif name == "bot":
            answer = _ok(bridge.bot())
        else:
            if not hinted:
                _ok(bridge.hint())  # the Hard level's search, from the person's view
                hinted = True
            moves = answer["view"]["legal_moves"]
            answer = _ok(bridge.play(json.dumps(moves[-1])))
            if not undone and answer["screen"].get("undo"):
                answer = _ok(bridge.undo())
                undone = True
    return answer


def run_session() -> dict[str, int]:
    """Every call of the bridge, as a player's session makes them; a few counts."""
    from golden_sails import bridge

    _ok(bridge.vocabulary())
    bridge.import_deferred()
    counts = {"lessons": 0, "steps": 0}
    # A link, then a game of a person against Easy and Medium computers.
    _ok(bridge.new_game_link("players=3&names=Ann,Ben,Cat&ref=V&seed=42&seats=human,easy,hard"))
    _ok(bridge.new_game_link("players=5&ref=VI&seed=x&names=%ZZ"))
    # The Hard level plays in the hint (its search, from the person's view): a whole
    # game of it would take a minute in Pyodide and import nothing more.
    config = {"names": ["Ann", "Ben", "Cat", "Dan"], "seats": ["human", "easy", "medium", "easy"],
              "variant": "secretive", "animal_reference": "V", "memory_aid": True}
    over = play_to_the_end(bridge, _ok(bridge.start(json.dumps(config), 20261125)))
    german = InLanguage(bridge, "de")
    # The finished game, stored as the page stores it, loaded, linked and replayed.
    stored = json.dumps({"save": over["save"], "meta": {"players": config["names"]}})
    _ok(bridge.load(stored, None))
    _ok(bridge.current())
    # Home's check of the stored games, and a save's file imported, alone and
    # against this device's copy (golden_sails.app.session.restore).
    _ok(bridge.summaries(json.dumps([stored, "{"])))
    _ok(bridge.save_name(stored))
    _ok(bridge.restore(stored, None, "game-0001"))
    _ok(bridge.restore(stored, stored, "game-0001"))
    _refused(bridge.start(json.dumps({"names": ["Ann", "A\u200bnn"]}), 1))
    link = _ok(bridge.replay_link(stored))["link"]
    first = _ok(bridge.replay(link, 0))
    _ok(bridge.replay(link, first["steps"]))
    _refused(bridge.replay(link + "x", 0))
    # A study of that game (its link made from JSON, as the author's screen makes
    # it): its steps, a question of each kind, in German; a damaged link refused.
    made = first["actors"].index(0)  # a step led to by seat 0's move: asked at the one before
    study = {"title": "A study", "start": {"replay": link}, "viewer": 0, "chapters": [
        {"title": "One", "steps": [
            {"at": 0, "note": "**The deal.**\nSee [[gems]]."},
            {"at": made - 1, "note": "Yours.", "question": {"within": 1}},
        ]}]}  # fmt: skip
    study_link = _ok(bridge.study_link(json.dumps(study)))["link"]
    _ok(german.study(study_link, 1))
    _ok(bridge.study(study_link, 2))
    _refused(bridge.study(study_link + "A", 1))
    _ok(bridge.rematch(7))
    # Two people passing the phone, in the open variant, to the end, in German
    # (the page's language reaches every word through the door).
    _ok(german.vocabulary())
    _refused(bridge.in_language("xx", "vocabulary"))
    two = {"names": ["Ann", "Ben"], "variant": "open"}
    opened = _ok(german.start(json.dumps(two), 3, "game-0002"))
    _ok(german.memory_aid("true"))
    _ok(german.sheet_now(1))  # a tap on a VP: the score sheet now
    _refused(german.sheet_now(2))
    play_to_the_end(german, opened)
    _ok(InLanguage(bridge, "pl").rules())  # three plural forms
    # Every lesson, every step; the rules; the score pad and its examples.
    for lesson in _ok(bridge.lessons())["lessons"]:
        counts["lessons"] += 1
        for step in range(1, lesson["steps"] + 1):
            _ok(bridge.scene(lesson["name"], step))
            counts["steps"] += 1
    _refused(bridge.scene("chess", 1))
    _ok(bridge.rules())
    for example in _ok(bridge.examples())["examples"]:
        _ok(bridge.score(json.dumps(example["table"])))
        cards = [{"pile": pile, "card": card} for player in example["table"]["players"]
                 for pile in ("spices", "gems", "animals", "weapons", "spells")
                 for card in player.get(pile, [])]
        _ok(bridge.card_words(json.dumps(cards)))
    _refused(bridge.score('{"players": [}'))
    _refused(bridge.load('{"format": "golden-sails-save", "version": 99}', None))
    return counts


# The command line's modules (`python -m golden_sails`): in the wheel, never
# imported by the bridge.
COMMAND_LINE = ("cli.py", "__main__.py")


def imported_by_the_game() -> list[str]:
    """Every module outside the game that a statement of the game's imports,
    at the top of a module or inside a function (a lazy import the session
    may not have reached); but for the command line's (COMMAND_LINE), which no
    page runs."""
    import ast
    import os

    import golden_sails

    names: set[str] = set()
    root = os.path.dirname(golden_sails.__file__)
    for folder, _, files in os.walk(root):
        for file in files:
            if not file.endswith(".py") or file in COMMAND_LINE:
                continue
            with open(os.path.join(folder, file), encoding="utf-8") as f:
                tree = ast.parse(f.read())
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    names.update(alias.name for alias in node.names)
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    names.add(node.module)
    return sorted(n for n in names if n.split(".")[0] != "golden_sails")


def import_everything_the_game_imports() -> list[str]:
    """Imports each of imported_by_the_game(): on the page's standard library,
    a module it lacks raises here."""
    import importlib

    names = imported_by_the_game()
    for name in names:
        importlib.import_module(name)
    return names
