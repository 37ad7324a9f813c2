"""Photograph the icon set (js/parts/icons.js) into docs/screenshots/icons.png.

    .venv/bin/python docs/screenshots/icons.py [--scale 2] [--out PATH] [--only NAME,...]

Builds the site as `python3 build.py` does, opens a page of it in Chromium
under the site's CSP, imports the built icons.js and draws every icon at
16, 24 and 48 px (--sizes) with its name, on the app's own background (app.css and
icons.css loaded), once in the light theme and once in the dark one; the two
pictures are then put one above the other in a single PNG. Nothing is
staged: the icons are the built module's, in the colours the themes give.
"""

from __future__ import annotations

import argparse
import base64
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "web")]  # buildtools, web_helpers

from web_helpers import BLANK, BLANK_HTML, RunningServer  # noqa: E402

from buildtools.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from buildtools.paths import WEB  # noqa: E402
from buildtools.site import build_site  # noqa: E402

# The gallery, built in the page with the module's own icon(); groups by the
# catalogue's order, so a new icon shows up without touching this script.
GALLERY = """async ({iconsUrl, styles, only, theme, sizes, columns}) => {
  for (const href of styles) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const loaded = new Promise((ok) => { link.onload = ok; link.onerror = ok; });
    document.head.append(link);
    await loaded;
  }
  const { icon, ICON_NAMES } = await import(iconsUrl);
  const groups = [
    ['Goods', ['spells', 'gems', 'spices', 'animals', 'weapons']],
    ['Experts', ['sorcerer', 'jeweler', 'cook', 'hunter', 'armourer']],
    ['Weapons', ['boomerang', 'mambele', 'shuriken', 'katar']],
    ['Animals', ['unicorn', 'phoenix', 'spider', 'serpent']],
    ['Spices', ['anise', 'mint', 'pepper', 'juniper', 'lotus', 'cloves', 'gem-hidden']],
  ];
  const placed = new Set(groups.flatMap(([, names]) => names));
  groups.push(['Interface', ICON_NAMES.filter((n) => !placed.has(n))]);
  const el = (tag, cls, ...kids) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    e.append(...kids);
    return e;
  };
  const WIDTH = document.documentElement.clientWidth;
  const css = new CSSStyleSheet();
  css.replaceSync(`
    body { margin: 0; padding: 12px 16px; width: ${WIDTH - 32}px; }
    h1 { font-size: 18px; margin: 0 0 4px; }
    h2 { font-size: 14px; margin: 10px 0 4px; color: var(--muted); }
    .grid { display: grid; grid-template-columns: repeat(${columns}, 1fr); gap: 6px; }
    .cell { display: flex; align-items: center; gap: 8px; padding: 4px 6px;
            border: 1px solid var(--line); border-radius: 8px; background: var(--surface); }
    .cell .name { font-size: 13px; font-family: ui-monospace, monospace; }
    .inline { margin: 8px 0 0; font-size: 16px; }
    .inline span { margin-right: 14px; white-space: nowrap; }
  `);
  document.adoptedStyleSheets = [css];
  document.body.replaceChildren(el('h1', null, `Golden Sails icons: ${theme} theme`));
  for (const [title, names] of groups) {
    const shown = only.length ? names.filter((n) => only.includes(n)) : names;
    if (!shown.length) continue;
    document.body.append(el('h2', null, title), el('div', 'grid', ...shown.map((name) =>
      el('div', 'cell', ...sizes.map((size) => icon(name, { size })), el('span', 'name', name)))));
  }
  // As the app would show them: beside words, sized by the text.
  document.body.append(el('h2', null, 'Beside words (16px text)'), el('p', 'inline',
    ...['gems', 'spices', 'jeweler', 'cook', 'unicorn', 'katar', 'first-player', 'to-act', 'home']
      .map((n) => el('span', null, icon(n), ` ${n}`))));
  return document.body.getBoundingClientRect().height;
}"""


def photograph(browser: Any, base: str, site: Any, theme: str, args: argparse.Namespace) -> bytes:
    # A short viewport: the full-page picture is then as tall as the gallery.
    page = browser.new_page(
        device_scale_factor=args.scale,
        color_scheme=theme,
        viewport={"width": args.width, "height": 100},
    )
    page.goto(base + BLANK)
    page.evaluate(
        GALLERY,
        {
            "iconsUrl": base + site.assets["js/parts/icons.js"],
            "styles": [base + site.assets["css/app.css"], base + site.assets["css/icons.css"]],
            "only": [n for n in args.only.split(",") if n],
            "theme": theme,
            "sizes": [int(n) for n in args.sizes.split(",")],
            "columns": args.columns,
        },
    )
    shot: bytes = page.screenshot(full_page=True)
    page.close()
    return shot


def stacked(browser: Any, pictures: list[bytes], args: argparse.Namespace) -> bytes:
    """The pictures one above the other, as one PNG (drawn by Chromium: no imaging library)."""
    page = browser.new_page(
        device_scale_factor=args.scale, viewport={"width": args.width, "height": 100}
    )
    imgs = "".join(
        f'<img style="display:block;width:{args.width}px" '
        f'src="data:image/png;base64,{base64.b64encode(p).decode()}">'
        for p in pictures
    )
    page.set_content(f'<body style="margin:0">{imgs}</body>')
    shot: bytes = page.screenshot(full_page=True)
    page.close()
    return shot


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=int, default=1, help="device pixels per CSS pixel")
    parser.add_argument("--out", type=Path, default=HERE / "icons.png")
    parser.add_argument("--only", default="", help="comma-separated icon names")
    parser.add_argument("--sizes", default="16,24,48", help="comma-separated sizes in px")
    parser.add_argument("--columns", type=int, default=5)
    parser.add_argument("--width", type=int, default=1012, help="the page's width in CSS px")
    parser.add_argument("--themes", default="light,dark")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as name:
        site = build_site(Path(name) / "dist", WEB)
        served = RunningServer(site.root, None, {f"/{BLANK}": BLANK_HTML})
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS)
            )
            pictures = [
                photograph(browser, served.url, site, t, args) for t in args.themes.split(",")
            ]
            args.out.write_bytes(stacked(browser, pictures, args))
            browser.close()
        served.stop()
    print(args.out)


if __name__ == "__main__":
    main()
