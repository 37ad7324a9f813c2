"""Every reader of outside text stays cheap: 1 MB of adversarial text is refused
by name in time linear in its size (the security review's F2 and F3: a 1.9 MB
save of escaped quotes hung the engine for hours; a 200,000-character scene
link took 35 s and was echoed whole).

Each reader gets the shapes that break naive readers: an unclosed string of
escaped quotes (the quadratic one), brackets nested a million deep, a number of
a million digits, a million keys, a long run of plain text.  The bound is 5 s
on CPython for 1 MB, where the quadratic reader took hours: generous enough
never to flake on a loaded machine, far below anything super-linear.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable

import pytest

from golden_sails import bridge
from golden_sails.app import links, saves
from golden_sails.app.scorepad import ScorePadError, load_table

MB = 1_000_000
# Pyodide runs Python several times slower than CPython: the same test, a looser bound.
BOUND_S = 25.0 if sys.platform == "emscripten" else 5.0

SHAPES: dict[str, str] = {
    "escaped quotes": '"' + '\\"' * (MB // 2),
    "escaped quotes in an object": '{"a": "' + '\\"' * (MB // 2),
    "deep brackets": "[" * MB,
    "deep objects": '{"a":' * (MB // 5),
    "long number": '{"seed": ' + "9" * MB + "}",
    "many keys": "{" + ",".join(f'"k{i}":{i}' for i in range(MB // 12)) + "}",
    "plain text": "A" * MB,
    "backslashes": "\\" * MB,
}


def _entry(text: str) -> str:
    return json.dumps({"save": text, "meta": {}})


def _summaries(answer: str) -> str:
    """The summaries' answer as one verdict: refused where every entry is."""
    got = json.loads(answer)
    if got["ok"] and all("fault" in summary for summary in got["summaries"]):
        return json.dumps({"ok": False, "faults": [s["fault"] for s in got["summaries"]]})
    return answer


def _score(text: str) -> str:
    try:
        load_table(text)
    except ScorePadError as err:
        return str(err)
    return "accepted"


READERS: dict[str, Callable[[str], object]] = {
    "a save": lambda t: bridge.load(t),
    "an import": lambda t: bridge.restore(t, None, "game-0001"),
    "an import against this device's copy": lambda t: bridge.restore(
        json.dumps(saves.to_save(saves.load(_a_save()))), t, "game-0001"
    ),
    "a save's name": lambda t: bridge.save_name(t),
    "stored entries": lambda t: _summaries(bridge.summaries(json.dumps([t, _entry(t)]))),
    "a move": lambda t: bridge.play(t),
    "a new game's settings": lambda t: bridge.start(t, 1),
    "a new-game link": lambda t: bridge.new_game_link(t),
    "a replay link": lambda t: bridge.replay(t, 0),
    "a scene link": lambda t: bridge.scene(t, 1),
    "the score pad's table": _score,
    "the score pad's cards": lambda t: bridge.card_words(t),
}


def _a_save() -> dict[str, object]:
    answer = json.loads(bridge.start(json.dumps({"names": ["Ann", "Ben"]}), 3))
    return dict(answer["save"])


@pytest.mark.parametrize("reader", list(READERS))
def test_every_reader_refuses_a_megabyte_of_adversarial_text_in_linear_time(reader: str) -> None:
    read = READERS[reader]
    for shape, text in SHAPES.items():
        began = time.perf_counter()
        answer = read(text)
        spent = time.perf_counter() - began
        assert spent < BOUND_S, f"{reader}, {shape}: {spent:.1f} s"
        said = answer if isinstance(answer, str) else json.dumps(answer)
        # Refused; or, for a save's name, no name found (the import then refuses it).
        accepted = '"ok": true' in said and said != '{"ok": true, "game": null}'
        assert not accepted and said != "accepted", f"{reader}, {shape}: accepted: {said[:80]}"
        # A fault quotes at most a short excerpt of what it was given.
        assert len(said) < 2_000, f"{reader}, {shape}: echoed {len(said)} characters"


def test_a_scene_link_is_capped_and_never_echoed_whole() -> None:
    answer = json.loads(bridge.scene("x" * 200_000, 1))
    assert answer["ok"] is False and answer["error"].startswith("name: 'xxxx")
    assert len(answer["error"]) < 400
    assert links.MAX_QUERY == 2000  # the page caps a scene link's query at the same length
