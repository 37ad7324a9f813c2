"""A study's note, its few marks read: bold, line breaks, links to the rules.

A note is the author's plain text, shown as written (docs/study-link.md):

* ``**words**``: bold;
* a line break (``\\n``) starts a new line;
* ``[[id]]`` links to the rules reference: ``id`` is one of the syllabus's rules
  (golden_sails.teach.lessons.syllabus, shown as the rule in a few words) or a
  section of the reference (golden_sails.teach.reference, shown as its title),
  in the page's language; ``[[id|words]]`` shows the author's words instead.

:func:`pieces` reads a note into the small typed structure the page draws
(``NotePiece``: text, a line break, a rule's link; each bold or not).  Every
fault is named from its place (``s.chapters[0].steps[2].note: ...``): a mark
opened and never closed, a link to nothing, a character a note cannot hold.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Final

from ..app.protocol import NotePiece
from ..model.errors import InputError
from ..model.i18n import _, current_language, ngettext
from . import reference
from .lessons.syllabus import RULES

BOLD: Final = "**"
OPEN: Final = "[["
CLOSE: Final = "]]"
_ID: Final = re.compile(r"[A-Za-z0-9_-]{1,40}")
# Control characters a note cannot hold: all but the line break.
_CONTROL: Final = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029]")


class NoteError(InputError):
    """A note whose marks cannot be read: ``"<place>: <fault>"``."""


@cache
def _sections(lang: str) -> dict[str, str]:
    """The rules reference's sections, id to title, in ``lang`` (the current language)."""
    return {section["id"]: section["title"] for section in reference.sections()}


def rule_ids() -> frozenset[str]:
    """Every id a note may link: the syllabus's rules and the reference's sections."""
    return frozenset(RULES) | frozenset(_sections(current_language()))


def rule_link(rule: str) -> tuple[str, str] | None:
    """A rule's link: the reference's section it goes to, and its words in the
    current language; None for an id this app does not know."""
    titles = _sections(current_language())
    if rule in titles:
        return rule, titles[rule]
    if rule in RULES:
        return RULES[rule].reference, _(RULES[rule].what)
    return None


def check_text(text: str, where: str, most: int, breaks: bool = False) -> None:
    """A text of a study (a note with ``breaks``, a title, a hint, a reply): at most
    ``most`` characters, and no control character (but a note's line breaks)."""
    if len(text) > most:
        raise NoteError(
            # Translators: {count} is always more than {most}, both numbers of characters;
            # the form follows {count}.
            ngettext(
                "{where}: {count} character; it may hold at most {most}",
                "{where}: {count} characters; it may hold at most {most}",
                len(text),
            ).format(where=where, count=len(text), most=most)
        )
    bad = _CONTROL.search(text) or (None if breaks else re.search("\n", text))
    if bad is not None:
        raise NoteError(
            # Translators: {n} counts from 1; {char} is the character's code, as U+000A.
            _("{where}: character {n} ({char}) cannot be in a study's text").format(
                where=where, n=bad.start() + 1, char=f"U+{ord(bad[0]):04X}"
            )
        )


def pieces(note: str, where: str, strict: bool = True) -> list[NotePiece]:
    """The note's pieces, in order; ``strict``: a link to an id this app does not
    know is a fault (the author's); else (a link a later build made) its words
    are shown as text."""
    out: list[NotePiece] = []
    bold = False
    at = 0
    text = ""

    def flush() -> None:
        nonlocal text
        if text:
            out.append({"kind": "text", "text": text, "bold": bold, "rule": None})
            text = ""

    while at < len(note):
        if note.startswith(BOLD, at):
            flush()
            bold = not bold
            at += len(BOLD)
        elif note[at] == "\n":
            flush()
            out.append({"kind": "break", "text": "", "bold": False, "rule": None})
            at += 1
        elif note.startswith(OPEN, at):
            flush()
            end = note.find(CLOSE, at)
            if end < 0:
                raise NoteError(
                    # Translators: {n} is the place of the "[[" in the note, counting characters
                    # from 1.
                    _(
                        "{where}: a [[ at character {n} opens a rule's link that is never closed"
                    ).format(where=where, n=at + 1)
                )
            out.append(_link(note[at + len(OPEN) : end], where, at, bold, strict))
            at = end + len(CLOSE)
        else:
            text += note[at]
            at += 1
    flush()
    if bold:
        raise NoteError(
            _("{where}: a ** opens bold words that are never closed").format(where=where)
        )
    return out


def _link(inside: str, where: str, at: int, bold: bool, strict: bool) -> NotePiece:
    rule, bar, words = inside.partition("|")
    if (
        not _ID.fullmatch(rule)
        or (bar and not words.strip())
        or any(mark in words for mark in ("\n", OPEN, BOLD))
    ):
        raise NoteError(
            # Translators: {n} is the place of the link in the note, counting characters from 1.
            _(
                "{where}: the link at character {n} is not [[rule]] or [[rule|words]] "
                "(a rule's id: letters, digits, - and _)"
            ).format(where=where, n=at + 1)
        )
    found = rule_link(rule)
    if found is None:
        if strict:
            raise NoteError(
                # Translators: {rule} is the id the note links, as written; {example} a known one.
                _(
                    "{where}: [[{rule}]] names no rule and no section of the Rules (such as "
                    "{example})"
                ).format(where=where, rule=rule, example="gems, last-card-swap")
            )
        return {"kind": "text", "text": words or rule, "bold": bold, "rule": None}
    section, title = found
    return {"kind": "rule", "text": words or title, "bold": bold, "rule": section}
