"""Every message says where it stands (issue 36): a translator who meets a
message in a PO editor, without the screen, learns from the catalog what fills
each placeholder and where a short message is shown.

Read from golden_sails.pot (test_catalogs.py holds it equal to the marked
source) and from docs/i18n.md's "Placeholders" table, the dictionary of the
names that mean the same in every message: the doc and this test are one, so a
name the table gives is explained once for all its messages.  A placeholder
the table lacks is explained by the message's own translator comment, which
names it (``{expert} is ...``); a message of one to three words (a button, a
heading, a label, a fragment) has a comment or a context saying where it is.
Babel, a dev tool: CPython only."""

from __future__ import annotations

import re
from pathlib import Path
from string import Formatter

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from buildtools.catalogs import PACKAGE, POT

DOC = Path(__file__).resolve().parents[1] / "docs" / "i18n.md"

# The table's column "In": a name meant the same in every message, or only in
# the messages with plural forms ({n}, the count that picks the form; a
# message without plural forms says what its {n} is).
EVERY = "every message"
PLURAL = "messages with plural forms"

_ROW = re.compile(r"^\|\s*`\{(\w+)\}`\s*\|\s*([^|]+?)\s*\|")


def _catalog() -> Catalog:
    with open(POT, "rb") as f:
        return read_po(f)


def dictionary() -> dict[str, str]:
    """docs/i18n.md's Placeholders table: each name and where it holds."""
    text = DOC.read_text(encoding="utf-8")
    start = text.index("\n## Placeholders\n")
    end = text.find("\n## ", start + 1)
    section = text[start : end if end >= 0 else len(text)]
    rows: dict[str, str] = {}
    for line in section.splitlines():
        match = _ROW.match(line)
        if match:
            name, scope = match.groups()
            assert name not in rows, f"docs/i18n.md: {{{name}}} is in the table twice"
            assert scope in (EVERY, PLURAL), f"docs/i18n.md: {{{name}}}: In is {scope!r}"
            rows[name] = scope
    return rows


def _ids(message: Message) -> tuple[str, ...]:
    return (message.id,) if isinstance(message.id, str) else tuple(message.id)


def _fields(message: Message) -> set[str]:
    return {
        name
        for text in _ids(message)
        for _, name, _, _ in Formatter().parse(text)
        if name is not None
    }


def _where(message: Message) -> str:
    places = " ".join(f"{path}:{line}" for path, line in message.locations)
    context = f" (context {message.context!r})" if message.context else ""
    return f"{places}: {_ids(message)[0]!r}{context}"


def _messages() -> list[Message]:
    return [m for m in _catalog() if m.id]


def _explained(message: Message, name: str, table: dict[str, str]) -> bool:
    if f"{{{name}}}" in " ".join(message.auto_comments):
        return True
    scope = table.get(name)
    return scope == EVERY or (scope == PLURAL and message.pluralizable)


def test_every_placeholder_is_explained() -> None:
    """Each placeholder is in the dictionary or named by the message's comment."""
    table = dictionary()
    missing = [
        f"{_where(m)}: {{{name}}}"
        for m in _messages()
        for name in sorted(_fields(m))
        if not _explained(m, name, table)
    ]
    assert not missing, (
        f"{len(missing)} placeholders neither in docs/i18n.md's Placeholders table nor "
        "named by the message's '# Translators:' comment:\n" + "\n".join(missing)
    )


def _words(message: Message) -> int:
    return len(_ids(message)[0].split())


def test_every_short_message_says_where() -> None:
    """A message of one to three words has a comment or a context."""
    bare = [
        _where(m)
        for m in _messages()
        if _words(m) <= 3
        and not m.auto_comments
        and not m.context
    ]
    assert not bare, (
        f"{len(bare)} messages of one to three words with no translator comment and no "
        "context (say the screen and the element):\n" + "\n".join(bare)
    )


def test_every_plural_says_what_picks_its_form() -> None:
    """A message with plural forms and no {n} says which count picks its form:
    "{gain} VP for you now" may take its form from the gain or from another
    player's VP, and a translator cannot tell which."""
    silent = [
        _where(m)
        for m in _messages()
        if m.pluralizable
        and "n" not in _fields(m)
        and "form follows" not in " ".join(m.auto_comments)
    ]
    assert not silent, (
        f"{len(silent)} plural messages without {{n}} whose comment does not say what "
        '"the form follows":\n' + "\n".join(silent)
    )


def _source_comments() -> list[tuple[str, str]]:
    """Each "# Translators:" block of the marked source (its place, its words):
    the comment and the comment lines right after it, as Babel reads them."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        i = 0
        while i < len(lines):
            if lines[i].strip().startswith("# Translators:"):
                j = i + 1
                while j < len(lines) and lines[j].strip().startswith("#"):
                    j += 1
                words = " ".join(line.strip().removeprefix("#").strip() for line in lines[i:j])
                found.append((f"{path.relative_to(PACKAGE.parent.parent)}:{i + 1}", words))
                i = j
            else:
                i += 1
    return found


def test_every_translator_comment_reaches_the_catalog() -> None:
    """A comment Babel drops never reaches a translator: it must stand on the line
    just above its message's call (a comment above a raise, an if or a dict whose
    message is lines below is lost; 54 were, before issue 36)."""
    extracted = " ".join(" ".join(m.auto_comments) for m in _messages())
    extracted = " ".join(extracted.split())
    lost = [
        place for place, words in _source_comments() if " ".join(words.split()) not in extracted
    ]
    assert not lost, (
        "translator comments Babel does not extract (move each just above its message's "
        "marker call):\n" + "\n".join(lost)
    )


def test_the_dictionary_is_used() -> None:
    """Every name of the table fills some message (a name left behind misleads)."""
    used = {name for m in _messages() for name in _fields(m)}
    table = dictionary()
    assert table, "docs/i18n.md has no Placeholders table"
    assert not set(table) - used, f"not in any message: {sorted(set(table) - used)}"


def test_a_comment_names_only_the_message_s_placeholders() -> None:
    """A comment's {name} is one of its message's placeholders: a comment left
    above the wrong message, or one whose message changed, would mislead."""
    wrong = []
    for m in _messages():
        named = set(re.findall(r"\{(\w+)\}", " ".join(m.auto_comments)))
        stray = named - _fields(m)
        if stray:
            wrong.append(f"{_where(m)}: {sorted(stray)}")
    assert not wrong, "comments naming placeholders their message lacks:\n" + "\n".join(wrong)
