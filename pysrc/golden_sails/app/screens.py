"""What the page draws next: the session's screen, told in words, from the view alone.

Every answer of the bridge's game calls is ``{save, screen, view}``: the save
to store, the view for the seat the session says is looking (the table's
public view on a handoff, R10), and the screen: its name, who acts, the title
and task in words, each legal move with its words, what Undo would do, and at
the end the verdict.  Everything here is read from the view, never from the
state, so a screen cannot show more than its viewer may see.
"""

from __future__ import annotations

from typing import Any

from ..game.moves import Move
from ..game.view import moves_of
from ..game.view import view as view_of
from ..game.words import areas_text, good_many, good_one
from ..model.cards import EXPERT_PILE, parse_areas
from ..model.glossary import expert_name, kind_plural
from ..model.seats import label
from .explain import area_notes, scores_now
from .news import round_panel, since_words
from .saves import to_save
from .session import BOT, HANDOFF, OVER, PLAY, SCORING, Session, final_moves

View = dict[str, Any]


def answer(session: Session) -> dict[str, Any]:
    """The bridge's answer for a session: ``{game, save, screen, view}``."""
    shown = view_of(session.state, session.viewer)
    shown["log"] = with_restores(shown["log"], session)
    return {
        "game": session.game,
        "save": to_save(session.state, session.seats, session.game, session.restored),
        "screen": screen(session, shown),
        "view": shown,
    }


def restore_text(round_no: int) -> str:
    return (
        f"This game was restored from a saved file in round {round_no}. A file can hold "
        "the game as it was at any earlier moment: if that surprises anyone at the table, "
        "say so now."
    )


def with_restores(log: list[dict[str, Any]], session: Session) -> list[dict[str, Any]]:
    """The log with a line at each moment the game was restored from a file, for
    the whole table to read (docs/threat-model.md)."""
    if not session.restored:
        return log
    out = list(log)
    for mark in reversed(session.restored):
        entry = {"round": mark.round, "kind": "restored", "text": restore_text(mark.round)}
        out.insert(mark.events, entry)
    return out


def relation(seat: int, viewer: int | None, players: int) -> str:
    """Where a seat sits from the viewer's place (R1: seat i+1 is seat i's left neighbour)."""
    if viewer is None:
        return ""
    if seat == viewer:
        return "you"
    if players == 2:
        return "opponent"
    if seat == (viewer + 1) % players:
        return "left neighbour"
    if seat == (viewer - 1) % players:
        return "right neighbour"
    return "across the table"


def seat_entries(view: View, kinds: tuple[str, ...]) -> list[dict[str, Any]]:
    """Each seat's name as shown ("Ben (Hard)"), kind, and place from the viewer's."""
    players = view["players"]
    return [
        {
            "seat": seat,
            "name": player["name"],
            "kind": kinds[seat],
            "label": label(player["name"], kinds[seat]),
            "relation": relation(seat, view["viewer"], len(players)),
        }
        for seat, player in enumerate(players)
    ]


def seat_order(view: View) -> list[int]:
    """The seats in the order a table is drawn: the viewer first, then clockwise."""
    n = len(view["players"])
    start = view["viewer"] or 0
    return [(start + k) % n for k in range(n)]


def screen(session: Session, view: View) -> dict[str, Any]:
    name = session.screen
    seats = seat_entries(view, session.seats)
    out: dict[str, Any] = {
        "name": name,
        "viewer": view["viewer"],
        "to_act": view["to_act"],
        "holder": session.holder,
        "seats": seats,
        "seat_order": seat_order(view),
        "undo": session.undoable,
        "task": task(view),
        "status": status(view),
    }
    acting = seats[view["to_act"]]["label"] if view["to_act"] is not None else ""
    labels = [seat["label"] for seat in seats]
    if view["phase"] in ("assign", "take", "scoring"):
        out["scores"] = scores_now(view)
    # The moves since a turn (the viewer's; on the table's view, the next
    # player's) and the round on the table (golden_sails.app.news).
    out["since"] = since_words(view, labels)
    out["round"] = round_panel(view, labels)
    if name in (PLAY, SCORING):
        # Whether each move is past taking back once played (R20): the page
        # asks for a confirmation before those (golden_sails.app.session.final_moves).
        out["moves"] = [
            {**describe_move(view, move), "final": final}
            for move, final in zip(moves_of(view), final_moves(session), strict=True)
        ]
    if name == PLAY:
        out["title"] = f"{acting}, your turn: {out['task']}"
        out["notes"] = area_notes(view)
    elif name == SCORING:
        out["title"] = f"{acting}: final choices"
        out["final"] = final_choices(view, seats)
    elif name == HANDOFF:
        out["title"] = f"Pass to {acting}"
        news = session.restore_news
        if news is not None:
            out["restored"] = restore_text(news.round)
    elif name == BOT:
        out["title"] = f"{acting} is thinking…"
        out["bot"] = seats[view["to_act"]]
    elif name == OVER:
        out["title"] = "Game over"
        out["verdict"] = view["scoring"]["verdict"]
        out["choices"] = [
            choices_text(c) if c is not None else "" for c in view["scoring"]["decided"]
        ]
    return out


def status(view: View) -> str:
    """Where the game stands, for the list of saved games."""
    if view["phase"] == "over":
        return "Finished"
    if view["phase"] == "scoring":
        return "Final scoring"
    return f"Round {view['round']} of {view['rounds']}"


def task(view: View) -> str:
    """What the player to act is about to decide."""
    phase = view["phase"]
    if phase == "assign":
        return "assign an Expert"
    if phase == "take":
        left = [slot for slot in view["table"] if slot is not None]
        if len(left) == 1 and view["to_act"] == view["first_player"]:
            return "take the last Good (you may change its type)"
        return "take a Good"
    if phase == "scoring":
        return "make your final choices"
    return ""


# --- Moves in words ----------------------------------------------------------


def describe_move(view: View, move: Move) -> dict[str, Any]:
    """A legal move with what a button needs: where it goes and its words."""
    kind = move.type
    out: dict[str, Any] = {"move": move.to_json(), "kind": kind}
    if kind in ("assign", "take"):
        slot = move.card
        assert slot is not None
        cell = view["table"][slot]
        areas = cell["card"]["areas"]
        out["slot"] = slot
        if move.expert is not None:  # assign
            pile = EXPERT_PILE[move.expert]
            out.update(pile=pile, expert=move.expert)
            out["label"] = (
                f"Put your {expert_name(move.expert)} on card {slot + 1}: it becomes "
                f"{_a(good_one(pile))} ({areas[pile]})"
            )
            out["short"] = expert_name(move.expert)
        elif move.swap is not None:
            pile = EXPERT_PILE[move.swap]
            out.update(kind="swap", pile=pile, expert=move.swap)
            # R5: the Expert on the card goes to his supply, his own is played there.
            on_card = expert_name(cell["expert"]["expert"])
            out["label"] = (
                f"Change its type: take the {on_card} into your supply, play your "
                f"{expert_name(move.swap)} on card {slot + 1} and take it as "
                f"{_a(good_one(pile))} ({areas[pile]})"
            )
            out["short"] = expert_name(move.swap)
        else:
            pile = cell["expert"]["pile"]
            out["pile"] = pile
            out["label"] = f"Take card {slot + 1}: {_a(good_one(pile))} ({areas[pile]})"
            out["short"] = f"Take {areas[pile]}"
    elif kind == "universal":
        destination, spell = move.pile, move.spell
        assert destination is not None and spell is not None
        out.update(spell=spell, pile=destination)
        out["label"] = f"Universal Good {spell + 1}: {_destination(destination)}"
        out["short"] = (
            "Leave it a Spell" if destination == "spells" else f"To {good_many(destination)}"
        )
    elif kind == "protect":
        weapon, spell = move.kind, move.spell
        assert weapon is not None and spell is not None
        out.update(spell=spell, weapon=weapon)
        kinds = kind_plural(weapon)
        out["label"] = f"Protection Spell {spell + 1}: protect from {kinds}"
        out["short"] = f"From {kinds}"
    elif kind == "side":
        out["side"] = move.side
        out["label"] = f"Weapons: use the {move.side} side against your opponent"
        out["short"] = f"Use the {move.side} side"
    else:  # confirm
        scoring = view["scoring"]
        proposed = scoring["pending"] == scoring["proposal"]["choices"]
        out["label"] = "Accept the proposal" if proposed else "Accept my choices"
        out["short"] = out["label"]
    return out


def _a(word: str) -> str:
    return ("an " if word[0] in "AEIOU" else "a ") + word


def _destination(pile: str) -> str:
    return (
        "leave it in the Spell pile"
        if pile == "spells"
        else f"move it to the {good_many(pile)} pile"
    )


def choices_text(choices: dict[str, Any]) -> str:
    """A player's final choices in words."""
    parts = []
    for k, pile in enumerate(choices["universal"]):
        where = "stays a Spell" if pile == "spells" else f"goes to the {good_many(pile)} pile"
        parts.append(f"Universal Good {k + 1} {where}")
    for k, kind in enumerate(choices["protection"]):
        parts.append(f"Protection Spell {k + 1} from {kind_plural(kind)}")
    if choices["side"]:
        parts.append(f"Weapons use the {choices['side']} side")
    return "; ".join(parts) if parts else "nothing to choose"


def final_choices(view: View, seats: list[dict[str, Any]]) -> dict[str, Any]:
    """The final-choices screen in words: the order, the proposal, each choice."""
    scoring = view["scoring"]
    deciding = scoring["deciding"]
    order = []
    for seat in scoring["order"]:
        decided = scoring["decided"][seat]
        if decided is not None:
            state, text = "decided", f"decided: {choices_text(decided)}"
        elif seat == deciding:
            state, text = "deciding", "deciding now"
        else:
            state, text = "waiting", "decides later"
        order.append({"seat": seat, "name": seats[seat]["label"], "state": state, "text": text})
    proposal = scoring["proposal"]
    pending = scoring["pending"]
    chosen = proposal["choices"]
    me = view["players"][deciding]
    cards = [s for s in me["piles"]["spells"] if s["power"] == "universal"]
    items: list[dict[str, Any]] = []
    for k, pile in enumerate(pending["universal"]):
        card = cards[k]["card"]
        items.append(
            {
                "kind": "universal",
                "spell": k,
                "title": f"Universal Good {k + 1}",
                "about": areas_text(parse_areas(card, "card")),
                "now": "stays in the Spell pile"
                if pile == "spells"
                else f"goes to the {good_many(pile)} pile",
                "proposed": chosen["universal"][k] == pile,
            }
        )
    for k, kind in enumerate(pending["protection"]):
        items.append(
            {
                "kind": "protect",
                "spell": k,
                "title": f"Protection Spell {k + 1}",
                "now": f"protects from {kind_plural(kind)}",
                "proposed": chosen["protection"][k] == kind,
            }
        )
    if pending["side"]:
        items.append(
            {
                "kind": "side",
                "title": "Weapon side (2 players)",
                "now": f"your Weapons use their {pending['side']} values",
                "proposed": chosen["side"] == pending["side"],
            }
        )
    position = scoring["order"].index(deciding) + 1
    return {
        "order": order,
        "hint": (
            "Players decide one by one, from the first player of round 12, clockwise. "
            f"You decide {_ordinal(position)} of {len(scoring['order'])}."
        ),
        "proposal": proposal_words(proposal, chosen, pending),
        "mine": outlook_words(scoring["outlook"]),
        "items": items,
    }


def outlook_words(outlook: dict[str, Any]) -> dict[str, Any]:
    """A total at final scoring in words (D18): the VP sure whatever the players
    still to decide choose, the best case, and which of their choices would
    lower it from the one to the other."""
    sure, best = outlook["sure_total"], outlook["best_total"]
    if best == sure:
        total = f"{sure} VP, whatever the players after you choose."
    else:
        total = f"{sure} VP for sure, whatever the players after you choose; {best} VP at best."
    return {
        "total": total,
        "risks": [f"If {r['text']}: {r['vp']} VP less." for r in outlook["risks"]],
        "sure_total": sure,
        "best_total": best,
    }


def proposal_words(
    proposal: dict[str, Any], chosen: dict[str, Any], pending: dict[str, Any]
) -> dict[str, Any]:
    """The proposal in words (R11, D18): what it is, and its total as
    :func:`outlook_words` tells it."""
    return {
        "text": (
            f"Proposed: {choices_text(chosen)}. Of your choices, it leaves you the most VP "
            "you can be sure of."
        ),
        **outlook_words(proposal),
        "why": proposal["why"],
        "accepted": pending == chosen,
    }


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 < 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"
