"""The author's screen's steps (golden_sails.teach.authoring): a finished game from
the learner's chair, his legal moves offered only at his own move, faults named."""

from __future__ import annotations

import json
from typing import Any

import pytest

from golden_sails import bridge
from golden_sails.app.replay_link import PREFIX, encode
from golden_sails.game.engine import legal_moves, new_game, step
from golden_sails.game.moves import Move
from golden_sails.model.seats import HUMAN
from golden_sails.teach import study_json
from golden_sails.teach.authoring import author_game, author_step
from golden_sails.teach.replays import ReplayError
from helpers import game, play_random


@pytest.fixture(scope="module")
def finished() -> Any:
    return play_random(game(3, seed=35))


def _link(finished: Any) -> str:
    return PREFIX + encode(finished, (HUMAN,) * 3, None)


def test_the_learners_moves_are_offered_at_his_own_move_only(finished: Any) -> None:
    link = _link(finished)
    state = new_game(finished.config, finished.seed)
    records = finished.moves()
    for at in range(len(records) + 1):
        answer = author_step(link, at, 2)
        mine = not state.over and state.to_act == 2
        assert answer["to_act"] == (None if state.over else state.to_act)
        legal = [m.to_json() for m in legal_moves(state)] if mine else []
        assert answer["view"]["legal_moves"] == legal
        assert len(answer["moves"]) == len(legal)
        assert answer["actors"][at] == (records[at - 1].seat if at else None)
        if at < len(records):
            state = step(state, records[at].move)


def test_the_table_is_the_learners_own_view(finished: Any) -> None:
    """Another player's Gems are not in the answer: the study will not show them (R8)."""
    answer = author_step(_link(finished), 20, 0)
    for seat, player in enumerate(answer["view"]["players"]):
        if seat != 0:
            assert all(g is None for g in player.get("gems", [])) or "gems" not in player


def test_a_question_marked_on_the_screen_makes_a_link(finished: Any) -> None:
    """The moves' JSON the screen offers is what a study's question accepts."""
    link = _link(finished)
    at = next(k for k in range(60) if author_step(link, k, 1)["moves"])
    offered = author_step(link, at, 1)["view"]["legal_moves"]
    doc = {"title": "T", "start": {"replay": link}, "viewer": 1,
           "chapters": [{"title": "T", "steps": [
               {"at": at, "note": "Yours.", "question": {"accepted": offered[:2]}}]}]}  # fmt: skip
    text = study_json.study_link(doc)
    answer = json.loads(bridge.study(text, 1))
    right = [t["move"] for t in answer["tries"] if t.get("verdict", {}).get("correct")]
    assert [Move.from_json(m) for m in right] == [Move.from_json(m) for m in offered[:2]]


@pytest.mark.parametrize(
    ("at", "viewer", "place"),
    [(-1, 0, "step"), (True, 0, "step"), (0, 3, "viewer"), (0, "0", "viewer")],
)
def test_a_bad_step_or_seat_is_named(finished: Any, at: object, viewer: object, place: str) -> None:
    with pytest.raises(ReplayError) as caught:
        author_step(_link(finished), at, viewer)
    assert caught.value.place == place  # type: ignore[attr-defined]
    answer = json.loads(bridge.author_step(_link(finished), at, viewer))
    assert answer["ok"] is False and answer["error"].startswith(f"{place}: ")


def test_a_game_set_up_for_a_study_is_played_on_by_the_author() -> None:
    """A set-up game starts with no move; at its last step every legal move of the
    seat to act is offered (the author plays every seat), and each is played on."""
    config = game(2, seed=5).config.to_json()
    doc: dict[str, Any] = {"config": config, "seed": 5, "moves": []}
    answer = author_game(json.dumps(doc), 0, 0)
    state = new_game(game(2, seed=5).config, 5)
    assert answer["steps"] == 0 and answer["played"] == []
    assert answer["start"] == {"config": config, "seed": 5}
    assert [p["move"] for p in answer["play"]] == [m.to_json() for m in legal_moves(state)]
    for _ in range(6):  # both seats' moves, each the first offered
        doc["moves"].append(answer["play"][0]["move"])
        answer = author_game(doc, len(doc["moves"]), 1)
    assert answer["steps"] == 6 and answer["played"] == doc["moves"]
    assert {answer["actors"][k] for k in range(1, 7)} == {0, 1}
    # An earlier step offers the moves of the seat to act there, and its own view.
    back = author_game(doc, 1, 0)
    assert back["played"] == doc["moves"] and back["play"][0]["move"] == doc["moves"][1]


def test_a_set_up_games_faults_are_named() -> None:
    config = game(2, seed=5).config.to_json()
    bad = {"config": config, "seed": 5, "moves": [{"type": "take", "card": 3}]}
    with pytest.raises(ReplayError, match=r"^game\.moves\[0\]: "):
        author_game(bad, 0, 0)
    with pytest.raises(ReplayError, match=r"^game\.seed: "):
        author_game({"config": config, "seed": -1, "moves": []}, 0, 0)
    with pytest.raises(ReplayError, match=r"^game: "):
        author_game({"config": config}, 0, 0)
    answer = json.loads(bridge.author_game(json.dumps({**bad, "moves": []}), 1, 0))
    assert answer["ok"] is False and answer["place"] == "step"


def test_every_step_of_a_whole_game_offers_the_seat_to_acts_moves_in_words(finished: Any) -> None:
    """Played on to the end (final scoring's choices too): each step offers every
    legal move of the seat to act, each with words; none once the game is over."""
    moves = [r.move.to_json() for r in finished.moves()]
    doc = {"config": finished.config.to_json(), "seed": finished.seed, "moves": moves}
    state = new_game(finished.config, finished.seed)
    for at in range(len(moves) + 1):
        play = author_game(doc, at, 0)["play"]
        assert [p["move"] for p in play] == [m.to_json() for m in legal_moves(state)]
        assert all(p["label"] or p["short"] for p in play)
        if at < len(moves):
            assert moves[at] in [p["move"] for p in play]
            state = step(state, Move.from_json(moves[at]))
    assert state.over and author_game(doc, len(moves), 0)["play"] == []
