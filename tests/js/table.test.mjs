// peers/table.js: text passed between seats and links untouched, a guest's oversize message held back.

import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./support.mjs";

const { host, guest, MAX_GUEST_BYTES, MAX_WAITING, bytesOver } = await pageModule("peers/table.js");

/** A link as link.js makes one, without a browser: what was sent, and a way to receive. */
function fakeLink(state = "open") {
  const listeners = { state: new Set(), message: new Set() };
  return {
    state,
    sent: [],
    closed: false,
    on(kind, fn) {
      listeners[kind].add(fn);
      return () => listeners[kind].delete(fn);
    },
    send(text) {
      if (this.state !== "open") return false;
      this.sent.push(text);
      return true;
    },
    close() {
      this.closed = true;
      this.state = "closed";
    },
    receive: (text) => listeners.message.forEach((fn) => fn(text)),
    become(next) {
      this.state = next;
      listeners.state.forEach((fn) => fn(next));
    },
    listening: (kind) => listeners[kind].size,
  };
}

test("the host's table: text to a seat, text from a seat, each seat its own", () => {
  const one = fakeLink();
  const two = fakeLink();
  host.attach(1, one);
  host.attach(2, two);
  assert.deepEqual(host.seats(), [1, 2]);
  assert.equal(host.send(2, '{"v":1}'), true);
  assert.deepEqual([one.sent, two.sent], [[], ['{"v":1}']]);
  assert.equal(host.send(3, "x"), false); // no such seat
  const got = [];
  const off = host.onMessage((seat, text) => got.push([seat, text]));
  one.receive("from one");
  two.receive("from two");
  assert.deepEqual(got, [[1, "from one"], [2, "from two"]]);
  off();
  host.close();
  assert.ok(one.closed && two.closed);
  assert.equal(one.listening("message"), 0);
  assert.deepEqual(host.seats(), []);
});

test("a guest's message over the cap is refused to that seat and never handed on", () => {
  const link = fakeLink();
  host.attach(1, link);
  const got = [];
  const refused = [];
  const offs = [host.onMessage((seat, text) => got.push(text.length)), host.onRefused((seat, { text, ...why }) => refused.push([seat, why, text.length]))];
  link.receive("a".repeat(MAX_GUEST_BYTES)); // at the cap: handed on
  link.receive("a".repeat(MAX_GUEST_BYTES + 1));
  link.receive("é".repeat(MAX_GUEST_BYTES / 2)); // 2 bytes each: exactly the cap
  link.receive("€".repeat(MAX_GUEST_BYTES / 2)); // 3 bytes each: over it
  link.receive("x".repeat(1 << 20)); // a megabyte
  assert.deepEqual(got, [MAX_GUEST_BYTES, MAX_GUEST_BYTES / 2]);
  assert.deepEqual(refused, [
    [1, { code: "too-big", bytes: MAX_GUEST_BYTES + 1 }, MAX_GUEST_BYTES + 1],
    [1, { code: "too-big", bytes: MAX_GUEST_BYTES * 1.5 }, MAX_GUEST_BYTES / 2],
    [1, { code: "too-big", bytes: 1 << 20 }, 1 << 20],
  ]);
  offs.forEach((off) => off());
  host.close();
  assert.equal(bytesOver("x".repeat(10)), 0);
});

test("what comes before anyone listens waits for the first listener, up to a bound", () => {
  const link = fakeLink();
  host.attach(3, link);
  for (let i = 0; i < MAX_WAITING + 5; i++) link.receive(`m${i}`);
  const got = [];
  const off = host.onMessage((seat, text) => got.push(text));
  assert.equal(got.length, MAX_WAITING);
  assert.equal(got[0], "m0");
  link.receive("later");
  assert.equal(got.at(-1), "later");
  off();
  host.close();
});

test("states: a seat's link opening, dropping and coming back is told with its seat", () => {
  const link = fakeLink("pairing");
  const seen = [];
  const off = host.onState((seat, state) => seen.push([seat, state]));
  host.attach(2, link);
  link.become("open");
  link.become("away");
  link.become("open");
  assert.deepEqual(seen, [[2, "open"], [2, "away"], [2, "open"]]);
  assert.equal(host.state(2), "open");
  // A seat paired again: its old link is closed and no longer heard.
  const again = fakeLink();
  host.attach(2, again);
  assert.ok(link.closed);
  link.receive("old");
  assert.deepEqual(seen.at(-1), [2, "open"]); // the new link, open, told at once
  off();
  host.close();
});

test("the guest's table: one link to the host", () => {
  const link = fakeLink();
  const got = [];
  const states = [];
  const offs = [guest.onMessage((text) => got.push(text)), guest.onState((state) => states.push(state))];
  guest.attach(link);
  assert.equal(guest.send("hello"), true);
  link.receive("answer");
  link.become("away");
  assert.deepEqual([link.sent, got, states, guest.state()], [["hello"], ["answer"], ["open", "away"], "away"]);
  assert.equal(guest.send("while away"), false);
  guest.close();
  assert.ok(link.closed);
  assert.equal(guest.state(), null);
  assert.equal(guest.send("x"), false);
  offs.forEach((off) => off());
});
