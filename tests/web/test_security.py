"""What the security review found (../shared/reviews/security.md), held in Chromium:
the full app in another site's frame acts on nothing (F4), the page carries its
own policy (F5), an embed stores nothing unless its host opts in (F6), stored
entries are gathered in one notice and home believes only the saves (F8), and
an engine call that does not end is stopped and named (F2).  docs/threat-model.md
says who is guarded against what, and which test holds each line."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from html import unescape
from typing import Any

from playwright.sync_api import Page
from test_engine_boot import call
from web_helpers import BLANK, RunningServer, engine_ready, screen_of, wait_for_screen

from buildtools.headers import header_rules, headers_for, meta_policy
from golden_sails.app import saves
from golden_sails.tools.selfplay import final_score
from helpers import game, play_random


def test_the_full_app_in_another_sites_frame_acts_on_nothing(
    page: Page, served: str, host: Callable[[str], str]
) -> None:
    page.goto(host(f'<!doctype html><title>host</title><iframe id="app" src="{served}"></iframe>'))
    app = page.frame_locator("#app")
    app.locator("[data-screen=framed]").wait_for()
    link = app.locator("a[data-open-in-tab]")
    assert link.get_attribute("href") == served and link.get_attribute("target") == "_blank"
    # Nothing to act on: no button, no form; no engine started, nothing stored.
    assert app.locator("button, input, select").count() == 0
    time.sleep(1.0)
    assert not [u for u in page.requested_urls if "/runtime/" in u or "worker" in u]
    frame = next(f for f in page.frames if f.url == served)
    assert frame.evaluate("() => document.documentElement.dataset.engine") == "starting"
    # An embed is an embed: it runs framed (its score pad draws).
    page.goto(host(f'<!doctype html><iframe id="e" src="{served}?embed=1#/score"></iframe>'))
    page.frame_locator("#e").locator("[data-screen=scorepad]").wait_for(timeout=90_000)
    assert page.page_errors == []


def test_the_page_carries_the_same_policy_as_the_header(site: Any) -> None:
    html = (site.root / "index.html").read_text()
    found = re.findall(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', html)
    metas = [unescape(m) for m in found]  # as the browser reads the attribute
    assert metas == [meta_policy()]
    header = headers_for("/", header_rules())["Content-Security-Policy"]
    directives = {d.strip() for d in header.split(";")}
    assert set(metas[0].split("; ")) == {d for d in directives if not d.startswith("frame-")}
    # The meta comes before anything it governs.
    assert html.index("Content-Security-Policy") < html.index("<script")
    assert html.index("Content-Security-Policy") < html.index("modulepreload")


STORAGE = """async () => ({
  caches: await caches.keys(),
  local: localStorage.length,
  session: sessionStorage.length,
  workers: (await navigator.serviceWorker.getRegistrations()).length,
})"""


def test_an_embed_stores_nothing_unless_its_host_opts_in(page: Page, server: RunningServer) -> None:
    page.goto(server.url + "?embed=1#/scene?name=spices")
    wait_for_screen(page, ("scene",))
    engine_ready(page)
    time.sleep(1.0)  # where a snapshot would be made and stored
    assert page.evaluate(STORAGE) == {"caches": [], "local": 0, "session": 0, "workers": 0}
    page.goto(server.url + "?embed=1&store=1#/scene?name=spices")
    page.reload()
    wait_for_screen(page, ("scene",))
    page.wait_for_function(
        "() => performance.getEntriesByName('golden-sails:snapshot').length > 0", timeout=120_000
    )
    kept = page.evaluate(STORAGE)
    assert kept["caches"] == ["golden-sails:engine"] and kept["local"] == 0


def _finished_entry(seed: int, totals: list[int], winners: list[str]) -> str:
    state = play_random(game(2, seed=seed))
    names = list(state.config.names)
    meta = {
        "names": names, "players": names, "round": 12, "phase": "over", "status": "Finished",
        "variant": "standard", "updated": 1_700_000_000_000, "totals": totals, "winners": winners,
    }
    return json.dumps({"save": saves.to_save(state, None, f"game-{seed:04d}"), "meta": meta})


def test_home_gathers_bad_entries_in_one_notice_and_believes_only_the_saves(
    page: Page, served: str
) -> None:
    page.goto(served + BLANK)
    forged = _finished_entry(31, [99, 0], ["Bob"])  # the meta says Bob won by 99 VP
    page.evaluate(
        """([forged]) => {
          const key = (id) => 'golden-sails:game:' + id;
          for (let i = 0; i < 300; i++) localStorage.setItem(key('bad' + i), '{"x":1}');
          const meta = {names: ['A', 'B'], round: 12, phase: 'over', updated: 1,
                        totals: [1e308, 0], winners: ['A']};
          const save = {format: 'golden-sails-save'};
          localStorage.setItem(key('huge'), JSON.stringify({save, meta}));
          localStorage.setItem(key('game-0031'), forged);
        }""",
        [forged],
    )
    page.goto(served)
    wait_for_screen(page, ("home",))
    assert page.locator("[data-banner]").count() == 1
    notice = page.locator("[data-banner=set-aside]")
    assert "301 stored entries could not be read" in notice.inner_text()
    engine_ready(page)
    truth = play_random(game(2, seed=31))
    sheet = final_score(truth, explain=False)
    want = [f"{p.total} VP" for p in sheet.players]
    page.wait_for_function(
        """want => [...document.querySelectorAll('.history-scores strong')]
                     .map(e => e.textContent.trim()).join('|') === want.join('|')""",
        arg=want,
        timeout=30_000,
    )
    assert "99 VP" not in page.inner_text("[data-screen=home]")
    # Export, then remove: the set-aside entries leave, the game stays.
    notice = page.locator("[data-banner=set-aside]")
    assert notice.locator("button[data-remove-set-aside]").is_disabled()
    with page.expect_download() as info:
        notice.locator("button[data-export-set-aside]").click()
    assert len(json.loads(info.value.path().read_text())) == 301
    notice.locator("button[data-remove-set-aside]").click()
    left = page.evaluate(
        "() => Object.keys(localStorage).filter(k => k.startsWith('golden-sails:'))"
    )
    assert sorted(left) == ["golden-sails:game:game-0031", "golden-sails:settings"]
    assert screen_of(page)["screen"] == "home" and page.page_errors == []


def test_an_engine_call_past_its_time_limit_is_stopped_and_named(
    page: Page, served: str, site: Any
) -> None:
    page.goto(served + BLANK)
    started = page.evaluate(
        """async ({engineClient, workerUrl, runtimeUrl}) => {
          const { startEngine } = await import(engineClient);
          window.engine = await startEngine({ workerUrl, runtimeUrl, callLimits: { bot: 5 } });
          return true;
        }""",
        {
            "engineClient": served + site.assets["js/engine/client.js"],
            "workerUrl": served + site.worker_url,
            "runtimeUrl": served + site.runtime_url,
        },
    )
    assert started
    seats = {"names": ["Ann", "Ben", "Cat", "Dan"], "seats": ["hard", "hard", "hard", "hard"]}
    assert call(page, "start", json.dumps(seats), 5)["ok"]
    stopped = call(page, "bot")
    assert stopped["ok"] is False and stopped["isError"]
    assert "no answer to bot within 0.005 s" in stopped["error"]
    later = call(page, "current")
    assert later["ok"] is False and later["error"] == stopped["error"]
