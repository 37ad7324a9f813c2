"""What a player sees broken on a phone's screen, found in the page (issue 32):
a word split inside itself, text outside its box, a top bar on two lines.

Each is a function of a Playwright page that answers the faults found on what
is drawn now (empty: none), short enough to read in a test's failure:

    split_words(page)   words broken across lines at any place but one of their
                        soft hyphens (the language's break points, js/words/fit.js)
                        or a hyphen of their own: "Unicor / n", "Seeschl / ange"
    outside_box(page)   text drawn past the edge of the box around it (the nearest
                        element with a border or a background): a label spilling
                        out of its Area, a word running into a button's border
    bar_lines(page)     the top bar's pieces on more than one line
"""

from __future__ import annotations

from typing import Any

_SPLIT_WORDS = r"""() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const allowed = new Set(['\u00ad', '-', '\u2010', '\u2011', '\u2013', '\u2014', '/']);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue; // words for screen readers only
    const text = node.textContent;
    for (const match of text.matchAll(/[\p{L}\p{N}\u00ad]{2,}/gu)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      const tops = new Set(rects.map((r) => Math.round(r.top)));
      if (tops.size < 2) continue;
      // Where the word leaves its first line: a break after a soft hyphen is the
      // language's own (it shows as a hyphen); any other is a split word.
      let last = null;
      for (let i = 0; i < match[0].length; i++) {
        const one = document.createRange();
        one.setStart(node, match.index + i);
        one.setEnd(node, match.index + i + 1);
        // A character just after a break may also answer the break's hyphen's box:
        // its own is the last.
        const r = [...one.getClientRects()].filter((x) => x.width > 0).pop();
        if (!r) continue;
        const top = Math.round(r.top);
        if (last !== null && top > last + 2 && !allowed.has(match[0][i - 1])) {
          out.push([el.tagName.toLowerCase() + '.' + el.className,
                    match[0].replace(/\u00ad/g, ''), match[0].slice(0, i).replace(/\u00ad/g, '')]);
          break;
        }
        last = top;
      }
    }
  }
  return out;
}"""

_OUTSIDE_BOX = r"""() => {
  const out = [];
  const boxed = (e) => {
    const s = getComputedStyle(e);
    const border = ['Top', 'Right', 'Bottom', 'Left'].some((side) =>
      parseFloat(s['border' + side + 'Width']) > 0 && s['border' + side + 'Style'] !== 'none');
    const bg = s.backgroundColor;
    const background = bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent';
    return border || background;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    const el = node.parentElement;
    if (!el || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const own = el.getBoundingClientRect();
    if (own.width <= 1 || own.height <= 1) continue; // words for screen readers only
    // An ellipsis cuts a name on purpose, its whole words in its title (cut text
    // is test_legible's to judge).
    if (el.closest('[title]') && getComputedStyle(el).textOverflow === 'ellipsis') continue;
    let box = el;
    while (box && box !== document.body && !boxed(box)) box = box.parentElement;
    if (!box || box === document.body) continue;
    const b = box.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      if (r.width === 0) continue;
      const past = Math.max(b.left - r.left, r.right - b.right, b.top - r.top, r.bottom - b.bottom);
      if (past > 1) {
        out.push([box.tagName.toLowerCase() + '.' + box.className,
                  node.textContent.trim().slice(0, 40), Math.round(past)]);
        break;
      }
    }
  }
  return out;
}"""

_BAR_LINES = r"""() => {
  const bar = document.querySelector('[data-topbar]');
  if (!bar || !bar.checkVisibility()) return 0;
  const tops = [...bar.children]
    .filter((c) => c.checkVisibility() && c.getBoundingClientRect().width > 1)
    .map((c) => { const r = c.getBoundingClientRect(); return r.top + r.height / 2; });
  if (!tops.length) return 0;
  return Math.max(...tops) - Math.min(...tops) > 8 ? 2 : 1;
}"""


def split_words(page: Any) -> list[Any]:
    found: list[Any] = page.evaluate(_SPLIT_WORDS)
    return found


def outside_box(page: Any) -> list[Any]:
    found: list[Any] = page.evaluate(_OUTSIDE_BOX)
    return found


def bar_lines(page: Any) -> int:
    lines: int = page.evaluate(_BAR_LINES)
    return lines


_TURN_IN_VIEW = r"""() => {
  const out = {};
  const below = (el) => el.getBoundingClientRect().bottom > innerHeight + 0.5;
  const moves = [...document.querySelectorAll('button[data-move]')].filter(below);
  if (moves.length) out.moves = moves.length;
  const since = document.querySelector('[data-since]');
  if (since && since.getBoundingClientRect().height > 1) {
    if (below(since)) out.since = Math.round(since.getBoundingClientRect().bottom);
    // Never a box of its own that scrolls or cuts: every line of it is drawn.
    const list = since.querySelector('.since-list');
    if (list && list.scrollHeight > list.clientHeight + 1) out.clipped = true;
  }
  const height = document.documentElement.scrollHeight;
  if (height > 1.5 * innerHeight) out.height = height;
  return out;
}"""


def turn_faults(page: Any) -> dict[str, Any]:
    """Issue 37 on a person's turn, the page scrolled to its top: the decision (every
    move's button) and everything since his last turn within the first screen, the
    list never clipped, the page at most one and a half screens tall."""
    page.evaluate("() => scrollTo(0, 0)")
    found: dict[str, Any] = page.evaluate(_TURN_IN_VIEW)
    return found
