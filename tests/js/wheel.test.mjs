// engine/wheel.js and engine/fetches.js: the wheel unzipped in JavaScript; the bytes of a start counted.

import { test } from "node:test";
import assert from "node:assert/strict";
import { deflateRawSync } from "node:zlib";
import { pageModule } from "./support.mjs";

const { unzip } = await pageModule("engine/wheel.js");
const { ByteCounter } = await pageModule("engine/fetches.js");

/** A zip archive of [name, text, deflated?] entries, as a wheel is written. */
function zip(entries, { comment = "" } = {}) {
  const encode = (text) => new TextEncoder().encode(text);
  const locals = [];
  const central = [];
  let at = 0;
  for (const [name, text, deflated = true] of entries) {
    const raw = encode(text);
    const data = deflated ? new Uint8Array(deflateRawSync(raw)) : raw;
    const nameBytes = encode(name);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(8, deflated ? 8 : 0, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, raw.length, true);
    local.setUint16(26, nameBytes.length, true);
    const entry = new DataView(new ArrayBuffer(46));
    entry.setUint32(0, 0x02014b50, true);
    entry.setUint16(10, deflated ? 8 : 0, true);
    entry.setUint32(20, data.length, true);
    entry.setUint32(24, raw.length, true);
    entry.setUint16(28, nameBytes.length, true);
    entry.setUint32(42, at, true);
    locals.push(new Uint8Array(local.buffer), nameBytes, data);
    central.push(new Uint8Array(entry.buffer), nameBytes);
    at += 30 + nameBytes.length + data.length;
  }
  const size = central.reduce((n, part) => n + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, size, true);
  end.setUint32(16, at, true);
  end.setUint16(20, comment.length, true);
  const parts = [...locals, ...central, new Uint8Array(end.buffer), encode(comment)];
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let k = 0;
  for (const part of parts) {
    out.set(part, k);
    k += part.length;
  }
  return out;
}

const read = (files) => files.map(([name, bytes]) => [name, new TextDecoder().decode(bytes)]);

test("a wheel's files, stored or deflated, under their paths; directories are not files", async () => {
  const files = await unzip(zip([
    ["golden_sails/", "", false],
    ["golden_sails/__init__.py", "print('hi')\n".repeat(50)],
    ["golden_sails/data/deck.json", "[1, 2, 3]", false],
  ], { comment: "signed" }));
  assert.deepEqual(read(files), [
    ["golden_sails/__init__.py", "print('hi')\n".repeat(50)],
    ["golden_sails/data/deck.json", "[1, 2, 3]"],
  ]);
});

test("an archive that is no zip, or would write outside its folder, is refused by name", async () => {
  await assert.rejects(unzip(new TextEncoder().encode("not a zip at all, just text")), /not a zip archive/);
  await assert.rejects(unzip(zip([["../evil.py", "x"]])), /\.\.\/evil\.py: outside the archive/);
  await assert.rejects(unzip(zip([["/etc/passwd", "x"]])), /outside the archive/);
  const broken = zip([["a.py", "abc", false]]);
  broken[broken.length - 22 + 16] += 1; // the directory's offset one byte off
  await assert.rejects(unzip(broken), /a broken zip directory/);
});

test("a file whose size is not what the directory says is refused", async () => {
  const archive = zip([["a.py", "abcdef", false]]);
  const view = new DataView(archive.buffer);
  const directory = view.getUint32(archive.length - 22 + 16, true);
  view.setUint32(directory + 24, 7, true); // says 7 bytes, holds 6
  await assert.rejects(unzip(archive), /a\.py: 6 bytes, not 7/);
});

test("bytes on the wire: a compressed file counted by its own Content-Length, the rest by its size", () => {
  const changed = [];
  const counter = new ByteCounter({ "a.wasm": 1000, "b.js": 100 }, { "a.wasm": 250 }, (name) => changed.push(name));
  assert.equal(counter.total(["a.wasm", "b.js"]), 350); // the build's brotli size stands in at first
  counter.arrived("a.wasm", new Map([["Content-Encoding", "br"], ["Content-Length", "300"]]));
  counter.arrived("b.js", new Map([["Content-Encoding", "identity"], ["Content-Length", "100"]]));
  assert.equal(counter.total(["a.wasm", "b.js"]), 400);
  counter.add("a.wasm", 500); // half of it, decompressed
  assert.equal(counter.done(["a.wasm", "b.js"]), 150);
  counter.add("a.wasm", 5000); // never more than the whole file
  counter.finish("b.js");
  assert.equal(counter.done(["a.wasm", "b.js"]), 400);
  assert.deepEqual(changed, ["a.wasm", "a.wasm", "b.js"]);
  counter.arrived("other", new Map()); // not the runtime's: nothing to count
  assert.equal(counter.done(["other"]), 0);
});
