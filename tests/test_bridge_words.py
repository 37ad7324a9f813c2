"""Every word a player can read from the bridge comes from the catalogs (issue 36):
an AST scan of bridge.py for a string of two or more words that no ``_()`` (or
``N_``, ``ngettext``, ``pgettext``) marks.  Docstrings are for readers of the code;
the allow-list holds the few strings that are codes or JSON keys, never words shown."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import golden_sails.bridge

BRIDGE = Path(golden_sails.bridge.__file__)
MARKERS = {"_", "N_", "NP_", "ngettext", "pgettext"}
WORD = re.compile(r"[^\W\d_]{2,}")  # two of them, with a space, make words
# Strings of words that are not a player's: none today.  A code or a JSON key added
# here must say why ("a log key", "the JSON field's name").
ALLOWED: frozenset[str] = frozenset()


def _docstrings(tree: ast.AST) -> set[int]:
    kinds = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    return {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, kinds)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }


def _marked(tree: ast.AST) -> set[int]:
    inside: set[int] = set()
    for node in ast.walk(tree):
        call = isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        if call and node.func.id in MARKERS:  # type: ignore[attr-defined]
            inside.update(id(sub) for sub in ast.walk(node))
    return inside


def unmarked_words(source: str) -> list[tuple[int, str]]:
    """(line, text) of each string of words outside docstrings and the markers."""
    tree = ast.parse(source)
    skip = _docstrings(tree) | _marked(tree)
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in skip
        and node.value not in ALLOWED
        and " " in node.value
        and len(WORD.findall(node.value)) >= 2
    ]


def test_the_bridge_holds_no_word_a_player_reads_outside_the_catalogs() -> None:
    assert unmarked_words(BRIDGE.read_text(encoding="utf-8")) == []


def test_the_scan_finds_a_word_literal_and_passes_the_marked_ones() -> None:
    source = '''
def f(x):
    """A docstring of many words."""
    if x:
        raise BridgeError(f"seat: {x!r} is not a seat of this game")
    if not x:
        raise BridgeError(f"unseen: expected 0 to 3 answers, got {x!r}")
    return _("no game is open"), N_("a list of cards"), "code", "seat_kind", "a=b"
'''
    found = unmarked_words(source)
    assert found == [
        (5, " is not a seat of this game"),
        (7, "unseen: expected 0 to 3 answers, got "),
    ]
