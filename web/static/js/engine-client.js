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
// engine.versions is {python, pyodide}, e.g. {python: "3.14.2", pyodide: "314.0.7"}.
// engine.call(name, ...args) sends one call to the bridge and resolves with
// its answer less `ok` (e.g. {save, view}), or rejects with an Error whose
// message is the bridge's error text. Arguments are JSON text, integers or
// null; an object or array is sent as its JSON text.

const DEFAULT_TIMEOUT_MS = 60000;

export class EngineError extends Error {
  constructor(stage, message) {
    super(`${stage}: ${message}`);
    this.name = "EngineError";
    this.stage = stage;
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
  #worker;
  #pending = new Map(); // id -> {resolve, reject}
  #nextId = 1;
  #dead = null; // the Error every call gets once the worker is gone

  constructor(worker) {
    this.#worker = worker;
  }

  call(name, ...args) {
    if (this.#dead) return Promise.reject(this.#dead);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, call: name, args: args.map(encodeArg) });
    });
  }

  terminate() {
    this.#worker.terminate();
    this.#die(new Error("the engine was stopped"));
  }

  // Messages after start-up: answers to calls, matched by id.
  receive(message) {
    const waiting = this.#pending.get(message.id);
    if (!waiting) return;
    this.#pending.delete(message.id);
    if (message.ok) waiting.resolve(message.value);
    else waiting.reject(new Error(message.error));
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

export function startEngine({ workerUrl, runtimeUrl, onProgress = () => {}, timeoutMs = DEFAULT_TIMEOUT_MS }) {
  return new Promise((resolve, reject) => {
    let worker;
    try {
      worker = new Worker(absolute(workerUrl), { type: "module" });
    } catch (err) {
      reject(new EngineError("worker", `could not be started: ${err.message}`));
      return;
    }
    const engine = new Engine(worker);
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
    worker.postMessage({ type: "init", runtimeUrl: absolute(runtimeUrl) });
  });
}
