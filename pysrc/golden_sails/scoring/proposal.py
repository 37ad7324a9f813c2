"""R11's proposal for one player: his best choices given those already made, and why."""

from __future__ import annotations

from collections.abc import Mapping

from ..table import Table
from .choices import FinalChoices, Proposal, check_choices, check_seat
from .context import Context
from .model import TableModel
from .optimiser import Decision, check_solvable, decide, to_choices
from .reasons import decision_reasons


def _decide(
    table: Table, seat: int, decided: Mapping[int, FinalChoices]
) -> tuple[Context, Decision, int]:
    check_seat(table, seat)
    model = TableModel(table)
    check_solvable(model)
    others = {s: c for s, c in decided.items() if s != seat}
    for other, choices in others.items():
        check_choices(table, other, choices)
    ctx = Context.of(model, others)
    decision, expected = decide(ctx, seat)
    return ctx, decision, expected


def best_choices(table: Table, seat: int, decided: Mapping[int, FinalChoices]) -> FinalChoices:
    """The choices :func:`propose` proposes, without the sentences: the engine's
    path, since a game's reasons are only wanted when someone looks."""
    ctx, decision, _ = _decide(table, seat, decided)
    return to_choices(ctx, decision)


def propose(table: Table, seat: int, decided: Mapping[int, FinalChoices]) -> Proposal:
    """R11: the choices maximising ``seat``'s own total, the players in ``decided``
    counted as they decided (an entry for ``seat`` itself is ignored), the others
    with Universal Goods unmoved and no Protection (D3: a 2-player opponent's
    side at his best reply); with the reasons in words."""
    ctx, decision, expected = _decide(table, seat, decided)
    why = decision_reasons(ctx, seat, decision)
    return Proposal(seat, to_choices(ctx, decision), why, expected)
