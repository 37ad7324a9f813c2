"""dist/runtime/<hash>/: the assembled Pyodide directory the page loads, with
runtime.json, named by a hash over every file in it."""

from __future__ import annotations

import json
from pathlib import Path

from buildtools.bytecode import COMPILED_STDLIB, PUBLISHED_STDLIB
from buildtools.hashes import tree_hash
from buildtools.lockfile import our_wheel
from buildtools.pyodide import PYODIDE_RUNTIME, PYODIDE_VERSION, assemble_pyodide

PACKAGE = "golden-sails"
# What the page fetches from the runtime directory: runtime.json lists their
# sizes, so the worker can show real download progress.  The standard library
# is the build's, with bytecode (buildtools/bytecode.py), not the published one.
PAGE_RUNTIME_FILES = (
    *(name for name in PYODIDE_RUNTIME if name != PUBLISHED_STDLIB),
    COMPILED_STDLIB,
    "pyodide-lock.json",
)
# In the runtime directory, never fetched by the page: Pyodide's published zip,
# kept so that the directory holds Pyodide exactly as published.
UNUSED_BY_PAGE = (PUBLISHED_STDLIB,)


def write_runtime_manifest(runtime: Path) -> None:
    """runtime.json: the Pyodide version, the game's wheel (name and sha256) and the size
    of each file the page fetches."""
    lock = json.loads((runtime / "pyodide-lock.json").read_text())
    wheel = our_wheel(runtime).name
    manifest = {
        "pyodide": PYODIDE_VERSION,
        "python": lock["info"]["python"],
        # loadPyodide's stdLibURL: the standard library with bytecode.
        "stdlib": COMPILED_STDLIB,
        # The worker fetches and unpacks the wheel itself, checked against this sha256.
        "package": {
            "name": PACKAGE,
            "file_name": wheel,
            "sha256": lock["packages"][PACKAGE]["sha256"],
        },
        "sizes": {name: (runtime / name).stat().st_size for name in (*PAGE_RUNTIME_FILES, wheel)},
    }
    (runtime / "runtime.json").write_text(json.dumps(manifest, indent=1) + "\n")


def build_runtime(site: Path) -> str:
    """The Pyodide directory under site/runtime/<hash>/; its URL from the site root."""
    staging = site / "runtime" / "staging"
    assemble_pyodide(staging)
    write_runtime_manifest(staging)
    digest = tree_hash(staging)
    staging.rename(site / "runtime" / digest)
    return f"runtime/{digest}/"
