"""No code tests or parses a translated string (issue 36, house rule): the page acts
on codes, places and data, never on words, which change with the language.

A mechanical approximation over web/static/js (the vendored code aside):
- an error's ``.message`` compared, or searched (``===``, ``startsWith``, ``includes``,
  ``match``, a regular expression's ``test``): a fault carries ``place`` and ``code``
  for that (docs/protocol.md);
- a regular expression literal holding words or a ``word:`` prefix (``/^step:/``,
  ``/not a seat/``): text parsed rather than a code read;
- a line that calls the words (``t(``, ``tn(``, ``goodOne(``, ``kindName(``, the
  rules core's ``cardWords``) and tests text with ``startsWith``/``endsWith``/
  ``includes``/``match``, unless the allow-list below says why it is no test of
  meaning."""

from __future__ import annotations

import re
from pathlib import Path

JS = Path(__file__).resolve().parent.parent / "web" / "static" / "js"

MESSAGE_TESTED = re.compile(
    r"\.message\s*(?:===|!==|==|!=)|(?:===|!==|==|!=)\s*\w+\.message\b"
    r"|\.message\s*\.\s*(?:startsWith|endsWith|includes|match|search|indexOf)\s*\("
    r"|\.test\(\s*[\w.]*\.message\b"
)
# A regular expression literal: after an operator, a bracket or a keyword, never a
# division (after a name or a closing bracket).
_CLASS = r"\[(?:\\.|[^\]\\])*\]"  # a character class, where "/" may stand
REGEX = re.compile(
    rf"(?:^|[=(,:!&|?;{{}}\[]|\breturn)\s*/((?:\\.|{_CLASS}|[^/\n\\*])(?:\\.|{_CLASS}|[^/\n\\])*)/"
)
WORDISH = re.compile(r"(?<![\\\w{])[A-Za-z]{2,}:|(?<![\\\w{])[A-Za-z]{2,} [A-Za-z]")
_WORDS = (  # a page word, a card's words, or a move's label (the core's words)
    r"(?:\b(?:t|tn|goodOne|goodMany|kindName)\([^;]*?\)|\bcardWords[\w.\[\]]*"
    r"|\b(?:label|named|short)\b)"
)
_TEST = r"\.(?:startsWith|endsWith|includes|match)\("
# A colon, semicolon, "!" or "?" glued after words in a template literal: the
# punctuation of a sentence, which a language sets its own way (French « Bob : »).
GLUED = re.compile(r"\$\{[^}]+\}[:;!?](?:\s|`)")
WORDS_TESTED = re.compile(  # the words tested, or the words the test looks for
    rf"{_WORDS}(?:\s*\.\w+\(\))*\s*{_TEST}|{_TEST}[^)]*{_WORDS}"
)

# (file, a piece of the line): why the line tests words and still is no parse of meaning.
ALLOWED = {
    # SDP's own grammar (RFC 8866 lines "a=fingerprint:", "a=candidate:"): a machine
    # protocol's text, never a translated one.
    ("peers/sdp.js", "/^a="),
}


def _sources() -> list[tuple[str, list[str]]]:
    out = []
    for path in sorted(JS.rglob("*.js")):
        rel = path.relative_to(JS).as_posix()
        if rel.startswith("vendor/"):
            continue
        out.append((rel, path.read_text(encoding="utf-8").splitlines()))
    return out


def _code(line: str) -> str:
    """The line without a trailing // comment (comments quote words freely)."""
    return re.split(r"(?<![:\\\"'`])//", line, maxsplit=1)[0]


def _allowed(rel: str, line: str) -> bool:
    return any(rel == f and piece in line for f, piece in ALLOWED)


def offences(rel: str, lines: list[str]) -> list[str]:
    out = []
    for n, raw in enumerate(lines, 1):
        line = _code(raw)
        if line.lstrip().startswith(("*", "/*")) or _allowed(rel, line):
            continue
        where = f"{rel}:{n}: {raw.strip()}"
        if MESSAGE_TESTED.search(line):
            out.append(f"{where} (an error's words tested: act on its code or place)")
        for found in REGEX.finditer(line):
            if WORDISH.search(found[1]):
                out.append(f"{where} (a regular expression reads words)")
        if WORDS_TESTED.search(line):
            out.append(f"{where} (translated words tested)")
        # The engine's and the peers' own faults are diagnostics for the log and the
        # tests, never shown: the page words a fault by its code (docs/protocol.md).
        if GLUED.search(line) and not rel.startswith(("engine/", "peers/")):
            out.append(f"{where} (punctuation glued by code: a message sets it)")
    return out


def test_no_page_code_tests_or_parses_a_translated_string() -> None:
    sources = _sources()
    assert len(sources) > 50
    found = [o for rel, lines in sources for o in offences(rel, lines)]
    assert found == []


def test_the_scan_catches_each_kind() -> None:
    bad = [
        'if (err.message === "the engine was stopped") stop();',
        "if (/^step:/.test(text)) go();",
        'const seat = answer.error.match(/not a seat/);',
        'const named = area.startsWith(goodOne(pile)) ? area : "";',
        "return err && err.message.startsWith(prefix);",
        'if (t("pad.total").toLowerCase().includes(x)) y();',
        "const hit = cardWords.areas[pile].startsWith(x);",
        "const aside = label.match(/^(.*?)\\s*\\(([^()]*)\\)\\s*$/);",
        "if (move.label.includes(seen)) return label;",
        'h("span", null, `${view.players[seat].name}:`);',
        "h(\"li\", null, `${o.name}: ${o.text}`);",
    ]
    assert [len(offences("x.js", [line])) > 0 for line in bad] == [True] * len(bad)
    good = [
        'if (err.code === "stopped") stop();',
        "const id = /^[A-Za-z0-9_-]{8,64}$/.test(text);",
        "const half = width / 2; const third = height / 3;",
        'if (["home", "setup"].includes(screenName())) clear();',
        'const s = t("x", { n }); // "a: b" in a comment',
        'if (!PHASES.includes(meta.phase)) return t("store.bad-phase");',
        'const ok = ["a"].includes(kind);',
        'state.edited.add(`${i}:${cat}`);',
    ]
    assert [offences("x.js", [line]) for line in good] == [[]] * len(good)
