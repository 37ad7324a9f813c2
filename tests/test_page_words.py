"""Where each page word is shown, written into the catalogs (issue 36 item 4): the
.pot names only ui_words.py's line for the page's own words, so `build.py catalogs`
adds each key and the files that show it as an automatic comment
(buildtools/page_words.py, buildtools/catalogs.annotate_page_words)."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from buildtools.catalogs import POT, po_files
from buildtools.page_words import PREFIX, english_of, js_uses, key_uses
from golden_sails.app.ui_words import WORDS

ROOT = Path(__file__).resolve().parents[1]


def _read(path: Path) -> Catalog:
    with open(path, "rb") as f:
        return read_po(f)


def _comment(catalog: Catalog, value: str | tuple[str, str]) -> str:
    """A message's automatic comments as one text (Babel wraps them at 76 columns
    on spaces: joined with spaces, the lines read as written)."""
    context, msgid = english_of(value)
    message = catalog.get(msgid, context=context)
    assert message is not None, (context, msgid)
    return " ".join(message.auto_comments)


def test_every_page_word_names_its_key_and_its_files_in_the_pot() -> None:
    """Run `python3 build.py catalogs` after adding a key or a use of one."""
    pot = _read(POT)
    uses = key_uses(WORDS)
    for key, value in WORDS.items():
        said = _comment(pot, value)
        assert f"Page word {key}: " in said, key
        assert uses[key], f"{key}: no page module names it"
        for use in uses[key]:
            assert use.path in said, (key, use.path)


@pytest.mark.parametrize("po", po_files(), ids=lambda po: po.parent.parent.name)
def test_each_language_carries_the_pots_comments(po: Path) -> None:
    pot, here = _read(POT), _read(po)
    for value in WORDS.values():
        assert _comment(here, value) == _comment(pot, value), value


def test_a_file_said_to_show_a_key_names_it() -> None:
    """The comments are the files' truth: each one said to show a key holds it (or,
    for a key built from a prefix, the prefix)."""
    for key, uses in key_uses(WORDS).items():
        for use in uses:
            text = (ROOT / use.path).read_text(encoding="utf-8")
            assert (use.prefix or key) in text, (key, use)


KEYS = ("home.a", "home.b", "over.c")


def _found(text: str) -> set[tuple[str, str, str]]:
    return {(key, use.how, use.prefix) for key, use in js_uses("x.js", text, KEYS)}


def test_a_key_shown_through_t_or_a_condition_in_it_is_shown() -> None:
    assert _found('h("p", null, t("home.a"));') == {("home.a", "shown", "")}
    assert _found('tn(\n  "over.c", n)') == {("over.c", "shown", "")}
    assert _found('t(over ? "home.a" : "home.b", { n })') == {
        ("home.a", "shown", ""), ("home.b", "shown", "")}  # fmt: skip


def test_a_key_in_a_table_is_named_and_one_in_a_comment_is_not_used() -> None:
    text = 'const WORDS = { a: "home.a" };\n// t("home.b") in a comment\n/* t("over.c") */'
    assert _found(text) == {("home.a", "named", "")}


def test_a_key_built_from_a_prefix_is_said_so() -> None:
    assert PREFIX.fullmatch("home.") and not PREFIX.fullmatch("home.a")
    built = {("home.a", "built", "home."), ("home.b", "built", "home.")}
    assert _found("t(`home.${which}`)") == built
    assert _found('t("home." + which)') == built
    assert _found("`meta.${key}`") == set()  # a prefix no key has: not a page word
