"""Where things are: the repository and the directories the build reads and writes."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENTRY_POINT = ROOT / "build.py"
VENV = ROOT / ".venv"
VENV_PYTHON = VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
CACHE = ROOT / ".cache"  # downloads, checked against their pins; kept between runs
BUILD = ROOT / "build"  # the wheel and the Pyodide directory the tests run against
WEB = ROOT / "web"
DIST = ROOT / "dist"
NETLIFY_TOML = ROOT / "netlify.toml"
PYPROJECT = ROOT / "pyproject.toml"
