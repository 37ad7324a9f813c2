"""Computer players' decision time in Pyodide, in Chromium, in the worker (prints, never asserts).

    python benchmarks/bench_bots_web.py [--games N] [--against [REV]] [--only hard]

Builds and serves the site as `python3 build.py serve` does, and in Chromium
(Debian's, driven by Playwright) sets up games whose seats are all computer
players through the set-up form, so the page plays them to the end by itself.
Each computer turn is timed inside the page, from the page's call to the
worker to its answer (``golden-sails:bot:<level>`` User Timing entries): the
bot's whole decision (its view, the sampled worlds, the search) plus the
round trip.  Prints p50, p95 and the worst per level and player count.

``--against REV`` also builds commit REV's site (``git archive`` into a
temporary directory, built there by its own ``buildtools``) and serves it
beside this one: each game is played on both, one after the other (which
goes first alternates), with the same seed.  A computer's dice come from the
deal's seed, the seat and the move number (``session.computer_seed``), so
where both choose alike the two games are the same game, decision for
decision: the median of the per-decision ratios (REV's time over this one's)
is then printed too, a figure a busy machine disturbs far less than either
percentile.
"""

from __future__ import annotations

import argparse
import io
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "web")]  # buildtools, web_helpers

from web_helpers import RunningServer, wait_for_screen  # noqa: E402

from buildtools.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from buildtools.paths import WEB  # noqa: E402
from buildtools.site import build_site  # noqa: E402

TABLES = (
    ("hard", ["hard"] * 4),
    ("hard", ["hard"] * 2),
    ("easy + medium", ["easy", "medium", "easy", "medium"]),
)
BEFORE = "cf1364b"  # the commit before issue 32's work on Hard's speed
_TIMES = """level => performance.getEntriesByName('golden-sails:bot:' + level)
  .map(e => e.duration)"""


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


def play(page: object, base: str, kinds: list[str], seed: int) -> None:
    """One game of computers, set up through the form, watched to its end."""
    page.goto(base)  # type: ignore[attr-defined]
    wait_for_screen(page, ("home",), timeout=180_000)
    page.click("button[data-new-game]")  # type: ignore[attr-defined]
    page.select_option("select[name=players]", str(len(kinds)))  # type: ignore[attr-defined]
    for seat, kind in enumerate(kinds):
        page.select_option(f"select[name=seat-{seat}]", kind)  # type: ignore[attr-defined]
    page.click("summary:has-text('More options')")  # type: ignore[attr-defined]  # the seed's place
    page.fill("input[name=seed]", str(seed))  # type: ignore[attr-defined]
    page.click("button[data-start]")  # type: ignore[attr-defined]
    wait_for_screen(page, ("over",), timeout=1_800_000)


def build_old_site(rev: str, tmp: Path) -> Path:
    """Commit ``rev``'s site, built by its own buildtools from its own sources
    (this checkout's ``.cache`` and ``.venv`` lent to it), into ``tmp/dist``."""
    tree = tmp / "old"
    tree.mkdir(parents=True)
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", rev],
        capture_output=True,
        check=True,
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(tree, filter="data")
    for shared in (".cache", ".venv"):
        (tree / shared).symlink_to((ROOT / shared).resolve())
    script = (
        "import sys; from pathlib import Path; sys.path.insert(0, '.');"
        "from buildtools.paths import WEB; from buildtools.site import build_site;"
        f"build_site(Path({str(tmp / 'dist')!r}), WEB)"
    )
    subprocess.run([sys.executable, "-c", script], cwd=tree, check=True)
    return tmp / "dist"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games per table")
    parser.add_argument(
        "--against",
        nargs="?",
        const=BEFORE,
        help=f"a commit whose site plays the same games beside (alone: {BEFORE})",
    )
    parser.add_argument("--only", nargs="*", help="only the tables of these computers")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        sites = [("this checkout", build_site(Path(tmp) / "dist", WEB).root)]
        if args.against:
            sites.append((args.against, build_old_site(args.against, Path(tmp) / "against")))
        servers = [(label, RunningServer(root)) for label, root in sites]
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS)
                )
                print(f"Chromium {browser.version}; Pyodide in the page's worker")
                print("| computers | site | players | decisions | p50 | p95 | worst |")
                print("|---|---|---|---|---|---|---|")
                for label, kinds in TABLES:
                    if args.only and label not in args.only:
                        continue
                    times: dict[tuple[str, str], list[float]] = {}
                    paired: list[float] = []
                    for game in range(args.games):
                        turn = servers[game % len(servers) :] + servers[: game % len(servers)]
                        this_game: dict[str, dict[str, list[float]]] = {}
                        for site, server in turn:
                            context = browser.new_context()
                            page = context.new_page()
                            play(page, server.url, kinds, 100 + game)
                            for level in set(kinds):
                                values = page.evaluate(_TIMES, level)
                                times.setdefault((level, site), []).extend(values)
                                this_game.setdefault(site, {})[level] = values
                            context.close()
                        if len(this_game) == 2:
                            new, old = (this_game[site] for site, _ in servers)
                            for level, mine in new.items():
                                theirs = old[level]
                                if len(mine) == len(theirs):  # the same game
                                    paired += [o / n for o, n in zip(theirs, mine, strict=True)]
                    for (level, site), values in sorted(times.items()):
                        p50, p95 = percentile(values, 0.5), percentile(values, 0.95)
                        print(
                            f"| {level} ({label}) | {site} | {len(kinds)} | {len(values)} "
                            f"| {p50:.0f} ms | {p95:.0f} ms | {max(values):.0f} ms |",
                            flush=True,
                        )
                    if paired:
                        print(
                            f"<!-- {label}, {len(kinds)} players: {args.against} over this "
                            f"checkout, per decision of the same games: median "
                            f"{statistics.median(paired):.2f}x over {len(paired)} -->",
                            flush=True,
                        )
                browser.close()
        finally:
            for _, server in servers:
                server.stop()


if __name__ == "__main__":
    main()
