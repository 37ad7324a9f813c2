"""The score pad's input: JSON text to a :class:`~golden_sails.table.Table`.

The format is ``../shared/spec/score-json.md``.  The input comes from outside
(a file, a pipe, a web form), so everything is checked and nothing is guessed:
every fault raises :class:`ScorePadError` with one line ``"<path>: <fault>"``,
e.g. ``players[1].gems[2]: 9 is not a gem class (1-8)``.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable
from typing import Any, Final, TypeVar

from .cards import (
    ANIMALS,
    PILES,
    SPICES,
    CardError,
    check_keys,
    parse_gem,
    parse_kind,
    parse_spell,
    parse_weapon,
)
from .deck import ANIMAL_REFERENCES, DECK_SIZE
from .jsontext import too_deep
from .placements import placement_fault
from .table import Piles, Table

PLAYER_COUNTS: Final = (2, 3, 4)
MAX_NAME_LENGTH: Final = 40
# No count on a table needs more than two digits; a longer integer is refused
# before Python converts it (and long before its 4300-digit limit).
_MAX_INT_DIGITS: Final = 30
# The path of the document itself, for faults that are not inside any key.
ROOT: Final = "input"

_T = TypeVar("_T")


class ScorePadError(ValueError):
    """Score pad input that is not a table the game could have: ``"<path>: <fault>"``."""


# --- JSON text to plain values -----------------------------------------------


class _Refused:
    """A value the JSON reader met but must refuse; reported later, with its path."""

    def __init__(self, fault: str) -> None:
        self.fault = fault


class _DuplicateKeys(dict[str, Any]):
    """An object that named a key twice (``json`` would silently keep the last)."""

    def __init__(self, pairs: list[tuple[str, Any]], duplicate: str) -> None:
        super().__init__(pairs)
        self.duplicate = duplicate


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            return _DuplicateKeys(pairs, key)
        seen.add(key)
    return dict(pairs)


def _constant(name: str) -> _Refused:
    return _Refused(f"{name} is not allowed (JSON has no NaN or Infinity)")


def _integer(text: str) -> int | _Refused:
    digits = len(text.lstrip("-"))
    if digits > _MAX_INT_DIGITS:
        return _Refused(f"an integer of {digits} digits is out of range")
    return int(text)


def _decode(text: str | bytes) -> str:
    if isinstance(text, str):
        return text.removeprefix("\ufeff")
    try:
        # utf-8-sig: a byte order mark (some editors write one) is not a fault.
        return text.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line = text.count(b"\n", 0, err.start) + 1
        raise ScorePadError(
            f"{ROOT}: byte 0x{text[err.start]:02x} at offset {err.start} (line {line}) is not UTF-8"
        ) from None


def _child(path: str, key: object) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    name = str(key)
    if not name.isidentifier():
        name = repr(name)
    return name if path == ROOT else f"{path}.{name}"


def _check_refusals(doc: object) -> None:
    """Report the first refused value or duplicate key, in document order.

    Iterative, so that a deep (but parsable) document cannot overflow the stack.
    """
    stack: list[tuple[str, object]] = [(ROOT, doc)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, _Refused):
            raise ScorePadError(f"{path}: {value.fault}")
        if isinstance(value, _DuplicateKeys):
            raise ScorePadError(f"{path}: key {value.duplicate!r} appears twice")
        if isinstance(value, dict):
            stack.extend((_child(path, k), v) for k, v in reversed(value.items()))
        elif isinstance(value, list):
            stack.extend((_child(path, i), v) for i, v in reversed(list(enumerate(value))))


def load_json(text: str | bytes) -> object:
    """Parse strict JSON: no duplicate keys, no NaN/Infinity, no absurd integers."""
    source = _decode(text)
    if not source.strip():
        raise ScorePadError(f"{ROOT}: empty (expected a JSON object)")
    if too_deep(source):
        raise ScorePadError(f"{ROOT}: nested too deeply to be a table")
    try:
        doc = json.loads(
            source, object_pairs_hook=_object, parse_constant=_constant, parse_int=_integer
        )
    except json.JSONDecodeError as err:
        place = f"line {err.lineno} column {err.colno}"
        raise ScorePadError(f"{place}: invalid JSON: {err.msg}") from None
    _check_refusals(doc)
    return doc


# --- Plain values to a Table --------------------------------------------------


def load_table(text: str | bytes) -> Table:
    """Parse and check a score pad document given as JSON text (or UTF-8 bytes)."""
    return parse_table(load_json(text))


def parse_table(doc: object) -> Table:
    """Check a parsed score pad document and build the :class:`Table` it describes."""
    try:
        return _parse_table(doc)
    except CardError as err:
        # The card parsers already name the place; only the error type changes.
        raise ScorePadError(str(err)) from None


def _type_name(value: object) -> str:
    return "null" if value is None else type(value).__name__


def _parse_table(doc: object) -> Table:
    obj = check_keys(doc, {"players", "animal_reference"}, {"first_player"}, ROOT)
    reference = obj["animal_reference"]
    codes = ", ".join(ANIMAL_REFERENCES)
    if not isinstance(reference, str):
        raise ScorePadError(
            f"animal_reference: expected an Animal reference ({codes}), got {_type_name(reference)}"
        )
    if reference not in ANIMAL_REFERENCES:
        raise ScorePadError(f"animal_reference: {reference!r} is not an Animal reference ({codes})")
    players = obj["players"]
    if not isinstance(players, list):
        raise ScorePadError(f"players: expected a list, got {_type_name(players)}")
    if len(players) not in PLAYER_COUNTS:
        count = f"{len(players)} player{'' if len(players) == 1 else 's'}"
        raise ScorePadError(f"players: {count}; a table has 2, 3 or 4")
    names: list[str] = []
    piles: list[Piles] = []
    for seat, player in enumerate(players):
        name, pile = _parse_player(player, f"players[{seat}]")
        _check_unique(name, names, seat)
        names.append(name)
        piles.append(pile)
    first = _parse_first_player(obj.get("first_player", 0), len(players))
    cards = sum(p.card_count() for p in piles)
    if cards > DECK_SIZE:
        # R19: the whole deck is 48 cards, so no table can hold more.
        raise ScorePadError(f"players: {cards} cards on the table; the deck has only {DECK_SIZE}")
    for seat, pile in enumerate(piles):
        # R11: final scoring proves each proposal best by trying every placement of
        # the Universal Goods; a table with more than it settles is refused here.
        universals = [s.card for s in pile.spells if s.power == "universal" and s.card is not None]
        fault = placement_fault(universals)
        if fault is not None:
            raise ScorePadError(f"players[{seat}].spells: {fault}")
    return Table(reference, tuple(names), tuple(piles), first)


def _parse_first_player(value: object, players: int) -> int:
    # R11: the first player of round 12 decides first; it must be a seat here.
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScorePadError(f"first_player: expected a seat number, got {_type_name(value)}")
    if not 0 <= value < players:
        raise ScorePadError(f"first_player: {value} is not a seat of this table (0-{players - 1})")
    return value


def _check_unique(name: str, earlier: list[str], seat: int) -> None:
    # Winners are reported by name, so two players must never share one;
    # "Andy" and "andy" would be told apart by nobody reading the sheet.
    for other, taken in enumerate(earlier):
        if taken.casefold() == name.casefold():
            fault = f"{name!r} is already the name of players[{other}]"
            if taken != name:
                fault += f" ({taken!r}; names are compared ignoring case)"
            raise ScorePadError(f"players[{seat}].name: {fault}")


def _parse_player(value: object, where: str) -> tuple[str, Piles]:
    obj = check_keys(value, {"name"}, set(PILES), where)
    name = _parse_name(obj["name"], f"{where}.name")
    return name, Piles(
        spices=tuple(_items(obj, "spices", where, lambda v, w: parse_kind(v, SPICES, "spice", w))),
        gems=tuple(_items(obj, "gems", where, parse_gem)),
        animals=tuple(
            _items(obj, "animals", where, lambda v, w: parse_kind(v, ANIMALS, "animal", w))
        ),
        weapons=tuple(_items(obj, "weapons", where, parse_weapon)),
        spells=tuple(_items(obj, "spells", where, parse_spell)),
    )


def _parse_name(value: object, where: str) -> str:
    if not isinstance(value, str):
        raise ScorePadError(f"{where}: expected a name (a string), got {_type_name(value)}")
    name = value.strip()
    if not name:
        raise ScorePadError(f"{where}: empty; every player needs a name")
    if len(name) > MAX_NAME_LENGTH:
        raise ScorePadError(f"{where}: {len(name)} characters; at most {MAX_NAME_LENGTH}")
    for char in name:
        # Control characters, line breaks and lone surrogates would break the
        # one-line messages and the score sheet.
        if unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp"):
            raise ScorePadError(f"{where}: contains the control character {char!r}")
    return name


def _items(
    obj: dict[str, Any], pile: str, where: str, parse: Callable[[object, str], _T]
) -> list[_T]:
    # A pile may be omitted (empty), but when given it must be a list.
    raw = obj.get(pile, [])
    if not isinstance(raw, list):
        raise ScorePadError(f"{where}.{pile}: expected a list, got {_type_name(raw)}")
    return [parse(item, f"{where}.{pile}[{i}]") for i, item in enumerate(raw)]
