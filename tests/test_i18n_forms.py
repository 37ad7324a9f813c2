"""Words a language declines, capitalises or punctuates its own way, with the real
catalogs (issue 36 item 2; the de-pl native review's PL-1, PL-2, PL-3, PL-36,
PL-37 and #40): the source gives each such form a message of its own, and code
forces no case, capital or dash on a language."""

from __future__ import annotations

import json

import pytest

from golden_sails.app.scorepad import load_table
from golden_sails.app.screens import describe_move
from golden_sails.app.view_words import view_words
from golden_sails.game.engine import legal_moves, step
from golden_sails.game.log import entry_text
from golden_sails.game.view import view
from golden_sails.model.glossary import (
    EXPERT_OBJECT,
    TAKE_OBJECT,
    capitalised,
    expert_name,
    kind_name,
)
from golden_sails.model.i18n import language, sequence_text
from golden_sails.model.names import PlayerNameError, check_name
from golden_sails.scoring import score_table_json
from golden_sails.teach.examples import EXAMPLES
from golden_sails.teach.reference import sections
from helpers import assign, game

EXPERTS = ("jeweler", "cook", "hunter", "sorcerer", "armourer")


def _assign_labels(lang: str) -> dict[str, str]:
    """Each Expert's assign button of round 1's first move, in ``lang``."""
    state = game(3, seed=5)
    shown = view(state, state.to_act)
    with language(lang):
        return {
            move.expert: describe_move(shown, move)["label"]
            for move in legal_moves(state)
            if move.expert is not None and move.card == 0
        }


def test_polish_puts_the_expert_in_the_accusative_on_the_button() -> None:
    """ "Połóż płatnerza na karcie 1", never the template "Połóż eksperta (płatnerz)"."""
    labels = _assign_labels("pl")
    assert set(labels) == set(EXPERTS)
    for expert, label in labels.items():
        with language("pl"):
            plain, accusative = expert_name(expert), expert_name(expert, EXPERT_OBJECT)
        assert plain != accusative, expert  # every Polish Expert declines
        assert label.startswith(f"Połóż {accusative} na karcie 1"), label
        assert "eksperta (" not in label


def test_every_language_has_a_form_for_each_expert_as_an_object() -> None:
    for lang in ("en", "de", "fr", "es", "pl"):
        labels = _assign_labels(lang)
        for expert, label in labels.items():
            with language(lang):
                assert expert_name(expert, EXPERT_OBJECT) in label, (lang, label)


def test_a_swap_in_the_log_takes_the_expert_back_in_its_object_form() -> None:
    """R5's change of type: "Andy zabiera kucharza do swojego zapasu …"."""
    entry = {"round": 1, "kind": "take", "seat": 0, "slot": 0, "pile": "spices",
             "swapped": "cook", "spice": "mint"}  # fmt: skip
    with language("pl"):
        text = entry_text(entry, ["Andy"])  # type: ignore[arg-type]
        assert text.startswith("Andy zabiera kucharza do swojego zapasu"), text
    with language("en"):
        assert "takes the Cook into their supply" in entry_text(entry, ["Andy"])  # type: ignore[arg-type]


def _short_takes(lang: str) -> dict[str, tuple[str, object]]:
    """The take phase's short buttons by pile, with the card's Area as facts."""
    state = game(3, seed=9)
    for move in (assign(1, "armourer"), assign(2, "hunter"), assign(0, "cook")):
        state = step(state, move)
    shown = view(state, state.to_act)
    with language(lang):
        out = {}
        for move in legal_moves(state):
            described = describe_move(shown, move)
            card = shown["table"][move.card]
            assert card is not None
            out[described["pile"]] = (described["short"], card["card"])
    return out


def test_polish_take_button_names_the_kind_as_its_object() -> None:
    """ "Weź miętę", "Weź jednorożca": the kind's own form after "Weź", no "Weź
    przyprawę: mięta"."""
    shorts = _short_takes("pl")
    spice, card = shorts["spices"]
    animal, card_a = shorts["animals"]
    with language("pl"):
        assert spice == "Weź " + kind_name(card["spice"], TAKE_OBJECT)  # type: ignore[index]
        assert animal == "Weź " + kind_name(card_a["animal"], TAKE_OBJECT)  # type: ignore[index]
    assert ":" not in spice and ":" not in animal


@pytest.mark.parametrize(("lang", "dash"), [("de", "\u2013"), ("pl", "\u2013"), ("en", "-")])
def test_a_gem_sequence_is_joined_by_the_languages_dash(lang: str, dash: str) -> None:
    with language(lang):
        assert sequence_text([8, 1, 2]) == f"8{dash}1{dash}2"
        sheets = [score_table_json(load_table(json.dumps(e.table))) for e in EXAMPLES]
    lines = [
        line
        for sheet in sheets
        for p in sheet["players"]
        for line in p["choices"]["scoring"]["gems"]["lines"]
    ]
    assert any(f"3{dash}4{dash}5" in line for line in lines), lines


@pytest.mark.parametrize("lang", ["pl", "de", "fr", "es", "en"])
def test_every_score_line_starts_with_a_capital(lang: str) -> None:
    """A line may start with a kind's name, which Polish writes lower case inside a
    sentence ("feniks, potem pająk: 4 PZ"); a line stands alone (PL-36)."""
    seen = 0
    for example in EXAMPLES:
        with language(lang):
            sheet = score_table_json(load_table(json.dumps(example.table)))
        for player in sheet["players"]:
            for category in player["choices"]["scoring"].values():
                for line in category["lines"]:
                    seen += 1
                    assert not line[:1].islower(), (example.key, line)
    assert seen > 100


def test_the_rules_headings_and_the_cards_labels_stand_alone_with_a_capital() -> None:
    """Polish writes Good types and kinds lower case in a sentence; a heading of
    the rules reference (PL-1) and a card's Area label (PL-37) start with a capital."""
    with language("pl"):
        titles = [section["title"] for section in sections()]
        state = game(3, seed=9)
        cards = view_words(view(state, 0))["cards"]
    assert {"Zaklęcia", "Klejnoty", "Przyprawy", "Zwierzęta", "Bronie"} <= set(titles)
    assert all(not t[:1].islower() for t in titles), titles
    shorts = [s for card in cards if card for s in card["short"].values()]
    assert shorts and all(not s[:1].islower() for s in shorts), shorts


@pytest.mark.parametrize(("length", "noun"), [(42, "42 znaki"), (45, "45 znaków")])
def test_a_count_of_characters_takes_its_plural_form(length: int, noun: str) -> None:
    """Polish: 42 znaki, 45 znaków (ngettext, not a noun glued to any count)."""
    with language("pl"), pytest.raises(PlayerNameError) as err:
        check_name("x" * length, "name 1")
    assert noun in str(err.value)


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "pl"])
def test_a_cards_short_words_are_within_its_areas_words(lang: str) -> None:
    """The page names an Area by its words ("market.area") and shows its short
    words: the name holds what is shown (WCAG 2.5.3) without the page comparing
    translated strings, because the short words are always within the Area's."""
    import re

    from golden_sails.app.view_words import card_words
    from golden_sails.model.deck import load_deck

    def words(text: str) -> str:
        return " " + " ".join(re.findall(r"\w+", text.replace("\u00ad", "").lower())) + " "

    state = game(4, seed=3)
    cards = [c for c in view(state, 0)["table"] if c is not None]
    assert cards and len(load_deck()) >= 48
    with language(lang):
        for cell in cards:
            named = card_words(cell["card"])
            for pile, short in named["short"].items():
                assert words(short) in words(named["areas"][pile]), (pile, short)


def test_an_area_buttons_name_starts_with_the_words_it_shows() -> None:
    """An assign's name for screen readers starts with the Area's words ("Jałowiec:
    połóż kucharza …"), so a voice user says what he sees."""
    state = game(3, seed=5)
    shown = view(state, state.to_act)
    with language("pl"):
        for move in legal_moves(state):
            if move.expert is None:
                continue
            described = describe_move(shown, move)
            card = view_words(shown)["cards"][move.card]
            pile = described["pile"]
            named = described["named"]
            assert named.startswith(capitalised(card["areas"][pile]) + ":"), named
            assert card["short"][pile].lower() in named.lower()  # what the button shows
            assert "połóż " in named and "eksperta (" not in named, named


def test_a_json_fault_python_does_not_list_is_left_out_not_shown_in_english(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A JSON reader's fault of a Python to come is not in JSON_FAULTS: the message
    names the place in the player's language and leaves the English detail out."""
    import json as json_module

    from golden_sails.model import jsontext

    def new_fault(*_: object, **__: object) -> object:
        raise json_module.JSONDecodeError("Brand new fault", "{", 0)

    monkeypatch.setattr(jsontext.json, "loads", new_fault)
    with language("pl"), pytest.raises(jsontext.JsonTextError) as err:
        jsontext.strict_loads("{", "table")
    assert "Brand new" not in str(err.value) and "błędny JSON" in str(err.value)


def test_a_value_of_no_json_type_is_named_in_the_language() -> None:
    from golden_sails.model.jsontext import type_name

    with language("de"):
        assert type_name(object()) == "anderer Typ"
        assert type_name([]) != "list"
