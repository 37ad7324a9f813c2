// The engine's start, kept: a Pyodide memory snapshot in Cache Storage.
//
// Python with the rules core imported; worker.js makes it after a start from
// scratch and restores it at the next start (docs/fast-start.md).
//
// One entry, at a fixed key in its own cache, replaced by each build's first
// start.  Its body:
//
//   0..7    MAGIC, the format
//   8..39   SHA-256 of every byte from 40 on
//   40..43  the header's length in bytes (little-endian)
//   44..    the header, JSON: {build, pyodide, files: [[path, bytes]...], memory, made}
//           then the files' bytes, one after the other
//           then zeros up to a multiple of 16, then `memory` bytes: Pyodide's snapshot
//
// `build` is the hash of the build that made it (the page's data-build) and
// `pyodide` the Pyodide version: a snapshot is Python's whole memory, so only
// the very build that made it may use it.  `files` are those Pyodide's package
// loader put under site-packages (the rules core's modules and data): the
// file system lives in JavaScript, outside the snapshot, and they are written
// back after a restore so a lazy import or data file read still finds them.
//
// Reading never throws: a snapshot that is missing, of another build or
// Pyodide, of another format, cut short or whose digest does not match is
// refused with the reason, and the start goes on from scratch.

// Not "golden-sails-…": sw.js deletes every cache with that prefix but its own.
export const CACHE_NAME = "golden-sails:engine";
const MAGIC = new Uint8Array([0x47, 0x53, 0x53, 0x4e, 0x41, 0x50, 0x00, 0x01]); // "GSSNAP", format 1
const DIGEST_AT = 8;
const HEADER_LENGTH_AT = 40;
const HEADER_AT = 44;

/** The cache key: a URL of the site that is never fetched. */
export function snapshotKey(siteUrl) {
  return new URL("engine-snapshot", siteUrl).href;
}

const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");

function sameBytes(a, b) {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

const align16 = (n) => Math.ceil(n / 16) * 16;

/**
 * The stored snapshot for this build and Pyodide version (`pyodide` may be a
 * promise of it), or why there is none usable:
 *   {snapshot: {memory, files, heapBytes, verified}} or {refused: "reason"} or {} (none stored).
 * `verified` resolves once the digest is checked (it is computed off this
 * thread while Pyodide compiles) and rejects when it does not match.
 */
export async function readSnapshot({ key, build, pyodide }) {
  let cache;
  let response;
  try {
    cache = await caches.open(CACHE_NAME);
    response = await cache.match(key);
  } catch (err) {
    return { refused: `Cache Storage could not be read (${err.name}: ${err.message})` };
  }
  if (!response) return {};
  let body;
  try {
    body = new Uint8Array(await response.arrayBuffer());
  } catch (err) {
    return refuse(cache, key, `it could not be read (${err.message})`);
  }
  if (body.length < HEADER_AT || !sameBytes(body.subarray(0, MAGIC.length), MAGIC)) {
    return refuse(cache, key, "it is not a snapshot of this format");
  }
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const headerLength = view.getUint32(HEADER_LENGTH_AT, true);
  let header;
  try {
    header = JSON.parse(new TextDecoder().decode(body.subarray(HEADER_AT, HEADER_AT + headerLength)));
  } catch {
    return refuse(cache, key, "its header is not JSON");
  }
  const version = await pyodide; // the runtime's, from runtime.json (or null)
  if (header.build !== build || header.pyodide !== version) {
    return refuse(cache, key, `it was made by another build (${header.build}, Pyodide ${header.pyodide})`);
  }
  let at = HEADER_AT + headerLength;
  const files = [];
  for (const [path, length] of header.files ?? []) {
    files.push([path, body.subarray(at, at + length)]);
    at += length;
  }
  at = align16(at);
  if (!Number.isSafeInteger(header.memory) || at + header.memory !== body.length) {
    return refuse(cache, key, `it is cut short or overlong (${body.length} bytes)`);
  }
  const memory = body.subarray(at);
  const expected = hex(body.subarray(DIGEST_AT, HEADER_LENGTH_AT));
  const verified = crypto.subtle.digest("SHA-256", body.subarray(HEADER_LENGTH_AT)).then((digest) => {
    if (hex(digest) !== expected) {
      cache.delete(key).catch(() => {});
      throw new Error("the stored snapshot is corrupt (its digest does not match)");
    }
  });
  verified.catch(() => {}); // awaited later; not an unhandled rejection meanwhile
  // Pyodide's own header says where the heap starts: the heap needs at least that much room.
  const heapBytes = memory.byteLength - new DataView(memory.buffer, memory.byteOffset, 8).getUint32(4, true);
  return { snapshot: { memory, files, heapBytes, verified } };
}

/** Forget the stored snapshot (one that did not restore); never throws. */
export async function deleteSnapshot(key) {
  try {
    await (await caches.open(CACHE_NAME)).delete(key);
  } catch {
    /* it goes when the next one replaces it */
  }
}

async function refuse(cache, key, reason) {
  // Gone at once: it can never be used, and it may be what fills the quota.
  try {
    await cache.delete(key);
  } catch {
    /* it goes when the next one replaces it */
  }
  return { refused: reason };
}

/**
 * Store a snapshot (Pyodide's bytes and the package's files) for this build,
 * replacing any other.  Resolves with the bytes stored; rejects with the
 * storage's own error (a QuotaExceededError when there is no room).
 */
export async function writeSnapshot({ key, build, pyodide, memory, files }) {
  const encoder = new TextEncoder();
  const header = encoder.encode(JSON.stringify({
    build,
    pyodide,
    files: files.map(([path, bytes]) => [path, bytes.length]),
    memory: memory.length,
    made: new Date().toISOString(),
  }));
  let at = HEADER_AT + header.length;
  for (const [, bytes] of files) at += bytes.length;
  const memoryAt = align16(at);
  const body = new Uint8Array(memoryAt + memory.length);
  body.set(MAGIC, 0);
  new DataView(body.buffer).setUint32(HEADER_LENGTH_AT, header.length, true);
  body.set(header, HEADER_AT);
  at = HEADER_AT + header.length;
  for (const [, bytes] of files) {
    body.set(bytes, at);
    at += bytes.length;
  }
  body.set(memory, memoryAt);
  body.set(new Uint8Array(await crypto.subtle.digest("SHA-256", body.subarray(HEADER_LENGTH_AT))), DIGEST_AT);
  const cache = await caches.open(CACHE_NAME);
  await cache.put(key, new Response(body, { headers: { "Content-Type": "application/octet-stream" } }));
  return body.length;
}
