"""Random 4-player games with final scoring, through ``step`` and through the
playout (search's fast path), and the speed-up against an older checkout
measured side by side.

Prints figures; asserts nothing.

    python benchmarks/bench_selfplay.py [--games N] [--rounds R]
                                        [--against CHECKOUT | --commit REV]

(a) ``step``: deal (``new_game``), random bots through ``legal_moves`` and
    ``step`` to the end, every player confirming R11's proposal, the score
    sheet's numbers (``final_score(..., explain=False)``): today's self-play.
(b) the playout: deal, ``Playout.from_state``, ``random_playout``, ``totals()``.
(b') the playout as a search uses it: ``copy()`` of one dealt game, then
    ``random_playout`` and ``totals()``: no deal.
(c) (b) of this checkout over (a) of an old one: ``--against`` a checkout
    (its root or its ``pysrc``), or by default ``git archive`` of
    ``--commit``, the commit before the playout existed.

The machine is shared, so: each figure is timed in a fresh subprocess, in
CPU time (``time.process_time``: wall time would also count other jobs'
turns on the core; with the machine to itself the two agree), as the fastest
of 5 spells of its games; the configurations take turns within each round
(order rotated from round to round), so a busy minute slows neighbours alike.
Ranges are min-max over rounds; a ratio is taken within each round (paired)
and its median shown.
"""

from __future__ import annotations

import argparse
import io
import json
import platform
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BEFORE_PLAYOUT = "9e1915b"
WARM_UP = 50  # games first, so the scoring caches are as a long run has them
SPELLS = 5  # a process times its games in this many spells and keeps the fastest


def _worker(mode: str, pysrc: str, games: int) -> float:
    """Games per second of one configuration, on the given checkout's code."""
    sys.path.insert(0, pysrc)
    import random

    try:
        from golden_sails.game.engine import GameConfig, legal_moves, new_game, step
        from golden_sails.model.rng import SplitMix64
        from golden_sails.tools.selfplay import final_score
    except ImportError:  # a checkout from before the core's layers (issue 21)
        from golden_sails.engine import GameConfig, legal_moves, new_game, step
        from golden_sails.rng import SplitMix64
        from golden_sails.selfplay import final_score

    config = GameConfig(names=("A", "B", "C", "D"))

    def through_step(first: int, count: int) -> None:
        for g in range(first, first + count):
            state = new_game(config, g)
            # Random legal moves, each seat its own numbers (as the old RandomBot drew them).
            rngs = [SplitMix64(g * 4 + s) for s in range(4)]
            while not state.over:
                moves = legal_moves(state)
                state = step(state, moves[rngs[state.to_act].below(len(moves))])
            final_score(state, explain=False)

    run = through_step
    if mode != "step":
        from golden_sails.bots.playout import Playout

        def through_playout(first: int, count: int) -> None:
            rng = random.Random(first)
            for g in range(first, first + count):
                playout = Playout.from_state(new_game(config, g))
                playout.random_playout(rng)
                playout.totals()

        root = Playout.from_state(new_game(config, 0))

        def copies(first: int, count: int) -> None:
            rng = random.Random(first)
            for _ in range(count):
                playout = root.copy()
                playout.random_playout(rng)
                playout.totals()

        run = through_playout if mode == "playout" else copies
    run(10**6, WARM_UP)
    chunk = max(1, games // SPELLS)
    best = 0.0
    for k in range(SPELLS):
        start = time.process_time()
        run(k * chunk, chunk)
        best = max(best, chunk / (time.process_time() - start))
    return best


def _old_pysrc(commit: str, into: Path) -> Path | None:
    """The commit's ``pysrc`` extracted from git, or None if git cannot."""
    try:
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", "--format=tar", commit, "pysrc"],
            capture_output=True,
            check=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        if hasattr(tarfile, "data_filter"):  # Python 3.11.4 and later
            tar.extractall(into, filter="data")
        else:  # our own repository's files
            tar.extractall(into)
    return into / "pysrc"


def _measure(mode: str, pysrc: Path, games: int) -> float:
    out = subprocess.run(
        [sys.executable, __file__, "--worker", mode, "--pysrc", str(pysrc), "--games", str(games)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return float(json.loads(out))


def _range(values: list[float]) -> str:
    return f"{min(values):,.0f}-{max(values):,.0f} games/s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300, help="games through step a timing")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--against", type=Path, help="an older checkout (its root or its pysrc)")
    parser.add_argument("--commit", default=BEFORE_PLAYOUT, help="else this commit's, from git")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--pysrc", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(_worker(args.worker, args.pysrc, args.games)))
        return

    implementation = platform.python_implementation()
    print(f"Python {platform.python_version()} ({implementation}), {platform.machine()}")
    here = ROOT / "pysrc"
    fast_games = args.games * 5  # the playout is faster: time it over as long a spell
    with tempfile.TemporaryDirectory() as tmp:
        old = args.against or _old_pysrc(args.commit, Path(tmp))
        if old is not None and (old / "pysrc").is_dir():
            old = old / "pysrc"  # a checkout's root given
        label = str(args.against) if args.against else args.commit
        runs: list[tuple[str, str, Path, int]] = [
            ("step", "step", here, args.games),
            ("playout", "playout", here, fast_games),
            ("copies", "copies", here, fast_games),
        ]
        if old is None:
            print(f"(no old checkout: git archive {args.commit} failed; no ratio against it)")
        else:
            runs.insert(0, ("old step", "step", old, args.games))
        figures: dict[str, list[float]] = {name: [] for name, *_ in runs}
        for r in range(args.rounds):
            turn = runs[r % len(runs) :] + runs[: r % len(runs)]
            for name, mode, pysrc, games in turn:
                figures[name].append(_measure(mode, pysrc, games))
    print(
        f"random 4-player games with final scoring, {args.rounds} rounds, each figure"
        f" in its own process ({args.games} games through step, {fast_games} playouts)"
    )
    if "old step" in figures:
        print(f"(a)  through step, {label}: {_range(figures['old step'])}")
    print(f"(a)  through step, this checkout: {_range(figures['step'])}")
    print(f"(b)  through the playout: {_range(figures['playout'])}")
    print(f"(b') the playout from copies of one dealt game: {_range(figures['copies'])}")

    def ratio(top: str, bottom: str) -> str:
        paired = [t / b for t, b in zip(figures[top], figures[bottom], strict=True)]
        return f"median {statistics.median(paired):.1f}x ({min(paired):.1f}-{max(paired):.1f}x)"

    if "old step" in figures:
        print(f"(c)  (b) over (a) of {label}, per round: {ratio('playout', 'old step')}")
        print(f"     (a) of this checkout over (a) of {label}: {ratio('step', 'old step')}")
    print(f"     (b) over (a), both this checkout: {ratio('playout', 'step')}")


if __name__ == "__main__":
    main()
