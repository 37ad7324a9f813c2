"""Our pyodide-lock.json: written for exactly the wheels we ship, and checked
as a browser checks it before it installs a package."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

from buildtools.hashes import sha256_of
from buildtools.wheel import canonical_name


def wheel_lock_entry(wheel: Path, original: dict[str, Any] | None) -> dict[str, Any]:
    """The lock-file entry for a wheel we ship, in Pyodide's schema.

    Starts from Pyodide's own entry for that package when it has one (keeping
    its imports and depends) and sets what describes *our* file: the browser
    checks the sha256 (Subresource Integrity) and refuses a wheel that does not
    match, and Pyodide's builds differ from PyPI's.
    """
    name, version = wheel.name.split("-")[:2]
    entry: dict[str, Any] = {
        "name": name.replace("_", "-"),
        "version": version,
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": sha256_of(wheel),
        "package_type": "package",
        "imports": wheel_top_level(wheel),
        "depends": [],
        "unvendored_tests": False,
        "tool": {},
    }
    if original is not None:
        entry = {**original, **{k: entry[k] for k in ("version", "file_name", "sha256")}}
    return dict(sorted(entry.items()))


def wheel_top_level(wheel: Path) -> list[str]:
    """The importable top-level names in a pure-Python wheel."""
    names = set()
    with zipfile.ZipFile(wheel) as zf:
        for member in zf.namelist():
            top = member.split("/")[0]
            if top.endswith((".dist-info", ".data")):
                continue
            names.add(top.removesuffix(".py"))  # a package directory, or a lone module
    return sorted(names)


def pyodide_lock(original: dict[str, Any], shipped: list[Path]) -> dict[str, Any]:
    """Our pyodide-lock.json, made from the one in Pyodide's package.

    Keeps its `info` (Python, platform and ABI, which Pyodide and micropip
    check) and any other top-level keys.  `packages` lists only the wheels we
    ship, each with the file name and sha256 of the file we ship: an entry for
    a file we do not serve would only fail later, with a 404.
    """
    packages = original["packages"]
    ours = {}
    for wheel in shipped:
        key = canonical_name(wheel.name.split("-")[0])
        ours[key] = wheel_lock_entry(wheel, packages.get(key))
    return {**original, "packages": dict(sorted(ours.items()))}


def our_wheel(site: Path) -> Path:
    """The rules core's wheel in an assembled directory, as its lock file names it."""
    lock = json.loads((site / "pyodide-lock.json").read_text())
    return site / str(lock["packages"]["golden-sails"]["file_name"])


def check_lock(site: Path) -> None:
    """What a browser checks before it installs a package: the file named in
    the lock is there and its sha256 is the one the lock gives."""
    lock = json.loads((site / "pyodide-lock.json").read_text())
    for key, entry in lock["packages"].items():
        path = site / entry["file_name"]
        if not path.exists() or sha256_of(path) != entry["sha256"]:
            raise SystemExit(f"build.py: lock entry {key!r} does not match {path.name}")
