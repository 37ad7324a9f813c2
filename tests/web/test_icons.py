"""The icon set (js/parts/icons.js and css/icons.css), built and drawn in real Chromium.

Every test imports the built module into a page of the built site, under the
site's CSP, with app.css and icons.css loaded, and checks what a player or a
screen reader would meet: a drawing on the 24x24 grid for every name, no two
icons that look alike, the Good types' colours from their custom properties
with enough contrast in both themes, icons hidden from screen readers unless
titled, and not one emoji on the page.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page
from web_helpers import BLANK, ROOT

ICONS_JS = ROOT / "web" / "static" / "js" / "parts" / "icons.js"

# The game's vocabulary (the rulebook's names), each Good type with the names
# drawn in its colour: the type itself, its Expert and its kinds.
GOOD_FAMILIES = {
    "spells": ["spells", "sorcerer"],
    "gems": ["gems", "jeweler", "gem-hidden"],
    "spices": ["spices", "cook", "anise", "mint", "pepper", "juniper", "lotus", "cloves"],
    "animals": ["animals", "hunter", "unicorn", "phoenix", "spider", "serpent"],
    "weapons": ["weapons", "armourer", "boomerang", "mambele", "shuriken", "katar"],
}
EXPERT_GOOD = {
    "jeweler": "gems",
    "cook": "spices",
    "hunter": "animals",
    "sorcerer": "spells",
    "armourer": "weapons",
}
INTERFACE = [
    "home", "undo", "export", "import", "delete", "play", "trophy", "first-player",
    "to-act", "announce", "warning", "retry", "score", "choices", "new-game",
    "protection", "check", "close", "star", "take", "computer", "hint", "share",
    "replay", "back", "forward", "rules", "learn", "log", "info", "menu", "settings",
    "chevron-down", "swap",
]  # fmt: skip

# Code points emoji fonts draw (and the symbols the app used as emoji): arrows,
# technical and geometric symbols, dingbats, the emoji planes, variation selector 16.
EMOJI = re.compile(
    "[\u2190-\u21ff\u2300-\u23ff\u25a0-\u25ff\u2600-\u27bf\u2b00-\u2bff\ufe0f\U0001f000-\U0001faff]"
)

# The backgrounds app.css paints, which icons are drawn on.
BACKGROUNDS = ["--bg", "--surface", "--surface-2", "--gold-bg", "--warn-bg", "--ok-bg"]

# Two icons drawn in black and white at 24 px must differ in at least this many
# of their 576 pixels: the shapes alone must tell them apart, without colour.
# (The closest pairs a player tells apart at a glance, the compass and the "i"
# in their circles, the back and forward arrows, differ in 35 and 48.)
MIN_DIFFERENT_PIXELS = 30

_LOAD = """async ({iconsUrl, styles}) => {
  for (const href of styles) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const loaded = new Promise((ok, fail) => { link.onload = ok; link.onerror = fail; });
    document.head.append(link);
    await loaded;
  }
  window.icons = await import(iconsUrl);
  return window.icons.ICON_NAMES;
}"""

# Each icon drawn into a canvas at `px` per 24 units, with `pad` units more on
# every side (to see what falls outside the grid), in black and white: every
# Good colour black, the details on them white, interface lines black, on a
# white ground. Its shape alone, as a string of 0/1 (dark pixels), row by row.
_SILHOUETTES = """async ({px, pad, goods}) => {
  const { icon, ICON_NAMES } = window.icons;
  const out = {};
  const side = Math.round(px * (24 + 2 * pad) / 24);
  for (const name of ICON_NAMES) {
    const svg = icon(name, { size: side });
    svg.setAttribute('viewBox', `${-pad} ${-pad} ${24 + 2 * pad} ${24 + 2 * pad}`);
    svg.style.color = '#000';
    for (const good of goods) svg.style.setProperty(`--good-${good}`, '#000');
    svg.style.setProperty('--icon-on-good', '#fff');
    const img = new Image(side, side);
    img.src = 'data:image/svg+xml;charset=utf-8,'
      + encodeURIComponent(new XMLSerializer().serializeToString(svg));
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = side;
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, side, side);
    ctx.drawImage(img, 0, 0, side, side);
    const data = ctx.getImageData(0, 0, side, side).data;
    let bits = '';
    for (let i = 0; i < data.length; i += 4) {
      bits += data[i] + data[i + 1] + data[i + 2] < 384 ? '1' : '0';
    }
    out[name] = bits;
  }
  return out;
}"""


@pytest.fixture
def icons_page(page: Page, served: str, site: Any) -> Iterator[Page]:
    """A page of the site with app.css, icons.css and the built icons.js (window.icons)."""
    response = page.goto(served + BLANK)
    assert response is not None and response.ok
    page.evaluate(
        _LOAD,
        {
            "iconsUrl": served + site.assets["js/parts/icons.js"],
            "styles": [served + site.assets[p] for p in ("css/app.css", "css/icons.css")],
        },
    )
    yield page
    assert page.page_errors == []
    assert page.console_errors == []


def silhouettes(page: Page, px: int, pad: int) -> dict[str, str]:
    """Every icon's shape in black and white (see _SILHOUETTES), by name."""
    shapes: dict[str, str] = page.evaluate(
        _SILHOUETTES, {"px": px, "pad": pad, "goods": list(GOOD_FAMILIES)}
    )
    return shapes


def names_of(page: Page) -> list[str]:
    names: list[str] = page.evaluate("() => [...window.icons.ICON_NAMES]")
    return names


def test_every_name_the_game_and_the_app_need_is_there_once(icons_page: Page) -> None:
    names = names_of(icons_page)
    needed = [n for family in GOOD_FAMILIES.values() for n in family] + INTERFACE
    assert sorted(set(names)) == sorted(names), "a name listed twice"
    assert [n for n in needed if n not in names] == []


def test_every_icon_is_an_svg_on_the_24_grid(icons_page: Page) -> None:
    found: list[dict[str, Any]] = icons_page.evaluate(
        """() => window.icons.ICON_NAMES.map((name) => {
          const svg = window.icons.icon(name);
          document.body.append(svg);
          const shapes = svg.querySelectorAll('path, circle, ellipse, rect, polygon, line');
          const rect = svg.getBoundingClientRect();
          return { name, tag: svg.tagName, ns: svg.namespaceURI,
                   viewBox: svg.getAttribute('viewBox'), shapes: shapes.length,
                   px: [rect.width, rect.height] };
        })"""
    )
    for got in found:
        name = got["name"]
        assert (got["tag"], got["ns"]) == ("svg", "http://www.w3.org/2000/svg"), name
        assert got["viewBox"] == "0 0 24 24", name
        assert got["shapes"] > 0, name
        assert got["px"][0] == got["px"][1] > 0, (name, got["px"])


def test_every_drawing_fills_the_grid_and_stays_inside_it(icons_page: Page) -> None:
    """Drawn at 2 px a unit with 4 units to spare on each side: the ink spans at
    least 14 of the 24 units one way (big enough to read) and none of it falls
    more than half a unit outside the grid (where it would be cut off or run
    into the next word)."""
    pad, scale = 4, 2
    shapes = silhouettes(icons_page, 24 * scale, pad)
    side = (24 + 2 * pad) * scale
    inside = range((pad * scale) - 1, side - pad * scale + 1)
    for name, bits in shapes.items():
        ink = [(i % side, i // side) for i, bit in enumerate(bits) if bit == "1"]
        assert ink, f"{name} draws nothing"
        xs, ys = [x for x, _ in ink], [y for _, y in ink]
        assert max(max(xs) - min(xs), max(ys) - min(ys)) + 1 >= 14 * scale, f"{name} is tiny"
        outside = [(x, y) for x, y in ink if x not in inside or y not in inside]
        assert outside == [], f"{name} draws outside its 24x24 grid"


def test_every_icon_paints_pixels_and_no_two_look_alike(icons_page: Page) -> None:
    """Rasterised at 24 px: each has ink, and every pair differs in shape, not just colour."""
    shapes = silhouettes(icons_page, 24, 0)
    for name, bits in shapes.items():
        assert bits.count("1") >= 24, f"{name} paints almost nothing at 24 px"
    names = sorted(shapes)
    closest = min(
        (sum(a != b for a, b in zip(shapes[m], shapes[n], strict=True)), m, n)
        for i, m in enumerate(names)
        for n in names[i + 1 :]
    )
    assert closest[0] >= MIN_DIFFERENT_PIXELS, f"{closest[1]} and {closest[2]} look alike"


def test_no_two_icons_have_the_same_drawing(icons_page: Page) -> None:
    drawings: dict[str, str] = icons_page.evaluate(
        """() => Object.fromEntries(window.icons.ICON_NAMES.map(
             (name) => [name, window.icons.icon(name).querySelector('g').outerHTML]))"""
    )
    by_drawing: dict[str, list[str]] = {}
    for name, drawing in drawings.items():
        by_drawing.setdefault(drawing, []).append(name)
    assert [names for names in by_drawing.values() if len(names) > 1] == []


def test_an_unknown_name_throws_an_error_naming_it(icons_page: Page) -> None:
    got = icons_page.evaluate(
        """() => {
          try { window.icons.icon('kraken'); return null; }
          catch (err) { return { isError: err instanceof Error, message: err.message }; }
        }"""
    )
    assert got is not None, "icon('kraken') drew something"
    assert got["isError"] and "kraken" in got["message"]


def test_icons_are_hidden_from_screen_readers_unless_titled(icons_page: Page) -> None:
    icons_page.evaluate(
        """() => {
          const { icon } = window.icons;
          const plain = document.createElement('p');
          plain.append(icon('gems'), ' Gems');
          const titled = document.createElement('p');
          titled.append(icon('jeweler', { title: 'Jeweler' }),
                        icon('first-player', { title: 'First player' }));
          document.body.append(plain, titled);
        }"""
    )
    plain = icons_page.locator("p").first.locator("svg")
    assert plain.get_attribute("aria-hidden") == "true"
    assert plain.get_attribute("role") is None
    assert plain.locator("title").count() == 0
    # The accessibility tree: exactly the two titled icons are images, by their titles.
    assert icons_page.get_by_role("img").count() == 2
    for title in ("Jeweler", "First player"):
        found = icons_page.get_by_role("img", name=title, exact=True)
        assert found.count() == 1
        assert found.get_attribute("aria-hidden") is None
        assert found.locator("title").text_content() == title


def test_the_page_and_the_module_hold_no_emoji(icons_page: Page) -> None:
    text: str = icons_page.evaluate(
        """() => {
          const { icon, ICON_NAMES } = window.icons;
          for (const name of ICON_NAMES) {
            const p = document.createElement('p');
            p.append(icon(name), icon(name, { title: name, size: 48 }), ` ${name}`);
            document.body.append(p);
          }
          return document.documentElement.outerHTML;
        }"""
    )
    assert EMOJI.findall(text) == []
    assert EMOJI.findall(ICONS_JS.read_text(encoding="utf-8")) == []


def test_each_good_type_colours_its_own_family_and_lines_follow_the_text(
    icons_page: Page,
) -> None:
    """Each type's custom property reaches its type, its Expert and its kinds; nothing
    else takes it; interface icons are drawn in the text's colour."""
    used: dict[str, list[str]] = icons_page.evaluate(
        """(goods) => {
          const { icon, ICON_NAMES } = window.icons;
          const box = document.createElement('div');
          goods.forEach((good, k) =>
            box.style.setProperty(`--good-${good}`, `rgb(${k + 1}, 2, 3)`));
          box.style.setProperty('--icon-on-good', 'rgb(250, 250, 250)');
          box.style.color = 'rgb(7, 8, 9)';
          document.body.append(box);
          const out = {};
          for (const name of ICON_NAMES) {
            const svg = icon(name);
            box.append(svg);
            const paints = new Set();
            for (const el of svg.querySelectorAll('path, circle, ellipse, rect')) {
              const style = getComputedStyle(el);
              for (const p of [style.fill, style.stroke]) if (p !== 'none') paints.add(p);
            }
            // The drawing's default fill, which any shape without its own takes.
            paints.add(`default ${getComputedStyle(svg.querySelector('g')).fill}`);
            out[name] = [...paints].sort();
          }
          return out;
        }""",
        list(GOOD_FAMILIES),
    )
    colour = {good: f"rgb({k + 1}, 2, 3)" for k, good in enumerate(GOOD_FAMILIES)}
    on, ink = "rgb(250, 250, 250)", "rgb(7, 8, 9)"
    family_of = {name: good for good, names in GOOD_FAMILIES.items() for name in names}
    for name, paints in used.items():
        good = family_of.get(name)
        if good is None:
            assert paints == ["default none", ink], name
        else:
            assert f"default {colour[good]}" in paints, name
            assert set(paints) - {f"default {colour[good]}"} <= {colour[good], on}, (name, paints)


def test_an_expert_carries_its_goods_symbol(icons_page: Page) -> None:
    found: dict[str, list[list[str]]] = icons_page.evaluate(
        """(pairs) => Object.fromEntries(Object.entries(pairs).map(([expert, good]) => {
          const ds = (name) => [...window.icons.icon(name).querySelectorAll('path')]
            .map((p) => p.getAttribute('d'));
          return [expert, [ds(expert), ds(good)]];
        }))""",
        EXPERT_GOOD,
    )
    for expert, (expert_paths, good_paths) in found.items():
        assert good_paths and set(good_paths) <= set(expert_paths), expert


@pytest.mark.parametrize(
    ("system", "chosen"),
    [("light", None), ("dark", None), ("light", "dark"), ("dark", "light"), ("dark", "dark")],
)
def test_good_colours_stand_out_against_every_background(
    icons_page: Page, system: str, chosen: str | None
) -> None:
    """WCAG's 3:1 for graphics, against every background app.css paints, in both
    themes, whether the system's colours or the player's choice (data-theme, the
    settings' "colours") make it: a dark choice on a light system once left the
    Weapons steel grey on navy."""
    icons_page.emulate_media(color_scheme=system)
    icons_page.evaluate(
        "(theme) => { if (theme) document.documentElement.dataset.theme = theme; }", chosen
    )
    values: dict[str, str] = icons_page.evaluate(
        """(names) => {
          const probe = document.createElement('i');
          document.body.append(probe);
          const out = {};
          for (const name of names) {
            probe.style.color = `var(${name})`;
            out[name] = getComputedStyle(probe).color;
          }
          probe.remove();
          return out;
        }""",
        [f"--good-{g}" for g in GOOD_FAMILIES] + BACKGROUNDS,
    )
    assert len(set(values[f"--good-{g}"] for g in GOOD_FAMILIES)) == len(GOOD_FAMILIES)
    # The backgrounds are the theme asked for (navy when dark, cream when light).
    dark = (chosen or system) == "dark"
    assert (contrast(values["--bg"], "rgb(0, 0, 0)") < 2) == dark, values["--bg"]
    low = [
        (good, bg, round(contrast(values[f"--good-{good}"], values[bg]), 2))
        for good in GOOD_FAMILIES
        for bg in BACKGROUNDS
        if contrast(values[f"--good-{good}"], values[bg]) < 3
    ]
    assert low == []


def test_icons_are_sized_by_the_text_or_by_size(icons_page: Page) -> None:
    sizes: list[list[float]] = icons_page.evaluate(
        """() => {
          const { icon } = window.icons;
          const p = document.createElement('p');
          p.style.fontSize = '20px';
          const a = icon('gems'), b = icon('home', { size: 16 }), c = icon('star', { size: '3em' });
          p.append(a, b, c);
          document.body.append(p);
          return [a, b, c].map((e) => {
            const r = e.getBoundingClientRect();
            return [r.width, r.height];
          });
        }"""
    )
    assert sizes == [[25, 25], [16, 16], [60, 60]]  # 1.25em of 20px, 16px, 3em of 20px


def contrast(a: str, b: str) -> float:
    """WCAG 2's contrast ratio of two computed colours ("rgb(r, g, b)")."""

    def luminance(colour: str) -> float:
        channels = [int(c) / 255 for c in re.findall(r"\d+", colour)[:3]]
        lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
