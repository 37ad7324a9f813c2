"""The catalog in context (issue 36 item 4, buildtools/context_page.py): each language's
page holds every message of its catalog once, its English beside its translation,
every lesson's every step and every rules section in both languages, and shows the
catalogs' words as text (escaped).  The pages are read back as HTML, by structure."""

from __future__ import annotations

import gettext
import html.parser
import json
import random
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from babel.messages.catalog import Catalog

from buildtools import compress, context_page
from buildtools.context_page import (
    CODES,
    Pair,
    content_in,
    content_now,
    environment,
    glossary_html,
    pairs,
    read_catalog,
    render_language,
    write_pages,
)
from buildtools.headers import meta_policy
from buildtools.offline import precache_urls
from golden_sails import decide_all, score_table
from golden_sails.app.scorepad import load_table
from golden_sails.model.i18n import DOMAIN, LANGUAGES, LOCALE_DIR, SOURCE, language
from golden_sails.teach import reference
from golden_sails.teach.lessons import lesson_list
from golden_sails.teach.scenes import scene_step

TRANSLATED = tuple(lang for lang in LANGUAGES if lang != SOURCE)
VOID = {"meta", "link", "br", "wbr", "img", "input", "hr"}


class Node:
    """An element of a page read back: its tag, attributes and children."""

    def __init__(self, tag: str, attrs: dict[str, str | None], parent: Node | None) -> None:
        self.tag, self.attrs, self.parent = tag, attrs, parent
        self.children: list[Node | str] = []

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def classes(self) -> set[str]:
        return set((self.attrs.get("class") or "").split())

    def walk(self) -> Iterator[Node]:
        for child in self.children:
            if isinstance(child, Node):
                yield child
                yield from child.walk()

    def find(self, **attrs: str) -> list[Node]:
        """The elements below with these attribute values (class_: one of its classes)."""
        found = []
        for node in self.walk():
            wanted = dict(attrs)
            if "class_" in wanted and wanted.pop("class_") not in node.classes():
                continue
            if all(node.attrs.get(k.replace("_", "-")) == v for k, v in wanted.items()):
                found.append(node)
        return found

    def one(self, **attrs: str) -> Node:
        found = self.find(**attrs)
        assert len(found) == 1, (attrs, len(found))
        return found[0]

    def pair(self, part: str) -> tuple[str, str | None]:
        """The English and the translation of the text ``part`` (its first below)."""
        shown = self.find(data_part=part)[0]
        english = [c for c in shown.children if isinstance(c, Node) and "en" in c.classes()]
        other = [c for c in shown.children if isinstance(c, Node) and "tr" in c.classes()]
        return english[0].text(), other[0].text() if other else None


class Tree(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", {}, None)
        self.current = self.root

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, dict(attrs), self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_endtag(self, tag: str) -> None:
        node: Node | None = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data: str) -> None:
        self.current.children.append(data)


def read_page(text: str) -> Node:
    tree = Tree()
    tree.feed(text)
    return tree.root


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The pages as the build writes them."""
    dest = tmp_path_factory.mktemp("context") / "translate"
    write_pages(dest)
    return dest


@pytest.fixture(scope="module")
def pages(built: Path) -> dict[str, Node]:
    return {lang: read_page((built / f"{lang}.html").read_text(encoding="utf-8"))
            for lang in LANGUAGES}  # fmt: skip


def _key(message: Any) -> tuple[str | None, str]:
    return message.context, message.id[0] if isinstance(message.id, tuple) else message.id


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_page_holds_every_message_of_its_catalog_once(pages: dict[str, Node], lang: str) -> None:
    catalog = read_catalog(lang)
    expected = Counter(_key(m) for m in catalog if m.id)
    shown = Counter((node.attrs.get("data-msgctxt"), node.attrs["data-msgid"])
                    for node in pages[lang].find(class_="msg"))  # fmt: skip
    assert len(expected) > 1000 and set(expected.values()) == {1}
    assert shown == expected


def _translations(lang: str) -> gettext.GNUTranslations:
    with open(LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as f:
        return gettext.GNUTranslations(f)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_translation_sits_beside_its_english(pages: dict[str, Node], lang: str) -> None:
    """Messages picked by structure (with a context, plurals, a random sample), each
    found by its msgid: its English, then its .po's msgstr in the same text; a count's
    form for each n is the one gettext picks for n."""
    catalog = read_catalog(lang)
    messages = [m for m in catalog if m.id]
    singles = [m for m in messages if not isinstance(m.id, tuple)]
    plurals = [m for m in messages if isinstance(m.id, tuple)]
    with_context = [m for m in singles if m.context]
    picked = with_context[:5] + random.Random(36).sample(singles, 40)
    assert len(with_context) >= 5 and len(plurals) >= 5
    by_key = {(n.attrs.get("data-msgctxt"), n.attrs["data-msgid"]): n
              for n in pages[lang].find(class_="msg")}  # fmt: skip
    for message in picked:
        assert by_key[_key(message)].pair("text") == (message.id, message.string), message.id
    runtime = _translations(lang)
    for message in plurals[:8]:
        node = by_key[_key(message)]
        forms = [n for n in node.one(data_part="forms").walk() if "form" in n.classes()]
        assert [f.text() for f in forms] == [
            f"[{i}] {form}" for i, form in (*enumerate(message.id), *enumerate(message.string))]
        counts = node.find(data_part="count")
        assert len(counts) == (5 if lang == "pl" else 3)
        for row in (n for n in node.walk() if n.tag == "li" and n.find(data_part="count")):
            n = int(row.one(class_="n").text().removeprefix("n = "))
            translated = runtime.ngettext(message.id[0], message.id[1], n).replace("{n}", str(n))
            english = message.id[0 if n == 1 else 1].replace("{n}", str(n))
            assert row.pair("count") == (english, translated), (message.id, n)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_lessons_every_step_is_there_in_both_languages(
    pages: dict[str, Node], lang: str
) -> None:
    page = pages[lang]
    lessons = lesson_list()
    assert len(lessons) == 22
    for lesson in lessons:
        name = lesson["name"]
        with language(lang):
            title = next(x["title"] for x in lesson_list() if x["name"] == name)
        assert page.one(data_lesson=name).pair("title") == (lesson["title"], title)
        for k in range(1, lesson["steps"] + 1):
            english = scene_step(name, k)
            with language(lang):
                translated = scene_step(name, k)
            step = page.one(data_step=f"{name}/{k}")
            assert step.pair("say") == (english["say"], translated["say"]), (name, k)
            assert step.pair("task") == (english["task"], translated["task"]), (name, k)
            if english["moves"]:
                assert step.pair("move-label") == (english["moves"][0]["label"],
                                                   translated["moves"][0]["label"])
                assert step.pair("move-short") == (english["moves"][0]["short"],
                                                   translated["moves"][0]["short"])
            if english["more"]:
                assert step.pair("more") == (english["more"], translated["more"])
        assert not page.find(data_step=f"{name}/{lesson['steps'] + 1}")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_rules_section_is_there_in_both_languages(pages: dict[str, Node], lang: str) -> None:
    english = reference.sections()
    with language(lang):
        translated = reference.sections()
    assert len(english) == len(pages[lang].find(class_="ref")) > 10
    for ours, theirs in zip(english, translated, strict=True):
        section = pages[lang].one(data_section=ours["id"])
        assert section.pair("title") == (ours["title"], theirs["title"])
        texts = [b for b in ours["blocks"] if b["kind"] == "text"]
        if texts:
            assert section.pair("text")[0] == texts[0]["text"]


def test_the_english_page_shows_the_english_alone(pages: dict[str, Node]) -> None:
    step = pages[SOURCE].one(data_step="spices/2")
    assert step.pair("say") == (scene_step("spices", 2)["say"], None)


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_each_table_is_scored_in_both_languages(pages: dict[str, Node], lang: str) -> None:
    tables = json.loads(context_page.TABLES.read_text())["tables"]
    sheets = pages[lang].find(class_="sheet")
    assert len(sheets) == len(tables) >= 4
    for node, entry in zip(sheets, tables, strict=True):
        table = load_table(json.dumps(entry["table"]).encode())
        english = score_table(table, decide_all(table)).verdict()
        with language(lang):
            translated = score_table(table, decide_all(table)).verdict()
        assert node.pair("verdict") == (english, translated)
    # The tables word both ties of R18.
    said = [node.pair("verdict")[0] for node in sheets]
    assert any("lower Weapon score" in s for s in said)
    assert any("share the victory" in s for s in said)


def test_the_catalogs_words_are_escaped(tmp_path: Path) -> None:
    """A catalog entry with markup shows as text, in the page and in its attributes."""
    catalog: Catalog = read_catalog("de")
    catalog.add('<b>bold</b> & "q"', string="<b>fett</b> <script>x()</script>",
                context="<i>ctx</i>", locations=[("pysrc/golden_sails/app/news.py", 1)],
                auto_comments=["Translators: <img src=x>"])  # fmt: skip
    tables = json.loads(context_page.TABLES.read_text())["tables"][:1]
    with language(SOURCE):
        english = content_now(tables)
    text = render_language(environment(), "de", catalog, content_in("de", tables, english))
    page = read_page(text)
    assert not [n for n in page.walk() if n.tag in ("b", "i", "script", "img")]
    node = page.one(data_msgid='<b>bold</b> & "q"')
    assert node.attrs["data-msgctxt"] == "<i>ctx</i>"
    assert node.pair("text") == ('<b>bold</b> & "q"', "<b>fett</b> <script>x()</script>")
    assert "Translators: <img src=x>" in node.text()
    assert "&lt;b&gt;fett&lt;/b&gt;" in text


def test_the_header_counts_the_catalog() -> None:
    catalog: Catalog = read_catalog("fr")
    total = sum(1 for m in catalog if m.id)
    catalog.add("An extra message, empty", string="")
    catalog.add("An extra message, fuzzy", string="Un message", flags=["fuzzy"])
    assert context_page.counts(catalog, "fr") == {
        "messages": total + 2, "translated": total + 1, "fuzzy": 1}  # fmt: skip
    tables = json.loads(context_page.TABLES.read_text())["tables"][:1]
    with language(SOURCE):
        english = content_now(tables)
    page = read_page(render_language(environment(), "fr", catalog,
                                     content_in("fr", tables, english)))  # fmt: skip
    line = " ".join(page.one(class_="counts-line").text().split())
    assert line.startswith(f"{total + 2} messages: {total + 1} translated, 1 fuzzy, "
                           "1 not translated")  # fmt: skip
    empty = page.one(data_msgid="An extra message, empty")
    assert {"empty"} <= empty.classes() and "not translated" in empty.text()
    assert "fuzzy" in page.one(data_msgid="An extra message, fuzzy").classes()


def test_pairs_zip_the_words_and_refuse_another_game() -> None:
    english = {"say": "Take it", "n": 2, "kind": "text", "log": ["a", "b"]}
    german = {"say": "Nimm", "n": 2, "kind": "text", "log": ["x", "y"]}
    assert pairs(english, german) == {"say": Pair("Take it", "Nimm"), "n": 2, "kind": "text",
                                      "log": [Pair("a", "x"), Pair("b", "y")]}  # fmt: skip
    assert "kind" in CODES
    for other in ({**german, "n": 3}, {**german, "log": ["x"]}, {**german, "kind": "list"}):
        with pytest.raises(SystemExit, match="differs between the languages"):
            pairs(english, other)


def test_the_glossary_is_rendered_with_raw_html_escaped_and_cells_labelled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "glossary-xx.md").write_text(
        "# Glossary\n\n<script>alert(1)</script>\n\n| English | Xx |\n|---|---|\n| Gem | *gem* |\n")
    monkeypatch.setattr(context_page, "DOCS", tmp_path)
    page = read_page(glossary_html("xx"))
    assert not [n for n in page.walk() if n.tag == "script"]
    assert "<script>alert(1)</script>" in page.text()
    cells = [n for n in page.walk() if n.tag == "td"]
    assert [c.attrs.get("data-label") for c in cells] == ["English", "Xx"]
    assert [n.tag for n in cells[1].walk()] == ["em"]


def test_the_pages_are_neither_precached_nor_brotlied(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Translators' pages in the site: the app's service worker leaves them out (9 MB no
    player needs), and they get gzip's copy alone (brotli at quality 11: 6 s a page)."""
    monkeypatch.setattr(compress, "CACHED", tmp_path / "cache")
    site = tmp_path / "site"
    (site / "translate").mkdir(parents=True)
    for name in ("index.html", "translate/de.html"):
        (site / name).write_text("<p>Golden Sails</p>\n" * 300)
    compress.compress_site(site)
    assert (site / "index.html.br").exists() and (site / "index.html.gz").exists()
    assert (site / "translate/de.html.gz").exists()
    assert not (site / "translate/de.html.br").exists()
    assert precache_urls(site) == ["./"]


def test_the_build_writes_a_page_per_language_and_its_glossary(built: Path) -> None:
    names = sorted(p.name for p in built.iterdir())
    assert names == sorted(["index.html", "translate.css", *(f"{lang}.html" for lang in LANGUAGES),
                            *(f"glossary-{lang}.html" for lang in TRANSLATED)])  # fmt: skip
    index = read_page((built / "index.html").read_text())
    assert {n.attrs["href"] for n in index.find() if n.tag == "a"} >= {
        f"{lang}.html" for lang in LANGUAGES}  # fmt: skip
    for lang in TRANSLATED:
        glossary = (built / f"glossary-{lang}.html").read_text()
        assert "<table>" in glossary and f'href="{lang}.html"' in glossary
    # No inline style or script: the site's CSP forbids them, in a <meta> too.
    for path in built.glob("*.html"):
        text = path.read_text()
        assert "<script" not in text and "style=" not in text and "<style" not in text
        policy = [n.attrs["content"] for n in read_page(text).walk()
                  if n.attrs.get("http-equiv") == "Content-Security-Policy"]
        assert policy == [meta_policy()] and "style-src 'self'" in policy[0]
