"""The language the words are shown in, and the words in it (docs/i18n.md).

Every word a player reads is written in English in the source, marked with
:func:`_` (or :func:`ngettext`, :func:`pgettext`) where it is shown, and looked
up in the gettext catalog of the current language: the standard library's
``gettext`` reads the ``.mo`` files that the build compiles from the ``.po``
files in ``golden_sails/locale`` (the core stays standard-library only, in
Pyodide too).

A module-level constant is marked with :func:`N_` (or :func:`NP_`), which only marks it for
extraction and returns the English text; the code that shows it passes it
through :func:`_` then, so its words follow the language of the call that
shows it, not the language at import.

The language lives in a :class:`contextvars.ContextVar`: the bridge sets it
for each call from the page and the command line for its run, with
:func:`language`, after :func:`check_language` has refused an unknown one at
the door.  Inside, a language is always one of :data:`LANGUAGES`; there is no
silent fallback to English for a language the game does not speak.
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path
from typing import Final

from .errors import InputError

SOURCE: Final = "en"
# The languages the game speaks, each with a catalog under locale/ but English,
# whose words are the source's own.
LANGUAGES: Final = ("en", "de", "fr", "es", "pl")
# Each language by its own name, the same whatever language is on screen, so a
# reader finds his own (the page's language picker).
AUTONYMS: Final = {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español",
                   "pl": "Polski"}
DOMAIN: Final = "golden_sails"
LOCALE_DIR: Final = Path(__file__).resolve().parent.parent / "locale"

_current: ContextVar[str] = ContextVar("golden_sails_language", default=SOURCE)


class LanguageError(InputError):
    """A language the game does not speak, asked for by a link or the command line."""


def check_language(value: object, where: str) -> str:
    """``value`` as one of :data:`LANGUAGES`, or a :class:`LanguageError` naming it."""
    if isinstance(value, str) and value in LANGUAGES:
        return value
    raise LanguageError(
        # Translators: {value} is what was asked for, in quotes; {languages} the codes.
        # {languages} the codes "en, de, fr, es, pl", kept as they are.
        _("{where}: {value} is not a language of the game ({languages})").format(
            where=where, value=repr(value), languages=", ".join(LANGUAGES)
        )
    )


def current_language() -> str:
    return _current.get()


@contextmanager
def language(lang: str) -> Iterator[None]:
    """Words in ``lang`` within the block (checked: a caller checks input first)."""
    token = _current.set(check_language(lang, "language"))
    try:
        yield
    finally:
        _current.reset(token)


@cache
def catalog(lang: str) -> gettext.NullTranslations:
    """The compiled catalog of ``lang``; English is the source itself."""
    if lang == SOURCE:
        return gettext.NullTranslations()
    check_language(lang, "catalog")
    try:
        with open(LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as mo:
            return gettext.GNUTranslations(mo)
    except FileNotFoundError:
        # A build fault, never a player's: the build and the tests compile them.
        raise RuntimeError(
            f"the {lang} catalog is not compiled: run `python3 build.py wheel` "
            "(or `python -m buildtools.catalogs`)"
        ) from None


def _(message: str) -> str:
    """``message`` in the current language."""
    return catalog(_current.get()).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for ``n`` in the current language (its own plural rule)."""
    return catalog(_current.get()).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, told apart from the same English
    words meaning something else by ``context``."""
    return catalog(_current.get()).pgettext(context, message)


def _folded(items: Sequence[str], joint: Callable[[str, str], str], what: str) -> str:
    """``items`` joined one after the other by ``joint(so_far, next)``, a message."""
    if not items:
        raise ValueError(f"{what}: nothing to join")
    text = items[0]
    for item in items[1:]:
        text = joint(text, item)
    return text


def item_list(words: Sequence[str]) -> str:
    """``words`` enumerated, as a pile's cards are in a score line ("Unicorn,
    Phoenix, Spider"): every joint the list's middle one, so no "and"; the
    comma is still the language's (word_list's message)."""
    return _folded(
        words,
        # Translators: the joint of a list's words but its last ("a, b" in "a, b and c"), and
        # of an enumeration's ("Unicorn, Phoenix, Spider"): {items} is the list so far, {next}
        # the next word or phrase (names, kinds, piles). A language whose list takes no comma
        # writes its own joint.
        lambda text, word: pgettext("list", "{items}, {next}").format(items=text, next=word),
        "item_list",
    )


def word_list(words: Sequence[str]) -> str:
    """``words`` as a list in a sentence of the current language: "a", "a and b",
    "a, b and c" (each language words the joints: "a, b und c", "a, b i c")."""
    if len(words) < 2:
        return item_list(words)
    # Translators: the joint before a list's last word ("a, b and c"): {items} is the list so
    # far, {last} the last word or phrase.
    return pgettext("list", "{items} and {last}").format(
        items=item_list(words[:-1]), last=words[-1]
    )


def sequence_text(numbers: Sequence[int]) -> str:
    """A Gem sequence's classes in a row, "8-1-2": the joint is a message, so a
    language writes its own dash (German and Polish an en dash, U+2013)."""
    return _folded(
        [str(n) for n in numbers],
        # Translators: joins the classes of a Gem sequence, "8-1-2" ({items} is the
        # sequence so far, {next} the next class); a range's dash.
        lambda text, number: pgettext("sequence", "{items}-{next}").format(
            items=text, next=number
        ),
        "sequence_text",
    )


def clause_list(clauses: Sequence[str]) -> str:
    """``clauses``, each a phrase that may hold a list of its own, one after the
    other in a sentence of the current language: "a; b; c" (French "a ; b ; c",
    with its narrow no-break space).  The joint is a message, as word_list's are."""
    return _folded(
        clauses,
        # Translators: joins phrases that may hold commas of their own ("Universal
        # Goods to the Gems pile and the Animals pile; Weapons use the left side").
        # {items} is the list of phrases so far, {next} the next phrase.
        lambda text, clause: pgettext("list", "{items}; {next}").format(items=text, next=clause),
        "clause_list",
    )


# Each language's thousands separator (CLDR's, as Babel gives it: tests/test_i18n.py
# compares), so a count reads "78,125" in English and "78 125" in Polish.
_GROUP: Final = {"en": ",", "de": ".", "fr": "\u202f", "es": ".", "pl": "\xa0"}


# CLDR's minimumGroupingDigits: Spanish and Polish write a four-digit number
# whole ("8193", not "8.193"), as the browser's Intl.NumberFormat does.
_MIN_GROUPING: Final = {"es": 2, "pl": 2}


def number(n: int) -> str:
    """A whole number written for the current language ("1,234", "1.234")."""
    lang = _current.get()
    if _MIN_GROUPING.get(lang, 1) == 2 and abs(n) < 10_000:
        return str(n)
    return f"{n:,}".replace(",", _GROUP[lang])


# The minus sign (U+2212), not the hyphen-minus: typesetting in every language the
# game speaks writes "\u22123" (U+2212 then 3) (issue 36).
MINUS: Final = "\u2212"


def figure(n: int) -> str:
    """A whole number that may be negative, with a true minus sign (U+2212 before "3", "12")."""
    return f"{n:d}".replace("-", MINUS)


def signed(n: int) -> str:
    """A difference or a Weapon score, always signed: "+3", U+2212 "2", "+0" (a true
    minus sign, as the page's words.js ``signed`` writes it)."""
    return f"{n:+d}".replace("-", MINUS)


def N_(message: str) -> str:
    """Marks a constant's ``message`` for the catalogs; shown through :func:`_`."""
    return message


def NP_(context: str, message: str) -> str:
    """Marks a constant's ``message`` for the catalogs under ``context``; shown
    through :func:`pgettext` with the same context ("Anise" the plural is not
    "Anise" the singular in every language)."""
    return message
