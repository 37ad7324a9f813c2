"""Figures for pairing a guest's phone with the host's (prints, never asserts).

    python benchmarks/bench_pairing.py [--runs R]

Two Chromium processes in network namespaces of their own joined by one link
(tests/web/phones_net.py, as tests/web/test_pairing.py has them), the site
built as `python3 build.py` builds it and served inside each.  Each run pairs
one guest twice: through the cameras (the guest's answer, as its screen shows
it, written to the host's fake camera) and by pasted text.  A person's time
(walking the phone over, aiming it) is not in the figures; what is:

- host, code ready: the pair screen shown (set-up's Start tapped) until the
  seat's code is on screen (the camera asked for, the connection's candidates
  gathered);
- guest, answer ready: the offer's link opened in a fresh profile (a first
  visit: no cache) until the answer's code is on screen;
- host, scan to connected: Scan tapped until both screens say connected (the
  camera opened, the QR code decoded by the npm decoder and its wasm, ICE and
  DTLS over the link);
- host, paste to connected: Connect tapped with the pasted answer until both
  say connected.

Also the codes' sizes, in characters.  Medians over runs, ranges in brackets.
Needs root (or CAP_NET_ADMIN) for the namespaces; says so and stops otherwise.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "web")]  # buildtools, phones_net

from fake_camera import write_camera  # noqa: E402
from phones_net import (  # noqa: E402
    LanRefused,
    join,
    offer_of,
    open_pair,
    paste_answer,
    seat,
    two_phones,
    wait_connected,
)

from buildtools.chromium import ensure_chromium  # noqa: E402
from buildtools.site import build_site  # noqa: E402


def pair_once(host_phone: Any, guest_phone: Any, how: str,
              figures: dict[str, list[float]]) -> None:
    """One guest paired, through the camera ("scan") or by pasted text ("paste")."""
    contexts = [host_phone.browser.new_context(), guest_phone.browser.new_context()]
    host, guest = (context.new_page() for context in contexts)
    start = time.perf_counter()
    open_pair(host)
    host.wait_for_selector(f"{seat(1)} [data-pair-offer]")
    figures["host, code ready"].append(time.perf_counter() - start)
    offer = offer_of(host, 1)
    start = time.perf_counter()
    answer = join(guest, offer)
    figures["guest, answer ready (first visit)"].append(time.perf_counter() - start)
    figures["offer link, characters"].append(len(offer))
    figures["answer, characters"].append(len(answer))
    if how == "scan":
        write_camera(host_phone.camera, guest.locator(".join-answer svg.qr").screenshot())
        start = time.perf_counter()
        host.click(f"{seat(1)} button[data-pair-scan]")
    else:
        start = time.perf_counter()
        paste_answer(host, 1, answer)
    wait_connected(host, guest, 1)
    figures[f"host, {how} to connected"].append(time.perf_counter() - start)
    for context in contexts:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    ensure_chromium()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        site = build_site(Path(tmp) / "dist")
        figures: dict[str, list[float]] = {}
        for name in ("host, code ready", "guest, answer ready (first visit)",
                     "host, scan to connected", "host, paste to connected",
                     "offer link, characters", "answer, characters"):
            figures[name] = []
        try:
            with two_phones(site.root, playwright, Path(tmp)) as (host, guest):
                for _ in range(args.runs):
                    for how in ("scan", "paste"):
                        pair_once(host, guest, how, figures)
        except LanRefused as refused:
            print(f"bench_pairing: no network namespaces here ({refused}); no figures")
            return
    print(f"Pairing a guest, {args.runs} runs (two network namespaces, one link):")
    for name, values in figures.items():
        unit = "" if "characters" in name else " s"
        fmt = (lambda v: f"{v:.0f}") if "characters" in name else (lambda v: f"{v:.2f}")
        print(f"  {name:38} {fmt(statistics.median(values))}{unit} "
              f"[{fmt(min(values))}-{fmt(max(values))}]")


if __name__ == "__main__":
    main()
