"""The table a solo player keeps (issue 32), in real Chromium through the page's
test contract: at every turn of a whole game against computers everything since
the person's last turn is in view, with every Gem class said aloud, whatever
the memory aid says; a sheet stays open while the computers play and closes
when the phone passes to another person; Back closes the sheet before it
leaves the game; a public VP says the Gems it leaves out.  The checks of the
words on every screen (split, out of their box, the top bar) are
test_legible's tour and test_phone_screens's games; the checks themselves are
tried here on a page made to fail them (layout_checks)."""

from __future__ import annotations

import re

from layout_checks import bar_lines, outside_box, split_words, turn_faults
from playwright.sync_api import Page
from test_computer_players import start_against, until_the_persons_turn
from test_play_through import current_state, start_game, wait_until_drawn
from test_table_live_page import _SINCE, expected_since
from web_helpers import screen_of, wait_for_screen

from golden_sails.app.explain import scores_now
from golden_sails.game.view import view

PHONE = {"width": 360, "height": 740}


def test_every_turn_of_a_whole_game_shows_all_since_and_each_gem_class_said(
    page: Page, served: str
) -> None:
    """One person against three computers, the memory aid off (R8: the log keeps
    no class): at each of his 24 turns the list since his last turn is the
    game's (the rules core's), every Gem class said aloud since is in it, and
    the list, every move and the decision are in the first screen, unclipped."""
    page.set_viewport_size(PHONE)
    start_against(page, served, ["human", "easy", "medium", "easy"], seed=12)
    turns = gems = 0
    while until_the_persons_turn(page) == "play":
        state = current_state(page)
        assert not state.config.memory_aid
        shown = [(i["kind"], i["seat"], i["gem"]) for i in page.evaluate(_SINCE)]
        expected = [(e["kind"], e["seat"], e["gem"]) for e in expected_since(state, 0)]
        assert shown == expected, (state.round, shown, expected)
        gems += sum(1 for _, _, gem in shown if gem is not None)
        assert turn_faults(page) == {}, state.round
        turns += 1
        before = screen_of(page)
        page.click("button[data-move] >> nth=0")
        wait_until_drawn(page, before)
    assert turns == 24 and gems > 0
    assert page.page_errors == []


def _sheet_title(page: Page) -> str:
    return page.locator("[data-sheet] #sheet-h").text_content() or ""


def test_a_sheet_stays_open_while_the_computers_play_and_follows_the_game(
    page: Page, served: str
) -> None:
    """The log opened while three computers play (normal pace) stays open through
    their moves to the person's turn, its lines growing; his score sheet too.
    Between two people it closes when the phone passes (R10)."""
    start_against(page, served, ["human", "hard", "hard", "hard"], seed=5)
    page.evaluate(
        "() => localStorage.setItem('golden-sails:settings', "
        "JSON.stringify({confirmMoves: false, botSpeed: 'normal'}))"
    )
    assert until_the_persons_turn(page) == "play"
    openers = (("log", "button[data-open-sheet=log]"), ("sheet-now", "button[data-vp-seat='1']"))
    for sheet, opener in openers:
        before = screen_of(page)
        page.click("button[data-move] >> nth=0")
        wait_until_drawn(page, before)
        assert screen_of(page)["screen"] == "bot"
        page.locator(opener).first.click()
        page.wait_for_selector(f"[data-sheet='{sheet}']")
        opened = _sheet_title(page)
        versions = {screen_of(page)["version"]}
        while screen_of(page)["screen"] == "bot":
            versions.add(screen_of(page)["version"])
            assert page.locator(f"[data-sheet='{sheet}']").count() == 1
            page.wait_for_timeout(50)
        assert until_the_persons_turn(page) == "play"
        assert page.locator(f"[data-sheet='{sheet}']").count() == 1, "closed under his thumb"
        assert len(versions) > 1  # the computers' moves were drawn under it
        if sheet == "log":
            grown = int(re.findall(r"\d+", _sheet_title(page))[0])
            assert grown > int(re.findall(r"\d+", opened)[0])
        else:  # counted again as the game stands: the same figure as the row's
            total = page.get_attribute("[data-sheet-now]", "data-total")
            assert total == page.get_attribute("button[data-vp-seat='1']", "data-score-now")
        page.click("[data-sheet] .sheet-close")
    # Two people: the sheet goes with the phone.
    start_game(page, served, 2)
    page.click("button[data-handoff]")
    wait_for_screen(page, ("play",))
    page.click("button[data-open-sheet=log]")
    page.wait_for_selector("[data-sheet=log]")
    page.keyboard.press("Escape")
    page.click("button[data-open-sheet=round]")
    before = screen_of(page)
    page.click("button[data-move] >> nth=0")
    wait_until_drawn(page, before)
    assert screen_of(page)["screen"] == "handoff"
    assert page.locator("[data-sheet]").count() == 0
    assert page.page_errors == []


def test_back_closes_the_sheet_first_then_leaves_the_game(page: Page, served: str) -> None:
    start_against(page, served, ["human", "easy"], seed=3)
    assert until_the_persons_turn(page) == "play"
    address = page.url
    for opener in ("button[data-open-sheet=round]", "button[data-open-sheet=log]",
                   ".player-row button.player-open"):
        page.locator(opener).first.click()
        page.wait_for_selector("[data-sheet]")
        page.go_back()
        page.wait_for_function("() => !document.querySelector('[data-sheet]')")
        assert screen_of(page)["screen"] == "play" and page.url == address
    # A sheet closed by its own button leaves no entry behind: Back leaves the game.
    page.click("button[data-open-sheet=log]")
    page.click("[data-sheet] .sheet-close")
    page.go_back()
    wait_for_screen(page, ("home",))
    assert page.page_errors == []


def test_a_public_vp_says_the_gems_it_leaves_out(page: Page, served: str) -> None:
    """On a handoff each player's VP is the table's own count (the public view's),
    and where it leaves out Gems nobody else may see, it says how many in words;
    on a person's own screen his count is his view's."""
    start_game(page, served, 3)
    seen_hidden = 0
    for _ in range(40):
        info = screen_of(page)
        state = current_state(page) if page.evaluate("() => localStorage.length") else None
        if info["screen"] == "handoff" and state is not None:
            public = {s["seat"]: s for s in scores_now(view(state, None))}
            for seat, score in public.items():
                button = page.locator(f".vp-row button[data-vp-seat='{seat}']")
                assert button.get_attribute("data-score-now") == str(score["total"])
                words = button.inner_text()
                if score["hidden_gems"]:
                    seen_hidden += 1
                    assert f"+ {score['hidden_gems']} hidden" in words, words
                else:
                    assert "hidden" not in words
            page.click("button[data-handoff]")
            wait_for_screen(page, ("play", "scoring"))
            continue
        if info["screen"] != "play":
            break
        before = screen_of(page)
        page.click("button[data-move] >> nth=0")
        wait_until_drawn(page, before)
    assert seen_hidden > 0
    assert page.page_errors == []


_BROKEN = """<!doctype html><html lang="en"><body style="font: 12px sans-serif">
<div id="split" style="width: 40px; overflow-wrap: anywhere; border: 1px solid">Unicorn</div>
<div id="hyphen" style="width: 40px; border: 1px solid">Uni\u00adcorn</div>
<div id="outside" style="width: 30px; overflow-wrap: normal; border: 1px solid">Seeschlange</div>
<header data-topbar style="display: flex; flex-wrap: wrap; width: 100px">
  <button>Round 5/12</button><button>Rules</button><button>Log</button></header>
</body></html>"""


def test_the_layout_checks_find_a_split_word_text_outside_its_box_and_a_two_line_bar(
    page: Page,
) -> None:
    # On a page of its own (the site's policy refuses inline styles).
    page.set_content(_BROKEN)
    split = split_words(page)
    assert [word for _, word, _ in split] == ["Unicorn"]  # not the one at its soft hyphen
    assert [text for _, text, _ in outside_box(page)] == ["Seeschlange"]
    assert bar_lines(page) == 2
    page.evaluate("() => document.querySelector('[data-topbar]').style.width = '600px'")
    assert bar_lines(page) == 1
