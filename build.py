#!/usr/bin/env python3
"""The project's one entry point.

    python3 build.py               build the static site into dist/
    python3 build.py serve [--port P]
                                   build, then serve dist/ at http://127.0.0.1:8000/
                                   with the headers netlify.toml gives (Ctrl-C stops)
    python3 build.py test          set up .venv with the dev tools (and Chromium for the
                                   browser tests), then ruff, mypy --strict, pytest,
                                   and test-pyodide
    python3 build.py test-pyodide  the tests again, inside the pinned Pyodide under Node
    python3 build.py wheel         build the rules core's wheel into build/wheel/
    python3 build.py bench         print the benchmarks' figures
    python3 build.py screenshots   photograph the app into docs/screenshots/

Each command sets up what it needs by itself on a fresh machine; only the
standard library is imported here, so it runs before anything is installed
(the template step re-runs build.py with .venv's Python, which has Jinja).
Downloads (Pyodide's npm package, wheels from PyPI) are checked against the
hashes pinned below and kept in .cache/, so a second run fetches nothing.
"""

from __future__ import annotations

import argparse
import base64
import dataclasses
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import tomllib
import venv
import zipfile
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import unquote, urlsplit

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


def shown(path: Path) -> str:
    """A path as messages show it: relative to the repository when inside it."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


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
    run(python, "-m", "ruff", "check", "pysrc", "tests", "benchmarks", "docs", "build.py", env=env)
    say("mypy --strict pysrc")
    run(python, "-m", "mypy", "--strict", "pysrc/golden_sails", env=env)
    if runs_browser_tests(args.pytest_args):
        env["GOLDEN_SAILS_CHROMIUM"] = str(ensure_chromium())
    else:
        env.pop("GOLDEN_SAILS_CHROMIUM", None)
    say("pytest (tests/web/ in Chromium)" if "GOLDEN_SAILS_CHROMIUM" in env else "pytest")
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
    # Built aside and then moved in, so two builds at once (a test run and
    # `build.py serve`) never see each other's half-written or deleted wheel.
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="wheel-", dir=out) as tmp:
        run(python, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", tmp, ROOT)
        made = Path(tmp) / wheel.name
        if not made.exists():
            raise SystemExit(f"build.py: pip wheel did not make {wheel.name}")
        os.replace(made, wheel)
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
    say(f"assembled {shown(dest)}: Pyodide {PYODIDE_VERSION} "
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


# --- The web build: dist/ ----------------------------------------------------
#
# dist/index.html                 rendered from web/templates/ (never cached)
# dist/assets/<path>.<hash>.<ext> every file under web/static/, the hash over
#                                 its content after its imports are rewritten
#                                 to their hashed names (so it covers them too)
# dist/runtime/<hash>/            Pyodide, our lock file and wheels, runtime.json;
#                                 the hash covers every file in it
# dist/sw.js, dist/manifest.webmanifest
#                                 the service worker and the web app manifest
#                                 (see "Offline and installable" below)
# Every URL but those of the pages, sw.js and the manifest therefore names
# immutable content: it is cached for a year, and a new build never mixes with
# an old one.

WEB = ROOT / "web"
DIST = ROOT / "dist"
NETLIFY_TOML = ROOT / "netlify.toml"
HASH_LENGTH = 8
PACKAGE = "golden-sails"
WORKER = "js/worker.js"  # under web/static/; its hashed URL is the template's worker_url
# What the page fetches from the runtime directory: runtime.json lists their
# sizes, so the worker can show real download progress.
PAGE_RUNTIME_FILES = (*PYODIDE_RUNTIME, "pyodide-lock.json")

# Relative module specifiers in JavaScript: `from "./x.js"`, `import "./x.js"`,
# `import("./x.js")` and `new URL("./x.svg", import.meta.url)`.
JS_REFERENCE = re.compile(
    r"""(?<![\w$.])(?:from\s*|import\s*(?:\(\s*)?)(["'])(?P<spec>\.{1,2}/[^"'\\\n]+)\1"""
    r"""|(?<![\w$.])new\s+URL\(\s*(["'])(?P<url>\.{1,2}/[^"'\\\n]+)\3\s*,\s*import\.meta\.url"""
)
# url(...) and @import "..." in CSS; which of them are files is decided later.
CSS_REFERENCE = re.compile(
    r"""url\(\s*(["']?)(?P<spec>[^"')\s]+)\1\s*\)|@import\s+(["'])(?P<url>[^"']+)\3"""
)
TEXT_REFERENCES = {".js": JS_REFERENCE, ".mjs": JS_REFERENCE, ".css": CSS_REFERENCE}


@dataclasses.dataclass(frozen=True)
class BuiltSite:
    """What a build made, as the templates and the browser tests see it."""

    root: Path
    assets: dict[str, str]  # source path under web/static/ -> URL relative to the site
    runtime_url: str  # "runtime/<hash>/"
    worker_url: str
    version: str  # the hash of everything the page loads
    offline_version: str = ""  # sw.js's: over every file it precaches; names its cache


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:HASH_LENGTH]


def hashed_path(path: PurePosixPath, digest: str) -> PurePosixPath:
    """js/ui/dom.js -> js/ui/dom.<digest>.js (the hash before the last suffix)."""
    return path.with_name(f"{path.stem}.{digest}{path.suffix}")


def static_files(static: Path) -> dict[PurePosixPath, bytes]:
    """Every file under web/static/ (but dotfiles), by its path there."""
    files = {}
    for path in sorted(static.rglob("*")):
        relative = PurePosixPath(path.relative_to(static).as_posix())
        if path.is_file() and not any(part.startswith(".") for part in relative.parts):
            files[relative] = path.read_bytes()
    return files


@dataclasses.dataclass(frozen=True)
class Reference:
    """One relative URL inside a text asset, and the file it names."""

    start: int  # the span of the URL's path in the text
    end: int
    target: PurePosixPath


def is_local_url(spec: str) -> bool:
    """Whether a URL in CSS names a file beside it (not data:, a scheme, / or #)."""
    return not (spec.startswith(("data:", "/", "#")) or re.match(r"[a-zA-Z][\w+.-]*:", spec))


def references(path: PurePosixPath, text: str,
               files: dict[PurePosixPath, bytes]) -> list[Reference]:
    """The relative URLs in a JavaScript or CSS asset, each resolved to a file.

    A URL naming no file under web/static/ stops the build: the browser would
    only fail later, at a 404.
    """
    pattern = TEXT_REFERENCES.get(path.suffix)
    if pattern is None:
        return []
    found = []
    for match in pattern.finditer(text):
        group = "spec" if match.group("spec") is not None else "url"
        spec = match.group(group)
        if not is_local_url(spec):
            continue
        url_path = re.split(r"[?#]", spec, maxsplit=1)[0]
        target = PurePosixPath(os.path.normpath(path.parent / unquote(url_path)))
        if target not in files:
            raise SystemExit(f"build.py: web/static/{path}: {spec!r} names no file under "
                             "web/static/")
        start = match.start(group)
        found.append(Reference(start, start + len(url_path), target))
    return found


def dependency_order(files: dict[PurePosixPath, bytes],
                     refs: dict[PurePosixPath, list[Reference]]) -> list[PurePosixPath]:
    """The assets, each after every asset it references (its hash needs theirs).

    A cycle of imports is refused: no order of content hashes can cover it.
    """
    order: list[PurePosixPath] = []
    state: dict[PurePosixPath, str] = {}

    def visit(path: PurePosixPath, chain: tuple[PurePosixPath, ...]) -> None:
        if state.get(path) == "done":
            return
        if state.get(path) == "visiting":
            cycle = " -> ".join(str(p) for p in (*chain[chain.index(path):], path))
            raise SystemExit(f"build.py: web/static/ has an import cycle: {cycle}; "
                             "hashed file names cannot cover it")
        state[path] = "visiting"
        for ref in refs[path]:
            visit(ref.target, (*chain, path))
        state[path] = "done"
        order.append(path)

    for path in files:
        visit(path, ())
    return order


def rewrite_references(text: str, refs: list[Reference],
                       hashed: dict[PurePosixPath, PurePosixPath]) -> str:
    """The text with each referenced file name replaced by its hashed name.

    Only the last path segment changes: dist/assets/ mirrors web/static/, so
    the directories in a relative URL stay right.
    """
    for ref in sorted(refs, key=lambda r: r.start, reverse=True):
        url_path = text[ref.start:ref.end]
        head, _, _name = url_path.rpartition("/")
        new_name = hashed[ref.target].name
        text = text[:ref.start] + (f"{head}/{new_name}" if head else new_name) + text[ref.end:]
    return text


def hash_assets(
    files: dict[PurePosixPath, bytes],
) -> dict[PurePosixPath, tuple[PurePosixPath, bytes]]:
    """Each asset's hashed path and final content, references rewritten."""
    texts = {path: data.decode() for path, data in files.items()
             if path.suffix in TEXT_REFERENCES}
    refs = {path: references(path, texts[path], files) if path in texts else []
            for path in files}
    hashed: dict[PurePosixPath, PurePosixPath] = {}
    out: dict[PurePosixPath, tuple[PurePosixPath, bytes]] = {}
    for path in dependency_order(files, refs):
        data = files[path]
        if refs[path]:
            data = rewrite_references(texts[path], refs[path], hashed).encode()
        hashed[path] = hashed_path(path, content_hash(data))
        out[path] = (hashed[path], data)
    return out


def build_assets(static: Path, dest: Path) -> dict[str, str]:
    """web/static/ -> dest/ with hashed names; source path -> URL from the site root."""
    assets = {}
    for path, (hashed, data) in hash_assets(static_files(static)).items():
        target = dest / hashed
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        assets[str(path)] = f"{dest.name}/{hashed}"
    return dict(sorted(assets.items()))


def tree_hash(directory: Path) -> str:
    """One hash over every file's path and content in a directory."""
    digest = hashlib.sha256()
    for path in sorted(p for p in directory.rglob("*") if p.is_file()):
        digest.update(f"{path.relative_to(directory).as_posix()}\0{sha256_of(path)}\n".encode())
    return digest.hexdigest()[:HASH_LENGTH]


def write_runtime_manifest(runtime: Path) -> None:
    """runtime.json: the Pyodide version and the size of each file the page fetches."""
    lock = json.loads((runtime / "pyodide-lock.json").read_text())
    wheel = our_wheel(runtime).name
    manifest = {
        "pyodide": PYODIDE_VERSION,
        "python": lock["info"]["python"],
        "package": {"name": PACKAGE, "file_name": wheel},
        "sizes": {name: (runtime / name).stat().st_size for name in (*PAGE_RUNTIME_FILES, wheel)},
    }
    (runtime / "runtime.json").write_text(json.dumps(manifest, indent=1) + "\n")


def build_runtime(site: Path) -> str:
    """The Pyodide directory under site/runtime/<hash>/; its URL from the site root."""
    staging = site / "runtime" / "staging"
    assemble_pyodide(staging)
    write_runtime_manifest(staging)
    digest = tree_hash(staging)
    staging.rename(site / "runtime" / digest)
    return f"runtime/{digest}/"


def import_jinja2() -> Any:
    """Jinja, from .venv: build.py re-runs itself there when this Python lacks it."""
    try:
        # Not at the top: build.py must start with nothing but the standard library.
        import jinja2
    except ImportError:
        if Path(sys.prefix).resolve() == VENV.resolve():
            raise SystemExit("build.py: jinja2 is not in .venv: add it to pyproject.toml's "
                             "dev extra") from None
        python = ensure_venv()
        say(f"re-running under {shown(python)} for Jinja")
        sys.stdout.flush()
        os.execv(python, [str(python), str(Path(__file__).resolve()), *sys.argv[1:]])
    return jinja2


def render_templates(templates: Path, dest: Path, context: dict[str, Any]) -> list[Path]:
    """Each top-level web/templates/*.html not starting with "_" -> dest/.

    Autoescape is on; an undefined name (an asset that is not there) stops the
    build rather than rendering as nothing.  Templates in subdirectories or
    starting with "_" are for {% include %} and {% extends %} only.
    """
    jinja2 = import_jinja2()
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(templates), autoescape=True,
                             undefined=jinja2.StrictUndefined, keep_trailing_newline=True)
    pages = [p for p in sorted(templates.glob("*.html")) if not p.name.startswith("_")]
    if not any(p.name == "index.html" for p in pages):
        raise SystemExit(f"build.py: {shown(templates)} has no index.html")
    written = []
    for page in pages:
        try:
            html = env.get_template(page.name).render(**context)
        except jinja2.TemplateError as err:
            raise SystemExit(f"build.py: {shown(page)}: {type(err).__name__}: {err}") from None
        (dest / page.name).write_text(html, encoding="utf-8")
        written.append(dest / page.name)
    return written


def site_version(runtime_url: str, assets: dict[str, str]) -> str:
    return content_hash(json.dumps([runtime_url, assets], sort_keys=True).encode())


def build_into(fresh: Path, web: Path) -> BuiltSite:
    """The runtime, the assets and the pages, into an empty directory."""
    runtime_url = build_runtime(fresh)
    assets = build_assets(web / "static", fresh / "assets")
    if WORKER not in assets:
        raise SystemExit(f"build.py: web/static/{WORKER} is missing")
    site = BuiltSite(fresh, assets, runtime_url, assets[WORKER], site_version(runtime_url, assets))
    render_templates(web / "templates", fresh, {
        "assets": site.assets, "runtime_url": site.runtime_url,
        "worker_url": site.worker_url, "version": site.version,
        "manifest_url": MANIFEST,
    })
    write_manifest(fresh, site.assets)
    offline = write_service_worker(fresh, web / "templates" / SERVICE_WORKER)
    return dataclasses.replace(site, offline_version=offline)


# --- Offline and installable: the manifest and the service worker ---------------
#
# dist/manifest.webmanifest  name, colours, display and icons (hashed URLs); at a
#                            stable URL, checked on every visit (no-cache)
# dist/sw.js                 from web/templates/sw.js, at the root so its scope
#                            covers the page; build.py writes into it the list of
#                            every file the app needs and a version over their
#                            content, which names its cache (no-cache, never hashed)

MANIFEST = "manifest.webmanifest"
SERVICE_WORKER = "sw.js"
THEME_COLOUR = "#14324a"  # the icon's sea
BACKGROUND_COLOUR = "#f6efe0"  # the light theme's page
ICONS = (  # source under web/static/, sizes, purpose
    ("icons/icon.svg", "any", "any"),
    ("icons/icon-192.png", "192x192", "any"),
    ("icons/icon-512.png", "512x512", "any"),
    ("icons/icon-maskable-512.png", "512x512", "maskable"),
)
ICON_TYPES = {".svg": "image/svg+xml", ".png": "image/png"}


def write_manifest(site: Path, assets: dict[str, str]) -> None:
    """The web app manifest: "Add to Home Screen" gives a standalone app."""
    missing = [source for source, _, _ in ICONS if source not in assets]
    if missing:
        raise SystemExit(f"build.py: web/static/ lacks the icons {', '.join(missing)}")
    manifest = {
        "name": "Golden Sails",
        "short_name": "Golden Sails",
        "description": "The card-drafting game for 2-4 players, pass-and-play on one phone.",
        "id": "./",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "orientation": "portrait",
        "theme_color": THEME_COLOUR,
        "background_color": BACKGROUND_COLOUR,
        "icons": [{"src": assets[source], "sizes": sizes, "purpose": purpose,
                   "type": ICON_TYPES[PurePosixPath(source).suffix]}
                  for source, sizes, purpose in ICONS],
    }
    (site / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")


def precache_urls(site: Path) -> list[str]:
    """Every file of the site the app needs, as URLs relative to the site root:
    the page as "./", the other pages, the manifest, the assets and the runtime."""
    urls = []
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        relative = path.relative_to(site).as_posix()
        if relative == SERVICE_WORKER:
            continue
        urls.append("./" if relative == "index.html" else relative)
    return urls


def write_service_worker(site: Path, source: Path) -> str:
    """dist/sw.js from its template, with the precache list and version; the version."""
    if not source.exists():
        raise SystemExit(f"build.py: {shown(source)} is missing")
    text = source.read_text()
    for placeholder in ("__VERSION__", "__PRECACHE__"):
        if placeholder not in text:
            raise SystemExit(f"build.py: {shown(source)} lacks {placeholder}")
    urls = precache_urls(site)
    files = {url: site / ("index.html" if url == "./" else url) for url in urls}
    version = content_hash(json.dumps({url: sha256_of(path) for url, path in files.items()},
                                      sort_keys=True).encode())
    text = text.replace('"__VERSION__"', json.dumps(version))
    text = text.replace("__PRECACHE__", json.dumps(urls, indent=1))
    (site / SERVICE_WORKER).write_text(text)
    return version


def swap_in(fresh: Path, dest: Path) -> None:
    """Put a new build where the old one was; the old one is then deleted."""
    old = None
    if dest.exists():
        old = Path(tempfile.mkdtemp(prefix=f"{dest.name}.old-", dir=dest.parent))
        dest.rename(old / dest.name)
    fresh.rename(dest)
    if old is not None:
        shutil.rmtree(old)


def build_site(dest: Path = DIST, web: Path = WEB) -> BuiltSite:
    """The whole site, built afresh beside dest and then swapped in.

    Building into a new directory means no stale file survives, and a failed
    build leaves the previous dist/ as it was.
    """
    import_jinja2()  # first, before any work, as it may re-run build.py
    dest.parent.mkdir(parents=True, exist_ok=True)
    fresh = Path(tempfile.mkdtemp(prefix=f"{dest.name}.new-", dir=dest.parent))
    fresh.chmod(0o755)  # mkdtemp's 0700 would be odd for a site
    try:
        site = build_into(fresh, web)
        swap_in(fresh, dest)
    finally:
        shutil.rmtree(fresh, ignore_errors=True)  # only there when the build failed
    site = dataclasses.replace(site, root=dest)
    say(f"built {shown(dest)}: version {site.version}, {len(site.assets)} assets, "
        f"{site.runtime_url}")
    return site


def cmd_build(_args: argparse.Namespace) -> None:
    build_site()


# --- Headers: netlify.toml is the one source ----------------------------------
#
# Netlify reads the committed netlify.toml; build.py's server reads the same
# file and applies it the same way, so the browser tests run under exactly the
# headers (CSP included) that the site gets when deployed.


@dataclasses.dataclass(frozen=True)
class HeaderRule:
    pattern: str  # a [[headers]] `for`: a path, "*" matching any characters
    values: dict[str, str]

    def matches(self, path: str) -> bool:
        regex = ".*".join(re.escape(part) for part in self.pattern.split("*"))
        return re.fullmatch(regex, path) is not None


def header_rules(netlify_toml: Path = NETLIFY_TOML) -> list[HeaderRule]:
    """The [[headers]] rules of netlify.toml, in order."""
    with open(netlify_toml, "rb") as f:
        config = tomllib.load(f)
    rules = []
    for entry in config.get("headers", []):
        values = {str(k): str(v) for k, v in entry.get("values", {}).items()}
        for name, value in values.items():
            # Netlify folds a multi-line value into one header in its own way
            # (commas, for some): a CSP must be one line to mean one policy.
            if "\n" in value:
                raise SystemExit(f"build.py: netlify.toml: {entry['for']} {name} spans lines")
        rules.append(HeaderRule(str(entry["for"]), values))
    return rules


def headers_for(path: str, rules: list[HeaderRule]) -> dict[str, str]:
    """The headers the rules give a request path.

    Every matching rule applies; a header two rules give is joined with a
    comma, as Netlify does, which garbles most headers: the tests check no
    shipped file gets one twice.
    """
    headers: dict[str, str] = {}
    for rule in rules:
        if rule.matches(path):
            for name, value in rule.values.items():
                headers[name] = f"{headers[name]}, {value}" if name in headers else value
    return headers


def header_conflicts(path: str, rules: list[HeaderRule]) -> list[str]:
    """Headers that more than one rule gives this path."""
    seen: dict[str, int] = {}
    for rule in rules:
        if rule.matches(path):
            for name in rule.values:
                seen[name.lower()] = seen.get(name.lower(), 0) + 1
    return sorted(name for name, count in seen.items() if count > 1)


# --- Serving dist/ -----------------------------------------------------------

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json",
    ".txt": "text/plain; charset=utf-8",
    ".woff2": "font/woff2",
}


@dataclasses.dataclass
class ServedSite:
    """What the server serves: a directory, under header rules.

    `replaced` (URL path -> body, or None for a 404) lets a test serve other
    bytes for a file without touching the build, e.g. a corrupted wheel.
    `served` records each response's URL path and body size, for tests and
    benchmarks that count what a page load fetched.
    """

    root: Path
    rules: list[HeaderRule]
    replaced: dict[str, bytes | None] = dataclasses.field(default_factory=dict)
    quiet: bool = False
    served: list[tuple[str, int]] = dataclasses.field(default_factory=list)

    def file_for(self, url_path: str) -> Path | None:
        """The file a URL path names, or None (outside the root, or not a file)."""
        relative = url_path.lstrip("/")
        if relative == "" or relative.endswith("/"):
            relative += "index.html"
        path = (self.root / relative).resolve()
        if not path.is_relative_to(self.root.resolve()) or not path.is_file():
            return None
        return path

    def response(self, url_path: str) -> tuple[HTTPStatus, dict[str, str], bytes]:
        """Status, headers and body for a GET of a URL path."""
        file = self.file_for(url_path)
        if url_path in self.replaced:
            body = self.replaced[url_path]
        else:
            body = file.read_bytes() if file is not None else None
        name = file.name if file is not None else PurePosixPath(url_path).name
        if body is None:
            status, body = HTTPStatus.NOT_FOUND, b"not found\n"
            name = "404.txt"
        else:
            status = HTTPStatus.OK
        headers = {"Content-Type": MIME_TYPES.get(PurePosixPath(name).suffix,
                                                  "application/octet-stream")}
        headers.update(headers_for(url_path, self.rules))  # a rule's Content-Type wins
        headers["Content-Length"] = str(len(body))
        return status, headers, body


class SiteHandler(BaseHTTPRequestHandler):
    """GET and HEAD of dist/, nothing else; one ServedSite per server."""

    protocol_version = "HTTP/1.1"  # keep-alive, as a real host does
    site: ServedSite

    def do_GET(self) -> None:
        self.answer(with_body=True)

    def do_HEAD(self) -> None:
        self.answer(with_body=False)

    def answer(self, with_body: bool) -> None:
        status, headers, body = self.site.response(unquote(urlsplit(self.path).path))
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()
        if with_body:
            self.wfile.write(body)
            self.site.served.append((urlsplit(self.path).path, len(body)))

    def log_message(self, format: str, *args: Any) -> None:
        if not self.site.quiet:
            super().log_message(format, *args)


class SiteServer(ThreadingHTTPServer):
    daemon_threads = True  # an open keep-alive connection must not block exit

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A browser closing a kept-alive connection is normal, not worth a traceback.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(site: ServedSite, port: int, host: str = "127.0.0.1") -> SiteServer:
    """A server for site on host:port (0: any free port), not yet serving."""
    handler = type("BoundSiteHandler", (SiteHandler,), {"site": site})
    return SiteServer((host, port), handler)


def stop_serving(_signum: int, _frame: Any) -> None:
    raise KeyboardInterrupt


def cmd_serve(args: argparse.Namespace) -> None:
    build_site()
    try:
        server = make_server(ServedSite(DIST, header_rules()), args.port)
    except OSError as err:
        raise SystemExit(f"build.py: cannot serve on 127.0.0.1:{args.port}: {err.strerror}") \
            from None
    say(f"serving {shown(DIST)} at http://127.0.0.1:{server.server_port}/ (Ctrl-C stops)")
    signal.signal(signal.SIGTERM, stop_serving)  # `kill` stops it as cleanly as Ctrl-C
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        say("stopped")
    finally:
        server.server_close()


# --- Chromium, for the browser tests and benchmarks ----------------------------

CHROMIUM = Path(os.environ.get("GOLDEN_SAILS_CHROMIUM", "/usr/bin/chromium"))
# Headless, and nothing that would talk to any host but the test server.
CHROMIUM_ARGS = ("--headless", "--no-sandbox", "--disable-gpu",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync")


def ensure_chromium() -> Path:
    """Debian's Chromium, installed with apt-get when it is missing.

    Playwright drives it (Playwright's own browser download cannot be used here).
    """
    if CHROMIUM.exists():
        return CHROMIUM
    apt = shutil.which("apt-get")
    if apt is None or os.geteuid() != 0:
        raise SystemExit(f"build.py: the browser tests need Chromium at {CHROMIUM}: install "
                         "it (Debian: apt-get install chromium), or set GOLDEN_SAILS_CHROMIUM")
    say("installing Chromium with apt-get")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    run(apt, "update", "-qq", env=env)
    run(apt, "install", "-y", "-qq", "--no-install-recommends", "chromium", env=env)
    if not CHROMIUM.exists():
        raise SystemExit(f"build.py: apt-get installed chromium, but not at {CHROMIUM}")
    return CHROMIUM


def runs_browser_tests(pytest_args: list[str]) -> bool:
    """Whether a pytest run with these arguments collects tests/web/ (so needs Chromium)."""
    web = ROOT / "tests" / "web"
    paths = [(ROOT / arg.split("::")[0]).resolve() for arg in pytest_args
             if (ROOT / arg.split("::")[0]).exists()]
    return not paths or any(web.is_relative_to(p) or p.is_relative_to(web) for p in paths)


def cmd_bench(_args: argparse.Namespace) -> None:
    python = ensure_venv()
    ensure_chromium()  # bench_web.py loads the site in it
    for script in sorted((ROOT / "benchmarks").glob("bench_*.py")):
        say(f"{script.name}")
        run(python, script)


def cmd_screenshots(_args: argparse.Namespace) -> None:
    python = ensure_venv()
    ensure_chromium()
    run(python, ROOT / "docs" / "screenshots" / "take.py")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.set_defaults(func=cmd_build)  # no command: build dist/
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.add_parser("build", help="build the site into dist/ (the default)").set_defaults(
        func=cmd_build)
    serve = sub.add_parser("serve", help="build, then serve dist/ on 127.0.0.1 (Ctrl-C stops)")
    serve.add_argument("--port", type=int, default=8000, help="the port (default 8000)")
    serve.set_defaults(func=cmd_serve)
    test = sub.add_parser("test", help="install the test tools and run every check and test")
    test.add_argument("pytest_args", nargs="*", help="passed on to pytest (e.g. -k gems)")
    test.set_defaults(func=cmd_test)
    pyodide = sub.add_parser("test-pyodide",
                             help="run the tests inside the pinned Pyodide under Node")
    pyodide.add_argument("pytest_args", nargs="*", help="passed on to pytest (e.g. -k gems)")
    pyodide.set_defaults(func=cmd_test_pyodide)
    sub.add_parser("wheel", help="build the rules core's wheel").set_defaults(func=cmd_wheel)
    sub.add_parser(
        "screenshots", help="photograph the app's screens into docs/screenshots/"
    ).set_defaults(func=cmd_screenshots)
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
