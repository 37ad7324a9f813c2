"""Take the screenshots the README and docs/embedding.md show (python3 build.py screenshots).

Builds the site, serves it as `python3 build.py serve` does, and photographs
real screens in Chromium (Debian's, driven by Playwright): the table at a
phone's size (360x740) and on a wide screen (1024x768), an Area explaining
itself, a computer player's turn, the end with its rematch, the score pad, a
guided scene, the lessons, a lesson's end, a replay, a new-game link with a
bad parameter, the embedding example page and its lesson followed, the update banner after a real
second build, and the home screen and the set-up form before the engine has
started (docs/fast-start.md). Every picture is of the app doing the thing,
nothing staged.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "web")]  # buildtools, web_helpers

from web_helpers import RunningServer, build_next_deploy  # noqa: E402
from web_helpers import wait_for_screen as wait_for  # noqa: E402

from buildtools.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from buildtools.paths import WEB  # noqa: E402
from buildtools.site import build_site  # noqa: E402

PHONE = {"width": 360, "height": 740}
WIDE = {"width": 1024, "height": 768}
SCREEN = "() => document.querySelector('[data-screen]')?.dataset.screen"
SPELLS_EXAMPLE = "a[data-example=spells]"


def wait_screen(page: Any, *names: str) -> None:
    wait_for(page, names, timeout=120_000)


def shoot(page: Any, name: str, full: bool = False) -> None:
    page.wait_for_timeout(300)  # let fonts and the focus ring settle
    page.screenshot(path=str(HERE / name), full_page=full)
    print(f"docs/screenshots/{name}")


def link_checked(page: Any) -> None:
    """A #/new link's form once the rules core has checked the link (its faults shown)."""
    page.wait_for_selector("[data-link-checking]", state="detached", timeout=120_000)


def play_to_round(page: Any, base: str, round_no: int) -> None:
    """A 3-player game from a link, played by random legal moves until round_no."""
    page.goto(f"{base}#/new?players=3&names=Ann,Ben,Cat&ref=IV&seed=42")
    wait_screen(page, "setup")
    page.click("button[data-start]")
    wait_screen(page, "handoff")
    rng = random.Random(3)
    while True:
        screen = page.evaluate(SCREEN)
        here = page.evaluate("() => Number(document.querySelector('[data-screen]').dataset.round)")
        if screen == "handoff":
            if here >= round_no:
                return
            page.click("button[data-handoff]")
            wait_screen(page, "play")
            continue
        buttons = page.locator("button[data-move]")
        version = page.evaluate("() => document.querySelector('[data-screen]').dataset.version")
        buttons.nth(rng.randrange(buttons.count())).click()
        page.wait_for_function(
            "v => { const r = document.querySelector('[data-screen]');"
            " return r.dataset.version !== v; }",
            arg=version,
        )


def game_shots(browser: Any, base: str) -> None:
    page = browser.new_page(viewport=PHONE)
    play_to_round(page, base, 6)
    shoot(page, "handoff-phone.png")
    page.click("button[data-handoff]")
    wait_screen(page, "play")
    shoot(page, "table-phone.png")
    page.locator(".card[data-slot='0'] button[data-area='gems']").click(button="right")
    page.wait_for_selector("[data-area-note]")
    shoot(page, "area-note-phone.png")
    page.keyboard.press("Escape")
    page.set_viewport_size(WIDE)
    shoot(page, "table-wide.png")
    page.close()


def computer_shots(browser: Any, base: str) -> None:
    """One person against three computers: a computer's move on show, then the end."""
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{base}#/new?players=4&names=Ann,Ben,Cat,Dan&seats=human,easy,medium,hard&seed=9")
    wait_screen(page, "setup")
    link_checked(page)
    shoot(page, "setup-computers-phone.png")
    page.click("button[data-start]")
    shown = False
    while True:
        wait_screen(page, "play", "scoring", "over", "bot")
        screen = page.evaluate(SCREEN)
        if screen == "over":
            break
        if screen == "bot":
            if not shown and page.locator("[data-bot-played]").count():
                shoot(page, "computer-turn-phone.png")
                shown = True
            page.wait_for_function(
                "() => !document.querySelector('[data-bot-played]')"
                " || document.querySelector('[data-screen]').dataset.screen !== 'bot'",
                timeout=120_000,
            )
            page.wait_for_timeout(50)
            continue
        version = page.evaluate("() => document.querySelector('[data-screen]').dataset.version")
        target = "button[data-confirm]" if screen == "scoring" else "button[data-move]"
        page.locator(target).first.click()
        page.wait_for_function(
            "v => document.querySelector('[data-screen]').dataset.version !== v", arg=version
        )
    shoot(page, "over-phone.png")
    page.close()


def link_shots(browser: Any, base: str) -> None:
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{base}#/score")
    wait_screen(page, "scorepad")
    page.click("details.pad-examples summary")
    page.click(SPELLS_EXAMPLE)
    page.wait_for_selector("[data-score-sheet][data-scored]")
    page.eval_on_selector("[data-score-sheet]", "e => e.scrollIntoView({block: 'start'})")
    shoot(page, "scorepad-phone.png")
    page.goto(f"{base}#/scene?name=experts&step=7")
    wait_screen(page, "scene")
    # A wrong tap on the table: the rules core's refusal, the asked move marked.
    page.click("button[data-scene-try][data-area='weapons']")
    page.wait_for_selector("[data-scene-wrong]")
    shoot(page, "scene-phone.png")
    page.goto(f"{base}#/new?players=3&names=Ann,Ben,Cat&ref=VI&seed=42")
    page.reload()
    wait_screen(page, "setup")
    link_checked(page)
    shoot(page, "link-error-phone.png")
    page.close()


def library_shots(browser: Any, base: str) -> None:
    """The lessons, a lesson's last step, and a finished game's replay from its link."""
    sys.path.insert(0, str(ROOT / "pysrc"))
    from golden_sails.app.replay_link import PREFIX, encode
    from golden_sails.game.engine import GameConfig, legal_moves, new_game, step

    page = browser.new_page(viewport=PHONE)
    page.goto(f"{base}#/learn")
    wait_screen(page, "learn")
    shoot(page, "learn-phone.png")
    page.goto(f"{base}#/scene?name=spices&step=5")
    wait_screen(page, "scene")
    shoot(page, "lesson-end-phone.png")
    state = new_game(GameConfig(names=("Ann", "Ben", "Cat", "Dan")), 5)
    rng = random.Random(5)
    while not state.over:
        state = step(state, rng.choice(legal_moves(state)))
    page.goto(f"{base}{PREFIX}{encode(state, ('human', 'hard', 'medium', 'easy'))}&step=33")
    wait_screen(page, "replay")
    shoot(page, "replay-phone.png")
    page.close()


def example_shot(browser: Any, base: str) -> None:
    page = browser.new_page(viewport={"width": 1000, "height": 1400})
    page.goto(f"{base}embed-example.html")
    # The second frame is tapped open: the lesson above it, once drawn, pushes
    # it below the fold, where it would wait to be seen.
    page.locator("button.frame-start").first.click()
    page.wait_for_function(
        """() => [...document.querySelectorAll('iframe.golden-sails')].slice(0, 2).every(f => {
             const root = f.contentDocument && f.contentDocument.querySelector('[data-screen]');
             return root && ['scene', 'scorepad'].includes(root.dataset.screen)
               && Number(f.height) > 640; })""",
        timeout=180_000,
    )
    page.evaluate("() => window.scrollTo(0, 0)")
    shoot(page, "embed-example.png")
    page.close()


def follow_shot(browser: Any, base: str) -> None:
    """The example page's lesson, followed by its host page: two steps taken, a
    wrong try and the asked move, at a phone's size (docs/embedding.md)."""
    page = browser.new_page(
        viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True
    )
    page.goto(f"{base}embed-example.html")
    page.locator("[data-follow] button.frame-start").click()
    page.wait_for_function(
        "() => !document.querySelector('[data-follow-goto] button').disabled", timeout=180_000
    )
    lesson = page.frame_locator("[data-follow] iframe")
    lesson.locator("button[data-scene-next]").click()
    lesson.locator("[data-screen=scene][data-step='2']").wait_for()
    lesson.locator("button[data-scene-try]").first.click()
    lesson.locator("button[data-move]").first.click()
    lesson.locator("[data-screen=scene][data-step='3']").wait_for()
    page.wait_for_function(
        "() => document.querySelector('[data-follow-count]').textContent.startsWith('Step 3')"
    )
    page.evaluate("() => document.querySelector('[data-follow] h2').scrollIntoView()")
    shoot(page, "embed-follow-phone.png")
    page.close()


def before_engine_shots(browser: Any, base: str, site: Any) -> None:
    """The page before Python is ready: its WebAssembly held back, the engine cannot start."""
    context = browser.new_context(viewport=PHONE, service_workers="block")
    page = context.new_page()
    held: list[Any] = []
    page.route(f"**/{site.runtime_url}pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(base)
    wait_screen(page, "home")
    shoot(page, "home-before-engine-phone.png")
    page.click("button[data-new-game]")
    wait_screen(page, "setup")
    page.click("button[data-start]")
    page.locator("[data-engine-wait]").wait_for(state="visible")
    shoot(page, "start-waiting-phone.png")
    for route in held:
        route.abort()
    context.close()


def update_shot(playwright: Any, site: Any, served: Any, tmp: Path) -> None:
    """Build B beside A, as a deploy would: the page built from A says B is ready."""
    site_b = build_next_deploy(tmp / "next")
    browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS))
    context = browser.new_context(service_workers="allow", viewport=PHONE)
    page = context.new_page()
    page.goto(served.url)
    wait_screen(page, "home")
    page.wait_for_function("() => Boolean(navigator.serviceWorker.controller)", timeout=120_000)
    served.site.root = site_b.root
    page.reload()
    page.wait_for_selector("[data-banner=update]", timeout=120_000)
    shoot(page, "update-banner-phone.png")
    served.site.root = site.root
    browser.close()


def main() -> None:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        site = build_site(tmp / "dist", WEB)
        served = RunningServer(site.root)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS)
            )
            game_shots(browser, served.url)
            computer_shots(browser, served.url)
            link_shots(browser, served.url)
            library_shots(browser, served.url)
            example_shot(browser, served.url)
            follow_shot(browser, served.url)
            before_engine_shots(browser, served.url, site)
            browser.close()
            update_shot(playwright, site, served, tmp)
        served.stop()


if __name__ == "__main__":
    main()
