"""Start-up in real Chromium: the home screen drawn before the engine, an
action waiting for it, <html data-engine> going starting -> ready (failed on
the error screen), the engine's start kept as a memory snapshot and restored,
and every way a stored snapshot can be wrong (another build, corrupt, cut
short, a restore that throws, no room to store it) ending in a start from
scratch that plays; an embed's snapshot kept apart, in its host page's
storage.  docs/fast-start.md tells the design."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page
from test_play_through import act, start_game
from web_helpers import (
    SNAPSHOT_CACHE,
    RunningServer,
    engine_ready,
    screen_of,
    snapshot_news,
    wait_for_screen,
)

# Every value <html data-engine> takes, in order, from the page's first byte.
ENGINE_STEPS = """
window.__engineSteps = [];
new MutationObserver(() => {
  const value = document.documentElement && document.documentElement.dataset.engine;
  if (value && window.__engineSteps.at(-1) !== value) window.__engineSteps.push(value);
}).observe(document, {subtree: true, childList: true, attributes: true,
                      attributeFilter: ['data-engine']});
"""

# The stored snapshot's body changed in place, as a broken disk or another
# build would leave it.  Its layout is engine/snapshot.js's: the digest at 8..39,
# the header's length at 40, the header (JSON) at 44, Pyodide's bytes last.
TAMPER = """async ({cacheName, how}) => {
  const cache = await caches.open(cacheName);
  const [key] = await cache.keys();
  let body = new Uint8Array(await (await cache.match(key)).arrayBuffer());
  const headerLength = new DataView(body.buffer).getUint32(40, true);
  const header = JSON.parse(new TextDecoder().decode(body.subarray(44, 44 + headerLength)));
  const memoryAt = body.length - header.memory;
  const redigest = async () => body.set(
    new Uint8Array(await crypto.subtle.digest('SHA-256', body.subarray(40))), 8);
  if (how === 'flip') body[memoryAt + Math.floor(header.memory * 0.6)] ^= 0xff;
  if (how === 'cut') body = body.slice(0, body.length - 65536);
  // A write that stopped half-way, or before its first byte.
  if (how === 'half') body = body.slice(0, Math.floor(body.length / 2));
  if (how === 'empty') body = new Uint8Array(0);
  if (how === 'not-pyodide') {
    // Pyodide's own header refuses it, though every check of ours passes.
    new DataView(body.buffer).setUint32(memoryAt, 0, true);
    await redigest();
  }
  await cache.put(key, new Response(body));
  return body.length;
}"""


@pytest.fixture
def context(browser: Any) -> Iterator[Any]:
    """A context of its own storage, without the service worker: the snapshot alone."""
    made = browser.new_context(service_workers="block")
    made.add_init_script(ENGINE_STEPS)
    yield made
    made.close()


def stored_keys(page: Page) -> list[str]:
    keys: list[str] = page.evaluate(
        "name => caches.open(name).then(c => c.keys()).then(k => k.map(r => r.url))",
        SNAPSHOT_CACHE,
    )
    return keys


def visit(page: Page, url: str) -> dict[str, Any]:
    page.goto(url)
    wait_for_screen(page, ("home",))
    return engine_ready(page)


def plays(page: Page, url: str, seed: int) -> None:
    """A new game started through the page, and a few steps of it played."""
    start_game(page, url, 2)
    rng = random.Random(seed)
    for _ in range(4):
        act(page, rng)
    assert screen_of(page)["screen"] in ("handoff", "play"), page.inner_text("body")


def first_visit_keeps_its_start(page: Page, url: str) -> None:
    start = visit(page, url)
    assert start == {"from": "scratch"}
    news = snapshot_news(page)
    assert news["stored"] is True, news
    assert news["bytes"] > 10_000_000  # Python's whole memory
    assert stored_keys(page) == [f"{url}engine-snapshot"]


# --- The home screen before the engine --------------------------------------------


def hold(page: Page, site: Any) -> list[Any]:
    """Pyodide's WebAssembly held back (the engine cannot start); the held requests."""
    held: list[Any] = []
    page.route(f"**/{site.runtime_url}pyodide.asm.wasm", lambda route: held.append(route))
    return held


def release(page: Page, site: Any, held: list[Any]) -> None:
    for _ in range(600):
        if held:
            break
        page.wait_for_timeout(100)
    assert held, "the worker never asked for pyodide.asm.wasm"
    for route in held:
        route.continue_()
    page.unroute(f"**/{site.runtime_url}pyodide.asm.wasm")


def test_home_is_drawn_before_the_engine_and_an_action_waits_for_it(
    context: Any, server: RunningServer, site: Any
) -> None:
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    # The engine cannot start while Pyodide's WebAssembly is held back.
    held = hold(page, site)
    page.goto(server.url)
    wait_for_screen(page, ("home",), timeout=10_000)
    assert page.evaluate("() => document.documentElement.dataset.engine") == "starting"
    assert page.locator("button[data-new-game]").count() == 1
    assert page.locator("a[data-open-scorepad]").count() == 1
    assert page.locator("a[data-open-scene]").count() >= 1
    wait = page.locator("[data-engine-wait]")
    assert wait.is_hidden()

    # The form needs only the words built into the page; starting needs the engine.
    page.click("button[data-new-game]")
    wait_for_screen(page, ("setup",), timeout=10_000)
    assert page.locator("select[name=variant] option").count() == 3
    page.click("button[data-start]")
    wait.wait_for(state="visible", timeout=10_000)
    assert "step 1 of 4" in wait.inner_text()
    assert screen_of(page)["screen"] == "setup"
    assert page.evaluate("() => document.documentElement.dataset.engine") == "starting"

    release(page, site, held)
    wait_for_screen(page, ("handoff",), timeout=120_000)
    assert engine_ready(page)["from"] == "scratch"
    assert wait.is_hidden()
    assert page.evaluate("() => window.__engineSteps") == ["starting", "ready"]
    assert errors == []


def test_the_home_screen_lists_saved_games_with_their_words_before_the_engine(
    context: Any, server: RunningServer, site: Any
) -> None:
    page = context.new_page()
    plays(page, server.url, 3)  # one saved game
    held = hold(page, site)
    page.goto(server.url)
    wait_for_screen(page, ("home",), timeout=10_000)
    assert page.evaluate("() => document.documentElement.dataset.engine") == "starting"
    saved = page.locator("[data-saved-game]")
    assert saved.count() == 1
    assert "Standard" in saved.inner_text()
    # Resuming needs the engine: it waits, then opens the game.
    page.click("[data-saved-game] button[data-resume]")
    page.locator("[data-engine-wait]").wait_for(state="visible", timeout=10_000)
    release(page, site, held)
    wait_for_screen(page, ("handoff", "play"), timeout=120_000)


def test_data_engine_is_failed_on_the_error_screen(
    browser: Any, serve_site: Any, site: Any
) -> None:
    wheel = next(p.name for p in (site.root / site.runtime_url).glob("golden_sails-*.whl"))
    failing = serve_site(replaced={f"/{site.runtime_url}{wheel}": None})
    made = browser.new_context(service_workers="block")
    made.add_init_script(ENGINE_STEPS)
    try:
        page = made.new_page()
        page.goto(failing.url)
        wait_for_screen(page, ("error",), timeout=120_000)
        assert page.evaluate("() => document.documentElement.dataset.engine") == "failed"
        assert page.evaluate("() => window.__engineSteps") == ["starting", "failed"]
        text = page.inner_text("[data-screen=error]")
        assert "The game engine could not start." in text
        assert f"packages: {wheel} could not be fetched (HTTP 404)" in text
    finally:
        made.close()


# --- The snapshot ---------------------------------------------------------------------


def test_the_start_is_kept_as_a_snapshot_and_restored_next_time(
    context: Any, server: RunningServer, site: Any
) -> None:
    page = context.new_page()
    first_visit_keeps_its_start(page, server.url)
    served = [path for path, _ in server.site.served]
    wheel = next(p for p in served if p.endswith(".whl"))

    server.site.served.clear()
    assert visit(page, server.url) == {"from": "snapshot"}
    # Restored, the rules need no wheel: Python's memory holds them imported.
    assert wheel not in [path for path, _ in server.site.served]
    plays(page, server.url, 5)
    # A start from the snapshot stores nothing new: one entry, this build's.
    assert stored_keys(page) == [f"{server.url}engine-snapshot"]
    assert page.evaluate("() => performance.getEntriesByName('golden-sails:snapshot').length") == 0


def test_a_reload_the_moment_the_engine_is_ready_restores_the_snapshot_and_plays(
    context: Any, server: RunningServer
) -> None:
    """Issue 18: a reload the instant the page says the engine is ready (no wait
    for the snapshot's news) finds the start kept, since the worker stores it
    before it says it is ready; and the reloaded page plays.  <html data-engine>
    goes starting, then ready (checked on this start: a start from scratch is
    dear, so it is not paid for in a test of its own)."""
    page = context.new_page()
    assert visit(page, server.url) == {"from": "scratch"}
    assert page.evaluate("() => window.__engineSteps") == ["starting", "ready"]
    page.reload()
    wait_for_screen(page, ("home",))
    assert engine_ready(page) == {"from": "snapshot"}
    plays(page, server.url, 4)


def test_a_snapshot_of_another_build_is_not_used(
    context: Any, server: RunningServer, next_deploy: Any
) -> None:
    page = context.new_page()
    first_visit_keeps_its_start(page, server.url)
    site_b = next_deploy
    server.site.root = site_b.root  # the next deploy, on the same origin
    start = visit(page, server.url)
    assert page.evaluate("() => document.body.dataset.build") == site_b.version
    assert start["from"] == "scratch"
    assert re.fullmatch(r"it was made by another build \(\w+, Pyodide [\d.]+\)", start["refused"])
    assert snapshot_news(page)["stored"] is True  # build B's own, in its place
    plays(page, server.url, 6)
    assert visit(page, server.url) == {"from": "snapshot"}


# The stored snapshot read by the page's own engine/snapshot.js (as the worker
# reads it at its start): whether it is used or refused and why, and how many
# entries the cache keeps after.  The good bytes are kept aside, as window.__good.
READ_STORED = """async ({moduleUrl, runtimeJson, key, cacheName, keep}) => {
  const cache = await caches.open(cacheName);
  if (keep) window.__good = await (await cache.match(key)).arrayBuffer();
  const { readSnapshot } = await import(moduleUrl);
  const pyodide = (await (await fetch(runtimeJson)).json()).pyodide;
  const found = await readSnapshot({ key, build: document.body.dataset.build, pyodide });
  let verified = null;
  if (found.snapshot) verified = await found.snapshot.verified.then(() => true, () => false);
  return { refused: found.refused ?? null, verified, kept: (await cache.keys()).length };
}"""

PUT_BACK = """async ({key, cacheName}) => {
  await (await caches.open(cacheName)).put(key, new Response(window.__good));
}"""


def refused_on_restore(page: Page, url: str, how: str, refused: str) -> None:
    """The stored snapshot tampered `how`: the worker tries it, Pyodide's restore
    fails, and the start goes on from scratch, keeps a good one, and plays."""
    page.evaluate(TAMPER, {"cacheName": SNAPSHOT_CACHE, "how": how})
    start = visit(page, url)
    assert start["from"] == "scratch"
    assert re.fullmatch(refused, start["refused"]), start
    assert snapshot_news(page)["stored"] is True  # a good one replaces it
    plays(page, url, 7)
    assert visit(page, url) == {"from": "snapshot"}


def test_a_bad_snapshot_means_a_start_from_scratch_that_plays(
    context: Any, server: RunningServer, site: Any
) -> None:
    """Every way a stored snapshot can be bad.  Those only a restore finds (its
    digest, Pyodide's own header) are each refused by a real start, which goes
    on from scratch and plays.  Those the reading refuses before any restore (cut
    short, half written, empty) are refused by the page's own engine/snapshot.js,
    read as the worker reads it, and dropped from the cache; the worker's start
    from scratch on a refusal is the same as for a snapshot of another build
    (test_a_snapshot_of_another_build_is_not_used).  One engine's first start
    serves them all: a start from scratch is the dearest thing here."""
    page = context.new_page()
    first_visit_keeps_its_start(page, server.url)
    refused_on_restore(
        page,
        server.url,
        "flip",
        r"it did not restore: the stored snapshot is corrupt \(its digest does not match\)",
    )
    refused_on_restore(
        page, server.url, "not-pyodide", r"it did not restore: Snapshot has invalid magic number"
    )

    key = f"{server.url}engine-snapshot"
    read = {
        "moduleUrl": server.url + site.assets["js/engine/snapshot.js"],
        "runtimeJson": f"{server.url}{site.runtime_url}runtime.json",
        "key": key,
        "cacheName": SNAPSHOT_CACHE,
    }
    # The good one, as a control: used, its digest verified, kept.
    good = page.evaluate(READ_STORED, {**read, "keep": True})
    assert good == {"refused": None, "verified": True, "kept": 1}, good
    for how, refused in (
        ("cut", r"it is cut short or overlong \(\d+ bytes\)"),
        ("half", r"it is cut short or overlong \(\d+ bytes\)"),
        ("empty", r"it is not a snapshot of this format"),
    ):
        page.evaluate(TAMPER, {"cacheName": SNAPSHOT_CACHE, "how": how})
        found = page.evaluate(READ_STORED, {**read, "keep": False})
        assert found["verified"] is None and found["kept"] == 0, (how, found)
        assert re.fullmatch(refused, found["refused"]), (how, found)
        page.evaluate(PUT_BACK, {"key": key, "cacheName": SNAPSHOT_CACHE})


def test_no_room_for_the_snapshot_leaves_the_start_as_it_was(
    context: Any, server: RunningServer
) -> None:
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    origin = server.url.rstrip("/")
    cdp.send("Storage.overrideQuotaForOrigin", {"origin": origin, "quotaSize": 4_000_000})
    assert visit(page, server.url) == {"from": "scratch"}
    news = snapshot_news(page)
    assert news["stored"] is False
    assert news["reason"].startswith("QuotaExceededError"), news
    plays(page, server.url, 8)
    assert visit(page, server.url) == {"from": "scratch"}  # nothing stored, nothing refused
    assert stored_keys(page) == []


def framed_app(page: Page, app_url: str) -> Any:
    """The app's frame on the page, once it has drawn its first screen."""
    page.wait_for_selector("iframe")
    for _ in range(600):
        frames = [f for f in page.frames if f.url.startswith(f"{app_url}?embed=1")]
        if frames:
            wait_for_screen(frames[0], ("scene",))
            return frames[0]
        page.wait_for_timeout(100)
    raise AssertionError(f"no frame of {app_url} on {page.url}")


def next_step(frame: Any) -> None:
    """A lesson's Next tapped, and its step 2 on screen."""
    frame.click("button[data-scene-next]")
    frame.wait_for_function("() => document.querySelector('[data-screen]').dataset.step === '2'")


def host_page(embed: str) -> bytes:
    """A page of a site that teaches the rules, framing a lesson."""
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A lesson</title>'
        f'</head><body><iframe width="400" height="700" src="{embed}"></iframe></body></html>'
    ).encode()


def test_an_embed_whose_host_opts_in_keeps_its_start_and_restores_it(
    context: Any, site: Any
) -> None:
    """A lesson framed by a page whose host lets it keep its start (store=1): its
    first start is kept, its next start restores it, and it stores nothing else
    (no saved game, no screen).  Without store=1 it keeps nothing at all
    (test_security.py)."""
    running = RunningServer(site.root, replaced={"/lesson.html": b""})
    running.site.replaced["/lesson.html"] = host_page(
        f"{running.url}?embed=1&store=1#/scene?name=experts"
    )
    try:
        page = context.new_page()
        page.goto(running.url + "lesson.html")
        frame = framed_app(page, running.url)
        assert engine_ready(frame) == {"from": "scratch"}
        assert snapshot_news(frame)["stored"] is True

        page.reload()
        frame = framed_app(page, running.url)
        assert engine_ready(frame) == {"from": "snapshot"}
        next_step(frame)
        assert frame.evaluate("() => localStorage.length") == 0
    finally:
        running.stop()


def test_an_embed_in_a_third_party_frame_without_storage_starts_from_scratch(
    context: Any, server: RunningServer, tmp_path: Any
) -> None:
    """A lesson framed by a page of another site (localhost and 127.0.0.1 are
    two): this Chromium refuses Cache Storage to such a frame (third-party
    storage blocked, as in a private window), so nothing is read or kept, and
    the lesson starts and plays as without a snapshot."""
    (tmp_path / "lesson.html").write_bytes(
        host_page(f"{server.url}?embed=1&store=1#/scene?name=experts")
    )
    host = RunningServer(tmp_path, rules=[])
    try:
        page = context.new_page()
        page.goto(host.url.replace("127.0.0.1", "localhost") + "lesson.html")
        frame = framed_app(page, server.url)
        start = engine_ready(frame)
        assert start["from"] == "scratch"
        assert start["refused"].startswith("Cache Storage could not be read (SecurityError"), start
        news = snapshot_news(frame)
        assert news["stored"] is False
        assert news["reason"].startswith("SecurityError"), news
        next_step(frame)
    finally:
        host.stop()
