// The page's side of the engine: starts worker.js and talks to it.
//
//   const engine = await startEngine({workerUrl, runtimeUrl, onProgress});
//   const {save, view} = await engine.call("start", configJson, seed);
//   engine.terminate();
//
// startEngine resolves once Python and the rules are loaded, or rejects with
// an Error whose message names the stage that failed ("runtime",
// "interpreter", "packages", "game" or "worker") and why. It also rejects when
// start-up stalls: no progress for timeoutMs. That is how the two known hangs
// end (a .wasm served with the wrong MIME type, a Content-Security-Policy
// without 'wasm-unsafe-eval': loadPyodide then never settles), while a slow
// but moving download on a phone is left to finish.
//
// With `snapshot: {build}` (the build's hash) the worker keeps its start as a
// memory snapshot and restores it next time (worker.js, snapshot.js);
// onSnapshot({stored, bytes, reason, ms: {make, store}}) hears whether a new one was stored.
// Without it (an embed, a test page) nothing is read or stored.
//
// engine.versions is {python, pyodide}, e.g. {python: "3.14.2", pyodide: "314.0.7"};
// engine.start is {from: "snapshot" | "scratch", refused?: why a stored snapshot
// was not used, ms: {worker, runtime, interpreter, packages, game}: milliseconds
// from the worker's start to its first stage, then in each}.
// engine.call(name, ...args) sends one call to the bridge, in the language
// language() names at that moment (startEngine's option: the page's language,
// device/language.js; the worker refuses a call without one), and resolves with
// its answer less `ok` (e.g. {save, view}), or rejects with an Error whose
// message is the bridge's error text. Arguments are JSON text, integers or
// null; an object or array is sent as its JSON text.
//
// Every call has a time limit (CALL_LIMITS_MS, or callLimits): a call the
// engine has not answered by then (a hang, a runaway input) stops the worker,
// and that call and every later one reject with an EngineError naming the call
// and the limit.  The worker is single-threaded: a call that never ends would
// otherwise leave every later tap waiting in silence.  Nothing is lost: the
// page saves every move as it is answered.
//
// whenStarted(starting) is an engine to hand out before it has started: its
// calls wait for the start (or reject with its error).

const DEFAULT_TIMEOUT_MS = 60000;
// A computer player's search and the hint take longest (Hard: p95 under 1 s in
// Chromium here; a slow phone may take ten times that); a save's replay or a
// score sheet, a fraction of a second.
export const CALL_LIMITS_MS = Object.freeze({ default: 30000, bot: 60000, hint: 60000 });

export class EngineError extends Error {
  constructor(stage, message) {
    super(`${stage}: ${message}`);
    this.name = "EngineError";
    this.stage = stage;
  }
}

import { hasLogPart, wholeLog, withLog } from "./log-part.js";
import { probed } from "./probe.js";

/** A refusal of the bridge: its words, and where and what the fault is, to act on
 * (docs/protocol.md, "Faults": the page acts on `place` and `code`, never on the words). */
export class Refusal extends Error {
  constructor(message, place = null, code = null) {
    super(message);
    this.name = "Refusal";
    this.place = place;
    this.code = code;
  }
}

function absolute(url) {
  return new URL(url, document.baseURI).href;
}

function encodeArg(arg) {
  return arg !== null && typeof arg === "object" ? JSON.stringify(arg) : arg;
}

class Engine {
  versions = {}; // {python, pyodide}: what the worker runs
  start = {}; // {from, refused?}: how it started
  onSnapshot = () => {};
  #worker;
  #pending = new Map(); // id -> {resolve, reject}
  #nextId = 1;
  #dead = null; // the Error every call gets once the worker is gone
  #limits;
  #language;
  #log = null; // the open game's log as far as the bridge sent it (engine/log-part.js)

  constructor(worker, limits = CALL_LIMITS_MS, language = () => "en") {
    this.#worker = worker;
    this.#limits = limits;
    this.#language = language;
  }

  call(name, ...args) {
    return this.callIn(this.#language(), name, ...args);
  }

  /** A call answered in language `lang` rather than the page's (a guest phone's seat_answer). */
  callIn(lang, name, ...args) {
    if (this.#dead) return Promise.reject(this.#dead);
    const id = this.#nextId++;
    const limit = this.#limits[name] ?? this.#limits.default;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.crashed(new EngineError("worker",
        `no answer to ${name} within ${limit / 1000} s: the engine was stopped (every move so far is saved)`)), limit);
      const settle = (done) => (value) => {
        clearTimeout(timer);
        done(value);
      };
      this.#pending.set(id, { name, resolve: settle(resolve), reject: settle(reject) });
      this.#worker.postMessage({ id, call: name, args: args.map(encodeArg), lang });
    });
  }

  terminate() {
    this.#worker.terminate();
    // The page acts on the code (page.js engineDown), never on these words.
    this.#die(Object.assign(new Error("the engine was stopped"), { code: "stopped" }));
  }

  // Messages after start-up: answers to calls, matched by id, and the snapshot's news.
  receive(message) {
    if (message.type === "snapshot") {
      this.onSnapshot({ stored: message.stored, bytes: message.bytes, reason: message.reason, ms: message.ms });
      return;
    }
    const waiting = this.#pending.get(message.id);
    if (!waiting) return;
    this.#pending.delete(message.id);
    if (message.ok) {
      const value = message.value;
      waiting.resolve(this.#withWholeLogs(value).then((whole) => probed(waiting.name, whole)));
    }
    else {
      waiting.reject(new Refusal(message.error, message.place ?? null, message.code ?? null));
    }
  }

  /** The value with each game answer in it whole: itself, or the host's new answer
   * a guest's message or a seat's change brought (a table of phones). */
  async #withWholeLogs(value) {
    if (hasLogPart(value)) return this.#whole(value);
    if (value && hasLogPart(value.host)) return { ...value, host: await this.#whole(value.host) };
    return value;
  }

  /** A game's answer with its whole log: the part the bridge sent after what it
   * sent before.  Should the two ever not follow each other, the whole log is
   * asked again (the bridge then sends it from the start). */
  async #whole(value) {
    let log = wholeLog(this.#log, value);
    if (log === null) {
      const again = await this.call("current");
      log = { entries: again.view.log.entries, lines: again.screen.words.log };
    }
    this.#log = log;
    return withLog(value, log);
  }

  #die(error) {
    this.#dead ??= error;
    for (const { reject } of this.#pending.values()) reject(this.#dead);
    this.#pending.clear();
  }

  crashed(error) {
    this.#worker.terminate();
    this.#die(error);
  }
}

export function startEngine({
  workerUrl, runtimeUrl, snapshot = null, onProgress = () => {}, onSnapshot = () => {},
  timeoutMs = DEFAULT_TIMEOUT_MS, callLimits = CALL_LIMITS_MS, language = () => "en",
}) {
  return new Promise((resolve, reject) => {
    let worker;
    try {
      worker = new Worker(absolute(workerUrl), { type: "module" });
    } catch (err) {
      reject(new EngineError("worker", `could not be started: ${err.message}`));
      return;
    }
    const engine = new Engine(worker, { ...CALL_LIMITS_MS, ...callLimits }, language);
    engine.onSnapshot = onSnapshot;
    let stage = "worker"; // until the worker reports its first stage
    let ready = false;
    let timer = null;

    const fail = (error) => {
      clearTimeout(timer);
      if (ready) {
        engine.crashed(error);
      } else {
        ready = true; // settled: later messages are ignored
        worker.terminate();
        reject(error);
      }
    };
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(new EngineError(stage,
        `start-up stalled (no progress for ${Math.round(timeoutMs / 1000)} s)`)), timeoutMs);
    };

    worker.addEventListener("message", (event) => {
      const message = event.data ?? {};
      if (ready) {
        engine.receive(message);
      } else if (message.type === "progress") {
        stage = message.stage;
        watch();
        onProgress({ stage: message.stage, done: message.done, total: message.total, label: message.label });
      } else if (message.type === "ready") {
        ready = true;
        clearTimeout(timer);
        engine.versions = { python: message.python, pyodide: message.pyodide };
        engine.start = message.start ?? {};
        resolve(engine);
      } else if (message.type === "fatal") {
        fail(new EngineError(message.stage, message.error));
      }
    });
    // The worker script itself failed to load or threw outside any promise.
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      fail(new EngineError(ready ? "worker" : stage, event.message || "the worker failed to load"));
    });
    worker.addEventListener("messageerror", () => {
      fail(new EngineError("worker", "a message from the worker could not be read"));
    });

    watch();
    worker.postMessage({
      type: "init",
      runtimeUrl: absolute(runtimeUrl),
      snapshot: snapshot ? { build: String(snapshot.build) } : null,
    });
  });
}

/**
 * An engine for the page to hold while `starting` (startEngine's promise) is
 * under way: a call made now is sent once the start is done, and rejects with
 * the start's error if it fails.  onWait(n) hears how many calls are waiting
 * for the start (0 once it is over), so the page can say where they wait.
 *
 * restart() replaces a dead engine (its worker crashed, ran out of memory or
 * passed a call's time limit) with a new one from `again()`, a fresh
 * startEngine: the page's calls go to it from then on.  A call in flight when
 * the worker died was never answered, so the page never applied it: it is made
 * again, once, or not at all (game.js).
 */
export function whenStarted(starting, { onWait = () => {}, again = null } = {}) {
  let engine = null;
  let current = starting;
  let waiting = 0;
  const over = () => {
    if (waiting) onWait((waiting = 0));
  };
  const follow = (promise) => {
    current = promise;
    promise.then((started) => { if (current === promise) engine = started; over(); }, over);
  };
  follow(starting);
  return {
    get started() {
      return engine !== null;
    },
    call(name, ...args) {
      if (engine) return engine.call(name, ...args);
      onWait(++waiting);
      return current.then((started) => started.call(name, ...args));
    },
    callIn(lang, name, ...args) {
      if (engine) return engine.callIn(lang, name, ...args);
      onWait(++waiting);
      return current.then((started) => started.callIn(lang, name, ...args));
    },
    async restart() {
      if (!again) throw new EngineError("worker", "the engine cannot be restarted here");
      if (engine) engine.terminate();
      engine = null;
      follow(again());
      await current;
    },
    terminate() {
      current.then((started) => started.terminate(), () => {});
    },
  };
}
