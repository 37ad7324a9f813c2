// js/pending.js: one screen's call at a time; the latest navigation waits for it, without polling.

import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./support.mjs";

const { screenCalls } = await pageModule("pending.js");

test("nothing busy: what is asked for runs at once", () => {
  const calls = screenCalls();
  const ran = [];
  calls.whenFree(() => ran.push("rules"));
  assert.deepEqual(ran, ["rules"]);
  assert.equal(calls.waiting, false);
});

test("a second call while one is under way is refused; the first ends only itself", () => {
  const calls = screenCalls();
  const first = calls.begin();
  assert.ok(first.live());
  assert.equal(calls.begin(), null);
  assert.equal(calls.busy, true);
  calls.end({ live: () => true }); // not the call under way: nothing ends
  assert.equal(calls.busy, true);
  calls.end(first);
  assert.equal(calls.busy, false);
  assert.ok(calls.begin());
});

test("navigations asked for during a call wait for its end, and only the latest runs", () => {
  const calls = screenCalls();
  const ran = [];
  const call = calls.begin();
  calls.whenFree(() => ran.push("#/rules"));
  calls.whenFree(() => ran.push("#/learn"));
  assert.deepEqual(ran, []);
  assert.equal(calls.waiting, true);
  calls.end(call);
  assert.deepEqual(ran, ["#/learn"]);
  assert.equal(calls.waiting, false);
});

test("what waits may begin a call of its own, and what waits behind it runs after it", () => {
  const calls = screenCalls();
  const ran = [];
  let inner = null;
  const outer = calls.begin();
  calls.whenFree(() => {
    ran.push("step 2");
    inner = calls.begin();
  });
  calls.end(outer);
  assert.ok(inner && inner.live());
  calls.whenFree(() => ran.push("step 3"));
  assert.deepEqual(ran, ["step 2"]);
  calls.end(inner);
  assert.deepEqual(ran, ["step 2", "step 3"]);
});

test("the open game's move being answered holds navigation back until it settles", () => {
  let gameBusy = true;
  const calls = screenCalls({ otherBusy: () => gameBusy });
  const ran = [];
  calls.whenFree(() => ran.push("home"));
  calls.settled(); // a signal, but the game is still busy
  assert.deepEqual(ran, []);
  gameBusy = false;
  calls.settled();
  assert.deepEqual(ran, ["home"]);
  calls.settled(); // ran once only
  assert.deepEqual(ran, ["home"]);
});

test("a screen drawn over a call: its answer is no longer live, and what waited runs after the drawing", () => {
  const deferred = [];
  const calls = screenCalls({ later: (run) => deferred.push(run) });
  const ran = [];
  const call = calls.begin();
  calls.whenFree(() => ran.push("#/rules"));
  calls.reset(); // home drawn
  assert.equal(call.live(), false);
  assert.equal(calls.busy, false);
  assert.deepEqual(ran, []); // not inside home's drawing
  deferred.forEach((run) => run());
  assert.deepEqual(ran, ["#/rules"]);
  calls.end(call); // the stale call's end changes nothing
  assert.equal(calls.busy, false);
});
