"""The deck and Animal references as data, checked on load (R16, R19)."""

from __future__ import annotations

import copy
import json
from collections import Counter
from importlib import resources
from typing import Any

import pytest

from golden_sails.model.cards import ANIMALS, SPICES, WEAPONS
from golden_sails.model.deck import (
    REFERENCE_TEXTS,
    AnimalSet,
    DataError,
    load_animal_references,
    load_deck,
    parse_animal_references,
    parse_deck,
    reference_text,
)


def _doc(name: str) -> Any:
    return json.loads(resources.files("golden_sails.data").joinpath(name).read_text("utf-8"))


def test_the_packaged_deck_has_r19s_counts() -> None:
    deck = load_deck()
    assert len(deck) == 48
    assert Counter(c.spice for c in deck) == {s: 8 for s in SPICES}
    assert Counter(c.gem for c in deck) == {g: 6 for g in range(1, 9)}
    assert Counter(c.animal for c in deck) == {a: 12 for a in ANIMALS}
    assert Counter(c.weapon.kind for c in deck) == {w: 12 for w in WEAPONS}
    assert all(0 <= c.weapon.left <= 2 and 0 <= c.weapon.right <= 2 for c in deck)
    # Universal Goods carry their own card's Areas (R12).
    for card in deck:
        if card.spell.power == "universal":
            assert card.spell.card == card.areas()


def test_the_deck_says_it_is_a_reconstruction() -> None:
    assert "reconstruction" in _doc("deck.json")["reconstruction"]


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d["cards"].pop(), "47 cards, R19 needs 48"),
        (lambda d: d["cards"][0].update(gem=9), r"cards\[0\].gem: 9 is not a gem class"),
        (lambda d: d["cards"][3].update(spice="salt"), r"cards\[3\].spice: 'salt' is not a spice"),
        (
            lambda d: d["cards"][5]["weapon"].update(left=3),
            r"cards\[5\].weapon.left: 3 is not a weapon value",
        ),
        (lambda d: d["cards"][2].update(id=7), r"cards\[2\].id: expected 2"),
        (lambda d: d["cards"][1].update(colour="red"), r"cards\[1\]: unknown key 'colour'"),
        (
            lambda d: d["cards"][1].update(spell={"power": "teleport"}),
            "'teleport' is not a spell power",
        ),
        (lambda d: d.update(format="other"), "not a golden-sails-deck"),
    ],
)
def test_a_wrong_deck_is_refused_naming_the_fault(edit: Any, message: str) -> None:
    doc = copy.deepcopy(_doc("deck.json"))
    edit(doc)
    with pytest.raises(DataError, match=message):
        parse_deck(doc)


def test_a_deck_with_wrong_counts_is_refused() -> None:
    doc = copy.deepcopy(_doc("deck.json"))
    first_anise = next(c for c in doc["cards"] if c["spice"] == "anise")
    first_anise["spice"] = "mint"
    with pytest.raises(DataError, match="7 cards with spice anise, R19 needs 8"):
        parse_deck(doc)


def test_animal_references_keep_the_rulebooks_entries() -> None:
    """R16: III and IV as the rulebook says; V's four fixed entries; all V entries 3-5."""
    refs = load_animal_references()
    v = refs["V"]
    assert v.sequence_vp("phoenix", "spider") == 4
    assert v.sequence_vp("spider", "unicorn") == 3
    assert v.sequence_vp("unicorn", "unicorn") == 3
    assert v.sequence_vp("unicorn", "serpent") == 4
    assert not refs["III"].reconstructed and refs["I"].reconstructed
    doc = copy.deepcopy(_doc("animal_references.json"))
    doc["references"]["V"]["matrix"]["phoenix"]["spider"] = 5
    with pytest.raises(DataError, match=r"phoenix\.spider: the rulebook gives 4"):
        parse_animal_references(doc)
    doc = copy.deepcopy(_doc("animal_references.json"))
    doc["references"]["V"]["matrix"]["serpent"]["spider"] = 6
    with pytest.raises(DataError, match="6 is not 3, 4 or 5"):
        parse_animal_references(doc)
    doc = copy.deepcopy(_doc("animal_references.json"))
    doc["references"]["III"]["sets"][0]["vp"] = 4
    with pytest.raises(DataError, match="III: differs from the rulebook"):
        parse_animal_references(doc)


def test_a_deck_a_player_could_hold_too_many_universal_goods_from_is_refused() -> None:
    """R11/R19 (D13): final scoring must settle every table a game deals exactly, so a
    replaced deck is refused when a player could hold more Universal Goods than the
    exact search settles: five different ones (the packaged deck has four)."""
    doc = copy.deepcopy(_doc("deck.json"))
    plain = next(c for c in doc["cards"] if c["spell"]["power"] != "universal")
    plain["spell"] = {"power": "universal"}
    with pytest.raises(DataError) as caught:
        parse_deck(doc)
    assert str(caught.value) == (
        "deck.json.cards: 5 Universal Goods: a player could hold 5 different Universal"
        " Goods, 3,125 ways to place them: more than the exact final-scoring search"
        " settles in bounded time (at most 625, e.g. 4 different ones)"
    )


def test_each_references_text_is_a_message_of_the_catalogs() -> None:
    """The data's texts stay English (its format unchanged) and each is the
    English of REFERENCE_TEXTS, so reference_text() shows it in the language;
    a replacement file's own text is shown as written."""
    refs = load_animal_references()
    assert {code: ref.text for code, ref in refs.items()} == REFERENCE_TEXTS
    assert all(reference_text(ref) == ref.text for ref in refs.values())
    doc = copy.deepcopy(_doc("animal_references.json"))
    doc["references"]["III"]["text"] = "Pairs: 5 VP."
    assert reference_text(parse_animal_references(doc)["III"]) == "Pairs: 5 VP."


@pytest.mark.parametrize(
    ("animal_set", "name"),
    [
        (AnimalSet("any", 1, 1), "1 Animal"),
        (AnimalSet("any", 2, 5), "2 Animals"),
        (AnimalSet("identical", 3, 12), "3 identical Animals"),
        (AnimalSet("different", 1, 2), "1 different Animal"),
        (AnimalSet("different", 4, 12), "4 different Animals"),
        (AnimalSet("kinds", 2, 6, ("unicorn", "phoenix")), "Unicorn + Phoenix"),
    ],
)
def test_an_animal_sets_name(animal_set: AnimalSet, name: str) -> None:
    assert animal_set.describe() == name
