"""Replays: a finished game move by move, every Gem shown; and the bridge's replay calls."""

from __future__ import annotations

import json

import pytest

from golden_sails import bridge
from golden_sails.app.explain import final_sheet
from golden_sails.app.replay_link import PREFIX, encode
from golden_sails.app.saves import SavedGame, dumps
from golden_sails.app.screens import answer
from golden_sails.app.session import resume
from golden_sails.game.engine import GameConfig, State, legal_moves, new_game, step, table_of
from golden_sails.game.view import view
from golden_sails.scoring import totals
from golden_sails.teach.replays import ReplayError, of_game, of_link, replay_step
from golden_sails.tools.selfplay import final_score
from helpers import log_lines, play_random

HUMANS = ("human", "human", "human")
NAMES_OF = ("Ann", "Ben", "Cat")


@pytest.fixture(scope="module")
def game() -> State:
    return play_random(new_game(GameConfig(names=("Ann", "Ben", "Cat"), variant="secretive"), 11))


def test_the_steps_run_from_the_deal_to_the_final_scores(game: State) -> None:
    replay = of_game(game, HUMANS)
    assert replay.steps == len(game.moves())
    first = replay_step(replay, 0)
    assert (first["step"], first["steps"], first["move"], first["seat"]) == (
        0,
        replay.steps,
        None,
        None,
    )
    assert first["view"]["round"] == 1 and first["view"]["phase"] == "assign"
    assert len(first["said"]) == 1 and first["said"][0].startswith("Round 1: Ann reveals")
    last = replay_step(replay, replay.steps)
    assert last["view"]["phase"] == "over"
    for k in (1, 17, replay.steps):
        shown = replay_step(replay, k)
        record = game.moves()[k - 1]
        assert shown["move"] == record.move.to_json() and shown["seat"] == record.seat
        # The move's own line comes first among what it added to the log.
        assert shown["said"] and shown["said"][0].startswith(NAMES_OF[record.seat] + " ")


def test_every_gem_and_every_hand_is_shown_at_every_step(game: State) -> None:
    replay = of_game(game, HUMANS)
    for k in range(0, replay.steps, 7):
        shown = replay_step(replay, k)["view"]
        for player in shown["players"]:
            assert all(g["gem"] is not None for g in player["piles"]["gems"])
            assert player["experts"] is not None  # secretive, yet over: nothing is hidden
        assert shown["discards"]["experts"] is not None
        for entry, text in log_lines(shown):
            if entry["kind"] == "take" and entry["pile"] == "gems":
                assert "gem" in entry and f"Gem of class {entry['gem']}" in text
        assert shown["legal_moves"] == []


def test_the_normal_view_still_hides_what_it_hid(game: State) -> None:
    replay = of_game(game, HUMANS)
    mid = replay.states[40]
    public = view(mid, None)
    assert all(p["experts"] is None for p in public["players"])  # secretive (R9)
    assert all(g["gem"] is None for p in public["players"] for g in p["piles"]["gems"])
    assert view(mid, None, reveal=False) == public


def test_the_last_step_gives_the_over_screens_result(game: State) -> None:
    replay = of_game(game, HUMANS)
    last = replay_step(replay, replay.steps)
    over = answer(resume(SavedGame(game, HUMANS)))
    assert last["result"]["verdict"] == over["screen"]["verdict"]
    assert last["result"]["choices"] == over["screen"]["choices"]
    sheet = over["screen"]["sheet"]
    assert [r["total"] for r in last["result"]["rows"]] == [p["total"] for p in sheet["players"]]
    assert [r["winner"] for r in last["result"]["rows"]] == [
        p["name"] in sheet["winners"] for p in sheet["players"]
    ]
    lines = final_sheet(last["view"]).to_json()["players"][0]["choices"]["scoring"]["gems"]["lines"]
    assert lines
    assert "result" not in replay_step(replay, replay.steps - 1)


def test_each_step_scores_every_player_as_if_the_game_ended_there(game: State) -> None:
    """Every Gem counted (none hidden in a replay); the last step's are the final totals."""
    replay = of_game(game, HUMANS)
    for k in (0, 1, 30, replay.steps - 1):
        scores = replay_step(replay, k)["scores"]
        assert [s["hidden_gems"] for s in scores] == [0, 0, 0]
        assert tuple(s["total"] for s in scores) == totals(table_of(replay.states[k]))
    last = replay_step(replay, replay.steps)["scores"]
    assert [s["total"] for s in last] == [p.total for p in final_score(game).players]


def test_a_replay_says_where_each_round_starts_and_who_made_each_move(game: State) -> None:
    """The facts the page skims by (issue 32 item 10): each round's first step is the
    first whose table is that round's (round 1's is the deal); each step's actor is
    the seat of the move that led to it; each seat's next and previous move are the
    nearest steps it made after and before, final choices included (R11)."""
    replay = of_game(game, HUMANS)
    seats_of_moves = [record.seat for record in game.moves()]
    answer = replay_step(replay, 40)
    assert answer["actors"] == [None, *seats_of_moves]
    starts = answer["round_starts"]
    assert len(starts) == 12 and starts[0] == 0
    for r, k in enumerate(starts, 1):
        shown = replay_step(replay, k)
        assert shown["round"] == shown["view"]["round"] == r
        # The step before is still the round before: k is where round r begins.
        assert k == 0 or replay.states[k - 1].round == r - 1
    assert answer["rounds"] == [state.round for state in replay.states]
    # The last moves are the final choices, made in round 12.
    assert game.moves()[-1].move.to_json()["type"] not in ("assign", "take", "swap")
    for at in (0, 40, replay.steps - 2, replay.steps):
        turns = replay_step(replay, at)["turns"]
        for seat in range(3):
            made = [k for k, s in enumerate(seats_of_moves, 1) if s == seat]
            assert turns["next"][seat] == min((k for k in made if k > at), default=None)
            assert turns["previous"][seat] == max((k for k in made if k < at), default=None)
    assert replay_step(replay, replay.steps)["turns"]["next"] == [None, None, None]


def test_a_replay_of_a_link_is_the_game(game: State) -> None:
    text = encode(game, HUMANS)
    replay = of_link(text)
    assert replay.states[-1].piles == game.piles
    assert replay_step(text, 3)["move"] == game.moves()[2].move.to_json()


@pytest.mark.parametrize("at", [-1, 10_000, True, "3", None])
def test_a_step_out_of_the_replay_is_named(game: State, at: object) -> None:
    replay = of_game(game, HUMANS)
    with pytest.raises(ReplayError, match=rf"^step: {at!r} is not a step of this replay \(0-"):
        replay_step(replay, at)


def test_an_unfinished_game_has_no_replay() -> None:
    state = new_game(GameConfig(names=("Ann", "Ben")), 1)
    with pytest.raises(ReplayError, match=r"^game: not finished"):
        of_game(step(state, legal_moves(state)[0]), ("human", "human"))


# --- The bridge ------------------------------------------------------------------


def test_the_bridge_makes_a_link_of_a_stored_finished_save(game: State) -> None:
    for text in (dumps(game, HUMANS), json.dumps({"save": json.loads(dumps(game)), "meta": {}})):
        got = json.loads(bridge.replay_link(text))
        assert got["ok"], got
        assert got["link"] == PREFIX + got["g"] == PREFIX + encode(game, HUMANS)


def test_the_bridge_refuses_a_game_in_play_by_name() -> None:
    state = new_game(GameConfig(names=("Ann", "Ben")), 1)
    got = json.loads(bridge.replay_link(dumps(step(state, legal_moves(state)[0]))))
    assert got == {
        "ok": False,
        "error": "save: the game is not finished; a replay link is made of a finished game only",
        "place": "save",
        "code": "SaveError",
    }
    assert json.loads(bridge.replay_link("{"))["ok"] is False


def test_the_bridge_answers_a_step_of_a_link(game: State) -> None:
    link = PREFIX + encode(game, HUMANS)
    got = json.loads(bridge.replay(link, 0))
    # The link keeps the final choices, not the tries before them (D15).
    assert got["ok"] and got["step"] == 0 and got["steps"] == of_link(encode(game, HUMANS)).steps
    last = json.loads(bridge.replay("g=" + encode(game, HUMANS), got["steps"]))
    assert last["ok"] and last["result"]["rows"]


@pytest.mark.parametrize(
    ("link", "at", "fault"),
    [
        (
            "#/replay?g=AQAAAAAAAAAA",
            0,
            "g: the link was changed or cut short (its checksum does not match)",
        ),
        (None, 0, "g: expected the link's text, got null"),
        (
            "#/replay?g=AAAAAAAAAAAA",
            0,
            "g.version: 0 is not a replay-link version this app reads (1, 2)",
        ),
        ("#/replay?g=", 0, "g: empty; a replay link holds a whole game"),
    ],
)
def test_the_bridge_refuses_a_bad_link_by_name(link: object, at: object, fault: str) -> None:
    got = json.loads(bridge.replay(link, at))
    assert got == {"ok": False, "error": fault, "place": fault.split(":")[0], "code": got["code"]}
    assert got["code"] in ("ReplayLinkError", "BridgeError")


def test_the_bridge_names_a_bad_step(game: State) -> None:
    got = json.loads(bridge.replay(encode(game, HUMANS), 9999))
    assert got["ok"] is False and got["error"].startswith("step: 9999 is not a step")
