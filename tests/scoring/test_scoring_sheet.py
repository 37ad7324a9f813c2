"""The score sheet: score-json.md's shape, the reasons agree with the numbers, R18 winners."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings

from golden_sails.model.cards import Spell
from golden_sails.model.table import Piles, Table
from golden_sails.scoring import (
    FinalChoices,
    PlayerScore,
    decide_all,
    score_table,
    score_table_json,
)
from golden_sails.scoring.sheet import winners
from scoring_helpers import W, table, tables_st, universal

CATEGORIES = ("spells", "gems", "spices", "animals", "weapons")


def check_shape(sheet: dict[str, Any], t: Table) -> None:
    assert set(sheet) == {"players", "winners"}
    assert [r["name"] for r in sheet["players"]] == list(t.names)
    for r in sheet["players"]:
        assert set(r) == {"name", *CATEGORIES, "total", "choices"}
        for c in (*CATEGORIES, "total"):
            assert type(r[c]) is int
        assert r["total"] == sum(r[c] for c in CATEGORIES)
        choices = r["choices"]
        assert isinstance(choices["summary"], str) and choices["why"]
        assert {"universal", "protection", "side", "gem_shifts", "scoring"} <= set(choices)
        scoring = choices["scoring"]
        # The reasons add up to the numbers.
        spells, gems = scoring["spells"], scoring["gems"]
        assert spells["vp"] == r["spells"] == sum(c["vp"] for c in spells["cards"])
        assert gems["vp"] == r["gems"] == sum(len(run) ** 2 for run in gems["runs"])
        assert scoring["spices"]["vp"] == r["spices"]
        animals = scoring["animals"]
        assert animals["vp"] == r["animals"]
        assert animals["vp"] == sum(s["vp"] for s in animals.get("sets", animals.get("steps", [])))
        weapons = scoring["weapons"]
        assert weapons["vp"] == r["weapons"]
        assert weapons["vp"] == sum(e["stolen"] - e["lost"] for e in weapons["exchanges"])
    assert sheet["winners"]


@settings(max_examples=80, deadline=None)
@given(tables_st(universals=2, protections=2))
def test_sheet_has_the_spec_shape_and_reasons_that_add_up(t: Table) -> None:
    """score-json.md: name, five integer categories, total = their sum, choices."""
    check_shape(score_table_json(t), t)


def test_score_table_json_is_decide_all_then_score_table() -> None:
    me = Piles(gems=(2, 4), spells=(universal("anise", 3, "spider", W("katar", 1, 1)),))
    t = table(me, Piles(), Piles())
    assert score_table_json(t) == score_table(t, decide_all(t)).to_json()
    row = score_table_json(t)["players"][0]
    assert row["choices"]["universal"] == ["gems"]
    assert row["choices"]["universal_goods"][0]["to"] == "gems"
    assert any("Gems 2 -> 9 VP" in line for line in row["choices"]["why"])


def _player(name: str, total: int, weapons: int, cards: int) -> PlayerScore:
    return PlayerScore(
        0, name, total - weapons, 0, 0, 0, weapons, cards, FinalChoices((), (), None), {}
    )


def test_r18_most_vp_wins() -> None:
    assert winners((_player("A", 30, 0, 0), _player("B", 31, 5, 3))) == ("B",)


def test_r18_tie_goes_to_the_lower_weapon_score() -> None:
    assert winners((_player("A", 30, 4, 1), _player("B", 30, -2, 3))) == ("B",)


def test_r18_then_to_fewer_weapon_cards() -> None:
    assert winners((_player("A", 30, 1, 3), _player("B", 30, 1, 2))) == ("B",)


def test_r18_still_tied_share_the_victory() -> None:
    players = (_player("A", 30, 1, 2), _player("B", 30, 1, 2), _player("C", 29, 0, 0))
    assert winners(players) == ("A", "B")


def test_r18_weapon_cards_counted_after_universal_goods_moved() -> None:
    """R18's second tie-break counts the Weapon pile as scored, moved cards included."""
    a = Piles(spices=("anise",), weapons=(W("katar", 0, 0),))
    b = Piles(spices=("mint",), spells=(universal("lotus", 1, "spider", W("katar", 0, 0)),))
    t = table(a, b)
    # Bob's Universal Good to his Weapons: no VP, but one Weapon card each; Andy's Katar
    # and Bob's Katar steal nothing.  Bob moving it to Spices would win outright, so force it.
    choices = {0: FinalChoices((), (), "left"), 1: FinalChoices(("weapons",), (), "left")}
    sheet = score_table(t, choices)
    assert [p.total for p in sheet.players] == [2, 2]
    assert [p.weapon_cards for p in sheet.players] == [1, 1]
    assert sheet.winners == ("Andy", "Bob")
    choices[1] = FinalChoices(("spells",), (), "left")
    sheet = score_table(t, choices)
    assert [p.weapon_cards for p in sheet.players] == [1, 0]
    assert sheet.winners == ("Bob",)


def test_why_explains_protection_and_side_in_two_players() -> None:
    me = Piles(weapons=(W("katar", 2, 0), W("mambele", 0, 1)), spells=(Spell("protection"),))
    other = Piles(weapons=(W("shuriken", 1, 2),), spells=(Spell("protection"),))
    t = table(me, other)
    why = score_table_json(t)["players"][0]["choices"]["why"]
    assert any(line.startswith("Weapons use the left side: they steal") for line in why)
    assert any("Protection from Shurikens stops" in line for line in why)
