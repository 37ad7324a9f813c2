"""`build.py test-js`: the page's DOM-free JavaScript under `node --test`, in seconds.

tests/js/ holds one file a module (`<module>.test.mjs`, node:test and node:assert,
no npm package): the address's links, the saved games' checks and revisions, the
page's words and their plurals, the engine's client and its time-outs, the
navigation that waits for a screen's call, the set-up form's and the score pad's
state, the redraw that keeps a typed name.  What needs a browser stays in
tests/web/ (real Chromium).

The page's modules import what the build writes: the rules core's constants
(js/engine/core.js, buildtools/core_js.py), through js/words/ui.js each
language's words (js/words/lang/<lang>.js, buildtools/js_words.py), and the
third-party modules from npm (vendor/, buildtools/vendor.py).  Those are
written first into build/js-modules/, where tests/js/setup/register.mjs resolves
them, so a test imports web/static/js/ itself; the game's words beside them
(game-words.json, as index.html carries them) fill the forms' lists.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path, PurePosixPath

from buildtools.core_js import core_module
from buildtools.devenv import ensure_venv
from buildtools.js_words import read_languages, words_modules
from buildtools.paths import BUILD, ROOT
from buildtools.shell import program, run, say
from buildtools.vendor import MODULES as VENDOR_MODULES
from buildtools.vendor import vendor_files

MODULES = BUILD / "js-modules"  # what the build writes, as under assets/
TESTS = ROOT / "tests" / "js"
REGISTER = TESTS / "setup" / "register.mjs"
NODE_AT_LEAST = (20, 6)  # module.register, node:test's mock timers


# The rules core's words in English (golden_sails.game.words.vocabulary(), the page's
# #game-words): the forms' tests draw their lists from them.
GAME_WORDS = PurePosixPath("game-words.json")
PRINT_GAME_WORDS = ("import json, sys\n"
                    "from golden_sails.game.words import vocabulary\n"
                    "json.dump(vocabulary(), sys.stdout, ensure_ascii=False)\n")


def game_words(python: Path) -> bytes:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "pysrc"))
    result = subprocess.run([str(python), "-c", PRINT_GAME_WORDS], env=env, cwd=ROOT,
                            capture_output=True, check=False)
    if result.returncode != 0:
        raise SystemExit("build.py: the game's words could not be read from pysrc/: "
                         + (result.stderr.decode().strip().splitlines() or ["no output"])[-1])
    return result.stdout


def write_modules(python: Path) -> Path:
    """The generated modules the tests import, into MODULES (``python`` has Babel), and
    the game's words (GAME_WORDS)."""
    vendored = vendor_files()
    generated = {**core_module(str(python)), **words_modules(read_languages(python=python)),
                 GAME_WORDS: game_words(python),
                 **{path: vendored[path] for path in VENDOR_MODULES}}
    for path, data in generated.items():
        target = MODULES / path
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.exists() or target.read_bytes() != data:
            target.write_bytes(data)
    return MODULES


def node_program() -> str:
    """Node.js, new enough for the tests' module hook and mock timers."""
    node = program("node", "Node.js 20.6 or newer is needed for the JavaScript tests")
    out = subprocess.run([node, "--version"], capture_output=True, text=True, check=False)
    found = re.match(r"v(\d+)\.(\d+)", out.stdout.strip())
    if not found or tuple(map(int, found.groups())) < NODE_AT_LEAST:
        raise SystemExit(f"build.py: the JavaScript tests need Node.js "
                         f"{'.'.join(map(str, NODE_AT_LEAST))} or newer, not {out.stdout.strip()}")
    return node


def test_js(python: Path | None = None) -> None:
    """Every tests/js/*.test.mjs under `node --test`; a failure stops the build."""
    python = python or ensure_venv()
    node = node_program()
    modules = write_modules(python)
    files = sorted(TESTS.glob("*.test.mjs"))
    if not files:
        raise SystemExit(f"build.py: no *.test.mjs in {TESTS.relative_to(ROOT)}")
    say(f"node --test: {len(files)} files of tests/js/ (the page's DOM-free modules)")
    env = dict(os.environ, GOLDEN_SAILS_JS_MODULES=str(modules))
    run(node, "--import", REGISTER, "--test", "--test-reporter=spec", *files, env=env)
