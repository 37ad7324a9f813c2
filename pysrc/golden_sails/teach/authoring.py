"""The author's screen (``#/author``): a game's step as the learner would see it.

An author writes a study (golden_sails.teach.study_json) on a finished game,
or on a game he sets up for the purpose and plays on himself: he steps
through it, and at a step writes a note and maybe a question whose accepted
moves he taps on the table.  :func:`author_step` (a finished game's replay
link) and :func:`author_game` (a game dealt by its seed, with the moves played
so far) answer what his screen draws at one step: the table from the
learner's seat (as the study will show it: ``view(state, viewer)``, no Gem the
learner could not see), the log's lines of the step's move, who made each
move, whose move it is now, and, where it is the learner's, his legal moves
with their buttons' words (the page marks the accepted ones by their JSON,
the view's ``legal_moves``).  Where the game is not over, ``play`` holds every
legal move of the seat to act (the author plays every seat): a tap plays it on
from this step.  The rules stay here: the page never works out which moves
are legal.
"""

from __future__ import annotations

import json

from ..app.protocol import AuthorAnswer, PlayWords
from ..app.replay_link import link_value
from ..app.screens import describe_move, seat_entries, seat_order
from ..app.view_words import view_words
from ..game.engine import GameConfig, State, legal_moves, new_game, step
from ..game.moves import GameError, Move
from ..game.view import view
from ..model.i18n import _
from ..model.jsontext import excerpt, fault, type_name, whole
from .replays import ReplayError, of_link

GAME = "game"


def author_step(link: object, at: object, viewer: object) -> AuthorAnswer:
    """Step ``at`` (0: the deal) of the finished game a replay link (or its ``g``
    text) holds, from seat ``viewer``'s chair."""
    value = link_value(link)
    replay = of_link(value)
    return _answer(replay.states, replay.seats, replay.actors, value, at, viewer)


def author_game(game: object, at: object, viewer: object) -> AuthorAnswer:
    """Step ``at`` of a game set up for a study: ``game`` is the JSON text (or
    object) ``{"config": {...}, "seed": n, "moves": [...]}``, the moves played on
    from its deal so far (each refused by name where the rules refuse it)."""
    doc = json.loads(game) if isinstance(game, str) else game
    if not isinstance(doc, dict) or set(doc) != {"config", "seed", "moves"}:
        raise ReplayError(
            # Translators: config, seed and moves are keys of the JSON: they stay as they are.
            _("{where}: expected an object with config, seed and moves, got {type}").format(
                where=GAME, type=type_name(doc)
            ),
            GAME,
        )
    config = GameConfig.from_json(doc["config"], f"{GAME}.config")
    seed = doc["seed"]
    if not whole(seed) or not 0 <= seed < 2**63:
        raise ReplayError(
            _("{where}: {value} is not a seed from 0 to 2^63-1").format(
                where=f"{GAME}.seed", value=excerpt(seed)
            ),
            f"{GAME}.seed",
        )
    if not isinstance(doc["moves"], list):
        raise ReplayError(
            _("{where}: expected a list, got {type}").format(
                where=f"{GAME}.moves", type=type_name(doc["moves"])
            ),
            f"{GAME}.moves",
        )
    states = [new_game(config, seed)]
    actors: list[int | None] = [None]
    for k, item in enumerate(doc["moves"]):
        where = f"{GAME}.moves[{k}]"
        if states[-1].over:
            raise ReplayError(fault(where, _("the game is over: no move follows")), where)
        try:
            actors.append(states[-1].to_act)
            states.append(step(states[-1], Move.from_json(item)))
        except (GameError, ValueError) as err:
            raise ReplayError(fault(where, str(err)), where) from None
    return _answer(tuple(states), ("human",) * config.players, tuple(actors), "", at, viewer)


def _answer(
    states: tuple[State, ...],
    kinds: tuple[str, ...],
    actors: tuple[int | None, ...],
    g: str,
    at: object,
    viewer: object,
) -> AuthorAnswer:
    total = len(states) - 1
    if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= total:
        raise ReplayError(
            # Translators: "step" is the screen's parameter: it stays as it is.
            # {total} is the replay's last step (its steps count from 0).
            _("step: {value} is not a step of this replay (0-{total})").format(
                value=excerpt(at), total=total
            ),
            "step",
        )
    players = len(kinds)
    if isinstance(viewer, bool) or not isinstance(viewer, int) or not 0 <= viewer < players:
        raise ReplayError(
            # Translators: "viewer" is the study's learner's seat: it stays as it is.
            _("viewer: {value} is not a seat of this game (0-{last})").format(
                value=excerpt(viewer), last=players - 1
            ),
            "viewer",
        )
    state = states[at]
    shown = view(state, viewer)
    words = view_words(shown)
    before = len(states[at - 1].events()) if at else 0
    to_act = None if state.over else state.to_act
    last = states[-1]
    return {
        "g": g,
        "step": at,
        "steps": total,
        "viewer": viewer,
        "to_act": to_act,
        "said": words["log"][before:],
        "seats": seat_entries(shown, kinds),
        "seat_order": seat_order(shown),
        "actors": list(actors),
        "view": shown,
        "words": words,
        # The learner's moves here (empty unless it is his move), each beside its
        # JSON in the view's legal_moves: the buttons the author taps to accept.
        "moves": [describe_move(shown, Move.from_json(m)) for m in shown["legal_moves"]],
        # The game as a seed and its moves, so the page can play on from any step.
        "start": {"config": last.config.to_json(), "seed": last.seed},
        "played": [r.move.to_json() for r in last.moves()],
        "play": _play(state),
    }


def _play(state: State) -> list[PlayWords]:
    """Every legal move of the seat to act (none once the game is over), in the
    words of that seat's own view (his buttons, as he would see them)."""
    if state.over:
        return []
    own = view(state, state.to_act)
    return [{**describe_move(own, m), "move": m.to_json()} for m in legal_moves(state)]
