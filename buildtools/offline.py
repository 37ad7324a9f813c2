"""Offline and installable: the web app manifest and the service worker.

    dist/manifest.webmanifest  name, colours, display and icons (hashed URLs); at a
                               stable URL, checked on every visit (no-cache)
    dist/sw.js                 from web/templates/sw.js, at the root so its scope
                               covers the page; the build writes into it the list of
                               every file the app needs and a version over their
                               content, which names its cache (no-cache, never hashed)
"""

from __future__ import annotations

import json
import re
from pathlib import Path, PurePosixPath

from buildtools.compress import ENCODINGS
from buildtools.hashes import content_hash, sha256_of
from buildtools.runtime import UNUSED_BY_PAGE
from buildtools.shell import shown

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


# Another language's built lessons, rules and examples (buildtools/content.py):
# about 77 KB on the wire a language, which every visitor would download for
# languages he never reads (a whole first visit went past 5 MB).  Its index
# (with its game words) is precached; offline, the engine answers the rest in
# that language (engine/content.js falls back to it).
OTHER_LANGUAGES_CONTENT = re.compile(r"assets/content/(?!lessons/)[a-z]{2}/(?!index\.)")


def precache_urls(site: Path) -> list[str]:
    """Every file of the site the app needs, as URLs relative to the site root:
    the page as "./", the other pages, the manifest, the assets and the runtime
    (but for the files of it the page never fetches, and another language's
    content but its index)."""
    urls = []
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        relative = path.relative_to(site).as_posix()
        if relative == SERVICE_WORKER or path.suffix in ENCODINGS.values():
            continue  # the compressed copies are the same files, as the server sends them
        if relative.startswith("runtime/") and path.name in UNUSED_BY_PAGE:
            continue  # never fetched: not worth a visitor's download
        if OTHER_LANGUAGES_CONTENT.match(relative):
            continue  # fetched when the page speaks that language
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
