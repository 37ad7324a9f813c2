"""Hints that teach (issue 32, item 7): why, in the rules' words, from the
viewer's own view; counted per seat and kept in the game's record."""

from __future__ import annotations

import json
from typing import Any

import pytest

from golden_sails import bridge
from golden_sails.app import saves, session
from golden_sails.app.hints import why
from golden_sails.game.engine import State, _replace, legal_moves, step, table_of
from golden_sails.game.moves import Move
from golden_sails.game.rules import EXPERT_TO_PILE
from golden_sails.game.view import view
from golden_sails.model.cards import EXPERTS
from golden_sails.model.i18n import signed
from golden_sails.scoring import totals
from golden_sails.teach import replays
from helpers import game, play_random

LABELS = ["Andy", "Bob", "Cathy", "Dora"]


def _gain(state: State, seat: int, card: int, pile: int) -> int:
    """What ``card`` in ``seat``'s pile ``pile`` would add to his total now, counted
    from the game itself (card ids, every Gem: the open variant hides none)."""
    piles = [list(map(list, own)) for own in state.piles]
    piles[seat][pile].append(card)
    after = tuple(tuple(map(tuple, own)) for own in piles)
    return totals(table_of(state, after))[seat] - totals(table_of(state))[seat]


def _expected(state: State, move: Move) -> tuple[int, int | None, int]:
    """The hinted player's gain, and who of those taking after him (a take) or
    before him (an assignment, R3-R4) would gain most with the card, and how much."""
    me, n = state.to_act, state.players
    slot = move.card
    assert slot is not None
    card = state.market[slot]
    assert card is not None
    if move.type == "assign":
        expert = move.expert
    else:
        on_card = state.experts[slot]
        assert on_card is not None
        expert = move.swap or EXPERTS[on_card[1]]
    assert expert is not None
    pile = EXPERT_TO_PILE[EXPERTS.index(expert)]
    order = [(state.first - 1 - k) % n for k in range(n)]  # R4: the last assigner first
    at = order.index(me)
    others = order[:at] if move.type == "assign" else order[at + 1 :]
    best = max(((_gain(state, p, card, pile), p) for p in others), default=(0, None))
    return _gain(state, me, card, pile), best[1] if best[0] > 0 else None, best[0]


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_a_hint_says_what_the_move_brings_and_what_it_denies_or_hands_the_others(
    seed: int,
) -> None:
    """Every move of a game's rounds, worded as a hint: its VP for the player now,
    and the player taking after him it keeps the card from (a take) or taking
    before him who may take it first (an assignment), with what it is worth to
    him: each figure counted here from the game itself."""
    state = game(3, seed=seed, variant="open")
    checked = 0
    while state.phase in ("assign", "take"):
        shown = view(state, state.to_act)
        for move in legal_moves(state):
            text = why(shown, move, LABELS[:3])
            gain, other, vp = _expected(state, move)
            assert text.startswith(f"{signed(gain)} VP for you now"), (move, text)
            if other is not None:
                verb = "takes before you" if move.type == "assign" else "takes after you"
                assert f"{LABELS[other]}, who {verb}" in text or (
                    f"{LABELS[other]} {verb}" in text
                ), (move, text)
                assert f"would gain {vp} VP with it" in text, (move, text)
            else:
                assert "would gain" not in text or "No one" in text, (move, text)
            checked += 1
        moves = legal_moves(state)
        state = step(state, moves[(seed * 7 + state.round) % len(moves)])
    assert checked > 100


def test_a_hint_speaks_the_rules_words_of_the_good() -> None:
    """What the Good brings is said in the rules' words, as the table's notes
    say it: a Spice counts its kinds (R15), a Gem its sequences (R14)."""
    state = game(2, seed=5, variant="open")
    seen: set[str] = set()
    while state.phase in ("assign", "take") and len(seen) < 2:
        shown = view(state, state.to_act)
        for move in legal_moves(state):
            if move.type != "take" or move.swap is not None:
                continue
            pile = shown["table"][move.card]["expert"]["pile"]
            text = why(shown, move, LABELS[:2])
            if pile == "spices":
                assert "kind" in text, text
                seen.add(pile)
            elif pile == "gems":
                assert "sequence" in text, text
                seen.add(pile)
        state = step(state, legal_moves(state)[0])
    assert seen == {"spices", "gems"}


def _hidden_changed(state: State, seat: int) -> State | None:
    """The same game but for what ``seat`` may not see: the deck's order, and a
    Gem of another player, face down to him, swapped with a deck card (R8); None
    where no such Gem lies yet."""
    deck = list(reversed(state.deck))
    piles = [list(map(list, own)) for own in state.piles]
    for other in range(state.players):
        if other == seat or not piles[other][1]:
            continue
        piles[other][1][0], deck[0] = deck[0], piles[other][1][0]
        changed = tuple(tuple(map(tuple, own)) for own in piles)
        found = _replace(state, deck=tuple(deck), piles=changed)
        if view(found, seat) == view(state, seat):
            return found
        piles[other][1][0], deck[0] = deck[0], piles[other][1][0]
    return None


def test_a_hint_is_worked_out_from_the_viewers_own_view_only() -> None:
    """Two games that differ only in what the hinted player may not see (the deck,
    another player's face-down Gem) give him the same hint, word for word."""
    state = game(3, seed=11)
    other = None
    while other is None:
        state = step(state, legal_moves(state)[len(state.moves()) % len(legal_moves(state))])
        if state.phase in ("assign", "take") and state.round > 2:
            other = _hidden_changed(state, state.to_act)
    seat = state.to_act
    assert other.piles != state.piles and other.deck != state.deck
    hints = []
    for s in (state, other):
        _, move = session.hint(session.Session(s, ("human",) * 3, seat))
        hints.append((move, why(view(s, seat), move, LABELS[:3])))
    assert hints[0] == hints[1]


def _solo(seed: int = 9) -> dict[str, Any]:
    config = {"names": ["Ann", "Ben", "Cas"], "seats": ["human", "medium", "easy"]}
    answer = json.loads(bridge.start(json.dumps(config), seed, "hinted-game"))
    return _to_person(answer)


def _to_person(answer: dict[str, Any]) -> dict[str, Any]:
    while answer["screen"]["name"] == "bot":
        answer = json.loads(bridge.bot())
    assert answer["ok"], answer
    return answer


def test_each_hint_asked_is_counted_once_a_position_and_kept_in_the_save() -> None:
    answer = _solo()
    assert answer["screen"]["hints"] == 0 and answer["save"]["hints"] == [0, 0, 0]
    first = json.loads(bridge.hint())
    assert first["screen"]["hints"] == 1 and first["save"]["hints"] == [1, 0, 0]
    # Asked again at the same moment, it is the same hint: not counted twice.
    again = json.loads(bridge.hint())
    assert again["hint"] == first["hint"] and again["save"]["hints"] == [1, 0, 0]
    played = _to_person(json.loads(bridge.play(json.dumps(first["hint"]["move"]))))
    assert played["screen"]["hints"] == 1
    second = json.loads(bridge.hint())
    assert second["save"]["hints"] == [2, 0, 0]
    # The save is the record: a reload keeps the count.
    reloaded = json.loads(bridge.load(json.dumps(second["save"]), "hinted-game"))
    assert reloaded["screen"]["hints"] == 2 and reloaded["save"]["hints"] == [2, 0, 0]


def test_the_count_of_hints_goes_into_the_replay_link_and_the_history() -> None:
    state = play_random(game(3, seed=4))
    save = saves.to_save(state, ("human", "hard", "human"), "game-0042", (), (3, 0, 1))
    link = json.loads(bridge.replay_link(json.dumps(save)))
    assert link["ok"], link
    replay = replays.of_link(link["g"])
    assert replay.hints == (3, 0, 1)
    last = replays.replay_step(replay, replay.steps)
    assert last["hints"] == [3, 0, 1]
    assert last["hints_said"] == ["Andy used 3 hints.", "Cathy used 1 hint."]
    summary = json.loads(bridge.summaries(json.dumps([json.dumps(save)])))["summaries"][0]
    assert summary["hints"] == [3, 0, 1]


def test_the_end_of_a_game_says_who_played_with_hints() -> None:
    answer = _solo(5)
    answer = json.loads(bridge.hint())
    while answer["screen"]["name"] != "over":
        if answer["screen"]["name"] == "bot":
            answer = json.loads(bridge.bot())
        else:
            answer = json.loads(bridge.play(json.dumps(answer["view"]["legal_moves"][0])))
    assert answer["screen"]["hints_said"] == ["Ann used 1 hint."]
    assert answer["screen"]["hints"] == 1  # the one person at a table of computers
    assert answer["save"]["hints"] == [1, 0, 0]


def test_a_handoff_is_nobodys_view_and_shows_no_count() -> None:
    answer = json.loads(bridge.start(json.dumps({"names": ["Ann", "Ben"]}), 3))
    assert answer["screen"]["name"] == "handoff" and answer["screen"]["hints"] is None
    assert answer["screen"]["hint_counts"] == [0, 0]
