"""Figures for a table of three phones: pairing each guest, and a move's round trip
(prints, never asserts).

    python benchmarks/bench_move_roundtrip.py [--games G] [--seed S]

Three Chromium processes, each in a network namespace of its own, all three on
one LAN (tests/web/phones_net.py's table_of_phones: a bridge, the Wi-Fi router,
in a namespace of its own), the site built as `python3 build.py` builds it and
served inside each.  Seat 0 is played on the host's phone, seats 1 and 2 on a
guest's each, both paired by pasted text; each game is played to its end, every
move a tap on the phone of the seat to act (as tests/web/test_phones_table.py
plays it), the next tap only once every phone has drawn the last move.

Timed on each page by tests/web/phones_wire.py's init script (no change to
the app), on the machine's one clock (performance.timeOrigin + now(), to the
millisecond or better between the three browsers):

- pairing, per guest: the host's code on screen until the guest's answer is
  (the offer's link opened on the guest: a first visit), and the answer
  pasted on the host until both screens say connected;
- a move's round trip, for each tap on a guest's phone: from the tap (the
  click, seen before the app's own listener) to the redraw of each phone (its
  screen element's data-version changed: page.js's show(), the new state in
  the DOM), for the phone that tapped, the other guest's and the host's; and
  "every phone", the latest of the three: the move on every screen.  Also the
  same to the next animation frame after each redraw (the frame that paints
  it), for every phone.

Printed: p50 and p95 with a 95% confidence interval (bootstrap over the moves,
2000 resamples), the mean and the worst.  The machine has 2 cores shared with
other work, and three browsers and a Pyodide worker run on them at once: the
figures drift from run to run (a calibration loop timed before and after the
games says by how much the machine's speed changed meanwhile, and the load
average how busy it was).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "web")]  # buildtools, phones_net, phones_wire

from phones_net import (  # noqa: E402
    BASE,
    FAST,
    LanRefused,
    join,
    offer_of,
    open_pair,
    paste_answer,
    seat,
    table_of_phones,
)
from phones_wire import WIRE  # noqa: E402

from buildtools.chromium import ensure_chromium  # noqa: E402
from buildtools.site import build_site  # noqa: E402

_MOVES = "[data-screen] button[data-move]"
_HOST_TURN = "() => window.__open.shown?.screen.turn ?? null"
_GUEST_TURN = """() => { const h = window.__wire.heard;
  for (let i = h.length - 1; i >= 0; i--) {
    const m = JSON.parse(h[i][1]);
    if (m.t === "answer") return m.answer.screen.turn;
  }
  return null; }"""
# The first draw after time t: [its time, the time of the frame that painted it].
_DRAWN_AFTER = """t => { const d = window.__wire.draws.find((d) => d[1] >= t);
  return d ? [d[1], d[3]] : null; }"""
PHONES = ("tapped", "other guest", "host")


def calibrate() -> float:
    """Seconds of a fixed pure-Python loop: the machine's speed now."""
    start = time.perf_counter()
    total = 0
    for i in range(3_000_000):
        total += i % 7
    return time.perf_counter() - start


def pair(host: Any, guest: Any, n: int, figures: dict[str, list[float]]) -> None:
    host.wait_for_selector(f"{seat(n)} [data-pair-offer]")
    start = time.perf_counter()
    answer = join(guest, offer_of(host, n))
    figures[f"guest {n}: answer ready (first visit)"].append(time.perf_counter() - start)
    start = time.perf_counter()
    paste_answer(host, n, answer)
    host.wait_for_selector(f"{seat(n)}[data-peer-state=connected]", timeout=30_000)
    guest.wait_for_selector("[data-screen=join][data-peer-state=connected]", timeout=30_000)
    figures[f"guest {n}: paste to connected"].append(time.perf_counter() - start)


def play_game(phones: list[Any], site: Any, rng: random.Random,
              pairing: dict[str, list[float]], trips: dict[str, list[float]]) -> int:
    """One game of three, to its end; the guests' taps timed into `trips`.  Returns
    the number of taps on a guest's phone."""
    contexts = [phone.browser.new_context() for phone in phones]
    pages = []
    for context in contexts:
        context.add_init_script(FAST)
        context.add_init_script(WIRE)
        pages.append(context.new_page())
    host = pages[0]
    timed = 0
    try:
        open_pair(host, players=3)
        for n in (1, 2):
            pair(host, pages[n], n, pairing)
        host.click("button[data-pair-start]")
        host.evaluate("async url => { window.__open = (await import(url)).open; }",
                      BASE + site.assets["js/game-state.js"])
        for n in (1, 2):
            pages[n].wait_for_selector(f"[data-screen][data-viewer='{n}']", timeout=60_000)
        turn = int(host.evaluate(_HOST_TURN))
        while host.evaluate("() => document.querySelector('[data-screen]').dataset.screen") \
                != "over":
            mover = int(host.evaluate("() => window.__open.shown.screen.to_act"))
            page = pages[mover]
            page.wait_for_selector(f"[data-screen][data-viewer='{mover}'] button[data-move]",
                                   timeout=30_000)
            buttons = page.locator(_MOVES)
            buttons.nth(rng.randrange(buttons.count())).click()
            host.wait_for_function(f"t => ({_HOST_TURN})() > t", arg=turn, timeout=30_000)
            turn = int(host.evaluate(_HOST_TURN))
            for n in (1, 2):
                pages[n].wait_for_function(f"t => ({_GUEST_TURN})() >= t", arg=turn,
                                           timeout=30_000)
            if mover == 0:
                continue
            tap = float(page.evaluate("() => window.__wire.taps.at(-1)"))
            other = 3 - mover
            drawn = {}
            for name, at in (("tapped", mover), ("other guest", other), ("host", 0)):
                found = pages[at].evaluate(_DRAWN_AFTER, tap)
                if found is None or found[1] is None:  # its frame not yet run: wait for it
                    pages[at].wait_for_function(
                        "t => window.__wire.draws.some((d) => d[1] >= t && d[3] !== null)",
                        arg=tap)
                    found = pages[at].evaluate(_DRAWN_AFTER, tap)
                drawn[name] = found
                trips[name].append(found[0] - tap)
                trips[f"{name}, painted"].append(found[1] - tap)
            trips["every phone"].append(max(d[0] for d in drawn.values()) - tap)
            trips["every phone, painted"].append(max(d[1] for d in drawn.values()) - tap)
            timed += 1
    finally:
        for context in contexts:
            context.close()
    return timed


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


def interval(values: list[float], p: float, rng: random.Random,
             resamples: int = 2000) -> tuple[float, float]:
    """The 95% bootstrap interval of the p-th percentile."""
    estimates = sorted(percentile(rng.choices(values, k=len(values)), p)
                       for _ in range(resamples))
    return estimates[int(0.025 * resamples)], estimates[int(0.975 * resamples) - 1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=34)
    args = parser.parse_args()
    ensure_chromium()
    from playwright.sync_api import sync_playwright

    rng = random.Random(args.seed)
    pairing: dict[str, list[float]] = {
        name: [] for n in (1, 2) for name in (f"guest {n}: answer ready (first visit)",
                                              f"guest {n}: paste to connected")}
    trips: dict[str, list[float]] = {
        name: [] for phone in (*PHONES, "every phone") for name in (phone, f"{phone}, painted")}
    speed_before, load_before = calibrate(), os.getloadavg()[0]
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        site = build_site(Path(tmp) / "dist")
        try:
            with table_of_phones(site.root, playwright, Path(tmp)) as (host, guests):
                taps = sum(play_game([host, *guests], site, rng, pairing, trips)
                           for _ in range(args.games))
        except LanRefused as refused:
            print(f"bench_move_roundtrip: no network namespaces here ({refused}); no figures")
            return
    took = time.perf_counter() - started
    speed_after, load_after = calibrate(), os.getloadavg()[0]
    print(f"A table of three phones (three network namespaces on one bridge), {args.games} "
          f"games, {taps} taps on a guest's phone timed, {took:.0f} s in all:")
    print("\nPairing a guest by pasted text (seconds; median [range] over the games):")
    for name, values in pairing.items():
        print(f"  {name:40} {statistics.median(values):.2f} s "
              f"[{min(values):.2f}-{max(values):.2f}]")
    print("\nA move's round trip, from the tap on a guest's phone to the redraw on each "
          "phone (ms):")
    print(f"  {'phone':26} {'p50 [95% CI]':>22} {'p95 [95% CI]':>22} {'mean':>7} {'worst':>7}")
    ci_rng = random.Random(0)
    for name, values in trips.items():
        lo50, hi50 = interval(values, 0.5, ci_rng)
        lo95, hi95 = interval(values, 0.95, ci_rng)
        p50 = f"{percentile(values, 0.5):.1f} [{lo50:.1f}-{hi50:.1f}]"
        p95 = f"{percentile(values, 0.95):.1f} [{lo95:.1f}-{hi95:.1f}]"
        print(f"  {name:26} {p50:>22} {p95:>22} {statistics.mean(values):7.1f} "
              f"{max(values):7.1f}")
    print(f"\nThe machine's speed (a fixed Python loop): {speed_before * 1000:.0f} ms before, "
          f"{speed_after * 1000:.0f} ms after ({speed_after / speed_before - 1:+.0%}); the load "
          f"average {load_before:.1f} before, {load_after:.1f} after.  Two "
          "cores shared with other work run three browsers and the host's Pyodide worker at "
          "once: the figures drift from run to run, more at p95 than at p50; compare runs of "
          "one sitting only.")


if __name__ == "__main__":
    main()
