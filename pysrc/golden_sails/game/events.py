"""The game log's events: what happened, as named values.

The engine records one event per thing that happens at the table (a reveal, an
Expert played, a Good taken, the Experts' return...), newest first in
``State.log``.  Events hold everything, hidden parts included (a taken Gem's
card): :mod:`golden_sails.game.log` tells them in words to one viewer at a time
(R8-R10), and :mod:`golden_sails.game.view` reads the latest Gem announcement.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..scoring import FinalChoices


@dataclass(frozen=True, slots=True)
class Reveal:
    """Phase 1: the first player reveals one card per player (card ids, table order)."""

    round: int
    first: int
    market: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Assign:
    """Phase 2 (R3): ``seat`` puts his ``expert`` on table card ``slot``."""

    seat: int
    expert: str
    slot: int


@dataclass(frozen=True, slots=True)
class Take:
    """Phase 3 (R4, R5): ``seat`` takes ``card`` from ``slot`` into ``pile``.

    ``swapped`` is the Expert that lay on the card when the first player
    changed its type (R5), else None.
    """

    seat: int
    pile: str
    card: int
    slot: int
    swapped: str | None


@dataclass(frozen=True, slots=True)
class ExpertsReturn:
    """Phase 4 (R6): after ``round`` every player holds the five Experts again."""

    round: int


@dataclass(frozen=True, slots=True)
class FirstPlayer:
    """Phase 5 (R7): ``seat`` takes the First Player card."""

    seat: int


@dataclass(frozen=True, slots=True)
class GameEnd:
    """Round 12 is over: the final scoring begins and every Gem is revealed."""


@dataclass(frozen=True, slots=True)
class Decided:
    """R11: ``seat`` made his final choices."""

    seat: int
    choices: FinalChoices


@dataclass(frozen=True, slots=True)
class Over:
    """Every player has decided: the final scores are in."""


Event = Reveal | Assign | Take | ExpertsReturn | FirstPlayer | GameEnd | Decided | Over
