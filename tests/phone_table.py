"""A table of phones played through the bridge, as the host's page relays it
(issue 34, docs/phones.md): the tests' stand-in for the host's page and its
guests' pages, with no browser and no network.

The host's page calls the bridge in its own language; each guest's message
goes to ``seat_message`` as text, unread; each guest is sent what
``seat_answer`` gives for its seat, in the guest's language, and after every
host call that changed the table.  Every message both ways and every answer
of the bridge is kept, for the tests to check: what a guest holds, the schema,
the hidden-Gem rule at every step.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from golden_sails import bridge
from golden_sails.app import phones

# Keys no message to a guest may hold anywhere: the save and what it holds that
# the view does not (the seed, the deck, the moves' record), the game's name.
SECRET_KEYS = frozenset({"save", "seed", "deck", "game", "digest"})
# A seed too long to turn up in a message by chance, and the game's name.
SEED = 7_340_512_998_104_215_311
GAME = "table-of-phones-0001"

Json = dict[str, Any]


def call(lang: str, name: str, *args: object) -> Json:
    answer: Json = json.loads(bridge.in_language(lang, name, *args))
    return answer


@dataclass
class Guest:
    """A guest phone: its seat, its language, what it was sent and holds."""

    seat: int
    lang: str
    next: int = 1
    log: list[Any] = field(default_factory=list)  # the log entries it holds
    answer: Json | None = None  # the last SeatAnswer drawn
    kind: str = "phone"  # where its seat is played, as the host last said


@dataclass
class Table:
    """A game at a table of phones: the host's page and its guests."""

    kinds: list[str]
    host_lang: str = "en"
    langs: tuple[str, ...] = ("de", "pl", "fr", "es")
    names: tuple[str, ...] = ("Ann", "Ben", "Cat", "Dan")
    # Called with (seat, the message just sent to that guest) before the guest draws it.
    on_sent: Callable[[int, Json], None] | None = None
    host: Json = field(default_factory=dict)
    guests: dict[int, Guest] = field(default_factory=dict)
    calls: list[tuple[str, Json]] = field(default_factory=list)  # every bridge answer
    to_guests: list[tuple[int, Json]] = field(default_factory=list)
    # Each guest's message text, and the bridge's answer to it.
    from_guests: list[tuple[int, str, Json]] = field(default_factory=list)

    def start(self, seed: int = SEED) -> Table:
        config = {"names": list(self.names[: len(self.kinds)]), "seats": self.kinds}
        self.host = self.call("start", json.dumps(config), seed, GAME)
        assert self.host["ok"], self.host
        for seat, kind in enumerate(self.kinds):
            if kind == "phone":
                self.join(seat)
        return self

    def call(self, name: str, *args: object, lang: str | None = None) -> Json:
        answer = call(lang or self.host_lang, name, *args)
        self.calls.append((name, answer))
        return answer

    # --- The guests ---------------------------------------------------------------

    def join(self, seat: int) -> Json:
        """A guest pairs (again) and says hello: it holds nothing after a reload."""
        lang = self.langs[seat % len(self.langs)]
        guest = self.guests.get(seat) or Guest(seat, lang)
        self.guests[seat] = Guest(seat, lang, kind=guest.kind)
        hello = {"v": 1, "t": "hello", "seat": seat, "lang": lang, "held": 0}
        return self.send(seat, json.dumps(hello))

    def send(self, seat: int, text: str) -> Json:
        """A guest's message text, relayed to the bridge; its results relayed on."""
        out = self.call("seat_message", seat, text)
        assert out["ok"], out
        self.from_guests.append((seat, text, out))
        if out["reply"] is not None:
            self.deliver(seat, out["reply"])
        if out["host"] is not None:
            self.host = {"ok": True, **out["host"]}
        for other in out["guests"]:
            self.answer(other)
        return out

    def message(self, seat: int, kind: str, **fields: Any) -> Json:
        """A guest's message of ``kind``, numbered as its host said."""
        guest = self.guests[seat]
        return self.send(seat, json.dumps({"v": 1, "t": kind, "n": guest.next, **fields}))

    def answer(self, seat: int) -> None:
        guest = self.guests[seat]
        out = self.call("seat_answer", seat, len(guest.log), lang=guest.lang)
        assert out["ok"], out
        self.deliver(seat, out["message"])

    def deliver(self, seat: int, message: Json) -> None:
        """A guest receives a message and keeps what its page keeps."""
        self.to_guests.append((seat, message))
        if self.on_sent is not None:
            self.on_sent(seat, message)
        guest = self.guests[seat]
        if "next" in message:
            guest.next = message["next"]
        if message["t"] == "seat":
            guest.kind = message["kind"]
        if message["t"] != "answer":
            return
        guest.kind = "phone"
        part = message["answer"]["view"]["log"]
        assert part["start"] in (0, len(guest.log)), (part["start"], len(guest.log))
        kept = guest.log[: part["start"]]
        for change in part["changed"]:
            kept[change["at"]] = change["entry"]
        guest.log = kept + part["entries"]
        guest.answer = message["answer"]

    # --- The host -----------------------------------------------------------------

    def host_call(self, name: str, *args: object) -> Json:
        """A call of the host's page that answers its game; every guest then sent
        its new answer (the host's page does so after each)."""
        out = self.call(name, *args)
        assert out["ok"], out
        self.host = out
        self.update_guests()
        return out

    def update_guests(self) -> None:
        for seat, guest in self.guests.items():
            if guest.kind == "phone" and self.kinds_now()[seat] == "phone":
                self.answer(seat)

    def kinds_now(self) -> list[str]:
        return [entry["kind"] for entry in self.host["screen"]["seats"]]

    def seat_kind(self, seat: int, kind: str) -> Json:
        out = self.call("seat_kind", seat, kind)
        assert out["ok"], out
        self.host = {"ok": True, **out["host"]}
        if seat in self.guests:
            self.deliver(seat, out["message"])
        for other in out["guests"]:
            self.answer(other)
        return out

    # --- Playing --------------------------------------------------------------------

    def step(self, rnd: random.Random) -> None:
        """One step of the game: whoever is to act acts, through his own phone."""
        screen = self.host["screen"]
        name = screen["name"]
        if name == "handoff":
            self.host_call("reveal")
        elif name == "bot":
            self.host_call("bot")
        elif name in ("play", "scoring"):
            self.host_call("play", json.dumps(rnd.choice(self.host["view"]["legal_moves"])))
        elif name == "phone":
            seat = screen["to_act"]
            answer = self.guests[seat].answer
            assert answer is not None and answer["screen"]["name"] in ("play", "scoring")
            move = rnd.choice(answer["view"]["legal_moves"])
            out = self.message(seat, "move", move=move)
            assert out["reply"] is None, out["reply"]
        else:
            raise AssertionError(f"no step from the {name} screen")

    def play(self, rnd: random.Random, until: Callable[[Table], bool] | None = None) -> None:
        while self.host["screen"]["name"] != "over" and not (until and until(self)):
            self.step(rnd)

    def session(self) -> Any:
        return bridge._open()

    def record(self, seat: int) -> phones.Guest:
        return bridge._guests.get(seat, phones.Guest())


def keys_of(value: Any) -> set[str]:
    """Every key of every object in a JSON value."""
    out: set[str] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            out.update(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return out
