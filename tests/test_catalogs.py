"""The catalogs kept complete (issue 19, docs/i18n.md): golden_sails.pot holds
exactly the words marked in pysrc/, each language's .po exactly the .pot's
messages, a translation the placeholders of its English and as many plural
forms as its language has.  Read with Babel, a dev tool: CPython only."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from string import Formatter

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po
from babel.numbers import format_decimal

from buildtools.catalogs import BABEL_CFG, PACKAGE, POT, po_files
from golden_sails.model.i18n import LANGUAGES, SOURCE, language, number

Key = tuple[str | None, str]

# The modules whose every word goes through the catalogs (docs/i18n.md, "Where
# the work stands"): a module joins this list when it is marked.
MARKED = (
    "bridge.py",
    "game/log.py",
    "game/words.py",
    "app/news.py",
    "app/screens.py",
    "app/explain.py",
    "scoring/reasons.py",
    "scoring/spells.py",
    "scoring/sheet.py",
    "model/glossary.py",
    "model/i18n.py",
    "model/cards.py",
    "model/jsontext.py",
    "model/seats.py",
    "model/names.py",
    "scoring/choices.py",
    "scoring/model.py",
    "app/saves.py",
    "app/links.py",
    "app/session.py",
    "game/engine.py",
    "game/moves.py",
    "app/replay_link.py",
    "app/scorepad.py",
    "app/quickpad.py",
    "app/ui_words.py",
    "teach/reference.py",
    "teach/examples.py",
    "teach/scenes.py",
    "teach/replays.py",
    "teach/prebuilt.py",
    *(f"teach/lessons/{name}.py" for name in ("__init__", "model", "steps", "plan", "pick",
                                               "measure", "syllabus", "play", "spices", "gems",
                                               "variants", "animals", "weapons", "spells",
                                               "final")),
)  # fmt: skip
# Text in them that is no word on screen: a value the page compares (a seat's
# relation), a bug's message (never a player's), the glossary's keys and the
# words it avoids, a JSON path, a lesson's name
# (a code in links), a lesson's build fault (its plan, the cards it asks the
# deck for by their codes: R19's replaced deck fails the build, not a player's
# screen).
NOT_WORDS = {
    "app/screens.py": {"left neighbour", "right neighbour", "across the table"},
    "app/explain.py": {"f'seat: {seat!r} is not a seat of this game'"},
    "teach/lessons/animals.py": {"f'animals-{reference.lower()}'"},
    "teach/lessons/final.py": {
        "a Universal Good with the Spice Lotus", "a Universal Good with a Katar",
    },
    "teach/lessons/pick.py": {
        "f'lesson: the deck has no card left with {what}'", "f'the Spice {kind}'",
        "f'Gem class {gem_class}'", "f'the Animal {kind}'", "f'the Weapon {kind} {left}-{right}'",
        "f'the Spell {power}'",
    },
    "teach/lessons/plan.py": {
        "plan: the config names no Animal reference", "plan: a card is taken twice",
        "f'plan: rounds {start + 1}-{start + len(block)} need Experts no one has'",
        "plan: the deck has no spare card left",
        "f'plan: places for round {round_no} are not a place per seat'",
    },
    "teach/lessons/measure.py": {
        "f'check: unknown key {key!r}'",
        "f'check: {key!r} is read only from the deciding player, at final scoring'",
    },
    "teach/reference.py": {"f'players[{seat}].{pile}[{i}]'"},
    "model/i18n.py": {
        "f'the {lang} catalog is not compiled: run `python3 build.py wheel` "
        "(or `python -m buildtools.catalogs`)'",
        "f'{what}: nothing to join'",
    },
    "scoring/reasons.py": {"an attack with neither a Universal Good nor a side"},
    "app/session.py": {"f'golden-sails computer {state.seed} {seat} {len(state.moves())}'"},
    "model/glossary.py": {
        *(f"f'{group}.{{k}}'" for group in ("good", "expert", "spice", "animal", "weapon",
                                             "spell", "thing")),
        "Giant Spider", "Sea Serpent", "5 types", "3 Animals", "Gem shift", "Gem ±1",
        "Animal Scoring Reference",
        # The contexts of a kind's forms (KIND_FORMS), passed to pgettext.
        "protection from", "you have ... already", "Take ...", "an Expert as an object",
    },
}  # fmt: skip
_MARKERS = {"_", "N_", "NP_", "NN_", "ngettext", "pgettext"}


def _read(path: Path, locale: str | None = None) -> Catalog:
    with open(path, "rb") as f:
        return read_po(f, locale=locale)


def _keys(catalog: Catalog) -> set[Key]:
    return {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id) for m in catalog if m.id}


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(text) if name is not None}


def _unmarked(source: str) -> set[str]:
    """The string literals with words in them (letters and a space, in an
    f-string's text too) outside a marker's call and the docstrings."""
    tree = ast.parse(source)
    skip: set[int] = set()
    for node in ast.walk(tree):
        func = node.func if isinstance(node, ast.Call) else None
        if isinstance(func, ast.Name) and func.id in _MARKERS:
            skip.update(id(sub) for sub in ast.walk(node))
        if isinstance(node, ast.Module | ast.FunctionDef | ast.ClassDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                skip.add(id(first.value))
    found = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.JoinedStr):
            skip.update(id(part) for part in node.values)
            text = "".join(p.value for p in node.values if isinstance(p, ast.Constant))
            # A place built from keys (f"{where}.animal", f"names[{i}]") has no
            # space: words in a sentence do.
            if re.search(r"[A-Za-z]{2}", text) and " " in text:
                found.add(ast.unparse(node))
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and re.search(r"[A-Za-z]{2}", node.value)
            and " " in node.value
        ):
            found.add(node.value)
    return found


@pytest.mark.parametrize("module", MARKED)
def test_a_marked_module_shows_no_word_outside_the_catalogs(module: str) -> None:
    left = _unmarked((PACKAGE / module).read_text(encoding="utf-8"))
    assert left <= NOT_WORDS.get(module, set()), sorted(left - NOT_WORDS.get(module, set()))


def test_the_check_of_marked_modules_finds_words() -> None:
    found = _unmarked(
        '"""Doc."""\nA = "a word"\nB = _("marked")\nC = f"x {y} is here"\nD = f"{w}.key"\n'
    )
    assert found == {"a word", "f'x {y} is here'"}


def test_the_pot_holds_exactly_the_words_marked_in_the_source() -> None:
    """Run `python3 build.py catalogs` after marking or changing a word."""
    with open(BABEL_CFG) as f:
        method_map, options_map = parse_mapping_cfg(f)
    keywords = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2),
                "NP_": ((1, "c"), 2), "NN_": (1, 2)}  # fmt: skip
    marked = {
        (context, message[0] if isinstance(message, tuple) else message)
        for _, _, message, _, context in extract_from_dir(
            PACKAGE, method_map, options_map, keywords=keywords
        )
    }
    assert marked == _keys(_read(POT))


def test_every_language_but_english_has_a_catalog() -> None:
    assert sorted(po.parent.parent.name for po in po_files()) == sorted(
        lang for lang in LANGUAGES if lang != SOURCE
    )


@pytest.mark.parametrize("po", po_files(), ids=lambda po: po.parent.parent.name)
def test_a_catalog_has_exactly_the_pots_messages(po: Path) -> None:
    pot = _keys(_read(POT))
    here = _keys(_read(po))
    assert not pot - here, f"missing from {po.parent.parent.name}: {sorted(pot - here)}"
    assert not here - pot, f"stale in {po.parent.parent.name}: {sorted(here - pot)}"


@pytest.mark.parametrize("po", po_files(), ids=lambda po: po.parent.parent.name)
def test_a_translation_keeps_the_placeholders_and_the_plural_forms(po: Path) -> None:
    lang = po.parent.parent.name
    catalog = _read(po, lang)
    forms = get_plural(lang).num_plurals
    assert catalog.num_plurals == forms, f"{lang}: the header's Plural-Forms"
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            strings = message.string
            assert isinstance(strings, tuple) and len(strings) == forms, message.id
            english = _fields(message.id[1])
        else:
            strings = (message.string,)
            english = _fields(message.id)
        for text in strings:
            if text:  # an empty one is untranslated as yet (docs/i18n.md)
                assert _fields(text) == english, (lang, message.id, text)
        assert not message.fuzzy, (lang, message.id)


@pytest.mark.parametrize("po", po_files(), ids=lambda po: po.parent.parent.name)
def test_every_message_is_translated(po: Path) -> None:
    """Issue 19: a language ships complete; an empty entry would show English."""
    lang = po.parent.parent.name
    empty = [
        message.id
        for message in _read(po, lang)
        if message.id
        and not (all(message.string) if isinstance(message.string, tuple) else message.string)
    ]
    assert not empty, f"{lang}: {len(empty)} untranslated, such as {empty[:5]}"


def test_a_number_is_written_as_each_language_writes_it() -> None:
    # Issue 19 item 3: the thousands separator of each language (CLDR, via Babel,
    # which is why this test lives here and not in test_i18n, which Pyodide runs).
    for lang in LANGUAGES:
        with language(lang):
            for n in (0, 7, 999, 1000, 8193, 78125, 390625, 1234567):
                expected = format_decimal(n, locale=lang)
                if lang in ("es", "pl") and n < 10_000:
                    # CLDR's minimumGroupingDigits 2, which ICU (the browser's
                    # Intl.NumberFormat) applies and Babel does not: "8193".
                    expected = str(n)
                assert number(n) == expected, (lang, n)
