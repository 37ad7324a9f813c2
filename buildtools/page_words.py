"""Where each of the page's own words is shown: for the catalogs' comments and the
catalog in context (docs/i18n.md, "Reading the catalog in context").

The page's words are golden_sails.app.ui_words' keys ("round.done", "pad.score");
the .pot names only ui_words.py's line for them, which tells a translator nothing
of the screen.  Here each key is found where the page uses it:

- ``shown``: the first argument of ``t()`` / ``tn()`` in a module of web/static/js,
  or a key chosen there by a plain condition (``t(over ? "a.b" : "a.c")``);
- ``named``: a literal elsewhere in such a module (a table of keys that a ``t()``
  reads, a key a module hands to another, a choice made by a function's answer);
- ``built``: a key built from a prefix (```t(`home.${x}`)```, ``"home." + x``): every
  key under that prefix may be shown by that module, and the comment says so;
- ``template``: ``ui['key']`` in a web/templates page;
- ``build``: ``got["words"]["key"]`` in buildtools/site.py, which writes the words
  into index.html itself (the <noscript>, the start guard's).

Only the standard library, and read as text: the catalogs' step runs it under
.venv's Python, the context page's too, and a test checks every key is found.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from buildtools.js_source import literals
from buildtools.paths import ROOT

JS_DIR = Path("web/static/js")
TEMPLATES_DIR = Path("web/templates")
SITE = Path("buildtools/site.py")
KEY = re.compile(r"[a-z][a-z-]*\.[a-z0-9][a-z0-9.-]*")
# A key's first part and a dot, with nothing after: a key being built.
PREFIX = re.compile(r"[a-z][a-z-]*\.(?:[a-z0-9-]+\.)*")
# Inside t( or tn( with no other call between: its argument, or a ternary's branch.
CALL = re.compile(r"\b(?:t|tn)\([^()]*$")
TEMPLATE_KEY = re.compile(r"ui\['([^']+)'\]")
SITE_KEY = re.compile(r'\["words"\]\["([^"]+)"\]')
HOW_ORDER = ("shown", "template", "build", "named", "built")


@dataclass(frozen=True, order=True)
class Use:
    """One file's use of a key: ``how`` (the module's docstring) and, for a key built
    from a prefix, the prefix."""

    path: str  # relative to the repository, with forward slashes
    how: str
    prefix: str = ""


def js_uses(path: str, text: str, keys: Iterable[str]) -> list[tuple[str, Use]]:
    """(key, use) for each key a JavaScript module names or builds."""
    keys = set(keys)
    found: set[tuple[str, Use]] = set()
    for lit in literals(text):
        if lit in keys:
            how = "shown" if not lit.in_template and CALL.search(lit.before) else "named"
            found.add((lit, Use(path, how)))
        elif PREFIX.fullmatch(lit):
            found.update((key, Use(path, "built", str(lit))) for key in keys
                         if key.startswith(lit))
    return sorted(found)


def pattern_uses(path: str, text: str, pattern: re.Pattern[str], how: str,
                 keys: Iterable[str]) -> list[tuple[str, Use]]:
    """(key, use) for each key ``pattern``'s first group finds in a template or site.py."""
    keys = set(keys)
    return sorted({(key, Use(path, how)) for key in pattern.findall(text) if key in keys})


def key_uses(keys: Iterable[str], root: Path = ROOT) -> dict[str, list[Use]]:
    """{key: its uses, in HOW_ORDER then by file}; a key no file uses has none."""
    keys = list(keys)
    found: list[tuple[str, Use]] = []
    for path in sorted((root / JS_DIR).rglob("*.js")):
        rel = path.relative_to(root).as_posix()
        found += js_uses(rel, path.read_text(encoding="utf-8"), keys)
    for path in sorted((root / TEMPLATES_DIR).glob("*.html")):
        rel = path.relative_to(root).as_posix()
        found += pattern_uses(rel, path.read_text(encoding="utf-8"), TEMPLATE_KEY, "template",
                              keys)
    if (root / SITE).exists():
        found += pattern_uses(SITE.as_posix(), (root / SITE).read_text(encoding="utf-8"),
                              SITE_KEY, "build", keys)
    out: dict[str, list[Use]] = {key: [] for key in keys}
    for key, use in found:
        out[key].append(use)
    for uses in out.values():
        uses.sort(key=lambda u: (HOW_ORDER.index(u.how), u.path))
    return out


def _said(how: str, uses: list[Use]) -> str:
    paths = ", ".join(use.path for use in uses)
    match how:
        case "shown" | "template":
            return f"shown by {paths}"
        case "build":
            return f"written into index.html by {paths}"
        case "named":
            return f"named in {paths} (the key chosen by code there)"
        case _:
            return "; ".join(f"shown by {u.path} (key built from {u.prefix}*)" for u in uses)


def describe(key: str, uses: list[Use]) -> str:
    """The comment's line for one key: "Page word round.done: shown by ..."; the
    files grouped by how they use it."""
    if not uses:
        return f"Page word {key}: no page module names it"
    shown = [use.how for use in uses]
    parts = [_said(how, [u for u in uses if u.how == how]) for how in dict.fromkeys(shown)]
    return f"Page word {key}: " + "; ".join(parts)


def english_of(value: str | tuple[str, str]) -> tuple[str | None, str]:
    """A ui_words value's catalog key: (its context, its msgid)."""
    msgid = value if isinstance(value, str) else value[0]
    return getattr(value, "context", None), msgid


def comments_by_message(words: Mapping[str, str | tuple[str, str]],
                        root: Path = ROOT) -> dict[tuple[str | None, str], list[str]]:
    """{(msgctxt, msgid): a line per key whose words the message is}, every key of
    ``words`` (ui_words.WORDS) in it."""
    uses = key_uses(words, root)
    out: dict[tuple[str | None, str], list[str]] = {}
    for key, value in words.items():
        out.setdefault(english_of(value), []).append(describe(key, uses[key]))
    return out
