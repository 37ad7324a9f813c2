"""The playout (search's fast path) against the engine: the same moves, the same
game after every move (R3-R7), and the same final totals as scoring (R11-R18)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from golden_sails.bots.playout import Playout
from golden_sails.game.engine import (
    VARIANTS,
    GameConfig,
    State,
    legal_moves,
    new_game,
    step,
    table_of,
)
from golden_sails.game.moves import Move
from golden_sails.model.cards import PILES
from golden_sails.model.deck import ANIMAL_REFERENCES, load_deck
from golden_sails.scoring import totals
from golden_sails.scoring.byid import FAST_UNIVERSALS, fast_totals
from golden_sails.tools.selfplay import final_score
from helpers import NAMES

FIELDS = ("to_act", "phase", "round", "first", "market", "experts", "hands", "piles", "deck")


def fields(game: State | Playout) -> dict[str, Any]:
    return {name: getattr(game, name) for name in FIELDS}


def random_config(rng: random.Random, players: int, variant: str) -> GameConfig:
    return GameConfig(
        names=NAMES[:players],
        variant=variant,
        animal_reference=rng.choice([None, *ANIMAL_REFERENCES]),
        first_player=rng.randrange(players),
    )


def lockstep(state: State, playout: Playout, rng: random.Random) -> State:
    """Play random legal moves on both to the end of round 12, checking the
    playout's legal moves and every field it keeps against the engine's."""
    moves = 0
    while state.phase in ("assign", "take"):
        legal = legal_moves(state)
        assert playout.legal_moves() == legal
        assert playout.legal_codes() == [m.code for m in legal]
        assert not playout.over
        move = legal[int(rng.random() * len(legal))]
        state = step(state, move)
        if moves % 2:
            playout.play(move)
        else:
            playout.play_code(move.code)
        assert fields(playout) == fields(state), f"after {move} in round {state.round}"
        moves += 1
    assert state.phase == "scoring" and playout.over
    assert playout.legal_moves() == [] and playout.legal_codes() == []
    return state


def confirmed_totals(state: State) -> tuple[int, ...]:
    """The final score sheet's totals once every player confirms R11's proposal."""
    while not state.over:
        state = step(state, {"type": "confirm"})
    return tuple(p.total for p in final_score(state, explain=False).players)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_playout_agrees_with_step_move_for_move_and_scores_the_same(
    players: int, variant: str
) -> None:
    """Every legal move in the engine's order, every field after every move
    (R3-R7: assign, take, the last-card swap, Experts' return, the First Player
    card), and the final totals: scoring's and the confirmed score sheet's."""
    rng = random.Random(f"{players}-{variant}")
    for _ in range(5):
        start = new_game(random_config(rng, players, variant), rng.randrange(2**40))
        playout = Playout.from_state(start)
        assert fields(playout) == fields(start)
        end = lockstep(start, playout, rng)
        expected = totals(table_of(end))
        assert playout.totals() == expected == confirmed_totals(end)


def _play_until(state: State, rng: random.Random, until: Callable[[State], bool]) -> State:
    while not until(state):
        legal = legal_moves(state)
        state = step(state, legal[int(rng.random() * len(legal))])
    return state


POSITIONS: dict[str, Callable[[State], bool]] = {
    "round 1": lambda s: True,
    "mid-round, assigning": lambda s: s.round == 3 and s.phase == "assign" and s.to_act != s.first,
    "taking": lambda s: s.round == 5 and s.phase == "take",
    # R5: the first player about to take the last card, swaps offered.
    "last-card swap": lambda s: s.phase == "take" and s.market.count(None) == s.players - 1,
    "round 4's last take (Experts return, R6)": lambda s: (
        s.round == 4 and s.phase == "take" and s.market.count(None) == s.players - 1
    ),
    "round 12": lambda s: s.round == 12 and s.phase == "assign",
    "round 12's last take": lambda s: (
        s.round == 12 and s.phase == "take" and s.market.count(None) == s.players - 1
    ),
}


@pytest.mark.parametrize("position", POSITIONS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_from_state_at_any_position_plays_on_as_step_does(players: int, position: str) -> None:
    rng = random.Random(f"{players}-{position}")
    for _ in range(2):
        config = random_config(rng, players, rng.choice(VARIANTS))
        state = _play_until(new_game(config, rng.randrange(2**40)), rng, POSITIONS[position])
        playout = Playout.from_state(state)
        assert fields(playout) == fields(state)
        assert playout.legal_moves() == legal_moves(state)
        if position.endswith("swap"):
            assert any(m.swap is not None for m in playout.legal_moves())
        assert playout.totals() == totals(table_of(state))  # the piles as they are now
        end = lockstep(state, playout, rng)
        assert playout.totals() == totals(table_of(end)) == confirmed_totals(end)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_state_at_scoring_or_over_gives_a_finished_playout(players: int) -> None:
    rng = random.Random(players)
    state = _play_until(
        new_game(random_config(rng, players, "standard"), 7),
        rng,
        lambda s: s.phase == "scoring",
    )
    expected = totals(table_of(state))
    for finished in (state, step(state, {"type": "confirm"})):
        playout = Playout.from_state(finished)
        assert playout.over and playout.phase == "scoring" and playout.legal_moves() == []
        assert playout.piles == state.piles
        assert playout.totals() == expected
        playout.random_playout(random.Random(1))  # nothing left to play
        assert playout.piles == state.piles
    while not state.over:
        state = step(state, {"type": "confirm"})
    assert Playout.from_state(state).totals() == expected


def _play_with(state: State, rng: random.Random) -> State:
    """``random_playout``'s documented choice, made through ``step``."""
    while state.phase in ("assign", "take"):
        legal = legal_moves(state)
        state = step(state, legal[int(rng.random() * len(legal))])
    return state


@pytest.mark.parametrize("position", ["round 1", "taking", "last-card swap", "round 12"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playout_is_the_game_step_plays_with_the_same_choices(
    players: int, position: str
) -> None:
    """``Playout.random_playout`` keeps an inlined copy of the rules kernel's
    R3-R5 (``rules.assign_codes``' order, ``after_assign``, ``take_codes`` with
    ``may_swap`` and ``swaps``, ``swap_in``, ``after_take``) for speed: from any
    position, the same random draws play the same game as ``step`` does, every
    field alike at the end (each card in its pile and place, every hand after
    the swaps and returns), and the same totals."""
    rng = random.Random(f"random {players} {position}")
    for _ in range(5):
        config = random_config(rng, players, "standard")
        state = _play_until(new_game(config, rng.randrange(2**40)), rng, POSITIONS[position])
        seed = rng.randrange(2**32)
        playout = Playout.from_state(state)
        playout.random_playout(random.Random(seed))
        end = _play_with(state, random.Random(seed))
        assert playout.over
        assert fields(playout) == fields(end)
        assert playout.totals() == totals(table_of(end)) == confirmed_totals(end)


def test_random_playout_with_the_same_seed_plays_the_same_game() -> None:
    root = Playout.from_state(new_game(GameConfig(names=NAMES), 11))
    games = []
    for seed in (5, 5, 6):
        playout = root.copy()
        playout.random_playout(random.Random(seed))
        games.append((playout.piles, playout.totals()))
    assert games[0] == games[1]
    assert games[0][0] != games[2][0]


def test_a_copy_is_independent_of_its_original() -> None:
    rng = random.Random(3)
    state = _play_until(new_game(GameConfig(names=NAMES), 3), rng, POSITIONS["last-card swap"])
    original = Playout.from_state(state)
    before = fields(original)
    copy = original.copy()
    assert fields(copy) == before
    swap = next(m for m in copy.legal_moves() if m.swap is not None)
    copy.play(swap)  # R5 changes the hand, the pile; the round ends (R6/R7 maybe)
    copy.random_playout(random.Random(1))
    assert copy.over and fields(original) == before
    # And the other way: playing on the original leaves the copy alone.
    again = original.copy()
    kept = fields(again)
    original.play(swap)
    original.random_playout(random.Random(2))
    assert fields(again) == kept


def test_move_codes_and_json_convert_both_ways() -> None:
    rng = random.Random(8)
    state = new_game(GameConfig(names=NAMES[:3]), 8)
    seen = 0
    while state.phase in ("assign", "take"):
        for move in legal_moves(state):
            assert Move.from_code(move.code) == move == Move.from_json(move.to_json())
            seen += 1
        legal = legal_moves(state)
        state = step(state, legal[int(rng.random() * len(legal))])
    assert seen > 300


def test_playing_out_of_phase_is_refused() -> None:
    playout = Playout.from_state(new_game(GameConfig(names=NAMES[:2]), 1))
    with pytest.raises(ValueError, match="not a take phase move"):
        playout.play(Move.from_json({"type": "take", "card": 0}))


def test_accessors_give_a_seats_piles_hand_and_the_table() -> None:
    rng = random.Random(4)
    state = _play_until(new_game(GameConfig(names=NAMES), 4), rng, POSITIONS["taking"])
    playout = Playout.from_state(state)
    for seat in range(4):
        assert playout.piles_of(seat) == state.piles[seat]
        assert playout.hand(seat) == state.hands[seat]
        for pile in range(len(PILES)):
            assert playout.pile(seat, pile) == state.piles[seat][pile]
    assert playout.reference == state.reference and playout.players == 4
    assert playout.table() == table_of(state)


# --- Final totals on tables heavy with decisions (R11, R12, R14, R17) -----------

SPELL_HEAVY = settings(
    max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def _dealt(state: State, rng: random.Random, spells: float) -> State:
    """The state with every card dealt again into random piles, a Spell with
    probability ``spells``: tables thick with Universal Goods, Protection
    Spells, Gem shifts and boosts, which random games rarely hold together."""
    n = state.players
    cards = list(range(len(load_deck())))
    rng.shuffle(cards)
    piles: list[list[list[int]]] = [[[] for _ in PILES] for _ in range(n)]
    for i, card in enumerate(cards[: 12 * n]):
        pile = 0 if rng.random() < spells else rng.randrange(1, len(PILES))
        piles[i % n][pile].append(card)
    return dataclasses.replace(
        state,
        piles=tuple(tuple(tuple(p) for p in own) for own in piles),
        first=rng.randrange(n),
    )


@SPELL_HEAVY
@given(
    st.sampled_from([2, 3, 4]),
    st.sampled_from(ANIMAL_REFERENCES),
    st.floats(min_value=0.0, max_value=0.8),
    st.integers(min_value=0, max_value=2**32),
)
def test_totals_equal_scorings_on_tables_heavy_with_decisions(
    players: int, reference: str, spells: float, seed: int
) -> None:
    config = GameConfig(names=NAMES[:players], animal_reference=reference)
    state = _dealt(new_game(config, 1), random.Random(seed), spells)
    assert Playout.from_state(state).totals() == totals(table_of(state))


def test_the_fast_path_makes_r11s_choices_as_the_optimiser_does() -> None:
    """``byid.fast_totals`` is the playout's copy of R11's decisions (D18), from
    card ids: on every table it takes (no player holding more than
    ``FAST_UNIVERSALS`` Universal Goods, with or without Protection Spells) its
    totals are ``optimiser.totals``'; a hand with more goes to
    golden_sails.scoring (the placements search), never guessed here."""
    rng = random.Random(12)
    deck = load_deck()
    decided = two_in_a_hand = searched = 0
    for k in range(600):
        players = 2 + k % 3
        config = GameConfig(names=NAMES[:players], animal_reference=ANIMAL_REFERENCES[k % 5])
        state = _dealt(new_game(config, 1), rng, (0.05, 0.3, 0.8)[k % 3])
        playout = Playout.from_state(state)
        found = fast_totals(players, state.first, playout._piles, state.reference)
        powers = [[deck[c].spell.power for c in own[0]] for own in state.piles]
        most = max(p.count("universal") for p in powers)
        expected = totals(table_of(state))
        assert (found is None) == (most > FAST_UNIVERSALS)
        if found is None:
            searched += 1
        else:
            assert found == expected
            decided += any("universal" in p or "protection" in p for p in powers)
            two_in_a_hand += most == 2
        assert playout.totals() == expected
    assert decided > 200 and two_in_a_hand > 20 and searched > 3


def test_two_players_a_side_tie_goes_left_and_the_protection_meets_it() -> None:
    """R17, D18, D10: Andy decides first; his left side (Boomerang 1, Mambele 1)
    and right side (Shuriken 2) steal 2 each at best, but Bob, deciding later, may
    protect himself from one kind: the left is sure of 1 VP, the right of 0, so he
    keeps the left; Bob's Protection then blocks the first of the left's kinds,
    the Boomerang: Andy steals 1."""
    deck = load_deck()

    def card(kind: str, left: int, right: int) -> int:
        return next(
            c.id
            for c in deck
            if (c.weapon.kind, c.weapon.left, c.weapon.right) == (kind, left, right)
            and c.spell.power != "protection"
        )

    protection = next(c.id for c in deck if c.spell.power == "protection")
    andy = (
        (),
        (),
        (),
        (),
        (card("boomerang", 1, 0), card("mambele", 1, 0), card("shuriken", 0, 2)),
    )
    bob = ((protection,), (), (), (), ())
    state = new_game(GameConfig(names=NAMES[:2], animal_reference="I"), 1)
    state = dataclasses.replace(state, piles=(andy, bob), first=0)
    assert Playout.from_state(state).totals() == totals(table_of(state)) == (1, -1)
