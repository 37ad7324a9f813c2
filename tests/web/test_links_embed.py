"""Links into the page, the score pad and the embed, in real Chromium.

- "#/new?players=..&names=..&variant=..&ref=..&seed=.." opens the set-up form filled
  in; each bad parameter is named on screen ([data-link-error]) and left out.
- "#/score" is the score pad (data-screen="scorepad"); "#/score?t=<base64url JSON>"
  opens it on a table, which the page scores exactly as the rules core does.
- "?embed=1" is the score pad alone for an <iframe>: it posts its height to the parent
  and leaves this origin's storage alone.
"""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest
from playwright.sync_api import Page
from test_play_through import stored_save
from web_helpers import BLANK, table_text, wait_for_screen

from golden_sails.app import saves
from golden_sails.app.scorepad import load_table
from golden_sails.game.view import view
from golden_sails.scoring import score_table_json


def table_link(table: dict[str, Any]) -> str:
    text = json.dumps(table, separators=(",", ":"))
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def link_errors(page: Page) -> list[str]:
    return page.eval_on_selector_all("[data-link-error]", "els => els.map(e => e.textContent)")


def open_new(page: Page, base: str, query: str) -> None:
    """The form of a #/new link, once the rules core has checked the link: the form
    is drawn at once, filled in as the link reads, and says it is being checked
    ([data-link-checking]) until the engine answers."""
    page.goto(f"{base}#/new?{query}")
    wait_for_screen(page, ("setup",))
    page.wait_for_selector("[data-link-checking]", state="detached", timeout=90_000)


def form(page: Page) -> dict[str, Any]:
    return {
        "players": page.input_value("select[name=players]"),
        "variant": page.input_value("select[name=variant]"),
        "ref": page.input_value("select[name=animal-reference]"),
        "seed": page.input_value("input[name=seed]"),
        "names": [
            page.input_value(f"input[name=name-{i}]")
            for i in range(int(page.input_value("select[name=players]")))
        ],
    }


DEFAULT = {"players": "3", "variant": "standard", "ref": "random", "seed": ""}


def test_a_good_link_fills_the_form_and_the_seed_deals_the_same_game(
    page: Page, served: str
) -> None:
    open_new(page, served, "players=3&names=Ann,Ben,Cat&ref=V&seed=42&variant=open")
    assert link_errors(page) == []
    assert form(page) == {
        "players": "3",
        "variant": "open",
        "ref": "V",
        "seed": "42",
        "names": ["Ann", "Ben", "Cat"],
    }
    page.click("button[data-start]")
    wait_for_screen(page, ("handoff",))
    # A second table with the same link gets the same deal.
    other = page.context.new_page()
    open_new(other, served, "players=3&names=Ann,Ben,Cat&ref=V&seed=42&variant=open")
    other.click("button[data-start]")
    wait_for_screen(other, ("handoff",))
    a, b = stored_save(page), stored_save(other)
    assert a["seed"] == 42 and a["config"]["names"] == ["Ann", "Ben", "Cat"]
    assert a["config"]["animal_reference"] == "V" and a["config"]["variant"] == "open"
    first, second = saves.load(a), saves.load(b)
    assert view(first, None) == view(second, None)
    other.close()


@pytest.mark.parametrize(
    ("query", "error", "changed"),
    [
        ("players=5", "players=5: a game has 2, 3 or 4 players", {}),
        (
            "players=4&ref=VI",
            "ref=VI: no such Animal reference; they are I, II, III, IV, V, or random",
            {"players": "4"},
        ),
        ("seed=-1", "seed=-1: a seed is a whole number from 0 to", {}),
        ("seed=4.5&ref=II", "seed=4.5: a seed is a whole number from 0 to", {"ref": "II"}),
        ("seed=99999999999999999999", "seed=99999999999999999999: a seed is at most", {}),
        (
            "variant=wild",
            "variant=wild: no such variant; the variants are standard, open, secretive",
            {},
        ),
        ("players=2&names=Ann,Ben,Cat", "names: 3 names for 2 players", {"players": "2"}),
        ("names=Ann,,Cat", "names: name 2: empty; every player needs a name", {}),
        ("names=Ann,ann", "names: name 2: 'ann' is already the name of name 1", {}),
        (f"names=Ann,{'x' * 41}", "names: name 2: 41 characters; at most 40", {}),
        ("names=Ann,B%07b", "names: name 2: contains the control character", {}),
        (
            "seats=human,robot",
            "seats: seat 2 is 'robot'; each seat is one of human, easy, medium, hard, phone",
            {},
        ),
        (
            "color=red&variant=secretive",
            "color=red: a new-game link sets no such thing; it sets players, names, variant,",
            {"variant": "secretive"},
        ),
        ("players=3&players=4", "players: given twice; a link gives each setting once", {}),
    ],
)
def test_a_bad_parameter_is_named_and_left_out(
    page: Page, served: str, query: str, error: str, changed: dict[str, str]
) -> None:
    open_new(page, served, query)
    errors = link_errors(page)
    assert len(errors) == 1 and errors[0].startswith(error), errors
    got = form(page)
    del got["names"]
    assert got == {**DEFAULT, **changed}
    assert stored_save(page) is None  # nothing started


def rulebook_examples(page: Page) -> dict[str, str]:
    return dict(
        page.eval_on_selector_all(
            "a[data-example]", "as => as.map(a => [a.dataset.example, a.getAttribute('href')])"
        )
    )


def page_sheet(page: Page) -> list[dict[str, Any]]:
    return page.eval_on_selector_all(
        "[data-score-seat]",
        """rows => rows.map(r => ({
        total: Number(r.dataset.total), winner: r.dataset.winner === 'true',
        cats: Object.fromEntries([...r.querySelectorAll('[data-cat]')].map(
          c => [c.dataset.cat, Number(c.dataset.vp)]))}))""",
    )


def expected_sheet(text: str) -> list[dict[str, Any]]:
    sheet = score_table_json(load_table(text))
    return [
        {
            "total": r["total"],
            "winner": r["name"] in sheet["winners"],
            "cats": {c: r[c] for c in ("spells", "gems", "spices", "animals", "weapons", "total")},
        }
        for r in sheet["players"]
    ]


def wait_scored(page: Page) -> None:
    page.wait_for_function(
        "() => document.querySelector('[data-score-sheet][data-scored]')", timeout=30_000
    )


def test_the_score_pad_reproduces_the_score_command_on_the_rulebook_examples(
    page: Page, served: str
) -> None:
    page.goto(f"{served}#/score")
    assert wait_for_screen(page, ("scorepad",)) == "scorepad"
    examples = rulebook_examples(page)
    assert len(examples) >= 10
    for key, href in examples.items():
        page.evaluate(
            "() => { const s = document.querySelector('[data-score-sheet]');"
            " if (s) s.removeAttribute('data-scored'); }"
        )
        if not page.evaluate("() => document.querySelector('.pad-examples').open"):
            page.click(".pad-examples summary")
        page.click(f"a[data-example='{key}']")
        wait_scored(page)
        text = table_text(href.split("t=", 1)[1])
        assert page_sheet(page) == expected_sheet(text), key
        assert page.locator("[data-why-seat='0'] li").count() > 0


def test_the_score_pad_by_taps_matches_the_core(page: Page, served: str) -> None:
    page.goto(f"{served}#/score")
    wait_for_screen(page, ("scorepad",))
    andy = page.locator("[data-pad-seat='0']")
    for spice in ("anise", "mint", "pepper", "anise"):
        andy.locator(f"button[data-add-spice={spice}]").click()
    for gem in (1, 2, 4, 4, 8):
        andy.locator(f"button[data-add-gem='{gem}']").click()
    andy.locator("button[data-add-animal=unicorn]").click()
    # A Weapon in two taps: its kind, then its values (left-right).
    andy.locator("button[data-weapon-kind=katar]").click()
    andy.locator("button[data-add-weapon][data-weapon-left='2'][data-weapon-right='0']").click()
    # A Spell in two taps: its power, then the choice it needs (here, two Spices).
    andy.locator("button[data-spell-power=spice_pair]").click()
    andy.locator("button[data-spell-spice-a=anise][data-spell-spice-b=mint]").click()
    page.locator("[data-pad-seat='1'] button[data-add-gem='5']").click()
    page.click("button[data-score]")
    wait_scored(page)
    table = {
        "animal_reference": "IV",
        "first_player": 0,
        "players": [
            {
                "name": "Andy",
                "spices": ["anise", "mint", "pepper", "anise"],
                "gems": [1, 2, 4, 4, 8],
                "animals": ["unicorn"],
                "weapons": [{"kind": "katar", "left": 2, "right": 0}],
                "spells": [{"power": "spice_pair", "spices": ["mint", "anise"]}],
            },
            {"name": "Bob", "gems": [5]},
        ],
    }
    assert page_sheet(page) == expected_sheet(json.dumps(table))
    # The address now carries the table: opening it elsewhere gives the same sheet.
    href = page.evaluate("() => location.hash")
    other = page.context.new_page()
    other.goto(f"{served}{href}")
    wait_for_screen(other, ("scorepad",))
    wait_scored(other)
    assert page_sheet(other) == page_sheet(page)
    other.close()


def test_weapons_and_spells_are_added_in_one_or_two_taps(page: Page, served: str) -> None:
    """Card by card, each Weapon and Spell is one or two taps (review: a list and
    Add a card): the table the pad keeps (its link) holds exactly the cards tapped;
    at 360 px nothing spills sideways."""
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{served}#/score")
    wait_for_screen(page, ("scorepad",))
    bob = page.locator("[data-pad-seat='1']")
    bob.locator("button[data-weapon-kind=shuriken]").click()
    assert bob.locator("button[data-weapon-kind=shuriken]").get_attribute("aria-pressed") == "true"
    bob.locator("button[data-add-weapon='1-2']").click()
    bob.locator("button[data-add-weapon='0-0']").click()  # the kind stays: one tap
    bob.locator("button[data-spell-power=per_spell]").click()  # nothing to choose: one tap
    bob.locator("button[data-spell-power=per_animal]").click()
    bob.locator("button[data-spell-animal=phoenix]").click()
    bob.locator("button[data-spell-power=weapon_boost]").click()
    bob.locator("button[data-spell-weapon=katar]").click()
    bob.locator("button[data-spell-power=universal]").click()
    bob.locator("select[data-universal-gem]").select_option("7")
    bob.locator("button[data-add-spell=universal]").click()
    page.wait_for_function(
        "() => document.querySelectorAll(\"[data-pad-seat='1'] li[data-card]\").length === 6"
    )
    href = page.get_attribute("[data-table-link]", "href") or ""
    kept = json.loads(table_text(href.split("t=", 1)[1]))["players"][1]
    assert kept["weapons"] == [
        {"kind": "shuriken", "left": 1, "right": 2},
        {"kind": "shuriken", "left": 0, "right": 0},
    ]
    assert kept["spells"] == [
        {"power": "per_spell"},
        {"power": "per_animal", "animal": "phoenix"},
        {"power": "weapon_boost", "weapon": "katar"},
        {
            "power": "universal",
            "card": {
                "spice": "lotus",
                "gem": 7,
                "animal": "serpent",
                "weapon": {"kind": "katar", "left": 1, "right": 1},
            },
        },
    ]
    page.click("button[data-score]")
    wait_scored(page)
    assert page_sheet(page) == expected_sheet(table_text(href.split("t=", 1)[1]))
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
    assert page.page_errors == []


@pytest.mark.parametrize(
    ("code", "error"),
    [
        ("!!!", "t: the table in the link holds a character no table link has"),
        (
            table_link(
                {"animal_reference": "II", "players": [{"name": "A", "gems": [9]}, {"name": "B"}]}
            ),
            "t: players[0].gems[0]: 9 is not a gem class (1-8)",
        ),
        (base64.urlsafe_b64encode(b"{not json").decode().rstrip("="), "t: "),
    ],
)
def test_a_bad_table_link_is_named(page: Page, served: str, code: str, error: str) -> None:
    page.goto(f"{served}#/score?t={code}")
    wait_for_screen(page, ("scorepad",))
    errors = page.eval_on_selector_all("[data-score-error]", "els => els.map(e => e.textContent)")
    assert len(errors) == 1 and errors[0].startswith(error), errors
    assert page.locator("[data-score-seat]").count() == 0


_HOST = """(src) => new Promise(resolve => {
  const heights = [];
  window.addEventListener('message', e => {
    if (e.data && e.data.type === 'golden-sails:height') heights.push(e.data.height);
  });
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.width = String(window.__frameWidth);
  frame.height = '200';
  document.body.appendChild(frame);
  window.__heights = heights;
  resolve(true);
})"""


@pytest.mark.parametrize("width", [320, 800])
def test_the_embed_fits_the_frame_and_reports_its_height(
    page: Page, served: str, width: int
) -> None:
    code = table_link(
        {
            "animal_reference": "IV",
            "players": [
                {"name": "Andy", "weapons": [{"kind": "mambele", "left": 1, "right": 2}]},
                {"name": "Bob"},
                {"name": "Cathy"},
            ],
        }
    )
    page.goto(f"{served}{BLANK}")
    page.evaluate(f"() => {{ window.__frameWidth = {width}; }}")
    page.evaluate(_HOST, f"/index.html?embed=1#/score?t={code}")
    frame = page.frame_locator(f"iframe[src$='{code}']")
    frame.locator("[data-score-sheet][data-scored]").wait_for(timeout=90_000)
    page.wait_for_function(
        "() => window.__heights.length > 0 && window.__heights.at(-1) > 300", timeout=30_000
    )
    inner = next(f for f in page.frames if "embed=1" in f.url)
    assert inner.evaluate("() => document.documentElement.scrollWidth") <= width
    # The score table too: all its columns in view, no scroll inside it.
    wrap = "() => { const w = document.querySelector('.pad-table-wrap');"
    assert inner.evaluate(wrap + " return w.scrollWidth <= w.clientWidth; }")
    assert (
        inner.evaluate("() => document.querySelector('[data-screen]').dataset.screen") == "scorepad"
    )
    assert inner.locator("button[data-new-game]").count() == 0
    assert inner.evaluate("() => localStorage.length") == 0


def test_home_leads_to_the_score_pad(page: Page, served: str) -> None:
    page.goto(served)
    wait_for_screen(page, ("home",))
    page.click("a[data-open-scorepad]")
    assert wait_for_screen(page, ("scorepad",)) == "scorepad"


def test_an_embed_installs_no_service_worker(first_visit_page: Page, served: str) -> None:
    """An embed lives in a host page: it must not take over the site's caches."""
    page = first_visit_page
    page.goto(served + "?embed=1#/score")
    wait_for_screen(page, ("scorepad",))
    page.wait_for_timeout(500)
    registrations = "() => navigator.serviceWorker.getRegistrations().then(r => r.length)"
    assert page.evaluate(registrations) == 0
