"""Spices: the more different kinds, the more VP (rulebook, "Spices"; R15)."""

from __future__ import annotations

from ...game.engine import GameConfig
from ...model.i18n import _
from ..examples import example_by_key
from .model import Check, Scene, TryIt
from .pick import Picker
from .plan import Want, plan
from .steps import Ask, Step, lesson, pad

ANDY, BOB, CATHY, DORA = range(4)


def spices() -> Scene:
    """The rulebook's example: Anise, Mint, Pepper and a second Anise, 8 VP.  Four
    players, so that each puts his Cook on one of Andy's Spices in one round."""
    card = Picker()
    script = plan(
        GameConfig(names=("Andy", "Bob", "Cathy", "Dora"), animal_reference="IV"),
        [
            {ANDY: Want(card.spice("anise"), "spices", by=ANDY)},
            {ANDY: Want(card.spice("mint"), "spices", by=BOB)},
            {ANDY: Want(card.spice("pepper"), "spices", by=CATHY)},
            {ANDY: Want(card.spice("anise"), "spices", by=DORA)},
        ],
        places={3: (2, 0, 1, 3)},  # the question's Pepper is card 3, not card 1
    )
    kinds = ("anise", "juniper", "mint", "pepper", "lotus", "cloves")
    steps = (
        Step(
            # Translators: Andy, Bob, Cathy and Dora are the lessons' players: their
            # names stay as they are in every language.
            _(
                "There are six kinds of Spices: Anise, Juniper, Mint, Pepper, Lotus and Cloves. "
                "A Spice pile scores by the number of different kinds it holds, as each player's "
                "Spices reference shows. Andy, the first player, put his Cook on the Anise; now "
                "he takes the last card, the Anise, into his Spice pile."
            ),
            (1, "take", ANDY),
        ),
        Step(
            _(
                "One kind of Spice scores 2 VP: below, Andy's score if the game ended now. In "
                "round 2 Bob put his Cook on a Mint, and Andy, who played his Expert last, takes "
                "first. He takes the Mint."
            ),
            (2, "take", ANDY),
            checks=(Check(2, "spices"),),
            score=("spices",),
            teaches=("app-score-now",),
        ),
        Step(
            _("Two different kinds: 4 VP. In round 3 Cathy's Cook lies on a Pepper."),
            (3, "take", ANDY),
            checks=(
                Check(4, "spices"),
                Check(8, "spices", table=pad("IV", {"spices": ["anise", "mint", "pepper"]})),
                Check(2, "animals", table=pad("IV", {"animals": ["serpent"]})),
            ),
            score=("spices",),
            ask=Ask(
                _("Which card brings Andy the most VP?"),
                hint=_(
                    "A Spice pile scores by its number of different kinds. What would a third "
                    "kind bring?"
                ),
                why=_(
                    "A third kind of Spice: 4 VP become 8 VP. A first Animal, the Serpent, would "
                    "bring 2 VP."
                ),
            ),
        ),
        Step(
            _(
                "Three different kinds: 8 VP. In round 4 Dora's Cook lies on another Anise. "
                "Andy takes it."
            ),
            (4, "take", ANDY),
            checks=(Check(8, "spices"),),
            score=("spices",),
        ),
        Step(
            _(
                "Anise, Mint, Pepper and Anise: three different kinds, so Andy still scores 8 VP. "
                "He gains nothing for his second Anise. Four kinds score 12 VP, five kinds "
                "20 VP, and all six kinds 30 VP."
            ),
            (4, "take", DORA),
            act=False,
            checks=(
                Check(8, "spices"),
                Check(12, "spices", table=pad("IV", {"spices": list(kinds[:4])})),
                Check(20, "spices", table=pad("IV", {"spices": list(kinds[:5])})),
                Check(30, "spices", table=pad("IV", {"spices": list(kinds)})),
            ),
            score=("spices",),
            teaches=("spices",),
            more=_(
                "Merchants find no customer for a large cargo of one Spice: collect "
                "different kinds."
            ),
            try_it=TryIt(
                _(
                    "Score Andy's Spices on the score pad (the app's page that scores any table "
                    "you tap in), then change the second Anise."
                ),
                table=example_by_key("spices").table,
            ),
        ),
    )
    return lesson(
        script,
        steps,
        name="spices",
        title=_("Spices"),
        # Translators: where in the rulebook; the quoted words are its headings, as
        # the rulebook in your language names them.
        source=_('Rulebook, "Spices"'),
        summary=_(
            "Different kinds of Spices score 2, 4, 8, 12, 20 or 30 VP; "
            "a second Spice of a kind adds nothing."
        ),
        uses=("piles", "take-order", "setup-references"),
    )
