"""Two phones paired with no server (issue 34): two Chromium processes, each in a Linux
network namespace of its own, joined by a virtual link and nothing else.

The "host" namespace has only its side of the link (no route anywhere); the
"guest" namespace has its side and a default route over it, as a phone on a Wi-Fi
router with no internet has (without the camera allowed, Chromium gathers only on
the default route's interface: docs/phones.md).  Each namespace serves the built
site on its own 127.0.0.1:8000, as each phone has it from its own cache, so both
pages are one origin.  Each Chromium has a fake camera reading a y4m file the
test writes from the other phone's QR code (fake_camera.py).

The pages are driven through web-test-contract.md's "A table of phones"; the
messages go through js/peers/table.js, the seam the game's relay uses, imported
by its built URL (the page's own module instance).  The test makes and removes
the namespaces itself (root, or CAP_NET_ADMIN); where the kernel refuses them it
skips, saying so.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from fake_camera import write_camera

from buildtools.chromium import CHROMIUM, CHROMIUM_ARGS
from buildtools.paths import ROOT

PORT = 8000  # inside each namespace: nothing else listens there
BASE = f"http://127.0.0.1:{PORT}/"
SUBNET = "10.77.0"
# buildtools.server's server, quiet (a request's log line would fill the pipe no one
# reads), saying once that it listens.
SERVE = ("import sys; from pathlib import Path; from buildtools.headers import header_rules; "
         "from buildtools.server import ServedSite, make_server; "
         "server = make_server(ServedSite(Path(sys.argv[1]), header_rules(), quiet=True), "
         "int(sys.argv[2])); print('serving', flush=True); server.serve_forever()")


@dataclass
class Phone:
    namespace: str
    address: str
    camera: Path
    server: subprocess.Popen[bytes] | None = None
    browser: Any = None


def ip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, check=False)


def make_lan(host: Phone, guest: Phone) -> str | None:
    """The two namespaces and the link between them; why not, when the kernel refuses."""
    if shutil.which("ip") is None:
        return "no `ip` command (iproute2) to make network namespaces"
    tag = f"gs{os.getpid() % 100000}"
    steps = [
        ("netns", "add", host.namespace),
        ("netns", "add", guest.namespace),
        ("link", "add", f"{tag}h", "netns", host.namespace, "type", "veth", "peer", "name",
         f"{tag}g", "netns", guest.namespace),
    ]
    for phone, end in ((host, f"{tag}h"), (guest, f"{tag}g")):
        steps += [("-n", phone.namespace, "link", "set", "lo", "up"),
                  ("-n", phone.namespace, "addr", "add", f"{phone.address}/24", "dev", end),
                  ("-n", phone.namespace, "link", "set", end, "up")]
    steps.append(("-n", guest.namespace, "route", "add", "default", "dev", f"{tag}g"))
    for step in steps:
        done = ip(*step)
        if done.returncode != 0:
            return f"`ip {' '.join(step)}` was refused: {done.stderr.strip()}"
    return None


def remove_lan(*phones: Phone) -> None:
    for phone in phones:
        ip("netns", "del", phone.namespace)  # its end of the link goes with it


def serve_in(phone: Phone, root: Path) -> subprocess.Popen[bytes]:
    """buildtools.server serving the built site inside the phone's namespace."""
    server = subprocess.Popen(
        ["ip", "netns", "exec", phone.namespace, sys.executable, "-c", SERVE, str(root),
         str(PORT)], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    assert server.stdout is not None
    first = server.stdout.readline().decode()
    assert "serving" in first, f"the server in {phone.namespace} did not start: {first}"
    return server


def launch_in(playwright: Any, phone: Phone, tmp: Path) -> Any:
    """Chromium started inside the phone's namespace, with a fake camera reading its file."""
    wrapper = tmp / f"chromium-{phone.namespace}"
    wrapper.write_text(f'#!/bin/sh\nexec ip netns exec {phone.namespace} {CHROMIUM} "$@"\n')
    wrapper.chmod(0o755)
    write_camera(phone.camera, None)
    return playwright.chromium.launch(executable_path=str(wrapper), args=[
        *CHROMIUM_ARGS, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-video-capture={phone.camera}"])


@pytest.fixture(scope="module")
def phones(site: Any, playwright_session: Any,
           tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Phone, Phone]]:
    """(host, guest): a namespace, a server and a Chromium each, joined by one link."""
    tmp = tmp_path_factory.mktemp("phones")
    tag = f"gs{os.getpid() % 100000}"
    host = Phone(f"{tag}-host", f"{SUBNET}.1", tmp / "host-camera.y4m")
    guest = Phone(f"{tag}-guest", f"{SUBNET}.2", tmp / "guest-camera.y4m")
    refused = make_lan(host, guest)
    if refused:
        remove_lan(host, guest)
        pytest.skip(f"this kernel refuses network namespaces here: {refused}")
    try:
        for phone in (host, guest):
            phone.server = serve_in(phone, site.root)
            phone.browser = launch_in(playwright_session, phone, tmp)
        yield host, guest
    finally:
        for phone in (host, guest):
            if phone.browser is not None:
                phone.browser.close()
            if phone.server is not None:
                phone.server.terminate()
                phone.server.wait()
        remove_lan(host, guest)


@pytest.fixture
def pages(phones: tuple[Phone, Phone]) -> Iterator[tuple[Any, Any]]:
    """A new page on each phone (its own context: a fresh visit), closed after the test."""
    host, guest = phones
    contexts = [host.browser.new_context(), guest.browser.new_context()]
    opened = [context.new_page() for context in contexts]
    errors: list[str] = []
    for page in opened:
        page.on("pageerror", lambda error: errors.append(str(error)))
    yield opened[0], opened[1]
    for context in contexts:
        context.close()
    assert errors == [], errors


def open_pair(page: Any, players: int = 2) -> None:
    """Home, "Play on several phones", the set-up with `players` seats, then the pair screen."""
    page.goto(BASE)
    page.click("button[data-play-phones]")
    page.select_option("select[name=players]", str(players))
    for seat in range(1, players):
        page.select_option(f"select[name=seat-{seat}]", "phone")
    page.click("button[data-start]")
    page.wait_for_selector("[data-screen=pair]")


def seat(n: int) -> str:
    return f"[data-pair-seat='{n}']"


def offer_of(page: Any, n: int) -> str:
    return str(page.locator(f"{seat(n)} [data-pair-offer]").inner_text()).strip()


def join(page: Any, offer: str) -> str:
    """The guest opens the offer's link (as its camera app would); its answer's text."""
    page.goto(offer)
    page.wait_for_selector("[data-join-answer]")
    assert page.locator("[data-screen=join]").get_attribute("data-peer-state") == "pairing"
    return str(page.locator("[data-join-answer]").inner_text()).strip()


def paste_answer(page: Any, n: int, text: str) -> None:
    page.fill(f"{seat(n)} textarea[data-pair-answer]", text)
    page.click(f"{seat(n)} button[data-pair-apply]")


def read_code(page: Any, site: Any, text: str, kind: str) -> dict[str, Any]:
    """A code read by the page's own codec (js/peers/codec.js): its fields."""
    url = BASE + site.assets["js/peers/codec.js"]
    reader = "readOffer" if kind == "offer" else "readAnswer"
    return dict(page.evaluate(
        "async ([url, reader, text]) => (await import(url))[reader](text)", [url, reader, text]))


def wait_connected(host: Any, guest: Any, n: int) -> None:
    host.wait_for_selector(f"{seat(n)}[data-peer-state=connected]")
    guest.wait_for_selector("[data-screen=join][data-peer-state=connected]")


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
    host.wait_for_function("() => window.__heard.length === 1")
    assert host.evaluate("() => window.__heard") == [[n, "ünï \u20ac"]]


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
    join(guest, offer)
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
