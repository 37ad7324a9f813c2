"""Contracts between the page and the rules core, kept by a test or by the
build rather than by hand: the worker's calls are the bridge's functions, and
the page preloads exactly what app.js imports statically."""

from __future__ import annotations

import inspect
from pathlib import Path, PurePosixPath

from buildtools.assets import static_files, static_imports
from buildtools.core_js import core_module, read_constants
from golden_sails import bridge

ROOT = Path(__file__).resolve().parents[1]
WORKER = ROOT / "web" / "static" / "js" / "engine" / "worker.js"
# Called by the worker by name, not through CALLS: import_deferred before a
# start is kept as a snapshot (it answers nothing), and in_language, the door
# every call goes through (the page's language, then the call by its name).
NOT_A_CALL = {"import_deferred", "in_language"}


def _worker_calls() -> set[str]:
    """The calls the worker lets through: the build's core.js's CALLS, which it imports."""
    text = WORKER.read_text(encoding="utf-8")
    assert 'import { CALLS as BRIDGE_CALLS } from "./core.js";' in text, (
        "worker.js does not take its calls from the module the build writes")
    assert "const CALLS = new Set(BRIDGE_CALLS);" in text
    return set(read_constants()["CALLS"])


def _bridge_functions() -> set[str]:
    return {name for name, value in vars(bridge).items()
            if inspect.isfunction(value) and value.__module__ == bridge.__name__
            and not name.startswith("_")}


def test_the_workers_calls_are_the_bridges_functions() -> None:
    assert _worker_calls() == _bridge_functions() - NOT_A_CALL == bridge.CALLS
    text = WORKER.read_text(encoding="utf-8")
    # Before a start is kept as a snapshot (memory.js, which the worker imports).
    assert 'import { keepStart, sitePackagesOf } from "./memory.js";' in text
    assert ('pyimport("golden_sails.bridge").import_deferred()'
            in (WORKER.parent / "memory.js").read_text(encoding="utf-8"))
    # Every call through the door, with the page's language first.
    assert 'pyimport("golden_sails.bridge").in_language;' in text
    assert "bridge(lang, call, ...checkedArgs(args ?? []))" in text


def test_every_bridge_call_answers_json_text() -> None:
    for name in _worker_calls():
        signature = inspect.signature(getattr(bridge, name))
        assert signature.return_annotation in (str, "str"), name


def test_static_imports_follow_imports_not_dynamic_ones() -> None:
    files = {
        PurePosixPath("js/app.js"): b'import { a } from "./a.js";\n'
                                    b'const later = () => import("./c.js");\n',
        PurePosixPath("js/a.js"): b'export { b } from "./ui/b.js";\nimport "./a2.js";\n',
        PurePosixPath("js/a2.js"): b"export const x = 1;\n",
        PurePosixPath("js/ui/b.js"): b'import { a } from "../a.js";\nexport const b = 1;\n',
        PurePosixPath("js/c.js"): b'import { d } from "./d.js";\n',
        PurePosixPath("js/d.js"): b"export const d = 1;\n",
    }
    assert static_imports(files, PurePosixPath("js/app.js")) == [
        PurePosixPath("js/a.js"), PurePosixPath("js/a2.js"), PurePosixPath("js/ui/b.js"),
    ]


def test_the_page_preloads_its_first_screens_modules_only() -> None:
    files = {**static_files(ROOT / "web" / "static"), **core_module()}  # and what the build writes
    found = {str(p) for p in static_imports(files, PurePosixPath("js/app.js"))}
    assert "js/engine/start.js" in found  # the first screen's
    # The worker's, and the screens app.js fetches once the engine is ready.
    assert not found & {"js/engine/worker.js", "js/app.js", "js/game.js",
                        "js/engine/snapshot.js"}
