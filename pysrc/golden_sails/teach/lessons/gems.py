"""Gems: runs of neighbouring classes, and the Spells that shift a class
(rulebook, "Gems" and the F.A.Q.; R14)."""

from __future__ import annotations

from ...game.engine import GameConfig
from ...model.i18n import _
from .model import Check, Scene
from .pick import Picker
from .plan import Want, plan
from .steps import Ask, Step, lesson, pad, try_example

ANDY, BOB, CATHY, DORA = range(4)
_PLAYERS = ("Andy", "Bob", "Cathy", "Dora")
# The others take no Gems: the Gems on the table are the ones the words name.
_NO_GEMS = {seat: ("spices", "animals", "spells", "weapons") for seat in (BOB, CATHY, DORA)}


def gems() -> Scene:
    """The rulebook's example, 1, 2, 4, 4 and 8 (11 VP), and its 3 instead (25 VP):
    both Gems lie on the table in round 5, where Andy takes first."""
    card = Picker()
    script = plan(
        GameConfig(names=_PLAYERS, animal_reference="IV"),
        [
            {ANDY: Want(card.gem(1), "gems", by=ANDY)},
            {ANDY: Want(card.gem(2), "gems", by=BOB)},
            {ANDY: Want(card.gem(4), "gems", by=CATHY)},
            {ANDY: Want(card.gem(8), "gems", by=DORA)},
            {ANDY: Want(card.gem(3), "gems"), DORA: Want(card.gem(4), "gems")},
        ],
        spare=_NO_GEMS,
        places={5: (3, 1, 2, 0)},  # the 4 is card 1, the 3 the question's card 4
    )
    take_the_4 = script.moves[script.at(5, "take", DORA)]
    steps = (
        Step(
            # Translators: Andy, Bob, Cathy and Dora are the lessons' players: their
            # names stay as they are in every language.
            _(
                "There are eight classes of Gems, 1 to 8. Andy takes a Gem of class 1: like "
                "every Gem, he says its class aloud and lays it face down."
            ),
            (1, "take", ANDY),
        ),
        Step(
            _(
                "In rounds 2 to 4 Andy took Gems 2, 4 and 8. Gems score in sequences of "
                "neighbouring classes, and 8 and 1 are neighbours too: 8-1-2 is a sequence of "
                "three Gems, each worth 3, so 9 VP; the 4 alone scores 1 VP. 10 VP in all."
            ),
            (5, "take", ANDY),
            act=False,
            checks=(
                Check(10, "gems"),
                Check(9, "gems", table=pad("IV", {"gems": [8, 1, 2]})),
                Check(1, "gems", table=pad("IV", {"gems": [4]})),
            ),
            score=("gems",),
        ),
        Step(
            _(
                "Now two Gems lie on the table, each with a Jeweler: a 4 and a 3. Andy put his "
                "Expert down last, so he takes first."
            ),
            (5, "take", ANDY),
            checks=(Check(11, "gems", instead=take_the_4),),
            score=("gems",),
            ask=Ask(
                _("Which card brings Andy the most VP?"),
                hint=_(
                    "A Gem that fills the gap between two sequences makes one long sequence, "
                    "and n Gems in a row score n x n."
                ),
                why=_(
                    "The 3 fills the gap: 8-1-2 and the 4 become one sequence. With the 4 Andy "
                    "would have 1, 2, 4, 4 and 8: the sequences 8-1-2, 4 and 4 score 11 VP."
                ),
            ),
        ),
        Step(
            _(
                "1, 2, 3, 4 and 8 make one sequence, 8-1-2-3-4: five Gems worth 5 each, 25 VP. "
                "Each Gem counts in one sequence only; the app finds the sequences that score "
                "most."
            ),
            (5, "take", DORA),
            act=False,
            checks=(Check(25, "gems"),),
            score=("gems",),
            teaches=("gems",),
            try_it=try_example("gems"),
        ),
    )
    return lesson(
        script,
        steps,
        name="gems",
        # Translators: a lesson's title, on the lessons' list and as the heading of its steps.
        title=_("Gems: sequences"),
        # Translators: where in the rulebook; the quoted words are its headings, as
        # the rulebook in your language names them.
        source=_('Rulebook, "Gems"'),
        summary=_(
            "Gems score in sequences of neighbouring classes, 8 and 1 included: "
            "a sequence of n Gems scores n x n VP."
        ),
        uses=("piles", "gems-hidden", "gem-announce"),
    )


def gem_shifts() -> Scene:
    """The F.A.Q.: two "+1/-1" Spells may move the same Gem twice (1, 4, 5 with two
    shifts: the 1 becomes a 3, the run 3-4-5 scores 9 VP)."""
    card = Picker()
    script = plan(
        GameConfig(names=_PLAYERS, animal_reference="IV"),
        [
            {ANDY: Want(card.gem(1), "gems", by=ANDY)},
            {ANDY: Want(card.gem(4), "gems", by=BOB)},
            {ANDY: Want(card.gem(5), "gems", by=CATHY)},
            {ANDY: Want(card.spell("gem_shift"), "spells", by=DORA)},
            {ANDY: Want(card.spell("gem_shift"), "spells")},
        ],
        spare=_NO_GEMS,
        places={5: (1, 0, 2, 3)},  # the question's Spell is card 2
    )
    steps = (
        Step(
            _(
                "Andy holds Gems 1, 4 and 5: the sequence 4-5 scores 2 x 2 = 4 VP and the 1 "
                'alone 1 VP: his Gems score 5 VP. Dora\'s Sorcerer lies on the Spell "+1/-1 to any '
                "Gem\": at the final scoring its owner may raise or lower one of his Gems' class "
                "by 1. Andy takes it."
            ),
            (4, "take", ANDY),
            more=_(
                "His total below is 1 VP less than his Gems: Dora's Mambele 1-2 steals 1 VP from "
                "Andy, her left neighbour."
            ),
            checks=(
                Check(1, "steals:0", seat=DORA),
                Check(5, "gems"),
                Check(4, "gems", table=pad("IV", {"gems": [4, 5]})),
                Check(1, "gems", table=pad("IV", {"gems": [1]})),
            ),
            score=("gems",),
            teaches=("gem_shift",),
        ),
        Step(
            _(
                "One change does not help: the 1 could become a 2 or an 8, still alone; 5 VP. "
                'In round 5 another "+1/-1 to any Gem" lies on the table.'
            ),
            (5, "take", ANDY),
            checks=(Check(5, "gems"),),
            score=("gems",),
            ask=Ask(
                _("Which card brings Andy the most VP?"),
                hint=_("With two changes, how far could his 1 move?"),
                why=_(
                    "Two changes may move the same Gem twice: the 1 becomes a 3, beside his 4 "
                    "and 5. Next, the rulebook's F.A.Q. on it."
                ),
            ),
        ),
        Step(
            _(
                "May two such Spells change the same Gem? The rulebook's F.A.Q. says yes. The 1 "
                "becomes a 2, then a 3, and 3-4-5 is a sequence of three: 9 VP, where the Gems "
                "alone scored 5 VP. The app makes the changes that score most, and says which."
            ),
            (5, "take", DORA),
            act=False,
            checks=(Check(9, "gems"), Check(5, "gems_without_shifts")),
            score=("gems",),
            teaches=("faq-gem-shifts",),
            try_it=try_example("faq-gem-shifts"),
        ),
    )
    return lesson(
        script,
        steps,
        name="gem-shifts",
        title=_("Gems: the +1/-1 Spells"),
        source=_('Rulebook, "Final Scoring" (Spell Powers) and the F.A.Q.'),
        summary=_(
            'A "+1/-1 to any Gem" Spell moves one Gem\'s class by 1; two of them may move '
            "the same Gem twice."
        ),
        uses=("gems", "spells", "game-end"),
    )
