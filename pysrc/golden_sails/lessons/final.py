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
    """R11: players decide one by one from the first player of round 12, clockwise.
    Bob decides first and arms his Universal Good; Andy, deciding after him, protects
    from Katars.  Deciding first, Andy would have counted it unmoved (and protected
    from Boomerangs): tests/scoring/test_scoring_rulebook.py's example, with a boost."""
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
    script = played.then(_CONFIRM, _CONFIRM, _CONFIRM)
    from_boomerangs: Move = {"type": "protect", "spell": 0, "kind": "boomerang"}
    w = _areas(katar)["weapon"]
    assert isinstance(w, dict)
    # Bob's Universal Good moved and boosted, Andy without his Protection.
    armed = pad(
        "IV",
        {"weapons": [{"kind": "katar", "left": 0, "right": 1}]},
        {"weapons": [w], "spells": [{"power": "weapon_boost", "weapon": "katar"}]},
        {"weapons": [{"kind": "boomerang", "left": 1, "right": 1}]},
    )
    steps = (
        Step(
            "Round 12 is over. The final choices are made player by player, from the first "
            "player of round 12, clockwise: Bob, then Cathy, then Andy. Each knows the "
            "choices made before his. Bob has a Universal Good whose Weapon Area is a "
            f"Katar {w['left']}-{w['right']}, and a Spell that adds 2 to both values of his "
            "Katar. Moved to his Weapons, boosted, it steals 4 VP from Andy, his right "
            "neighbour, unless he protects himself, and 3 VP from Cathy. The app proposes it "
            "(counting Andy, who decides later, without his Protection); Bob accepts.",
            first,
            checks=(
                Check(4, "steals:0", seat=BOB, table=armed),
                Check(3, "steals:2", seat=BOB, table=armed),
            ),
            score=("weapons",),
        ),
        Step(
            "Cathy has nothing to choose.",
            first + 1,
            score=("weapons",),
        ),
        Step(
            "Andy decides last. He has a Protection Spell, and he knows Bob's choice: Bob's "
            "Katar would steal 4 VP from him, Cathy's Boomerang 1 VP. Protection from Katars "
            "stops more, so the app proposes it. Andy accepts.",
            first + 2,
            checks=(
                Check(4, "steals:0", seat=BOB, instead=from_boomerangs),
                Check(1, "steals:0", seat=CATHY),
            ),
            score=("weapons",),
        ),
        Step(
            "Had Andy decided before Bob, he would have counted Bob's Universal Good unmoved, "
            "as the app counts every player still to decide, and protected himself from "
            "Boomerangs instead. The order matters, and the rulebook settles it: the first "
            "player of the last round starts, then clockwise, for every decision of the final "
            "scoring.",
            END,
            act=False,
            score=("weapons",),
            try_it=TryIt(
                "Try it on the score pad: the first player decides first; make it Andy.",
                table=pad(
                    "IV",
                    {
                        "weapons": [{"kind": "katar", "left": 0, "right": 1}],
                        "spells": [{"power": "protection"}],
                    },
                    {
                        "spells": [
                            {"power": "universal", "card": _areas(katar)},
                            {"power": "weapon_boost", "weapon": "katar"},
                        ]
                    },
                    {"weapons": [{"kind": "boomerang", "left": 1, "right": 1}]},
                    first=BOB,
                ),
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
