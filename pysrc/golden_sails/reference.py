"""The rules reference: the whole game in plain words, as data for the ``#/rules`` page.

Sections in reading order, each ``{"id", "title", "blocks"}`` (a Good type's
section also names its ``good``).  A block is one of:

- ``{"kind": "text", "text"}``, ``{"kind": "list", "items"}``,
  ``{"kind": "steps", "items"}`` (an ordered list);
- ``{"kind": "table", "caption", "head", "rows"}``;
- ``{"kind": "example", ...}``: one of the rulebook's examples
  (golden_sails.examples) worked by the scorer when asked, never typed in;
- ``{"kind": "reference", ...}``: one Animal reference card, from the data.

The words are written here; every number is read from the rules core (the
constants, the deck's data, the scorer), so the page cannot drift from the game.
"""

from __future__ import annotations

import json
from typing import Any, Final

from .cards import ANIMALS, EXPERT_PILE, EXPERTS, GEM_CLASSES, PILES, WEAPON_VALUES, WEAPONS
from .deck import ANIMAL_REFERENCES, DECK_SIZE, AnimalReference, load_animal_references
from .engine import RETURN_ROUNDS, ROUNDS
from .examples import example_by_key
from .scorepad import PLAYER_COUNTS, load_table
from .scoring import decide_all, score_table
from .scoring.gems import gem_vp
from .scoring.weapons import BOOST
from .words import (
    HOW_IT_SCORES,
    SPELL_POWER_WORDS,
    VARIANT_WORDS,
    article,
    cap,
    card_text,
    good_many,
    good_one,
)

Block = dict[str, Any]
Section = dict[str, Any]

# The Good types in the rulebook's teaching order (Spells last: they change the others).
TEACHING_ORDER: Final = ("spices", "gems", "animals", "weapons", "spells")
assert sorted(TEACHING_ORDER) == sorted(PILES)

# Each Good type's worked examples (golden_sails.examples keys), the first the main one.
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


def _text(text: str) -> Block:
    return {"kind": "text", "text": text}


def _list(*items: str) -> Block:
    return {"kind": "list", "items": list(items)}


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
            f"Each round every player buys exactly one Good: {goods}."
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
    experts = [f"{cap(e)} buys {good_many(EXPERT_PILE[e])}" for e in EXPERTS]
    return _section(
        "setup",
        "Setting up",
        _list(
            f"Shuffle the Goods cards and use {sizes} (the full deck is {DECK_SIZE}).",
            "Each player takes a set of five Experts: " + "; ".join(experts) + ".",
            "One of the five Animal reference cards is drawn at random: it decides how "
            "Animals score this game.",
            "Someone takes the First Player card.",
        ),
    )


def _experts() -> Section:
    makes = ", ".join(
        f"{article(cap(e))} makes it {article(good_one(EXPERT_PILE[e]))}" for e in EXPERTS[:2]
    )
    return _section(
        "experts",
        "A round: the Experts",
        _steps(
            "The first player reveals one Goods card for each player.",
            "From the first player, clockwise, each player puts one of his Experts on a "
            f"card that has none. The Expert decides what that card is: {makes}, and so on.",
            "Everyone sees which Expert lies on which card before anyone buys.",
        ),
    )


def _buying() -> Section:
    return _section(
        "buying",
        "Buying the Goods",
        _steps(
            "The player who placed the last Expert takes first, then the others "
            "counter-clockwise. You may take any card, whoever put the Expert there, "
            "and you cannot refuse.",
            "The card goes on your pile of that Good type; the Expert on it is discarded.",
            "The first player takes the last card. He may first change its type: he takes "
            "the Expert on it back into his hand and plays another of his own instead.",
            "Whoever takes a Gem says its class aloud.",
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
            f"After rounds {_rounds(RETURN_ROUNDS)} each player holds one Expert. Everyone "
            "takes his discarded Experts back: a full set of five again. "
            f"After round {ROUNDS} they do not return: the game is over.",
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
            f"{GEM_CLASSES[-1]}-{GEM_CLASSES[0]}-{GEM_CLASSES[1]} is a run. "
            "Each Gem is in one run only.",
            f"Runs of {_and(lengths)} Gems score {_and(vps)} VP: long runs pay most.",
        ),
    ]


def _animals_blocks() -> list[Block]:
    kinds = _and([cap(k) for k in ANIMALS])
    return [
        _list(
            f"There are four kinds: {kinds}.",
            "Put your Animals into the sets the game's reference card pays for; each "
            "Animal in one set only. The best split is taken.",
            "Reference V is different: it scores the order in which you took them.",
        ),
    ]


def _weapons_blocks() -> list[Block]:
    kinds = _and([cap(k) for k in WEAPONS])
    low, high = WEAPON_VALUES[0], WEAPON_VALUES[-1]
    return [
        _list(
            f"Four kinds: {kinds}. Each shows a left and a right value, {low} to {high}.",
            "What you steal is taken from your neighbour's score and added to yours; "
            "your Weapon score is what you steal minus what is stolen from you.",
            "Two or more Weapons of one kind all count 0, even boosted.",
        ),
    ]


def _spells_blocks() -> list[Block]:
    scoring = [label for power, (label, _) in SPELL_POWER_WORDS.items() if power not in MODIFIERS]
    return [
        _text("Spells that score:"),
        _list(*scoring),
        _text("Spells that change the rules for you, with no VP of their own:"),
        _list(
            "+1/-1 to a Gem: its class moves up or down by 1 before the runs are made; "
            "two such Spells may move the same Gem.",
            f"+{BOOST} to both values of your Weapon of the named kind.",
            "Protection: name one Weapon kind; your neighbours' values of that kind "
            "pointing at you count 0.",
            "Universal Good: before scoring it may move to another pile, where it counts "
            "as that Good instead of a Spell.",
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


def _matrix(ref: AnimalReference) -> Block:
    # R16: reference V scores each Animal by the kind of the next one taken.
    rows = [[cap(this), *(str(vp) for _, vp in row)] for this, row in ref.matrix]
    head = ["Animal", *(cap(kind) for kind, _ in ref.matrix[0][1])]
    return _table("VP for each Animal (row) by the next one taken (column)", head, rows)


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
            "rulebook's pictures are lost: cards marked reconstructed are the project's "
            "best guess, not the printed card."
        ),
        *(reference_card(refs[code]) for code in ANIMAL_REFERENCES),
    )


def _final_scoring() -> Section:
    return _section(
        "final-scoring",
        "Final scoring",
        _text(
            "After the last round, before any score, each player makes his choices, one "
            "player at a time: first the first player of the last round, then clockwise."
        ),
        # R11: the choices, in the order a player meets them.
        _steps(
            "Move Universal Goods from the Spell pile to other piles, or leave them.",
            "Apply Gem shifts (+1/-1 to a Gem's class); the app applies them at their best.",
            "Name the Weapon kind each Protection Spell stops.",
            "With two players only: choose the side of your Weapons.",
        ),
        _text(
            "The app proposes each player's best choices and says why; he may change "
            "them before he confirms."
        ),
        _text(
            "Then the Goods score in the score booklet's order: "
            + _and([good_many(p) for p in PILES])
            + "."
        ),
    )


def _end() -> Section:
    return _section(
        "end",
        "The end and the winner",
        _text(f"The game ends after round {ROUNDS}, when the deck is used up."),
        # R18: the tie-break, step by step.
        _steps(
            "The most VP wins.",
            "A tie goes to the tied player with the lower Weapon score.",
            "Still tied: the one with fewer Weapon cards.",
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
        _list(
            f"Use {ROUNDS * two} cards; {two} are revealed each round.",
            "Your one opponent sits on both sides of you. Before scoring, each player chooses "
            "one side of his Weapons, left or right, for the whole pile: only that side "
            "steals, the other is ignored.",
            "Protection still stops the chosen kind's values on the side used against you.",
        ),
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
    ]
