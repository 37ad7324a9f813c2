"""Figures for the web page's start-up (prints, never asserts).

    python benchmarks/bench_web.py [--runs R]

Builds the site as `python3 build.py` does (into a temporary directory),
serves it with buildtools.server under netlify.toml's headers, and loads it in
Chromium (Debian's, driven by Playwright), each cold load in a fresh profile:

1. Bytes transferred on a cold load of the page, until the engine is ready:
   Pyodide's own files, and everything beyond them (our HTML, JS, CSS, icon,
   runtime.json, lock file and wheel), file by file. Counted by the server:
   bodies as sent, uncompressed (a host that compresses sends less).
2. Time from navigation to the engine ready (the page leaves its loading
   screen), against a bare Pyodide boot from the same files in the same
   browser (a module worker that only runs loadPyodide), cold and warm (a
   second visit, with the HTTP cache and the compiled-WebAssembly cache).
   Medians of R runs. Over the loopback, so the times are the browser's work,
   not a network's.
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

from web_helpers import BLANK_HTML, RunningServer  # noqa: E402

from buildtools.chromium import CHROMIUM, CHROMIUM_ARGS, ensure_chromium  # noqa: E402
from buildtools.pyodide import PYODIDE_VERSION  # noqa: E402
from buildtools.site import build_site  # noqa: E402

PYODIDE_OWN = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
BLANK = "/__bench__/blank.html"
BARE_WORKER = "/__bench__/bare-worker.js"

# Records, from the page's first script on, when [data-screen] leaves "loading".
# An init script comes through DevTools, so the CSP does not apply to it.
READY_WATCH = """
new MutationObserver((_, observer) => {
  const screen = document.querySelector('[data-screen]');
  if (screen && screen.dataset.screen !== 'loading' && !window.__readyAt) {
    window.__readyAt = performance.now();
    window.__readyScreen = screen.dataset.screen;
    observer.disconnect();
  }
}).observe(document, {subtree: true, childList: true, attributes: true,
                      attributeFilter: ['data-screen']});
"""

BARE_BOOT = """async (worker) => new Promise((resolve) => {
  const w = new Worker(worker, { type: "module" });
  w.onmessage = (event) => resolve({ ...event.data, readyAt: performance.now() });
  w.onerror = (event) => resolve({ error: event.message || "worker failed" });
})"""


def bare_worker(runtime_url: str) -> bytes:
    """A module worker that boots Pyodide from the site's runtime and nothing else."""
    return (
        f'import {{ loadPyodide }} from "/{runtime_url}pyodide.mjs";\n'
        f'const pyodide = await loadPyodide({{ indexURL: "/{runtime_url}", '
        'packageBaseUrl: "/' + runtime_url + '" });\n'
        "self.postMessage({ version: pyodide.version });\n"
    ).encode()


def serve(site: Any) -> tuple[Any, str]:
    """The site (and a blank page and the bare worker); its ServedSite and base URL."""
    server = RunningServer(
        site.root, replaced={BLANK: BLANK_HTML, BARE_WORKER: bare_worker(site.runtime_url)}
    )
    return server.site, server.url.rstrip("/")


def new_profile(playwright: Any, directory: str) -> Any:
    return playwright.chromium.launch_persistent_context(
        directory, executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS)
    )


def app_ready_ms(context: Any, base: str) -> float:
    """Navigation start to the page leaving its loading screen (engine ready)."""
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(base + "/")
    page.wait_for_function("() => window.__readyAt !== undefined", timeout=180_000)
    screen = page.evaluate("() => window.__readyScreen")
    if screen != "home":
        raise SystemExit(f"bench_web: the page showed {screen!r}, not the home screen")
    return float(page.evaluate("() => window.__readyAt"))


def bare_ready_ms(context: Any, base: str) -> float:
    """Navigation start to loadPyodide resolved in a module worker."""
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(base + BLANK)
    result = page.evaluate(BARE_BOOT, base + BARE_WORKER)
    if "error" in result:
        raise SystemExit(f"bench_web: the bare Pyodide boot failed: {result['error']}")
    return float(result["readyAt"])


def timed_visits(
    playwright: Any, base: str, visit: Any, after_cold: Any = None
) -> tuple[float, float]:
    """A cold visit in a fresh profile, then a warm one in the same profile."""
    with tempfile.TemporaryDirectory(prefix="bench-web-profile-") as directory:
        context = new_profile(playwright, directory)
        context.add_init_script(READY_WATCH)
        try:
            cold = visit(context, base)
            if after_cold is not None:
                after_cold()
            return cold, visit(context, base)
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
    print("\ncold load, bytes transferred (server-side, uncompressed)")
    print(f"  Pyodide's own files        {sum(own.values()):>11,}")
    print(f"  beyond Pyodide's (ours)    {sum(ours.values()):>11,}   (aim: under 300 KB)")
    for path, size in sorted(ours.items(), key=lambda item: -item[1]):
        print(f"    {size:>9,}  {path}")


def print_times(app: list[tuple[float, float]], bare: list[tuple[float, float]]) -> None:
    print(f"\nnavigation to engine ready, ms (median of {len(app)} runs)")
    print(f"  {'':26}{'cold':>9}{'warm':>9}")
    for label, runs in (("the page (engine ready)", app), ("bare Pyodide boot", bare)):
        cold = statistics.median(r[0] for r in runs)
        warm = statistics.median(r[1] for r in runs)
        print(f"  {label:26}{cold:>9.0f}{warm:>9.0f}")
    ratio_cold = statistics.median(r[0] for r in app) / statistics.median(r[0] for r in bare)
    ratio_warm = statistics.median(r[1] for r in app) / statistics.median(r[1] for r in bare)
    print(f"  {'ratio page / bare':26}{ratio_cold:>9.2f}{ratio_warm:>9.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="timed runs of each (default 3)")
    args = parser.parse_args()
    ensure_chromium()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="bench-web-") as tmp:
        site = build_site(Path(tmp) / "dist")
        served, base = serve(site)
        app_runs: list[tuple[float, float]] = []
        bare_runs: list[tuple[float, float]] = []
        cold_load: list[tuple[str, int]] = []
        with sync_playwright() as playwright:
            for _ in range(args.runs):
                served.served.clear()
                app_runs.append(
                    timed_visits(
                        playwright,
                        base,
                        app_ready_ms,
                        after_cold=lambda: cold_load[:] or cold_load.extend(served.served),
                    )
                )
                bare_runs.append(timed_visits(playwright, base, bare_ready_ms))
        print(f"bench_web: Pyodide {PYODIDE_VERSION}, site version {site.version}")
        print_bytes(*byte_counts(cold_load, site))
        print_times(app_runs, bare_runs)


if __name__ == "__main__":
    main()
