"""The table at a glance, in real Chromium: one decision fits one phone screen,
cards are drawn as cards with Areas big enough to tap, the page uses its own
symbols (no emoji), an Area explains itself from the viewer's own view, every
player's score "if the game ended now" is the rules core's, the end offers a
rematch, and controls stand out (contrast)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from layout_checks import turn_faults
from playwright.sync_api import Page
from test_play_through import NAMES, check_result, current_state, play_to_the_end
from web_helpers import screen_of, wait_for_screen

from golden_sails.app import saves
from golden_sails.app.explain import area_notes, scores_now
from golden_sails.game.engine import State
from golden_sails.game.view import view

# Emoji code points: the pictographs, dingbats and symbols colour-emoji fonts draw.
EMOJI = re.compile("[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff\ufe0f\u200d\u2300-\u23ff]")

# The save of the game on screen: its id is the one this tab will reopen.
_NEWEST_SAVE = """() => {
  const at = JSON.parse(sessionStorage.getItem('golden-sails:screen'));
  return JSON.parse(localStorage.getItem('golden-sails:game:' + at.id)).save;
}"""

_FIRST_MOVE_IN_VIEW = """() => {
  const b = document.querySelector('button[data-move]');
  if (!b) return false;
  const r = b.getBoundingClientRect();
  return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
}"""


def start_people(page: Page, base: str, players: int, seed: int) -> None:
    page.goto(base)
    wait_for_screen(page, ("home",))
    page.click("button[data-new-game]")
    page.select_option("select[name=players]", str(players))
    for seat in range(players):
        page.fill(f"input[name=name-{seat}]", NAMES[seat])
    page.click("summary:has-text('More options')")  # the seed is tucked away there
    page.fill("input[name=seed]", str(seed))
    page.click("button[data-start]")
    wait_for_screen(page, ("handoff",))


def emoji_in(page: Page) -> list[str]:
    text = page.evaluate("() => document.body.innerText + ' ' + document.title")
    return EMOJI.findall(text)


_SIDEWAYS = "() => [document.documentElement.scrollWidth, innerWidth]"

_SCORES_SHOWN = """() => [...document.querySelectorAll('[data-score-now]')].map(e =>
  [Number(e.closest('[data-seat]').dataset.seat), Number(e.dataset.scoreNow)])"""


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_game_keeps_the_contract_and_each_decision_fits_one_phone_screen(
    page: Page, served: str, players: int
) -> None:
    """A whole pass-and-play game at 360x740, each screen checked against the
    rules core (test_play_through.play_to_the_end: the legal moves, no hidden Gem)
    and the result against its final score.  On every play and final-choices
    screen a legal move is in the first viewport with no scrolling, the page is
    at most 1.5 viewports tall, and every Area is a tap target of 44 px or more;
    every player's score "if the game ended now" is the rules core's; no screen
    shows an emoji or scrolls sideways.

    A whole game is the dearest thing a test can pay for, so each table size's
    game makes the checks of a game once: with 3 players the page is reloaded
    every 17 steps and resumes the same round on the handoff (D19); with 2 no
    request leaves the origin, and the end offers a rematch with the same players."""
    page.set_viewport_size({"width": 360, "height": 740})
    start_people(page, served, players, seed=40 + players)
    checked: list[str] = []
    seen: list[tuple[str, str]] = []

    def fits_one_phone_screen(info: dict[str, Any]) -> None:
        assert not emoji_in(page), (info["screen"], emoji_in(page))
        width = page.evaluate(_SIDEWAYS)
        assert width[0] <= width[1], (info, width)
        decision = (info["screen"], info["viewer"])
        # A decision as it opens; a final choice made further down redraws the
        # same player's screen where he is, not at the top.
        opens = not seen or seen[-1] != decision
        seen.append(decision)
        if info["screen"] not in ("play", "scoring"):
            return
        if opens:
            assert page.evaluate("() => scrollY") == 0
            assert page.evaluate(_FIRST_MOVE_IN_VIEW), info
        if info["screen"] == "play":
            # Issue 37: every move and the whole list since the last turn in the
            # first screen, the page one and a half screens at most.
            assert turn_faults(page) == {}, info
            sizes = page.eval_on_selector_all(
                "button.area",
                "bs => bs.map(b => { const r = b.getBoundingClientRect();"
                " return [r.width, r.height]; })",
            )
            state = current_state(page)
            assert len(sizes) == 5 * len([c for c in state.market if c is not None])
            assert min(min(w, h) for w, h in sizes) >= 44, sizes
            expected = {s["seat"]: s["total"] for s in scores_now(view(state, state.to_act))}
            assert dict(page.evaluate(_SCORES_SHOWN)) == expected, info
        checked.append(info["screen"])

    state = play_to_the_end(
        page,
        random.Random(players),
        reload_every=17 if players == 3 else 0,
        each=fits_one_phone_screen,
    )
    assert state.over
    assert len(checked) >= 24 * players
    check_result(page, state)
    assert page.page_errors == []
    if players == 2:
        # The page's and the worker's requests (the fixture records the context's).
        requested: list[str] = page.requested_urls  # type: ignore[attr-defined]
        assert any(url.endswith(".wasm") for url in requested)  # the worker's are in it
        assert [url for url in requested if not url.startswith(served)] == []
        game_over_offers_a_rematch_with_the_same_players(page, state)


def game_over_offers_a_rematch_with_the_same_players(page: Page, finished: State) -> None:
    assert page.text_content("header.bar").strip().startswith("Game over")
    assert page.locator("button[data-new-game]").count() == 1
    page.click("button[data-rematch]")
    wait_for_screen(page, ("handoff",))
    again = saves.load(page.evaluate(_NEWEST_SAVE))
    assert again.moves() == [] and again.config.names == finished.config.names
    assert again.config.variant == finished.config.variant
    assert again.deck != finished.deck  # a new deal
    # The finished game is kept beside the new one.
    assert (
        page.evaluate(
            "() => Object.keys(localStorage).filter(k => k.startsWith('golden-sails:game:')).length"
        )
        == 2
    )


# Where the table, your piles, the others' rows and the log lie: [left, top, right, bottom].
_BOXES = """() => Object.fromEntries(['.market', '.mine', '.others', '.side-log'].map(s => {
  const r = document.querySelector(s).getBoundingClientRect();
  return [s, [r.left, r.top, r.right, r.bottom]];
}))"""


@pytest.mark.parametrize("width", [1024, 1280])
def test_a_wide_screen_sets_the_table_the_players_and_the_log_side_by_side(
    page: Page, served: str, width: int
) -> None:
    """Issue 25: at 1024 px and wider the whole table is on one screen with the
    players and the log beside it (not under it, not a pop-up), and the table
    takes more than a third of the width: two cards a row, each a phone card's size."""
    height = 768 if width == 1024 else 800
    page.set_viewport_size({"width": width, "height": height})
    start_people(page, served, 4, seed=3)
    page.click("button[data-handoff]")
    wait_for_screen(page, ("play",))
    boxes = page.evaluate(_BOXES)
    market, mine, others, log = (boxes[k] for k in (".market", ".mine", ".others", ".side-log"))
    assert mine[0] >= market[2] and others[0] >= market[2] and log[0] >= market[2], boxes
    assert log[1] < height, boxes  # on the first screen, beside the table
    assert market[2] - market[0] > width / 2, boxes
    cards = page.eval_on_selector_all(
        ".card",
        "cs => cs.map(c => { const r = c.getBoundingClientRect(); return [r.top, r.width]; })",
    )
    assert len(cards) == 4 and len({round(top) for top, _ in cards}) == 2  # two rows of two
    assert min(w for _, w in cards) >= 330, cards
    lines = page.locator(".side-log li").count()
    assert lines >= 1 and page.inner_text(".side-log h2") == f"Game log ({lines})"
    assert page.evaluate("() => document.documentElement.scrollHeight") <= height


def test_an_area_explains_what_it_would_bring_from_the_viewers_own_view(
    page: Page, served: str
) -> None:
    """A long press (here: the context menu, as a long press on a phone) on an
    Area shows how that Good scores and what it would change for the viewer:
    the rules core's words for his own view; a tap on it still plays."""
    start_people(page, served, 3, seed=8)
    page.click("button[data-handoff]")
    wait_for_screen(page, ("play",))
    state = current_state(page)
    notes = area_notes(view(state, state.to_act))
    area = page.locator(".card[data-slot='1'] button[data-area='gems']")
    area.click(button="right")
    page.wait_for_selector("[data-area-note]")
    assert page.text_content("[data-area-note]") == notes["1"]["gems"]
    assert notes["1"]["gems"].startswith("As a Gem: ")
    assert screen_of(page)["screen"] == "play"  # the press played nothing
    assert current_state(page).moves() == []
    page.keyboard.press("Escape")
    assert page.locator("[data-area-note]").count() == 0


def _contrast(fg: list[float], bg: list[float]) -> float:
    def lum(rgb: list[float]) -> float:
        out = []
        for c in rgb[:3]:
            c /= 255
            out.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
        return 0.2126 * out[0] + 0.7152 * out[1] + 0.0722 * out[2]

    a, b = sorted((lum(fg), lum(bg)), reverse=True)
    return (a + 0.05) / (b + 0.05)


_BORDERS = """() => {
  const rgb = (s) => (s.match(/[\\d.]+/g) || []).map(Number);
  const out = [];
  for (const el of document.querySelectorAll('button, select, input[type=text]')) {
    const st = getComputedStyle(el);
    if (st.display === 'none' || parseFloat(st.borderTopWidth) === 0) continue;
    let bg = null;
    for (let p = el.parentElement; p; p = p.parentElement) {
      const c = rgb(getComputedStyle(p).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) { bg = c; break; }
    }
    out.push([el.outerHTML.slice(0, 80), rgb(st.borderTopColor), bg || [255, 255, 255]]);
  }
  return out;
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_controls_borders_reach_3_to_1_against_their_background(
    page: Page, served: str, scheme: str
) -> None:
    """WCAG 1.4.11: a control's boundary stands out at 3:1 from what is behind it."""
    page.emulate_media(color_scheme=scheme)
    page.goto(served + "#/new?players=3")
    wait_for_screen(page, ("setup",))
    for html, border, background in page.evaluate(_BORDERS):
        assert _contrast(border, background) >= 3, (html, border, background)


_WATCH_FRAMES = """
window.__events = [];
window.__heights = [];  // the first frame's heights, and whether it had said it was up
addEventListener('message', (e) => {
  if (e.data && e.data.type === 'golden-sails:ready') window.__events.push('ready');
});
new MutationObserver((records) => {
  for (const r of records) {
    if (r.target.tagName !== 'IFRAME') continue;
    if (r.attributeName === 'src') window.__events.push('start');
    const first = r.target === document.querySelector('iframe.golden-sails');
    if (r.attributeName === 'height' && first) {
      window.__heights.push([Number(r.target.height), window.__events.includes('ready')]);
    }
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['src', 'height'] });
"""

_STARTED = (
    "() => [...document.querySelectorAll('iframe.golden-sails')]"
    ".filter(f => f.getAttribute('src')).length"
)

_LAST_STARTED = (
    "() => [...document.querySelectorAll('iframe.golden-sails')].pop().getAttribute('src')"
)


def test_the_embedding_example_starts_frames_one_at_a_time_when_seen(
    page: Page, served: str
) -> None:
    """Four frames never start four engines at once: a frame gets its page when
    scrolled into view or tapped, and only after the one before it is up; a frame
    that is starting keeps the height the page gave it, so its short "starting"
    screen does not pull the next frame into view; the example page asks for
    nothing that is not there (no 404, no favicon miss)."""
    missing: list[str] = []
    page.on("response", lambda r: missing.append(r.url) if r.status == 404 else None)
    page.add_init_script(_WATCH_FRAMES)
    page.set_viewport_size({"width": 800, "height": 700})
    page.goto(f"{served}embed-example.html")
    page.wait_for_function(f"() => ({_STARTED})() === 1")
    page.wait_for_function("() => window.__events.includes('ready')", timeout=180_000)
    page.wait_for_timeout(1000)
    assert page.evaluate(_STARTED) == 1  # the frames below the fold wait
    heights = page.evaluate("() => window.__heights")
    given = 640  # embed-example.html's height for the scene's frame
    assert heights and all(h >= given for h, up in heights if not up), heights
    assert heights[-1][1] and heights[-1][0] != given  # once up, it takes its content's
    # Tapping a waiting frame's button starts it. (Scrolling to the button may show
    # the frame above it, which may then start first, being seen: never side by side.)
    page.locator("button.frame-start").last.click()
    page.wait_for_function(_LAST_STARTED, timeout=180_000)
    events = page.evaluate("() => window.__events")
    assert events[:3] == ["start", "ready", "start"], events
    for at in range(len(events) + 1):
        assert events[:at].count("start") - events[:at].count("ready") <= 1, events
    assert missing == []


def test_a_frame_seen_then_scrolled_past_waits_to_be_seen_again(page: Page, served: str) -> None:
    """A reader who scrolls through the example page while its first frame starts,
    and back up, does not start the frames they only passed: each starts when it
    is in view at its turn."""
    held: list[Any] = []

    # The first frame's page waits here until the reader has scrolled down and up.
    def embed(url: str) -> bool:
        return "embed=1" in url

    page.route(embed, lambda route: held.append(route))
    page.add_init_script(_WATCH_FRAMES)
    page.set_viewport_size({"width": 800, "height": 700})
    page.goto(f"{served}embed-example.html")
    page.wait_for_function(f"() => ({_STARTED})() === 1")
    frames = page.locator("iframe.golden-sails")
    frames.last.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    page.evaluate("() => window.scrollTo(0, 0)")
    page.wait_for_timeout(300)
    for route in held:
        route.continue_()
    page.unroute(embed)
    page.wait_for_function("() => window.__events.includes('ready')", timeout=180_000)
    page.wait_for_timeout(1000)
    assert page.evaluate(_STARTED) == 1
    frames.last.scroll_into_view_if_needed()
    page.wait_for_function(_LAST_STARTED, timeout=180_000)


def test_the_score_pad_scrolls_to_its_result_and_draws_examples_as_buttons(
    page: Page, served: str
) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(served + "#/score")
    wait_for_screen(page, ("scorepad",))
    page.click("[data-pad-seat='0'] button[data-add-gem='3']")
    page.click("button[data-score]")
    page.wait_for_selector("[data-score-sheet][data-scored]")
    page.wait_for_function(
        "() => { const r = document.querySelector('[data-score-sheet]').getBoundingClientRect();"
        " return r.top >= -1 && r.top < innerHeight / 2; }"
    )
    page.click(".pad-examples summary")
    link = page.locator("a[data-example]").first
    style: Any = link.evaluate(
        "a => { const s = getComputedStyle(a); return [s.borderTopWidth, s.minHeight, s.display]; }"
    )
    assert style[0] != "0px" and style[1] == "44px" and "flex" in style[2]
