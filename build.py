#!/usr/bin/env python3
"""The project's one entry point.

    python3 build.py test     set up .venv with the dev tools, then ruff, mypy --strict, pytest
    python3 build.py wheel    build the rules core's wheel into build/wheel/
    python3 build.py bench    print the benchmarks' figures

Each command sets up what it needs by itself on a fresh machine; only the
standard library is used here, so it runs before anything is installed.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
VENV_PYTHON = VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
STAMP = VENV / ".golden-sails-deps"


def say(message: str) -> None:
    print(f"build.py: {message}", flush=True)


def run(*args: str | Path, cwd: Path = ROOT, env: dict[str, str] | None = None) -> None:
    result = subprocess.run([str(a) for a in args], cwd=cwd, env=env, check=False)
    if result.returncode != 0:
        raise SystemExit(f"build.py: failed ({result.returncode}): {' '.join(map(str, args))}")


def dev_requirements() -> list[str]:
    with open(ROOT / "pyproject.toml", "rb") as f:
        project = tomllib.load(f)["project"]
    return list(project["optional-dependencies"]["dev"])


def ensure_venv() -> Path:
    """A .venv with the pinned dev tools; reinstalled only when they change."""
    requirements = dev_requirements()
    wanted = hashlib.sha256("\n".join(requirements).encode()).hexdigest()
    if VENV_PYTHON.exists() and STAMP.exists() and STAMP.read_text() == wanted:
        return VENV_PYTHON
    if not VENV_PYTHON.exists():
        say(f"creating {VENV.relative_to(ROOT)}")
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    say("installing the dev tools: " + ", ".join(requirements))
    run(VENV_PYTHON, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *requirements)
    STAMP.write_text(wanted)
    return VENV_PYTHON


def cmd_test(args: argparse.Namespace) -> None:
    python = ensure_venv()
    env = dict(os.environ, PYTHONPATH=str(ROOT / "pysrc"))
    say("ruff")
    run(python, "-m", "ruff", "check", "pysrc", "tests", "benchmarks", "build.py", env=env)
    say("mypy --strict pysrc")
    run(python, "-m", "mypy", "--strict", "pysrc/golden_sails", env=env)
    say("pytest")
    run(python, "-m", "pytest", *args.pytest_args, env=env)


def cmd_wheel(_args: argparse.Namespace) -> None:
    python = ensure_venv()
    out = ROOT / "build" / "wheel"
    run(python, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", out, ROOT)
    say(f"wheel in {out.relative_to(ROOT)}")


def cmd_bench(_args: argparse.Namespace) -> None:
    python = ensure_venv()
    for script in sorted((ROOT / "benchmarks").glob("bench_*.py")):
        say(f"{script.name}")
        run(python, script)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    test = sub.add_parser("test", help="install the test tools and run every check and test")
    test.add_argument("pytest_args", nargs="*", help="passed on to pytest (e.g. -k gems)")
    test.set_defaults(func=cmd_test)
    sub.add_parser("wheel", help="build the rules core's wheel").set_defaults(func=cmd_wheel)
    sub.add_parser("bench", help="run the benchmarks (figures, not pass/fail)").set_defaults(func=cmd_bench)
    args = parser.parse_args(argv)
    args.func(args)


if __name__ == "__main__":
    main()
