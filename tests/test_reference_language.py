"""The rules reference, the rulebook's examples and the static content follow the
language of the call (issue 19, docs/i18n.md): every word goes through the
catalogs when it is shown, none is frozen at import or kept from an English call,
and the English sentences written per case still name the glossary's terms."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from golden_sails.model import glossary
from golden_sails.model.cards import EXPERT_PILE, EXPERTS
from golden_sails.model.i18n import LANGUAGES, language
from golden_sails.teach import prebuilt, reference
from golden_sails.teach.examples import examples_json
from helpers import Marked, german_read_from


@pytest.fixture
def bracketed(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """German gives every message back in [brackets] (helpers.german_read_from); English
    stays the source."""
    with german_read_from(Marked("[", "]"), monkeypatch):
        yield


def _shown(section: dict[str, Any]) -> list[str]:
    """Every text a section shows in its own words: the title, each text, item,
    caption and head, each example's title and its cards in words (the Animal
    reference cards' texts are the deck's data, the example's reasons the scorer's)."""
    out = [section["title"]]
    for block in section["blocks"]:
        out += [
            block[k] for k in ("text", "caption") if k in block and block["kind"] != "reference"
        ]
        out += block.get("items", []) + block.get("head", [])
        if block["kind"] == "example":
            out.append(block["title"])
            out += [
                card for seat in block["holdings"] for p in seat["piles"] for card in p["cards"]
            ]
        if "matrix" in block:
            out += [block["matrix"]["caption"], *block["matrix"]["head"]]
            out += [row[0] for row in block["matrix"]["rows"]]
    return out


def test_every_word_of_the_reference_follows_the_language(bracketed: None) -> None:
    english = reference.sections()  # an English call first: nothing of it may be kept
    with language("de"):
        german = reference.sections()
    assert [s["id"] for s in german] == [s["id"] for s in english]
    for before, after in zip(english, german, strict=True):
        shown = _shown(after)
        assert shown and len(shown) == len(_shown(before)), after["id"]
        bare = [text for text in shown if not text.startswith("[")]
        assert not bare, (after["id"], bare)
    # English again after the block: the language is the call's, not a cache's.
    assert reference.sections() == english


def test_a_marked_sentence_ends_with_the_reading_mark_of_its_language(bracketed: None) -> None:
    with language("de"):
        mark = glossary.reading_mark()
        buying = next(s for s in reference.sections() if s["id"] == "buying")
    assert mark == "[([this app's reading])]"
    steps = buying["blocks"][0]
    marked = [item for item, r in zip(steps["items"], steps["readings"], strict=True) if r]
    assert marked and all(item.endswith(" " + mark) for item in marked)


def test_the_examples_follow_the_language(bracketed: None) -> None:
    english = examples_json()
    with language("de"):
        german = examples_json()
    for before, after in zip(english, german, strict=True):
        assert after["title"] == f"[{before['title']}]"
        assert after["text"] == f"[{before['text']}]"
        assert after["table"] == before["table"]  # the score pad's JSON has no words


def test_the_static_content_is_built_in_each_language(bracketed: None) -> None:
    built = prebuilt.prebuilt_all()
    assert list(built) == list(LANGUAGES)
    assert built["en"] == prebuilt.prebuilt()
    german = built["de"]
    assert german["rules"]["sections"][0]["title"] == "[The game in short]"
    assert german["examples"]["examples"][0]["title"] == "[Spices]"
    assert german["rules"] != built["en"]["rules"]
    # The languages with their real catalogs build too: every placeholder of a
    # translation is one its message fills.
    for lang in ("fr", "es", "pl"):
        assert [s["id"] for s in built[lang]["rules"]["sections"]] == [
            s["id"] for s in built["en"]["rules"]["sections"]
        ]


def test_each_expert_buys_sentence_names_the_glossarys_terms() -> None:
    """Written one per Expert (so each language gives each its article), the
    set-up's sentences still say what the glossary and the cards say."""
    setup = next(s for s in reference.sections() if s["id"] == "setup")
    experts_item = setup["blocks"][0]["items"][1]
    for expert in EXPERTS:
        name = glossary.EXPERTS[expert].name
        goods = glossary.GOODS[EXPERT_PILE[expert]].many
        assert f"{name} buys {goods}" in experts_item
    step = next(s for s in reference.sections() if s["id"] == "experts")["blocks"][1]["items"][1]
    first, second = (glossary.EXPERTS[e] for e in EXPERTS[:2])
    one, two = (glossary.GOODS[EXPERT_PILE[e]].name for e in EXPERTS[:2])
    assert f"a {first.name} makes it a {one}, a {second.name} makes it a {two}, and so on" in step


def test_each_spell_item_says_what_the_glossary_says_it_means() -> None:
    """A Spell's item is its own message (its first word's case is the language's),
    and in English the glossary's meaning, written on after the colon."""
    items = [
        item
        for block in next(s for s in reference.sections() if s["id"] == "spells")["blocks"]
        for item in block.get("items", [])
    ]
    for power in reference._SPELL_ITEMS:
        means = glossary.SPELLS[power].means
        expected = f"{glossary.spell_name(power)}: {means[:1].lower()}{means[1:]}"
        assert any(item.startswith(expected) for item in items), power
