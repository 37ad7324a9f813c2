"""Home and the set-up as a returning player meets them (review ux-second-walk,
"Smaller issues" and item 11's looks), in real Chromium:

- the name a player last typed for himself, on home or in the set-up's first
  seat, is offered again in both, checked when read back;
- the set-up's first seat is "you", its other seats people (the contract's
  default), a link's names win over the remembered one;
- home's links are drawn in the theme, light and dark, never the browser's
  blue, with a visible focus ring.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page
from test_icons import contrast
from test_play_through import stored_save
from web_helpers import wait_for_screen

SETTINGS = "golden-sails:settings"  # web/static/js/device/settings.js


def open_home(page: Page, base: str) -> None:
    page.goto(base)
    wait_for_screen(page, ("home",))


def open_setup(page: Page, base: str, query: str = "") -> None:
    page.goto(f"{base}#/new{'?' + query if query else ''}")
    wait_for_screen(page, ("setup",))
    page.wait_for_selector("[data-link-checking]", state="detached", timeout=90_000)


def stored_settings(page: Page) -> dict[str, object]:
    found: dict[str, object] = json.loads(
        page.evaluate(f"() => localStorage.getItem('{SETTINGS}') || '{{}}'")
    )
    return found


def test_the_name_typed_on_home_or_in_the_set_up_is_offered_again(page: Page, served: str) -> None:
    open_home(page, served)
    assert page.input_value("#your-name") == ""
    page.fill("#your-name", "  Marta ")
    page.click("button[data-play-computers]")
    wait_for_screen(page, ("play", "bot"))
    save = stored_save(page)
    assert save is not None and save["config"]["names"][0] == "Marta"
    # The set-up's first seat is the one filling it in: his name, as he typed it.
    open_setup(page, served)
    assert page.input_value("input[name=name-0]") == "Marta"
    assert page.input_value("input[name=name-1]") == ""
    # Typed there, it is the one home offers next.
    page.select_option("select[name=players]", "2")
    page.fill("input[name=name-0]", "Zofia")
    page.fill("input[name=name-1]", "Jan")
    page.click("button[data-start]")
    wait_for_screen(page, ("handoff", "play"))
    assert stored_settings(page)["playerName"] == "Zofia"
    open_home(page, served)
    assert page.input_value("#your-name") == "Zofia"
    # A link that names the players is not overruled by the remembered name.
    open_setup(page, served, "players=2&names=Ann,Ben")
    assert page.input_value("input[name=name-0]") == "Ann"
    # Nor is a first seat the link gives to a computer given the player's name.
    open_setup(page, served, "players=2&seats=easy,human")
    assert page.input_value("input[name=name-0]") == ""


@pytest.mark.parametrize(
    "kept",
    ["A\u0007B", "x" * 41, 42, ["Marta"], "   ", "Ann\u202eX"],
    ids=["control", "too-long", "number", "list", "blank", "bidi"],
)
def test_a_kept_name_that_is_no_name_is_not_offered(page: Page, served: str, kept: object) -> None:
    open_home(page, served)
    page.evaluate(
        "([key, name]) => localStorage.setItem(key, JSON.stringify({ playerName: name }))",
        [SETTINGS, kept],
    )
    open_home(page, served)
    page.reload()
    wait_for_screen(page, ("home",))
    assert page.input_value("#your-name") == ""
    open_setup(page, served)
    assert page.input_value("input[name=name-0]") == ""


def test_the_first_seat_is_you_and_the_others_people_by_default(page: Page, served: str) -> None:
    open_setup(page, served)
    assert page.input_value("select[name=players]") == "3"
    label = page.inner_text("label[for=name-0]")
    assert re.search(r"\byou\b", label), label
    assert page.get_attribute("input[name=name-0]", "placeholder") == "Your name"
    assert [page.input_value(f"select[name=seat-{i}]") for i in range(3)] == ["human"] * 3


_LINKS = """() => [...document.querySelectorAll('.home-links a')].map(a => {
  const s = getComputedStyle(a);
  return { color: s.color, line: s.textDecorationLine, border: parseFloat(s.borderTopWidth),
           bg: s.backgroundColor, height: a.getBoundingClientRect().height };
})"""

_BROWSER_BLUE = ("rgb(0, 0, 238)", "rgb(85, 26, 139)")  # a link's default, and visited


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_homes_links_are_drawn_in_the_theme_with_a_visible_focus(
    page: Page, served: str, theme: str
) -> None:
    open_home(page, served)
    page.evaluate(
        "([key, theme]) => localStorage.setItem(key, JSON.stringify({ theme }))",
        [SETTINGS, theme],
    )
    page.reload()
    wait_for_screen(page, ("home",))
    links = page.evaluate(_LINKS)
    assert len(links) == 5
    for link in links:
        assert link["color"] not in _BROWSER_BLUE
        assert link["line"] == "none" and link["border"] >= 1 and link["height"] >= 44
        assert contrast(link["color"], link["bg"]) >= 4.5, link
    # The keyboard's focus on a link is a ring of the theme's focus colour.
    page.focus(".home-links a")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    ring = page.evaluate(
        """() => { const s = getComputedStyle(document.activeElement);
                   return [document.activeElement.matches('.home-links a'), s.outlineStyle,
                           parseFloat(s.outlineWidth), s.outlineColor]; }"""
    )
    assert ring[0] and ring[1] == "solid" and ring[2] >= 2, ring
    page_bg = page.evaluate("() => getComputedStyle(document.body).backgroundColor")
    assert contrast(ring[3], page_bg) >= 3
    # A link elsewhere (the lessons' list) takes the theme's accent, not the browser's.
    page.click("a[data-open-learn]")
    wait_for_screen(page, ("learn",))
    colours = page.eval_on_selector_all("main a", "as => as.map(a => getComputedStyle(a).color)")
    assert colours and not set(colours) & set(_BROWSER_BLUE)
