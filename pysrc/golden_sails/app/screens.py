"""What the page draws next: the session's screen, told in words, from the view alone.

Every answer of the bridge's game calls is ``{save, screen, view}``: the save
to store, the view for the seat the session says is looking (the table's
public view on a handoff, R10), and the screen: its name, who acts, the title
and task in words, each legal move with its words, what Undo would do, and at
the end the verdict.  Everything here is read from the view, never from the
state, so a screen cannot show more than its viewer may see.
"""

from __future__ import annotations

from typing import Any, Final

from ..game.moves import Move
from ..game.view import moves_of
from ..game.view import view as view_of
from ..game.words import areas_text
from ..model.cards import EXPERT_PILE, parse_areas
from ..model.glossary import PROTECTION_FROM, capitalised, expert_name, kind_plural
from ..model.i18n import N_, NP_, _, ngettext, pgettext
from ..model.seats import humans, label
from .explain import area_notes, scores_now
from .news import A_GOOD, TAKES, round_panel, since_words
from .saves import to_save
from .session import BOT, FINAL, GRACE, HANDOFF, OVER, PLAY, SCORING, Session, move_outcomes

View = dict[str, Any]

# A Good with its article after "it becomes" (assigning an Expert) and after
# "take it as" (changing the last card's type); after "takes", news.A_GOOD.
_BECOMES = {
    "spells": NP_("it becomes", "a Spell"),
    "gems": NP_("it becomes", "a Gem"),
    "spices": NP_("it becomes", "a Spice"),
    "animals": NP_("it becomes", "an Animal"),
    "weapons": NP_("it becomes", "a Weapon"),
}
_TAKE_AS = {
    "spells": NP_("take it as", "a Spell"),
    "gems": NP_("take it as", "a Gem"),
    "spices": NP_("take it as", "a Spice"),
    "animals": NP_("take it as", "an Animal"),
    "weapons": NP_("take it as", "a Weapon"),
}
# A card's button, short: "Take {area}", one entry per Good type (its context),
# so a language gives each its own case ("Take Unicorn", "Take Gem 5").
_TAKE_AREA = {
    "spells": ("Spell", NP_("Spell", "Take {area}")),
    "gems": ("Gem", NP_("Gem", "Take {area}")),
    "spices": ("Spice", NP_("Spice", "Take {area}")),
    "animals": ("Animal", NP_("Animal", "Take {area}")),
    "weapons": ("Weapon", NP_("Weapon", "Take {area}")),
}
# "You decide 2nd of 3": the position's ordinal (the players are 2 to 4).
_ORDINALS = {
    1: NP_("ordinal", "{n}st"),
    2: NP_("ordinal", "{n}nd"),
    3: NP_("ordinal", "{n}rd"),
    4: NP_("ordinal", "{n}th"),
}


def answer(session: Session) -> dict[str, Any]:
    """The bridge's answer for a session: ``{game, save, screen, view}``."""
    shown = view_of(session.state, session.viewer)
    shown["log"] = with_restores(shown["log"], session)
    return {
        "game": session.game,
        "save": to_save(
            session.state, session.seats, session.game, session.restored, session.hint_counts
        ),
        "screen": screen(session, shown),
        "view": shown,
    }


def restore_text(round_no: int) -> str:
    return _(
        "This game was restored from a saved file in round {round}. A file can hold "
        "the game as it was at any earlier moment: if that surprises anyone at the table, "
        "say so now."
    ).format(round=round_no)


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
        # The game's moves so far: the moment on screen, for a call about it (sheet_now).
        "turn": len(session.state.moves()),
        # The hints asked by the person whose view this is (the contract's
        # data-hints); None on the table's view, which is nobody's.  Every
        # seat's count is no secret: the game's end and its replay say them.
        "hints": hints_of(session),
        "hint_counts": list(session.hint_counts),
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
        # asks for a confirmation before those; a computer's answer to a grace
        # move waits long enough for Undo (golden_sails.app.session.move_outcomes, D23).
        out["moves"] = [
            {**describe_move(view, move), "final": outcome == FINAL, "grace": outcome == GRACE}
            for move, outcome in zip(moves_of(view), move_outcomes(session), strict=True)
        ]
    if name == SCORING:
        out["moves"] = with_worth(view, out["moves"])
    if name == PLAY:
        # A person alone at the table needs no name: the phone is his; between
        # people his name alone says whose turn it is (issue 37: one line).
        out["title"] = (
            _("Your turn: {task}").format(task=out["task"])
            if len(humans(session.seats)) == 1
            else _("{player}: {task}").format(player=acting, task=out["task"])
        )
        out["notes"] = area_notes(view)
    elif name == SCORING:
        out["title"] = _("{player}: final choices").format(player=acting)
        out["final"] = final_choices(view, seats)
    elif name == HANDOFF:
        out["title"] = _("Pass to {player}").format(player=acting)
        news = session.restore_news
        if news is not None:
            out["restored"] = restore_text(news.round)
    elif name == BOT:
        out["title"] = _("{player} is thinking…").format(player=acting)
        out["bot"] = seats[view["to_act"]]
    elif name == OVER:
        out["title"] = _("Game over")
        out["verdict"] = view["scoring"]["verdict"]
        out["choices"] = [
            choices_text(c) if c is not None else "" for c in view["scoring"]["decided"]
        ]
        out["hints_said"] = hints_said(view, session.seats, session.hint_counts)
    return out


def hints_of(session: Session) -> int | None:
    """How many hints the person looking has asked: the seat whose view is on
    screen, or the one person at a table of computers (his game's end is his);
    None where the screen is the table's, nobody's."""
    seat = session.viewer
    if seat is None:
        people = humans(session.seats)
        seat = people[0] if len(people) == 1 else None
    return None if seat is None else session.hint_counts[seat]


def hints_said(view: View, kinds: tuple[str, ...], hints: tuple[int, ...] | None) -> list[str]:
    """Each seat that asked for hints, and how many: "Ann used 3 hints." (a game
    played with hints is marked so, at its end and in its replay)."""
    if hints is None:
        return []
    return [
        ngettext("{player} used {n} hint.", "{player} used {n} hints.", n).format(
            player=entry["label"], n=n
        )
        for entry, n in zip(seat_entries(view, kinds), hints, strict=True)
        if n
    ]


def status(view: View) -> str:
    """Where the game stands, for the list of saved games."""
    if view["phase"] == "over":
        return _("Finished")
    if view["phase"] == "scoring":
        return _("Final scoring")
    return _("Round {round} of {rounds}").format(round=view["round"], rounds=view["rounds"])


def task(view: View) -> str:
    """What the player to act is about to decide."""
    phase = view["phase"]
    if phase == "assign":
        return _("assign an Expert")
    if phase == "take":
        left = [slot for slot in view["table"] if slot is not None]
        if len(left) == 1 and view["to_act"] == view["first_player"]:
            return _("take the last Good (you may change its type)")
        return _("take a Good")
    if phase == "scoring":
        return _("make your final choices")
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
            out["label"] = _("Put your {expert} on card {card}: it becomes {good} ({area})").format(
                expert=expert_name(move.expert),
                card=slot + 1,
                good=pgettext("it becomes", _BECOMES[pile]),
                area=areas[pile],
            )
            out["short"] = capitalised(expert_name(move.expert))
        elif move.swap is not None:
            pile = EXPERT_PILE[move.swap]
            out.update(kind="swap", pile=pile, expert=move.swap)
            # R5: the Expert on the card goes to his supply, his own is played there.
            on_card = expert_name(cell["expert"]["expert"])
            out["label"] = _(
                "Change its type: take the {swapped} into your supply, play your "
                "{expert} on card {card} and take it as {good} ({area})"
            ).format(
                swapped=on_card,
                expert=expert_name(move.swap),
                card=slot + 1,
                good=pgettext("take it as", _TAKE_AS[pile]),
                area=areas[pile],
            )
            out["short"] = capitalised(expert_name(move.swap))
        else:
            pile = cell["expert"]["pile"]
            out["pile"] = pile
            out["label"] = _("Take card {card}: {good} ({area})").format(
                card=slot + 1, good=pgettext(TAKES, A_GOOD[pile]), area=areas[pile]
            )
            # Looked up by Good type: "Take Unicorn" takes an animate accusative in
            # Polish ("Weź jednorożca"), "Take Lotus" not.
            out["short"] = pgettext(_TAKE_AREA[pile][0], _TAKE_AREA[pile][1]).format(
                area=areas[pile]
            )
    elif kind == "universal":
        destination, spell = move.pile, move.spell
        assert destination is not None and spell is not None
        out.update(spell=spell, pile=destination)
        out["label"] = _("Universal Good {n}: {destination}").format(
            n=spell + 1, destination=_destination(destination)
        )
        out["short"] = (
            _("Leave it a Spell") if destination == "spells" else _(_TO_PILE[destination])
        )
    elif kind == "protect":
        weapon, spell = move.kind, move.spell
        assert weapon is not None and spell is not None
        out.update(spell=spell, weapon=weapon)
        kinds = kind_plural(weapon, PROTECTION_FROM)
        out["label"] = _("Protection Spell {n}: protect from {kinds}").format(
            n=spell + 1, kinds=kinds
        )
        out["short"] = _("From {kinds}").format(kinds=kinds)
    elif kind == "side":
        out["side"] = move.side
        left = move.side == "left"
        out["label"] = (
            _("Weapons: use the left side against your opponent")
            if left
            else _("Weapons: use the right side against your opponent")
        )
        out["short"] = _("Use the left side") if left else _("Use the right side")
    else:  # confirm
        scoring = view["scoring"]
        proposed = scoring["pending"] == scoring["proposal"]["choices"]
        out["label"] = _("Accept the proposal") if proposed else _("Accept my choices")
        out["short"] = out["label"]
    return out


# A Universal Good sent to a pile: one whole message per pile (a language gives
# each its own article and case).
_TO_PILE: Final = {
    "gems": N_("To Gems"),
    "spices": N_("To Spices"),
    "animals": N_("To Animals"),
    "weapons": N_("To Weapons"),
}
_MOVE_TO: Final = {
    "gems": N_("move it to the Gems pile"),
    "spices": N_("move it to the Spices pile"),
    "animals": N_("move it to the Animals pile"),
    "weapons": N_("move it to the Weapons pile"),
}
_GOES_TO: Final = {
    "gems": N_("goes to the Gems pile"),
    "spices": N_("goes to the Spices pile"),
    "animals": N_("goes to the Animals pile"),
    "weapons": N_("goes to the Weapons pile"),
}
_UNIVERSAL_GOES_TO: Final = {
    "gems": N_("Universal Good {n} goes to the Gems pile"),
    "spices": N_("Universal Good {n} goes to the Spices pile"),
    "animals": N_("Universal Good {n} goes to the Animals pile"),
    "weapons": N_("Universal Good {n} goes to the Weapons pile"),
}


def _destination(pile: str) -> str:
    return _("leave it in the Spell pile") if pile == "spells" else _(_MOVE_TO[pile])


def choices_text(choices: dict[str, Any]) -> str:
    """A player's final choices in words."""
    parts = []
    for k, pile in enumerate(choices["universal"]):
        parts.append(
            _("Universal Good {n} stays a Spell").format(n=k + 1)
            if pile == "spells"
            else _(_UNIVERSAL_GOES_TO[pile]).format(n=k + 1)
        )
    for k, kind in enumerate(choices["protection"]):
        parts.append(
            _("Protection Spell {n} from {kinds}").format(
                n=k + 1, kinds=kind_plural(kind, PROTECTION_FROM)
            )
        )
    if choices["side"]:
        parts.append(
            _("Weapons use the left side")
            if choices["side"] == "left"
            else _("Weapons use the right side")
        )
    return "; ".join(parts) if parts else _("nothing to choose")


def final_choices(view: View, seats: list[dict[str, Any]]) -> dict[str, Any]:
    """The final-choices screen in words: the order, the proposal, each choice."""
    scoring = view["scoring"]
    deciding = scoring["deciding"]
    order = []
    for seat in scoring["order"]:
        decided = scoring["decided"][seat]
        if decided is not None:
            state, text = "decided", _("decided: {choices}").format(choices=choices_text(decided))
        elif seat == deciding:
            state, text = "deciding", _("deciding now")
        else:
            state, text = "waiting", _("decides later")
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
                "title": _("Universal Good {n}").format(n=k + 1),
                "about": areas_text(parse_areas(card, "card")),
                "now": _("stays in the Spell pile") if pile == "spells" else _(_GOES_TO[pile]),
                "proposed": chosen["universal"][k] == pile,
            }
        )
    for k, kind in enumerate(pending["protection"]):
        items.append(
            {
                "kind": "protect",
                "spell": k,
                "title": _("Protection Spell {n}").format(n=k + 1),
                "now": _("protects from {kinds}").format(
                    kinds=kind_plural(kind, PROTECTION_FROM)
                ),
                "proposed": chosen["protection"][k] == kind,
            }
        )
    if pending["side"]:
        items.append(
            {
                "kind": "side",
                "title": _("Weapon side (2 players)"),
                "now": _("your Weapons use their left values")
                if pending["side"] == "left"
                else _("your Weapons use their right values"),
                "proposed": chosen["side"] == pending["side"],
            }
        )
    position = scoring["order"].index(deciding) + 1
    return {
        "worth": _(
            "Each choice shows your total with it, sure whatever the players after you "
            "choose, and how much it differs from the proposal's {vp} VP."
        ).format(vp=proposal["sure_total"]),
        "order": order,
        "hint": _(
            "Players decide one by one, from the first player of round 12, clockwise. "
            "You decide {position} of {players}."
        ).format(
            position=pgettext("ordinal", _ORDINALS[position]).format(n=position),
            players=len(scoring["order"]),
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
        total = _("{sure} VP, whatever the players after you choose.").format(sure=sure)
    else:
        total = _(
            "{sure} VP for sure, whatever the players after you choose; {best} VP at best."
        ).format(sure=sure, best=best)
    return {
        "total": total,
        "risks": [
            # Translators: {risk} is a whole main clause with its subject and verb
            # ("Bob chooses Protection from Katars"); a language whose "if" moves the
            # verb may ask it instead ("{risk}? Then {vp} VP less.").
            _("If {risk}: {vp} VP less.").format(risk=r["text"], vp=r["vp"])
            for r in outlook["risks"]
        ],
        "sure_total": sure,
        "best_total": best,
    }


def proposal_words(
    proposal: dict[str, Any], chosen: dict[str, Any], pending: dict[str, Any]
) -> dict[str, Any]:
    """The proposal in words (R11, D18): what it is, and its total as
    :func:`outlook_words` tells it."""
    return {
        "text": _(
            "Proposed: {choices}. Of your choices, it leaves you the most VP you can be sure of."
        ).format(choices=choices_text(chosen)),
        **outlook_words(proposal),
        "why": proposal["why"],
        "accepted": pending == chosen,
    }


# --- What each final choice is worth (D18) ---------------------------------------


def with_worth(view: View, moves: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The final-choice moves, each with what it leaves the deciding player before
    it is tapped (D24): ``vp``, his total with the choices as the move leaves them,
    the figure the proposal is measured by (D18: sure whatever the players after
    him choose); ``vs_proposal``, that less the proposal's; ``worth``, both in
    words ("29 VP (-2)", with a minus sign); ``proposed``, whether the move makes that one choice
    the proposal's own.  The page shows the words on the button, which are its
    name (WCAG's label in name), in a group named after the choice.  The
    confirm move gets the figures of the choices as they stand."""
    scoring = view["scoring"]
    proposal = scoring["proposal"]
    chosen = proposal["choices"]
    out = []
    for move, option in zip(moves, scoring["options"], strict=True):
        vp = option["sure_total"]
        diff = vp - proposal["sure_total"]
        worth = _worth_short(vp, diff)
        entry = {**move, "vp": vp, "vs_proposal": diff, "worth": worth}
        if move["kind"] != "confirm":
            entry["proposed"] = _is_proposed(move, chosen)
        out.append(entry)
    return out


def _is_proposed(move: dict[str, Any], chosen: dict[str, Any]) -> bool:
    """Whether ``move`` makes its one choice what the proposal chose."""
    kind = move["kind"]
    if kind == "universal":
        return bool(chosen["universal"][move["spell"]] == move["pile"])
    if kind == "protect":
        return bool(chosen["protection"][move["spell"]] == move["weapon"])
    return bool(chosen["side"] == move["side"])


def _worth_short(vp: int, diff: int) -> str:
    """ "29 VP (-2)": a total and its difference from the proposal's, a real minus
    sign (U+2212) before a loss, a plus before a gain, a plus-minus for none."""
    if diff > 0:
        text = ngettext("{vp} VP (+{diff})", "{vp} VP (+{diff})", vp)
    elif diff < 0:
        text = ngettext("{vp} VP (\u2212{diff})", "{vp} VP (\u2212{diff})", vp)
    else:
        text = ngettext("{vp} VP (\u00b10)", "{vp} VP (\u00b10)", vp)
    return text.format(vp=vp, diff=abs(diff))
