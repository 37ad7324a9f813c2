"""The round structure, set-up and moves, from the rulebook and rulings R1-R7, R20."""

from __future__ import annotations

import itertools
import json

import pytest

from golden_sails.game.engine import (
    ConfigError,
    GameConfig,
    MoveError,
    legal_moves,
    moves_in_a_row,
    new_game,
    step,
    take_back,
)
from golden_sails.game.events import Take
from golden_sails.model.cards import EXPERTS
from helpers import assign, card_ids_everywhere, game, play_random, play_round, take


@pytest.mark.parametrize(("players", "cards"), [(2, 24), (3, 36), (4, 48)])
def test_setup_uses_12_cards_a_player(players: int, cards: int) -> None:
    """Rulebook "Set-up": 24/36/48 cards; R2: always 12 rounds of n cards."""
    state = game(players)
    ids = card_ids_everywhere(state)
    assert len(ids) == cards == len(set(ids))
    assert len(state.market) == players
    assert state.hands == ((1, 1, 1, 1, 1),) * players  # a full set of five Experts each


def test_same_seed_same_deal_and_different_seed_different_deal() -> None:
    a, b, c = game(4, seed=42), game(4, seed=42), game(4, seed=43)
    assert a.deck == b.deck and a.market == b.market and a.reference == b.reference
    assert a.deck != c.deck


def test_the_deal_is_fixed_by_the_seed_across_pythons() -> None:
    """The shuffle is our own SplitMix64 (rng.py), not ``random``: a seed must deal
    the same cards on CPython and in Pyodide.  These ids were dealt by seed 2026."""
    state = game(2, seed=2026, animal_reference="IV")
    assert state.market + state.deck[:4] == (30, 47, 25, 45, 26, 35)


def test_random_reference_comes_from_seed_and_chosen_one_is_kept() -> None:
    refs = {game(3, seed=s).reference for s in range(40)}
    assert refs == {"I", "II", "III", "IV", "V"}
    assert game(3, seed=5, animal_reference="II").reference == "II"


def test_three_player_round_of_experts_from_the_rulebook() -> None:
    """Rulebook "Assign the Experts" and "Take the Goods" example: Andy plays the
    Armourer on the central card, Bob the Hunter on the rightmost, Cathy the Cook
    on the last; Cathy takes the Weapon, Bob the Animal, and Andy swaps his
    Jeweler for the Cook on the last card and takes a Gem."""
    state = game(3, seed=9)
    left, centre, right = state.market
    state = step(state, assign(1, "armourer"))  # R3: Andy first, then clockwise (R1)
    assert state.to_act == 1
    state = step(state, assign(2, "hunter"))
    state = step(state, assign(0, "cook"))
    assert state.phase == "take" and state.to_act == 2  # R4: the last to assign takes first
    state = step(state, take(1))
    assert state.to_act == 1  # counter-clockwise
    state = step(state, take(2))
    assert state.to_act == 0
    swaps = [m.to_json() for m in legal_moves(state) if m.swap is not None]
    # R5: only a type change is offered, with Experts Andy still holds.
    assert {m["swap"] for m in swaps} == {"jeweler", "hunter", "sorcerer"}
    state = step(state, take(0, swap="jeweler"))
    andy, bob, cathy = state.piles
    assert cathy[4] == (centre,) and bob[3] == (right,) and andy[1] == (left,)
    # R5: Cathy's Cook from the card joins Andy's supply beside his own Cook, so
    # he holds two Cooks, a Hunter and a Sorcerer until the Experts return
    # (docs/rules-decisions.md, D2).
    assert state.hands[0] == (0, 2, 1, 1, 0)
    assert state.round == 2 and state.first == 1  # R7: the First Player card passes clockwise


def test_cannot_assign_on_a_card_that_has_an_expert() -> None:
    state = step(game(3), assign(0, "cook"))
    before = state
    with pytest.raises(MoveError, match="already has an Expert"):
        step(state, assign(0, "hunter"))
    assert state is before and state.experts[0] == (0, 1)


def test_illegal_and_malformed_moves_are_refused_with_the_state_unchanged() -> None:
    state = game(2)
    snapshot = json.dumps([state.market, state.experts, state.hands, state.to_act])
    bad = [
        ("assign", MoveError, "is an object"),
        ({"type": "fly"}, MoveError, "unknown move type"),
        ({"type": "assign", "card": 0}, MoveError, "missing 'expert'"),
        (assign(7, "cook"), MoveError, "not a table position"),
        (assign(True, "cook"), MoveError, "not a table position"),  # type: ignore[arg-type]
        (assign(0, "chef"), MoveError, "not one of jeweler"),
        ({"type": "assign", "card": 0, "expert": "cook", "x": 1}, MoveError, "unknown key 'x'"),
        (take(0), MoveError, "assign phase"),
    ]
    for move, error, message in bad:
        with pytest.raises(error, match=message):
            step(state, move)
    assert json.dumps([state.market, state.experts, state.hands, state.to_act]) == snapshot


def test_an_expert_you_no_longer_hold_is_refused() -> None:
    state = game(2)
    state = step(state, assign(0, "cook"))
    state = step(state, assign(1, "hunter"))
    state = step(step(state, take(1)), take(0))
    # Round 2: Bob is first; Andy has no Cook left.
    state = step(state, assign(0, "jeweler"))
    with pytest.raises(MoveError, match="Andy has no Cook left"):
        step(state, assign(1, "cook"))


def test_swap_only_for_the_first_player_on_the_last_card() -> None:
    """R5."""
    state = game(3)
    for slot, expert in enumerate(("cook", "hunter", "jeweler")):
        state = step(state, assign(slot, expert))
    with pytest.raises(MoveError, match="only the first player"):
        step(state, take(0, swap="sorcerer"))
    state = step(step(state, take(0)), take(1))
    with pytest.raises(MoveError, match="changes the type"):
        step(state, take(2, swap="jeweler"))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_experts_return_after_rounds_4_and_8_and_first_player_passes(players: int) -> None:
    """R6 (Experts return after 4 and 8, never after 12) and R7 (with the
    4-player exception: after 4 and 8 the card skips one player)."""
    state = game(players, seed=3)
    firsts = [state.first]
    for round_no in range(1, 12):
        held = [sum(h) for h in state.hands]
        assert held == [5 - (round_no - 1) % 4] * players
        state = play_round(state, seed=round_no)
        firsts.append(state.first)
    steps = [(b - a) % players for a, b in itertools.pairwise(firsts)]
    expected = [2 if players == 4 and r in (4, 8) else 1 for r in range(1, 12)]
    assert steps == expected
    state = play_round(state, seed=99)
    assert state.phase == "scoring"
    assert [sum(h) for h in state.hands] == [1] * players  # no return after round 12


def test_each_card_goes_on_top_of_its_pile_in_order_taken() -> None:
    """Rulebook "Idea of the Game": each new card atop the others, order kept."""
    state = play_random(game(3, seed=11), until=lambda s: s.phase == "scoring")
    expected: dict[tuple[int, str], list[int]] = {}
    for event in state.events():
        if isinstance(event, Take):
            expected.setdefault((event.seat, event.pile), []).append(event.card)
    for seat, own in enumerate(state.piles):
        for pile, cards in zip(
            ("spells", "gems", "spices", "animals", "weapons"), own, strict=True
        ):
            assert list(cards) == expected.get((seat, pile), [])


def test_moves_in_a_row_count_own_decisions_until_handoff_or_reveal() -> None:
    """R20's facts (the rule is the session's: test_session.py): the last assigner
    takes first, with no handoff between; his assignment and his take are his in a
    row, nothing before the device came to him, nothing across a reveal."""
    state = game(2)
    state = step(state, assign(0, "cook"))  # Andy
    assert moves_in_a_row(state) == 0  # the device went to Bob
    state = step(state, assign(1, "hunter"))  # Bob
    assert moves_in_a_row(state) == 1
    state = step(state, take(0))  # Bob takes
    assert state.to_act == 0 and moves_in_a_row(state) == 0  # handed to Andy
    state = step(state, take(1))  # Andy takes the last card: round 2 revealed, Bob first
    assert moves_in_a_row(state) == 0  # cards were revealed
    with pytest.raises(MoveError, match="cards were revealed"):
        take_back(state, 1)
    back = step(game(2), assign(0, "cook"))
    back = step(back, assign(1, "hunter"))
    undone = take_back(back, 1)
    assert undone.to_act == 1 and undone.experts[1] is None and undone.phase == "assign"


def test_game_lasts_exactly_12_rounds_and_then_final_choices() -> None:
    state = play_random(game(4, seed=5), until=lambda s: s.phase == "scoring")
    assert state.round == 12 and not state.deck
    assert all(sum(len(p) for p in own) == 12 for own in state.piles)
    state = play_random(state)
    assert state.over and legal_moves(state) == []
    with pytest.raises(MoveError, match="game is over"):
        step(state, {"type": "confirm"})


def test_final_choices_are_made_in_r11_order_from_round_12s_first_player() -> None:
    state = play_random(game(3, seed=8), until=lambda s: s.phase == "scoring")
    order = []
    while not state.over:
        order.append(state.to_act)
        state = step(state, {"type": "confirm"})
    assert order == [(state.first + k) % 3 for k in range(3)]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"names": ("Ann",)}, "2, 3 or 4 players"),
        ({"names": ("A", "B", "C", "D", "E")}, "2, 3 or 4 players"),
        ({"names": ("Ann", " ann ")}, "'ann' is already the name of names\\[0\\]"),
        ({"names": ("Ann", "Bo\tb")}, "names\\[1\\]: contains the control character"),
        ({"names": ("Ann", "x" * 41)}, "names\\[1\\]: 41 characters"),
        ({"names": ("Ann", "")}, "needs a name"),
        ({"names": ("Ann", "Bob"), "variant": "hard"}, "variant"),
        ({"names": ("Ann", "Bob"), "animal_reference": "VI"}, "animal_reference"),
        ({"names": ("Ann", "Bob"), "first_player": 2}, "first_player"),
    ],
)
def test_bad_config_is_refused_naming_the_fault(options: dict[str, object], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        GameConfig(**options)  # type: ignore[arg-type]


def test_bad_seed_is_refused() -> None:
    with pytest.raises(ConfigError, match="seed"):
        new_game(GameConfig(names=("A", "B")), -1)


def test_config_json_round_trip_and_unknown_key() -> None:
    config = GameConfig(names=("A", "B", "C"), variant="secretive", animal_reference="V")
    assert GameConfig.from_json(json.loads(json.dumps(config.to_json()))) == config
    with pytest.raises(ConfigError, match="unknown key 'colour'"):
        GameConfig.from_json({"names": ["A", "B"], "colour": "red"})


def test_every_expert_assigned_goes_to_the_pile_it_names() -> None:
    """Rulebook: the Expert played on a card determines its Good type."""
    state = game(4, seed=21)
    for slot, expert in enumerate(EXPERTS[:4]):
        state = step(state, assign(slot, expert))
    cards = list(state.market)
    for _ in range(4):
        seat = state.to_act
        slot = next(i for i, c in enumerate(state.market) if c is not None)
        state = step(state, take(slot))
        pile = ("gems", "spices", "animals", "spells")[slot]
        index = ("spells", "gems", "spices", "animals", "weapons").index(pile)
        assert state.piles[seat][index][-1] == cards[slot]
