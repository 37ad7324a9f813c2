"""dist/runtime/<hash>/: the assembled Pyodide directory the page loads, with
runtime.json, named by a hash over every file in it."""

from __future__ import annotations

import json
from pathlib import Path

from buildtools.bytecode import COMPILED_STDLIB, PUBLISHED_STDLIB
from buildtools.compress import COMPRESSED_AT_MOST, cached_compress
from buildtools.hashes import tree_hash
from buildtools.lockfile import our_wheel
from buildtools.pyodide import PYODIDE_RUNTIME, PYODIDE_VERSION, assemble_pyodide

PACKAGE = "golden-sails"
# What the page fetches from the runtime directory: runtime.json lists their
# sizes, so the worker can show real download progress.  The standard library
# is the build's, the modules the app imports as bytecode (buildtools/bytecode.py),
# not the published one; the lock file comes inside runtime.json.
PAGE_RUNTIME_FILES = (
    *(name for name in PYODIDE_RUNTIME if name != PUBLISHED_STDLIB),
    COMPILED_STDLIB,
)
# In the runtime directory, never fetched by the page: Pyodide's published zip,
# kept so that the directory holds Pyodide exactly as published (and a bare
# boot, in the benchmarks, loads it), and the lock file, which the worker
# passes to Pyodide from runtime.json (loadPyodide's lockFileContents) rather
# than in a request of its own.
UNUSED_BY_PAGE = (PUBLISHED_STDLIB, "pyodide-lock.json")


def write_runtime_manifest(runtime: Path) -> None:
    """runtime.json: the Pyodide version, the game's wheel (name and sha256), the lock
    file, and the size of each file the page fetches."""
    lock = json.loads((runtime / "pyodide-lock.json").read_text())
    wheel = our_wheel(runtime).name
    sizes = {name: (runtime / name).stat().st_size for name in (*PAGE_RUNTIME_FILES, wheel)}
    compressed = {name: cached_compress(runtime / name, "br") for name in sizes}
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
        "sizes": sizes,
        # The size of the build's brotli copy of each (compress.py), which a host
        # that sends it puts on the wire: the worker's progress counts those bytes.
        "compressed": {name: len(data) for name, data in compressed.items()
                       if len(data) <= sizes[name] * COMPRESSED_AT_MOST},
        # loadPyodide's lockFileContents: one request fewer before Python starts.
        "lock": lock,
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
