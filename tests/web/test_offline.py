"""Offline and installable, in real Chromium: the service worker precaches the
whole app (headers kept), the app starts and plays with the server stopped, in a
reload and in a new tab (its engine from the snapshot the first visit kept), and
an update from build A to build B installs beside A, says a new version is
ready, switches on the next start, deletes A's cache, keeps the game saved
under A playable, and does not start B's engine from A's snapshot.  Without a browser: the manifest,
its icons, sw.js's precache list and the headers they get."""

from __future__ import annotations

import json
import random
import re
import struct
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page
from test_play_through import act, current_state, start_game
from web_helpers import (
    RunningServer,
    engine_ready,
    screen_of,
    snapshot_news,
    stored_snapshot_build,
    wait_for_screen,
)

from buildtools.compress import is_compressed_copy
from buildtools.context_page import OUT as CONTEXT_DIR
from buildtools.headers import header_rules, headers_for
from buildtools.offline import MANIFEST, SERVICE_WORKER, precache_urls
from buildtools.runtime import PAGE_RUNTIME_FILES, UNUSED_BY_PAGE


@pytest.fixture
def context(browser: Any) -> Iterator[Any]:
    made = browser.new_context(service_workers="allow")
    yield made
    made.close()


def wait_for_control(page: Page) -> None:
    page.wait_for_function("() => Boolean(navigator.serviceWorker.controller)", timeout=90_000)


def offline_caches(page: Page) -> list[str]:
    """The service worker's caches (not the engine's snapshot, snapshot.js's own)."""
    names: list[str] = page.evaluate("() => caches.keys()")
    return sorted(name for name in names if name.startswith("golden-sails-"))


def moves_made(page: Page) -> int:
    """Moves in every saved game together (a tab may hold more than one game)."""
    return int(
        page.evaluate("""() => Object.keys(localStorage).reduce((n, k) => {
        let v;
        try { v = JSON.parse(localStorage.getItem(k)); } catch { return n; }
        const save = v && v.save && v.save.format === 'golden-sails-save' ? v.save : null;
        return n + (save ? save.moves.length : 0);
      }, 0)""")
    )


def play_a_move(page: Page, rng: random.Random) -> None:
    """Steps until one more move is in the save (a handoff tap is not a move)."""
    before = moves_made(page)
    for _ in range(4):
        act(page, rng)
        if moves_made(page) > before:
            return
    raise AssertionError("no move was made")


# --- Without a browser -----------------------------------------------------------


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_the_manifest_names_the_app_and_its_icons(site: Any) -> None:
    manifest = json.loads((site.root / MANIFEST).read_text())
    assert manifest["name"] == "Golden Sails"
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == manifest["scope"] == "./"
    assert manifest["theme_color"].startswith("#")
    icons = {(i["sizes"], i["purpose"], i["type"]) for i in manifest["icons"]}
    assert {
        ("any", "any", "image/svg+xml"),
        ("192x192", "any", "image/png"),
        ("512x512", "any", "image/png"),
        ("512x512", "maskable", "image/png"),
    } <= icons
    for icon in manifest["icons"]:
        path = site.root / icon["src"]
        assert path.is_file(), icon
        if icon["type"] == "image/png":
            width, height = (int(n) for n in icon["sizes"].split("x"))
            assert png_size(path) == (width, height)
    assert png_size(site.root / site.assets["icons/apple-touch-icon-180.png"]) == (180, 180)
    page = (site.root / "index.html").read_text()
    assert f'<link rel="manifest" href="{MANIFEST}">' in page
    assert 'rel="apple-touch-icon"' in page


def test_the_service_worker_precaches_every_file_the_app_needs(site: Any) -> None:
    text = (site.root / SERVICE_WORKER).read_text()
    assert "__VERSION__" not in text and "__PRECACHE__" not in text
    assert f'const VERSION = "{site.offline_version}";' in text
    files = sorted(
        p.relative_to(site.root).as_posix()
        for p in site.root.rglob("*")
        if p.is_file() and p.name != SERVICE_WORKER and not is_compressed_copy(p)
    )
    # All but Pyodide's published standard library and the lock file, which the
    # page never fetches (the lock comes inside runtime.json), and the .br/.gz
    # copies, which are the same files as the server sends them.
    unused = [f"{site.runtime_url}{name}" for name in UNUSED_BY_PAGE]
    assert unused == [f"{site.runtime_url}{name}" for name in ("python_stdlib.zip",
                                                               "pyodide-lock.json")]
    assert set(unused) <= set(files)
    assert any(url.startswith("assets/content/lessons/") for url in files)  # the built lessons
    # Another language's content but its index: fetched when the page speaks it.
    other = [f for f in files if re.match(r"assets/content/(de|fr|es|pl)/", f)
             and not re.match(r"assets/content/../index\.", f)]
    assert other and all("/lessons/" in f or "/rules." in f or "/examples." in f for f in other)
    unused += other
    # The catalog in context, for translators (context_page.py): not the app's.
    translators = [f for f in files if f.startswith(f"{CONTEXT_DIR}/")]
    assert f"{CONTEXT_DIR}/de.html" in translators
    unused += translators
    wanted = sorted("./" if f == "index.html" else f for f in files if f not in unused)
    assert sorted(precache_urls(site.root)) == wanted
    for name in (*PAGE_RUNTIME_FILES, "runtime.json"):
        assert f'"{site.runtime_url}{name}"' in text
    assert not any(f'"{url}"' in text for url in unused)
    assert '"./"' in text and f'"{MANIFEST}"' in text


def test_the_service_worker_and_manifest_get_their_headers() -> None:
    rules = header_rules()
    sw = headers_for("/sw.js", rules)
    assert sw["Cache-Control"] == "no-cache"
    manifest = headers_for("/manifest.webmanifest", rules)
    assert manifest["Content-Type"] == "application/manifest+json"
    assert manifest["Cache-Control"] == "no-cache"


# --- In Chromium -----------------------------------------------------------------


def test_a_first_visit_downloads_pyodide_once(
    profile_page: Any, serve_site: Any, site: Any
) -> None:
    """The service worker's precache copies the runtime from the HTTP cache (a
    returning visitor's disk profile), not from the network a second time."""
    running = serve_site()
    profile_page.goto(running.url)
    wait_for_screen(profile_page, ("home",))
    wait_for_control(profile_page)
    # Control means the install, and so the whole precache, is done.
    sent: dict[str, int] = {}
    for path, _size in running.site.served:
        sent[path] = sent.get(path, 0) + 1
    runtime = {p: n for p, n in sent.items() if p.startswith(f"/{site.runtime_url}")}
    assert any(p.endswith(".wasm") for p in runtime)
    assert {p: n for p, n in runtime.items() if n > 1} == {}


def test_the_app_starts_and_plays_with_the_server_stopped(
    context: Any, server: RunningServer, site: Any
) -> None:
    rng = random.Random(5)
    page = context.new_page()
    start_game(page, server.url, 2)
    assert snapshot_news(page)["stored"] is True  # the engine's start, kept (snapshot.js)
    wait_for_control(page)
    play_a_move(page, rng)
    assert offline_caches(page) == [f"golden-sails-{site.offline_version}"]
    # Each response is kept as it came: Pyodide's start-up needs the wasm's type.
    wasm_type = page.evaluate(
        """url => caches.match(url).then(r => r && r.headers.get('Content-Type'))""",
        f"{server.url}{site.runtime_url}pyodide.asm.wasm",
    )
    assert wasm_type == "application/wasm"

    server.stop()
    page.reload()
    wait_for_screen(page, ("handoff", "play", "scoring"))  # a reload resumes the game
    # Offline, the engine starts from the snapshot of the first visit.
    assert engine_ready(page) == {"from": "snapshot"}
    play_a_move(page, rng)

    tab = context.new_page()
    start_game(tab, server.url, 3)
    assert engine_ready(tab) == {"from": "snapshot"}
    play_a_move(tab, rng)
    assert tab.evaluate("() => document.body.dataset.build") == site.version


@pytest.fixture
def site_b(site: Any, next_deploy: Any) -> Any:
    """Build B: the same app with one CSS comment more, the next deploy (conftest's,
    built once per session)."""
    assert next_deploy.offline_version != site.offline_version
    return next_deploy


def played_under_a_then_b_deployed(
    context: Any, server: RunningServer, site_b: Any, players: int, rng: random.Random
) -> tuple[Page, list[Any]]:
    """A game started and played a little under build A, then B deployed and the
    page reloaded (A's page, from A's cache), until it says B is ready.
    Returns the page and the moves saved under A."""
    page = context.new_page()
    start_game(page, server.url, players)
    assert snapshot_news(page)["stored"] is True  # build A's start, kept
    wait_for_control(page)
    play_a_move(page, rng)
    play_a_move(page, rng)
    saved = current_state(page).moves()
    server.site.root = site_b.root  # the deploy: same origin, new files
    page.reload()  # build A's page, from A's cache; it finds B's service worker
    page.wait_for_selector("[data-banner=update] button[data-update-now]", timeout=60_000)
    return page, saved


def test_an_update_installs_beside_and_keeps_the_saved_game(
    context: Any, server: RunningServer, site: Any, site_b: Any
) -> None:
    old_cache, new_cache = (f"golden-sails-{s.offline_version}" for s in (site, site_b))
    rng = random.Random(6)
    page, saved = played_under_a_then_b_deployed(context, server, site_b, 2, rng)
    assert "a new version is ready" in page.inner_text("[data-banner=update]").lower()
    assert page.evaluate("() => document.body.dataset.build") == site.version
    page.wait_for_function(
        "names => caches.keys().then(k => names.every(n => k.includes(n)))",
        arg=[old_cache, new_cache],
    )

    # The next start: every tab of A closed, the app opened again.
    page.close()
    page = context.new_page()
    for _ in range(20):
        page.goto(server.url)
        if page.evaluate("() => document.body.dataset.build") == site_b.version:
            break
        time.sleep(0.25)
    assert page.evaluate("() => document.body.dataset.build") == site_b.version
    wait_for_screen(page, ("home",))
    # B's first start: A's snapshot is not used, and B keeps its own in its place.
    start = engine_ready(page)
    assert start["from"] == "scratch"
    assert start["refused"].startswith(f"it was made by another build ({site.version}, "), start
    assert snapshot_news(page)["stored"] is True
    assert stored_snapshot_build(page) == site_b.version
    page.wait_for_function(
        "name => caches.keys().then(k => k.filter(n => n.startsWith('golden-sails-')))"
        ".then(k => k.length === 1 && k[0] === name)",
        arg=new_cache,
    )
    page.click("[data-saved-game] button[data-resume]")
    wait_for_screen(page, ("handoff", "play", "scoring"))
    assert current_state(page).moves() == saved
    play_a_move(page, rng)


def test_restart_now_switches_to_the_new_version_on_the_same_game(
    context: Any, server: RunningServer, site: Any, site_b: Any
) -> None:
    rng = random.Random(8)
    page, saved = played_under_a_then_b_deployed(context, server, site_b, 3, rng)
    before = screen_of(page)
    assert page.evaluate("() => document.body.dataset.build") == site.version
    # The tap: B takes over and the page reloads itself, on the same game; a reload
    # is a cold start, so on its handoff (D19).
    with page.expect_navigation(timeout=60_000):
        page.click("[data-banner=update] button[data-update-now]")
    page.wait_for_function(
        "v => document.body.dataset.build === v", arg=site_b.version, timeout=60_000
    )
    wait_for_screen(page, ("handoff", "play", "scoring"))
    assert screen_of(page)["screen"] == "handoff" and screen_of(page)["viewer"] == ""
    assert screen_of(page)["round"] == before["round"]
    assert current_state(page).moves() == saved
    assert page.locator("[data-banner=update]").count() == 0
    play_a_move(page, rng)
    assert len(current_state(page).moves()) > len(saved)


IPHONE_SAFARI = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"
)


def test_ios_safari_is_told_about_its_7_days_by_the_saved_games(
    browser: Any, context: Any, served: str
) -> None:
    iphone = browser.new_context(user_agent=IPHONE_SAFARI, viewport={"width": 390, "height": 844})
    try:
        page = iphone.new_page()
        page.goto(served)
        wait_for_screen(page, ("home",))
        note = page.locator(".saved-games [data-ios-storage-note]")
        note.wait_for()
        assert "7 days" in note.inner_text() and "Export" in note.inner_text()
    finally:
        iphone.close()
    page = context.new_page()  # not iOS: no note
    page.goto(served)
    wait_for_screen(page, ("home",))
    assert page.locator("[data-ios-storage-note]").count() == 0
