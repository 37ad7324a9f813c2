"""A study link for the browser tests, made by the bridge in CPython (as the author's
screen will make one): two chapters, a note with every mark, a question of accepted
moves with a hint and a written reply, one "within 2 VP", the game's end."""

from __future__ import annotations

import json
from typing import Any

from golden_sails import bridge
from golden_sails.game.engine import GameConfig, State, legal_moves, new_game, step
from helpers import play_random

VIEWER = 1  # Bob: the learner's seat, not the first player


def study_game() -> tuple[State, list[State]]:
    game = play_random(new_game(GameConfig(("Andy", "Bob", "Cathy")), 3535), 7)
    states = [new_game(game.config, game.seed)]
    for record in game.moves():
        states.append(step(states[-1], record.move))
    return game, states


def study_link() -> tuple[str, dict[str, Any], list[State]]:
    """A study of two chapters, five steps: a note with every mark, a question of
    accepted moves with a hint and a written reply, one "within 2 VP", the end."""
    game, states = study_game()
    turns = [k for k, s in enumerate(states) if not s.over and s.to_act == VIEWER]
    asked, wide = turns[5], turns[12]
    legal = legal_moves(states[asked])
    doc = {
        "title": "Bob's game",
        "start": {"game": {"config": game.config.to_json(), "seed": game.seed}},
        "moves": [record.move.to_json() for record in game.moves()],
        "viewer": VIEWER,
        "chapters": [
            {"title": "Early rounds", "steps": [
                {"at": 0, "note": "The deal. **Bob** sits second.\nRead [[experts]] first."},
                {"at": asked, "note": "Which one?", "question": {
                    "accepted": [legal[0].to_json()], "hint": "Count the Gems.",
                    "replies": [{"move": legal[-1].to_json(), "text": "Cathy wanted that one."}]}},
                {"at": wide, "note": "Close to the Hard level is good.", "question": {"within": 2}},
            ]},
            {"title": "The end", "steps": [
                {"at": len(states) - 3, "note": "Nearly over."},
                {"at": len(states) - 1, "note": "**Bob** counts his VP."},
            ]},
        ],
    }  # fmt: skip
    answer = json.loads(bridge.study_link(json.dumps(doc)))
    assert answer["ok"], answer
    return answer["link"], doc, states
