"""Compressed copies of dist/'s files, as a static host sends them.

Beside each compressible file the build writes FILE.gz (gzip, level 9) and
FILE.br (brotli, quality 11, from PyPI's `brotli`, made for the job), so a
host that serves precompressed files (`build.py serve`, nginx's gzip_static
and brotli_static, Caddy's `precompressed`: docs/hosting.md) sends the
smaller one the browser accepts, without compressing at each request.  A copy
is kept only when it saves at least COMPRESSED_AT_MOST of the file.

Brotli at quality 11 takes about a minute over Pyodide's 9.6 MB WebAssembly,
which never changes: every copy is kept in .cache/compressed/, named by the
sha256 of the file it compresses, so a second build spends nothing on it.
"""

from __future__ import annotations

import gzip
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from buildtools.context_page import OUT as CONTEXT_DIR
from buildtools.hashes import sha256_of
from buildtools.paths import CACHE

CACHED = CACHE / "compressed"
# Text and what compresses like it: WebAssembly, and the zips the build stores
# uncompressed for this (the standard library and the wheel: bytecode.py).
COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".json", ".svg", ".wasm", ".zip", ".whl",
                ".webmanifest", ".txt")
ENCODINGS = {"br": ".br", "gzip": ".gz"}  # Content-Encoding -> the suffix of its copy
COMPRESSED_AT_MOST = 0.9  # of the file's size; a copy that saves less is not worth a variant
SMALLEST = 256  # bytes: below that a header costs as much as it saves
SETTINGS = "q11-l9"  # names the compressors' settings in the cache: change it with them
# The catalog in context (context_page.py): pages for translators of about 2 MB each, that
# change with every catalog edit and that brotli at quality 11 takes some 6 s apiece over;
# gzip's copy alone (0.1 s, a ninth of the size), as they are read rarely.
GZIP_ONLY = (f"{CONTEXT_DIR}/",)


def brotli_bytes(data: bytes) -> bytes:
    import brotli  # type: ignore[import-untyped]  # from .venv (templates.ensure_jinja2)

    # The default window (4 MiB) does as well as the largest on the WebAssembly.
    compressed: bytes = brotli.compress(data, quality=11)
    return compressed


def gzip_bytes(data: bytes) -> bytes:
    return gzip.compress(data, compresslevel=9, mtime=0)  # mtime 0: the same bytes each build


COMPRESSORS: dict[str, Callable[[bytes], bytes]] = {"br": brotli_bytes, "gzip": gzip_bytes}


def cached_compress(path: Path, encoding: str) -> bytes:
    """path's content compressed, from .cache/compressed/ when it was done before."""
    kept = CACHED / f"{sha256_of(path)}-{SETTINGS}{ENCODINGS[encoding]}"
    if kept.exists():
        return kept.read_bytes()
    data = COMPRESSORS[encoding](path.read_bytes())
    CACHED.mkdir(parents=True, exist_ok=True)
    # Written aside and moved in: two builds at once never read half a file.
    fd, tmp = tempfile.mkstemp(dir=CACHED, prefix=".part-")
    with os.fdopen(fd, "wb") as f:
        f.write(data)
    os.replace(tmp, kept)
    return data


def is_compressible(path: Path) -> bool:
    return path.suffix in COMPRESSIBLE and path.stat().st_size >= SMALLEST


def warm_cache(directory: Path) -> None:
    """Every compressed copy compress_site would make of directory's files, made into
    .cache/compressed/ only: `build.py test` does this to the Pyodide directory the
    tests in Pyodide run against, on a second core, so the site the browser tests
    build finds its slowest work (brotli over the WebAssembly) done."""
    for path in sorted(p for p in directory.rglob("*") if p.is_file() and is_compressible(p)):
        for encoding in ENCODINGS:
            cached_compress(path, encoding)


def encodings_of(relative: str) -> dict[str, str]:
    """The copies a file of the site gets, by its path relative to the site."""
    return {"gzip": ENCODINGS["gzip"]} if relative.startswith(GZIP_ONLY) else ENCODINGS


def compress_site(site: Path) -> int:
    """Writes FILE.br and FILE.gz beside each compressible file of site (FILE.gz alone
    under GZIP_ONLY); how many."""
    written = 0
    for path in sorted(p for p in site.rglob("*") if p.is_file() and is_compressible(p)):
        size = path.stat().st_size
        for encoding, suffix in encodings_of(path.relative_to(site).as_posix()).items():
            data = cached_compress(path, encoding)
            if len(data) <= size * COMPRESSED_AT_MOST:
                path.with_name(path.name + suffix).write_bytes(data)
                written += 1
    return written


def is_compressed_copy(path: Path) -> bool:
    """Whether a file of dist/ is a compressed copy of another one beside it."""
    return path.suffix in ENCODINGS.values() and path.with_suffix("").exists()
