"""A table of three phones (issue 34): the host's phone and two guests', each Chromium
in its own network namespace, all three on one LAN (phones_net.table_of_phones:
a bridge, the Wi-Fi router, in a namespace of its own).

Seat 0 is played on the host's phone, seats 1 and 2 each on a guest's: seat 1
pairs through the cameras (its answer's QR code, as its screen shows it, in
front of the host's fake camera), seat 2 by pasted text, and reads German. Every
move is a tap on the phone of the seat to act, through the page's test contract.
The wire is watched on every phone (phones_wire.WIRE, an init script: no change
to the app): what each guest hears, what the host sends on each guest's channel.

- A whole game: at every step, on every phone, no other seat's Gem on screen
  (test_play_through's check), and in everything a guest heard nothing private
  of another seat (every other seat's Gems unknown until final scoring) nor of
  the host's save (its keys, the game's name, its seed); every phone at the same
  move; the same final scores on all three. Seat 1's phone drops off the LAN
  twice (its link taken out of the router's bridge), each time paired again from
  the host's away banner (`data-pair-again`) and its own (`data-rejoin`): in
  round 3 just after its move, while the host and seat 2 play on without it; in
  round 6 in its turn, tapping a move as it leaves and again once its banner
  says it is cut off (both lost on the way, and no refusal shown beside its
  banner), then tapping again once back, the move played once. No move is lost
  or played twice: every phone at the same count of moves, every move number a
  guest sent answered once, in order; the guests' logs the same.
- Forged messages over the real channel from a guest's page: another seat's
  move, a move out of turn, a hello for another seat, an old message replayed,
  1 MB of text (which the forger's own browser will not send: more than the
  link's max-message-size), the 256 KB it sends, 64 KB, text that is not JSON.
  Each is refused by name to that guest alone (the host sends nothing to anyone
  else), the host's game does not move, and the other guest plays its next move
  as if nothing had happened.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from fake_camera import write_camera
from phones_net import (
    BASE,
    FAST,
    Phone,
    cut,
    join,
    offer_of,
    open_pair,
    paste_answer,
    read_code,
    seat,
)
from phones_wire import WIRE, count_heard, forge, heard, log_of, most_sent, sent
from test_play_through import _LEAKED_GEMS
from web_helpers import where_page_is

from phone_table import SECRET_KEYS, keys_of

_SCREEN = "() => ({...(document.querySelector('[data-screen]')?.dataset || {})})"
_MOVES = "[data-screen] button[data-move]"
# The game's moves so far as each phone last drew them: the host's open game (game-state.js,
# the page's own module, kept in window.__open), a guest's latest answer heard.
_HOST_TURN = "() => window.__open.shown?.screen.turn ?? null"
# The host's game's name and seed, as its save holds them.
_SAVED = """() => { const g = window.__open.game;
  const save = typeof g.save === "string" ? JSON.parse(g.save) : g.save;
  return [save.game, String(save.seed)]; }"""
_GUEST_TURN = """() => { const h = window.__wire.heard;
  for (let i = h.length - 1; i >= 0; i--) {
    const m = JSON.parse(h[i][1]);
    if (m.t === "answer") return m.answer.screen.turn;
  }
  return null; }"""


@dataclass
class Table:
    """The three pages: seat -> page (0 the host's), and what the test saw."""

    pages: dict[int, Any]
    phones: dict[int, Phone]
    site: Any
    turn: int = 0  # the game's moves so far, as the test counted its taps
    last_mover: int | None = None
    checked: dict[int, int] = field(default_factory=dict)  # seat -> messages checked

    @property
    def host(self) -> Any:
        return self.pages[0]

    def turns(self) -> dict[int, Any]:
        return {s: p.evaluate(_HOST_TURN if s == 0 else _GUEST_TURN)
                for s, p in self.pages.items()}

    def to_act(self) -> int:
        return int(self.host.evaluate("() => window.__open.shown.screen.to_act"))

    def shown(self) -> dict[int, dict[str, str]]:
        return {s: p.evaluate(_SCREEN) for s, p in self.pages.items()}

    def check_secrets(self) -> None:
        """The hidden-Gem rule on every phone's screen, and in what each guest heard."""
        shown = self.shown()
        # Final scoring reveals every pile (R11), on the screens of those who wait too.
        hidden = self.host.evaluate("() => window.__open.shown.view.phase") in ("assign", "take")
        for s, page in self.pages.items():
            if hidden:
                assert page.evaluate(_LEAKED_GEMS) == [], (s, shown[s])
            if s:
                assert shown[s].get("viewer") in (str(s), None), (s, shown[s])
        for s in self.pages:
            if s:
                self.check_heard(s)

    def check_heard(self, s: int) -> None:
        """Each message seat `s`'s guest heard since the last check: for it alone,
        nothing of the host's save in it (its keys, the game's name, the seed)."""
        start = self.checked.get(s, 0)
        news = heard(self.pages[s], start)
        name, seed = self.host.evaluate(_SAVED)
        assert len(seed) >= 12, seed  # a random seed: its digits turn up in no message by chance
        for message in news:
            found = keys_of(message) & SECRET_KEYS
            assert not found, (s, found)
            text = json.dumps(message)
            assert name not in text and seed not in text, (s, message["t"])
            if message["t"] != "answer":
                continue
            view, screen = message["answer"]["view"], message["answer"]["screen"]
            assert view["viewer"] == s == screen["viewer"], (s, view["viewer"])
            assert screen["name"] != "handoff" and view["variant"] == "standard"
            if view["phase"] in ("assign", "take"):  # from final scoring on, every Gem shows
                for player in view["players"]:
                    if player["seat"] != s:
                        assert all(g["gem"] is None for g in player["piles"]["gems"]), \
                            (s, player["seat"], player["piles"]["gems"])
        self.checked[s] = start + len(news)

    def wait_turn(self, turn: int, pages: tuple[int, ...] = (0, 1, 2)) -> None:
        """Until each of these phones has drawn the game at `turn` moves."""
        for s in pages:
            try:
                self.pages[s].wait_for_function(
                    f"t => ({_HOST_TURN if s == 0 else _GUEST_TURN})() === t",
                    arg=turn, timeout=30_000)
            except Exception:
                raise AssertionError(f"seat {s}'s phone never drew move {turn} "
                                     f"({self.turns()}): {where_page_is(self.pages[s])}") from None

    def tap(self, rng: random.Random, pages: tuple[int, ...] = (0, 1, 2)) -> int:
        """The seat to act taps one of its moves on its own phone; each of `pages`
        draws the game after it.  Returns the seat that moved."""
        mover = self.to_act()
        page = self.pages[mover]
        try:
            page.wait_for_selector(f"[data-screen][data-viewer='{mover}'] button[data-move]",
                                   timeout=30_000)
        except Exception:
            raise AssertionError(f"seat {mover} has no move to tap: "
                                 f"{where_page_is(page)}") from None
        buttons = page.locator(_MOVES)
        buttons.nth(rng.randrange(buttons.count())).click()
        self.host.wait_for_function(f"t => ({_HOST_TURN})() > t", arg=self.turn, timeout=30_000)
        before, self.turn = self.turn, int(self.host.evaluate(_HOST_TURN))
        if self.host.evaluate("() => window.__open.shown.view.phase") in ("assign", "take"):
            # In the rounds a tap is one move; the last take of the game may bring
            # final choices that need no one's decision, and a final choice a few.
            assert self.turn == before + 1, (before, self.turn)
        self.last_mover = mover
        self.wait_turn(self.turn, pages)
        return mover


@pytest.fixture
def table(three_phones: tuple[Phone, list[Phone]], site: Any) -> Iterator[Table]:
    """A game of three, seat 1 paired through the cameras and seat 2 by pasted text,
    started; each page watched (WIRE), its errors kept; all closed after."""
    host_phone, guest_phones = three_phones
    phones = {0: host_phone, 1: guest_phones[0], 2: guest_phones[1]}
    # Seat 2's phone reads German (its browser's language), the others English.
    contexts = {s: phone.browser.new_context(locale="de-DE" if s == 2 else "en-GB")
                for s, phone in phones.items()}
    errors: list[str] = []
    pages = {}
    for s, context in contexts.items():
        context.add_init_script(FAST)
        context.add_init_script(WIRE)
        pages[s] = context.new_page()
        pages[s].on("pageerror", lambda error, s=s: errors.append(f"seat {s}: {error}"))
    host = pages[0]
    try:
        open_pair(host, players=3)
        # Seat 1 through the cameras: the guest opens the offer's link, the host scans its answer.
        join(pages[1], offer_of(host, 1))
        write_camera(host_phone.camera, pages[1].locator(".join-answer svg.qr").screenshot())
        host.click(f"{seat(1)} button[data-pair-scan]")
        # Seat 2 by pasted text.
        paste_answer(host, 2, join(pages[2], offer_of(host, 2)))
        for s in (1, 2):
            host.wait_for_selector(f"{seat(s)}[data-peer-state=connected]", timeout=30_000)
            pages[s].wait_for_selector("[data-screen=join][data-peer-state=connected]")
        host.click("button[data-pair-start]")
        host.evaluate("async url => { window.__open = (await import(url)).open; }",
                      BASE + site.assets["js/game-state.js"])
        for s in (1, 2):
            pages[s].wait_for_selector(f"[data-screen][data-viewer='{s}']", timeout=60_000)
        yield Table(pages, phones, site)
    finally:
        for context in contexts.values():
            context.close()
    assert errors == [], errors


def _moves_sent(page: Any) -> list[dict[str, Any]]:
    """The move messages a guest's page sent (forged texts that are no JSON left out)."""
    out = []
    for _, text in sent(page):
        if text.startswith("{") and text.endswith("}"):
            message = json.loads(text)
            if message["t"] == "move":
                out.append(message)
    return out


def _moves_answered(table: Table, s: int) -> list[int]:
    """The numbers of the moves seat `s`'s guest sent, each answered once by an answer
    with that number (none refused), in order; a number sent again only where its first
    message was lost on the way (sent while cut off), so never answered."""
    numbers = [m["n"] for m in _moves_sent(table.pages[s])]
    replies = [m for m in heard(table.pages[s]) if m.get("n") is not None]
    assert [m["t"] for m in replies] == ["answer"] * len(replies), replies
    answered = [m["n"] for m in replies]
    assert answered == sorted(set(numbers)), (answered, numbers)
    return answered


def _away(table: Table) -> int:
    """Seat 1's phone goes off the LAN; once both sides say so (the host's away banner,
    the guest's), how many messages the guest had heard."""
    cut(table.phones[1])
    table.host.wait_for_selector("[data-banner=away] button[data-pair-again='1']",
                                 timeout=60_000)
    table.pages[1].wait_for_selector("[data-banner=disconnected] button[data-rejoin]",
                                     timeout=60_000)
    return count_heard(table.pages[1])


def _back(table: Table, heard_then: int) -> None:
    """Seat 1 paired again from both away banners: the host's new code for it pasted on
    its phone (still off the LAN: its answer needs none, and its old link closes,
    never to come back by itself), the phone back in range, its answer pasted on the
    host, the game resumed; its hello answered with the whole log."""
    host, g1 = table.host, table.pages[1]
    assert count_heard(g1) == heard_then  # nothing reached the phone away
    host.click("[data-banner=away] button[data-pair-again='1']")
    host.wait_for_selector(f"[data-screen=pair] {seat(1)} [data-pair-offer]")
    offer = offer_of(host, 1)
    g1.click("[data-banner=disconnected] button[data-rejoin]")
    g1.fill("textarea[data-join-offer]", offer)
    g1.click("button[data-join-apply]")
    g1.wait_for_selector("[data-join-answer]")
    answer = str(g1.locator("[data-join-answer]").inner_text()).strip()
    assert read_code(g1, table.site, answer, "answer")["candidates"]
    cut(table.phones[1], off=False)
    paste_answer(host, 1, answer)
    host.wait_for_selector(f"{seat(1)}[data-peer-state=connected]", timeout=30_000)
    host.click("button[data-pair-start]")
    host.wait_for_selector("[data-banner=away]", state="detached")
    table.wait_turn(table.turn)
    # The whole log (a rejoin: start 0), then the game's screen on the host, drawn again
    # as it resumed, told once more (nothing new in it).
    whole = heard(g1, heard_then)
    assert {m["t"] for m in whole} == {"answer"}, whole
    assert whole[0]["answer"]["view"]["log"]["start"] == 0
    assert {m["answer"]["screen"]["turn"] for m in whole} == {table.turn}


def test_a_whole_game_of_three_phones_a_guest_dropped_and_back(table: Table) -> None:
    rng = random.Random(34)
    g1 = table.pages[1]
    drops: list[str] = []
    lost: dict[str, Any] = {}
    for _ in range(200):
        table.check_secrets()
        if table.shown()[0]["screen"] == "over":
            break
        now = table.shown()[0]
        if not drops and now["round"] == "3" and table.last_mover == 1 \
                and table.to_act() != 1 and now["screen"] in ("play", "phone"):
            # Mid-round, just after its move, seat 1's phone leaves the Wi-Fi; the host
            # and seat 2 play on without it until seat 1 is to act.
            heard_then = _away(table)
            while table.to_act() != 1:
                table.check_secrets()
                table.tap(rng, pages=(0, 2))
            _back(table, heard_then)
            g1.wait_for_selector("[data-screen=play][data-viewer='1'] button[data-move]")
            drops.append("after its move")
        elif len(drops) == 1 and now["round"] == "6" and table.to_act() == 1:
            # In its turn: it taps a move at the moment it leaves the Wi-Fi, and again
            # once it says it is cut off.  Neither reaches the host; back at the table
            # it is still its turn, and its move, tapped again, is played once.
            g1.wait_for_selector("[data-screen=play][data-viewer='1'] button[data-move]")
            sent_then = len(_moves_sent(g1))
            cut(table.phones[1])
            g1.locator(_MOVES).first.click()
            heard_then = _away(table)
            # And once more, its banner saying it is cut off: its link, still open on
            # its side, sends it (the connection might come back by itself).
            before = len(sent(g1))
            g1.locator(_MOVES).first.click()
            g1.wait_for_function("n => window.__wire.sent.length > n", arg=before)
            # Its banner alone says it is cut off: no refusal of the move besides.
            assert g1.locator("[data-banner=refused]").count() == 0
            lost["sent"] = _moves_sent(g1)[sent_then:]
            assert table.turns()[0] == table.turn  # the host never had it
            _back(table, heard_then)
            g1.wait_for_selector("[data-screen=play][data-viewer='1'] button[data-move]")
            drops.append("in its turn")
            assert table.tap(rng) == 1
            lost["again"] = _moves_sent(g1)[-1]
            continue
        table.tap(rng)
    else:
        pytest.fail(f"the game did not end within 200 moves: {table.shown()}")
    assert drops == ["after its move", "in its turn"]
    # The moves tapped as it left went out on its channel (still open on its side) and
    # were lost on the way: the move tapped again took the first one's number, the
    # host never having read it, and was answered once (below).
    again = lost["again"]["n"]
    assert [m["n"] for m in lost["sent"]] == [again, again + 1], lost
    table.check_secrets()
    assert {s: shown["screen"] for s, shown in table.shown().items()} == \
        {0: "over", 1: "over", 2: "over"}
    totals = [page.eval_on_selector_all("[data-result-seat]", "rs => rs.map(r => r.dataset.total)")
              for page in table.pages.values()]
    assert totals[0] == totals[1] == totals[2] and len(totals[0]) == 3, totals
    # No move lost or played twice: each phone at the test's count of moves (a tap one
    # in the rounds, the host's count after a final choice); every move number a guest
    # sent answered once, 1, 2, ... in order; both guests' logs the same moves.
    assert table.turns() == {0: table.turn, 1: table.turn, 2: table.turn}
    for s in (1, 2):
        numbers = _moves_answered(table, s)
        assert numbers == list(range(1, len(numbers) + 1)), numbers
    logs = [log_of([m for m in heard(table.pages[s]) if m["t"] == "answer"]) for s in (1, 2)]
    shape = [[(e["round"], e["kind"], e.get("seat"), e.get("slot")) for e, _ in log]
             for log in logs]
    assert shape[0] == shape[1]
    # Seat 2's phone reads German: every line of the log it holds, from its first
    # answer on, is the one the host's rules core writes for it in German (its first
    # answers came before the host had heard its hello, in the host's English once).
    lines = [line for _, line in logs[1]]
    told = {lang: table.host.evaluate(
        "async lang => (await window.__open.engine.callIn(lang, 'seat_answer', 2, 0))"
        ".message.answer.screen.words.log", lang) for lang in ("de", "en")}
    assert told["de"] != told["en"]
    assert lines == told["de"]


def _refused(table: Table, s: int, text: str, code: str, place: str) -> dict[str, Any]:
    """`text` sent as it is on seat `s`'s channel comes back refused by name, to that
    guest: its refusal the one new message it hears."""
    page = table.pages[s]
    before = count_heard(page)
    assert forge(page, text) is None
    page.wait_for_function("n => window.__wire.heard.length > n", arg=before, timeout=30_000)
    (reply,) = heard(page, before)
    assert reply["t"] == "refused", reply
    assert (reply["code"], reply["place"]) == (code, place), reply
    assert reply["error"].startswith(place), reply
    return reply


def test_forged_messages_over_the_channel_are_refused_to_their_guest_alone(
    table: Table,
) -> None:
    rng = random.Random(7)
    g1, g2 = table.pages[1], table.pages[2]
    # Until seat 2 is to act in the rounds, after a move of seat 1's.
    while not (table.to_act() == 2 and _moves_answered(table, 1)):
        table.tap(rng)
    table.check_secrets()
    answers = {s: [m for m in heard(table.pages[s]) if m["t"] == "answer"] for s in (1, 2)}
    theirs = answers[2][-1]["answer"]["view"]["legal_moves"][0]
    mine = next(m for m in reversed(answers[1]) if m["answer"]["view"]["legal_moves"])
    mine_then = mine["answer"]["view"]["legal_moves"][0]
    old = json.dumps(_moves_sent(g1)[-1])
    n = heard(g1)[-1]["next"]
    host_before = {"turn": table.turns()[0], "screen": table.shown()[0],
                   "sent": len(sent(table.host))}
    g2_heard = count_heard(g2)

    def move(number: int, what: Any) -> str:
        return json.dumps({"v": 1, "t": "move", "n": number, "move": what})

    # Another seat's move (seat 2's, in its turn), then one of seat 1's own out of its
    # turn: the rules core's step refuses both for seat 1, each using up its number.
    reply = _refused(table, 1, move(n, theirs), "SessionError", "message.move")
    assert (reply["n"], reply["next"]) == (n, n + 1)
    reply = _refused(table, 1, move(n + 1, mine_then), "SessionError", "message.move")
    assert (reply["n"], reply["next"]) == (n + 1, n + 2)
    # A hello for another seat: this channel was paired for seat 1.
    hello = {"v": 1, "t": "hello", "seat": 2, "lang": "en", "held": 0}
    _refused(table, 1, json.dumps(hello), "MessageError", "message.seat")
    # An old message replayed as it was sent: its number was answered already.
    reply = _refused(table, 1, old, "MessageError", "message.n")
    assert reply["next"] == n + 2
    # 1 MB of text: the forger's own browser will not send it, more than the
    # max-message-size the link declared (peers/sdp.js: 256 KB, Chrome's own); the
    # most it sends reaches the host, which refuses it by name, as 64 KB.
    assert "max-message-size" in str(forge(g1, "x" * 1_000_000))
    most = most_sent(g1)
    assert 16_384 < most < 1_000_000, most
    _refused(table, 1, "x" * most, "MessageError", "message")
    # 64 KB of text, and text that is not JSON.
    _refused(table, 1, "x" * 65_536, "MessageError", "message")
    _refused(table, 1, '{"v": 1, "t": "move", ', "JsonTextError", "message")
    # The host's game did not move; it sent nothing but the refusals, and those to seat 1.
    assert table.turns()[0] == host_before["turn"]
    assert table.shown()[0] == host_before["screen"]  # not even drawn again
    hellos: dict[int, int] = {}  # each channel's seat, as its first hello said
    for m in heard(table.host):
        if m["t"] == "hello":
            hellos.setdefault(m["_at"], m["seat"])
    news = sent(table.host, host_before["sent"])
    assert [(hellos[at], json.loads(text)["t"]) for at, text in news] == [(1, "refused")] * 7
    # Seat 2 plays on: its move drawn on every phone, one answer its only news.
    assert count_heard(g2) == g2_heard
    assert table.tap(rng) == 2
    assert [m["t"] for m in heard(g2, g2_heard)] == ["answer"]
    # And seat 1's next move, numbered after the refusals, is played once.
    while table.tap(rng) != 1:
        pass
    assert _moves_sent(g1)[-1]["n"] == n + 2
    answered = [m for m in heard(g1) if m["t"] == "answer" and m["n"] == n + 2]
    assert len(answered) == 1
