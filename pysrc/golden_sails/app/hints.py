"""A hint in words: the move, and why, in one line of the rules' words.

The Hard level chooses the move (golden_sails.app.session.hint); this says
what that move brings the hinted player now and what it denies or hands the
others, the way the Medium level weighs a move (golden_sails.bots.simple):

* a take: the Good's VP for him if the game ended now, and what it keeps from
  the player taking after him who would have gained most with it (R4);
* an assignment: what the Good it makes would bring him, and what it hands the
  player taking before him who would gain most with it (R3, R4);
* at final scoring: what R11's proposal makes sure of (D18).

Everything is read from his own view (golden_sails.bots.knowledge), so a hint
never tells more than he may know: a Gem whose class he may not know counts
for nobody.  Each sentence shape is one message; counts go through ngettext.
"""

from __future__ import annotations

from ..bots.knowledge import known_table, move_card, own_seat, take_order, with_card
from ..game.moves import Move
from ..game.seen import View
from ..model.i18n import _, ngettext, signed
from ..scoring import totals
from .explain import change_words


def hint_text(view: View, move: Move, label: str, labels: list[str]) -> str:
    """The hint's line: the move as its button says it, and why; ``labels`` name
    the seats as the screen does ("Ben (Hard)")."""
    # Translators: the hint's line on the play screen: {move} is the hinted move as its button says
    # it ("Take card 2: a Gem (Gem 5)"), {why} one or two sentences saying why.
    return _("Hint: {move}. {why}").format(move=label, why=why(view, move, labels))


def why(view: View, move: Move, labels: list[str]) -> str:
    """Why the hinted move is worth a look, from the viewer's own view."""
    if view["phase"] == "scoring":
        return _final_why(view, move)
    me = own_seat(view)
    table = known_table(view)
    now = totals(table)
    card, pile = move_card(view, move)
    mine = totals(with_card(table, me, card, pile))[me] - now[me]
    change = change_words(table, me, card, pile, with_card(table, me, card, pile))
    order = take_order(view)
    position = order.index(me)
    # Who may take this Good before him (an assignment), or would have after him (a take).
    assigning = move.type == "assign"
    others = order[:position] if assigning else order[position + 1 :]
    gains = [(totals(with_card(table, p, card, pile))[p] - now[p], p) for p in others]
    theirs, other = max(gains, default=(0, -1))
    values = {"gain": signed(mine), "change": change, "vp": theirs}
    n = abs(mine)
    if assigning:
        if not others:
            # Translators: {change} is what the card changes in the player's piles, a phrase in
            # lower case ("your sequence 3-4 becomes 3-4-5"). The form follows the size of {gain}.
            return ngettext(
                "{gain} VP for you now: {change}. You take first this round, so it waits "
                "for you.",
                "{gain} VP for you now: {change}. You take first this round, so it waits "
                "for you.",
                n,
            ).format(**values)
        if theirs <= 0:
            # Translators: {change} is what the card changes in the player's piles, a phrase in
            # lower case ("your sequence 3-4 becomes 3-4-5"). The form follows the size of {gain}.
            return ngettext(
                "{gain} VP for you now if you get it: {change}. No one who takes before "
                "you would gain from it.",
                "{gain} VP for you now if you get it: {change}. No one who takes before "
                "you would gain from it.",
                n,
            ).format(**values)
        # Translators: {player} takes before the hinted player, so may take the card first.
        # {change} is what the card changes in the player's piles, a phrase in lower case ("your
        # sequence 3-4 becomes 3-4-5"). The form follows {vp}.
        return ngettext(
            "{gain} VP for you now if you get it: {change}. But {player} takes before you "
            "and would gain {vp} VP with it.",
            "{gain} VP for you now if you get it: {change}. But {player} takes before you "
            "and would gain {vp} VP with it.",
            theirs,
        ).format(player=labels[other], **values)
    if not others:
        # Translators: {change} is what the card changes in the player's piles, a phrase in lower
        # case ("your sequence 3-4 becomes 3-4-5"). The form follows the size of {gain}.
        return ngettext(
            "{gain} VP for you now: {change}. You take last this round.",
            "{gain} VP for you now: {change}. You take last this round.",
            n,
        ).format(**values)
    if theirs <= 0:
        # Translators: {change} is what the card changes in the player's piles, a phrase in lower
        # case ("your sequence 3-4 becomes 3-4-5"). The form follows the size of {gain}.
        return ngettext(
            "{gain} VP for you now: {change}. No one who takes after you would gain from it.",
            "{gain} VP for you now: {change}. No one who takes after you would gain from it.",
            n,
        ).format(**values)
    # Translators: {player} takes after the hinted player; {vp} is what the card would
    # have brought him.
    # {change} is what the card changes in the player's piles, a phrase in lower case ("your
    # sequence 3-4 becomes 3-4-5"). The form follows {vp}.
    return ngettext(
        "{gain} VP for you now: {change}. Taking it also keeps it from {player}, who takes "
        "after you and would gain {vp} VP with it.",
        "{gain} VP for you now: {change}. Taking it also keeps it from {player}, who takes "
        "after you and would gain {vp} VP with it.",
        theirs,
    ).format(player=labels[other], **values)


def _final_why(view: View, move: Move) -> str:
    """At final scoring: the proposal (R11, D18) and what it makes sure of."""
    scoring = view["scoring"]
    sure = scoring["proposal"]["sure_total"]
    if move.type == "confirm":
        # Translators: at final scoring: {sure} is the total the proposal makes the player sure of.
        # The form follows {sure}.
        return ngettext(
            "It makes sure of {sure} VP for you, whatever the players after you choose: the "
            "most you can be sure of.",
            "It makes sure of {sure} VP for you, whatever the players after you choose: the "
            "most you can be sure of.",
            sure,
        ).format(sure=sure)
    mine = scoring["outlook"]["sure_total"]
    # Translators: {mine} is what the player's choices as they stand make sure of.
    # {sure} is the total the proposal makes the player sure of. The form follows {sure}.
    return ngettext(
        "It is a step back to the proposal, which makes sure of {sure} VP for you whatever "
        "the players after you choose; your choices now make sure of {mine} VP.",
        "It is a step back to the proposal, which makes sure of {sure} VP for you whatever "
        "the players after you choose; your choices now make sure of {mine} VP.",
        sure,
    ).format(sure=sure, mine=mine)
