"""The game's variants: more open (Gems face up) and more secretive (Experts in
hand) (rulebook, "Game Variants"; R9).  Each lesson is a 2-player game seen
from Andy's seat: what he may see is what the variant lets him see.  Each asks
one choice as a question: a Gem in the open game's round 6 (Andy's Jeweler is
spent in round 1 and back after the return), a Spice in the secretive game's
round 2."""

from __future__ import annotations

from ...game.engine import GameConfig
from ...model.i18n import _
from .model import Check, Scene, TryIt
from .pick import Picker
from .plan import Want, plan
from .steps import END, Ask, Step, lesson, pad

ANDY, BOB = range(2)


def open_variant() -> Scene:
    card = Picker()
    rounds: list[dict[int, Want]] = [
        {ANDY: Want(card.gem(5), "gems", by=ANDY), BOB: Want(card.gem(6), "gems", by=BOB)},
        {},
        {},
        {},
        {},
        {ANDY: Want(card.gem(4), "gems", by=ANDY), BOB: Want(card.spice("mint"), "spices", by=BOB)},
    ]
    script = plan(
        GameConfig(names=("Andy", "Bob"), variant="open", animal_reference="IV"),
        rounds,
        # No other Gem and no Spice for Andy: the round-6 choice is the one the words say.
        spare={ANDY: ("animals", "spells", "weapons"), BOB: ("spices", "animals", "spells")},
        places={6: (1, 0)},  # the question's Gem is card 2
    )
    steps = (
        Step(
            # Translators: Andy, Bob, Cathy and Dora are the lessons' players: their
            # names stay as they are in every language.
            _(
                "The more open variant: after taking a Gem, every player places it in an open "
                "pile like any other Goods, turned with its corner up, and anyone may look "
                "through anyone's Gems. Andy puts his Jeweler on a Gem."
            ),
            (1, "assign", ANDY),
            teaches=("variant-open",),
        ),
        Step(
            _(
                "Bob put his Jeweler on the other Gem, and as the last to play an Expert he "
                "takes first. In the standard game Andy would have to remember its class; here it "
                "lies face up in Bob's pile for the whole game. Andy takes his Gem."
            ),
            (1, "take", ANDY),
        ),
        Step(
            _(
                "Round 6: the Experts have returned, and Andy takes first. His Gem 5 and Bob's "
                "Gem 6 still lie face up, for both to see. Andy's Jeweler lies on a Gem 4, Bob's "
                "Cook on a Mint."
            ),
            (6, "take", ANDY),
            checks=(Check(4, "gems", table=pad("IV", {"gems": [4, 5]})),),
            ask=Ask(
                _("Which card brings Andy the most VP?"),
                hint=_("Gems score in sequences of neighbouring classes."),
                why=_(
                    "The 4 joins his 5: a sequence of two, 4 VP. Face up in his pile, Bob sees it "
                    "too, and can count what Andy still needs."
                ),
            ),
        ),
        Step(
            _(
                "Both Gem piles are open to everyone, to the end of the game. The rulebook "
                "recommends this variant for experienced players who like to work out what their "
                "opponents can do."
            ),
            END,
            act=False,
            try_it=TryIt(
                _("Play a game in the open variant."),
                new_game="players=2&names=Andy,Bob&variant=open",
            ),
        ),
    )
    return lesson(
        script,
        steps,
        name="open",
        # Translators: a lesson's title, on the lessons' list and as the heading of its steps.
        title=_("The open variant"),
        # Translators: where in the rulebook; the quoted words are its headings, as
        # the rulebook in your language names them.
        source=_('Rulebook, "Game Variants"'),
        summary=_("Gems lie face up in open piles: everyone may look through everyone's Gems."),
        uses=("gems-hidden", "gem-announce", "take-order", "gems", "experts-return"),
    )


def secretive_variant() -> Scene:
    card = Picker()
    script = plan(
        GameConfig(names=("Andy", "Bob"), variant="secretive", animal_reference="IV"),
        [
            {
                ANDY: Want(card.spice("mint"), "spices", by=ANDY),
                BOB: Want(card.animal("phoenix"), "animals", by=BOB),
            },
            {
                ANDY: Want(card.spice("anise"), "spices", by=BOB),
                BOB: Want(card.gem(2), "gems", by=ANDY),
            },
        ],
        places={2: (1, 0)},  # the question's Anise is card 2
    )
    steps = (
        Step(
            _(
                "The more secretive variant: every player keeps his Experts in his hand, not "
                "showing them to his opponents, and reveals one only when he places it beside a "
                "Goods card. Andy sees his own five Experts, and only how many Bob holds. Andy "
                "plays his Cook."
            ),
            (1, "assign", ANDY),
            teaches=("variant-secretive",),
        ),
        Step(
            _(
                "Bob revealed his Hunter as he placed it. Played Experts go to a discard pile "
                "kept face down. Andy takes his Spice."
            ),
            (1, "take", ANDY),
        ),
        Step(
            _(
                "Round 2: Bob, the first player, revealed his Cook as he put it on an Anise; "
                "Andy played his Jeweler on a Gem 2. Andy put his Expert down last, so he takes "
                "first."
            ),
            (2, "take", ANDY),
            checks=(
                Check(4, "spices", table=pad("IV", {"spices": ["mint", "anise"]})),
                Check(1, "gems", table=pad("IV", {"gems": [2]})),
            ),
            ask=Ask(
                _("Which card brings Andy the most VP?"),
                hint=_("A Spice pile scores by its number of different kinds."),
                why=_(
                    "A second kind of Spice: 4 VP, where the Gem alone would bring 1 VP. Bob's "
                    "Cook is spent: in this variant no one shows what is left in his hand, so Andy "
                    "has to remember it."
                ),
            ),
        ),
        Step(
            _(
                "Round 3: Andy knows Bob holds three Experts, not which ones; to guess, he has to "
                "remember what Bob played: his Hunter and his Cook. The rulebook recommends this "
                "variant for players who would like a little less open information."
            ),
            END,
            act=False,
            try_it=TryIt(
                _("Play a game in the secretive variant."),
                new_game="players=2&names=Andy,Bob&variant=secretive",
            ),
        ),
    )
    return lesson(
        script,
        steps,
        name="secretive",
        # Translators: a lesson's title, on the lessons' list and as the heading of its steps.
        title=_("The secretive variant"),
        source=_('Rulebook, "Game Variants"'),
        summary=_(
            "Experts stay in the players' hands and the discards face down; an Expert is "
            "shown only when played."
        ),
        uses=("setup-experts", "assign", "take-discard", "spices"),
    )
