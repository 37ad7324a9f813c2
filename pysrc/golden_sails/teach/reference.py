"""The rules reference: the whole game in plain words, as data for the ``#/rules`` page.

Sections in reading order, each ``{"id", "title", "blocks"}`` (a Good type's
section also names its ``good``).  A block is one of:

- ``{"kind": "text", "text"}``, ``{"kind": "list", "items"}``,
  ``{"kind": "steps", "items"}`` (an ordered list);
- ``{"kind": "table", "caption", "head", "rows"}``;
- ``{"kind": "example", ...}``: one of the rulebook's examples
  (golden_sails.teach.examples) worked by the scorer when asked, never typed in;
- ``{"kind": "reference", ...}``: one Animal reference card, from the data.

A text block or a list item that rests on one of this app's readings of the
rules, not on the rulebook's own words, says so ("(this app's reading)") and
names it: a text block's ``reading``, a list's ``readings`` (one per item, or
None), the id of an entry of the last section, ``readings``, whose list gives
each reading in words (its ``ids``).

The words are written here, the names from golden_sails.model.glossary; every
number is read from the rules core (the constants, the deck's data, the
scorer), so the page cannot drift from the game.
"""

from __future__ import annotations

import json
from typing import Any, Final

from ..app.scorepad import PLAYER_COUNTS, load_table
from ..game.engine import RETURN_ROUNDS, ROUNDS
from ..game.words import (
    HOW_IT_SCORES,
    SPELL_POWER_WORDS,
    VARIANT_WORDS,
    article,
    card_text,
    good_many,
    good_one,
)
from ..model.cards import ANIMALS, EXPERT_PILE, EXPERTS, GEM_CLASSES, PILES, WEAPON_VALUES, WEAPONS
from ..model.deck import (
    ANIMAL_REFERENCES,
    DECK_SIZE,
    RULEBOOK_V,
    AnimalReference,
    load_animal_references,
)
from ..model.glossary import READING, SPELLS, expert_name, kind_name, spell_name
from ..scoring import decide_all, score_table
from ..scoring.gems import gem_vp
from ..scoring.weapons import BOOST
from .examples import example_by_key

Block = dict[str, Any]
Section = dict[str, Any]

# The Good types in the rulebook's teaching order (Spells last: they change the others).
TEACHING_ORDER: Final = ("spices", "gems", "animals", "weapons", "spells")
assert sorted(TEACHING_ORDER) == sorted(PILES)

# Each Good type's worked examples (golden_sails.teach.examples keys), the first the main one.
GOOD_EXAMPLES: Final = {
    "spices": ("spices",),
    "gems": ("gems", "gems-3"),
    "animals": ("animals", "animals-v"),
    "weapons": ("weapons", "weapons-boomerangs"),
    "spells": ("spells",),
}
assert set(GOOD_EXAMPLES) == set(PILES)

# R13: the Spell powers that score nothing themselves but change other piles' scoring.
MODIFIERS: Final = ("gem_shift", "weapon_boost", "protection", "universal")
assert set(MODIFIERS) <= set(SPELL_POWER_WORDS)


# This app's readings of the rules, in words (RULINGS.md and docs/rules-decisions.md
# have them with their codes, which players never read).
READINGS: Final = {
    "swap-supply": "After the last-card change, the Expert taken from the card stays in the "
    "first player's supply until the Experts return: he may hold two of one kind, and play "
    "either.",
    "final-choices": "The app asks every player's final choices before any score, one "
    "player at a time from the first player of round 12, clockwise: where his Universal "
    "Goods go, the kind each Protection names and, with two players, his Weapon side. The "
    "+1/-1 to any Gem changes are always the ones that score most, and the app says which.",
    "sure": "The app proposes each player's final choices: the ones that leave him the most "
    "VP he can be sure of, whatever the players after him choose (their Protection, their "
    "Universal Goods sent to their Weapons, with two players their side). It shows that "
    "figure, the most he could get, and which later choice would lower it. He may change "
    "them before he confirms.",
    "equal-choices": "Of final choices worth the same, the app proposes the first in a fixed "
    "order: piles in the score booklet's order, Weapon kinds in the rulebook's, the left "
    "side first.",
    "three-animals": 'The sets of "4 VP for 3 different Animals" are made apart from the sets '
    "the Animal reference pays for: an Animal may count in both.",
    "two-protection": "With two players, a Protection stops the chosen kind's values on the "
    "side the opponent uses against you.",
    "reinforcements": "Two reinforcement Spells of one kind add 4 to both values of that "
    "kind's Weapon.",
}


def _text(text: str, reading: str | None = None) -> Block:
    if reading is None:
        return {"kind": "text", "text": text}
    assert reading in READINGS, reading
    return {"kind": "text", "text": f"{text} {READING}", "reading": reading}


def _list(*items: str) -> Block:
    return {"kind": "list", "items": list(items)}


def _read(item: str, reading: str) -> tuple[str, str]:
    """A list item that rests on one of this app's readings."""
    assert reading in READINGS, reading
    return f"{item} {READING}", reading


def _marked(kind: str, *items: str | tuple[str, str]) -> Block:
    """A list or steps block, some items marked as this app's reading (:func:`_read`)."""
    texts = [item if isinstance(item, str) else item[0] for item in items]
    readings = [None if isinstance(item, str) else item[1] for item in items]
    block: Block = {"kind": kind, "items": texts}
    if any(readings):
        block["readings"] = readings
    return block


def _steps(*items: str) -> Block:
    return {"kind": "steps", "items": list(items)}


def _table(caption: str, head: list[str], rows: list[list[str]]) -> Block:
    return {"kind": "table", "caption": caption, "head": head, "rows": rows}


def _section(id_: str, title: str, *blocks: Block, **extra: Any) -> Section:
    return {"id": id_, "title": title, **extra, "blocks": list(blocks)}


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _rounds(rounds: tuple[int, ...]) -> str:
    return _and([str(r) for r in rounds])


# --- How a game goes ------------------------------------------------------------


def _goal() -> Section:
    goods = _and([good_many(p) for p in TEACHING_ORDER])
    return _section(
        "goal",
        "The game in short",
        _text(
            f"{PLAYER_COUNTS[0]} to {PLAYER_COUNTS[-1]} merchants play {ROUNDS} rounds. "
            f"Each round every player buys one Good, of one of the five Good types: {goods}."
        ),
        _text(
            "Every card can become any of the five Good types: the Expert played on it "
            "decides which. At the end each Good type scores in its own way; "
            "the most Victory Points (VP) wins."
        ),
    )


def _setup() -> Section:
    # R2: every player takes one card a round, so the deck holds ROUNDS cards a player.
    sizes = _and([f"{ROUNDS * n} for {n} players" for n in PLAYER_COUNTS])
    experts = [f"{expert_name(e)} buys {good_many(EXPERT_PILE[e])}" for e in EXPERTS]
    return _section(
        "setup",
        "Setting up",
        _list(
            f"Shuffle the Goods cards and use {sizes} (the full deck is {DECK_SIZE}); the "
            "other cards go back to the box. The deck lies face down.",
            "Each player takes a set of five different Experts, face up in front of him: "
            + "; ".join(experts)
            + ".",
            "One of the five Reference cards is drawn at random and placed in the middle, "
            "Animals side up: this Animal reference decides how Animals score this game.",
            "Each player gets one Reference card, Spices side up: what Spices score. With "
            "fewer than four players, the unused Experts and Reference cards go back to the "
            "box.",
            "The player who has most recently travelled to faraway lands takes the First "
            "Player card (in this app, the player named first at set-up).",
        ),
    )


def _experts() -> Section:
    makes = ", ".join(
        f"{article(expert_name(e))} makes it {article(good_one(EXPERT_PILE[e]))}"
        for e in EXPERTS[:2]
    )
    return _section(
        "experts",
        "A round: the Experts",
        _text(
            "A round has five phases: reveal the Goods, assign the Experts, take the Goods, "
            "the Return of the Experts (once in four rounds), pass the First Player card."
        ),
        _steps(
            "The first player reveals one Goods card for each player, face up, in any order.",
            "From the first player, clockwise, each player puts one of his Experts beside a "
            f"card that has none. The Expert decides what that card is: {makes}, and so on.",
            "Everyone sees which Expert lies on which card before anyone buys.",
        ),
    )


def _buying() -> Section:
    return _section(
        "buying",
        "Buying the Goods",
        _marked(
            "steps",
            "The player who placed the last Expert takes first, then the others "
            "counter-clockwise. You may take any card, whoever put the Expert there, "
            "and you cannot refuse.",
            "The card goes on your pile of that Good type; the Expert on it is discarded.",
            "The first player takes the last card. He may first change its type: he takes "
            "the Expert on it (usually another player's) and places it in front of himself, "
            "plays one of his other remaining Experts on the card instead, and takes the "
            "card as that Good; the Expert he played is discarded.",
            _read(
                "The Expert he took stays with him until the Experts return, so he may hold "
                "two of one kind.",
                "swap-supply",
            ),
            "Whoever takes a Gem says its class aloud; if he forgets, the others may ask to "
            "see it.",
        ),
    )


def _piles() -> Section:
    return _section(
        "piles",
        "Piles and the Experts' return",
        _list(
            "You keep one pile per Good type, at most five. A new card goes on top; the "
            "order never changes.",
            "Every pile is face up for all to see, except Gems: only their owner looks at "
            "them, the others must remember what was announced.",
            f"After rounds {_rounds(RETURN_ROUNDS)} each player holds one Expert. The players "
            "take all the discarded Experts and share them out so that each again holds five "
            f"different Experts. After round {ROUNDS} they do not return: the final scoring "
            "begins.",
        ),
    )


def _first_player() -> Section:
    four = PLAYER_COUNTS[-1]
    return _section(
        "first-player",
        "The first player",
        _text("After each round the First Player card passes to the next player clockwise."),
        _text(
            f"In a {four}-player game, after rounds {_rounds(RETURN_ROUNDS)} it skips one "
            "player and goes to the second on the left, so that nobody is first every "
            "time all five Experts are back."
        ),
    )


# --- The Goods, each with worked examples ----------------------------------------


def _spices_blocks() -> list[Block]:
    return [_text("So collect kinds you do not have yet: a repeat is a wasted buy.")]


def _gems_blocks() -> list[Block]:
    # R14: what a run of each length scores, asked of the Gem scorer itself.
    runs = [GEM_CLASSES[:k] for k in range(1, 6)]
    lengths = [str(len(run)) for run in runs]
    vps = [str(gem_vp(run, 0)) for run in runs]
    return [
        _list(
            f"Classes go from {GEM_CLASSES[0]} to {GEM_CLASSES[-1]}, so "
            f"{GEM_CLASSES[-1]}-{GEM_CLASSES[0]}-{GEM_CLASSES[1]} is a sequence. "
            "Each Gem is in one sequence only.",
            f"Sequences of {_and(lengths)} Gems score {_and(vps)} VP: long sequences pay "
            "most.",
        ),
    ]


def _animals_blocks() -> list[Block]:
    kinds = _and([kind_name(k) for k in ANIMALS])
    return [
        _list(
            f"There are four kinds: {kinds}.",
            "Put your Animals into the sets the game's reference card pays for; each "
            "Animal in one set only. The best split is taken.",
            "Reference V is different: it scores the order in which you took them.",
        ),
    ]


def _weapons_blocks() -> list[Block]:
    kinds = _and([kind_name(k) for k in WEAPONS])
    low, high = WEAPON_VALUES[0], WEAPON_VALUES[-1]
    return [
        _list(
            f"Four kinds: {kinds}. Each shows a left and a right value, {low} to {high}.",
            "What you steal is taken from your neighbour's score and added to yours; "
            "your Weapon score is what you steal minus what is stolen from you.",
            "Two or more Weapons of one kind all count 0, even reinforced; they are still "
            "Weapon cards (for a Spell that counts the cards of your Weapons pile, for 5 Goods "
            "of different types, and in a tie).",
        ),
    ]


def _spell_item(power: str) -> str:
    """A Spell's name (its generic one where the card names a kind) and what it does."""
    means = SPELLS[power].means
    return f"{spell_name(power)}: {means[:1].lower()}{means[1:]}"


def _spells_blocks() -> list[Block]:
    scoring = [_spell_item(power) for power in SPELL_POWER_WORDS if power not in MODIFIERS]
    return [
        _text("Spells that score, each card on its own:"),
        _marked(
            "list",
            *scoring,
            _read(
                f'The sets of "{spell_name("three_animals")}" are made apart from the Animal '
                "reference's.",
                "three-animals",
            ),
        ),
        _text("Spells that change the rules for you, with no VP of their own:"),
        _marked(
            "list",
            _spell_item("gem_shift"),
            f"{spell_name('weapon_boost')}: a reinforcement Spell; your Weapon of that kind "
            f"counts {BOOST} more on both sides, unless you hold two or more of that kind.",
            _read(
                "Two reinforcement Spells of one kind add 4 to both values.", "reinforcements"
            ),
            _spell_item("protection") + " It never touches your own Weapons.",
            f"{spell_name('universal')}: before the final scoring it may move from your Spell "
            "pile to any other pile, turned with that Area up and placed atop the pile, where "
            "it counts as that Good instead of a Spell. Several may be moved, in any order.",
        ),
        _text("The F.A.Q.:"),
        _list(
            f'"{spell_name("spice_pair", spices=("mint", "cloves"))}" and '
            f'"{spell_name("spice_pair", spices=("mint", "anise"))}" with 1 Mint, 2 Cloves and '
            "1 Anise score 4 VP each: each Spice counts once for each Spell. With a second "
            "Mint: 8 VP and 4 VP.",
            f'Two "{spell_name("three_animals")}" with 2 Unicorns, 2 Phoenixes and 1 Spider: '
            "one set, 4 VP each. One more Spider or Serpent makes two sets, 16 VP; one more "
            "Unicorn or Phoenix changes nothing.",
            f'Two "{spell_name("gem_shift")}" may both move the same Gem: a 1 may become a 3.',
        ),
    ]


_GOOD_BLOCKS: Final = {
    "spices": _spices_blocks,
    "gems": _gems_blocks,
    "animals": _animals_blocks,
    "weapons": _weapons_blocks,
    "spells": _spells_blocks,
}


def _holdings(table: dict[str, Any]) -> list[dict[str, Any]]:
    """Each player's non-empty piles in words, in the score booklet's order."""
    out = []
    for seat, player in enumerate(table["players"]):
        piles = [
            {
                "pile": pile,
                "cards": [
                    card_text(pile, card, f"players[{seat}].{pile}[{i}]")
                    for i, card in enumerate(player[pile])
                ],
            }
            for pile in PILES
            if player.get(pile)
        ]
        if piles:
            out.append({"seat": seat, "name": player["name"], "piles": piles})
    return out


def worked_example(key: str, good: str) -> Block:
    """One example scored now by the score pad's own scorer: what each player holds,
    the scorer's reasons for ``good``, and the VP of each line the rulebook states."""
    example = example_by_key(key)
    table = load_table(json.dumps(example.table))
    sheet = score_table(table, decide_all(table)).to_json()
    players = sheet["players"]
    focus = example.checks[0][0]
    return {
        "kind": "example",
        "key": example.key,
        "title": example.title,
        "good": good,
        "animal_reference": example.table["animal_reference"],
        "holdings": _holdings(example.table),
        "lines": players[focus]["choices"]["scoring"][good]["lines"],
        "scores": [
            {"seat": seat, "name": players[seat]["name"], "good": cat, "vp": players[seat][cat]}
            for seat, cat, _ in example.checks
        ],
        "table": example.table,
    }


def _good(good: str) -> Section:
    blocks = [_text(HOW_IT_SCORES[good]), *_GOOD_BLOCKS[good]()]
    blocks += [worked_example(key, good) for key in GOOD_EXAMPLES[good]]
    return _section(good, good_many(good), *blocks, good=good)


# --- The Animal references, final scoring, the end, variants ---------------------


# R16: the entries of reference V that the rulebook's text gives.
_PRINTED_V: Final = frozenset((this, following) for this, following, _ in RULEBOOK_V)


def _matrix(ref: AnimalReference) -> Block:
    # R16: reference V scores each Animal by the kind of the next one taken.  As the
    # rulebook reads the card: the column of this Animal, the row of the next one.
    # An entry the rulebook does not give is the project's reconstruction: marked *.
    kinds = [this for this, _ in ref.matrix]

    def cell(this: str, following: str) -> str:
        vp = str(ref.sequence_vp(this, following))
        return vp if (this, following) in _PRINTED_V or not ref.reconstructed else vp + "*"

    head = ["Next ↓ / This →", *(kind_name(k) for k in kinds)]
    rows = [[kind_name(nxt), *(cell(this, nxt) for this in kinds)] for nxt in kinds]
    return _table(
        "VP for each Animal: the column of this Animal, the row of the next one taken. "
        "* the app's reconstruction; the other four are the rulebook's.",
        head,
        rows,
    )


def reference_card(ref: AnimalReference) -> Block:
    block: Block = {
        "kind": "reference",
        "code": ref.code,
        "text": ref.text,
        "reconstructed": ref.reconstructed,
    }
    if ref.kind == "sequence":
        block["matrix"] = _matrix(ref)
    return block


def _references() -> Section:
    refs = load_animal_references()
    return _section(
        "references",
        "Animal references",
        _text(
            "One is drawn at set-up and sets how Animals score for the whole game. The "
            "rulebook's pictures are lost: cards marked reconstructed are the app's "
            "reconstruction, not the printed card (for V, twelve of its sixteen numbers, "
            "marked *)."
        ),
        *(reference_card(refs[code]) for code in ANIMAL_REFERENCES),
    )


def _final_scoring() -> Section:
    return _section(
        "final-scoring",
        "Final scoring",
        _text(
            f"After round {ROUNDS} the Goods score, in the score booklet's order: "
            + _and([good_many(p) for p in PILES])
            + "."
        ),
        # The rulebook's order of the final scoring, with the decisions where it puts them.
        _steps(
            "Before the scoring, each player may move his Universal Goods from his Spell pile "
            "to his other piles, or leave them.",
            f"{good_many('spells')}: each card scores on its own.",
            f"{good_many('gems')}: each player reveals his Gems and makes sequences; a "
            f'"{spell_name("gem_shift")}" may change a class by 1.',
            f"{good_many('spices')}, then {good_many('animals')}.",
            f"{good_many('weapons')}: each Protection Spell names one Weapon kind, and with "
            "two players each player chooses the side of his Weapons; then each counts what "
            "he steals minus what is stolen from him.",
        ),
        _text(
            "Decisions are made one player at a time, from the first player of the last round, "
            "then clockwise (the rulebook's F.A.Q.)."
        ),
        _text(
            "The app asks every player's choices before any score, in that order, and makes "
            f'the "{spell_name("gem_shift")}" changes that score most.',
            "final-choices",
        ),
        _text(
            "It proposes each player's choices: the most VP he can be sure of, whatever the "
            "players after him choose; it shows the most he could get, and which later choice "
            "would lower it. He may change them before he confirms.",
            "sure",
        ),
        _text(
            "Of choices worth the same it proposes the first in a fixed order.",
            "equal-choices",
        ),
    )


def _end() -> Section:
    return _section(
        "end",
        "The end and the winner",
        _text(f"The game ends after round {ROUNDS}, when the deck is used up."),
        # R18: the tie-break, step by step.
        _steps(
            "Each player adds up his VP: the most VP wins.",
            "A tie goes to the tied player who gained the least VP with his Weapon pile (the "
            "lower Weapon score, which may be below 0).",
            "Still tied: the one with the fewest cards in his Weapon pile.",
            "Still tied: they share the victory.",
        ),
    )


def _variants() -> Section:
    # R9: the two variants the rulebook offers, besides the standard game.
    return _section(
        "variants",
        "Variants",
        _list(
            f"{VARIANT_WORDS['standard']}: Gems face down, everything else open.",
            f"{VARIANT_WORDS['open']}: every Gem pile lies face up; anyone may look through "
            "anyone's Gems. For players who like to calculate.",
            f"{VARIANT_WORDS['secretive']}: players hold their Experts hidden and show one "
            "only when they play it; the discarded Experts lie face down.",
        ),
    )


def _two_players() -> Section:
    two = PLAYER_COUNTS[0]
    return _section(
        "two-players",
        f"{two} players",
        _marked(
            "list",
            f"Use {ROUNDS * two} cards; {two} are revealed each round.",
            "Your one opponent sits on both sides of you. At the final scoring each player "
            "chooses one side of his Weapons, left or right, for the whole pile: only that "
            "side steals, the other is ignored.",
            _read(
                "Protection still stops the chosen kind's values on the side used against you.",
                "two-protection",
            ),
        ),
    )


def _readings() -> Section:
    """This app's readings of the rules, each in words: the marked sentences point here."""
    return _section(
        "readings",
        "This app's readings",
        _text(
            "Where the rulebook leaves a case open, the app takes one reading, the one a "
            "careful player would; a sentence that rests on one is marked "
            f"{READING}."
        ),
        {"kind": "list", "items": list(READINGS.values()), "ids": list(READINGS)},
    )


def sections() -> list[Section]:
    """The whole reference, in reading order (the examples scored now)."""
    return [
        _goal(),
        _setup(),
        _experts(),
        _buying(),
        _piles(),
        _first_player(),
        *(_good(good) for good in TEACHING_ORDER),
        _references(),
        _final_scoring(),
        _end(),
        _variants(),
        _two_players(),
        _readings(),
    ]
