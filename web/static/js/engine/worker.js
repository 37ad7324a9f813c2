// The engine's worker: Pyodide and the rules core, off the page's thread.
//
// Started by client.js as a module worker. Its first message is
// {type: "init", runtimeUrl, snapshot}: the absolute URL of the runtime
// directory the build wrote (dist/runtime/<hash>/: Pyodide, our lock file, our
// wheel and runtime.json, which lists the files' sizes), and either null or
// {build}, the build's hash, under which the start is kept as a memory
// snapshot (snapshot.js; an embed passes null: it stores nothing). It then
// boots in four stages, posting {type: "progress", stage, done, total, label}
// as it goes:
//
//   runtime      downloading Pyodide's files (done/total in bytes)
//   interpreter  starting Python from them (0/1, then 1/1)
//   packages     installing the golden-sails wheel (bytes)
//   game         importing golden_sails.bridge (0/1, then 1/1)
//
// and then {type: "ready", python, pyodide, start}, or {type: "fatal", stage,
// error} at the first failure (after which it does nothing more: the page
// ends it). `start` says how: {from: "snapshot"} when Python's memory was
// restored from this build's snapshot (the interpreter stage then restores
// instead of starting, and the wheel is already in), else {from: "scratch"},
// with `refused` naming why a stored snapshot was not used, and `ms` the
// milliseconds spent before and in each stage (for the benchmarks). After a
// start from scratch it makes the snapshot before it says it is ready (before
// any call, so it holds no game) and stores it, and only then posts "ready",
// followed by {type: "snapshot", stored: true, bytes, ms} or {type:
// "snapshot", stored: false, reason, ms}, `ms` being {make, store} in
// milliseconds: so a reload the moment the page shows the engine ready finds
// the snapshot stored (issue 18: such a reload found none, and started from
// scratch, slower than the first visit). Nothing about a snapshot ever
// fails the start: the worst is a start from scratch.
//
// Once ready it answers calls {id, call, args, lang} with {id, ok: true, value} or
// {id, ok: false, error}: each through the bridge's door, in_language, which
// answers it in the page's language `lang` (or refuses a language the game does
// not speak), so a switch of language needs no call of its own.  The bridge
// takes JSON text and integers and answers JSON text, so no Python object (PyProxy) ever leaves this worker, and every
// call is synchronous: no run_until_complete, which needs stack switching,
// which Safari lacks.

import { readSnapshot, deleteSnapshot, snapshotKey } from "./snapshot.js";
import { CALLS as BRIDGE_CALLS } from "./core.js";
import { ByteCounter, StageError, fetchJson, watchFetches } from "./fetches.js";
import { keepStart, sitePackagesOf } from "./memory.js";
import { fetchWheel, writeWheel } from "./wheel.js";

// The bridge's calls (golden_sails.bridge.CALLS, written into core.js by the build):
// nothing else is called through its door.
const CALLS = new Set(BRIDGE_CALLS);
let stage = "runtime";
let started = false;
let failed = false;
let bridge = null; // the bridge's door, in_language (a PyProxy, kept here)

function post(message) {
  self.postMessage(message);
}

const entered = {}; // stage -> performance.now() when it began: the start's figures

// Progress is posted at most every PROGRESS_EVERY_MS within a stage (the last
// report of a stage always goes): each message costs the page a task, and a
// download arrives in hundreds of chunks (under a phone's CPU the page spent
// seconds on them).  A new stage, and a stage's end, go at once.
const PROGRESS_EVERY_MS = 100;
let lastPosted = { stage: null, at: -Infinity };
let trailing = null;

function progress(name, done, total, label) {
  if (failed) return;
  stage = name;
  entered[name] ??= performance.now();
  const message = { type: "progress", stage: name, done, total, label };
  clearTimeout(trailing);
  trailing = null;
  const since = performance.now() - lastPosted.at;
  if (lastPosted.stage === name && done < total && since < PROGRESS_EVERY_MS) {
    trailing = setTimeout(() => {
      trailing = null;
      if (failed) return;
      lastPosted = { stage: name, at: performance.now() };
      post(message);
    }, PROGRESS_EVERY_MS - since);
    return;
  }
  lastPosted = { stage: name, at: performance.now() };
  post(message);
}

/** Milliseconds spent in each stage, from the worker's first line to now. */
function stageTimes() {
  const names = Object.keys(entered);
  const times = { worker: Math.round(entered[names[0]]) };
  names.forEach((name, i) => {
    times[name] = Math.round((entered[names[i + 1]] ?? performance.now()) - entered[name]);
  });
  return times;
}

// The first failure wins; later ones are mostly its echoes.
function fail(name, error) {
  if (failed) return;
  failed = true;
  const text = error instanceof Error ? error.message : String(error);
  post({ type: "fatal", stage: name, error: text });
}

// --- Start-up ---------------------------------------------------------------

// The runtime stage's files: what loadPyodide imports or fetches itself.
function runtimeFiles(manifest) {
  return Object.keys(manifest.sizes).filter((name) => name !== manifest.package.file_name);
}

// Also true of a start from the snapshot: the four stages, in order, each to its end.
async function boot(runtimeUrl, keep) {
  // A progress report names its words by key (js/words/ui.js): the page words them
  // in its language; a "-bytes" one is said with its done and total in MB.
  progress("runtime", 0, 1, "load.starting");
  // Asked for at once, not one after the other: the manifest, Pyodide's
  // modules and the stored snapshot (read from disk while the rest arrives).
  const manifestRead = fetchJson(`${runtimeUrl}runtime.json`, "runtime.json");
  const pyodideModule = import(`${runtimeUrl}pyodide.mjs`);
  const asmModule = import(`${runtimeUrl}pyodide.asm.mjs`);
  const stored = keep
    ? readSnapshot({
      key: keep.key,
      build: keep.build,
      pyodide: manifestRead.then((m) => m.pyodide, () => null),
    })
    : Promise.resolve({});
  for (const promise of [stored, pyodideModule, asmModule]) promise.catch(() => {}); // reported where awaited
  const manifest = await manifestRead;
  const files = runtimeFiles(manifest);
  const wheel = manifest.package.file_name;
  const counter = new ByteCounter(manifest.sizes, manifest.compressed ?? {}, (name) => {
    if (name === wheel) {
      // Fetched early, it is only reported in its own stage.
      if (stage !== "packages") return;
      progress("packages", counter.done([wheel]), counter.total([wheel]), "load.unpacking-bytes");
    } else if (stage === "runtime") {
      const done = counter.done(files);
      const total = counter.total(files);
      progress("runtime", done, total, "load.getting-ready-bytes");
      if (done >= total) progress("interpreter", 0, 1, "load.setting-out");
    }
  });
  watchFetches(runtimeUrl, counter, (name) => (name === wheel ? "packages" : "runtime"), fail);
  progress("runtime", 0, counter.total(files), "load.getting-ready");
  // The game's wheel, fetched and unpacked while Python downloads and starts
  // (when no snapshot is stored: a restored Python has the game in already).
  let wheelFiles = null;
  const unpackedWheel = () => (wheelFiles ??= fetchWheel(runtimeUrl, manifest.package));
  stored.then((found) => { if (!found.snapshot) unpackedWheel().catch(() => {}); });
  const runtime = await loadRuntime(counter, pyodideModule, asmModule);

  const found = await stored;
  const start = { from: "scratch" };
  if (found.refused) start.refused = found.refused;
  let pyodide = null;
  if (found.snapshot) {
    try {
      pyodide = await restoreInterpreter(runtime, pyodideOptions(runtimeUrl, manifest), found.snapshot);
      start.from = "snapshot";
    } catch (err) {
      // A snapshot that does not restore is never tried again: the start from
      // scratch below makes a new one.
      start.refused = `it did not restore: ${err.message}`;
      deleteSnapshot(keep.key);
      pyodide = null;
    }
  }
  let keepable = null;
  if (pyodide) {
    progress("interpreter", 1, 1, "load.set-out");
    // The wheel was installed when the snapshot was made, and its files are back.
    progress("packages", counter.total([wheel]), counter.total([wheel]), "load.unpacked");
    progress("game", 0, 1, "load.opening-rules");
    bridge = importBridge(pyodide);
  } else {
    const early = {}; // {sitePackages, installed}: what fsInit did
    const install = async (FS, { sitePackages }) => {
      early.sitePackages = sitePackages;
      early.installed = await writeWheel(FS, sitePackages, unpackedWheel);
    };
    pyodide = await startInterpreter(runtime, pyodideOptions(runtimeUrl, manifest), Boolean(keep), install);
    progress("interpreter", 1, 1, "load.set-out");
    await installPackage(pyodide, counter, wheel, unpackedWheel, early);
    progress("game", 0, 1, "load.opening-rules");
    bridge = importBridge(pyodide);
    // Kept as a snapshot before the worker says it is ready (keepStart).
    if (keep) keepable = pyodide;
  }
  progress("game", 1, 1, "load.ready");
  start.ms = stageTimes();
  return {
    versions: {
      python: pyodide.runPython("import sys; sys.version.split()[0]"),
      pyodide: pyodide.version,
    },
    start,
    keepable,
  };
}

// Pyodide's two modules: pyodide.mjs (loadPyodide) and pyodide.asm.mjs, which
// loadPyodide would import itself, later; imported from the start, it is
// handed over as createPyodideModule, and its settling says when those bytes
// are in.
async function loadRuntime(counter, pyodideModule, asmModule) {
  let loadPyodide;
  try {
    ({ loadPyodide } = await pyodideModule);
  } catch (err) {
    throw new StageError("runtime", `pyodide.mjs could not be loaded: ${err.message}`);
  }
  counter.finish("pyodide.mjs");
  asmModule.then(() => counter.finish("pyodide.asm.mjs"), () => {});
  const createModule = async (settings) => {
    let create;
    try {
      create = (await asmModule).default;
    } catch (err) {
      throw new StageError("runtime", `pyodide.asm.mjs could not be loaded: ${err.message}`);
    }
    return create(settings);
  };
  return { loadPyodide, createModule };
}

function pyodideOptions(runtimeUrl, manifest) {
  return {
    indexURL: runtimeUrl,
    // The build's standard library, with the bytecode of what the start
    // imports (buildtools/bytecode.py): Pyodide would compile it every time.
    stdLibURL: `${runtimeUrl}${manifest.stdlib}`,
    // Without it Pyodide names a CDN as the place of packages it lacks.
    packageBaseUrl: runtimeUrl,
    // Our lock file, from runtime.json: not a request of its own before Python starts.
    lockFileContents: manifest.lock,
    // The page never needs it, and it relies on stack switching.
    enableRunUntilComplete: false,
    stdout: () => {},
    stderr: (line) => console.warn(`python: ${line}`),
  };
}

async function startInterpreter({ loadPyodide, createModule }, options, makeSnapshot, install) {
  try {
    return await loadPyodide({
      ...options,
      createPyodideModule: createModule,
      // Lets makeMemorySnapshot work once the rules are imported (Pyodide's
      // own option, marked private: the pinned version's is used as it is).
      _makeSnapshot: makeSnapshot,
      // Before Python starts, into its empty site-packages: the game's files.
      fsInit: install,
    });
  } catch (err) {
    if (err instanceof StageError) throw err;
    throw new StageError("interpreter", `Python did not start: ${err.message}`);
  }
}

/**
 * Python from the snapshot: the wasm compiled as for any start, then its
 * memory replaced by the snapshot's instead of Python starting and the rules
 * being installed and imported.  Throws when it cannot: the caller starts
 * from scratch.
 */
async function restoreInterpreter({ loadPyodide, createModule }, options, snapshot) {
  const pyodide = await loadPyodide({
    ...options,
    _loadSnapshot: snapshot.memory,
    createPyodideModule: async (settings) => {
      const module = await createModule(settings);
      // The digest, computed while the wasm compiled, is checked before the
      // memory is used: a corrupt snapshot is never run.
      await snapshot.verified;
      // Pyodide sizes the heap for a snapshot with a setting the pinned build
      // ignores (pyodide/pyodide#6254): a heap that had grown would not fit.
      if (module.HEAP8.length < snapshot.heapBytes) module.growMemory(snapshot.heapBytes);
      return module;
    },
  });
  for (const [path, bytes] of snapshot.files) {
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, bytes);
  }
  // Every restore would otherwise draw the same numbers from `random`.
  pyodide.runPython("import sys\nif 'random' in sys.modules: sys.modules['random'].seed()");
  // One call through the bridge before the page makes any: a restored
  // interpreter that cannot answer is refused here, not in a game.
  const words = JSON.parse(pyodide.pyimport("golden_sails.bridge").vocabulary());
  if (!words.ok) throw new Error(`the restored rules did not answer: ${words.error}`);
  return pyodide;
}

async function installPackage(pyodide, counter, wheel, unpackedWheel, early) {
  progress("packages", counter.done([wheel]), counter.total([wheel]), "load.unpacking");
  if (!early.installed) {
    let unpacked;
    try {
      unpacked = await unpackedWheel();
    } catch (err) {
      throw err instanceof StageError ? err : new StageError("packages", err.message);
    }
    try {
      const sitePackages = early.sitePackages ?? sitePackagesOf(pyodide);
      pyodide.unpackArchive(unpacked.bytes, "wheel", { extractDir: sitePackages });
      pyodide.runPython("import importlib; importlib.invalidate_caches()");
    } catch (err) {
      throw new StageError("packages", `the game's package did not install: ${err.message}`);
    }
  }
  counter.finish(wheel);
}

function importBridge(pyodide) {
  try {
    return pyodide.pyimport("golden_sails.bridge").in_language;
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

// The page's own bugs: each with a code to act on, as a bridge fault (docs/protocol.md).
function answer({ id, call, args, lang }) {
  if (bridge === null) {
    post({ id, ok: false, error: "the engine is not ready", place: null, code: "not-ready" });
    return;
  }
  if (!CALLS.has(call)) {
    post({ id, ok: false, error: `no such call: ${String(call)}`, place: "call", code: "unknown-call" });
    return;
  }
  let reply;
  try {
    if (typeof lang !== "string") throw new Error("the page's language is missing");
    reply = JSON.parse(bridge(lang, call, ...checkedArgs(args ?? [])));
  } catch (err) {
    post({ id, ok: false, error: `${call}: ${err.message}`, place: call, code: "bad-call" });
    return;
  }
  if (reply.ok) {
    delete reply.ok;
    post({ id, ok: true, value: reply });
  } else {
    post({ id, ok: false, error: String(reply.error), place: reply.place ?? null, code: reply.code ?? null });
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
    const runtimeUrl = new URL(message.runtimeUrl, self.location.href).href;
    const keep = message.snapshot && typeof self.caches !== "undefined"
      ? { build: String(message.snapshot.build), key: snapshotKey(new URL("../../", runtimeUrl)) }
      : null;
    boot(runtimeUrl, keep).then(
      async ({ versions, start, keepable }) => {
        const news = keepable ? await keepStart(keepable, keep, versions.pyodide) : null;
        if (failed) return;
        post({ type: "ready", ...versions, start });
        if (news) post(news);
      },
      (err) => fail(err.stage ?? stage, err),
    );
  } else if ("id" in message) {
    answer(message);
  }
});
