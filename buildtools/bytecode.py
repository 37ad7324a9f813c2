"""Bytecode in the rules core's wheel, made by the pinned Pyodide's own Python.

The page imports the rules core (sixty-odd modules) before the engine's first
answer, and Pyodide's Python compiles each module it imports from source
unless its bytecode is beside it: on a first visit that compiling was about
half of the import (in Pyodide under Node: 0.49-0.55 s from source, 0.24-0.25 s
from bytecode).  pip's wheel holds sources only, so this adds the .pyc that
Pyodide's Python would have written, compiled by that very Python under Node
(buildtools/bytecode.mjs: only it makes bytecode its interpreter accepts), and
lists them in the wheel's RECORD.  They are "checked-hash" .pyc (PEP 552):
Python checks each against its source's hash on import, so one cannot stand
in for a source it was not made from.  CPython on this machine ignores them
(their tag names Pyodide's Python version).

A wheel already done is kept in build/bytecode/, keyed by the sha256 of pip's
wheel, so a build that changed no Python source runs no Node.
"""

from __future__ import annotations

import base64
import hashlib
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
# The zip entries' date (zip cannot hold an earlier one): the same bytes each build.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


def record_line(name: str, data: bytes) -> str:
    """A RECORD row (the wheel spec's): path, urlsafe-base64 sha256 without padding, size."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def with_bytecode(wheel: Path, pyodide_package: Path) -> Path:
    """`wheel` with the bytecode of its modules added; the new wheel's path (same name)."""
    out = DONE / sha256_of(wheel)[:20] / wheel.name
    if out.exists():
        return out
    with tempfile.TemporaryDirectory(prefix="bytecode-", dir=_made(DONE)) as tmp:
        tree = Path(tmp) / "tree"
        with zipfile.ZipFile(wheel) as zf:
            zf.extractall(tree)
            entries = zf.infolist()
            contents = {info.filename: zf.read(info) for info in entries}
        compile_tree(tree, pyodide_package)
        pycs = sorted(path.relative_to(tree).as_posix() for path in tree.rglob("*.pyc"))
        if not pycs:
            raise SystemExit(f"build.py: no bytecode was made for {wheel.name}")
        made = Path(tmp) / wheel.name
        write_wheel(made, entries, contents, {name: (tree / name).read_bytes() for name in pycs})
        _made(out.parent)
        os.replace(made, out)
    # Only the newest is of use: the others are older sources'.
    for old in DONE.iterdir():
        if old != out.parent and old.is_dir() and not old.name.startswith("bytecode-"):
            shutil.rmtree(old, ignore_errors=True)
    say(f"bytecode for {len(pycs)} modules added to {wheel.name} by Pyodide's Python")
    return out


def _made(directory: Path) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    return directory


def compile_tree(tree: Path, pyodide_package: Path) -> None:
    """Writes __pycache__/*.pyc beside every .py under tree, with Pyodide's Python under Node."""
    node = program("node", "Node.js 18 or newer is needed to compile the rules core for Pyodide")
    result = subprocess.run(
        [node, str(COMPILER), str(pyodide_package), str(tree)],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        raise SystemExit(
            f"build.py: Pyodide's Python could not compile the rules core "
            f"(node exit {result.returncode}): {result.stderr.strip()[-2000:]}"
        )


def write_wheel(
    path: Path, entries: list[zipfile.ZipInfo], contents: dict[str, bytes], added: dict[str, bytes]
) -> None:
    """The wheel's entries as they were, the added files before RECORD, and RECORD listing them."""
    record = next(info.filename for info in entries if info.filename.endswith(".dist-info/RECORD"))
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for info in entries:
            if info.filename != record:
                zf.writestr(info, contents[info.filename])
        for name, data in added.items():
            zf.writestr(zipfile.ZipInfo(name, ZIP_DATE), data, compress_type=zipfile.ZIP_DEFLATED)
        rows = contents[record].decode().splitlines()
        listed = [row for row in rows if row and not row.startswith(record + ",")]
        listed += [record_line(name, data) for name, data in added.items()]
        listed.append(f"{record},,")
        zf.writestr(
            next(info for info in entries if info.filename == record),
            ("\n".join(listed) + "\n").encode(),
        )
