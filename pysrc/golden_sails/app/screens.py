"""What the page draws next: the session's screen, told in words, from the view alone.

Every answer of the bridge's game calls is ``{save, screen, view}``: the save
to store, the view for the seat the session says is looking (the table's
public view on a handoff, R10), and the screen: its name, who acts, the title
and task in words, each legal move with its words, what Undo would do, and at
the end the verdict.  Everything here is read from the view, never from the
state, so a screen cannot show more than its viewer may see.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..game.moves import Move
from ..game.seen import LogEntry, LogPart, View
from ..game.view import moves_of
from ..game.view import view as view_of
from ..game.words import card_area
from ..model.cards import EXPERT_PILE
from ..model.glossary import (
    EXPERT_OBJECT,
    PROTECTION_FROM,
    TAKE_OBJECT,
    capitalised,
    expert_name,
    kind_name,
    kind_plural,
)
from ..model.i18n import N_, NP_, _, ngettext, pgettext
from ..model.seats import humans, label
from .explain import final_sheet, scores_now
from .final_words import choices_text, final_choices, with_worth
from .news import A_GOOD, TAKES, round_panel, since_words
from .protocol import PROTOCOL, Answer, MoveWords, Screen, SeatEntry
from .saves import to_save
from .session import (
    BOT,
    FINAL,
    GRACE,
    HANDOFF,
    OVER,
    PHONE,
    PLAY,
    SCORING,
    Session,
    move_outcomes,
)
from .view_words import card_words, restore_text, view_words

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
def answer(session: Session, held: Sequence[LogEntry] | None = None) -> Answer:
    """The bridge's answer for a session (docs/protocol.md): the save, the view for
    the seat the session says is looking (the table's public view on a handoff,
    R10), and the screen.  ``held``: the log's entries the page holds (of the
    view of the answer before), which the answer does not send again."""
    return answer_and_view(session, held)[0]


def answer_and_view(
    session: Session, held: Sequence[LogEntry] | None = None, shown: View | None = None
) -> tuple[Answer, View]:
    """:func:`answer`, and the view it was drawn from, its log whole: for a call
    that says more of the same moment (a hint's reasons) without building it
    twice; ``shown``: that view, where the caller built it already."""
    # The screen is drawn from the whole log (what a player heard counts in his
    # score now), and the log is cut where the page's part begins after.
    if shown is None:
        shown = view_of(session.state, session.viewer)
    entries = shown["log"]["entries"]
    if session.restored:
        # A line at each moment the game was restored from a file, where it was.
        entries = with_restores(entries, session)
        shown["log"] = {"start": 0, "entries": entries, "changed": []}
    start, changed = log_cut(held, entries)
    drawn = screen(session, shown, start, changed)
    part: LogPart = {
        "start": start,
        "entries": entries[start:],
        "changed": [{"at": at, "entry": entries[at]} for at in changed],
    }
    sent: View = {**shown, "log": part}
    out: Answer = {
        "protocol": PROTOCOL,
        "game": session.game,
        "save": to_save(
            session.state, session.seats, session.game, session.restored, session.hint_counts
        ),
        "view": sent,
        "screen": drawn,
    }
    return out, shown


def log_cut(held: Sequence[LogEntry] | None, entries: Sequence[LogEntry]) -> tuple[int, list[int]]:
    """Where the log part an answer sends begins, and the entries before it the
    page holds that read otherwise in this view (another seat's: R8-R10), each
    sent again.  The whole log (0) where the page holds none, or more than this
    view has (an Undo), or where most of it changed (a language, the memory aid)."""
    if held is None or len(held) > len(entries):
        return 0, []
    changed = [at for at, entry in enumerate(held) if entry != entries[at]]
    if 2 * len(changed) > len(held):
        return 0, []
    return len(held), changed


def with_restores(log: list[LogEntry], session: Session) -> list[LogEntry]:
    """The log with a line at each moment the game was restored from a file, for
    the whole table to read (docs/threat-model.md)."""
    out = list(log)
    for mark in reversed(session.restored):
        out.insert(mark.events, {"round": mark.round, "kind": "restored"})
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


def seat_entries(view: View, kinds: tuple[str, ...]) -> list[SeatEntry]:
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


def screen(
    session: Session,
    view: View,
    log_start: int = 0,
    changed: Sequence[int] = (),
    guest: int | None = None,
) -> Screen:
    """The screen for ``view`` (its whole log); ``words.log`` holds the lines of
    the entries from ``log_start`` on and ``words.log_changed`` those at
    ``changed``: the part the answer sends.  ``guest``: the screen of that seat
    on its own phone (a table of phones: golden_sails.app.phones), whose
    ``view`` is that seat's; else the screen of the phone that runs the game."""
    name = session.screen if guest is None else session.screen_of(guest)
    seats = seat_entries(view, session.seats)
    acting = seats[view["to_act"]]["label"] if view["to_act"] is not None else ""
    labels = [seat["label"] for seat in seats]
    out: Screen = {
        "name": name,
        "viewer": view["viewer"],
        "to_act": view["to_act"],
        "holder": session.holder if guest is None else guest,
        "seats": seats,
        "seat_order": seat_order(view),
        "undo": session.undoable if guest is None else session.undoable_of(guest),
        # The game's moves so far: the moment on screen, for a call about it (sheet_now).
        "turn": len(session.state.moves()),
        # The hints asked by the person whose view this is (the contract's
        # data-hints); None on the table's view, which is nobody's.  Every
        # seat's count is no secret: the game's end and its replay say them.
        "hints": hints_of(session) if guest is None else session.hint_counts[guest],
        "hint_counts": list(session.hint_counts),
        "task": task(view),
        "title": "",
        "words": view_words(view, log_start, changed),
        # The moves since a turn (the viewer's; on the table's view, the next
        # player's) and the round on the table (golden_sails.app.news).
        "since": since_words(view, labels),
        "round": round_panel(view, labels),
    }
    if view["phase"] in ("assign", "take", "scoring"):
        out["scores"] = scores_now(view)
    if name in (PLAY, SCORING):
        # Whether each move is past taking back once played (R20): the page
        # asks for a confirmation before those; a computer's answer to a grace
        # move waits long enough for Undo (golden_sails.app.session.move_outcomes, D23).
        moves: list[MoveWords] = [
            {**describe_move(view, move), "final": outcome == FINAL, "grace": outcome == GRACE}
            for move, outcome in zip(
                moves_of(view), move_outcomes(session, guest), strict=True
            )
        ]
        out["moves"] = with_worth(view, moves) if name == SCORING else moves
    if name == PLAY:
        # A person alone at the table needs no name: the phone is his; between
        # people his name alone says whose turn it is (issue 37: one line).
        out["title"] = (
            # Translators: the play screen's heading when the phone is the player's own: {task} is
            # what he does now, in lower case ("assign an Expert").
            _("Your turn: {task}").format(task=out["task"])
            if guest is not None or len(humans(session.seats)) == 1
            else _("{player}: {task}").format(player=acting, task=out["task"])
        )
    elif name == SCORING:
        # Translators: the heading of the final choices' screen: whose choices they are.
        out["title"] = _("{player}: final choices").format(player=acting)
        out["final"] = final_choices(view, seats)
    elif name == HANDOFF:
        # Translators: the heading of the screen between two players' turns: hand the phone to the
        # player named.
        out["title"] = _("Pass to {player}").format(player=acting)
        news = session.restore_news
        if news is not None:
            out["restored"] = restore_text(news.round)
    elif name == BOT:
        # Translators: the heading while a computer player chooses its move: {player} is its name
        # with its level ("Ben (Hard)").
        out["title"] = _("{player} is thinking…").format(player=acting)
        out["bot"] = seats[view["to_act"]]  # type: ignore[index]
    elif name == PHONE:
        # The one to act plays on another phone; this one shows the table and
        # waits (the host's, for a guest; a guest's, for anyone else).
        out["title"] = (
            _("{player} plays on their own phone").format(player=acting)
            if guest is None
            # Translators: a guest phone's heading while another player plays.
            else _("Waiting for {player}").format(player=acting)
        )
        out["phone"] = seats[view["to_act"]]  # type: ignore[index]
    elif name == OVER:
        # Translators: the game-over screen's title, said by screen readers, and the top bar's
        # words once the game is over.
        out["title"] = _("Game over")
        sheet = final_sheet(view)
        out["verdict"] = sheet.verdict()
        out["sheet"] = sheet.to_json()
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


def task(view: View) -> str:
    """What the player to act is about to decide."""
    phase = view["phase"]
    if phase == "assign":
        # Translators: what the player does now, in lower case after "Your turn: " or a name and a
        # colon.
        return _("assign an Expert")
    if phase == "take":
        left = [slot for slot in view["table"] if slot is not None]
        if len(left) == 1 and view["to_act"] == view["first_player"]:
            return _("take the last Good (you may change its type)")
        # Translators: what the player does now, in lower case after "Your turn: " or a name and a
        # colon.
        return _("take a Good")
    if phase == "scoring":
        return _("make your final choices")
    return ""


# --- Moves in words ----------------------------------------------------------


def describe_move(view: View, move: Move) -> MoveWords:
    """A move with what a button needs: where it goes and its words (``final`` and
    ``grace``, the session's, are the screen's to set)."""
    kind = move.type
    out: MoveWords = {"kind": kind, "label": "", "short": "", "final": False, "grace": False}
    if kind in ("assign", "take"):
        slot = move.card
        assert slot is not None
        cell = view["table"][slot]
        assert cell is not None
        areas = card_words(cell["card"])["areas"]
        out["slot"] = slot
        if move.expert is not None:  # assign
            pile = EXPERT_PILE[move.expert]
            out["pile"] = pile
            out["expert"] = move.expert
            fields = {
                "expert": expert_name(move.expert, EXPERT_OBJECT),
                "card": slot + 1,
                "good": pgettext("it becomes", _BECOMES[pile]),
            }
            # Translators: a move's button, said by screen readers (its face shows the Expert):
            # {expert} is the Expert's name after "your" ("Jeweler"); {card} the card's number on
            # the table, 1 to 5; {good} the Good with its article after "it becomes" (its own form,
            # "a Gem").
            out["label"] = _("Put your {expert} on card {card}: it becomes {good} ({area})").format(
                area=areas[pile], **fields
            )
            # Translators: an Area button's name for screen readers and voice
            # control: {area} the Area's words first, as the card shows them
            # ("Juniper"), so what a player sees is what he says (WCAG 2.5.3);
            # {expert} the player's Expert as an object ("Cook"), {card} the card's
            # number (1 to 5), {good} the Good with its article after "it becomes".
            out["named"] = _("{area}: put your {expert} on card {card}, it becomes {good}").format(
                area=capitalised(areas[pile]), **fields
            )
            out["short"] = capitalised(expert_name(move.expert))
        elif move.swap is not None:
            pile = EXPERT_PILE[move.swap]
            out["kind"] = "swap"
            out["pile"] = pile
            out["expert"] = move.swap
            # R5: the Expert on the card goes to his supply, his own is played there.
            assert cell["expert"] is not None
            fields = {
                "swapped": expert_name(cell["expert"]["expert"], EXPERT_OBJECT),
                "expert": expert_name(move.swap, EXPERT_OBJECT),
                "card": slot + 1,
                "good": pgettext("take it as", _TAKE_AS[pile]),
            }
            # Translators: a move's button, said by screen readers: {swapped} is the Expert on the
            # card, its name after "the"; {expert} the player's own Expert, after "your"; {card} the
            # card's number on the table, 1 to 5; {good} the Good with its article after "take it
            # as" (its own form).
            out["label"] = _(
                "Change its type: take the {swapped} into your supply, play your "
                "{expert} on card {card} and take it as {good} ({area})"
            ).format(area=areas[pile], **fields)
            # Translators: the same move as an Area button's name (screen readers,
            # voice control): {area} the Area's words first, as the card shows them;
            # {swapped} the Expert on the card and {expert} the player's own, both as
            # objects ("Cook"); {card} the card's number (1 to 5); {good} the Good
            # with its article after "take it as".
            out["named"] = _(
                "{area}: change its type, take the {swapped} into your supply, play your "
                "{expert} on card {card} and take it as {good}"
            ).format(area=capitalised(areas[pile]), **fields)
            out["short"] = capitalised(expert_name(move.swap))
        else:
            assert cell["expert"] is not None
            pile = cell["expert"]["pile"]
            out["pile"] = pile
            # Translators: a move's button, said by screen readers: {card} is the card's number on
            # the table, 1 to 5; {good} the Good with its article, what the player takes (the
            # "takes" form, "a Gem").
            out["label"] = _("Take card {card}: {good} ({area})").format(
                card=slot + 1, good=pgettext(TAKES, A_GOOD[pile]), area=areas[pile]
            )
            # Looked up by Good type, and a Spice's or an Animal's kind as the
            # button's object in its own form (Polish "Weź miętę", "Weź
            # jednorożca"); a Gem's class, a Weapon or a Spell as the Area reads.
            named = card_area(cell["card"], pile)
            area = kind_name(named, TAKE_OBJECT) if isinstance(named, str) else areas[pile]
            out["short"] = pgettext(_TAKE_AREA[pile][0], _TAKE_AREA[pile][1]).format(area=area)
    elif kind == "universal":
        destination, spell = move.pile, move.spell
        assert destination is not None and spell is not None
        out["spell"] = spell
        out["pile"] = destination
        # Translators: a final choice's button, said by screen readers: {n} is the Universal Good's
        # number among the player's, from 1; {destination} what to do with it, a phrase in lower
        # case ("move it to the Gems pile").
        out["label"] = _("Universal Good {n}: {destination}").format(
            n=spell + 1, destination=_destination(destination)
        )
        out["short"] = (
            _("Leave it a Spell") if destination == "spells" else _(_TO_PILE[destination])
        )
    elif kind == "protect":
        weapon, spell = move.kind, move.spell
        assert weapon is not None and spell is not None
        out["spell"] = spell
        out["weapon"] = weapon
        kinds = kind_plural(weapon, PROTECTION_FROM)
        # Translators: a final choice's button, said by screen readers: {n} is the Protection
        # Spell's number among the player's, from 1; {kinds} the Weapon kind's plural after "from"
        # (its own form, "Katars").
        out["label"] = _("Protection Spell {n}: protect from {kinds}").format(
            n=spell + 1, kinds=kinds
        )
        # Translators: the words on a Protection Spell's choice button: {kinds} is the Weapon kind's
        # plural after "from" (its own form, "Katars").
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
        out["label"] = (
            # Translators: the button that ends the player's final choices, when they are
            # the app's proposal.
            _("Accept the proposal")
            if proposed
            # Translators: the button that ends the player's final choices, when he changed
            # some from the app's proposal.
            else _("Accept my choices")
        )
        out["short"] = out["label"]
    return out


# A Universal Good sent to a pile: one whole message per pile (a language gives
# each its own article and case).
_TO_PILE: Final = {
    # Translators: the words on a Universal Good's choice button: send the card to the Gems pile.
    "gems": N_("To Gems"),
    # Translators: the words on a Universal Good's choice button: send the card to the Spices pile.
    "spices": N_("To Spices"),
    # Translators: the words on a Universal Good's choice button: send the card to the Animals pile.
    "animals": N_("To Animals"),
    # Translators: the words on a Universal Good's choice button: send the card to the Weapons pile.
    "weapons": N_("To Weapons"),
}
_MOVE_TO: Final = {
    "gems": N_("move it to the Gems pile"),
    "spices": N_("move it to the Spices pile"),
    "animals": N_("move it to the Animals pile"),
    "weapons": N_("move it to the Weapons pile"),
}
def _destination(pile: str) -> str:
    return _("leave it in the Spell pile") if pile == "spells" else _(_MOVE_TO[pile])


