"""``view(state, viewer)``: the only door from a state to a screen, a log or the bridge.

It strips whatever the viewer may not see (R8-R10): the deck's order, other
players' Gem classes (standard and secretive variants), and in the secretive
variant other players' Experts and the Expert discards.  ``viewer`` is a seat,
or None for the table at large (the handoff screen): then nothing private of
anyone is shown.  Card ids never leave: a Gem's id would give its class away.

A finished game's replay (golden_sails.teach.replays) asks for ``reveal=True``:
the game is over, so nothing is private any more, at any step of it.
"""

from __future__ import annotations

from typing import Any

from ..model.cards import EXPERT_PILE, EXPERTS, PILES, GoodsCard
from ..model.deck import load_animal_references, load_deck
from ..model.errors import InputError
from ..scoring import outlook_of, outlooks_of, propose, score_table
from .engine import ROUNDS, State, choices_after, legal_moves, moves_in_a_row
from .events import Event, ExpertsReturn, FirstPlayer, GameEnd, Reveal, Take
from .log import choices_facts, entries, gem_visible
from .moves import Move
from .seen import (
    Announce,
    CardFacts,
    Discards,
    OnCard,
    Option,
    PilesFacts,
    PileSpell,
    PlayerFacts,
    Reference,
    Risk,
    ScoringFacts,
    Slot,
    View,
)
from .since import since_last_turn

VIEW_FORMAT = "golden-sails-view"


def moves_of(shown: View) -> list[Move]:
    """A view's ``legal_moves`` (JSON, as the page reads them) as Moves, in order."""
    return [Move.from_json(move) for move in shown["legal_moves"]]


def view(
    state: State,
    viewer: int | None,
    *,
    memory_aid: bool | None = None,
    reveal: bool = False,
) -> View:
    """What ``viewer`` may know of ``state``, as facts (golden_sails.game.seen):
    no word, in any language.

    ``memory_aid`` True gives the log of a player with perfect memory (R8's
    optional aid: every announced Gem class kept), as a computer player has;
    None: as the game was set up.  ``reveal`` True shows everything a player
    could hide (every Gem, in the piles and in the log; in the secretive
    variant every hand of Experts and the discards): only for a step of a
    game that is over, where no secret is left to keep (R8-R10).  The log is
    whole (``start`` 0): the bridge cuts the part the page has not had
    (golden_sails.app.screens.answer).
    """
    n = state.players
    if viewer is not None and (isinstance(viewer, bool) or not 0 <= viewer < n):
        raise InputError(f"viewer: {viewer!r} is not a seat of this game")
    config = state.config
    memory = True if reveal else config.memory_aid if memory_aid is None else memory_aid
    final = state.phase in ("scoring", "over")  # the Gems are revealed at final scoring
    events = state.events()
    logged = entries(events, viewer, config.variant, memory)
    mine = viewer is not None and viewer == state.to_act and state.phase != "over"
    # What happened since the viewer's last turn (on the table's view: since the
    # last turn of the player to act, whom the phone goes to), as he heard it.
    heard = viewer if viewer is not None else state.to_act
    out: View = {
        "format": VIEW_FORMAT,
        "viewer": viewer,
        "variant": config.variant,
        "round": state.round,
        "rounds": ROUNDS,
        "phase": state.phase,
        "first_player": state.first,
        "to_act": None if state.phase == "over" else state.to_act,
        "animal_reference": _reference(state.reference),
        "deck_left": len(state.deck),
        "table": _table(state),
        "players": [_player(state, seat, viewer, final or reveal) for seat in range(n)],
        "discards": _discards(state, reveal),
        "announce": _announce(state, events),
        "memory_aid": memory,
        "log": {"start": 0, "entries": logged, "changed": []},
        "since": (
            None
            if state.phase == "over"
            else {"seat": heard, "items": since_last_turn(state, heard)}
        ),
        "legal_moves": [move.to_json() for move in legal_moves(state)] if mine else [],
        "undoable": moves_in_a_row(state) if mine else 0,
    }
    if final:
        out["scoring"] = _scoring(state)
        if mine:
            out["scoring"]["options"] = _options(state)
    return out


def _reference(code: str) -> Reference:
    ref = load_animal_references()[code]
    return {"code": code, "reconstructed": ref.reconstructed}


def _table(state: State) -> list[Slot | None]:
    """The revealed Goods: face up, every Area visible to all."""
    deck = load_deck()
    out: list[Slot | None] = []
    for card_id, expert in zip(state.market, state.experts, strict=True):
        if card_id is None:
            out.append(None)
            continue
        card = deck[card_id]
        facts: CardFacts = {
            "spell": card.spell.to_json(),
            "gem": card.gem,
            "spice": card.spice,
            "animal": card.animal,
            "weapon": card.weapon.to_json(),
        }
        on: OnCard | None = None
        if expert is not None:
            name = EXPERTS[expert[1]]
            on = {"seat": expert[0], "expert": name, "pile": EXPERT_PILE[name]}
        out.append({"card": facts, "expert": on})
    return out


def _player(state: State, seat: int, viewer: int | None, final: bool) -> PlayerFacts:
    deck = load_deck()
    own = state.piles[seat]
    variant = state.config.variant
    shown = gem_visible(seat, viewer, variant, final=final)
    spells, gems, spices, animals, weapons = (
        [deck[c] for c in own[PILES.index(pile)]] for pile in PILES
    )
    piles: PilesFacts = {
        "spells": [card.spell.to_json() for card in spells],  # type: ignore[misc]
        "gems": [{"gem": card.gem if shown else None} for card in gems],
        "spices": [card.spice for card in spices],
        "animals": [card.animal for card in animals],
        "weapons": [card.weapon.to_json() for card in weapons],
    }
    _mark_moves(state, seat, piles["spells"], spells)
    hand = state.hands[seat]
    # R9: in the secretive variant a player's remaining Experts are his own secret.
    hidden = variant == "secretive" and viewer != seat and not final
    return {
        "seat": seat,
        "name": state.config.names[seat],
        "piles": piles,
        "experts_count": sum(hand),
        "experts": None if hidden else {EXPERTS[e]: hand[e] for e in range(5) if hand[e]},
    }


def _mark_moves(
    state: State, seat: int, spells: list[PileSpell], cards: list[GoodsCard]
) -> None:
    """At final scoring, each Universal Good its owner has sent to another pile (his
    choices made, or the deciding player's as they stand, R12) says where it goes:
    ``moved`` (the pile).  The card stays listed in the Spell pile, as the state
    holds it until the scores."""
    scoring = state.scoring
    if scoring is None:
        return
    choices = scoring.decided[seat]
    if choices is None and state.phase == "scoring" and seat == state.to_act:
        choices = scoring.pending
    if choices is None:
        return
    k = 0
    for entry, card in zip(spells, cards, strict=True):
        if card.spell.power != "universal":
            continue
        pile = choices.universal[k]
        k += 1
        if pile != "spells":
            entry["moved"] = pile


def _discards(state: State, reveal: bool) -> Discards:
    """The Expert discard pile: each type is held by n players at a return (R6)."""
    n = state.players
    counts = [n] * 5
    for hand in state.hands:
        for e in range(5):
            counts[e] -= hand[e]
    for expert in state.experts:
        if expert is not None:
            counts[expert[1]] -= 1
    total = sum(counts)
    hidden = state.config.variant == "secretive" and state.phase not in ("scoring", "over")
    if hidden and not reveal:
        return {"count": total, "experts": None}  # R9: face down
    return {"count": total, "experts": {EXPERTS[e]: counts[e] for e in range(5) if counts[e]}}


def _announce(state: State, events: list[Event]) -> Announce | None:
    """R8: the class of a Gem just taken is shown to every player, at that moment
    only: until the next decision (D5), whatever the round's end brought."""
    for event in reversed(events):
        match event:
            case Reveal() | FirstPlayer() | ExpertsReturn() | GameEnd():
                continue
            case Take(seat=seat, pile="gems", card=card):
                return {"seat": seat, "gem": load_deck()[card].gem}
        return None
    return None


def _scoring(state: State) -> ScoringFacts:
    """Final scoring's facts: the order of decisions (R11), the choices made, and
    for the player deciding the proposal (D18), his choices as they stand and
    what they leave him; at the end each total and the winners (R18).  The
    words (the proposal's reasons, the score sheet's) are the screen's."""
    scoring = state.scoring
    assert scoring is not None
    table = scoring.table
    out: ScoringFacts = {
        "order": list(table.decision_order()),
        "decided": [choices_facts(c) if c is not None else None for c in scoring.decided],
    }
    decided = {s: c for s, c in enumerate(scoring.decided) if c is not None}
    if state.phase == "scoring":
        assert scoring.pending is not None
        proposal = propose(table, state.to_act, decided)
        out["deciding"] = state.to_act
        out["proposal"] = {
            "seat": proposal.seat,
            "choices": choices_facts(proposal.choices),
            "sure_total": proposal.sure_total,
            "best_total": proposal.best_total,
            "risks": [_risk(r) for r in proposal.risks],
        }
        out["pending"] = choices_facts(scoring.pending)
        # D18: what the choices as they stand leave him, sure and at best.
        seen = outlook_of(table, state.to_act, scoring.pending, decided)
        out["outlook"] = {
            "sure_total": seen.sure,
            "best_total": seen.best,
            "risks": [_risk(r.to_json()) for r in seen.risks],
        }
    else:
        sheet = score_table(table, decided)
        out["totals"] = [player.total for player in sheet.players]
        out["winners"] = list(sheet.winners)
    return out


def _risk(risk: dict[str, Any]) -> Risk:
    return {"seat": risk["seat"], "kind": risk["kind"], "vp": risk["vp"]}


def _options(state: State) -> list[Option]:
    """What each of the deciding player's legal moves leaves him (D18, D24), in the
    order of ``legal_moves``: his total with the choices as that move leaves
    them, sure whatever the players still to decide choose, and at best (for
    the confirm move, the choices as they stand)."""
    scoring = state.scoring
    assert scoring is not None
    decided = {s: c for s, c in enumerate(scoring.decided) if c is not None}
    options = [choices_after(state, move) for move in legal_moves(state)]
    return [
        {"sure_total": seen.sure, "best_total": seen.best}
        for seen in outlooks_of(scoring.table, state.to_act, options, decided)
    ]
