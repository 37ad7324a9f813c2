"""A whole game across two phones (issue 34): the host's phone runs it, the guest's
draws its seat's answers and sends its moves, each in its own network namespace
(phones_net.py), paired by pasted text.  On every screen of both phones the
hidden-Gem rule holds (test_play_through's check), the guest's page is always
its own seat's view, and both reach the same end."""

from __future__ import annotations

import random
from typing import Any

import pytest
from phones_net import (
    FAST,
    Phone,
    join,
    offer_of,
    open_pair,
    paste_answer,
    wait_connected,
)
from test_play_through import _LEAKED_GEMS

_SCREEN = "() => ({...document.querySelector('[data-screen]').dataset})"


def _paired_and_started(host: Any, guest: Any) -> None:
    """The host sets up two seats, the second on the guest's phone; the guest joins by
    pasted text; the game starts and the guest shows its own seat."""
    open_pair(host)
    paste_answer(host, 1, join(guest, offer_of(host, 1)))
    wait_connected(host, guest, 1)
    host.click("button[data-pair-start]")
    guest.wait_for_selector("[data-screen][data-viewer='1']", timeout=60_000)


def _moves(page: Any) -> Any:
    return page.locator("[data-screen] button[data-move]")


def test_a_whole_game_across_two_phones(phones: tuple[Phone, Phone]) -> None:
    host_phone, guest_phone = phones
    contexts = [host_phone.browser.new_context(), guest_phone.browser.new_context()]
    # Each move is played at its tap (no confirmation), the computers' pace fast.
    for context in contexts:
        context.add_init_script(FAST)
    host, guest = (context.new_page() for context in contexts)
    errors: list[str] = []
    for page in (host, guest):
        page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        _paired_and_started(host, guest)
        rng = random.Random(4)
        for _ in range(400):
            shown = {"host": host.evaluate(_SCREEN), "guest": guest.evaluate(_SCREEN)}
            # Final scoring reveals every pile (both phones are then in it: one decides
            # on "scoring", the other waits); until then no Gem of another seat shows.
            if not {"scoring", "over"} & {shown["host"]["screen"], shown["guest"]["screen"]}:
                for name, page in (("host", host), ("guest", guest)):
                    assert page.evaluate(_LEAKED_GEMS) == [], (name, shown)
            assert shown["guest"]["viewer"] == "1", shown  # the guest's own seat, always
            if shown["host"]["screen"] == "over" and shown["guest"]["screen"] == "over":
                break
            mover = next((p for p, name in ((host, "host"), (guest, "guest"))
                          if shown[name]["screen"] in ("play", "scoring") and _moves(p).count()),
                         None)
            if mover is None:
                host.wait_for_timeout(100)
                continue
            before = mover.evaluate(_SCREEN)
            buttons = _moves(mover)
            buttons.nth(rng.randrange(buttons.count())).click()
            mover.wait_for_function(
                "old => { const d = document.querySelector('[data-screen]').dataset;"
                " return d.screen !== old.screen || d.version !== old.version"
                " || d.round !== old.round || d.toAct !== old.toAct; }",
                arg=before, timeout=30_000)
        else:
            pytest.fail("the game did not end within 400 steps")
        totals = [page.eval_on_selector_all("[data-result-seat]",
                                            "rs => rs.map(r => r.dataset.total)")
                  for page in (host, guest)]
        assert totals[0] == totals[1] and len(totals[0]) == 2
    finally:
        for context in contexts:
            context.close()
    assert errors == [], errors


def test_a_guest_gone_away_its_seat_is_played_by_a_computer(phones: tuple[Phone, Phone]) -> None:
    """A guest's phone leaves (its page closed): the host says who is away and offers
    its seat to this phone or a computer; given to a computer, the game goes on to its
    end on the host's phone alone."""
    host_phone, guest_phone = phones
    contexts = [host_phone.browser.new_context(), guest_phone.browser.new_context()]
    for context in contexts:
        context.add_init_script(FAST)
    host, guest = (context.new_page() for context in contexts)
    try:
        _paired_and_started(host, guest)
        # The guest seat's row on the host's table says its phone is here...
        row = "[data-screen] .player-row[data-peer-seat='1']"
        host.wait_for_selector(f"{row}[data-peer-state=connected]")
        contexts[1].close()  # the guest's phone leaves the table
        host.wait_for_selector("[data-banner=away] button[data-seat-to-computer='1']",
                               timeout=60_000)
        assert host.locator("[data-banner=away] button[data-seat-to-host='1']").count() == 1
        # ... and then that it is away, on the row itself as in the banner.
        host.wait_for_selector(f"{row}[data-peer-state=away] .badge.peer.away")
        host.click("[data-banner=away] button[data-seat-to-computer='1']")
        host.wait_for_selector("[data-banner=away]", state="detached")
        # A computer's seat now, no one's phone: no row says a phone any more.
        assert host.locator("[data-screen] [data-peer-seat]").count() == 0
        rng = random.Random(2)
        for _ in range(400):
            screen = host.evaluate(_SCREEN)["screen"]
            if screen == "over":
                break
            if screen in ("play", "scoring") and _moves(host).count():
                before = host.evaluate(_SCREEN)
                buttons = _moves(host)
                buttons.nth(rng.randrange(buttons.count())).click()
                host.wait_for_function(
                    "old => { const d = document.querySelector('[data-screen]').dataset;"
                    " return d.screen !== old.screen || d.version !== old.version; }",
                    arg=before, timeout=30_000)
            else:
                host.wait_for_timeout(100)
        else:
            pytest.fail("the game did not end on the host's phone")
        # The seat is a computer's now: its row says so at the end.
        assert host.locator("[data-result-seat]").count() == 2
    finally:
        contexts[0].close()


def test_a_guest_gone_away_pairs_again_and_plays_on(phones: tuple[Phone, Phone]) -> None:
    """A guest's phone leaves; the host makes a new code for its seat; the phone (a new
    page, as after a reload) joins with it and is sent its seat's table as it stands."""
    host_phone, guest_phone = phones
    settings = FAST
    host_context = host_phone.browser.new_context()
    host_context.add_init_script(settings)
    host = host_context.new_page()
    try:
        first = guest_phone.browser.new_context()
        first.add_init_script(settings)
        guest = first.new_page()
        _paired_and_started(host, guest)
        round_before = host.evaluate(_SCREEN)["round"]
        first.close()
        host.click("[data-banner=away] button[data-pair-again='1']", timeout=60_000)
        host.wait_for_selector("[data-screen=pair] [data-pair-seat='1'] [data-pair-offer]")
        again = guest_phone.browser.new_context()
        again.add_init_script(settings)
        guest = again.new_page()
        paste_answer(host, 1, join(guest, offer_of(host, 1)))
        host.wait_for_selector("[data-pair-seat='1'][data-peer-state=connected]")
        host.click("button[data-pair-start]")
        host.wait_for_selector("[data-banner=away]", state="detached")
        guest.wait_for_selector("[data-screen][data-viewer='1']", timeout=60_000)
        # The same game, where it was: the guest's table is its seat's, the round the host's.
        assert guest.evaluate(_SCREEN)["round"] == host.evaluate(_SCREEN)["round"]
        assert int(guest.evaluate(_SCREEN)["round"]) >= int(round_before)
        assert host.evaluate(_SCREEN)["screen"] in ("play", "phone", "bot", "scoring")
        again.close()
    finally:
        host_context.close()


def test_a_guest_cut_off_says_so_and_offers_to_join_again(phones: tuple[Phone, Phone]) -> None:
    host_phone, guest_phone = phones
    contexts = [host_phone.browser.new_context(), guest_phone.browser.new_context()]
    host, guest = (context.new_page() for context in contexts)
    try:
        _paired_and_started(host, guest)
        contexts[0].close()  # the host's phone is gone (its page closed)
        guest.click("[data-banner=disconnected] button[data-rejoin]", timeout=60_000)
        guest.wait_for_selector("[data-screen=join] textarea[data-join-offer]")
        assert "[object" not in guest.inner_text("[data-screen]")
    finally:
        contexts[1].close()


def test_the_hosts_phone_reloaded_asks_each_guest_seat_to_pair_again(
    phones: tuple[Phone, Phone],
) -> None:
    host_phone, guest_phone = phones
    contexts = [host_phone.browser.new_context(), guest_phone.browser.new_context()]
    host, guest = (context.new_page() for context in contexts)
    try:
        _paired_and_started(host, guest)
        host.reload()  # the game comes back from its save; its links do not
        host.wait_for_selector("[data-banner=away] button[data-pair-again='1']", timeout=60_000)
        guest.wait_for_selector("[data-banner=disconnected] button[data-rejoin]", timeout=60_000)
    finally:
        for context in contexts:
            context.close()
