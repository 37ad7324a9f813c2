"""Planning a lesson's game: who takes which card into which pile, round by round.

A lesson names what matters (Andy takes the Anise as a Spice in round 1, with
Bob's Cook on it) and leaves the rest to the plan: the other players take
spare cards, into whatever piles their Experts allow.  The plan lays the
cards of each round on the table (seat i's card at place i, or where
``places`` puts it), has each player
put one Expert down from the first player clockwise (R3) and take his card in
turn, from the last to assign counter-clockwise (R4), and finds, by a search
over each four-round stretch between the Experts' returns (R6), which player
puts which Expert on which card.  The result is a deck order and every move:
the engine plays them (tests check each is legal where it is played).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from ...game.engine import ROUNDS, GameConfig
from ...game.moves import Move, assign, take
from ...model.cards import EXPERTS, PILE_EXPERT, PILES
from ...model.deck import load_deck
from .model import SceneError

# The piles a spare card goes to, the first that fits first: the piles that
# touch no one else's score, then Spells, and Weapons (which steal) last.
SPARE_PILES: Final = ("gems", "spices", "animals", "spells", "weapons")
# Spells a spare card never brings: each would add a final choice or change
# another pile's score, which a lesson about something else does not want.
QUIET_SPELLS: Final = frozenset(
    {"per_good", "per_spell", "per_animal", "spice_pair", "five_types", "three_animals"}
)
_EXPERT_OF: Final = {pile: EXPERTS.index(PILE_EXPERT[pile]) for pile in PILES}
_RETURNS: Final = (4, 8)  # R6


@dataclass(frozen=True)
class Want:
    """What one player takes in one round: ``card`` (an id; None: a spare card) into
    ``pile`` (None: whichever fits), with the Expert of player ``by`` on it (None:
    whoever can)."""

    card: int | None = None
    pile: str | None = None
    by: int | None = None


@dataclass(frozen=True)
class Script:
    """A planned game: its deck order, every move, and where each move is."""

    config: GameConfig
    reference: str
    deck: tuple[int, ...]
    moves: tuple[Move, ...]
    marks: Mapping[tuple[int, str, int], int] = field(default_factory=dict)

    def at(self, round_no: int, phase: str, seat: int) -> int:
        """The index of ``seat``'s move of ``phase`` (assign, take) in round ``round_no``."""
        return self.marks[(round_no, phase, seat)]

    def then(self, *moves: Move) -> Script:
        """The script with final-scoring moves after its rounds."""
        return Script(self.config, self.reference, self.deck, self.moves + moves, self.marks)


@dataclass
class _Round:
    """One round being planned: per seat, its card and pile (None: still open)."""

    first: int
    cards: list[int | None]
    piles: list[str | None]
    by: list[int | None]


def first_players(config: GameConfig, rounds: int) -> list[int]:
    """The first player of each round (R7: clockwise; in a 4-player game the card
    skips a player after rounds 4 and 8)."""
    out = [config.first_player]
    n = config.players
    for round_no in range(1, rounds):
        skip = 2 if n == 4 and round_no in _RETURNS else 1
        out.append((out[-1] + skip) % n)
    return out


def plan(
    config: GameConfig,
    rounds: Sequence[Mapping[int, Want]],
    spare: Mapping[int, tuple[str, ...]] | None = None,
    places: Mapping[int, Sequence[int]] | None = None,
) -> Script:
    """The script of a game, under the Animal reference ``config`` names, whose
    first ``len(rounds)`` rounds go as ``rounds`` say.

    ``spare`` gives, per seat, the piles its spare cards may go to (default
    ``SPARE_PILES``).  ``places`` gives, for a round (1-based), the place on the
    table of each seat's card (``places[r][seat]``; default: seat i's at place
    i), so that the card a question asks for is not always card 1: the same game
    with the round's cards revealed in another order.  Raises
    :class:`SceneError` when no Experts can make it so.
    """
    reference = config.animal_reference
    if reference is None:  # a lesson's scores are worked out under one reference
        raise SceneError("plan: the config names no Animal reference")
    n = config.players
    firsts = first_players(config, len(rounds))
    plans = [
        _Round(
            firsts[r],
            [rounds[r].get(s, Want()).card for s in range(n)],
            [rounds[r].get(s, Want()).pile for s in range(n)],
            [rounds[r].get(s, Want()).by for s in range(n)],
        )
        for r in range(len(rounds))
    ]
    named = [c for p in plans for c in p.cards if c is not None]
    if len(set(named)) != len(named):
        raise SceneError("plan: a card is taken twice")
    order: dict[int, list[tuple[int, int, int]]] = {}  # round -> (seat, slot, expert)
    for start in range(0, len(plans), 4):
        block = plans[start : start + 4]
        found = _search(block, [[1] * 5 for _ in range(n)], spare or {})
        if found is None:
            raise SceneError(
                f"plan: rounds {start + 1}-{start + len(block)} need Experts no one has"
            )
        for k, assigns in enumerate(found):
            order[start + k] = assigns
    used = set(named)
    for p in plans:
        for seat in range(n):
            if p.cards[seat] is None:
                spare_card = _spare_card(p.piles[seat], used)
                p.cards[seat] = spare_card
                used.add(spare_card)
    # Where each seat's card lies in each round (a relabelling of the table's places:
    # the round's cards are revealed in that order, every move names the new place).
    where = [list(range(n)) for _ in plans]
    for round_no, placed in (places or {}).items():
        if sorted(placed) != list(range(n)) or not 1 <= round_no <= len(plans):
            raise SceneError(f"plan: places for round {round_no} are not a place per seat")
        where[round_no - 1] = list(placed)
    deck = []
    for r, p in enumerate(plans):
        revealed: list[int | None] = [None] * n
        for seat in range(n):
            revealed[where[r][seat]] = p.cards[seat]
        deck += [c for c in revealed if c is not None]
    rest = [c for c in range(len(load_deck())) if c not in used]
    deck += rest[: ROUNDS * n - len(deck)]
    moves: list[Move] = []
    marks: dict[tuple[int, str, int], int] = {}
    for r, p in enumerate(plans):
        for seat, slot, expert in order[r]:
            marks[(r + 1, "assign", seat)] = len(moves)
            moves.append(assign(where[r][slot], EXPERTS[expert]))
        for k in range(1, n + 1):
            seat = (p.first - k) % n  # R4: the last to assign takes first
            marks[(r + 1, "take", seat)] = len(moves)
            moves.append(take(where[r][seat]))
    return Script(config, reference, tuple(deck), tuple(moves), marks)


def _spare_card(pile: str | None, used: set[int]) -> int:
    """The first card not yet used whose Area in ``pile`` is a quiet one."""
    deck = load_deck()
    for card in deck:
        if card.id in used:
            continue
        if pile == "spells" and card.spell.power not in QUIET_SPELLS:
            continue
        return card.id
    raise SceneError("plan: the deck has no spare card left")  # pragma: no cover


def _search(
    block: list[_Round], hands: list[list[int]], spare: Mapping[int, tuple[str, ...]]
) -> list[list[tuple[int, int, int]]] | None:
    """Who puts which Expert on which card in each round of a block, or None.

    Depth first, each player's own card and the first spare pile tried first,
    so a lesson's game looks like one played (players mostly take what they
    chose); the piles of spare cards are set on the way.  A player never plays
    an Expert a later round of the block needs from him (a named ``by``), and
    hands already found to lead nowhere from a round on are not tried again.
    """
    n = len(hands)
    # needed[r][seat][expert]: what rounds r.. of the block need from that seat.
    needed = [[[0] * 5 for _ in range(n)] for _ in range(len(block) + 1)]
    for r in range(len(block) - 1, -1, -1):
        needed[r] = [list(row) for row in needed[r + 1]]
        p = block[r]
        for slot in range(n):
            by, pile = p.by[slot], p.piles[slot]
            if by is not None and pile is not None:
                needed[r][by][_EXPERT_OF[pile]] += 1
    dead: set[tuple[int, tuple[tuple[int, ...], ...]]] = set()

    def rounds_from(r: int) -> list[list[tuple[int, int, int]]] | None:
        if r == len(block):
            return []
        key = (r, tuple(map(tuple, hands)))
        if key in dead:
            return None
        found = _round(r)
        if found is None:
            dead.add(key)
        return found

    def _round(r: int) -> list[list[tuple[int, int, int]]] | None:
        p = block[r]
        assigned: list[tuple[int, int, int]] = []
        taken = [False] * n
        later = needed[r + 1]

        def place(k: int) -> list[list[tuple[int, int, int]]] | None:
            if k == n:
                rest = rounds_from(r + 1)
                return None if rest is None else [list(assigned), *rest]
            seat = (p.first + k) % n
            for slot in sorted(range(n), key=lambda s: s != seat):
                if taken[slot] or p.by[slot] not in (None, seat):
                    continue
                options = [p.piles[slot]] if p.piles[slot] else spare.get(slot, SPARE_PILES)
                for pile in options:
                    assert pile is not None
                    expert = _EXPERT_OF[pile]
                    if hands[seat][expert] <= later[seat][expert]:
                        continue
                    hands[seat][expert] -= 1
                    taken[slot] = True
                    was = p.piles[slot]
                    p.piles[slot] = pile
                    assigned.append((seat, slot, expert))
                    found = place(k + 1)
                    if found is not None:
                        return found
                    assigned.pop()
                    p.piles[slot] = was
                    taken[slot] = False
                    hands[seat][expert] += 1
            return None

        return place(0)

    return rounds_from(0)
