"""The Hard computer's decision time on CPython, side by side with an older checkout's.

    python benchmarks/bench_hard.py [--games N] [--rounds R] [--players 4 2]
                                    [--against CHECKOUT | --commit REV] [--pyodide]

The positions are real decisions: every position of ``--games`` whole games
(per player count) where the player to act has more than one move in the
assign or take phase, the games played by Medium computers (fast, and they
play the game as it is played: Hard would take an hour to deal them).  Each
checkout replays the position's game with its own code, and times what the app
does for every computer move: its seat's view (``bots.bot_view``, whose shape
is the checkout's own) handed to a fresh ``HardBot(seed)`` (the seed is the
position's number, as ``app.session.computer_seed`` gives one).

Each configuration runs every position in a process of its own, on its own
checkout's code: this checkout (``new``), this checkout without the early
stop (``new, whole budget``: today's search, which the early stop must not
change), and ``--against`` a checkout, or by default ``git archive`` of
``--commit`` (the commit before issue 32's work).  The machine is shared, so a
decision is timed in CPU time (``time.process_time``), the configurations take
turns within each round (the order rotated from round to round), and a
decision's figure is its fastest over the rounds.  Printed: p50, p95 and the
worst per configuration and player count, the median of the per-decision
ratios old/new, and how many decisions chose the same move as the old code.

``--pyodide`` runs the same decisions in the pinned Pyodide (the page's Python,
3.14) under Node instead, every configuration in one Node process, a Python
each, taking each decision in turn (``benchmarks/bench_hard_pyodide.mjs``),
still in CPU time: the page's worker runs this Python, on the same
WebAssembly engine (V8).

Prints figures; asserts nothing.
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
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BEFORE = "cf1364b"  # the commit before issue 32's work on Hard's speed


def _positions(players: int, games: int) -> list[dict[str, Any]]:
    """Every decision with a real choice, in Medium games: its game (the deal and
    the moves before it) and its seat, which each checkout turns into its own
    seat's view (the view's shape is each checkout's own: issue 33 changed it)."""
    sys.path.insert(0, str(ROOT / "pysrc"))
    from golden_sails.bots import bot_view, make_bot
    from golden_sails.game.engine import GameConfig, new_game, step

    out = []
    names = ("Ann", "Ben", "Cat", "Dan")[:players]
    for g in range(games):
        first, seed = g % players, 7000 + g
        state = new_game(GameConfig(names=names, first_player=first), seed)
        bots = [make_bot("medium", 100 * g + s) for s in range(players)]
        moves: list[Any] = []
        while not state.over:
            seat = state.to_act
            shown = bot_view(state, seat)
            if state.phase in ("assign", "take") and len(shown["legal_moves"]) > 1:
                out.append({"names": names, "first": first, "seed": seed,
                            "moves": list(moves), "seat": seat})
            move = bots[seat].choose(shown)
            moves.append(move.to_json())
            state = step(state, move)
    return out


def _worker(pysrc: str, positions: str, stop_early: bool) -> list[tuple[Any, float]]:
    """Each position's move and CPU milliseconds (its seat's view built, then the
    search: a computer's whole decision in the app), on the given checkout's code."""
    sys.path.insert(0, pysrc)
    from golden_sails.bots import bot_view
    from golden_sails.bots.search import HardBot
    from golden_sails.game.engine import GameConfig, new_game, step
    from golden_sails.game.moves import Move

    states = []
    for position in json.loads(Path(positions).read_text()):
        config = GameConfig(names=tuple(position["names"]), first_player=position["first"])
        state = new_game(config, position["seed"])
        for move in position["moves"]:
            state = step(state, Move.from_json(move))
        assert state.to_act == position["seat"]
        states.append(state)
    HardBot(0, iterations=20).choose(bot_view(states[0], states[0].to_act))  # warm caches
    out = []
    for k, state in enumerate(states):
        bot = HardBot(k) if stop_early else HardBot(k, stop_early=False)
        start = time.process_time()
        move = bot.choose(bot_view(state, state.to_act))
        out.append((move.to_json(), (time.process_time() - start) * 1000))
    return out


def _old_pysrc(commit: str, into: Path) -> Path:
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", commit, "pysrc"],
        capture_output=True,
        check=True,
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into / "pysrc"


def _run(pysrc: Path, positions: Path, stop_early: bool) -> list[tuple[Any, float]]:
    command = [sys.executable, __file__, "--worker", str(pysrc), "--positions", str(positions)]
    if not stop_early:
        command.append("--whole-budget")
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    return [(move, ms) for move, ms in json.loads(out)]


def _run_pyodide(
    configs: list[tuple[str, Path, bool]], positions: Path, rounds: int, tmp: Path
) -> dict[str, list[tuple[Any, float]]]:
    """Every configuration's moves and CPU milliseconds, in Pyodide under Node."""
    sys.path.insert(0, str(ROOT))
    from buildtools.pyodide import fetch_pyodide

    result = tmp / "pyodide-result.json"
    config = {
        "pyodide": str(fetch_pyodide()),
        "mounts": sorted({str(ROOT), str(tmp), *(str(p) for _, p, _ in configs)}),
        "positions": str(positions),
        "configs": [[name, str(pysrc), stop_early] for name, pysrc, stop_early in configs],
        "rounds": rounds,
        "result": str(result),
    }
    path = tmp / "pyodide-config.json"
    path.write_text(json.dumps(config))
    subprocess.run(["node", str(ROOT / "benchmarks" / "bench_hard_pyodide.mjs"), str(path)],
                   check=True)
    return {name: [(move, ms) for move, ms in rows] for name, rows in
            json.loads(result.read_text()).items()}


def _percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2, help="games a player count")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--players", type=int, nargs="*", default=[4, 2])
    parser.add_argument("--against", type=Path, help="an older checkout (its root or its pysrc)")
    parser.add_argument("--commit", default=BEFORE, help="else this commit's, from git")
    parser.add_argument("--pyodide", action="store_true", help="in Pyodide under Node")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--positions", help=argparse.SUPPRESS)
    parser.add_argument("--whole-budget", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(_worker(args.worker, args.positions, not args.whole_budget)))
        return

    if args.pyodide:
        print("Pyodide (Python 3.14) under Node, CPU time")
    else:
        print(f"Python {platform.python_version()} ({platform.python_implementation()}), CPU time")
    with tempfile.TemporaryDirectory() as tmp:
        old = args.against or _old_pysrc(args.commit, Path(tmp))
        if (old / "pysrc").is_dir():
            old = old / "pysrc"
        label = str(args.against) if args.against else args.commit
        configs = [
            (f"before ({label})", old, True),
            ("new", ROOT / "pysrc", True),
            ("new, whole budget", ROOT / "pysrc", False),
        ]
        print("| Hard | players | decisions | p50 | p95 | worst | old/new per decision "
              "(median) | same move as before |")
        print("|---|---|---|---|---|---|---|---|")
        for players in args.players:
            views = _positions(players, args.games)
            positions = Path(tmp) / f"positions-{players}.json"
            positions.write_text(json.dumps(views))
            times = {name: [float("inf")] * len(views) for name, *_ in configs}
            moves: dict[str, list[Any]] = {}
            if args.pyodide:
                found = _run_pyodide(configs, positions, args.rounds, Path(tmp))
                for name, answers in found.items():
                    moves[name] = [move for move, _ in answers]
                    times[name] = [ms for _, ms in answers]
            for r in range(0 if args.pyodide else args.rounds):
                for name, pysrc, stop_early in configs[r % 3 :] + configs[: r % 3]:
                    answers = _run(pysrc, positions, stop_early)
                    moves[name] = [move for move, _ in answers]  # the same every round
                    for k, (_, ms) in enumerate(answers):
                        times[name][k] = min(times[name][k], ms)
            before = configs[0][0]
            for name, *_ in configs:
                ms = times[name]
                ratio = statistics.median(o / m for o, m in zip(times[before], ms, strict=True))
                same = sum(a == b for a, b in zip(moves[before], moves[name], strict=True))
                print(
                    f"| {name} | {players} | {len(ms)} | {_percentile(ms, 0.5):.0f} ms "
                    f"| {_percentile(ms, 0.95):.0f} ms | {max(ms):.0f} ms | {ratio:.2f}x "
                    f"| {same}/{len(ms)} |",
                    flush=True,
                )


if __name__ == "__main__":
    main()
