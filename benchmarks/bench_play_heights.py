"""Every play screen's height over whole pass-and-play games at 360x740 (prints, never asserts).

    python benchmarks/bench_play_heights.py [--langs en,de] [--players 2,3,4] [--seeds 3]

Issue 37's measure, on games the tests do not play: for each language, table
size and seed, a whole game of people at one phone with random legal taps
(every variant in turn, the memory aid on every other game), each person's play
screen scrolled to its top and measured: the page's height against the
viewport's, and whether every move's button is in the first screen.  Prints,
per game and in all, the tallest play screen as a share of the viewport
(the aim: at most 1.5) and how many screens passed the aim or put a move below
the first screen.  The tests check chosen seeds (test_phone_screens,
test_table); this samples others.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "web")]  # buildtools, web_helpers

from web_helpers import RunningServer, screen_of, wait_for_screen  # noqa: E402

from buildtools.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from buildtools.paths import WEB  # noqa: E402
from buildtools.site import build_site  # noqa: E402

PHONE = {"width": 360, "height": 740}
NAMES = ("Maximiliane", "Bartholomäus", "Cécile", "Łucja")
VARIANTS = ("standard", "open", "secretive")
# The player's settings: no confirmations and the computers' fast pace (the tests' own).
SETTINGS = {"confirmMoves": False, "botSpeed": "fast"}

_MEASURE = """() => {
  scrollTo(0, 0);
  const below = [...document.querySelectorAll('button[data-move]')]
    .filter((b) => b.getBoundingClientRect().bottom > innerHeight + 0.5).length;
  return [document.documentElement.scrollHeight / innerHeight, below];
}"""

# The play screen's parts and their heights, tallest first (where the room goes).
_PARTS = """() => [...document.querySelectorAll('#screen > *, #screen section, footer')]
  .map((e) => [e.tagName.toLowerCase() + (e.className ? '.' + e.className.split(' ')[0] : ''),
               Math.round(e.getBoundingClientRect().height)])
  .filter(([, h]) => h > 0)"""

_DRAWN = """old => { const r = document.querySelector('[data-screen]');
  return r && (r.dataset.version !== old.version || r.dataset.screen !== old.screen); }"""


def play_game(
    page, url: str, lang: str, players: int, seed: int, variant: str, aid: bool, shots: Path | None
):
    """One whole game; the (height share, moves below the first screen) of each play screen."""
    settings = {**SETTINGS, "memoryAid": aid}
    page.goto(url)
    wait_for_screen(page, ("home",))
    page.evaluate("s => localStorage.setItem('golden-sails:settings', s)", json.dumps(settings))
    names = ",".join(NAMES[:players])
    page.goto(
        f"{url}?lang={lang}#/new?players={players}&names={names}&variant={variant}&seed={seed}"
    )
    wait_for_screen(page, ("setup",))
    page.click("button[data-start]")
    wait_for_screen(page, ("handoff",))
    rng = random.Random(seed)
    found = []
    while True:
        info = screen_of(page)
        if info["screen"] == "over":
            return found
        if info["screen"] == "handoff":
            page.click("button[data-handoff]")
            wait_for_screen(page, ("play", "scoring", "over"))
            continue
        if info["screen"] == "play":
            found.append(tuple(page.evaluate(_MEASURE)))
            if shots and found[-1][0] >= max(h for h, _ in found):
                name = f"{lang}-{players}p-{seed}"
                page.screenshot(path=str(shots / f"{name}.png"), full_page=True)
                (shots / f"{name}.json").write_text(json.dumps(page.evaluate(_PARTS)))
        buttons = page.locator("button[data-move]")
        confirm = page.locator("button[data-confirm]")
        if info["screen"] == "scoring" and confirm.count():
            confirm.first.click()
        else:
            buttons.nth(rng.randrange(buttons.count())).click()
        page.wait_for_function(_DRAWN, arg=info, timeout=60_000)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--langs", default="en,de")
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--seeds", type=int, default=2, help="games per language and table size")
    parser.add_argument("--shots", type=Path, help="a folder for each game's tallest screen")
    parser.add_argument("--first-seed", type=int, default=9000)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    everything: list[tuple[float, int]] = []
    with tempfile.TemporaryDirectory() as tmp:
        site = build_site(Path(tmp) / "dist", WEB)
        server = RunningServer(site.root)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS)
            )
            page = browser.new_page(viewport=PHONE)
            game = 0
            for lang in args.langs.split(","):
                for players in (int(p) for p in args.players.split(",")):
                    for _ in range(args.seeds):
                        seed = args.first_seed + 37 * game
                        variant, aid = VARIANTS[game % 3], game % 2 == 1
                        found = play_game(
                            page, server.url, lang, players, seed, variant, aid, args.shots
                        )
                        game += 1
                        everything += found
                        tallest = max(h for h, _ in found)
                        over = sum(1 for h, _ in found if h > 1.5)
                        hidden = sum(1 for _, b in found if b)
                        print(
                            f"{lang} {players}p seed {seed} {variant:9}"
                            f" aid {'on ' if aid else 'off'}:"
                            f" {len(found)} play screens, tallest {tallest:.3f} viewports,"
                            f" {over} over 1.5, {hidden} with a move below the first screen",
                            flush=True,
                        )
            browser.close()
        server.stop()
    heights = sorted(h for h, _ in everything)
    p95 = heights[int(0.95 * (len(heights) - 1))]
    print(
        f"all: {len(heights)} play screens at 360x740; tallest {heights[-1]:.3f} viewports"
        f" ({heights[-1] * PHONE['height']:.0f} px), p95 {p95:.3f};"
        f" {sum(1 for h in heights if h > 1.5)} over 1.5;"
        f" {sum(1 for _, b in everything if b)} with a move below the first screen"
    )


if __name__ == "__main__":
    main()
