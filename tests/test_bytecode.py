"""Inside Pyodide, the rules core is imported from the bytecode its wheel ships
(buildtools/bytecode.py), not compiled at each start: every module's .pyc is
one this Python accepts for that very source.

The wheel's bytecode is Pyodide's Python's, so this runs inside Pyodide
(`build.py test-pyodide`, part of `build.py test`); CPython imports pysrc/ from
source, and tests/web/test_build.py checks the wheel's .pyc from outside.
"""

from __future__ import annotations

import importlib.util
import pkgutil
import sys
from pathlib import Path

import pytest

import golden_sails

pytestmark = pytest.mark.skipif(
    sys.platform != "emscripten", reason="only Pyodide's Python runs the wheel's bytecode"
)


def test_every_module_has_bytecode_this_python_takes_for_its_source() -> None:
    names = [info.name for info in pkgutil.walk_packages(golden_sails.__path__, "golden_sails.")]
    assert "golden_sails.game.engine" in names and "golden_sails.scoring.gems" in names
    for name in ["golden_sails", *names]:
        spec = importlib.util.find_spec(name)  # not imported: __main__ would run the CLI
        assert spec is not None and spec.origin is not None and spec.cached is not None, name
        source = Path(spec.origin)
        assert spec.cached == importlib.util.cache_from_source(str(source)), name
        pyc = Path(spec.cached).read_bytes()
        assert pyc[:4] == importlib.util.MAGIC_NUMBER, name
        assert int.from_bytes(pyc[4:8], "little") == 0b11, name  # checked hash (PEP 552)
        assert pyc[8:16] == importlib.util.source_hash(source.read_bytes()), name
