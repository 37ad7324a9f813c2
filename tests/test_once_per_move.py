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


# --- No hidden work (issue 33): an answer is drawn from one view of its moment ---


def _count_views(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Every view built, by any of the modules that build one for an answer: the
    viewer of each, in order."""
    from golden_sails.app import screens, session
    from golden_sails.game import view as view_module

    built: list[Any] = []

    def counted(*args: Any, **options: Any) -> Any:
        built.append(args[1])
        return view_module.view(*args, **options)

    for module, name in ((screens, "view_of"), (session, "view"), (bridge, "view_of")):
        monkeypatch.setattr(module, name, counted)
    return built


def _solo_turn() -> dict[str, Any]:
    config = {"names": ["Ann", "Ben", "Cat"], "seats": ["human", "easy", "easy"]}
    answer = json.loads(bridge.start(json.dumps(config), 21))
    while answer["screen"]["name"] == "bot":
        answer = json.loads(bridge.bot())
    assert answer["screen"]["name"] == "play"
    return answer


def test_a_hint_reads_the_view_its_answer_is_drawn_from(monkeypatch: pytest.MonkeyPatch) -> None:
    _solo_turn()
    built = _count_views(monkeypatch)
    hinted = json.loads(bridge.hint())
    assert hinted["ok"] and hinted["hint"]["text"]
    assert built == [0]  # one view, the player's: advised from, then drawn


def test_a_move_is_played_once_and_its_answer_drawn_from_one_view(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Which moves could be taken back is worked out from the order of play,
    never by playing each legal move ahead (golden_sails.app.session.move_outcomes)."""
    from golden_sails.app import session

    answer = _solo_turn()
    steps: list[Any] = []
    monkeypatch.setattr(session, "step", _counting(steps, lambda state, move: move, session.step))
    built = _count_views(monkeypatch)
    played = json.loads(bridge.play(json.dumps(answer["view"]["legal_moves"][0])))
    assert played["ok"] and len(steps) == 1 and len(built) == 1


def test_the_saved_games_list_builds_no_view_and_no_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """Home lists each saved game from its save (who, which round, the result):
    values the page words itself, so no view and no screen is built for it."""
    from golden_sails.app import saves, screens
    from helpers import game, play_random

    texts = [saves.dumps(play_random(game(3, seed=s), s, lambda st: st.round == 4)) for s in (1, 2)]
    texts.append(saves.dumps(play_random(game(2, seed=3), 3)))
    built = _count_views(monkeypatch)
    drawn: list[Any] = []
    monkeypatch.setattr(screens, "screen", _counting(drawn, lambda *a: a[0], screens.screen))
    listed = json.loads(bridge.summaries(json.dumps(texts)))["summaries"]
    assert [s["round"] for s in listed] == [4, 4, 12] and "totals" in listed[2]
    assert built == [] and drawn == []
    assert not any("status" in s for s in listed)
