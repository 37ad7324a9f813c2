"""A question on a table: which move, and the verdict of each move a player may make.

A lesson's step (golden_sails.teach.lessons), or a study written from a game,
may ask its move as a question without naming the answer ("Andy has a pair of
Unicorns and a Phoenix: which card?").  The learner taps any move the table
offers; :func:`verdicts` says, for every legal move, whether it is one the
question accepts and why, in VP from the deciding player's own view, as the
Hint does (golden_sails.app.hints):

* a Good taken (or an Expert put down: "if you get it"): his total if the game
  ended now, the Good's change in the rules' words, against the best move on
  the table (golden_sails.bots.knowledge reads the view, so a verdict never
  tells more than he may know);
* a final choice: the VP it makes him sure of, whatever the players after him
  choose (D18, the view's ``options``, D24), against the best choice.

An accepted move shows the question's ``why`` (the line the lesson goes on
with) or says it is right too and which move the lesson goes on with; a wrong
one gets the reply written for it, else the computed one.  Each sentence shape
is one message; counts go through ngettext.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..bots.knowledge import known_table, move_card, own_seat, with_card
from ..game.moves import Move
from ..game.seen import View
from ..model.i18n import ngettext, signed
from ..scoring import scores, totals
from .explain import change_words, spell_change
from .protocol import Verdict


@dataclass(frozen=True)
class Question:
    """A move asked as a question.

    ``ask``: the question's words, naming no answer.  ``accepted``: the moves it
    accepts (several may be right).  ``hint``: given on a second try, or asked
    for.  ``why``: shown once the answer is right.  ``replies``: a reply written
    for a particular move (else a wrong move's is computed).  ``set_piece``: why
    an accepted move is worth less now than another on the table (the rulebook's
    example played as it is, say); without it the lessons' tests refuse such a
    move.
    """

    ask: str
    accepted: tuple[Move, ...]
    hint: str
    why: str
    replies: Mapping[Move, str] = field(default_factory=dict)
    set_piece: str = ""

    def __post_init__(self) -> None:
        if not self.accepted:
            raise ValueError("a question accepts at least one move")


def worths(view: View) -> dict[Move, int]:
    """Each legal move of the view's player, and what it leaves him now: his total
    if the game ended after it (an Expert put down: if he gets the card), or at
    final scoring the total it makes him sure of (D18)."""
    moves = [Move.from_json(m) for m in view["legal_moves"]]
    if view["phase"] == "scoring":
        options = view["scoring"]["options"]
        return {m: o["sure_total"] for m, o in zip(moves, options, strict=True)}
    me = own_seat(view)
    table = known_table(view)
    out: dict[Move, int] = {}
    for move in moves:
        card, pile = move_card(view, move)
        out[move] = totals(with_card(table, me, card, pile))[me]
    return out


def _change(view: View, move: Move) -> str:
    """What the Good a move takes (or an Expert makes) changes for its player, in
    the rules' words ("your sequence 3-4 becomes 3-4-5")."""
    me = own_seat(view)
    table = known_table(view)
    card, pile = move_card(view, move)
    after = with_card(table, me, card, pile)
    if pile == "spells":
        return spell_change(after, me, scores(after)[me])[0]
    return change_words(table, me, card, pile, after)


def verdicts(
    view: View, question: Question, line: Move | None, labels: Mapping[Move, str]
) -> dict[Move, Verdict]:
    """The verdict of every legal move of the view's player: ``correct``, the
    ``reply`` to show, and ``vp`` (:func:`worths`).  ``line`` is the accepted move
    the lesson goes on with, whichever accepted move is tapped (None: none, as in
    a study, whose next step is the game's own; then an accepted move's reply is
    what it gives, unless one is written for it); ``labels`` name moves as their
    buttons do."""
    if line is not None and line not in question.accepted:
        raise ValueError(f"question: the move the lesson goes on with, {line!r}, is not accepted")
    worth = worths(view)
    missing = [m for m in question.accepted if m not in worth]
    if missing:
        raise ValueError(f"question: an accepted move is not legal here: {missing[0]!r}")
    stray = [m for m in question.replies if m not in worth]
    if stray:
        raise ValueError(f"question: a reply for a move not legal here: {stray[0]!r}")
    final = view["phase"] == "scoring"
    now = 0 if final else totals(known_table(view))[own_seat(view)]
    best = max(worth.values())
    on = labels[line] if line is not None else ""  # named only by an accepted move's reply
    out: dict[Move, Verdict] = {}
    for move, vp in worth.items():
        correct = move in question.accepted
        written = question.replies.get(move)
        if move == line:
            reply = question.why
        elif written is not None:
            reply = written
        elif line is None and correct:
            reply = _right(move, vp, vp - now, final, "" if final else _change(view, move))
        elif final:
            reply = _final_reply(correct, vp, best, on)
        else:
            reply = _reply(correct, move, vp - now, best - now, on, _change(view, move))
        out[move] = {"correct": correct, "reply": reply, "vp": vp}
    return out


def _reply(correct: bool, move: Move, gain: int, best: int, line: str, change: str) -> str:
    values = {"gain": signed(gain), "best": signed(best), "change": change, "move": line}
    n = abs(gain)
    if correct:
        # Translators: {move} is the button's label of the move the lesson goes on with.
        # {change} is what the card changes in the player's piles, a phrase in lower case ("your
        # sequence 3-4 becomes 3-4-5"). The form follows the size of {gain}.
        return ngettext(
            "Right too: {gain} VP for you now: {change}. The lesson goes on with: {move}.",
            "Right too: {gain} VP for you now: {change}. The lesson goes on with: {move}.",
            n,
        ).format(**values)
    if move.type == "assign":
        # Translators: {best} is what the best move on the table would bring, signed (+4).
        # {change} is what the card changes in the player's piles, a phrase in lower case ("your
        # sequence 3-4 becomes 3-4-5"). The form follows the size of {gain}.
        return ngettext(
            "{gain} VP for you now if you get it: {change}. The best move here gives {best} VP.",
            "{gain} VP for you now if you get it: {change}. The best move here gives {best} VP.",
            n,
        ).format(**values)
    # Translators: {best} is what the best move on the table would bring, signed (+4).
    # {change} is what the card changes in the player's piles, a phrase in lower case ("your
    # sequence 3-4 becomes 3-4-5"). The form follows the size of {gain}.
    return ngettext(
        "{gain} VP for you now: {change}. The best move here gives {best} VP.",
        "{gain} VP for you now: {change}. The best move here gives {best} VP.",
        n,
    ).format(**values)


def _right(move: Move, vp: int, gain: int, final: bool, change: str) -> str:
    """An accepted move's reply where no move is the lesson's own (a study): what it gives."""
    if final:
        # Translators: a lesson's reply to a final choice: {vp} is the total this choice makes the
        # player sure of. The form follows {vp}.
        return ngettext(
            "With this choice you are sure of {vp} VP, whatever the players after you choose.",
            "With this choice you are sure of {vp} VP, whatever the players after you choose.",
            vp,
        ).format(vp=vp)
    values = {"gain": signed(gain), "change": change}
    if move.type == "assign":
        # Translators: a study's reply to an accepted move: {change} is what the card changes in the
        # player's piles, a phrase in lower case ("your sequence 3-4 becomes 3-4-5"). The form
        # follows the size of {gain}.
        return ngettext(
            "{gain} VP for you now if you get it: {change}.",
            "{gain} VP for you now if you get it: {change}.",
            abs(gain),
        ).format(**values)
    # Translators: a study's reply to an accepted move: {change} is what the card changes in the
    # player's piles, a phrase in lower case ("your sequence 3-4 becomes 3-4-5"). The form follows
    # the size of {gain}.
    return ngettext(
        "{gain} VP for you now: {change}.", "{gain} VP for you now: {change}.", abs(gain)
    ).format(**values)


def _final_reply(correct: bool, vp: int, best: int, line: str) -> str:
    if correct:
        # Translators: {move} is the button's label of the move the lesson goes on with.
        # The form follows {vp}.
        return ngettext(
            "Right too: with this choice you are sure of {vp} VP. The lesson goes on with: "
            "{move}.",
            "Right too: with this choice you are sure of {vp} VP. The lesson goes on with: "
            "{move}.",
            vp,
        ).format(vp=vp, move=line)
    # Translators: {best} is the total the best choice makes the player sure of. The form follows
    # {vp}.
    return ngettext(
        "With this choice you are sure of {vp} VP, whatever the players after you choose; "
        "the best choice here makes you sure of {best} VP.",
        "With this choice you are sure of {vp} VP, whatever the players after you choose; "
        "the best choice here makes you sure of {best} VP.",
        vp,
    ).format(vp=vp, best=best)
