"""npm packages the build and the tests use, fetched with `npm pack` and
checked against the integrity pinned with them before anything is unpacked.

Each is kept in .cache/NAME/VERSION/ (the tarball, its unpacked package/, and a
stamp holding the integrity once the unpack finished), so a second run fetches
nothing and a tarball that differs from the one tested is refused.
"""

from __future__ import annotations

import base64
import hashlib
import shutil
import tarfile
from pathlib import Path

from buildtools.paths import CACHE, ROOT
from buildtools.shell import program, run, say


def npm_integrity_of(path: Path) -> str:
    """The Subresource Integrity string npm gives a tarball (sha512, base64)."""
    return "sha512-" + base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()


def fetch_npm_package(name: str, version: str, integrity: str, needed: tuple[str, ...],
                      why: str) -> Path:
    """The pinned npm package NAME@VERSION, checked and unpacked; its directory.

    `needed` are the files (relative to the package) that must be in it; `why`
    says what the package is for, in the message when npm is missing.
    """
    cache = CACHE / name / version
    package = cache / "package"
    stamp = cache / "unpacked"
    if stamp.exists() and stamp.read_text() == integrity and all(
        (package / file).exists() for file in needed
    ):
        return package
    cache.mkdir(parents=True, exist_ok=True)
    tarball = cache / f"{name}-{version}.tgz"
    if not tarball.exists() or npm_integrity_of(tarball) != integrity:
        say(f"npm pack {name}@{version}")
        npm = program("npm", f"npm is needed to fetch {why} (install Node.js 18 or newer)")
        run(npm, "pack", "--silent", f"{name}@{version}", "--pack-destination", cache, cwd=cache)
    got = npm_integrity_of(tarball)
    if got != integrity:
        tarball.unlink()
        raise SystemExit(f"build.py: {tarball.name} has integrity {got}, "
                         f"not the pinned {integrity}: refused")
    say(f"unpacking {tarball.relative_to(ROOT)} (integrity checked)")
    shutil.rmtree(package, ignore_errors=True)
    # npm tarballs hold everything under package/; "data" refuses odd members.
    with tarfile.open(tarball) as tar:
        tar.extractall(cache, filter="data")
    missing = [file for file in needed if not (package / file).exists()]
    if missing:
        raise SystemExit(f"build.py: {name}@{version} lacks {', '.join(missing)}")
    stamp.write_text(integrity)
    return package
