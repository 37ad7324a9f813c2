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

import { readSnapshot, writeSnapshot, deleteSnapshot, snapshotKey } from "./snapshot.js";
import { CALLS as BRIDGE_CALLS } from "./core.js";

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

class StageError extends Error {
  constructor(name, message) {
    super(message);
    this.stage = name;
  }
}


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
//
// The service worker leaves these fetches to the browser's HTTP cache (sw.js
// says why); when that fails, offline with the HTTP cache's copy gone, the
// service worker's own copy is read here instead (fetchRuntime).

// Bytes are counted as they arrive (the body as the browser hands it over,
// decompressed) and told as bytes on the wire: a compressed response's
// Content-Length is its size on the wire, and until it is known, runtime.json's
// size of the build's brotli copy stands in for it.
class ByteCounter {
  constructor(sizes, compressed, onChange) {
    this.sizes = sizes; // file name -> bytes, from runtime.json
    this.onWire = { ...sizes, ...compressed }; // file name -> bytes on the wire (estimates)
    this.counted = new Map(); // file name -> bytes seen so far
    this.onChange = onChange;
  }

  /** A response's headers: its size on the wire, when it came compressed. */
  arrived(name, headers) {
    const encoding = headers.get("Content-Encoding");
    const length = Number(headers.get("Content-Length"));
    if (!(name in this.sizes)) return;
    this.onWire[name] = encoding && encoding !== "identity" && length > 0 ? length : this.sizes[name];
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

  /** Bytes on the wire of these files so far (each file's share of its size on the wire). */
  done(names) {
    return names.reduce((sum, name) => {
      const size = this.sizes[name];
      if (!size) return sum;
      return sum + Math.round(((this.counted.get(name) ?? 0) / size) * this.onWire[name]);
    }, 0);
  }

  total(names) {
    return names.reduce((sum, name) => sum + (this.onWire[name] ?? 0), 0);
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
      response = await fetchRuntime(realFetch, input, init);
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
    counter.arrived(name, response.headers);
    countBody(response.clone(), name, counter);
    return response;
  };
}

/** A runtime file from the network (through the HTTP cache), else from the offline copy. */
async function fetchRuntime(realFetch, input, init) {
  try {
    return await realFetch(input, init);
  } catch (err) {
    const url = new URL(String(input instanceof Request ? input.url : input), self.location.href).href;
    const copy = await offlineCopy(url, init);
    if (copy) return copy;
    throw err;
  }
}

// The service worker's precache (sw.js) holds every runtime file, as served.
async function offlineCopy(url, init) {
  let copy;
  try {
    copy = await caches.match(url);
  } catch {
    return null; // no Cache Storage here
  }
  if (!copy || !copy.ok) return null;
  // The network's fetch checks a wheel's integrity; a copy is checked here.
  if (init?.integrity && !(await hasIntegrity(copy.clone(), init.integrity))) return null;
  return copy;
}

async function hasIntegrity(response, integrity) {
  const [, algorithm, expected] = /^(sha256|sha384|sha512)-(\S+)/.exec(integrity.trim()) ?? [];
  if (!algorithm) return false;
  const name = { sha256: "SHA-256", sha384: "SHA-384", sha512: "SHA-512" }[algorithm];
  const digest = new Uint8Array(await crypto.subtle.digest(name, await response.arrayBuffer()));
  return btoa(String.fromCharCode(...digest)) === expected;
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
    response = await fetchRuntime(fetch, url);
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
  watchFetches(runtimeUrl, counter, (name) => (name === wheel ? "packages" : "runtime"));
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

/** Where Python installs packages (the game's wheel goes there). */
function sitePackagesOf(pyodide) {
  return pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
}

/** Python's memory now, and the game's files in site-packages; {error} when Pyodide cannot. */
function takeSnapshot(pyodide) {
  try {
    // What a first start left out to answer sooner, in before the copy.
    pyodide.pyimport("golden_sails.bridge").import_deferred();
    const sitePackages = sitePackagesOf(pyodide);
    const files = filesUnder(pyodide.FS, sitePackages);
    return { memory: snapshotOf(pyodide), files };
  } catch (err) {
    return { error: err.message };
  }
}

// The pinned Pyodide cannot yet keep the package loader's state in a snapshot
// (pyodide/pyodide#5195, #6418): it refuses one unless loadedPackages, which
// Python holds a reference to, is as empty as at its own start.  (Pyodide
// lists the game there once imported, as a package of its lock file, though
// this worker installed it.)  It is emptied for the copy and filled again; a
// restored Python has an empty one, which only a loadPackage would read, and
// this worker makes none.
function snapshotOf(pyodide) {
  const loaded = { ...pyodide.loadedPackages };
  for (const name of Object.keys(loaded)) delete pyodide.loadedPackages[name];
  try {
    return pyodide.makeMemorySnapshot();
  } finally {
    Object.assign(pyodide.loadedPackages, loaded);
  }
}

function filesUnder(FS, directory) {
  const found = [];
  for (const name of FS.readdir(directory)) {
    if (name === "." || name === "..") continue;
    const path = `${directory}/${name}`;
    const { mode } = FS.stat(path);
    if (FS.isDir(mode)) found.push(...filesUnder(FS, path));
    else if (FS.isFile(mode)) found.push([path, FS.readFile(path)]);
  }
  return found;
}

// After a start from scratch: Python kept as a snapshot, made before the page's
// first call (so it holds no game) and stored before the worker says it is
// ready.  Made later (after the first call, as before issue 18), a reload in
// the second after the engine was ready killed the worker before the snapshot
// was stored, and the second visit started from scratch on a machine still
// busy with the first: 1.36x a bare boot.  The price is the first visit's
// ready coming the making and storing later (docs/fast-start.md's figures).
async function keepStart(pyodide, keep, pyodideVersion) {
  const begun = performance.now();
  const made = takeSnapshot(pyodide);
  const madeAt = performance.now();
  const news = await storeSnapshot(keep, made, pyodideVersion);
  // Milliseconds spent making it (the worker busy) and storing it.
  return { type: "snapshot", ...news, ms: { make: Math.round(madeAt - begun), store: Math.round(performance.now() - madeAt) } };
}

async function storeSnapshot(keep, made, pyodideVersion) {
  if (made.error) return { stored: false, reason: `Pyodide could not make it: ${made.error}` };
  try {
    const bytes = await writeSnapshot({
      key: keep.key, build: keep.build, pyodide: pyodideVersion, memory: made.memory, files: made.files,
    });
    return { stored: true, bytes };
  } catch (err) {
    return { stored: false, reason: `${err.name}: ${err.message}` };
  }
}

// The game's wheel is installed by this worker, not by Pyodide's loadPackage:
// fetched (its integrity checked against the lock file's sha256, which
// runtime.json repeats) and unzipped in JavaScript while Python downloads and
// starts, its files written into the empty site-packages just before Python's
// main() (loadPyodide's fsInit), so nothing of it is left on the critical path
// where loadPackage's unpacking in Python took a few hundred milliseconds.  A
// failed fetch is reported by watchFetches, at the "packages" stage, whenever
// it happens; a browser without DecompressionStream("deflate-raw") has Python
// unpack the wheel at the packages stage.

async function fetchWheel(runtimeUrl, { file_name: name, sha256 }) {
  const integrity = `sha256-${btoa(String.fromCharCode(...sha256.match(/../g).map((h) => parseInt(h, 16))))}`;
  const response = await self.fetch(`${runtimeUrl}${name}`, { integrity });
  if (!response.ok) throw new StageError("packages", `${name} could not be fetched (HTTP ${response.status})`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  try {
    return await unzip(bytes);
  } catch (err) {
    // A browser without DecompressionStream("deflate-raw"): Python unpacks it.
    return { bytes, unzipError: err };
  }
}

/** A zip archive's files: [[path, bytes]...] (stored or deflated entries). */
async function unzip(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1; // the end of central directory record, at most 64 KiB of comment from the end
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error("not a zip archive");
  const names = new TextDecoder();
  const files = [];
  let at = view.getUint32(end + 16, true);
  for (let n = view.getUint16(end + 10, true); n > 0; n--) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error("a broken zip directory");
    const method = view.getUint16(at + 10, true);
    const packed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (name.endsWith("/")) continue;
    if (name.startsWith("/") || name.split("/").includes("..")) throw new Error(`${name}: outside the archive`);
    const from = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(from, from + packed);
    let content;
    if (method === 0) content = data;
    else if (method === 8) {
      const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
      content = new Uint8Array(await new Response(stream).arrayBuffer());
    } else throw new Error(`${name}: compression method ${method}`);
    if (content.length !== size) throw new Error(`${name}: ${content.length} bytes, not ${size}`);
    files.push([name, content]);
  }
  return files;
}

/**
 * fsInit's part: the wheel's files written into site-packages before Python
 * starts, when the wheel has arrived and been unzipped by then (the download
 * and unzip run alongside Python's own).  False when it was not: the packages
 * stage then says why, or has Python unpack it.
 */
async function writeWheel(FS, sitePackages, unpackedWheel) {
  let files;
  try {
    files = await unpackedWheel();
  } catch {
    return false; // reported at the packages stage
  }
  if (files.unzipError) return false;
  for (const [name, bytes] of files) {
    const path = `${sitePackages}/${name}`;
    FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    FS.writeFile(path, bytes);
  }
  return true;
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

function answer({ id, call, args, lang }) {
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
    if (typeof lang !== "string") throw new Error("the page's language is missing");
    reply = JSON.parse(bridge(lang, call, ...checkedArgs(args ?? [])));
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
