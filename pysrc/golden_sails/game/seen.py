"""What a seat knows of the game: the view's facts, typed (docs/protocol.md).

``golden_sails.game.view.view`` builds a :class:`View`; it holds ids, kinds,
numbers and codes, never a word, so that it reads the same in every
language.  The page's words are drawn from these facts at the edge
(golden_sails.app.screens, in the page's language); a computer player reads
these facts and nothing else (golden_sails.bots).  Every key the page or a
guest phone may read is declared here, with its type: the JSON Schema in
docs/protocol.schema.json is generated from these declarations
(buildtools/protocol_schema.py, `python3 build.py protocol`) and every answer
of the tests' games is checked against it (tests/test_protocol.py).
"""

from __future__ import annotations

from typing import Annotated, NotRequired, TypedDict

from ..model.cards import (
    Animal,
    AreasJson,
    Expert,
    OneOf,
    Pile,
    SpellJson,
    Spice,
    WeaponJson,
)
from ..scoring.sheet_json import ChoicesJson, ReferenceCode
from .moves import MoveJson

Phase = Annotated[str, OneOf("assign", "take", "scoring", "over")]
Variant = Annotated[str, OneOf("standard", "open", "secretive")]
# A card's Areas as its data says them (golden_sails.model.cards' JSON forms).
WeaponFacts = WeaponJson
AreasFacts = AreasJson
SpellFacts = SpellJson


class PileSpell(SpellFacts):
    """A Spell in a player's pile; ``moved``: where his final choice sends it (R12)."""

    moved: NotRequired[Pile]


class CardFacts(TypedDict):
    """A Goods card face up on the table: its five Areas."""

    spell: SpellFacts
    gem: int
    spice: Spice
    animal: Animal
    weapon: WeaponFacts


class OnCard(TypedDict):
    """The Expert on a card: whose, which, and the pile the card so counts for."""

    seat: int
    expert: Expert
    pile: Pile


class Slot(TypedDict):
    card: CardFacts
    expert: OnCard | None


class GemSeen(TypedDict):
    """A Gem in a pile: its class, or None where the viewer may not see it (R8)."""

    gem: int | None


class PilesFacts(TypedDict):
    """A player's five piles, each in the order taken, oldest first."""

    spells: list[PileSpell]
    gems: list[GemSeen]
    spices: list[Spice]
    animals: list[Animal]
    weapons: list[WeaponFacts]


def pile_cards(piles: PilesFacts, pile: str) -> list[object]:
    """One of a player's piles by its name (a TypedDict's key, looked up by a value)."""
    named: dict[str, list[object]] = {
        "spells": list(piles["spells"]), "gems": list(piles["gems"]),
        "spices": list(piles["spices"]), "animals": list(piles["animals"]),
        "weapons": list(piles["weapons"]),
    }  # fmt: skip
    return named[pile]


class PlayerFacts(TypedDict):
    seat: int
    name: str
    piles: PilesFacts
    experts_count: int
    # The Experts he holds, by name; None where the viewer may not see them (R9).
    experts: dict[str, int] | None


class Discards(TypedDict):
    count: int
    experts: dict[str, int] | None  # None: face down (R9)


class Announce(TypedDict):
    """R8: a Gem's class said aloud, at the moment it is taken."""

    seat: int
    gem: int


class Reference(TypedDict):
    """The game's Animal reference (R16): its code, and whether its table is the
    project's reconstruction (docs/deck.md)."""

    code: ReferenceCode
    reconstructed: bool


LogKind = Annotated[
    str,
    OneOf(
        "reveal", "assign", "take", "experts_return", "first_player", "game_end", "decided",
        "over", "restored",
    ),
]  # fmt: skip


# A player's final choices (R11-R17), as scoring writes them (FinalChoices.to_json).
ChoicesFacts = ChoicesJson


class LogEntry(TypedDict):
    """One line of the game's log, as facts: what a player at the table saw and
    heard (R8: a Gem's class only where this viewer may know it)."""

    round: int
    kind: LogKind
    seat: NotRequired[int]
    cards: NotRequired[int]  # reveal: how many cards
    expert: NotRequired[Expert]
    slot: NotRequired[int]
    pile: NotRequired[Pile]
    swapped: NotRequired[Expert | None]  # take: the Expert taken back (R5)
    gem: NotRequired[int]
    spice: NotRequired[Spice]
    animal: NotRequired[Animal]
    weapon: NotRequired[WeaponFacts]
    spell: NotRequired[SpellFacts]
    choices: NotRequired[ChoicesFacts]


class LogChange(TypedDict):
    """An entry the page holds that reads otherwise in this view: ``at`` its index."""

    at: int
    entry: LogEntry


class LogPart(TypedDict):
    """The log's entries from index ``start`` on: the whole log (``start`` 0), or
    those the page has not had yet (it keeps the rest: docs/protocol.md).
    ``changed``: the entries before ``start`` the page holds from another view
    (the phone passed to another seat: R8-R10, a Gem's class only its owner
    knows), each replaced by this view's, so that the page holds this view's
    log alone."""

    start: int
    entries: list[LogEntry]
    changed: list[LogChange]


SinceKind = Annotated[str, OneOf("assign", "take", "swap", "return", "first-player")]


class SinceItem(TypedDict):
    """A move since a seat's last turn (golden_sails.game.since): the card's Area
    it counted as, by its pile's key (``spice``, ``animal``, ``weapon``,
    ``spell``); a Gem's class in ``gem`` where it was said aloud (a take), never
    on an assignment (D21)."""

    kind: SinceKind
    round: int
    seat: NotRequired[int]
    expert: NotRequired[Expert]
    swapped: NotRequired[Expert]
    slot: NotRequired[int]
    pile: NotRequired[Pile]
    gem: NotRequired[int]
    spice: NotRequired[Spice]
    animal: NotRequired[Animal]
    weapon: NotRequired[WeaponFacts]
    spell: NotRequired[SpellFacts]
    skipped: NotRequired[int | None]


class Since(TypedDict):
    seat: int
    items: list[SinceItem]


class Risk(TypedDict):
    """A later player's choice that would lower a total from its best (D18):
    whose, which (``protection``: his Protection; ``weapons``: where his
    Universal Goods go and, with 2 players, his side), how many VP."""

    seat: int
    kind: Annotated[str, OneOf("protection", "weapons")]
    vp: int


class Outlook(TypedDict):
    sure_total: int
    best_total: int
    risks: list[Risk]


class ProposalFacts(Outlook):
    seat: int
    choices: ChoicesFacts


class Option(TypedDict):
    """What a final choice leaves the deciding player (D18, D24)."""

    sure_total: int
    best_total: int


class ScoringFacts(TypedDict):
    order: list[int]
    decided: list[ChoicesFacts | None]
    deciding: NotRequired[int]
    proposal: NotRequired[ProposalFacts]
    pending: NotRequired[ChoicesFacts]
    outlook: NotRequired[Outlook]
    options: NotRequired[list[Option]]
    totals: NotRequired[list[int]]  # over: each player's final total
    winners: NotRequired[list[str]]


class View(TypedDict):
    """What ``viewer`` may know of the game (R8-R10), as facts."""

    format: str
    viewer: int | None
    variant: Variant
    round: int
    rounds: int
    phase: Phase
    first_player: int
    to_act: int | None
    animal_reference: Reference
    deck_left: int
    table: list[Slot | None]
    players: list[PlayerFacts]
    discards: Discards
    announce: Announce | None
    memory_aid: bool
    log: LogPart
    since: Since | None
    # The viewer's legal moves as their JSON (golden_sails.game.moves.Move.to_json).
    legal_moves: list[MoveJson]
    undoable: int
    scoring: NotRequired[ScoringFacts]
