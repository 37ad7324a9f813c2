"""Every play screen within one and a half phone screens, in every language
(issue 37): whole 4-player pass-and-play games at 360x740, every person's turn
of all twelve rounds checked, in German, French, Spanish and Polish (English's
is test_table's, with 2 and 3 players), in the standard, open and secretive
variants, with and without R8's memory aid.  On each: every move's button and
the whole list since the last turn in the first screen, the list never
clipped, the page at most one and a half screens tall; the words never split
inside themselves nor out of their boxes, the top bar on one line."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from layout_checks import bar_lines, outside_box, split_words, turn_faults
from playwright.sync_api import Page
from test_play_through import check_result, play_to_the_end
from web_helpers import wait_for_screen

PHONE = {"width": 360, "height": 740}
# Long names, as a table of friends may have: the top bar, the round's order, the
# rows and the since list must make room for them (cut with an ellipsis, or wrap).
NAMES = "Maximiliane,Bartholomäus,Cécile,Łucja"

CASES = [
    ("de", "secretive", False),
    ("fr", "open", True),
    ("es", "standard", True),
    ("pl", "standard", False),
]


@pytest.mark.parametrize(("lang", "variant", "memory_aid"), CASES)
def test_every_play_screen_of_a_whole_game_fits_a_phone(
    page: Page, served: str, lang: str, variant: str, memory_aid: bool
) -> None:
    page.set_viewport_size(PHONE)
    settings = {"confirmMoves": False, "botSpeed": "fast", "memoryAid": memory_aid}
    page.goto(served)
    wait_for_screen(page, ("home",))
    page.evaluate("s => localStorage.setItem('golden-sails:settings', s)", json.dumps(settings))
    page.goto(f"{served}?lang={lang}#/new?players=4&names={NAMES}&variant={variant}&seed=37")
    wait_for_screen(page, ("setup",))
    page.click("button[data-start]")
    wait_for_screen(page, ("handoff",))
    faults: dict[str, Any] = {}
    turns = 0

    def check(info: dict[str, Any]) -> None:
        nonlocal turns
        if info["screen"] != "play":
            return
        turns += 1
        found = turn_faults(page)
        # The words' checks are dearer: every third turn, and every turn of round 12.
        if turns % 3 == 0 or info["round"] == "12":
            if split := split_words(page):
                found["split"] = split[:4]
            if outside := outside_box(page):
                found["outside"] = outside[:4]
            if bar_lines(page) > 1:
                found["top bar"] = "two lines"
        if found:
            faults[f"round {info['round']}, seat {info['viewer']}, turn {turns}"] = found

    state = play_to_the_end(page, random.Random(lang), each=check)
    assert state.over and state.config.variant == variant
    assert turns == 24 * 4  # every person's turn of the twelve rounds
    assert faults == {}
    check_result(page, state)
    assert page.page_errors == []
