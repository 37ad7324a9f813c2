"""The author's screen (``#/author``): a finished game's step as the learner would see it.

An author writes a study (golden_sails.teach.study_json) on a finished game:
he steps through it, and at a step writes a note and maybe a question whose
accepted moves he taps on the table.  :func:`author_step` answers what his
screen draws at one step: the table from the learner's seat (as the study
will show it: ``view(state, viewer)``, no Gem the learner could not see), the
log's lines of the step's move, who made each move, whose move it is now,
and, where it is the learner's, his legal moves with their buttons' words
(the page marks the accepted ones by their JSON, the view's ``legal_moves``).
The rules stay here: the page never works out which moves are legal.
"""

from __future__ import annotations

from ..app.protocol import AuthorAnswer
from ..app.replay_link import link_value
from ..app.screens import describe_move, seat_entries, seat_order
from ..app.view_words import view_words
from ..game.moves import Move
from ..game.view import view
from ..model.i18n import _
from ..model.jsontext import excerpt
from .replays import ReplayError, of_link


def author_step(link: object, at: object, viewer: object) -> AuthorAnswer:
    """Step ``at`` (0: the deal) of the finished game a replay link (or its ``g``
    text) holds, from seat ``viewer``'s chair."""
    value = link_value(link)
    replay = of_link(value)
    total = replay.steps
    if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= total:
        # Translators: "step" is the screen's parameter: it stays as it is.
        raise ReplayError(
            _("step: {value} is not a step of this replay (0-{total})").format(
                value=excerpt(at), total=total
            ),
            "step",
        )
    players = len(replay.seats)
    if isinstance(viewer, bool) or not isinstance(viewer, int) or not 0 <= viewer < players:
        # Translators: "viewer" is the study's learner's seat: it stays as it is.
        raise ReplayError(
            _("viewer: {value} is not a seat of this game (0-{last})").format(
                value=excerpt(viewer), last=players - 1
            ),
            "viewer",
        )
    state = replay.states[at]
    shown = view(state, viewer)
    words = view_words(shown)
    before = len(replay.states[at - 1].events()) if at else 0
    to_act = None if state.over else state.to_act
    return {
        "g": value,
        "step": at,
        "steps": total,
        "viewer": viewer,
        "to_act": to_act,
        "said": words["log"][before:],
        "seats": seat_entries(shown, replay.seats),
        "seat_order": seat_order(shown),
        "actors": list(replay.actors),
        "view": shown,
        "words": words,
        # The learner's moves here (empty unless it is his move), each beside its
        # JSON in the view's legal_moves: the buttons the author taps to accept.
        "moves": [describe_move(shown, Move.from_json(m)) for m in shown["legal_moves"]],
    }
