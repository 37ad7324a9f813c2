"""A table of phones, the rules core's side (issue 34, docs/phones.md): whole
games played through the bridge with guest phones, the host relaying.

No message to a guest holds another seat's private facts (the hidden-Gem
rule's own check: a state that differs only in what the seat may not see
gives it the same answer), nor the save, the seed or the game's name; a seat
acts only in its turn; a forged message is refused by name and changes
nothing; a seat given to a computer plays on; Undo works for each seat (R20,
D25).
"""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

from golden_sails import bridge
from golden_sails.app import phones, saves, session
from golden_sails.app.explain import sheet_now
from golden_sails.app.links import read_new_game_link
from golden_sails.game.engine import GameConfig, legal_moves
from golden_sails.game.view import view as view_of
from golden_sails.model.i18n import language
from golden_sails.model.seats import SeatError
from helpers import Dice, swap_hidden
from phone_table import GAME, SECRET_KEYS, SEED, Json, Table, keys_of

NAMES = ("Ann", "Ben", "Cat", "Dan")


# --- Whole games: what every guest is sent ------------------------------------------


def _secrets_kept(table: Table, seat: int, message: Json) -> None:
    """What a guest is sent holds nothing it may not know: no key of the save, no
    seed, no game's name; and its answer is the one a state differing only in
    what the seat may not see gives (the hidden-Gem property test's check)."""
    text = json.dumps(message)
    assert not keys_of(message) & SECRET_KEYS, (seat, keys_of(message) & SECRET_KEYS)
    assert str(SEED) not in text and GAME not in text
    if message["t"] != "answer":
        return
    answer = message["answer"]
    assert answer["view"]["viewer"] == seat == answer["screen"]["viewer"]
    assert answer["screen"]["name"] != "handoff"
    now = table.session()
    record = phones.Guest(next=message["next"], owed=message["n"])
    with language(table.guests[seat].lang):
        whole, _ = phones.seat_answer(now, seat, record, 0)
        if now.state.phase in ("assign", "take"):  # from final scoring on every Gem is shown
            other = dataclasses.replace(now, state=swap_hidden(now.state, seat, Dice(len(text))))
            same, _ = phones.seat_answer(other, seat, record, 0)
            assert json.dumps(whole, sort_keys=True) == json.dumps(same, sort_keys=True)
    # What was sent is that answer, its log cut where the guest's part begins.
    sent, full = json.loads(text)["answer"], json.loads(json.dumps(whole["answer"]))
    for words in (sent["screen"]["words"], full["screen"]["words"]):
        del words["log"], words["log_changed"]
    part = sent["view"].pop("log")
    entries = full["view"].pop("log")["entries"]
    assert sent == full
    assert part["entries"] == entries[part["start"] :]


def _gems_a_guest_sees(answer: Json) -> int:
    """Other seats' Gem classes in a guest's view during the rounds (standard
    variant): at most the one said aloud as it was taken (R8)."""
    view = answer["view"]
    seen = sum(
        gem["gem"] is not None
        for player in view["players"]
        if player["seat"] != view["viewer"]
        for gem in player["piles"]["gems"]
    )
    return seen if view["phase"] in ("assign", "take") else 0


TABLES = [
    ["human", "phone"],
    ["human", "phone", "phone"],
    ["phone", "easy", "phone"],
    ["human", "human", "phone", "phone"],
    ["phone", "phone", "phone", "phone"],
]


@pytest.mark.parametrize("kinds", TABLES, ids=lambda k: "-".join(k))
def test_whole_games_keep_every_seats_secrets_on_every_phone(kinds: list[str]) -> None:
    checked: list[int] = []

    def check(seat: int, message: Json) -> None:
        _secrets_kept(table, seat, message)
        if message["t"] == "answer":
            assert _gems_a_guest_sees(message["answer"]) <= 1
            checked.append(seat)

    table = Table(kinds, on_sent=check)
    table.start()
    table.play(random.Random(len(kinds)))
    assert table.host["screen"]["name"] == "over"
    phones_at_table = [seat for seat, kind in enumerate(kinds) if kind == "phone"]
    # A new answer for every phone at each move of 12 rounds (2 to 4 a round each).
    assert set(checked) == set(phones_at_table) and len(checked) >= 48 * len(phones_at_table)
    for seat in phones_at_table:
        guest = table.guests[seat]
        assert guest.answer is not None and guest.answer["screen"]["name"] == "over"
        # The log a guest pieced together is its seat's whole log, in its language.
        assert guest.log == view_of(table.session().state, seat)["log"]["entries"]
    seen = {m["answer"]["screen"]["name"] for _, m in table.to_guests if m["t"] == "answer"}
    assert {"play", "phone", "over"} <= seen and "handoff" not in seen
    hosts = {answer["screen"]["name"] for name, answer in table.calls if "screen" in answer}
    assert "phone" in hosts and ("handoff" in hosts) is (kinds.count("human") > 1)


def test_the_host_waits_on_a_phone_screen_with_its_own_view_or_the_tables() -> None:
    """While a guest acts the host's phone shows the `phone` screen: the one person
    on it keeps his own view (as on a computer's turn); between two people passing
    it, the table's (R10).  The guest's screen names whom it waits for."""
    alone = Table(["human", "phone", "phone"]).start()
    alone.play(random.Random(1), until=lambda t: t.host["screen"]["name"] == "phone")
    screen = alone.host["screen"]
    assert alone.host["view"]["viewer"] == 0 and screen["phone"]["seat"] == screen["to_act"]
    assert screen["title"] == f"{NAMES[screen['to_act']]} plays on their own phone"
    waiting = alone.guests[3 - screen["to_act"]].answer
    assert waiting is not None and waiting["screen"]["name"] == "phone"
    two = Table(["human", "phone", "human"]).start()
    two.play(random.Random(2), until=lambda t: t.host["screen"]["name"] == "phone")
    assert two.host["view"]["viewer"] is None


# --- A seat acts only in its turn; forged messages --------------------------------------


def _refused(table: Table, seat: int, text: str, code: str, place: str) -> Json:
    """``text`` from ``seat``'s guest is refused by name, to it alone, and changes
    nothing: the same session (the very object), no host answer, no guest sent
    anything."""
    before = table.session()
    sent = len(table.to_guests)
    out = table.send(seat, text)
    reply = out["reply"]
    assert reply is not None and reply["t"] == "refused", out
    assert (reply["code"], reply["place"]) == (code, place), reply
    assert reply["error"].startswith(place)
    assert out["host"] is None and out["guests"] == []
    assert table.session() is before
    assert table.to_guests[sent:] == [(seat, reply)]
    return reply


def test_a_seat_acts_only_in_its_turn_and_forged_messages_are_refused_by_name() -> None:
    table = Table(["human", "phone", "phone"]).start()
    rnd = random.Random(5)
    table.play(rnd, until=lambda t: t.host["screen"]["name"] == "phone")
    mover = table.host["screen"]["to_act"]
    other = 3 - mover
    answer = table.guests[mover].answer
    assert answer is not None
    move = answer["view"]["legal_moves"][0]
    n = table.guests[other].next

    def text(**fields: Any) -> str:
        return json.dumps({"v": 1, "t": "move", "n": table.guests[other].next, **fields})

    # Another seat's move, out of its turn: refused, its number used up.
    _refused(table, other, text(move=move), "SessionError", "message.move")
    assert table.guests[other].next == n + 1
    assert table.record(other).next == n + 1
    # Another seat claimed in a hello.
    hello = {"v": 1, "t": "hello", "seat": mover, "lang": "de", "held": 0}
    _refused(table, other, json.dumps(hello), "MessageError", "message.seat")
    # A number not the next: ahead, then one already answered (a replay).
    ahead = table.guests[mover].next + 5
    _refused(table, mover, json.dumps({"v": 1, "t": "move", "n": ahead, "move": move}),
             "MessageError", "message.n")  # fmt: skip
    _refused(table, mover, json.dumps({"v": 1, "t": "undo", "n": 0}), "MessageError", "message.n")
    # Text that is no message: 1 MB, not JSON, not an object, deep, huge numbers.
    _refused(table, mover, "x" * 1_000_000, "MessageError", "message")
    _refused(table, mover, " " * (phones.MAX_BYTES + 1), "MessageError", "message")
    _refused(table, mover, '{"v": 1, "t": "move", ', "JsonTextError", "message")
    _refused(table, mover, "[1, 2]", "MessageError", "message")
    _refused(table, mover, "[" * 100 + "]" * 100, "JsonTextError", "message")
    _refused(table, mover, '{"v": 1, "v": 1}', "JsonTextError", "message")
    _refused(table, mover, '{"v": 1, "t": "undo", "n": ' + "9" * 40 + "}", "JsonTextError",
             "message.n")  # fmt: skip
    # A field wrong: the version, the type, a key too many or missing, n's type.
    nxt = table.guests[mover].next
    for fields, place in [
        ({"v": 2, "t": "undo", "n": nxt}, "message.v"),
        ({"v": True, "t": "undo", "n": nxt}, "message.v"),
        ({"t": "undo", "n": nxt}, "message.v"),
        ({"v": 1, "t": "shout", "n": nxt}, "message.t"),
        ({"v": 1, "t": "undo", "n": nxt, "seat": 0}, "message"),
        ({"v": 1, "t": "move", "n": nxt}, "message.move"),
        ({"v": 1, "t": "undo", "n": True}, "message.n"),
        ({"v": 1, "t": "undo", "n": 1.0}, "message.n"),
        ({"v": 1, "t": "ask", "n": nxt, "call": "save", "args": []}, "message.call"),
        ({"v": 1, "t": "hello", "seat": mover, "lang": "xx", "held": 0}, "message.lang"),
        ({"v": 1, "t": "hello", "seat": mover, "lang": "de", "held": -1}, "message.held"),
    ]:
        code = "LanguageError" if place == "message.lang" else "MessageError"
        _refused(table, mover, json.dumps(fields), code, place)
    assert table.guests[mover].next == nxt  # none of them was read up to its number
    # A move the rules refuse, in its turn (a card not on the table).
    bad = {"type": move["type"], "card": 9, **{k: v for k, v in move.items() if k not in
                                               ("type", "card")}}  # fmt: skip
    _refused(table, mover, json.dumps({"v": 1, "t": "move", "n": nxt, "move": bad}),
             "MoveError", "message.move")  # fmt: skip
    # A text that is not text at all (the host's page passes what came).
    refused = json.loads(bridge.seat_message(mover, 7))
    assert refused["reply"]["place"] == "message" and refused["host"] is None
    # The move itself, once: accepted, answered with its number; sent again, refused.
    good = json.dumps({"v": 1, "t": "move", "n": table.guests[mover].next, "move": move})
    out = table.send(mover, good)
    assert out["reply"] is None and out["host"] is not None
    assert out["guests"] == [1, 2]
    answered = next(m for s, m in table.to_guests[-2:] if s == mover)
    assert answered["n"] == json.loads(good)["n"]
    _refused(table, mover, good, "MessageError", "message.n")
    # The host's page at fault: no such seat, a seat not on its phone.
    assert json.loads(bridge.seat_message(3, good))["code"] == "BridgeError"
    assert json.loads(bridge.seat_answer(0, 0))["code"] == "PhoneError"


def test_a_guest_asks_about_its_screen_as_its_seat_may_know_it() -> None:
    table = Table(["human", "phone", "phone"]).start()
    table.play(random.Random(3), until=lambda t: t.host["view"]["round"] == 3)
    guest = table.guests[1]
    answer = guest.answer
    assert answer is not None
    turn = answer["screen"]["turn"]
    out = table.message(1, "ask", call="sheet_now", args=[2, turn])
    said = out["reply"]
    assert said["t"] == "said" and out["host"] is None and out["guests"] == []
    assert said["value"]["sheet_now"]["seat"] == 2
    with language(guest.lang):
        shown = view_of(table.session().state, 1)
        expected = sheet_now(shown, 2, [p["name"] for p in shown["players"]])
    assert said["value"]["sheet_now"] == expected
    slot = next(i for i, cell in enumerate(answer["view"]["table"]) if cell is not None)
    note = table.message(1, "ask", call="area_note", args=[slot, "gems"])["reply"]
    assert note["t"] == "said" and isinstance(note["value"]["note"], str)
    for args, place in [([9, turn], "message.args[0]"), ([0, turn, 1], "message.args"),
                        ([0, 10_000], "message.args[1]")]:  # fmt: skip
        n = table.guests[1].next
        text = json.dumps({"v": 1, "t": "ask", "n": n, "call": "sheet_now", "args": args})
        _refused(table, 1, text, "MessageError", place)


# --- Seats given away and back --------------------------------------------------------


def test_a_seat_given_to_a_computer_plays_on_and_comes_back_to_its_phone() -> None:
    table = Table(["human", "phone", "phone"]).start()
    rnd = random.Random(8)
    table.play(rnd, until=lambda t: t.host["screen"].get("phone", {}).get("seat") == 2)
    out = table.seat_kind(2, "medium")
    assert table.guests[2].kind == "computer" and out["message"]["kind"] == "computer"
    assert table.host["screen"]["name"] == "bot" and out["guests"] == [1]
    # The guest away cannot act for its seat now, nor be sent its answer.
    n = table.guests[2].next
    _refused(table, 2, json.dumps({"v": 1, "t": "undo", "n": n}), "MessageError", "message")
    assert json.loads(bridge.seat_answer(2, 0))["code"] == "PhoneError"
    hello = table.join(2)
    assert hello["reply"] == {"v": 1, "t": "seat", "kind": "computer"}
    table.play(rnd, until=lambda t: t.host["view"]["round"] == 6)
    assert table.session().seats == ("human", "phone", "medium")
    # Given back: its log whole (it may have missed answers), its numbers go on.
    table.seat_kind(2, "phone")
    assert table.guests[2].kind == "phone"
    sent = [m for s, m in table.to_guests if s == 2][-1]
    assert sent["t"] == "answer" and sent["answer"]["view"]["log"]["start"] == 0
    assert sent["next"] == n + 1
    # Given to the host's phone: two people on it now, so a handoff before its turns.
    table.seat_kind(1, "human")
    assert table.guests[1].kind == "host"
    table.play(rnd, until=lambda t: t.host["screen"]["name"] == "handoff")
    assert table.host["screen"]["to_act"] in (0, 1)
    table.play(rnd)
    assert table.host["screen"]["name"] == "over"
    save = table.host["save"]
    assert save["seats"] == ["human", "human", "phone"] and save["version"] == 4
    # Only a seat on its own phone is given away or back.
    refused = table.call("seat_kind", 0, "easy")
    assert (refused["code"], refused["place"]) == ("SeatError", "kind")
    assert table.call("seat_kind", 0, "robot")["place"] == "kind"


def test_a_guest_that_joins_again_gets_the_whole_log_and_its_numbers_go_on() -> None:
    table = Table(["human", "phone"]).start()
    rnd = random.Random(4)
    table.play(rnd, until=lambda t: t.host["view"]["round"] == 4)
    n = table.guests[1].next
    assert n > 5
    table.join(1)  # a reload: it holds nothing, and asks again
    sent = table.to_guests[-1][1]
    assert sent["t"] == "answer" and sent["n"] is None and sent["next"] == n
    assert sent["answer"]["view"]["log"]["start"] == 0 and table.guests[1].next == n
    table.play(rnd)
    assert table.host["screen"]["name"] == "over"


# --- Undo for each seat (R20, D25) ------------------------------------------------------


def test_each_seat_takes_back_its_own_latest_move_until_the_next_player_acts_r20() -> None:
    table = Table(["human", "phone", "phone"]).start()
    rnd = random.Random(12)
    undone = host_undone = 0
    while table.host["screen"]["name"] != "over" and (undone < 3 or host_undone < 2):
        screen = table.host["screen"]
        if screen["name"] == "phone":
            seat = screen["to_act"]
            moves_before = len(table.session().state.moves())
            table.step(rnd)
            answer = table.guests[seat].answer
            assert answer is not None
            if answer["screen"]["undo"] and undone < 3:
                out = table.message(seat, "undo")
                assert out["reply"] is None and out["host"]["screen"]["name"] == "phone"
                assert len(table.session().state.moves()) == moves_before
                back = table.guests[seat].answer
                assert back is not None and back["screen"]["name"] in ("play", "scoring")
                undone += 1
        elif screen["name"] == "play" and table.host["view"]["round"] > 1:
            moves_before = len(table.session().state.moves())
            table.step(rnd)
            if table.host["screen"]["name"] == "phone" and table.host["screen"]["undo"]:
                table.host_call("undo", 0)
                assert len(table.session().state.moves()) == moves_before
                assert table.host["screen"]["name"] == "play"
                host_undone += 1
        else:
            table.step(rnd)
    assert undone == 3 and host_undone == 2
    # Once another player has acted, a guest's Undo is refused by name.
    table.play(rnd, until=lambda t: t.host["screen"]["name"] == "phone")
    seat = table.host["screen"]["to_act"]
    earlier = 3 - seat
    if table.session().state.history[0].seat == earlier:
        table.step(rnd)
    n = table.guests[earlier].next
    _refused(table, earlier, json.dumps({"v": 1, "t": "undo", "n": n}), "SessionError", "message")


@pytest.mark.parametrize("kinds", [("human", "phone", "easy"), ("phone", "phone", "easy", "human"),
                                   ("phone", "easy")])  # fmt: skip
def test_each_guests_moves_outcome_is_what_playing_it_gives(kinds: tuple[str, ...]) -> None:
    """A guest's moves are undoable (until the next person acts) or final, never
    a grace (another phone shows a computer's answer at once): what playing each
    legal move gives, in whole games."""
    rng = random.Random(len(kinds))
    s = session.start(GameConfig(names=NAMES[: len(kinds)]), kinds, 13)
    checked = 0
    while s.screen != "over":
        if s.screen == "bot":
            s = session.play_for_computer(s)[0]
            continue
        if s.screen == "phone":
            seat = s.state.to_act
            outcomes = session.move_outcomes(s, seat)
            assert session.GRACE not in outcomes
            for move, outcome in zip(legal_moves(s.state), outcomes, strict=True):
                after = session.play_on_phone(s, seat, move)
                assert after.undoable_of(seat) == (outcome == session.UNDOABLE), (move, outcome)
                checked += 1
            s = session.play_on_phone(s, seat, rng.choice(legal_moves(s.state)))
            continue
        outcomes = session.move_outcomes(s)
        assert session.GRACE not in outcomes  # other people see the computers' answers
        for move, outcome in zip(legal_moves(s.state), outcomes, strict=True):
            after = session.play(s, move)
            assert after.undoable == (outcome == session.UNDOABLE), (move, outcome)
        s = session.play(s, rng.choice(legal_moves(s.state)))
    assert checked > 50


# --- The seat kind in configs, saves and links ----------------------------------------


def test_a_phone_seat_is_a_seat_kind_of_configs_saves_and_links() -> None:
    table = Table(["human", "phone", "easy"]).start()
    save = table.host["save"]
    assert save["seats"] == ["human", "phone", "easy"] and save["version"] == 4
    loaded = saves.load_game(save)
    assert loaded.seats == ("human", "phone", "easy")
    opened = session.resume(loaded)
    assert opened.holder == 0 and opened.screen == "play"
    assert read_new_game_link("players=2&seats=human,phone")["prefill"]["seats"] == [
        "human", "phone"
    ]  # fmt: skip
    # A person on his own phone is named by the table, never as a computer is.
    named = call_start(["Ann", None], ["human", "phone"])
    assert (named["ok"], named["place"]) == (False, "config.names[1]")
    assert call_start(["Ann", None], ["human", "easy"])["ok"] is True
    with pytest.raises(SeatError):
        session.with_seat_kind(opened, 0, "hard")


def call_start(names: list[object], seats: list[str]) -> Json:
    answer: Json = json.loads(bridge.start(json.dumps({"names": names, "seats": seats}), 1))
    return answer


def test_a_file_of_the_game_from_before_a_seat_was_given_away_is_the_same_game() -> None:
    """A seat's kind changes in the course of a game at a table of phones, so a
    file of it from before (another seat kind) is still the same game: kept as
    the game here goes on, not opened as a second copy of it."""
    table = Table(["human", "phone", "phone"]).start()
    rnd = random.Random(6)
    table.play(rnd, until=lambda t: t.host["view"]["round"] == 2)
    before = saves.load_game(table.host["save"])
    table.seat_kind(2, "hard")
    table.play(rnd, until=lambda t: t.host["view"]["round"] == 3)
    here = saves.load_game(table.host["save"])
    opened, outcome = session.restore(before, here, GAME)
    assert outcome == session.KEPT and opened.seats == ("human", "phone", "hard")
    assert opened.state.moves() == here.state.moves()
