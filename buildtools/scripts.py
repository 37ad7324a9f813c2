"""`build.py bench` and `build.py screenshots`: scripts that need .venv's tools
and Chromium, run with .venv's Python."""

from __future__ import annotations

from buildtools.chromium import ensure_chromium
from buildtools.devenv import ensure_venv
from buildtools.paths import ROOT
from buildtools.shell import run, say


def run_benchmarks() -> None:
    """Every benchmarks/bench_*.py, in name order; they print figures, never assert."""
    python = ensure_venv()
    ensure_chromium()  # bench_web.py loads the site in it
    for script in sorted((ROOT / "benchmarks").glob("bench_*.py")):
        say(f"{script.name}")
        run(python, script)


def take_screenshots() -> None:
    """docs/screenshots/take.py: the README's and the docs' pictures, taken again."""
    python = ensure_venv()
    ensure_chromium()
    run(python, ROOT / "docs" / "screenshots" / "take.py")
