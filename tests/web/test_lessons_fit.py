"""Every lesson step fits a phone: at 360x740 in Chromium, the step's words, its move's
button and the way on (Next, or Start again on the last step) lie within the first
screen, without scrolling, and nothing is wider than the screen."""

from __future__ import annotations

from playwright.sync_api import Page

from golden_sails.teach.lessons import LESSONS

# Where each thing a step needs ends, from the top of the page (the page is at
# the top: a step is drawn from the top), and how wide the page is.
_MEASURE = """() => {
  const bottom = (s) => { const e = document.querySelector(s);
    return e ? Math.ceil(e.getBoundingClientRect().bottom + window.scrollY) : null; };
  return {
    say: bottom("[data-scene-say]"),
    move: bottom("button[data-move]"),
    next: bottom("[data-scene-next]") ?? bottom("[data-scene-again]"),
    height: window.innerHeight,
    wide: document.documentElement.scrollWidth,
    width: window.innerWidth,
  };
}"""


def _wait_for_step(page: Page, name: str, step: int) -> None:
    page.wait_for_function(
        "([n, k]) => { const r = document.querySelector('[data-screen]');"
        " return r && r.dataset.scene === n && r.dataset.step === String(k); }",
        arg=[name, step],
        timeout=90_000,
    )


def test_every_lesson_step_fits_one_phone_screen(page: Page, served: str) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    misfits = []
    for name, scene in LESSONS.items():
        page.goto(f"{served}#/scene?name={name}&step=1")
        for step in range(1, len(scene.beats) + 1):
            _wait_for_step(page, name, step)
            page.evaluate("() => window.scrollTo(0, 0)")
            got = page.evaluate(_MEASURE)
            needed = [got["say"], got["next"]] + (
                [got["move"]] if scene.beats[step - 1].move else []
            )
            if None in needed or max(needed) > got["height"] or got["wide"] > got["width"]:
                misfits.append((name, step, got))
            if step < len(scene.beats):
                # The learner makes the step's move on the table; Next is for words only.
                asks = scene.beats[step - 1].move is not None
                page.click("button[data-move]" if asks else "[data-scene-next]")
    assert misfits == []
    assert page.page_errors == []
