"""The pinned Pyodide and the PyPI wheels it ships with: fetched, checked, assembled.

Pyodide is the npm package, fetched with `npm pack`; the wheels come from
PyPI through pip.  Each is checked against the hash pinned here before it is
used, and kept in .cache/, so a second run fetches nothing.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from buildtools.bytecode import COMPILED_STDLIB, compile_for_pyodide
from buildtools.devenv import ensure_venv
from buildtools.hashes import sha256_of
from buildtools.lockfile import check_lock, pyodide_lock
from buildtools.npm import fetch_npm_package
from buildtools.paths import CACHE
from buildtools.shell import run, say, shown
from buildtools.wheel import build_wheel

# --- Pins for the browser build ----------------------------------------------
# The interpreter the page ships: the npm package `pyodide` (Python 3.14.2).
# Its integrity is npm's (`npm view pyodide@VERSION dist.integrity`), pinned so
# a tarball that differs from the one tested is refused.
PYODIDE_VERSION = "314.0.7"
PYODIDE_INTEGRITY = (
    "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/6V5JEsOlD2R1A=="
)
PYODIDE_PYTHON = "3.14"
# The files of the package the page needs (the rest are maps, types, demos).
PYODIDE_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
WHEEL_CACHE = CACHE / "wheels"

# Wheels from PyPI (the test tools, buildtools/pyodide_tests.py), as file
# name -> sha256 of that file as PyPI serves it.  The page ships none but its
# own: its worker unpacks the game's wheel itself, so neither micropip nor
# packaging is needed at run time.


def fetch_pyodide() -> Path:
    """The pinned Pyodide npm package, checked and unpacked into
    .cache/pyodide/VERSION/ (buildtools/npm.py); its directory."""
    return fetch_npm_package("pyodide", PYODIDE_VERSION, PYODIDE_INTEGRITY, PYODIDE_RUNTIME,
                             "Pyodide")


def fetch_wheels(pins: dict[str, str]) -> dict[str, Path]:
    """The pinned wheels from PyPI, checked against their sha256; name -> path.

    Cached in .cache/wheels/; only those missing or not matching are fetched,
    with pip for Pyodide's Python version, one file each (no dependency
    resolution: the pins are the whole set).
    """
    WHEEL_CACHE.mkdir(parents=True, exist_ok=True)
    wanted = {name: WHEEL_CACHE / name for name in pins}
    missing = [name for name, path in wanted.items()
               if not path.exists() or sha256_of(path) != pins[name]]
    if missing:
        for name in missing:
            wanted[name].unlink(missing_ok=True)  # a bad copy: let pip fetch it afresh
        requirements = ["==".join(name.split("-")[:2]) for name in missing]
        say("pip download " + " ".join(requirements))
        run(ensure_venv(), "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
            "--no-deps", "--only-binary=:all:", "--python-version", PYODIDE_PYTHON,
            "--dest", WHEEL_CACHE, *requirements)
    for name, path in wanted.items():
        if not path.exists():
            raise SystemExit(f"build.py: pip did not fetch {name}")
        got = sha256_of(path)
        if got != pins[name]:
            path.unlink()
            raise SystemExit(f"build.py: {name} has sha256 {got}, not the pinned {pins[name]}")
    return wanted


def assemble_pyodide(dest: Path) -> Path:
    """A directory a page can load Pyodide and the rules core from.

    Pyodide's runtime files as published, the standard library the app
    imports, as bytecode (COMPILED_STDLIB, the one the page loads:
    buildtools/bytecode.py), our wheel with its bytecode, and the
    pyodide-lock.json that lists it; dest is emptied first.  The web build
    calls this with a directory inside dist/.
    """
    package = fetch_pyodide()
    compiled = compile_for_pyodide(build_wheel(), package)
    shipped = [compiled.wheel]
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    for name in PYODIDE_RUNTIME:
        shutil.copy2(package / name, dest / name)
    shutil.copy2(compiled.stdlib, dest / COMPILED_STDLIB)
    for wheel in shipped:
        shutil.copy2(wheel, dest / wheel.name)
    original = json.loads((package / "pyodide-lock.json").read_text())
    lock = pyodide_lock(original, shipped)
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")
    check_lock(dest)
    say(f"assembled {shown(dest)}: Pyodide {PYODIDE_VERSION} "
        f"(Python {lock['info']['python']}), " + ", ".join(w.name for w in shipped))
    return dest
