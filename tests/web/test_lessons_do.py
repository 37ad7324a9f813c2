"""Lessons you do, not watch: a step that asks a move waits for the learner to
make it on the table; a wrong tap says why, in the rules core's words; the
lesson list ticks what is done and offers a short path to a first game."""

from __future__ import annotations

import json

from playwright.sync_api import Page
from web_helpers import screen_of, wait_for_screen

from golden_sails.teach.lessons import FIRST_GAME, LESSONS
from golden_sails.teach.scenes import scene_step

DONE = "golden-sails:lessons-done"


def wait_for_step(page: Page, name: str, step: int) -> None:
    page.wait_for_function(
        "([n, k]) => { const r = document.querySelector('[data-screen]');"
        " return r && r.dataset.scene === n && r.dataset.step === String(k); }",
        arg=[name, step],
    )


def test_a_wrong_tap_says_why_and_only_the_asked_move_goes_on(page: Page, served: str) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{served}#/scene?name=experts&step=3")
    wait_for_step(page, "experts", 3)
    tries = {json.dumps(t["move"], sort_keys=True): t for t in scene_step("experts", 3)["tries"]}
    # Every Area of every card is tappable; the asked move is the one button[data-move].
    assert page.locator(".market button[data-scene-try]").count() == len(tries) - 1
    assert page.locator("button[data-move]").count() == 1
    assert page.locator("[data-scene-next]").is_disabled()
    assert page.locator("[data-scene-wrong]").count() == 0
    # R3: card 2 already has Andy's Armourer: the engine's refusal, as the page shows it.
    page.click(".card[data-slot='1'] [data-area='spices']")
    wrong = page.inner_text("[data-scene-wrong]")
    on_card_2 = tries[json.dumps({"card": 1, "expert": "cook", "type": "assign"}, sort_keys=True)]
    assert on_card_2["wrong"] in wrong and "Card 2 already has an Expert on it" in wrong
    assert screen_of(page)["step"] == "3"
    # A legal move that is not the step's: the step's move named, and marked on the table.
    page.click(".card[data-slot='0'] [data-area='animals']")
    wrong = page.inner_text("[data-scene-wrong]")
    assert "Put your Hunter on card 3" in wrong
    assert page.locator(".card.scene-target[data-slot='2']").count() == 1
    assert screen_of(page)["step"] == "3"
    assert page.locator("[data-scene-next]").is_disabled()
    # The asked move, made on the table, goes on.
    page.click("button[data-move]")
    wait_for_step(page, "experts", 4)
    assert page.page_errors == []


def test_the_lesson_list_ticks_what_is_done_and_leads_to_a_first_game(
    page: Page, served: str
) -> None:
    page.goto(f"{served}#/learn")
    wait_for_screen(page, ("learn",))
    assert page.locator("[data-lesson-done]").count() == 0
    path = page.eval_on_selector_all(
        "[data-first-game] a[data-first-game-lesson]",
        "as => as.map(a => a.dataset.firstGameLesson)",
    )
    assert path == list(FIRST_GAME)
    # The contract's one a[data-open-scene] a lesson: the path's are other links.
    assert page.locator("a[data-open-scene]").count() == len(LESSONS)
    # A lesson done step by step (its moves made, not skipped) is ticked on the list.
    name = "weapons"
    scene = LESSONS[name]
    page.click(f".lessons a[data-open-scene='{name}']")
    for k, beat in enumerate(scene.beats[:-1], start=1):
        wait_for_step(page, name, k)
        page.click("button[data-move]" if beat.move else "button[data-scene-next]")
    wait_for_step(page, name, len(scene.beats))
    page.click("a[data-open-learn] >> nth=-1")
    wait_for_screen(page, ("learn",))
    done = page.eval_on_selector_all(
        ".lessons [data-lesson-done] a[data-open-scene]", "as => as.map(a => a.dataset.openScene)"
    )
    assert done == [name]
    ticked = f"[data-first-game] [data-lesson-done] [data-first-game-lesson='{name}']"
    assert page.locator(ticked).count() == 1
    # Kept on the device: a reload still shows it.
    page.reload()
    wait_for_screen(page, ("learn",))
    assert page.locator(f".lessons [data-lesson-done] a[data-open-scene='{name}']").count() == 1
    # A link straight to a lesson's end ticks nothing.
    page.goto(f"{served}#/scene?name=gems&step={len(LESSONS['gems'].beats)}")
    wait_for_step(page, "gems", len(LESSONS["gems"].beats))
    assert json.loads(page.evaluate(f"() => localStorage.getItem('{DONE}')")) == [name]
    # The path ends in a game: one person against three Easy computers.
    page.goto(f"{served}#/learn")
    wait_for_screen(page, ("learn",))
    page.click("[data-first-game-start]")
    wait_for_screen(page, ("setup",))
    assert page.input_value("select[name=players]") == "4"
    assert [page.input_value(f"select[name=seat-{i}]") for i in range(4)] == [
        "human",
        "easy",
        "easy",
        "easy",
    ]
    assert page.page_errors == []


def test_an_embedded_lesson_keeps_nothing_even_with_store(page: Page, served: str) -> None:
    # engine/start.js: store=1 lets an embed keep the engine's snapshot, nothing else.
    steps = len(LESSONS["experts"].beats)
    page.goto(f"{served}?embed=1&store=1#/scene?name=experts&step={steps - 1}")
    wait_for_step(page, "experts", steps - 1)
    page.click("button[data-move]")
    wait_for_step(page, "experts", steps)
    assert page.evaluate(f"() => localStorage.getItem('{DONE}')") is None
