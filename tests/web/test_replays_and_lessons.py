"""Replays, lessons and the history of games, in real Chromium: a finished game
shared as a link replays in a fresh browser, step by step (buttons and arrow
keys) to the same totals; a tampered link is refused by name; finished games on
the device list their scores, wins per player and a replay; every lesson of
#/learn opens, steps to its end (with its "Try it"), each step within a phone's
first screen, and opens as an embed."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page
from web_helpers import lesson_onward, screen_of, wait_for_screen

from golden_sails.app.replay_link import PREFIX, encode
from golden_sails.app.saves import dumps
from golden_sails.game.engine import GameConfig, State, new_game
from golden_sails.teach.lessons import LESSONS
from golden_sails.teach.replays import of_link
from golden_sails.teach.replays import replay_step as replay_step_of
from golden_sails.teach.scenes import scene_step
from golden_sails.tools.selfplay import final_score
from helpers import play_random


def finished_game(players: int, seed: int) -> State:
    names = ("Ann", "Ben", "Cat", "Dan")[:players]
    return play_random(new_game(GameConfig(names=names), seed), seed)


def import_finished(page: Page, base: str, state: State, tmp_path: Path, name: str) -> None:
    """A finished game brought in as a save file: the page opens it at its end."""
    path = tmp_path / f"{name}.json"
    path.write_text(dumps(state, ("human",) * state.players))
    page.goto(base)
    wait_for_screen(page, ("home",))
    page.set_input_files("#import-file", str(path))
    wait_for_screen(page, ("over",))


def shared_link(page: Page) -> str:
    page.click("button[data-share-replay]")
    page.wait_for_selector("[data-replay-link]")
    link = page.get_attribute("[data-replay-link]", "href")
    assert link is not None
    return link


def replay_step(page: Page) -> tuple[int, int]:
    info = screen_of(page)
    return int(info["step"] or -1), int(info["steps"] or -1)


def go_and_wait(page: Page, act: Any) -> None:
    """Act, then wait until the replay shows another step."""
    before = screen_of(page)["step"]
    act()
    page.wait_for_function(
        "old => { const r = document.querySelector('[data-screen]');"
        " return r.dataset.screen === 'replay' && r.dataset.step !== old; }",
        arg=before,
    )


def test_a_shared_game_replays_in_a_fresh_browser_to_the_same_totals(
    page: Page, served: str, browser: Browser, tmp_path: Path
) -> None:
    state = finished_game(4, 5)
    import_finished(page, served, state, tmp_path, "four")
    link = shared_link(page)
    g = link.split(PREFIX, 1)[1]
    assert len(g) <= 400, len(g)  # a 4-player game in at most 400 characters
    # Anywhere: a fresh context has no storage and no cache of this game.
    fresh = browser.new_context()
    try:
        other = fresh.new_page()
        other.goto(link)
        wait_for_screen(other, ("replay",))
        # Each player's final choices are one decision in a link (docs/replay-link.md).
        steps = of_link(g).steps
        assert replay_step(other) == (0, steps)
        # Forward and back, by the buttons and by the arrow keys.
        go_and_wait(other, lambda: other.click("button[data-replay-next]"))
        assert replay_step(other)[0] == 1
        go_and_wait(other, lambda: other.keyboard.press("ArrowRight"))
        assert replay_step(other)[0] == 2
        go_and_wait(other, lambda: other.keyboard.press("ArrowLeft"))
        assert replay_step(other)[0] == 1
        go_and_wait(other, lambda: other.click("button[data-replay-back]"))
        assert replay_step(other)[0] == 0
        assert other.locator("button[data-replay-back]").is_disabled()
        # The move's own log line is on screen, every Gem face up.
        go_and_wait(other, lambda: other.click("button[data-replay-next]"))
        said = replay_step_of(g, 1)["said"]  # the move's log lines (docs/protocol.md)
        assert other.inner_text("[data-replay-said]").split("\n") == said
        go_and_wait(other, lambda: other.keyboard.press("End"))
        assert replay_step(other) == (steps, steps)
        assert other.locator("button[data-replay-next]").is_disabled()
        sheet = final_score(state)
        rows = other.eval_on_selector_all(
            "[data-result-seat]",
            "rs => rs.map(r => [Number(r.dataset.resultSeat), Number(r.dataset.total),"
            " r.dataset.winner])",
        )
        assert sorted(rows) == [
            [seat, p.total, "true" if p.name in sheet.winners else "false"]
            for seat, p in enumerate(sheet.players)
        ]
        assert other.locator("[data-gem-owner]:not([data-gem-class])").count() == 0
        # The address keeps the step: a reload stays at the end.
        other.reload()
        wait_for_screen(other, ("replay",))
        assert replay_step(other) == (steps, steps)
        # In a teaching page's frame: the replay alone, nothing stored.
        other.goto(link.replace("/#/", "/?embed=1#/"))
        wait_for_screen(other, ("replay",))
        assert replay_step(other) == (0, steps)
        assert other.locator("footer button:has-text('Home')").count() == 0
        assert other.evaluate("() => localStorage.length") == 0
    finally:
        fresh.close()


def open_replay(page: Page, base: str, state: State, step: int = 0, lang: str = "") -> str:
    """The replay link of a finished game, opened at a step (in a language); returns its g."""
    g = encode(state, ("human", "easy", "human", "hard")[: state.players])
    where = f"{base}?lang={lang}" if lang else base
    page.goto(f"{where}{PREFIX}{g}" + (f"&step={step}" if step else ""))
    wait_for_screen(page, ("replay",))
    page.wait_for_function(
        "s => document.querySelector('[data-screen]').dataset.step === s", arg=str(step)
    )
    return g


def hash_step(page: Page) -> int:
    found = re.search(r"&step=(\d+)$", page.evaluate("() => location.hash"))
    return int(found.group(1)) if found else 0


def test_a_replay_skims_to_a_round_a_players_move_and_the_end(page: Page, served: str) -> None:
    """A 4-player game is about 100 steps: a round's first step, a player's next and
    previous move, the final scores and a point of the scrubber are one or two taps,
    each landing where the rules core says (its states, its moves' seats)."""
    state = finished_game(4, 5)
    g = open_replay(page, served, state)
    replay = of_link(g)
    seats = [record.seat for record in state.moves()]
    # Round 7: its first step, the first whose table is round 7's.
    go_and_wait(page, lambda: page.select_option("select[name=replay-round]", "7"))
    at = replay_step(page)[0]
    assert replay.states[at].round == 7 and replay.states[at - 1].round == 6
    assert page.input_value("select[name=replay-round]") == "7"
    assert hash_step(page) == at
    # Dan's (seat 3) next move, then the one after, then back: each is a step whose
    # move is his, with none of his between.
    page.select_option("select[name=replay-seat]", "3")
    page.wait_for_function("() => document.activeElement?.name === 'replay-seat'")
    assert replay_step(page)[0] == at  # choosing whom to follow moves nothing
    go_and_wait(page, lambda: page.click("button[data-replay-seat-next]"))
    first = replay_step(page)[0]
    assert seats[first - 1] == 3 and 3 not in seats[at : first - 1]
    said = replay_step_of(g, first)["said"]
    assert page.inner_text("[data-replay-said]").split("\n") == said
    go_and_wait(page, lambda: page.click("button[data-replay-seat-next]"))
    second = replay_step(page)[0]
    assert seats[second - 1] == 3 and 3 not in seats[first : second - 1]
    go_and_wait(page, lambda: page.click("button[data-replay-seat-back]"))
    assert replay_step(page)[0] == first
    # The chosen player stays chosen from step to step.
    assert page.input_value("select[name=replay-seat]") == "3"
    # The scrubber: a tap three quarters along lands near there, the address follows.
    box = page.locator("input[name=replay-step]").bounding_box()
    assert box is not None and box["height"] >= 44  # a finger's target
    x, y = box["x"] + box["width"] * 0.75, box["y"] + box["height"] / 2
    go_and_wait(page, lambda: page.mouse.click(x, y))
    at, steps = replay_step(page)
    assert abs(at - 0.75 * steps) <= steps * 0.05
    assert int(page.input_value("input[name=replay-step]")) == at == hash_step(page)
    assert page.input_value("select[name=replay-round]") == str(replay.states[at].round)
    # The scrubber keeps the focus: its arrow keys step on from where it is.
    page.focus("input[name=replay-step]")
    go_and_wait(page, lambda: page.keyboard.press("ArrowRight"))
    assert replay_step(page)[0] == at + 1
    page.wait_for_function("() => document.activeElement?.name === 'replay-step'")
    go_and_wait(page, lambda: page.keyboard.press("ArrowLeft"))
    assert replay_step(page)[0] == at
    # The final scores, in one tap.
    go_and_wait(page, lambda: page.click("button[data-replay-end]"))
    assert replay_step(page) == (steps, steps)
    assert page.locator("[data-result-seat]").count() == 4
    assert page.locator("button[data-replay-end]").is_disabled()
    assert page.locator("button[data-replay-seat-next]").is_disabled()  # no move after the end
    # Round 1 from the end is the deal.
    go_and_wait(page, lambda: page.select_option("select[name=replay-round]", "1"))
    assert replay_step(page)[0] == 0 and hash_step(page) == 0
    assert page.page_errors == []


# Each control whose words must stay on one line inside it.
_CONTROLS = """() => [...document.querySelectorAll(
    '.replay-controls button, .replay-controls [data-replay-count], .replay-where')]
  .filter(el => {
    const tops = [];
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) {
      const r = document.createRange();
      r.selectNodeContents(walk.currentNode);
      for (const box of r.getClientRects()) if (box.width) tops.push(box.top);
    }
    const high = parseFloat(getComputedStyle(el).fontSize) / 2;
    return Math.max(...tops) - Math.min(...tops) > high || el.scrollWidth > el.clientWidth + 1;
  }).map(el => el.textContent)"""


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "pl"])
def test_the_replays_controls_fit_a_phone_in_every_language(
    page: Page, served: str, lang: str
) -> None:
    """At 360 px each control's words stay on one line inside it, nothing overflows,
    and the two lists keep room for their words."""
    page.set_viewport_size({"width": 360, "height": 740})
    open_replay(page, served, finished_game(4, 5), 30, lang)
    assert page.evaluate("() => document.documentElement.lang") == lang
    assert page.evaluate(_CONTROLS) == []
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
    selects = page.evaluate(
        "() => [...document.querySelectorAll('.replay-controls select')]"
        ".map(s => s.getBoundingClientRect().width)"
    )
    assert len(selects) == 2 and min(selects) >= 100


@pytest.mark.parametrize(
    ("edit", "fault"),
    [
        (lambda g: g[:-3] + ("A" if g[-3] != "A" else "B") + g[-2:], "g:"),
        (lambda g: g[:40], "g:"),
        (lambda g: g + "&x=1", "x: a replay link holds its game alone, g"),
    ],
)
def test_a_tampered_link_is_refused_by_name(
    page: Page, served: str, tmp_path: Path, edit: Any, fault: str
) -> None:
    state = finished_game(2, 8)
    import_finished(page, served, state, tmp_path, "two")
    link = shared_link(page)
    base, g = link.split(PREFIX, 1)
    page.goto(base + PREFIX + edit(g))
    page.reload()  # the hash alone would not load the page again
    page.wait_for_selector("[data-replay-error]")
    assert screen_of(page)["screen"] == "replay"
    assert page.inner_text("[data-replay-error]").startswith(fault)
    assert page.page_errors == []


def test_finished_games_list_their_scores_wins_per_player_and_a_replay(
    page: Page, served: str, tmp_path: Path
) -> None:
    games = [finished_game(2, seed) for seed in (1, 2, 3)]
    for k, state in enumerate(games):
        import_finished(page, served, state, tmp_path, f"g{k}")
    page.click("footer.game-footer button:has-text('Home')")
    wait_for_screen(page, ("home",))
    rows = page.locator(".finished-games [data-saved-game]")
    assert rows.count() == 3
    wins = {"Ann": 0, "Ben": 0}
    for state in games:
        for name in final_score(state).winners:
            wins[name] += 1
    page.click(".wins summary")
    shown = page.eval_on_selector_all(
        "[data-wins-name]", "rs => rs.map(r => [r.dataset.winsName, Number(r.dataset.wins)])"
    )
    assert sorted(map(tuple, shown)) == sorted(wins.items())
    # Each finished game shows its totals, and opens its replay.
    newest = games[-1]
    totals = [p.total for p in final_score(newest).players]
    text = rows.nth(0).inner_text()
    assert all(f"{t} VP" in text for t in totals), text
    rows.nth(0).locator("button[data-watch-replay]").click()
    wait_for_screen(page, ("replay",))
    assert replay_step(page)[0] == 0
    assert replay_step(page)[1] in range(len(newest.moves()) - 4, len(newest.moves()) + 1)


# Where each thing a lesson's step needs ends, from the top of the page (the page is
# at the top: a step is drawn from the top), and how wide the page is.
_STEP_MEASURE = """() => {
  const bottom = (s) => { const e = document.querySelector(s);
    return e ? Math.ceil(e.getBoundingClientRect().bottom + window.scrollY) : null; };
  return {
    say: bottom("[data-scene-say]"),
    ask: bottom("[data-question-ask]"),
    move: bottom("button[data-move]"),
    next: bottom("[data-scene-next]") ?? bottom("[data-scene-again]"),
    height: window.innerHeight,
    wide: document.documentElement.scrollWidth,
    width: window.innerWidth,
  };
}"""


def test_learn_lists_every_lesson_and_each_steps_to_its_end_with_a_try_it(
    page: Page, served: str
) -> None:
    """Every lesson from the list, step by step to its end, at 360x740: each step's
    words, its move's button (where it asks for one) and the way on (Next, or Start
    again on the last step) lie within the first screen without scrolling, and
    nothing is wider than the screen; the list ticks each lesson done."""
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(served)
    wait_for_screen(page, ("home",))
    page.click("a[data-open-learn]")
    wait_for_screen(page, ("learn",))
    names = page.eval_on_selector_all(
        "a[data-open-scene]", "as => as.map(a => a.dataset.openScene)"
    )
    assert names == list(LESSONS)
    misfits = []
    for i, name in enumerate(names):
        # Back to the list in the app (a reload each time would pay an engine
        # start per lesson: the one at the end checks the ticks are kept).
        page.goto(served + "#/learn")
        wait_for_screen(page, ("learn",))
        # Each lesson done so far is ticked on the list, and no other.
        assert lessons_ticked(page) == names[:i]
        page.click(f"a[data-open-scene='{name}']")
        page.wait_for_function(
            "n => document.querySelector('[data-screen]').dataset.scene === n", arg=name
        )
        beats = LESSONS[name].beats
        steps = int(screen_of(page)["steps"] or 0)
        assert steps == len(beats)
        for step in range(1, steps + 1):
            assert int(screen_of(page)["step"] or 0) == step
            page.evaluate("() => window.scrollTo(0, 0)")
            got = page.evaluate(_STEP_MEASURE)
            needed = [got["say"], got["next"]] + ([got["move"]] if beats[step - 1].move else [])
            if beats[step - 1].question is not None:
                needed.append(got["ask"])
            if None in needed or max(needed) > got["height"] or got["wide"] > got["width"]:
                misfits.append((name, step, got))
            if step == steps:
                break
            # The learner makes the step's move on the table (answers its question,
            # then Next); Next alone is for words only.
            beat = beats[step - 1]
            offered = len(scene_step(name, step)["view"]["legal_moves"])
            assert page.locator("button[data-move]").count() == offered, (name, step)
            assert offered == (0 if beat.move is None else 1 if beat.question is None else offered)
            lesson_onward(page, name, step)
            page.wait_for_function(
                "s => document.querySelector('[data-screen]').dataset.step === s",
                arg=str(step + 1),
            )
        assert page.locator("button[data-scene-again]").count() == 1
        assert page.locator("[data-try-it]").count() == 1, name
    assert misfits == []
    # The ticks are the device's: a reload (a new start of the app) shows them all.
    page.goto(served + "#/learn")
    page.reload()
    wait_for_screen(page, ("learn",))
    assert lessons_ticked(page) == names
    assert page.page_errors == []


def lessons_ticked(page: Page) -> list[str]:
    done: list[str] = page.eval_on_selector_all(
        ".lessons [data-lesson-done] a[data-open-scene]",
        "as => as.map(a => a.dataset.openScene)",
    )
    return done


def test_every_lesson_opens_as_an_embed(page: Page, served: str) -> None:
    for name in LESSONS:
        page.goto(f"{served}?embed=1#/scene?name={name}&step=1")
        page.reload()
        page.wait_for_function(
            "n => document.querySelector('[data-screen]').dataset.scene === n", arg=name
        )
        assert screen_of(page)["step"] == "1"
        assert page.locator("[data-scene-say]").inner_text().strip()
        # An embed has no app around it: no way home, nothing stored.
        assert page.locator("footer button:has-text('Home')").count() == 0
    assert page.evaluate("() => Object.keys(localStorage).length") == 0
    assert page.page_errors == []
