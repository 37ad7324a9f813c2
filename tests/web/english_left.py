"""English words left on a screen in another language (issue 19's check).

A word is English left over when the English catalog's messages use it and
the language's own translations never do: "Katar" is both English and German
and stays quiet in German; "Take" in a German screen is a fault.  Players'
names and numbers are no words of a language, so a name a test typed and the
lessons' people (who keep their names in every language) are left out.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from babel.messages.pofile import read_po

LOCALE = Path(__file__).resolve().parents[2] / "pysrc" / "golden_sails" / "locale"
# A word: two letters or more, apostrophes inside ("player's" is one word).
_WORD = re.compile(r"[^\W\d_]{2,}(?:['\u2019][^\W\d_]+)*")
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
LESSON_PEOPLE = ("Andy", "Bob", "Cathy", "Dora")


def words(text: str) -> set[str]:
    """The words of ``text``, lower case, placeholders left out."""
    return {w.casefold() for w in _WORD.findall(_PLACEHOLDER.sub(" ", text))}


def _texts(message_id: object) -> tuple[str, ...]:
    if isinstance(message_id, tuple):
        return tuple(t for t in message_id if t)
    return (message_id,) if isinstance(message_id, str) and message_id else ()


@cache
def english_only(lang: str) -> frozenset[str]:
    """The words of the English messages that ``lang``'s translations never use."""
    with open(LOCALE / lang / "LC_MESSAGES" / "golden_sails.po", "rb") as f:
        catalog = read_po(f, locale=lang)
    english: set[str] = set()
    own: set[str] = set()
    for message in catalog:
        if not message.id:
            continue
        for text in _texts(message.id):
            english |= words(text)
        for text in _texts(message.string):
            own |= words(text)
    return frozenset(english - own)


def english_left(text: str, lang: str, names: tuple[str, ...] = ()) -> list[str]:
    """The words of a screen's ``text`` that are English, not ``lang``'s, sorted."""
    allowed = set().union(*(words(n) for n in (*names, *LESSON_PEOPLE)))
    return sorted(words(text) & english_only(lang) - allowed)
