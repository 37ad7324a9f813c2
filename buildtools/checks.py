"""`build.py test`: every check and test, the quickest first:
ruff, mypy --strict, import-linter (the rules core's layers), pytest on CPython
(the browser tests in Chromium), then the tests again inside Pyodide."""

from __future__ import annotations

import os

from buildtools.axe import fetch_axe
from buildtools.chromium import ensure_chromium
from buildtools.devenv import ensure_venv
from buildtools.paths import ROOT
from buildtools.pyodide_tests import test_pyodide
from buildtools.shell import run, say

# The build is checked with the code it builds: it runs first on a fresh
# machine, before anything else could show that it broke.
LINTED = ("pysrc", "tests", "benchmarks", "docs", "buildtools", "build.py")
TYPED = ("pysrc/golden_sails", "buildtools", "build.py")
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
    """The progress line for the CPython pytest run: what it runs, and where."""
    if not pytest_args:
        return ("pytest, the whole suite: the rules core, the CLI and the build on CPython, "
                "the web app (tests/web/) in Chromium")
    where = "on CPython, browser tests in Chromium" if in_chromium else "on CPython"
    return f"pytest {' '.join(pytest_args)} ({where})"


def run_checks(pytest_args: list[str]) -> None:
    """ruff, mypy --strict, import-linter, pytest, then the tests inside Pyodide; the first
    to fail stops."""
    python = ensure_venv()
    env = dict(os.environ, PYTHONPATH=str(ROOT / "pysrc"))
    say("ruff")
    run(python, "-m", "ruff", "check", *LINTED, env=env)
    say("mypy --strict " + " ".join(TYPED))
    run(python, "-m", "mypy", "--strict", *TYPED, env=env)
    say("import-linter: the layers of pyproject.toml's [tool.importlinter]")
    run(python, "-c", LINT_IMPORTS, "--no-cache", "--config", ROOT / "pyproject.toml", env=env)
    if runs_browser_tests(pytest_args):
        env["GOLDEN_SAILS_CHROMIUM"] = str(ensure_chromium())
        fetch_axe()  # the accessibility tests run it in the page
    else:
        env.pop("GOLDEN_SAILS_CHROMIUM", None)
    say(pytest_message(pytest_args, "GOLDEN_SAILS_CHROMIUM" in env))
    run(python, "-m", "pytest", *pytest_args, env=env)
    say("pytest inside Pyodide")
    test_pyodide(pytest_args)
