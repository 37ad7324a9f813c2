"""Weapons: what they steal from the neighbours, the Spells that reinforce them or
protect from them, and the 2-player side (rulebook, "Weapons"; R1, R17)."""

from __future__ import annotations

from typing import Any

from ...game.engine import ROUNDS, GameConfig
from ...game.moves import CONFIRM, Move
from ...model.i18n import _
from ..examples import example_by_key
from .model import Check, Scene, TryIt
from .pick import Picker
from .plan import Want, plan
from .steps import END, Ask, Step, lesson, pad

ANDY, BOB, CATHY = range(3)
_QUIET = ("gems", "spices", "animals", "spells")  # spare cards steal nothing


def _w(kind: str, left: int, right: int) -> dict[str, Any]:
    return {"kind": kind, "left": left, "right": right}


def weapons() -> Scene:
    """The rulebook's example: Mambele 1-2, Boomerang 0-2, Shuriken 1-1 and Katar 2-0
    steal 4 VP to the left and 5 VP to the right; a second Boomerang instead of the
    Katar would steal 2 and 3.  Round 5, where Andy takes first, offers both."""
    card = Picker()
    script = plan(
        GameConfig(names=("Andy", "Bob", "Cathy"), animal_reference="IV"),
        [
            {ANDY: Want(card.weapon("mambele", 1, 2), "weapons", by=ANDY)},
            {ANDY: Want(card.weapon("boomerang", 0, 2), "weapons", by=BOB)},
            {ANDY: Want(card.weapon("shuriken", 1, 1), "weapons", by=CATHY)},
            {},
            {
                ANDY: Want(card.weapon("katar", 2, 0), "weapons"),
                CATHY: Want(card.weapon("boomerang", 0, 0), "weapons"),
            },
        ],
        spare={seat: _QUIET for seat in range(3)},
        places={5: (1, 0, 2)},  # the question's Katar is card 2
    )
    second_boomerang = script.moves[script.at(5, "take", CATHY)]
    take_katar = script.moves[script.at(5, "take", ANDY)]
    steps = (
        Step(
            # Translators: the lessons' players are Andy, Bob, Cathy and Dora in every
            # language: keep their names as they are, in every lesson.
            _(
                "There are four kinds of Weapons: Boomerang, Mambele, Shuriken and Katar. A Weapon "
                "Area shows two values, 0 to 2: at the end its owner steals the left value from "
                "his left neighbour and the right value from his right neighbour. Bob sits to "
                "Andy's left, Cathy to his right. Andy takes a Mambele 1-2."
            ),
            (1, "take", ANDY),
        ),
        Step(
            _(
                "Andy then took a Boomerang 0-2 and a Shuriken 1-1. In round 5 a Katar 2-0 and a "
                "second Boomerang lie on the table, and Andy takes first. With two Weapons of one "
                "kind, all of that kind stop working, though they are still Weapon cards."
            ),
            (5, "take", ANDY),
            checks=(
                Check(2, "steals:1", instead=second_boomerang),
                Check(3, "steals:2", instead=second_boomerang),
                Check(4, "steals:1", instead=take_katar),
            ),
            ask=Ask(
                _("Which card brings Andy the most VP?"),
                hint=_("Would a second Boomerang add to what his first one steals?"),
                why=_(
                    "The Katar 2-0 steals 2 more VP from Bob: 4 VP in all from him. With the "
                    "second Boomerang both would stop working: Andy would steal only 2 VP from "
                    "Bob and 3 VP from Cathy."
                ),
            ),
            score=("weapons",),
            teaches=("weapons-doubled",),
            more=_(
                "Waardam's customs do not let large shipments of Weapons pass. Weapons that "
                "stopped working still count as Weapon cards: for a Spell that counts the cards "
                "of your Weapons pile, for 5 Goods of different types, and in a tie."
            ),
        ),
        Step(
            _(
                "Mambele 1-2, Boomerang 0-2, Shuriken 1-1 and Katar 2-0: Andy steals 1+0+1+2 = "
                "4 VP from Bob, his left neighbour, and 2+2+1+0 = 5 VP from Cathy, his right "
                "one; they lose what he steals. A player's Weapons score what he steals minus what "
                "is stolen from him. Nothing points at Andy yet: +9 VP."
            ),
            (5, "take", CATHY),
            act=False,
            checks=(Check(4, "steals:1"), Check(5, "steals:2"), Check(9, "weapons")),
            score=("weapons",),
            teaches=("weapons",),
            try_it=TryIt(
                _("Try it on the score pad: give Bob and Cathy Weapons of their own."),
                table=example_by_key("weapons").table,
            ),
        ),
    )
    return lesson(
        script,
        steps,
        name="weapons",
        # Translators: a lesson's title, on the lessons' list and as the heading of its steps.
        title=_("Weapons (3 players)"),
        # Translators: where in the rulebook; its section titles are in quotes.
        source=_('Rulebook, "Weapons"'),
        summary=_(
            "A Weapon steals its left value from the left neighbour and its right value "
            "from the right one; two Weapons of a kind both stop working."
        ),
        uses=("piles", "take-order", "app-score-now"),
    )


def weapon_spells() -> Scene:
    """The rulebook's 3-player example of boosts and Protection (its pictures are lost:
    the cards are those of tests/scoring/test_scoring_rulebook.py, which fit every
    number of its text): Andy -1 VP, Bob +4 VP, Cathy -3 VP.  Bob is the first player
    of round 12, so he decides first (R11)."""
    card = Picker()
    # The Weapons first: a card has one Weapon Area, and a Spell wanted later
    # may lie on the only card with the Weapon wanted (Shuriken 2-0).
    katars = card.weapon("katar", 2, 1), card.weapon("katar", 1, 2)
    bob = card.weapon("boomerang", 2, 0), card.weapon("shuriken", 2, 0)
    andy_shuriken, mambele = card.weapon("shuriken", 0, 2), card.weapon("mambele", 1, 1)
    rounds: list[dict[int, Want]] = [{} for _ in range(ROUNDS)]
    rounds[0] = {
        ANDY: Want(katars[0], "weapons", by=ANDY),
        BOB: Want(bob[0], "weapons", by=BOB),
        CATHY: Want(mambele, "weapons", by=CATHY),
    }
    rounds[1] = {CATHY: Want(card.spell("weapon_boost", weapon="katar"), "spells")}
    rounds[2] = {
        BOB: Want(card.spell("protection"), "spells"),
        CATHY: Want(card.spell("weapon_boost", weapon="mambele"), "spells"),
    }
    rounds[4] = {ANDY: Want(katars[1], "weapons"), BOB: Want(bob[1], "weapons")}
    rounds[5] = {ANDY: Want(andy_shuriken, "weapons")}
    names = ("Andy", "Bob", "Cathy")
    played = plan(
        GameConfig(names=names, animal_reference="IV", first_player=CATHY),
        rounds,
        spare={seat: _QUIET for seat in range(3)},
    )
    bob_first = len(played.moves)
    protect = [Move("protect", spell=0, kind=k) for k in ("katar", "mambele")]
    script = played.then(*protect, CONFIRM, CONFIRM, CONFIRM)
    steps = (
        Step(
            _(
                "Round 12 is over. Before the scores, each player makes his final choices, one "
                "player at a time, from the first player of round 12, clockwise: Bob, then "
                "Cathy, then Andy. The app proposes each player's choices and says why; he may "
                "change them, then accepts."
            ),
            bob_first,
            act=False,
            teaches=("faq-final-order", "app-proposal"),
            more=_(
                "The rulebook's F.A.Q. gives this order for the Universal Goods and for "
                "every other decision of the final scoring. Asking every choice before any score "
                "is this app's reading: the rulebook asks the Protection while scoring Weapons."
            ),
        ),
        Step(
            # Translators: a Spell's name in quotes is the glossary's name of that Spell.
            _(
                "Andy has two Katars: both count 0, and a reinforcement Spell would not revive "
                "them. His Shuriken 0-2 points at Cathy. Cathy has a Mambele 1-1 and two "
                'reinforcement Spells: "+2 to both Katar values" finds no Katar of hers, "+2 to '
                'both Mambele values" makes her Mambele a 3-3.'
            ),
            bob_first,
            act=False,
            score=("weapons",),
            teaches=("reinforcement-doubled",),
        ),
        Step(
            _(
                "Bob has a Protection Spell: he names one Weapon kind, and his neighbours' values "
                "of that kind pointing at him count 0, reinforced or not. Try Katars:"
            ),
            bob_first,
            score=("weapons",),
            teaches=("protection",),
        ),
        Step(
            _(
                "Protected from Katars, Bob still loses 3 VP to the Mambele of Cathy, his left "
                "neighbour: his Weapons score +1 VP."
            ),
            bob_first + 1,
            checks=(
                Check(3, "steals:1", seat=CATHY),
                Check(1, "weapons", seat=BOB),
                Check(0, "steals:1", seat=CATHY, instead=protect[1]),
            ),
            score=("weapons",),
            ask=Ask(
                _("Which choice leaves Bob the most VP?"),
                hint=_("Which of his neighbours' Weapons steals most from him?"),
                why=_(
                    "Cathy's Mambele is the most dangerous Weapon for him: protected from "
                    "Mambeles, Bob loses nothing to it."
                ),
            ),
        ),
        Step(
            _(
                "Now Cathy's Mambele steals nothing from Bob, while his Boomerang 2-0 and "
                "Shuriken 2-0 steal 4 VP from her: +4 VP. Bob accepts; Cathy and Andy have nothing "
                "to choose."
            ),
            bob_first + 2,
            checks=(
                Check(0, "steals:1", seat=CATHY),
                Check(4, "steals:2", seat=BOB),
                Check(4, "weapons", seat=BOB),
            ),
            score=("weapons",),
        ),
        Step(
            _(
                "Andy steals 0 VP from Bob and Bob 0 VP from Andy. Andy steals 2 VP from Cathy; "
                "Cathy steals 3 VP from Andy. Bob steals 4 VP from Cathy, who steals nothing "
                "from him. Altogether Andy loses 1 VP, Bob gains 4 VP, Cathy loses 3 VP. A "
                "Protection never touches its owner's own Weapons."
            ),
            END,
            act=False,
            checks=(
                Check(0, "steals:1", seat=ANDY),
                Check(0, "steals:0", seat=BOB),
                Check(2, "steals:2", seat=ANDY),
                Check(3, "steals:0", seat=CATHY),
                Check(4, "steals:2", seat=BOB),
                Check(-1, "weapons", seat=ANDY),
                Check(4, "weapons", seat=BOB),
                Check(-3, "weapons", seat=CATHY),
            ),
            score=("weapons",),
            teaches=("protection-own",),
            try_it=TryIt(
                _(
                    "Try it on the score pad: change Bob's Protection, or Cathy's reinforcement "
                    "Spells."
                ),
                table=pad(
                    "IV",
                    {"weapons": [_w("katar", 2, 1), _w("katar", 1, 2), _w("shuriken", 0, 2)]},
                    {
                        "weapons": [_w("boomerang", 2, 0), _w("shuriken", 2, 0)],
                        "spells": [{"power": "protection"}],
                    },
                    {
                        "weapons": [_w("mambele", 1, 1)],
                        "spells": [
                            {"power": "weapon_boost", "weapon": "katar"},
                            {"power": "weapon_boost", "weapon": "mambele"},
                        ],
                    },
                ),
            ),
        ),
    )
    return lesson(
        script,
        steps,
        name="weapon-spells",
        title=_("Weapons: reinforcement and Protection"),
        source=_('Rulebook, "Weapons", "Final Scoring" and the F.A.Q.'),
        summary=_(
            "A reinforcement Spell adds 2 to both values of one kind; a Protection makes "
            "one kind of the neighbours' Weapons count 0 against its owner."
        ),
        uses=("weapons", "weapons-doubled", "weapon_boost", "spells"),
        viewer=None,
        scored=(ANDY, BOB, CATHY),
    )


def weapons_two() -> Scene:
    """The 2-player exception: each player uses one side of all his Weapons.  Andy is
    the first player of round 12, so he chooses first (R11)."""
    card = Picker()
    rounds: list[dict[int, Want]] = [{} for _ in range(ROUNDS)]
    rounds[0] = {
        ANDY: Want(card.weapon("mambele", 2, 0), "weapons", by=ANDY),
        BOB: Want(card.weapon("boomerang", 1, 2), "weapons", by=BOB),
    }
    rounds[4] = {ANDY: Want(card.weapon("katar", 2, 1), "weapons")}
    rounds[8] = {ANDY: Want(card.weapon("shuriken", 0, 1), "weapons")}
    played = plan(
        GameConfig(names=("Andy", "Bob"), animal_reference="IV", first_player=BOB),
        rounds,
        spare={seat: _QUIET for seat in range(2)},
    )
    first = len(played.moves)
    side = [Move("side", side=s) for s in ("right", "left")]
    script = played.then(*side, CONFIRM, CONFIRM)
    steps = (
        Step(
            _(
                "With 2 players each player chooses one side of all his Weapons, left or right: "
                "only that side steals from his opponent, the other is ignored, for the whole "
                "pile. Andy decides first. His Mambele 2-0, Katar 2-1 and Shuriken 0-1 point at "
                "Bob. The app proposes a side; first try the right side:"
            ),
            first,
            checks=(Check(4, "steals:1"),),
            score=("weapons",),
            teaches=("weapons-two",),
        ),
        Step(
            _("The right side steals 2 VP from Bob."),
            first + 1,
            checks=(Check(2, "steals:1"), Check(4, "steals:1", instead=side[1])),
            score=("weapons",),
            ask=Ask(
                _("Which choice leaves Andy the most VP?"),
                hint=_("Add up the left values of his Weapons, then the right ones."),
                why=_("The left side steals 4 VP from Bob: 2 + 2 + 0. The right one, 0 + 1 + 1."),
            ),
        ),
        Step(
            _("The left side: 4 VP from Bob. Andy accepts."),
            first + 2,
            checks=(Check(4, "steals:1"),),
            score=("weapons",),
        ),
        Step(
            _(
                "Then Bob chooses: his Boomerang 1-2 steals 2 VP with its right side. Andy writes "
                "down 4 - 2 = +2 VP for his Weapons, Bob -2 VP."
            ),
            END,
            act=False,
            checks=(
                Check(2, "steals:0", seat=BOB),
                Check(4, "steals:1"),
                Check(2, "weapons"),
                Check(-2, "weapons", seat=BOB),
            ),
            score=("weapons",),
            try_it=TryIt(
                _("Try it on the score pad: give Bob a Protection Spell."),
                table=pad(
                    "IV",
                    {
                        "weapons": [
                            _w("mambele", 2, 0),
                            _w("katar", 2, 1),
                            _w("shuriken", 0, 1),
                        ]
                    },
                    {"weapons": [_w("boomerang", 1, 2)]},
                ),
            ),
        ),
    )
    return lesson(
        script,
        steps,
        name="weapons-two",
        title=_("Weapons with 2 players"),
        source=_('Rulebook, "Final Scoring" (the 2-player exception)'),
        summary=_("With two players each chooses one side, left or right, for all his Weapons."),
        uses=("weapons", "faq-final-order", "app-proposal"),
    )
