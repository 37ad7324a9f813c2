"""Fixtures for the web tests: the built site, a server for it, and Chromium.

    site         the site, built once per session into a temporary dist/
                 (buildtools.site.BuiltSite: root, assets, runtime_url, worker_url, version)
    next_deploy  the same app built again with one CSS comment more, once per session
                 (web_helpers.build_next_deploy): build B, the same origin's next deploy
    served       the base URL ("http://127.0.0.1:PORT/") of that dist/, served by
                 buildtools.server under netlify.toml's headers (CSP included)
    serve_site   serve_site(rules=..., replaced=...) -> web_helpers.RunningServer: the same
                 dist/ under other headers, or with some files' bytes replaced (failure
                 tests); site.served lists what it sent
    host         host(html) -> the URL of a page of another origin (another site, no
                 header rules) holding html: a page that frames the app
    browser      Debian's Chromium, driven by Playwright, once per session
    page         a new page with this site's storage empty, in a context shared by the
                 session's tests so its engine starts as a returning visitor's; it records
                 page.requested_urls, page.console_errors and page.page_errors.  Its
                 player has turned "confirm each move" off, so a tap on a move plays it,
                 and sees the computers' moves fast (most tests drive whole games);
                 fresh_page keeps the defaults
    first_visit_page  a page as `page` in a context of its own, as on a first visit
    profile_page the same in a fresh profile on disk, whose HTTP cache keeps large
                 files (Pyodide's) as a returning visitor's browser does

web_helpers.py has BLANK (the path of a same-origin page with nothing on it,
for tests that drive the engine without the app) and foreign_requests.

The pages run under the site's CSP, which refuses eval: give
page.wait_for_function a function ("() => ..."), never a bare expression,
which Playwright runs with eval once the first check fails.

The web tests need only Chromium at /usr/bin/chromium (or $GOLDEN_SAILS_CHROMIUM);
`python3 build.py test` installs it. `-m "not browser"` leaves them out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from phones_net import phones, three_phones  # noqa: F401 (the phones' namespaces: fixtures)
from web_helpers import BLANK, BLANK_HTML, RunningServer, build_next_deploy

from buildtools.chromium import CHROMIUM, CHROMIUM_ARGS
from buildtools.site import build_site


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "browser: runs in Chromium (needs /usr/bin/chromium)")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "playwright_session" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """The site, built as `python3 build.py` builds it, into a temporary dist/."""
    return build_site(tmp_path_factory.mktemp("site") / "dist")


@pytest.fixture(scope="session")
def next_deploy(site: Any, tmp_path_factory: pytest.TempPathFactory) -> Any:
    """Build B, the next deploy (web_helpers.build_next_deploy): once per session,
    as a build is dear and the tests of updates and of snapshots only serve it."""
    return build_next_deploy(tmp_path_factory.mktemp("build-b"))


@pytest.fixture(scope="session")
def serve_site(site: Any) -> Iterator[Callable[..., RunningServer]]:
    """serve_site(rules=None, replaced=None) -> RunningServer (url, site): a server for
    the built site on a free port, under netlify.toml's header rules (or `rules`),
    with `replaced` URL paths answered with other bytes (None: a 404).
    The servers stop at the session's end."""
    servers: list[RunningServer] = []

    def serve(
        rules: list[Any] | None = None, replaced: dict[str, bytes | None] | None = None
    ) -> RunningServer:
        server = RunningServer(site.root, rules, {f"/{BLANK}": BLANK_HTML, **(replaced or {})})
        servers.append(server)
        return server

    yield serve
    for server in servers:
        server.stop()


@pytest.fixture
def server(site: Any) -> Iterator[RunningServer]:
    """A server of the built site for one test, stopped after it: a port, and so an
    origin, of its own, whose storage (service worker, caches, the engine's
    snapshot) no other test shares."""
    running = RunningServer(site.root)
    yield running
    running.stop()


@pytest.fixture
def host(site: Any) -> Iterator[Callable[[str], str]]:
    """host(html) -> the URL of a page of another origin holding ``html``."""
    servers: list[RunningServer] = []

    def make(html: str) -> str:
        # No header rules: another site, whose page may frame anything.
        server = RunningServer(site.root, [], {"/__test__/host.html": html.encode()})
        servers.append(server)
        # localhost, not 127.0.0.1: another origin than the app's.
        return server.url.replace("127.0.0.1", "localhost") + "__test__/host.html"

    yield make
    for server in servers:
        server.stop()


@pytest.fixture(scope="session")
def served(serve_site: Callable[..., RunningServer]) -> str:
    """The base URL of the built site under netlify.toml's headers."""
    return serve_site().url


@pytest.fixture(scope="session")
def playwright_session() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.fail(f"no Chromium at {CHROMIUM}: `python3 build.py test` installs it")
    from playwright.sync_api import sync_playwright  # only the browser tests need it

    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def browser(playwright_session: Any) -> Iterator[Any]:
    launched = playwright_session.chromium.launch(
        executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS)
    )
    yield launched
    launched.close()


def record(page: Any) -> Any:
    """Make a page keep the URLs it requests and the errors it logs."""
    page.requested_urls = []
    page.console_errors = []
    page.page_errors = []
    # On the context, so the worker's requests are seen too.
    page.request_listener = lambda request: page.requested_urls.append(request.url)
    page.context.on("request", page.request_listener)
    page.on(
        "console",
        lambda message: (
            page.console_errors.append(message.text) if message.type == "error" else None
        ),
    )
    page.on("pageerror", lambda error: page.page_errors.append(str(error)))
    return page


# The settings of a player who turned confirmations off and asked for the
# computers' moves fast (js/device/settings.js): the tests drive whole games and
# check every screen, not the pace (test_settings and the tests that pass their
# own settings check that).  Set before the app's first script in the app's own
# pages (not in embeds, whose storage tests check is left empty, nor in other pages).
NO_CONFIRM = """
try {
  if (window.top === window && !/[?&]embed=/.test(location.search) && location.pathname === "/"
      && localStorage.getItem("golden-sails:settings") === null) {
    localStorage.setItem("golden-sails:settings",
                         JSON.stringify({ confirmMoves: false, botSpeed: "fast" }));
  }
} catch (e) { /* no storage: the defaults */ }
"""


# The pages of `page` and `fresh_page` open in one context per session each (one
# with NO_CONFIRM, one without), so that the engine starts as on a returning
# visit (Pyodide compiled once, its memory snapshot in the context's Cache
# Storage): a test of the first visit, the snapshot or the service worker makes
# a context (or a server, an origin) of its own.  Each test gets new pages and
# an empty localStorage: nothing a test saves or sets is seen by the next.  A
# blank page of the site stays open in each context to empty it (a page opened
# for that alone would cost a renderer each time).
_CLEAR = """() => localStorage.clear()"""


class _SharedContext:
    def __init__(self, browser: Any, served: str, init_script: str | None) -> None:
        self.context = browser.new_context()
        if init_script:
            self.context.add_init_script(init_script)
        self.blank_url = served + BLANK
        self.janitor = self._open_janitor()

    def _open_janitor(self) -> Any:
        janitor = self.context.new_page()
        janitor.goto(self.blank_url)
        return janitor

    def clear_site(self) -> None:
        if self.janitor.is_closed():
            self.janitor = self._open_janitor()
        self.janitor.evaluate(_CLEAR)

    def test_page(self) -> Iterator[Any]:
        """A new page; after the test, every page but the janitor closed and this
        site's localStorage emptied (before it too, should a teardown have failed)."""
        self.clear_site()
        page = record(self.context.new_page())
        yield page
        for opened in list(self.context.pages):
            if hasattr(opened, "request_listener"):
                self.context.remove_listener("request", opened.request_listener)
            if opened is not self.janitor:
                opened.close()
        self.clear_site()


@pytest.fixture(scope="session")
def _no_confirm_context(browser: Any, served: str) -> Iterator[_SharedContext]:
    shared = _SharedContext(browser, served, NO_CONFIRM)
    yield shared
    shared.context.close()


@pytest.fixture(scope="session")
def _default_context(browser: Any, served: str) -> Iterator[_SharedContext]:
    shared = _SharedContext(browser, served, None)
    yield shared
    shared.context.close()


@pytest.fixture
def page(_no_confirm_context: _SharedContext) -> Iterator[Any]:
    """A new page whose player plays each move at once (NO_CONFIRM), in a context
    whose engine starts as a returning visitor's (see above), storage empty."""
    yield from _no_confirm_context.test_page()


@pytest.fixture
def fresh_page(_default_context: _SharedContext) -> Iterator[Any]:
    """The same with the app's default settings."""
    yield from _default_context.test_page()


@pytest.fixture
def first_visit_page(browser: Any) -> Iterator[Any]:
    """A page in a context of its own (storage, caches, service worker: all empty),
    as on a first visit, whose player plays each move at once (NO_CONFIRM)."""
    context = browser.new_context()
    context.add_init_script(NO_CONFIRM)
    yield record(context.new_page())
    context.close()


@pytest.fixture
def profile_page(playwright_session: Any, tmp_path: Path) -> Iterator[Any]:
    """A page in a fresh profile on disk: its HTTP cache keeps what a returning
    visitor's does (a context's memory cache drops files as large as Pyodide's)."""
    context = playwright_session.chromium.launch_persistent_context(
        tmp_path / "profile", executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS)
    )
    context.add_init_script(NO_CONFIRM)
    yield record(context.pages[0] if context.pages else context.new_page())
    context.close()
