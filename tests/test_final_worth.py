"""What each final choice is worth, before it is tapped (issue 32, item 6; R11, D18, D24).

On the final-choices screen every move carries the deciding player's total with
the choices as that move leaves them: the figure the proposal is measured by,
sure whatever the players after him choose (D18).  It must be exactly what the
engine counts once the move is played, and the words must say it with its
difference from the proposal's total."""

from __future__ import annotations

from typing import Any

import pytest

from golden_sails.app import session
from golden_sails.app.saves import SavedGame
from golden_sails.app.screens import answer
from golden_sails.game.engine import State, choices_after, legal_moves, step
from golden_sails.game.moves import CONFIRM, Move
from golden_sails.game.view import view
from golden_sails.model.i18n import language
from golden_sails.scoring import FinalChoices, best_choices, proposal
from golden_sails.scoring.context import internal
from golden_sails.scoring.proposal import deciding_context
from golden_sails.scoring.reasons import outlook
from golden_sails.teach.lessons import LESSONS, scene_state
from helpers import final_choices_game, game, play_random

ANDY, BOB = 0, 1


def deciding_states() -> list[State]:
    """Final-choice screens of every shape: the heavy table (helpers), its choices changed
    (the proposal's option a button), the lessons' final-order table (Bob first,
    Andy's Protection still to come) and random 2- and 4-player tables (sides)."""
    heavy = final_choices_game()
    changed = step(heavy, Move("universal", spell=0, pile="spells"))
    changed = step(changed, Move("protect", spell=1, kind="boomerang"))
    out = [heavy, changed, scene_state(LESSONS["final-order"], 1)]
    for players, seed in ((2, 3), (2, 8), (4, 5)):
        state = play_random(game(players, seed=seed), seed, lambda s: s.phase == "scoring")
        out.append(state)
        first = legal_moves(state)[0]
        if first != CONFIRM:
            out.append(step(state, first))
    return out


def scoring_answer(state: State) -> dict[str, Any]:
    s = session.reveal(session.resume(SavedGame(state, ("human",) * state.players)))
    shown: dict[str, Any] = answer(s)
    assert shown["screen"]["name"] == "scoring" and shown["screen"]["viewer"] == state.to_act
    return shown


def scoring_screen(state: State) -> dict[str, Any]:
    screen: dict[str, Any] = scoring_answer(state)["screen"]
    return screen


def scoring_moves(state: State) -> list[tuple[Move, dict[str, Any]]]:
    """The scoring screen's moves, each paired with its words by index (docs/protocol.md)."""
    shown = scoring_answer(state)
    legal = [Move.from_json(m) for m in shown["view"]["legal_moves"]]
    return list(zip(legal, shown["screen"]["moves"], strict=True))


def sure_after(state: State, move: Move) -> int:
    """The deciding player's sure total (D18) as the engine tells it once ``move``
    is played: the outlook his own view then shows (the confirm hands the choices
    on, so it is the choices as they stand)."""
    seat = state.to_act
    if move == CONFIRM:
        total: int = view(state, seat)["scoring"]["outlook"]["sure_total"]
        return total
    after = step(state, move)
    assert after.to_act == seat
    total = view(after, seat)["scoring"]["outlook"]["sure_total"]
    return total


@pytest.mark.parametrize("state", deciding_states(), ids=lambda s: f"{s.players}p-{len(s.moves())}")
def test_each_choice_is_worth_what_the_engine_counts_once_it_is_played_d18(state: State) -> None:
    moves = scoring_moves(state)
    proposal = view(state, state.to_act)["scoring"]["proposal"]["sure_total"]
    assert [move for move, _ in moves] == legal_moves(state)
    for move, entry in moves:
        assert entry["vp"] == sure_after(state, move), entry["label"]
        assert entry["vs_proposal"] == entry["vp"] - proposal
        if move == CONFIRM:
            assert "proposed" not in entry
            continue
        # The proposal's own option: the move that sets its one choice as proposed.
        chosen = proposal_choices(state)
        if move.type == "universal":
            assert move.spell is not None
            expected = chosen.universal[move.spell] == move.pile
        elif move.type == "protect":
            assert move.spell is not None
            expected = chosen.protection[move.spell] == move.kind
        else:
            expected = chosen.side == move.side
        assert entry["proposed"] == expected


def proposal_choices(state: State) -> FinalChoices:
    assert state.scoring is not None
    decided = {s: c for s, c in enumerate(state.scoring.decided) if c is not None}
    return best_choices(state.scoring.table, state.to_act, decided)


def test_the_heavy_table_offers_every_choice_with_its_worth() -> None:
    """Four Universal Goods (four other piles each) and two Protection Spells (three
    other kinds each), and Accept: 23 buttons, each with a total; the proposal is
    the most Andy can be sure of, so no choice is worth more."""
    screen = scoring_screen(final_choices_game())
    moves = screen["moves"]
    assert len(moves) == 4 * 4 + 2 * 3 + 1
    assert all(m["vs_proposal"] <= 0 for m in moves)
    assert any(m["vs_proposal"] < 0 for m in moves)
    confirm = moves[-1]
    assert confirm["kind"] == "confirm" and confirm["vs_proposal"] == 0


def test_the_worth_is_said_with_a_real_minus_and_the_proposal_named() -> None:
    state = deciding_states()[1]  # the heavy table, two choices changed
    screen = scoring_screen(state)
    proposal = view(state, state.to_act)["scoring"]["proposal"]["sure_total"]
    assert screen["final"]["worth"] == (
        "Each choice shows your total with it, sure whatever the players after you choose, "
        f"and how much it differs from the proposal's {proposal} VP."
    )
    for m in screen["moves"]:
        vp, diff = m["vp"], m["vs_proposal"]
        sign = "+" if diff > 0 else "\u2212" if diff < 0 else "\u00b1"
        assert m["worth"] == f"{vp} VP ({sign}{abs(diff)})"
    # The proposal's own option is a button once its choice was changed, and the
    # only one of its choice marked so.
    marked = [m for m in screen["moves"] if m.get("proposed")]
    assert {(m["kind"], m["spell"]) for m in marked} == {("universal", 0), ("protect", 1)}
    assert len(marked) == 2


def test_the_worth_speaks_each_language() -> None:
    state = final_choices_game()
    english = scoring_screen(state)["moves"][0]["worth"]
    # German and French tie a number to its unit with a no-break space (their glossaries).
    for lang, unit in (("de", "\u00a0SP"), ("fr", "\u00a0PV"), ("es", " PV"), ("pl", " PZ")):
        with language(lang):
            worth = scoring_screen(state)["moves"][0]["worth"]
        assert worth == english.replace(" VP", unit)


def test_the_worth_of_choices_is_counted_as_a_fresh_count_would() -> None:
    """Counted on the model the proposal's search filled, each figure is what a
    count from scratch gives (a fresh table model, nothing remembered)."""
    state = deciding_states()[1]
    assert state.scoring is not None
    table, seat = state.scoring.table, state.to_act
    decided = {s: c for s, c in enumerate(state.scoring.decided) if c is not None}
    shown = view(state, seat)["scoring"]["options"]
    for move, option in zip(legal_moves(state), shown, strict=True):
        fresh = deciding_context(table, seat, decided)
        seen = outlook(fresh, seat, internal(choices_after(state, move)))
        assert (option["sure_total"], option["best_total"]) == (seen.sure, seen.best)


def test_the_decider_is_counted_on_one_model_per_view(monkeypatch: pytest.MonkeyPatch) -> None:
    """The proposal, the outlook of his choices and the worth of every choice he
    may tap read one model of the table: his piles scored once per placement
    (scoring can cost up to ~30 ms a table, benchmarks/bench_scoring.py)."""
    state = final_choices_game()
    made: list[int] = []

    def counted(*args: Any) -> Any:
        made.append(args[1])
        return deciding_context(*args)

    proposal.clear_caches()
    monkeypatch.setattr(proposal, "deciding_context", counted)
    shown = view(state, state.to_act)
    assert len(shown["scoring"]["options"]) == len(legal_moves(state))
    assert made == [state.to_act]


def test_only_the_deciding_player_is_told_what_his_choices_are_worth() -> None:
    state = final_choices_game()
    assert "options" in view(state, ANDY)["scoring"]
    assert "options" not in view(state, BOB)["scoring"]
    assert "options" not in view(state, None)["scoring"]
