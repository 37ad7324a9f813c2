// Compiles Python to bytecode with the pinned Pyodide's own Python, the only
// one whose bytecode that interpreter accepts (buildtools/bytecode.py says why).
//
//     node buildtools/bytecode.mjs PYODIDE_DIR WHEEL_TREE STDLIB_OUT
//
// 1. WHEEL_TREE (the game's wheel, unpacked) is copied into site-packages and
//    compiled there: each module's __pycache__/NAME.cpython-3XY.pyc, a
//    "checked-hash" .pyc (PEP 552: Python compares it with its source's hash on
//    import), is written back into WHEEL_TREE.
// 2. The rules core is then imported as the page's worker does (the bridge,
//    its first call, and what it defers until before its snapshot), and every
//    module of the standard library's zip that is now loaded is compiled, with
//    the name it has in that zip, into STDLIB_OUT/<path>.pyc.
//
// Prints the compiled standard-library paths as JSON on its last line.

import { readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { join, dirname } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheelTree, stdlibOut] = process.argv.slice(2);
if (!pyodideDir || !wheelTree || !stdlibOut) {
  console.error("usage: node buildtools/bytecode.mjs PYODIDE_DIR WHEEL_TREE STDLIB_OUT");
  process.exit(2);
}

const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: pyodideDir,
  stdout: () => {},
  stderr: (line) => console.error(line),
});

function copyIn(hostPath, inside) {
  pyodide.FS.mkdirTree(inside);
  for (const name of readdirSync(hostPath)) {
    const host = join(hostPath, name);
    if (statSync(host).isDirectory()) copyIn(host, `${inside}/${name}`);
    else pyodide.FS.writeFile(`${inside}/${name}`, readFileSync(host));
  }
}

function copyOut(inside, relatives, hostRoot) {
  for (const relative of relatives) {
    const host = join(hostRoot, relative);
    mkdirSync(dirname(host), { recursive: true });
    writeFileSync(host, pyodide.FS.readFile(`${inside}/${relative}`));
  }
}

const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
copyIn(wheelTree, sitePackages);
const wheelPycs = pyodide.runPython(`
import compileall, importlib, pathlib, py_compile, sys
site = pathlib.Path(${JSON.stringify(sitePackages)})
before = set(site.rglob("*.pyc"))
if not compileall.compile_dir(str(site / "golden_sails"), quiet=1,
                              invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH):
    raise SystemExit("the game's modules did not all compile")
importlib.invalidate_caches()
[str(p.relative_to(site)) for p in sorted(set(site.rglob("*.pyc")) - before)]
`).toJs();
copyOut(sitePackages, wheelPycs, wheelTree);

const STDLIB_BUILD = "/tmp/stdlib-bytecode";
const stdlibPycs = pyodide.runPython(`
import json, os, py_compile, sys, zipimport, zipfile
import golden_sails.bridge as bridge
assert json.loads(bridge.vocabulary())["ok"]
bridge.import_deferred()
zip_path = next(p for p in sys.path if p.endswith(".zip"))
archive = zipfile.ZipFile(zip_path)
made = []
for module in list(sys.modules.values()):
    spec = getattr(module, "__spec__", None)
    if spec is None or not isinstance(spec.loader, zipimport.zipimporter) or not spec.origin:
        continue
    relative = spec.origin[len(zip_path) + 1:]
    if not relative.endswith(".py"):
        continue  # already bytecode
    source = f"${STDLIB_BUILD}/src/{relative}"
    os.makedirs(os.path.dirname(source), exist_ok=True)
    with open(source, "wb") as f:
        f.write(archive.read(relative))
    target = relative[:-3] + ".pyc"
    py_compile.compile(source, cfile=f"${STDLIB_BUILD}/out/{target}", dfile=spec.origin,
                       doraise=True, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    made.append(target)
sorted(set(made))
`).toJs();
copyOut(`${STDLIB_BUILD}/out`, stdlibPycs, stdlibOut);

const version = pyodide.runPython("import sys; sys.version.split()[0]");
console.error(`bytecode.mjs: Python ${version}: ${wheelPycs.length} game modules, ${stdlibPycs.length} standard-library modules`);
console.log(JSON.stringify(stdlibPycs));
