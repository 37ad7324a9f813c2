"""Final-scoring decisions (R11): what each player decides, and what he may decide.

A player decides, for each Universal Good in his Spell pile, the pile it goes
to (R12; ``"spells"`` leaves it where it is), for each Protection Spell the
Weapon kind it protects from (R17), and in a 2-player game the side of his
Weapons he uses (R17).  Gem shifts are no decision: they touch no one else's
score, so they are always applied at their best (see :mod:`.gems`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from ..model.cards import PILES, SIDES, WEAPONS, Areas
from ..model.errors import InputError
from ..model.i18n import _, ngettext
from ..model.jsontext import fault, type_name
from ..model.seats import not_one_of
from ..model.table import Table
from .sheet_json import ChoicesJson

# Where a Universal Good may go (R12), in the score booklet's order; "spells"
# means it stays.  This order also breaks ties between equally good choices.
DESTINATIONS: Final = PILES
DESTINATION_INDEX: Final = {pile: i for i, pile in enumerate(DESTINATIONS)}
_CHOICE_KEYS: Final = ("universal", "protection", "side")


class ScoringError(InputError):
    """Final choices or a table that scoring cannot accept, with the fault named."""


@dataclass(frozen=True, slots=True)
class FinalChoices:
    """One player's final-scoring decisions (R11).

    ``universal``: per Universal Good in his Spell pile, in pile order, its
    destination pile (one of ``DESTINATIONS``).  ``protection``: per Protection
    Spell, in pile order, the Weapon kind it protects from.  ``side``: "left"
    or "right" in a 2-player game, else None.
    """

    universal: tuple[str, ...]
    protection: tuple[str, ...]
    side: str | None

    def to_json(self) -> ChoicesJson:
        return {
            "universal": list(self.universal),
            "protection": list(self.protection),
            "side": self.side,
        }

    @staticmethod
    def from_json(obj: object, where: str = "choices") -> FinalChoices:
        """The choices a JSON object states (exactly the keys of :meth:`to_json`;
        each value a pile, a Weapon kind or a side by its code, ``side`` null
        outside a 2-player game); whether they fit a player's piles is
        :func:`check_choices`'s question.  A fault is a ScoringError naming it."""
        if not isinstance(obj, dict):
            raise ScoringError(
                _("{where}: expected a JSON object, got {type}").format(
                    where=where, type=type_name(obj)
                )
            )
        for key in obj:
            if key not in _CHOICE_KEYS:
                raise ScoringError(
                    _("{where}: unknown key {key}").format(where=where, key=repr(key))
                )
        for key in _CHOICE_KEYS:
            if key not in obj:
                raise ScoringError(_("{where}: missing").format(where=f"{where}.{key}"))
        lists = []
        for key, allowed in (("universal", DESTINATIONS), ("protection", WEAPONS)):
            values = obj[key]
            if not isinstance(values, list):
                raise ScoringError(
                    _("{where}: expected a list, got {type}").format(
                        where=f"{where}.{key}", type=type_name(values)
                    )
                )
            for k, value in enumerate(values):
                if not isinstance(value, str) or value not in allowed:
                    raise ScoringError(not_one_of(f"{where}.{key}[{k}]", value, allowed))
            lists.append(tuple(values))
        side = obj["side"]
        if side is not None and (not isinstance(side, str) or side not in SIDES):
            raise ScoringError(not_one_of(f"{where}.side", side, SIDES))
        return FinalChoices(lists[0], lists[1], side)

    @staticmethod
    def default(table: Table, seat: int) -> FinalChoices:
        """A valid placeholder: every Universal Good stays, the first kind, the left side."""
        options = choice_options(table, seat)
        return FinalChoices(
            ("spells",) * options.universals,
            (WEAPONS[0],) * options.protections,
            SIDES[0] if options.side else None,
        )


@dataclass(frozen=True, slots=True)
class ChoiceOptions:
    """What one player may decide at final scoring."""

    universals: int
    protections: int
    side: bool
    universal_cards: tuple[Areas, ...] = ()
    destinations: tuple[str, ...] = DESTINATIONS
    kinds: tuple[str, ...] = WEAPONS
    sides: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "universals": self.universals,
            "protections": self.protections,
            "side": self.side,
            "universal_cards": [card.to_json() for card in self.universal_cards],
            "destinations": list(self.destinations),
            "kinds": list(self.kinds),
            "sides": list(self.sides),
        }


@dataclass(frozen=True, slots=True)
class Proposal:
    """The choices that give the deciding player the most VP he is sure of
    (R11, D18), and why.

    ``sure_total`` is his total whatever the players still to decide choose
    (the players already decided as they decided); ``best_total`` the most it
    could be, if every later choice went his way; ``risks`` the later choices
    that would take it from the one to the other (``{seat, kind, vp, text}``:
    ``kind`` ``protection`` or ``weapons``, ``vp`` how many VP less).
    """

    seat: int
    choices: FinalChoices
    why: list[str] = field(default_factory=list)
    sure_total: int = 0
    best_total: int = 0
    risks: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "choices": self.choices.to_json(),
            "why": list(self.why),
            "sure_total": self.sure_total,
            "best_total": self.best_total,
            "risks": [dict(risk) for risk in self.risks],
        }


def check_seat(table: Table, seat: object) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < table.players:
        raise ScoringError(
            # Translators: "seat" stays as it is; {seat} is the seat as given, from 0 (in quotes if
            # it is no number); {players} the table's number of players, 2 to 4.
            _("seat {seat}: not a seat of this {players}-player table").format(
                seat=repr(seat), players=table.players
            )
        )
    return seat


def choice_options(table: Table, seat: int) -> ChoiceOptions:
    """How many Universal Goods and Protections the player holds, and whether he picks a side."""
    spells = table.piles[check_seat(table, seat)].spells
    cards = tuple(s.card for s in spells if s.power == "universal" and s.card is not None)
    two = table.players == 2
    return ChoiceOptions(
        universals=len(cards),
        protections=sum(1 for s in spells if s.power == "protection"),
        side=two,
        universal_cards=cards,
        sides=SIDES if two else (),
    )


def _seat_place(table: Table, seat: int) -> str:
    # Translators: the place of a fault in a player's final choices: "seat 0 (Ann)".
    # {seat} counts the seats from 0; {name} is the player's name as typed.
    return _("seat {seat} ({name})").format(seat=seat, name=table.names[seat])


def _check_list(
    where: str, field: str, values: tuple[str, ...], allowed: tuple[str, ...], held: int
) -> None:
    """``values``, the choices of ``field`` ("universal" or "protection", a key of
    the choices' JSON), one of ``allowed`` for each of the ``held`` cards."""
    if len(values) != held:
        # Translators: a player holds {held} cards of the kind, so the choices'
        # list needs {held} entries (one a card); {count} were given.  "universal"
        # and "protection" are the choices' keys, kept in English.
        if field == "universal":
            # Translators: The form follows {held}.
            message = ngettext(
                "{where}: {held} Universal Good needs {held} universal choice, not {count}",
                "{where}: {held} Universal Goods need {held} universal choices, not {count}",
                held,
            )
        else:
            # Translators: {held} is how many Protection Spells the player holds, so the list needs
            # {held} entries; {count} were given. The form follows {held}.
            message = ngettext(
                "{where}: {held} Protection Spell needs {held} protection choice, not {count}",
                "{where}: {held} Protection Spells need {held} protection choices, not {count}",
                held,
            )
        raise ScoringError(message.format(where=where, count=len(values), held=held))
    for k, value in enumerate(values):
        if value not in allowed:
            raise ScoringError(not_one_of(fault(where, f"{field}[{k}]"), value, allowed))


def check_choices(table: Table, seat: int, choices: FinalChoices) -> None:
    """Refuse choices that do not fit the player's piles, naming the fault."""
    options = choice_options(table, seat)
    where = _seat_place(table, seat)
    if not isinstance(choices, FinalChoices):
        raise ScoringError(
            # Translators: a developer's fault: {type} is the Python type given instead
            # (FinalChoices is the class expected); both stay as they are.
            _("{where}: expected FinalChoices, got {type}").format(
                where=where, type=type_name(choices)
            )
        )
    _check_list(where, "universal", choices.universal, DESTINATIONS, options.universals)
    _check_list(where, "protection", choices.protection, WEAPONS, options.protections)
    if options.side:
        if choices.side not in SIDES:
            raise ScoringError(
                # Translators: 'left' and 'right' are the values of "side", kept in English.
                # {side} is the value given, in quotes.
                _("{where}: side {side} is not 'left' or 'right'").format(
                    where=where, side=repr(choices.side)
                )
            )
    elif choices.side is not None:
        raise ScoringError(
            _("{where}: a Weapon side is chosen only in a 2-player game").format(where=where)
        )


def check_all(table: Table, choices: Mapping[int, FinalChoices]) -> None:
    for seat in choices:
        check_seat(table, seat)
    for seat in range(table.players):
        if seat not in choices:
            raise ScoringError(
                _("{where}: no final choices given").format(where=_seat_place(table, seat))
            )
        check_choices(table, seat, choices[seat])
