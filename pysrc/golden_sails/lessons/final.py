"""Final scoring's choices: Universal Goods, and the order players decide in
(rulebook, "Final Scoring" and the F.A.Q.; R11, R12).  Both games are played to
the end of round 12; the lesson starts where the choices begin."""

from __future__ import annotations

from ..deck import load_deck
from ..engine import ROUNDS, GameConfig, Move
from .model import Check, Scene, TryIt
from .pick import Picker
from .plan import Want, plan
from .steps import END, Step, lesson, pad

ANDY, BOB, CATHY = range(3)
_PLAYERS = ("Andy", "Bob", "Cathy")
_QUIET = ("gems", "spices", "animals", "spells")  # spare cards add no final choice
_CONFIRM: Move = {"type": "confirm"}


def _areas(card: int) -> dict[str, object]:
    """A Universal Good's four Areas, as the score pad writes them."""
    return load_deck()[card].areas().to_json()


def universal() -> Scene:
    """A Universal Good moved to the Spice pile: its Lotus makes a fourth kind (8 VP
    to 12 VP).  Andy is the first player of round 12, so he decides first."""
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
    )
    first = len(played.moves)
    moves: list[Move] = [
        {"type": "universal", "spell": 0, "pile": "spells"},
        {"type": "universal", "spell": 0, "pile": "spices"},
    ]
    script = played.then(*moves, _CONFIRM, _CONFIRM, _CONFIRM)
    spells = [{"power": "universal", "card": _areas(lotus)}]
    steps = (
        Step(
            "Some Spells are Universal Goods: the card shows its four other Areas, and before "
            "the final scoring its owner may move it to another pile. Andy has Anise, Mint and "
            "Pepper in his Spice pile. He takes a Universal Good (Lotus, Gem 5, Phoenix, "
            "Mambele 2-1) into his Spell pile.",
            (5, "take", ANDY),
        ),
        Step(
            "Round 12 is over. Before the final scoring each player may move his Universal "
            "Goods from his Spell pile to any of his other piles, or leave them where they "
            "are. A moved card is turned with that Area up and placed atop the pile. Andy was "
            "the first player of round 12, so he decides first. The app proposes the Spice "
            "pile: its Lotus is a fourth kind of Spice, 12 VP. Leave it in the Spell pile to "
            "compare:",
            first,
            checks=(Check(12, "spices"),),
            score=("spells", "spices"),
        ),
        Step(
            "Left in the Spell pile it scores nothing by itself, and Andy's Spices stay three "
            "kinds: 8 VP. Move it to the Spice pile:",
            first + 1,
            checks=(Check(8, "spices"),),
            score=("spells", "spices"),
        ),
        Step(
            "Four kinds of Spices: 12 VP. Moved, the card counts only as a Spice, no longer as "
            "a Spell. Andy accepts.",
            first + 2,
            checks=(Check(12, "spices"),),
            score=("spells", "spices"),
        ),
        Step(
            "Bob and Cathy, next clockwise, have no Universal Goods: nothing to choose. A "
            "player with several Universal Goods may move them in any order, each atop its "
            "new pile.",
            END,
            act=False,
            checks=(Check(12, "spices"),),
            score=("spells", "spices"),
            try_it=TryIt(
                "Try it on the score pad: send the Universal Good elsewhere, or add a second one.",
                table=pad("IV", {"spices": ["anise", "mint", "pepper"], "spells": spells}),
            ),
        ),
    )
    return lesson(
        script,
        steps,
        name="universal",
        title="Universal Goods",
        source='Rulebook, "Final Scoring"',
        summary="Before the final scoring a Universal Good may move from the Spell pile to "
        "any other pile, with that Area up.",
        covers=("universal",),
    )


def final_order() -> Scene:
    """R11: players decide one by one from the first player of round 12, clockwise;
    each counts the players after him at their worst (D18).  Bob decides first: his
    Universal Good armed would steal 4 VP from Andy unless Andy protects himself,
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
    armed: Move = {"type": "universal", "spell": 0, "pile": "weapons"}
    to_animals: Move = {"type": "universal", "spell": 0, "pile": "animals"}
    from_katars: Move = {"type": "protect", "spell": 0, "kind": "katar"}
    script = played.then(armed, to_animals, _CONFIRM, _CONFIRM, _CONFIRM)
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
    steps = (
        Step(
            "Round 12 is over. The final choices are made one player at a time, from the "
            "first player of round 12, clockwise: Bob, then Cathy, then Andy. Each knows "
            "the choices made before his, not those after. Bob has a Universal Good whose "
            f"Weapon Area is a Katar {w['left']}-{w['right']}. Try his Weapons pile:",
            first,
        ),
        Step(
            "His Spell adds 2 to both values of his Katar: it steals 3 VP from Cathy and "
            "4 VP from Andy, his right neighbour, unless Andy protects himself from Katars. "
            "Andy decides after Bob and may do so: Bob is sure of 23 VP, 27 VP at best. "
            "Try his Animals pile:",
            first + 1,
            checks=(
                Check(3, "steals:2", seat=BOB, table=armed_pad),
                Check(4, "steals:0", seat=BOB, table=armed_pad),
                Check(23, "sure", seat=BOB),
                Check(27, "best", seat=BOB),
            ),
            score=("weapons",),
        ),
        Step(
            "There the card is a Sea Serpent: his Animals go from 8 to 10 VP, and his Spell "
            '"4 VP for 3 different Animals" now finds a set: 26 VP, whatever Andy does. '
            "The app proposes the choice that leaves a player the most VP he can be sure "
            "of. Bob accepts.",
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
        Step("Cathy has nothing to choose.", first + 3),
        Step(
            "Andy decides last, and knows that Bob's Katar stays out of his Weapons. "
            "Cathy's Boomerang would steal 1 VP from him: the app proposes Protection from "
            "Boomerangs. Andy accepts.",
            first + 4,
            checks=(Check(1, "steals:0", seat=CATHY, instead=from_katars),),
            score=("weapons",),
        ),
        Step(
            "Had Andy decided first, he could not have known: Bob could still have armed "
            "his Katar, 4 VP, so Andy would have protected himself from Katars and lost "
            "1 VP to the Boomerang. The rulebook settles the order: the first player of "
            "the last round starts, then clockwise, for every decision of the final scoring.",
            END,
            act=False,
            checks=(
                Check(4, "steals:0", seat=BOB, table=armed_pad),
                Check(1, "steals:0", seat=CATHY, table=andy_first),
            ),
            score=("weapons",),
            try_it=TryIt(
                "Try it on the score pad: make Andy the first to decide.",
                table=pad("IV", andy, bob, cathy, first=BOB),
            ),
        ),
    )
    return lesson(
        script,
        steps,
        name="final-order",
        title="The final choices, in order",
        source='Rulebook, "Final Scoring" and the F.A.Q.',
        summary="Final choices are made one player at a time, from the first player of the "
        "last round, clockwise; a later player knows the earlier choices.",
        covers=("final-order",),
        viewer=None,
        scored=(ANDY, BOB, CATHY),
    )
