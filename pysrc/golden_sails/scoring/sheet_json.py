"""The score sheet's JSON, typed: ``TableScore.to_json()`` (golden_sails.scoring.sheet).

It is the output of ``python -m golden_sails score`` (shared/spec/score-json.md:
its keys are a contract, never renamed), the sheet of the game's end and of a
replay's last step, and a player's part of it in the bridge's ``sheet_now``.
A player's ``choices`` is the sheet's detail: what was decided (the final
choices, as data and in words) and how each category was scored, with the
sentences the page shows as they are (each category's ``lines``).  The input
the score pad reads (score-json.md's "Input") is :class:`TableJson`.

These are declarations only: the protocol's JSON Schema
(docs/protocol.schema.json, written by ``python3 build.py protocol``) is
generated from them, and the tests check every sheet the app answers against it.
"""

from __future__ import annotations

from typing import Annotated, NotRequired, TypedDict

from ..model.cards import (
    Animal,
    AreasJson,
    OneOf,
    Pile,
    Side,
    SpellJson,
    Spice,
    WeaponJson,
    WeaponKind,
)
from ..model.deck import ANIMAL_REFERENCES

ReferenceCode = Annotated[str, OneOf(*ANIMAL_REFERENCES)]
# Where a neighbour sits for the Weapons (R17): "opponent" with 2 players.
Neighbour = Annotated[str, OneOf("left", "right", "opponent")]


class ChoicesJson(TypedDict):
    """A player's final choices (R11-R17): each Universal Good's pile, each
    Protection's Weapon kind, the 2-player side (None with 3 or 4 players)."""

    universal: list[Pile]
    protection: list[WeaponKind]
    side: Side | None


class GemShiftJson(TypedDict):
    """A Gem moved by "+1/-1" Spells (R14): from class ``gem`` to ``to``, by ``spells`` of them."""

    gem: int
    to: int
    spells: int


class SpellCardScore(TypedDict):
    """A Spell in the Spell pile as scored (R13): its VP and why, in words."""

    spell: SpellJson
    description: str
    vp: int
    why: str


class SpellsScore(TypedDict):
    vp: int
    cards: list[SpellCardScore]
    lines: list[str]


class GemsScore(TypedDict):
    """The Gems as scored (R14): the runs of adjacent classes, the shifts the
    "+1/-1" Spells made, and the VP without them."""

    vp: int
    pile: list[int]
    runs: list[list[int]]
    shifts: list[GemShiftJson]
    shift_spells: int
    vp_without_shifts: int
    lines: list[str]


class SpicesScore(TypedDict):
    """The Spices as scored (R15): the kinds that count, and the pile."""

    vp: int
    kinds: list[Spice]
    pile: list[Spice]
    lines: list[str]


class AnimalStep(TypedDict):
    """Reference V (R16): an Animal, the next one taken, and the VP the pair scores."""

    animal: Animal
    next: Animal
    vp: int


class AnimalSetJson(TypedDict):
    """References I-IV (R16): a set of the reference, in words, the Animals it used, its VP."""

    set: str
    animals: list[Animal]
    vp: int


class AnimalScoreJson(TypedDict):
    """The Animal VP with its reasons (R16): ``steps`` under reference V, else
    ``sets`` and the Animals in no set (``unused``)."""

    vp: int
    reference: ReferenceCode
    steps: NotRequired[list[AnimalStep]]
    sets: NotRequired[list[AnimalSetJson]]
    unused: NotRequired[list[Animal]]


class AnimalsScore(AnimalScoreJson):
    """The Animals as scored: the pile as scored, with the Animals a Universal
    Good moved on top (R12) and, under reference V, why in that order (D12)."""

    pile: list[Animal]
    moved_on_top: NotRequired[list[Animal]]
    why: NotRequired[str]
    lines: list[str]


class CountsAs(TypedDict):
    left: int
    right: int


class WeaponCardScore(WeaponJson):
    """A Weapon card, in words and as data, with the values it counts for (R17) and why."""

    weapon: str
    counts_as: CountsAs
    why: NotRequired[str]


class KindVp(TypedDict):
    """The VP one Weapon kind steals (``protected``: a Protection stops it, R17)."""

    kind: WeaponKind
    vp: int
    protected: NotRequired[bool]


class SidesJson(TypedDict):
    """With 2 players, the side each uses (R17, D10)."""

    own: Side
    theirs: Side


# "with" is a Python keyword: this one is declared in the functional form.
Exchange = TypedDict(
    "Exchange",
    {
        "with": str,
        "seat": int,
        "neighbour": Neighbour,
        "stolen": int,
        "lost": int,
        "stolen_by": list[KindVp],
        "lost_to": list[KindVp],
        "sides": NotRequired[SidesJson],
    },
)
Exchange.__doc__ = """What a player and one neighbour steal from each other (R17):
whose (``with``, ``seat``), where he sits, the VP each way and by which kinds."""


class WeaponsScore(TypedDict):
    """The Weapons as scored (R17): each card, the kinds protected from, each
    neighbour's exchange, and the net VP."""

    vp: int
    cards: list[WeaponCardScore]
    protected_from: list[WeaponKind]
    exchanges: list[Exchange]
    why: list[str]
    lines: list[str]


class CategoryScores(TypedDict):
    """How each category was scored, in the booklet's order."""

    spells: SpellsScore
    gems: GemsScore
    spices: SpicesScore
    animals: AnimalsScore
    weapons: WeaponsScore


class UniversalGoodJson(TypedDict):
    """A Universal Good and the pile its final choice sends it to (R12)."""

    card: AreasJson
    description: str
    to: Pile


class PlayerDetail(ChoicesJson):
    """A player's score sheet explained: the summary line, the final choices as
    data (``universal``, ``protection``, ``side``) and why each (``why``), where
    each Universal Good went, the Gem shifts, and each category's scoring."""

    summary: str
    universal_goods: list[UniversalGoodJson]
    gem_shifts: list[GemShiftJson]
    why: list[str]
    scoring: CategoryScores


class PlayerScoreJson(TypedDict):
    """A player's row of the score sheet (score-json.md): VP per category, the
    total, and under ``choices`` what was decided and how each category scored."""

    name: str
    spells: int
    gems: int
    spices: int
    animals: int
    weapons: int
    total: int
    choices: PlayerDetail


class TableScoreJson(TypedDict):
    """The score sheet (score-json.md's output): every player's row, and the
    winners (several only when R18 leaves them tied)."""

    players: list[PlayerScoreJson]
    winners: list[str]


class PilesJson(TypedDict):
    """A player's piles as the score pad reads them (score-json.md's input): each
    may be left out."""

    spices: NotRequired[list[Spice]]
    gems: NotRequired[list[int]]
    animals: NotRequired[list[Animal]]
    weapons: NotRequired[list[WeaponJson]]
    spells: NotRequired[list[SpellJson]]


class PlayerPilesJson(PilesJson):
    name: str


class TableJson(TypedDict):
    """A table for the score pad (score-json.md's input): the players' piles in
    seat order, the Animal reference, and the first to decide (R11)."""

    animal_reference: ReferenceCode
    first_player: NotRequired[int]
    players: list[PlayerPilesJson]
