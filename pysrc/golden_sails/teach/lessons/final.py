"""Final scoring: Universal Goods, the order players decide in, and the winner
(rulebook, "Final Scoring" and the F.A.Q.; R11, R12, R18, D18).  The games are
played to the end of round 12; the lessons start where the choices begin."""

from __future__ import annotations

from ...game.engine import ROUNDS, GameConfig
from ...game.moves import CONFIRM, Move
from ...model.cards import AreasJson
from ...model.deck import load_deck
from ...model.i18n import _
from .model import Check, Scene, TryIt
from .pick import Picker
from .plan import Script, Want, plan
from .steps import END, Ask, Step, lesson, pad, pad_of

ANDY, BOB, CATHY = range(3)
_PLAYERS = ("Andy", "Bob", "Cathy")
_QUIET = ("gems", "spices", "animals", "spells")  # spare cards add no final choice
_BOOKLET = ("spells", "gems", "spices", "animals", "weapons")  # every category, in its order


def _areas(card: int) -> AreasJson:
    """A Universal Good's four Areas, as the score pad writes them."""
    return load_deck()[card].areas().to_json()


def _universal_game() -> tuple[Script, int, int]:
    """Andy's Universal Good with a Lotus on Anise, Mint and Pepper, played to the end
    of round 12; Andy is the first player of round 12, so he decides first.  The
    script, the index of the first final choice, and the card."""
    card = Picker()
    lotus = card.first(
        "a Universal Good with the Spice Lotus",
        lambda c: c.spell.power == "universal" and c.spice == "lotus",
    )
    rounds: list[dict[int, Want]] = [{} for _ in range(ROUNDS)]
    for k, kind in enumerate(("anise", "mint", "pepper")):
        rounds[k] = {ANDY: Want(card.spice(kind), "spices")}
    rounds[4] = {ANDY: Want(lotus, "spells")}
    played = plan(
        GameConfig(names=_PLAYERS, animal_reference="IV", first_player=BOB),
        rounds,
        spare={ANDY: ("gems", "animals", "weapons"), BOB: _QUIET, CATHY: _QUIET},
        places={5: (2, 0, 1)},  # the question's Universal Good is card 3
    )
    first = len(played.moves)
    moves: list[Move] = [
        Move("universal", spell=0, pile="spells"),
        Move("universal", spell=0, pile="spices"),
    ]
    return played.then(*moves, CONFIRM, CONFIRM, CONFIRM), first, lotus


def universal() -> Scene:
    """A Universal Good moved to the Spice pile: its Lotus makes a fourth kind (8 VP
    to 12 VP)."""
    script, first, lotus = _universal_game()
    spells = [{"power": "universal", "card": _areas(lotus)}]
    to_animals = Move("universal", spell=0, pile="animals")
    to_spices = Move("universal", spell=0, pile="spices")
    steps = (
        Step(
            # Translators: the lessons' players are Andy, Bob, Cathy and Dora in every
            # language: keep their names as they are, in every lesson.
            _(
                "Some Spells are Universal Goods: before the final scoring their owner may move "
                "them from his Spell pile to another pile. Andy has Anise, Mint and Pepper in his "
                "Spice pile. A Universal Good (Lotus, Gem 5, Phoenix, Mambele 2-1) lies on the "
                "table with a Sorcerer."
            ),
            (5, "take", ANDY),
            teaches=("universal",),
            checks=(
                Check(
                    12, "spices", table=pad("IV", {"spices": ["anise", "mint", "pepper", "lotus"]})
                ),
            ),
            ask=Ask(
                _("Which card brings Andy the most VP?"),
                hint=_(
                    "A Universal Good counts where its owner moves it. What would its Lotus do "
                    "for Andy's Spices?"
                ),
                why=_(
                    "At the final scoring Andy may move it to his Spice pile: its Lotus is a "
                    "fourth kind, 12 VP."
                ),
            ),
        ),
        Step(
            _(
                "Round 12 is over. Andy, first player of round 12, decides first: he may move his "
                "Universal Good to another pile, turned with that Area up and placed atop the "
                "pile, or leave it. The app proposes a choice; first leave it a Spell, to "
                "compare:"
            ),
            first,
            checks=(Check(12, "spices"),),
            score=("spells", "spices"),
        ),
        Step(
            _(
                "Left in the Spell pile it scores nothing by itself, and Andy's Spices stay three "
                "kinds: 8 VP."
            ),
            first + 1,
            checks=(Check(8, "spices"), Check(12, "spices", instead=to_spices)),
            score=("spells", "spices"),
            ask=Ask(
                _("Where should Andy's Universal Good go?"),
                hint=_("Look at each of its Areas: which one adds most to its pile?"),
                why=_("Its Lotus is a fourth kind of Spice: 12 VP."),
                also=(to_animals,),
                replies={
                    to_animals: _(
                        "Right too: its Phoenix would pair with Andy's own Phoenix, as much in "
                        "all as the Lotus on his Spices. The lesson goes on with the Spice pile."
                    )
                },
            ),
        ),
        Step(
            _(
                "Four kinds of Spices: 12 VP. Moved, the card counts only as a Spice, no longer as "
                "a Spell. On his Animals pile its Phoenix would pair with his own: 20 VP in all "
                "either way. Of equal choices the app proposes the first pile in a fixed order "
                "(this app's reading). Andy accepts."
            ),
            first + 2,
            checks=(
                Check(12, "spices"),
                Check(20, "total"),
                Check(20, "total", instead=to_animals),
            ),
            score=("spells", "spices"),
        ),
        Step(
            _(
                "Bob and Cathy, next clockwise, have no Universal Goods: nothing to choose. A "
                "player with several Universal Goods may move them in any order, each atop its "
                "new pile."
            ),
            END,
            act=False,
            checks=(Check(12, "spices"),),
            score=("spells", "spices"),
            teaches=("universal-order",),
            try_it=TryIt(
                _(
                    "Try it on the score pad: send the Universal Good elsewhere, or add a second "
                    "one."
                ),
                table=pad("IV", {"spices": ["anise", "mint", "pepper"], "spells": spells}),
            ),
        ),
    )
    return lesson(
        script,
        steps,
        name="universal",
        # Translators: a lesson's title, on the lessons' list and as the heading of its steps.
        title=_("Universal Goods"),
        # Translators: where in the rulebook; its section titles are in quotes.
        source=_('Rulebook, "Final Scoring"'),
        summary=_(
            "Before the final scoring a Universal Good may move from the Spell pile to "
            "any other pile, with that Area up."
        ),
        uses=("faq-final-order", "app-proposal", "spices", "spells", "piles", "app-score-now"),
    )


def winner() -> Scene:
    """The end of the Universal Goods lesson's game: the score booklet's order, the
    winner and R18's tie-breaks (Bob and Cathy tie on 23 VP; Bob's Weapons -2 VP)."""
    script = _universal_game()[0]  # not `script, _, _`: `_` looks up the words
    state_table = pad_of(script)
    steps = (
        Step(
            _(
                "Every final choice is made. Each player reveals his Gems, and the players score "
                "in the score booklet's order: Spells first, then Gems, Spices, Animals and "
                "Weapons, and each adds up his VP. The most VP wins. Here Bob and Cathy tie on "
                "23 VP; Andy has 20 VP."
            ),
            END,
            act=False,
            checks=(
                Check(23, "total", seat=BOB),
                Check(23, "total", seat=CATHY),
                Check(20, "total", seat=ANDY),
            ),
            score=_BOOKLET,
            teaches=("gems-revealed", "scoring-order", "winner"),
        ),
        Step(
            _(
                "In a tie, the winner is the tied player who gained the least VP with his Weapon "
                "pile. Bob holds no Weapon, but lost 2 VP to Andy's: his Weapons line in the "
                "booklet reads -2 VP, Cathy's 0 VP. The lower line wins the tie (this app's "
                "reading): Bob wins."
            ),
            END,
            act=False,
            checks=(
                Check(-2, "weapons", seat=BOB),
                Check(2, "steals:1", seat=ANDY),
                Check(0, "weapons", seat=CATHY),
            ),
            score=_BOOKLET,
            teaches=("tie-breaks",),
            more=_(
                "Read word for word, neither Bob nor Cathy gained anything with a Weapon pile, "
                "as neither holds a Weapon card: the next tie-breaks would leave them sharing the "
                "victory. The app reads the booklet's Weapons line, what a player's Weapons steal "
                "less what is stolen from him."
            ),
        ),
        Step(
            _(
                "Had they gained as much with their Weapons, the tied player with the fewest "
                "cards in his Weapon pile would win; and if even that were equal, the tied "
                "players would share the victory."
            ),
            END,
            act=False,
            try_it=TryIt(
                _(
                    "Try it on the score pad: this table, to change until another tie-break "
                    "decides."
                ),
                table=state_table,
            ),
        ),
    )
    return lesson(
        script,
        steps,
        name="winner",
        title=_("The winner, and ties"),
        source=_('Rulebook, "Final Scoring"'),
        summary=_(
            "The score booklet scores Spells, Gems, Spices, Animals, then Weapons; the "
            "most VP wins; a tie goes to the least VP from the Weapon pile, then the fewest "
            "Weapon cards."
        ),
        uses=("universal", "faq-final-order", "weapons", "spells", "spices", "app-score-now"),
        viewer=None,
        scored=(ANDY, BOB, CATHY),
    )


def final_order() -> Scene:
    """R11: players decide one by one from the first player of round 12, clockwise;
    the app proposes what each is sure of, whatever the players after him choose
    (D18).  Bob decides first: his Universal Good armed would steal 4 VP from Andy
    unless Andy protects himself,
    so Bob is sure of more on his Animals.  Andy, deciding last, knows it and
    protects from Cathy's Boomerang; deciding first, he would have had to guard
    against the Katar (tests/scoring/test_scoring_rulebook.py, the same order)."""
    card = Picker()
    katar = card.first(
        "a Universal Good with a Katar",
        lambda c: c.spell.power == "universal" and c.weapon.kind == "katar",
    )
    rounds: list[dict[int, Want]] = [{} for _ in range(ROUNDS)]
    rounds[0] = {
        ANDY: Want(card.weapon("katar", 0, 1), "weapons", by=ANDY),
        CATHY: Want(card.weapon("boomerang", 1, 1), "weapons", by=CATHY),
    }
    rounds[1] = {BOB: Want(katar, "spells")}
    rounds[2] = {
        ANDY: Want(card.spell("protection"), "spells"),
        BOB: Want(card.spell("weapon_boost", weapon="katar"), "spells"),
    }
    played = plan(
        GameConfig(names=_PLAYERS, animal_reference="IV", first_player=CATHY),
        rounds,
        spare={seat: _QUIET for seat in range(3)},
    )
    first = len(played.moves)
    armed = Move("universal", spell=0, pile="weapons")
    to_animals = Move("universal", spell=0, pile="animals")
    from_katars = Move("protect", spell=0, kind="katar")
    script = played.then(armed, to_animals, CONFIRM, CONFIRM, CONFIRM)
    w = _areas(katar)["weapon"]
    assert isinstance(w, dict)
    andy = {
        "weapons": [{"kind": "katar", "left": 0, "right": 1}],
        "spells": [{"power": "protection"}],
    }
    bob = {
        "spells": [
            {"power": "universal", "card": _areas(katar)},
            {"power": "weapon_boost", "weapon": "katar"},
        ]
    }
    cathy = {"weapons": [{"kind": "boomerang", "left": 1, "right": 1}]}
    # Bob's Universal Good moved and boosted, Andy without his Protection.
    armed_pad = pad(
        "IV",
        {"weapons": andy["weapons"]},
        {"weapons": [w], "spells": [{"power": "weapon_boost", "weapon": "katar"}]},
        cathy,
    )
    andy_first = pad("IV", andy, bob, cathy, first=ANDY)
    whole = pad_of(script)  # the game's table, Bob the first to decide
    steps = (
        Step(
            # Translators: {left}-{right} are the Katar's two values, as in "a Katar 2-1".
            _(
                "Round 12 is over: the final choices, from the first player of round 12, "
                "clockwise: Bob, then Cathy, then Andy. Each knows the choices made before his, "
                "not those still to come. Bob has a Universal Good whose Weapon Area is a Katar "
                "{left}-{right}. Try his Weapons pile:"
            ).format(left=w["left"], right=w["right"]),
            first,
        ),
        Step(
            _(
                "His reinforcement Spell makes the Katar steal 3 VP from Cathy and 4 VP from "
                "Andy, his right neighbour, unless Andy protects himself from Katars. Andy decides "
                "after Bob and may do so: Bob is sure of 23 VP, 27 VP at best."
            ),
            first + 1,
            checks=(
                Check(3, "steals:2", seat=BOB, table=armed_pad),
                Check(4, "steals:0", seat=BOB, table=armed_pad),
                Check(23, "sure", seat=BOB),
                Check(27, "best", seat=BOB),
                Check(26, "sure", seat=BOB, instead=to_animals),
            ),
            score=("weapons",),
            teaches=("app-sure",),
            ask=Ask(
                _("Which choice leaves Bob the most VP he can be sure of?"),
                hint=_(
                    'Bob holds the Spell "4 VP for 3 different Animals". Which Area of his '
                    "Universal Good could help it?"
                ),
                why=_(
                    "On his Animals pile the card is a Serpent: 26 VP, whatever Andy does, more "
                    "than the 23 VP he is sure of with the Katar."
                ),
            ),
        ),
        Step(
            # Translators: a Spell's name in quotes is the glossary's name of that Spell.
            _(
                "There the card is a Serpent: his Animals go from 8 to 10 VP, and his Spell "
                '"4 VP for 3 different Animals" now finds a set: 26 VP, whatever Andy does. '
                "The app proposes the choice that leaves a player the most VP he can be sure "
                "of. Bob accepts."
            ),
            first + 2,
            checks=(
                Check(8, "animals", seat=BOB, instead=armed),
                Check(10, "animals", seat=BOB),
                Check(4, "spells", seat=BOB),
                Check(26, "sure", seat=BOB),
                Check(26, "best", seat=BOB),
            ),
            score=("spells", "animals"),
        ),
        Step(
            _(
                "Cathy has nothing to choose: the app accepts for her. Andy decides last, and "
                "knows that Bob's Katar stays out of his Weapons. Cathy's Boomerang would steal "
                "1 VP from him; his Protection Spell may name one kind."
            ),
            first + 4,
            checks=(
                Check(1, "steals:0", seat=CATHY, instead=from_katars),
                Check(0, "steals:0", seat=CATHY),
            ),
            score=("weapons",),
            ask=Ask(
                _("Which choice leaves Andy the most VP?"),
                hint=_(
                    "The proposal already names a kind for his Protection. Which Weapon still "
                    "points at Andy?"
                ),
                why=_(
                    "The app proposes Protection from Boomerangs: Cathy's Boomerang steals "
                    "nothing from him, and Bob's Katar is no Weapon of his."
                ),
            ),
        ),
        Step(
            _(
                "Had Andy decided first, he could not have known: Bob could still have armed "
                "his Katar, 4 VP, so Andy would have protected himself from Katars and lost "
                "1 VP to the Boomerang. The rulebook settles the order: the first player of "
                "the last round starts, then clockwise, for every decision of the final scoring."
            ),
            END,
            act=False,
            checks=(
                Check(4, "steals:0", seat=BOB, table=armed_pad),
                Check(1, "steals:0", seat=CATHY, table=andy_first),
                # The Try-it's table: Andy 26 VP deciding last, 25 VP deciding first.
                Check(26, "total", table=whole),
                Check(25, "total", table={**whole, "first_player": ANDY}),
            ),
            score=("weapons",),
            # The whole table of the game, Bob first: with Andy first the pad's own
            # choices give Andy 1 VP less, as the step says (review N3).
            try_it=TryIt(
                _("Try it on the score pad: make Andy the first to decide."),
                table=whole,
            ),
        ),
    )
    return lesson(
        script,
        steps,
        name="final-order",
        title=_("The final choices, in order"),
        source=_('Rulebook, "Final Scoring" and the F.A.Q.'),
        summary=_(
            "Final choices are made one player at a time, from the first player of the "
            "last round, clockwise; a later player knows the earlier choices."
        ),
        uses=(
            "faq-final-order",
            "app-proposal",
            "universal",
            "protection",
            "weapon_boost",
            "three_animals",
            "reference-IV",
            "app-score-now",
        ),
        viewer=None,
        scored=(ANDY, BOB, CATHY),
    )
