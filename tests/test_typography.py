"""Each language's typography, where it is mechanical (issue 36 item 3; the rules
and their reasons are in each docs/glossary-XX.md, "Typography"): checked on every
translation of every catalog, so a new message is held to them too.

What a rule cannot tell apart by its characters (a Weapon's two values "Katar
1-2", which are the card's notation and not a range) is named here with its
reason, never skipped silently."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

LOCALE = Path(__file__).parents[1] / "pysrc/golden_sails/locale"
LANGS = ("de", "fr", "es", "pl")
NBSP, NNBSP, MINUS, EN_DASH = "\u00a0", "\u202f", "\u2212", "\u2013"


def _translations(lang: str) -> list[tuple[str, str]]:
    """(English, translation) of every form of every message of ``lang``."""
    catalog = read_po((LOCALE / lang / "LC_MESSAGES/golden_sails.po").open("rb"))
    out = []
    for message in catalog:
        if not message.id:
            continue
        english = message.id if isinstance(message.id, str) else message.id[-1]
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        out += [(english, form) for form in forms]
    return out


def _faults(lang: str, pattern: str) -> list[str]:
    return [text for _, text in _translations(lang) if re.search(pattern, text)]


@pytest.mark.parametrize("lang", LANGS)
def test_no_straight_double_quote_and_no_three_dots(lang: str) -> None:
    """Quotation marks are the language's own („…“, « … », «…», „…”); an ellipsis
    is one character."""
    assert not _faults(lang, '"'), _faults(lang, '"')[:5]
    assert not _faults(lang, r"\.\.\."), _faults(lang, r"\.\.\.")[:5]


_QUOTES = {
    "de": ("\u201e", "\u201c"),  # „…“
    "pl": ("\u201e", "\u201d"),  # „…”
    "fr": ("\u00ab", "\u00bb"),  # « … »
    "es": ("\u00ab", "\u00bb"),  # «…»
}


@pytest.mark.parametrize("lang", LANGS)
def test_quotation_marks_open_and_close_as_the_language_pairs_them(lang: str) -> None:
    opening, closing = _QUOTES[lang]
    unpaired = [t for _, t in _translations(lang) if t.count(opening) != t.count(closing)]
    assert not unpaired, unpaired[:5]
    if lang in ("de", "pl"):
        # The English closing quote is the German opening one's wrong partner.
        wrong = "\u201d" if lang == "de" else "\u201c"
        assert not _faults(lang, wrong), _faults(lang, wrong)[:5]


def _code_at(text: str, at: int) -> bool:
    """A mark that belongs to code, not to the sentence: a link's query
    ("#/study?s=") or a scheme ("https://")."""
    return bool(re.match(r"[?:][/=a-z]", text[at : at + 2])) and text[at + 1 : at + 2] != " "


def test_french_spaces_before_high_punctuation_and_inside_guillemets() -> None:
    """A no-break space before « : », a narrow one before « ; ! ? » (a no-break one
    is accepted there too), one inside « … »: never a plain space that could
    break the line before the mark, and never none."""
    faults = []
    for _, text in _translations("fr"):
        for match in re.finditer(r"(.)([:;!?])", text):
            before, mark = match.groups()
            wanted = NBSP if mark == ":" else NBSP + NNBSP
            if before not in wanted and not _code_at(text, match.start(2)):
                faults.append(text)
        if re.search(r"«[^\u00a0\u202f]|[^\u00a0\u202f]»", text):
            faults.append(text)
    assert not faults, faults[:5]


def test_spanish_questions_and_exclamations_open_with_their_marks() -> None:
    faults = [
        t
        for _, t in _translations("es")
        if t.count("?") != t.count("¿") or t.count("!") != t.count("¡")
    ]
    assert not faults, faults[:5]
    spaced = _faults("es", r" [:;!?]")
    assert not spaced, spaced[:5]


@pytest.mark.parametrize("lang", LANGS)
def test_a_negative_number_and_a_subtraction_take_the_minus_sign(lang: str) -> None:
    """A minus sign (U+2212) in "-2 VP" and "4 - 2 = +2", never a hyphen: the code
    writes figures with it too (i18n.signed)."""
    negative = _faults(lang, r"(?<![\w/^])-\d")
    assert not negative, negative[:5]
    subtraction = _faults(lang, r"\d -( |\d)")
    assert not subtraction, subtraction[:5]


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_a_dash_in_a_sentence_is_an_en_dash(lang: str) -> None:
    """German and Polish set a dash between words as a spaced en dash, never a
    hyphen with spaces."""
    hyphens = _faults(lang, r"\w - \w")
    assert not hyphens, hyphens[:5]


@pytest.mark.parametrize("lang", LANGS)
def test_a_product_and_an_arrow_are_their_signs(lang: str) -> None:
    """A multiplication sign (U+00D7) and an arrow (U+2192) between figures, never
    a letter x or "->"."""
    faults = _faults(lang, r"[\d}] x [\d{n]|->")
    assert not faults, faults[:5]


# A Weapon's two values, "Katar 1-2", are the card's notation (left value, right
# value), not a range: a hyphen stays there in every language.  Found by what
# precedes them: a Weapon kind in any case form, the placeholder of one, or a word
# the sentence puts before a bare pair ("a 3-3", "jako 3-3").
_WEAPON_PAIR = {
    "de": r"(?i)(bumerang|mambele|shuriken|katar|\{weapon\}|\{kind\}|\bein|zählt)\w*\s$",
    "pl": r"(?i)(bumerang|mambele|shuriken|katar|\{weapon\}|\{kind\}|\bjako|\bw)\w*\s$",
}


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_a_range_and_a_gem_sequence_take_the_en_dash(lang: str) -> None:
    """An en dash (U+2013), no spaces, in "2-4 Spieler" and "8-1-2"; a Weapon's
    values keep the hyphen (above)."""
    faults = []
    for _, text in _translations(lang):
        for match in re.finditer(r"[\d}]-[\d{]", text):
            start = match.start()
            head = text[: start + 1]
            # the pair's first value is the figure or placeholder just before the hyphen
            before = re.sub(r"(\d+|\{\w+\})$", "", head)
            if "{left}-{right}" in text[start - 6 : start + 9] or re.search(
                _WEAPON_PAIR[lang], before
            ):
                continue
            faults.append(text)
    assert not faults, faults[:5]


@pytest.mark.parametrize(("lang", "units"), [("de", "SP|MB|KB"), ("fr", "PV|Mo|Ko")])
def test_a_figure_and_its_unit_stay_on_one_line(lang: str, units: str) -> None:
    """German and French tie "24 SP", "3,4 Mo" with a no-break space."""
    faults = _faults(lang, rf"(\d|\}}) ({units})\b")
    assert not faults, faults[:5]


def test_spanish_writes_ranges_and_sequences_with_a_hyphen_and_no_dash() -> None:
    """The RAE's guion between figures ("2-4", "8-1-2"); no en or em dash."""
    faults = _faults("es", "[\u2013\u2014]")
    assert not faults, faults[:5]
