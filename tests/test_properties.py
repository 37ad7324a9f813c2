"""Property tests over random games (hypothesis): the invariants every game keeps."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from golden_sails.app import saves
from golden_sails.game.engine import State, legal_moves, step
from golden_sails.game.view import view
from golden_sails.model.rng import SplitMix64
from golden_sails.tools.selfplay import final_sheet
from helpers import Drawn, card_ids_everywhere, game, play_random, swap_hidden

PROFILE = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
players = st.sampled_from([2, 3, 4])
variants = st.sampled_from(["standard", "open", "secretive"])
seeds = st.integers(min_value=0, max_value=2**40)


def _experts_total(state: State) -> list[int]:
    """Each Expert type held, on the table, or discarded: n of each (R6)."""
    counts = [state.players] * 5
    held = [sum(h[e] for h in state.hands) for e in range(5)]
    on_table = [sum(1 for x in state.experts if x is not None and x[1] == e) for e in range(5)]
    discarded = [c - h - t for c, h, t in zip(counts, held, on_table, strict=True)]
    assert all(d >= 0 for d in discarded), discarded
    return [h + t + d for h, t, d in zip(held, on_table, discarded, strict=True)]


@PROFILE
@given(players, seeds, seeds)
def test_every_card_and_expert_accounted_for_one_card_a_round_12_rounds(
    n: int, seed: int, bot_seed: int
) -> None:
    state = game(n, seed=seed)
    rngs = [SplitMix64(bot_seed + s) for s in range(n)]
    total = len(card_ids_everywhere(state))
    rounds_seen = {state.round}
    while state.phase in ("assign", "take"):
        moves = legal_moves(state)
        assert moves, "legal moves may run out only at the end"
        round_before = state.round
        taken_before = [sum(len(p) for p in own) for own in state.piles]
        state = step(state, moves[rngs[state.to_act].below(len(moves))])
        ids = card_ids_everywhere(state)
        assert len(ids) == total and len(set(ids)) == total  # no card lost or doubled
        assert _experts_total(state) == [n] * 5
        if state.round != round_before or state.phase == "scoring":
            # the round just ended: every player took exactly one card in it
            taken = [sum(len(p) for p in own) for own in state.piles]
            assert taken == [round_before] * n, (taken_before, taken)
        rounds_seen.add(state.round)
    assert rounds_seen == set(range(1, 13))
    while not state.over:
        moves = legal_moves(state)
        assert moves
        state = step(state, moves[rngs[state.to_act].below(len(moves))])
    assert legal_moves(state) == []


@PROFILE
@given(players, seeds, seeds)
def test_weapon_scores_sum_to_zero(n: int, seed: int, bot_seed: int) -> None:
    """R17: every VP stolen is lost by a neighbour."""
    state = _random_game(n, seed, bot_seed)
    sheet = final_sheet(state)
    assert sum(p["weapons"] for p in sheet["players"]) == 0


def _random_game(
    n: int, seed: int, bot_seed: int, stop: int | None = None, variant: str = "standard"
) -> State:
    count = [0]

    def until(_state: State) -> bool:
        count[0] += 1
        return stop is not None and count[0] > stop

    return play_random(game(n, seed=seed, variant=variant), bot_seed, until)


@PROFILE
@given(players, seeds, seeds, st.integers(min_value=0, max_value=130))
def test_a_save_replays_to_the_same_state_and_scores(
    n: int, seed: int, bot_seed: int, stop: int
) -> None:
    state = _random_game(n, seed, bot_seed, stop)
    loaded = saves.loads(saves.dumps(state))
    for seat in [None, *range(n)]:
        shown, again = view(state, seat), view(loaded, seat)
        if state.phase == "scoring":
            # A save keeps a decider's choices, not the way he reached them (D15):
            # fewer of his changes may be left to take back, never more.
            assert again.pop("undoable") <= shown.pop("undoable")
        assert again == shown
    assert loaded.deck == state.deck and loaded.piles == state.piles
    if state.over:
        assert final_sheet(loaded) == final_sheet(state)


@PROFILE
@given(players, seeds, seeds, st.integers(min_value=1, max_value=95), st.data())
def test_view_hides_what_the_viewer_may_not_see(
    n: int, seed: int, bot_seed: int, stop: int, data: st.DataObject
) -> None:
    """Two states that differ only in what a seat may not see give it the same view (R8-R10)."""
    state = _random_game(n, seed, bot_seed, stop)
    if state.phase not in ("assign", "take"):
        return
    viewer = data.draw(st.integers(0, n - 1))
    other = swap_hidden(state, viewer, Drawn(data))
    assert json.dumps(view(other, viewer), sort_keys=True) == json.dumps(
        view(state, viewer), sort_keys=True
    )
    assert json.dumps(view(other, None), sort_keys=True) == json.dumps(
        view(state, None), sort_keys=True
    )


@PROFILE
@given(variants, seeds, st.integers(min_value=1, max_value=60))
def test_the_view_changes_when_the_viewer_may_see_the_difference(
    variant: str, seed: int, stop: int
) -> None:
    """The converse, so the test above cannot pass by a view that shows nothing:
    a viewer's own Gem pile is in his view."""
    state = _random_game(3, seed, seed, stop, variant=variant)
    own_gems = view(state, 0)["players"][0]["piles"]["gems"]
    assert all(g["gem"] is not None for g in own_gems)
