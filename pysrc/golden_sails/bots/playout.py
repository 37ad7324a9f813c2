"""Fast simulation for search: a mutable game that plays out to its end and scores.

A Monte Carlo search (the "Hard" bot) samples a full game consistent with
what its seat sees, walks a tree of moves, then plays the game to its end with
a cheap policy and reads the final totals, thousands of times a decision.
:func:`golden_sails.game.engine.step` is THE rules and stays so, but it copies an
immutable :class:`~golden_sails.game.engine.State`, checks every move, logs events
and records history: right for a game, too slow for that.

:class:`Playout` is the same game as plain mutable lists.  From any position
of the assign or take phase (:meth:`Playout.from_state`) it lists the same
legal moves as ``engine.legal_moves``, in the same order, and plays them the
way ``step`` does (R3-R7): ``tests/test_playout.py`` checks both, field by
field, after every move of many random games.  It stops once round 12's last
Good is taken (phase ``"scoring"``, :attr:`Playout.over`): it does not play
the final choices, it scores them as R11 proposes (:meth:`Playout.totals`),
which is what :func:`golden_sails.scoring.totals` computes.

Moves are small ints in the hot loops, each a :attr:`Move.code
<golden_sails.game.moves.Move.code>` (its layout is the moves module's): a
code costs no allocation, and :meth:`Playout.random_playout` does not even
list them.

The round's rules and tables (R2-R7) are the rules kernel's
(:mod:`golden_sails.game.rules`), the engine's own: :meth:`Playout.legal_codes`
and :meth:`Playout.play_code` call them; :meth:`Playout.random_playout` keeps
an inlined copy of R3-R5 for speed, which its test names.  The final totals
are scoring's, from the card ids (:mod:`golden_sails.scoring.byid`), the same
code ``engine.table_of`` scores through (with, there, the playout's copy of
R11's choices, tested against the optimiser's).
"""

from __future__ import annotations

from random import Random
from typing import Final

from ..game.engine import State
from ..game.moves import TAKE_CODE, UNIVERSAL_CODE, Move
from ..game.rules import (
    CLOCKWISE,
    COUNTER_CLOCKWISE,
    EXPERT_TO_PILE,
    FULL_HAND,
    ROUNDS,
    after_assign,
    after_take,
    assign_codes,
    experts_return,
    next_first,
    swap_in,
    take_codes,
)
from ..model.table import Table
from ..scoring.byid import table_of_ids, totals_of_ids

# Phases, as ints in the hot loops; PHASES names them as the engine does.
ASSIGN: Final = 0
TAKE: Final = 1
SCORING: Final = 2
PHASES: Final = ("assign", "take", "scoring")

# Move codes (golden_sails.game.moves): assign Expert e on slot s is e * 8 + s;
# take slot s is TAKE_CODE + s, swapping in Expert e (R5) TAKE_CODE + (e + 1) * 8 + s.
_NO_CARD: Final = -1
_FIVE: Final = range(5)
# A hand as a bit mask (bit e: at least one Expert e held) -> those Experts, in order.
_HELD: Final = tuple(tuple(e for e in _FIVE if mask >> e & 1) for mask in range(32))
_ALL_HELD: Final = 31


def _mask(hands: list[int], seat: int) -> int:
    """``seat``'s Experts held, as a bit mask."""
    return sum(1 << e for e in _FIVE if hands[seat * 5 + e])



class Playout:
    """A game as mutable lists, for playing out fast.

    The engine's fields, as ints and flat lists: the deck (shared, never
    changed; ``_top`` counts the cards drawn), the round, the first player,
    the phase, the player to act, per table slot the card (-1 once taken) and
    the Expert on it (owner * 8 + Expert index, -1 for none), the Experts
    held (counts, at seat * 5 + Expert) and the piles (tuples of card ids,
    oldest first, at seat * 5 + pile).  Seats are clockwise (R1).  The
    properties give each field in the engine's form.
    """

    __slots__ = (
        "_deck",
        "_experts",
        "_first",
        "_hands",
        "_market",
        "_n",
        "_names",
        "_phase",
        "_piles",
        "_reference",
        "_round",
        "_to_act",
        "_top",
    )

    _n: int
    _names: tuple[str, ...]
    _reference: str
    _deck: tuple[int, ...]
    _top: int
    _round: int
    _first: int
    _phase: int
    _to_act: int
    _market: list[int]
    _experts: list[int]
    _hands: list[int]
    _piles: list[tuple[int, ...]]

    @staticmethod
    def from_state(state: State) -> Playout:
        """The game at ``state``: any position of the assign or take phase.

        A state in the scoring phase or over gives a playout that is over, to
        read its piles and :meth:`totals` (R11's proposals, whatever choices
        the state's players have made so far).
        """
        self = Playout.__new__(Playout)
        self._n = n = state.players
        self._names = state.config.names
        self._reference = state.reference
        self._deck = state.deck
        self._top = 0
        self._round = state.round
        self._first = state.first
        self._to_act = state.to_act
        if state.phase in ("assign", "take"):
            self._phase = ASSIGN if state.phase == "assign" else TAKE
            self._market = [_NO_CARD if c is None else c for c in state.market]
            self._experts = [-1 if e is None else e[0] * 8 + e[1] for e in state.experts]
        else:
            self._phase = SCORING
            self._market = []
            self._experts = []
        self._hands = [count for hand in state.hands for count in hand]
        self._piles = [pile for own in state.piles for pile in own]
        assert len(self._piles) == 5 * n
        return self

    def copy(self) -> Playout:
        """An independent copy (cheap: a few short lists)."""
        new = Playout.__new__(Playout)
        new._n = self._n
        new._names = self._names
        new._reference = self._reference
        new._deck = self._deck  # never changed: drawing moves ``_top``
        new._top = self._top
        new._round = self._round
        new._first = self._first
        new._phase = self._phase
        new._to_act = self._to_act
        new._market = self._market[:]
        new._experts = self._experts[:]
        new._hands = self._hands[:]
        new._piles = self._piles[:]  # of tuples: a new card makes a new tuple
        return new

    def relabeled(self, cards: dict[int, int]) -> Playout:
        """The same game with each card id ``i`` replaced by ``cards[i]``: the
        game dealt from another deck and played with the same moves, since the
        assign and take phases never look at which card lies on a slot (R3-R7
        read slots and Experts only).  Seen from a searching seat, another
        world without replaying the game."""
        new = self.copy()
        get = cards.__getitem__
        new._deck = tuple(map(get, self._deck))
        new._market = [c if c < 0 else get(c) for c in self._market]
        new._piles = [tuple(map(get, pile)) for pile in self._piles]
        return new

    def redeal(self, cards: tuple[int, ...]) -> None:
        """Put ``cards`` in the deck instead of the cards still to be revealed,
        top first: another world's undealt cards, for a search that samples
        what its player cannot see."""
        self._deck = cards
        self._top = 0

    # --- What the game is now, in the engine's terms --------------------------

    @property
    def players(self) -> int:
        return self._n

    @property
    def reference(self) -> str:
        """The game's Animal reference (R16)."""
        return self._reference

    @property
    def round(self) -> int:
        return self._round

    @property
    def first(self) -> int:
        """The first player of this round (R7)."""
        return self._first

    @property
    def phase(self) -> str:
        """``"assign"``, ``"take"`` or, once round 12's last Good is taken, ``"scoring"``."""
        return PHASES[self._phase]

    @property
    def over(self) -> bool:
        """True once round 12's last Good is taken: no more moves here, only :meth:`totals`."""
        return self._phase == SCORING

    @property
    def to_act(self) -> int:
        return self._to_act

    @property
    def deck(self) -> tuple[int, ...]:
        """The cards still to be revealed, in order."""
        return self._deck[self._top :]

    @property
    def market(self) -> tuple[int | None, ...]:
        """The card on each table slot (None once taken), as ``State.market``."""
        return tuple(None if c < 0 else c for c in self._market)

    @property
    def experts(self) -> tuple[tuple[int, int] | None, ...]:
        """(owner, Expert index) on each table slot, as ``State.experts``."""
        return tuple(None if e < 0 else (e >> 3, e & 7) for e in self._experts)

    @property
    def hands(self) -> tuple[tuple[int, ...], ...]:
        """Every player's Experts held, as ``State.hands``."""
        h = self._hands
        return tuple(tuple(h[s * 5 : s * 5 + 5]) for s in range(self._n))

    @property
    def piles(self) -> tuple[tuple[tuple[int, ...], ...], ...]:
        """Every player's piles, as ``State.piles``."""
        return tuple(self.piles_of(s) for s in range(self._n))

    def hand(self, seat: int) -> tuple[int, ...]:
        """How many of each Expert (``EXPERTS`` order) ``seat`` holds."""
        return tuple(self._hands[seat * 5 : seat * 5 + 5])

    def piles_of(self, seat: int) -> tuple[tuple[int, ...], ...]:
        """``seat``'s five piles in ``PILES`` order, card ids oldest first."""
        return tuple(self._piles[seat * 5 : seat * 5 + 5])

    def pile(self, seat: int, pile: int) -> tuple[int, ...]:
        """One pile (index into ``PILES``), card ids oldest first."""
        return self._piles[seat * 5 + pile]

    # --- Legal moves and playing them -----------------------------------------

    def legal_codes(self) -> list[int]:
        """The legal moves as codes, in ``engine.legal_moves``'s order (the kernel's)."""
        phase = self._phase
        seat = self._to_act
        hand = self._hands[seat * 5 : seat * 5 + 5]
        if phase == ASSIGN:  # R3
            return assign_codes(hand, [s for s, e in enumerate(self._experts) if e < 0])
        if phase == TAKE:  # R4, R5
            left = [s for s, c in enumerate(self._market) if c >= 0]
            on_last = self._experts[left[-1]] & 7
            return take_codes(left, hand, on_last, seat, self._first)
        return []

    def legal_moves(self) -> list[Move]:
        """The legal moves as the engine's Moves, in its order."""
        return [Move.from_code(code) for code in self.legal_codes()]

    def play(self, move: Move) -> None:
        """Play one legal move (of the assign or take phase: the playout stops before
        the final choices)."""
        if move.code >= UNIVERSAL_CODE:
            raise ValueError(f"not an assign or take phase move: {move}")
        self.play_code(move.code)

    def play_code(self, code: int) -> None:
        """Play one legal move given as a code.  Only cheap checks: feed it legal moves."""
        n = self._n
        seat = self._to_act
        h = seat * 5
        hands = self._hands
        experts = self._experts
        if code < TAKE_CODE:
            if self._phase != ASSIGN:
                raise ValueError(f"not an assign phase move now: {Move.from_code(code)}")
            expert = code >> 3
            slot = code & 7
            experts[slot] = seat * 8 + expert  # R3
            hands[h + expert] -= 1
            every_card_has_one = -1 not in experts
            if every_card_has_one:
                self._phase = TAKE
            self._to_act = after_assign(seat, n, every_card_has_one)  # R3, R4
            return
        if self._phase != TAKE:
            raise ValueError(f"not a take phase move now: {Move.from_code(code)}")
        rest = code - TAKE_CODE
        slot = rest & 7
        used = experts[slot] & 7
        if rest >= 8:
            played = (rest >> 3) - 1
            swap_in(hands, h, used, played)  # R5
            used = played
        market = self._market
        p = h + EXPERT_TO_PILE[used]  # R4
        self._piles[p] = (*self._piles[p], market[slot])
        market[slot] = _NO_CARD
        experts[slot] = -1
        self._to_act = after_take(seat, n)  # R4
        if max(market) < 0:
            self._end_round()

    def _end_round(self) -> None:
        """Experts return (R6), the First Player card passes (R7), the next reveal."""
        n = self._n
        round_no = self._round
        if round_no == ROUNDS:
            # No return after round 12 (R6); the engine hands the final choices to
            # round 12's first player (R11).
            self._phase = SCORING
            self._market = []
            self._experts = []
            self._to_act = self._first
            return
        if experts_return(round_no):
            self._hands = [*FULL_HAND] * n  # R6
        first = next_first(self._first, n, round_no)  # R7
        top = self._top
        self._market = list(self._deck[top : top + n])
        self._top = top + n
        self._experts = [-1] * n
        self._round = round_no + 1
        self._first = self._to_act = first
        self._phase = ASSIGN

    def random_playout(self, rng: Random) -> None:
        """Play uniformly random legal moves to the end of round 12.

        Each move is ``legal_codes()[int(rng.random() * len(legal_codes()))]``
        (so a test can replay the same game through ``step``), picked without
        building that list: this loop is the search's hot path.  So it keeps
        an inlined copy of the kernel's R3-R5 (:mod:`golden_sails.game.rules`:
        ``assign_codes``' order, ``after_assign``, ``take_codes`` with
        ``may_swap`` and ``swaps``, ``swap_in``, ``after_take``), which
        ``tests/test_playout.py``
        (``test_random_playout_is_the_game_step_plays_with_the_same_choices``)
        checks against ``step`` move for move; the turn order (``CLOCKWISE``,
        ``COUNTER_CLOCKWISE``), the piles (``EXPERT_TO_PILE``) and the round's
        end (R6, R7) are the kernel's own.  Each seat's Experts held are also
        kept as a bit mask (bit e: at least one of Expert e), whose Experts in
        ``EXPERTS`` order are a table's lookup.
        """
        if self._phase == SCORING:
            return
        rand = rng.random
        n = self._n
        deck = self._deck
        top = self._top
        round_no = self._round
        first = self._first
        phase = self._phase
        seat = self._to_act
        market = self._market
        experts = self._experts
        hands = self._hands
        piles = self._piles
        to_pile = EXPERT_TO_PILE
        held_in = _HELD
        after, before = CLOCKWISE[n], COUNTER_CLOCKWISE[n]
        masks = [_mask(hands, s) for s in range(n)]
        while True:
            if phase == ASSIGN:
                free = [s for s in range(n) if experts[s] < 0]
                while free:  # R3: from the first player, clockwise
                    held = held_in[masks[seat]]
                    k = len(free)
                    i = int(rand() * (len(held) * k))
                    expert = held[i // k]
                    experts[free.pop(i % k)] = seat * 8 + expert
                    h = seat * 5 + expert
                    hands[h] -= 1
                    if not hands[h]:
                        masks[seat] ^= 1 << expert
                    seat = after[seat]
                seat = before[seat]  # R4: the last to assign takes first
                phase = TAKE
            left = [s for s in range(n) if market[s] >= 0]
            while left:  # R4: counter-clockwise
                k = len(left)
                if k == 1 and seat == first:
                    slot = left.pop()
                    used = experts[slot] & 7
                    swaps = [e for e in held_in[masks[seat]] if e != used]
                    i = int(rand() * (1 + len(swaps)))
                    if i:
                        # R5: the card's Expert joins his supply, his own is played.
                        h = seat * 5
                        hands[h + used] += 1
                        masks[seat] |= 1 << used
                        used = swaps[i - 1]
                        hands[h + used] -= 1
                        if not hands[h + used]:
                            masks[seat] ^= 1 << used
                else:
                    slot = left.pop(int(rand() * k))
                    used = experts[slot] & 7
                p = seat * 5 + to_pile[used]
                piles[p] += (market[slot],)
                market[slot] = _NO_CARD
                experts[slot] = -1
                seat = before[seat]
            if round_no == ROUNDS:
                phase = SCORING
                market = []
                experts = []
                seat = first  # R11: round 12's first player decides first
                break
            if experts_return(round_no):
                hands[:] = FULL_HAND * n  # R6
                masks = [_ALL_HELD] * n
            first = next_first(first, n, round_no)  # R7
            round_no += 1
            market[:] = deck[top : top + n]
            top += n
            experts[:] = [-1] * n
            seat = first
            phase = ASSIGN
        self._top = top
        self._round = round_no
        self._first = first
        self._phase = phase
        self._to_act = seat
        self._market = market
        self._experts = experts

    # --- Final totals -----------------------------------------------------------

    def totals(self) -> tuple[int, ...]:
        """Every seat's total if the game were scored now: at the end of round 12
        the final totals, with every player accepting R11's proposal, exactly
        ``scoring.totals(engine.table_of(state))`` (both are scoring's, from the
        card ids: :func:`golden_sails.scoring.byid.totals_of_ids`)."""
        return totals_of_ids(self._reference, self._names, self._piles, self._first)

    def table(self) -> Table:
        """The piles as Areas, for :mod:`golden_sails.scoring` (as ``engine.table_of``)."""
        return table_of_ids(self._reference, self._names, self._piles, self._first)
