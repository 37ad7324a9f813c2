"""The gettext catalogs compiled before any test reads a word (docs/i18n.md).

The .mo files are built, not kept in the repository: a fresh clone's first
test run compiles them from the .po files, and a later run recompiles a .po
edited since.  Inside Pyodide the package comes from the wheel, which carries
them, and the build's own modules are not there.
"""

from __future__ import annotations

import sys

import pytest


def pytest_sessionstart(session: pytest.Session) -> None:
    if sys.platform == "emscripten":
        return
    from buildtools import catalogs

    catalogs.compile_stale()
