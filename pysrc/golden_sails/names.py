"""Players' names: the one check for the set-up, saves, links and the score pad.

A name is shown on every screen, in the log and on the score sheet, and the
winner is reported by name (R18), so: 1 to ``MAX_NAME`` characters once the
spaces around it are dropped, no line breaks or control characters (they would
break one-line messages and the sheet), no lone surrogates (not text at all),
no direction overrides (they would make one name display as another), and no
two names in a game that differ only in case.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Final

from .jsontext import type_name

MAX_NAME: Final = 40
# Categories stable across Unicode versions (CPython 3.11 and Pyodide's 3.14 may
# disagree on characters assigned since): controls, surrogates, line and
# paragraph separators.
_REFUSED_CATEGORIES: Final = frozenset({"Cc", "Cs", "Zl", "Zp"})
# Embeddings, overrides and isolates of the bidirectional algorithm.
_BIDI_CONTROLS: Final = frozenset(
    "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
)


class PlayerNameError(ValueError):
    """A name that cannot be a player's: ``"<place>: <fault>"``."""


def check_name(value: object, where: str) -> str:
    """The name, spaces around it dropped, or :class:`PlayerNameError` naming the fault."""
    if not isinstance(value, str):
        raise PlayerNameError(f"{where}: expected a name (a string), got {type_name(value)}")
    name = value.strip()
    if not name:
        raise PlayerNameError(f"{where}: empty; every player needs a name")
    if len(name) > MAX_NAME:
        raise PlayerNameError(f"{where}: {len(name)} characters; at most {MAX_NAME}")
    for char in name:
        if unicodedata.category(char) in _REFUSED_CATEGORIES or char in _BIDI_CONTROLS:
            raise PlayerNameError(f"{where}: contains the control character {char!r}")
    return name


def check_names(values: Sequence[object], places: Sequence[str]) -> tuple[str, ...]:
    """Every name checked (``places[i]`` names where ``values[i]`` is), and no two
    alike ignoring case: "Andy" and "andy" would be told apart by nobody
    reading the score sheet."""
    names: list[str] = []
    for i, value in enumerate(values):
        name = check_name(value, places[i])
        for j, taken in enumerate(names):
            if taken.casefold() == name.casefold():
                fault = f"{name!r} is already the name of {places[j]}"
                if taken != name:
                    fault += f" ({taken!r}; names are compared ignoring case)"
                raise PlayerNameError(f"{places[i]}: {fault}")
        names.append(name)
    return tuple(names)
