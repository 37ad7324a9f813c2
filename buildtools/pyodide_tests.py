"""`build.py test-pyodide`: the rules core's tests inside the pinned Pyodide
under Node, then a byte-for-byte check that seeded games play the same there
as on this machine's CPython."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Any

from buildtools.bytecode import COMPILED_STDLIB, PUBLISHED_STDLIB, SESSION
from buildtools.devenv import dev_requirements, ensure_venv
from buildtools.lockfile import our_wheel
from buildtools.paths import BUILD, ROOT
from buildtools.pyodide import assemble_pyodide, fetch_wheels
from buildtools.shell import program, say
from buildtools.vocabulary import rules_core_output

# Only for running the tests inside Pyodide (pytest and hypothesis as pinned in
# pyproject.toml's dev extra, and what they need on Python 3.14), unpacked
# into site-packages by the runner as the page's worker unpacks the game's:
TEST_WHEELS = {
    "packaging-26.1-py3-none-any.whl":
        "5d9c0669c6285e491e0ced2eee587eaf67b670d94a19e94e3984a481aba6802f",
    "pytest-9.0.3-py3-none-any.whl":
        "2c5efc453d45394fdd706ade797c0a81091eccd1d6e4bccfcd476e2b8e0ab5d9",
    "pluggy-1.7.0-py3-none-any.whl":
        "7dd7b0d8832ba3cb632c306926ded123429211b83641b35dc5c41ad2d34f9bec",
    "iniconfig-2.3.1-py3-none-any.whl":
        "9121e2c1fdb355232495be3194c8dfe87ccc2d5dee45947b78e68f499790d7a7",
    "pygments-2.21.0-py3-none-any.whl":
        "2363c69b61c4a97c838da3b130dcd6468f4848992b21a82f2a63ec34377137d9",
    "hypothesis-6.155.2-py3-none-any.whl":
        "c85ce6dcd630a90ce501f1d1dd1bc84b97f5649ca8a27e134c8cbf5aa480b1a5",
    "sortedcontainers-2.4.0-py2.py3-none-any.whl":
        "a163dcaede0f1c021485e957a39245190e74249897e2ae4b2aa38595db237ee0",
}

PYODIDE_SITE = BUILD / "pyodide"  # the runtime, our lock file and our wheels
PYODIDE_RUNNER = ROOT / "tests" / "pyodide" / "run_tests.mjs"
SAME_GAME = "tests/pyodide/same_game.py"
# Not run inside Pyodide: tests that start a subprocess (Pyodide has none), the
# checks of docs/ and of web/ against the core (neither is copied in: no part of
# the rules core), the catalogs' checks and the page's words' (Babel, a dev tool, is not
# shipped), the catalog in context's (Babel, Jinja, the build), the browser's own
# tests, and this directory (helpers, not tests).  The lessons' and the reference's
# language tests check which cache serves which language, plain Python alike on both;
# inside Pyodide test_i18n reads the catalogs and test_prebuilt compares the lessons'
# steps with CPython's.  The protocol's schema (test_protocol) is checked with
# jsonschema, a dev tool, against docs/ and the build's generator: the answers it
# checks are the same plain Python on both.  The catalogs' own checks (one use,
# typography, translator context) read the .po with Babel, a dev tool, and the .po
# files are not in the wheel.
PYODIDE_IGNORE = ("tests/test_cli.py", "tests/test_docs_lessons.py", "tests/test_layers.py",
                  "tests/test_catalogs.py", "tests/test_translator_context.py",
                  "tests/test_one_use.py", "tests/test_typography.py",
                  "tests/test_js_layout.py", "tests/test_js_words.py",
                  "tests/test_js_core.py", "tests/test_js_no_text_tests.py",
                  "tests/test_protocol_doc.py", "tests/test_page_words.py",
                  "tests/test_context_page.py",
                  "tests/test_lessons_language.py", "tests/test_reference_language.py",
                  "tests/test_contracts.py", "tests/test_protocol.py", "tests/web",
                  "tests/pyodide")
PYTEST_NO_TESTS = 5  # pytest's exit code when nothing was collected


def check_test_pins() -> None:
    """pytest and hypothesis in Pyodide are the versions pinned for CPython."""
    pinned = {f"{name}-{version}" for name, version in
              (r.split("==") for r in dev_requirements() if "==" in r)}
    for tool in ("pytest", "hypothesis"):
        ours = next(n for n in TEST_WHEELS if n.startswith(f"{tool}-"))
        if "-".join(ours.split("-")[:2]) not in pinned:
            raise SystemExit(f"build.py: TEST_WHEELS has {ours}, but pyproject.toml pins "
                             "another version: update TEST_WHEELS (name and sha256)")


def skipped_in_pyodide(arg: str) -> bool:
    """Whether a pytest path argument (maybe with ::test) names a PYODIDE_IGNORE path."""
    path = arg.split("::")[0].rstrip("/")
    return any(path == skip or path.startswith(skip + "/") for skip in PYODIDE_IGNORE)


def pyodide_pytest_args(extra: list[str]) -> list[str] | None:
    """pytest's arguments inside Pyodide, where the repository is copied to /repo;
    None when every path in `extra` is one that Pyodide skips.

    pythonpath=tests (not pyproject's "pysrc tests ."): the tests must import the
    installed wheel.  No cache provider: nothing is kept between runs anyway.
    --ignore does not hold for paths named outright, so those are dropped here.
    """
    paths = [arg for arg in extra if (ROOT / arg.split("::")[0]).exists()]
    kept = [arg for arg in extra if arg not in paths or not skipped_in_pyodide(arg)]
    if paths and all(skipped_in_pyodide(arg) for arg in paths):
        return None
    ignores = [f"--ignore={path}" for path in PYODIDE_IGNORE]
    return ["-p", "no:cacheprovider", "--rootdir=/repo", "-o", "pythonpath=tests",
            *ignores, *(kept or ["tests"])]


def same_game_on_cpython(wheel: Path) -> str:
    """same_game_json() on this machine's CPython, importing the very wheel
    Pyodide ran (unpacked), not pysrc/, which may have changed since."""
    with tempfile.TemporaryDirectory(prefix="golden-sails-wheel-") as tmp:
        with zipfile.ZipFile(wheel) as zf:
            zf.extractall(tmp)
        env = dict(os.environ, PYTHONPATH=tmp)
        done = subprocess.run([str(ensure_venv()), str(ROOT / SAME_GAME)], cwd=tmp, env=env,
                              capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
        raise SystemExit("build.py: same_game.py failed on CPython")
    return done.stdout.rstrip("\n")


def check_same_game(wheel: Path, in_pyodide: str | None, error: str | None) -> None:
    """The same seeds must give the same games, byte for byte, in both."""
    if in_pyodide is None:
        raise SystemExit(f"build.py: same_game.py failed inside Pyodide:\n{error}")
    on_cpython = same_game_on_cpython(wheel)
    if in_pyodide != on_cpython:
        pairs = zip(in_pyodide, on_cpython, strict=False)
        at = next((i for i, (a, b) in enumerate(pairs) if a != b),
                  min(len(in_pyodide), len(on_cpython)))
        raise SystemExit("build.py: the same seeds gave different games on CPython and in "
                         f"Pyodide, from character {at}:\n  CPython: {on_cpython[at:at + 80]!r}\n"
                         f"  Pyodide: {in_pyodide[at:at + 80]!r}")
    say(f"same game on CPython and in Pyodide ({len(on_cpython)} characters, identical)")


def test_pyodide(pytest_args: list[str], site: Path | None = None) -> None:
    """The tests inside Pyodide under Node, against the assembled directory (site, when
    the caller has assembled it already)."""
    check_test_pins()
    args = pyodide_pytest_args(pytest_args)
    if args is None:
        say("nothing of " + " ".join(pytest_args) + " runs inside Pyodide")
        return
    site = site or assemble_pyodide(PYODIDE_SITE)
    test_wheels = fetch_wheels(TEST_WHEELS)
    with tempfile.TemporaryDirectory(prefix="golden-sails-pyodide-") as tmp:
        # What the site build renders with CPython (golden_sails.teach.prebuilt), for
        # tests/test_prebuilt.py to compare with Pyodide's own answers.
        content = Path(tmp) / "content.json"
        content.write_text(json.dumps(rules_core_output()["content"]))
        config = {
            "site": str(site),
            # pytest and hypothesis import far more than the app: the published
            # standard library; the app's own is run apart (appStdlib below).
            "stdlib": PUBLISHED_STDLIB,
            "appStdlib": COMPILED_STDLIB,
            "session": str(SESSION),
            "content": str(content),
            "repo": str(ROOT),
            "copy": ["pyproject.toml", "tests"],
            "testWheels": [str(path) for path in test_wheels.values()],
            "pytestArgs": args,
            "sameGame": SAME_GAME,
            "result": str(Path(tmp) / "result.json"),
        }
        (Path(tmp) / "config.json").write_text(json.dumps(config))
        say(f"node {PYODIDE_RUNNER.relative_to(ROOT)}")
        node = program("node", "Node.js 18 or newer is needed to run Pyodide")
        code = subprocess.run([node, str(PYODIDE_RUNNER), str(Path(tmp) / "config.json")],
                              cwd=ROOT, check=False).returncode
        result_file = Path(tmp) / "result.json"
        result = json.loads(result_file.read_text()) if result_file.exists() else {}
    report_pyodide_run(code, result, narrowed=bool(pytest_args))
    check_same_game(our_wheel(site), result.get("sameGame"), result.get("sameGameError"))


def report_pyodide_run(code: int, result: dict[str, Any], narrowed: bool) -> None:
    """Fail the build unless pytest passed inside Pyodide."""
    if result.get("stage") != "done":
        raise SystemExit(f"build.py: the run inside Pyodide broke while {result.get('stage')!r} "
                         f"(runner exit {code}); if a test crashed Pyodide, add -vv to see which")
    if code == PYTEST_NO_TESTS and narrowed:
        # e.g. `build.py test tests/test_cli.py`: nothing of that runs in Pyodide.
        say("no tests inside Pyodide for these arguments")
        return
    if code != 0:
        raise SystemExit(f"build.py: the tests failed inside Pyodide (pytest exit {code})")
    say(f"tests passed inside Pyodide ({result['seconds']}s in Node)")
