"""The rules core's wheel, built from pysrc/ with .venv's pip into build/wheel/."""

from __future__ import annotations

import os
import re
import tempfile
import tomllib
from pathlib import Path

from buildtools.catalogs import ensure_compiled
from buildtools.devenv import ensure_venv
from buildtools.paths import BUILD, PYPROJECT, ROOT
from buildtools.shell import run, say


def canonical_name(name: str) -> str:
    """PEP 503's form of a project name, as Pyodide keys its lock file."""
    return re.sub(r"[-_.]+", "-", name).lower()


def build_wheel() -> Path:
    """The rules core's wheel, built from pysrc/ into build/wheel/; its path."""
    python = ensure_venv()
    out = BUILD / "wheel"
    with open(PYPROJECT, "rb") as f:
        project = tomllib.load(f)["project"]
    stem = canonical_name(project["name"]).replace("-", "_")  # the wheel spec's spelling
    wheel = out / f"{stem}-{project['version']}-py3-none-any.whl"
    # Rebuilt every time: it is quick, and a stale wheel would test old code.
    # Built aside and then moved in, so two builds at once (a test run and
    # `build.py serve`) never see each other's half-written or deleted wheel.
    out.mkdir(parents=True, exist_ok=True)
    ensure_compiled(python)  # the .mo files ship in the wheel (pyproject: artifacts)
    with tempfile.TemporaryDirectory(prefix="wheel-", dir=out) as tmp:
        run(python, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", tmp, ROOT)
        made = Path(tmp) / wheel.name
        if not made.exists():
            raise SystemExit(f"build.py: pip wheel did not make {wheel.name}")
        os.replace(made, wheel)
    say(f"wheel {wheel.relative_to(ROOT)}")
    return wheel
