"""The static content (golden_sails.teach.prebuilt) is the engine's own output.

On CPython: every part is the bridge's answer for the same call, through JSON
(the page reads it as JSON).  Inside Pyodide (`build.py test-pyodide` copies
in what the build's CPython rendered, build/content.json): a few lesson steps,
the lesson list and the rules computed live there equal the built ones, so a
lesson shown from the build is the one the browser's engine would draw.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from golden_sails import bridge
from golden_sails.teach.prebuilt import prebuilt

# A lesson's first and last steps, for lessons of every kind (a seed, a chosen deck,
# a reference, the final choices, a variant).
SAMPLED = (("experts", 1), ("experts", 8), ("spices", 3), ("animals-v", 2),
           ("weapons-two", 1), ("final-order", 1), ("secretive", 2))


def answer(text: str) -> dict[str, Any]:
    got: dict[str, Any] = json.loads(text)
    assert got.pop("ok") is True, got
    return got


def through_json(value: Any) -> Any:
    return json.loads(json.dumps(value))


def test_every_part_is_the_bridges_answer() -> None:
    built = through_json(prebuilt())
    assert built["lessons"] == answer(bridge.lessons())["lessons"]
    assert built["rules"] == answer(bridge.rules())
    assert built["examples"] == answer(bridge.examples())
    assert list(built["scenes"]) == [lesson["name"] for lesson in built["lessons"]]
    for lesson in built["lessons"]:
        steps = built["scenes"][lesson["name"]]
        assert len(steps) == lesson["steps"]
        for name, step in SAMPLED:
            if name == lesson["name"]:
                assert steps[step - 1] == answer(bridge.scene(name, step))


BUILT = Path("/repo/build/content.json")  # where the Pyodide runner copies it


@pytest.mark.skipif(sys.platform != "emscripten", reason="compares Pyodide with CPython")
def test_steps_computed_in_pyodide_are_the_built_ones() -> None:
    built = json.loads(BUILT.read_text())
    for name, step in SAMPLED:
        assert answer(bridge.scene(name, step)) == built["scenes"][name][step - 1], (name, step)
    assert answer(bridge.lessons())["lessons"] == built["lessons"]
    assert answer(bridge.rules()) == built["rules"]
    assert answer(bridge.examples()) == built["examples"]
