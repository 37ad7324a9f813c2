"""What a move costs: each state's legal moves are listed once, and each
decider's R11 decision is worked out once, however many callers ask (the
step, the view, the screen, the next step)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from golden_sails import bridge
from golden_sails.game import engine
from golden_sails.scoring import proposal


def _play_through(config: dict[str, Any], seed: int) -> None:
    """Taps through a whole game as the page does: every person's last listed move."""
    answer = json.loads(bridge.start(json.dumps(config), seed))
    while answer["screen"]["name"] != "over":
        assert answer["ok"], answer
        name = answer["screen"]["name"]
        if name == "handoff":
            answer = json.loads(bridge.reveal())
        elif name == "bot":
            answer = json.loads(bridge.bot())
        else:
            answer = json.loads(bridge.play(json.dumps(answer["view"]["legal_moves"][-1])))


def _counting(calls: list[Any], key: Callable[..., Any], work: Callable[..., Any]) -> Any:
    def counted(*args: Any) -> Any:
        calls.append(key(*args))
        return work(*args)

    return counted


def test_each_states_legal_moves_are_listed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    states: list[Any] = []  # held, so no id is reused while counting
    monkeypatch.setattr(engine, "_list_moves",
                        _counting(states, lambda state: state, engine._list_moves))
    _play_through({"names": ["Ann", "Ben", "Cat"], "variant": "open"}, 11)
    assert len(states) > 36  # every move of 12 rounds, and the final choices
    twice = [n for n in Counter(map(id, states)).values() if n > 1]
    assert twice == []


def test_each_deciders_decision_is_worked_out_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine hands a decider his proposal, every view of him deciding shows it
    with its reasons, and the screen plays each of his moves ahead (to mark the
    final ones): one decision for each table, seat and choices made before his."""
    proposal.clear_caches()
    asked: list[Any] = []
    monkeypatch.setattr(proposal, "decide", _counting(
        asked,
        lambda ctx, seat: (ctx.model.table, seat, tuple(ctx.assign), tuple(ctx.sides),
                           tuple(ctx.masks), tuple(ctx.open)),
        proposal.decide,
    ))
    _play_through({"names": ["Ann", "Ben"], "variant": "open"}, 5)
    assert {key[1] for key in asked} == {0, 1}  # R11: both decide, in turn
    twice = [key[1:] for key, n in Counter(asked).items() if n > 1]
    assert twice == []
