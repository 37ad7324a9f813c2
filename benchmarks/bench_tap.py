"""Time from a tap on a move to the page drawn (prints, never asserts).

    python benchmarks/bench_tap.py [--moves N]

Builds and serves the site as `python3 build.py serve` does, plays a 4-player
game in Chromium (Debian's, driven by Playwright) through the page's test
contract, and for each move measures inside the page, from the click to the
page drawn: the new view applied (``data-version`` changed) and laid out
(a forced layout), and to the next animation frame after it. The time covers
the round trip to the worker: Python's step, the view, the save written to
localStorage, and the redraw.  Prints the median, p95 and worst.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "web")]  # buildtools, web_helpers

from web_helpers import RunningServer  # noqa: E402

from buildtools.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from buildtools.paths import WEB  # noqa: E402
from buildtools.site import build_site  # noqa: E402

# Click one move button and time until the page has drawn the result.
_TAP = """index => new Promise(resolve => {
  const root = document.querySelector('[data-screen]');
  const before = root.dataset.version;
  const button = document.querySelectorAll('button[data-move]')[index];
  const start = performance.now();
  const watch = new MutationObserver(() => {
    const now = document.querySelector('[data-screen]');
    const same = now && now.dataset.version === before
      && now.dataset.screen === root.dataset.screen;
    if (!now || same) return;
    watch.disconnect();
    void document.body.offsetHeight;  // the layout of the new page
    const drawn = performance.now() - start;
    requestAnimationFrame(() => resolve([drawn, performance.now() - start]));
  });
  watch.observe(document.body, {attributes: true, childList: true, subtree: true});
  button.click();
})"""


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=150)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = build_site(Path(tmp) / "dist", WEB)
        server = RunningServer(site.root)
        url = server.url
        drawn: list[float] = []
        framed: list[float] = []
        rng = random.Random(1)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS)
            )
            page = browser.new_page(viewport={"width": 360, "height": 640})
            screen = "() => document.querySelector('[data-screen]')?.dataset.screen"
            page.goto(url)
            page.wait_for_function(f"{screen} === 'home'", timeout=120_000)
            page.click("button[data-new-game]")
            page.select_option("select[name=players]", "4")
            names = page.locator("[data-screen=setup] input[type=text]:visible")
            for i, name in enumerate(("Ann", "Ben", "Cat", "Dan")):
                names.nth(i).fill(name)
            page.click("button[data-start]")
            page.wait_for_function(f"{screen} === 'handoff'")
            while len(drawn) < args.moves:
                now = page.evaluate(screen)
                if now == "over":
                    break
                if now == "handoff":
                    page.click("button[data-handoff]")
                    page.wait_for_function(f"{screen} !== 'handoff'")
                    continue
                count = page.locator("button[data-move]").count()
                if count == 0:  # between screens
                    page.wait_for_timeout(20)
                    continue
                times = page.evaluate(_TAP, rng.randrange(count))
                drawn.append(times[0])
                framed.append(times[1])
            browser.close()
        server.stop()
    print(f"tap on a move to the page drawn, {len(drawn)} moves of a 4-player game, 360x640:")
    for label, values in (("laid out", drawn), ("next frame", framed)):
        print(
            f"  {label:10}: median {statistics.median(values):5.1f} ms, "
            f"p95 {percentile(values, 0.95):5.1f} ms, worst {max(values):5.1f} ms"
        )


if __name__ == "__main__":
    main()
