"""Two phones paired with no server (issue 34): two Chromium processes, each in a Linux
network namespace of its own, joined by a virtual link and nothing else.

phones_net.py makes them (the host's namespace without a route, the guest's
with a default route over the link, as a phone on a Wi-Fi router without
internet has), each serving the built site on 127.0.0.1:8000 and running a
Chromium with a fake camera, which reads a y4m file the test writes from the
other phone's QR code (fake_camera.py); only the host's page is allowed its
camera, as on real phones (the guest scans with its camera app).

The pages are driven through web-test-contract.md's "A table of phones"; the
messages go through js/peers/table.js, the seam the game's relay uses, imported
by its built URL (the page's own module instance).  The test makes and removes
the namespaces itself (root, or CAP_NET_ADMIN); where the kernel refuses them it
skips, saying so.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fake_camera import write_camera
from phones_net import (
    BASE,
    Phone,
    join,
    offer_of,
    open_pair,
    paste_answer,
    read_code,
    seat,
    wait_connected,
)


@pytest.fixture
def pages(phones: tuple[Phone, Phone]) -> Iterator[tuple[Any, Any]]:
    """A new page on each phone (its own context: a fresh visit), closed after the test."""
    host, guest = phones
    contexts = [host.browser.new_context(), guest.browser.new_context()]
    opened = [context.new_page() for context in contexts]
    errors: list[str] = []
    for page in opened:
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.requested = []
        # On the context: a worker's requests (Pyodide's) are seen too.
        page.context.on("request", lambda request, page=page: page.requested.append(request.url))
    yield opened[0], opened[1]
    for context in contexts:
        context.close()
    assert errors == [], errors


def exchange(host: Any, guest: Any, site: Any, n: int) -> None:
    """A message each way through js/peers/table.js, as the game's relay sends them."""
    url = BASE + site.assets["js/peers/table.js"]
    listen = """async ([url, side]) => {
      window.__heard = [];
      const table = await import(url);
      table[side].onMessage((...args) => window.__heard.push(args));
    }"""
    host.evaluate(listen, [url, "host"])
    guest.evaluate(listen, [url, "guest"])
    send = "async ([url, side, args]) => (await import(url))[side].send(...args)"
    assert host.evaluate(send, [url, "host", [n, '{"to":"guest"}']]) is True
    guest.wait_for_function("() => window.__heard.length === 1")
    assert guest.evaluate("() => window.__heard") == [['{"to":"guest"}']]
    assert guest.evaluate(send, [url, "guest", ["ünï \u20ac"]]) is True
    # The guest's page said hello as its link opened (guest-ctrl.js: its seat, its language).
    host.wait_for_function("() => window.__heard.length === 2")
    hello, said = host.evaluate("() => window.__heard")
    assert hello[0] == n and json.loads(hello[1])["t"] == "hello"
    assert said == [n, "ünï \u20ac"]


def test_paired_through_the_cameras_then_a_message_each_way(
    phones: tuple[Phone, Phone], pages: tuple[Any, Any], site: Any
) -> None:
    host_phone, _ = phones
    host, guest = pages
    open_pair(host)
    offer = offer_of(host, 1)
    assert offer.startswith(f"{BASE}#/join?o=")
    # The camera first: the host's code holds its own address on the link, not an mDNS name.
    fields = read_code(host, site, offer, "offer")
    assert fields["seat"] == 1
    assert {"address": host_phone.address, "port": fields["candidates"][0]["port"]} in \
        fields["candidates"]
    answer = join(guest, offer)
    # A guest, its camera not allowed, gives mDNS names, which the host must resolve
    # (or learn from the guest's checks): the case of a real guest phone.
    candidates = read_code(guest, site, answer, "answer")["candidates"]
    assert candidates and all(c["address"].endswith(".local") for c in candidates), candidates
    # The guest's answer, as its screen shows it, in front of the host's camera.
    qr = guest.locator(".join-answer svg.qr").screenshot()
    write_camera(host_phone.camera, qr)
    host.click(f"{seat(1)} button[data-pair-scan]")
    wait_connected(host, guest, 1)
    assert host.locator("button[data-pair-start]").is_enabled()
    exchange(host, guest, site, 1)


def test_paired_by_pasted_text_then_a_message_each_way(
    pages: tuple[Any, Any], site: Any
) -> None:
    host, guest = pages
    open_pair(host)
    answer = join(guest, offer_of(host, 1))
    assert answer.startswith("GS1.")
    paste_answer(host, 1, f"  {answer[:40]}\n{answer[40:]}\n")  # wrapped, as a message may
    wait_connected(host, guest, 1)
    exchange(host, guest, site, 1)
    # A guest is light: the host runs the game, so the guest's page starts no engine.
    assert guest.requested and not [u for u in guest.requested if u.startswith(BASE + "runtime/")]
    assert BASE + site.worker_url not in guest.requested
    assert any(u.startswith(BASE + "runtime/") for u in host.requested)


def test_a_stale_a_used_and_a_foreign_answer_are_refused_by_name(
    phones: tuple[Phone, Phone], pages: tuple[Any, Any]
) -> None:
    host, guest = pages
    open_pair(host, players=3)
    first = join(guest, offer_of(host, 1))
    # A new code for the seat: the answer to the old one is stale.
    old_offer = offer_of(host, 1)
    host.click(f"{seat(1)} button[data-pair-renew]")
    host.wait_for_function(
        "([old]) => { const o = document.querySelector(\"[data-pair-seat='1'] [data-pair-offer]\");"
        " return o && o.textContent !== old; }", arg=[old_offer])
    paste_answer(host, 1, first)
    host.wait_for_selector(f"{seat(1)} [data-pair-refused=stale]")
    assert host.locator(seat(1)).get_attribute("data-peer-state") == "waiting"
    # Seat 2's answer given to seat 1: another seat's.
    other = guest.context.new_page()
    second = join(other, offer_of(host, 2))
    paste_answer(host, 1, second)
    host.wait_for_selector(f"{seat(1)} [data-pair-refused=other-seat]")
    # Another host's table: its guest's answer is foreign here.
    elsewhere = host.context.browser.new_context().new_page()
    open_pair(elsewhere)
    foreign = join(guest, offer_of(elsewhere, 1))
    paste_answer(host, 1, foreign)
    host.wait_for_selector(f"{seat(1)} [data-pair-refused=foreign]")
    # Cut short, it is damaged; an offer is no answer.
    paste_answer(host, 1, foreign[:-5])
    host.wait_for_selector(f"{seat(1)} [data-pair-refused=damaged]")
    paste_answer(host, 1, offer_of(host, 1))
    host.wait_for_selector(f"{seat(1)} [data-pair-refused=an-offer]")
    # The newest code's answer connects; the start waits for seat 2.
    latest = join(guest, offer_of(host, 1))
    paste_answer(host, 1, latest)
    wait_connected(host, guest, 1)
    assert not host.locator("button[data-pair-start]").is_enabled()
    # The guest leaves: the host sees the seat away, and its answer, taken once, is refused.
    guest.close()
    host.wait_for_selector(f"{seat(1)}[data-peer-state=away]")
    paste_answer(host, 1, latest)
    host.wait_for_selector(f"{seat(1)} [data-pair-refused=used]")
    elsewhere.context.close()
