"""The score pad's quick mode: five typed figures a player, added, and R18's winner."""

from __future__ import annotations

import json
from typing import Any

import pytest

from golden_sails import bridge
from golden_sails.app.quickpad import CATEGORIES, quick_score, quick_score_text
from golden_sails.app.scorepad import ScorePadError, load_table
from golden_sails.scoring import decide_all, score_table
from golden_sails.teach.examples import EXAMPLES, Example
from golden_sails.teach.lessons import LESSONS


def typed(table: dict[str, Any]) -> tuple[dict[str, Any], Any]:
    """What a player copies from the exact sheet of ``table`` into the quick form
    (as text, the way the form sends it), and that exact score."""
    scored = score_table(loaded := load_table(json.dumps(table)), decide_all(loaded))
    rows = [
        {
            "name": p.name,
            **{c: str(getattr(p, c)) for c in CATEGORIES},
            "weapon_cards": str(p.weapon_cards),
        }
        for p in scored.players
    ]
    return {"players": rows}, scored


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.key)
def test_the_rulebooks_examples_add_up_as_the_exact_sheet(example: Example) -> None:
    form, exact = typed(example.table)
    # The rulebook's own figure for each category it states, as typed.
    for seat, category, vp in example.checks:
        assert form["players"][seat][category] == str(vp)
    quick = quick_score(form)
    assert quick["faults"] == [] and quick["needs"] == []
    assert [p["total"] for p in quick["sheet"]["players"]] == [p.total for p in exact.players]
    assert quick["sheet"]["winners"] == list(exact.winners)
    assert quick["verdict"] == exact.verdict()


def test_the_rulebooks_tie_is_broken_by_the_lower_weapon_score_r18() -> None:
    # The winner lesson's table: Bob and Cathy tie on 23 VP; Bob's Weapons -2 VP.
    table = next(b.try_it.table for b in LESSONS["winner"].beats if b.try_it and b.try_it.table)
    form, exact = typed(dict(table))
    totals = [p["total"] for p in quick_score(form)["sheet"]["players"]]
    assert totals[1] == totals[2] == 23
    # The Weapon card count is not needed here: the lower Weapon score settles it.
    for row in form["players"]:
        row["weapon_cards"] = ""
    quick = quick_score(form)
    assert quick["needs"] == [] and quick["sheet"]["winners"] == ["Bob"] == list(exact.winners)
    assert "lower Weapon score" in quick["verdict"]


def _rows(*figures: tuple[int, int, str]) -> dict[str, Any]:
    """Players with a total (as Spells), a Weapon score and a Weapon card count typed."""
    names = ["Andy", "Bob", "Cathy", "Dora"]
    return {
        "players": [
            {
                "name": names[i],
                "spells": str(total - weapons),
                "weapons": str(weapons),
                "weapon_cards": cards,
            }
            for i, (total, weapons, cards) in enumerate(figures)
        ]
    }


def test_a_tie_on_vp_and_weapons_asks_for_the_weapon_cards_then_uses_them() -> None:
    quick = quick_score(_rows((30, -1, ""), (30, -1, ""), (20, 2, "")))
    assert quick["needs"] == [0, 1] and quick["sheet"]["winners"] == []
    assert "Enter the Weapon cards of Andy and Bob" in quick["verdict"]
    assert [p["total"] for p in quick["sheet"]["players"]] == [30, 30, 20]
    # R18: fewer Weapon cards win.
    quick = quick_score(_rows((30, -1, "3"), (30, -1, "2"), (20, 2, "")))
    assert quick["needs"] == [] and quick["sheet"]["winners"] == ["Bob"]
    assert "fewer Weapon cards" in quick["verdict"]
    # Still equal: they share the victory.
    quick = quick_score(_rows((30, -1, "2"), (30, -1, "2"), (20, 2, "")))
    assert quick["sheet"]["winners"] == ["Andy", "Bob"]
    assert "share the victory" in quick["verdict"]


def test_only_the_tied_players_weapon_cards_are_asked() -> None:
    quick = quick_score(_rows((30, -1, ""), (30, -1, "4"), (30, -3, ""), (12, 5, "")))
    # Cathy's lower Weapon score wins before any card is counted.
    assert quick["needs"] == [] and quick["sheet"]["winners"] == ["Cathy"]
    quick = quick_score(_rows((30, -1, ""), (30, -1, "4"), (29, -3, ""), (12, 5, "")))
    assert quick["needs"] == [0]


@pytest.mark.parametrize(
    ("field", "value", "fault"),
    [
        ("gems", "-2", "Andy's Gems: -2 VP: Gems never score below 0"),
        ("animals", "ten", "Andy's Animals: 'ten' is not a whole number"),
        ("spells", "2.5", "Andy's Spells: '2.5' is not a whole number"),
        ("spices", "7", "Andy's Spices: 7 VP is not a Spice score (0, 2, 4, 8, 12, 20, 30)"),
        ("gems", "81", "Andy's Gems: 81 VP: 12 Gems score at most 80"),
        ("spells", "5000", "Andy's Spells: 5000 VP is more than 12 cards score in Spells"),
        ("weapons", "-400", "Andy's Weapons: -400 VP is more than Weapons can score"),
        ("weapon_cards", "13", "Andy's Weapon cards: 13: a pile holds 0 to 12 cards"),
        ("weapon_cards", "-1", "Andy's Weapon cards: -1: a pile holds 0 to 12 cards"),
        ("spices", True, "Andy's Spices: expected a number, got bool"),
    ],
)
def test_a_bad_figure_is_named_with_its_field_and_nothing_is_scored(
    field: str, value: object, fault: str
) -> None:
    form = _rows((10, 0, "2"), (8, 0, "1"))
    form["players"][0][field] = value
    quick = quick_score(form)
    assert "sheet" not in quick
    [only] = quick["faults"]
    assert (only["seat"], only["field"]) == (0, field)
    assert only["text"].startswith(fault)


def test_every_bad_field_is_named_at_once_and_weapons_may_be_negative() -> None:
    form = _rows((10, -4, ""), (8, 4, ""))
    form["players"][0]["gems"] = "x"
    form["players"][1]["animals"] = "-1"
    quick = quick_score(form)
    assert [(f["seat"], f["field"]) for f in quick["faults"]] == [(0, "gems"), (1, "animals")]
    # A minus typed as U+2212 and blanks (0 VP) are read as a player means them.
    form = {
        "players": [
            {"name": "Andy", "weapons": "\u22123", "gems": " 4 "},
            {"name": "Bob", "weapons": "3"},
        ]
    }
    rows = quick_score(form)["sheet"]["players"]
    assert [r["total"] for r in rows] == [1, 3]


@pytest.mark.parametrize(
    ("weapons", "fault"),
    [
        (  # typed with hyphens, written back with true minus signs (issue 36)
            ("-2", "-2", "+2"),
            "Weapons: Andy \u22122, Bob \u22122, Cathy +2 add up to \u22122 VP; they always",
        ),
        (("3", "", ""), "Weapons: Andy +3, Bob +0, Cathy +0 add up to +3 VP"),
        (("1", "1", "1"), "Weapons: Andy +1, Bob +1, Cathy +1 add up to +3 VP"),
    ],
)
def test_weapon_scores_that_do_not_add_up_to_0_are_refused_r17(
    weapons: tuple[str, ...], fault: str
) -> None:
    """R17: what one player's Weapons steal a neighbour loses, so at a real table the
    Weapon scores add up to 0; a table where they do not is refused, the Weapons
    fields named, as a Spice score no set of kinds gives is (R15)."""
    form = _rows((10, 0, ""), (8, 0, ""), (6, 0, ""))
    for row, vp in zip(form["players"], weapons, strict=True):
        row["weapons"] = vp
    quick = quick_score(form)
    assert "sheet" not in quick
    [only] = quick["faults"]
    assert (only["seat"], only["field"]) == (None, "weapons")
    assert only["text"].startswith(fault)


def test_weapon_scores_that_add_up_to_0_are_scored_and_a_bad_one_is_named_alone() -> None:
    form = _rows((10, -2, ""), (8, -1, ""), (6, 3, ""))
    assert quick_score(form)["faults"] == []
    # A Weapons field at fault by itself is named by itself, not also by the sum.
    form["players"][2]["weapons"] = "three"
    assert [(f["seat"], f["field"]) for f in quick_score(form)["faults"]] == [(2, "weapons")]
    # Every real table's Weapon scores pass: the rulebook's examples, exactly scored.
    for example in EXAMPLES:
        typed_form, _exact = typed(example.table)
        assert sum(int(p["weapons"]) for p in typed_form["players"]) == 0
        assert quick_score(typed_form)["faults"] == []


def test_the_form_itself_must_be_a_table() -> None:
    with pytest.raises(ScorePadError, match="players: 1; a table has 2, 3 or 4"):
        quick_score({"players": [{"name": "Andy"}]})
    with pytest.raises(ScorePadError, match=r"players\[0\]: unknown key 'coins'"):
        quick_score({"players": [{"name": "Andy", "coins": 3}, {"name": "Bob"}]})
    with pytest.raises(ScorePadError, match="invalid JSON"):
        quick_score_text("[1, 2")
    names = quick_score({"players": [{"name": "Andy"}, {"name": "andy"}]})["faults"]
    assert [f["field"] for f in names] == ["name"] and "already the name" in names[0]["text"]


def test_the_bridge_answers_the_quick_sheet() -> None:
    answer = json.loads(bridge.quick_score(json.dumps(_rows((10, 1, ""), (8, -1, "")))))
    assert answer["ok"] and answer["sheet"]["winners"] == ["Andy"]
    answer = json.loads(bridge.quick_score("{}"))
    assert answer == {"ok": False, "error": "input: missing key 'players'", "place": "input",
                      "code": "ScorePadError"}
