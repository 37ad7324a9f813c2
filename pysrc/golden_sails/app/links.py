"""Links that set up a game: ``#/new?players=3&names=Ann,Ben,Cat&ref=V&seed=42``.

The page hands the link's query to :func:`read_new_game_link`; every parameter
is checked here, by the same rules as the set-up form and saves (names:
golden_sails.model.names; seats: golden_sails.model.seats).  A bad parameter is reported
by name, as it stands in the link, and in a player's words: what is wrong and
what a link may say instead ("players=5: a game has 2, 3 or 4 players"); it
is left out, never silently replaced by something else; the good ones fill
the form.
"""

from __future__ import annotations

import re
from typing import Any, Final

from ..game.engine import VARIANTS
from ..model.deck import ANIMAL_REFERENCES
from ..model.errors import InputError
from ..model.i18n import _, ngettext
from ..model.jsontext import fault
from ..model.names import PlayerNameError, check_names
from ..model.seats import SEAT_KINDS, SeatError

PARAMETERS: Final = ("players", "names", "variant", "ref", "seed", "seats")
# How much of a value a fault shows ("seed=123456789012345678901…").
SHOWN: Final = 24
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
        raise LinkError(
            # Translators: "link" stays as it is (the place of the fault, as the other faults'
            # parameters).
            _(
                "link: longer than {most} characters, far more than a new-game link holds; "
                "it was changed on the way"
            ).format(most=MAX_QUERY)
        )
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
                # Translators: {where} is the link's parameter as written ("names=").
                _("{where}: this part of the link is damaged; copy the whole link again").format(
                    where=_shown(key if key is not None else raw_key, None)
                )
            )
            continue
        if key not in PARAMETERS:
            errors.append(
                # Translators: {where} is the unknown parameter as written ("color=red");
                # {parameters} are the link's parameters, kept as they are.
                _("{where}: a new-game link sets no such thing; it sets {parameters}").format(
                    where=_shown(key, value), parameters=", ".join(PARAMETERS)
                )
            )
        elif key in got or key in twice:
            errors.append(
                # Translators: {where} is the parameter ("players"), kept as it is.
                _("{where}: given twice; a link gives each setting once").format(where=key)
            )
            got.pop(key, None)
            twice.add(key)
        else:
            got[key] = value
    prefill: dict[str, Any] = {}
    if "players" in got:
        if got["players"] in ("2", "3", "4"):
            prefill["players"] = int(got["players"])
        else:
            errors.append(
                # Translators: {where} is the parameter as written ("players=5").
                _("{where}: a game has 2, 3 or 4 players").format(
                    where=_shown("players", got["players"])
                )
            )
    if "variant" in got:
        if got["variant"] in VARIANTS:
            prefill["variant"] = got["variant"]
        else:
            errors.append(
                # Translators: {where} is the parameter as written ("variant=wild"); {allowed}
                # the variants' codes, as a link writes them ("standard, open, secretive").
                _("{where}: no such variant; the variants are {allowed}").format(
                    where=_shown("variant", got["variant"]), allowed=", ".join(VARIANTS)
                )
            )
    if "ref" in got:
        refs = ("random", *ANIMAL_REFERENCES)
        if got["ref"] in refs:
            prefill["ref"] = got["ref"]
        else:
            errors.append(
                # Translators: {where} is the parameter as written ("ref=VI"); {allowed} the
                # Animal references' codes as a link writes them ("I, II, III, IV, V").
                _("{where}: no such Animal reference; they are {allowed}, or random").format(
                    where=_shown("ref", got["ref"]), allowed=", ".join(ANIMAL_REFERENCES)
                )
            )
    if "seed" in got:
        seed = got["seed"]
        if not (seed.isascii() and seed.isdigit()):
            errors.append(
                # Translators: {where} is the parameter as written ("seed=-1").
                _("{where}: a seed is a whole number from 0 to {most}").format(
                    where=_shown("seed", seed), most=MAX_SEED
                )
            )
        elif len(seed) > 16 or int(seed) > MAX_SEED:
            errors.append(
                _("{where}: a seed is at most {most}").format(
                    where=_shown("seed", seed), most=MAX_SEED
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


def _shown(key: str, value: str | None) -> str:
    """A parameter as the link wrote it, ``players=5`` (``names=`` when its value is not
    shown), each side cut to ``SHOWN`` characters and its invisible characters escaped,
    so a fault never echoes a page of text or a character that hides what follows."""
    return f"{_cut(key)}=" if value is None else f"{_cut(key)}={_cut(value)}"


def _cut(text: str) -> str:
    cut = text[:SHOWN]
    if not cut.isprintable():
        cut = cut.encode("unicode_escape").decode("ascii")
    return cut + ("…" if len(text) > SHOWN else "")


def _count(values: list[str], players: int | None, what: str) -> None:
    """Too many or too few ``what`` ("name" or "seats") for the game: whole
    sentences per thing counted (``{players}`` is 2 to 4)."""
    count = len(values)
    if players is not None and count != players:
        if what == "name":
            # Translators: {count} names were given for a game of {players} players. The form
            # follows {count}.
            message = ngettext(
                "{count} name for {players} players", "{count} names for {players} players", count
            )
        else:
            # Translators: {count} seat kinds were given for a game of {players} players. The form
            # follows {count}.
            message = ngettext(
                "{count} seat kind for {players} players",
                "{count} seat kinds for {players} players",
                count,
            )
        raise SeatError(message.format(count=count, players=players))
    if players is None and not 2 <= count <= 4:
        if what == "name":
            # Translators: The form follows {count}.
            message = ngettext(
                "{count} name: a game has 2 to 4 players",
                "{count} names: a game has 2 to 4 players",
                count,
            )
        else:
            # Translators: The form follows {count}.
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
    # Translators: the place of a name in a link's list: "name 2"; {n} counts from 1.
    places = [_("name {n}").format(n=i + 1) for i in range(len(names))]
    return list(check_names(names, places))


def _seats(text: str, players: int | None) -> list[str]:
    kinds = [kind.strip() for kind in text.split(",")]
    _count(kinds, players, "seats")
    for n, kind in enumerate(kinds, 1):
        if kind not in SEAT_KINDS:
            raise SeatError(
                # Translators: {n} counts the seats from 1; {kind} is the link's word, cut
                # short; {allowed} the seat kinds as a link writes them ("human, easy, ...").
                _("seat {n} is {kind}; each seat is one of {allowed}").format(
                    n=n, kind=repr(kind[:SHOWN]), allowed=", ".join(SEAT_KINDS)
                )
            )
    return kinds
