"""What each viewer may see (R8-R10), and the public game log."""

from __future__ import annotations

import json

import pytest

from golden_sails.app.explain import final_sheet
from golden_sails.app.view_words import view_words
from golden_sails.game.engine import State, step
from golden_sails.game.view import view
from golden_sails.model.rng import SplitMix64
from helpers import assign, game, gem_class, log_lines, play_random, take


def _gem_round(state: State) -> State:
    """Play round 1 of a 3-player game so that Bob takes a Gem."""
    state = step(state, assign(0, "jeweler"))  # Andy
    state = step(state, assign(1, "cook"))  # Bob
    state = step(state, assign(2, "hunter"))  # Cathy
    state = step(state, take(2))  # Cathy
    return step(state, take(0))  # Bob takes the Gem


def test_splitmix64_matches_the_published_reference() -> None:
    """SplitMix64 of seed 0 (Steele, Lea and Flood) starts 0xE220A8397B1DCDAF."""
    assert SplitMix64(0).next64() == 0xE220A8397B1DCDAF


def test_gem_class_is_announced_to_all_at_the_moment_taken_then_hidden() -> None:
    """R8: shown to every player when taken (the rulebook's "say aloud"), then only to its owner."""
    state = _gem_round(game(3, seed=4))
    gem = gem_class(state.piles[1][1][0])
    for viewer in (None, 0, 1, 2):
        assert view(state, viewer)["announce"] == {"seat": 1, "gem": gem}
    state = step(state, take(1))  # Andy takes the last card: the moment has passed
    for viewer in (None, 0, 2):
        v = view(state, viewer)
        assert v["announce"] is None
        assert v["players"][1]["piles"]["gems"] == [{"gem": None}]
    assert view(state, 1)["players"][1]["piles"]["gems"] == [{"gem": gem}]


def test_log_never_names_another_players_gem_class() -> None:
    """R8: the log says "takes a Gem", never the class, to other players."""
    state = step(_gem_round(game(3, seed=4)), take(1))
    gem = gem_class(state.piles[1][1][0])
    others = [text for e, text in log_lines(view(state, 0)) if e.get("seat") == 1]
    assert "Bob takes a Gem." in others
    assert all("gem" not in e for e in view(state, 0)["log"]["entries"] if e.get("seat") == 1)
    mine = [text for e, text in log_lines(view(state, 1)) if e.get("seat") == 1]
    assert f"Bob takes a Gem of class {gem}." in mine


def test_memory_aid_keeps_announced_classes_in_the_log() -> None:
    """R8's optional memory aid."""
    state = step(_gem_round(game(3, seed=4, memory_aid=True)), take(1))
    gem = gem_class(state.piles[1][1][0])
    assert f"Bob takes a Gem of class {gem}." in [text for _, text in log_lines(view(state, 0))]


def test_open_variant_shows_every_gem_pile() -> None:
    """R9 open: Gem piles are face up for all."""
    state = step(_gem_round(game(3, seed=4, variant="open")), take(1))
    gem = gem_class(state.piles[1][1][0])
    assert view(state, 0)["players"][1]["piles"]["gems"] == [{"gem": gem}]


def test_secretive_variant_hides_other_players_experts_and_discards() -> None:
    """R9 secretive: remaining Experts and the discard pile hidden; shown when played."""
    state = step(game(3, seed=4, variant="secretive"), assign(0, "jeweler"))
    v = view(state, 1)
    assert v["players"][0]["experts"] is None and v["players"][0]["experts_count"] == 4
    assert v["players"][1]["experts"] == {
        e: 1 for e in ("jeweler", "cook", "hunter", "sorcerer", "armourer")
    }
    assert v["table"][0]["expert"] == {
        "seat": 0,
        "expert": "jeweler",
        "pile": "gems",
    }  # shown when played
    state = step(
        step(step(step(step(state, assign(1, "cook")), assign(2, "hunter")), take(2)), take(1)),
        take(0),
    )
    assert view(state, 1)["discards"] == {"count": 3, "experts": None}
    assert view(game(3), 1)["discards"]["experts"] == {}


def test_the_handoff_view_holds_nothing_private() -> None:
    """R10: viewer None (the handoff screen) sees no one's Gems, no moves."""
    state = play_random(game(4, seed=6), until=lambda s: s.round == 6)
    v = view(state, None)
    assert v["legal_moves"] == [] and v["undoable"] == 0
    for player in v["players"]:
        assert all(g["gem"] is None for g in player["piles"]["gems"])


def test_only_the_player_to_act_gets_moves() -> None:
    state = game(2)
    assert view(state, 0)["legal_moves"] and view(state, 1)["legal_moves"] == []


def test_no_card_ids_and_no_deck_order_leave_the_view() -> None:
    state = play_random(game(4, seed=2), until=lambda s: s.round == 3)
    text = json.dumps(view(state, 0))
    assert '"id"' not in text and '"deck"' not in text and '"seed"' not in text


def test_final_scoring_reveals_every_gem() -> None:
    state = play_random(game(2, seed=12), until=lambda s: s.phase == "scoring")
    v = view(state, 0)
    for seat, player in enumerate(v["players"]):
        assert [g["gem"] for g in player["piles"]["gems"]] == [
            gem_class(c) for c in state.piles[seat][1]
        ]


def test_bad_viewer_is_refused() -> None:
    with pytest.raises(ValueError, match="viewer"):
        view(game(2), 2)


def test_the_over_view_carries_each_total_and_the_winners() -> None:
    state = play_random(game(3, seed=13))
    over = view(state, None)["scoring"]
    sheet = final_sheet(view(state, None)).to_json()
    assert over["totals"] == [p["total"] for p in sheet["players"]]
    assert over["winners"] == sheet["winners"]
    assert [p["name"] for p in sheet["players"]] == ["Andy", "Bob", "Cathy"]
    for row in sheet["players"]:
        parts = ("spells", "gems", "spices", "animals", "weapons")
        assert row["total"] == sum(row[k] for k in parts)


def test_a_swap_in_the_log_names_the_expert_taken_and_the_one_played_r5() -> None:
    """Issue 25: never "swaps the Armourer for another Expert"; the log says which."""
    from golden_sails.game.engine import legal_moves
    from golden_sails.model.glossary import expert_name

    state = play_random(
        game(3, seed=2), 2, until=lambda s: any(m.swap is not None for m in legal_moves(s))
    )
    move = next(m for m in legal_moves(state) if m.swap is not None)
    after = step(state, move)
    entries = [(e, text) for e, text in log_lines(view(after, 0)) if e.get("swapped")]
    assert entries, "the swap is in the log"
    entry, text = entries[-1]
    assert f"takes the {expert_name(entry['swapped'])} into their supply" in text
    assert move.swap is not None
    played = expert_name(move.swap)
    assert f"plays a {played} instead" in text or f"plays an {played} instead" in text


def test_a_weapon_area_names_its_kind_in_words_r11() -> None:
    """A second Weapon of a kind cancels both (R11): the card's short words name the kind."""
    from golden_sails.model.cards import WEAPONS, kind_name

    state = game(4, seed=5)
    shorts = [card["short"]["weapons"] for card in view_words(view(state, 0))["cards"] if card]
    assert shorts and all(any(s.startswith(kind_name(k)) for k in WEAPONS) for s in shorts)
