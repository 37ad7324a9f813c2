"""Random 4-player self-play, final scoring included: games per second on one core.

Prints figures; asserts nothing.  Run: python benchmarks/bench_selfplay.py [GAMES]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "pysrc"))

from golden_sails.bots import RandomBot
from golden_sails.engine import GameConfig, legal_moves, new_game, step
from golden_sails.selfplay import final_score, run_selfplay


def games_per_second(games: int, *, scoring: bool) -> float:
    """Random 4-player games per second: to the end of round 12 only, or
    through every R11 decision and the final totals."""
    config = GameConfig(names=("A", "B", "C", "D"))
    start = time.perf_counter()
    for g in range(games):
        state = new_game(config, g)
        bots = [RandomBot(g * 4 + s) for s in range(4)]
        while not state.over and (scoring or state.phase != "scoring"):
            state = step(state, bots[state.to_act].choose(state, legal_moves(state)))
        if scoring:
            final_score(state, explain=False)
    return games / (time.perf_counter() - start)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    games_per_second(50, scoring=True)  # warm the caches and the deck
    engine = games_per_second(games, scoring=False)
    print(f"4-player random games to the end of round 12: {engine:,.0f} games/s")
    best = max(games_per_second(games, scoring=True) for _ in range(3))
    print(
        f"4-player random games with final scoring:     {best:,.0f} games/s (best of 3 x {games})"
    )
    summary = run_selfplay(4, games, 1, ["random"])
    print(
        f"python -m golden_sails selfplay --players 4 --games {games}: "
        f"{summary['games_per_second']:,.0f} games/s"
    )


if __name__ == "__main__":
    main()
