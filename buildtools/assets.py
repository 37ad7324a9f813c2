"""web/static/ -> dist/assets/, every file named by a hash of its content.

A JavaScript or CSS file's relative imports and url()s are rewritten to the
hashed names of the files they name before its own hash is taken, so a
file's hash covers everything it loads, and a change anywhere below renames
every file above it.
"""

from __future__ import annotations

import dataclasses
import os
import re
from pathlib import Path, PurePosixPath
from urllib.parse import unquote

from buildtools.hashes import content_hash

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


def hashed_path(path: PurePosixPath, digest: str) -> PurePosixPath:
    """js/parts/dom.js -> js/parts/dom.<digest>.js (the hash before the last suffix)."""
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


def build_assets(static: Path, dest: Path,
                 generated: dict[PurePosixPath, bytes] | None = None) -> dict[str, str]:
    """web/static/ and the files the build generated (content.py) -> dest/ with
    hashed names; path -> URL from the site root."""
    files = static_files(static)
    clash = set(files) & set(generated or {})
    if clash:
        raise SystemExit(f"build.py: web/static/ has files the build makes: {sorted(clash)}")
    assets = {}
    for path, (hashed, data) in hash_assets({**files, **(generated or {})}).items():
        target = dest / hashed
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        assets[str(path)] = f"{dest.name}/{hashed}"
    return dict(sorted(assets.items()))


# A static import or re-export in JavaScript: `import ... from "./x.js"`,
# `import "./x.js"`, `export ... from "./x.js"`; not `import("./x.js")`, which
# loads when the code runs (a screen fetched when it is needed).
JS_STATIC_IMPORT = re.compile(
    r"""(?<![\w$.])(?:from|import)\s*(["'])(?P<spec>\.{1,2}/[^"'\\\n]+)\1"""
)


def static_imports(files: dict[PurePosixPath, bytes], entry: PurePosixPath) -> list[PurePosixPath]:
    """Every module ``entry`` imports statically, directly or through others: what
    the browser must fetch before ``entry`` runs (so what the page preloads).
    A module only imported with ``import()`` is not among them, nor what only it
    imports."""
    found: set[PurePosixPath] = set()
    todo = [entry]
    while todo:
        path = todo.pop()
        text = files[path].decode()
        for match in JS_STATIC_IMPORT.finditer(text):
            spec = re.split(r"[?#]", match.group("spec"), maxsplit=1)[0]
            target = PurePosixPath(os.path.normpath(path.parent / unquote(spec)))
            if target not in files:
                raise SystemExit(f"build.py: web/static/{path}: {spec!r} names no file under "
                                 "web/static/")
            if target not in found:
                found.add(target)
                todo.append(target)
    return sorted(found)
