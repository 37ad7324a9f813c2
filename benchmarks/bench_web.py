"""Figures for the web page's start-up (prints, never asserts).

    python benchmarks/bench_web.py [--runs R] [--only app,app-soon,bare,bare-stdlib,score,scene]

Builds the site as `python3 build.py` does (into a temporary directory),
serves it with buildtools.server under netlify.toml's headers, and loads it in
Chromium (Debian's, driven by Playwright), each subject in a fresh profile on
disk, a first visit (cold) and then a second one (warm):

1. Bytes transferred on the app's cold load until the engine is ready:
   Pyodide's own files, and everything beyond them (our HTML, JS, CSS, icon,
   runtime.json and wheel), file by file. Counted by the server: bodies as
   sent, compressed as the build's copies are (brotli).
2. Times from navigation, cold and warm, for four subjects:
     app     index.html: the home screen drawn, and the engine ready
             (<html data-engine="ready">: the rules core answered its first call)
     app-soon  the same, but the second visit comes the moment the first
             one's engine is ready: before its snapshot is stored (issue 18)
     bare    a bare Pyodide boot from the same files in the same browser: a
             module worker that only runs loadPyodide (ready: it resolved),
             with Pyodide's standard library as published (python_stdlib.zip)
     bare-stdlib  the same with the build's standard library, the modules
             the app imports as bytecode (python_stdlib.app.zip, as the app
             loads it): what of the app's lead is that file's
     score   the score pad as an embed, index.html?embed=1&store=1#/score
     scene   a guided scene as an embed, index.html?embed=1&store=1#/scene?name=experts
   Between the two visits each subject is left to finish what a visitor's
   browser would before coming back: the engine's snapshot stored (the app's
   and an embed's alike), the app's service worker in control, and a few idle
   seconds for every subject (the compiled WebAssembly is written to the code
   cache in the background).
   (app-soon alone is left no time at all: its second visit is a reload at once.)
   In each run the subjects go one after the other, in an order that turns
   from run to run; the figures are medians of R runs, and the ratios are
   those of the medians against the bare boot's of the same visit.
   Over the loopback, so the times are the browser's work, not a network's.
   On a machine shared with other work the times drift; only the ratios of
   one run of this script compare.
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
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "web")]  # buildtools, web_helpers

from web_helpers import BLANK_HTML, RunningServer  # noqa: E402

from buildtools.bytecode import COMPILED_STDLIB  # noqa: E402
from buildtools.chromium import CHROMIUM, CHROMIUM_ARGS, ensure_chromium  # noqa: E402
from buildtools.pyodide import PYODIDE_VERSION  # noqa: E402
from buildtools.site import build_site  # noqa: E402

# Pyodide's files; the app's standard library is the build's: the modules it
# imports, as bytecode (bytecode.py).
PYODIDE_OWN = (
    *("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"),
    *("python_stdlib.zip", COMPILED_STDLIB),
)
BLANK = "/__bench__/blank.html"
BARE_WORKERS = {  # subject -> the URL of its worker, and the standard library it loads
    "bare": ("/__bench__/bare-worker.js", None),
    "bare-stdlib": ("/__bench__/bare-stdlib-worker.js", COMPILED_STDLIB),
}
SETTLE_S = 3  # idle seconds between a subject's two visits
SUBJECTS = {  # name -> the page's path and query
    "app": "/",
    "app-soon": "/",
    # store=1: the host lets the embed keep its snapshot (without it an embed keeps
    # nothing, and its second visit is a first one again: docs/embedding.md).
    "score": "/?embed=1&store=1#/score",
    "scene": "/?embed=1&store=1#/scene?name=experts",
}

# Records, from the page's first script on, when [data-screen] first leaves
# "loading" (the first screen drawn) and when <html data-engine> becomes
# "ready".  An init script comes through DevTools, so the CSP does not apply.
WATCH = """
(() => {
  const seen = () => {
    const screen = document.querySelector('[data-screen]');
    if (screen && screen.dataset.screen !== 'loading' && window.__drawnAt === undefined) {
      window.__drawnAt = performance.now();
      window.__drawnScreen = screen.dataset.screen;
    }
    const engine = document.documentElement.dataset.engine;
    if (engine && engine !== 'starting' && window.__engineAt === undefined) {
      window.__engineAt = performance.now();
      window.__engine = engine;
    }
  };
  new MutationObserver(seen).observe(document, {subtree: true, childList: true,
    attributes: true, attributeFilter: ['data-screen', 'data-engine']});
})();
"""

BARE_BOOT = """async (worker) => new Promise((resolve) => {
  const w = new Worker(worker, { type: "module" });
  w.onmessage = (event) => resolve({ ...event.data, readyAt: performance.now() });
  w.onerror = (event) => resolve({ error: event.message || "worker failed" });
})"""


def bare_worker(runtime_url: str, stdlib: str | None) -> bytes:
    """A module worker that boots Pyodide from the site's runtime and nothing else
    (with `stdlib` of it as its standard library, else Pyodide's own choice)."""
    std = f'stdLibURL: "/{runtime_url}{stdlib}", ' if stdlib else ""
    return (
        f'import {{ loadPyodide }} from "/{runtime_url}pyodide.mjs";\n'
        f'const pyodide = await loadPyodide({{ indexURL: "/{runtime_url}", {std}'
        'packageBaseUrl: "/' + runtime_url + '" });\n'
        "self.postMessage({ version: pyodide.version });\n"
    ).encode()


def serve(site: Any) -> tuple[Any, str]:
    """The site (and a blank page and the bare worker); its ServedSite and base URL."""
    workers = {url: bare_worker(site.runtime_url, std) for url, std in BARE_WORKERS.values()}
    server = RunningServer(site.root, replaced={BLANK: BLANK_HTML, **workers})
    return server.site, server.url.rstrip("/")


def new_profile(playwright: Any, directory: str) -> Any:
    context = playwright.chromium.launch_persistent_context(
        directory, executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS)
    )
    context.add_init_script(WATCH)
    return context


def page_visit(context: Any, url: str) -> dict[str, Any]:
    """One navigation: ms to the first screen drawn and to the engine ready, and how
    the engine started (from its snapshot or from scratch)."""
    page = context.pages[0] if context.pages else context.new_page()
    # Away first: going to the very URL on screen, hash and all, would only
    # move within the page, not load it again.
    page.goto("about:blank")
    page.goto(url)
    page.wait_for_function("() => window.__engineAt !== undefined", timeout=300_000)
    page.wait_for_function("() => window.__drawnAt !== undefined", timeout=60_000)
    got: dict[str, Any] = page.evaluate(
        """() => ({ drawn: window.__drawnAt, screen: window.__drawnScreen,
                    ready: window.__engineAt, engine: window.__engine,
                    start: (performance.getEntriesByName('golden-sails:engine-ready')[0]
                            || {}).detail })"""
    )
    if got["engine"] != "ready":
        raise SystemExit(f"bench_web: {url} ended with data-engine={got['engine']!r}")
    return got


def settle(context: Any, subject: str) -> dict[str, Any]:
    """After a first visit: its snapshot stored (its news returned: {stored, bytes, ms}),
    and the app's service worker in control."""
    page = context.pages[0]
    page.wait_for_function(
        "() => performance.getEntriesByName('golden-sails:snapshot').length > 0", timeout=300_000
    )
    news = page.evaluate("() => performance.getEntriesByName('golden-sails:snapshot')[0].detail")
    if not news["stored"]:
        print(f"bench_web: the snapshot was not stored: {news['reason']}", file=sys.stderr)
    if subject == "app":
        page.wait_for_function("() => Boolean(navigator.serviceWorker.controller)", timeout=300_000)
    snapshot: dict[str, Any] = news
    return snapshot


def bare_visit(context: Any, base: str, subject: str) -> dict[str, Any]:
    """Navigation start to loadPyodide resolved in a module worker."""
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(base + BLANK)
    result = page.evaluate(BARE_BOOT, base + BARE_WORKERS[subject][0])
    if "error" in result:
        raise SystemExit(f"bench_web: the bare Pyodide boot failed: {result['error']}")
    return {"ready": float(result["readyAt"])}


def two_visits(
    playwright: Any, base: str, subject: str, after_cold: Any = None
) -> tuple[dict[str, Any], dict[str, Any]]:
    """A cold visit in a fresh profile, then, once settled, a warm one in the same profile."""
    with tempfile.TemporaryDirectory(prefix="bench-web-profile-") as directory:
        context = new_profile(playwright, directory)
        try:
            if subject in BARE_WORKERS:
                cold = bare_visit(context, base, subject)
            elif subject == "app-soon":
                # Reloaded the moment the engine is ready: its snapshot is still
                # being made or stored (or not begun), and nothing settles.
                cold = page_visit(context, base + SUBJECTS[subject])
                return cold, page_visit(context, base + SUBJECTS[subject])
            else:
                cold = page_visit(context, base + SUBJECTS[subject])
                if after_cold is not None:
                    after_cold()
                cold["snapshot"] = settle(context, subject)
            time.sleep(SETTLE_S)
            warm = (
                bare_visit(context, base, subject)
                if subject in BARE_WORKERS
                else page_visit(context, base + SUBJECTS[subject])
            )
            return cold, warm
        finally:
            context.close()


def byte_counts(fetched: list[tuple[str, int]], site: Any) -> tuple[dict[str, int], dict[str, int]]:
    """What a cold load fetched: Pyodide's own files, and the rest, path -> bytes."""
    own: dict[str, int] = {}
    ours: dict[str, int] = {}
    for path, size in fetched:
        name = path.rsplit("/", 1)[-1]
        is_pyodide = path.startswith(f"/{site.runtime_url}") and name in PYODIDE_OWN
        target = own if is_pyodide else ours
        target[path] = target.get(path, 0) + size
    return own, ours


def print_bytes(own: dict[str, int], ours: dict[str, int]) -> None:
    print("\napp, cold load to the engine ready, bytes transferred (server-side, as sent)")
    print(f"  Pyodide's own files        {sum(own.values()):>11,}")
    print(f"  beyond Pyodide's (ours)    {sum(ours.values()):>11,}   (aim: under 300 KB)")
    for path, size in sorted(ours.items(), key=lambda item: -item[1]):
        print(f"    {size:>9,}  {path}")


def median_of(runs: list[tuple[dict[str, Any], dict[str, Any]]], visit: int, key: str) -> float:
    return statistics.median(float(run[visit][key]) for run in runs)


def print_times(results: dict[str, list[tuple[dict[str, Any], dict[str, Any]]]]) -> None:
    runs = len(next(iter(results.values())))
    print(f"\nms from navigation, median of {runs} runs (ratio: against the bare boot)")
    print(f"  {'':34}{'cold':>8}{'ratio':>7}{'warm':>8}{'ratio':>7}")
    bare = results.get("bare")
    for subject, rows in results.items():
        for key, label in (("drawn", "first screen drawn"), ("ready", "engine ready")):
            if subject in BARE_WORKERS and key == "drawn":
                continue
            cells = []
            for visit in (0, 1):
                value = median_of(rows, visit, key)
                ratio = value / median_of(bare, visit, "ready") if bare else float("nan")
                cells.append(f"{value:>8.0f}{ratio:>7.2f}")
            name = {
                "bare": "bare Pyodide boot",
                "bare-stdlib": "bare boot, the build's stdlib",
            }.get(subject, f"{subject}: {label}")
            print(f"  {name:34}{''.join(cells)}")
    for subject, rows in results.items():
        if subject in BARE_WORKERS:
            continue
        screens = sorted({str(run[v].get("screen")) for run in rows for v in (0, 1)})
        starts = [str((run[1].get("start") or {}).get("from")) for run in rows]
        print(
            f"  {subject}: first screen {', '.join(screens)}; warm engine started from "
            f"{', '.join(starts)}"
        )
        made = [run[0]["snapshot"] for run in rows if (run[0].get("snapshot") or {}).get("stored")]
        if made:
            make = statistics.median(m["ms"]["make"] for m in made)
            store = statistics.median(m["ms"]["store"] for m in made)
            size = statistics.median(m["bytes"] for m in made) / 1e6
            print(
                f"    snapshot after the cold start: {size:.1f} MB, made in {make:.0f} ms "
                f"(the worker busy), stored in {store:.0f} ms (both before the engine is ready)"
            )


def print_second_visits(results: dict[str, list[tuple[dict[str, Any], dict[str, Any]]]]) -> None:
    """The second visit's engine ready against the bare boot's second visit of the
    same run: each run's ratio, so the spread shows (issue 18: at most 0.7x)."""
    bare = results.get("bare")
    if not bare:
        return
    print("\nsecond visit, engine ready / bare boot's second visit, run by run")
    for subject, label in (("app-soon", "reloaded at once after ready"),
                           ("app", "after its snapshot was stored")):
        rows = results.get(subject)
        if not rows:
            continue
        pairs = zip(rows, bare, strict=True)
        ratios = [float(run[1]["ready"]) / float(b[1]["ready"]) for run, b in pairs]
        starts = ", ".join(str((run[1].get("start") or {}).get("from")) for run in rows)
        print(f"  {label:32} {min(ratios):.2f}-{max(ratios):.2f}x  "
              f"({' '.join(f'{r:.2f}' for r in ratios)}; started from {starts})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each subject (default 5)")
    parser.add_argument(
        "--only",
        default="app,app-soon,bare,bare-stdlib,score,scene",
        help="the subjects, comma-separated (default: all six)",
    )
    args = parser.parse_args()
    subjects = [s for s in args.only.split(",") if s]
    unknown = set(subjects) - {*BARE_WORKERS, *SUBJECTS}
    if unknown:
        raise SystemExit(f"bench_web: no subject {', '.join(sorted(unknown))}")
    ensure_chromium()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="bench-web-") as tmp:
        site = build_site(Path(tmp) / "dist")
        served, base = serve(site)
        results: dict[str, list[tuple[dict[str, Any], dict[str, Any]]]] = {s: [] for s in subjects}
        cold_load: list[tuple[str, int]] = []
        with sync_playwright() as playwright:
            for run in range(args.runs):
                # The order turns each run, so no subject always follows the same one.
                order = subjects[run % len(subjects) :] + subjects[: run % len(subjects)]
                for subject in order:
                    served.served.clear()
                    visits = (
                        two_visits(
                            playwright,
                            base,
                            subject,
                            after_cold=lambda: cold_load[:] or cold_load.extend(served.served),
                        )
                        if subject == "app"
                        else two_visits(playwright, base, subject)
                    )
                    results[subject].append(visits)
                    print(
                        f"  run {run + 1} {subject}: cold {visits[0]}, warm {visits[1]}",
                        file=sys.stderr,
                        flush=True,
                    )
        print(f"bench_web: Pyodide {PYODIDE_VERSION}, site version {site.version}")
        if cold_load:
            print_bytes(*byte_counts(cold_load, site))
        print_times(results)
        print_second_visits(results)


if __name__ == "__main__":
    main()
