"""A study in the page (#/study?s=...): a link the bridge made in CPython, opened
in a fresh page: its steps and chapters, a wrong then a right answer, the hint,
the notes, a damaged and an oversized link, and no hidden Gem at any step."""

from __future__ import annotations

import json

from playwright.sync_api import Page
from study_links import VIEWER, study_link
from web_helpers import screen_of, wait_for_screen

from golden_sails.teach.studies import study_step
from golden_sails.teach.study_link import PREFIX


def _attr(move: object) -> str:
    """A move as its button's data-move holds it (the page's JSON.stringify)."""
    return json.dumps(move, separators=(",", ":"))


def _wait_step(page: Page, k: int) -> None:
    page.wait_for_function(
        "k => { const r = document.querySelector('[data-screen=study]');"
        " return r && r.dataset.studyStep === String(k) && !r.hasAttribute('data-notes'); }",
        arg=k,
        timeout=120_000,
    )


# R8-R10 in the page: no Gem class of a seat other than the learner's, outside an announcement.
_LEAKED_GEMS = """viewer => {
  const leaks = [];
  for (const el of document.querySelectorAll('[data-screen] [data-gem-owner]')) {
    if (el.closest('[data-gem-announce]') || el.dataset.gemOwner === String(viewer)) continue;
    const words = [el.textContent, el.title, el.getAttribute('aria-label') || ''].join(' ');
    if (el.hasAttribute('data-gem-class') || /[1-8]/.test(words)) leaks.push(el.outerHTML);
  }
  return leaks;
}"""


def test_a_study_link_steps_through_its_chapters_and_asks_its_questions(
    fresh_page: Page, served: str
) -> None:
    page = fresh_page
    link, doc, _states = study_link()
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(served + link)
    _wait_step(page, 1)
    data = screen_of(page)
    assert data["screen"] == "study" and data["studySteps"] == "5"
    # The note as written: bold words, a line break, a link to the rules' section.
    note = page.locator("[data-study-note]")
    assert note.locator("strong").inner_text() == "Bob"
    assert note.locator("br").count() == 1
    assert note.locator("a[data-rule-link]").get_attribute("href") == "#/rules?section=experts"
    assert page.locator("[data-study-chapter]").count() == 2
    assert page.locator("[data-scene-back]").is_disabled()
    assert page.locator("button[data-move]").count() == 0  # a note: nothing to answer
    # Next: the question.  A wrong answer says its written reply, then the hint; a right one.
    page.click("button[data-scene-next]")
    _wait_step(page, 2)
    assert "step=2" in page.evaluate("() => location.hash")
    expected = study_step(link, 2)
    answers = [t for t in expected["tries"] if "verdict" in t]
    assert page.locator("button[data-move]").count() == len(answers)
    wrong = _attr(doc["chapters"][0]["steps"][1]["question"]["replies"][0]["move"])
    right = _attr(doc["chapters"][0]["steps"][1]["question"]["accepted"][0])
    page.click(f"button[data-move='{wrong}']")
    assert "Cathy wanted that one." in page.inner_text('[data-answer="wrong"]')
    assert page.locator("[data-hint-text]").is_hidden()
    page.click("button[data-hint]")
    assert "Count the Gems." in page.inner_text("[data-hint-text]")
    page.click(f"button[data-move='{right}']")
    assert page.locator('[data-answer="right"]').count() == 1
    assert screen_of(page)["studyStep"] == "2"  # an answer is not a move of a game
    # "Within 2 VP of the Hard level's choice": the answers the rules core accepted.
    page.click("button[data-scene-next]")
    _wait_step(page, 3)
    accepted = [
        t["move"] for t in study_step(link, 3)["tries"] if t.get("verdict", {}).get("correct")
    ]
    page.click(f"button[data-move='{_attr(accepted[0])}']")
    assert page.locator('[data-answer="right"]').count() == 1
    # A chapter in the list: its first step; Back; a reload keeps the step.
    page.click("[data-study-chapter='2']")
    _wait_step(page, 4)
    page.click("[data-scene-back]")
    _wait_step(page, 3)
    page.reload()
    _wait_step(page, 3)
    # The rules at the section a note links, and back to the study's step.
    page.click("[data-study-chapter='1']")
    _wait_step(page, 1)
    page.click("[data-study-note] a[data-rule-link]")
    wait_for_screen(page, ("rules",))
    page.click("button[data-rules-back] >> nth=0")
    _wait_step(page, 1)
    assert page.page_errors == []


def test_a_study_reads_as_notes_every_answer_shown(fresh_page: Page, served: str) -> None:
    page = fresh_page
    link, _doc, _states = study_link()
    page.goto(served + link + "&step=2")
    _wait_step(page, 2)
    page.click("button[data-notes-only]")
    page.wait_for_selector("[data-screen=study][data-notes] [data-notes]", timeout=120_000)
    assert page.locator("[data-note-step]").count() == 5
    # The two questions' answers, each as its button names it.
    right = [
        t["label"]
        for k in (2, 3)
        for t in study_step(link, k)["tries"]
        if t.get("verdict", {}).get("correct")
    ]
    shown = page.locator("[data-note-answer]").all_inner_texts()
    assert len(shown) == len(right) and all(
        label in text for label, text in zip(right, shown, strict=True)
    )
    page.click("button[data-notes-back]")
    _wait_step(page, 2)


def test_a_damaged_or_oversized_study_link_is_refused_by_name(
    fresh_page: Page, served: str
) -> None:
    page = fresh_page
    link, _doc, _states = study_link()
    text = link.removeprefix(PREFIX)
    changed = text[:20] + ("B" if text[20] != "B" else "C") + text[21:]
    page.goto(f"{served}#/study?s={changed}")
    wait_for_screen(page, ("study",))
    page.wait_for_selector("[data-study-error]", timeout=120_000)
    assert "s: the link was changed or cut short" in page.inner_text("[data-study-error]")
    assert page.locator("[data-open-learn]").count() == 1  # and the way on
    page.goto(f"{served}#/study?s={'A' * 2001}")
    page.wait_for_function(
        "() => (document.querySelector('[data-study-error]') || {}).textContent?.includes('2,001')"
    )
    assert "a study's link holds at most 2,000" in page.inner_text("[data-study-error]")


def test_no_step_of_a_study_shows_a_gem_the_learner_could_not_see(
    fresh_page: Page, served: str
) -> None:
    page = fresh_page
    link, _doc, states = study_link()
    page.goto(served + link)
    hidden = 0
    for k in range(1, 6):
        _wait_step(page, k)
        answer = study_step(link, k)
        if states[answer["at"]].phase in ("assign", "take"):  # final scoring shows every Gem
            assert page.evaluate(_LEAKED_GEMS, VIEWER) == []
            hidden += page.locator(f".hidden-gem:not([data-gem-owner='{VIEWER}'])").count()
        if k < 5:
            page.click("button[data-scene-next]")
    assert hidden > 0  # others held Gems the learner could not see, and none showed
