// Traces which standard-library modules the app imports, and compiles Python to
// bytecode, with the pinned Pyodide's own Python, the only one whose bytecode
// that interpreter accepts (buildtools/bytecode.py says why).
//
//     node buildtools/bytecode.mjs PYODIDE_DIR WHEEL WHEEL_TREE STDLIB_OUT SESSION_PY
//
// 1. The trace: Python started as the page's worker starts it (Pyodide's
//    published standard library, the game's files written into site-packages
//    before Python starts), then everything the worker does and SESSION_PY's
//    run_session(): every call of the bridge on a player's paths (a game with
//    computers to its end, every lesson, the score pad, a replay, saves).  The
//    standard-library modules then in sys.modules are the ones the page
//    ships (as pyodide-pack finds them: the zip is one file, so sys.modules,
//    not the file system, says which of its modules were read).
// 2. WHEEL_TREE (the game's wheel, unpacked) is compiled in site-packages:
//    each module's __pycache__/NAME.cpython-3XY.pyc, a "checked-hash" .pyc
//    (PEP 552: Python compares it with its source's hash on import), is
//    written back into WHEEL_TREE.
// 3. Each traced module is compiled, with the name it has in the zip, into
//    STDLIB_OUT/<path>.pyc, and its source copied to STDLIB_OUT/<path>.py
//    (bytecode.py ships one or the other).
//
// Prints {"stdlib": [the traced modules' paths in the zip, as .py], "session": counts}
// as JSON on its last line.

import { readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { join, dirname } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheelFile, wheelTree, stdlibOut, sessionFile] = process.argv.slice(2);
if (!pyodideDir || !wheelFile || !wheelTree || !stdlibOut || !sessionFile) {
  console.error("usage: node buildtools/bytecode.mjs PYODIDE_DIR WHEEL WHEEL_TREE STDLIB_OUT SESSION_PY");
  process.exit(2);
}

function hostFiles(hostPath, relative = "") {
  const found = [];
  for (const name of readdirSync(join(hostPath, relative))) {
    const path = relative ? `${relative}/${name}` : name;
    if (statSync(join(hostPath, path)).isDirectory()) found.push(...hostFiles(hostPath, path));
    else found.push(path);
  }
  return found;
}

function writeInto(FS, root, files) {
  for (const [relative, bytes] of files) {
    const path = `${root}/${relative}`;
    FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    FS.writeFile(path, bytes);
  }
}

const wheelFiles = hostFiles(wheelTree).map((relative) => [relative, readFileSync(join(wheelTree, relative))]);

const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
let sitePackages = null;
const pyodide = await loadPyodide({
  indexURL: pyodideDir,
  // As the worker starts it: a snapshot may be made, the wheel written by fsInit.
  _makeSnapshot: true,
  enableRunUntilComplete: false,
  fsInit: (FS, info) => {
    sitePackages = info.sitePackages;
    writeInto(FS, sitePackages, wheelFiles);
  },
  stdout: () => {},
  stderr: (line) => console.error(line),
});

// --- 1. The trace ---------------------------------------------------------------
// What worker.js runs beside the bridge's calls: site-packages' path, the
// restored start's reseed, the fallback that has Python unpack the wheel.
pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
pyodide.runPython("import sys\nif 'random' in sys.modules: sys.modules['random'].seed()");
pyodide.FS.mkdirTree("/tmp/session");
pyodide.FS.writeFile("/tmp/session/app_session.py", readFileSync(sessionFile));
const counts = pyodide.runPython(`
import sys
sys.path.insert(0, "/tmp/session")
import app_session
app_session.run_session()
`).toJs({ dict_converter: Object.fromEntries });
pyodide.unpackArchive(new Uint8Array(readFileSync(wheelFile)), "wheel", { extractDir: "/tmp/unpacked" });
pyodide.runPython("import importlib; importlib.invalidate_caches()");
pyodide.pyimport("golden_sails.bridge").import_deferred();
// The snapshot, as the worker makes it (its package list emptied for the copy).
const loaded = { ...pyodide.loadedPackages };
for (const name of Object.keys(loaded)) delete pyodide.loadedPackages[name];
pyodide.makeMemorySnapshot();
Object.assign(pyodide.loadedPackages, loaded);

const traced = pyodide.runPython(`
import sys, zipimport
zip_path = next(p for p in sys.path if p.endswith(".zip"))
found = set()
for module in list(sys.modules.values()):
    spec = getattr(module, "__spec__", None)
    if spec is None or not isinstance(spec.loader, zipimport.zipimporter) or not spec.origin:
        continue
    found.add(spec.origin[len(zip_path) + 1:])
sorted(found)
`).toJs();
if (traced.some((path) => !path.endsWith(".py"))) {
  throw new Error(`the published standard library held bytecode: ${traced.filter((p) => !p.endsWith(".py"))}`);
}

// --- 2. The game's bytecode -------------------------------------------------------
const wheelPycs = pyodide.runPython(`
import compileall, importlib, pathlib, py_compile
site = pathlib.Path(${JSON.stringify(sitePackages)})
before = set(site.rglob("*.pyc"))
if not compileall.compile_dir(str(site / "golden_sails"), quiet=1,
                              invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH):
    raise SystemExit("the game's modules did not all compile")
importlib.invalidate_caches()
[str(p.relative_to(site)) for p in sorted(set(site.rglob("*.pyc")) - before)]
`).toJs();

function copyOut(inside, relatives, hostRoot) {
  for (const relative of relatives) {
    const host = join(hostRoot, relative);
    mkdirSync(dirname(host), { recursive: true });
    writeFileSync(host, pyodide.FS.readFile(`${inside}/${relative}`));
  }
}
copyOut(sitePackages, wheelPycs, wheelTree);

// --- 3. The standard library's bytecode -----------------------------------------------
const STDLIB_BUILD = "/tmp/stdlib-bytecode";
pyodide.globals.set("_traced", pyodide.toPy(traced));
const made = pyodide.runPython(`
import os, py_compile, sys, zipfile
zip_path = next(p for p in sys.path if p.endswith(".zip"))
archive = zipfile.ZipFile(zip_path)
made = []
for relative in _traced:
    source = f"${STDLIB_BUILD}/{relative}"
    os.makedirs(os.path.dirname(source), exist_ok=True)
    with open(source, "wb") as f:
        f.write(archive.read(relative))
    py_compile.compile(source, cfile=source + "c", dfile=f"{zip_path}/{relative}", doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    made += [relative, relative + "c"]
made
`).toJs();
copyOut(STDLIB_BUILD, made, stdlibOut);

const version = pyodide.runPython("import sys; sys.version.split()[0]");
console.error(`bytecode.mjs: Python ${version}: a session of ${counts.steps} lesson steps and two games ` +
  `imported ${traced.length} standard-library modules; ${wheelPycs.length} game modules compiled`);
console.log(JSON.stringify({ stdlib: traced, session: counts }));
