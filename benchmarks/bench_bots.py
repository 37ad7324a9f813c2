"""The computer players' strength ladder and decision times, by self-play on CPython.

Each match seats the bots rotated (every bot plays every seat and turn
position as often) and prints each bot's win share with its 95% interval
(Wilson; tied winners share a game, R18), and the decision times p50/p95.

    python benchmarks/bench_bots.py [GAMES] [--only NAME ...]

GAMES defaults to 400 a match.  Prints figures; asserts nothing.  The Hard
matches take the longest (tens of minutes at 400 games on one core).

``hard-before`` is Hard as it was before issue 32's work on its speed, for
these matches only: the same search without the early stop
(``HardBot(seed, stop_early=False)``), whose every choice is the old code's
(``benchmarks/bench_hard.py`` counts them against the old commit), and which
draws its dice as the old code did, so its games are the old code's games.
Its matches take the same seeds as Hard's: ``hard-before-vs-3-greedy`` is
``hard-vs-3-greedy`` with the old Hard, and ``hard-vs-hard-before`` sets the
two against each other.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "pysrc"))

from golden_sails.bots import BOTS
from golden_sails.bots.search import HardBot
from golden_sails.tools.selfplay import run_selfplay


class HardBefore(HardBot):
    """Hard as it was before issue 32: the whole budget, every decision."""

    name = "hard-before"

    def __init__(self, seed: int) -> None:
        super().__init__(seed, stop_early=False)


BOTS["hard-before"] = HardBefore  # these matches only: the app never seats it

# (name, players, bots): the ladder.  The first bot is the one measured.
MATCHES = (
    ("hard-vs-3-greedy", 4, ["hard", "greedy", "greedy", "greedy"]),
    ("hard-before-vs-3-greedy", 4, ["hard-before", "greedy", "greedy", "greedy"]),
    ("hard-vs-hard-before", 2, ["hard", "hard-before"]),
    ("hard-vs-greedy", 2, ["hard", "greedy"]),
    ("medium-vs-easy", 2, ["medium", "easy"]),
    ("easy-vs-random", 2, ["easy", "random"]),
    ("medium-vs-greedy", 2, ["medium", "greedy"]),
    ("hard-vs-medium", 2, ["hard", "medium"]),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=400)
    parser.add_argument("--only", nargs="*", default=None, help="match names to run")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    print(f"Python {platform.python_version()} ({platform.python_implementation()})")
    print("| match | players | games | first bot's win share (95% interval) | even | "
          "decision time p50 / p95 |")
    print("|---|---|---|---|---|---|")
    for name, players, bots in MATCHES:
        if args.only and name not in args.only:
            continue
        began = time.perf_counter()
        summary = run_selfplay(players, args.games, args.seed, bots, rotate=True)
        first = summary["win_share_by_bot"][0]
        low, high = first["ci95"]
        times = "; ".join(
            f"{bot} {t['p50']:.0f} / {t['p95']:.0f} ms" for bot, t in summary["decision_ms"].items()
        )
        print(
            f"| {name} | {players} | {args.games} | {first['share']:.1%} ({low:.1%}-{high:.1%}) "
            f"| {1 / players:.0%} | {times} |",
            flush=True,
        )
        print(f"<!-- {name}: {time.perf_counter() - began:.0f} s -->", flush=True)


if __name__ == "__main__":
    main()
