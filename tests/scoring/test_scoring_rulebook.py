"""Every scoring example and F.A.Q. answer of the rulebook, exactly.

Each test names the rulebook place it reproduces; the pictures are lost, so
where an example needs cards the text does not give, the cards are
reconstructed from the text (said so in the test).
"""

from __future__ import annotations

from typing import Any

from golden_sails.model.cards import Spell
from golden_sails.model.deck import load_animal_references
from golden_sails.model.table import Piles
from golden_sails.scoring import (
    FinalChoices,
    decide_all,
    propose,
    score_table,
    score_table_json,
    totals,
)
from golden_sails.scoring.animals import animal_score
from golden_sails.scoring.gems import gem_score
from golden_sails.scoring.spices import spice_vp
from scoring_helpers import W, table, universal

ANDY_WEAPONS = (W("mambele", 1, 2), W("boomerang", 0, 2), W("shuriken", 1, 1), W("katar", 2, 0))


def sheet_of(*piles: Piles, reference: str = "IV", first: int = 0) -> dict[str, Any]:
    return score_table_json(table(*piles, reference=reference, first=first))


def row(sheet: dict[str, Any], name: str) -> dict[str, Any]:
    return next(r for r in sheet["players"] if r["name"] == name)


# --- Spices -------------------------------------------------------------------------


def test_spices_example_anise_mint_pepper_anise_is_8_vp() -> None:
    """Rulebook "Spices" example: 3 different kinds score 8 VP; the second Anise nothing (R15)."""
    assert spice_vp(["anise", "mint", "pepper", "anise"]) == 8
    sheet = sheet_of(Piles(spices=("anise", "mint", "pepper", "anise")), Piles())
    assert row(sheet, "Andy")["spices"] == 8
    kinds = row(sheet, "Andy")["choices"]["scoring"]["spices"]["kinds"]
    assert kinds == ["anise", "mint", "pepper"]


def test_spices_reference_card_values() -> None:
    """Rulebook "Spices": 2/4/8/12/20/30 VP for 1..6 kinds (R15)."""
    kinds = ["anise", "juniper", "mint", "pepper", "lotus", "cloves"]
    assert [spice_vp(kinds[:n]) for n in range(7)] == [0, 2, 4, 8, 12, 20, 30]


# --- Gems ---------------------------------------------------------------------------


def test_gems_example_1_2_4_4_8_is_11_vp() -> None:
    """Rulebook "Gems" example: 8-1-2, 4 and 4 score 9 + 1 + 1 = 11 VP (R14)."""
    score = gem_score([1, 2, 4, 4, 8], 0)
    assert score.vp == 11
    assert [list(r) for r in score.runs] == [[8, 1, 2], [4], [4]]
    sheet = sheet_of(Piles(gems=(1, 2, 4, 4, 8)), Piles())
    assert row(sheet, "Andy")["gems"] == 11
    assert row(sheet, "Andy")["choices"]["scoring"]["gems"]["runs"] == [[8, 1, 2], [4], [4]]


def test_gems_example_with_a_3_instead_of_a_second_4_is_25_vp() -> None:
    """Rulebook "Gems" example: 8-1-2-3-4 is one run of 5: 25 VP (R14)."""
    score = gem_score([1, 2, 4, 3, 8], 0)
    assert score.vp == 25
    assert [list(r) for r in score.runs] == [[8, 1, 2, 3, 4]]


def test_faq_two_gem_shifts_on_one_gem_turn_1_into_3() -> None:
    """F.A.Q.: both "+1/-1 to any Gem" cards may move the same Gem: 1 becomes 3 (R14).

    With 1, 4, 5 the only way to 9 VP (3-4-5) is moving the 1 twice."""
    score = gem_score([1, 4, 5], 2)
    assert score.vp == 9
    assert [m.to_json() for m in score.shifts] == [{"gem": 1, "to": 3, "spells": 2}]
    shifts = (Spell("gem_shift"), Spell("gem_shift"))
    sheet = sheet_of(Piles(gems=(1, 4, 5), spells=shifts), Piles())
    choices = row(sheet, "Andy")["choices"]
    assert row(sheet, "Andy")["gems"] == 9
    assert choices["gem_shifts"] == [{"gem": 1, "to": 3, "spells": 2}]
    assert any("a 1 becomes a 3 (2 Spells)" in line for line in choices["why"])


# --- Animals ------------------------------------------------------------------------


def test_animals_example_reference_iv_two_unicorns_spider_phoenix_is_10_vp() -> None:
    """Rulebook "Animals" example, reference IV: 6 + 4 or 8 + 2, 10 VP either way (R16)."""
    iv = load_animal_references()["IV"]
    assert animal_score(iv, ["unicorn", "unicorn", "spider", "phoenix"]).vp == 10
    sheet = sheet_of(Piles(animals=("unicorn", "unicorn", "spider", "phoenix")), Piles())
    assert row(sheet, "Andy")["animals"] == 10


def test_animals_example_with_a_phoenix_instead_of_the_spider_is_12_vp() -> None:
    """Rulebook "Animals" example: two pairs, 6 + 6 = 12 VP (R16, reference IV)."""
    iv = load_animal_references()["IV"]
    score = animal_score(iv, ["unicorn", "unicorn", "phoenix", "phoenix"])
    assert score.vp == 12
    assert [s.describe() for s, _ in score.sets] == ["2 identical Animals"] * 2


def test_reference_v_example_phoenix_spider_unicorn_unicorn_serpent_is_14_vp() -> None:
    """Rulebook "Reference Card V" example: 4 + 3 + 3 + 4 + 0 = 14 VP (R16)."""
    v = load_animal_references()["V"]
    score = animal_score(v, ["phoenix", "spider", "unicorn", "unicorn", "serpent"])
    assert score.vp == 14
    assert [vp for _, _, vp in score.steps] == [4, 3, 3, 4]
    sheet = sheet_of(
        Piles(animals=("phoenix", "spider", "unicorn", "unicorn", "serpent")),
        Piles(),
        reference="V",
    )
    assert row(sheet, "Andy")["animals"] == 14


# --- Weapons ------------------------------------------------------------------------


def test_weapons_example_andy_steals_4_left_and_5_right() -> None:
    """Rulebook "Weapons" example: 1+0+1+2 = 4 VP from the left neighbour, 2+2+1+0 = 5
    from the right (R1: seat 1 is seat 0's left neighbour, seat 2 his right in 3 players)."""
    sheet = sheet_of(Piles(weapons=ANDY_WEAPONS), Piles(), Piles())
    assert [r["weapons"] for r in sheet["players"]] == [9, -4, -5]
    exchanges = row(sheet, "Andy")["choices"]["scoring"]["weapons"]["exchanges"]
    assert [(e["with"], e["neighbour"], e["stolen"]) for e in exchanges] == [
        ("Bob", "left", 4),
        ("Cathy", "right", 5),
    ]


def test_weapons_example_second_boomerang_instead_of_katar_steals_2_and_3() -> None:
    """Rulebook "Weapons" example: two Boomerangs both stop working: 2 VP left, 3 right (R17)."""
    weapons = (W("mambele", 1, 2), W("boomerang", 0, 2), W("shuriken", 1, 1), W("boomerang", 1, 1))
    sheet = sheet_of(Piles(weapons=weapons), Piles(), Piles())
    assert [r["weapons"] for r in sheet["players"]] == [5, -2, -3]
    cards = row(sheet, "Andy")["choices"]["scoring"]["weapons"]["cards"]
    assert [c["counts_as"] for c in cards if c["kind"] == "boomerang"] == [
        {"left": 0, "right": 0},
        {"left": 0, "right": 0},
    ]


def test_three_player_weapons_example_andy_minus_1_bob_plus_4_cathy_minus_3() -> None:
    """Rulebook "Weapons" 3-player example (pictures lost; cards reconstructed from the
    text).  Andy's two Katars do not count; Cathy's Katar boost finds no Katar, her
    Mambele boost makes Mambele 1-1 a 3-3; Bob protects from his left neighbour's
    Mambeles.  Andy -1, Bob +4, Cathy -3, each exchange as the text says (R1, R17)."""
    andy = Piles(weapons=(W("katar", 2, 1), W("katar", 1, 2), W("shuriken", 0, 2)))
    bob = Piles(weapons=(W("boomerang", 2, 0), W("shuriken", 2, 0)), spells=(Spell("protection"),))
    cathy = Piles(
        weapons=(W("mambele", 1, 1),),
        spells=(Spell("weapon_boost", weapon="katar"), Spell("weapon_boost", weapon="mambele")),
    )
    t = table(andy, bob, cathy)
    choices = decide_all(t)
    assert choices[1].protection == ("mambele",)
    sheet = score_table(t, choices).to_json()
    assert [r["weapons"] for r in sheet["players"]] == [-1, 4, -3]
    exchanges = {
        (r["name"], e["with"]): (e["stolen"], e["lost"])
        for r in sheet["players"]
        for e in r["choices"]["scoring"]["weapons"]["exchanges"]
    }
    assert exchanges[("Andy", "Bob")] == (0, 0)
    assert exchanges[("Andy", "Cathy")] == (2, 3)
    assert exchanges[("Bob", "Cathy")] == (4, 0)
    assert exchanges[("Cathy", "Andy")] == (3, 2)
    assert exchanges[("Cathy", "Bob")] == (0, 4)
    why = propose(t, 1, {}).why
    assert "Protection from Mambeles stops 3 VP from Cathy" in why
    # D18: Andy and Cathy have nothing to choose that changes Bob's score, so his
    # proposal is sure of exactly what the example gives him, whoever decides first.
    for first in range(3):
        ordered = table(andy, bob, cathy, first=first)
        proposal = propose(ordered, 1, {})
        assert proposal.choices.protection == ("mambele",) and proposal.risks == []
        assert proposal.sure_total == proposal.best_total == sheet["players"][1]["total"]


# --- Spells -------------------------------------------------------------------------


def test_spells_example_6_vp_4_vp_and_shuriken_3_3() -> None:
    """Rulebook "Spells" example: 2 VP x 3 Spells = 6, one set of three different Animals
    (from the Animals example) = 4, and the boost turns Shuriken 1-1 into 3-3 (R13, R17)."""
    andy = Piles(
        animals=("unicorn", "unicorn", "spider", "phoenix"),
        weapons=ANDY_WEAPONS,
        spells=(
            Spell("per_spell"),
            Spell("three_animals"),
            Spell("weapon_boost", weapon="shuriken"),
        ),
    )
    sheet = sheet_of(andy, Piles(), Piles())
    me = row(sheet, "Andy")
    cards = me["choices"]["scoring"]["spells"]["cards"]
    assert [c["vp"] for c in cards] == [6, 4, 0]
    assert me["spells"] == 10
    shuriken = next(
        c for c in me["choices"]["scoring"]["weapons"]["cards"] if c["kind"] == "shuriken"
    )
    assert shuriken["counts_as"] == {"left": 3, "right": 3}
    assert me["weapons"] == (1 + 0 + 3 + 2) + (2 + 2 + 3 + 0)


def test_faq_spice_pairs_each_spell_scored_on_its_own() -> None:
    """F.A.Q.: "4 VP for Mint & Cloves" and "4 VP for Mint & Anise" with 1 Mint, 2 Cloves,
    1 Anise: 4 VP each (the Mint counts for both, the second Cloves for nothing) (R13)."""
    spells = (
        Spell("spice_pair", spices=("mint", "cloves")),
        Spell("spice_pair", spices=("mint", "anise")),
    )
    sheet = sheet_of(Piles(spices=("mint", "cloves", "cloves", "anise"), spells=spells), Piles())
    cards = row(sheet, "Andy")["choices"]["scoring"]["spells"]["cards"]
    assert [c["vp"] for c in cards] == [4, 4]


def test_faq_spice_pairs_with_a_second_mint_score_8_and_4() -> None:
    """F.A.Q.: with a second Mint, 8 VP (two Mint & Cloves pairs) + 4 VP = 12 VP (R13)."""
    spells = (
        Spell("spice_pair", spices=("mint", "cloves")),
        Spell("spice_pair", spices=("mint", "anise")),
    )
    piles = Piles(spices=("mint", "cloves", "cloves", "anise", "mint"), spells=spells)
    sheet = sheet_of(piles, Piles())
    cards = row(sheet, "Andy")["choices"]["scoring"]["spells"]["cards"]
    assert [c["vp"] for c in cards] == [8, 4]
    assert row(sheet, "Andy")["spells"] == 12


def _two_three_animal_spells(*animals: str) -> int:
    spells = (Spell("three_animals"), Spell("three_animals"))
    return int(row(sheet_of(Piles(animals=animals, spells=spells), Piles()), "Andy")["spells"])


def test_faq_two_three_animal_spells_with_one_set_score_8() -> None:
    """F.A.Q.: 2 Unicorns, 2 Phoenixes, 1 Spider make one set of three: 4 VP a Spell, 8 (R13)."""
    assert _two_three_animal_spells("unicorn", "unicorn", "phoenix", "phoenix", "spider") == 8


def test_faq_one_more_spider_or_serpent_makes_two_sets_16() -> None:
    """F.A.Q.: one more Spider or Serpent makes two sets: 16 VP for both Spells (R13)."""
    base = ("unicorn", "unicorn", "phoenix", "phoenix", "spider")
    assert _two_three_animal_spells(*base, "spider") == 16
    assert _two_three_animal_spells(*base, "serpent") == 16


def test_faq_one_more_unicorn_or_phoenix_changes_nothing() -> None:
    """F.A.Q.: one more Unicorn or Phoenix still makes only one set: 8 VP (R13)."""
    base = ("unicorn", "unicorn", "phoenix", "phoenix", "spider")
    assert _two_three_animal_spells(*base, "unicorn") == 8
    assert _two_three_animal_spells(*base, "phoenix") == 8


def test_three_animal_sets_are_counted_apart_from_the_reference_partition() -> None:
    """R13: the sets of three are the most disjoint ones, whatever reference IV's split."""
    spells = (Spell("three_animals"),)
    animals = ("unicorn", "unicorn", "phoenix", "phoenix")  # IV: two pairs, no set of three
    sheet = sheet_of(Piles(animals=(*animals, "spider"), spells=spells), Piles())
    assert row(sheet, "Andy")["spells"] == 4


# --- The order of final decisions -------------------------------------------------------


def test_faq_final_choices_start_with_round_12s_first_player_clockwise() -> None:
    """F.A.Q. "Who should assign his Universal Goods first": the first player of the
    last round, then clockwise; the same for other final decisions (R11)."""
    t = table(Piles(), Piles(), Piles(), Piles(), first=2)
    assert t.decision_order() == (2, 3, 0, 1)


def _order_matters(first: int) -> tuple[FinalChoices, FinalChoices, tuple[int, ...]]:
    # Bob's Universal Good carries a Katar 1-2 that his Spell boosts to 3-4: armed,
    # it would steal 3 VP from Cathy and 4 from Andy, his right neighbour, unless
    # Andy protects himself.  As a third kind of Spice it brings 4 VP for sure.
    andy = Piles(weapons=(W("katar", 0, 1),), spells=(Spell("protection"),))
    bob = Piles(
        spices=("anise", "pepper"),
        spells=(
            universal("mint", 3, "unicorn", W("katar", 1, 2)),
            Spell("weapon_boost", weapon="katar"),
        ),
    )
    cathy = Piles(weapons=(W("boomerang", 1, 1),))
    t = table(andy, bob, cathy, first=first)
    choices = decide_all(t)
    return choices[0], choices[1], totals(t)


def test_order_of_decisions_changes_protection_r11_d18() -> None:
    """R11 with D18: Bob is sure of 4 VP more as a Spice, of 3 VP armed (Andy, if he
    decides later, may protect himself from Katars): a Spice.  Deciding after him,
    Andy knows the Katar stays out of Bob's Weapons and protects from Cathy's
    Boomerang; deciding first, he must guard against the Katar Bob could still arm
    (4 VP), and loses 1 VP to the Boomerang."""
    andy_first, bob_after, totals_andy_first = _order_matters(first=0)
    assert bob_after.universal == ("spices",)
    assert andy_first.protection == ("katar",)
    andy_after, bob_first, totals_bob_first = _order_matters(first=1)
    assert bob_first.universal == ("spices",)
    assert andy_after.protection == ("boomerang",)
    assert totals_bob_first[0] - totals_andy_first[0] == 1  # the Boomerang's 1 VP
