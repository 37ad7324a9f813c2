"""Computer players' decision time in Pyodide, in Chromium, in the worker (prints, never asserts).

    python benchmarks/bench_bots_web.py [--games N]

Builds and serves the site as `python3 build.py serve` does, and in Chromium
(Debian's, driven by Playwright) sets up games whose seats are all computer
players through the set-up form, so the page plays them to the end by itself.
Each computer turn is timed inside the page, from the page's call to the
worker to its answer (``golden-sails:bot:<level>`` User Timing entries): the
bot's whole decision (its view, the sampled worlds, the search) plus the
round trip.  Prints p50, p95 and the worst per level and player count.
"""

from __future__ import annotations

import argparse
import sys
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games per table")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = build_site(Path(tmp) / "dist", WEB)
        server = RunningServer(site.root)
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS)
                )
                print(f"Chromium {browser.version}; Pyodide in the page's worker")
                print("| computers | players | decisions | p50 | p95 | worst |")
                print("|---|---|---|---|---|---|")
                for label, kinds in TABLES:
                    times: dict[str, list[float]] = {}
                    for game in range(args.games):
                        context = browser.new_context()
                        page = context.new_page()
                        play(page, server.url, kinds, 100 + game)
                        for level in set(kinds):
                            times.setdefault(level, []).extend(page.evaluate(_TIMES, level))
                        context.close()
                    for level, values in sorted(times.items()):
                        p50, p95 = percentile(values, 0.5), percentile(values, 0.95)
                        print(
                            f"| {level} ({label}) | {len(kinds)} | {len(values)} "
                            f"| {p50:.0f} ms | {p95:.0f} ms | {max(values):.0f} ms |",
                            flush=True,
                        )
                browser.close()
        finally:
            server.stop()


if __name__ == "__main__":
    main()
