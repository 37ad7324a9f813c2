"""Figures for a first visit over a slow link (prints, never asserts).

    python benchmarks/bench_first_visit.py [--runs R] [--mbit 10] [--latency-ms 40]

A phone on 4G, as a shared link or an embedded lesson first reaches the app:
the site is built as `python3 build.py` builds it (into a temporary
directory) and served by buildtools.server (netlify.toml's headers, the
build's compressed copies sent by Accept-Encoding, as `build.py serve` does)
through a link limited here, in the server, to --mbit megabits a second
shared by every connection, each response held back --latency-ms first (a
request's round trip).  Each route is loaded in Chromium (Debian's, driven by
Playwright) in a fresh profile: empty cache, no service worker.

For each route: seconds from navigation to its content on screen (the
[data-screen] the route shows: the lesson's step, the rules, the set-up
form, home, the score pad), the bytes the server had sent by then (bodies
and headers, as sent: compressed), and seconds to the engine ready
(<html data-engine="ready">: the rules core answered).  In the same run, a
bare Pyodide boot from the same server over the same link: a module worker
that only runs loadPyodide (Pyodide's files as published, its own
python_stdlib.zip), from navigation to loadPyodide resolved.  Last, the
whole first visit of the home screen on the wire: everything the server sent
until the page's service worker has installed (it precaches what a later
visit needs) and the link has been quiet for a while.

The routes alternate within each run, in an order that turns from run to
run; figures are medians over runs, ranges in brackets, ratios against the
bare boot's median of the same run set.  Also the longest task on the page's
main thread once its content is on screen (Long Tasks API, tasks over 50 ms),
up to a second after the engine is ready, and the longest within a second of
the engine's arrival: what a tap would wait behind.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "web")]  # buildtools, web_helpers

from web_helpers import BLANK_HTML  # noqa: E402

from buildtools.chromium import CHROMIUM, CHROMIUM_ARGS, ensure_chromium  # noqa: E402
from buildtools.headers import header_rules  # noqa: E402
from buildtools.pyodide import PYODIDE_VERSION  # noqa: E402
from buildtools.server import ServedSite, SiteHandler, SiteServer  # noqa: E402
from buildtools.site import build_site  # noqa: E402

BLANK = "/__bench__/blank.html"
BARE_WORKER = "/__bench__/bare-worker.js"
ROUTES = {  # name -> (the page's path, query and hash; the screen that is its content)
    "lesson embed": ("/?embed=1#/scene?name=spices", "scene"),
    "lesson in app": ("/#/scene?name=spices", "scene"),
    "rules": ("/#/rules", "rules"),
    "new-game link": ("/#/new?players=3&names=Ann,Ben,Cat&ref=V&seed=42", "setup"),
    "home": ("/", "home"),
    "score pad embed": ("/?embed=1#/score", "scorepad"),
    # Another language: its content's index (with its words) is fetched first (docs/i18n.md).
    "home in German": ("/?lang=de", "home"),
    "lesson embed in German": ("/?embed=1&lang=de#/scene?name=spices", "scene"),
}
QUIET_S = 3.0  # the whole visit is over once the link has been quiet this long
CHUNK = 16 * 1024

# When the route's screen first shows, and when the engine is ready, from the
# page's first script on (an init script comes through DevTools: no CSP).
WATCH = """
(() => {
  const seen = () => {
    const screen = document.querySelector('[data-screen]');
    const want = window.__wantScreen;
    if (screen && want && screen.dataset.screen === want && window.__contentAt === undefined) {
      window.__contentAt = performance.now();
    }
    const engine = document.documentElement && document.documentElement.dataset.engine;
    if (engine && engine !== 'starting' && window.__engineAt === undefined) {
      window.__engineAt = performance.now();
      window.__engine = engine;
    }
  };
  new MutationObserver(seen).observe(document, {subtree: true, childList: true,
    attributes: true, attributeFilter: ['data-screen', 'data-engine']});
  // The page's long tasks (over 50 ms): what a tap would wait behind.
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]);
  }).observe({type: 'longtask', buffered: true});
})();
"""

BARE_BOOT = """async (worker) => new Promise((resolve) => {
  const begun = performance.now();
  const w = new Worker(worker, { type: "module" });
  w.onmessage = (event) => resolve({ ...event.data, ms: performance.now() - begun });
  w.onerror = (event) => resolve({ error: event.message || "worker failed" });
})"""


class Link:
    """One slow link, shared by every connection: bytes go out at `rate` bytes a
    second in chunks, in turn; each response waits `latency` seconds first.
    Records (time.time() at the chunk's end, bytes) of everything sent."""

    def __init__(self, mbit: float, latency_ms: float) -> None:
        self.rate = mbit * 1e6 / 8
        self.latency = latency_ms / 1000
        self.lock = threading.Lock()
        self.free_at = 0.0  # time.monotonic() when the link is next free
        self.sent: list[tuple[float, int]] = []

    def send(self, write: Any, data: bytes) -> None:
        for at in range(0, len(data), CHUNK):
            chunk = data[at : at + CHUNK]
            with self.lock:
                start = max(time.monotonic(), self.free_at)
                self.free_at = start + len(chunk) / self.rate
                done = self.free_at
            delay = done - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            write(chunk)
            with self.lock:
                self.sent.append((time.time(), len(chunk)))

    def sent_before(self, wall: float) -> int:
        with self.lock:
            return sum(n for at, n in self.sent if at <= wall)

    def last_sent(self) -> float:
        with self.lock:
            return self.sent[-1][0] if self.sent else 0.0


def throttled_server(site: ServedSite, link: Link) -> SiteServer:
    class ThrottledHandler(SiteHandler):
        def answer(self, with_body: bool) -> None:
            time.sleep(link.latency)  # the request's round trip
            status, headers, body = self.site.response(
                unquote(urlsplit(self.path).path), self.headers.get("Accept-Encoding", "")
            )
            head = f"{self.protocol_version} {status.value} {status.phrase}\r\n"
            head += "".join(f"{k}: {v}\r\n" for k, v in headers.items()) + "\r\n"
            link.send(self.wfile.write, head.encode() + (body if with_body else b""))
            self.wfile.flush()

    handler = type("BoundThrottledHandler", (ThrottledHandler,), {"site": site})
    return SiteServer(("127.0.0.1", 0), handler)


def bare_worker(runtime_url: str) -> bytes:
    return (
        f'import {{ loadPyodide }} from "/{runtime_url}pyodide.mjs";\n'
        f'const pyodide = await loadPyodide({{ indexURL: "/{runtime_url}", '
        f'packageBaseUrl: "/{runtime_url}" }});\n'
        "self.postMessage({ version: pyodide.version });\n"
    ).encode()


def fresh_context(playwright: Any, directory: str) -> Any:
    context = playwright.chromium.launch_persistent_context(
        directory, executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS)
    )
    context.add_init_script(WATCH)
    return context


def wait_quiet(link: Link, limit_s: float = 300) -> None:
    """Until the link has sent nothing for QUIET_S seconds."""
    end = time.monotonic() + limit_s
    while time.monotonic() < end:
        if time.time() - link.last_sent() >= QUIET_S:
            return
        time.sleep(0.2)


def route_visit(playwright: Any, base: str, link: Link, route: str,
                whole: bool = False) -> dict[str, Any]:
    path, screen = ROUTES[route]
    with tempfile.TemporaryDirectory(prefix="bench-first-visit-") as directory:
        context = fresh_context(playwright, directory)
        try:
            page = context.pages[0] if context.pages else context.new_page()
            page.add_init_script(f"window.__wantScreen = {screen!r};")
            wait_quiet(link)
            with link.lock:
                link.sent.clear()
            page.goto(base + path, wait_until="commit")
            page.wait_for_function("() => window.__contentAt !== undefined", timeout=120_000)
            page.wait_for_function("() => window.__engineAt !== undefined", timeout=600_000)
            page.wait_for_timeout(1000)  # what the engine's arrival sets off
            got = page.evaluate("""() => ({ content: window.__contentAt, engine: window.__engine,
                ready: window.__engineAt, origin: performance.timeOrigin,
                tasks: window.__tasks })""")
            if got["engine"] != "ready":
                raise SystemExit(f"bench_first_visit: {route}: data-engine={got['engine']}")
            content_wall = (got["origin"] + got["content"]) / 1000
            ready_wall = (got["origin"] + got["ready"]) / 1000
            out = {
                "content": got["content"] / 1000,
                "before": link.sent_before(content_wall),
                "ready": got["ready"] / 1000,
                "to_ready": link.sent_before(ready_wall),
                # The longest main-thread task once the content was on screen, and the
                # longest from a second before the engine was ready to a second after, in ms.
                "task": max([d for at, d in got["tasks"] if at >= got["content"]], default=0),
                "arrival": max([d for at, d in got["tasks"]
                                if got["ready"] - 1000 <= at + d and at <= got["ready"] + 1000],
                               default=0),
            }
            if whole:
                page.wait_for_function(
                    "() => navigator.serviceWorker && navigator.serviceWorker.controller !== null"
                    " || new URLSearchParams(location.search).get('embed') === '1'",
                    timeout=600_000)
                wait_quiet(link)
                out["whole"] = link.sent_before(time.time())
            return out
        finally:
            context.close()


def bare_visit(playwright: Any, base: str, link: Link) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="bench-first-visit-") as directory:
        context = fresh_context(playwright, directory)
        try:
            page = context.pages[0] if context.pages else context.new_page()
            page.goto(base + BLANK)
            wait_quiet(link)
            with link.lock:
                link.sent.clear()
            result = page.evaluate(BARE_BOOT, base + BARE_WORKER)
            if "error" in result:
                raise SystemExit(f"bench_first_visit: the bare boot failed: {result['error']}")
            # From the worker's creation (no page to load first: a little in its favour).
            return {"ready": float(result["ms"]) / 1000, "bytes": link.sent_before(time.time())}
        finally:
            context.close()


def spread(values: list[float], fmt: str) -> str:
    low, mid, high = min(values), statistics.median(values), max(values)
    return f"{mid:{fmt}} [{low:{fmt}}-{high:{fmt}}]" if len(values) > 1 else f"{mid:{fmt}}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="runs of each route (default 3)")
    parser.add_argument("--mbit", type=float, default=10, help="the link's megabits a second")
    parser.add_argument("--latency-ms", type=float, default=40, help="each request's round trip")
    parser.add_argument("--only", default=",".join(ROUTES), help="routes, comma-separated")
    args = parser.parse_args()
    routes = [r for r in args.only.split(",") if r]
    ensure_chromium()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="bench-first-visit-") as tmp:
        site = build_site(Path(tmp) / "dist")
        extra = {BLANK: BLANK_HTML, BARE_WORKER: bare_worker(site.runtime_url)}
        served = ServedSite(site.root, header_rules(), replaced=extra, quiet=True)
        link = Link(args.mbit, args.latency_ms)
        server = throttled_server(served, link)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_port}"
        results: dict[str, list[dict[str, Any]]] = {r: [] for r in [*routes, "bare"]}
        with sync_playwright() as playwright:
            subjects = [*routes, "bare"]
            for run in range(args.runs):
                order = subjects[run % len(subjects):] + subjects[: run % len(subjects)]
                for subject in order:
                    if subject == "bare":
                        got = bare_visit(playwright, base, link)
                    else:
                        got = route_visit(playwright, base, link, subject,
                                          whole=subject == "home" and run == 0)
                    results[subject].append(got)
                    print(f"  run {run + 1} {subject}: {got}", file=sys.stderr, flush=True)
        server.shutdown()
        print(f"bench_first_visit: Pyodide {PYODIDE_VERSION}, site {site.version}; link "
              f"{args.mbit:g} Mbit/s, {args.latency_ms:g} ms a request; {args.runs} runs, "
              "median [range]")
        bare = statistics.median(r["ready"] for r in results["bare"])
        print(f"  {'route':18}{'content s':>20}{'KB before':>18}{'engine ready s':>20}"
              f"{'x bare':>8}")
        for route in routes:
            rows = results[route]
            ready = [r["ready"] for r in rows]
            print(f"  {route:18}{spread([r['content'] for r in rows], '.2f'):>20}"
                  f"{spread([r['before'] / 1000 for r in rows], '.0f'):>18}"
                  f"{spread(ready, '.2f'):>20}{statistics.median(ready) / bare:>8.2f}")
        print(f"  {'bare Pyodide boot':18}{'':>20}{'':>18}"
              f"{spread([r['ready'] for r in results['bare']], '.2f'):>20}{1:>8.2f}")
        bare_bytes = statistics.median(r["bytes"] for r in results["bare"])
        print(f"  bare boot's bytes: {bare_bytes / 1e6:.2f} MB")
        for route in routes:
            to_ready = statistics.median(r["to_ready"] for r in results[route]) / 1e6
            task = spread([r["task"] for r in results[route]], ".0f")
            arrival = spread([r["arrival"] for r in results[route]], ".0f")
            print(f"  {route}: {to_ready:.2f} MB sent by the engine ready; longest main-thread "
                  f"task after the content {task} ms, within 1 s of the engine ready {arrival} ms")
        wholes = [r["whole"] for r in results.get("home", []) if "whole" in r]
        if wholes:
            print(f"  a whole first visit of home (service worker installed, link quiet): "
                  f"{wholes[0] / 1e6:.2f} MB on the wire")


if __name__ == "__main__":
    main()
