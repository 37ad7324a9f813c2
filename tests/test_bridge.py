"""The bridge the web worker calls: JSON text in, the next screen out, errors as answers."""

from __future__ import annotations

import json
from typing import Any

import pytest

from golden_sails import bridge
from golden_sails.app import saves
from helpers import game, play_random


def _call(text: str) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(text)
    return answer


def _ok(text: str) -> dict[str, Any]:
    answer = _call(text)
    assert answer["ok"], answer
    return answer


def test_a_game_through_the_bridge_one_call_per_tap() -> None:
    """Each tap is one call whose answer is the next screen, its view already
    for the right viewer: the table's on a handoff (R10), the player's on his turn."""
    answer = _ok(bridge.start(json.dumps({"names": ["Ann", "Ben"]}), 7))
    taps = 0
    while answer["screen"]["name"] != "over":
        screen, view = answer["screen"], answer["view"]
        if screen["name"] == "handoff":
            assert view["viewer"] is None and view["legal_moves"] == []
            assert screen["title"] == f"Pass to {view['players'][view['to_act']]['name']}"
            answer = _ok(bridge.reveal())
        else:
            assert screen["name"] in ("play", "scoring")
            assert view["viewer"] == view["to_act"] == screen["to_act"]
            # The moves' words pair with the view's moves by index (docs/protocol.md).
            assert len(screen["moves"]) == len(view["legal_moves"])
            assert all(m["label"] and m["kind"] == ("swap" if "swap" in legal else legal["type"])
                       for m, legal in zip(screen["moves"], view["legal_moves"], strict=True))
            answer = _ok(bridge.play(json.dumps(view["legal_moves"][-1])))
        taps += 1
    assert taps >= 48 * 2 // 2  # 12 rounds of 2 assigns and 2 takes, most through a handoff
    over = answer["view"]
    assert over["viewer"] is None and answer["screen"]["sheet"]["players"][0]["name"] == "Ann"
    assert len(over["scoring"]["totals"]) == 2 and over["scoring"]["winners"]
    assert "wins" in answer["screen"]["verdict"] or "share" in answer["screen"]["verdict"]
    assert answer["save"]["version"] == 4 and answer["save"]["seats"] == ["human", "human"]


def test_the_hint_at_final_scoring_is_the_proposal_and_its_sure_figure_d18() -> None:
    """At final scoring the Hint names the proposal (what the Hard and Medium levels
    accept), with the total it makes sure of whatever the players after choose;
    once the player has changed it, the way back to it."""
    answer = _ok(bridge.start(json.dumps({"names": ["Ann", "Ben"]}), 7))
    while answer["screen"]["name"] != "scoring":
        if answer["screen"]["name"] == "handoff":
            answer = _ok(bridge.reveal())
        else:
            answer = _ok(bridge.play(json.dumps(answer["view"]["legal_moves"][0])))
    sure = answer["view"]["scoring"]["proposal"]["sure_total"]
    hint = _ok(bridge.hint())["hint"]
    assert hint["move"] == {"type": "confirm"}
    assert hint["text"] == (
        f"Hint: Accept the proposal. It makes sure of {sure} VP for you, whatever the "
        "players after you choose: the most you can be sure of."
    )
    changed = _ok(bridge.play(json.dumps(answer["view"]["legal_moves"][0])))
    back = _ok(bridge.hint())
    mine = changed["view"]["scoring"]["outlook"]["sure_total"]
    assert back["hint"]["move"]["type"] == answer["view"]["legal_moves"][0]["type"]
    assert back["hint"]["move"] != answer["view"]["legal_moves"][0]
    assert back["hint"]["text"].endswith(
        f"a step back to the proposal, which makes sure of {sure} VP for you whatever the "
        f"players after you choose; your choices now make sure of {mine} VP."
    )


def test_undo_on_the_handoff_through_the_bridge_r20() -> None:
    _ok(bridge.start(json.dumps({"names": ["Ann", "Ben", "Cat"]}), 11))
    mine = _ok(bridge.reveal())
    after = _ok(bridge.play(json.dumps(mine["view"]["legal_moves"][0])))
    assert after["screen"]["name"] == "handoff" and after["screen"]["undo"] == 1
    back = _ok(bridge.undo())
    assert back["screen"]["name"] == "play" and back["view"]["viewer"] == 0
    assert back["view"]["legal_moves"] == mine["view"]["legal_moves"]
    assert back["save"]["moves"] == []


def _open_game() -> dict[str, Any]:
    _ok(bridge.start(json.dumps({"names": ["Ann", "Ben", "Cat"]}), 3))
    _ok(bridge.reveal())
    return _ok(bridge.current())  # the whole log, as current() answers it after a fault


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: bridge.play('{"type": "take", "card": 0}'), "no Good can be taken now"),
        (lambda: bridge.play("not json"), "line 1 column 1: invalid JSON"),
        (lambda: bridge.play("[" * 10_000), "move: nested too deeply"),
        (lambda: bridge.play('{"type": "assign", "card": ' + "9" * 5000 + "}"), "5000 digits"),
        (lambda: bridge.play('{"type": "assign", "card": 0, "card": 1}'), "appears twice"),
        (lambda: bridge.play('{"type": "assign", "card": 0.0, "expert": "cook"}'), "card"),
        (lambda: bridge.play(json.dumps({"type": "side", "side": "left"})), "after round 12"),
        (lambda: bridge.reveal(), "not now"),
        (lambda: bridge.bot(), "not now: the play screen"),
        (lambda: bridge.load('{"format": "golden-sails-save"}'), "version"),
        (lambda: bridge.load(json.dumps(saves.to_save(game(3))), 7), "game: 7 is not a game"),
        (lambda: bridge.load("{}", "x y"), "game: 'x y' is not a game's name"),
        (lambda: bridge.restore("{}", None, "game-0001"), "format"),
        (lambda: bridge.restore(json.dumps(saves.to_save(game(3))), 5, "game-0001"), "here"),
        (lambda: bridge.start(json.dumps({"names": ["Solo"]}), 1), "names"),
        (lambda: bridge.start(json.dumps({"names": ["Ann", "B\u0007b"]}), 1), "control"),
        (lambda: bridge.start('{"names": ["Ann", "\\ud800"]}', 1), "control"),
        (lambda: bridge.start(json.dumps({"names": ["Ann", "Bob"]}), 1.5), "seed"),
        (lambda: bridge.start(json.dumps({"names": ["Ann", "Bob"], "seats": ["x"]}), 1), "seats"),
        (lambda: bridge.score("{}"), "input"),
        (lambda: bridge.scene("nope", 1), "name"),
        (lambda: bridge.new_game_link("x" * 5000), "link"),
        (lambda: bridge.replay_link("not json"), "invalid JSON"),
        (lambda: bridge.replay_link(json.dumps(saves.to_save(game(3)))), "not finished"),
        (lambda: bridge.replay("#/replay?g=A+B", 0), "g: character"),
        (lambda: bridge.replay(None, 0), "g: expected the link's text"),
        (lambda: bridge.scene("gems", 0), "step: 0"),
    ],
)
def test_errors_are_answers_and_leave_the_game_as_it_was(call: Any, message: str) -> None:
    """The bridge never raises: every fault is an answer naming its place."""
    before = _open_game()
    answer = _call(call())
    assert answer["ok"] is False and message in answer["error"], answer
    assert _ok(bridge.current()) == before


def test_a_save_with_a_huge_integer_anywhere_is_refused_by_name() -> None:
    doc = saves.to_save(play_random(game(3, seed=4), until=lambda s: s.round == 2))
    text = json.dumps(doc).replace(f'"seed": {doc["seed"]}', '"seed": ' + "7" * 5000)
    answer = _call(bridge.load(text))
    assert answer == {"ok": False, "error": "seed: an integer of 5000 digits is out of range",
                      "place": "seed", "code": "SaveError"}


def test_the_pages_stored_entry_loads_as_the_save_it_holds() -> None:
    state = play_random(game(3, seed=4), until=lambda s: s.round == 3)
    entry = {"save": saves.to_save(state), "meta": {"names": ["Andy", "Bob", "Cathy"]}}
    answer = _ok(bridge.load(json.dumps(entry)))
    assert answer["view"]["round"] == 3 and answer["screen"]["name"] == "handoff"


def test_a_reload_reopens_on_the_handoff_not_the_holders_view_r10() -> None:
    mine = _open_game()
    assert mine["screen"]["name"] == "play" and mine["view"]["viewer"] == 0
    again = _ok(bridge.load(json.dumps(mine["save"]), "game-0001"))
    assert again["screen"]["name"] == "handoff" and again["view"]["viewer"] is None
    assert again["game"] == again["save"]["game"] == "game-0001"


def _two_people(moves: int, name: str = "game-0001") -> dict[str, Any]:
    """A game of Ann and Ben named ``name``, ``moves`` decisions in."""
    answer = _ok(bridge.start(json.dumps({"names": ["Ann", "Ben"]}), 42, name))
    while len(answer["save"]["moves"]) < moves:
        if answer["screen"]["name"] == "handoff":
            answer = _ok(bridge.reveal())
        answer = _ok(bridge.play(json.dumps(answer["view"]["legal_moves"][0])))
    return answer


def test_a_file_opens_on_the_handoff_and_tells_the_table_it_was_restored() -> None:
    exported = json.dumps(_two_people(9)["save"])
    opened = _ok(bridge.restore(exported, None, "game-0002"))
    assert opened["restored"]["outcome"] == "restored"
    assert opened["screen"]["name"] == "handoff" and opened["view"]["viewer"] is None
    assert "restored from a saved file" in opened["screen"]["restored"]
    assert opened["view"]["log"]["entries"][-1]["kind"] == "restored"
    assert "restored from a saved file" in opened["screen"]["words"]["log"][-1]
    assert opened["game"] == "game-0001"  # the file names its game
    assert opened["save"]["restored"] == [9]
    # The table is told on every handoff until each person has made a move since.
    movers: set[int] = set()
    answer = opened
    while movers != {0, 1}:
        if answer["screen"]["name"] == "handoff":
            assert "restored" in answer["screen"]
            answer = _ok(bridge.reveal())
        movers.add(answer["view"]["to_act"])
        answer = _ok(bridge.play(json.dumps(answer["view"]["legal_moves"][0])))
    while answer["screen"]["name"] != "handoff":
        answer = _ok(bridge.play(json.dumps(answer["view"]["legal_moves"][0])))
    ben = answer
    assert "restored" not in ben["screen"]
    whole = _ok(bridge.current())["view"]["log"]
    assert whole["start"] == 0 and [e["kind"] for e in whole["entries"]].count("restored") == 1


def test_a_file_of_a_game_on_this_device_continues_that_game_never_a_second_copy() -> None:
    older = json.dumps(_two_people(6)["save"])
    here = json.dumps(_two_people(11)["save"])
    kept = _ok(bridge.restore(older, here, "game-0002"))
    assert kept["restored"]["outcome"] == "kept"
    assert len(kept["save"]["moves"]) == 11 and kept["save"]["restored"] == []
    assert kept["screen"]["name"] == "handoff"
    # A file that carries the game further (played on another device) goes on from it.
    newer = _ok(bridge.restore(json.dumps(_two_people(14)["save"]), older, "game-0002"))
    assert newer["restored"]["outcome"] == "newer"
    assert len(newer["save"]["moves"]) == 14 and newer["save"]["restored"] == [14]
    # A version that went its own way: the game here goes on; no fork.
    forked = _two_people(4)
    if forked["screen"]["name"] == "handoff":
        forked = _ok(bridge.reveal())
    assert len(forked["view"]["legal_moves"]) > 1
    forked = _ok(bridge.play(json.dumps(forked["view"]["legal_moves"][-1])))
    assert forked["save"]["moves"] != json.loads(here)["moves"][:5]
    parted = _ok(bridge.restore(json.dumps(forked["save"]), here, "game-0002"))
    assert parted["restored"]["outcome"] == "parted" and len(parted["save"]["moves"]) == 11


def test_every_move_says_whether_it_could_still_be_taken_back() -> None:
    """A move a computer answers at once is a grace move (D23): not final, its
    answer held a moment for Undo; between two people every move is undoable
    until the handoff is passed on."""
    alone = _ok(bridge.start(json.dumps({"names": ["Ann", "Ben"], "seats": ["human", "hard"]}), 3))
    moves = alone["screen"]["moves"]
    assert moves and all(m["grace"] and not m["final"] for m in moves)
    first = json.dumps(alone["view"]["legal_moves"][0])
    answered = _ok(bridge.bot()) if _ok(bridge.play(first))["screen"]["name"] == "bot" else None
    assert answered is not None
    taken_back = _ok(bridge.undo(1))
    assert taken_back["screen"]["name"] == "play" and taken_back["save"]["moves"] == []
    _two_people(0)
    people = _ok(bridge.reveal())  # Ann assigns; then the phone goes to Ben: undoable
    assert people["screen"]["moves"] and not any(m["final"] for m in people["screen"]["moves"])


def test_the_score_pad_through_the_bridge() -> None:
    table = {
        "animal_reference": "IV",
        "players": [
            {"name": "Andy", "gems": [1, 2, 4, 4, 8]},
            {"name": "Bob", "spices": ["anise"]},
        ],
    }
    answer = _ok(bridge.score(json.dumps(table)))
    assert answer["sheet"]["players"][0]["gems"] == 11  # the rulebook's Gem example
    assert answer["verdict"] == "Andy wins with 11 VP."
    bad = _call(bridge.score(json.dumps({**table, "animal_reference": "IX"})))
    assert bad["ok"] is False and bad["error"].startswith("animal_reference")


def test_a_lesson_through_the_bridge_shows_its_score_and_try_it() -> None:
    listed = _ok(bridge.lessons())["lessons"]
    gems = next(entry for entry in listed if entry["name"] == "gems")
    step = _ok(bridge.scene("gems", 2))
    assert step["score"]["players"][0]["categories"][0] == {
        "category": "gems",
        "vp": 10,
        "lines": ["Sequence 8-1-2: 3 Gems x 3 = 9 VP", "Sequence 4: 1 Gem x 1 = 1 VP"],
    }
    last = _ok(bridge.scene("gems", gems["steps"]))
    assert last["try_it"]["kind"] == "scorepad"


def test_a_finished_game_through_the_bridge_as_a_link_and_its_replay() -> None:
    finished = play_random(game(3, seed=8))
    link = _ok(bridge.replay_link(json.dumps(saves.to_save(finished))))["link"]
    first = _ok(bridge.replay(link, 0))
    assert first["step"] == 0 and first["view"]["phase"] == "assign"
    last = _ok(bridge.replay(link, first["steps"]))
    assert last["view"]["phase"] == "over" and len(last["result"]["rows"]) == 3


def test_a_new_game_link_through_the_bridge() -> None:
    answer = _ok(bridge.new_game_link("players=3&names=Ann,Ben,Cat&ref=VI&seed=42"))
    assert answer["prefill"] == {"players": 3, "names": ["Ann", "Ben", "Cat"], "seed": 42}
    assert answer["errors"] == [
        "ref=VI: no such Animal reference; they are I, II, III, IV, V, or random"
    ]


def test_the_vocabulary_names_every_value_the_page_shows() -> None:
    words = _ok(bridge.vocabulary())["words"]
    assert words["experts"]["jeweler"] == {"name": "Jeweler", "pile": "gems"}
    assert set(words["goods"]) == {"spells", "gems", "spices", "animals", "weapons"}


def test_the_memory_aid_turns_on_for_a_game_in_progress_for_every_seat_d20() -> None:
    """R8's memory aid keeps announced classes in the log; turned on mid-game it
    shows every class the table heard, and nothing more (D20)."""
    answer = _two_people(10)
    whole = _ok(bridge.current())["view"]["log"]  # the page's log, every line
    took_gem = [e for e in whole["entries"]
                if e["kind"] == "take" and e["pile"] == "gems"]
    before = [e for e in took_gem if "gem" in e]
    on = _ok(bridge.memory_aid("true"))
    assert on["save"]["config"]["memory_aid"] is True
    assert on["save"]["moves"] == answer["save"]["moves"]
    told = [e for e in on["view"]["log"]["entries"] if e["kind"] == "take" and e["pile"] == "gems"]
    assert len(told) == len(took_gem) and all("gem" in e for e in told)
    # Off again, it forgets as before; on, the save replays to the same game.
    off = _ok(bridge.memory_aid("false"))
    assert off["view"]["log"]["start"] == 0  # a changed log is sent whole
    assert [e for e in off["view"]["log"]["entries"]
            if e["kind"] == "take" and "gem" in e] == before
    again = _ok(bridge.load(json.dumps(on["save"]), "game-0001"))
    assert again["save"]["moves"] == on["save"]["moves"]
    assert again["save"]["config"]["memory_aid"] is True
    assert _call(bridge.memory_aid("1"))["ok"] is False


# --- The page's language at the door (bridge.in_language, docs/i18n.md) --------------


def test_each_call_is_answered_in_the_pages_language_and_no_other() -> None:
    """The door answers a call inside the page's language, and the next call
    (or one made without the door) is English again: nothing of it stays."""
    german = _ok(bridge.in_language("de", "vocabulary"))["words"]
    assert german["experts"]["cook"]["name"] == "Koch"
    assert german["goods"]["gems"]["many"] == "Edelsteine"
    assert _ok(bridge.in_language("en", "vocabulary"))["words"] == _ok(bridge.vocabulary())["words"]
    assert _ok(bridge.vocabulary())["words"]["experts"]["cook"]["name"] == "Cook"
    # A call's arguments go through as they are.
    start = _ok(bridge.in_language("de", "start", json.dumps({"names": ["Ann", "Ben"]}), 7))
    assert start["save"] == _ok(bridge.start(json.dumps({"names": ["Ann", "Ben"]}), 7))["save"]


@pytest.mark.parametrize(
    ("lang", "call", "message"),
    [
        ("xx", "vocabulary", "lang: 'xx' is not a language of the game (en, de, fr, es, pl)"),
        ("DE", "vocabulary", "lang: 'DE' is not a language of the game"),
        (None, "vocabulary", "lang: None is not a language of the game"),
        # Refused in the page's language (issue 36): the words come from the catalogs.
        ("de", "import_deferred", "call: 'import_deferred' ist kein bekannter Aufruf"),
        ("de", "in_language", "call: 'in_language' ist kein bekannter Aufruf"),
        ("en", 5, "call: 5 is not a call of the bridge"),
    ],
)
def test_a_language_or_call_the_bridge_does_not_know_is_refused_at_the_door(
    lang: object, call: object, message: str
) -> None:
    before = _open_game()
    answer = _call(bridge.in_language(lang, call))
    assert answer["ok"] is False and answer["error"].startswith(message), answer
    assert _ok(bridge.current()) == before  # nothing ran


def test_a_game_started_in_german_resumes_in_french_from_the_same_save() -> None:
    """Saves, replay links and the score pad's tables hold no word of a language:
    the German game's save is the English game's, byte for byte, and opens in
    French with its words in French and its values unchanged."""
    config = json.dumps({"names": ["Ann", "Ben", "Cat"], "seats": ["human", "easy", "easy"]})
    german = _ok(bridge.in_language("de", "start", config, 11))
    english = _ok(bridge.start(config, 11))
    assert json.dumps(german["save"]) == json.dumps(english["save"])
    assert "Juwelier" not in json.dumps(german["save"])
    move = json.dumps(german["view"]["legal_moves"][0])
    played_en = _ok(bridge.play(move))
    _ok(bridge.start(config, 11))
    played = _ok(bridge.in_language("de", "play", move))
    assert played["save"] == played_en["save"]
    stored = json.dumps({"save": played["save"], "meta": {"players": ["Ann", "Ben", "Cat"]}})
    french = _ok(bridge.in_language("fr", "load", stored, "game-0001"))
    resumed = _ok(bridge.load(stored, "game-0001"))
    assert french["save"] == resumed["save"]
    assert french["save"]["moves"] == played["save"]["moves"]
    assert french["view"]["legal_moves"] == resumed["view"]["legal_moves"]
    # The German log was German, the French call's is French: neither English, and
    # no line of one in the other.
    german_log = played["screen"]["words"]["log"]
    french_log = french["screen"]["words"]["log"]
    english_log = resumed["screen"]["words"]["log"]
    assert len(french_log) == len(english_log) == len(german_log)
    assert not set(german_log) & set(english_log)
    assert not set(french_log) & set(english_log)
    assert not set(german_log) & set(french_log)


def test_the_log_goes_in_parts_that_make_each_views_whole_log_r10() -> None:
    """docs/protocol.md, "The log": a move's answer sends the entries the page has
    not had, and replaces those it holds that read otherwise in the new view (a
    Gem's class is its owner's: R8-R10), so that the page holds exactly the
    whole log of the view on screen, handoffs included, never more."""
    answer = _ok(bridge.start(json.dumps({"names": ["Ann", "Ben", "Cat"]}), 5))
    held = (answer["view"]["log"]["entries"], answer["screen"]["words"]["log"])
    replaced = 0
    while answer["screen"]["name"] != "over" and len(answer["save"]["moves"]) < 40:
        if answer["screen"]["name"] == "handoff":
            answer = _ok(bridge.reveal())
        else:
            answer = _ok(bridge.play(json.dumps(answer["view"]["legal_moves"][-1])))
        part, words = answer["view"]["log"], answer["screen"]["words"]
        entries, lines = list(held[0]), list(held[1])
        # Going on from all the page holds: a handoff too (the phone to the table).
        assert part["start"] == len(entries)
        for change, line in zip(part["changed"], words["log_changed"], strict=True):
            entries[change["at"]], lines[change["at"]] = change["entry"], line
            replaced += 1
        entries += part["entries"]
        lines += words["log"]
        whole = _ok(bridge.current())  # the page's log asked whole, as after a reload
        assert whole["view"]["log"]["start"] == 0
        assert entries == whole["view"]["log"]["entries"]
        assert lines == whole["screen"]["words"]["log"]
        held = (entries, lines)
    assert replaced > 0  # some seat's own Gem was read otherwise on the table's view
