"""The score pad's quick mode: each player's five categories typed, added and ranked
by the rules core (R18), every bad field named; Score always in view at 360x740."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page
from web_helpers import wait_for_screen

from golden_sails.app.scorepad import load_table
from golden_sails.scoring import decide_all, score_table
from golden_sails.teach.examples import EXAMPLES

CATS = ("spells", "gems", "spices", "animals", "weapons")

_IN_VIEW = """s => { const r = document.querySelector(s).getBoundingClientRect();
  return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0; }"""


def open_quick(page: Page, served: str, players: int) -> None:
    page.goto(served + "#/score")
    wait_for_screen(page, ("scorepad",))
    page.select_option("select[name=pad-players]", str(players))
    page.click("button[data-scorepad-mode='quick']")
    assert page.get_attribute("button[data-scorepad-mode='quick']", "aria-pressed") == "true"


def field(seat: int, cat: str) -> str:
    return f"input[data-quick-seat='{seat}'][data-cat='{cat}']"


def type_row(page: Page, seat: int, figures: dict[str, Any]) -> None:
    for cat, value in figures.items():
        page.fill(field(seat, cat), str(value))


def scored_rows(page: Page) -> list[dict[str, Any]]:
    page.click("button[data-score]")
    page.wait_for_selector("[data-score-sheet][data-scored] [data-score-seat]")
    return page.eval_on_selector_all(
        "[data-score-seat]",
        "rs => rs.map(r => ({total: Number(r.dataset.total), winner: r.dataset.winner,"
        " cats: Object.fromEntries([...r.querySelectorAll('td[data-cat]')]"
        ".map(td => [td.dataset.cat, Number(td.dataset.vp)]))}))",
    )


def test_the_rulebooks_weapon_example_typed_in_scores_as_the_exact_sheet(
    page: Page, served: str
) -> None:
    example = next(e for e in EXAMPLES if e.key == "weapons")
    table = load_table(json.dumps(example.table))
    exact = score_table(table, decide_all(table))
    open_quick(page, served, len(exact.players))
    for seat, p in enumerate(exact.players):
        page.fill(field(seat, "name"), p.name)
        type_row(page, seat, {c: getattr(p, c) for c in CATS})
    rows = scored_rows(page)
    # The rulebook's figures (Andy +9, Bob -4, Cathy -5) as typed, and the sums.
    for seat, category, vp in example.checks:
        assert rows[seat]["cats"][category] == vp
    assert [r["total"] for r in rows] == [p.total for p in exact.players]
    assert [r["winner"] == "true" for r in rows] == [p.name in exact.winners for p in exact.players]
    assert page.inner_text("[data-winners]") == exact.verdict()
    assert page.page_errors == []


def test_a_tie_asks_for_the_weapon_cards_it_needs_then_breaks_by_them_r18(
    page: Page, served: str
) -> None:
    open_quick(page, served, 3)
    type_row(page, 0, {"spells": 10, "gems": 9, "spices": 8, "weapons": -2})
    type_row(page, 1, {"gems": 27, "weapons": "-2"})
    type_row(page, 2, {"gems": 16, "weapons": 4})  # R17: the Weapons add up to 0
    rows = scored_rows(page)
    assert [r["total"] for r in rows] == [25, 25, 20]
    assert [r["winner"] for r in rows] == ["false", "false", "false"]
    verdict = page.inner_text("[data-winners]")
    assert "Enter the Weapon cards of Andy and Bob" in verdict
    assert page.locator("input.needed[data-cat='weapon-cards']").count() == 2
    type_row(page, 0, {"weapon-cards": 3})
    type_row(page, 1, {"weapon-cards": 2})
    rows = scored_rows(page)
    assert [r["winner"] for r in rows] == ["false", "true", "false"]
    assert "fewer Weapon cards" in page.inner_text("[data-winners]")


def test_bad_figures_are_named_by_field_and_nothing_is_scored(page: Page, served: str) -> None:
    open_quick(page, served, 2)
    type_row(page, 0, {"gems": "-3", "spices": "seven", "weapon-cards": "40"})
    type_row(page, 1, {"spices": 8})
    page.click("button[data-score]")
    page.wait_for_selector("[data-quick-error]")
    errors = page.eval_on_selector_all("[data-quick-error]", "es => es.map(e => e.textContent)")
    assert errors[0].startswith("Andy's Gems: -3 VP")
    assert errors[1] == "Andy's Spices: 'seven' is not a whole number"
    assert errors[2].startswith("Andy's Weapon cards: 40")
    assert len(errors) == 3
    invalid = page.eval_on_selector_all(
        "input[aria-invalid='true']", "is => is.map(i => i.dataset.cat)"
    )
    assert invalid == ["gems", "spices", "weapon-cards"]
    assert page.locator("[data-score-seat]").count() == 0
    # Mended, the table scores.
    type_row(page, 0, {"gems": 3, "spices": 2, "weapon-cards": 1})
    assert [r["total"] for r in scored_rows(page)] == [5, 8]
    assert page.locator("input[aria-invalid='true']").count() == 0


def test_weapon_scores_that_do_not_add_up_to_0_are_refused_and_marked_r17(
    page: Page, served: str
) -> None:
    """The review's table (-2, -2, +2) cannot come from a real game: what one
    player steals another loses (R17).  Refused, the three Weapons fields marked
    and pointing at the one line that says why; mended, it scores."""
    open_quick(page, served, 3)
    type_row(page, 0, {"spells": 8, "weapons": -2})
    type_row(page, 1, {"gems": 9, "weapons": "\u22122"})
    type_row(page, 2, {"spices": 8, "weapons": "+2"})
    page.click("button[data-score]")
    page.wait_for_selector("[data-quick-error]")
    errors = page.eval_on_selector_all("[data-quick-error]", "es => es.map(e => e.textContent)")
    assert errors == [
        "Weapons: Andy \u22122, Bob \u22122, Cathy +2 add up to \u22122 VP; "
        "they always add up to 0, since every VP one player steals, a neighbour loses"
    ]
    marked = page.eval_on_selector_all(
        "input[aria-invalid='true']",
        "is => is.map(i => [i.dataset.cat, i.dataset.quickSeat,"
        " document.getElementById(i.getAttribute('aria-describedby'))?.textContent])",
    )
    assert marked == [["weapons", str(seat), errors[0]] for seat in range(3)]
    assert page.locator("[data-score-seat]").count() == 0
    type_row(page, 2, {"weapons": 4})
    assert [r["total"] for r in scored_rows(page)] == [6, 7, 12]
    assert page.locator("input[aria-invalid='true']").count() == 0


def test_score_stays_in_view_and_the_exact_mode_is_as_before(page: Page, served: str) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    open_quick(page, served, 4)
    for y in (0, 400, 900):
        page.evaluate(f"() => window.scrollTo(0, {y})")
        assert page.evaluate(_IN_VIEW, "button[data-score]"), y
    page.click("button[data-scorepad-mode='exact']")
    assert page.locator("[data-quick-pad]").is_hidden()
    page.click("[data-pad-seat='0'] button[data-add-gem='3']")
    page.evaluate("() => window.scrollTo(0, 700)")
    assert page.evaluate(_IN_VIEW, "button[data-score]")
    page.click("button[data-score]")
    page.wait_for_selector("[data-score-sheet][data-scored] [data-score-seat]")
    assert page.get_attribute("[data-score-seat='0'] td[data-cat='gems']", "data-vp") == "1"
    # The exact table's link is unchanged: its piles, no quick figures.
    href = page.get_attribute("[data-table-link]", "href") or ""
    assert href.startswith("#/score?t=")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
    assert page.page_errors == []


# Each field's label and box against its player's fieldset, and each box's hint
# against its own width: [what, how far past] for any that does not fit.
_FIELDS_OUTSIDE = """() => {
  const out = [];
  for (const seat of document.querySelectorAll('.quick-seat')) {
    const edge = seat.getBoundingClientRect().right;
    for (const el of seat.querySelectorAll('.quick-field label, .quick-field input')) {
      const past = el.getBoundingClientRect().right - edge;
      if (past > 0.5) out.push([el.textContent || el.placeholder, Math.round(past)]);
    }
  }
  return out;
}"""


def test_every_field_fits_its_player_on_a_phone_in_every_language(page: Page, served: str) -> None:
    """At 360 px the quick form's labels and boxes stay inside each player's
    box in every language (German's "Waffenkarten" and "bei Gleichstand" once
    ran past it, three to a row)."""
    page.set_viewport_size({"width": 360, "height": 740})
    for lang in ("en", "de", "fr", "es", "pl"):
        page.goto(f"{served}?lang={lang}#/score")
        wait_for_screen(page, ("scorepad",))
        page.click("button[data-scorepad-mode='quick']")
        page.wait_for_selector(".quick-seat .quick-field input")
        assert page.evaluate(_FIELDS_OUTSIDE) == [], lang
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 360, lang
