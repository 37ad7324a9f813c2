"""The engine in real Chromium: Pyodide boots in the worker under the site's
CSP, the bridge answers, and each known start-up trap ends in an error that
names its stage instead of a hang."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from web_helpers import BLANK, RunningServer, foreign_requests

from buildtools.bytecode import COMPILED_STDLIB
from buildtools.headers import HeaderRule, header_rules, headers_for
from buildtools.pyodide import PYODIDE_VERSION

STAGES = ["runtime", "interpreter", "packages", "game"]

# Starts the engine from a page of the site's origin; what happened, as data.
BOOT = """async ({engineClient, workerUrl, runtimeUrl, timeoutMs}) => {
  const { startEngine } = await import(engineClient);
  const progress = [];
  const started = performance.now();
  try {
    const engine = await startEngine({ workerUrl, runtimeUrl, timeoutMs,
                                       onProgress: (p) => progress.push(p) });
    window.engine = engine;
    return { ok: true, progress, versions: engine.versions, ms: performance.now() - started };
  } catch (err) {
    return { ok: false, progress, error: err.message, stage: err.stage,
             isError: err instanceof Error, ms: performance.now() - started };
  }
}"""

# Calls the engine; the value, or the error's message.
CALL = """async ([name, ...args]) => {
  try { return { ok: true, value: await window.engine.call(name, ...args) }; }
  catch (err) {
    return { ok: false, error: err.message, place: err.place ?? null, code: err.code ?? null,
             isError: err instanceof Error };
  }
}"""


def boot(
    page: Any, base: str, site: Any, timeout_ms: int = 60_000, worker_url: str | None = None
) -> dict[str, Any]:
    response = page.goto(base + BLANK)
    assert response is not None and response.ok
    return page.evaluate(
        BOOT,
        {
            "engineClient": base + site.assets["js/engine/client.js"],
            "workerUrl": base + (worker_url or site.worker_url),
            "runtimeUrl": base + site.runtime_url,
            "timeoutMs": timeout_ms,
        },
    )


def call(page: Any, name: str, *args: Any) -> dict[str, Any]:
    return page.evaluate(CALL, [name, *args])


def runtime_file(site: Any, name: str) -> str:
    return f"/{site.runtime_url}{name}"


def rules_with(pattern: str, header: str, value: str) -> list[Any]:
    """netlify.toml's rules, with the rule for `pattern` giving `header` as `value`."""
    rules = header_rules()
    assert any(rule.pattern == pattern and header in rule.values for rule in rules)
    return [
        HeaderRule(
            rule.pattern, {**rule.values, header: value} if rule.pattern == pattern else rule.values
        )
        for rule in rules
    ]


def runtime_json(site: Any) -> dict[str, Any]:
    import json

    return json.loads((site.root / site.runtime_url / "runtime.json").read_text())


def check_progress(progress: list[dict[str, Any]], site: Any) -> None:
    """Stages in order, each's count rising to its total; bytes for the downloads."""
    order = [p["stage"] for p in progress]
    firsts = sorted(set(order), key=order.index)
    assert firsts == STAGES, order
    for stage in STAGES:
        counts = [(p["done"], p["total"]) for p in progress if p["stage"] == stage]
        assert [done for done, _ in counts] == sorted(done for done, _ in counts), stage
        assert counts[-1][0] == counts[-1][1] > 0, (stage, counts[-1])
    # Bytes on the wire: the server sends the build's brotli copies, whose sizes
    # runtime.json lists beside the files' own.
    manifest = runtime_json(site)
    on_wire = {**manifest["sizes"], **manifest["compressed"]}
    wheel = manifest["package"]["file_name"]
    runtime_total = [p["total"] for p in progress if p["stage"] == "runtime"][-1]
    assert runtime_total == sum(size for name, size in on_wire.items() if name != wheel)
    assert [p["total"] for p in progress if p["stage"] == "packages"][-1] == on_wire[wheel]
    assert all(isinstance(p["label"], str) and p["label"] for p in progress)


def test_engine_boots_under_the_csp_and_plays(page: Any, served: str, site: Any) -> None:
    result = boot(page, served, site)
    assert result["ok"], result
    assert result["versions"] == {"python": "3.14.2", "pyodide": PYODIDE_VERSION}
    check_progress(result["progress"], site)

    # Before any game, and a bad call: the bridge's own error text.
    # A refusal carries its place and kind, which the page acts on (docs/protocol.md).
    assert call(page, "current") == {
        "ok": False, "error": "no game is open", "place": None, "code": "BridgeError",
        "isError": True,
    }
    assert call(page, "nonsense")["error"] == "no such call: nonsense"

    started = call(page, "start", {"names": ["Ann", "Ben"]}, 7)
    assert started["ok"], started
    assert set(started["value"]) == {"protocol", "game", "save", "screen", "view"}
    assert started["value"]["screen"]["name"] == "handoff"
    assert started["value"]["view"]["viewer"] is None  # the table's view on a handoff (R10)
    mine = call(page, "reveal")["value"]
    seat = mine["view"]["to_act"]
    assert mine["screen"]["name"] == "play" and mine["view"]["viewer"] == seat
    move = mine["view"]["legal_moves"][0]

    played = call(page, "play", move)  # an object is sent as its JSON text
    assert played["ok"], played
    assert played["value"]["screen"]["name"] == "handoff"
    assert played["value"]["view"]["viewer"] is None
    assert len(played["value"]["save"]["moves"]) == 1

    call(page, "reveal")
    refused = call(page, "play", {"type": "nonsense"})
    assert refused == {"ok": False, "error": "unknown move type 'nonsense'", "place": None,
                       "code": "MoveError", "isError": True}
    assert call(page, "load", "{}", "x y")["place"] == "game"
    assert call(page, "play", "{not json")["error"].startswith("line 1 column 2: invalid JSON")
    assert call(page, "load", "{}", 1.5)["error"] == (
        "load: argument 2 must be JSON text, an integer or null"
    )

    assert foreign_requests(page.requested_urls, served) == []
    assert page.console_errors == [] and page.page_errors == []


def test_the_page_is_served_under_the_csp(page: Any, served: str) -> None:
    response = page.goto(served + BLANK)
    csp = response.headers["content-security-policy"]
    assert csp == headers_for("/", header_rules())["Content-Security-Policy"]
    assert "'wasm-unsafe-eval'" in csp
    assert "'unsafe-eval'" not in csp.replace("'wasm-unsafe-eval'", "")
    assert "'unsafe-inline'" not in csp


def test_a_second_visit_fetches_no_runtime_file(
    profile_page: Any, serve_site: Callable[..., RunningServer], site: Any
) -> None:
    server = serve_site()
    assert boot(profile_page, server.url, site)["ok"]
    first = [path for path, _ in server.site.served]
    server.site.served.clear()
    assert boot(profile_page, server.url, site)["ok"]
    again = [path for path, _ in server.site.served]
    assert any(path.startswith(f"/{site.runtime_url}") for path in first)
    assert not any(path.startswith(("/runtime/", "/assets/")) for path in again), again


def test_a_wasm_served_with_the_wrong_type_fails_at_once(
    page: Any, serve_site: Callable[..., RunningServer], site: Any
) -> None:
    server = serve_site(rules=rules_with("/*.wasm", "Content-Type", "text/plain"))
    result = boot(page, server.url, site, timeout_ms=60_000)
    assert not result["ok"] and result["isError"]
    assert result["stage"] == "runtime"
    assert "pyodide.asm.wasm" in result["error"] and "application/wasm" in result["error"]
    assert result["error"].startswith("runtime: ")
    assert result["ms"] < 20_000  # not the time-out: the hang is caught


def test_a_csp_without_wasm_unsafe_eval_fails_instead_of_hanging(
    page: Any, serve_site: Callable[..., RunningServer], site: Any
) -> None:
    csp = headers_for("/", header_rules())["Content-Security-Policy"]
    server = serve_site(
        rules=rules_with("/*", "Content-Security-Policy", csp.replace(" 'wasm-unsafe-eval'", ""))
    )
    result = boot(page, server.url, site, timeout_ms=60_000)
    assert not result["ok"] and result["isError"]
    assert "Content-Security-Policy" in result["error"], result
    assert result["ms"] < 20_000


def test_a_stalled_start_times_out_naming_its_stage(
    page: Any, serve_site: Callable[..., RunningServer], site: Any
) -> None:
    # A .wasm of the right type and size that does not compile: Pyodide logs
    # the failure and loadPyodide never settles, as with the CSP or MIME traps
    # before the worker learnt to spot them. Only the time-out ends it.
    size = runtime_json(site)["sizes"]["pyodide.asm.wasm"]
    garbage = b"\0asm\x01\0\0\0" + b"\xff" * (size - 8)
    server = serve_site(replaced={runtime_file(site, "pyodide.asm.wasm"): garbage})
    result = boot(page, server.url, site, timeout_ms=3_000)
    assert not result["ok"] and result["isError"]
    assert result["stage"] == "interpreter"
    assert result["error"] == "interpreter: start-up stalled (no progress for 3 s)"
    assert result["ms"] < 20_000


def test_a_corrupted_wheel_is_refused(
    page: Any, serve_site: Callable[..., RunningServer], site: Any
) -> None:
    wheel = runtime_json(site)["package"]["file_name"]
    data = (site.root / site.runtime_url / wheel).read_bytes()
    flipped = data[:100] + bytes([data[100] ^ 0xFF]) + data[101:]
    server = serve_site(replaced={runtime_file(site, wheel): flipped})
    result = boot(page, server.url, site)
    assert not result["ok"] and result["isError"]
    assert result["stage"] == "packages"
    assert result["error"] == (
        f"packages: {wheel} failed its integrity check "
        "(its bytes are not those pyodide-lock.json names)"
    )


def test_a_missing_wheel_is_refused(
    page: Any, serve_site: Callable[..., RunningServer], site: Any
) -> None:
    wheel = runtime_json(site)["package"]["file_name"]
    server = serve_site(replaced={runtime_file(site, wheel): None})
    result = boot(page, server.url, site)
    assert not result["ok"] and result["stage"] == "packages"
    assert result["error"] == f"packages: {wheel} could not be fetched (HTTP 404)"


@pytest.mark.parametrize("missing", ["pyodide.mjs", COMPILED_STDLIB, "runtime.json"])
def test_a_missing_runtime_file_is_refused(
    page: Any, serve_site: Callable[..., RunningServer], site: Any, missing: str
) -> None:
    server = serve_site(replaced={runtime_file(site, missing): None})
    result = boot(page, server.url, site, timeout_ms=10_000)
    assert not result["ok"] and result["stage"] == "runtime", result
    assert missing in result["error"]


def test_a_worker_that_does_not_load_is_an_error(page: Any, served: str, site: Any) -> None:
    result = boot(page, served, site, worker_url="assets/js/no-such-worker.js")
    assert not result["ok"] and result["isError"]
    assert result["stage"] == "worker"
    assert result["error"].startswith("worker: ")


def test_the_app_page_boots_from_its_own_origin_alone(page: Any, served: str) -> None:
    page.goto(served)
    page.wait_for_function(
        "() => document.querySelector('[data-screen]')?.dataset.screen !== 'loading'",
        timeout=90_000,
    )
    screen = page.evaluate("() => document.querySelector('[data-screen]').dataset.screen")
    assert screen == "home", page.evaluate("() => document.body.innerText")
    assert foreign_requests(page.requested_urls, served) == []
    assert page.console_errors == [] and page.page_errors == []
