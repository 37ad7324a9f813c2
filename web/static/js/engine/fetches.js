// The worker's fetches of the runtime's files: their bytes counted, their failures made loud.
//
// worker.js wraps its fetch with watchFetches before Pyodide starts; a file the
// network does not give is read from the service worker's copy (fetchRuntime).

/** A failure of one stage of the start ("runtime", "packages"...): the page names the stage. */
export class StageError extends Error {
  constructor(name, message) {
    super(message);
    this.stage = name;
  }
}

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
export class ByteCounter {
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

/**
 * The worker's fetch from now on: a runtime file's bytes counted by `counter`, a file
 * that is missing or a .wasm of the wrong type reported by `fail(stage, why)`.
 */
export function watchFetches(runtimeUrl, counter, stageOf, fail) {
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
export async function fetchRuntime(realFetch, input, init) {
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

/** runtime.json and the like: JSON from the runtime's directory, or a StageError of "runtime". */
export async function fetchJson(url, what) {
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
