"""The table as players live it, in words: what happened since a turn, the round's
order and progress, and what a round's end changed.

Read from the view alone (golden_sails.screens' rule): the list of moves since
the viewer's last turn is the view's ``since`` (golden_sails.game.since), the round's
order and its end come from the public log.  Nothing here can tell more than
the view holds.
"""

from __future__ import annotations

from typing import Final

from ..game.log import entry_area
from ..game.rules import (
    RETURN_ROUNDS,
    ROUNDS,
    assign_order,
    experts_return,
    next_first,
    take_order,
)
from ..game.seen import PlayerFacts, SinceItem, View
from ..game.words import short_words
from ..model.glossary import EXPERT_OBJECT, expert_name
from ..model.i18n import N_, NP_, _, pgettext
from .protocol import OrderSeat, RoundEnd, RoundPanel, SinceWords

# A Good with its article, one set of forms per sentence (the contexts), as a
# language may need another case in each: what a player takes ("takes card 2:
# a Gem", the button "Take card 2: a Gem"), and what a card becomes when an
# Expert is put on it ("puts a Jeweler on card 2: a Gem").
TAKES: Final = "takes"
_PUTS: Final = "puts"
A_GOOD = {
    # Translators: a Good as what a player takes: "Bob takes card 2: a Gem (Gem 5)",
    # the button "Take card 2: a Gem (Gem 5)".
    "spells": NP_("takes", "a Spell"),
    "gems": NP_("takes", "a Gem"),
    "spices": NP_("takes", "a Spice"),
    "animals": NP_("takes", "an Animal"),
    "weapons": NP_("takes", "a Weapon"),
}
_A_GOOD_PUT = {
    # Translators: what a card becomes when an Expert is put on it: "Bob puts a
    # Jeweler on card 2: a Gem (Gem 5)".
    "spells": NP_("puts", "a Spell"),
    "gems": NP_("puts", "a Gem"),
    "spices": NP_("puts", "a Spice"),
    "animals": NP_("puts", "an Animal"),
    "weapons": NP_("puts", "a Weapon"),
}
_AN_EXPERT = {
    # Translators: an Expert with its article, as the object of "puts" and of "for" in the moves
    # since a turn: "Ann puts a Jeweler on card 2: a Gem.", "Ann swaps the Cook on card 2 for a
    # Jeweler and takes it: …".
    "jeweler": N_("a Jeweler"),
    # Translators: an Expert with its article, as the object of "puts" and of "for" in the moves
    # since a turn: "Ann puts a Cook on card 2: a Spice.", "Ann swaps the Hunter on card 2 for a
    # Cook and takes it: …".
    "cook": N_("a Cook"),
    # Translators: an Expert with its article, as the object of "puts" and of "for" in the moves
    # since a turn: "Ann puts a Hunter on card 2: an Animal.", "Ann swaps the Cook on card 2 for a
    # Hunter and takes it: …".
    "hunter": N_("a Hunter"),
    # Translators: an Expert with its article, as the object of "puts" and of "for" in the moves
    # since a turn: "Ann puts a Sorcerer on card 2: a Spell.", "Ann swaps the Cook on card 2 for a
    # Sorcerer and takes it: …".
    "sorcerer": N_("a Sorcerer"),
    # Translators: an Expert with its article, as the object of "puts" and of "for" in the moves
    # since a turn: "Ann puts an Armourer on card 2: a Weapon.", "Ann swaps the Cook on card 2 for
    # an Armourer and takes it: …".
    "armourer": N_("an Armourer"),
}


def since_words(view: View, labels: list[str]) -> SinceWords | None:
    """The view's list of moves since a turn in words: one line per item (a
    Gem's class is not in the words but in the item's ``gem``, for the page to
    mark as said aloud), and the list's heading."""
    since = view["since"]
    if since is None:
        return None
    seat = since["seat"]
    mine = view["viewer"] is not None and view["viewer"] == seat
    texts = [_item_text(item, view["players"]) for item in since["items"]]
    if mine:
        heading = _("Since your last turn")
        empty = _("Nothing yet: no one has moved since.")
    else:
        heading = _("Since {player}'s last turn").format(player=labels[seat])
        empty = _("No one has moved since.")
    return {"seat": seat, "heading": heading, "empty": empty, "texts": texts}


def _item_text(item: SinceItem, players: list[PlayerFacts]) -> str:
    """One move in one short line (issue 32): the player's name alone (the
    heading and the table say who is a computer), and what the card became
    as its Area's own words ("Juniper", "Katar 1-1"), the Expert having said
    the Good type; a Gem by its type, its class said aloud after the words."""
    kind = item["kind"]
    # A round's end, short: the page shows it as a divider under the new round's number.
    if kind == "return":
        return _("The Experts return: every player holds all five again.")  # R6
    who = players[item["seat"]]["name"]
    if kind == "first-player":
        if item["skipped"] is None:
            return _("{player} is the first player now.").format(player=who)
        # R7: with 4 players, after rounds 4 and 8, it passes two seats.
        # Translators: {skipped} is the name of the player the First Player card passed over.
        return _("{player} is the first player now ({skipped} skipped: 4 players).").format(
            player=who, skipped=players[item["skipped"]]["name"]
        )
    card = item["slot"] + 1
    area = entry_area(item)
    # Looked up from a variable: Babel would take a literal key inside _() for a message.
    if area is not None:
        what = short_words(item["pile"], area)
        if item["pile"] == "spells":
            # Translators: a Spell's short name quoted in a line of the moves since your
            # turn ("takes card 1: "Shuriken: +2"."), with the language's quotation marks.
            what = _('"{spell}"').format(spell=what)
    elif kind == "assign":
        what = pgettext(_PUTS, _A_GOOD_PUT[item["pile"]])
    else:
        what = pgettext(TAKES, A_GOOD[item["pile"]])
    if kind == "assign":
        an_expert = _AN_EXPERT[item["expert"]]
        # Translators: a move since the player's last turn: {expert} is the Expert with its article,
        # the object of "puts" ("a Jeweler", its own message); {card} the card's number on the
        # table, 1 to 5; {what} the Good the card becomes, with its article ("a Gem", the "puts"
        # form), or the Area's short words where the table shows them ("5" for a Gem's class,
        # "Lotus", "Katar 2-0").
        return _("{player} puts {expert} on card {card}: {what}.").format(
            player=who, expert=_(an_expert), card=card, what=what
        )
    # A Gem's class follows the words, as the page draws it said aloud (R8): a chip
    # with the announcement's symbol, in data-gem-announce.
    if kind == "swap":
        # R5, without a pronoun: the Expert on the card goes back to the player's
        # supply, another of the player's is played there (discarded with the take).
        played = _AN_EXPERT[item["expert"]]
        # Translators: a move since the player's last turn: {swapped} is the Expert taken back, its
        # name after "the" ("Cook"); {card} the card's number on the table, 1 to 5; {expert} the
        # Expert played instead, with its article ("a Jeweler", its own message); {what} the Good
        # taken, with its article ("a Gem", the "takes" form), or the Area's short words where the
        # table shows them ("5", "Lotus", "Katar 2-0").
        return _(
            "{player} swaps the {swapped} on card {card} for {expert} and takes it: {what}."
        ).format(
            player=who,
            swapped=expert_name(item["swapped"], EXPERT_OBJECT),
            card=card,
            expert=_(played),
            what=what,
        )
    # Translators: a move since the player's last turn: {card} is the card's number on the table, 1
    # to 5; {what} the Good taken, with its article ("a Gem", the "takes" form), or the Area's short
    # words where the table shows them ("5" for a Gem's class, "Lotus", "Katar 2-0").
    return _("{player} takes card {card}: {what}.").format(player=who, card=card, what=what)


def round_panel(view: View, labels: list[str]) -> RoundPanel | None:
    """This round on the table: the order of placing (R3) and of taking (R4),
    who has played and who is next, the round among the twelve with the
    Experts' returns (R6), and what the last round's end changed; from the
    table as it lies (an Expert on a card, a card taken), not from the log,
    which an answer holds only in part."""
    phase = view["phase"]
    if phase not in ("assign", "take"):
        return None
    n = len(view["players"])
    round_no = view["round"]
    first = view["first_player"]
    placing = assign_order(first, n)  # R3: from the first player, clockwise
    taking = take_order(first, n)  # R4: the last to place takes first, the first player last
    if phase == "assign":
        placed = sum(1 for slot in view["table"] if slot is not None and slot["expert"])
        took = 0
    else:
        placed = n
        took = sum(1 for slot in view["table"] if slot is None)

    def row(order: list[int], done: int, active: bool) -> list[OrderSeat]:
        out: list[OrderSeat] = []
        for k, seat in enumerate(order):
            if k < done:
                state = "done"
            elif k == done and active:
                state = "now"
            else:
                state = "waiting"
            out.append({"seat": seat, "name": labels[seat], "state": state})
        return out

    upcoming = [r for r in RETURN_ROUNDS if r >= round_no]
    if upcoming:
        back = upcoming[0]
        returns = (
            _("The Experts return after this round.")
            if back == round_no
            else _("The Experts return after round {round}.").format(round=back)
        )
    else:
        returns = _("No more returns: the Experts you hold now last to the end.")
    to_act = view["to_act"]
    assert to_act is not None
    acting = labels[to_act]
    step = placed + took + 1
    doing = (
        # Translators: the round panel's line on the play screen: {step} is the move's number in the
        # round, {steps} the round's moves in all (two a player).
        _("Round {round} of {rounds}, move {step} of {steps}: {player} places an Expert.")
        if phase == "assign"
        # Translators: the round panel's line on the play screen: {step} is the move's number in the
        # round, {steps} the round's moves in all (two a player).
        else _("Round {round} of {rounds}, move {step} of {steps}: {player} takes a Good.")
    )
    return {
        "round": round_no,
        "rounds": ROUNDS,
        "returns": list(RETURN_ROUNDS),
        "phase": phase,
        "place": row(placing, placed, phase == "assign"),
        "take": row(taking, took, phase == "take"),
        "step": step,
        "steps": 2 * n,
        "text": doing.format(round=round_no, rounds=ROUNDS, step=step, steps=2 * n, player=acting),
        # Translators: {step} is a move's number, {steps} the moves in all: in the round (the round
        # panel) or, in a replay's and a study author's steps, in the whole game.
        "short": _("Move {step} of {steps}").format(step=step, steps=2 * n),
        "returns_text": returns,
        "round_end": round_end(view, labels),
    }


def round_end(view: View, labels: list[str]) -> RoundEnd | None:
    """What the end of the last round changed: the Experts back (R6), the First
    Player card moved, and in 4 players the seat it skipped (R7); from the
    rules kernel and the First Player card where it lies now.  None in round 1."""
    last = view["round"] - 1
    if last < 1:
        return None
    n = len(labels)
    first = view["first_player"]
    # Who held the card in the last round: the seat it came from by R7.
    before = next(seat for seat in range(n) if next_first(seat, n, last) == first)
    skipped = (before + 1) % n
    lines = [_("Round {round} is over.").format(round=last)]
    if experts_return(last):
        lines.append(_("The Experts return: every player holds all five again."))
    if skipped == first:
        lines.append(_("{player} is the first player now.").format(player=labels[first]))
    else:
        lines.append(
            # Translators: {skipped} is the name of the player the First Player card passed over.
            _(
                "{player} is the first player now: the card skipped {skipped} (4 players,"
                " after rounds 4 and 8)."
            ).format(player=labels[first], skipped=labels[skipped])
        )
    return {"round": last, "lines": lines, "text": " ".join(lines)}
