"""The author's screen (#/author, issue 35 item 3) in real Chromium: a study
written on a finished game from home's history and from a replay link, a note,
a question whose accepted moves are tapped on the table, steps added, moved
and deleted; the draft survives a reload; the preview judges the marked moves;
the link opens the same study in a fresh browser; a damaged draft is named and
kept aside; a phone's width holds it all."""

from __future__ import annotations

import json
import random
import string
from pathlib import Path
from typing import Any

from playwright.sync_api import Page
from test_replays_and_lessons import finished_game, import_finished
from web_helpers import screen_of, wait_for_screen

from golden_sails.app.replay_link import PREFIX, encode
from golden_sails.game.engine import GameConfig, State, legal_moves, new_game, step
from golden_sails.game.moves import Move

DRAFT = "golden-sails:author-draft"


def states_of(game: State) -> list[State]:
    states = [new_game(game.config, game.seed)]
    for record in game.moves():
        states.append(step(states[-1], record.move))
    return states


def at_author(page: Page) -> int:
    wait_for_screen(page, ("author",))
    page.wait_for_selector('[data-screen="author"] [data-author-note]')
    return int(screen_of(page)["step"] or -1)


def go_to(page: Page, target: int) -> None:
    """Back or Next until the author's screen shows the game's step `target`."""
    while (now := at_author(page)) != target:
        page.click("button[data-replay-next]" if now < target else "button[data-replay-back]")
        page.wait_for_function(
            "s => document.querySelector('[data-screen]').dataset.step !== s", arg=str(now)
        )


def add_step(page: Page, note: str) -> int:
    count = page.locator("[data-author-step]").count()
    page.fill("textarea[data-author-note]", note)
    page.click("button[data-author-add]")
    page.wait_for_function(
        "n => document.querySelectorAll('[data-author-step]').length > n", arg=count
    )
    return count + 1


def notes_listed(page: Page) -> list[str]:
    return [
        page.inner_text(f'[data-author-step="{k}"] .author-step-note')
        for k in range(1, page.locator("[data-author-step]").count() + 1)
    ]


def no_sideways_scroll(page: Page) -> None:
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], width  # type: ignore[index]


def test_a_study_written_on_a_saved_game_survives_a_reload_and_is_shared(
    page: Page, fresh_page: Page, served: str, tmp_path: Path
) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    game = finished_game(3, 35)
    states = states_of(game)
    import_finished(page, served, game, tmp_path, "author")
    page.goto(served)
    wait_for_screen(page, ("home",))
    page.click("[data-saved-game] a[data-open-author]")
    assert at_author(page) == 0
    # The learner: the seat to act at the step (at the deal: the first player).
    first = states[0].to_act
    assert page.eval_on_selector("select[data-author-seat]", "s => s.value") == str(first)
    page.select_option("select[data-author-seat]", "0")
    page.wait_for_function("() => document.querySelector('select[data-author-seat]').value === '0'")
    add_step(page, "The deal. **Ann** starts.")
    # A question at Ann's own move: two moves accepted, a third tapped twice (unmarked).
    mine = next(k for k in range(1, len(states)) if not states[k].over and states[k].to_act == 0)
    go_to(page, mine)
    page.fill("textarea[data-author-note]", "Which card would you take?")
    page.click("button[data-author-ask]")
    page.wait_for_selector('button[data-author-ask][aria-pressed="true"]')
    moves = page.locator('[data-screen="author"] button[data-move]')
    assert moves.count() >= 3
    accepted = [moves.nth(0).get_attribute("data-move"), moves.nth(1).get_attribute("data-move")]
    wrong = moves.nth(2).get_attribute("data-move")
    for k in (0, 1, 2, 2):
        moves.nth(k).click()
    marked = page.locator("button[data-move][data-accepted]")
    assert [marked.nth(k).get_attribute("data-move") for k in range(marked.count())] == accepted
    page.click("button[data-author-add]")
    page.wait_for_selector('[data-author-step="2"]')
    go_to(page, mine + 4)
    add_step(page, "Later on.")
    assert notes_listed(page) == [
        "The deal. **Ann** starts.",
        "Which card would you take?",
        "Later on.",
    ]
    # Reordered and deleted: "Later on." up one, then the deal's step deleted.
    page.click('[data-author-step="3"] button[data-author-up]')
    page.wait_for_function(
        "() => document.querySelector('[data-author-step=\"2\"]')"
        "?.textContent.includes('Later on.')"
    )
    page.click('[data-author-step="1"] button[data-author-delete]')
    page.wait_for_function("() => document.querySelectorAll('[data-author-step]').length === 2")
    assert notes_listed(page) == ["Later on.", "Which card would you take?"]
    page.fill("textarea[data-author-note]", "half written")
    # A reload: the draft, the step on screen and the note being written are all kept.
    page.reload()
    assert at_author(page) == mine + 4
    assert notes_listed(page) == ["Later on.", "Which card would you take?"]
    assert page.input_value("textarea[data-author-note]") == "half written"
    no_sideways_scroll(page)
    link = page.get_attribute("[data-author-link]", "href")
    assert link and "#/study?s=" in link
    # The embed snippet: an iframe of the same study, as docs/embedding.md shows.
    embed = page.input_value("[data-author-embed]")
    src = page.evaluate(
        "t => { const d = document.createElement('template'); d.innerHTML = t;"
        " const f = d.content.firstChild; return f.tagName + ' ' + f.getAttribute('src'); }",
        embed,
    )
    assert src == "IFRAME " + link.replace("#/study", "?embed=1&lang=en#/study")
    # The preview: as the learner sees it, the marked moves judged right, another wrong.
    page.click("button[data-author-preview]")
    wait_for_screen(page, ("study",))
    assert page.inner_text("[data-study-note]") == "Later on."
    # A reload of the preview keeps its way back to the writing.
    page.reload()
    wait_for_screen(page, ("study",))
    page.wait_for_selector("button[data-author-back]")
    page.click("button[data-scene-next]")
    page.wait_for_function(
        "() => document.querySelector('[data-screen]').dataset.studyStep === '2'"
    )
    assert page.inner_text("[data-study-note]") == "Which card would you take?"
    page.click(f"button[data-move='{wrong}']")
    page.wait_for_selector('[data-answer="wrong"]')
    page.click(f"button[data-move='{accepted[1]}']")
    page.wait_for_selector('[data-answer="right"]')
    page.click("button[data-author-back]")
    assert at_author(page) == mine + 4
    # The link, in a browser that never saw the draft: the same study.
    fresh_page.goto(link)
    wait_for_screen(fresh_page, ("study",))
    assert fresh_page.inner_text("[data-study-note]") == "Later on."
    assert screen_of(fresh_page)["studySteps"] == "2"


def test_a_replays_step_or_a_replay_link_opens_the_author_screen(page: Page, served: str) -> None:
    game = finished_game(2, 7)
    link = PREFIX + encode(game, ("human", "human"), None)
    mover = states_of(game)[5].to_act  # the seat to act at step 5: a question's
    # From a replay's step: the author's screen at that step, the learner the seat to act.
    page.goto(f"{served}{link}&step=5")
    wait_for_screen(page, ("replay",))
    page.click("button[data-author-from-replay]")
    assert at_author(page) == 5
    assert page.eval_on_selector("select[data-author-seat]", "s => s.value") == str(mover)
    add_step(page, "Kept when the same game is opened again.")
    # From home, the same game's link pasted: the draft on it is kept, at the deal.
    page.goto(served)
    wait_for_screen(page, ("home",))
    page.fill("input[data-author-replay]", served + link)
    page.click("button[data-author-load]")
    assert at_author(page) == 0
    assert notes_listed(page) == ["Kept when the same game is opened again."]
    assert page.eval_on_selector("select[data-author-seat]", "s => s.value") == str(mover)
    # Another game: a new draft; the one with a step is kept aside, untouched, and named.
    other = PREFIX + encode(finished_game(2, 8), ("human", "human"), None)
    page.goto(served)
    wait_for_screen(page, ("home",))
    page.fill("input[data-author-replay]", other)
    page.click("button[data-author-load]")
    at_author(page)
    assert page.locator("[data-author-step]").count() == 0
    kept = page.evaluate(
        "() => Object.keys(localStorage).filter(k => k.startsWith('golden-sails:author-draft-'))"
    )
    assert len(kept) == 1 and kept[0] in page.inner_text("[data-author-draft-error]")
    earlier = json.loads(page.evaluate("k => localStorage.getItem(k)", kept[0]))
    assert earlier["study"]["chapters"][0]["steps"][0]["note"] == (
        "Kept when the same game is opened again."
    )


def test_a_damaged_draft_is_named_and_kept_aside(page: Page, served: str) -> None:
    page.goto(served)
    wait_for_screen(page, ("home",))
    page.evaluate("([k]) => localStorage.setItem(k, '{\"study\": 3')", [DRAFT])
    page.goto(served + "#/author")
    wait_for_screen(page, ("author",))
    said = page.inner_text("[data-author-draft-error]")
    aside = page.evaluate(
        "() => Object.keys(localStorage)"
        ".filter(k => k.startsWith('golden-sails:corrupt:author-draft-'))"
    )
    assert len(aside) == 1 and aside[0] in said
    assert page.evaluate("k => localStorage.getItem(k)", aside[0]) == '{"study": 3'
    assert page.evaluate("k => localStorage.getItem(k)", DRAFT) is None


def test_a_study_too_long_for_a_link_is_refused_by_name(page: Page, served: str) -> None:
    game = finished_game(2, 9)
    link = PREFIX + encode(game, ("human", "human"), None)
    page.goto(served + "#/author?g=" + link.split("g=", 1)[1])
    at_author(page)
    # Notes no dictionary packs small (letters drawn at random): six of 480 are over the 2,000.
    draw = random.Random(35)
    for _ in range(6):
        add_step(page, "".join(draw.choice(string.ascii_letters) for _ in range(480)))
    refusal = page.inner_text("[data-author-link-error]")
    assert "2,000" in refusal
    assert page.locator("[data-author-link]").count() == 0


def as_attr(move: Any) -> str:
    """A move's JSON as the page writes it in data-move (JSON.stringify's)."""
    return json.dumps(move, separators=(",", ":"))


def draft_of(page: Page) -> Any:
    return json.loads(page.evaluate("k => localStorage.getItem(k)", DRAFT))


def play_first(page: Page) -> None:
    """The first move offered on the table, played on: the screen one step further."""
    now = at_author(page)
    page.locator("button[data-author-play]").first.click()
    page.wait_for_function(
        "s => document.querySelector('[data-screen]').dataset.step === s", arg=str(now + 1)
    )


def test_a_game_set_up_for_a_study_is_played_on_and_cut_only_when_asked(
    page: Page, served: str
) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(served)
    wait_for_screen(page, ("home",))
    page.click("a[data-author-setup]")
    wait_for_screen(page, ("author",))
    seed = page.input_value("input[data-author-seed]")
    assert seed.isdigit()  # random by default, shown
    page.select_option("select[data-author-players]", "3")
    page.fill('input[data-author-name="0"]', "Ann")
    page.fill('input[data-author-name="1"]', "Bob")
    page.fill('input[data-author-name="2"]', "Cy")
    page.fill("input[data-author-seed]", "x12")
    page.click("button[data-author-setup-start]")
    assert page.is_visible("[data-author-setup-error]")  # a seed that is not a number, named
    page.fill("input[data-author-seed]", "4242")
    page.click("button[data-author-setup-start]")
    assert at_author(page) == 0
    draft = draft_of(page)
    config = draft["study"]["start"]["game"]["config"]
    assert config["names"] == ["Ann", "Bob", "Cy"]
    assert draft["study"]["start"]["game"]["seed"] == 4242
    # The rules core's moves of the seat to act, every seat in turn, played on by taps.
    state = new_game(GameConfig.from_json(config), 4242)
    offered = page.locator("button[data-author-play]")
    shown = sorted(offered.nth(k).get_attribute("data-move") or "" for k in range(offered.count()))
    assert shown == sorted(as_attr(m.to_json()) for m in legal_moves(state))
    for _ in range(5):
        play_first(page)
    moves = draft_of(page)["study"]["moves"]
    assert len(moves) == 5
    for move in moves:
        state = step(state, Move.from_json(move))  # each legal, in turn
    add_step(page, "After five moves.")
    # A reload keeps the game played on, the step, and the study's step.
    page.reload()
    assert at_author(page) == 5 and notes_listed(page) == ["After five moves."]
    # Back to move 2; the game's own next move is a step on, nothing cut.
    go_to(page, 2)
    page.click(f"button[data-author-play][data-move='{as_attr(moves[2])}']")
    page.wait_for_function("() => document.querySelector('[data-screen]').dataset.step === '3'")
    assert draft_of(page)["study"]["moves"] == moves
    # Another move at move 2: asked first; "Keep the game" keeps it all.
    go_to(page, 2)
    other = page.locator(
        f"button[data-author-play]:not([data-move='{as_attr(moves[2])}'])"
    ).first
    other_move = other.get_attribute("data-move")
    other.click()
    page.wait_for_selector("[data-author-cut]")
    assert "3" in page.inner_text("[data-author-cut]")  # the three later moves, and the step
    page.click("button[data-author-cut-no]")
    page.wait_for_selector("[data-author-cut]", state="detached")
    assert draft_of(page)["study"]["moves"] == moves
    page.click(f"button[data-author-play][data-move='{other_move}']")
    page.click("button[data-author-cut-yes]")
    page.wait_for_function("() => document.querySelector('[data-screen]').dataset.step === '3'")
    kept = draft_of(page)["study"]
    assert kept["moves"] == [*moves[:2], json.loads(other_move or "")]
    assert page.locator("[data-author-step]").count() == 0  # the step past that point went
    no_sideways_scroll(page)


def test_a_question_with_a_hint_a_reply_and_a_within_n_step(
    page: Page, fresh_page: Page, served: str
) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    game = finished_game(2, 11)
    states = states_of(game)
    link = PREFIX + encode(game, ("human", "human"), None)
    page.goto(served + "#/author?g=" + link.split("g=", 1)[1])
    at_author(page)
    page.select_option("select[data-author-seat]", "0")
    page.wait_for_function("() => document.querySelector('select[data-author-seat]').value === '0'")
    turns = [k for k in range(1, len(states)) if not states[k].over and states[k].to_act == 0]
    go_to(page, turns[1])
    page.fill("textarea[data-author-note]", "Marked moves.")
    page.click("button[data-author-ask]")
    page.wait_for_selector("textarea[data-author-hint]")
    # Nothing marked: Add says so, and adds nothing.
    page.click("button[data-author-add]")
    page.wait_for_selector('[data-author-ask-note][role="alert"]')
    assert page.locator("[data-author-step]").count() == 0
    moves = page.locator('[data-screen="author"] button[data-move]')
    right = moves.nth(0).get_attribute("data-move") or ""
    wrong = moves.nth(1).get_attribute("data-move") or ""
    moves.nth(0).click()
    page.fill("textarea[data-author-hint]", "Look at the Gems.")
    page.select_option("select[data-author-reply-move]", wrong)
    page.fill("textarea[data-author-reply]", "That gives Bob a Gem.")
    page.click("button[data-author-reply-add]")
    page.wait_for_selector("[data-author-reply-item]")
    page.click("button[data-author-add]")
    page.wait_for_selector('[data-author-step="1"]')
    # A second chapter, titled; the next step goes into it.
    page.fill("input[data-author-title]", "Ben's game")
    page.press("input[data-author-title]", "Tab")
    page.wait_for_function(
        "() => document.querySelector('[data-author-chapter-part=\"1\"] h3')"
        "?.textContent.includes(\"Ben's game\")"
    )
    page.click("button[data-author-chapter-new]")
    page.wait_for_selector('[data-author-chapter-part="2"]')
    page.fill("input[data-author-chapter-title]", "Later on")
    page.press("input[data-author-chapter-title]", "Tab")
    page.wait_for_function(
        "() => document.querySelector('[data-author-chapter-part=\"2\"] h3')"
        "?.textContent.includes('Later on')"
    )
    # A second question: within 3 VP of the Hard level's choice.
    go_to(page, turns[3])
    page.fill("textarea[data-author-note]", "Within three.")
    page.click("button[data-author-ask]")
    page.click('input[data-author-kind="within"]')
    page.wait_for_selector("input[data-author-within]:not([disabled])")
    assert page.locator('[data-screen="author"] button[data-move]').count() == 0
    page.fill("input[data-author-within]", "3")
    page.click("button[data-author-add]")
    page.wait_for_selector('[data-author-step="2"]')
    chapters = draft_of(page)["study"]["chapters"]
    assert [c["title"] for c in chapters] == ["Ben's game", "Later on"]
    steps = [chapters[0]["steps"][0], chapters[1]["steps"][0]]
    assert page.locator('[data-author-chapter-part="2"] [data-author-step="2"]').count() == 1
    assert steps[0]["question"] == {
        "accepted": [json.loads(right)],
        "hint": "Look at the Gems.",
        "replies": [{"move": json.loads(wrong), "text": "That gives Bob a Gem."}],
    }
    assert steps[1]["question"] == {"within": 3}
    # The link, fresh: the wrong move gets the author's reply, and the hint is his.
    fresh_page.goto(page.get_attribute("[data-author-link]", "href") or "")
    wait_for_screen(fresh_page, ("study",))
    assert fresh_page.locator("[data-study-chapter]").count() == 2
    fresh_page.click(f"button[data-move='{wrong}']")
    fresh_page.wait_for_selector('[data-answer="wrong"]')
    assert "That gives Bob a Gem." in fresh_page.inner_text('[data-answer="wrong"]')
    fresh_page.click("button[data-hint]")
    assert "Look at the Gems." in fresh_page.inner_text("[data-hint-text]")
    fresh_page.click(f"button[data-move='{right}']")
    fresh_page.wait_for_selector('[data-answer="right"]')
    # The second chapter's step: every move is judged on the learner's device.
    fresh_page.click("button[data-scene-next]")
    fresh_page.wait_for_function(
        "() => document.querySelector('[data-screen]').dataset.studyStep === '2'"
    )
    assert fresh_page.inner_text("[data-study-note]") == "Within three."
    fresh_page.click("[data-screen=study] button[data-move] >> nth=0")
    fresh_page.wait_for_selector("[data-answer]")
