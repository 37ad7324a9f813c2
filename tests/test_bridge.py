"""The bridge the web worker calls: JSON text in, JSON text out, errors as answers."""

from __future__ import annotations

import json
from typing import Any

from golden_sails import bridge


def _call(text: str) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(text)
    return answer


def test_a_game_through_the_bridge_to_the_score_sheet() -> None:
    answer = _call(bridge.start(json.dumps({"names": ["Ann", "Ben"]}), 7))
    assert answer["ok"] and answer["view"]["viewer"] is None
    assert answer["view"]["legal_moves"] == []  # the table at large acts on nothing
    plays = 0
    while True:
        look = _call(bridge.look(None))["view"]
        if look["phase"] == "over":
            break
        seat = look["to_act"]
        move = _call(bridge.look(seat))["view"]["legal_moves"][-1]
        answer = _call(bridge.play(json.dumps(move), seat))
        assert answer["ok"], answer
        plays += 1
    assert plays >= 48  # 12 rounds x (2 assigns + 2 takes), then the final choices
    sheet = look["scoring"]["sheet"]
    assert [p["name"] for p in sheet["players"]] == ["Ann", "Ben"]


def test_errors_are_answers_and_leave_the_game_as_it_was() -> None:
    start = _call(bridge.start(json.dumps({"names": ["Ann", "Ben", "Cat"]}), 3))
    before = bridge.look(0)
    bad = [
        bridge.play('{"type": "take", "card": 0}', 0),
        bridge.play("not json", 0),
        bridge.play("[" * 10_000, 0),
        bridge.look(3),
        bridge.load('{"format": "golden-sails-save"}', None),
        bridge.start(json.dumps({"names": ["Solo"]}), 1),
    ]
    for text in bad:
        answer = _call(text)
        assert answer["ok"] is False and answer["error"]
    assert bridge.look(0) == before
    reloaded = _call(bridge.load(json.dumps(start["save"]), 0))
    assert reloaded["ok"] and reloaded["view"] == _call(before)["view"]


def test_undo_through_the_bridge() -> None:
    _call(bridge.start(json.dumps({"names": ["Ann", "Ben"]}), 11))
    first = _call(bridge.look(0))["view"]["legal_moves"][0]
    _call(bridge.play(json.dumps(first), 1))
    second = _call(bridge.look(1))["view"]["legal_moves"][0]
    after = _call(bridge.play(json.dumps(second), 1))["view"]
    assert after["undoable"] == 1  # Ben assigned last and takes first: no handoff (R20)
    undone = _call(bridge.take_back(1))["view"]
    assert undone["phase"] == "assign" and undone["to_act"] == 1
    assert _call(bridge.take_back(1))["ok"] is False  # Ann's move was before the handoff


def test_the_score_pad_through_the_bridge() -> None:
    table = {
        "animal_reference": "IV",
        "players": [
            {"name": "Andy", "gems": [1, 2, 4, 4, 8]},
            {"name": "Bob", "spices": ["anise"]},
        ],
    }
    sheet = _call(bridge.score(json.dumps(table)))["sheet"]
    assert sheet["players"][0]["gems"] == 11  # the rulebook's Gem example
    bad = _call(bridge.score(json.dumps({**table, "animal_reference": "IX"})))
    assert bad["ok"] is False and bad["error"].startswith("animal_reference")
