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

# English's words and content, and each other language's, each rendered inside
# `with language(...)` (golden_sails.model.i18n): the page shows the content of
# its own language (buildtools/content.py).
PRINT_RULES_CORE_OUTPUT = (
    "import json, sys\n"
    "from golden_sails.model.i18n import LANGUAGES, SOURCE, language\n"
    "from golden_sails.teach.prebuilt import prebuilt\n"
    "from golden_sails.game.words import vocabulary\n"
    "def both(lang):\n"
    "    with language(lang):\n"
    "        return {'words': vocabulary(), 'content': prebuilt()}\n"
    "out = both(SOURCE)\n"
    "out['languages'] = {lang: both(lang) for lang in LANGUAGES if lang != SOURCE}\n"
    "studies = sys.stdin.read()\n"
    "if studies:\n"
    "    from golden_sails import bridge\n"
    "    out['studies'] = {name: json.loads(bridge.study_link(json.dumps(doc)))\n"
    "                      for name, doc in json.loads(studies).items()}\n"
    "json.dump(out, sys.stdout)\n"
)


def vocabulary() -> dict[str, Any]:
    """golden_sails.game.words.vocabulary() of the rules core in pysrc/."""
    words: dict[str, Any] = rules_core_output()["words"]
    return words


def rules_core_output(studies: dict[str, Any] | None = None) -> dict[str, Any]:
    """{words: golden_sails.game.words.vocabulary(), content:
    golden_sails.teach.prebuilt.prebuilt(), languages: {lang: {words, content}}} of
    the rules core in pysrc/, from one run of CPython: the first two in English,
    ``languages`` the same in each other language of the game; and ``studies``,
    each study given (a name: its JSON, teach/study_json.py) as the bridge's
    answer, its link or its refusal (the embedding example's study)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "pysrc"))
    result = subprocess.run(
        [sys.executable, "-c", PRINT_RULES_CORE_OUTPUT],
        env=env,
        cwd=ROOT,
        input=json.dumps(studies) if studies else "",
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
