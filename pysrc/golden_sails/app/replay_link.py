"""A finished game as a link: ``#/replay?g=<text>`` (docs/replay-link.md).

The link holds the whole game in a few hundred characters: the set-up, the
seed, each seat's kind and every decision.  It is read like a save
(golden_sails.app.saves): every move is replayed through the engine's one
``step``, so a link can describe only a game the rules allow, and a changed,
cut or lengthened link is refused with its fault named (``g: ...``).

Only a finished game is encoded: a link to a game in play would give away
the Gems every player keeps face down (R8).

Payload (bytes, then base64url without padding)::

    version (1 byte) | deck tag (2 bytes) | names | number | checksum (4 bytes)

``names``: per player, its length in UTF-8 bytes (1 byte) and the bytes; a 0
ends the list.  ``number``: one unsigned integer, big-endian, holding in mixed
radix (the first field the least significant digit): the variant, the Animal
reference, the first player, the memory aid, each seat's kind, the seed, each
move of the twelve rounds, and each player's final choices.  A move of the
rounds is a digit whose radix depends only on the phase and the free places
on the table, not on a player's hand, so a digit can name a move the rules
refuse; ``step`` refuses it then, and the link with it.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import re
from dataclasses import dataclass
from functools import cache
from typing import Final, NamedTuple

from ..game.engine import (
    VARIANTS,
    ConfigError,
    GameConfig,
    MoveError,
    State,
    choice_moves,
    new_game,
    step,
)
from ..game.events import Reveal
from ..game.moves import Move, assign, take
from ..model.cards import EXPERTS, WEAPONS
from ..model.deck import ANIMAL_REFERENCES, load_deck
from ..model.errors import InputError
from ..model.i18n import _, ngettext
from ..model.jsontext import fault, type_name
from ..model.seats import HUMAN, PHONE, SeatError, check_seats
from ..scoring import DESTINATIONS, FinalChoices
from .saves import MAX_HINTS

VERSION: Final = 2  # 2: each seat's count of hints after the seat kinds
READ_VERSIONS: Final = (1, 2)
PLACE: Final = "g"  # the link's parameter: every fault is named from it
PREFIX: Final = "#/replay?g="
# The longest link a game can make: four names of 40 four-byte characters
# (names.MAX_NAME) and every field at its largest stay below it.
MAX_CHARS: Final = 1000
CHECKSUM_BYTES: Final = 4
DECK_TAG_BYTES: Final = 2
MAX_NAME_BYTES: Final = 255
# The codes of version 1, frozen: a later build may add kinds at the end, never
# reorder them, or old links would change meaning.
KIND_CODES: Final = ("human", "easy", "medium", "hard")
REFERENCE_CODES: Final = (None, *ANIMAL_REFERENCES)  # None: random at set-up
SIDE_CODES: Final = ("left", "right")
SEED_RADIX: Final = 2**63
# A count of any size (the hints a seat asked): octal digits, the least
# significant first, each with a flag saying another follows.
COUNT_RADIX: Final = 16
_ALPHABET: Final = re.compile(r"[A-Za-z0-9_-]*")


class ReplayLinkError(InputError):
    """A game that cannot become a link, or a link that is not one: ``"g: <fault>"``."""


class LinkedGame(NamedTuple):
    """What a link holds: the finished game, who sat where, and how many hints
    each seat asked (None: a link of version 1, made before hints were kept)."""

    state: State
    seats: tuple[str, ...]
    hints: tuple[int, ...] | None


# --- Mixed-radix digits --------------------------------------------------------


class Digits:
    """Digits, each below its radix, the first the least significant."""

    def __init__(self) -> None:
        self.digits: list[tuple[int, int]] = []

    def put(self, digit: int, radix: int) -> None:
        assert 0 <= digit < radix, (digit, radix)
        self.digits.append((digit, radix))

    def number(self) -> int:
        total = 0
        for digit, radix in reversed(self.digits):
            total = total * radix + digit
        return total

    def to_bytes(self) -> bytes:
        """The number, big-endian, in as few bytes as it needs."""
        number = self.number()
        return number.to_bytes((number.bit_length() + 7) // 8, "big")


@dataclass(slots=True)
class Reader:
    """Digits read back from a number, the least significant first (as
    :class:`Digits` put them): a number too small reads as zeros, so a reader
    checks ``rest`` is 0 once every field is read."""

    rest: int

    def take(self, radix: int) -> int:
        self.rest, digit = divmod(self.rest, radix)
        return digit


def _put_count(out: Digits, count: int) -> None:
    """A whole number as octal digits, least significant first, each with a flag
    saying whether another follows: 0-7 take one digit, 8-63 two."""
    while True:
        count, low = divmod(count, 8)
        out.put(low * 2 + (count > 0), COUNT_RADIX)
        if not count:
            return


def _take_count(digits: Reader, where: str) -> int:
    count, scale = 0, 1
    while True:
        low, more = divmod(digits.take(COUNT_RADIX), 2)
        count += low * scale
        if not more:
            break
        scale *= 8
    if count > MAX_HINTS:
        raise ReplayLinkError(
            _("{where}: {value} is not a count of hints from 0 to {most}").format(
                where=where, value=count, most=MAX_HINTS
            )
        )
    return count


# --- Moves as digits (shared by both directions) ------------------------------


def _places(state: State) -> tuple[list[int], bool]:
    """The table places the next move of a round chooses from, and whether it is
    the round's last take, the first player's (R4), which may swap (R5)."""
    if state.phase == "assign":
        return [i for i, e in enumerate(state.experts) if e is None], False
    left = [i for i, c in enumerate(state.market) if c is not None]
    return left, len(left) == 1 and state.to_act == state.first


def round_radix(state: State) -> int:
    """Assign: an Expert type (5) times a free place.  Take: a card still on
    the table; the last take: no swap, or the Expert swapped in (1 + 5)."""
    places, last = _places(state)
    if state.phase == "assign":
        return len(EXPERTS) * len(places)
    return 1 + len(EXPERTS) if last else len(places)


def round_digit(state: State, move: Move) -> int:
    """A move of the rounds as its digit, below :func:`round_radix` (a study link's
    moves are these too: golden_sails.teach.study_link)."""
    places, last = _places(state)
    card = move.card
    assert card is not None  # a move of the rounds: assign or take
    if move.expert is not None:  # assign
        return EXPERTS.index(move.expert) * len(places) + places.index(card)
    if last:
        return 1 + EXPERTS.index(move.swap) if move.swap is not None else 0
    return places.index(card)


def round_move(state: State, digit: int) -> Move:
    """The move a digit names, which the rules may still refuse (``step`` says why)."""
    places, last = _places(state)
    if state.phase == "assign":
        expert, place = divmod(digit, len(places))
        return assign(places[place], EXPERTS[expert])
    if last:
        return take(places[0], EXPERTS[digit - 1] if digit else None)
    return take(places[digit])


def _pending(state: State) -> FinalChoices:
    assert state.scoring is not None and state.scoring.pending is not None
    return state.scoring.pending


def _put_choices(out: Digits, state: State, choices: FinalChoices) -> None:
    for pile in choices.universal:
        out.put(DESTINATIONS.index(pile), len(DESTINATIONS))
    for kind in choices.protection:
        out.put(WEAPONS.index(kind), len(WEAPONS))
    if _pending(state).side is not None:
        assert choices.side is not None
        out.put(SIDE_CODES.index(choices.side), len(SIDE_CODES))


def _take_choices(digits: Reader, state: State) -> FinalChoices:
    pending = _pending(state)
    universal = tuple(DESTINATIONS[digits.take(len(DESTINATIONS))] for _ in pending.universal)
    protection = tuple(WEAPONS[digits.take(len(WEAPONS))] for _ in pending.protection)
    side = SIDE_CODES[digits.take(len(SIDE_CODES))] if pending.side is not None else None
    return FinalChoices(universal, protection, side)


# --- Bytes and text ------------------------------------------------------------


@cache
def deck_tag() -> bytes:
    """Two bytes naming the deck of cards: a seed deals cards by their ids, so a
    link made with another deck (R19: the data may be replaced) is another game."""
    cards = json.dumps([card.to_json() for card in load_deck()], sort_keys=True)
    return hashlib.sha256(cards.encode()).digest()[:DECK_TAG_BYTES]


def _checksum(body: bytes) -> bytes:
    return hashlib.sha256(b"golden-sails-replay\0" + body).digest()[:CHECKSUM_BYTES]


def seal(body: bytes) -> str:
    """The link text of a payload without its checksum (the checksum appended)."""
    return base64.urlsafe_b64encode(body + _checksum(body)).decode("ascii").rstrip("=")


def _dealt_by_seed(state: State) -> bool:
    """Whether the game's cards are the ones its seed deals (a lesson's table,
    dealt from a chosen order, is not: its link would replay another game)."""
    fresh = new_game(state.config, state.seed)
    dealt: list[int] = []
    for event in state.events():
        if isinstance(event, Reveal):
            dealt += event.market
    order = list(fresh.market) + list(fresh.deck)
    return fresh.reference == state.reference and dealt == order


def encode(state: State, seats: tuple[str, ...], hints: tuple[int, ...] | None = None) -> str:
    """The ``g`` text of a finished game's replay link; ``hints``: how many hints
    each seat asked (None: none)."""
    if not state.over:
        raise ReplayLinkError(
            _(
                "{where}: the game is not finished; a replay link would show the Gems "
                "the players keep face down"
            ).format(where=PLACE)
        )
    try:
        kinds = check_seats(seats, state.players, f"{PLACE}.seats")
    except SeatError as err:
        raise ReplayLinkError(str(err)) from None
    # A person on his own phone (a table of phones) is a person in a replay: the
    # link keeps who played and how, not on which phone; so its codes stay
    # version 1's (a fifth kind would need a new version: docs/replay-link.md).
    kinds = tuple(HUMAN if kind == PHONE else kind for kind in kinds)
    for i, kind in enumerate(kinds):
        if kind not in KIND_CODES:
            raise ReplayLinkError(
                # Translators: {kind} is the seat's kind as the game holds it, a code in quotes
                # ('phone'), kept as it is.
                _("{where}: {kind} has no code in a replay link").format(
                    where=f"{PLACE}.seats[{i}]", kind=repr(kind)
                )
            )
    if not _dealt_by_seed(state):
        raise ReplayLinkError(
            _("{where}: the game was not dealt by its seed; it has no link").format(where=PLACE)
        )
    counts = hints if hints is not None else (0,) * state.players
    assert len(counts) == state.players and all(0 <= c <= MAX_HINTS for c in counts)
    return seal(head(state.config) + digits_of(state, kinds, counts).to_bytes())


def head(config: GameConfig) -> bytes:
    """The payload before its number: the version, the deck's tag, the names."""
    return bytes([VERSION, *deck_tag()]) + names_bytes(config)


def names_bytes(config: GameConfig) -> bytes:
    """The players' names, each its length in UTF-8 bytes and the bytes, then a 0."""
    out = bytearray()
    for name in config.names:
        raw = name.encode("utf-8")
        assert 0 < len(raw) <= MAX_NAME_BYTES  # names.MAX_NAME characters of 4 bytes at most
        out += bytes([len(raw)]) + raw
    out.append(0)
    return bytes(out)


def digits_of(state: State, kinds: tuple[str, ...], hints: tuple[int, ...]) -> Digits:
    """A finished game's number, as digits: the set-up, each seat's kind and count
    of hints, the seed, every move of the rounds, and every player's final
    choices in the order they were made (R11)."""
    config = state.config
    out = Digits()
    put_config(out, config)
    for kind in kinds:
        out.put(KIND_CODES.index(kind), len(KIND_CODES))
    for count in hints:
        _put_count(out, count)
    out.put(state.seed, SEED_RADIX)
    assert state.scoring is not None
    decided = state.scoring.decided
    game = new_game(config, state.seed)
    for record in state.moves():
        if game.phase == "scoring":
            break
        out.put(round_digit(game, record.move), round_radix(game))
        game = step(game, record.move)
    while game.phase == "scoring":
        choices = decided[game.to_act]
        assert choices is not None
        _put_choices(out, game, choices)
        for move in choice_moves(game, choices):
            game = step(game, move)
    return out


def put_config(out: Digits, config: GameConfig) -> None:
    """The set-up but the names: the variant, the Animal reference, the first
    player and the memory aid."""
    out.put(VARIANTS.index(config.variant), len(VARIANTS))
    out.put(REFERENCE_CODES.index(config.animal_reference), len(REFERENCE_CODES))
    out.put(config.first_player, config.players)
    out.put(int(config.memory_aid), 2)


def take_config(digits: Reader, names: list[object], where: str) -> GameConfig:
    """The set-up :func:`put_config` wrote, with the names read before it; a
    ``ConfigError`` names the fault from ``where``."""
    variant = VARIANTS[digits.take(len(VARIANTS))]
    reference = REFERENCE_CODES[digits.take(len(REFERENCE_CODES))]
    players = len(names)
    first = digits.take(players) if 2 <= players <= 4 else 0
    return GameConfig.from_json(
        {
            "names": names,
            "variant": variant,
            "animal_reference": reference,
            "first_player": first,
            "memory_aid": bool(digits.take(2)),
        },
        where,
    )


def link(state: State, seats: tuple[str, ...], hints: tuple[int, ...] | None = None) -> str:
    """The whole link's hash part: ``#/replay?g=...``."""
    return PREFIX + encode(state, seats, hints)


def link_value(text: object) -> str:
    """The ``g`` text out of a whole link (``...#/replay?g=...``), its query
    (``g=...``) or the text alone."""
    if not isinstance(text, str):
        raise ReplayLinkError(
            _("{where}: expected the link's text, got {type}").format(
                where=PLACE, type=type_name(text)
            )
        )
    text = text.strip()
    if "?" in text:
        text = text.rsplit("?", 1)[1]
    if text.startswith("g=") or "&" in text:
        parts = text.split("&")
        values = [p[2:] for p in parts if p.startswith("g=")]
        others = [p.partition("=")[0] for p in parts if p and not p.startswith("g=")]
        if others:
            raise ReplayLinkError(
                # Translators: g is the link's one parameter, kept as it is.
                _("{where}: a replay link holds its game alone, g").format(where=others[0][:40])
            )
        if len(values) != 1:
            if values:
                # Translators: a replay link's fault, after its place (the link's parameter, "g:
                # given twice"): the parameter is in the link twice.
                raise ReplayLinkError(_("{where}: given twice").format(where=PLACE))
            raise ReplayLinkError(_("{where}: missing").format(where=PLACE))
        text = values[0]
    return text


def _bytes_of(text: str) -> bytes:
    if not text:
        raise ReplayLinkError(
            _("{where}: empty; a replay link holds a whole game").format(where=PLACE)
        )
    if len(text) > MAX_CHARS:
        raise ReplayLinkError(
            # Translators: {count} is always more than {most}, both numbers of characters;
            # the form follows {count}.
            ngettext(
                "{where}: {count} character; a replay link has at most {most}",
                "{where}: {count} characters; a replay link has at most {most}",
                len(text),
            ).format(where=PLACE, count=len(text), most=MAX_CHARS)
        )
    good = _ALPHABET.match(text)
    assert good is not None
    if good.end() < len(text):
        bad = text[good.end()]
        raise ReplayLinkError(
            # Translators: {n} counts from 1; {char} is the character, in quotes.
            _(
                "{where}: character {n} ({char}) is never in a replay link: the link was "
                "changed on the way; copy the whole link again"
            ).format(where=PLACE, n=good.end() + 1, char=repr(bad))
        )
    if len(text) % 4 == 1:
        raise ReplayLinkError(
            _(
                "{where}: the link was cut short or lengthened ({count} characters is no "
                "replay link's length); copy the whole link again"
            ).format(where=PLACE, count=len(text))
        )
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except binascii.Error:  # pragma: no cover - the alphabet and length were checked
        raise ReplayLinkError(_("{where}: not base64url text").format(where=PLACE)) from None
    # Base64's last character may carry unused bits; a changed one decodes the same.
    if base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=") != text:
        raise ReplayLinkError(
            _(
                "{where}: the link was changed or cut short (its last character cannot end one)"
            ).format(where=PLACE)
        )
    return raw


def read_names(raw: bytes, at: int, where: str = f"{PLACE}.names") -> tuple[list[object], int]:
    """The names :func:`names_bytes` wrote, from ``raw[at]``, and where they end;
    ``where`` names them in a fault."""
    names: list[object] = []
    while True:
        if at >= len(raw):
            raise ReplayLinkError(_cut_short(where))
        size = raw[at]
        at += 1
        if size == 0:
            return names, at
        if len(names) == 4:
            raise ReplayLinkError(
                _("{where}: more than 4 names; a game has 2, 3 or 4").format(where=where)
            )
        chunk = raw[at : at + size]
        if len(chunk) < size:
            raise ReplayLinkError(_cut_short(f"{where}[{len(names)}]"))
        try:
            names.append(chunk.decode("utf-8"))
        except UnicodeDecodeError:
            raise ReplayLinkError(
                _("{where}: not UTF-8 text").format(where=f"{where}[{len(names)}]")
            ) from None
        at += size


def _cut_short(where: str) -> str:
    # Translators: a link's fault, after its place ("g: cut short"): the text ends before what that
    # place needs, so the link was cut when it was copied.
    return _("{where}: cut short").format(where=where)


def decode(text: object) -> LinkedGame:
    """The finished game a link's ``g`` text holds, who sat where and their hints:
    every move replayed through ``step``; any fault refused with its place named."""
    raw = _bytes_of(link_value(text))
    version = raw[0]
    if version not in READ_VERSIONS:
        readable = ", ".join(map(str, READ_VERSIONS))
        if version > max(READ_VERSIONS):
            # Translators: {version} is the version number the link holds; {readable} the versions
            # this app reads ("1").
            message = _(
                "{where}: {version} is not a replay-link version this app reads "
                "({readable}); a newer app made it"
            )
        else:
            # Translators: {version} is the version number the link holds; {readable} the versions
            # this app reads ("1").
            message = _(
                "{where}: {version} is not a replay-link version this app reads ({readable})"
            )
        raise ReplayLinkError(
            message.format(where=f"{PLACE}.version", version=version, readable=readable)
        )
    head = 1 + DECK_TAG_BYTES
    if len(raw) < head + 1 + CHECKSUM_BYTES:
        raise ReplayLinkError(
            _("{where}: too short to hold a game (it was cut short)").format(where=PLACE)
        )
    body, checksum = raw[:-CHECKSUM_BYTES], raw[-CHECKSUM_BYTES:]
    if _checksum(body) != checksum:
        raise ReplayLinkError(
            _("{where}: the link was changed or cut short (its checksum does not match)").format(
                where=PLACE
            )
        )
    if body[1:head] != deck_tag():
        raise ReplayLinkError(
            _(
                "{where}: made with another deck of cards than this app's; its game cannot be shown"
            ).format(where=PLACE)
        )
    names, at = read_names(body, head)
    digits = Reader(int.from_bytes(body[at:], "big"))
    try:
        config = take_config(digits, names, PLACE)
    except ConfigError as err:
        raise ReplayLinkError(str(err)) from None
    players = len(names)
    kinds = [KIND_CODES[digits.take(len(KIND_CODES))] for _ in range(players)]
    try:
        seats = check_seats(kinds, players, f"{PLACE}.seats")
    except SeatError as err:
        raise ReplayLinkError(str(err)) from None
    hints = (
        tuple(_take_count(digits, f"{PLACE}.hints[{i}]") for i in range(players))
        if version >= 2
        else None
    )
    state = new_game(config, digits.take(SEED_RADIX))
    count = 0
    while not state.over:
        if state.phase == "scoring":
            # The digits fit the decider's piles (_take_choices reads as many as he holds).
            moves = choice_moves(state, _take_choices(digits, state))
        else:
            moves = [round_move(state, digits.take(round_radix(state)))]
        for move in moves:
            try:
                state = step(state, move)
            except MoveError as err:
                raise ReplayLinkError(fault(f"{PLACE}.moves[{count}]", str(err))) from None
            count += 1
    if digits.rest:
        raise ReplayLinkError(
            _("{where}: holds more than a finished game's moves (the link was changed)").format(
                where=PLACE
            )
        )
    return LinkedGame(state, seats, hints)
