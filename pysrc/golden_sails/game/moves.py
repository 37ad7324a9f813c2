"""A move: the one value a player's decision is, inside Python and at every door.

:class:`Move` is frozen and hashable, so the engine lists each legal move once
and compares by value (``move in legal``).  It has two other forms, each for
one crossing:

* JSON (:meth:`Move.to_json`, :meth:`Move.from_json`): saves, links, the
  bridge, the view's ``legal_moves``.  The dicts are those the saves of
  every version hold (keys, their order, JSON types; docs/save-format.md),
  so an old save reads as it was written.  Reading is strict: exact keys, and 1, 1.0 and true are
  three different JSON values; a fault is a :class:`MoveError` naming it.
* a compact int (:attr:`Move.code`, :meth:`Move.from_code`): the playout's
  hot loops (golden_sails.bots.playout) do arithmetic on it, so its layout is
  a contract:

  ======================================  ===================================
  assign Expert ``e`` on card ``s``       ``e * 8 + s``                (0-35)
  take card ``s``                         ``TAKE_CODE + s``            (64-67)
  take card ``s``, swapping in ``e`` (R5) ``TAKE_CODE + (e + 1) * 8 + s`` (72-107)
  Universal Good ``k`` to pile ``p`` (R12) ``UNIVERSAL_CODE + k * 8 + p`` (128-)
  Protection Spell ``k`` names ``w`` (R17) ``PROTECT_CODE + k * 8 + w``   (192-)
  the Weapon side (2 players, R17)        ``SIDE_CODE`` + 0 left, 1 right
  accept the choices (R11)                ``CONFIRM_CODE``
  ======================================  ===================================

  ``e``, ``p`` and ``w`` index ``EXPERTS``, ``PILES`` and ``WEAPONS``.

A move is a move of *some* game: its values are within what any table allows
(card 0-3: four players at most, a card each; a Spell's index below the
deck's count of that Spell).  Whether it is legal *now* is the engine's
question, answered by ``legal_moves`` alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, Final, NotRequired, TypedDict

from ..model.cards import (
    EXPERT_INDEX,
    EXPERTS,
    PILE_INDEX,
    PILES,
    SIDES,
    WEAPONS,
    Expert,
    OneOf,
    Pile,
    Side,
    WeaponKind,
)
from ..model.deck import load_deck
from ..model.errors import InputError
from ..model.i18n import _
from ..model.jsontext import type_name


class GameError(InputError):
    """The game's refusals: a configuration or a move it cannot play."""


class MoveError(GameError):
    """A move that is malformed or not legal now.  The state is unchanged.

    The message names the move's fields as its JSON does (``card 0`` is the
    first table position); ``said`` is the refusal as a player reads it (a
    lesson's "Not allowed: Card 1 is already taken this round."), the message
    made a sentence when the engine gives none of its own.
    """

    def __init__(self, message: str, said: str | None = None) -> None:
        super().__init__(message)
        self.said = said if said is not None else message[:1].upper() + message[1:] + "."


KINDS: Final = ("assign", "take", "universal", "protect", "side", "confirm")
MoveType = Annotated[str, OneOf(*KINDS)]


class MoveJson(TypedDict):
    """A move as JSON (:meth:`Move.to_json`): its ``type`` and exactly the keys that
    type has (:class:`Move`): ``card`` and ``expert`` (assign), ``card`` and R5's
    ``swap`` (take), ``spell`` and ``pile`` (universal), ``spell`` and ``kind``
    (protect), ``side`` (side); ``confirm`` has none."""

    type: MoveType
    card: NotRequired[int]
    expert: NotRequired[Expert]
    swap: NotRequired[Expert]
    spell: NotRequired[int]
    pile: NotRequired[Pile]
    kind: NotRequired[WeaponKind]
    side: NotRequired[Side]

# The largest table: 4 players, one card each a round (R2).
TABLE_POSITIONS: Final = 4
# No player holds more Universal Goods or Protection Spells than the deck has (R19).
_DECK_SPELLS: Final = {
    power: sum(1 for card in load_deck() if card.spell.power == power)
    for power in ("universal", "protection")
}

TAKE_CODE: Final = 64
UNIVERSAL_CODE: Final = 128
PROTECT_CODE: Final = 192
SIDE_CODE: Final = 256
CONFIRM_CODE: Final = SIDE_CODE + len(SIDES)
CODES: Final = CONFIRM_CODE + 1  # every code is below this
assert TABLE_POSITIONS <= 8 and max(_DECK_SPELLS.values()) <= 8  # the codes' strides

# Each kind's keys after "type", in the order its JSON object has them; the
# optional ones (R5's swap) last.
_REQUIRED: Final[dict[str, tuple[str, ...]]] = {
    "assign": ("card", "expert"),
    "take": ("card",),
    "universal": ("spell", "pile"),
    "protect": ("spell", "kind"),
    "side": ("side",),
    "confirm": (),
}
_OPTIONAL: Final[dict[str, tuple[str, ...]]] = {"take": ("swap",)}
_VALUE_FIELDS: Final = ("card", "expert", "swap", "spell", "pile", "kind", "side")

_WEAPON: Final = {name: i for i, name in enumerate(WEAPONS)}


def _index(value: object, limit: int, key: str) -> int:
    """``value`` as the index a move's ``key`` ("card" or, by the move's type,
    "universal" or "protect" for its "spell") names, from 0 to ``limit`` - 1."""
    # bool is an int in Python, never in a move: true is not card 1.
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < limit:
        if key == "card":
            # Translators: {value} is the move's value as written; "card" and "spell" are
            # the move's keys, kept in English.
            message = _("card: {value} is not a table position (0-{last})")
        elif key == "universal":
            message = _("spell: {value} is not a Universal Good's index (0-{last})")
        else:
            message = _("spell: {value} is not a Protection Spell's index (0-{last})")
        raise MoveError(message.format(value=repr(value), last=limit - 1))
    return value


def _named(value: object, names: dict[str, int], key: str) -> int:
    if not isinstance(value, str) or value not in names:
        raise MoveError(not_one_of(key, value, tuple(names)))
    return names[value]


def not_one_of(key: str, value: object, allowed: tuple[str, ...]) -> str:
    """The fault of a move's ``key`` whose value is none of ``allowed`` (codes)."""
    # Translators: {key} is the move's key and {allowed} its values, kept in English;
    # {value} is the value given, in quotes.
    return _("{key}: {value} is not one of {allowed}").format(
        key=key, value=repr(value), allowed=", ".join(allowed)
    )


def side_not_one(side: object) -> str:
    # Translators: 'left' and 'right' are the values of a move's "side", kept in English.
    # {side} is the value given, in quotes.
    return _("side: {side} is not 'left' or 'right'").format(side=repr(side))


def not_a_move(value: object) -> str:
    # Translators: 'type' is a move's key, kept in English; {type} the JSON type given.
    return _("a move is an object with a 'type', not {type}").format(type=type_name(value))


def _code(obj: dict[str, Any]) -> int:
    """The code of a move given as a JSON object, or a MoveError naming its fault."""
    kind = obj.get("type")
    if not isinstance(kind, str) or kind not in _REQUIRED:
        # Translators: {type} is the move's "type" as given, in quotes (not a JSON type).
        raise MoveError(_("unknown move type {type}").format(type=repr(kind)))
    required = _REQUIRED[kind]
    optional = _OPTIONAL.get(kind, ())
    for key in required:
        if key not in obj:
            # Translators: {type} is the move's type ("assign", "take"...), {key} its key.
            raise MoveError(_("{type} move: missing {key}").format(type=kind, key=repr(key)))
    for key in obj:
        if key != "type" and key not in required and key not in optional:
            raise MoveError(_("{type} move: unknown key {key}").format(type=kind, key=repr(key)))
    if kind == "assign":
        slot = _index(obj["card"], TABLE_POSITIONS, "card")
        return _named(obj["expert"], EXPERT_INDEX, "expert") * 8 + slot
    if kind == "take":
        slot = _index(obj["card"], TABLE_POSITIONS, "card")
        if "swap" not in obj:
            return TAKE_CODE + slot
        return TAKE_CODE + (_named(obj["swap"], EXPERT_INDEX, "swap") + 1) * 8 + slot
    if kind == "universal":
        k = _index(obj["spell"], _DECK_SPELLS["universal"], "universal")
        return UNIVERSAL_CODE + k * 8 + _named(obj["pile"], PILE_INDEX, "pile")
    if kind == "protect":
        k = _index(obj["spell"], _DECK_SPELLS["protection"], "protect")
        return PROTECT_CODE + k * 8 + _named(obj["kind"], _WEAPON, "kind")
    if kind == "side":
        side = obj["side"]
        if not isinstance(side, str) or side not in SIDES:
            raise MoveError(side_not_one(side))
        return SIDE_CODE + SIDES.index(side)
    return CONFIRM_CODE


@dataclass(frozen=True, slots=True)
class Move:
    """One decision: ``type`` is one of :data:`KINDS`, and exactly that kind's
    fields are set (the others are None):

    * ``assign``: ``card`` (a table position), ``expert`` (R3);
    * ``take``: ``card``, and ``swap`` (an Expert) for R5's last-card swap;
    * ``universal``: ``spell`` (which Universal Good), ``pile`` (R12);
    * ``protect``: ``spell`` (which Protection Spell), ``kind`` (a Weapon, R17);
    * ``side``: ``side`` (``left`` or ``right``, the 2-player Weapons, R17);
    * ``confirm``: accept the final choices as they stand (R11).

    Building one checks it as :meth:`from_json` does (a :class:`MoveError`).
    """

    type: str
    card: int | None = None
    expert: str | None = None
    swap: str | None = None
    spell: int | None = None
    pile: str | None = None
    kind: str | None = None
    side: str | None = None
    code: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        shown: dict[str, Any] = {"type": self.type}
        for name in _VALUE_FIELDS:
            value = getattr(self, name)
            if value is not None:
                shown[name] = value
        object.__setattr__(self, "code", _code(shown))

    def __repr__(self) -> str:
        return f"Move.from_json({self.to_json()!r})"

    def to_json(self) -> MoveJson:
        """The move as the game's JSON object (a new dict, the caller's own): its
        type's keys in _REQUIRED's order (a Move holds no other, __post_init__'s
        code says so), then R5's swap."""
        out: MoveJson = {"type": self.type}
        if self.card is not None:
            out["card"] = self.card
        if self.expert is not None:
            out["expert"] = self.expert
        if self.swap is not None:
            out["swap"] = self.swap
        if self.spell is not None:
            out["spell"] = self.spell
        if self.pile is not None:
            out["pile"] = self.pile
        if self.kind is not None:
            out["kind"] = self.kind
        if self.side is not None:
            out["side"] = self.side
        return out

    @staticmethod
    def from_json(obj: object) -> Move:
        """The move a JSON object is: exact keys, exact JSON types, known values;
        else a :class:`MoveError` naming the fault."""
        if not isinstance(obj, dict):
            raise MoveError(not_a_move(obj))
        found = _BY_CODE[_code(obj)]
        assert found is not None  # every code _code gives is a move's
        return found

    @staticmethod
    def from_code(code: int) -> Move:
        """The move with this :attr:`code`."""
        found = _BY_CODE[code] if type(code) is int and 0 <= code < CODES else None
        if found is None:
            # Translators: "code" is the move's key, kept in English; {code} the value given, in
            # quotes.
            raise MoveError(_("code: {code} is not a move's code").format(code=repr(code)))
        return found


def assign(card: int, expert: str) -> Move:
    """Put ``expert`` on the table's card ``card`` (R3)."""
    return Move("assign", card=card, expert=expert)


def take(card: int, swap: str | None = None) -> Move:
    """Take the table's card ``card``, swapping in ``swap`` if given (R4, R5)."""
    return Move("take", card=card, swap=swap)


def _all_moves() -> list[Move]:
    moves = [assign(s, e) for e in EXPERTS for s in range(TABLE_POSITIONS)]
    moves += [take(s) for s in range(TABLE_POSITIONS)]
    moves += [take(s, e) for e in EXPERTS for s in range(TABLE_POSITIONS)]
    moves += [
        Move("universal", spell=k, pile=p) for k in range(_DECK_SPELLS["universal"]) for p in PILES
    ]
    moves += [
        Move("protect", spell=k, kind=w) for k in range(_DECK_SPELLS["protection"]) for w in WEAPONS
    ]
    moves += [Move("side", side=side) for side in SIDES]
    moves.append(Move("confirm"))
    return moves


def _by_code() -> tuple[Move | None, ...]:
    table: list[Move | None] = [None] * CODES
    for move in _all_moves():
        assert table[move.code] is None  # one move a code
        table[move.code] = move
    return tuple(table)


# Every move there is, once: from_json and from_code hand out these, so the
# engine's legal moves and a parsed move are most often the same object.
_BY_CODE: Final = _by_code()
CONFIRM: Final = Move.from_code(CONFIRM_CODE)
ALL_MOVES: Final = tuple(move for move in _BY_CODE if move is not None)
