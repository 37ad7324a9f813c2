"""axe-core, the accessibility checker the browser tests run on every screen
(tests/web/test_accessibility.py): the npm package, pinned as Pyodide is."""

from __future__ import annotations

from pathlib import Path

from buildtools.npm import fetch_npm_package

# Its integrity is npm's (`npm view axe-core@VERSION dist.integrity`).
AXE_VERSION = "4.14.1"
AXE_INTEGRITY = (
    "sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37OgudVGtQ=="
)
AXE_SCRIPT = "axe.min.js"


def fetch_axe() -> Path:
    """axe.min.js of the pinned axe-core, fetched, checked and kept in .cache/axe-core/."""
    return fetch_npm_package("axe-core", AXE_VERSION, AXE_INTEGRITY, (AXE_SCRIPT,),
                             "axe-core for the accessibility tests") / AXE_SCRIPT
