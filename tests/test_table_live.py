"""The table as players live it (issue 25): what happened since a turn (R8: every
Gem class said aloud, and no other), the round on the table (R3, R4, R6, R7),
every VP's score sheet now from the viewer's own view, and the memory aid kept
with the game (D20)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from golden_sails import bridge
from golden_sails.app import saves, session
from golden_sails.app.explain import area_notes, scores_now, sheet_now
from golden_sails.app.news import round_panel, since_words
from golden_sails.game.engine import GameConfig, State, legal_moves, step, with_memory_aid
from golden_sails.game.events import Assign, Decided, ExpertsReturn, FirstPlayer, Take
from golden_sails.game.since import last_turn, since_last_turn
from golden_sails.game.view import view
from golden_sails.model.deck import load_deck
from helpers import NAMES, game, play_random

KIND_OF = {Assign: "assign", ExpertsReturn: "return", FirstPlayer: "first-player"}


def _positions(players: int, variant: str, seed: int) -> list[State]:
    """Every position of a whole random game up to final scoring."""
    out = []
    state = game(players, seed=seed, variant=variant)
    rng = seed
    while state.phase in ("assign", "take"):
        out.append(state)
        moves = legal_moves(state)
        rng = (rng * 1103515245 + 12345) % 2**31
        state = step(state, moves[rng % len(moves)])
    return out


def _expected(state: State, seat: int) -> list[tuple[str, int | None]]:
    """The log's moves after ``seat``'s last own move, as (kind, seat)."""
    out: list[tuple[str, int | None]] = []
    for event in state.events()[last_turn(state, seat) + 1 :]:
        if isinstance(event, Take):
            out.append(("take" if event.swapped is None else "swap", event.seat))
        elif isinstance(event, Assign | FirstPlayer):
            out.append((KIND_OF[type(event)], event.seat))
        elif isinstance(event, ExpertsReturn):
            out.append(("return", None))
    return out


@pytest.mark.parametrize(
    ("players", "variant"), [(2, "standard"), (3, "secretive"), (4, "standard")]
)
def test_since_lists_every_move_after_the_seats_last_one(players: int, variant: str) -> None:
    for state in _positions(players, variant, seed=players):
        for seat in range(players):
            items = since_last_turn(state, seat)
            assert [(i["kind"], i.get("seat")) for i in items] == _expected(state, seat)
            # No move of his own: his last turn is where the list starts.
            assert all(i.get("seat") != seat for i in items if i["kind"] in ("assign", "take"))


def _heard_since(state: State, seat: int) -> dict[int, list[int]]:
    """Each owner's Gem classes taken after ``seat``'s last move: all he heard said aloud."""
    deck = load_deck()
    heard: dict[int, list[int]] = {}
    for event in state.events()[last_turn(state, seat) + 1 :]:
        if isinstance(event, Take) and event.pile == "gems":
            heard.setdefault(event.seat, []).append(deck[event.card].gem)
    return heard


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_handoffs_list_holds_no_gem_class_the_next_player_may_not_see_r8(players: int) -> None:
    """On the table's view (a handoff), the list is the next player's: every Gem class
    in it was said aloud after his last turn, and every such class is in it."""
    for state in _positions(players, "standard", seed=10 + players):
        public = view(state, None)
        seat = state.to_act
        assert public["since"]["seat"] == seat
        shown: dict[int, list[int]] = {}
        for item in public["since"]["items"]:
            if item.get("gem") is not None:
                shown.setdefault(item["seat"], []).append(item["gem"])
        assert shown == _heard_since(state, seat)
        # Nowhere else in the list: an assign's Area of a Gem is not told.
        for item in public["since"]["items"]:
            if item["kind"] == "assign" and item["pile"] == "gems":
                assert "gem" not in item  # D21
        words = since_words(public, list(NAMES[:players]))
        assert words is not None
        for text in words["texts"]:
            assert "class" not in text


def test_the_list_is_the_same_whatever_was_hidden_before_the_last_turn() -> None:
    """Two games that differ only in a Gem another player took before the viewer's
    last turn give the viewer the same list (and the class is in neither)."""
    deck = load_deck()
    found = 0
    for state in _positions(3, "standard", seed=5):
        seat = state.to_act
        before = state.events()[: last_turn(state, seat) + 1]
        old = [e for e in before if isinstance(e, Take) and e.pile == "gems" and e.seat != seat]
        if not old:
            continue
        found += 1
        text = json.dumps(since_last_turn(state, seat))
        classes_since = {g for gs in _heard_since(state, seat).values() for g in gs}
        for event in old:
            gem = deck[event.card].gem
            if gem not in classes_since:
                assert f'"gem": {gem}' not in text
    assert found > 10


def test_the_first_player_card_skips_a_seat_after_rounds_4_and_8_in_4_players_r7() -> None:
    state = play_random(game(4, seed=3), seed=3, until=lambda s: s.round == 5)
    seat = (state.first - 1) % 4  # not the new first player
    items = since_last_turn(state, (state.first + 3) % 4)
    passing = [i for i in items if i["kind"] == "first-player"]
    assert passing and passing[-1]["seat"] == state.first
    assert passing[-1]["skipped"] == (state.first - 1) % 4
    assert any(i["kind"] == "return" and i["round"] == 4 for i in items)
    labels = list(NAMES)
    panel = round_panel(view(state, seat), labels)
    assert panel is not None and panel["round_end"] is not None
    end = " ".join(panel["round_end"]["lines"])
    assert "The Experts return" in end and f"skipped {labels[(state.first - 1) % 4]}" in end
    # 3 players: never a skip (R7), and no return after round 5 (R6).
    three = play_random(game(3, seed=3), seed=3, until=lambda s: s.round == 6)
    panel3 = round_panel(view(three, 0), labels[:3])
    assert panel3 is not None and panel3["round_end"] is not None
    assert "skipped" not in panel3["round_end"]["text"]
    assert "return" not in panel3["round_end"]["text"]


def test_the_round_panel_orders_placing_r3_and_taking_r4() -> None:
    labels = list(NAMES)
    state = play_random(game(4, seed=8), seed=8, until=lambda s: s.round == 3)
    first = state.first
    panel = round_panel(view(state, state.to_act), labels)
    assert panel is not None
    place = [s["seat"] for s in panel["place"]]
    take = [s["seat"] for s in panel["take"]]
    assert place == [(first + k) % 4 for k in range(4)]  # R3: clockwise from the first player
    assert take == place[::-1]  # R4: the last to place takes first; the first player last
    assert panel["place"][0]["state"] == "now" and panel["step"] == 1
    assert (panel["round"], panel["rounds"], panel["returns"]) == (3, 12, [4, 8])
    assert panel["returns_text"] == "The Experts return after round 4."
    # Through the round: exactly one seat is "now", and it is the seat to act.
    while state.round == 3:
        panel = round_panel(view(state, None), labels)
        assert panel is not None
        row = panel["place"] if state.phase == "assign" else panel["take"]
        now = [s["seat"] for s in row if s["state"] == "now"]
        assert now == [state.to_act]
        state = step(state, legal_moves(state)[0])


def test_every_vp_explains_itself_from_the_viewers_own_view() -> None:
    labels = list(NAMES[:3])
    state = play_random(game(3, seed=21), seed=21, until=lambda s: s.round == 7)
    seat = state.to_act
    mine = view(state, seat)
    totals = {s["seat"]: s for s in scores_now(mine)}
    for other in range(3):
        sheet = sheet_now(mine, other, labels)
        assert sheet["player"]["total"] == totals[other]["total"]
        cats = ("spells", "gems", "spices", "animals", "weapons")
        assert sum(sheet["player"][c] for c in cats) == sheet["player"]["total"]
        assert all(sheet["player"]["choices"]["scoring"][c]["lines"] for c in cats)
        hidden = totals[other]["hidden_gems"]
        said = " ".join(sheet["notes"])
        assert (f"{hidden} of" in said) == (hidden > 0)
        if other != seat:  # another's Gems: never drawn as face-up cards
            assert sheet["player"]["choices"]["scoring"]["gems"]["pile"] == []
    with pytest.raises(ValueError, match="seat"):
        sheet_now(mine, 3, labels)
    # The memory aid on: every Gem heard is counted, none left out.
    remembered = view(with_memory_aid(state, True), seat)
    assert all(s["hidden_gems"] == 0 for s in scores_now(remembered))


def test_gems_heard_since_the_last_turn_count_in_the_score_now() -> None:
    """A class said aloud since the viewer's last turn is his to count, memory aid or not."""
    checked = 0
    for state in _positions(3, "standard", seed=31):
        seat = state.to_act
        mine = view(state, seat)
        heard = _heard_since(state, seat)
        for score in scores_now(mine):
            owner = score["seat"]
            if owner == seat:
                continue
            held = len(mine["players"][owner]["piles"]["gems"])
            assert score["hidden_gems"] <= held - len(heard.get(owner, []))
            checked += bool(heard.get(owner))
    assert checked > 0


def _play_bridge(answer: dict[str, Any], rounds: int) -> dict[str, Any]:
    while answer["view"]["round"] < rounds and answer["screen"]["name"] != "over":
        name = answer["screen"]["name"]
        if name == "bot":
            answer = json.loads(bridge.bot())
        elif name == "handoff":
            answer = json.loads(bridge.reveal())
        else:
            answer = json.loads(bridge.play(json.dumps(answer["view"]["legal_moves"][0])))
        assert answer["ok"], answer
    return answer


def test_the_bridge_answers_a_vp_tap_and_refuses_a_bad_seat() -> None:
    config = {"names": ["Ann", "Ben", "Cat"], "seats": ["human", "easy", "easy"]}
    answer = _play_bridge(json.loads(bridge.start(json.dumps(config), 4)), 3)
    sheet = json.loads(bridge.sheet_now(1))
    assert sheet["ok"] and sheet["sheet_now"]["seat"] == 1
    assert sheet["sheet_now"]["title"].startswith("Ben (Easy): ")
    shown = {s["seat"]: s["total"] for s in answer["screen"]["scores"]}
    assert sheet["sheet_now"]["player"]["total"] == shown[1]
    for bad in (3, -1, True, "1", None):
        refused = json.loads(bridge.sheet_now(bad))
        assert not refused["ok"] and refused["error"].startswith("seat:")


def test_the_bridge_answers_a_long_press_on_an_area_for_the_view_on_screen() -> None:
    """An Area's note is asked when pressed (none rides on every answer): the rules
    core's words for the player whose view is on screen, of the moment on screen."""
    config = {"names": ["Ann", "Ben", "Cat"], "seats": ["human", "easy", "easy"]}
    answer = _play_bridge(json.loads(bridge.start(json.dumps(config), 4)), 2)
    while answer["screen"]["name"] == "bot":
        answer = json.loads(bridge.bot())
    assert answer["screen"]["name"] == "play"
    shown = json.loads(bridge.current())["view"]  # the whole log: what the player heard
    slot = next(k for k, cell in enumerate(shown["table"]) if cell is not None)
    notes = area_notes(shown)[str(slot)]
    for pile in ("spells", "gems", "spices", "animals", "weapons"):
        got = json.loads(bridge.area_note(slot, pile, answer["screen"]["turn"]))
        assert got == {"ok": True, "note": notes[pile]}
    for bad_slot, bad_pile, place in ((9, "gems", "slot"), (True, "gems", "slot"),
                                      (slot, "gold", "pile"), (slot, None, "pile")):
        refused = json.loads(bridge.area_note(bad_slot, bad_pile))
        assert not refused["ok"] and refused["place"] == place, refused
    table = json.loads(bridge.start(json.dumps({"names": ["Ann", "Ben"]}), 4))
    assert table["screen"]["name"] == "handoff"  # the table's view: nobody's note
    assert json.loads(bridge.area_note(0, "gems")) == {"ok": True, "note": None}


def test_a_games_memory_aid_survives_save_reload_export_and_import_d20() -> None:
    config = GameConfig(names=("Ann", "Ben", "Cat"))
    opened = session.start(config, ("human", "easy", "easy"), 9, "game-0009")
    while opened.state.round < 3:
        if opened.screen == session.BOT:
            opened, _ = session.play_for_computer(opened)
        else:
            opened = session.play(opened, legal_moves(opened.state)[0])
    assert view(opened.state, 0)["memory_aid"] is False
    opened = session.memory_aid(opened, True)
    save = saves.to_save(opened.state, opened.seats, opened.game, opened.restored)
    text = json.dumps(save)
    # A reload: the stored save read back.
    reloaded = session.resume(saves.load_game(json.loads(text)))
    assert reloaded.state.config.memory_aid is True
    assert view(reloaded.state, 0)["memory_aid"] is True
    assert reloaded.state.moves() == opened.state.moves()
    # Export to a file, import on another device (nothing there) and on this one.
    elsewhere, outcome = session.restore(saves.load_game(json.loads(text)), None, "game-0010")
    assert outcome == session.RESTORED and elsewhere.state.config.memory_aid is True
    here = saves.load_game(json.loads(text))
    again, outcome = session.restore(saves.load_game(json.loads(text)), here, "game-0011")
    assert outcome == session.KEPT and again.state.config.memory_aid is True
    # Switched off again: the save says so, and a log entry of a Gem loses its class.
    off = session.memory_aid(reloaded, False)
    back = saves.load_game(saves.to_save(off.state, off.seats, off.game, off.restored))
    assert back.state.config.memory_aid is False


def test_a_players_own_decisions_never_enter_his_list() -> None:
    state = play_random(game(2, seed=2), seed=2, until=lambda s: s.phase == "scoring")
    for seat in range(2):
        for item in since_last_turn(state, seat):
            assert item.get("seat") != seat or item["kind"] == "first-player"
    # At final scoring a Decided is a move too: the list starts after it.
    while state.phase == "scoring":
        # Each decider confirms (a change alone would leave him deciding forever).
        state = step(state, next(m for m in legal_moves(state) if m.type == "confirm"))
        if state.phase == "scoring":
            assert isinstance(state.events()[last_turn(state, 0)], Assign | Take | Decided)
