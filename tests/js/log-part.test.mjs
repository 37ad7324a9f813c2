// engine/log-part.js: the page's log from the parts the bridge sends (docs/protocol.md, "The log").

import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./support.mjs";

const { wholeLog, withLog, hasLogPart } = await pageModule("engine/log-part.js");

const entry = (kind, extra = {}) => ({ kind, seat: 0, ...extra });
const answer = (start, entries, lines, changed = [], lineChanged = []) => ({
  protocol: 1,
  view: { viewer: 1, log: { start, entries, changed } },
  screen: { words: { log: lines, log_changed: lineChanged } },
});

test("start 0 is the whole log, whatever the page held", () => {
  const held = { entries: [entry("a")], lines: ["old"] };
  const log = wholeLog(held, answer(0, [entry("b"), entry("c")], ["b", "c"]));
  assert.deepEqual(log, { entries: [entry("b"), entry("c")], lines: ["b", "c"] });
});

test("a part goes on from what the page holds, and replaces what reads otherwise in its view", () => {
  // Seat 0's own Gem (R8) read with its class; the table's view reads it without.
  const held = { entries: [entry("take", { gem: 5 }), entry("assign")], lines: ["Ann takes a 5", "Ann assigns"] };
  const part = answer(2, [entry("take", { seat: 1 })], ["Ben takes"],
    [{ at: 0, entry: entry("take") }], ["Ann takes a Gem"]);
  const log = wholeLog(held, part);
  assert.deepEqual(log.entries, [entry("take"), entry("assign"), entry("take", { seat: 1 })]);
  assert.deepEqual(log.lines, ["Ann takes a Gem", "Ann assigns", "Ben takes"]);
  assert.deepEqual(held.lines, ["Ann takes a 5", "Ann assigns"], "what was held is not edited in place");
});

test("a part that does not go on from what the page holds asks for the whole log", () => {
  assert.equal(wholeLog(null, answer(1, [], [])), null);
  assert.equal(wholeLog({ entries: [entry("a")], lines: ["a"] }, answer(2, [], [])), null);
});

test("the answer the screens read carries the whole log as a part from 0", () => {
  const value = answer(1, [entry("b")], ["b"]);
  assert.ok(hasLogPart(value) && !hasLogPart({ view: {}, screen: {} }));
  const whole = withLog(value, { entries: [entry("a"), entry("b")], lines: ["a", "b"] });
  assert.deepEqual(whole.view.log, { start: 0, entries: [entry("a"), entry("b")], changed: [] });
  assert.deepEqual(whole.screen.words.log, ["a", "b"]);
  assert.equal(value.view.log.start, 1, "the answer it came from is left as it was");
});
