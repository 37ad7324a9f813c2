"""Bytecode made by the pinned Pyodide's own Python: for the game's wheel, and
for the standard-library modules the engine's start imports.

A bare Pyodide start spends most of its time compiling Python, not running
it: the npm package's python_stdlib.zip holds sources only, so each start
compiles again the 150-odd standard-library modules Pyodide and the rules
core import (in Pyodide under Node, loadPyodide took 2.9-3.3 s with that zip,
1.0-1.4 s with those modules as bytecode), and then the sixty modules of the
rules core (0.49-0.55 s from source, 0.16 s from bytecode).  The build
therefore compiles them once, with that very Python under Node
(buildtools/bytecode.mjs: no other Python makes bytecode it accepts):

- the game's wheel gets checked-hash .pyc beside its sources (PEP 552:
  Python checks each against its source's hash on import, so one never
  stands in for another source), listed in its RECORD;
- python_stdlib.pyc.zip is Pyodide's zip with each module the start imports
  as bytecode in place of its source, as Pyodide's own "pyc" distribution
  ships them (so a traceback through them shows no source line); the others
  stay sources.  It weighs 0.7 MB more than the published zip.  The published
  zip stays beside it, unchanged and unused by the page (runtime.py), so the
  runtime directory still holds Pyodide exactly as published.

CPython on this machine ignores all of it (the tag and magic are Pyodide's
Python's).  The result is kept in build/bytecode/, keyed by pip's wheel and
the Pyodide version, so a build that changed no Python runs no Node.
"""

from __future__ import annotations

import base64
import dataclasses
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

from buildtools.hashes import sha256_of
from buildtools.paths import BUILD, ROOT
from buildtools.shell import program, say

COMPILER = ROOT / "buildtools" / "bytecode.mjs"
DONE = BUILD / "bytecode"
PUBLISHED_STDLIB = "python_stdlib.zip"
COMPILED_STDLIB = "python_stdlib.pyc.zip"
# The zip entries' date (zip cannot hold an earlier one): the same bytes each build.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


@dataclasses.dataclass(frozen=True)
class Compiled:
    wheel: Path  # the game's wheel with its bytecode (pip's file name)
    stdlib: Path  # COMPILED_STDLIB


def compile_for_pyodide(wheel: Path, pyodide_package: Path) -> Compiled:
    """The game's wheel and Pyodide's standard library, with bytecode; made once per input."""
    key = hashlib.sha256(f"{sha256_of(wheel)} {pyodide_package.parent.name}".encode())
    out = DONE / key.hexdigest()[:20]
    done = Compiled(out / wheel.name, out / COMPILED_STDLIB)
    if done.wheel.exists() and done.stdlib.exists():
        return done
    DONE.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="bytecode-", dir=DONE) as tmp:
        tree, stdlib_pycs, made = Path(tmp) / "wheel", Path(tmp) / "stdlib", Path(tmp) / "made"
        with zipfile.ZipFile(wheel) as zf:
            zf.extractall(tree)
        compiled_stdlib = run_compiler(pyodide_package, tree, stdlib_pycs)
        pycs = sorted(path.relative_to(tree).as_posix() for path in tree.rglob("*.pyc"))
        if not pycs or not compiled_stdlib:
            raise SystemExit("build.py: Pyodide's Python made no bytecode")
        made.mkdir()
        add_to_wheel(wheel, made / wheel.name, {name: (tree / name).read_bytes() for name in pycs})
        replace_sources(
            pyodide_package / PUBLISHED_STDLIB,
            made / COMPILED_STDLIB,
            {name: (stdlib_pycs / name).read_bytes() for name in compiled_stdlib},
        )
        shutil.rmtree(out, ignore_errors=True)
        try:
            os.replace(made, out)  # whole, or not at all: two builds at once never see half
        except OSError:
            if not (done.wheel.exists() and done.stdlib.exists()):
                raise  # else another build put the same there first
    # Only the newest is of use: the others are older sources'.
    for old in DONE.iterdir():
        if old != out and not old.name.startswith("bytecode-"):
            shutil.rmtree(old, ignore_errors=True)
    say(f"bytecode by Pyodide's Python: {len(pycs)} game modules, "
        f"{len(compiled_stdlib)} standard-library modules")
    return done


def run_compiler(pyodide_package: Path, tree: Path, stdlib_out: Path) -> list[str]:
    """bytecode.mjs under Node: tree's .pyc written beside its sources, the standard
    library's into stdlib_out; the latter's paths."""
    node = program("node", "Node.js 18 or newer is needed to compile the rules core for Pyodide")
    result = subprocess.run(
        [node, str(COMPILER), str(pyodide_package), str(tree), str(stdlib_out)],
        capture_output=True, text=True, check=False,
    )
    if result.returncode != 0:
        raise SystemExit(
            f"build.py: Pyodide's Python could not compile the rules core "
            f"(node exit {result.returncode}): {result.stderr.strip()[-2000:]}"
        )
    listed: list[str] = json.loads(result.stdout.strip().splitlines()[-1])
    return listed


def record_line(name: str, data: bytes) -> str:
    """A RECORD row (the wheel spec's): path, urlsafe-base64 sha256 without padding, size."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def add_to_wheel(wheel: Path, dest: Path, added: dict[str, bytes]) -> None:
    """wheel's entries as they were, then the added files, then RECORD listing them too."""
    with zipfile.ZipFile(wheel) as old, zipfile.ZipFile(dest, "w") as new:
        entries = old.infolist()
        record = next(i for i in entries if i.filename.endswith(".dist-info/RECORD"))
        for info in entries:
            if info is not record:
                new.writestr(info, old.read(info))
        for name, data in added.items():
            new.writestr(zipfile.ZipInfo(name, ZIP_DATE), data, zipfile.ZIP_DEFLATED)
        rows = [
            row for row in old.read(record).decode().splitlines()
            if row and not row.startswith(record.filename + ",")
        ]
        rows += [record_line(name, data) for name, data in added.items()]
        rows.append(f"{record.filename},,")
        new.writestr(record, ("\n".join(rows) + "\n").encode())


def replace_sources(published: Path, dest: Path, pycs: dict[str, bytes]) -> None:
    """published's entries in order, each X.py that has an X.pyc in pycs replaced by it."""
    with zipfile.ZipFile(published) as old, zipfile.ZipFile(dest, "w") as new:
        sources = {name[:-1] for name in pycs}  # "X.pyc" -> "X.py"
        missing = sources - set(old.namelist())
        if missing:
            raise SystemExit(f"build.py: {published.name} lacks {sorted(missing)[:3]}")
        for info in old.infolist():
            if info.filename in sources:
                pyc = zipfile.ZipInfo(info.filename + "c", info.date_time)
                new.writestr(pyc, pycs[info.filename + "c"], zipfile.ZIP_DEFLATED)
            else:
                new.writestr(info, old.read(info))
