"""Helpers for the web tests (the fixtures are in conftest.py)."""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]
# A page on the site's origin with nothing on it: every test server serves it.
BLANK = "__test__/blank.html"
BLANK_HTML = (
    b'<!doctype html><html lang="en"><head><meta charset="utf-8">'
    b'<link rel="icon" href="data:,"><title>blank</title></head><body></body></html>'
)


@dataclass(frozen=True)
class RunningServer:
    url: str  # "http://127.0.0.1:PORT/"
    site: Any  # build.py's ServedSite: .served lists (URL path, bytes) sent


def load_build() -> ModuleType:
    """build.py as a module (it is a script at the repository root, not a package)."""
    if "golden_sails_build" in sys.modules:
        return sys.modules["golden_sails_build"]
    spec = importlib.util.spec_from_file_location("golden_sails_build", ROOT / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up here
    spec.loader.exec_module(module)
    return module


def foreign_requests(urls: list[str], base: str) -> list[str]:
    """The URLs not on base's origin (data: and blob: are the page's own)."""
    origin = urlsplit(base)[:2]
    return [
        url
        for url in urls
        if not url.startswith(("data:", "blob:")) and urlsplit(url)[:2] != origin
    ]
