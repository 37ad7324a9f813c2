"""A whole game imagined from one seat's view: what a computer player cannot see, sampled.

A computer player gets only its seat's view, with a perfect memory of what was
said aloud (R8's memory aid: every announced Gem class).  From that view
:func:`sample_world` builds a full :class:`~golden_sails.game.engine.State` that
gives the same view back, exactly:

* every card it has seen (on the table now, or taken into a pile) becomes a
  card of the deck with those Areas; where the view tells only one Area (a
  Spice taken as "Lotus"; or two, the Area the log names where an Expert was
  put and the one taken, after the first player changed the card's type),
  which Lotus card it was is drawn at random among those that fit, all cards
  together (a random matching);
* the cards it has not seen (the deck's order and content, and the cards
  left out of a game of 2 or 3) are dealt at random from the rest;
* the game is then replayed from that deal through the engine's one ``step``,
  with the moves the log tells (who put which Expert on which card, who took
  which card, the final choices), so the hands, the discard pile and the log
  follow; in the secretive variant the Experts R9 hides are thereby what a
  player with perfect memory would count.

The view's log carries its facts as values (golden_sails.game.log), so nothing here
parses words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from random import Random
from typing import Any

from ..game.engine import (
    ROUNDS,
    GameConfig,
    State,
    choice_changes,
    choice_moves,
    deal,
    legal_moves,
    step,
)
from ..game.log import entry_area
from ..game.moves import Move
from ..game.seen import CardFacts, View, pile_cards
from ..model.cards import PILE_EXPERT, SIDES, WEAPONS, GoodsCard
from ..model.deck import load_deck
from ..scoring import DESTINATIONS, FinalChoices
from .knowledge import spell_data
from .playout import Playout

Fits = Callable[[GoodsCard], bool]


class WorldError(ValueError):
    """A view no game could have given: a bug (a computer player is handed the
    engine's own view, golden_sails.bots.bot_view), or a view a caller of
    :func:`sample_world` edited by hand.  No player, link or file can cause one,
    so it is no :class:`~golden_sails.model.errors.InputError`: the bridge
    answers it as the bug it is ("internal"), in English (docs/i18n.md)."""


@dataclass
class _Round:
    first: int
    cards: int
    # slot -> (seat, pile, index in that pile): where each taken card went.
    taken: dict[int, tuple[int, str, int]] = field(default_factory=dict)


@dataclass
class Plan:
    """What a view tells of the game's past, read once: the set-up, each
    round's cards as constraints, and the moves in order ("decide" items stand
    for a player's final choices, turned into moves during the replay)."""

    config: GameConfig
    reference: str
    rounds: list[_Round]
    steps: list[tuple[str, Any]]
    deck_left: int
    # (round index, slot) -> what the card there must be.
    constraints: dict[tuple[int, int], Fits]
    # (round index, slot) -> the ids of the deck's cards that fit there
    # (:func:`fitting_cards`, worked out on first use).
    candidates: dict[tuple[int, int], list[int]] | None = None


def _card_json(card: GoodsCard) -> dict[str, Any]:
    out = card.to_json()
    del out["id"]
    return out


def _same_card(shown: CardFacts) -> Fits:
    wanted: dict[str, object] = {
        "spice": shown["spice"], "gem": shown["gem"], "animal": shown["animal"],
        "weapon": shown["weapon"],
    }  # fmt: skip
    spell = spell_data(shown["spell"])

    def fits(card: GoodsCard) -> bool:
        data = _card_json(card)
        return {k: data[k] for k in wanted} == wanted and data["spell"] == spell

    return fits


def _in_pile(pile: str, value: Any, gem: int | None) -> Fits:
    """A card that shows ``value`` as a ``pile`` Good (a Gem: its class, if known)."""
    if pile == "spices":
        return lambda card: card.spice == value
    if pile == "animals":
        return lambda card: card.animal == value
    if pile == "weapons":
        kind, left, right = value["kind"], value["left"], value["right"]
        return lambda card: (
            (card.weapon.kind, card.weapon.left, card.weapon.right)
            == (
                kind,
                left,
                right,
            )
        )
    if pile == "spells":
        spell = spell_data(value)
        return lambda card: card.spell.to_json() == spell
    known = value["gem"] if value["gem"] is not None else gem
    return (lambda card: card.gem == known) if known is not None else (lambda card: True)


def _both(first: Fits, second: Fits) -> Fits:
    return lambda card: first(card) and second(card)


def read_view(view: View) -> Plan:
    """The game's past as the view tells it (deterministic: no sampling here)."""
    players = view["players"]
    rounds: list[_Round] = []
    steps: list[tuple[str, Any]] = []
    counts: dict[tuple[int, str], int] = {}
    gems_heard: dict[tuple[int, int], int] = {}  # (seat, index in his Gem pile) -> class
    # (round index, slot) -> what an Expert put there showed the card to be: the
    # log names that Area (a Gem's class where it names every class), and a card
    # whose type the first player changed (R5) is taken as another.
    assigned: dict[tuple[int, int], Fits] = {}
    log = view["log"]
    if log["start"] != 0:
        raise WorldError("log: a computer player reads the whole log, from its start")
    for entry in log["entries"]:
        kind = entry["kind"]
        if kind == "reveal":
            rounds.append(_Round(entry["seat"], entry["cards"]))
        elif kind == "assign":
            steps.append(("move", Move("assign", card=entry["slot"], expert=entry["expert"])))
            area = entry_area(entry)
            if area is not None:
                assigned[len(rounds) - 1, entry["slot"]] = _in_pile(entry["pile"], area, None)
            elif "gem" in entry:
                assigned[len(rounds) - 1, entry["slot"]] = _in_pile(
                    "gems", {"gem": entry["gem"]}, None
                )
        elif kind == "take":
            seat, pile, slot = entry["seat"], entry["pile"], entry["slot"]
            index = counts.get((seat, pile), 0)
            counts[seat, pile] = index + 1
            rounds[-1].taken[slot] = (seat, pile, index)
            if "gem" in entry:
                gems_heard[seat, index] = entry["gem"]
            # R5: with a swap, the Expert played fills that pile.
            swap = PILE_EXPERT[pile] if entry["swapped"] is not None else None
            steps.append(("move", Move("take", card=slot, swap=swap)))
        elif kind == "decided":
            steps.append(("decide", (entry["seat"], entry["choices"])))
    if not rounds:
        raise WorldError("log: no round was revealed")
    constraints: dict[tuple[int, int], Fits] = {}
    for r, played in enumerate(rounds):
        for slot in range(played.cards):
            if slot in played.taken:
                seat, pile, index = played.taken[slot]
                value = pile_cards(players[seat]["piles"], pile)[index]
                constraints[r, slot] = _in_pile(pile, value, gems_heard.get((seat, index)))
            else:
                shown = view["table"][slot] if r == len(rounds) - 1 else None
                if shown is None:
                    raise WorldError(f"table[{slot}]: a card neither taken nor on the table")
                constraints[r, slot] = _same_card(shown["card"])
            also = assigned.get((r, slot))
            if also is not None:
                constraints[r, slot] = _both(constraints[r, slot], also)
    config = GameConfig(
        names=tuple(p["name"] for p in players),
        variant=view["variant"],
        animal_reference=view["animal_reference"]["code"],
        first_player=rounds[0].first,
        memory_aid=bool(view.get("memory_aid")),
    )
    return Plan(
        config,
        view["animal_reference"]["code"],
        rounds,
        steps,
        view["deck_left"],
        constraints,
    )


def fitting_cards(plan: Plan) -> dict[tuple[int, int], list[int]]:
    """Each seen position's cards that fit it (deck order), worked out once a plan."""
    found = plan.candidates
    if found is None:
        deck = load_deck()
        fits = plan.constraints
        found = plan.candidates = {
            pos: [c.id for c in deck if fits[pos](c)] for pos in sorted(fits)
        }
    return found


def _matching(plan: Plan, rng: Random) -> dict[tuple[int, int], int]:
    """One card id for each seen position, each card once, at random among the
    matchings (augmenting paths over shuffled candidates)."""
    candidates = {pos: ids[:] for pos, ids in fitting_cards(plan).items()}
    for ids in candidates.values():
        rng.shuffle(ids)
    owner: dict[int, tuple[int, int]] = {}

    def place(pos: tuple[int, int], seen: set[int]) -> bool:
        for card in candidates[pos]:
            if card in seen:
                continue
            seen.add(card)
            if card not in owner or place(owner[card], seen):
                owner[card] = pos
                return True
        return False

    # The most constrained first: fewer dead ends for the augmenting paths.
    order = sorted(candidates, key=lambda pos: (len(candidates[pos]), rng.random()))
    for pos in order:
        if not place(pos, set()):
            raise WorldError(f"no card fits round {pos[0] + 1}, card {pos[1] + 1}")
    return {pos: card for card, pos in owner.items()}


def _options(state: State, move: Move) -> tuple[str, Sequence[str], str | None] | None:
    """A final-choice move's key, that choice's values, and its value now; None
    for a move that is no change of a choice (confirm)."""
    assert state.scoring is not None and state.scoring.pending is not None
    pending = state.scoring.pending
    if move.type == "universal":
        assert move.spell is not None
        return "pile", DESTINATIONS, pending.universal[move.spell]
    if move.type == "protect":
        assert move.spell is not None
        return "kind", WEAPONS, pending.protection[move.spell]
    if move.type == "side":
        return "side", SIDES, pending.side
    return None


def _settle_choices(state: State, target: FinalChoices, moves_made: int) -> State:
    """The deciding player's choices made ``target`` through the engine's own
    moves (``choice_changes``), in exactly ``moves_made`` moves when that is more
    than the changes needed (the view says how many moves its player may
    undo): a change made by way of another value, and changes undone again,
    end where the direct ones would."""
    assert state.scoring is not None and state.scoring.pending is not None
    changes = choice_changes(state.scoring.pending, target)
    extra = moves_made - len(changes)
    for move in changes:
        found = _options(state, move)
        assert found is not None
        key, options, now = found
        middle = next((o for o in options if o not in (now, getattr(move, key))), None)
        if extra % 2 and middle is not None:
            state = step(state, _with(move, key, middle))
            extra -= 1
        state = step(state, move)
    while extra > 0:
        path = next(
            (c for m in legal_moves(state) if (c := _cycle(state, m, 3 if extra % 2 else 2))),
            None,
        )
        if path is None or len(path) > extra:
            raise WorldError("scoring: the count of changes to undo cannot be matched")
        for move in path:
            state = step(state, move)
        extra -= len(path)
    return state


def _cycle(state: State, move: Move, length: int) -> list[Move] | None:
    """``length`` moves of one choice that end where it started, or None."""
    found = _options(state, move)
    if found is None:
        return None
    key, options, now = found
    others = [o for o in options if o != now]
    if len(others) < length - 1:
        return None
    return [_with(move, key, o) for o in others[: length - 1]] + [_with(move, key, now)]


def _with(move: Move, key: str, value: Any) -> Move:
    """The same choice with another value (a pile, a Weapon kind or a side)."""
    changes: dict[str, Any] = {key: value}
    return replace(move, **changes)


def replay_plan(plan: Plan, deck: tuple[int, ...], view: View) -> State:
    """The game dealt from ``deck`` and played as the plan says, to the view's moment."""
    state = deal(plan.config, deck, plan.reference)
    for kind, item in plan.steps:
        if kind == "move":
            state = step(state, item)
        else:
            seat, choices = item
            if state.to_act != seat or state.phase != "scoring":
                raise WorldError(f"log: seat {seat} decided out of turn")
            for move in choice_moves(state, FinalChoices.from_json(choices)):
                state = step(state, move)
    scoring = view.get("scoring")
    if state.phase == "scoring" and scoring is not None and "pending" in scoring:
        mine = view["viewer"] == state.to_act
        pending = FinalChoices.from_json(scoring["pending"])
        state = _settle_choices(state, pending, view["undoable"] if mine else 0)
    return state


def sample_deal(view: View, rng: Random, plan: Plan | None = None) -> tuple[int, ...]:
    """The deck of a game that gives this view back, top card first: the seen
    cards matched to their positions, then the unseen ones at random (see the
    module docstring).  :func:`replay_plan` plays the view's moves on it."""
    plan = plan or read_view(view)
    placed = _matching(plan, rng)
    seen = [placed[pos] for pos in sorted(placed)]  # round by round, slot by slot: the deal's top
    rest = [c.id for c in load_deck() if c.id not in set(seen)]
    rng.shuffle(rest)
    n = plan.config.players
    dealt = n * ROUNDS
    if len(seen) + plan.deck_left != dealt:
        raise WorldError(f"deck_left: {plan.deck_left} cards left after {len(seen)} seen")
    return (*seen, *rest[: plan.deck_left])


def sample_world(view: View, rng: Random, plan: Plan | None = None) -> State:
    """A full game that gives this view back (see the module docstring).

    ``plan`` is :func:`read_view`'s reading of the same view, for a caller
    sampling many worlds from one view.
    """
    plan = plan or read_view(view)
    return replay_plan(plan, sample_deal(view, rng, plan), view)


def sample_games(
    view: View, rng: Random, count: int, plan: Plan | None = None
) -> list[tuple[Playout, list[int]]]:
    """``count`` worlds of a view of the assign or take phase as playouts, each
    with the ids of the cards its seat has not seen: as ``count`` calls of
    :func:`sample_world` would deal them (the same draws of ``rng``, in the same
    order), but the view's moves are replayed through ``step`` once: the other
    worlds are that game with their own cards put in place
    (:meth:`Playout.relabeled`), the moves being the same."""
    plan = plan or read_view(view)
    decks = [sample_deal(view, rng, plan) for _ in range(count)]
    game = Playout.from_state(replay_plan(plan, decks[0], view))
    everything = [c.id for c in load_deck()]
    out = []
    for k, deck in enumerate(decks):
        world = game.relabeled(dict(zip(decks[0], deck, strict=True))) if k else game
        placed = {c for c in world.market if c is not None}
        for own in world.piles:
            for pile in own:
                placed.update(pile)
        out.append((world, [c for c in everything if c not in placed]))
    return out
