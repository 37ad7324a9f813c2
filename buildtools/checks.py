"""`build.py test`: every check and test, the quickest first: ruff, mypy --strict,
import-linter (the rules core's layers), the page's JavaScript under node --test
(js_tests.py), pytest on CPython (the browser tests in Chromium), and the tests
again inside Pyodide.  The whole suite puts the tests
inside Pyodide on a second core, beside the lint and the CPython tests
(run_whole_suite); a narrowed run (`build.py test -k gems`) runs each in turn."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

from buildtools.axe import fetch_axe
from buildtools.chromium import ensure_chromium
from buildtools.compress import warm_cache
from buildtools.devenv import ensure_venv
from buildtools.js_tests import test_js
from buildtools.paths import BUILD, ROOT
from buildtools.pyodide import assemble_pyodide
from buildtools.pyodide_tests import PYODIDE_SITE, test_pyodide
from buildtools.shell import run, say

# The build is checked with the code it builds: it runs first on a fresh
# machine, before anything else could show that it broke.
LINTED = ("pysrc", "tests", "benchmarks", "docs", "buildtools", "build.py")
TYPED = ("pysrc/golden_sails", "buildtools", "build.py")
# What the tests inside Pyodide say when they run beside the others (run_whole_suite).
BESIDE_LOG = BUILD / "pyodide-tests.log"
# import-linter's command (its `lint-imports` script), run by the venv's Python;
# --no-cache: no cache directory left in the checkout.
LINT_IMPORTS = ("import sys; from importlinter.cli import lint_imports_command; "
                "sys.exit(lint_imports_command())")


def runs_browser_tests(pytest_args: list[str]) -> bool:
    """Whether a pytest run with these arguments collects tests/web/ (so needs Chromium)."""
    web = ROOT / "tests" / "web"
    paths = [(ROOT / arg.split("::")[0]).resolve() for arg in pytest_args
             if (ROOT / arg.split("::")[0]).exists()]
    return not paths or any(web.is_relative_to(p) or p.is_relative_to(web) for p in paths)


def pytest_message(pytest_args: list[str], in_chromium: bool) -> str:
    """The progress line for a narrowed pytest run on CPython: what it runs, and where."""
    where = "on CPython, browser tests in Chromium" if in_chromium else "on CPython"
    return f"pytest {' '.join(pytest_args)} ({where})"


def lint(python: Path, env: dict[str, str]) -> None:
    """ruff, mypy --strict and import-linter; the first to fail stops."""
    say("ruff")
    run(python, "-m", "ruff", "check", *LINTED, env=env)
    say("mypy --strict " + " ".join(TYPED))
    run(python, "-m", "mypy", "--strict", *TYPED, env=env)
    say("import-linter: the layers of pyproject.toml's [tool.importlinter]")
    run(python, "-c", LINT_IMPORTS, "--no-cache", "--config", ROOT / "pyproject.toml", env=env)


def with_chromium(env: dict[str, str]) -> dict[str, str]:
    """env for a pytest run that opens the browser tests: Chromium's path, and axe-core
    fetched (the accessibility tests run it in the page)."""
    fetch_axe()
    return dict(env, GOLDEN_SAILS_CHROMIUM=str(ensure_chromium()))


def run_checks(pytest_args: list[str]) -> None:
    """ruff, mypy --strict, import-linter, the JavaScript's tests, pytest, then the tests
    inside Pyodide; the first to fail stops.  The whole suite (no pytest_args) runs on
    two cores: see run_whole_suite."""
    python = ensure_venv()
    env = dict(os.environ, PYTHONPATH=str(ROOT / "pysrc"))
    env.pop("GOLDEN_SAILS_CHROMIUM", None)
    if not pytest_args:
        run_whole_suite(python, env)
        return
    lint(python, env)
    test_js(python)
    if runs_browser_tests(pytest_args):
        env = with_chromium(env)
    say(pytest_message(pytest_args, "GOLDEN_SAILS_CHROMIUM" in env))
    run(python, "-m", "pytest", *pytest_args, env=env)
    say("pytest inside Pyodide")
    test_pyodide(pytest_args)


def beside() -> None:
    """The second core's share of the whole suite: the Pyodide directory assembled, then
    the tests inside Pyodide against it while a thread makes its compressed copies into
    the cache (the browser tests' site build then finds them: brotli over the
    WebAssembly is a minute's work).  At a lower priority than the lint and the CPython
    tests, so it takes what they leave of the two cores and never slows them."""
    if hasattr(os, "nice"):
        os.nice(10)  # inherited by Node
    site = assemble_pyodide(PYODIDE_SITE)
    warming = threading.Thread(target=warm_cache, args=(site,), name="warm-cache")
    warming.start()
    try:
        test_pyodide([], site)
    finally:
        warming.join()


def run_whole_suite(python: Path, env: dict[str, str]) -> None:
    """Every check, on two cores where they are one core's work each.

    While this process lints and runs the CPython tests outside tests/web/, another
    runs beside() and writes what it says to BESIDE_LOG; the browser tests, which keep
    both cores busy (Chromium, its worker's Pyodide and pytest), come last, alone.
    Either side failing stops the suite; the other side's words are shown either way.
    """
    BESIDE_LOG.parent.mkdir(parents=True, exist_ok=True)
    say(f"beside the lint and the CPython tests: the tests inside Pyodide "
        f"(their words in {BESIDE_LOG.relative_to(ROOT)}, shown when they end)")
    with BESIDE_LOG.open("w") as log:
        other = subprocess.Popen([python, "-c", "from buildtools.checks import beside; beside()"],
                                 cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        lint(python, env)
        test_js(python)
        say("pytest outside tests/web/, on CPython")
        run(python, "-m", "pytest", "--ignore=tests/web", env=env)
    except BaseException:
        other.terminate()
        other.wait()
        raise
    finally:
        if other.poll() is None:
            say("waiting for the tests inside Pyodide")
        code = other.wait()
        say("the tests inside Pyodide said:")
        sys.stdout.write(BESIDE_LOG.read_text())
        sys.stdout.flush()
    if code != 0:
        raise SystemExit(f"build.py: the tests inside Pyodide failed (exit {code}): "
                         f"see above, or {BESIDE_LOG.relative_to(ROOT)}")
    env = with_chromium(env)
    say("pytest tests/web/: the web app in Chromium")
    run(python, "-m", "pytest", "tests/web", env=env)
