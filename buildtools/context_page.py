"""`build.py context`: the catalog in context, a page per language that a translator
reads on a phone (issue 36 item 4, docs/i18n.md "Reading the catalog in context").

    dist/translate/index.html            the languages, with their counts
    dist/translate/<lang>.html           en (for reference), de, fr, es, pl
    dist/translate/glossary-<lang>.html  docs/glossary-<lang>.md, rendered
    dist/translate/translate.css         its styles (the site's CSP: no inline style)

Each language page shows, English beside the translation: every lesson step by
step as the learner sees it, every section of the rules reference, a few
finished tables scored (buildtools/context_tables.json), then every message of
the catalog once, the page's words grouped by screen and the others by the
module that says them, each with its context, its comments, its placeholders
and its places, a count's forms for a few counts.

The content is the rules core's own, rendered in English once and in each
language, and zipped into pairs; the words come from the .po through Babel;
Jinja escapes all of it (autoescape); markdown-it renders the glossaries with
raw HTML off.  All of that lives in .venv, so build_context() runs this module
there (``python -m buildtools.context_page DEST``); its top imports only the
standard library, as every module of buildtools/ does.
"""

from __future__ import annotations

import ast
import dataclasses
import functools
import gettext
import json
import os
import shutil
import sys
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from string import Formatter
from typing import Any

from buildtools.headers import meta_policy
from buildtools.page_words import english_of, key_uses
from buildtools.paths import DIST, ROOT, VENV_PYTHON, WEB
from buildtools.shell import run

OUT = "translate"
TEMPLATES = WEB / "templates" / "translate"
STYLES = "translate.css"
TABLES = ROOT / "buildtools" / "context_tables.json"
PACKAGE = ROOT / "pysrc" / "golden_sails"
LOCALE = PACKAGE / "locale"
DOCS = ROOT / "docs"
UI_WORDS = "pysrc/golden_sails/app/ui_words.py"
# The counts each plural message is shown for: Polish's three forms need 12 and 22 too
# (2-4, 5-21 and 22-24 take different forms; 12 is "many", 22 "few").
COUNTS = {"pl": (1, 2, 5, 12, 22)}
DEFAULT_COUNTS = (1, 2, 5)


def build_context(dest: Path = DIST / OUT, python: Path = VENV_PYTHON) -> None:
    """The pages into ``dest``, written by ``python`` (.venv's: Babel, Jinja, markdown-it)."""
    run(python, "-m", "buildtools.context_page", dest,
        env=dict(os.environ, PYTHONPATH=str(ROOT / "pysrc")))  # fmt: skip


# --- Two renderings zipped into pairs -------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Pair:
    """One text as the page shows it in English and in the language."""

    en: str
    tr: str


# Keys whose values are codes, never words: the same in every language, kept as they are.
CODES = frozenset({"kind", "id", "code"})


def pairs(english: Any, translated: Any, where: str = "content") -> Any:
    """The same structure rendered in two languages, each text a Pair: the game under
    the words is the same, so every list has as many items and every value that is
    not a word (a count, a flag, a code under CODES) is equal; a difference stops
    the build, naming where."""
    if isinstance(english, str) and where.rpartition(".")[2] not in CODES:
        if isinstance(translated, str):
            return Pair(english, translated)
    elif isinstance(english, dict):
        if isinstance(translated, dict) and english.keys() == translated.keys():
            return {k: pairs(v, translated[k], f"{where}.{k}") for k, v in english.items()}
    elif isinstance(english, list):
        if isinstance(translated, list) and len(english) == len(translated):
            both = zip(english, translated, strict=True)
            return [pairs(a, b, f"{where}[{i}]") for i, (a, b) in enumerate(both)]
    elif english == translated:
        return english
    raise SystemExit(f"build.py: the catalog in context: {where} differs between the "
                     "languages beyond its words")


# --- The content, in the current language ----------------------------------------------


def category_names() -> dict[str, str]:
    """{good type: its name as a category heading} ("spices": "Spices")."""
    from golden_sails.game.words import vocabulary

    return {code: names["many"] for code, names in vocabulary()["goods"].items()}


def new_lines(log: list[str], before: list[str]) -> list[str]:
    """The log's lines a step adds to the previous step's (all, if it is not a
    continuation of it)."""
    return log[len(before):] if log[: len(before)] == before else log


def step_words(answer: dict[str, Any], log_before: list[str]) -> dict[str, Any]:
    """What a lesson's step shows, in words: its text, the task, the move's button,
    the question, each other tap's answer, the score, the try-it, the log's news."""
    names = category_names()
    move = answer["moves"][0] if answer["moves"] else None
    score = answer.get("score")
    question = answer.get("question")
    return {
        "say": answer["say"],
        "more": answer["more"],
        "task": answer["task"],
        "move": {"label": move["label"], "short": move["short"]} if move else None,
        "question": {k: question[k] for k in ("ask", "hint", "why")} if question else None,
        "tries": [
            {"label": t["label"], "wrong": t["wrong"] or "",
             "reply": t["verdict"]["reply"] if "verdict" in t else "",
             "correct": bool(t.get("verdict", {}).get("correct"))}
            for t in answer.get("tries", [])
        ],
        "score": {
            "note": score["note"],
            "players": [
                {"name": p["name"], "total": p["total"],
                 "categories": [{"name": names[c["category"]], "vp": c["vp"], "lines": c["lines"]}
                                for c in p["categories"]]}
                for p in score["players"]
            ],
        } if score else None,
        "try_it": answer["try_it"]["text"] if "try_it" in answer else "",
        "log": new_lines(answer["words"]["log"], log_before),
    }


def lessons_now() -> list[dict[str, Any]]:
    """Every lesson, step by step, in the current language."""
    from golden_sails.teach.lessons import lesson_list
    from golden_sails.teach.scenes import scene_step

    out = []
    for lesson in lesson_list():
        steps: list[dict[str, Any]] = []
        log: list[str] = []
        for k in range(1, lesson["steps"] + 1):
            answer = scene_step(lesson["name"], k)
            steps.append({"n": k, **step_words(dict(answer), log)})
            log = answer["words"]["log"]
        out.append({"code": lesson["name"], "title": lesson["title"], "source": lesson["source"],
                    "summary": lesson["summary"], "steps": steps})  # fmt: skip
    return out


def reference_now() -> list[dict[str, Any]]:
    """The rules reference's sections, each block's words, in the current language."""
    from golden_sails.teach.reference import sections

    names = category_names()

    def words(block: dict[str, Any]) -> dict[str, Any]:
        match block["kind"]:
            case "text" | "reference":
                return {"kind": "text", "text": block["text"]}
            case "list" | "steps":
                return {"kind": block["kind"], "items": block["items"]}
            case "example":
                return {"kind": "example", "title": block["title"], "lines": block["lines"],
                        "holdings": [
                            {"name": h["name"],
                             "piles": [{"pile": names[p["pile"]], "cards": p["cards"]}
                                       for p in h["piles"]]}
                            for h in block["holdings"]]}  # fmt: skip
            case kind:
                raise SystemExit(f"build.py: the rules reference has a block {kind!r} the "
                                 "catalog in context does not show")  # fmt: skip

    return [{"id": s["id"], "title": s["title"], "blocks": [words(b) for b in s["blocks"]]}
            for s in sections()]  # fmt: skip


def sheets_now(tables: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each finished table scored as the command line's ``score`` does, in words."""
    from golden_sails import decide_all, score_table
    from golden_sails.app.scorepad import load_table

    names = category_names()
    out = []
    for entry in tables:
        table = load_table(json.dumps(entry["table"]).encode())
        sheet = score_table(table, decide_all(table))
        players = []
        for player in sheet.to_json()["players"]:
            choices: Any = player["choices"]
            scoring = choices["scoring"]
            players.append({
                "name": player["name"], "summary": choices["summary"], "why": choices["why"],
                "categories": [{"name": names[c], "vp": scoring[c]["vp"],
                                "lines": scoring[c]["lines"] + scoring[c].get("why", [])}
                               for c in ("spells", "gems", "spices", "animals", "weapons")],
            })  # fmt: skip
        out.append({"verdict": sheet.verdict(), "players": players})
    return out


def taps(tries: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """A step's other taps (paired), as the page answers them: a question's verdicts
    one by one; the refusals once each, with the buttons that get them."""
    refusals: dict[Pair, list[Pair]] = {}
    for tried in tries:
        if tried["wrong"].en:
            refusals.setdefault(tried["wrong"], []).append(tried["label"])
    return {
        "verdicts": [t for t in tries if t["reply"].en],
        "refusals": [{"why": why, "labels": labels} for why, labels in refusals.items()],
    }


def content_now(tables: list[dict[str, Any]]) -> dict[str, Any]:
    """The lessons, the reference and the sheets, in the current language."""
    return {"lessons": lessons_now(), "reference": reference_now(), "sheets": sheets_now(tables)}


def content_in(lang: str, tables: list[dict[str, Any]], english: dict[str, Any]) -> dict[str, Any]:
    """The content in ``lang`` beside ``english`` (content_now in English), as pairs;
    each lesson step's taps grouped, each sheet under its table's title."""
    from golden_sails.model.i18n import language

    with language(lang):
        both = pairs(english, content_now(tables))
    for lesson in both["lessons"]:
        for step in lesson["steps"]:
            step["taps"] = taps(step.pop("tries"))
    both["sheets"] = [{"title": table["title"], **sheet}
                      for table, sheet in zip(tables, both["sheets"], strict=True)]
    return dict(both)


# --- The catalog's messages ---------------------------------------------------------


def read_catalog(lang: str, locale: Path = LOCALE) -> Any:
    """The language's .po (English's: the .pot, every msgstr empty), by Babel."""
    from babel.messages.pofile import read_po

    from golden_sails.model.i18n import DOMAIN, SOURCE

    path = (locale / f"{DOMAIN}.pot" if lang == SOURCE
            else locale / lang / "LC_MESSAGES" / f"{DOMAIN}.po")  # fmt: skip
    with open(path, "rb") as f:
        return read_po(f, locale=lang)


def plural_rule(catalog: Any, lang: str) -> Callable[[int], int]:
    """The msgstr index for a count: the .po's own Plural-Forms, as gettext reads it."""
    from golden_sails.model.i18n import SOURCE

    return (lambda n: int(n != 1)) if lang == SOURCE else gettext.c2py(catalog.plural_expr)


def placeholders(message: Any) -> list[str]:
    """The English's named placeholders, in order ("{player}", "{n}")."""
    if "python-brace-format" not in message.flags:
        return []
    texts = message.id if isinstance(message.id, tuple) else (message.id,)
    names = [name for text in texts for _, name, _, _ in Formatter().parse(text) if name]
    return [f"{{{name}}}" for name in dict.fromkeys(names)]


def paragraphs(lines: Iterable[str]) -> list[str]:
    """A message's comments as paragraphs: Babel wraps each at 76 columns, and a new
    one starts with "Translators:" or "Page word"."""
    out: list[str] = []
    for line in lines:
        if out and not line.startswith(("Translators:", "Page word ")):
            out[-1] += " " + line
        else:
            out.append(line)
    return out


def message_entry(message: Any, index: int, lang: str,
                  rule: Callable[[int], int]) -> dict[str, Any]:
    """One message as the page shows it: its English and its translation (a count's:
    every form of each, and the form each of COUNTS takes), its context, comments,
    placeholders and places."""
    from golden_sails.model.i18n import SOURCE

    plural = isinstance(message.id, tuple)
    english = list(message.id) if plural else [message.id]
    forms = [str(s or "") for s in message.string] if plural else [message.string or ""]
    translated = english if lang == SOURCE else forms

    def form(n: int, texts: list[str], index: int) -> str:
        return texts[min(index, len(texts) - 1)].replace("{n}", str(n))

    return {
        "anchor": f"m{index}",
        "msgid": english[0],
        "context": message.context,
        "text": Pair(english[0], translated[0]) if not plural else None,
        "forms": (english, translated) if plural else None,  # every form of each
        "examples": [(n, Pair(form(n, english, int(n != 1)), form(n, translated, rule(n))))
                     for n in COUNTS.get(lang, DEFAULT_COUNTS)] if plural else [],
        "placeholders": placeholders(message),
        "comments": paragraphs(message.auto_comments),
        "notes": list(message.user_comments),
        "places": [f"{path}:{line}" for path, line in message.locations],
        "fuzzy": message.fuzzy,
        "translated": all(translated),
    }  # fmt: skip


@functools.cache
def module_about(path: str) -> str:
    """A module's docstring's first paragraph, as one line."""
    source = (ROOT / path).read_text(encoding="utf-8")
    doc = ast.get_docstring(ast.parse(source)) or ""
    return " ".join(doc.split("\n\n")[0].split())


@functools.cache
def page_word_uses() -> dict[str, list[Any]]:
    """Where the page shows each of its words (buildtools/page_words.py), read once."""
    from golden_sails.app.ui_words import WORDS

    return key_uses(WORDS)


def grouped(catalog: Any, lang: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Every message of the catalog once: the page's words by screen (their first key's
    prefix, with the files that show them), the others by the module that says them
    first (its docstring's opening)."""
    from golden_sails.app.ui_words import WORDS

    keys: dict[tuple[str | None, str], list[str]] = {}
    for key, value in WORDS.items():
        keys.setdefault(english_of(value), []).append(key)
    uses = page_word_uses()
    rule = plural_rule(catalog, lang)
    screens: dict[str, dict[str, Any]] = {}
    modules: dict[str, dict[str, Any]] = {}
    for index, message in enumerate((m for m in catalog if m.id), start=1):
        entry = message_entry(message, index, lang, rule)
        own = keys.get((message.context, entry["msgid"]))
        if own:
            prefix = own[0].split(".")[0]
            group = screens.setdefault(prefix, {"id": f"screen-{prefix}", "title": f"{prefix}.*",
                                                "files": Counter(), "messages": []})
            group["files"].update(use.path for key in own for use in uses[key])
        else:
            path = next((p for p, _ in message.locations if p != UI_WORDS), UI_WORDS)
            if path not in modules:
                short = path.removeprefix("pysrc/golden_sails/")
                modules[path] = {"id": "module-" + short.replace("/", "-")[:-3], "title": short,
                                 "about": module_about(path), "messages": []}  # fmt: skip
            group = modules[path]
        group["messages"].append(entry)
    for group in screens.values():
        group["about"] = "shown by " + ", ".join(
            f"{path} ({n})" for path, n in group.pop("files").most_common(4))
    return ([screens[k] for k in sorted(screens)], [modules[k] for k in sorted(modules)])


def counts(catalog: Any, lang: str) -> dict[str, int]:
    from golden_sails.model.i18n import SOURCE

    messages = [m for m in catalog if m.id]
    done = [m for m in messages
            if (all(m.string) if isinstance(m.string, tuple) else m.string)]  # fmt: skip
    return {"messages": len(messages),
            "translated": len(messages) if lang == SOURCE else len(done),
            "fuzzy": sum(1 for m in messages if m.fuzzy)}  # fmt: skip


# --- The pages ------------------------------------------------------------------------


def environment() -> Any:
    """Jinja over web/templates/translate/, autoescape on; every page carries the site's
    Content-Security-Policy in a <meta> too, as index.html does, for a host that
    ignores netlify.toml."""
    import jinja2

    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=True,
                             undefined=jinja2.StrictUndefined, trim_blocks=True,
                             lstrip_blocks=True)  # fmt: skip
    env.globals["csp"] = meta_policy()
    return env


def render_language(env: Any, lang: str, catalog: Any, content: dict[str, Any]) -> str:
    """One language's page from its catalog and its content (content_in)."""
    from golden_sails.model.i18n import AUTONYMS, LANGUAGES, SOURCE

    screens, modules = grouped(catalog, lang)
    return str(env.get_template("page.html").render(
        lang=lang, autonym=AUTONYMS[lang], source=lang == SOURCE, languages=LANGUAGES,
        autonyms=AUTONYMS, counts=counts(catalog, lang), screens=screens, modules=modules,
        glossary=None if lang == SOURCE else f"glossary-{lang}.html", **content))  # fmt: skip


def glossary_html(lang: str) -> str:
    """docs/glossary-<lang>.md as HTML: CommonMark and its tables, raw HTML escaped.
    Each table cell carries its column's heading (data-label), so a phone shows a
    row as a card of labelled lines (translate.css) instead of a table wider than
    the screen."""
    from markdown_it import MarkdownIt

    markdown = MarkdownIt("commonmark", {"html": False}).enable("table")
    tokens = markdown.parse((DOCS / f"glossary-{lang}.md").read_text(encoding="utf-8"))
    headings: list[str] = []
    column = 0
    for i, token in enumerate(tokens):
        if token.type == "thead_open":
            headings = []
        elif token.type == "th_open":
            headings.append(tokens[i + 1].content)
        elif token.type == "tr_open":
            column = 0
        elif token.type == "td_open":
            if column < len(headings):
                token.attrSet("data-label", headings[column])
            column += 1
    return str(markdown.renderer.render(tokens, markdown.options, {}))


def write_pages(dest: Path) -> list[Path]:
    """Every page into ``dest`` (made afresh), and its stylesheet."""
    from golden_sails.model.i18n import AUTONYMS, LANGUAGES, SOURCE, language

    env = environment()
    tables = json.loads(TABLES.read_text(encoding="utf-8"))["tables"]
    with language(SOURCE):
        english = content_now(tables)
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    written, summary = [], []
    for lang in LANGUAGES:
        catalog = read_catalog(lang)
        html = render_language(env, lang, catalog, content_in(lang, tables, english))
        written.append(dest / f"{lang}.html")
        written[-1].write_text(html, encoding="utf-8")
        summary.append({"lang": lang, "autonym": AUTONYMS[lang], **counts(catalog, lang)})
        if lang != SOURCE:
            written.append(dest / f"glossary-{lang}.html")
            written[-1].write_text(env.get_template("glossary.html").render(
                lang=lang, autonym=AUTONYMS[lang], body=glossary_html(lang)), encoding="utf-8")
    written.append(dest / "index.html")
    written[-1].write_text(env.get_template("index.html").render(languages=summary),
                           encoding="utf-8")  # fmt: skip
    shutil.copyfile(TEMPLATES / STYLES, dest / STYLES)
    return [*written, dest / STYLES]


def main(argv: list[str]) -> None:
    if len(argv) != 1:
        raise SystemExit("usage: python -m buildtools.context_page DEST")
    from buildtools.shell import say, shown

    written = write_pages(Path(argv[0]).resolve())
    size = sum(p.stat().st_size for p in written)
    say(f"the catalog in context: {len(written)} files, {size / 1e6:.1f} MB, in "
        f"{shown(written[0].parent)}/")  # fmt: skip


if __name__ == "__main__":
    main(sys.argv[1:])
