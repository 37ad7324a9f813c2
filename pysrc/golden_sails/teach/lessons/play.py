"""The game's set-up and round: the Experts, the piles they fill, and the Experts' return.

Three lessons: the set-up of a 4-player game (R2); the rulebook's round of
Experts, on a table the seed deals (its example names no card); and a
4-player game through its first Experts' return, which shows how piles grow
(R6, R7).
"""

from __future__ import annotations

from ...app.questions import Question
from ...game.engine import GameConfig
from ...game.moves import assign, take
from ...model.i18n import _
from .model import Beat, Check, Scene, TryIt
from .pick import Picker
from .plan import Want, plan
from .steps import Ask, Step, lesson

ANDY, BOB, CATHY, DORA = range(4)


def setup() -> Scene:
    """Rulebook "Set-up" (R2): the deck by player count, the Experts, the Reference
    cards, and who starts; a 4-player game as dealt, before its first move."""
    script = plan(GameConfig(names=("Andy", "Bob", "Cathy", "Dora"), animal_reference="IV"), [])
    steps = (
        Step(
            # Translators: Andy, Bob, Cathy and Dora are the lessons' players: their
            # names stay as they are in every language.
            _(
                "Set-up, for 4 players: the whole deck of 48 Goods cards is shuffled and placed "
                "face down. With 3 players use 36 random cards, with 2 players 24; the other "
                "cards go back to the box. The game lasts 12 rounds, in each of which every "
                "player buys one Good. The most Victory Points (VP) wins."
            ),
            0,
            act=False,
            teaches=("goal", "setup-deck"),
        ),
        Step(
            _(
                "Each player takes a set of five different Experts and lays them face up in "
                "front of himself: the Jeweler buys Gems, the Cook Spices, the Hunter Animals, "
                "the Sorcerer Spells and the Armourer Weapons. Every Goods card has five Areas, "
                "one per Good type: the Expert put beside a card decides which one counts."
            ),
            0,
            act=False,
            teaches=("experts-goods", "areas", "setup-experts"),
        ),
        Step(
            _(
                "One Reference card is drawn at random and placed in the middle, Animals side "
                "up: this Animal reference sets how Animals score this game (here IV). Each "
                "player gets a Reference card Spices side up: it shows what Spices score. With "
                "fewer than four players the unused Experts and Reference cards go back to the "
                "box."
            ),
            0,
            act=False,
            teaches=("setup-references",),
        ),
        Step(
            _(
                "The player who has most recently travelled to faraway lands takes the First "
                "Player card: here Andy (in this app, the player named first at set-up). He "
                "reveals four Goods cards from the deck, one for each player, and the first "
                "round begins."
            ),
            0,
            act=False,
            teaches=("setup-first-player",),
            try_it=TryIt(
                _("Set up a game of your own: 2, 3 or 4 players."),
                new_game="players=4&names=Andy,Bob,Cathy,Dora",
            ),
        ),
    )
    return lesson(
        script,
        steps,
        name="setup",
        title=_("Setting up (4 players)"),
        # Translators: where in the rulebook; the quoted words are its headings, as
        # the rulebook in your language names them.
        source=_('Rulebook, "Components" and "Set-up"'),
        summary=_(
            "48, 36 or 24 Goods cards for 4, 3 or 2 players; five Experts each; an "
            "Animal reference drawn at random, a Spices reference each; the first player."
        ),
        uses=(),
        viewer=None,
        scored=(),
    )


# The rulebook's examples under "2. Assign the Experts" and "3. Take the Goods":
# one round of a 3-player game, Andy first.  Cards are numbered from the left
# (card 1 is position 0), so "the central card" is position 1.  The seed only
# chooses which three cards lie there; the example names no card.
def experts_round() -> Scene:
    """The round of Experts (built per language, as every lesson)."""
    return Scene(
        name="experts",
        title=_("A round of Experts (3 players)"),
        source=_('Rulebook, "Game Round": 1. Reveal, 2. Assign the Experts, 3. Take the Goods'),
        config=GameConfig(names=("Andy", "Bob", "Cathy"), animal_reference="IV"),
        seed=2024,
        summary=_(
            "Each player puts an Expert on a Goods card, then each takes one; "
            "the first player may change the last card's type."
        ),
        viewer=None,
        scored=(),
        uses=("experts-goods", "areas", "setup-experts", "setup-first-player"),
        beats=(
            Beat(
                _(
                    "Andy is the first player: he has revealed three Goods cards from the deck, "
                    "one for each player, face up in any order. A round has five phases: reveal "
                    "the Goods, assign the Experts, take the Goods, the Return of the Experts "
                    "(once in four rounds), and pass the First Player card."
                ),
                teaches=("reveal",),
            ),
            Beat(
                _(
                    "Andy places the Armourer near the central Goods card: this Good becomes a "
                    "Weapon. Clockwise from the first player, each player puts one of his Experts "
                    "beside a card that has none: no card takes two Experts."
                ),
                assign(1, "armourer"),
                teaches=("assign", "assign-free-card"),
            ),
            Beat(
                _(
                    "Then Bob, sitting to the left of Andy, plays his Hunter on the rightmost "
                    "Goods card and turns it into an Animal."
                ),
                assign(2, "hunter"),
            ),
            Beat(
                _(
                    "Finally Cathy places her Cook near the remaining Goods card, the leftmost: "
                    "from now on this Good is a Spice."
                ),
                assign(0, "cook"),
            ),
            Beat(
                _(
                    "Now the players take the Goods, from the last to play an Expert, "
                    "counter-clockwise: Cathy first. Anyone may take any card, whoever placed its "
                    "Expert; no one may refuse. The taker lays the card before him, the Area of "
                    "the Expert on it up, and discards that Expert."
                ),
                take(1),
                teaches=("take-order", "take-any", "take-discard"),
                checks=(
                    Check(4, "total", seat=CATHY, instead=take(1)),
                    Check(2, "steals:0", seat=CATHY, instead=take(1)),
                    Check(2, "steals:1", seat=CATHY, instead=take(1)),
                ),
                question=Question(
                    _("Which card brings Cathy the most VP?"),
                    (take(1),),
                    hint=_(
                        "A Weapon steals from both neighbours: its left value from the left one, "
                        "its right value from the right one."
                    ),
                    why=_(
                        "The Mambele 2-2 steals 2 VP from each of her neighbours: 4 VP. She lays "
                        "it in front of herself, Weapon Area up, and discards the Armourer on it."
                    ),
                ),
            ),
            Beat(
                _("After that Bob takes the Animal card, and discards the Hunter played on it."),
                take(2),
            ),
            Beat(
                _(
                    "Andy, the first player, must take the last card: a Spice he does not need. He "
                    "may change its type: he takes the Expert on it, Cathy's Cook, into his "
                    "supply, then plays his own Jeweler there. The card is now a Gem: he takes it, "
                    "says its class aloud and lays it face down."
                ),
                take(0, "jeweler"),
                teaches=("last-card-swap", "gem-announce"),
                more=_(
                    "The Jeweler played on the last card is discarded, like any Expert on a card "
                    "taken. Everyone hears a Gem's class when it is taken (if the taker forgets, "
                    "the others may ask to see it); after that only its owner looks at his Gems."
                ),
            ),
            Beat(
                _(
                    "The round is over. Andy holds four Experts: Cathy's Cook, his own Cook, his "
                    "Hunter and his Sorcerer; Cathy has no Cook until the Experts return (this "
                    "app's reading). The First Player card passes clockwise to Bob, who reveals "
                    "the next three cards."
                ),
                teaches=("first-player-pass",),
                try_it=TryIt(
                    _("Play a whole game as Andy, Bob and Cathy."),
                    new_game="players=3&names=Andy,Bob,Cathy",
                ),
            ),
        ),
    )


def piles() -> Scene:
    """Rulebook "Idea of the Game" (piles) and "4. Return of the Experts" (R6),
    "5. Pass the First Player card" with the 4-player exception (R7)."""
    card = Picker()
    script = plan(
        GameConfig(names=("Andy", "Bob", "Cathy", "Dora"), animal_reference="IV"),
        [
            {ANDY: Want(card.spice("anise"), "spices", by=ANDY)},
            {ANDY: Want(card.spice("mint"), "spices", by=BOB)},
            {ANDY: Want(card.gem(6), "gems", by=ANDY)},
            {ANDY: Want(card.animal("phoenix"), "animals", by=ANDY)},
            {},
        ],
    )
    steps = (
        Step(
            _(
                "Andy has the First Player card: he revealed four Goods cards, one for each "
                "player, and plays an Expert first. He puts his Cook beside the card with the "
                "Anise: that card is now a Spice."
            ),
            (1, "assign", ANDY),
        ),
        Step(
            _(
                "Bob, Cathy and Dora put down their Experts in turn. Dora was the last, so she "
                "takes a Good first, then Cathy, then Bob. Andy, the first player, takes the last "
                "card: the Spice. He places it in front of himself, Spice Area up: it starts his "
                "Spice pile."
            ),
            (1, "take", ANDY),
        ),
        Step(
            _(
                "Round 2: Bob, the first player now, put his Cook on a Mint; Andy put his Expert "
                "down last, so he takes first. Each Good type has one pile, at most five piles: "
                "a Good goes atop its type's pile, the symbols below still visible, and no one "
                "may change a pile's order."
            ),
            (2, "take", ANDY),
            teaches=("piles",),
            ask=Ask(
                _("Which card would go atop Andy's Anise?"),
                hint=_(
                    "The Expert beside a card decides its type, and each type has its own pile."
                ),
                why=_(
                    "Bob's Cook makes the Mint a Spice: it goes atop Andy's Anise, in his Spice "
                    "pile."
                ),
                also=(take(2), take(3)),
                replies={
                    take(1): _(
                        "Not atop the Anise: with a Sorcerer on it the card is a Spell, and "
                        "starts a pile of its own, Andy's Spell pile."
                    ),
                    **dict.fromkeys(
                        (take(2), take(3)),
                        _(
                            "Right too: a Cook lies on this card as well, so it is a Spice and "
                            "would go atop the Anise. The lesson goes on with Bob's Mint."
                        ),
                    ),
                },
            ),
        ),
        Step(
            _(
                "Round 3: Andy takes a Gem. Gems are placed face down: he says its class aloud, "
                "and from then on only he may look through his Gem pile; the others have to "
                "remember it. Every other pile lies face up, for anyone to look through."
            ),
            (3, "take", ANDY),
            teaches=("gems-hidden",),
        ),
        Step(
            _(
                "Round 4: Dora, the first player, has put down an Expert. Each player began the "
                "round with two of his five Experts left. Andy puts his Hunter on the Phoenix; one "
                "Expert will be left in front of him."
            ),
            (4, "assign", ANDY),
        ),
        Step(
            _(
                "Round 4 is over and each player has one Expert left: the Experts return. The "
                "players take all the discarded Experts and share them out, so that each again "
                "holds five different Experts. This happens after rounds 4 and 8; after round 12 "
                "the Experts do not return: the final scoring begins."
            ),
            (5, "assign", BOB),
            act=False,
            teaches=("experts-return", "game-end"),
        ),
        Step(
            _(
                "With 4 players, after rounds 4 and 8 the First Player card passes to the second "
                "player to the left: from Dora it skips Andy and goes to Bob. Otherwise Andy, "
                "first in round 1, would again be first in a round with all five Experts."
            ),
            (5, "assign", BOB),
            act=False,
            teaches=("first-player-skip",),
            try_it=TryIt(
                _("Play a 4-player game and watch the First Player card after rounds 4 and 8."),
                new_game="players=4&names=Andy,Bob,Cathy,Dora",
            ),
        ),
    )
    return lesson(
        script,
        steps,
        name="piles",
        title=_("Piles, and the Experts' return (4 players)"),
        source=_(
            'Rulebook, "Idea of the Game", "4. Return of the Experts" and '
            '"5. Pass the First Player card"'
        ),
        summary=_(
            "Goods go into one pile per type, Gems face down; after rounds 4 and 8 the "
            "Experts return and, with 4 players, the First Player card skips a player."
        ),
        uses=(
            "reveal",
            "assign",
            "take-order",
            "take-discard",
            "gem-announce",
            "first-player-pass",
        ),
    )
