"""Phones on a LAN of their own, for the tests and benchmarks of a table of phones.

Two Linux network namespaces joined by one veth link and nothing else
(two_phones); or three and more, each linked to a Linux bridge in a
namespace of its own, the Wi-Fi router (table_of_phones).  The "host"
namespace has only its side of the link (no route anywhere); each "guest"
namespace has its side and a default route over it, as a phone on a
Wi-Fi router with no internet has (without the camera allowed, Chromium
gathers only on the default route's interface: docs/phones.md).  Each serves
the built site on its own 127.0.0.1:8000, as each phone has it from its own
cache, so both pages are one origin; each runs a Chromium started inside it
through a wrapper running `ip netns exec` (Playwright's pipe to it survives),
with a fake camera reading a y4m file (fake_camera.py).  Needs root or
CAP_NET_ADMIN; make_lan says which step the kernel refused otherwise.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
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
# An init script: each move played at its tap, the computers' moves shown fast (as
# conftest.py's page): the phones' tests and benchmarks play whole games.
FAST = """localStorage.setItem('golden-sails:settings',
    JSON.stringify({confirmMoves: false, botSpeed: 'fast'}))"""
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
    scans: bool  # the page is allowed the camera (the host's, which reads the answers)
    port: tuple[str, str] | None = None  # (the router's namespace, its end of the link)
    server: subprocess.Popen[bytes] | None = None
    browser: Any = None


def ip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, check=False)


def make_lan(host: Phone, *guests: Phone, router: str | None = None) -> str | None:
    """The namespaces and their links: the host and one guest joined directly, or
    (`router`, a namespace's name) every phone linked to a bridge in the router's
    namespace; why not, when the kernel refuses."""
    if shutil.which("ip") is None:
        return "no `ip` command (iproute2) to make network namespaces"
    tag = f"gs{os.getpid() % 100000}"
    phones = (host, *guests)
    steps: list[tuple[str, ...]] = [("netns", "add", phone.namespace) for phone in phones]
    ends: list[tuple[Phone, str]] = []
    if router is None:
        assert len(guests) == 1, "more than one guest needs a router"
        steps.append(("link", "add", f"{tag}h", "netns", host.namespace, "type", "veth",
                      "peer", "name", f"{tag}g", "netns", guests[0].namespace))
        ends = [(host, f"{tag}h"), (guests[0], f"{tag}g")]
    else:
        steps += [("netns", "add", router),
                  ("-n", router, "link", "add", "br0", "type", "bridge"),
                  ("-n", router, "link", "set", "br0", "up")]
        for i, phone in enumerate(phones):
            steps += [("link", "add", f"{tag}p{i}", "netns", phone.namespace, "type", "veth",
                       "peer", "name", f"{tag}r{i}", "netns", router),
                      ("-n", router, "link", "set", f"{tag}r{i}", "master", "br0"),
                      ("-n", router, "link", "set", f"{tag}r{i}", "up")]
            ends.append((phone, f"{tag}p{i}"))
            phone.port = (router, f"{tag}r{i}")
    for phone, end in ends:
        steps += [("-n", phone.namespace, "link", "set", "lo", "up"),
                  ("-n", phone.namespace, "addr", "add", f"{phone.address}/24", "dev", end),
                  ("-n", phone.namespace, "link", "set", end, "up")]
    for phone, end in ends[1:]:
        steps.append(("-n", phone.namespace, "route", "add", "default", "dev", end))
    for step in steps:
        done = ip(*step)
        if done.returncode != 0:
            return f"`ip {' '.join(step)}` was refused: {done.stderr.strip()}"
    for phone in phones:
        settle(phone)
    return None


def cut(phone: Phone, off: bool = True) -> None:
    """The phone off the LAN, as out of the Wi-Fi's range, or back on it: its link
    taken out of the router's bridge, or put back.  The phone's own side stays up,
    with its address and route (a link down would drop its route, and its coming
    back up is a network change that fails Chromium's requests in flight)."""
    assert phone.port is not None, "a phone on a router's LAN (table_of_phones)"
    router, end = phone.port
    done = ip("-n", router, "link", "set", end, *(("nomaster",) if off else ("master", "br0")))
    assert done.returncode == 0, done.stderr


def settle(phone: Phone, tries: int = 100) -> None:
    """Wait until the namespace's addresses are final: IPv6's duplicate address
    detection keeps the link's fe80:: address "tentative" for a second or so, and
    its end is a network change to Chromium, which then fails every request in
    flight (net::ERR_NETWORK_CHANGED): a page half loaded never starts."""
    for _ in range(tries):
        if not ip("-n", phone.namespace, "-6", "addr", "show", "tentative").stdout.strip():
            return
        time.sleep(0.1)


def remove_lan(*phones: Phone, router: str | None = None) -> None:
    for phone in phones:
        ip("netns", "del", phone.namespace)  # its end of the link goes with it
    if router is not None:
        ip("netns", "del", router)  # the bridge and the router's ends


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
    """Chromium started inside the phone's namespace, with a fake camera reading its
    file; the camera allowed at once (--use-fake-ui-for-media-stream) only on a phone
    that scans: Chromium counts that flag as the camera allowed, and a guest, who opens
    the host's link with its camera app, has not allowed the page its camera, so its
    candidates are mDNS names, as on a real guest phone."""
    wrapper = tmp / f"chromium-{phone.namespace}"
    wrapper.write_text(f'#!/bin/sh\nexec ip netns exec {phone.namespace} {CHROMIUM} "$@"\n')
    wrapper.chmod(0o755)
    write_camera(phone.camera, None)
    allowed = ["--use-fake-ui-for-media-stream"] if phone.scans else []
    return playwright.chromium.launch(executable_path=str(wrapper), args=[
        *CHROMIUM_ARGS, *allowed, "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-video-capture={phone.camera}"])


class LanRefused(Exception):
    """The kernel (or a missing `ip`) refused the namespaces: the message says which step."""


@contextmanager
def two_phones(root: Path, playwright: Any, tmp: Path) -> Iterator[tuple[Phone, Phone]]:
    """(host, guest): a namespace, a server of `root` and a Chromium each, joined by one
    link; all of it removed after.  LanRefused where namespaces cannot be made."""
    tag = f"gs{os.getpid() % 100000}"
    host = Phone(f"{tag}-host", f"{SUBNET}.1", tmp / "host-camera.y4m", scans=True)
    guest = Phone(f"{tag}-guest", f"{SUBNET}.2", tmp / "guest-camera.y4m", scans=False)
    refused = make_lan(host, guest)
    if refused:
        remove_lan(host, guest)
        raise LanRefused(refused)
    try:
        for phone in (host, guest):
            phone.server = serve_in(phone, root)
            phone.browser = launch_in(playwright, phone, tmp)
        yield host, guest
    finally:
        for phone in (host, guest):
            if phone.browser is not None:
                phone.browser.close()
            if phone.server is not None:
                phone.server.terminate()
                phone.server.wait()
        remove_lan(host, guest)


@contextmanager
def table_of_phones(root: Path, playwright: Any, tmp: Path,
                    guests: int = 2) -> Iterator[tuple[Phone, list[Phone]]]:
    """(host, [guest...]): a namespace, a server of `root` and a Chromium each, every
    phone linked to one bridge (the Wi-Fi router, in a namespace of its own); all of
    it removed after.  LanRefused where namespaces cannot be made."""
    tag = f"gs{os.getpid() % 100000}"
    host = Phone(f"{tag}-host", f"{SUBNET}.1", tmp / "host-camera.y4m", scans=True)
    others = [Phone(f"{tag}-guest{i}", f"{SUBNET}.{i + 1}", tmp / f"guest{i}-camera.y4m",
                    scans=False) for i in range(1, guests + 1)]
    router = f"{tag}-wifi"
    refused = make_lan(host, *others, router=router)
    if refused:
        remove_lan(host, *others, router=router)
        raise LanRefused(refused)
    try:
        for phone in (host, *others):
            phone.server = serve_in(phone, root)
            phone.browser = launch_in(playwright, phone, tmp)
        yield host, others
    finally:
        for phone in (host, *others):
            if phone.browser is not None:
                phone.browser.close()
            if phone.server is not None:
                phone.server.terminate()
                phone.server.wait()
        remove_lan(host, *others, router=router)


# --- The pages, driven through web-test-contract.md's "A table of phones" -----------

def open_pair(page: Any, players: int = 2, base: str = BASE) -> None:
    """Home, "Play on several phones", the set-up with `players` seats, then the pair
    screen; `base` the site's address (a phone's own, in its namespace, by default)."""
    page.goto(base)
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


@pytest.fixture(scope="module")
def phones(site: Any, playwright_session: Any,
           tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Phone, Phone]]:
    """(host, guest): a namespace, a server and a Chromium each, joined by one link;
    the tests that take it skip, saying why, where the kernel refuses namespaces."""
    try:
        with two_phones(site.root, playwright_session, tmp_path_factory.mktemp("phones")) as both:
            yield both
    except LanRefused as refused:
        pytest.skip(f"this kernel refuses network namespaces here: {refused}")


@pytest.fixture(scope="module")
def three_phones(site: Any, playwright_session: Any,
                 tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Phone, list[Phone]]]:
    """(host, [guest, guest]): three namespaces on one router, a server and a Chromium
    each; the tests that take it skip, saying why, where the kernel refuses namespaces."""
    try:
        with table_of_phones(site.root, playwright_session,
                             tmp_path_factory.mktemp("three-phones")) as table:
            yield table
    except LanRefused as refused:
        pytest.skip(f"this kernel refuses network namespaces here: {refused}")
