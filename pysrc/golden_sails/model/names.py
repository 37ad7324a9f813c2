"""Players' names: the one check for the set-up, saves, links and the score pad.

A name is shown on every screen, in the log and on the score sheet, and the
winner is reported by name (R18), so: 1 to ``MAX_NAME`` characters once the
spaces around it are dropped, no line breaks or control characters (they would
break one-line messages and the sheet), no lone surrogates (not text at all),
no direction overrides (they would make one name display as another), no
invisible or formatting characters (a zero-width space or a soft hyphen makes
"Ann" a second "Ann"), no letters of two scripts in one name (a Cyrillic "\\u0410"
in "\\u0410nn"), no label of a computer player ("Ben (Hard)" would let a person pose
as one), and no two names in a game that a reader could take for one another:
alike ignoring case, or with the same UTS #39 skeleton (Unicode's
confusables, in ``data/unicode_names.json``: see buildtools/unicode_tables.py).

Mixing scripts follows UTS #39's "highly restrictive" level: one script, or
Latin with Han and Japanese kana, with Han and Bopomofo, or with Han and
Hangul, as Japanese, Chinese and Korean names are written.
"""

from __future__ import annotations

import bisect
import json
import re
import unicodedata
from collections.abc import Sequence
from functools import cache
from importlib import resources
from typing import Any, Final

from .errors import InputError
from .i18n import NP_, _, ngettext, pgettext, word_list
from .jsontext import type_name
from .seats import BOT_LEVELS, is_computer

MAX_NAME: Final = 40
# Categories stable across Unicode versions (CPython 3.11 and Pyodide's 3.14 may
# disagree on characters assigned since): controls, surrogates, line and
# paragraph separators.
_REFUSED_CATEGORIES: Final = frozenset({"Cc", "Cs", "Zl", "Zp"})
# Embeddings, overrides and isolates of the bidirectional algorithm.
_BIDI_CONTROLS: Final = frozenset(
    "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
)


# Invisible characters that are not of category Cf (which is refused whole):
# UTS #44's Default_Ignorable_Code_Point less Cf, as of Unicode 16 (combining
# grapheme joiner, Hangul fillers, variation selectors and the like).
_IGNORABLE: Final = re.compile(
    "[\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\ufe00-\ufe0f\uffa0"
    "\U0001d173-\U0001d17a\U000e0000-\U000e0fff]"
)
# UTS #39's "highly restrictive" sets of scripts one name may mix.
_SCRIPT_SETS: Final = (
    frozenset({"LATIN", "HAN", "HIRAGANA", "KATAKANA"}),
    frozenset({"LATIN", "HAN", "BOPOMOFO"}),
    frozenset({"LATIN", "HAN", "HANGUL"}),
)
# "Ben (Hard)": a name that ends as golden_sails.model.seats.label names a computer.
_BOT_LABEL: Final = re.compile(r"\(\s*(" + "|".join(BOT_LEVELS) + r"|computer)\s*\)$", re.I)


# The scripts a player is likely to mix, in the player's language; a rarer one
# keeps Unicode's English name (Scripts.txt), capitalised ("Ogham").
_SCRIPT_NAMES: Final = {
    "LATIN": NP_("script", "Latin"),
    "GREEK": NP_("script", "Greek"),
    "CYRILLIC": NP_("script", "Cyrillic"),
    "ARMENIAN": NP_("script", "Armenian"),
    "HEBREW": NP_("script", "Hebrew"),
    "ARABIC": NP_("script", "Arabic"),
    "DEVANAGARI": NP_("script", "Devanagari"),
    "THAI": NP_("script", "Thai"),
    "GEORGIAN": NP_("script", "Georgian"),
    "HANGUL": NP_("script", "Hangul"),
    "HIRAGANA": NP_("script", "Hiragana"),
    "KATAKANA": NP_("script", "Katakana"),
    "HAN": NP_("script", "Han (Chinese characters)"),
    "BOPOMOFO": NP_("script", "Bopomofo"),
}


def _script_name(script: str) -> str:
    known = _SCRIPT_NAMES.get(script)
    return pgettext("script", known) if known is not None else script.capitalize()


# The names the game gives computer players that a person left unnamed: people's
# names (never "Player 4": the end screen says who won), short enough for a
# phone's top bar, each of one script and each unlike the others.
COMPUTER_NAMES: Final = ("Marco", "Leila", "Zheng", "Amara", "Tariq", "Ingrid", "Kofi", "Mei")


class PlayerNameError(InputError):
    """A name that cannot be a player's: ``"<place>: <fault>"``."""


@cache
def _tables() -> dict[str, Any]:
    """Unicode's scripts and confusables, read once, when a name is first checked."""
    text = resources.files("golden_sails.data").joinpath("unicode_names.json").read_text("utf-8")
    table: dict[str, Any] = json.loads(text)
    ranges = table["ranges"]
    table["firsts"] = ranges[0::3]
    return table


def script_of(char: str) -> str | None:
    """The script of a character (Scripts.txt), or None for Common and Inherited,
    which mix with any script (digits, spaces, punctuation, accents)."""
    table = _tables()
    code = ord(char)
    i = bisect.bisect_right(table["firsts"], code) - 1
    if i < 0:
        return None
    first, last, script = table["ranges"][3 * i : 3 * i + 3]
    return str(table["scripts"][script]) if first <= code <= last else None


def skeleton(name: str) -> str:
    """UTS #39's skeleton: NFD, each character by its prototype, NFD again.
    Two names with one skeleton can be mistaken for one another."""
    prototypes = _tables()["prototypes"]
    decomposed = unicodedata.normalize("NFD", name)
    return unicodedata.normalize("NFD", "".join(prototypes.get(c, c) for c in decomposed))


def _look(name: str) -> tuple[str, str]:
    """What a reader sees of a name, twice: as written, and ignoring case."""
    return skeleton(name), skeleton(name.casefold())


def check_name(value: object, where: str) -> str:
    """The name, spaces around it dropped, or :class:`PlayerNameError` naming the fault."""
    if not isinstance(value, str):
        raise PlayerNameError(
            _("{where}: expected a name (a string), got {type}").format(
                where=where, type=type_name(value)
            )
        )
    name = value.strip()
    if not name:
        raise PlayerNameError(_("{where}: empty; every player needs a name").format(where=where))
    if len(name) > MAX_NAME:
        raise PlayerNameError(
            # Translators: {count} is always more than {most}, both numbers of characters;
            # the form follows {count}.
            ngettext(
                "{where}: {count} character; at most {most}",
                "{where}: {count} characters; at most {most}",
                len(name),
            ).format(where=where, count=len(name), most=MAX_NAME)
        )
    scripts: set[str] = set()
    for char in name:
        if unicodedata.category(char) in _REFUSED_CATEGORIES or char in _BIDI_CONTROLS:
            raise PlayerNameError(
                # Translators: {char} is the character as Python writes it ('\\n').
                _("{where}: contains the control character {char}").format(
                    where=where, char=repr(char)
                )
            )
        if unicodedata.category(char) == "Cf" or _IGNORABLE.match(char):
            raise PlayerNameError(
                # Translators: {code} is "U+200B", {name} Unicode's English name of the
                # character ("ZERO WIDTH SPACE"), or "unnamed" (translated below).
                _(
                    "{where}: contains the invisible character {code} ({name}); "
                    "type the name without it"
                ).format(
                    where=where,
                    code=f"U+{ord(char):04X}",
                    name=unicodedata.name(char, "") or pgettext("character", "unnamed"),
                )
            )
        script = script_of(char)
        if script is not None:
            scripts.add(script)
    if len(scripts) > 1 and not any(scripts <= allowed for allowed in _SCRIPT_SETS):
        raise PlayerNameError(
            # Translators: {scripts} lists the scripts' names ("Cyrillic and Latin": the
            # "script" messages, or Unicode's English name for a rare script).
            _("{where}: mixes letters of {scripts}; a name is written in one script").format(
                where=where, scripts=word_list([_script_name(s) for s in sorted(scripts)])
            )
        )
    if _BOT_LABEL.search(name):
        raise PlayerNameError(
            # Translators: {name} is the name as typed, in quotes.
            _(
                "{where}: {name} looks like a computer player's label; computers are "
                "named with their level by the app"
            ).format(where=where, name=repr(name))
        )
    return name


def check_names(values: Sequence[object], places: Sequence[str]) -> tuple[str, ...]:
    """Every name checked (``places[i]`` names where ``values[i]`` is), and no two
    a reader could take for one another: "Andy" and "andy" ignoring case, "Ann"
    and "\\u0410nn" (a Cyrillic A) or "rn" and "m" by their skeletons."""
    names: list[str] = []
    looks: list[tuple[str, str]] = []
    for i, value in enumerate(values):
        name = check_name(value, places[i])
        look = _look(name)
        for j, taken in enumerate(names):
            if taken == name:
                raise PlayerNameError(
                    # Translators: {other} is the place of the other name ("names[0]").
                    # {name} is the name as typed, in quotes.
                    _("{where}: {name} is already the name of {other}").format(
                        where=places[i], name=repr(name), other=places[j]
                    )
                )
            if taken.casefold() == name.casefold():
                raise PlayerNameError(
                    # Translators: {name} is the name as typed, in quotes; {other} the place of the
                    # other name ("names[0]"); {taken} that other name as typed, in quotes.
                    _(
                        "{where}: {name} is already the name of {other} "
                        "({taken}; names are compared ignoring case)"
                    ).format(where=places[i], name=repr(name), other=places[j], taken=repr(taken))
                )
            if set(look) & set(looks[j]):
                raise PlayerNameError(
                    # Translators: {name} is the name as typed, in quotes; {taken} the other name it
                    # looks like, in quotes; {other} the place of that other name ("names[0]").
                    _(
                        "{where}: {name} looks like {taken}, the name of {other}; "
                        "choose names that cannot be mistaken for each other"
                    ).format(where=places[i], name=repr(name), taken=repr(taken), other=places[j])
                )
        names.append(name)
        looks.append(look)
    return tuple(names)


def name_computers(names: Sequence[object], seats: Sequence[str]) -> list[object]:
    """``names`` with each computer seat's missing name (None) given one of
    :data:`COMPUTER_NAMES`, in order, skipping any a reader could take for a name
    already at the table (as :func:`check_names` compares them).  A person's
    missing name stays missing, for :func:`check_names` to refuse by its place."""
    taken = [_look(n.strip()) for n in names if isinstance(n, str) and n.strip()]
    free = (n for n in COMPUTER_NAMES if not any(set(_look(n)) & set(look) for look in taken))
    return [
        next(free) if name is None and i < len(seats) and is_computer(seats[i]) else name
        for i, name in enumerate(names)
    ]
