"""The score pad's input: JSON text to a :class:`~golden_sails.model.table.Table`.

The format is ``../shared/spec/score-json.md``.  The input comes from outside
(a file, a pipe, a web form), so everything is checked and nothing is guessed:
every fault raises :class:`ScorePadError` with one line ``"<path>: <fault>"``,
e.g. ``players[1].gems[2]: 9 is not a gem class (1-8)``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, TypeVar

from ..model import jsontext
from ..model.cards import (
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
from ..model.deck import ANIMAL_REFERENCES, DECK_SIZE
from ..model.errors import InputError
from ..model.i18n import _, ngettext
from ..model.jsontext import JsonTextError, strict_loads, type_name
from ..model.jsontext import expected_list as list_fault
from ..model.names import PlayerNameError, check_names
from ..model.placements import placement_fault
from ..model.table import Piles, Table

PLAYER_COUNTS: Final = (2, 3, 4)
# The path of the document itself, for faults that are not inside any key.
ROOT: Final = "input"

_T = TypeVar("_T")


class ScorePadError(InputError):
    """Score pad input that is not a table the game could have: ``"<path>: <fault>"``."""


# --- JSON text to plain values -----------------------------------------------


def load_json(text: str | bytes) -> object:
    """Parse strict JSON (golden_sails.model.jsontext): no duplicate keys, no
    NaN/Infinity, no absurd integers, no absurd nesting."""
    try:
        # Translators: what a score-pad table's JSON text should hold, a noun with its article: it
        # fills "empty (expected …)" and "nested too deeply to be …".
        return strict_loads(text, ROOT, _("a table"))
    except JsonTextError as err:
        raise ScorePadError(str(err)) from None


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


def _parse_table(doc: object) -> Table:
    obj = check_keys(doc, {"players", "animal_reference"}, {"first_player"}, ROOT)
    reference = obj["animal_reference"]
    codes = ", ".join(ANIMAL_REFERENCES)
    if not isinstance(reference, str):
        raise ScorePadError(
            # Translators: animal_reference is the table's key; {codes} the references'
            # codes (I, II, ...), kept as they are.
            _("animal_reference: expected an Animal reference ({codes}), got {type}").format(
                codes=codes, type=type_name(reference)
            )
        )
    if reference not in ANIMAL_REFERENCES:
        raise ScorePadError(
            # Translators: "animal_reference" is the table's key, kept in English; {codes} the
            # references' codes (I, II, ...).
            _("animal_reference: {value} is not an Animal reference ({codes})").format(
                value=repr(reference), codes=codes
            )
        )
    players = obj["players"]
    if not isinstance(players, list):
        raise expected_list("players", players)
    if len(players) not in PLAYER_COUNTS:
        # Translators: "players" is the table's key, kept in English.
        raise ScorePadError(
            # Translators: the form follows {count}.
            ngettext(
                "players: {count} player; a table has 2, 3 or 4",
                "players: {count} players; a table has 2, 3 or 4",
                len(players),
            ).format(count=len(players))
        )
    piles: list[Piles] = []
    raw_names: list[object] = []
    names: tuple[str, ...] = ()
    places = [f"players[{i}].name" for i in range(len(players))]
    for seat, player in enumerate(players):
        where = f"players[{seat}]"
        fields = check_keys(player, {"name"}, set(PILES), where)
        raw_names.append(fields["name"])
        try:  # in document order: this name (against the ones before it), then his piles
            names = check_names(raw_names, places)
        except PlayerNameError as err:
            raise ScorePadError(str(err)) from None
        piles.append(_parse_piles(fields, where))
    first = _parse_first_player(obj.get("first_player", 0), len(players))
    cards = sum(p.card_count() for p in piles)
    if cards > DECK_SIZE:
        # R19: the whole deck is 48 cards, so no table can hold more.
        raise ScorePadError(
            # Translators: "players" is the table's key, kept in English; {count} is how many cards
            # the players' piles hold in all, {most} the deck's 48. The form follows {count}.
            ngettext(
                "players: {count} card on the table; the deck has only {most}",
                "players: {count} cards on the table; the deck has only {most}",
                cards,
            ).format(count=cards, most=DECK_SIZE)
        )
    for seat, pile in enumerate(piles):
        # R11: final scoring proves each proposal best by trying every placement of
        # the Universal Goods; a table with more than it settles is refused here.
        universals = [s.card for s in pile.spells if s.power == "universal" and s.card is not None]
        fault = placement_fault(universals)
        if fault is not None:
            raise ScorePadError(jsontext.fault(f"players[{seat}].spells", fault))
    return Table(reference, names, tuple(piles), first)


def _parse_first_player(value: object, players: int) -> int:
    # R11: the first player of round 12 decides first; it must be a seat here.
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScorePadError(
            _("first_player: expected a seat number, got {type}").format(type=type_name(value))
        )
    if not 0 <= value < players:
        raise ScorePadError(
            _("first_player: {value} is not a seat of this table (0-{last})").format(
                value=value, last=players - 1
            )
        )
    return value


def _parse_piles(obj: dict[str, Any], where: str) -> Piles:
    return Piles(
        spices=tuple(_items(obj, "spices", where, lambda v, w: parse_kind(v, SPICES, "spice", w))),
        gems=tuple(_items(obj, "gems", where, parse_gem)),
        animals=tuple(
            _items(obj, "animals", where, lambda v, w: parse_kind(v, ANIMALS, "animal", w))
        ),
        weapons=tuple(_items(obj, "weapons", where, parse_weapon)),
        spells=tuple(_items(obj, "spells", where, parse_spell)),
    )


def expected_list(where: str, value: object) -> ScorePadError:
    return ScorePadError(list_fault(where, value))


def _items(
    obj: dict[str, Any], pile: str, where: str, parse: Callable[[object, str], _T]
) -> list[_T]:
    # A pile may be omitted (empty), but when given it must be a list.
    raw = obj.get(pile, [])
    if not isinstance(raw, list):
        raise expected_list(f"{where}.{pile}", raw)
    return [parse(item, f"{where}.{pile}[{i}]") for i, item in enumerate(raw)]
