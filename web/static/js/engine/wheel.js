// The game's wheel, fetched, checked and unzipped in JavaScript while Python starts.
//
// The game's wheel is installed by this worker, not by Pyodide's loadPackage:
// fetched (its integrity checked against the lock file's sha256, which
// runtime.json repeats) and unzipped in JavaScript while Python downloads and
// starts, its files written into the empty site-packages just before Python's
// main() (loadPyodide's fsInit), so nothing of it is left on the critical path
// where loadPackage's unpacking in Python took a few hundred milliseconds.  A
// failed fetch is reported by watchFetches, at the "packages" stage, whenever
// it happens; a browser without DecompressionStream("deflate-raw") has Python
// unpack the wheel at the packages stage.

import { StageError } from "./fetches.js";

export async function fetchWheel(runtimeUrl, { file_name: name, sha256 }) {
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
export async function unzip(bytes) {
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
export async function writeWheel(FS, sitePackages, unpackedWheel) {
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
