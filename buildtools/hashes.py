"""The content hashes the build names files by and checks downloads with."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path

HASH_LENGTH = 8  # hex digits of sha256 in a hashed file or directory name


def sha256_of(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:HASH_LENGTH]


def tree_hash(directory: Path, skip: Callable[[Path], bool] = lambda _: False) -> str:
    """One hash over every file's path and content in a directory (but those skipped)."""
    digest = hashlib.sha256()
    for path in sorted(p for p in directory.rglob("*") if p.is_file() and not skip(p)):
        digest.update(f"{path.relative_to(directory).as_posix()}\0{sha256_of(path)}\n".encode())
    return digest.hexdigest()[:HASH_LENGTH]
