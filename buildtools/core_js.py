"""The rules core's tables that the page needs, as a JavaScript module the build writes.

    assets/js/engine/core.<hash>.js   export const PILES = Object.freeze([...]); ...

The page never writes out a list the rules core holds (the piles in the score
booklet's order, the Experts, a game's phases, its rounds, the bridge's calls,
the game's screens, the computer levels, the languages): it imports them from
this module, written at every build from golden_sails itself, so a change in the
core reaches the page with nothing to edit.  tests/test_js_layout.py fails on a
JavaScript file that spells one of these lists out.

Read by a Python of its own from pysrc/ (the build's process keeps its imports to
the standard library and the build's own modules), as buildtools/vocabulary.py
reads the words.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import PurePosixPath
from typing import Any

from buildtools.paths import ROOT

MODULE = PurePosixPath("js/engine/core.js")  # under assets/, as if under web/static/

# Each constant the page imports, and where in golden_sails it is kept.
PRINT_CONSTANTS = (
    "import json, sys\n"
    "from golden_sails import bridge\n"
    "from golden_sails.app import session\n"
    "from golden_sails.game import rules\n"
    "from golden_sails.model import cards, i18n, seats\n"
    "json.dump({\n"
    "    'PILES': list(cards.PILES),\n"
    "    'EXPERTS': list(cards.EXPERTS),\n"
    "    'EXPERT_PILE': cards.EXPERT_PILE,\n"
    "    'PHASES': list(rules.PHASES),\n"
    "    'ROUNDS': rules.ROUNDS,\n"
    "    'RETURN_ROUNDS': list(rules.RETURN_ROUNDS),\n"
    "    'CALLS': sorted(bridge.CALLS),\n"
    "    'GAME_SCREENS': [session.HANDOFF, session.PLAY, session.BOT, session.PHONE,\n"
    "                     session.SCORING, session.OVER],\n"
    "    'BOT_LEVELS': list(seats.BOT_LEVELS),\n"
    "    'LANGUAGES': list(i18n.LANGUAGES),\n"
    "    'AUTONYMS': i18n.AUTONYMS,\n"
    "}, sys.stdout)\n"
)

# What each constant is, said once in the module (the page's reader meets them there).
ABOUT = {
    "PILES": "the five Good types, in the score booklet's order (golden_sails.model.cards)",
    "EXPERTS": "the five Experts, in the rules' order (golden_sails.model.cards)",
    "EXPERT_PILE": "the pile each Expert fills, R4 (golden_sails.model.cards)",
    "PHASES": "a game's phases, in the order it passes through them (golden_sails.game.rules)",
    "ROUNDS": "the rounds of a game, R2 (golden_sails.game.rules)",
    "RETURN_ROUNDS": "the rounds after which the Experts return, R6 (golden_sails.game.rules)",
    "CALLS": "the bridge's calls, the worker's only doors (golden_sails.bridge)",
    "GAME_SCREENS": "the screens of an open game (golden_sails.app.session)",
    "BOT_LEVELS": "the computer players' levels, weakest first (golden_sails.model.seats)",
    "LANGUAGES": "the languages the game speaks, English first (golden_sails.model.i18n)",
    "AUTONYMS": "each language by its own name (golden_sails.model.i18n)",
}


def read_constants(python: str = sys.executable) -> dict[str, Any]:
    """The constants of the rules core in pysrc/, by name."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "pysrc"))
    result = subprocess.run([python, "-c", PRINT_CONSTANTS], env=env, cwd=ROOT,
                            capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise SystemExit("build.py: the rules core's constants could not be read from pysrc/: "
                         + (result.stderr.strip().splitlines() or ["no output"])[-1])
    constants: dict[str, Any] = json.loads(result.stdout)
    return constants


def module_text(constants: dict[str, Any]) -> str:
    """The module: each constant frozen (a list or a table the page cannot change)."""
    lines = [
        "// The rules core's tables the page needs: written by build.py (buildtools/core_js.py).",
        "//",
        "// From golden_sails itself at every build: edit the rules core, not this.",
        "",
    ]
    for name, value in constants.items():
        lines.append(f"// {ABOUT[name]}")
        text = json.dumps(value, ensure_ascii=False)
        frozen = f"Object.freeze({text})" if isinstance(value, list | dict) else text
        lines.append(f"export const {name} = {frozen};")
    return "\n".join(lines) + "\n"


def core_module(python: str = sys.executable) -> dict[PurePosixPath, bytes]:
    """The module by its path under assets/, for the build's generated files."""
    return {MODULE: module_text(read_constants(python)).encode()}
