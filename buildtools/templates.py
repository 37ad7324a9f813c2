"""web/templates/ rendered with Jinja, the one dev tool the build itself needs.

Jinja comes from .venv, never from this module's imports: build.py must start
with nothing but the standard library.  When the Python running the build
lacks it, ensure_jinja2() re-runs build.py with .venv's Python, which has it.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from typing import Any

from buildtools.devenv import ensure_venv
from buildtools.paths import ENTRY_POINT, VENV
from buildtools.shell import say, shown

# What the build imports from .venv: Jinja for the templates, brotli for the
# compressed copies (compress.py).
BUILD_TOOLS = ("jinja2", "brotli")


def ensure_jinja2() -> None:
    """Jinja and brotli importable, from .venv: build.py re-runs itself there when
    this Python lacks one.  Call it before any work, as it may start the command over."""
    if all(importlib.util.find_spec(name) is not None for name in BUILD_TOOLS):
        return
    if Path(sys.prefix).resolve() == VENV.resolve():
        raise SystemExit(f"build.py: {', '.join(BUILD_TOOLS)} must be in .venv: add them to "
                         "pyproject.toml's dev extra")
    python = ensure_venv()
    say(f"re-running under {shown(python)} for Jinja and brotli")
    sys.stdout.flush()
    os.execv(python, [str(python), str(ENTRY_POINT), *sys.argv[1:]])


def render_templates(templates: Path, dest: Path, context: dict[str, Any]) -> list[Path]:
    """Each top-level web/templates/*.html not starting with "_" -> dest/.

    Autoescape is on; an undefined name (an asset that is not there) stops the
    build rather than rendering as nothing.  Templates in subdirectories or
    starting with "_" are for {% include %} and {% extends %} only.
    """
    ensure_jinja2()
    import jinja2  # here, not at the top: see the module's docstring

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
