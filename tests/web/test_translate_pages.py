"""The catalog in context in Chromium (issue 36 item 4, buildtools/context_page.py), as
the site serves it under its CSP: on a 360x740 phone nothing is wider than the screen
and no text is below 12 px, every fold open; the English above its translation there,
beside it at 1024 px wide; the glossary's pages too."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from layout_checks import outside_box
from playwright.sync_api import Browser, Page
from test_legible import small_text

PHONE = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2,
         "is_mobile": True, "has_touch": True}  # fmt: skip
WIDE = {"viewport": {"width": 1024, "height": 800}}

# Where the English and the translation of the first texts of each kind are drawn:
# [part, English's box, the translation's box], for a sample of the page's texts.
_PAIRS = """() => {
  const out = [];
  const seen = new Map();
  for (const pair of document.querySelectorAll('.pair:not(.one)')) {
    const part = pair.dataset.part || '';
    if ((seen.get(part) || 0) >= 5) continue;
    seen.set(part, (seen.get(part) || 0) + 1);
    pair.scrollIntoView();
    const box = (el) => { const r = el.getBoundingClientRect();
                          return [r.left, r.top, r.right, r.bottom]; };
    const [en, tr] = [':scope > .en', ':scope > .tr'].map((s) => pair.querySelector(s));
    out.push([part, box(en), box(tr)]);
  }
  return out;
}"""
_OPEN_ALL = "() => document.querySelectorAll('details').forEach((d) => { d.open = true; })"
_WIDEST = "() => [document.documentElement.scrollWidth, innerWidth]"


@pytest.fixture
def open_page(browser: Browser, served: str) -> Iterator[Callable[..., Page]]:
    """open_page(path, **context options): the page, every fold open, its errors kept."""
    contexts: list[Any] = []

    def make(path: str, **options: Any) -> Page:
        context = browser.new_context(**options)
        contexts.append(context)
        page: Page = context.new_page()
        page.problems = []  # type: ignore[attr-defined]
        page.on("console", lambda m: page.problems.append(m.text) if m.type == "error" else None)  # type: ignore[attr-defined]
        page.on("pageerror", lambda e: page.problems.append(str(e)))  # type: ignore[attr-defined]
        page.goto(served + path)
        page.evaluate(_OPEN_ALL)
        return page

    yield make
    for context in contexts:
        context.close()


@pytest.mark.parametrize("lang", ["de", "pl", "en"])
def test_a_language_page_fits_a_phone_in_text_of_12_px_or_more(
    open_page: Callable[..., Page], lang: str
) -> None:
    page = open_page(f"translate/{lang}.html", **PHONE)
    assert page.evaluate("() => getComputedStyle(document.querySelector('.pair')).display") \
        == "grid"  # its stylesheet applies under the CSP  # fmt: skip
    width, screen = page.evaluate(_WIDEST)
    assert width <= screen, f"{width} px wide on a {screen} px screen"
    assert small_text(page) == []
    assert outside_box(page) == []
    assert page.problems == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_the_english_is_above_its_translation_on_a_phone_and_beside_it_wide(
    open_page: Callable[..., Page], lang: str
) -> None:
    phone = open_page(f"translate/{lang}.html", **PHONE).evaluate(_PAIRS)
    wide = open_page(f"translate/{lang}.html", **WIDE).evaluate(_PAIRS)
    parts = {part for part, _, _ in wide}
    assert {"say", "task", "move-label", "text", "count", "verdict", "title"} <= parts
    for part, en, tr in phone:
        assert en[3] <= tr[1] + 0.5 and abs(en[0] - tr[0]) < 1, (part, en, tr)  # above
    for part, en, tr in wide:
        assert en[2] <= tr[0] and abs(en[1] - tr[1]) < 1, (part, en, tr)  # beside, aligned
        assert tr[2] - tr[0] > 300, (part, tr)  # half the page each, not a sliver


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_a_glossary_page_fits_a_phone(open_page: Callable[..., Page], lang: str) -> None:
    page = open_page(f"translate/glossary-{lang}.html", **PHONE)
    width, screen = page.evaluate(_WIDEST)
    assert width <= screen, f"{width} px wide on a {screen} px screen"
    assert page.evaluate("() => document.querySelectorAll('td[data-label]').length") > 50
    assert small_text(page) == []
    assert page.problems == []  # type: ignore[attr-defined]


def test_the_index_links_every_language(open_page: Callable[..., Page]) -> None:
    page = open_page("translate/index.html", **PHONE)
    links = page.evaluate("() => [...document.querySelectorAll('a')].map((a) => a.href)")
    links = [link.rsplit("/", 1)[1] for link in links]
    assert {"en.html", "de.html", "fr.html", "es.html", "pl.html"} <= set(links)
    assert page.problems == []  # type: ignore[attr-defined]
