// The engine's worker: Pyodide and the rules core, off the page's thread.
//
// Started by engine-client.js as a module worker. Its first message is
// {type: "init", runtimeUrl}: the absolute URL of the runtime directory the
// build wrote (dist/runtime/<hash>/: Pyodide, our lock file, our wheel and
// runtime.json, which lists the files' sizes). It then boots in four stages,
// posting {type: "progress", stage, done, total, label} as it goes:
//
//   runtime      downloading Pyodide's files (done/total in bytes)
//   interpreter  starting Python from them (0/1, then 1/1)
//   packages     installing the golden-sails wheel (bytes)
//   game         importing golden_sails.bridge (0/1, then 1/1)
//
// and then {type: "ready", python, pyodide}, or {type: "fatal", stage, error}
// at the first failure (after which it does nothing more: the page ends it).
//
// Once ready it answers calls {id, call, args} with {id, ok: true, value} or
// {id, ok: false, error}. The bridge takes JSON text and integers and answers
// JSON text, so no Python object (PyProxy) ever leaves this worker, and every
// call is synchronous: no run_until_complete, which needs stack switching,
// which Safari lacks.

const CALLS = new Set([
  "start", "load", "current", "reveal", "play", "undo", "score", "scene",
  "bot", "hint", "rematch", "new_game_link", "card_words", "examples", "vocabulary",
  "replay_link", "replay", "lessons", "rules",
]);
const PACKAGE = "golden-sails";
let stage = "runtime";
let started = false;
let failed = false;
let bridge = null; // name -> the bridge's function (PyProxy, kept here)

function post(message) {
  self.postMessage(message);
}

function progress(name, done, total, label) {
  if (failed) return;
  stage = name;
  post({ type: "progress", stage: name, done, total, label });
}

// The first failure wins; later ones are mostly its echoes.
function fail(name, error) {
  if (failed) return;
  failed = true;
  const text = error instanceof Error ? error.message : String(error);
  post({ type: "fatal", stage: name, error: text });
}

class StageError extends Error {
  constructor(name, message) {
    super(message);
    this.stage = name;
  }
}

const megabytes = (bytes) => (bytes / 1e6).toFixed(1);

// --- Counting the bytes of the runtime's files --------------------------------
//
// Pyodide fetches its files itself, so the worker's fetch is wrapped to watch
// those under the runtime URL. The caller gets the original response (so
// WebAssembly.instantiateStreaming keeps its URL, and with it the browser's
// compiled-code cache); a clone is read alongside, only to count its bytes.
// The wrapper also turns two silent failures into loud ones: a file that is
// not there (Pyodide logs some of those and goes on), and a .wasm served with
// another MIME type (instantiateStreaming then refuses it, Pyodide only warns,
// and loadPyodide never settles).

class ByteCounter {
  constructor(sizes, onChange) {
    this.sizes = sizes; // file name -> bytes, from runtime.json
    this.counted = new Map(); // file name -> bytes seen so far
    this.onChange = onChange;
  }

  add(name, bytes) {
    const limit = this.sizes[name] ?? Infinity;
    this.counted.set(name, Math.min(limit, (this.counted.get(name) ?? 0) + bytes));
    this.onChange(name);
  }

  // A file fully arrived even when it was not read through fetch (an import).
  finish(name) {
    this.add(name, this.sizes[name] ?? 0);
  }

  done(names) {
    return names.reduce((sum, name) => sum + (this.counted.get(name) ?? 0), 0);
  }

  total(names) {
    return names.reduce((sum, name) => sum + (this.sizes[name] ?? 0), 0);
  }
}

function watchFetches(runtimeUrl, counter, stageOf) {
  const realFetch = self.fetch.bind(self);
  self.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const absolute = new URL(url, self.location.href).href;
    if (!absolute.startsWith(runtimeUrl)) return realFetch(input, init);
    const name = absolute.slice(runtimeUrl.length).split(/[?#]/)[0];
    let response;
    try {
      response = await realFetch(input, init);
    } catch (err) {
      // Pyodide only logs some of these (and then waits forever): fail here.
      const why = await whyFetchFailed(realFetch, absolute, name, init, err);
      fail(stageOf(name), why);
      throw new Error(why);
    }
    if (!response.ok) {
      fail(stageOf(name), `${name} could not be fetched (HTTP ${response.status})`);
      return response;
    }
    const type = response.headers.get("Content-Type") ?? "";
    if (name.endsWith(".wasm") && type.split(";")[0].trim() !== "application/wasm") {
      fail(stageOf(name), `${name} is served as "${type}", not application/wasm, ` +
        "so the browser will not compile it");
      return response;
    }
    countBody(response.clone(), name, counter);
    return response;
  };
}

// A fetch with an integrity check fails the same way whether the file is
// missing or its bytes are wrong; a HEAD request tells the two apart.
async function whyFetchFailed(realFetch, url, name, init, err) {
  if (!init?.integrity) return `${name} could not be fetched: ${err.message}`;
  try {
    const head = await realFetch(url, { method: "HEAD", cache: "no-store" });
    if (!head.ok) return `${name} could not be fetched (HTTP ${head.status})`;
  } catch {
    return `${name} could not be fetched: ${err.message}`;
  }
  return `${name} failed its integrity check (its bytes are not those pyodide-lock.json names)`;
}

async function countBody(response, name, counter) {
  try {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      counter.add(name, value.byteLength);
    }
  } catch {
    // The request itself failed; whoever made it hears of that.
  }
}

// --- Start-up ---------------------------------------------------------------

async function fetchJson(url, what) {
  let response;
  try {
    response = await fetch(url);
  } catch (err) {
    throw new StageError("runtime", `${what} could not be fetched: ${err.message}`);
  }
  if (!response.ok) {
    throw new StageError("runtime", `${what} could not be fetched (HTTP ${response.status})`);
  }
  return response.json();
}

// The runtime stage's files: what loadPyodide imports or fetches itself.
function runtimeFiles(manifest) {
  return Object.keys(manifest.sizes).filter((name) => name !== manifest.package.file_name);
}

async function boot(runtimeUrl) {
  progress("runtime", 0, 1, "Starting");
  const manifest = await fetchJson(`${runtimeUrl}runtime.json`, "runtime.json");
  const files = runtimeFiles(manifest);
  const wheel = manifest.package.file_name;
  const counter = new ByteCounter(manifest.sizes, (name) => {
    if (name === wheel) {
      progress("packages", counter.done([wheel]), counter.total([wheel]),
        `Installing the game (${megabytes(counter.done([wheel]))} of ` +
        `${megabytes(counter.total([wheel]))} MB)`);
    } else if (stage === "runtime") {
      const done = counter.done(files);
      const total = counter.total(files);
      progress("runtime", done, total,
        `Downloading Python (${megabytes(done)} of ${megabytes(total)} MB)`);
      if (done >= total) progress("interpreter", 0, 1, "Starting Python");
    }
  });
  watchFetches(runtimeUrl, counter, (name) => (name === wheel ? "packages" : "runtime"));
  progress("runtime", 0, counter.total(files), "Downloading Python");

  const pyodide = await startInterpreter(runtimeUrl, counter);
  progress("interpreter", 1, 1, "Python started");
  await installPackage(pyodide, counter, wheel);
  progress("game", 0, 1, "Opening the rules");
  bridge = importBridge(pyodide);
  progress("game", 1, 1, "Ready");
  return {
    python: pyodide.runPython("import sys; sys.version.split()[0]"),
    pyodide: pyodide.version,
  };
}

async function startInterpreter(runtimeUrl, counter) {
  let loadPyodide;
  try {
    ({ loadPyodide } = await import(`${runtimeUrl}pyodide.mjs`));
  } catch (err) {
    throw new StageError("runtime", `pyodide.mjs could not be loaded: ${err.message}`);
  }
  counter.finish("pyodide.mjs");
  // Pyodide imports this module itself; the module map makes this the same
  // request, and its settling is the only sign of when those bytes are in.
  import(`${runtimeUrl}pyodide.asm.mjs`).then(() => counter.finish("pyodide.asm.mjs"), () => {});
  try {
    return await loadPyodide({
      indexURL: runtimeUrl,
      // Without it Pyodide names a CDN as the place of packages it lacks.
      packageBaseUrl: runtimeUrl,
      // The page never needs it, and it relies on stack switching.
      enableRunUntilComplete: false,
      stdout: () => {},
      stderr: (line) => console.warn(`python: ${line}`),
    });
  } catch (err) {
    throw new StageError("interpreter", `Python did not start: ${err.message}`);
  }
}

// loadPackage resolves even when a wheel is missing or fails its integrity
// check: it only tells errorCallback. So both that and the result are checked.
async function installPackage(pyodide, counter, wheel) {
  progress("packages", 0, counter.total([wheel]), "Installing the game");
  const errors = [];
  let loaded;
  try {
    loaded = await pyodide.loadPackage([PACKAGE], {
      messageCallback: () => {},
      errorCallback: (message) => errors.push(message),
      checkIntegrity: true,
    });
  } catch (err) {
    errors.push(err.message);
  }
  if (errors.length) {
    throw new StageError("packages", `the game's package did not install: ${errors.join(" ")}`);
  }
  const names = (loaded ?? []).map((entry) => entry.name);
  if (!names.includes(PACKAGE) || !(PACKAGE in pyodide.loadedPackages)) {
    throw new StageError("packages", `the game's package did not install (loaded: ${names.join(", ") || "nothing"})`);
  }
  counter.finish(wheel);
}

function importBridge(pyodide) {
  try {
    const module = pyodide.pyimport("golden_sails.bridge");
    return Object.fromEntries([...CALLS].map((name) => [name, module[name]]));
  } catch (err) {
    throw new StageError("game", `the rules could not be imported: ${err.message}`);
  }
}

// --- Calls ------------------------------------------------------------------

// Strings (JSON text), integers and null only: nothing else means anything to
// the bridge. null becomes undefined, which Pyodide turns into None (null
// itself would arrive as pyodide's jsnull).
function checkedArgs(args) {
  if (!Array.isArray(args)) throw new Error("args must be an array");
  return args.map((arg, i) => {
    if (arg === null || arg === undefined) return undefined;
    if (typeof arg === "string" || Number.isSafeInteger(arg)) return arg;
    throw new Error(`argument ${i + 1} must be JSON text, an integer or null`);
  });
}

function answer({ id, call, args }) {
  if (bridge === null) {
    post({ id, ok: false, error: "the engine is not ready" });
    return;
  }
  if (!CALLS.has(call)) {
    post({ id, ok: false, error: `no such call: ${String(call)}` });
    return;
  }
  let reply;
  try {
    reply = JSON.parse(bridge[call](...checkedArgs(args ?? [])));
  } catch (err) {
    post({ id, ok: false, error: `${call}: ${err.message}` });
    return;
  }
  if (reply.ok) {
    delete reply.ok;
    post({ id, ok: true, value: reply });
  } else {
    post({ id, ok: false, error: String(reply.error) });
  }
}

// A Content-Security-Policy without 'wasm-unsafe-eval' makes the compile fail
// inside Pyodide, which only logs it and never settles; the violation event
// says at once what happened. (The page's stall time-out is the backstop.)
self.addEventListener("securitypolicyviolation", (event) => {
  if (event.disposition !== "enforce") return;
  const what = event.blockedURI === "wasm-eval"
    ? "compiling WebAssembly ('wasm-unsafe-eval' is missing)"
    : event.blockedURI || "something";
  fail(stage, `the Content-Security-Policy refused ${what} (directive ${event.effectiveDirective})`);
});

self.addEventListener("message", (event) => {
  const message = event.data ?? {};
  if (message.type === "init") {
    if (started) return;
    started = true;
    boot(new URL(message.runtimeUrl, self.location.href).href).then(
      (versions) => { if (!failed) post({ type: "ready", ...versions }); },
      (err) => fail(err.stage ?? stage, err),
    );
  } else if ("id" in message) {
    answer(message);
  }
});
