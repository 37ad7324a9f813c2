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
from ..model.deck import load_animal_references, load_deck, reference_text
from ..model.errors import InputError
from ..model.i18n import N_, _
from ..scoring import outlook_of, outlooks_of, propose, score_table
from .engine import ROUNDS, State, choices_after, legal_moves, moves_in_a_row
from .events import Event, ExpertsReturn, FirstPlayer, GameEnd, Reveal, Take
from .log import gem_visible, render
from .moves import Move
from .since import since_last_turn
from .words import area_shorts, area_texts, spell_short, spell_text

VIEW_FORMAT = "golden-sails-view"


def moves_of(shown: dict[str, Any]) -> list[Move]:
    """A view's ``legal_moves`` (JSON, as the page reads them) as Moves, in order."""
    return [Move.from_json(move) for move in shown["legal_moves"]]


def view(
    state: State, viewer: int | None, *, memory_aid: bool | None = None, reveal: bool = False
) -> dict[str, Any]:
    """What ``viewer`` may see of ``state``.

    ``memory_aid`` True gives the log of a player with perfect memory (R8's
    optional aid: every announced Gem class kept), as a computer player has;
    None: as the game was set up.  ``reveal`` True shows everything a player
    could hide (every Gem, in the piles and in the log; in the secretive
    variant every hand of Experts and the discards): only for a step of a
    game that is over, where no secret is left to keep (R8-R10).
    """
    n = state.players
    if viewer is not None and (isinstance(viewer, bool) or not 0 <= viewer < n):
        raise InputError(f"viewer: {viewer!r} is not a seat of this game")
    config = state.config
    memory = True if reveal else config.memory_aid if memory_aid is None else memory_aid
    final = state.phase in ("scoring", "over")  # the Gems are revealed at final scoring
    events = state.events()
    out: dict[str, Any] = {
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
        "log": render(events, config.names, viewer, config.variant, memory),
    }
    # What happened since the viewer's last turn (on the table's view: since the
    # last turn of the player to act, whom the phone goes to), as he heard it.
    heard = viewer if viewer is not None else state.to_act
    out["since"] = (
        None if state.phase == "over" else {"seat": heard, "items": since_last_turn(state, heard)}
    )
    mine = viewer is not None and viewer == state.to_act and state.phase != "over"
    out["legal_moves"] = [move.to_json() for move in legal_moves(state)] if mine else []
    out["undoable"] = moves_in_a_row(state) if mine else 0
    if final:
        out["scoring"] = _scoring(state)
        if mine:
            out["scoring"]["options"] = _options(state)
    return out


def _reference(code: str) -> dict[str, Any]:
    ref = load_animal_references()[code]
    return {"code": code, "text": reference_text(ref), "reconstructed": ref.reconstructed}


def _table(state: State) -> list[dict[str, Any] | None]:
    """The revealed Goods: face up, every Area visible to all."""
    deck = load_deck()
    out: list[dict[str, Any] | None] = []
    for card_id, expert in zip(state.market, state.experts, strict=True):
        if card_id is None:
            out.append(None)
            continue
        card = deck[card_id].to_json()
        del card["id"]
        card["spell"]["text"] = deck[card_id].spell.describe()
        card["areas"] = area_texts(deck[card_id])
        card["short"] = area_shorts(deck[card_id])
        slot: dict[str, Any] = {"card": card, "expert": None}
        if expert is not None:
            name = EXPERTS[expert[1]]
            slot["expert"] = {"seat": expert[0], "expert": name, "pile": EXPERT_PILE[name]}
        out.append(slot)
    return out


def _player(state: State, seat: int, viewer: int | None, final: bool) -> dict[str, Any]:
    deck = load_deck()
    own = state.piles[seat]
    variant = state.config.variant
    piles: dict[str, list[Any]] = {}
    for pile, cards in zip(PILES, own, strict=True):
        if pile == "gems":
            shown = gem_visible(seat, viewer, variant, final=final)
            piles[pile] = [{"gem": deck[c].gem if shown else None} for c in cards]
        elif pile == "spices":
            piles[pile] = [deck[c].spice for c in cards]
        elif pile == "animals":
            piles[pile] = [deck[c].animal for c in cards]
        elif pile == "weapons":
            piles[pile] = [
                {**deck[c].weapon.to_json(), "text": deck[c].weapon.describe()} for c in cards
            ]
        else:
            piles[pile] = [
                {
                    **deck[c].spell.to_json(),
                    "text": spell_text(deck[c].spell),
                    "short": spell_short(deck[c].spell),
                }
                for c in cards
            ]
            _mark_moves(state, seat, piles[pile], [deck[c] for c in cards])
    hand = state.hands[seat]
    player: dict[str, Any] = {
        "seat": seat,
        "name": state.config.names[seat],
        "piles": piles,
        "experts_count": sum(hand),
    }
    # R9: in the secretive variant a player's remaining Experts are his own secret.
    if variant != "secretive" or viewer == seat or final:
        player["experts"] = {EXPERTS[e]: hand[e] for e in range(5) if hand[e]}
    else:
        player["experts"] = None
    return player


def _mark_moves(
    state: State, seat: int, spells: list[dict[str, Any]], cards: list[GoodsCard]
) -> None:
    """At final scoring, each Universal Good its owner has sent to another pile (his
    choices made, or the deciding player's as they stand, R12) says where it goes:
    ``moved`` (the pile) and its words.  The card stays listed in the Spell pile, as
    the state holds it until the scores."""
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
            moved = _(MOVED_ATOP[pile])
            entry["text"] = moved.format(card=entry["text"], area=area_texts(card)[pile])


# A Universal Good's card after its final choice (R12): one sentence per pile, so
# each language gives the pile its own case.  {card} is the card's Spell text.
MOVED_ATOP = {
    "gems": N_("{card}: moved atop the Gems pile, as {area}"),
    "spices": N_("{card}: moved atop the Spices pile, as {area}"),
    "animals": N_("{card}: moved atop the Animals pile, as {area}"),
    "weapons": N_("{card}: moved atop the Weapons pile, as {area}"),
}


def _discards(state: State, reveal: bool) -> dict[str, Any]:
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


def _announce(state: State, events: list[Event]) -> dict[str, Any] | None:
    """R8: the class of a Gem just taken is shown to every player, at that moment
    only: until the next decision (D5), whatever the round's end brought."""
    for event in reversed(events):
        match event:
            case Reveal() | FirstPlayer() | ExpertsReturn() | GameEnd():
                continue
            case Take(seat=seat, pile="gems", card=card):
                return {
                    "seat": seat,
                    "name": state.config.names[seat],
                    "gem": load_deck()[card].gem,
                }
        return None
    return None


def _scoring(state: State) -> dict[str, Any]:
    scoring = state.scoring
    assert scoring is not None
    table = scoring.table
    out: dict[str, Any] = {
        "order": list(table.decision_order()),
        "decided": [c.to_json() if c is not None else None for c in scoring.decided],
    }
    if state.phase == "scoring":
        assert scoring.pending is not None
        decided = {s: c for s, c in enumerate(scoring.decided) if c is not None}
        out["deciding"] = state.to_act
        out["proposal"] = propose(table, state.to_act, decided).to_json()
        out["pending"] = scoring.pending.to_json()
        # D18: what the choices as they stand leave him, sure and at best.
        out["outlook"] = outlook_of(table, state.to_act, scoring.pending, decided).to_json()
    else:
        choices = {s: c for s, c in enumerate(scoring.decided) if c is not None}
        sheet = score_table(table, choices)
        out["sheet"] = sheet.to_json()
        out["verdict"] = sheet.verdict()
    return out


def _options(state: State) -> list[dict[str, int]]:
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
