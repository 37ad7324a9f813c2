"""The game's round: the Experts, the piles they fill, and the Experts' return.

Two lessons: the rulebook's round of Experts, on a table the seed deals (its
example names no card), and a 4-player game through its first Experts'
return, which shows how piles grow (R6, R7).
"""

from __future__ import annotations

from typing import Final

from ..engine import GameConfig
from .model import Beat, Scene, TryIt
from .pick import Picker
from .plan import Want, plan
from .steps import Step, lesson

ANDY, BOB, CATHY, DORA = range(4)

# The rulebook's examples under "2. Assign the Experts" and "3. Take the Goods":
# one round of a 3-player game, Andy first.  Cards are numbered from the left
# (card 1 is position 0), so "the central card" is position 1.  The seed only
# chooses which three cards lie there; the example names no card.
EXPERTS_ROUND: Final = Scene(
    name="experts",
    title="A round of Experts (3 players)",
    source='Rulebook, "2. Assign the Experts" and "3. Take the Goods"',
    config=GameConfig(names=("Andy", "Bob", "Cathy"), animal_reference="IV"),
    seed=2024,
    summary="Each player puts an Expert on a Goods card, then each takes one; "
    "the first player may change the last card's type.",
    viewer=None,
    scored=(),
    covers=("assign", "take", "last-card swap"),
    beats=(
        Beat(
            "Andy is the first player. He has revealed three Goods cards from the deck, "
            "one for each player. Every card has five Areas; the Expert put beside it "
            "decides which Good it is."
        ),
        Beat(
            "Andy places the Armourer card near the central Goods card; thus this Good "
            "becomes a Weapon.",
            {"type": "assign", "card": 1, "expert": "armourer"},
        ),
        Beat(
            "Then Bob, sitting to the left of Andy, plays his Hunter on the rightmost "
            "Goods card and turns it into an Animal.",
            {"type": "assign", "card": 2, "expert": "hunter"},
        ),
        Beat(
            "Finally, Cathy places her Cook near the last Goods card: from now on this "
            "Good is considered to be Spice.",
            {"type": "assign", "card": 0, "expert": "cook"},
        ),
        Beat(
            "Cathy was the last to play her Expert, so she is the first to choose a Goods "
            "card now. She takes the Weapon card and places it in front of herself "
            "with the Weapon Area up. Then she discards the Armourer played on it.",
            {"type": "take", "card": 1},
        ),
        Beat(
            "After that Bob takes the Animal card, and discards the Hunter played on it.",
            {"type": "take", "card": 2},
        ),
        Beat(
            "Andy has little choice: he can only take Spice. However he doesn't need it, "
            "so he uses his right to change the type of the Good. Andy takes the Cook "
            "to his supply and plays his Jeweler instead: the last Good is now a Gem. "
            "He takes it, announces its class, and places it face down. The Jeweler is "
            "discarded.",
            {"type": "take", "card": 0, "swap": "jeweler"},
        ),
        Beat(
            "The round is over. Each player holds four Experts; Andy's are two Cooks, a "
            "Hunter and a Sorcerer, as he took the Cook back. The First Player card passes "
            "clockwise to Bob, who reveals the next three cards. After four rounds "
            "the Experts come back.",
            try_it=TryIt(
                "Play a whole game as Andy, Bob and Cathy.",
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
            "Every round each player buys exactly one Good. Andy has the First Player card: "
            "he revealed four Goods cards, one for each player, and plays an Expert first. "
            "He puts his Cook beside the card with the Anise: that card is now a Spice.",
            (1, "assign", ANDY),
        ),
        Step(
            "Bob, Cathy and Dora put down their Experts in turn. Dora was the last, so she "
            "takes a Good first, then Cathy, then Bob. Andy, the first player, takes the last "
            "card: the Spice. He places it in front of himself, Spice Area up. It starts his "
            "Spice pile.",
            (1, "take", ANDY),
        ),
        Step(
            "Round 2: the First Player card has passed clockwise to Bob. Bob put his Cook on "
            "a card with Mint. Andy put his Expert down last, so he takes first: he takes "
            "the Mint and lays it atop his Anise so that the symbols on the card below stay "
            "visible. Each Good type has one pile, and no one may change the order of a pile.",
            (2, "take", ANDY),
        ),
        Step(
            "Round 3: Andy takes a Gem. Gems are placed face down: he says its class aloud, "
            "and from then on only he may look through his Gem pile. The others have to "
            "remember it.",
            (3, "take", ANDY),
        ),
        Step(
            "Round 4: Dora, the first player, has put down an Expert. Each player began the "
            "round with two of his five Experts left. Andy puts his Hunter on the Phoenix; one "
            "Expert will be left in front of him.",
            (4, "assign", ANDY),
        ),
        Step(
            "Round 4 is over and each player has only one Expert left: the Experts return. "
            "The players take all the discarded Experts back, and each again holds the five "
            "different Experts. This happens after rounds 4 and 8, never after round 12. "
            "In a 4-player game the First Player card then passes to the second player to "
            "the left: from Dora it skips Andy and goes to Bob. Otherwise Andy, who was first "
            "in round 1, would again be first in a round with five Experts.",
            (5, "assign", BOB),
            act=False,
            try_it=TryIt(
                "Play a 4-player game and watch the First Player card after rounds 4 and 8.",
                new_game="players=4&names=Andy,Bob,Cathy,Dora",
            ),
        ),
    )
    return lesson(
        script,
        steps,
        name="piles",
        title="Piles, and the Experts' return (4 players)",
        source='Rulebook, "Idea of the Game", "4. Return of the Experts" and '
        '"5. Pass the First Player card"',
        summary="Goods go into one pile per type, Gems face down; after rounds 4 and 8 "
        "the Experts return and the First Player card skips a player.",
        covers=("piles", "experts-return", "first-player-skip"),
    )
