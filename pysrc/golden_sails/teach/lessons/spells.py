"""Spells: each card's Power, scored on its own (rulebook, "Spells", the Spell
Powers of "Final Scoring" and the F.A.Q.; R13).  Four players, so that each
puts his Hunter or Cook on one of Andy's Goods in rounds 1 to 4; Andy takes
his Spells in rounds 5 to 8, with the Sorcerers of the second stretch (R6).

"+1/-1 to any Gem", Protection and Universal Goods have their own lessons
(Gems, Weapons, final scoring); the reinforcement Spell is met here."""

from __future__ import annotations

from ...game.engine import GameConfig
from ...game.moves import take
from ...model.i18n import _
from .model import Check, Scene, TryIt
from .pick import Picker
from .plan import Want, plan
from .steps import END, Ask, Step, lesson, pad, try_example

ANDY, BOB, CATHY, DORA = range(4)
_PLAYERS = ("Andy", "Bob", "Cathy", "Dora")


def _figure(vp: int, spell: dict[str, object], **piles: object) -> Check:
    """A Spell's own figure ("4 VP for each ..."), checked on a table that makes it once."""
    return Check(vp, "spell:0", table=pad("IV", {"spells": [spell], **piles}))


def _goods_then_spells(goods: list[Want], spells: list[int]) -> list[dict[int, Want]]:
    # Round k+1 takes goods[k] (by player k's Expert in rounds 1-4), then a Spell a round.
    rounds: list[dict[int, Want]] = [
        {ANDY: Want(w.card, w.pile, by=k if k < 4 else None)} for k, w in enumerate(goods)
    ]
    rounds += [{ANDY: Want(card, "spells")} for card in spells]
    return rounds


def spells() -> Scene:
    """The rulebook's example: "2 VP for each Spell" (6 VP), "4 VP for 3 different
    Animals" with the Animals of its Animals example (4 VP), and "+2 to both Shuriken
    values" (Shuriken 1-1 becomes 3-3)."""
    card = Picker()
    chosen = [
        card.spell("per_spell"),
        card.spell("three_animals"),
        card.spell("weapon_boost", weapon="shuriken"),
    ]
    goods = [
        Want(card.animal("unicorn"), "animals"),
        Want(card.animal("unicorn"), "animals"),
        Want(card.animal("spider"), "animals"),
        Want(card.animal("phoenix"), "animals"),
        Want(card.weapon("shuriken", 1, 1), "weapons"),
    ]
    script = plan(
        GameConfig(names=_PLAYERS, animal_reference="IV"),
        _goods_then_spells(goods, chosen),
        places={7: (2, 0, 1, 3)},  # the question's Spell is card 3
    )
    three = {"power": "three_animals"}
    faq = ("unicorn", "unicorn", "phoenix", "phoenix", "spider")

    def two_spells(*more: str) -> dict[str, object]:
        return pad("IV", {"animals": [*faq, *more], "spells": [three, three]})

    steps = (
        Step(
            # Translators: the lessons' players are Andy, Bob, Cathy and Dora in every
            # language: keep their names as they are, in every lesson.
            # A Spell's name in quotes is the glossary's name of that Spell.
            _(
                "Spells help merchants raise the value of their Goods: each card in the Spell pile "
                "has a Power that changes its owner's score in its own way. Andy has the Animals "
                "of the rulebook's example, two Unicorns, a Spider and a Phoenix, and a Shuriken "
                '1-1. He takes the Spell "2 VP for each Spell".'
            ),
            (6, "take", ANDY),
            checks=(Check(2, "spell:0", table=pad("IV", {"spells": [{"power": "per_spell"}]})),),
            teaches=("spells",),
        ),
        Step(
            _(
                '"2 VP for each Spell", this one included: one Spell, 2 VP. In round 7 the Spell '
                '"4 VP for 3 different Animals" and a Phoenix lie on the table.'
            ),
            (7, "take", ANDY),
            checks=(
                Check(2, "spell:0"),
                _figure(4, {"power": "three_animals"}, animals=["unicorn", "spider", "phoenix"]),
                Check(14, "animals", instead=take(3)),
                Check(10, "animals"),
            ),
            score=("spells",),
            teaches=("per_spell",),
            ask=Ask(
                _("Which card brings Andy the most VP?"),
                hint=_("A new Spell may also raise what his first Spell scores."),
                why=_(
                    '"4 VP for 3 different Animals" finds a set, Unicorn, Spider and Phoenix: '
                    '4 VP, and "2 VP for each Spell" now counts two Spells, 2 VP more. A second '
                    "Phoenix would make a pair: his Animals would go from 10 to 14 VP."
                ),
            ),
        ),
        Step(
            _(
                "Two Spells: the first now gives 4 VP. The second gives 4 VP for each set of three "
                "different Animals, each Animal in one set only: Unicorn, Spider and Phoenix make "
                'one set. Last, Andy takes the last card, "+2 to both Shuriken values"; being '
                "first player, he may change its type."
            ),
            (8, "take", ANDY),
            checks=(
                Check(4, "spell:0"),
                Check(4, "spell:1"),
                Check(14, "animals", instead=take(0, "hunter")),
                Check(10, "animals"),
                Check(2, "spell:0", table=pad("IV", {"spells": [{"power": "per_spell"}]})),
            ),
            ask=Ask(
                _("Which choice brings Andy the most VP?"),
                hint=_(
                    "A reinforcement Spell scores nothing by itself: what would it do to his "
                    "Shuriken 1-1, and to his first Spell?"
                ),
                why=_(
                    'It turns his Shuriken 1-1 into a 3-3, which steals 2 more VP from each '
                    'neighbour, and "2 VP for each Spell" counts a third Spell. As a Spider the '
                    "card would take his Animals from 10 to 14 VP, less in all."
                ),
            ),
            score=("spells",),
            teaches=("three_animals",),
            more=_(
                "These sets are made apart from the sets the Animal reference pays for: an "
                "Animal may count in both (this app's reading)."
            ),
        ),
        Step(
            _(
                "Three Spells: the first gives 6 VP (2 VP for each of three Spells, itself "
                "included), the second 4 VP. The third, a reinforcement Spell, earns nothing by "
                "itself but turns the Shuriken 1-1 into a Shuriken 3-3: Andy steals 3 VP from "
                "Bob, his left neighbour, and 3 VP from Dora, his right one."
            ),
            END,
            act=False,
            checks=(
                Check(6, "spell:0"),
                Check(2, "spell:0", table=pad("IV", {"spells": [{"power": "per_spell"}]})),
                Check(4, "spell:1"),
                Check(3, "steals:1"),
                Check(3, "steals:3"),
            ),
            score=("spells", "weapons"),
            teaches=("weapon_boost",),
        ),
        Step(
            _(
                "The rulebook's F.A.Q.: with two \"4 VP for 3 different Animals\" Spells and 2 "
                "Unicorns, 2 Phoenixes and a Spider, only one set of three can be made: 4 VP for "
                "each Spell, 8 VP. One more Spider or Serpent makes two sets: 16 VP. One more "
                "Unicorn or Phoenix changes nothing."
            ),
            END,
            act=False,
            checks=(
                Check(4, "spell:0", table=two_spells()),
                Check(8, "spells", table=two_spells()),
                Check(16, "spells", table=two_spells("spider")),
                Check(16, "spells", table=two_spells("serpent")),
                Check(8, "spells", table=two_spells("unicorn")),
                Check(8, "spells", table=two_spells("phoenix")),
            ),
            teaches=("faq-three-animals",),
            try_it=try_example("faq-three-animals"),
        ),
    )
    return lesson(
        script,
        steps,
        name="spells",
        # Translators: the title of the lesson on the Spells (the Goods type).
        title=_("Spells"),
        # Translators: where in the rulebook; its section titles are in quotes.
        source=_('Rulebook, "Spells", "Final Scoring" and the F.A.Q.'),
        summary=_(
            "Each Spell scores on its own: 2 VP for each Spell, 4 VP for each set of "
            "three different Animals, or a reinforcement of a Weapon."
        ),
        uses=("animals", "reference-IV", "weapons", "piles", "app-score-now"),
    )


def spell_powers() -> Scene:
    """ "1 VP for each Good of a type", "2 VP for each Animal of a kind" and "4 VP for
    each set of five Goods of different types" (R13)."""
    card = Picker()
    chosen = [
        card.spell("per_good", good="animals"),
        card.spell("per_animal", animal="phoenix"),
        card.spell("five_types"),
    ]
    goods = [
        Want(card.gem(3), "gems"),
        Want(card.spice("lotus"), "spices"),
        Want(card.animal("phoenix"), "animals"),
        Want(card.weapon("katar", 0, 0), "weapons"),
        Want(card.animal("phoenix"), "animals"),
    ]
    script = plan(
        GameConfig(names=_PLAYERS, animal_reference="IV"),
        _goods_then_spells(goods, chosen),
        places={7: (1, 0, 2, 3)},  # the question's Spell is card 2
    )
    two_of_each = pad(
        "IV",
        {
            "gems": [3, 4],
            "spices": ["lotus", "mint"],
            "animals": ["phoenix", "unicorn"],
            "weapons": [{"kind": "katar", "left": 0, "right": 0}] * 2,
            "spells": [{"power": "five_types"}, {"power": "per_spell"}],
        },
    )
    steps = (
        Step(
            _(
                "Andy holds a Gem, a Lotus, two Phoenixes and a Katar 0-0: Goods of every type "
                'but Spells. Some Spells count the cards of one pile. He takes "1 VP for each '
                'Animal": 1 VP for each card in his Animals pile.'
            ),
            (6, "take", ANDY),
            checks=(_figure(1, {"power": "per_good", "good": "animals"}, animals=["unicorn"]),),
            teaches=("per_good",),
            more=_(
                "There are such Spells for Gems, Spices, Animals and Weapons; the one for "
                'Spells is "2 VP for each Spell".'
            ),
        ),
        Step(
            _(
                'Two Animals: 2 VP. In round 7 "2 VP for each Phoenix", one of the Spells that '
                "count one kind of Animal, lies on the table."
            ),
            (7, "take", ANDY),
            checks=(Check(2, "spell:0"), Check(4, "spell:1", instead=take(1))),
            score=("spells",),
            teaches=("per_animal",),
            ask=Ask(
                _("Which card brings Andy the most VP?"),
                hint=_("How many Phoenixes does Andy hold?"),
                why=_('Andy holds two Phoenixes: "2 VP for each Phoenix" scores 4 VP.'),
            ),
        ),
        Step(
            _(
                'Two Phoenixes: 4 VP. In round 8 Andy, the first player, takes the last card, '
                '"4 VP for 5 Goods of different types"; he may change its type.'
            ),
            (8, "take", ANDY),
            ask=Ask(
                _("Which choice brings Andy the most VP?"),
                hint=_("Andy already holds Goods of all five types. And as a Weapon?"),
                why=_(
                    "As a Spell it scores 4 VP for the set of five types Andy holds. As a Katar it "
                    "would be his second: both would count 0."
                ),
            ),
            checks=(
                Check(4, "spell:1"),
                _figure(
                    4,
                    {"power": "five_types"},
                    gems=[3],
                    spices=["lotus"],
                    animals=["phoenix"],
                    weapons=[{"kind": "katar", "left": 0, "right": 0}],
                ),
            ),
            score=("spells",),
        ),
        Step(
            _(
                "Andy now has Goods of all five types, this card counting for the Spells: one set, "
                "4 VP. With at least two cards in every pile he would make two sets, 8 VP. His "
                "three Spells score 10 VP."
            ),
            END,
            act=False,
            checks=(
                Check(4, "spell:2"),
                Check(8, "spell:0", table=two_of_each),
                Check(10, "spells"),
            ),
            score=("spells",),
            teaches=("five_types",),
            try_it=TryIt(
                _("Try it on the score pad: add a card to each pile and watch the set of five."),
                table=pad(
                    "IV",
                    {
                        "gems": [3],
                        "spices": ["lotus"],
                        "animals": ["phoenix", "phoenix"],
                        "weapons": [{"kind": "katar", "left": 0, "right": 0}],
                        "spells": [
                            {"power": "per_good", "good": "animals"},
                            {"power": "per_animal", "animal": "phoenix"},
                            {"power": "five_types"},
                        ],
                    },
                ),
            ),
        ),
    )
    return lesson(
        script,
        steps,
        name="spell-powers",
        # Translators: a lesson's title, on the lessons' list and as the heading of its steps.
        title=_("Spells that count"),
        source=_('Rulebook, "Final Scoring" (Spell Powers)'),
        summary=_(
            "1 VP for each card of a pile, 2 VP for each Animal of a kind, 4 VP for each "
            "set of 5 Goods of different types."
        ),
        uses=("spells", "per_spell", "gems", "spices", "animals", "weapons"),
    )


def spice_pairs() -> Scene:
    """The F.A.Q.'s two Spice-pair Spells, each scored on its own.  The app's deck has
    no Mint & Cloves Spell (R19), so Anise plays Mint's part: Anise & Cloves and
    Anise & Mint with one Anise, two Cloves and a Mint, 4 VP each."""
    card = Picker()
    chosen = [
        card.spell("spice_pair", spices=("anise", "cloves")),
        card.spell("spice_pair", spices=("anise", "mint")),
    ]
    goods = [
        Want(card.spice("anise"), "spices"),
        Want(card.spice("cloves"), "spices"),
        Want(card.spice("cloves"), "spices"),
        Want(card.spice("mint"), "spices"),
    ]
    script = plan(
        GameConfig(names=_PLAYERS, animal_reference="IV"),
        _goods_then_spells(goods, chosen),
        places={5: (2, 0, 1, 3), 6: (3, 0, 1, 2)},  # the questions' Spells: cards 3 and 4
    )
    pairs = [
        {"power": "spice_pair", "spices": ["anise", "cloves"]},
        {"power": "spice_pair", "spices": ["anise", "mint"]},
    ]
    second_anise = pad(
        "IV", {"spices": ["anise", "cloves", "cloves", "mint", "anise"], "spells": pairs}
    )
    steps = (
        Step(
            _(
                'Andy holds Anise, Cloves, Cloves and Mint. In round 5 the Spell "4 VP for Anise '
                '& Cloves", 4 VP for each pair of an Anise and a Cloves, lies on the table with '
                "three Gems."
            ),
            (5, "take", ANDY),
            checks=(
                _figure(
                    4,
                    {"power": "spice_pair", "spices": ["anise", "cloves"]},
                    spices=["anise", "cloves"],
                ),
                Check(1, "gems", table=pad("IV", {"gems": [2]})),
            ),
            ask=Ask(
                _("Which card brings Andy the most VP?"),
                hint=_("How many pairs of an Anise and a Cloves can Andy make?"),
                why=_("His Anise and a Cloves make a pair: 4 VP. A first Gem would bring 1 VP."),
            ),
        ),
        Step(
            _(
                "One Anise and two Cloves make one pair: for a Spell each Spice counts once, so "
                'the second Cloves adds nothing. 4 VP. In round 6 "4 VP for Anise & Mint" and two '
                "more Cloves lie on the table."
            ),
            (6, "take", ANDY),
            checks=(Check(4, "spell:0"), Check(4, "spell:1", instead=take(3))),
            score=("spells",),
            teaches=("spice_pair",),
            ask=Ask(
                _("Which card brings Andy the most VP?"),
                hint=_("May his one Anise count for a second Spell?"),
                why=_(
                    'Each Spell counts each Spice once: the Anise and the Mint make a pair for '
                    '"4 VP for Anise & Mint", 4 VP. A third Cloves would add nothing: no new kind, '
                    "no new pair."
                ),
            ),
        ),
        Step(
            _(
                "Every card in the Spell pile is scored separately, and the Anise counts for both "
                "Spells: 4 VP and 4 VP, 8 VP. With a second Anise Andy would score 12 VP: 8 VP for "
                "two pairs of Anise and Cloves, and still 4 VP for Anise and Mint. This is the "
                "rulebook's F.A.Q., with Anise and Mint swapped."
            ),
            END,
            act=False,
            checks=(
                Check(4, "spell:0"),
                Check(4, "spell:1"),
                Check(8, "spells"),
                Check(12, "spells", table=second_anise),
                Check(8, "spell:0", table=second_anise),
            ),
            score=("spells",),
            teaches=("faq-spice-pairs",),
            more=_(
                'The F.A.Q. asks it of "4 VP for Mint & Cloves" and "4 VP for Mint & Anise" '
                "with 1 Mint, 2 Cloves and 1 Anise, and a second Mint. This app's deck has no "
                "\"Mint & Cloves\", so the Spices swap parts: the F.A.Q.'s Mint is Anise here, and "
                "its Anise is Mint."
            ),
            try_it=try_example("faq-spice-pairs"),
        ),
    )
    return lesson(
        script,
        steps,
        name="spice-pairs",
        title=_("Spells for pairs of Spices"),
        source=_('Rulebook, "Final Scoring" (Spell Powers) and the F.A.Q.'),
        summary=_(
            "4 VP for each pair of two Spices: each Spell counts each Spice once, "
            "and each Spell is scored on its own."
        ),
        uses=("spells", "spices"),
    )
