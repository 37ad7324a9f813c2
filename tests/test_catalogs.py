"""The catalogs kept complete (issue 19, docs/i18n.md): golden_sails.pot holds
exactly the words marked in pysrc/, each language's .po exactly the .pot's
messages, a translation the placeholders of its English and as many plural
forms as its language has.  Read with Babel, a dev tool: CPython only."""

from __future__ import annotations

from pathlib import Path
from string import Formatter

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

from buildtools.catalogs import BABEL_CFG, PACKAGE, POT, po_files
from golden_sails.model.i18n import LANGUAGES, SOURCE

Key = tuple[str | None, str]


def _read(path: Path, locale: str | None = None) -> Catalog:
    with open(path, "rb") as f:
        return read_po(f, locale=locale)


def _keys(catalog: Catalog) -> set[Key]:
    return {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id) for m in catalog if m.id}


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(text) if name is not None}


def test_the_pot_holds_exactly_the_words_marked_in_the_source() -> None:
    """Run `python3 build.py catalogs` after marking or changing a word."""
    with open(BABEL_CFG) as f:
        method_map, options_map = parse_mapping_cfg(f)
    keywords = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2),
                "NP_": ((1, "c"), 2)}  # fmt: skip
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
