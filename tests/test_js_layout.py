"""web/static/js/ by role, as docs/architecture.md's front-end table says: every
file in a documented folder, opening with one line that says its job, and
importing only its own folder or those below it (a part never knows a screen;
a screen knows no other screen but the score pad's own files); every file small
enough to read at a sitting (MAX_LINES)."""

from __future__ import annotations

import os
import re
from pathlib import Path, PurePosixPath

import pytest

from buildtools.assets import JS_REFERENCE
from buildtools.core_js import MODULE as CORE_MODULE
from buildtools.vendor import MODULES as VENDOR_MODULES
from buildtools.vendor import VENDOR, ZXING_READER

ROOT = Path(__file__).resolve().parents[1]
JS = ROOT / "web" / "static" / "js"
ARCHITECTURE = ROOT / "docs" / "architecture.md"
TOP = "js/"  # the folder itself: only the files its row names
STANDS_ALONE = "js/embed/"  # a host page's script: imports nothing of the app, nor is imported
MAX_JOB = 100  # characters of the job line, "// " included
MAX_LINES = 400  # a module's lines: past them, it holds more than one job
# Modules the build writes beside web/static/'s (the rules core's constants, the
# third-party code from npm under vendor/: buildtools/vendor.py): imported like any
# file, though no file of the source tree holds them.
GENERATED = {CORE_MODULE, *VENDOR_MODULES, ZXING_READER}
# Third-party code: any folder may load it; it loads nothing of ours.
THIRD_PARTY = f"{VENDOR}/"


def documented_roles(text: str) -> tuple[list[str], set[str]]:
    """The role folders of the front-end table, top row first, and the files
    the row of js/ itself names."""
    section = re.search(r"^## The front end\n(?P<body>.*?)(?=^## )", text, re.M | re.S)
    assert section is not None, "docs/architecture.md has no '## The front end' section"
    folders: list[str] = []
    top_files: set[str] = set()
    for row in re.findall(r"^\| (`js/[^|]*)\|", section.group("body"), re.M):
        names = re.findall(r"`([^`]+)`", row)
        folders.append(names[0])
        if names[0] == TOP:
            top_files = set(names[1:])
    assert folders and TOP in folders, "the front-end table names no js/ folders"
    return folders, top_files


FOLDERS, TOP_FILES = documented_roles(ARCHITECTURE.read_text(encoding="utf-8"))


def js_files() -> list[PurePosixPath]:
    return sorted(PurePosixPath("js") / p.relative_to(JS).as_posix() for p in JS.rglob("*.js"))


def role_of(path: PurePosixPath) -> str:
    """js/app.js -> js/, js/screens/scorepad/pad.js -> js/screens/, vendor/x.mjs -> vendor/."""
    if path.parts[0] != "js":
        return f"{path.parts[0]}/"
    return TOP if len(path.parts) == 2 else f"js/{path.parts[1]}/"


def imports_of(path: PurePosixPath) -> list[PurePosixPath]:
    """Every module or file `path` loads by a relative URL, import() included."""
    text = (JS.parent / path).read_text(encoding="utf-8")
    found = []
    for match in JS_REFERENCE.finditer(text):
        spec = match.group("spec") or match.group("url")
        found.append(PurePosixPath(os.path.normpath(path.parent / spec)))
    return found


def job_line_fault(text: str) -> str | None:
    """Why a file's opening is not one line saying its job, or None."""
    lines = text.split("\n")
    first = lines[0]
    if not first.startswith("// ") or not first[3:].strip():
        return f"its first line {first[:60]!r} is not a // comment saying its job"
    if len(first) > MAX_JOB:
        return f"its job line is {len(first)} characters, more than {MAX_JOB}"
    if not first.rstrip().endswith("."):
        return f"its job line {first!r} is not one whole sentence (it ends without a full stop)"
    if len(lines) > 1 and lines[1] not in ("", "//"):
        return "its job line runs on into the next line (follow it with '//' or a blank line)"
    return None


def test_the_table_documents_real_folders() -> None:
    for folder in FOLDERS:
        assert any(role_of(path) == folder for path in js_files()), f"{folder} holds no file"
    for name in TOP_FILES:
        assert (JS / name).is_file(), f"docs/architecture.md names js/{name}, which is missing"


@pytest.mark.parametrize("path", js_files(), ids=str)
def test_each_file_lives_in_a_documented_folder(path: PurePosixPath) -> None:
    role = role_of(path)
    assert role in FOLDERS, f"web/static/{path}: {role} is no role folder of docs/architecture.md"
    if role == TOP:
        assert path.name in TOP_FILES, (
            f"web/static/{path}: js/ itself holds only {sorted(TOP_FILES)}; "
            "put it in a role folder")


@pytest.mark.parametrize("path", js_files(), ids=str)
def test_each_file_opens_with_its_job(path: PurePosixPath) -> None:
    fault = job_line_fault((JS.parent / path).read_text(encoding="utf-8"))
    assert fault is None, f"web/static/{path}: {fault}"


def import_fault(path: PurePosixPath, target: PurePosixPath) -> str | None:
    """Why `path` may not load `target`, or None."""
    role, where = role_of(path), role_of(target)
    if where == THIRD_PARTY and role != STANDS_ALONE:
        return None
    if STANDS_ALONE in (role, where) and role != where:
        return f"web/static/{path} loads {target}: {STANDS_ALONE} stands alone"
    if where == role == "js/screens/":
        if path.parent == target.parent != PurePosixPath("js/screens"):
            return None  # the score pad's files: one screen
        return (f"web/static/{path} imports another screen, {target}: share a piece "
                "through js/parts/")
    if role in FOLDERS and where in FOLDERS and FOLDERS.index(where) < FOLDERS.index(role):
        return (f"web/static/{path} ({role}) imports {target} ({where}), a folder above "
                "its own in docs/architecture.md's front-end table")
    return None


@pytest.mark.parametrize("path", js_files(), ids=str)
def test_imports_run_down_the_table_only(path: PurePosixPath) -> None:
    for target in imports_of(path):
        assert (JS.parent / target).is_file() or target in GENERATED, (
            f"web/static/{path} loads {target}, which is missing")
        fault = import_fault(path, target)
        assert fault is None, fault


def test_a_job_line_is_one_sentence_on_its_own_line() -> None:
    assert job_line_fault("// The end screen.\n//\n// More.\n") is None
    assert job_line_fault("// The end screen.\n\nimport x;\n") is None
    assert job_line_fault("// The end: the score sheet (Spells,\n// Gems).\n") is not None
    assert job_line_fault("// The end screen.\n// More of it.\n") is not None
    assert job_line_fault("import x;\n") is not None
    assert job_line_fault("// " + "x" * MAX_JOB + ".\n") is not None


@pytest.mark.parametrize(("path", "target"), [
    ("js/parts/pieces.js", "js/screens/over.js"),  # a part knows no screen
    ("js/device/store.js", "js/screens/home.js"),
    ("js/parts/market.js", "js/game.js"),  # nor the spine above the screens
    ("js/screens/replay.js", "js/screens/over.js"),  # a screen knows no other screen
    ("js/screens/scorepad/pad.js", "js/screens/status.js"),
    ("js/app.js", "js/embed/host.js"),  # the host page's script is not the app's
    ("js/embed/host.js", "vendor/qrcode.mjs"),  # nor does it load the app's third parties
])
def test_a_planted_wrong_import_is_refused_with_both_named(path: str, target: str) -> None:
    fault = import_fault(PurePosixPath(path), PurePosixPath(target))
    assert fault is not None and path in fault and target in fault


def test_the_imports_the_layout_allows() -> None:
    for path, target in [("js/screens/scorepad/pad.js", "js/screens/scorepad/seat.js"),
                         ("js/screens/over.js", "js/parts/score-sheet.js"),
                         ("js/peers/qr.js", "vendor/qrcode.mjs"),
                         ("js/parts/pieces.js", "js/words/vocab.js"),
                         ("js/app.js", "js/screens/home.js")]:
        assert import_fault(PurePosixPath(path), PurePosixPath(target)) is None, (path, target)


@pytest.mark.parametrize("path", js_files(), ids=str)
def test_each_file_is_small(path: PurePosixPath) -> None:
    lines = (JS.parent / path).read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_LINES, (f"web/static/{path}: {lines} lines, more than {MAX_LINES}; "
                                "split it by job (docs/architecture.md's front-end table)")
