#!/usr/bin/env python3
"""The project's one entry point.

    python3 build.py test          set up .venv with the dev tools, then ruff, mypy --strict,
                                   pytest, and test-pyodide
    python3 build.py test-pyodide  the tests again, inside the pinned Pyodide under Node
    python3 build.py wheel         build the rules core's wheel into build/wheel/
    python3 build.py bench         print the benchmarks' figures

Each command sets up what it needs by itself on a fresh machine; only the
standard library is used here, so it runs before anything is installed.
Downloads (Pyodide's npm package, wheels from PyPI) are checked against the
hashes pinned below and kept in .cache/, so a second run fetches nothing.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
import venv
import zipfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
VENV_PYTHON = VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
STAMP = VENV / ".golden-sails-deps"
CACHE = ROOT / ".cache"

# --- Pins for the browser build ----------------------------------------------
# The interpreter the page ships: the npm package `pyodide` (Python 3.14.2).
# Its integrity is npm's (`npm view pyodide@VERSION dist.integrity`), pinned so
# a tarball that differs from the one tested is refused.
PYODIDE_VERSION = "314.0.7"
PYODIDE_INTEGRITY = (
    "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/6V5JEsOlD2R1A=="
)
PYODIDE_PYTHON = "3.14"
# The files of the package the page needs (the rest are maps, types, demos).
PYODIDE_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
PYODIDE_CACHE = CACHE / "pyodide" / PYODIDE_VERSION
WHEEL_CACHE = CACHE / "wheels"

# Wheels from PyPI, as file name -> sha256 of that file as PyPI serves it.
# The npm package holds no wheels (its lock file points at a CDN), so these
# come from PyPI; their hashes differ from those in Pyodide's own lock file.
# Shipped with the page, listed in the lock file build.py writes:
SHIPPED_WHEELS = {
    "micropip-0.11.1-py3-none-any.whl":
        "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3",
    "packaging-26.1-py3-none-any.whl":
        "5d9c0669c6285e491e0ced2eee587eaf67b670d94a19e94e3984a481aba6802f",
}
# Only for running the tests inside Pyodide (pytest and hypothesis as pinned in
# pyproject.toml's dev extra, and what they need on Python 3.14; packaging
# comes from SHIPPED_WHEELS):
TEST_WHEELS = {
    "pytest-9.0.3-py3-none-any.whl":
        "2c5efc453d45394fdd706ade797c0a81091eccd1d6e4bccfcd476e2b8e0ab5d9",
    "pluggy-1.7.0-py3-none-any.whl":
        "7dd7b0d8832ba3cb632c306926ded123429211b83641b35dc5c41ad2d34f9bec",
    "iniconfig-2.3.1-py3-none-any.whl":
        "9121e2c1fdb355232495be3194c8dfe87ccc2d5dee45947b78e68f499790d7a7",
    "pygments-2.21.0-py3-none-any.whl":
        "2363c69b61c4a97c838da3b130dcd6468f4848992b21a82f2a63ec34377137d9",
    "hypothesis-6.155.2-py3-none-any.whl":
        "c85ce6dcd630a90ce501f1d1dd1bc84b97f5649ca8a27e134c8cbf5aa480b1a5",
    "sortedcontainers-2.4.0-py2.py3-none-any.whl":
        "a163dcaede0f1c021485e957a39245190e74249897e2ae4b2aa38595db237ee0",
}

# What `test-pyodide` assembles and runs.
PYODIDE_SITE = ROOT / "build" / "pyodide"  # the runtime, our lock file and our wheels
PYODIDE_RUNNER = ROOT / "tests" / "pyodide" / "run_tests.mjs"
SAME_GAME = "tests/pyodide/same_game.py"
# Not run inside Pyodide: tests that start a subprocess (Pyodide has none), the
# browser's own tests, and this directory (helpers, not tests).
PYODIDE_IGNORE = ("tests/test_cli.py", "tests/web", "tests/pyodide")
PYTEST_NO_TESTS = 5  # pytest's exit code when nothing was collected


def say(message: str) -> None:
    print(f"build.py: {message}", flush=True)


def run(*args: str | Path, cwd: Path = ROOT, env: dict[str, str] | None = None) -> None:
    result = subprocess.run([str(a) for a in args], cwd=cwd, env=env, check=False)
    if result.returncode != 0:
        raise SystemExit(f"build.py: failed ({result.returncode}): {' '.join(map(str, args))}")


def dev_requirements() -> list[str]:
    with open(ROOT / "pyproject.toml", "rb") as f:
        project = tomllib.load(f)["project"]
    return list(project["optional-dependencies"]["dev"])


def ensure_venv() -> Path:
    """A .venv with the pinned dev tools; reinstalled only when they change."""
    requirements = dev_requirements()
    wanted = hashlib.sha256("\n".join(requirements).encode()).hexdigest()
    if VENV_PYTHON.exists() and STAMP.exists() and STAMP.read_text() == wanted:
        return VENV_PYTHON
    if not VENV_PYTHON.exists():
        say(f"creating {VENV.relative_to(ROOT)}")
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    say("installing the dev tools: " + ", ".join(requirements))
    run(VENV_PYTHON, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
        *requirements)
    STAMP.write_text(wanted)
    return VENV_PYTHON


def cmd_test(args: argparse.Namespace) -> None:
    python = ensure_venv()
    env = dict(os.environ, PYTHONPATH=str(ROOT / "pysrc"))
    say("ruff")
    run(python, "-m", "ruff", "check", "pysrc", "tests", "benchmarks", "build.py", env=env)
    say("mypy --strict pysrc")
    run(python, "-m", "mypy", "--strict", "pysrc/golden_sails", env=env)
    say("pytest")
    run(python, "-m", "pytest", *args.pytest_args, env=env)
    say("pytest inside Pyodide")
    test_pyodide(args.pytest_args)


def build_wheel() -> Path:
    """The rules core's wheel, built from pysrc/ into build/wheel/; its path."""
    python = ensure_venv()
    out = ROOT / "build" / "wheel"
    with open(ROOT / "pyproject.toml", "rb") as f:
        project = tomllib.load(f)["project"]
    stem = canonical_name(project["name"]).replace("-", "_")  # the wheel spec's spelling
    wheel = out / f"{stem}-{project['version']}-py3-none-any.whl"
    # Rebuilt every time: it is quick, and a stale wheel would test old code.
    wheel.unlink(missing_ok=True)
    run(python, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", out, ROOT)
    if not wheel.exists():
        raise SystemExit(f"build.py: pip wheel did not make {wheel.relative_to(ROOT)}")
    say(f"wheel {wheel.relative_to(ROOT)}")
    return wheel


def cmd_wheel(_args: argparse.Namespace) -> None:
    build_wheel()


# --- Pyodide: fetch, check, assemble -----------------------------------------


def canonical_name(name: str) -> str:
    """PEP 503's form of a project name, as Pyodide keys its lock file."""
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256_of(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def npm_integrity_of(path: Path) -> str:
    """The Subresource Integrity string npm gives a tarball (sha512, base64)."""
    return "sha512-" + base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()


def npm() -> str:
    found = shutil.which("npm")
    if found is None:
        raise SystemExit("build.py: npm is needed to fetch Pyodide (install Node.js 18 or newer)")
    return found


def fetch_pyodide() -> Path:
    """The pinned Pyodide npm package, checked and unpacked; its directory.

    The tarball is fetched with `npm pack` into .cache/pyodide/VERSION/ and its
    sha512 compared with PYODIDE_INTEGRITY before anything is unpacked.  A stamp
    holding that integrity marks a finished unpack, so a second run is a no-op.
    """
    package = PYODIDE_CACHE / "package"
    stamp = PYODIDE_CACHE / "unpacked"
    if stamp.exists() and stamp.read_text() == PYODIDE_INTEGRITY and all(
        (package / name).exists() for name in PYODIDE_RUNTIME
    ):
        return package
    PYODIDE_CACHE.mkdir(parents=True, exist_ok=True)
    tarball = PYODIDE_CACHE / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tarball.exists() or npm_integrity_of(tarball) != PYODIDE_INTEGRITY:
        say(f"npm pack pyodide@{PYODIDE_VERSION}")
        run(npm(), "pack", "--silent", f"pyodide@{PYODIDE_VERSION}",
            "--pack-destination", PYODIDE_CACHE, cwd=PYODIDE_CACHE)
    got = npm_integrity_of(tarball)
    if got != PYODIDE_INTEGRITY:
        tarball.unlink()
        raise SystemExit(f"build.py: {tarball.name} has integrity {got}, "
                         f"not the pinned {PYODIDE_INTEGRITY}: refused")
    say(f"unpacking {tarball.relative_to(ROOT)} (integrity checked)")
    shutil.rmtree(package, ignore_errors=True)
    # npm tarballs hold everything under package/; "data" refuses odd members.
    with tarfile.open(tarball) as tar:
        tar.extractall(PYODIDE_CACHE, filter="data")
    missing = [name for name in PYODIDE_RUNTIME if not (package / name).exists()]
    if missing:
        raise SystemExit(f"build.py: pyodide@{PYODIDE_VERSION} lacks {', '.join(missing)}")
    stamp.write_text(PYODIDE_INTEGRITY)
    return package


def fetch_wheels(pins: dict[str, str]) -> dict[str, Path]:
    """The pinned wheels from PyPI, checked against their sha256; name -> path.

    Cached in .cache/wheels/; only those missing or not matching are fetched,
    with pip for Pyodide's Python version, one file each (no dependency
    resolution: the pins are the whole set).
    """
    WHEEL_CACHE.mkdir(parents=True, exist_ok=True)
    wanted = {name: WHEEL_CACHE / name for name in pins}
    missing = [name for name, path in wanted.items()
               if not path.exists() or sha256_of(path) != pins[name]]
    if missing:
        for name in missing:
            wanted[name].unlink(missing_ok=True)  # a bad copy: let pip fetch it afresh
        requirements = ["==".join(name.split("-")[:2]) for name in missing]
        say("pip download " + " ".join(requirements))
        run(ensure_venv(), "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
            "--no-deps", "--only-binary=:all:", "--python-version", PYODIDE_PYTHON,
            "--dest", WHEEL_CACHE, *requirements)
    for name, path in wanted.items():
        if not path.exists():
            raise SystemExit(f"build.py: pip did not fetch {name}")
        got = sha256_of(path)
        if got != pins[name]:
            path.unlink()
            raise SystemExit(f"build.py: {name} has sha256 {got}, not the pinned {pins[name]}")
    return wanted


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


def assemble_pyodide(dest: Path) -> Path:
    """A directory a page can load Pyodide and the rules core from.

    Pyodide's runtime files, our wheel and the shipped PyPI wheels, and the
    pyodide-lock.json that lists them; dest is emptied first.  The web build
    calls this with a directory inside dist/.
    """
    package = fetch_pyodide()
    shipped = [*fetch_wheels(SHIPPED_WHEELS).values(), build_wheel()]
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    for name in PYODIDE_RUNTIME:
        shutil.copy2(package / name, dest / name)
    for wheel in shipped:
        shutil.copy2(wheel, dest / wheel.name)
    original = json.loads((package / "pyodide-lock.json").read_text())
    lock = pyodide_lock(original, shipped)
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")
    check_lock(dest)
    say(f"assembled {dest.relative_to(ROOT)}: Pyodide {PYODIDE_VERSION} "
        f"(Python {lock['info']['python']}), " + ", ".join(w.name for w in shipped))
    return dest


# --- Pyodide: run the tests --------------------------------------------------


def check_test_pins() -> None:
    """pytest and hypothesis in Pyodide are the versions pinned for CPython."""
    pinned = {f"{name}-{version}" for name, version in
              (r.split("==") for r in dev_requirements() if "==" in r)}
    for tool in ("pytest", "hypothesis"):
        ours = next(n for n in TEST_WHEELS if n.startswith(f"{tool}-"))
        if "-".join(ours.split("-")[:2]) not in pinned:
            raise SystemExit(f"build.py: TEST_WHEELS has {ours}, but pyproject.toml pins "
                             "another version: update TEST_WHEELS (name and sha256)")


def node() -> str:
    found = shutil.which("node")
    if found is None:
        raise SystemExit("build.py: Node.js 18 or newer is needed to run Pyodide")
    return found


def skipped_in_pyodide(arg: str) -> bool:
    """Whether a pytest path argument (maybe with ::test) names a PYODIDE_IGNORE path."""
    path = arg.split("::")[0].rstrip("/")
    return any(path == skip or path.startswith(skip + "/") for skip in PYODIDE_IGNORE)


def pyodide_pytest_args(extra: list[str]) -> list[str] | None:
    """pytest's arguments inside Pyodide, where the repository is copied to /repo;
    None when every path in `extra` is one that Pyodide skips.

    pythonpath=tests (not pyproject's "pysrc tests"): the tests must import the
    installed wheel.  No cache provider: nothing is kept between runs anyway.
    --ignore does not hold for paths named outright, so those are dropped here.
    """
    paths = [arg for arg in extra if (ROOT / arg.split("::")[0]).exists()]
    kept = [arg for arg in extra if arg not in paths or not skipped_in_pyodide(arg)]
    if paths and all(skipped_in_pyodide(arg) for arg in paths):
        return None
    ignores = [f"--ignore={path}" for path in PYODIDE_IGNORE]
    return ["-p", "no:cacheprovider", "--rootdir=/repo", "-o", "pythonpath=tests",
            *ignores, *(kept or ["tests"])]


def same_game_on_cpython(wheel: Path) -> str:
    """same_game_json() on this machine's CPython, importing the very wheel
    Pyodide ran (unpacked), not pysrc/, which may have changed since."""
    with tempfile.TemporaryDirectory(prefix="golden-sails-wheel-") as tmp:
        with zipfile.ZipFile(wheel) as zf:
            zf.extractall(tmp)
        env = dict(os.environ, PYTHONPATH=tmp)
        done = subprocess.run([str(ensure_venv()), str(ROOT / SAME_GAME)], cwd=tmp, env=env,
                              capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
        raise SystemExit("build.py: same_game.py failed on CPython")
    return done.stdout.rstrip("\n")


def check_same_game(wheel: Path, in_pyodide: str | None, error: str | None) -> None:
    """The same seeds must give the same games, byte for byte, in both."""
    if in_pyodide is None:
        raise SystemExit(f"build.py: same_game.py failed inside Pyodide:\n{error}")
    on_cpython = same_game_on_cpython(wheel)
    if in_pyodide != on_cpython:
        pairs = zip(in_pyodide, on_cpython, strict=False)
        at = next((i for i, (a, b) in enumerate(pairs) if a != b),
                  min(len(in_pyodide), len(on_cpython)))
        raise SystemExit("build.py: the same seeds gave different games on CPython and in "
                         f"Pyodide, from character {at}:\n  CPython: {on_cpython[at:at + 80]!r}\n"
                         f"  Pyodide: {in_pyodide[at:at + 80]!r}")
    say(f"same game on CPython and in Pyodide ({len(on_cpython)} characters, identical)")


def test_pyodide(pytest_args: list[str]) -> None:
    """The tests inside Pyodide under Node, against the assembled directory."""
    check_test_pins()
    args = pyodide_pytest_args(pytest_args)
    if args is None:
        say("nothing of " + " ".join(pytest_args) + " runs inside Pyodide")
        return
    site = assemble_pyodide(PYODIDE_SITE)
    test_wheels = fetch_wheels(TEST_WHEELS)
    with tempfile.TemporaryDirectory(prefix="golden-sails-pyodide-") as tmp:
        config = {
            "site": str(site),
            "repo": str(ROOT),
            "copy": ["pyproject.toml", "tests"],
            "testWheels": [str(path) for path in test_wheels.values()],
            "pytestArgs": args,
            "sameGame": SAME_GAME,
            "result": str(Path(tmp) / "result.json"),
        }
        (Path(tmp) / "config.json").write_text(json.dumps(config))
        say(f"node {PYODIDE_RUNNER.relative_to(ROOT)}")
        code = subprocess.run([node(), str(PYODIDE_RUNNER), str(Path(tmp) / "config.json")],
                              cwd=ROOT, check=False).returncode
        result_file = Path(tmp) / "result.json"
        result = json.loads(result_file.read_text()) if result_file.exists() else {}
    report_pyodide_run(code, result, narrowed=bool(pytest_args))
    check_same_game(our_wheel(site), result.get("sameGame"), result.get("sameGameError"))


def report_pyodide_run(code: int, result: dict[str, Any], narrowed: bool) -> None:
    """Fail the build unless pytest passed inside Pyodide."""
    if result.get("stage") != "done":
        raise SystemExit(f"build.py: the run inside Pyodide broke while {result.get('stage')!r} "
                         f"(runner exit {code}); if a test crashed Pyodide, add -vv to see which")
    if code == PYTEST_NO_TESTS and narrowed:
        # e.g. `build.py test tests/test_cli.py`: nothing of that runs in Pyodide.
        say("no tests inside Pyodide for these arguments")
        return
    if code != 0:
        raise SystemExit(f"build.py: the tests failed inside Pyodide (pytest exit {code})")
    say(f"tests passed inside Pyodide ({result['seconds']}s in Node)")


def cmd_test_pyodide(args: argparse.Namespace) -> None:
    test_pyodide(args.pytest_args)


def cmd_bench(_args: argparse.Namespace) -> None:
    python = ensure_venv()
    for script in sorted((ROOT / "benchmarks").glob("bench_*.py")):
        say(f"{script.name}")
        run(python, script)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    test = sub.add_parser("test", help="install the test tools and run every check and test")
    test.add_argument("pytest_args", nargs="*", help="passed on to pytest (e.g. -k gems)")
    test.set_defaults(func=cmd_test)
    pyodide = sub.add_parser("test-pyodide",
                             help="run the tests inside the pinned Pyodide under Node")
    pyodide.add_argument("pytest_args", nargs="*", help="passed on to pytest (e.g. -k gems)")
    pyodide.set_defaults(func=cmd_test_pyodide)
    sub.add_parser("wheel", help="build the rules core's wheel").set_defaults(func=cmd_wheel)
    sub.add_parser("bench", help="run the benchmarks (figures, not pass/fail)").set_defaults(
        func=cmd_bench)
    argv = sys.argv[1:] if argv is None else argv
    # Whatever follows a test command is pytest's, untouched: argparse would
    # refuse options such as "-k gems" or "-x" as its own unknown ones.
    if len(argv) > 1 and argv[0] in ("test", "test-pyodide") and argv[1] not in ("-h", "--help"):
        args = parser.parse_args(argv[:1])
        args.pytest_args = argv[1:]
    else:
        args = parser.parse_args(argv)
    args.func(args)


if __name__ == "__main__":
    main()
