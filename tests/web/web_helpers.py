"""Helpers for the web tests (the fixtures are in conftest.py)."""

from __future__ import annotations

import base64
import shutil
import threading
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from buildtools.headers import HeaderRule, header_rules
from buildtools.server import ServedSite, make_server
from buildtools.site import BuiltSite, build_site

ROOT = Path(__file__).resolve().parents[2]
# A page on the site's origin with nothing on it: every test server serves it.
BLANK = "__test__/blank.html"
BLANK_HTML = (
    b'<!doctype html><html lang="en"><head><meta charset="utf-8">'
    b'<link rel="icon" href="data:,"><title>blank</title></head><body></body></html>'
)


class RunningServer:
    """buildtools.server's server for a built site on a free port, as `build.py serve`
    runs it: under netlify.toml's header rules (or `rules`), with `replaced` URL paths
    answered with other bytes (None: a 404).

    url is "http://127.0.0.1:PORT/"; site is its ServedSite, whose .served
    lists the (URL path, bytes) sent, and whose .root a test may point at another
    build (the same origin's next deploy).  stop() ends it.
    """

    def __init__(
        self,
        root: Path,
        rules: list[HeaderRule] | None = None,
        replaced: dict[str, bytes | None] | None = None,
    ) -> None:
        self.site = ServedSite(
            root, header_rules() if rules is None else rules, replaced or {}, quiet=True
        )
        self.server = make_server(self.site, 0)
        self.url = f"http://127.0.0.1:{self.server.server_port}/"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.running = True

    def stop(self) -> None:
        if self.running:
            self.server.shutdown()
            self.server.server_close()
            self.running = False


def build_next_deploy(tmp: Path) -> BuiltSite:
    """The app built again into tmp/dist with one CSS comment more: the next
    deploy, whose assets, page and offline cache all get new hashes."""
    web = tmp / "web"
    shutil.copytree(ROOT / "web", web)
    css = web / "static" / "css" / "app.css"
    css.write_text(css.read_text() + "\n/* the next deploy */\n")
    return build_site(tmp / "dist", web)


def screen_of(page: Any) -> dict[str, str | None]:
    """The data- attributes of the [data-screen] element (the test contract's)."""
    found: dict[str, str | None] = page.evaluate(
        """() => { const r = document.querySelector('[data-screen]');
                   return r ? {...r.dataset} : {}; }"""
    )
    return found


# What a page shows when a wait ends without what it waited for: its screen,
# its engine's state, the banners, the busy marks on screen and an error
# screen's words.
_WHERE = """() => ({
  screen: {...(document.querySelector('[data-screen]')?.dataset || {})},
  engine: document.documentElement.dataset.engine || null,
  banners: [...document.querySelectorAll('[data-banner]')].map(b => b.textContent.trim()),
  busy: [...document.querySelectorAll('[aria-busy=true]')].map(b => b.outerHTML.slice(0, 120)),
  said: document.querySelector('[data-screen=error]')?.innerText.slice(0, 400) || null,
})"""


def where_page_is(page: Any) -> str:
    """A timed-out wait's account of the page, with the errors it logged."""
    try:
        found = page.evaluate(_WHERE)
    except Exception as err:  # a page closed or crashed says so
        found = f"(not readable: {err})"
    # record()'s lists (conftest.py), where the page has them
    errors = [
        error
        for name in ("page_errors", "console_errors")
        if isinstance(kept := getattr(page, name, None), list)
        for error in kept
    ]
    return f"the page shows {found}; its errors: {errors}"


def wait_for_screen(page: Any, names: tuple[str, ...], timeout: float = 90_000) -> str:
    """Until the page shows one of these screens; returns which.  A wait that
    times out fails naming what the page showed instead (a flake explained)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_function(
            "names => names.includes(document.querySelector('[data-screen]')?.dataset.screen)",
            arg=list(names),
            timeout=timeout,
        )
    except PlaywrightTimeout:
        raise AssertionError(
            f"no screen of {names} within {timeout / 1000:.0f} s: {where_page_is(page)}"
        ) from None
    screen = screen_of(page)["screen"]
    assert screen is not None
    return screen


def table_text(code: str) -> str:
    """A score-pad link's t= code (base64url, no padding) back to the table's JSON text."""
    return base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)).decode()


def foreign_requests(urls: list[str], base: str) -> list[str]:
    """The URLs not on base's origin (data: and blob: are the page's own)."""
    origin = urlsplit(base)[:2]
    return [
        url
        for url in urls
        if not url.startswith(("data:", "blob:")) and urlsplit(url)[:2] != origin
    ]


# --- The engine's start (web/static/js/app.js's performance marks) ----------------

SNAPSHOT_CACHE = "golden-sails:engine"  # web/static/js/engine/snapshot.js
STAGE_TIMES = {"worker", "runtime", "interpreter", "packages", "game"}


def engine_ready(page: Any) -> dict[str, Any]:
    """Once the engine is ready: how it started ({from, refused?}; its times checked)."""
    page.wait_for_function(
        "() => document.documentElement.dataset.engine === 'ready'", timeout=120_000
    )
    start: dict[str, Any] = page.evaluate(
        "() => performance.getEntriesByName('golden-sails:engine-ready')[0].detail"
    )
    times = start.pop("ms")
    assert set(times) == STAGE_TIMES and all(ms >= 0 for ms in times.values()), times
    return start


def snapshot_news(page: Any) -> dict[str, Any]:
    """Whether the snapshot made after this start was stored ({stored, bytes, reason})."""
    page.wait_for_function(
        "() => performance.getEntriesByName('golden-sails:snapshot').length > 0", timeout=120_000
    )
    news: dict[str, Any] = page.evaluate(
        "() => performance.getEntriesByName('golden-sails:snapshot')[0].detail"
    )
    return news


def stored_snapshot_build(page: Any) -> str | None:
    """The build that made the stored snapshot (its header's), or None when none is stored."""
    build: str | None = page.evaluate(
        """async (name) => {
          const cache = await caches.open(name);
          const [key] = await cache.keys();
          if (!key) return null;
          const body = new Uint8Array(await (await cache.match(key)).arrayBuffer());
          const length = new DataView(body.buffer).getUint32(40, true);
          return JSON.parse(new TextDecoder().decode(body.subarray(44, 44 + length))).build;
        }""",
        SNAPSHOT_CACHE,
    )
    return build


def move_attr(move: Any) -> str:
    """A move's button[data-move] value, as the page writes it (JSON.stringify of
    the move's JSON: its keys in Move.to_json's order, no spaces)."""
    import json

    return json.dumps(move.to_json(), separators=(",", ":"))


def lesson_onward(page: Any, name: str, step: int) -> None:
    """Go on from lesson `name`'s step `step` (1-based) as a learner does: a
    question answered right (the move the lesson goes on with), then Next; a
    move the step names, made on the table; else Next.  Does not wait."""
    from golden_sails.teach.lessons import LESSONS

    beat = LESSONS[name].beats[step - 1]
    if beat.question is not None:
        assert beat.move is not None
        page.click(f"button[data-move='{move_attr(beat.move)}']")
        page.wait_for_selector("[data-answer='right']")
        page.click("button[data-scene-next]")
    elif beat.move is not None:
        page.click("button[data-move]")
    else:
        page.click("button[data-scene-next]")
