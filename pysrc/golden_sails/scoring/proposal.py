"""R11's proposal for one player: the choices whose total he is sure of whatever
the players still to decide choose (D18), given those already made, and why."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache

from ..model.table import Table
from .choices import FinalChoices, Proposal, check_choices, check_seat
from .context import Context, internal
from .model import TableModel
from .optimiser import Decision, check_solvable, decide, to_choices
from .reasons import Outlook, decision_reasons, outlook


def deciding_context(table: Table, seat: int, decided: Mapping[int, FinalChoices]) -> Context:
    """What ``seat`` counts on: ``decided`` as decided (his own entry ignored),
    everyone else still to decide."""
    check_seat(table, seat)
    model = TableModel(table)
    check_solvable(model)
    others = {s: c for s, c in decided.items() if s != seat}
    for other, choices in others.items():
        check_choices(table, other, choices)
    return Context.of(model, others)


Decided = tuple[tuple[int, FinalChoices], ...]  # ``decided`` as a key: seat order, his own out


def _key(seat: int, decided: Mapping[int, FinalChoices]) -> Decided:
    return tuple(sorted((s, c) for s, c in decided.items() if s != seat))


# What one decider counts on: its model holds his piles' VP for each placement
# of his Universal Goods as the search worked them out, so the proposal, the
# outlook of his choices as they stand and the worth of each choice he may tap
# read them instead of scoring his piles again.  Never changed once made (the
# callers decide on copies).
@lru_cache(maxsize=8)
def _context(table: Table, seat: int, decided: Decided) -> Context:
    return deciding_context(table, seat, dict(decided))


# One decider's decision is asked for by the engine (handing him the choices)
# and by every view of him deciding (the proposal and its reasons): worked out
# once per (table, seat, choices made), the few latest remembered.
@lru_cache(maxsize=8)
def _decide(table: Table, seat: int, decided: Decided) -> tuple[Context, Decision, int]:
    ctx = _context(table, seat, decided)
    decision, sure = decide(ctx, seat)
    return ctx, decision, sure


def best_choices(table: Table, seat: int, decided: Mapping[int, FinalChoices]) -> FinalChoices:
    """The choices :func:`propose` proposes, without the sentences: the engine's
    path, since a game's reasons are only wanted when someone looks."""
    ctx, decision, _ = _decide(table, seat, _key(seat, decided))
    return to_choices(ctx, decision)


def propose(table: Table, seat: int, decided: Mapping[int, FinalChoices]) -> Proposal:
    """R11 (D18): the choices whose total ``seat`` is sure of, the players in
    ``decided`` counted as they decided (an entry for ``seat`` itself is
    ignored), the others at their worst for him; with the best case, the later
    choices that would lower it, and the reasons in words."""
    return _proposal(table, seat, _key(seat, decided))


@lru_cache(maxsize=8)
def _proposal(table: Table, seat: int, decided: Decided) -> Proposal:
    ctx, decision, sure = _decide(table, seat, decided)
    seen = outlook(ctx, seat, decision)
    assert seen.sure == sure  # the search and the plain count must agree (both exact)
    return Proposal(
        seat,
        to_choices(ctx, decision),
        decision_reasons(ctx, seat, decision),
        sure_total=seen.sure,
        best_total=seen.best,
        risks=[risk.to_json() for risk in seen.risks],
    )


def outlook_of(
    table: Table, seat: int, choices: FinalChoices, decided: Mapping[int, FinalChoices]
) -> Outlook:
    """What ``choices`` leave ``seat`` whatever the players still to decide choose
    (D18): the sure figure, the best case, and the later choices between them."""
    return outlooks_of(table, seat, (choices,), decided)[0]


def outlooks_of(
    table: Table,
    seat: int,
    options: Sequence[FinalChoices],
    decided: Mapping[int, FinalChoices],
) -> list[Outlook]:
    """:func:`outlook_of` for each of several choices of ``seat`` (what each
    final choice he may make next is worth, D18), counted on the model the
    proposal's search filled: a pile's VP for a placement it has already scored
    is read, not scored again."""
    ctx = _context(table, seat, _key(seat, decided))
    for choices in options:
        check_choices(table, seat, choices)
    return [outlook(ctx, seat, internal(choices)) for choices in options]


def clear_caches() -> None:
    """Forget the latest decisions and proposals remembered."""
    _context.cache_clear()
    _decide.cache_clear()
    _proposal.cache_clear()
