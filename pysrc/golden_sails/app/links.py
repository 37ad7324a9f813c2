"""Links that set up a game: ``#/new?players=3&names=Ann,Ben,Cat&ref=V&seed=42``.

The page hands the link's query to :func:`read_new_game_link`; every parameter
is checked here, by the same rules as the set-up form and saves (names:
golden_sails.model.names; seats: golden_sails.model.seats).  A bad parameter is reported
by name ("ref: 'VI' is not one of random, I, II, III, IV, V") and left out,
never silently replaced by something else; the good ones fill the form.
"""

from __future__ import annotations

import re
from typing import Any, Final

from ..game.engine import VARIANTS
from ..model.deck import ANIMAL_REFERENCES
from ..model.errors import InputError
from ..model.i18n import _, ngettext
from ..model.jsontext import excerpt, fault
from ..model.names import PlayerNameError, check_names
from ..model.seats import SeatError, check_seats

PARAMETERS: Final = ("players", "names", "variant", "ref", "seed", "seats")
# The page's numbers stay exact up to 2^53-1 (the engine takes up to 2^63-1).
MAX_SEED: Final = 2**53 - 1
MAX_QUERY: Final = 2000
_BAD_ESCAPE: Final = re.compile(r"%(?![0-9A-Fa-f]{2})")


class LinkError(InputError):
    """A link that cannot be read at all."""


def _decode(part: str) -> str | None:
    """A %-encoded part of a query, or None when it is not correctly encoded."""
    # Imported here, not with the module: urllib.parse brings ipaddress, and
    # Pyodide compiles both from its source-only standard library, a tenth of
    # a second of a first start before the engine could answer.  The bridge
    # imports it before the start is kept (bridge.import_deferred).
    from urllib.parse import unquote

    if _BAD_ESCAPE.search(part):
        return None
    try:
        return unquote(part.replace("+", " "), errors="strict")
    except UnicodeDecodeError:
        return None


def read_new_game_link(query: str) -> dict[str, Any]:
    """``{"prefill": {...good parameters...}, "errors": ["param: fault", ...]}``."""
    if len(query) > MAX_QUERY:
        raise LinkError(_("link: longer than {most} characters").format(most=MAX_QUERY))
    errors: list[str] = []
    got: dict[str, str] = {}
    twice: set[str] = set()
    for part in query.split("&"):
        if not part:
            continue
        raw_key, _equals, raw_value = part.partition("=")
        key, value = _decode(raw_key), _decode(raw_value)
        if key is None or value is None:
            errors.append(
                _("{where}: is not correctly %-encoded").format(
                    where=key if key is not None else raw_key
                )
            )
            continue
        if key not in PARAMETERS:
            # Translators: {parameters} are the link's parameters, kept in English.
            errors.append(
                _("{where}: not a parameter of a new-game link ({parameters})").format(
                    where=key, parameters=", ".join(PARAMETERS)
                )
            )
        elif key in got or key in twice:
            errors.append(_("{where}: given twice").format(where=key))
            got.pop(key, None)
            twice.add(key)
        else:
            got[key] = value
    prefill: dict[str, Any] = {}
    if "players" in got:
        if got["players"] in ("2", "3", "4"):
            prefill["players"] = int(got["players"])
        else:
            errors.append(_not_one_of("players", got["players"], ("2", "3", "4")))
    if "variant" in got:
        if got["variant"] in VARIANTS:
            prefill["variant"] = got["variant"]
        else:
            errors.append(_not_one_of("variant", got["variant"], VARIANTS))
    if "ref" in got:
        refs = ("random", *ANIMAL_REFERENCES)
        if got["ref"] in refs:
            prefill["ref"] = got["ref"]
        else:
            errors.append(_not_one_of("ref", got["ref"], refs))
    if "seed" in got:
        seed = got["seed"]
        if not (seed.isascii() and seed.isdigit()):
            errors.append(
                _("{where}: {value} is not a whole number from 0 to {most}").format(
                    where="seed", value=excerpt(seed), most=MAX_SEED
                )
            )
        elif len(seed) > 16 or int(seed) > MAX_SEED:
            errors.append(
                _("{where}: {value} is more than {most}").format(
                    where="seed", value=excerpt(seed), most=MAX_SEED
                )
            )
        else:
            prefill["seed"] = int(seed)
    for key, read in (("names", _names), ("seats", _seats)):
        if key in got:
            try:
                values = read(got[key], prefill.get("players"))
            except (PlayerNameError, SeatError) as err:
                errors.append(fault(key, str(err)))
            else:
                prefill[key] = values
                prefill.setdefault("players", len(values))
    return {"prefill": prefill, "errors": errors}


def _not_one_of(key: str, value: str, allowed: tuple[str, ...]) -> str:
    # Translators: {value} is the link's value, in quotes; {allowed} the values it
    # may have, kept as they are.
    return _("{where}: {value} is not one of {allowed}").format(
        where=key, value=excerpt(value), allowed=", ".join(allowed)
    )


def _count(values: list[str], players: int | None, what: str) -> None:
    """Too many or too few ``what`` ("name" or "seats") for the game: whole
    sentences per thing counted (``{players}`` is 2 to 4)."""
    count = len(values)
    if players is not None and count != players:
        if what == "name":
            message = ngettext(
                "{count} name for {players} players", "{count} names for {players} players", count
            )
        else:
            message = ngettext(
                "{count} seat kind for {players} players",
                "{count} seat kinds for {players} players",
                count,
            )
        raise SeatError(message.format(count=count, players=players))
    if players is None and not 2 <= count <= 4:
        if what == "name":
            message = ngettext(
                "{count} name: a game has 2 to 4 players",
                "{count} names: a game has 2 to 4 players",
                count,
            )
        else:
            message = ngettext(
                "{count} seat kind: a game has 2 to 4 players",
                "{count} seat kinds: a game has 2 to 4 players",
                count,
            )
        raise SeatError(message.format(count=count))


def _names(text: str, players: int | None) -> list[str]:
    names = text.split(",")
    try:
        _count(names, players, "name")
    except SeatError as err:
        raise PlayerNameError(str(err)) from None
    # Translators: the place of a name in a link's list: "name 2" (from 1).
    places = [_("name {n}").format(n=i + 1) for i in range(len(names))]
    return list(check_names(names, places))


def _seats(text: str, players: int | None) -> list[str]:
    kinds = [kind.strip() for kind in text.split(",")]
    _count(kinds, players, "seats")
    return list(check_seats(kinds, len(kinds), "seat"))
