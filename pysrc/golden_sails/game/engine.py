"""The game: set-up, legal moves, and the one step function.

``step(state, move) -> state`` is pure and deterministic: all chance happens at
set-up from the seed (the deck's shuffle and a random Animal reference), and the
shuffled deck lives in the state.  Undo, replay, saves, bots and tests all go
through it.  Moves are :class:`~golden_sails.game.moves.Move` values (a JSON
object is read at the door with ``Move.from_json``); anything else is refused
with a :class:`MoveError` and the state is untouched.

A round (rulebook, "Game Round"): 1. reveal n cards; 2. assign Experts from the
first player clockwise (R3); 3. take Goods from the last assigner counter-
clockwise, the first player last, with his optional last-card swap (R4, R5);
4. Experts return after rounds 4 and 8 (R6); 5. the first player passes (R7).
After round 12 come the final-scoring decisions, player by player (R11).
"""

from __future__ import annotations

import json
import operator
from collections.abc import Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Any, Final, TypedDict

from ..model.cards import EXPERT_INDEX, EXPERTS, PILES, WEAPONS
from ..model.deck import ANIMAL_REFERENCES, load_deck
from ..model.i18n import N_, _, ngettext
from ..model.jsontext import fault, type_name, whole
from ..model.names import PlayerNameError, check_names
from ..model.rng import SplitMix64
from ..model.table import Table
from ..scoring import DESTINATIONS, FinalChoices, ScoringError, best_choices, choice_options
from ..scoring.byid import table_of_ids
from ..scoring.choices import check_choices
from ..scoring.sheet_json import ReferenceCode
from .events import Assign, Decided, Event, ExpertsReturn, FirstPlayer, GameEnd, Over, Reveal, Take
from .moves import CONFIRM, not_a_move, not_one_of
from .moves import GameError as GameError  # the game's refusals, where callers import them from
from .moves import Move as Move
from .moves import MoveError as MoveError
from .rules import (
    EXPERT_TO_PILE,
    FULL_HAND,
    after_assign,
    after_take,
    assign_codes,
    experts_return,
    may_swap,
    next_first,
    swap_in,
    swaps,
    take_codes,
)
from .rules import RETURN_ROUNDS as RETURN_ROUNDS  # the kernel's, named for the engine's callers
from .rules import ROUNDS as ROUNDS
from .seen import Variant

VARIANTS: Final = ("standard", "open", "secretive")  # R9

# Experts are held as counts in EXPERTS order (the kernel's FULL_HAND); a hand
# may hold two of one type after a last-card swap (R5), until they all return (R6).
_NO_PILES: Final = ((), (), (), (), ())


class ConfigJson(TypedDict):
    """A game's configuration as JSON (:meth:`GameConfig.to_json`: saves, links,
    lessons, replays): the names in seat order, the variant (R8, R9), the Animal
    reference (None: dealt at random), the first player, R8's memory aid."""

    names: list[str]
    variant: Variant
    animal_reference: ReferenceCode | None
    first_player: int
    memory_aid: bool


class ConfigError(GameError):
    """A game configuration that cannot be played."""


@dataclass(frozen=True, slots=True)
class GameConfig:
    """What the players choose before the deal.

    ``animal_reference`` None means random at set-up (rulebook, "Set-up");
    ``first_player`` is the seat that starts with the First Player card;
    ``memory_aid`` keeps announced Gem classes in the log (R8, off by default).
    """

    names: tuple[str, ...]
    variant: str = "standard"
    animal_reference: str | None = None
    first_player: int = 0
    memory_aid: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.names, tuple) or not 2 <= len(self.names) <= 4:
            raise ConfigError(_("names: a game has 2, 3 or 4 players"))
        try:
            names = check_names(self.names, [f"names[{i}]" for i in range(len(self.names))])
        except PlayerNameError as err:
            raise ConfigError(str(err)) from None
        # The names as shown, spaces around them dropped (the one check: golden_sails.model.names).
        object.__setattr__(self, "names", names)
        if self.variant not in VARIANTS:
            raise ConfigError(not_one_of("variant", self.variant, VARIANTS))
        if self.animal_reference is not None and self.animal_reference not in ANIMAL_REFERENCES:
            raise ConfigError(
                # Translators: animal_reference and null are kept in English (a key, JSON's null).
                # {allowed} lists the references' codes (I, II, ...), kept as they are.
                _("animal_reference: {value} is not one of {allowed} (or null for random)").format(
                    value=repr(self.animal_reference), allowed=", ".join(ANIMAL_REFERENCES)
                )
            )
        fp = self.first_player
        if not whole(fp) or not 0 <= fp < len(self.names):
            raise ConfigError(
                _("first_player: {value} is not a seat of this game").format(value=repr(fp))
            )
        if not isinstance(self.memory_aid, bool):
            raise ConfigError(_memory_aid_fault())

    @property
    def players(self) -> int:
        return len(self.names)

    def to_json(self) -> ConfigJson:
        return {
            "names": list(self.names),
            "variant": self.variant,
            "animal_reference": self.animal_reference,
            "first_player": self.first_player,
            "memory_aid": self.memory_aid,
        }

    @staticmethod
    def from_json(obj: object, where: str = "config") -> GameConfig:
        if not isinstance(obj, dict):
            raise ConfigError(_("{where}: expected an object").format(where=where))
        known = {"names", "variant", "animal_reference", "first_player", "memory_aid"}
        for key in obj:
            if key not in known:
                raise ConfigError(
                    _("{where}: unknown key {key}").format(where=where, key=repr(key))
                )
        names = obj.get("names")
        if not isinstance(names, list):
            raise ConfigError(
                _("{where}: expected a list of 2-4 names, got {type}").format(
                    where=f"{where}.names", type=type_name(names)
                )
            )
        try:
            return GameConfig(
                names=tuple(names),
                variant=obj.get("variant", "standard"),
                animal_reference=obj.get("animal_reference"),
                first_player=obj.get("first_player", 0),
                memory_aid=obj.get("memory_aid", False),
            )
        except ConfigError as err:
            raise ConfigError(f"{where}.{err}") from None


@dataclass(frozen=True, slots=True)
class MoveRecord:
    """One move in the game's history: who made it, in which round, and
    whether it revealed cards (a boundary no undo may cross, R20): the next
    round's Goods, or every Gem when it started the final scoring."""

    seat: int
    round: int
    move: Move
    reveals: bool


@dataclass(frozen=True, slots=True)
class Scoring:
    """The final-scoring decisions (R11): the table, who has decided what, and
    the current decider's choices, which start as the optimiser's proposal
    (the view asks for its reasons when someone looks)."""

    table: Table
    decided: tuple[FinalChoices | None, ...]
    pending: FinalChoices | None


@dataclass(frozen=True, slots=True, eq=False)
class State:
    """Everything about a game, hidden parts included.  Never shown as is:
    :func:`golden_sails.game.view.view` is the only way out to a player.

    ``market`` and ``experts`` are indexed by table slot; a taken card leaves
    ``None`` so slots keep their places.  ``piles[seat]`` holds card ids per
    pile in ``PILES`` order, oldest first.  ``history`` and ``log`` are linked
    lists (newest first) so a step costs the same at round 1 and round 12.
    """

    config: GameConfig
    seed: int
    reference: str
    deck: tuple[int, ...]
    round: int
    first: int
    phase: str  # one of rules.PHASES: "assign", "take", "scoring" or "over"
    to_act: int
    market: tuple[int | None, ...]
    experts: tuple[tuple[int, int] | None, ...]
    hands: tuple[tuple[int, ...], ...]
    piles: tuple[tuple[tuple[int, ...], ...], ...]
    history: tuple[Any, ...] | None = None  # (MoveRecord, older) or None
    log: tuple[Any, ...] | None = None  # (Event, older) or None
    scoring: Scoring | None = field(default=None)
    # legal_moves(state), once worked out: a move's step, its view and the
    # next step all ask for it (see _replace, which starts every copy without).
    legal: tuple[Move, ...] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def moves(self) -> list[MoveRecord]:
        """The history, oldest first."""
        return _oldest_first(self.history)

    def events(self) -> list[Event]:
        """The game log's events, oldest first (see :mod:`golden_sails.game.log`)."""
        return _oldest_first(self.log)


def _oldest_first(node: tuple[Any, ...] | None) -> list[Any]:
    """The items of a (newest, older) linked list, oldest first."""
    out = []
    while node is not None:
        out.append(node[0])
        node = node[1]
    out.reverse()
    return out


_new_state = object.__new__
_set = object.__setattr__
_FIELDS: Final = tuple(f.name for f in fields(State) if f.name != "legal")
_all_fields = operator.attrgetter(*_FIELDS)


def _replace(state: State, **changes: Any) -> State:
    """A copy with some fields changed.

    Not ``dataclasses.replace``, which runs ``__init__`` and is three times
    slower: a step makes one copy, so this is the engine's hot path.
    """
    new = _new_state(State)
    for name, value in zip(_FIELDS, _all_fields(state), strict=True):
        _set(new, name, value)
    for name, value in changes.items():
        _set(new, name, value)
    _set(new, "legal", None)
    return new


# --- Set-up ------------------------------------------------------------------


def new_game(config: GameConfig, seed: int) -> State:
    """Deal a new game (rulebook, "Set-up").

    The seed drives, in this order: the Animal reference if random, then the
    shuffle of all 48 cards, of which 12 per player are used (R2).
    """
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
        raise ConfigError(
            _("seed: {value} is not a whole number from 0 to 2^63-1").format(value=repr(seed))
        )
    rng = SplitMix64(seed)
    reference = config.animal_reference
    if reference is None:
        reference = ANIMAL_REFERENCES[rng.below(len(ANIMAL_REFERENCES))]
    order = rng.shuffled(range(len(load_deck())))[: ROUNDS * config.players]
    return deal(config, tuple(order), reference, seed)


def deal(config: GameConfig, deck: tuple[int, ...], reference: str, seed: int = 0) -> State:
    """A game dealt from a given deck, top card first: what the seed's shuffle
    gives in :func:`new_game`, or a world a computer player imagines
    (golden_sails.bots.world) for the cards it has not seen."""
    n = config.players
    if sorted(set(deck)) != sorted(deck) or len(deck) != ROUNDS * n:
        raise ConfigError(
            # Translators: "deck" is the key, kept as it is; {cards} is how many cards a game of {n}
            # players deals (12 a player).
            ngettext(
                "deck: {cards} different card is needed for {n} players",
                "deck: {cards} different cards are needed for {n} players",
                ROUNDS * n,
            ).format(cards=ROUNDS * n, n=n)
        )
    if not all(0 <= card < len(load_deck()) for card in deck):
        raise ConfigError(_("deck: a card id is not one of the deck's"))
    if reference not in ANIMAL_REFERENCES:
        raise ConfigError(not_one_of("reference", reference, ANIMAL_REFERENCES))
    state = State(
        config=config,
        seed=seed,
        reference=reference,
        deck=deck,
        round=1,
        first=config.first_player,
        phase="assign",
        to_act=config.first_player,
        market=(),
        experts=(),
        hands=(FULL_HAND,) * n,
        piles=(_NO_PILES,) * n,
    )
    return _reveal(state, state.log, state.first, 1)


def _reveal(
    state: State, log: tuple[Any, ...] | None, first: int, round_no: int, **changes: Any
) -> State:
    """Phase 1: the first player reveals n cards from the top of the deck.

    ``changes`` are the end of the previous round's, made in the same copy.
    """
    n = state.players
    market = state.deck[:n]
    return _replace(
        state,
        deck=state.deck[n:],
        market=market,
        experts=(None,) * n,
        phase="assign",
        first=first,
        round=round_no,
        to_act=first,
        log=(Reveal(round_no, first, market), log),
        **changes,
    )


# --- Legal moves -------------------------------------------------------------


def legal_moves(state: State) -> list[Move]:
    """Every legal move of the player to act, in a fixed order.

    Empty only when the game is over.  Worked out once per state (moves are
    immutable: the list is the caller's, the moves are shared).
    """
    return list(_legal(state))


def _legal(state: State) -> tuple[Move, ...]:
    found = state.legal
    if found is None:
        found = tuple(_list_moves(state))
        _set(state, "legal", found)  # a cache of what the state already decides
    return found


# Assign and take moves by the code layout the playout shares (golden_sails.game.moves).
_by_code: Final = Move.from_code


def _list_moves(state: State) -> list[Move]:
    phase = state.phase
    if phase == "assign":  # R3
        free = [i for i, e in enumerate(state.experts) if e is None]
        return [_by_code(code) for code in assign_codes(state.hands[state.to_act], free)]
    if phase == "take":  # R4, R5
        left = [i for i, c in enumerate(state.market) if c is not None]
        on_last = state.experts[left[-1]]
        assert on_last is not None
        seat = state.to_act
        codes = take_codes(left, state.hands[seat], on_last[1], seat, state.first)
        return [_by_code(code) for code in codes]
    if phase == "scoring":
        return _scoring_moves(state)
    return []


def _scoring_moves(state: State) -> list[Move]:
    scoring = state.scoring
    assert scoring is not None and scoring.pending is not None
    pending = scoring.pending
    moves: list[Move] = []
    for k, current in enumerate(pending.universal):
        moves += [Move("universal", spell=k, pile=pile) for pile in DESTINATIONS if pile != current]
    for k, current in enumerate(pending.protection):
        moves += [Move("protect", spell=k, kind=kind) for kind in WEAPONS if kind != current]
    if pending.side is not None:
        moves.append(Move("side", side="right" if pending.side == "left" else "left"))
    moves.append(CONFIRM)
    return moves


# --- The step function -------------------------------------------------------


def step(state: State, move: object) -> State:
    """Apply one move and return the new state; the given state is untouched.

    ``move`` is a :class:`Move`, or its JSON object (read with
    ``Move.from_json``, strictly: 1, 1.0 and true are different values).  It
    is legal exactly when :func:`legal_moves` lists it (the one source of
    legality); anything else is refused with a :class:`MoveError` that names
    what is wrong with it.
    """
    listed = _listed(state, move)
    kind = listed.type
    if kind == "assign":
        new = _assign(state, listed)
    elif kind == "take":
        new = _take(state, listed)
    else:
        new = _decide(state, listed)
    # R20: a move that reveals cards (the next round's Goods, or every Gem at
    # the start of final scoring) is a boundary no undo crosses.
    reveals = new.round != state.round or (state.phase == "take" and new.phase == "scoring")
    record = MoveRecord(state.to_act, state.round, listed, reveals)
    # ``new`` is a fresh copy no one else holds yet: completing it is not mutation.
    _set(new, "history", (record, state.history))
    return new


def _listed(state: State, move: object) -> Move:
    """``move`` as a listed legal move, or a MoveError saying why it is not one."""
    if type(move) is not Move:
        if not isinstance(move, dict):
            raise MoveError(not_a_move(move))
        if state.phase != "over":
            move = Move.from_json(move)
    if state.phase == "over":
        raise MoveError(_("the game is over: no more moves"))
    assert isinstance(move, Move)
    if move in _legal(state):
        return move
    raise _refusal(state, move)


def _refusal(state: State, move: Move) -> MoveError:
    """Why a well-formed move is not listed: the handlers' own checks name the fault."""
    kind = move.type
    try:
        if kind == "assign":
            _assign(state, move)
        elif kind == "take":
            _take(state, move)
        else:
            _decide(state, move)
    except MoveError as err:
        return err
    return MoveError(
        # Translators: {move} is the move's JSON.
        _("{move} is not a legal move now").format(move=json.dumps(move.to_json(), sort_keys=True))
    )


def _slot(state: State, value: object) -> int:
    n = len(state.market)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < n:
        raise MoveError(
            _("card: {value} is not a table position (0-{last})").format(
                value=repr(value), last=n - 1
            )
        )
    if state.market[value] is None:
        raise MoveError(
            # Translators: a refused move's fault, for the page's developers and the move's JSON:
            # "card" is the move's key, kept as it is; {card} its value as given (the table's cards
            # count from 0).
            _("card {card}: already taken this round").format(card=value),
            # Translators: said to the player whose tap was refused: {card} is the card's number on
            # the table, 1 to 5.
            said=_("Card {card} is already taken this round.").format(card=value + 1),
        )
    return value


def _expert(value: object, key: str = "expert") -> int:
    if not isinstance(value, str) or value not in EXPERT_INDEX:
        raise MoveError(not_one_of(key, value, EXPERTS))
    return EXPERT_INDEX[value]


def _name(state: State, seat: int) -> str:
    return state.config.names[seat]


# A move in the wrong phase: one sentence per phase it came in ("assign",
# "take", "scoring", "over": the phases' codes, as the English has named them).
_NO_ASSIGN: Final = {
    # Translators: assign, take, scoring and over are the phases' codes, kept in English.
    "take": N_("no Expert can be assigned now: it is the take phase"),
    "scoring": N_("no Expert can be assigned now: it is the scoring phase"),
    "over": N_("no Expert can be assigned now: it is the over phase"),
}
_NO_TAKE: Final = {
    # Translators: assign, take, scoring and over are the phases' codes, kept in English.
    "assign": N_("no Good can be taken now: it is the assign phase"),
    "scoring": N_("no Good can be taken now: it is the scoring phase"),
    "over": N_("no Good can be taken now: it is the over phase"),
}
_NO_DECIDE: Final = {
    # Translators: assign, take, scoring and over are the phases' codes, kept in English.
    "assign": N_("final-scoring choices come after round {rounds}, not in the assign phase"),
    "take": N_("final-scoring choices come after round {rounds}, not in the take phase"),
    "over": N_("final-scoring choices come after round {rounds}, not in the over phase"),
}
# An Expert named in a move: one sentence each, so a language gives each Expert
# its own article and case (the English's "a"/"an" too: "an Armourer").
_NONE_LEFT: Final = {
    "jeweler": N_("{player} has no Jeweler left"),
    "cook": N_("{player} has no Cook left"),
    "hunter": N_("{player} has no Hunter left"),
    "sorcerer": N_("{player} has no Sorcerer left"),
    "armourer": N_("{player} has no Armourer left"),
}
_SWAP_SAME: Final = {
    "jeweler": N_("the card already has a Jeweler; a swap changes the type"),
    "cook": N_("the card already has a Cook; a swap changes the type"),
    "hunter": N_("the card already has a Hunter; a swap changes the type"),
    "sorcerer": N_("the card already has a Sorcerer; a swap changes the type"),
    "armourer": N_("the card already has an Armourer; a swap changes the type"),
}
_SAME_SIDE: Final = {
    "left": N_("side: your Weapons already use the left side"),
    "right": N_("side: your Weapons already use the right side"),
}


def _none_left(state: State, seat: int, expert: str) -> str:
    return _(_NONE_LEFT[expert]).format(player=_name(state, seat))


def _memory_aid_fault() -> str:
    # Translators: memory_aid is the key, true and false JSON's values, kept in English.
    return _("memory_aid: expected true or false")


def _assign(state: State, move: Move) -> State:
    """Phase 2 (R3): put one of your Experts on a revealed card with none."""
    if state.phase != "assign":
        raise MoveError(_(_NO_ASSIGN[state.phase]))
    slot = _slot(state, move.card)
    expert = _expert(move.expert)
    seat = state.to_act
    if state.experts[slot] is not None:
        raise MoveError(
            # Translators: a refused move's fault, for the page's developers and the move's JSON:
            # "card" is the move's key, kept as it is; {card} its value as given (the table's cards
            # count from 0).
            _("card {card}: already has an Expert on it").format(card=slot),
            # Translators: said to the player whose tap was refused: {card} is the card's number on
            # the table, 1 to 5.
            said=_("Card {card} already has an Expert on it.").format(card=slot + 1),
        )
    hand = state.hands[seat]
    if not hand[expert]:
        raise MoveError(_none_left(state, seat, EXPERTS[expert]))
    experts = list(state.experts)
    experts[slot] = (seat, expert)
    hands = list(state.hands)
    hands[seat] = hand[:expert] + (hand[expert] - 1,) + hand[expert + 1 :]
    log = (Assign(seat, EXPERTS[expert], slot), state.log)
    every_card_has_one = None not in experts
    return _replace(
        state,
        experts=tuple(experts),
        hands=tuple(hands),
        phase="take" if every_card_has_one else "assign",
        to_act=after_assign(seat, state.players, every_card_has_one),  # R3, R4
        log=log,
    )


def _take(state: State, move: Move) -> State:
    """Phase 3 (R4, R5): take a Good into the pile its Expert names."""
    if state.phase != "take":
        raise MoveError(_(_NO_TAKE[state.phase]))
    slot = _slot(state, move.card)
    seat = state.to_act
    n = state.players
    on_card = state.experts[slot]
    assert on_card is not None
    expert = on_card[1]
    hand = state.hands[seat]
    cards_left = n - state.market.count(None)
    if move.swap is not None:
        if not may_swap(cards_left, seat, state.first):  # R5
            raise MoveError(_("swap: only the first player, taking the last card, may swap"))
        new_expert = _expert(move.swap, "swap")
        swap = EXPERTS[new_expert]
        if new_expert not in swaps(hand, expert):  # R5; the fault in words:
            if not hand[new_expert]:
                none_left = _none_left(state, seat, swap)
                raise MoveError(fault("swap", none_left), said=MoveError(none_left).said)
            same = _(_SWAP_SAME[swap])
            raise MoveError(fault("swap", same), said=MoveError(same).said)
        # R5: the card's Expert goes to his supply, his own is played and discarded.
        counts = list(hand)
        swap_in(counts, 0, expert, new_expert)
        hands = list(state.hands)
        hands[seat] = tuple(counts)
        hands_t = tuple(hands)
        expert_used = new_expert
    else:
        hands_t = state.hands
        expert_used = expert
    card = state.market[slot]
    assert card is not None
    pile = EXPERT_TO_PILE[expert_used]
    own = state.piles[seat]
    piles = list(state.piles)
    piles[seat] = own[:pile] + (own[pile] + (card,),) + own[pile + 1 :]
    market = list(state.market)
    market[slot] = None
    experts = list(state.experts)
    experts[slot] = None
    event = Take(seat, PILES[pile], card, slot, EXPERTS[expert] if move.swap is not None else None)
    log = (event, state.log)
    changes = {
        "market": tuple(market),
        "experts": tuple(experts),
        "hands": hands_t,
        "piles": tuple(piles),
        "log": log,
        "to_act": after_take(seat, n),  # R4
    }
    if cards_left == 1:
        return _end_round(state, changes)
    return _replace(state, **changes)


def _end_round(state: State, changes: dict[str, Any]) -> State:
    """Phases 4 and 5: Experts return (R6), the First Player card passes (R7).

    ``changes`` are the last take's, not yet applied: the whole turn of the
    round is one copy of the state.
    """
    n = state.players
    round_no = state.round
    log = changes.pop("log")
    if experts_return(round_no):
        changes["hands"] = (FULL_HAND,) * n  # R6
        log = (ExpertsReturn(round_no), log)
    if round_no == ROUNDS:
        return _start_scoring(_replace(state, log=(GameEnd(), log), **changes))
    first = next_first(state.first, n, round_no)  # R7
    log = (FirstPlayer(first), log)
    del changes["market"], changes["experts"], changes["to_act"]  # the reveal sets them
    return _reveal(state, log, first, round_no + 1, **changes)


# --- Final scoring (R11) -----------------------------------------------------


def table_of(state: State, piles: tuple[tuple[tuple[int, ...], ...], ...] | None = None) -> Table:
    """The piles as Areas, for scoring: each card counts with its pile's Area.

    ``piles`` replaces the state's own, for bots weighing a card.
    """
    return table_of_ids(
        state.reference,
        state.config.names,
        [pile for own in (piles or state.piles) for pile in own],
        state.first,  # R11: the first player of round 12 decides first
    )


def _start_scoring(state: State) -> State:
    table = table_of(state)
    n = state.players
    return _next_decider(
        _replace(state, phase="scoring", experts=(), market=()),
        Scoring(table, (None,) * n, None),
    )


def _next_decider(state: State, scoring: Scoring) -> State:
    """Hand the decisions to the next player in R11 order, with his proposal."""
    table = scoring.table
    decided = {s: c for s, c in enumerate(scoring.decided) if c is not None}
    for seat in table.decision_order():
        if scoring.decided[seat] is None:
            return _replace(
                state,
                to_act=seat,
                scoring=Scoring(table, scoring.decided, best_choices(table, seat, decided)),
            )
    return _replace(
        state,
        phase="over",
        scoring=Scoring(table, scoring.decided, None),
        log=(Over(), state.log),
    )


def _decide(state: State, move: Move) -> State:
    if state.phase != "scoring":
        raise MoveError(_(_NO_DECIDE[state.phase]).format(rounds=ROUNDS))
    scoring = state.scoring
    assert scoring is not None and scoring.pending is not None
    if move.type == "confirm":
        seat = state.to_act
        decided = list(scoring.decided)
        decided[seat] = scoring.pending
        log = (Decided(seat, scoring.pending), state.log)
        return _next_decider(_replace(state, log=log), Scoring(scoring.table, tuple(decided), None))
    changed = _changed(state, move)
    return _replace(state, scoring=Scoring(scoring.table, scoring.decided, changed))


def choices_after(state: State, move: Move) -> FinalChoices:
    """The deciding player's final choices as ``move`` leaves them (R11): his
    choices as they stand with that one changed; for the confirm move, as they
    stand.  The rule :func:`step` plays, for a screen that shows what each
    choice would be worth before it is tapped."""
    if state.phase != "scoring":
        raise MoveError(_(_NO_DECIDE[state.phase]).format(rounds=ROUNDS))
    scoring = state.scoring
    assert scoring is not None and scoring.pending is not None
    return scoring.pending if move.type == "confirm" else _changed(state, move)


def _changed(state: State, move: Move) -> FinalChoices:
    """The pending choices with one choice changed by ``move`` (not the confirm)."""
    scoring = state.scoring
    assert scoring is not None and scoring.pending is not None
    pending = scoring.pending
    seat = state.to_act
    kind = move.type
    if kind == "side":
        if pending.side is None:
            raise MoveError(_("side: only in a 2-player game is a Weapon side chosen"))
        if move.side == pending.side:
            raise MoveError(_(_SAME_SIDE[pending.side]))
        changed = FinalChoices(pending.universal, pending.protection, move.side)
    else:
        options = choice_options(scoring.table, seat)
        k = move.spell
        count = options.universals if kind == "universal" else options.protections
        if k is None or not 0 <= k < count:
            # Translators: {value} is the move's "spell" (0 for his first card of
            # the kind), {count} how many of them he holds.
            if kind == "universal":
                # Translators: The form follows {count}.
                message = ngettext(
                    "spell: {value} is not your Universal Good (you hold {count})",
                    "spell: {value} is not one of your Universal Goods (you hold {count})",
                    count,
                )
            else:
                # Translators: {value} is the move's "spell" (0 for his first card of the kind),
                # {count} how many of them he holds. The form follows {count}.
                message = ngettext(
                    "spell: {value} is not your Protection Spell (you hold {count})",
                    "spell: {value} is not one of your Protection Spells (you hold {count})",
                    count,
                )
            raise MoveError(message.format(value=repr(k), count=count))
        if kind == "universal":
            pile = move.pile
            assert pile is not None  # a universal move names its pile (Move checks it)
            if pile == pending.universal[k]:
                raise MoveError(
                    # Translators: {pile} is the pile's code ("gems"), kept in English.
                    # {n} is the Universal Good's number among the player's, from 1.
                    _("pile: Universal Good {n} already goes to {pile}").format(n=k + 1, pile=pile)
                )
            universal = pending.universal[:k] + (pile,) + pending.universal[k + 1 :]
            changed = FinalChoices(universal, pending.protection, pending.side)
        else:
            weapon = move.kind
            assert weapon is not None  # a protect move names its kind (Move checks it)
            if weapon == pending.protection[k]:
                raise MoveError(
                    # Translators: {weapon} is the Weapon kind's code ("katar"), kept in English.
                    # {n} is the Protection Spell's number among the player's, from 1.
                    _("kind: Protection Spell {n} already names {weapon}").format(
                        n=k + 1, weapon=weapon
                    )
                )
            protection = pending.protection[:k] + (weapon,) + pending.protection[k + 1 :]
            changed = FinalChoices(pending.universal, protection, pending.side)
    return changed


def choice_changes(now: FinalChoices, choices: FinalChoices) -> list[Move]:
    """The changes from one player's final choices ``now`` to ``choices``: a move
    for each value that differs, the Universal Goods first (R12), then the
    Protection Spells and the side (R17).  Both must be the same player's."""
    moves = [
        Move("universal", spell=k, pile=pile)
        for k, pile in enumerate(choices.universal)
        if pile != now.universal[k]
    ]
    moves += [
        Move("protect", spell=k, kind=kind)
        for k, kind in enumerate(choices.protection)
        if kind != now.protection[k]
    ]
    if choices.side != now.side:
        moves.append(Move("side", side=choices.side))
    return moves


def choice_moves(state: State, choices: FinalChoices, confirm: bool = True) -> list[Move]:
    """The moves that make the deciding player's choices ``choices`` (R11): a
    change for each value that differs from what he has now (R11's proposal,
    or what he has changed it to), then ``confirm`` (unless ``confirm`` is
    False: choices still being made).

    The one way from the values a player chose to the engine's moves: saves,
    replay links and a computer player's sampled worlds keep each player's
    choices as values and replay them through this, so a change of the
    proposal (D18) never changes what an old game chose.  Choices that do not
    fit the player's piles are a :class:`MoveError` naming the fault.
    """
    if state.phase != "scoring":
        raise MoveError(_(_NO_DECIDE[state.phase]).format(rounds=ROUNDS))
    scoring = state.scoring
    assert scoring is not None and scoring.pending is not None
    try:
        check_choices(scoring.table, state.to_act, choices)
    except ScoringError as err:
        raise MoveError(str(err)) from None
    moves = choice_changes(scoring.pending, choices)
    return [*moves, CONFIRM] if confirm else moves


# --- Undo (R20) --------------------------------------------------------------


def moves_in_a_row(state: State) -> int:
    """How many of the latest moves are the player to act's own, made in a row
    with no card revealed since: what his view shows as ``undoable``.

    A fact of the game, for a computer player rebuilding it from a view
    (golden_sails.bots.world); whether Undo may take a move back is R20's rule,
    kept in one place: ``golden_sails.app.session.Session.undoable``."""
    if state.phase == "over":
        return 0
    count = 0
    node = state.history
    while node is not None:
        record: MoveRecord = node[0]
        if record.seat != state.to_act or record.reveals:
            break
        count += 1
        node = node[1]
    return count


def replay(config: GameConfig, seed: int, moves: Sequence[Move | dict[str, Any]]) -> State:
    """The state after these moves (Moves, or their JSON objects), each checked by
    :func:`step`.

    A bad move raises :class:`MoveError` prefixed with its place, ``moves[i]``.
    """
    state = new_game(config, seed)
    for i, move in enumerate(moves):
        try:
            state = step(state, move)
        except MoveError as err:
            raise MoveError(fault(f"moves[{i}]", str(err))) from None
    return state


def with_memory_aid(state: State, on: bool) -> State:
    """The game with R8's memory aid turned on or off (D20: the table's choice,
    the same for every seat, at any time).  It changes only what the log keeps
    of classes announced aloud: no rule, no legal move, no hidden card."""
    if not isinstance(on, bool):
        raise ConfigError(_memory_aid_fault())
    config = replace(state.config, memory_aid=on)
    return _replace(state, config=config)


def take_back(state: State, count: int) -> State:
    """The game without its latest ``count`` moves, replayed from the deal.

    Whether they may be taken back is the session's rule to apply (R20:
    ``Session.undoable``); nothing crosses a reveal here either.
    """
    records = state.moves()
    if not 0 < count <= len(records) or any(r.reveals for r in records[-count:]):
        raise MoveError(
            # Translators: {count} is how many moves were asked to be taken back. The form follows
            # {count}.
            ngettext(
                "cannot take back {count} move: cards were revealed since",
                "cannot take back {count} moves: cards were revealed since",
                count,
            ).format(count=count)
        )
    return replay(state.config, state.seed, [r.move for r in records[:-count]])
