"""The guided scene and the embedding example page, in real Chromium.

- "#/scene?name=experts&step=k" is the rulebook's 3-player round of Experts on the
  table (data-screen="scene", data-step): each step shows what the rules core's
  scene_step says, and its one button[data-move] is the script's next move.
- dist/embed-example.html frames the app in embed mode and resizes each frame from
  its height messages; its score-pad links are the rulebook's examples.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Page
from web_helpers import BLANK, ROOT, lesson_onward, screen_of, table_text, wait_for_screen

from golden_sails.teach.scenes import SCENES, scene_step

STEPS = len(SCENES["experts"].beats)
EMBEDDING_DOC = ROOT / "docs" / "embedding.md"

# What the page shows of the table: for each revealed card, the Expert line of
# its head ("Card 2 · Andy's Armourer → Weapon"), or "taken".
_TABLE = """() => [...document.querySelectorAll('.market .card')].map(
  c => c.querySelector('.card-head').textContent.replace(/\\s+/g, ' ').trim())"""

_MOVES = "els => els.map(e => JSON.parse(e.getAttribute('data-move')))"

# What the page stored, less the settings the test fixture's player set
# (conftest.NO_CONFIRM): a scene writes nothing.
STORED_BY_THE_PAGE = (
    "() => Object.keys(localStorage).filter(k => k !== 'golden-sails:settings')"
)


def wait_for_step(page: Page, step: int) -> None:
    page.wait_for_function(
        "k => { const r = document.querySelector('[data-screen]');"
        " return r && r.dataset.screen === 'scene' && r.dataset.step === String(k); }",
        arg=step,
        timeout=90_000,
    )


def expected_heads(shown: dict[str, Any]) -> list[str]:
    names = [p["name"] for p in shown["view"]["players"]]
    heads = []
    for i, slot in enumerate(shown["view"]["table"]):
        if slot is None:
            heads.append(f"Card {i + 1}: taken")
        elif slot["expert"] is None:
            heads.append(f"Card {i + 1} · no Expert yet")
        else:
            who = names[slot["expert"]["seat"]]
            heads.append(f"Card {i + 1} · {who}: ")
    return heads


def test_the_round_of_experts_steps_through_as_the_rules_core_plays_it(
    page: Page, served: str
) -> None:
    page.goto(f"{served}#/scene?name=experts")
    for step in range(1, STEPS + 1):
        wait_for_step(page, step)
        shown = scene_step("experts", step)
        assert screen_of(page)["steps"] == str(STEPS)
        assert page.inner_text("[data-scene-say] p") == shown["say"]
        # The one button[data-move] is the script's move (on a question's step, every
        # legal move), exactly as the core lists it.
        moves = page.eval_on_selector_all("button[data-move]", _MOVES)
        assert moves == shown["view"]["legal_moves"]
        heads = page.evaluate(_TABLE)
        assert [h[: len(e)] for h, e in zip(heads, expected_heads(shown), strict=True)] == (
            expected_heads(shown)
        )
        assert page.url.endswith(f"#/scene?name=experts&step={step}")
        # The way on to a whole game is offered at the end only.
        assert page.locator(".scene-outro").count() == (1 if step == STEPS else 0)
        if moves:
            lesson_onward(page, "experts", step)
        else:
            assert step in (1, STEPS)
            if step < STEPS:
                page.click("[data-scene-next]")
    # The end: Andy's Gem is announced (R8), and then it is hidden like any other.
    assert page.locator("[data-gem-announce] [data-gem-class]").count() == 1
    assert page.locator(".players [data-gem-owner='0'][data-gem-class]").count() == 0
    assert page.locator("[data-scene-again]").count() == 1
    # A scene is no game: nothing is saved (but the settings the test's player has)
    # except the tick of the lesson done, reached step by step.
    assert page.evaluate(STORED_BY_THE_PAGE) == ["golden-sails:lessons-done"]
    assert page.evaluate("() => localStorage.getItem('golden-sails:lessons-done')") == (
        '["experts"]'
    )


def test_back_a_reload_and_a_step_link_show_the_same_step(page: Page, served: str) -> None:
    page.goto(f"{served}#/scene?name=experts&step=5")
    wait_for_step(page, 5)
    page.click("[data-scene-back]")
    wait_for_step(page, 4)
    before = page.evaluate(_TABLE)
    page.reload()
    wait_for_step(page, 4)
    assert page.evaluate(_TABLE) == before
    assert page.locator("[data-scene-next]").is_disabled()  # step 4 asks a move
    page.click("button[data-move]")
    wait_for_step(page, 5)
    assert page.evaluate(_TABLE) != before  # step 4's move (Cathy's Cook on card 1) is played


def test_home_leads_to_the_scene(page: Page, served: str) -> None:
    page.goto(served)
    wait_for_screen(page, ("home",))
    page.click("a[data-open-scene]")
    wait_for_step(page, 1)
    assert page.locator("[data-scene-back]").is_disabled()


@pytest.mark.parametrize(
    ("query", "errors", "step"),
    [
        (
            "name=chess",
            [f"name: 'chess' is not a lesson; the lessons are {', '.join(SCENES)}"],
            None,
        ),
        ("step=2", ["name: missing; a lesson's link names its lesson, as name=experts"], None),
        (
            "name=experts&step=99",
            ["step: 99 is not a step of this lesson; its steps are 1 to 8"],
            1,
        ),
        ("name=experts&step=two", ["step=two: a step is a whole number, 1 for the first"], 1),
        (
            "name=experts&step=3&seat=1",
            ["seat: a lesson's link sets no such thing; it sets name, step"],
            3,
        ),
        ("name=experts&name=other", ["name: given twice; a link gives each setting once"], 1),
    ],
)
def test_a_bad_scene_link_is_named(
    page: Page, served: str, query: str, errors: list[str], step: int | None
) -> None:
    page.goto(f"{served}#/scene?{query}")
    wait_for_screen(page, ("scene",))
    shown = page.eval_on_selector_all("[data-scene-error]", "els => els.map(e => e.textContent)")
    assert shown == errors
    assert screen_of(page).get("step") == (None if step is None else str(step))


@pytest.mark.parametrize("width", [320, 800])
def test_the_scene_embeds_at_any_width(page: Page, served: str, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 700})
    page.goto(f"{served}?embed=1#/scene?name=experts&step=7")
    wait_for_step(page, 7)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    assert page.locator("button[data-new-game], .banners [data-banner]").count() == 0
    page.click("button[data-move]")
    wait_for_step(page, STEPS)
    # The way to a whole game opens the app itself, in a new tab.
    link = page.locator(".scene-outro a[data-try-it]")
    assert link.get_attribute("target") == "_blank"
    assert "embed" not in (link.get_attribute("href") or "")
    assert page.evaluate(STORED_BY_THE_PAGE) == []


def decoded_table(href: str) -> Any:
    code = re.search(r"#/score\?t=([A-Za-z0-9_-]+)$", href)
    assert code, href
    return json.loads(table_text(code.group(1)))


def test_the_example_page_frames_the_app_and_sizes_each_frame(page: Page, served: str) -> None:
    # The frames load lazily, one at a time, each once it is seen: a frame pushed
    # below the screen by the ones above it growing waits for a reader's scroll,
    # so the wait scrolls to the first frame not up yet, as a reader would.
    page.set_viewport_size({"width": 800, "height": 2000})
    page.goto(f"{served}embed-example.html")
    frames = page.locator("iframe.golden-sails")
    count = frames.count()
    assert count >= 2
    # Each frame grows from its placeholder height to its content's reported height.
    page.wait_for_function(
        """n => { const fs = [...document.querySelectorAll('iframe.golden-sails')];
                  const up = (f) => {
                    const d = f.contentDocument;
                    const root = d && d.querySelector('[data-screen]');
                    return ['scene', 'scorepad', 'study'].includes(root && root.dataset.screen);
                  };
                  const waiting = fs.find(f => !up(f));
                  if (waiting) waiting.scrollIntoView({block: 'center'});
                  return fs.length === n && fs.every(f => up(f) && Math.abs(
                    Number(f.height) - f.contentDocument.body.getBoundingClientRect().height) <= 1);
                }""",
        arg=count,
        timeout=180_000,
    )
    screens = [
        f.evaluate("() => document.querySelector('[data-screen]').dataset.screen")
        for f in page.frames
        if "embed=1" in f.url
    ]
    assert sorted(set(screens)) == ["scene", "scorepad", "study"]
    # Its links are the score pad's own rulebook examples, and the scene.
    hrefs = page.eval_on_selector_all("main a[href]", "as => as.map(a => a.getAttribute('href'))")
    page.goto(f"{served}#/score")
    wait_for_screen(page, ("scorepad",))
    examples = page.eval_on_selector_all(
        "a[data-example]", "as => as.map(a => a.getAttribute('href'))"
    )
    tables = [decoded_table(h) for h in hrefs if "#/score" in h]
    assert tables == [decoded_table(h) for h in examples]
    assert [h for h in hrefs if "#/scene" in h] == ["index.html#/scene?name=experts"]
    # docs/embedding.md lists the same tables for teaching sites to copy.
    listed = r"^- [^`]+: `(index\.html#/score\?t=[A-Za-z0-9_-]+)`$"
    documented = re.findall(listed, EMBEDDING_DOC.read_text(), re.MULTILINE)
    assert [decoded_table(h) for h in documented] == tables


@pytest.mark.parametrize("route", ["#/scene?name=experts", "#/score"])
def test_an_embed_does_not_scroll_the_host_page_to_itself(
    page: Page, served: str, route: str
) -> None:
    """A frame that takes the focus as it starts drags the host page to it."""
    page.set_viewport_size({"width": 800, "height": 600})
    page.goto(f"{served}{BLANK}")
    page.evaluate(
        """src => {
        const spacer = document.createElement('div');
        spacer.style.height = '3000px';
        const frame = document.createElement('iframe');
        frame.src = src;
        frame.width = '600';
        frame.height = '600';
        document.body.append(spacer, frame);
        window.scrollTo(0, 0);
      }""",
        f"/index.html?embed=1{route}",
    )
    page.wait_for_function(
        """() => { const f = document.querySelector('iframe');
                   const r = f.contentDocument && f.contentDocument.querySelector('[data-screen]');
                   return r && ['scene', 'scorepad'].includes(r.dataset.screen); }""",
        timeout=90_000,
    )
    page.wait_for_timeout(300)
    assert page.evaluate("() => window.scrollY") == 0
