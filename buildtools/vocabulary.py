"""The game's words (golden_sails.game.words.vocabulary()) and its static content
(golden_sails.teach.prebuilt: the lessons, the rules, the examples) for the page, at
build time.

The page draws its home screen, the set-up form and the score pad's editor
from these words before Python has started in the browser: index.html carries
them as a JSON data block (<script type="application/json">, which the CSP
allows as it runs nothing).  They are the words of the rules core being built,
read from pysrc/ by a Python of its own (the build's process keeps its imports
to the standard library and the build's own modules).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

from buildtools.paths import ROOT

PRINT_RULES_CORE_OUTPUT = (
    "import json, sys\n"
    "from golden_sails.teach.prebuilt import prebuilt\n"
    "from golden_sails.game.words import vocabulary\n"
    "json.dump({'words': vocabulary(), 'content': prebuilt()}, sys.stdout)\n"
)


def vocabulary() -> dict[str, Any]:
    """golden_sails.game.words.vocabulary() of the rules core in pysrc/."""
    words: dict[str, Any] = rules_core_output()["words"]
    return words


def rules_core_output() -> dict[str, Any]:
    """{words: golden_sails.game.words.vocabulary(), content:
    golden_sails.teach.prebuilt.prebuilt()} of the rules core in pysrc/, from one run of CPython."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "pysrc"))
    result = subprocess.run(
        [sys.executable, "-c", PRINT_RULES_CORE_OUTPUT],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        raise SystemExit(
            "build.py: the game's words could not be read from pysrc/: "
            + (result.stderr.strip().splitlines() or ["no output"])[-1]
        )
    output: dict[str, Any] = json.loads(result.stdout)
    return output


def json_data_block(value: Any) -> str:
    """JSON text safe inside <script type="application/json">: no "<" at all, so
    neither "</script" nor "<!--" can end or bend the element."""
    # Keys in the rules core's order, which the page keeps (the seat kinds are
    # listed human, easy, medium, hard, not alphabetically).
    return json.dumps(value, ensure_ascii=False).replace("<", "\\u003c")
