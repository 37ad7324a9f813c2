"""Lessons you do, not watch: a step that asks a move waits for the learner to
make it on the table; a wrong tap says why, in the rules core's words; a step
whose point is a choice asks it as a question, every move the table offers an
answer the rules core judged; a lesson reads whole as notes; the lesson list
ticks what is done and offers a short path to a first game."""

from __future__ import annotations

import json

from playwright.sync_api import Page
from web_helpers import lesson_onward, move_attr, screen_of, wait_for_screen

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
    for k in range(1, len(scene.beats)):
        wait_for_step(page, name, k)
        lesson_onward(page, name, k)
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


def test_a_question_offers_every_move_and_answers_each_with_the_rules_cores_verdict(
    page: Page, served: str
) -> None:
    """The contract's "Lessons you decide": on gems 3 every legal move is a
    button[data-move]; a wrong one shows [data-answer=wrong] with its reply (what it
    gives against the best), the hint button is offered, a second wrong answer
    shows the hint; the accepted one shows [data-answer=right] with why, and Next
    opens and goes on along the lesson's move."""
    name, step = "gems", 3
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{served}#/scene?name={name}&step={step}")
    wait_for_step(page, name, step)
    answer = scene_step(name, step)
    beat = LESSONS[name].beats[step - 1]
    assert beat.question is not None and beat.move is not None
    verdicts = {json.dumps(t["move"], sort_keys=True): t for t in answer["tries"]}
    offered = page.eval_on_selector_all("button[data-move]", "bs => bs.map(b => b.dataset.move)")
    assert sorted(json.dumps(json.loads(m), sort_keys=True) for m in offered) == sorted(verdicts)
    assert page.inner_text("[data-question-ask]") == beat.question.ask
    assert page.locator("[data-scene-next]").is_disabled()
    assert page.locator("[data-answer]").count() == 0
    assert page.locator("[data-hint-text]").is_hidden()
    # No move is shown as the one to tap before an answer.
    assert page.locator(".scene-target, .scene-target-area, .scene-ask").count() == 0
    right = move_attr(beat.move)
    wrong = [m for m in offered if m != right]
    page.click(f"button[data-move='{wrong[0]}']")
    shown = page.inner_text("[data-answer='wrong']")
    reply = verdicts[json.dumps(json.loads(wrong[0]), sort_keys=True)]["verdict"]["reply"]
    assert reply in shown and "best move here gives" in reply
    assert screen_of(page)["step"] == str(step) and page.locator("[data-scene-next]").is_disabled()
    assert "offered" in (page.get_attribute("button[data-hint]", "class") or "")
    assert page.locator("[data-hint-text]").is_hidden()
    page.click(f"button[data-move='{wrong[1]}']")
    assert page.locator("[data-hint-text]").is_visible()
    assert beat.question.hint in page.inner_text("[data-hint-text]")
    page.click(f"button[data-move='{right}']")
    assert beat.question.why in page.inner_text("[data-answer='right']")
    assert page.locator("[data-answer='wrong']").count() == 0
    assert page.locator("[data-scene-next]").is_enabled()
    assert screen_of(page)["step"] == str(step)  # the answer is shown, not skipped
    page.click("button[data-scene-next]")
    wait_for_step(page, name, step + 1)
    assert page.page_errors == []


def test_the_hint_button_gives_the_hint_before_any_answer(page: Page, served: str) -> None:
    page.goto(f"{served}#/scene?name=spices&step=3")
    wait_for_step(page, "spices", 3)
    question = LESSONS["spices"].beats[2].question
    assert question is not None
    page.click("button[data-hint]")
    assert question.hint in page.inner_text("[data-hint-text]")
    assert page.locator("[data-answer]").count() == 0
    assert page.page_errors == []


def test_another_accepted_answer_is_right_and_the_lesson_goes_on_along_its_own_move(
    page: Page, served: str
) -> None:
    """universal 3 accepts the Spices and the Animals (20 VP either way); the
    Animals' reply says the lesson goes on with the Spices, and it does."""
    name, step = "universal", 3
    page.goto(f"{served}#/scene?name={name}&step={step}")
    wait_for_step(page, name, step)
    question = LESSONS[name].beats[step - 1].question
    assert question is not None and len(question.accepted) == 2
    other = next(m for m in question.accepted if m != LESSONS[name].beats[step - 1].move)
    page.click(f"button[data-move='{move_attr(other)}']")
    assert question.replies[other] in page.inner_text("[data-answer='right']")
    page.click("button[data-scene-next]")
    wait_for_step(page, name, step + 1)
    # Step 4 is the lesson's own line: the Universal Good on the Spices.
    assert scene_step(name, step + 1)["view"]["players"][0]["piles"]["spells"][0]["moved"] == (
        "spices"
    )
    assert page.page_errors == []


def test_a_lesson_reads_whole_as_notes_every_answer_shown(page: Page, served: str) -> None:
    """button[data-notes-only]: every step's words, each question with the answers
    it accepts and why, each other step's move; and back to the step."""
    name = "universal"
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{served}#/scene?name={name}&step=2")
    wait_for_step(page, name, 2)
    page.click("button[data-notes-only]")
    page.wait_for_selector("[data-notes]")
    scene = LESSONS[name]
    steps = page.locator("[data-note-step]")
    assert steps.count() == len(scene.beats)
    for k, beat in enumerate(scene.beats, start=1):
        text = steps.nth(k - 1).inner_text()
        assert beat.say in text, k
        answer = scene_step(name, k)
        if beat.question is not None:
            assert beat.question.ask in text and beat.question.why in text
            accepted = [t["label"] for t in answer["tries"] if t.get("verdict", {}).get("correct")]
            shown = steps.nth(k - 1).locator("[data-note-answer]").all_inner_texts()
            assert shown == accepted and len(shown) == len(beat.question.accepted)
        elif beat.move is not None:
            assert answer["moves"][0]["label"] in text
    assert page.locator("[data-move]").count() == 0  # notes: nothing to tap on a table
    assert page.locator("[data-note-question]").count() == sum(
        b.question is not None for b in scene.beats
    )
    page.click("button[data-notes-back]")
    # The notes carry the step too: the step is back once the notes are gone.
    page.wait_for_selector("[data-notes]", state="detached")
    wait_for_step(page, name, 2)
    assert page.page_errors == []
