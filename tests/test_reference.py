"""The rules reference (``#/rules``): every part of the game is there, in order, and
every number it shows is the rules core's: the worked examples are the score
pad's own scores of the rulebook's examples, the Animal references the data's."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from typing import Any

import pytest

from golden_sails import bridge
from golden_sails.app.scorepad import load_table
from golden_sails.game.engine import RETURN_ROUNDS, ROUNDS
from golden_sails.game.words import HOW_IT_SCORES
from golden_sails.model.cards import PILES
from golden_sails.model.deck import ANIMAL_REFERENCES, RULEBOOK_V, load_animal_references
from golden_sails.scoring import decide_all, score_table
from golden_sails.teach.examples import example_by_key
from golden_sails.teach.reference import GOOD_EXAMPLES, sections

# The page's contents, in reading order: how a game goes, each Good type in the
# rulebook's teaching order, the references, final scoring, the end, variants, 2 players.
ORDER = [
    "goal",
    "setup",
    "experts",
    "buying",
    "piles",
    "first-player",
    "spices",
    "gems",
    "animals",
    "weapons",
    "spells",
    "references",
    "final-scoring",
    "end",
    "variants",
    "two-players",
    "readings",
]


def _section(name: str) -> dict[str, Any]:
    return next(s for s in sections() if s["id"] == name)


def _blocks(name: str, kind: str) -> list[dict[str, Any]]:
    return [b for b in _section(name)["blocks"] if b["kind"] == kind]


def _words(section: dict[str, Any]) -> str:
    """Every word a section shows, but its examples' and references' own."""
    out = []
    for block in section["blocks"]:
        out += [block[k] for k in ("text", "caption") if k in block]
        out += block.get("items", []) + block.get("head", [])
        out += [cell for row in block.get("rows", []) for cell in row]
    return " ".join(out)


def test_every_section_is_there_in_reading_order_with_a_title() -> None:
    got = sections()
    assert [s["id"] for s in got] == ORDER
    assert all(s["title"] and s["blocks"] for s in got)
    # The ids are anchors on one page: unique, and safe in an element id.
    assert all(s["id"].replace("-", "").isalpha() and s["id"].islower() for s in got)


def test_each_good_type_has_its_section_with_the_cores_words() -> None:
    for good in PILES:
        section = _section(good)
        assert section["good"] == good
        assert section["blocks"][0] == {"kind": "text", "text": HOW_IT_SCORES[good]}


@pytest.mark.parametrize("good", PILES)
def test_each_good_types_examples_score_what_the_score_pad_and_the_rulebook_say(
    good: str,
) -> None:
    worked = _blocks(good, "example")
    assert [b["key"] for b in worked] == list(GOOD_EXAMPLES[good]) and worked
    for block in worked:
        example = example_by_key(block["key"])
        assert block["table"] == example.table  # the score pad opens this very table
        table = load_table(json.dumps(example.table))
        sheet = score_table(table, decide_all(table)).to_json()["players"]
        shown = [(s["seat"], s["good"], s["vp"]) for s in block["scores"]]
        assert shown == [(seat, cat, sheet[seat][cat]) for seat, cat, _ in example.checks]
        assert shown == list(example.checks)  # and the rulebook's numbers
        assert block["lines"] == sheet[example.checks[0][0]]["choices"]["scoring"][good]["lines"]
        assert any(s["good"] == good for s in block["scores"])


def test_a_worked_example_is_scored_when_asked_not_typed_in(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The VP shown come from the scorer at call time: a scorer that gave other
    numbers would show other numbers."""
    import golden_sails.teach.reference as reference

    real = reference.score_table

    def off_by_one(table: Any, choices: Any) -> Any:
        scored = real(table, choices)
        players = tuple(replace(p, spices=p.spices + 1) for p in scored.players)
        return replace(scored, players=players)

    monkeypatch.setattr(reference, "score_table", off_by_one)
    block = next(b for b in _blocks("spices", "example") if b["key"] == "spices")
    assert block["scores"] == [{"seat": 0, "name": "Andy", "good": "spices", "vp": 9}]


def test_a_worked_example_names_each_players_cards_in_words() -> None:
    block = _blocks("spices", "example")[0]
    assert block["holdings"] == [
        {
            "seat": 0,
            "name": "Andy",
            "piles": [{"pile": "spices", "cards": ["Anise", "Mint", "Pepper", "Anise"]}],
        }
    ]
    spells = _blocks("spells", "example")[0]
    assert [p["pile"] for p in spells["holdings"][0]["piles"]] == ["spells", "animals", "weapons"]


def test_the_five_animal_references_as_the_data_gives_them() -> None:
    """R16: III and IV are the rulebook's; I, II and V (but four of its entries) are
    the project's reconstruction, and the page says which."""
    refs = load_animal_references()
    cards = _blocks("references", "reference")
    assert [c["code"] for c in cards] == list(ANIMAL_REFERENCES)
    for card in cards:
        ref = refs[card["code"]]
        assert card["text"] == ref.text
        assert card["reconstructed"] is ref.reconstructed
    assert [c["code"] for c in cards if c["reconstructed"]] == ["I", "II", "V"]


def test_reference_v_reads_as_the_rulebook_says_column_this_row_next() -> None:
    """Rulebook, reference V: "finds a column with this Animal and a row with his next
    Animal".  Every cell is the data's; the twelve the rulebook does not give are
    marked * (R16), its four are not, and its example reads right: the Phoenix column
    and the Spider row give 4 VP, the Spider column and the Unicorn row 3 VP."""
    v = load_animal_references()["V"]
    card = next(c for c in _blocks("references", "reference") if c["code"] == "V")
    matrix = card["matrix"]
    kinds = ["Unicorn", "Phoenix", "Spider", "Serpent"]
    assert matrix["head"][1:] == kinds and "column of this Animal" in matrix["caption"]
    marked = 0
    for row in matrix["rows"]:
        following = row[0].lower()
        for this, cell in zip(kinds, row[1:], strict=True):
            assert int(cell.rstrip("*")) == v.sequence_vp(this.lower(), following)
            printed = (this.lower(), following) in {(a, b) for a, b, _ in RULEBOOK_V}
            assert cell.endswith("*") is not printed, (this, following, cell)
            marked += cell.endswith("*")
    assert marked == 12

    def at(column: str, row: str) -> str:
        found = next(r for r in matrix["rows"] if r[0] == row)
        return str(found[matrix["head"].index(column)])

    assert (at("Phoenix", "Spider"), at("Spider", "Unicorn")) == ("4", "3")
    assert (at("Unicorn", "Unicorn"), at("Unicorn", "Serpent")) == ("3", "4")
    assert all("matrix" not in c for c in _blocks("references", "reference") if c["code"] != "V")


def test_the_numbers_of_a_game_come_from_the_rules_core() -> None:
    setup = _words(_section("setup"))
    assert all(f"{ROUNDS * n} for {n} players" in setup for n in (2, 3, 4))
    piles = _words(_section("piles"))
    assert f"After rounds {RETURN_ROUNDS[0]} and {RETURN_ROUNDS[1]}" in piles
    assert f"After round {ROUNDS}" in piles
    assert "second on the left" in _words(_section("first-player"))  # R7
    assert "1, 4, 9, 16 and 25 VP" in _words(_section("gems"))  # R14: k x k
    assert "24 cards" in _words(_section("two-players"))


def test_final_scoring_gives_the_rulebooks_order_and_marks_the_apps_readings() -> None:
    """Rulebook, "Final Scoring": Universal Goods before the scoring, then Spells, Gems
    (with +1/-1 to any Gem), Spices, Animals, Weapons (the Protection and the 2-player
    side there); the F.A.Q.'s order of decisions; and the app's asking everything up
    front (R11) and its proposal (D18) marked as its readings."""
    steps = _blocks("final-scoring", "steps")[0]["items"]
    assert "Before the scoring" in steps[0] and "Universal Goods" in steps[0]
    assert steps[1].startswith("Spells") and "+1/-1 to any Gem" in steps[2]
    assert "Protection" in steps[4] and "two players" in steps[4] and "side" in steps[4]
    words = _words(_section("final-scoring"))
    assert "from the first player of the last round, then clockwise" in words
    assert "Spells, Gems, Spices, Animals and Weapons" in words
    marked = [b for b in _blocks("final-scoring", "text") if "reading" in b]
    assert [b["reading"] for b in marked] == ["final-choices", "sure", "equal-choices"]
    assert all(b["text"].endswith("(this app's reading)") for b in marked)


def test_the_end_gives_r18s_tie_break_in_order() -> None:
    steps = _blocks("end", "steps")[0]["items"]
    assert len(steps) == 4
    assert "most VP" in steps[0] and "least VP with his Weapon pile" in steps[1]
    assert "fewest cards in his Weapon pile" in steps[2] and "share" in steps[3]


def test_the_variants_and_two_player_rules() -> None:
    variants = _words(_section("variants"))
    assert "Open" in variants and "Secretive" in variants and "Standard" in variants
    two = _words(_section("two-players"))
    assert "one side" in two and "whole pile" in two  # R17


def test_the_last_card_swap_and_the_return_say_what_the_rulebook_says() -> None:
    """Rulebook, "3. Take the Goods": the first player takes the Expert from the last
    card (usually another player's) and places it in front of himself, then plays one of
    his other Experts; "4. Return": the discarded Experts are shared out (F1, F5)."""
    buying = _words(_section("buying"))
    assert "back into his hand" not in buying
    assert "takes the Expert on it (usually another player's) and places it in front of" in (
        buying
    )
    assert "plays one of his other remaining Experts on the card instead" in buying
    piles = _words(_section("piles"))
    assert "take all the discarded Experts and share them out" in piles
    assert "his discarded Experts back" not in piles


def test_every_marked_sentence_links_a_reading_given_in_words() -> None:
    """A sentence resting on one of the app's readings says so and names it; the
    readings section gives each in words, and every reading is used somewhere."""
    readings = _section("readings")
    listed = next(b for b in readings["blocks"] if b["kind"] == "list")
    ids = listed["ids"]
    assert len(ids) == len(set(ids)) == len(listed["items"])
    used: set[str] = set()
    for section in sections():
        for block in section["blocks"]:
            if "reading" in block:
                assert block["text"].endswith("(this app's reading)")
                used.add(block["reading"])
            items = block.get("items", []) if block["kind"] in ("list", "steps") else []
            marks = block.get("readings") or [None] * len(items)
            if "ids" in block:  # the readings' own list
                continue
            for item, reading in zip(items, marks, strict=True):
                assert item.endswith("(this app's reading)") is (reading is not None), item
                if reading is not None:
                    used.add(reading)
    assert used == set(ids)
    two = _blocks("two-players", "list")[0]
    assert two["readings"][-1] == "two-protection"  # R17, not the rulebook's words (F6)


def test_no_rule_code_reaches_the_players_words() -> None:
    """Rule codes (R11, D4) belong in the code's comments, never in what a player reads."""
    assert not re.search(r"\b[RD][0-9]+\b", json.dumps(sections()))


def test_the_bridge_answers_the_reference_as_json() -> None:
    answer = json.loads(bridge.rules())
    assert answer["ok"] is True
    assert [s["id"] for s in answer["sections"]] == ORDER
    assert answer["sections"] == json.loads(json.dumps(sections()))


def test_the_bridge_answers_even_when_the_reference_fails(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import golden_sails.teach.reference as reference

    def broken() -> list[dict[str, Any]]:
        raise KeyError("no-such-example")

    monkeypatch.setattr(reference, "sections", broken)
    answer = json.loads(bridge.rules())
    assert answer["ok"] is False and "KeyError" in answer["error"]
