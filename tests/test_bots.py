"""Computer players: a view in, a legal move out; the world they imagine gives their view back."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from golden_sails.bots import BOTS, LEVELS, bot_view, make_bot, play
from golden_sails.bots.knowledge import known_gems, take_order
from golden_sails.bots.playout import Playout
from golden_sails.bots.search import HardBot, sample
from golden_sails.bots.world import WorldError, sample_games, sample_world
from golden_sails.game.engine import State, legal_moves
from golden_sails.game.view import view
from golden_sails.model.deck import load_deck
from golden_sails.model.errors import InputError
from helpers import Drawn, game, play_random, swap_hidden
from test_playout import fields

PROFILE = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def positions(draw: st.DrawFn) -> State:
    """Any position of a random game: 2-4 players, every variant, final scoring included."""
    players = draw(st.sampled_from([2, 3, 4]))
    variant = draw(st.sampled_from(["standard", "open", "secretive"]))
    seed = draw(st.integers(0, 2**32))
    stop = draw(st.integers(0, 12 * players * 2 + players * 3))
    count = [0]

    def until(_state: State) -> bool:
        count[0] += 1
        return count[0] > stop

    return play_random(game(players, seed=seed, variant=variant), seed=seed, until=until)


@PROFILE
@given(positions(), st.data())
def test_a_sampled_world_gives_the_view_it_came_from_exactly(
    state: State, data: st.DataObject
) -> None:
    """Every seat, every variant, every phase: the imagined game looks, from that
    seat, exactly like the real one (with perfect memory, R8)."""
    for seat in range(state.players):
        shown = bot_view(state, seat)
        world = sample_world(shown, random.Random(data.draw(st.integers(0, 2**32))))
        assert view(world, seat) == shown


@PROFILE
@given(positions(), st.integers(0, 2**32))
def test_worlds_differ_where_the_seat_cannot_see(state: State, seed: int) -> None:
    """The sampler really samples: the undealt cards are dealt afresh (the
    converse of the test above, so it cannot pass by copying one world)."""
    if len(state.deck) < 4:
        return
    shown = bot_view(state, state.to_act if not state.over else 0)
    rng = random.Random(seed)
    decks = {sample_world(shown, rng).deck for _ in range(6)}
    assert len(decks) > 1


def test_a_view_no_game_gave_is_a_bug_not_a_players_fault() -> None:
    """A computer player is handed the engine's whole view; a log cut to its new
    part (the page's wire form) is no view it could be given: WorldError, which
    the bridge answers as a bug, never as a player's refusal (InputError)."""
    state = play_random(game(3, seed=5), seed=5, until=lambda s: s.round == 3)
    shown = bot_view(state, state.to_act)
    cut = {**shown, "log": {"start": 2, "entries": shown["log"]["entries"][2:]}}
    with pytest.raises(WorldError, match=r"^log: ") as raised:
        sample_world(cut, random.Random(1))
    assert not isinstance(raised.value, InputError)


def test_two_states_with_the_same_view_get_the_same_choice() -> None:
    """A bot is handed a view, never a state: states that differ only in what its
    seat cannot see (the deck, others' Gems) give the same decision for a seed."""

    @settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.integers(0, 2**20), st.integers(2, 40), st.data())
    def check(seed: int, stop: int, data: st.DataObject) -> None:
        state = play_random(game(3, seed=seed), seed=seed, until=lambda s: len(s.moves()) >= stop)
        if state.phase not in ("assign", "take"):
            return
        seat = state.to_act
        other = swap_hidden(state, seat, Drawn(data))
        assert bot_view(other, seat) == bot_view(state, seat)
        for level in BOTS:
            budget = {"iterations": 40} if level == "hard" else {}
            first = _bot(level, seed, budget).choose(bot_view(state, seat))
            again = _bot(level, seed, budget).choose(bot_view(other, seat))
            assert first == again, level

    check()


class _Watch:
    """A bot whose every choice is checked against its seat's legal moves."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.name = bot.name
        self.choices = 0

    def choose(self, shown: dict[str, Any]) -> Any:
        move = self.bot.choose(shown)
        assert move.to_json() in shown["legal_moves"], (self.name, move)
        self.choices += 1
        return move


def _bot(level: str, seed: int, budget: dict[str, Any]) -> Any:
    return HardBot(seed, **budget) if level == "hard" else make_bot(level, seed)


@pytest.mark.parametrize("level", sorted(BOTS))
def test_every_level_plays_whole_games_with_legal_moves(level: str) -> None:
    for players, variant in ((2, "open"), (4, "secretive")):
        bots = [
            HardBot(s, iterations=30) if level == "hard" else make_bot(level, s)
            for s in range(players)
        ]
        watched = [_Watch(b) for b in bots]
        final = play(game(players, seed=3, variant=variant), watched)
        assert final.over and sum(w.choices for w in watched) >= 12 * players * 2


def test_hard_is_deterministic_for_a_seed_and_a_budget() -> None:
    state = play_random(game(4, seed=8), seed=8, until=lambda s: s.round == 3)
    shown = bot_view(state, state.to_act)
    picks = {HardBot(5, iterations=120).choose(shown) for _ in range(3)}
    assert len(picks) == 1


def test_a_bot_remembers_every_announced_gem_r8() -> None:
    """Without the memory aid, another player's Gems are hidden from a seat; a
    bot's view keeps them as they were announced."""
    for seed in range(40):
        state = play_random(game(3, seed=seed), seed=seed, until=lambda s: s.round == 10)
        others_gems = [len(state.piles[s][1]) for s in (1, 2)]
        if min(others_gems) > 0:
            break
    assert min(others_gems) > 0
    plain = view(state, 0)
    assert all(g["gem"] is None for g in plain["players"][1]["piles"]["gems"])
    remembered = known_gems(bot_view(state, 0))
    assert [len(remembered[s]) for s in (1, 2)] == others_gems
    deck = __import__("golden_sails.model.deck", fromlist=["load_deck"]).load_deck()
    for s in (1, 2):
        assert remembered[s] == [deck[c].gem for c in state.piles[s][1]]


def test_the_take_order_is_from_the_last_assigner_counter_clockwise_r4() -> None:
    state = game(4, seed=1, first_player=2)
    assert take_order(view(state, 0)) == [1, 0, 3, 2]
    assert legal_moves(state)  # the first player assigns first (R3)


def test_the_levels_a_person_may_choose_each_say_what_they_do() -> None:
    assert list(LEVELS) == ["easy", "medium", "hard"]
    assert all(LEVELS[level] and level in BOTS for level in LEVELS)


@PROFILE
@given(positions(), st.integers(0, 2**32))
def test_sampled_games_are_the_worlds_sample_world_deals_with_the_same_draws(
    state: State, seed: int
) -> None:
    """The search's worlds replay the view's moves once and put each world's
    cards in place (Playout.relabeled): the very games sample_world would give
    (every field), with the same unseen cards, from the same random draws."""
    if state.phase not in ("assign", "take"):
        return
    shown = bot_view(state, state.to_act)
    games = sample_games(shown, random.Random(seed), 4)
    rng = random.Random(seed)
    for world_game, unseen in games:
        world = sample_world(shown, rng)
        assert fields(world_game) == fields(Playout.from_state(world))
        placed = {c for c in world.market if c is not None}
        placed.update(c for own in world.piles for pile in own for c in pile)
        assert unseen == [c for c in range(len(load_deck())) if c not in placed]
    assert len({g.deck for g, _ in games}) > 1 or len(state.deck) < 2


def test_the_early_stop_never_changes_hards_choice() -> None:
    """Hard stops once the most visited move cannot be overtaken in the
    iterations left: the move is the whole budget's, and the budget is really
    cut short in some positions (else this test would prove nothing)."""
    cut = 0
    for seed in range(12):
        players, stop = 2 + seed % 3, 5 * seed
        state = play_random(
            game(players, seed=seed), seed=seed, until=lambda s, k=stop: len(s.moves()) >= k
        )
        if state.phase not in ("assign", "take") or len(legal_moves(state)) < 2:
            continue
        shown = bot_view(state, state.to_act)
        early = HardBot(seed, iterations=150).choose(shown)
        assert early == HardBot(seed, iterations=150, stop_early=False).choose(shown)
        assert early == HardBot(seed, iterations=150).advise(shown)[0][0]  # the hint's first
        root, _ = HardBot(seed, iterations=150)._search(shown, True)
        cut += root.visits < 150
    assert cut >= 3


def test_the_searchs_deal_draws_as_random_sample_does() -> None:
    """search.sample is random.sample without a call a draw: the same cards,
    and the generator left in the same state, in both of its ways (a pool of
    those not drawn, and a set of those drawn when few come from many)."""
    ways = set()
    for n in range(49):
        population = list(range(100, 100 + n))
        for k in sorted({0, min(n, 1), min(n, 3), min(n, 5), min(n, 6), n // 2, n}):
            for seed in range(4):
                ours, theirs = random.Random(seed), random.Random(seed)
                assert sample(ours, population, k) == tuple(theirs.sample(population, k))
                assert ours.random() == theirs.random()
                ways.add(k <= 5 and n > 21)
        assert population == list(range(100, 100 + n))
    assert ways == {True, False}
    with pytest.raises(ValueError):
        sample(random.Random(1), [1, 2], 3)
