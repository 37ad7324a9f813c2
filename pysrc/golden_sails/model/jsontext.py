"""JSON text from outside (saves, imports, score-pad tables, links), read strictly.

Everything that reaches the rules core as text goes through :func:`strict_loads`,
so every door refuses the same things, each by its place (``save.moves[3]``):

* text that is not UTF-8, or is empty;
* nesting past ``MAX_DEPTH``: in Pyodide, ``json.loads`` of text nested a few
  thousand levels deep overflows the JavaScript stack and kills the whole
  interpreter instead of raising ``RecursionError``;
* an object that names a key twice (``json`` would silently keep the last);
* ``NaN`` and ``Infinity``, which are not JSON;
* integers of more than ``MAX_INT_DIGITS`` digits: no number in our documents
  needs more than 19 (a seed), and Python refuses to convert more than 4,300
  with a bare ``ValueError``.
"""

from __future__ import annotations

import json
import re
from typing import Any, Final

from .errors import InputError
from .i18n import N_, _, pgettext

MAX_DEPTH: Final = 64
MAX_INT_DIGITS: Final = 30
# A string from its opening quote to its closing one, or to the end of the text
# when it is never closed.  The loop is possessive and the pattern always
# matches once begun, so no quote is scanned from twice: linear in the text's
# length.  (A pattern that could fail after a long scan, as an unclosed string
# does, is retried from every later quote: quadratic, hours for a 2 MB file.)
_STRING: Final = re.compile(r'"(?:[^"\\]|\\.)*+(?:"|\\?\Z)', re.DOTALL)
_NOT_BRACKET: Final = re.compile(r"[^\[\]{}]+")


class JsonTextError(InputError):
    """Text that is not strict JSON: ``"<place>: <fault>"``."""


def too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether brackets outside strings nest deeper than ``limit``."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    depth = 0
    for char in brackets:
        if char in "[{":
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False


class _Refused:
    """A value the JSON reader met but must refuse; reported later, with its path."""

    def __init__(self, fault: str) -> None:
        self.fault = fault


class _DuplicateKeys(dict[str, Any]):
    """An object that named a key twice."""

    def __init__(self, pairs: list[tuple[str, Any]], duplicate: str) -> None:
        super().__init__(pairs)
        self.duplicate = duplicate


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: set[str] = set()
    for key, _value in pairs:
        if key in seen:
            return _DuplicateKeys(pairs, key)
        seen.add(key)
    return dict(pairs)


def _constant(name: str) -> _Refused:
    # Translators: {name} is NaN, Infinity or -Infinity, as written in the text.
    return _Refused(_("{name} is not allowed (JSON has no NaN or Infinity)").format(name=name))


def _integer(text: str) -> int | _Refused:
    digits = len(text.lstrip("-"))
    if digits > MAX_INT_DIGITS:
        # Translators: a JSON value's fault, after its place and a colon: {digits} is how many
        # digits the number has (more than the reader takes).
        return _Refused(_("an integer of {digits} digits is out of range").format(digits=digits))
    return int(text)


def child(path: str, key: object, root: str) -> str:
    """The place of ``key`` inside ``path``: ``players[1]``, ``config.names``."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    name = str(key)
    if not name.isidentifier():
        name = repr(name)
    return name if path == root else f"{path}.{name}"


def _check_refusals(doc: object, root: str) -> None:
    """Report the first refused value or duplicate key, in document order.

    Iterative, so that a deep (but parsable) document cannot overflow the stack.
    """
    stack: list[tuple[str, object]] = [(root, doc)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, _Refused):
            raise JsonTextError(fault(path, value.fault))
        if isinstance(value, _DuplicateKeys):
            # Translators: {key} is the JSON key as written, in quotes.
            raise JsonTextError(
                _("{where}: key {key} appears twice").format(where=path, key=repr(value.duplicate))
            )
        if isinstance(value, dict):
            stack.extend((child(path, k, root), v) for k, v in reversed(value.items()))
        elif isinstance(value, list):
            stack.extend((child(path, i, root), v) for i, v in reversed(list(enumerate(value))))


def decode(text: str | bytes, root: str) -> str:
    """Text as a str: UTF-8 bytes decoded (a byte order mark, which some editors
    write, is not a fault)."""
    if isinstance(text, str):
        return text.removeprefix("\ufeff")
    try:
        return text.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line = text.count(b"\n", 0, err.start) + 1
        raise JsonTextError(
            # Translators: {byte} is the byte at fault in hexadecimal ("0xff"), {offset} its place
            # counting bytes from 0, {line} its line from 1.
            _("{where}: byte {byte} at offset {offset} (line {line}) is not UTF-8").format(
                where=root, byte=f"0x{text[err.start]:02x}", offset=err.start, line=line
            )
        ) from None


def _too_deep(root: str, what: str) -> str:
    # Translators: {what} is what the text should hold, a noun with its article ("a table", "a
    # move", "a JSON object").
    return _("{where}: nested too deeply to be {what}").format(where=root, what=what)


def strict_loads(text: str | bytes, root: str, what: str | None = None) -> object:
    """Parse strict JSON (see the module docstring); faults are named from ``root``;
    ``what`` is what the text should hold, in the current language ("a table")."""
    # Translators: what a text should hold, a noun with its article: it fills "empty
    # (expected …)" and "nested too deeply to be …".
    what = _("a JSON object") if what is None else what
    source = decode(text, root)
    if not source.strip():
        # Translators: {what} is what the text should hold, a noun with its article ("a table", "a
        # move", "a JSON object").
        raise JsonTextError(_("{where}: empty (expected {what})").format(where=root, what=what))
    if too_deep(source):
        raise JsonTextError(_too_deep(root, what))
    try:
        doc = json.loads(
            source, object_pairs_hook=_object, parse_constant=_constant, parse_int=_integer
        )
    except json.JSONDecodeError as err:
        # The place of a syntax error is its line and column; a fault of a Python to
        # come, not listed in JSON_FAULTS, is not shown in English but left out.
        if err.msg not in JSON_FAULTS:
            raise JsonTextError(
                # Translators: {line} and {column} count from 1.
                _("line {line} column {column}: invalid JSON").format(
                    line=err.lineno, column=err.colno
                )
            ) from None
        raise JsonTextError(
            # Translators: {fault} is one of the JSON reader's faults below.
            # {line} and {column} count from 1.
            _("line {line} column {column}: invalid JSON: {fault}").format(
                line=err.lineno, column=err.colno, fault=_(err.msg)
            )
        ) from None
    except RecursionError:  # too_deep's guard should make this unreachable
        raise JsonTextError(_too_deep(root, what)) from None
    _check_refusals(doc, root)
    return doc


EXCERPT: Final = 60


def excerpt(value: object) -> str:
    """A value from outside as a message quotes it: its repr, cut to ``EXCERPT``
    characters, so a fault never echoes a megabyte of someone's text."""
    text = repr(value)
    return text if len(text) <= EXCERPT else text[:EXCERPT] + "…"


def fault(where: str, what: str) -> str:
    """A fault named by its place, ``"<place>: <fault>"`` (a language may set the
    colon its own way: French puts a space before it)."""
    # Translators: {where} is the place of a fault ("save.moves[3]", "seats"), {fault}
    # the fault itself.
    return _("{where}: {fault}").format(where=where, fault=what)


# The standard library's JSON reader words its faults in English; these are all
# of them (Python 3.11 to 3.14), so each language says them its own way.
JSON_FAULTS: Final = frozenset(
    (
        # Translators: the JSON reader's faults: each a phrase after "invalid JSON: ".
        N_("Expecting value"),
        # Translators: a JSON reader's fault, a phrase after "invalid JSON: ".
        N_("Expecting property name enclosed in double quotes"),
        # Translators: a JSON reader's fault, a phrase after "invalid JSON: "; ':' is kept.
        N_("Expecting ':' delimiter"),
        # Translators: a JSON reader's fault, a phrase after "invalid JSON: "; ',' is kept.
        N_("Expecting ',' delimiter"),
        # Translators: a JSON reader's fault, a phrase after "invalid JSON: "; the place
        # is the line and column at the message's start.
        N_("Unterminated string starting at"),
        # Translators: a JSON reader's fault, a phrase after "invalid JSON: "; the place
        # is the line and column at the message's start.
        N_("Invalid control character at"),
        # Translators: a JSON reader's fault, a phrase after "invalid JSON: ": a
        # backslash before a letter JSON does not allow; \escape is kept.
        N_("Invalid \\escape"),
        # Translators: a JSON reader's fault, a phrase after "invalid JSON: "; \uXXXX is
        # kept.
        N_("Invalid \\uXXXX escape"),
        # Translators: a JSON reader's fault, a phrase after "invalid JSON: ": text
        # follows the whole JSON value.
        N_("Extra data"),
        # Translators: a JSON reader's fault, a phrase after "invalid JSON: ".
        N_("Illegal trailing comma before end of object"),
        # Translators: a JSON reader's fault, a phrase after "invalid JSON: ".
        N_("Illegal trailing comma before end of array"),
    )
)


def expected_list(where: str, value: object) -> str:
    """A fault's words: ``where`` should hold a list and holds ``value``."""
    return _("{where}: expected a list, got {type}").format(where=where, type=type_name(value))


def expected_text(where: str, value: object) -> str:
    """A fault's words: ``where`` should hold a text (a save's, a study's JSON)."""
    return _("{where}: expected a text, got {type}").format(where=where, type=type_name(value))


def expected_whole(where: str, value: object) -> str:
    """A fault's words: ``where`` should hold a whole number."""
    return _("{where}: expected a whole number, got {type}").format(
        where=where, type=type_name(value)
    )


def type_name(value: object) -> str:
    """A parsed JSON value's type, for messages: ``null``, ``int``, ``str``, ``list``..."""
    match value:
        case None:
            # Translators: the types of a JSON value, as the messages "expected a list, got
            # int" name them (Python's short names, kept short).
            return pgettext("JSON type", "null")
        case bool():
            return pgettext("JSON type", "bool")
        case int():
            return pgettext("JSON type", "int")
        case float():
            return pgettext("JSON type", "float")
        case str():
            return pgettext("JSON type", "str")
        case list():
            return pgettext("JSON type", "list")
        case dict():
            return pgettext("JSON type", "dict")
    # Translators: a value no JSON text holds (a program's own object), after "got".
    return pgettext("JSON type", "another type")


def whole(value: object) -> bool:
    """A JSON whole number: an int that is not a bool (JSON's true is no number)."""
    return isinstance(value, int) and not isinstance(value, bool)
