"""A first visit in real Chromium with the engine held back: what is static is on
screen without it (a lesson, stepped through; the lesson list; the rules; the
score pad's examples), a new-game link's form is drawn at once and Start waits
for the rules core's check, a screen that needs the engine shows its download
with the bytes left, and the runtime comes compressed as the host sends it
(docs/fast-start.md, "A first visit")."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page
from test_fast_start import hold, release
from web_helpers import RunningServer, engine_ready, lesson_onward, screen_of, wait_for_screen

from buildtools.bytecode import COMPILED_STDLIB
from golden_sails.teach.lessons import LESSONS


@pytest.fixture
def context(browser: Any) -> Iterator[Any]:
    made = browser.new_context(service_workers="block")
    yield made
    made.close()


def engine_state(page: Page) -> str:
    state: str = page.evaluate("() => document.documentElement.dataset.engine")
    return state


@pytest.mark.parametrize("embed", ["", "?embed=1"])
def test_a_lesson_plays_its_steps_with_no_engine(
    context: Any, server: RunningServer, site: Any, embed: str
) -> None:
    page = context.new_page()
    held = hold(page, site)
    page.goto(f"{server.url}{embed}#/scene?name=spices&step=2")
    wait_for_screen(page, ("scene",), timeout=20_000)
    assert engine_state(page) == "starting"
    shown = screen_of(page)
    assert (shown["scene"], shown["step"]) == ("spices", "2")
    assert page.locator("[data-scene-score]").count() == 1  # the score with its reasons
    # Every step, by its move and by Next, and back, all from the built content.
    steps = int(shown["steps"] or 0)
    lesson_onward(page, "spices", 2)
    page.wait_for_function("() => document.querySelector('[data-screen]').dataset.step === '3'")
    while int(screen_of(page)["step"] or 0) < steps:
        before = screen_of(page)["step"]
        # The learner makes the move a step asks for, or answers its question (Next
        # waits for it).
        lesson_onward(page, "spices", int(before or 0))
        page.wait_for_function(
            "s => document.querySelector('[data-screen]').dataset.step !== s", arg=before
        )
    assert page.locator("[data-try-it]").count() == 1
    page.click("[data-scene-back]")
    page.wait_for_function(
        "s => document.querySelector('[data-screen]').dataset.step === s", arg=str(steps - 1)
    )
    assert f"step={steps - 1}" in page.url
    assert engine_state(page) == "starting"
    assert page.locator("[data-engine-wait]").is_hidden()
    # The engine still comes (Try it, a new game need it), once the lesson is drawn.
    release(page, site, held)
    engine_ready(page)


def test_the_lessons_the_rules_and_the_examples_need_no_engine(
    context: Any, server: RunningServer, site: Any
) -> None:
    page = context.new_page()
    hold(page, site)
    page.goto(f"{server.url}#/learn")
    wait_for_screen(page, ("learn",), timeout=20_000)
    assert page.locator("a[data-open-scene]").count() == len(LESSONS)
    page.goto(f"{server.url}#/rules")
    wait_for_screen(page, ("rules",), timeout=20_000)
    assert page.locator("[data-example]").count() >= 5  # worked by the scorer, at build time
    page.goto(f"{server.url}#/score")
    wait_for_screen(page, ("scorepad",), timeout=20_000)
    page.locator("details.pad-examples a[data-example]").first.wait_for(state="attached")
    assert engine_state(page) == "starting"


def test_a_bad_scene_link_is_named_by_the_engine(context: Any, server: RunningServer) -> None:
    """What the build did not render goes to the rules core, which names the fault."""
    page = context.new_page()
    page.goto(f"{server.url}#/scene?name=experts&step=99")
    wait_for_screen(page, ("scene",), timeout=120_000)
    page.wait_for_selector("[data-scene-error]")
    assert (
        page.inner_text("[data-scene-error]")
        == "step: 99 is not a step of this lesson; its steps are 1 to 8"
    )
    assert screen_of(page)["step"] == "1"


def test_a_new_game_links_form_is_drawn_at_once_and_start_waits_for_the_check(
    context: Any, server: RunningServer, site: Any
) -> None:
    page = context.new_page()
    held = hold(page, site)
    page.goto(f"{server.url}#/new?players=3&names=Ann,Ben,Cat&ref=VI&seed=42")
    wait_for_screen(page, ("setup",), timeout=20_000)
    assert engine_state(page) == "starting"
    assert page.input_value("input[name=name-1]") == "Ben"  # as the link reads
    assert page.input_value("input[name=seed]") == "42"
    assert page.locator("[data-link-checking]").count() == 1
    assert page.locator("[data-engine-wait]").is_hidden()  # no tap waits yet
    page.click("button[data-start]")
    wait = page.locator("[data-engine-wait]")
    wait.wait_for(state="visible", timeout=10_000)
    release(page, site, held)
    # The rules core refuses ref=VI: named, and the game does not start on it.
    page.wait_for_selector("[data-link-error]", timeout=120_000)
    assert page.inner_text("[data-link-error]").startswith("ref=VI: no such Animal reference")
    assert screen_of(page)["screen"] == "setup"
    assert page.locator("[data-link-checking]").count() == 0
    assert page.input_value("input[name=name-2]") == "Cat"
    page.click("button[data-start]")
    wait_for_screen(page, ("handoff",), timeout=60_000)


def test_a_good_links_start_goes_through_once_checked(
    context: Any, server: RunningServer, site: Any
) -> None:
    page = context.new_page()
    held = hold(page, site)
    page.goto(f"{server.url}#/new?names=Ann,Ben&seed=7")
    wait_for_screen(page, ("setup",), timeout=20_000)
    page.click("button[data-start]")
    release(page, site, held)
    # Two names and no players=: the rules core's answer says 2 players, and
    # the form, untouched, is drawn again from it before the game starts.
    wait_for_screen(page, ("handoff",), timeout=120_000)
    assert page.evaluate(
        "() => JSON.parse(localStorage.getItem(Object.keys(localStorage)"
        ".find(k => k.startsWith('golden-sails:game:')))).save.config.names"
    ) == ["Ann", "Ben"]


def test_a_screen_that_needs_the_engine_shows_the_bytes_fetched_and_left(
    context: Any, server: RunningServer, site: Any
) -> None:
    page = context.new_page()
    held = hold(page, site)
    page.goto(f"{server.url}#/replay?g=whatever")
    wait_for_screen(page, ("loading",), timeout=20_000)
    label = page.locator("#load-label")
    page.wait_for_function(
        "() => /MB to go/.test(document.getElementById('load-label').textContent)",
        timeout=60_000,
    )
    # A player's words, not the runtime's (issue 25).
    assert "Getting the game ready" in label.inner_text()
    assert "Python" not in label.inner_text()
    release(page, site, held)
    wait_for_screen(page, ("replay",), timeout=120_000)


def test_the_runtime_comes_compressed_and_no_lock_file_is_fetched(
    context: Any, server: RunningServer, site: Any
) -> None:
    page = context.new_page()
    server.site.served.clear()
    page.goto(server.url)
    wait_for_screen(page, ("home",))
    engine_ready(page)
    sent = dict(server.site.served)
    runtime = site.root / site.runtime_url
    for name in ("pyodide.asm.wasm", COMPILED_STDLIB):
        assert sent[f"/{site.runtime_url}{name}"] == (runtime / f"{name}.br").stat().st_size
    assert f"/{site.runtime_url}pyodide-lock.json" not in sent  # it comes in runtime.json
    assert not [path for path in sent if "micropip" in path or "packaging" in path]
