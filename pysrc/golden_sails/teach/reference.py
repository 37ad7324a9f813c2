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
scorer), so the page cannot drift from the game.  Every word is in the current
language (golden_sails.model.i18n): each paragraph, list item and step is one
message of the catalogs, its numbers and names formatted in after the lookup.
"""

from __future__ import annotations

import json
from typing import Any, Final

from ..app.scorepad import PLAYER_COUNTS, load_table
from ..game.engine import RETURN_ROUNDS, ROUNDS
from ..game.words import HOW_IT_SCORES, SPELL_POWER_WORDS, VARIANT_WORDS, card_text, good_many
from ..model.cards import ANIMALS, EXPERTS, GEM_CLASSES, PILES, WEAPON_VALUES, WEAPONS
from ..model.deck import (
    ANIMAL_REFERENCES,
    DECK_SIZE,
    RULEBOOK_V,
    AnimalReference,
    load_animal_references,
    reference_text,
)
from ..model.glossary import capitalised, kind_name, reading_mark, spell_name
from ..model.i18n import N_, _, ngettext, word_list
from ..scoring import decide_all, score_table
from ..scoring.gems import gem_vp
from ..scoring.sheet import lines_of, vp_of
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


def _readings() -> dict[str, str]:
    """This app's readings of the rules, in words (RULINGS.md and
    docs/rules-decisions.md have them with their codes, which players never read)."""
    return {
        "swap-supply": _(
            "After the last-card change, the Expert taken from the card stays in the first "
            "player's supply until the Experts return: he may hold two of one kind, and play "
            "either."
        ),
        # Translators: {round} is the last round's number; {gem_shift} is the Spell's name.
        "final-choices": _(
            "The app asks every player's final choices before any score, one player at a time "
            "from the first player of round {round}, clockwise: where his Universal Goods go, "
            "the kind each Protection names and, with two players, his Weapon side. The "
            "{gem_shift} changes are always the ones that score most, and the app says which."
        ).format(round=ROUNDS, gem_shift=spell_name("gem_shift")),
        "sure": _(
            "The app proposes each player's final choices: the ones that leave him the most "
            "VP he can be sure of, whatever the players after him choose (their Protection, "
            "their Universal Goods sent to their Weapons, with two players their side). It "
            "shows that figure, the most he could get, and which later choice would lower it. "
            "He may change them before he confirms."
        ),
        "equal-choices": _(
            "Of final choices worth the same, the app proposes the first in a fixed order: "
            "piles in the score booklet's order, Weapon kinds in the rulebook's, the left "
            "side first."
        ),
        # Translators: {spell} is the Spell's name, in quotes of the language.
        "three-animals": _(
            'The sets of "{spell}" are made apart from the sets the Animal reference pays '
            "for: an Animal may count in both."
        ).format(spell=spell_name("three_animals")),
        "two-protection": _(
            "With two players, a Protection stops the chosen kind's values on the side the "
            "opponent uses against you."
        ),
        "reinforcements": _(
            "Two reinforcement Spells of one kind add 4 to both values of that kind's Weapon."
        ),
        "reference-iii": _(
            "The rulebook names references IV and V with their words; its one other paragraph, "
            "5 VP for a set of any two Animals, stands under the headings I to IV with no label "
            "of its own: the app takes it for reference III."
        ),
        "tie-weapons": _(
            "The tied player who gained the least VP with his Weapon pile is the one with the "
            "lower Weapons line in the score booklet: what his Weapons steal less what is "
            "stolen from him, which may be below 0, even for a player with no Weapon card."
        ),
    }


READING_IDS: Final = (
    "swap-supply",
    "final-choices",
    "sure",
    "equal-choices",
    "three-animals",
    "two-protection",
    "reinforcements",
    "reference-iii",
    "tie-weapons",
)


def _text(text: str, reading: str | None = None) -> Block:
    if reading is None:
        return {"kind": "text", "text": text}
    assert reading in READING_IDS, reading
    # The mark ends the text: the page makes it the link to the reading.
    return {"kind": "text", "text": f"{text} {reading_mark()}", "reading": reading}


def _list(*items: str) -> Block:
    return {"kind": "list", "items": list(items)}


def _read(item: str, reading: str) -> tuple[str, str]:
    """A list item that rests on one of this app's readings."""
    assert reading in READING_IDS, reading
    return f"{item} {reading_mark()}", reading


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


def _numbers(numbers: tuple[int, ...] | list[int]) -> str:
    return word_list([str(n) for n in numbers])


# --- How a game goes ------------------------------------------------------------


def _goal() -> Section:
    goods = word_list([good_many(p) for p in TEACHING_ORDER])
    return _section(
        "goal",
        _("The game in short"),
        _text(
            # Translators: {low} to {high} players ({low} is 2, {high} 4); {goods} lists
            # the five Good types.
            # The form follows {rounds} (12).
            ngettext(
                "{low} to {high} merchants play {rounds} round. Each round every player buys "
                "one Good, of one of the five Good types: {goods}.",
                "{low} to {high} merchants play {rounds} rounds. Each round every player buys "
                "one Good, of one of the five Good types: {goods}.",
                ROUNDS,
            ).format(low=PLAYER_COUNTS[0], high=PLAYER_COUNTS[-1], rounds=ROUNDS, goods=goods)
        ),
        _text(
            _(
                "Every card can become any of the five Good types: the Expert played on it "
                "decides which. At the end each Good type scores in its own way; the most "
                "Victory Points (VP) wins."
            )
        ),
    )


# What each Expert buys, a sentence per Expert so each language gives each its own
# article and case (the names are the glossary's: tests/test_reference.py).
_EXPERT_BUYS: Final = {
    # Translators: an item of the list after "… face up in front of him: ", joined by semicolons:
    # what this Expert buys.
    "jeweler": N_("Jeweler buys Gems"),
    # Translators: an item of the list after "… face up in front of him: ", joined by semicolons:
    # what this Expert buys.
    "cook": N_("Cook buys Spices"),
    # Translators: an item of the list after "… face up in front of him: ", joined by semicolons:
    # what this Expert buys.
    "hunter": N_("Hunter buys Animals"),
    # Translators: an item of the list after "… face up in front of him: ", joined by semicolons:
    # what this Expert buys.
    "sorcerer": N_("Sorcerer buys Spells"),
    # Translators: an item of the list after "… face up in front of him: ", joined by semicolons:
    # what this Expert buys.
    "armourer": N_("Armourer buys Weapons"),
}
assert tuple(_EXPERT_BUYS) == EXPERTS


def _setup() -> Section:
    # R2: every player takes one card a round, so the deck holds ROUNDS cards a player.
    sizes = word_list(
        [
            # Translators: {cards} Goods cards for a game of {n} players.
            ngettext("{cards} for {n} player", "{cards} for {n} players", n).format(
                cards=ROUNDS * n, n=n
            )
            for n in PLAYER_COUNTS
        ]
    )
    # Translators: joins what each Expert buys ("Jeweler buys Gems; Cook buys Spices").
    experts = _("; ").join(_(_EXPERT_BUYS[e]) for e in EXPERTS)
    return _section(
        "setup",
        # Translators: a section's heading in the rules reference.
        _("Setting up"),
        _list(
            # Translators: {sizes} says how many cards for each number of players.
            # {deck} is the deck's 48 cards.
            _(
                "Shuffle the Goods cards and use {sizes} (the full deck is {deck}); the "
                "other cards go back to the box. The deck lies face down."
            ).format(sizes=sizes, deck=DECK_SIZE),
            # Translators: {experts} lists the five Experts, each with what it buys ("Jeweler buys
            # Gems; Cook buys Spices; …").
            _(
                "Each player takes a set of five different Experts, face up in front of him: "
                "{experts}."
            ).format(experts=experts),
            _(
                "One of the five Reference cards is drawn at random and placed in the middle, "
                "Animals side up: this Animal reference decides how Animals score this game."
            ),
            _(
                "Each player gets one Reference card, Spices side up: what Spices score. With "
                "fewer than four players, the unused Experts and Reference cards go back to the "
                "box."
            ),
            _(
                "The player who has most recently travelled to faraway lands takes the First "
                "Player card (in this app, the player named first at set-up)."
            ),
        ),
    )


# The example the Experts' step gives: the first two Experts, as one sentence.
assert EXPERTS[:2] == ("jeweler", "cook")


def _experts() -> Section:
    return _section(
        "experts",
        _("A round: the Experts"),
        _text(
            _(
                "A round has five phases: reveal the Goods, assign the Experts, take the "
                "Goods, the Return of the Experts (once in four rounds), pass the First "
                "Player card."
            )
        ),
        _steps(
            _("The first player reveals one Goods card for each player, face up, in any order."),
            _(
                "From the first player, clockwise, each player puts one of his Experts beside "
                "a card that has none. The Expert decides what that card is: a Jeweler makes "
                "it a Gem, a Cook makes it a Spice, and so on."
            ),
            _("Everyone sees which Expert lies on which card before anyone buys."),
        ),
    )


def _buying() -> Section:
    return _section(
        "buying",
        # Translators: a section's heading in the rules reference.
        _("Buying the Goods"),
        _marked(
            "steps",
            _(
                "The player who placed the last Expert takes first, then the others "
                "counter-clockwise. You may take any card, whoever put the Expert there, and "
                "you cannot refuse."
            ),
            _("The card goes on your pile of that Good type; the Expert on it is discarded."),
            _(
                "The first player takes the last card. He may first change its type: he takes "
                "the Expert on it (usually another player's) and places it in front of "
                "himself, plays one of his other remaining Experts on the card instead, and "
                "takes the card as that Good; the Expert he played is discarded."
            ),
            _read(
                _(
                    "The Expert he took stays with him until the Experts return, so he may "
                    "hold two of one kind."
                ),
                "swap-supply",
            ),
            _(
                "Whoever takes a Gem says its class aloud; if he forgets, the others may ask "
                "to see it."
            ),
        ),
    )


def _piles() -> Section:
    return _section(
        "piles",
        _("Piles and the Experts' return"),
        _list(
            _(
                "You keep one pile per Good type, at most five. A new card goes on top; the "
                "order never changes."
            ),
            _(
                "Every pile is face up for all to see, except Gems: only their owner looks at "
                "them, the others must remember what was announced."
            ),
            # Translators: {rounds} lists the rounds after which the Experts return
            # ("4 and 8"); {last} is the last round's number.
            _(
                "After rounds {rounds} each player holds one Expert. The players take all the "
                "discarded Experts and share them out so that each again holds five different "
                "Experts. After round {last} they do not return: the final scoring begins."
            ).format(rounds=_numbers(RETURN_ROUNDS), last=ROUNDS),
        ),
    )


def _first_player() -> Section:
    return _section(
        "first-player",
        # Translators: a section's heading in the rules reference.
        _("The first player"),
        _text(_("After each round the First Player card passes to the next player clockwise.")),
        _text(
            # Translators: {players} is 4 (players in the game); {rounds} lists the rounds
            # after which the Experts return ("4 and 8").
            _(
                "In a {players}-player game, after rounds {rounds} it skips one player and "
                "goes to the second on the left, so that nobody is first every time all five "
                "Experts are back."
            ).format(players=PLAYER_COUNTS[-1], rounds=_numbers(RETURN_ROUNDS))
        ),
    )


# --- The Goods, each with worked examples ----------------------------------------


def _spices_blocks() -> list[Block]:
    return [
        _text(
            _(
                "So collect kinds you do not have yet: a repeat adds nothing to the Spices score. "
                "It still counts where a Spell counts cards: 1 VP for each Spice, a second pair "
                "for a Spice-pair Spell, two cards a pile for 5 Goods of different types."
            )
        )
    ]


def _gems_blocks() -> list[Block]:
    # R14: what a run of each length scores, asked of the Gem scorer itself.
    runs = [GEM_CLASSES[:k] for k in range(1, 6)]
    return [
        _list(
            # Translators: Gem classes run from {low} (1) to {high} (8); {high}-{low}-{next}
            # is "8-1-2".
            _(
                "Classes go from {low} to {high}, so {high}-{low}-{next} is a sequence. Each "
                "Gem is in one sequence only."
            ).format(low=GEM_CLASSES[0], high=GEM_CLASSES[-1], next=GEM_CLASSES[1]),
            # Translators: {lengths} lists sequence lengths ("1, 2, 3, 4 and 5"), {vps}
            # what each scores in the same order ("1, 4, 9, 16 and 25").
            _("Sequences of {lengths} Gems score {vps} VP: long sequences pay most.").format(
                lengths=_numbers([len(run) for run in runs]),
                vps=_numbers([gem_vp(run, 0) for run in runs]),
            ),
        ),
    ]


def _animals_blocks() -> list[Block]:
    return [
        _list(
            # Translators: {kinds} lists the four Animal kinds' names.
            _("There are four kinds: {kinds}.").format(
                kinds=word_list([kind_name(k) for k in ANIMALS])
            ),
            _(
                "Put your Animals into the sets the game's reference card pays for; each "
                "Animal in one set only. The best split is taken."
            ),
            _("Reference V is different: it scores the order in which you took them."),
        ),
    ]


def _weapons_blocks() -> list[Block]:
    return [
        _list(
            # Translators: {kinds} lists the four Weapon kinds; {low} to {high} is 0 to 2.
            _("Four kinds: {kinds}. Each shows a left and a right value, {low} to {high}.").format(
                kinds=word_list([kind_name(k) for k in WEAPONS]),
                low=WEAPON_VALUES[0],
                high=WEAPON_VALUES[-1],
            ),
            _(
                "What you steal is taken from your neighbour's score and added to yours; your "
                "Weapon score is what you steal minus what is stolen from you."
            ),
            _(
                "Two or more Weapons of one kind all count 0, even reinforced; they are still "
                "Weapon cards (for a Spell that counts the cards of your Weapons pile, for 5 "
                "Goods of different types, and in a tie)."
            ),
        ),
    ]


# Each Spell in the reference's lists: its name (its generic one where the card names
# a kind), then what it does, the glossary's ``means`` written on after the colon (a
# whole message, not the glossary's sentence cut down: its first word's case is the
# language's business). tests/test_reference.py holds the English to the glossary.
_SPELL_ITEMS: Final = {
    "per_good": N_(
        "{spell}: 1 VP for each card in your pile of that Good type (Gems, Spices, Animals "
        "or Weapons)."
    ),
    "per_spell": N_("{spell}: 2 VP for each Spell in your Spell pile, this one included."),
    "per_animal": N_("{spell}: 2 VP for each Animal of that kind."),
    "spice_pair": N_(
        "{spell}: 4 VP for each pair of those two Spices; each Spice counts once for each such "
        "Spell."
    ),
    "five_types": N_(
        "{spell}: 4 VP if you have Goods of all five types, this card counting as a Spell; "
        "8 VP with at least 2 cards in each pile, and so on."
    ),
    "three_animals": N_(
        "{spell}: 4 VP for each set of 3 different Animals you can make, each Animal in one "
        "set only."
    ),
    "gem_shift": N_(
        "{spell}: at the final scoring you may raise or lower the class of one of your Gems "
        "by 1 (8 and 1 are neighbours); two such Spells may move the same Gem."
    ),
    "protection": N_(
        "{spell}: name one Weapon kind: your neighbours' values of that kind pointing at you "
        "count 0, reinforced or not. It never touches your own Weapons."
    ),
}


def _spell_item(power: str) -> str:
    """A Spell's name (its generic one where the card names a kind) and what it does."""
    return _(_SPELL_ITEMS[power]).format(spell=spell_name(power))


def _spells_blocks() -> list[Block]:
    scoring = [_spell_item(power) for power in SPELL_POWER_WORDS if power not in MODIFIERS]
    return [
        _text(_("Spells that score, each card on its own:")),
        _marked(
            "list",
            *scoring,
            _read(
                # Translators: {spell} is the Spell's name, in quotes of the language.
                _('The sets of "{spell}" are made apart from the Animal reference\'s.').format(
                    spell=spell_name("three_animals")
                ),
                "three-animals",
            ),
        ),
        _text(_("Spells that change the rules for you, with no VP of their own:")),
        _marked(
            "list",
            _spell_item("gem_shift"),
            # Translators: {boost} is 2.
            _(
                "{spell}: a reinforcement Spell; your Weapon of that kind counts {boost} more "
                "on both sides, unless you hold two or more of that kind."
            ).format(spell=spell_name("weapon_boost"), boost=BOOST),
            _read(
                _("Two reinforcement Spells of one kind add 4 to both values."), "reinforcements"
            ),
            _spell_item("protection"),
            _(
                "{spell}: before the final scoring it may move from your Spell pile to any "
                "other pile, turned with that Area up and placed atop the pile, where it counts "
                "as that Good instead of a Spell. Several may be moved, in any order."
            ).format(spell=spell_name("universal")),
        ),
        # Translators: a line of the rules reference before a list of the rulebook's F.A.Q.'s
        # answers.
        _text(_("The F.A.Q.:")),
        _list(
            # Translators: {mint_cloves} and {mint_anise} are the two Spells' names.
            _(
                '"{mint_cloves}" and "{mint_anise}" with 1 Mint, 2 Cloves and 1 Anise score '
                "4 VP each: each Spice counts once for each Spell. With a second Mint: 8 VP "
                "and 4 VP."
            ).format(
                mint_cloves=spell_name("spice_pair", spices=("mint", "cloves")),
                mint_anise=spell_name("spice_pair", spices=("mint", "anise")),
            ),
            # Translators: {spell} is the Spell's name.
            _(
                'Two "{spell}" with 2 Unicorns, 2 Phoenixes and 1 Spider: one set, 4 VP each. '
                "One more Spider or Serpent makes two sets, 16 VP; one more Unicorn or Phoenix "
                "changes nothing."
            ).format(spell=spell_name("three_animals")),
            # Translators: {spell} is the Spell's name.
            _('Two "{spell}" may both move the same Gem: a 1 may become a 3.').format(
                spell=spell_name("gem_shift")
            ),
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
        "title": _(example.title),
        "good": good,
        "animal_reference": example.table["animal_reference"],
        "holdings": _holdings(example.table),
        "lines": lines_of(players[focus]["choices"]["scoring"], good),
        "scores": [
            {
                "seat": seat,
                "name": players[seat]["name"],
                "good": cat,
                "vp": vp_of(players[seat], cat),
            }
            for seat, cat, _vp in example.checks
        ],
        "table": example.table,
    }


def _good(good: str) -> Section:
    blocks = [_text(_(HOW_IT_SCORES[good])), *_GOOD_BLOCKS[good]()]
    blocks += [worked_example(key, good) for key in GOOD_EXAMPLES[good]]
    return _section(good, capitalised(good_many(good)), *blocks, good=good)


# --- The Animal references, final scoring, the end, variants ---------------------


# R16: the entries of reference V that the rulebook's text gives.
_PRINTED_V: Final = frozenset((this, following) for this, following, _vp in RULEBOOK_V)


def _matrix(ref: AnimalReference) -> Block:
    # R16: reference V scores each Animal by the kind of the next one taken.  As the
    # rulebook reads the card: the column of this Animal, the row of the next one.
    # An entry the rulebook does not give is the project's reconstruction: marked *.
    kinds = [this for this, _next in ref.matrix]

    def cell(this: str, following: str) -> str:
        vp = str(ref.sequence_vp(this, following))
        return vp if (this, following) in _PRINTED_V or not ref.reconstructed else vp + "*"

    # Translators: the corner of reference V's table: rows are the next Animal taken,
    # columns this Animal.
    head = [_("Next ↓ / This →"), *(kind_name(k) for k in kinds)]
    rows = [[kind_name(nxt), *(cell(this, nxt) for this in kinds)] for nxt in kinds]
    return _table(
        _(
            "VP for each Animal: the column of this Animal, the row of the next one taken. "
            "* the app's reconstruction; the other four are the rulebook's."
        ),
        head,
        rows,
    )


def reference_card(ref: AnimalReference) -> Block:
    block: Block = {
        "kind": "reference",
        "code": ref.code,
        "text": reference_text(ref),
        "reconstructed": ref.reconstructed,
    }
    if ref.kind == "sequence":
        block["matrix"] = _matrix(ref)
    return block


def _references() -> Section:
    refs = load_animal_references()
    return _section(
        "references",
        # Translators: a section's heading in the rules reference.
        _("Animal references"),
        _text(
            _(
                "One is drawn at set-up and sets how Animals score for the whole game. The "
                "rulebook's pictures are lost: cards marked reconstructed are the app's "
                "reconstruction, not the printed card (for V, twelve of its sixteen numbers, "
                "marked *)."
            )
        ),
        _text(
            _("Reference III's words are the rulebook's, printed there with no card's label."),
            "reference-iii",
        ),
        *(reference_card(refs[code]) for code in ANIMAL_REFERENCES),
    )


def _final_scoring() -> Section:
    return _section(
        "final-scoring",
        _("Final scoring"),
        _text(
            # Translators: {last} is the last round's number; {goods} lists the five Good
            # types in the score booklet's order.
            _("After round {last} the Goods score, in the score booklet's order: {goods}.").format(
                last=ROUNDS, goods=word_list([good_many(p) for p in PILES])
            )
        ),
        # The rulebook's order of the final scoring, with the decisions where it puts them.
        _steps(
            _(
                "Before the scoring, each player may move his Universal Goods from his Spell "
                "pile to his other piles, or leave them."
            ),
            # Translators: {spells} is the Good type's plural.
            _("{spells}: each card scores on its own.").format(spells=good_many("spells")),
            # Translators: {gems} is the Good type's plural, {gem_shift} the Spell's name.
            _(
                '{gems}: each player reveals his Gems and makes sequences; a "{gem_shift}" may '
                "change a class by 1."
            ).format(gems=good_many("gems"), gem_shift=spell_name("gem_shift")),
            # Translators: {spices} and {animals} are the Good types' plurals.
            _("{spices}, then {animals}.").format(
                spices=good_many("spices"), animals=good_many("animals")
            ),
            # Translators: {weapons} is the Good type's plural.
            _(
                "{weapons}: each Protection Spell names one Weapon kind, and with two players "
                "each player chooses the side of his Weapons; then each counts what he steals "
                "minus what is stolen from him."
            ).format(weapons=good_many("weapons")),
        ),
        _text(
            _(
                "Decisions are made one player at a time, from the first player of the last "
                "round, then clockwise (the rulebook's F.A.Q.)."
            )
        ),
        _text(
            # Translators: {gem_shift} is the Spell's name.
            _(
                "The app asks every player's choices before any score, in that order, and "
                'makes the "{gem_shift}" changes that score most.'
            ).format(gem_shift=spell_name("gem_shift")),
            "final-choices",
        ),
        _text(
            _(
                "It proposes each player's choices: the most VP he can be sure of, whatever "
                "the players after him choose; it shows the most he could get, and which later "
                "choice would lower it. He may change them before he confirms."
            ),
            "sure",
        ),
        _text(
            _("Of choices worth the same it proposes the first in a fixed order."),
            "equal-choices",
        ),
    )


def _end() -> Section:
    return _section(
        "end",
        _("The end and the winner"),
        _text(_("The game ends after round {last}, when the deck is used up.").format(last=ROUNDS)),
        # R18: the tie-break, step by step (the Weapon score's reading marked).
        _marked(
            "steps",
            _("Each player adds up his VP: the most VP wins."),
            _read(
                _(
                    "A tie goes to the tied player who gained the least VP with his Weapon pile "
                    "(the lower Weapon score, which may be below 0)."
                ),
                "tie-weapons",
            ),
            _("Still tied: the one with the fewest cards in his Weapon pile."),
            _("Still tied: they share the victory."),
        ),
    )


def _variants() -> Section:
    # R9: the two variants the rulebook offers, besides the standard game.
    return _section(
        "variants",
        # Translators: a section's heading in the rules reference.
        _("Variants"),
        _list(
            # Translators: {variant} is the variant's name ("Standard").
            _("{variant}: Gems face down, everything else open.").format(
                variant=_variant("standard")
            ),
            # Translators: {variant} is the variant's name ("Open (Gems face up)").
            _(
                "{variant}: every Gem pile lies face up; anyone may look through anyone's "
                "Gems. For players who like to calculate."
            ).format(variant=_variant("open")),
            # Translators: {variant} is the variant's name ("Secretive (Experts hidden)").
            _(
                "{variant}: players hold their Experts hidden and show one only when they play "
                "it; the discarded Experts lie face down."
            ).format(variant=_variant("secretive")),
        ),
    )


def _two_players() -> Section:
    two = PLAYER_COUNTS[0]
    return _section(
        "two-players",
        # Translators: the title of the rules for a game of {n} (2) players.
        ngettext("{n} player", "{n} players", two).format(n=two),
        _marked(
            "list",
            # Translators: {cards} is 24, {n} 2 (the players).
            ngettext(
                "Use {cards} cards; {n} is revealed each round.",
                "Use {cards} cards; {n} are revealed each round.",
                two,
            ).format(cards=ROUNDS * two, n=two),
            _(
                "Your one opponent sits on both sides of you. At the final scoring each player "
                "chooses one side of his Weapons, left or right, for the whole pile: only that "
                "side steals, the other is ignored."
            ),
            _read(
                _("Protection still stops the chosen kind's values on the side used against you."),
                "two-protection",
            ),
        ),
    )


def _readings_section() -> Section:
    """This app's readings of the rules, each in words: the marked sentences point here."""
    readings = _readings()
    assert tuple(readings) == READING_IDS
    return _section(
        "readings",
        # Translators: a section's heading in the rules reference: where the rulebook leaves a case
        # open, the answer this app takes.
        _("This app's readings"),
        _text(
            # Translators: {mark} is the mark itself, "(this app's reading)".
            _(
                "Where the rulebook leaves a case open, the app takes one reading, the one a "
                "careful player would; a sentence that rests on one is marked {mark}."
            ).format(mark=reading_mark())
        ),
        {"kind": "list", "items": list(readings.values()), "ids": list(readings)},
    )


def sections() -> list[Section]:
    """The whole reference in the current language, in reading order (the examples
    scored now)."""
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
        _readings_section(),
    ]


def _variant(variant: str) -> str:
    """A variant's name in the current language (by its key: Babel would take a
    literal key inside _() for a message)."""
    words = VARIANT_WORDS[variant]
    return _(words)
