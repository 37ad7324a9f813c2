"""The start's guard (js/boot-guard.js): a module of the app that could not be
fetched (a phone changing networks during its first visit) never leaves the page
on its loading bar.  Once, the page reloads itself and starts; twice, it says so
in the reader's language with Try again, which starts the app once the network is
back (docs/ux-review.md, the first visit cut by a network change)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from web_helpers import wait_for_screen

from conftest import NO_CONFIRM, record

# A module app.js imports statically (not app.js itself, whose failure is the same event).
_MODULE = "**/assets/js/page.*.js"


def _cut(page: Any, loads: int) -> list[str]:
    """During the page's first `loads` loads, every fetch of the module fails as a
    changed network fails it (its modulepreload and the module script's own fetch
    both); the failed URLs are returned, one list for all."""
    cut: list[str] = []
    documents = [0]  # the page's loads so far (its document requests)
    page.on(
        "request",
        lambda r: r.resource_type == "document" and documents.__setitem__(0, documents[0] + 1),
    )

    def route(request: Any) -> None:
        if documents[0] <= loads:
            cut.append(request.request.url)
            request.abort("internetdisconnected")
        else:
            request.continue_()

    page.route(_MODULE, route)
    return cut


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A page of its own context with no service worker: a worker registered by an
    earlier test would serve the module from its cache, past the network's fault
    (and past the page's routes)."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(NO_CONFIRM)
    yield record(context.new_page())
    context.close()


def test_a_module_that_failed_once_is_fetched_again_and_the_app_starts(
    page: Any, served: str
) -> None:
    cut = _cut(page, 1)
    page.goto(served)
    assert wait_for_screen(page, ("home",)) == "home"
    assert cut  # it did fail, and the reload mended it
    # The guard's mark is gone: a failure later in this tab may reload once again.
    assert page.evaluate("sessionStorage.getItem('golden-sails:start-retried')") is None


def test_a_module_that_keeps_failing_says_so_in_the_readers_language(
    page: Any, served: str
) -> None:
    _cut(page, 2)  # the first load and the guard's reload: a third would start
    page.goto(f"{served}?lang=de")
    assert wait_for_screen(page, ("error",)) == "error"
    said = page.locator("[data-screen=error] p[role=alert]")
    assert said.get_attribute("lang") == "de"
    assert "Verbindung" in said.inner_text()  # German, from the catalogs (no English left)
    assert page.locator("html").get_attribute("data-engine") == "failed"
    page.wait_for_timeout(500)  # a reload for ever would go on meanwhile
    assert page.evaluate("performance.getEntriesByType('navigation')[0].type") == "reload"
    assert wait_for_screen(page, ("error",)) == "error"  # one reload, then no more
    # The network is back: Try again starts the app.
    page.click("[data-screen=error] button[data-retry]")
    assert wait_for_screen(page, ("home",)) == "home"
