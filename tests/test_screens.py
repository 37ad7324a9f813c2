"""The screens' words: what the page shows is the rules core's, from the view alone."""

from __future__ import annotations

from typing import Any

import pytest

from golden_sails.app import session
from golden_sails.app.saves import SavedGame
from golden_sails.app.screens import answer, describe_move, relation, task
from golden_sails.game.engine import GameConfig, legal_moves, step
from golden_sails.game.moves import Move
from golden_sails.game.view import view
from golden_sails.scoring import FinalChoices
from golden_sails.scoring.sheet import PlayerScore, verdict
from helpers import NAMES, assign, game, play_random, take

_NONE = FinalChoices((), (), None)


def _score(name: str, total: int, weapons: int, cards: int) -> PlayerScore:
    # Only the totals, Weapon score and Weapon cards matter to the verdict (R18).
    return PlayerScore(0, name, total - weapons, 0, 0, 0, weapons, cards, _NONE, {})


@pytest.mark.parametrize(
    ("players", "words"),
    [
        ([("Ann", 50, 0, 0), ("Ben", 40, 0, 0)], "Ann wins with 50 VP."),
        (
            [("Ann", 50, 3, 2), ("Ben", 50, -1, 2), ("Cat", 10, 0, 0)],
            "Ann and Ben tie on 50 VP. "
            "Ben wins the tie with the lower Weapon score (\u22121 against Ann +3).",
        ),
        (
            [("Ann", 50, 1, 3), ("Ben", 50, 1, 2)],
            "Ann and Ben tie on 50 VP. Their Weapon scores are equal too (+1). "
            "Ben wins the tie with fewer Weapon cards (2 Weapon cards).",
        ),
        (
            [("Ann", 50, 1, 2), ("Ben", 50, 1, 2), ("Cat", 50, 4, 0)],
            "Ann, Ben and Cat tie on 50 VP. Ann and Ben have the same Weapon score (+1). "
            "Ann and Ben have 2 Weapon cards each: they share the victory.",
        ),
    ],
)
def test_the_verdict_says_which_step_of_r18_decided(
    players: list[tuple[str, int, int, int]], words: str
) -> None:
    assert verdict(tuple(_score(*p) for p in players)) == words


def test_each_move_says_what_the_card_becomes() -> None:
    state = game(3, seed=9)
    shown = view(state, 0)
    cook = describe_move(shown, Move.from_json(assign(1, "cook")))
    assert cook["pile"] == "spices" and cook["slot"] == 1
    assert cook["label"].startswith("Put your Cook on card 2: it becomes a Spice (")
    for move in (assign(1, "armourer"), assign(2, "hunter"), assign(0, "cook")):
        state = step(state, move)
    state = step(step(state, take(1)), take(2))
    last = view(state, 0)
    assert task(last) == "take the last Good (you may change its type)"
    swap = describe_move(last, Move.from_json(take(0, swap="jeweler")))
    assert swap["kind"] == "swap" and swap["pile"] == "gems"
    assert describe_move(last, Move.from_json(take(0)))["label"].startswith(
        "Take card 1: a Spice ("
    )


def test_seats_are_placed_from_the_viewers_seat_r1() -> None:
    assert [relation(s, 1, 4) for s in range(4)] == [
        "right neighbour",
        "you",
        "left neighbour",
        "across the table",
    ]
    assert [relation(s, 0, 2) for s in range(2)] == ["you", "opponent"]
    assert relation(2, None, 3) == ""


def test_the_final_choices_screen_lists_the_order_in_words() -> None:
    for seed in range(60):
        state = play_random(game(3, seed=seed), seed=seed, until=lambda s: s.phase == "scoring")
        if legal_moves(state) != [Move.from_json({"type": "confirm"})]:
            break
    s = session.reveal(session.resume(SavedGame(state, ("human",) * 3)))
    screen = answer(s)["screen"]
    assert screen["name"] == "scoring"
    order = screen["final"]["order"]
    assert [o["seat"] for o in order] == [(state.first + k) % 3 for k in range(3)]  # R11
    assert order[0]["state"] == "deciding" and order[0]["text"] == "deciding now"
    assert all(o["state"] == "waiting" for o in order[1:])
    assert screen["final"]["items"]  # something to choose, each item described
    assert {m["kind"] for m in screen["moves"]} >= {"confirm"}


def test_the_game_over_screen_has_the_verdict_and_everyones_choices() -> None:
    config = GameConfig(names=NAMES[:3])
    s = session.start(config, ("human",) * 3, 4)
    while s.screen != "over":
        # The last listed move: at final scoring, accepting (the first would change a choice).
        s = (
            session.reveal(s)
            if s.screen == "handoff"
            else session.play(s, legal_moves(s.state)[-1])
        )
    screen = answer(s)["screen"]
    assert screen["title"] == "Game over" and screen["verdict"].endswith(".")
    assert len(screen["choices"]) == 3 and screen["round"] is None


def test_the_final_choices_screen_says_what_is_sure_and_what_a_later_choice_takes_d18() -> None:
    """The lessons' final-order table, Bob deciding first with his Universal Good in
    his Weapons pile: the proposal (his Animals) is sure of 26 VP; his choice of the
    Weapons of 23 VP, 27 at best, and Andy's Protection, still to come, says why."""
    from golden_sails.teach.lessons import LESSONS, scene_state

    state = scene_state(LESSONS["final-order"], 1)
    s = session.reveal(session.resume(SavedGame(state, ("human",) * 3)))
    final = answer(s)["screen"]["final"]
    assert final["proposal"]["text"].startswith(
        "Proposed: Universal Good 1 goes to the Animals pile."
    )
    assert final["proposal"]["total"] == "26 VP, whatever the players after you choose."
    assert final["proposal"]["risks"] == [] and not final["proposal"]["accepted"]
    assert final["mine"]["total"] == (
        "23 VP for sure, whatever the players after you choose; 27 VP at best."
    )
    assert final["mine"]["risks"] == ["If Andy chooses Protection from Katars: 4 VP less."]


def test_a_player_with_nothing_to_choose_is_said_to_have_had_nothing() -> None:
    """The order's line for a player who held no Universal Good, no Protection and
    no Weapon side: "had nothing to choose", not "decided: nothing to choose"."""
    from golden_sails.app.final_words import final_choices

    def nothing_chosen(state: Any) -> list[int]:
        decided = view(state, state.to_act)["scoring"]["decided"]
        return [
            seat
            for seat, c in enumerate(decided)
            if c is not None and not (c["universal"] or c["protection"] or c["side"])
        ]

    for seed in range(60):
        state = play_random(game(3, seed=seed), seed=seed, until=lambda s: s.phase == "scoring")
        # Each player accepts the proposal in turn (the last listed move), R11's order.
        while state.phase == "scoring" and not nothing_chosen(state):
            state = step(state, legal_moves(state)[-1])
        if state.phase == "scoring":
            empty = nothing_chosen(state)
            shown = view(state, state.to_act)
            break
    else:
        raise AssertionError("no game with a player who had nothing to choose")
    seats = [{"label": n} for n in ("A", "B", "C")]
    order = final_choices(shown, seats)["order"]  # type: ignore[arg-type]
    lines = {o["seat"]: o["text"] for o in order}
    assert all(lines[seat] == "had nothing to choose" for seat in empty), lines
