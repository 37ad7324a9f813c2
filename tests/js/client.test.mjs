// engine/client.js: the worker started and called, its answers matched by id, its time-outs.
//
// A fake worker stands in for Pyodide's: the test says what it answers, and the
// clock is node:test's mock, so a minute's time limit passes at once.

import { test, mock, afterEach } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./support.mjs";

globalThis.document = { baseURI: "https://example.org/app/" };

/** The latest worker made, and every one. */
const workers = [];

class FakeWorker {
  constructor(url, options) {
    this.url = url;
    this.options = options;
    this.sent = [];
    this.listeners = {};
    this.terminated = false;
    workers.push(this);
  }

  addEventListener(type, listener) {
    (this.listeners[type] ??= []).push(listener);
  }

  postMessage(message) {
    this.sent.push(message);
  }

  terminate() {
    this.terminated = true;
  }

  /** The worker says something. */
  say(data) {
    for (const listener of this.listeners.message ?? []) listener({ data });
  }

  fail(message) {
    for (const listener of this.listeners.error ?? []) listener({ message, preventDefault() {} });
  }

  /** The calls the page made so far (not the init). */
  calls() {
    return this.sent.filter((m) => "id" in m);
  }
}
globalThis.Worker = FakeWorker;

const { startEngine, whenStarted, EngineError, CALL_LIMITS_MS } = await pageModule("engine/client.js");

afterEach(() => {
  mock.timers.reset();
  workers.length = 0;
});

/** An engine started and ready, in `lang`. */
async function ready(options = {}) {
  const progress = [];
  const starting = startEngine({ workerUrl: "assets/js/engine/worker.js", runtimeUrl: "runtime/abc/", onProgress: (p) => progress.push(p), ...options });
  const worker = workers.at(-1);
  worker.say({ type: "progress", stage: "runtime", done: 5, total: 10, label: "load.getting-ready" });
  worker.say({ type: "ready", python: "3.14.2", pyodide: "314.0.7", start: { from: "scratch" } });
  const engine = await starting;
  return { engine, worker, progress };
}

test("the worker is started from absolute URLs, and its start is reported stage by stage", async () => {
  const { engine, worker, progress } = await ready({ snapshot: { build: 7 } });
  assert.equal(worker.url, "https://example.org/app/assets/js/engine/worker.js");
  assert.deepEqual(worker.options, { type: "module" });
  assert.deepEqual(worker.sent[0], { type: "init", runtimeUrl: "https://example.org/app/runtime/abc/", snapshot: { build: "7" } });
  assert.deepEqual(progress, [{ stage: "runtime", done: 5, total: 10, label: "load.getting-ready" }]);
  assert.deepEqual(engine.versions, { python: "3.14.2", pyodide: "314.0.7" });
  assert.deepEqual(engine.start, { from: "scratch" });
});

test("a call carries its id, its arguments as JSON text and the page's language; answers match by id", async () => {
  let lang = "de";
  const { engine, worker } = await ready({ language: () => lang });
  const first = engine.call("start", { names: ["Ann"] }, 42, null);
  lang = "pl";
  const second = engine.call("score", "{}");
  const [a, b] = worker.calls();
  assert.deepEqual(a, { id: a.id, call: "start", args: ['{"names":["Ann"]}', 42, null], lang: "de" });
  assert.deepEqual(b, { id: b.id, call: "score", args: ["{}"], lang: "pl" });
  assert.notEqual(a.id, b.id);
  // Answered out of order: each promise gets its own.
  worker.say({ id: b.id, ok: false, error: "score: t: not a table" });
  worker.say({ id: a.id, ok: true, value: { save: "s" } });
  worker.say({ id: 999, ok: true, value: "nobody's" });
  assert.deepEqual(await first, { save: "s" });
  await assert.rejects(second, { message: "score: t: not a table" });
});

test("a call past its time limit stops the worker; it and every later call fail by name", async () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  const { engine, worker } = await ready({ callLimits: { default: 2000, bot: 5000 } });
  const bot = engine.call("bot");
  const view = engine.call("current");
  mock.timers.tick(1999);
  assert.equal(worker.terminated, false);
  mock.timers.tick(1);
  const stopped = { name: "EngineError", stage: "worker", message: /no answer to current within 2 s/ };
  await assert.rejects(view, stopped);
  await assert.rejects(bot, stopped); // the worker is gone: the one in flight with it
  assert.equal(worker.terminated, true);
  await assert.rejects(engine.call("score", "{}"), stopped);
  assert.equal(worker.calls().length, 2); // nothing more was sent to a dead worker
});

test("an answer in time clears its limit; the limits are per call", async () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  const { engine, worker } = await ready();
  const bot = engine.call("bot");
  mock.timers.tick(CALL_LIMITS_MS.default); // the default limit is not the bot's
  worker.say({ id: worker.calls()[0].id, ok: true, value: { move: 1 } });
  assert.deepEqual(await bot, { move: 1 });
  mock.timers.tick(CALL_LIMITS_MS.bot);
  assert.equal(worker.terminated, false);
});

test("a start that stalls fails at the stage it stalled in; a moving one is left to finish", async () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  const starting = startEngine({ workerUrl: "w.js", runtimeUrl: "r/", timeoutMs: 10_000 });
  const worker = workers.at(-1);
  mock.timers.tick(9_000);
  worker.say({ type: "progress", stage: "interpreter", done: 0, total: 1 });
  mock.timers.tick(9_000); // slow, but moving
  worker.say({ type: "progress", stage: "packages", done: 1, total: 9 });
  mock.timers.tick(10_000);
  await assert.rejects(starting, { name: "EngineError", stage: "packages", message: /start-up stalled \(no progress for 10 s\)/ });
  assert.equal(worker.terminated, true);
});

test("a failure in the worker's start, or of the worker itself, names its stage", async () => {
  const fatal = startEngine({ workerUrl: "w.js", runtimeUrl: "r/" });
  workers.at(-1).say({ type: "fatal", stage: "interpreter", error: "Python did not start: out of memory" });
  await assert.rejects(fatal, { stage: "interpreter", message: "interpreter: Python did not start: out of memory" });
  const broken = startEngine({ workerUrl: "w.js", runtimeUrl: "r/" });
  workers.at(-1).say({ type: "progress", stage: "runtime", done: 0, total: 1 });
  workers.at(-1).fail("SyntaxError in worker.js");
  await assert.rejects(broken, { stage: "runtime", message: "runtime: SyntaxError in worker.js" });
  // After the start, the worker's own failure ends every call.
  const { engine, worker } = await ready();
  const call = engine.call("current");
  worker.fail("");
  await assert.rejects(call, { stage: "worker", message: "worker: the worker failed to load" });
});

test("the engine handed out before the start: calls wait for it, and say how many wait", async () => {
  let start;
  const waits = [];
  const engine = whenStarted(new Promise((resolve) => { start = resolve; }), { onWait: (n) => waits.push(n) });
  assert.equal(engine.started, false);
  const made = [];
  const real = { call: async (name, ...args) => { made.push([name, ...args]); return name; } };
  const a = engine.call("vocabulary");
  const b = engine.call("lessons");
  start(real);
  assert.deepEqual(await Promise.all([a, b]), ["vocabulary", "lessons"]);
  assert.deepEqual(waits, [1, 2, 0]);
  assert.equal(engine.started, true);
  assert.equal(await engine.call("rules"), "rules");
  assert.deepEqual(made, [["vocabulary"], ["lessons"], ["rules"]]);
});

test("a start that failed fails every call with its error; a dead engine is replaced by restart", async () => {
  const failed = whenStarted(Promise.reject(new EngineError("runtime", "offline")));
  await assert.rejects(failed.call("rules"), { message: "runtime: offline" });
  await assert.rejects(failed.restart(), { message: /cannot be restarted here/ });

  const engines = [];
  const make = (name) => {
    const made = { name, stopped: false, call: async () => name, terminate() { this.stopped = true; } };
    engines.push(made);
    return Promise.resolve(made);
  };
  const engine = whenStarted(make("first"), { again: () => make("second") });
  assert.equal(await engine.call("current"), "first");
  await engine.restart();
  assert.equal(engines[0].stopped, true);
  assert.equal(await engine.call("current"), "second");
});

test("terminate: the worker stopped, every call after it refused", async () => {
  const { engine, worker } = await ready();
  const pending = engine.call("bot");
  engine.terminate();
  assert.equal(worker.terminated, true);
  await assert.rejects(pending, { message: "the engine was stopped" });
  await assert.rejects(engine.call("current"), { message: "the engine was stopped" });
});
