"""The rules core's tables reach the page once, through the module the build writes
(buildtools/core_js.py -> js/engine/core.js): it holds golden_sails' own values, and
no JavaScript file spells one of its lists out again."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from buildtools.core_js import MODULE, module_text, read_constants
from golden_sails import bridge
from golden_sails.app import session
from golden_sails.game import rules
from golden_sails.model import cards, i18n, seats

ROOT = Path(__file__).resolve().parents[1]
JS = ROOT / "web" / "static" / "js"
CONSTANTS = read_constants()

# An array literal of strings or numbers only: ["a", "b"], [4, 8].
VALUE = r"(?:\"[^\"\n]*\"|'[^'\n]*'|\d+)"
ARRAY = re.compile(rf"\[\s*(?:{VALUE}\s*,\s*)+{VALUE}\s*,?\s*\]")
ITEM = re.compile(r"\"([^\"\n]*)\"|'([^'\n]*)'|(\d+)")
# A table as an object literal, every value a string or a number: { jeweler: "gems", ... }
# (not a dispatch table, whose values are code: game.js's renderers by screen).
PAIR = rf"\s*[\"']?[A-Za-z_][\w-]*[\"']?\s*:\s*{VALUE}\s*"
OBJECT = re.compile(rf"\{{((?:{PAIR},)+{PAIR},?)\s*\}}")
KEY = re.compile(r"(?:^|,)\s*[\"']?([A-Za-z_][\w-]*)[\"']?\s*:")
# The number of rounds written beside a round: `round > 12`, `rounds <= 12`.
ROUNDS_WRITTEN = re.compile(r"\bround\w*\b[^;\n]{0,40}\b12\b")


def _lists() -> dict[str, set[str]]:
    """Each list constant of the core (two members or more), as the strings it holds."""
    out = {}
    for name, value in CONSTANTS.items():
        members = value.keys() if isinstance(value, dict) else value
        if isinstance(members, list | type({}.keys())) and len(members) >= 2:
            out[name] = {str(m) for m in members}
    return out


def restated(text: str) -> list[str]:
    """The core's lists that a module's text spells out: an array literal, or an
    object literal's keys, holding every member of one."""
    lists = _lists()
    found = []
    for match in ARRAY.finditer(text):
        items = {"".join(groups) for groups in ITEM.findall(match.group(0))}
        found += [f"{name} as {match.group(0)}" for name, members in lists.items()
                  if members <= items]
    for match in OBJECT.finditer(text):
        keys = set(KEY.findall(match.group(1)))
        found += [f"{name} as the keys of {{{match.group(1).strip()[:60]}...}}"
                  for name, members in lists.items() if members <= keys]
    found += [f"ROUNDS as {m.group(0)!r}" for m in ROUNDS_WRITTEN.finditer(text)]
    return found


def test_the_module_holds_the_rules_cores_own_values() -> None:
    assert read_constants() == {
        "PILES": list(cards.PILES),
        "EXPERTS": list(cards.EXPERTS),
        "EXPERT_PILE": cards.EXPERT_PILE,
        "PHASES": list(rules.PHASES),
        "ROUNDS": rules.ROUNDS,
        "RETURN_ROUNDS": list(rules.RETURN_ROUNDS),
        "CALLS": sorted(bridge.CALLS),
        "GAME_SCREENS": [session.HANDOFF, session.PLAY, session.BOT, session.PHONE,
                         session.SCORING, session.OVER],
        "BOT_LEVELS": list(seats.BOT_LEVELS),
        "LANGUAGES": list(i18n.LANGUAGES),
        "AUTONYMS": i18n.AUTONYMS,
    }
    assert list(i18n.AUTONYMS) == list(i18n.LANGUAGES)
    text = module_text(CONSTANTS)
    assert 'export const PILES = Object.freeze(["spells", "gems", "spices", "animals", ' in text
    assert "export const ROUNDS = 12;" in text
    assert not (ROOT / "web" / "static" / MODULE).exists(), "the build writes it: no copy by hand"


@pytest.mark.parametrize("path", sorted(JS.rglob("*.js")),
                         ids=lambda p: p.relative_to(JS).as_posix())
def test_no_module_spells_out_a_list_of_the_core(path: Path) -> None:
    found = restated(path.read_text(encoding="utf-8"))
    assert not found, (f"web/static/js/{path.relative_to(JS).as_posix()} restates the rules "
                       f"core's {found}: import it from js/engine/core.js")


def test_a_planted_restatement_is_found() -> None:
    assert restated('const EXPERT_ORDER = ["jeweler", "cook", "hunter", "sorcerer", "armourer"];')
    assert restated("const PHASES = ['over', 'assign', 'take', 'scoring'];")  # any order
    assert restated('const GOOD = { jeweler: "gems", cook: "spices", hunter: "animals", '
                    'sorcerer: "spells", armourer: "weapons" };')
    assert restated("if (meta.round > 12) return fault;")
    assert restated("const BACK = [4, 8];")
    # A part of a list, or another list that shares members, is not the list.
    assert not restated('const SOME = ["gems", "spices"]; const LEVELS = ["easy", "hard"];')
    assert not restated('h("p", { class: "x" }, "y"); const SIZE = 12;')
    assert not restated("const RENDER = { handoff: renderHandoff, play: renderPlay, "
                        "bot: renderBot, scoring: renderScoring, over: renderOver };")
