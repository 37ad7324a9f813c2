"""The page's JavaScript keeps no word of its own (issue 19, docs/i18n.md): its words
are golden_sails.app.ui_words' keys, shown through js/words/ui.js in the player's
language.  A word written into a screen, a part or the device's modules fails here;
so does a key the page names that ui_words lacks, or a word no page shows.  And the
build's words modules: each language's plural rule as code, its words from its
catalog (buildtools/js_words.py)."""

from __future__ import annotations

import gettext
import re
import shutil
from pathlib import Path

import pytest
from babel.messages.pofile import read_po, write_po

from buildtools.js_source import literals as _literals
from buildtools.js_words import PLURAL_EXPR, module_text, read_languages, read_words
from golden_sails.app.ui_words import WORDS
from golden_sails.model.i18n import DOMAIN, LANGUAGES, LOCALE_DIR, SOURCE

ROOT = Path(__file__).resolve().parents[1]
JS = ROOT / "web" / "static" / "js"
CSS = ROOT / "web" / "static" / "css"
TEMPLATE = ROOT / "web" / "templates" / "index.html"
# The modules that draw what a player reads: every word there is a key's.
CHECKED = sorted(
    [*JS.glob("*.js"), *(JS / "screens").rglob("*.js"), *(JS / "parts").rglob("*.js"),
     *(JS / "device").rglob("*.js"), JS / "words" / "words.js"]
)  # fmt: skip
KEY = re.compile(r"[a-z][a-z-]*\.[a-z0-9][a-z0-9.-]*")
# Literals in the checked modules that are no words a player reads, by file: values the
# page compares (a seat's relation, app/screens.py's; the engine's stop), key names, a
# selector and a rel, the names of the score pad's players (names, as a player's), and
# messages for developers only (the console's, a missing icon's).
NOT_WORDS = {
    "parts/pieces.js": {"left neighbour", "right neighbour", "across the table"},
    "page.js": {"the engine was stopped"},
    "parts/icons.js": {"icon: no icon named", "px"},
    "device/store.js": {"meta."},
    "parts/sheet.js": {"Escape"},
    "screens/replay.js": {"Home", "End"},
    "screens/scorepad/table.js": {"Andy", "Bob", "Cathy", "Dora"},
    "app.js": {"Golden Sails: no offline support:", "noopener noreferrer"},
    "lessons-ctrl.js": {"Golden Sails: a built lesson could not be read; the engine answers:"},
    "language-ctrl.js": {"Golden Sails: the language is not kept on this device:"},
    "replay-ctrl.js": {"input, select, textarea"},
    "device/offline.js": {"Golden Sails: no offline support:"},
    "device/host-page.js": {"tellHost: not a message to the host page:"},
    # A bug's message: the page never asks for a language it does not list.
    "device/language.js": {"not a language of the game:"},
    # The word "Language" in each language, so a reader finds the picker in any.
    "parts/language-picker.js": {"Language", "Sprache", "Langue", "Idioma"},
    "parts/dom.js": {"M31 6 L31 44 L10 44 Z", "M35 12 C48 22 52 34 50 44 L35 44 Z",
                     "M8 48 H56 L48 58 H16 Z"},
}  # fmt: skip


def _css_classes() -> set[str]:
    selectors = re.compile(r"\.([a-zA-Z][\w-]*)")
    return {m for css in CSS.glob("*.css") for m in selectors.findall(css.read_text())}


def _words_in(text: str, classes: set[str]) -> set[str]:
    """The literals that read as words: letters with a space, or a capitalised word;
    not a key, a list of CSS classes, a CSS selector or media query, nor a URL."""
    found = set()
    for lit in _literals(text):
        words = lit.strip()
        if not re.search(r"[A-Za-z]{2}", words) or KEY.fullmatch(words):
            continue
        glued = lit.in_template and re.fullmatch(r"[A-Za-z][A-Za-z ,.'\u2019]+", words)
        if not (" " in words or re.match(r"[A-Z][a-z]", words) or glued):
            continue  # one lower-case token: an event, a value, a class, an attribute
        if re.fullmatch(r"[A-Z][a-z]+[A-Z]\w*", words):
            continue  # an identifier: QuotaExceededError, MacIntel
        if re.search(r"class(?:Name)?:\s*[^,{}()]*$|classList\.\w+\($", lit.before):
            continue  # class: "quiet small-btn", class: on ? "primary" : "quiet"
        if all(token in classes for token in re.findall(r"[\w-]+", words)):
            continue
        if re.match(r"^[\[(.#:]|^(?:https?:|#/)|^\(?(?:prefers|max|min)-|^[a-z]+\(", words):
            continue  # a selector, a media query, a link, a CSS or SVG function
        found.add(words)
    return found


def _relative(path: Path) -> str:
    return path.relative_to(JS).as_posix()


@pytest.mark.parametrize("path", CHECKED, ids=_relative)
def test_a_page_module_shows_no_word_of_its_own(path: Path) -> None:
    left = _words_in(path.read_text(encoding="utf-8"), _css_classes())
    allowed = NOT_WORDS.get(_relative(path), set())
    assert left <= allowed, f"words outside ui_words.py: {sorted(left - allowed)}"


def test_the_check_finds_words_and_passes_keys_and_classes() -> None:
    text = """// a comment with Words in it
        h("p", { class: "quiet small-btn" }, "Final scores"), t("over.title");
        h("span", null, `${n} moves`, "none yet", "click", "[data-move]", "Ok")"""
    assert _words_in(text, {"quiet", "small-btn"}) == {"Final scores", "moves", "none yet", "Ok"}


def _keys_named() -> set[str]:
    """Every key the page names: the first argument of t() and tn(), and a literal key
    where the code picks one (a ternary, a map, the worker's progress)."""
    named = set()
    for path in JS.rglob("*.js"):
        for lit in _literals(path.read_text(encoding="utf-8")):
            if KEY.fullmatch(lit) and lit.split(".")[0] in {k.split(".")[0] for k in WORDS}:
                named.add(lit)
    named |= set(re.findall(r"ui\['([^']+)'\]", TEMPLATE.read_text(encoding="utf-8")))
    # The words the build puts in the page itself (buildtools/site.py: the <noscript>,
    # the start guard's): read there as got["words"]["key"].
    site = (ROOT / "buildtools" / "site.py").read_text(encoding="utf-8")
    named |= set(re.findall(r'\["words"\]\["([^"]+)"\]', site))
    return named


def test_every_key_the_page_names_has_its_words() -> None:
    missing = _keys_named() - set(WORDS)
    assert not missing, f"keys the page names that ui_words.py lacks: {sorted(missing)}"


def test_every_word_of_ui_words_is_shown_somewhere() -> None:
    unused = set(WORDS) - _keys_named()
    assert not unused, f"words no page shows (stale): {sorted(unused)}"


def test_a_counts_plural_says_the_count() -> None:
    """The English plural names {n}: Polish has two forms from it ("2 gry", "5 gier")."""
    for key, words in WORDS.items():
        if isinstance(words, tuple):
            assert "{n}" in words[1], key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_has_its_plural_rule_as_plain_code(lang: str) -> None:
    languages = read_words(LOCALE_DIR)
    plural = languages[lang]["plural"]
    assert PLURAL_EXPR.fullmatch(plural)
    text = module_text(lang, plural, languages[lang]["words"])
    assert f"return Number({plural});" in text
    if lang != SOURCE:
        with open(LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po", "rb") as f:
            assert plural == read_po(f, locale=lang).plural_expr


def test_the_polish_rule_has_three_forms() -> None:
    rule = gettext.c2py(read_words(LOCALE_DIR)["pl"]["plural"])
    assert [rule(n) for n in (1, 2, 4, 5, 12, 21, 22, 25, 112)] == [0, 1, 1, 2, 2, 2, 1, 2, 2]


def test_english_is_ui_words_own() -> None:
    english = read_words(LOCALE_DIR)[SOURCE]["words"]
    assert english == {k: v if isinstance(v, str) else list(v) for k, v in WORDS.items()}


def test_a_translation_is_taken_and_an_untranslated_word_stays_english(tmp_path: Path) -> None:
    """A copy of the catalogs with a few German words: the build's German module holds
    them; an empty entry is English; a plural untranslated keeps the English forms."""
    locale = tmp_path / "locale"
    shutil.copytree(LOCALE_DIR, locale)
    po = locale / "de" / "LC_MESSAGES" / f"{DOMAIN}.po"
    with open(po, "rb") as f:
        catalog = read_po(f, locale="de")
    catalog[WORDS["common.final-scores"]].string = "Endstand"
    forms = WORDS["home.delete-finished-sure"]
    assert isinstance(forms, tuple)
    german = ("Das {n} beendete Spiel löschen", "Die {n} beendeten Spiele löschen")
    catalog[forms[0]].string = german
    catalog[WORDS["common.home"]].string = ""  # an entry left empty
    catalog[WORDS["pieces.experts-hidden"][0]].string = ("", "")  # a plural left empty
    with open(po, "wb") as f:
        write_po(f, catalog)
    built = read_languages(locale)["de"]["words"]
    assert built["common.final-scores"] == "Endstand"
    assert built["home.delete-finished-sure"] == list(german)
    assert built["common.home"] == WORDS["common.home"]
    assert built["pieces.experts-hidden"] == {"source": list(WORDS["pieces.experts-hidden"])}


def test_a_key_in_a_context_is_its_own_message(tmp_path: Path) -> None:
    """"(done)" after a lesson's title is not "(done)" after a player's name in the
    round's order: the two keys share their English but not their catalog entry, so
    each language words each as it needs ("(leçon terminée)" beside "(a joué)")."""
    locale = tmp_path / "locale"
    shutil.copytree(LOCALE_DIR, locale)
    po = locale / "fr" / "LC_MESSAGES" / f"{DOMAIN}.po"
    with open(po, "rb") as f:
        catalog = read_po(f, locale="fr")
    assert WORDS["learn.done-title"] == WORDS["round.done"]
    catalog[WORDS["round.done"]].string = "(joueur)"
    catalog.get(WORDS["learn.done-title"], context="lesson").string = "(leçon)"
    with open(po, "wb") as f:
        write_po(f, catalog)
    built = read_languages(locale)["fr"]["words"]
    assert (built["round.done"], built["learn.done-title"]) == ("(joueur)", "(leçon)")


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != SOURCE])
def test_the_score_pads_heading_is_not_its_button(lang: str) -> None:
    """"Score" the button is an order ("Werten", "Puntuar"); over the result it is a
    noun ("Wertung", "Puntuación"): two messages, so no language reads a heading as
    an order (Polish review #18, DE-36, FR-21, ES-16)."""
    built = read_words(LOCALE_DIR)[lang]["words"]
    assert built["pad.result"] != built["pad.score"]
    for heading in ("round.take", "round.place", "pad.result"):
        assert getattr(WORDS[heading], "context", None), heading


def test_the_reference_field_label_starts_with_a_capital() -> None:
    """The form's label "Animal reference" is its own message, not the glossary's
    term written for the middle of a sentence ("référence Animaux"): a label begins
    with a capital in every language (FR-30, ES-20)."""
    languages = read_words(LOCALE_DIR)
    for lang, got in languages.items():
        label = got["words"]["setup.reference"]
        assert label[0].isupper(), (lang, label)
