"""Debian's Chromium, which Playwright drives in the browser tests, the
benchmarks and the screenshots (Playwright's own browser download cannot be
used here)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from buildtools.shell import run, say

CHROMIUM = Path(os.environ.get("GOLDEN_SAILS_CHROMIUM", "/usr/bin/chromium"))
# Headless, and nothing that would talk to any host but the test server.
CHROMIUM_ARGS = ("--headless", "--no-sandbox", "--disable-gpu",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync")


def ensure_chromium() -> Path:
    """Debian's Chromium, installed with apt-get when it is missing."""
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
