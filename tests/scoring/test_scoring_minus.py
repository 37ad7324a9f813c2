"""Negative figures on the score sheet carry a true minus sign (U+2212), in every
language (issue 36): typesetting in en, de, fr, es and pl writes U+2212 before "2", and the
hyphen-minus "-2" reads as a dash or a range."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from hypothesis import given, settings

from golden_sails.model.i18n import figure, language, signed
from golden_sails.model.table import Piles, Table
from golden_sails.scoring import score_table_json
from scoring_helpers import W, table, tables_st

LANGUAGES = ("en", "de", "fr", "es", "pl")
# A hyphen-minus before a digit and not after one: a negative figure ("-2", "(-2)",
# "Weapons -1"), not a range or a sequence ("1-2", "8-1-2": those are issue 36's
# en-dash finding, left to the words themselves) and not the Spell's name "+1/-1 to
# any Gem", written as the rulebook prints it (its 18 messages: left, docs/i18n.md).
HYPHEN_MINUS = re.compile(r"(?<![\w/])-\d")


def texts(node: Any) -> Iterator[str]:
    """Every string in a score sheet (its lines, summaries, reasons)."""
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for value in node.values():
            yield from texts(value)
    elif isinstance(node, list):
        for value in node:
            yield from texts(value)


def test_the_helpers_write_a_true_minus() -> None:
    assert signed(-2) == "\u22122" and signed(3) == "+3" and signed(0) == "+0"
    assert figure(-12) == "\u221212" and figure(7) == "7"


def test_a_losing_weapon_score_reads_with_a_minus_sign_in_every_language() -> None:
    t = table(Piles(weapons=(W("katar", 2, 3), W("shuriken", 1, 1))), Piles(), Piles())
    for lang in LANGUAGES:
        with language(lang):
            sheet = score_table_json(t)
        assert any(p["weapons"] < 0 for p in sheet["players"])  # data-* stays numeric
        lines = list(texts(sheet))
        assert any("\u2212" in line for line in lines), lang
        bad = [line for line in lines if HYPHEN_MINUS.search(line)]
        assert bad == [], (lang, bad)


@settings(max_examples=25, deadline=None)
@given(tables_st(universals=2, protections=2))
def test_no_score_sheet_line_holds_a_hyphen_minus_before_a_digit(t: Table) -> None:
    for lang in LANGUAGES:
        with language(lang):
            bad = [line for line in texts(score_table_json(t)) if HYPHEN_MINUS.search(line)]
        assert bad == [], (lang, bad)
