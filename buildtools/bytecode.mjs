// Compiles Python sources to bytecode with the pinned Pyodide's own Python.
//
//     node buildtools/bytecode.mjs PYODIDE_DIR TREE
//
// Every .py file under TREE (a host directory: the unpacked wheel) gets its
// __pycache__/NAME.cpython-3XY.pyc beside it, written back into TREE.  Run by
// buildtools/bytecode.py, which says why; only Pyodide's Python makes bytecode
// its interpreter accepts (the magic number is its version's).  The .pyc are
// "checked-hash" (PEP 552): Python compares them with their source's hash at
// import, so one can never run in place of a source it was not made from,
// whatever the files' dates.

import { readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { join, dirname } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, tree] = process.argv.slice(2);
if (!pyodideDir || !tree) {
  console.error("usage: node buildtools/bytecode.mjs PYODIDE_DIR TREE");
  process.exit(2);
}

const IN_PYODIDE = "/tree";

const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir, stdout: () => {}, stderr: (line) => console.error(line) });

function copyIn(hostPath, inside) {
  pyodide.FS.mkdirTree(inside);
  for (const name of readdirSync(hostPath)) {
    const host = join(hostPath, name);
    if (statSync(host).isDirectory()) copyIn(host, `${inside}/${name}`);
    else pyodide.FS.writeFile(`${inside}/${name}`, readFileSync(host));
  }
}

copyIn(tree, IN_PYODIDE);
// compile_dir answers whether every file compiled; a syntax error is printed
// to stderr by compileall itself.
const made = pyodide.runPython(`
import compileall, py_compile, sys
ok = compileall.compile_dir(${JSON.stringify(IN_PYODIDE)}, quiet=1,
    invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
[] if not ok else [
    str(p.relative_to(${JSON.stringify(IN_PYODIDE)}))
    for p in __import__("pathlib").Path(${JSON.stringify(IN_PYODIDE)}).rglob("*.pyc")
]
`).toJs();
if (made.length === 0) {
  console.error("bytecode.mjs: Pyodide's Python could not compile the sources");
  process.exit(1);
}
for (const relative of made) {
  const host = join(tree, relative);
  mkdirSync(dirname(host), { recursive: true });
  writeFileSync(host, pyodide.FS.readFile(`${IN_PYODIDE}/${relative}`));
}
console.log(`bytecode.mjs: ${made.length} files compiled by Python ${pyodide.runPython("import sys; sys.version.split()[0]")}`);
