"""What each phone's page sends and hears over its data channels, and when it redraws:
for the browser tests and the benchmark of a table of phones (issue 34).

WIRE is an init script (no change to the app): it wraps RTCPeerConnection's
createDataChannel so that every channel the page makes (peers/link.js: one a
link) is kept in `window.__wire.channels` (its connection at the same index
in `connections`), with each text it hears and sends
(`heard`, `sent`: [channel index, text, time]), and it watches the screen
element's `data-version` (page.js bumps it at each game screen drawn), keeping
`draws`: [version, time, the screen's name, the time of the next animation
frame (the one that paints it)], and `taps`: the time of each tap on a move.  Times are
`performance.timeOrigin + performance.now()`: milliseconds on the machine's
clock, comparable between the phones' browsers (one machine).

A forger's page has what the test has here: its own channel, to send any text
on it (`forge`), as a guest's owner with the developer tools could.
"""

from __future__ import annotations

import json
from typing import Any

WIRE = """(() => {
  if (window.__wire || !window.RTCPeerConnection) return;
  const now = () => performance.timeOrigin + performance.now();
  const wire = window.__wire = {
    connections: [], channels: [], heard: [], sent: [], draws: [], taps: [] };
  const make = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = make.apply(this, args);
    const at = wire.channels.push(channel) - 1;
    wire.connections.push(this);
    channel.addEventListener("message", (event) => {
      if (typeof event.data === "string") wire.heard.push([at, event.data, now()]);
    });
    const send = channel.send;
    channel.send = function (data) {
      const out = send.call(this, data); // throws where the channel refuses it
      wire.sent.push([at, String(data), now()]);
      return out;
    };
    return channel;
  };
  // A tap's time, taken before the app's own listener runs (capture, on the window).
  addEventListener("click", (event) => {
    const move = event.target.closest && event.target.closest("button[data-move]");
    if (move) wire.taps.push(now());
  }, true);
  const watch = () => {
    const screen = document.querySelector("[data-screen]");
    if (!screen) return false;
    new MutationObserver(() => {
      const version = screen.dataset.version;
      const last = wire.draws[wire.draws.length - 1];
      if (version !== undefined && (!last || last[0] !== version)) {
        const draw = [version, now(), screen.dataset.screen, null];
        wire.draws.push(draw);
        requestAnimationFrame(() => { draw[3] = now(); }); // the frame that paints it
      }
    }).observe(screen, { attributes: true, attributeFilter: ["data-version"] });
    return true;
  };
  if (!watch()) addEventListener("DOMContentLoaded", watch, { once: true });
})();"""

def heard(page: Any, start: int = 0) -> list[dict[str, Any]]:
    """The messages the page heard from `start` on, parsed (each with its channel
    `_at` and time `_ms`; a text that is no JSON object as `{"_text": its length}`)."""
    out = []
    for at, text, ms in page.evaluate("s => window.__wire.heard.slice(s)", start):
        try:
            message = json.loads(text)
        except ValueError:
            message = None
        if not isinstance(message, dict):
            message = {"t": None, "_text": len(text)}
        message["_at"], message["_ms"] = at, ms
        out.append(message)
    return out


def count_heard(page: Any) -> int:
    return int(page.evaluate("() => window.__wire.heard.length"))


def sent(page: Any, start: int = 0) -> list[tuple[int, str]]:
    """The texts the page sent from `start` on: (channel index, text)."""
    return [(at, text) for at, text, _ in
            page.evaluate("s => window.__wire.sent.slice(s)", start)]


def most_sent(page: Any) -> int:
    """The longest message the page's open channel sends (its SCTP transport's
    maxMessageSize: the least of what both sides declared)."""
    return int(page.evaluate("""() => {
      const w = window.__wire;
      const at = w.channels.findIndex((c) => c.readyState === "open");
      return w.connections[at].sctp.maxMessageSize;
    }"""))


def forge(page: Any, text: str) -> str | None:
    """`text` sent as it is on the page's open channel (a guest's: its one link to
    the host); None, or the error with which the browser refused to send it."""
    return page.evaluate("""text => {
      const open = window.__wire.channels.filter((c) => c.readyState === "open");
      if (open.length !== 1) return `${open.length} open channels`;
      try { open[0].send(text); return null; } catch (err) { return `${err.name}: ${err.message}`; }
    }""", text)


def log_of(answers: list[dict[str, Any]]) -> list[tuple[dict[str, Any], str]]:
    """A guest's whole log, each entry with its line, rebuilt from the answers it heard
    in order as engine/log-part.js does (a part from `start` on, `changed` entries
    and their lines replaced)."""
    log: list[tuple[dict[str, Any], str]] = []
    for message in answers:
        part = message["answer"]["view"]["log"]
        words = message["answer"]["screen"]["words"]
        assert part["start"] <= len(log), ("a part that does not follow", part["start"], len(log))
        log = log[:part["start"]] + list(zip(part["entries"], words["log"], strict=True))
        for change, line in zip(part["changed"], words["log_changed"], strict=True):
            log[change["at"]] = (change["entry"], line)
    return log
