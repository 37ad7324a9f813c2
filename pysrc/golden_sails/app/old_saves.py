"""Reading saves of versions 1 to 3, whose final choices were changes to a proposal.

Until version 4 a save held each final-scoring decision as the moves its
player made on the screen: changes to R11's proposal (``universal``,
``protect``, ``side``), then ``confirm``.  A change means something only
against the proposal it changed, so these saves are read against the
proposal of their time (docs/save-format.md):

* version 3 was written with D18's proposal, today's: its moves are replayed
  as they are, detours and all;
* versions 1 and 2 were written with D3's (golden_sails.scoring.before_d18):
  each decider's changes are replayed on the game as he saw it then, and the
  choices he ended with are handed to the engine as values, through the one
  door every reader uses (``golden_sails.game.engine.choice_moves``).

Nothing but :mod:`golden_sails.app.saves`, reading an old save, comes here; a
save written again is a version-4 save, which holds the values themselves.
If R11's proposal ever changes again, version 3 needs D18's kept the way
``before_d18`` keeps D3's.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..game.engine import GameConfig as GameConfig
from ..game.engine import MoveError, State, choice_moves, new_game, step
from ..model.jsontext import fault
from ..scoring import FinalChoices
from ..scoring.before_d18 import choices_before_d18

# A moment of the game: (moves made, log events, round), as saves.Restore.  Only
# version 3 has restores, and its moves are the engine's, one for one.
Moment = tuple[int, int, int]


def replay_old(
    config: GameConfig, seed: int, moves: list[Any], version: int, marks: list[int]
) -> tuple[State, list[Moment]]:
    """The game an old save's moves replay to (each checked by ``step``; a bad
    one named by its place, ``moves[i]``), and the moment after ``marks[k]`` of
    its moves for each k (the marks in order)."""
    state = new_game(config, seed)
    moments: list[Moment] = []
    pending = list(reversed(marks))
    shown: State | None = None  # before D18: the decider's game as he saw it
    for i, move in enumerate([*moves, None]):
        while pending and pending[-1] == i:
            pending.pop()
            moments.append((i, len(state.events()), state.round))
        if move is None:
            break
        try:
            if version < 3 and state.phase == "scoring":
                shown = step(_shown_before_d18(state) if shown is None else shown, move)
                if shown.to_act != state.to_act or shown.phase != "scoring":
                    state, shown = _as_made(state, _choices_of(shown, state.to_act)), None
            else:
                state = step(state, move)
        except MoveError as err:
            raise MoveError(fault(f"moves[{i}]", str(err))) from None
    if shown is not None:  # saved in the middle of a decision: what he had chosen so far
        state = _as_made(state, _choices_of(shown, state.to_act), confirm=False)
    return state, moments


def _shown_before_d18(state: State) -> State:
    """The game as its decider saw it then: D3's proposal on the table, against
    which the engine checks his changes and his confirm."""
    scoring = state.scoring
    assert scoring is not None
    decided = {s: c for s, c in enumerate(scoring.decided) if c is not None}
    proposal = choices_before_d18(scoring.table, state.to_act, decided)
    return dataclasses.replace(state, scoring=dataclasses.replace(scoring, pending=proposal))


def _choices_of(shown: State, seat: int) -> FinalChoices:
    """The choices ``seat`` had made on the shadow game: confirmed, or pending."""
    scoring = shown.scoring
    assert scoring is not None
    made = scoring.decided[seat] if scoring.decided[seat] is not None else scoring.pending
    assert made is not None
    return made


def _as_made(state: State, choices: FinalChoices, confirm: bool = True) -> State:
    """The game with the decider's ``choices`` made, as every reader makes them."""
    for move in choice_moves(state, choices, confirm):
        state = step(state, move)
    return state
