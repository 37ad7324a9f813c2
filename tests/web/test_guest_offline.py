"""A guest's phone offline (issue 34, docs/phones.md): a join link opened once, online,
registers a service worker that keeps only what a guest needs (the page, its modules,
the QR code's drawer, the words of its language: sw.js?guest=<lang>), never Pyodide
nor the QR reader's wasm; the first visit stays within 300 KB, worker included; offline,
a join link then opens, reads a host's offer, shows its answer, and plays its seat.
The same phone opened as a host afterwards keeps the whole app, as any visitor's;
a guest's phone gets the next deploy as the app does.

Each browser test has a context and a server (an origin) of its own, as service
workers and caches persist; the host is the session's page (its engine warm), on
the session's server: a code is read from the link's hash, whatever site serves it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from phones_net import join, offer_of, open_pair, paste_answer, wait_connected
from web_helpers import (
    RunningServer,
    engine_ready,
    screen_of,
    snapshot_news,
    wait_for_screen,
)

from buildtools.js_words import read_words
from buildtools.offline import guest_precache, precache_urls
from golden_sails.model.i18n import LOCALE_DIR

FIRST_VISIT_BUDGET = 300_000  # issue 34: a guest's first visit sends at most 300 KB

# Every URL the service worker's caches hold (not the engine's snapshot, snapshot.js's own).
_CACHED = """async () => {
  const urls = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith('golden-sails-')) continue;
    for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
  }
  return urls;
}"""
_SCRIPT = "() => navigator.serviceWorker.controller && navigator.serviceWorker.controller.scriptURL"


def pyodide_or_reader(path: str) -> bool:
    """A file of the rules core's runtime, or of the QR reader (the host's, never a guest's)."""
    return "runtime/" in path or path.endswith(".wasm") or "barcode-detector" in path


def guest_files(site: Any, lang: str) -> set[str]:
    wanted = guest_precache(site.root, site.assets)
    return set(wanted["files"]) | set(wanted["languages"][lang])


def cached(page: Any, server: RunningServer) -> set[str]:
    """The cached URLs, relative to the site ("./" the page), as the precache lists name them."""
    return {url.removeprefix(server.url) or "./" for url in page.evaluate(_CACHED)}


def wait_for_control(page: Any, script: str) -> None:
    """Until the worker registered as `script` (sw.js or sw.js?guest=...) controls the page:
    its install, and so its precache, is done."""
    page.wait_for_function(
        "url => Boolean(navigator.serviceWorker.controller)"
        " && navigator.serviceWorker.controller.scriptURL === url",
        arg=script,
        timeout=90_000,
    )


@pytest.fixture
def context(browser: Any) -> Iterator[Any]:
    made = browser.new_context(service_workers="allow", locale="de-DE")
    made.requested = []  # every request, the service worker's too
    made.on("request", lambda request: made.requested.append(request.url))
    made.page_errors = []
    made.on("weberror", lambda error: made.page_errors.append(str(error.error)))
    yield made
    made.close()


# --- Without a browser -----------------------------------------------------------


def test_the_guests_set_is_the_pages_own_without_the_rules_core(site: Any) -> None:
    wanted = guest_precache(site.root, site.assets)
    everything = set(precache_urls(site.root))
    files = wanted["files"]
    assert len(files) == len(set(files)) and set(files) <= everything
    assert {"./", "manifest.webmanifest"} <= set(files)
    # The page's modules, the two a guest imports to join and to play, what they import:
    for source in (
        "js/app.js",
        "js/join-ctrl.js",
        "js/guest-ctrl.js",
        "js/engine/remote.js",
        "js/screens/join.js",
        "js/screens/play.js",
        "js/screens/scoring.js",
        "js/peers/qr.js",
        "vendor/qrcode.mjs",
        "css/app.css",
        "css/icons.css",
        "js/words/lang/en.js",
    ):
        assert site.assets[source] in files, source
    # Never the rules core, the engine's worker, the QR reader, the host's screens, the lessons.
    assert not [url for url in files if pyodide_or_reader(url)]
    for source in (
        "js/engine/worker.js",
        "js/peers/scan.js",
        "js/pair-ctrl.js",
        "js/game.js",
        "vendor/zxing_reader.wasm",
        "content/rules.json",
    ):
        assert site.assets[source] not in files, source
    assert not [url for url in files if url.startswith("assets/content/")]
    # Each language: its page's words and (but English, the page's own) its game words.
    assert set(wanted["languages"]) == {"en", "de", "fr", "es", "pl"}
    assert wanted["languages"]["en"] == []
    for lang in ("de", "fr", "es", "pl"):
        assert wanted["languages"][lang] == [
            site.assets[f"js/words/lang/{lang}.js"],
            site.assets[f"content/{lang}/index.json"],
        ]
        assert set(wanted["languages"][lang]) <= everything


def test_the_service_worker_holds_the_guests_set(site: Any) -> None:
    text = (site.root / "sw.js").read_text()
    start = text.index("const GUEST = ") + len("const GUEST = ")
    written, _ = json.JSONDecoder().raw_decode(text[start:])
    assert written == guest_precache(site.root, site.assets)


# --- In Chromium -----------------------------------------------------------------


def test_a_guest_joins_offline_after_one_visit(
    context: Any, page: Any, served: str, server: RunningServer, site: Any
) -> None:
    host = page
    open_pair(host, base=served)
    offer = offer_of(host, 1)
    link = server.url + offer[offer.index("#") :]  # the guest's own site, the host's code

    # The first visit, online: the join screen answers, and the worker keeps the guest's set.
    guest = context.new_page()
    guest.goto(link)
    guest.wait_for_selector("[data-join-answer]")
    wait_for_control(guest, f"{server.url}sw.js?guest=de")
    sent = server.site.served
    assert sum(size for _, size in sent) <= FIRST_VISIT_BUDGET, sent
    assert not [path for path, _ in sent if pyodide_or_reader(path)]
    assert cached(guest, server) == guest_files(site, "de")
    guest.close()

    # Offline: the join link opens from the cache, reads the host's code and answers it.
    # The site is gone too (Chromium's offline mode leaves the browser's own update check
    # of sw.js through): whatever the page shows came from its cache.
    server.stop()
    context.set_offline(True)
    guest = context.new_page()
    guest.goto(f"{server.url}#/join")
    wait_for_screen(guest, ("join",))
    assert guest.evaluate("() => document.documentElement.lang") == "de"
    guest.fill("textarea[data-join-offer]", offer)
    guest.click("button[data-join-apply]")
    guest.wait_for_selector("[data-join-answer]")
    assert str(guest.locator("[data-join-answer]").inner_text()).strip().startswith("GS1.")
    # Home, offline, on a phone that has only joined: no rules core kept, and the
    # error says so (Try again could not mend it), not that the engine failed.
    guest.goto(server.url)
    wait_for_screen(guest, ("error",))
    said = read_words(LOCALE_DIR)["de"]["words"]["fail.engine-guest-only"]
    assert guest.locator("[data-screen=error] .error-what").inner_text() == said
    guest.close()

    # A table's Wi-Fi without internet: the phones reach each other, never the site
    # (Chromium's offline mode holds WebRTC back too: an answer made under it connects
    # only slowly once it is lifted).  The link opens from the cache; the game starts,
    # and the guest plays its seat, its game's modules from the cache as well.
    context.set_offline(False)
    guest = context.new_page()
    paste_answer(host, 1, join(guest, link))
    wait_connected(host, guest, 1)
    host.click("button[data-pair-start]")
    guest.wait_for_selector("[data-screen][data-viewer='1']", timeout=60_000)
    assert screen_of(guest)["screen"] in ("play", "phone")  # its turn, or another's
    assert not [url for url in context.requested if pyodide_or_reader(url)]
    assert not [url for url in cached(guest, server) if pyodide_or_reader(url)]
    assert context.page_errors == []


def test_a_guests_phone_opened_as_a_host_keeps_the_whole_app(
    context: Any, server: RunningServer, site: Any
) -> None:
    guest = context.new_page()
    guest.goto(f"{server.url}#/join")
    wait_for_screen(guest, ("join",))
    wait_for_control(guest, f"{server.url}sw.js?guest=de")
    guest.close()

    # The app opened as ever: its worker adds the rest and takes over at once (the same
    # build: nothing to announce), its engine's start kept.
    app = context.new_page()
    app.goto(server.url)
    wait_for_screen(app, ("home",))
    assert snapshot_news(app)["stored"] is True
    wait_for_control(app, f"{server.url}sw.js")
    assert cached(app, server) == set(precache_urls(site.root))
    assert app.locator("[data-banner=update]").count() == 0

    # A join link on this phone now leaves the whole app cached (the set never narrows).
    join = context.new_page()
    join.goto(f"{server.url}#/join")
    wait_for_screen(join, ("join",))
    join.wait_for_function(
        """url => navigator.serviceWorker.getRegistration().then(r => r && !r.installing
             && !r.waiting && r.active && r.active.scriptURL === url)""",
        arg=f"{server.url}sw.js",
    )
    assert join.evaluate(_SCRIPT) == f"{server.url}sw.js"
    join.close()

    # The app starts with the server stopped, as test_offline's.
    server.stop()
    app.reload()
    wait_for_screen(app, ("home",))
    assert engine_ready(app) == {"from": "snapshot"}
    assert cached(app, server) == set(precache_urls(site.root))
    assert context.page_errors == []


def test_a_guests_phone_gets_the_next_deploy(
    context: Any, server: RunningServer, site: Any, next_deploy: Any
) -> None:
    guest = context.new_page()
    guest.goto(f"{server.url}#/join")
    wait_for_control(guest, f"{server.url}sw.js?guest=de")
    server.site.root = next_deploy.root  # the deploy: same origin, new files
    guest.reload()  # A's page, from A's cache; it finds B's worker
    guest.wait_for_selector("[data-banner=update] button[data-update-now]", timeout=60_000)
    assert guest.evaluate("() => document.body.dataset.build") == site.version

    # The next start: B's page, B's guest set alone in the cache.
    guest.close()
    guest = context.new_page()
    for _ in range(20):
        guest.goto(f"{server.url}#/join")
        if guest.evaluate("() => document.body.dataset.build") == next_deploy.version:
            break
        guest.wait_for_timeout(250)
    assert guest.evaluate("() => document.body.dataset.build") == next_deploy.version
    wait_for_screen(guest, ("join",))
    guest.wait_for_function(
        "name => caches.keys().then(k => k.filter(n => n.startsWith('golden-sails-')))"
        ".then(k => k.length === 1 && k[0] === name)",
        arg=f"golden-sails-{next_deploy.offline_version}",
    )
    assert cached(guest, server) == guest_files(next_deploy, "de")
    assert context.page_errors == []
