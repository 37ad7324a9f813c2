"""Figures for a guest's phone: its first visit's bytes and what it keeps offline
(prints, never asserts).

    python benchmarks/bench_guest.py [--runs R]

The site is built as `python3 build.py` builds it and served twice by
buildtools.server (netlify.toml's headers, the compressed copies sent by
Accept-Encoding): a host's page on one server makes a seat's offer, and a
guest opens it on the other (a code is read from the link's hash), in a fresh
Chromium context each run, so the guest's server counts only what the guest's
phone downloaded (bodies as sent, compressed).  Each run measures a first visit
until the answer is on screen, twice:

- the page alone, service workers blocked: what the page loads (issue 34's
  budget: at most 300 KB);
- the page and its service worker (sw.js?guest=<lang>), until the worker
  controls the page: its install has cached the guest's set, fetching what the
  page had not loaded (the modules of a guest's game) and taking the rest from
  the HTTP cache.

Then what the guest's phone keeps: the files and bytes in the worker's cache
(the bodies as stored, uncompressed) and the browser's own estimate of the
origin's storage (navigator.storage.estimate()), in English and in Polish
(the longest words module).  Medians over runs, ranges in brackets.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "web")]  # buildtools, web_helpers

from web_helpers import RunningServer  # noqa: E402

from buildtools.chromium import CHROMIUM, CHROMIUM_ARGS, ensure_chromium  # noqa: E402
from buildtools.site import build_site  # noqa: E402

KEPT = """async () => {
  let files = 0, bytes = 0;
  for (const name of await caches.keys()) {
    if (!name.startsWith('golden-sails-')) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      files += 1;
      bytes += (await (await cache.match(request)).arrayBuffer()).byteLength;
    }
  }
  const estimate = await navigator.storage.estimate();
  return [files, bytes, estimate.usage];
}"""


def offer_hash(browser: Any, url: str) -> tuple[Any, str]:
    """A host's page (its context kept open) and its seat 1's offer, as a link's hash."""
    context = browser.new_context()
    host = context.new_page()
    host.goto(url)
    host.click("button[data-play-phones]")
    host.select_option("select[name=seat-1]", "phone")
    host.click("button[data-start]")
    offer = host.locator("[data-pair-seat='1'] [data-pair-offer]")
    offer.wait_for(timeout=120_000)
    text = str(offer.inner_text()).strip()
    return context, text[text.index("#"):]


def guest_visit(browser: Any, root: Path, code: str, workers: str, locale: str) -> list[int]:
    """One guest's first visit on a server of its own: [requests, bytes sent] and, with
    its worker, [files kept, bytes kept, storage estimate]."""
    server = RunningServer(root)
    context = browser.new_context(service_workers=workers, locale=locale)
    try:
        page = context.new_page()
        page.goto(server.url + code)
        page.wait_for_selector("[data-join-answer]", timeout=60_000)
        if workers == "allow":
            page.wait_for_function("() => Boolean(navigator.serviceWorker.controller)",
                                   timeout=60_000)
        sent = [len(server.site.served), sum(size for _, size in server.site.served)]
        return sent + (list(page.evaluate(KEPT)) if workers == "allow" else [])
    finally:
        context.close()
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    ensure_chromium()
    from playwright.sync_api import sync_playwright

    figures: dict[str, list[int]] = {}

    def add(name: str, value: int) -> None:
        figures.setdefault(name, []).append(value)

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        site = build_site(Path(tmp) / "dist")
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM),
                                             args=list(CHROMIUM_ARGS))
        host_server = RunningServer(site.root)
        host, code = offer_hash(browser, host_server.url)
        for _ in range(args.runs):
            requests, sent = guest_visit(browser, site.root, code, "block", "en-GB")
            add("first visit, the page alone: requests", requests)
            add("first visit, the page alone: bytes sent", sent)
            for lang, locale in (("en", "en-GB"), ("pl", "pl-PL")):
                requests, sent, files, kept, usage = guest_visit(
                    browser, site.root, code, "allow", locale)
                add(f"first visit with its worker ({lang}): requests", requests)
                add(f"first visit with its worker ({lang}): bytes sent", sent)
                add(f"kept offline ({lang}): files", files)
                add(f"kept offline ({lang}): bytes", kept)
                add(f"kept offline ({lang}): storage estimate", usage)
        host.close()
        host_server.stop()
        browser.close()
    print(f"A guest's phone, {args.runs} runs (the join link's first visit, until the answer):")
    for name, values in figures.items():
        print(f"  {name:48} {statistics.median(values):>10,.0f} "
              f"[{min(values):,}-{max(values):,}]")


if __name__ == "__main__":
    main()
