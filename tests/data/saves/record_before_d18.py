"""Write tests/data/saves/before-d18.json with the app as it was before D18.

Run with that app's code on the path, not this one's::

    git worktree add /tmp/old a609cbe^
    python3 tests/data/saves/record_before_d18.py /tmp/old > before-d18-cases.json

Each case plays a seeded random game to final scoring, makes the final
choices as listed (changes to the proposal that app showed, then a confirm),
and keeps the version-2 save with what that app showed: every decider's
choices and, for a finished game, the totals.
"""

from __future__ import annotations

import json
import random
import sys
from typing import Any


def main(root: str) -> None:
    sys.path.insert(0, f"{root}/pysrc")
    from golden_sails.engine import GameConfig, legal_moves, new_game, step, table_of
    from golden_sails.saves import to_save
    from golden_sails.scoring import score_table

    def case(
        g: int, names: tuple[str, ...], edits: list[list[dict[str, Any]]], stop_early: bool = False
    ) -> dict[str, Any]:
        rng = random.Random(g)
        state = new_game(GameConfig(names), g)
        while state.phase not in ("scoring", "over"):
            moves = sorted(legal_moves(state), key=lambda m: json.dumps(m, sort_keys=True))
            state = step(state, rng.choice(moves))
        for i, seat_edits in enumerate(edits):
            for move in seat_edits:
                state = step(state, move)
            if not (stop_early and i == len(edits) - 1):
                state = step(state, {"type": "confirm"})
        scoring = state.scoring
        chosen = {s: c for s, c in enumerate(scoring.decided) if c is not None}
        out: dict[str, Any] = {"save": to_save(state), "phase": state.phase}
        out["decided"] = {
            str(s): [list(c.universal), list(c.protection), c.side] for s, c in chosen.items()
        }
        if scoring.pending is not None:
            p = scoring.pending
            out["pending"] = {
                "seat": state.to_act,
                "choices": [list(p.universal), list(p.protection), p.side],
            }
        if state.phase == "over":
            sheet = score_table(table_of(state), chosen, explain=False)
            out["totals"] = [p.total for p in sheet.players]
        return out

    protect = {"type": "protect", "spell": 1, "kind": "shuriken"}
    cases = {
        "changed-protection-2p": case(3, ("Ann", "Ben"), [[protect], []]),
        "confirmed-4p": case(86, ("Ann", "Ben", "Cas", "Dee"), [[], [], [], []]),
        "mid-decision-3p": case(
            58, ("Ann", "Ben", "Cas"), [[{**protect, "spell": 0}]], stop_early=True
        ),
    }
    json.dump(cases, sys.stdout, indent=1)


if __name__ == "__main__":
    main(sys.argv[1])
