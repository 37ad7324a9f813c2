"""The page's Python, made by the pinned Pyodide's own Python: the standard
library cut to what the app imports, and bytecode where it pays for itself.

A bare Pyodide start spends most of its time compiling Python, and a first
visit most of its bytes on what it never runs: the npm package's
python_stdlib.zip holds 600-odd modules as sources, deflated inside the zip
(2.5 MB, which no host compresses further), of which the app imports some
150, and each start compiles those again.  The build therefore, with that very
Python under Node (buildtools/bytecode.mjs: no other Python makes bytecode it
accepts):

- traces a whole session of the app (buildtools/app_session.py: every call of
  the bridge on a player's paths) and keeps the standard-library modules it
  imported: python_stdlib.app.zip (COMPILED_STDLIB) holds those and nothing
  else, as bytecode (UNCHECKED_HASH, as Pyodide's own "pyc" distribution ships
  them, so a traceback through them shows no source line), stored
  uncompressed so that the host's brotli compresses the whole file (1.0 MB on
  the wire where the published zip is 2.5 MB).  A module the trace missed
  fails tests/test_runtime_modules.py, which runs the session again inside
  Pyodide on this very zip;
- gives the game's wheel checked-hash .pyc beside its sources (PEP 552: Python
  checks each against its source's hash on import, so one never stands in for
  another source), listed in its RECORD, the wheel stored uncompressed too.

Bytecode costs bytes (the trimmed library as sources is 0.55 MB on the wire,
as bytecode 1.0 MB) and saves compiling (docs/fast-start.md measures both:
about 1.5-2 s of a first start against 0.4 s at 10 Mbit/s), so both ship as
bytecode.  The published zip stays beside it, unchanged and unused by the
page (runtime.py), so the runtime directory still holds Pyodide exactly as
published.

CPython on this machine ignores all of it (the tag and magic are Pyodide's
Python's).  The result is kept in build/bytecode/, keyed by pip's wheel, the
session and the Pyodide version, so a build that changed no Python runs no Node.
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
SESSION = ROOT / "buildtools" / "app_session.py"
DONE = BUILD / "bytecode"
PUBLISHED_STDLIB = "python_stdlib.zip"
COMPILED_STDLIB = "python_stdlib.app.zip"
TRACED = "traced.json"  # beside the outputs: the modules the session imported
# The zip entries' date (zip cannot hold an earlier one): the same bytes each build.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


@dataclasses.dataclass(frozen=True)
class Compiled:
    wheel: Path  # the game's wheel with its bytecode (pip's file name)
    stdlib: Path  # COMPILED_STDLIB

    @property
    def traced(self) -> list[str]:
        """The standard library's modules the session imported (paths in the zip, .py)."""
        listed: list[str] = json.loads((self.stdlib.parent / TRACED).read_text())
        return listed


def compile_for_pyodide(wheel: Path, pyodide_package: Path) -> Compiled:
    """The game's wheel and Pyodide's standard library, with bytecode; made once per input."""
    key = hashlib.sha256(f"{sha256_of(wheel)} {sha256_of(SESSION)} {sha256_of(COMPILER)} "
                         f"{pyodide_package.parent.name}".encode())
    out = DONE / key.hexdigest()[:20]
    done = Compiled(out / wheel.name, out / COMPILED_STDLIB)
    if done.wheel.exists() and done.stdlib.exists():
        return done
    DONE.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="bytecode-", dir=DONE) as tmp:
        tree, stdlib_pycs, made = Path(tmp) / "wheel", Path(tmp) / "stdlib", Path(tmp) / "made"
        with zipfile.ZipFile(wheel) as zf:
            zf.extractall(tree)
        traced = run_compiler(pyodide_package, wheel, tree, stdlib_pycs)
        pycs = sorted(path.relative_to(tree).as_posix() for path in tree.rglob("*.pyc"))
        if not pycs or not traced:
            raise SystemExit("build.py: Pyodide's Python made no bytecode")
        made.mkdir()
        add_to_wheel(wheel, made / wheel.name, {name: (tree / name).read_bytes() for name in pycs})
        write_stdlib(made / COMPILED_STDLIB,
                     {name + "c": (stdlib_pycs / (name + "c")).read_bytes() for name in traced})
        (made / TRACED).write_text(json.dumps(traced, indent=0) + "\n")
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
        f"{len(traced)} standard-library modules (those a whole session imports)")
    return done


def run_compiler(pyodide_package: Path, wheel: Path, tree: Path, stdlib_out: Path) -> list[str]:
    """bytecode.mjs under Node: the session traced, tree's .pyc written beside its
    sources, the traced standard-library modules (source and .pyc) into
    stdlib_out; their paths in the zip (.py)."""
    node = program("node", "Node.js 18 or newer is needed to compile the rules core for Pyodide")
    result = subprocess.run(
        [node, str(COMPILER), str(pyodide_package), str(wheel), str(tree), str(stdlib_out),
         str(SESSION)],
        capture_output=True, text=True, check=False,
    )
    if result.returncode != 0:
        raise SystemExit(
            f"build.py: Pyodide's Python could not compile the rules core "
            f"(node exit {result.returncode}): {result.stderr.strip()[-2000:]}"
        )
    listed: list[str] = json.loads(result.stdout.strip().splitlines()[-1])["stdlib"]
    return listed


def record_line(name: str, data: bytes) -> str:
    """A RECORD row (the wheel spec's): path, urlsafe-base64 sha256 without padding, size."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def add_to_wheel(wheel: Path, dest: Path, added: dict[str, bytes]) -> None:
    """wheel's entries, then the added files, then RECORD listing them too, every
    entry stored uncompressed: the host compresses the whole file (brotli finds
    what the sources and their bytecode share), and the worker unpacks it
    without inflating each entry."""
    with zipfile.ZipFile(wheel) as old, zipfile.ZipFile(dest, "w", zipfile.ZIP_STORED) as new:
        entries = old.infolist()
        record = next(i for i in entries if i.filename.endswith(".dist-info/RECORD"))
        for info in entries:
            if info is not record:
                new.writestr(stored(info), old.read(info))
        for name, data in added.items():
            new.writestr(zipfile.ZipInfo(name, ZIP_DATE), data)
        rows = [
            row for row in old.read(record).decode().splitlines()
            if row and not row.startswith(record.filename + ",")
        ]
        rows += [record_line(name, data) for name, data in added.items()]
        rows.append(f"{record.filename},,")
        new.writestr(stored(record), ("\n".join(rows) + "\n").encode())


def stored(info: zipfile.ZipInfo) -> zipfile.ZipInfo:
    """A copy of a zip entry's header that stores its data uncompressed."""
    copy = zipfile.ZipInfo(info.filename, info.date_time)
    copy.external_attr = info.external_attr
    copy.compress_type = zipfile.ZIP_STORED
    return copy


def write_stdlib(dest: Path, pycs: dict[str, bytes]) -> None:
    """The page's standard library: the traced modules' bytecode, in the zip's
    order of names, stored uncompressed (the host compresses the whole file)."""
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_STORED) as new:
        for name in sorted(pycs):
            new.writestr(zipfile.ZipInfo(name, ZIP_DATE), pycs[name])
