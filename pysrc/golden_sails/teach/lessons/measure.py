"""The score a lesson shows: scoring read on the lesson's table, as it stands.

A step may show a player's "score now": the table scored as if the game
ended there (R11's choices made for everyone who has not made them), or, at
final scoring, with the choices made so far and the deciding player's
choices as they stand.  A lesson's numbers are read here, so what its words
say is what the rules core computes (tests/test_lessons.py).
"""

from __future__ import annotations

import json

from ...app.protocol import ScoreBlock, ScoreBlockSeat
from ...app.scorepad import load_table
from ...game.engine import State, step, table_of
from ...model.glossary import good_plural
from ...model.i18n import _, word_list
from ...model.table import Table
from ...scoring import (
    FinalChoices,
    TableScore,
    best_choices,
    decide_all,
    outlook_of,
    score_table,
)
from ...scoring.sheet import lines_of
from .model import Check


def choices_now(state: State, table: Table) -> dict[int, FinalChoices]:
    """Everyone's final choices if the game ended now: as made, the deciding
    player's as they stand, the others' as R11 proposes them in turn."""
    if state.scoring is None:
        return decide_all(table)
    chosen = {s: c for s, c in enumerate(state.scoring.decided) if c is not None}
    if state.scoring.pending is not None:
        chosen[state.to_act] = state.scoring.pending
    for seat in table.decision_order():
        if seat not in chosen:
            chosen[seat] = best_choices(table, seat, chosen)
    return chosen


def score_now(state: State) -> TableScore:
    table = state.scoring.table if state.scoring is not None else table_of(state)
    return score_table(table, choices_now(state, table))


def value(score: TableScore, seat: int, key: str) -> int:
    """One number of a score sheet (see :class:`~.model.Check` for the keys)."""
    player = score.players[seat]
    assert player.detail is not None  # score_table explains by default
    detail = player.detail["scoring"]
    if key == "total":
        return player.total
    if key in ("spells", "gems", "spices", "animals", "weapons"):
        vp: int = getattr(player, key)
        return vp
    if key == "gems_without_shifts":
        return int(detail["gems"]["vp_without_shifts"])
    what, _, arg = key.partition(":")
    if what == "steals":
        exchanges = detail["weapons"]["exchanges"]
        return int(next(e["stolen"] for e in exchanges if e["seat"] == int(arg)))
    if what == "spell":
        return int(detail["spells"]["cards"][int(arg)]["vp"])
    raise ValueError(f"check: unknown key {key!r}")


def check_value(check: Check, state: State) -> int:
    """What the rules core says the number ``check`` names is, on the step's table."""
    if check.table is not None:
        table = load_table(json.dumps(check.table))
        return value(score_table(table, decide_all(table)), check.seat, check.key)
    if check.instead is not None:
        state = step(state, check.instead)
    if check.key in ("sure", "best"):
        return outlook_now(state, check.seat, check.key)
    return value(score_now(state), check.seat, check.key)


def outlook_now(state: State, seat: int, key: str) -> int:
    """At final scoring, the deciding player's total for his choices as they stand:
    the least he is sure of (``sure``) or the most (``best``), whatever the players
    still to decide choose (D18)."""
    scoring = state.scoring
    if scoring is None or scoring.pending is None or state.to_act != seat:
        raise ValueError(f"check: {key!r} is read only from the deciding player, at final scoring")
    decided = {s: c for s, c in enumerate(scoring.decided) if c is not None}
    seen = outlook_of(scoring.table, seat, scoring.pending, decided)
    return seen.sure if key == "sure" else seen.best


def score_block(
    state: State, seats: tuple[int, ...], categories: tuple[str, ...]
) -> ScoreBlock:
    """The "score now" a step shows: per seat, the categories asked for with their
    VP and the score sheet's reasons (``lines``), and the total so far."""
    score = score_now(state)
    out: list[ScoreBlockSeat] = []
    for seat in seats:
        player = score.players[seat]
        assert player.detail is not None  # score_table explains by default
        scoring = player.detail["scoring"]
        out.append(
            {
                "seat": seat,
                "name": player.name,
                "total": player.total,
                "categories": [
                    {"category": c, "vp": value(score, seat, c), "lines": lines_of(scoring, c)}
                    for c in categories
                ],
            }
        )
    # The total is every category's, not only those shown: say so (a Weapon that
    # steals from the player can take it below the one category shown).
    # Translators: {shown} is one or two Good types ("Spells and Spices").
    note = _(
        "Shown: {shown}. Each total is the player's VP in all five categories "
        "(Spells, Gems, Spices, Animals, Weapons) if the game ended now."
    ).format(shown=word_list([good_plural(c) for c in categories]))
    return {"players": out, "note": note}
