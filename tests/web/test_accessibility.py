"""Accessibility in real Chromium: axe-core (the pinned npm package,
buildtools/axe.py) finds no fault on any screen, at a phone's width and a
laptop's; the page honours "reduce motion" (the system's and the player's
setting); and a play screen on a phone stays within one and a half screens.

axe runs inside the page under the site's own CSP: its text is evaluated through
the DevTools protocol (page.evaluate), which the CSP does not govern, where a
<script> tag of it would be refused as inline script."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page
from study_links import study_game, study_link
from test_play_through import wait_until_drawn
from web_helpers import lesson_onward, move_attr, screen_of, wait_for_screen

from buildtools.axe import fetch_axe
from golden_sails.app.replay_link import encode
from golden_sails.app.saves import dumps
from golden_sails.game.engine import GameConfig, State, new_game
from golden_sails.teach.lessons import LESSONS
from helpers import play_random

WIDTHS = {"phone": (360, 740), "laptop": (1280, 800)}
SETTINGS_KEY = "golden-sails:settings"  # web/static/js/device/settings.js

# Every rule axe runs by default (WCAG A and AA and its best practices); none is
# turned off: a fault is fixed in the app, never hidden here.
RUN_AXE = """async () => {
  const result = await axe.run(document, { resultTypes: ['violations'] });
  return result.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => ({ target: n.target.join(' '), summary: n.failureSummary })),
  }));
}"""


@pytest.fixture(scope="module")
def axe_source() -> str:
    return fetch_axe().read_text()


def settings_script(**settings: Any) -> str:
    """An init script giving the app's pages these settings before the app starts."""
    return f"""
    try {{
      if (window.top === window && location.pathname === "/"
          && localStorage.getItem({json.dumps(SETTINGS_KEY)}) === null) {{
        localStorage.setItem({json.dumps(SETTINGS_KEY)}, {json.dumps(json.dumps(settings))});
      }}
    }} catch (e) {{ /* no storage: the defaults */ }}
    """


@pytest.fixture
def new_page(browser: Browser) -> Iterator[Callable[..., Page]]:
    """new_page(viewport, **context options, settings={...}): pages in fresh
    contexts, closed after the test."""
    contexts: list[Any] = []

    def make(
        viewport: tuple[int, int], settings: dict[str, Any] | None = None, **options: Any
    ) -> Page:
        width, height = viewport
        context = browser.new_context(viewport={"width": width, "height": height}, **options)
        context.add_init_script(settings_script(**(settings or {"confirmMoves": False})))
        contexts.append(context)
        page: Page = context.new_page()
        page.page_errors = []  # type: ignore[attr-defined]
        page.on("pageerror", lambda error: page.page_errors.append(str(error)))  # type: ignore[attr-defined]
        return page

    yield make
    for context in contexts:
        context.close()


def violations(page: Page, axe_source: str) -> list[dict[str, Any]]:
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(axe_source)  # an expression, through the protocol: not under the CSP
    page.wait_for_timeout(50)  # let a drawn screen settle (focus, fonts)
    found: list[dict[str, Any]] = page.evaluate(RUN_AXE)
    return found


def described(faults: dict[str, list[dict[str, Any]]]) -> str:
    lines = []
    for screen, found in faults.items():
        for v in found:
            lines.append(f"{screen}: {v['id']} ({v['impact']}) {v['help']}")
            lines += [f"    {n['target']}: {n['summary']}" for n in v["nodes"][:8]]
            if len(v["nodes"]) > 8:
                lines.append(f"    ... {len(v['nodes']) - 8} more")
    return "\n".join(lines)


def game_at(players: int, seed: int, until: Callable[[State], bool] | None = None) -> State:
    names = ("Ann", "Ben", "Cat", "Dan")[:players]
    return play_random(new_game(GameConfig(names=names), seed), seed, until)


def import_save(
    page: Page, base: str, state: State, tmp_path: Path, name: str, seats: tuple[str, ...]
) -> None:
    path = tmp_path / f"{name}.json"
    path.write_text(dumps(state, seats))
    page.goto(base)
    wait_for_screen(page, ("home",))
    page.set_input_files("#import-file", str(path))


def start_game(page: Page, base: str, seats: list[str]) -> str:
    """A game set up through the form; the first screen it shows."""
    page.goto(base)
    wait_for_screen(page, ("home",))
    page.click("button[data-new-game]")
    wait_for_screen(page, ("setup",))
    page.select_option("select[name=players]", str(len(seats)))
    for seat, kind in enumerate(seats):
        page.select_option(f"select[name=seat-{seat}]", kind)
    page.click("summary:has-text('More options')")  # the seed is tucked away there
    page.fill("input[name=seed]", "3")
    page.click("button[data-start]")
    return wait_for_screen(page, ("handoff", "play", "bot"))


def every_screen(
    page: Page, base: str, tmp_path: Path, axe_source: str
) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """Each screen in turn, with what axe finds on it."""
    page.goto(base)
    wait_for_screen(page, ("home",))
    page.wait_for_function(
        "() => document.documentElement.dataset.engine === 'ready'", timeout=120_000
    )
    yield "home", violations(page, axe_source)
    page.click("button[data-new-game]")
    wait_for_screen(page, ("setup",))
    yield "setup", violations(page, axe_source)

    assert start_game(page, base, ["human", "human", "human"]) == "handoff"
    yield "handoff", violations(page, axe_source)
    page.click("button[data-handoff]")
    wait_for_screen(page, ("play",))
    yield "play", violations(page, axe_source)
    before = screen_of(page)
    page.click("button[data-move] >> nth=0")
    wait_until_drawn(page, before)
    assert wait_for_screen(page, ("handoff",)) == "handoff"
    yield "handoff after a move", violations(page, axe_source)

    # A computer's turn, held on screen by the "step by step" pace.
    first = start_game(page, base, ["easy", "human"])
    assert first == "bot", first
    page.wait_for_selector("[data-screen=bot] button[data-skip], [data-screen=bot] button")
    yield "bot", violations(page, axe_source)

    scoring = game_at(2, 8, lambda s: s.phase == "scoring")
    import_save(page, base, scoring, tmp_path, "scoring", ("human", "human"))
    if wait_for_screen(page, ("handoff", "scoring")) == "handoff":
        page.click("button[data-handoff]")
    wait_for_screen(page, ("scoring",))
    yield "scoring", violations(page, axe_source)

    import_save(page, base, game_at(3, 9), tmp_path, "over", ("human",) * 3)
    wait_for_screen(page, ("over",))
    yield "over", violations(page, axe_source)
    page.click("button[data-share-replay]")
    page.wait_for_selector("[data-replay-link]")
    yield "over, with its replay link", violations(page, axe_source)
    link = page.get_attribute("[data-replay-link]", "href")
    assert link
    page.goto(link)
    wait_for_screen(page, ("replay",))
    yield "replay", violations(page, axe_source)
    page.click("button[data-replay-next]")
    yield "replay, a step on", violations(page, axe_source)

    page.goto(base + "#/score")
    wait_for_screen(page, ("scorepad",))
    if not page.evaluate("() => document.querySelector('.pad-examples').open"):
        page.click(".pad-examples summary")
    page.click("a[data-example] >> nth=0")
    page.wait_for_selector("[data-score-sheet][data-scored]")
    yield "score pad with a result", violations(page, axe_source)

    page.goto(base + "#/learn")
    wait_for_screen(page, ("learn",))
    yield "learn", violations(page, axe_source)
    # The round of Experts: its steps ask a move each, on a table.
    page.click("a[data-open-scene=experts]")
    wait_for_screen(page, ("scene",))
    # On through the lesson, every step (each asks its move, or Next), to its end.
    for _ in range(30):
        step = screen_of(page)["step"]
        moves = page.locator("button[data-move]")
        following = page.locator("button[data-scene-next]:not([disabled])")
        if not moves.count() and not following.count():
            break
        yield f"scene step {step}", violations(page, axe_source)
        if page.locator("[data-question]").count():
            # A question: a wrong answer's reply and the hint, then the right one.
            right = LESSONS["experts"].beats[int(step or 0) - 1].move
            assert right is not None
            wrong = [m for m in page.eval_on_selector_all(
                "button[data-move]", "bs => bs.map(b => b.dataset.move)") if m != move_attr(right)]
            page.click(f"button[data-move='{wrong[0]}']")
            page.click("button[data-hint]")
            page.wait_for_selector("[data-answer='wrong']")
            yield f"scene step {step}, a wrong answer and the hint", violations(page, axe_source)
        lesson_onward(page, "experts", int(step or 0))
        page.wait_for_function(
            "old => document.querySelector('[data-screen]').dataset.step !== old", arg=step
        )
    yield "scene at its end", violations(page, axe_source)

    page.goto(base + "#/rules")
    wait_for_screen(page, ("rules",))
    yield "rules", violations(page, axe_source)
    page.goto(base + "#/settings")
    wait_for_screen(page, ("settings",))
    yield "settings", violations(page, axe_source)

    # A study (issue 35): a question, answered; as notes; a link refused.
    link, _doc, _states = study_link()
    page.goto(base + link + "&step=2")
    page.wait_for_selector("[data-screen=study][data-study-step='2'] button[data-move]")
    yield "study, a question", violations(page, axe_source)
    page.click("button[data-move] >> nth=-1")
    page.wait_for_selector("[data-answer]")
    yield "study, an answer", violations(page, axe_source)
    page.click("button[data-notes-only]")
    page.wait_for_selector("[data-screen=study][data-notes] [data-notes]")
    yield "study as notes", violations(page, axe_source)
    page.goto(base + "#/study?s=AAAA")
    page.wait_for_selector("[data-study-error]")
    yield "study link refused", violations(page, axe_source)
    # The author's screen (issue 35): a question's moves marked, then a step added.
    game, states = study_game()
    g = encode(game, ("human",) * game.players, None)
    page.goto(f"{base}#/author?g={g}")
    page.wait_for_selector("[data-screen=author] [data-author-note]")
    page.select_option("select[data-author-seat]", str(states[0].to_act))
    page.wait_for_selector("button[data-author-ask]:not([disabled])")
    page.click("button[data-author-ask]")
    page.click("[data-screen=author] button[data-move] >> nth=0")
    page.wait_for_selector("button[data-move][data-accepted]")
    yield "author, a question", violations(page, axe_source)
    page.fill("textarea[data-author-note]", "A note.")
    page.click("button[data-author-add]")
    page.wait_for_selector("[data-author-link]")
    yield "author, a step and its link", violations(page, axe_source)
    # A game set up for a study: the form, then a move played at an earlier step (asked).
    page.click("button[data-author-setup]")
    page.wait_for_selector("button[data-author-setup-start]")
    yield "author, a game set up", violations(page, axe_source)
    page.click("button[data-author-setup-start]")
    for at in ("1", "2"):
        page.click("button[data-author-play] >> nth=0")
        page.wait_for_selector(f"[data-screen=author][data-step='{at}'] button[data-author-play]")
    page.click("button[data-replay-back]")
    page.wait_for_selector("[data-screen=author][data-step='1'] button[data-author-play]")
    page.click("button[data-author-play] >> nth=-1")
    page.wait_for_selector("[data-author-cut]")
    yield "author, a cut asked", violations(page, axe_source)

    # A table of phones (issue 34): the host's pairing, with a refused answer, then
    # a guest's join with its answer shown (this browser has no camera: pasting).
    page.goto(base)
    wait_for_screen(page, ("home",))
    page.click("button[data-play-phones]")
    wait_for_screen(page, ("setup",))
    page.click("button[data-start]")
    wait_for_screen(page, ("pair",))
    page.wait_for_selector("[data-pair-seat] [data-pair-offer]")
    yield "pair", violations(page, axe_source)
    page.fill("[data-pair-seat] textarea[data-pair-answer] >> nth=0", "GS1.AAAA")
    page.click("[data-pair-seat] button[data-pair-apply] >> nth=0")
    page.wait_for_selector("[data-pair-refused=damaged]")
    yield "pair, an answer refused", violations(page, axe_source)
    page.goto(page.inner_text("[data-pair-offer] >> nth=0").strip())
    wait_for_screen(page, ("join",))
    page.wait_for_selector("[data-join-answer]")
    yield "join, its answer shown", violations(page, axe_source)


@pytest.mark.parametrize("width", list(WIDTHS))
def test_axe_finds_no_fault_on_any_screen(
    new_page: Callable[..., Page], served: str, tmp_path: Path, axe_source: str, width: str
) -> None:
    page = new_page(WIDTHS[width], settings={"confirmMoves": False, "botSpeed": "step"})
    faults: dict[str, list[dict[str, Any]]] = {}
    seen = []
    for screen, found in every_screen(page, served, tmp_path, axe_source):
        seen.append(screen)
        if found:
            faults[screen] = found
    assert {
        "home",
        "setup",
        "handoff",
        "play",
        "bot",
        "scoring",
        "over",
        "replay",
        "score pad with a result",
        "learn",
        "scene step 1",
        "scene step 2",
        "scene step 5, a wrong answer and the hint",
        "scene at its end",
        "rules",
        "settings",
        "study, a question",
        "study, an answer",
        "study as notes",
        "study link refused",
        "author, a question",
        "author, a step and its link",
        "pair",
        "pair, an answer refused",
        "join, its answer shown",
    } <= set(seen)
    assert faults == {}, f"axe at {width} width:\n{described(faults)}"
    assert page.page_errors == []  # type: ignore[attr-defined]


# --- Motion ----------------------------------------------------------------------

# The one thing that moves by itself: the spinner of a computer's turn while it
# decides (app.css).  Drawn here as the bot screen draws it, so its style is
# read whether or not a computer happens to be deciding at that instant.
SPINNER = """() => {
  const box = document.createElement('div');
  box.className = 'bot-status';
  box.setAttribute('aria-busy', 'true');
  box.append(document.createElement('h1'));
  box.firstChild.textContent = 'Ben is thinking';
  document.querySelector('main').append(box);
  const name = getComputedStyle(box.firstChild, '::after').animationName;
  box.remove();
  return name;
}"""


@pytest.mark.parametrize(
    ("how", "still"),
    [("the system's setting", True), ("the player's setting", True), ("neither", False)],
)
def test_reduced_motion_stops_every_animation(
    new_page: Callable[..., Page], served: str, how: str, still: bool
) -> None:
    settings: dict[str, Any] = {"confirmMoves": False}
    options: dict[str, Any] = {"reduced_motion": "no-preference"}
    if how == "the system's setting":
        options["reduced_motion"] = "reduce"
    elif how == "the player's setting":
        settings["reducedMotion"] = True
    page = new_page(WIDTHS["phone"], settings=settings, **options)
    assert start_game(page, served, ["easy", "human"]) in ("bot", "play")
    assert page.evaluate("() => document.documentElement.dataset.motion") == (
        "reduce" if still else "full"
    )
    assert (page.evaluate(SPINNER) == "none") is still
    # Nothing else on the screens of a game runs an animation or a transition.
    if still:
        assert page.evaluate("() => document.getAnimations().length") == 0


# --- A phone's play screen --------------------------------------------------------

PHONE_MOST = 1.5  # screens of 360x740: a play screen scrolls at most half a screen more


def scroll_height(page: Page) -> int:
    height: int = page.evaluate("() => document.documentElement.scrollHeight")
    return height


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_phones_play_screens_stay_within_one_and_a_half_screens(
    new_page: Callable[..., Page], served: str, tmp_path: Path, players: int
) -> None:
    """Late in a game (round 12, every pile at its fullest): the handoff, the
    play screen and a computer's turn, at 360x740."""
    page = new_page(WIDTHS["phone"], settings={"confirmMoves": False, "botSpeed": "step"})
    most = PHONE_MOST * WIDTHS["phone"][1]
    heights: dict[str, int] = {}
    for seed in (3, 5, 8):  # the tallest of those measured (seed 3: 1,134 px before issue 18)
        late = game_at(players, seed, lambda s: s.round == 12 and s.phase == "take")
        import_save(page, served, late, tmp_path, f"late-{seed}", ("human",) * players)
        assert wait_for_screen(page, ("handoff",)) == "handoff"
        heights[f"handoff {seed}"] = scroll_height(page)
        page.click("button[data-handoff]")
        wait_for_screen(page, ("play",))
        heights[f"play {seed}"] = scroll_height(page)
        # Against computers, from the last round's first move: the person plays
        # until a computer's turn comes (always before the game's end).
        last = game_at(players, seed, lambda s: s.round == 12)
        kinds = ("human",) + ("easy",) * (players - 1)
        import_save(page, served, last, tmp_path, f"bot-{seed}", kinds)
        while wait_for_screen(page, ("bot", "play")) == "play":
            before = screen_of(page)
            page.click("button[data-move] >> nth=0")
            wait_until_drawn(page, before)
        heights[f"bot {seed}"] = scroll_height(page)
    assert all(h <= most for h in heights.values()), (most, heights)
