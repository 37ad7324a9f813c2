// Python's memory kept after a start from scratch: made with the game's files, then stored.
//
// worker.js makes it before it says it is ready (keepStart); snapshot.js stores it
// in Cache Storage and reads it back at the next start.

import { writeSnapshot } from "./snapshot.js";

/** Where Python installs packages (the game's wheel goes there). */
export function sitePackagesOf(pyodide) {
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
export async function keepStart(pyodide, keep, pyodideVersion) {
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
