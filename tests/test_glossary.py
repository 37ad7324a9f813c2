"""One name for each thing, the rulebook's, from golden_sails.model.glossary: every name a
player reads (lessons, the rules reference, buttons, chips, the log, the score
sheet, the notes) is compared with the glossary."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from golden_sails.app import session
from golden_sails.app.explain import area_notes
from golden_sails.app.scorepad import load_table
from golden_sails.app.screens import answer
from golden_sails.app.view_words import view_words
from golden_sails.game.engine import legal_moves
from golden_sails.game.view import view
from golden_sails.game.words import vocabulary
from golden_sails.model import glossary
from golden_sails.model.cards import ANIMALS, SPELL_POWERS, SPICES, WEAPONS
from golden_sails.model.deck import load_deck
from golden_sails.scoring import decide_all, score_table
from golden_sails.teach.examples import EXAMPLES
from golden_sails.teach.lessons import LESSONS
from golden_sails.teach.reference import sections
from golden_sails.teach.scenes import scene_step
from helpers import game, log_lines, play_random

# A Spell's fields, each filled in, for the names that name a kind.
SAMPLES: dict[str, dict[str, Any]] = {
    "per_good": {"good": "animals"},
    "per_animal": {"animal": "phoenix"},
    "spice_pair": {"spices": ("mint", "cloves")},
    "weapon_boost": {"weapon": "shuriken"},
}


def test_a_short_form_is_its_names_first_words() -> None:
    """A chip too small for a name shows its first words, never another word."""
    for key, term in glossary.ALL.items():
        words, first = term.name.split(), term.brief.split()
        assert words[: len(first)] == first, key
    for power in SPELL_POWERS:
        fields = SAMPLES.get(power, {})
        name = glossary.spell_name(power, **fields)
        short = glossary.spell_name(power, short=True, **fields)
        assert name.split()[: len(short.split())] == short.split(), power


@pytest.mark.parametrize(
    ("power", "field", "kinds", "names"),
    [
        ("per_good", "good", ("gems", "spices", "animals", "weapons"), glossary.SPELL_PER_GOOD),
        ("per_animal", "animal", ANIMALS, glossary.SPELL_PER_ANIMAL),
        ("weapon_boost", "weapon", WEAPONS, glossary.SPELL_WEAPON_BOOST),
    ],
)
def test_a_spell_with_a_kind_has_a_whole_message_per_kind_worded_as_its_pattern(
    power: str, field: str, kinds: tuple[str, ...], names: dict[str, str]
) -> None:
    """Issue 19: each card its own message (a language gives each Good and kind
    its gender), whose English is the Spell's pattern filled in, short form too."""
    assert tuple(names) == kinds
    term = glossary.SPELLS[power]
    for kind in kinds:
        english = glossary.good_name(kind) if field == "good" else glossary.kind_name(kind)
        assert names[kind] == term.name.format(**{field: english})
        assert glossary.spell_name(power, **{field: kind}) == names[kind]
        short = glossary.spell_name(power, short=True, **{field: kind})
        assert short == term.brief.format(**{field: english})


def test_the_rulebooks_card_names() -> None:
    """The Spell names the rulebook's examples and F.A.Q. quote."""
    assert glossary.spell_name("per_spell") == "2 VP for each Spell"
    assert glossary.spell_name("three_animals") == "4 VP for 3 different Animals"
    assert glossary.spell_name("weapon_boost", weapon="shuriken") == "+2 to both Shuriken values"
    assert glossary.spell_name("spice_pair", spices=("mint", "cloves")) == "4 VP for Mint & Cloves"
    assert glossary.spell_name("gem_shift") == "+1/-1 to any Gem"
    assert glossary.spell_name("protection", short=True) == "Protection"


def _strings(value: object) -> Iterator[str]:
    """Every string inside a JSON value, keys and values."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(k)
            yield from _strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _strings(v)


# Keys of the page's JSON that hold data (values of the game), never words.
DATA_KEYS = {"power", "kind", "pile", "good", "animal", "weapon", "spice", "spices", "to",
             "moved", "expert", "category", "animals", "kinds", "universal",
             "protection", "side", "protected_from", "moved_on_top", "name", "code", "id",
             "key", "reading", "readings", "ids", "teaches", "set", "icon"}  # fmt: skip


def _words(value: object) -> Iterator[str]:
    """The words of a JSON answer: its strings, but those under data keys."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            if k not in DATA_KEYS:
                yield from _words(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _words(v)


@cache
def shown() -> tuple[str, ...]:
    """Every text a player may read: the lessons (words, folded words, moves, scores,
    Try-it), the lesson list, the rules reference, the vocabulary, the score sheets of
    the rulebook's examples, and a 3- and a 2-player game's screens, notes and log
    from the first move to the end."""
    out: list[str] = []
    for name, scene in LESSONS.items():
        out += [scene.title, scene.summary]
        for k in range(len(scene.beats)):
            out += list(_words({k: v for k, v in scene_step(name, k + 1).items() if k != "scene"}))
    out += list(_words(sections()))
    out += list(_words(vocabulary()))
    for example in EXAMPLES:
        table = load_table(json.dumps(example.table))
        out += list(_words(score_table(table, decide_all(table)).to_json()))
    for players, seed in ((3, 5), (2, 9), (4, 2)):
        state = game(players, seed=seed)
        s = session.start(state.config, ("human",) * players, seed)
        steps = 0
        while s.screen != "over":
            if s.screen == "handoff":
                s = session.reveal(s)
                continue
            if steps % 7 == 0:
                shown_view = view(s.state, s.state.to_act)
                out += list(_words(answer(s)["screen"]))
                if s.state.phase in ("assign", "take"):
                    out += list(_words(area_notes(shown_view)))
            moves = legal_moves(s.state)
            s = session.play(s, moves[(steps * 31) % len(moves)])
            steps += 1
        final = view(s.state, None)
        out += list(_words(answer(s)["screen"])) + [text for _, text in log_lines(final)]
    return tuple(out)


# Other names for things the glossary names, never shown: the glossary's own
# ``avoid`` lists, and the kinds' ids in lower case (the page shows names).
def _avoided() -> list[tuple[str, re.Pattern[str]]]:
    out = []
    for key, term in glossary.ALL.items():
        for word in term.avoid:
            flags = re.IGNORECASE if word.islower() else 0
            out.append((key, re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])", flags)))
    for kind in (*SPICES, *ANIMALS, *WEAPONS):
        out.append((kind, re.compile(rf"\b{kind}s?\b")))
    return out


def test_no_other_name_is_shown_for_a_thing_the_glossary_names() -> None:
    """Protection is never "Shield", a sequence of Gems never a "run", a Spider never a
    "Giant Spider", a kind never its lower-case id: the names shown are the glossary's."""
    texts = shown()
    assert len(texts) > 2000
    for key, pattern in _avoided():
        bad = [t for t in texts if pattern.search(t)]
        assert not bad, (key, pattern.pattern, bad[:3])


def test_every_spell_shown_is_named_as_the_glossary_names_it() -> None:
    """Every card's Spell, on the table (its words and its chip) and in a pile, is the
    glossary's name and short form, and the chip's short form its first words."""
    deck = load_deck()
    names = {card.spell.describe() for card in deck}
    for card in deck:
        spell = card.spell
        fields = {
            "good": spell.good,
            "animal": spell.animal,
            "spices": spell.spices,
            "weapon": spell.weapon,
        }
        assert spell.describe() == glossary.spell_name(spell.power, **fields)
        assert spell.name(short=True) == glossary.spell_name(spell.power, short=True, **fields)
    state = play_random(game(4, seed=3), seed=3, until=lambda s: s.round == 6)
    shown = view(state, 0)
    words = view_words(shown)
    for player, piles in zip(shown["players"], words["piles"], strict=True):
        for entry, said in zip(player["piles"]["spells"], piles["spells"], strict=True):
            assert said["text"].split(" (")[0] in names or entry["power"] == "universal"
            assert said["text"].startswith(said["short"])
    for cell, card in zip(shown["table"], words["cards"], strict=True):
        if cell is not None:
            assert card is not None and card["areas"]["spells"] in names
            assert card["areas"]["spells"].startswith(card["short"]["spells"])


@pytest.mark.parametrize(("group", "names"), [("spices", glossary.SPICES),
                                              ("animals", glossary.ANIMALS),
                                              ("weapons", glossary.WEAPONS)])  # fmt: skip
def test_the_pages_vocabulary_is_the_glossarys(group: str, names: dict[str, Any]) -> None:
    words = vocabulary()
    assert words[group] == {kind: term.name for kind, term in names.items()}
    assert words["goods"] == {
        pile: {"one": t.name, "many": t.many, "how": words["goods"][pile]["how"]}
        for pile, t in glossary.GOODS.items()
    }
    assert {e: v["name"] for e, v in words["experts"].items()} == {
        e: t.name for e, t in glossary.EXPERTS.items()
    }


def test_a_kinds_form_for_a_context_is_its_english_name() -> None:
    """KIND_FORMS: English reads the name or plural it always did; each context
    has every kind its sentences can hold."""
    forms = glossary.KIND_FORMS
    assert set(forms[glossary.PROTECTION_FROM]) == set(WEAPONS)
    assert set(forms[glossary.YOU_HAVE_ALREADY]) == set(SPICES)
    for kind in WEAPONS:
        assert glossary.kind_plural(kind, glossary.PROTECTION_FROM) == glossary.kind_plural(kind)
    for kind in SPICES:
        assert glossary.kind_name(kind, glossary.YOU_HAVE_ALREADY) == glossary.kind_name(kind)


def test_a_label_standing_alone_starts_with_a_capital() -> None:
    assert glossary.capitalised("lotos") == "Lotos"
    assert glossary.capitalised("łowca") == "Łowca"
    assert glossary.capitalised("") == ""
    # English names of the labels it serves (vocabulary, a button's Expert) are unchanged.
    groups = (glossary.GOODS, glossary.EXPERTS, glossary.SPICES, glossary.ANIMALS, glossary.WEAPONS)
    for term in (term for group in groups for term in group.values()):
        assert glossary.capitalised(term.name) == term.name
        assert glossary.capitalised(term.many) == term.many
