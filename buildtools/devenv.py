"""The .venv with the pinned dev tools of pyproject.toml's dev extra.

Installed from the hash-pinned lock (buildtools/requirements-dev.lock, made by
`build.py lock`): every package, dependencies included, at one version and
one of the files PyPI serves for it (`--require-hashes`).  Created on first
use and reinstalled only when the lock changes, so every command can ask for
it and a second run costs nothing.
"""

from __future__ import annotations

import hashlib
import tomllib
import venv
from pathlib import Path

from buildtools.devlock import LOCK
from buildtools.paths import PYPROJECT, ROOT, VENV, VENV_PYTHON
from buildtools.shell import run, say

STAMP = VENV / ".golden-sails-deps"  # the hash of the pins last installed


def dev_requirements() -> list[str]:
    with open(PYPROJECT, "rb") as f:
        project = tomllib.load(f)["project"]
    return list(project["optional-dependencies"]["dev"])


def ensure_venv() -> Path:
    """A .venv with the pinned dev tools; reinstalled only when they change."""
    requirements = dev_requirements()
    locked = LOCK.read_bytes()
    for requirement in requirements:
        name = requirement.split("==")[0].lower()
        if f"\n{requirement.lower()} ".encode() not in locked.lower():
            raise SystemExit(f"build.py: {name} is not at {requirement} in {LOCK.name}: "
                             "run `python3 build.py lock` after changing pyproject.toml's pins")
    wanted = hashlib.sha256(locked).hexdigest()
    if VENV_PYTHON.exists() and STAMP.exists() and STAMP.read_text() == wanted:
        return VENV_PYTHON
    if not VENV_PYTHON.exists():
        say(f"creating {VENV.relative_to(ROOT)}")
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    say("installing the dev tools: " + ", ".join(requirements))
    run(VENV_PYTHON, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
        "--require-hashes", "--no-deps", "--only-binary=:all:", "-r", LOCK)
    STAMP.write_text(wanted)
    return VENV_PYTHON
