"""The rules kernel (golden_sails.game.rules): the round's turns and its end,
once, for the engine and the playout alike (R3-R7)."""

from __future__ import annotations

from golden_sails.game.engine import legal_moves, step
from golden_sails.game.moves import TAKE_CODE
from golden_sails.game.rules import (
    PHASES,
    RETURN_ROUNDS,
    ROUNDS,
    after_assign,
    after_take,
    assign_codes,
    assign_order,
    experts_return,
    may_swap,
    next_first,
    swap_in,
    swaps,
    take_codes,
    take_order,
)
from golden_sails.model.cards import EXPERTS
from golden_sails.model.rng import SplitMix64
from helpers import game


def test_experts_return_after_rounds_4_and_8_only() -> None:
    assert [r for r in range(1, ROUNDS + 1) if experts_return(r)] == [4, 8] == list(RETURN_ROUNDS)


def _firsts(players: int) -> list[int]:
    first, seen = 0, [0]
    for round_no in range(1, ROUNDS):
        first = next_first(first, players, round_no)
        seen.append(first)
    return seen


def test_the_first_player_card_passes_clockwise() -> None:
    assert _firsts(2) == [0, 1] * 6
    assert _firsts(3) == [0, 1, 2] * 4


def test_with_four_players_it_skips_a_seat_when_the_experts_return() -> None:
    # R7: after rounds 4 and 8 the card moves two seats, so each player starts 3 rounds.
    assert _firsts(4) == [0, 1, 2, 3, 1, 2, 3, 0, 2, 3, 0, 1]
    assert sorted(_firsts(4)) == [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]


# --- The round's turns (R3-R5), the engine's and the playout's alike ----------------


def test_assignments_are_each_expert_held_on_each_bare_card_in_that_order_r3() -> None:
    hand = (1, 0, 2, 0, 1)  # a Jeweler, two Hunters, an Armourer
    jeweler, hunter, armourer = (EXPERTS.index(e) for e in ("jeweler", "hunter", "armourer"))
    assert assign_codes(hand, [0, 2]) == [
        jeweler * 8 + 0, jeweler * 8 + 2, hunter * 8 + 0, hunter * 8 + 2,
        armourer * 8 + 0, armourer * 8 + 2,
    ]  # fmt: skip
    assert assign_codes((0, 0, 0, 0, 0), [1]) == [] == assign_codes(hand, [])


def test_assigning_goes_clockwise_and_the_last_to_assign_takes_first_r3_r4() -> None:
    assert [after_assign(s, 4, False) for s in range(4)] == [1, 2, 3, 0]
    assert [after_assign(s, 3, True) for s in range(3)] == [0, 1, 2]
    assert [after_take(s, 4) for s in range(4)] == [3, 0, 1, 2]
    assert assign_order(2, 4) == [2, 3, 0, 1] and take_order(2, 4) == [1, 0, 3, 2]
    assert take_order(1, 2) == [0, 1]  # the first player takes the last card


def test_only_the_first_player_may_swap_and_only_on_the_last_card_r5() -> None:
    assert may_swap(1, 2, 2) and not may_swap(2, 2, 2) and not may_swap(1, 1, 2)
    hand = (1, 1, 0, 2, 0)  # a Jeweler, a Cook, two Sorcerers
    cook = EXPERTS.index("cook")
    # A Cook on the card: the Jeweler or a Sorcerer may go there instead, never a
    # second Cook (no change of type) nor an Expert he does not hold.
    assert swaps(hand, cook) == [EXPERTS.index("jeweler"), EXPERTS.index("sorcerer")]
    assert take_codes([2], hand, cook, 0, 0) == [
        TAKE_CODE + 2, *(TAKE_CODE + (e + 1) * 8 + 2 for e in swaps(hand, cook))
    ]
    assert take_codes([2], hand, cook, 1, 0) == [TAKE_CODE + 2]  # not the first player
    assert take_codes([0, 3], hand, cook, 0, 0) == [TAKE_CODE + 0, TAKE_CODE + 3]


def test_a_swap_returns_the_cards_expert_to_the_supply_and_plays_his_own_r5() -> None:
    hands = [1, 1, 1, 1, 1, 0, 1, 0, 2, 0]  # seat 1 at 5..9: a Cook, two Sorcerers
    swap_in(hands, 5, EXPERTS.index("armourer"), EXPERTS.index("sorcerer"))
    assert hands == [1, 1, 1, 1, 1, 0, 1, 0, 1, 1]


def test_a_game_passes_through_the_phases_in_their_order() -> None:
    # PHASES is what the page checks a stored game's phase against (js/engine/core.js).
    for players in (2, 4):
        state, rng = game(players, seed=players), SplitMix64(players)
        seen = [state.phase]
        while not state.over:
            moves = legal_moves(state)
            state = step(state, moves[rng.below(len(moves))])
            if state.phase != seen[-1]:
                seen.append(state.phase)
        assert list(dict.fromkeys(seen)) == list(PHASES)
        assert seen[-2:] == ["scoring", "over"]
