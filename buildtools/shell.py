"""What the build prints, and how it runs other programs.

Every message starts with "build.py:", the command the user typed, whichever
module says it; a failure stops the build with SystemExit and one line.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from buildtools.paths import ROOT


def say(message: str) -> None:
    print(f"build.py: {message}", flush=True)


def shown(path: Path) -> str:
    """A path as messages show it: relative to the repository when inside it."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def run(*args: str | Path, cwd: Path = ROOT, env: dict[str, str] | None = None) -> None:
    result = subprocess.run([str(a) for a in args], cwd=cwd, env=env, check=False)
    if result.returncode != 0:
        raise SystemExit(f"build.py: failed ({result.returncode}): {' '.join(map(str, args))}")


def program(name: str, why: str) -> str:
    """The path of a program on PATH; stops the build saying `why` when it is missing."""
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"build.py: {why}")
    return found
