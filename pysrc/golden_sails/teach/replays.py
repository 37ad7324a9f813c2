"""Replays: a finished game shown again, move by move, with every Gem face up.

A replay is the list of the game's states, from the deal (step 0) to the
final scores (the last step), each reached by the engine's one ``step``.  A
step answers what a page draws: the table's view with nothing hidden (the
game is over, so no secret is left to keep: ``view(..., reveal=True)``), the
move that led there and the log lines it added, the seats, and at the last
step the final scores with their reasons, as the ``over`` screen gives them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..app.explain import final_sheet, scores_now
from ..app.final_words import choices_text
from ..app.protocol import ReplayAnswer, Result, Turns
from ..app.replay_link import PREFIX, decode, encode
from ..app.saves import SaveError, load_game
from ..app.screens import hints_said, seat_entries, seat_order
from ..app.view_words import view_words
from ..game.engine import GameError, State, deal, step
from ..game.events import Reveal
from ..game.rules import ROUNDS
from ..game.seen import View
from ..game.view import view
from ..model.i18n import _


class ReplayError(GameError):
    """A replay that cannot be made, or a step it does not have."""


@dataclass(frozen=True, slots=True)
class Replay:
    """A finished game's states after 0, 1, ... every move, who sat where, and
    how many hints each seat asked (None: not known, a link made before hints
    were kept); ``rounds[k]`` is the round of step ``k`` and ``actors[k]`` the
    seat whose move led to it (None at the deal)."""

    states: tuple[State, ...]
    seats: tuple[str, ...]
    rounds: tuple[int, ...]
    actors: tuple[int | None, ...]
    hints: tuple[int, ...] | None = None

    @property
    def steps(self) -> int:
        return len(self.states) - 1


def of_game(state: State, seats: tuple[str, ...], hints: tuple[int, ...] | None = None) -> Replay:
    """The replay of a finished game: its deal again, then every move through ``step``."""
    if not state.over:
        # Translators: a replay link whose game is not over; "game" names the part of
        # the link at fault: it stays as it is.
        raise ReplayError(_("game: not finished; only a finished game is replayed"))
    dealt: list[int] = []
    for event in state.events():
        if isinstance(event, Reveal):
            dealt += event.market
    states = [deal(state.config, tuple(dealt), state.reference, state.seed)]
    for record in state.moves():
        states.append(step(states[-1], record.move))
    return Replay(
        tuple(states),
        seats,
        tuple(s.round for s in states),
        (None, *(record.seat for record in state.moves())),
        hints,
    )


def round_starts(replay: Replay) -> list[int]:
    """The first step of each round, 1 to 12 (round 1's is the deal, step 0): the
    step whose table is the round's, its cards just revealed."""
    return [replay.rounds.index(r) for r in range(1, ROUNDS + 1)]


def turns(replay: Replay, at: int) -> Turns:
    """For each seat, the step of its next move after step ``at`` and of its
    latest move before it (None: it has none), final choices included."""
    actors = replay.actors
    later = [
        next((k for k in range(at + 1, len(actors)) if actors[k] == seat), None)
        for seat in range(len(replay.seats))
    ]
    earlier = [
        next((k for k in range(at - 1, 0, -1) if actors[k] == seat), None)
        for seat in range(len(replay.seats))
    ]
    return {"next": later, "previous": earlier}


@lru_cache(maxsize=4)
def of_link(text: str) -> Replay:
    """The replay a link holds (checked: golden_sails.app.replay_link); the page asks
    for its steps one by one, so the last few links are kept."""
    state, seats, hints = decode(text)
    return of_game(state, seats, hints)


def link_of_save(doc: object) -> str:
    """A stored save's replay link (``#/replay?g=...``); the game must be over."""
    saved = load_game(doc)
    if not saved.state.over:
        raise SaveError(
            # Translators: "save" names the stored game at fault: it stays as it is.
            _("save: the game is not finished; a replay link is made of a finished game only")
        )
    return PREFIX + encode(saved.state, saved.seats, saved.hints)


def replay_step(game: Replay | str, at: object) -> ReplayAnswer:
    """Step ``at`` (0: the deal, ``steps``: the final scores) of a replay or a link."""
    replay = game if isinstance(game, Replay) else of_link(game)
    total = replay.steps
    if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= total:
        raise ReplayError(
            # Translators: a damaged link; "step" is the link's parameter: it stays as it is.
            _("step: {value} is not a step of this replay (0-{total})").format(
                value=repr(at), total=total
            ),
            "step",
        )
    state = replay.states[at]
    shown = view(state, None, reveal=True)
    words = view_words(shown)
    before = len(replay.states[at - 1].events()) if at else 0
    out: ReplayAnswer = {
        "step": at,
        "steps": total,
        "move": None,
        "seat": None,
        "said": words["log"][before:],
        "seats": seat_entries(shown, replay.seats),
        "seat_order": seat_order(shown),
        "config": state.config.to_json(),
        "view": shown,
        "words": words,
        # Each player's total had the game ended at this step (every Gem counted).
        "scores": scores_now(shown),
        # To skim: the round of this step and of each step, where each round
        # starts, who made each step's move, and each seat's next and previous move.
        "round": replay.rounds[at],
        "rounds": list(replay.rounds),
        "round_starts": round_starts(replay),
        "actors": list(replay.actors),
        "turns": turns(replay, at),
        # How many hints each seat asked in the game, in words (none: nothing said).
        "hints": list(replay.hints) if replay.hints is not None else None,
        "hints_said": hints_said(shown, replay.seats, replay.hints),
    }
    if at:
        record = state.moves()[-1]
        out["move"] = record.move.to_json()
        out["seat"] = record.seat
    if at == total:
        out["result"] = result(shown)
        # The end: the totals of the choices the players made, not the best ones.
        out["scores"] = [
            {"seat": row["seat"], "total": row["total"], "hidden_gems": 0}
            for row in out["result"]["rows"]
        ]
    return out


def result(shown: View) -> Result:
    """The final scores of a finished game's view, as the ``over`` screen gives them:
    the verdict, one row a player, and each player's final choices in words."""
    scoring = shown["scoring"]
    scored = final_sheet(shown)
    sheet = scored.to_json()
    return {
        "verdict": scored.verdict(),
        "rows": [
            {
                "seat": seat,
                "name": row["name"],
                "total": row["total"],
                "winner": row["name"] in sheet["winners"],
            }
            for seat, row in enumerate(sheet["players"])
        ],
        "choices": [choices_text(c) if c is not None else "" for c in scoring["decided"]],
        "sheet": sheet,
    }
