"""Offline and installable: the web app manifest and the service worker.

    dist/manifest.webmanifest  name, colours, display and icons (hashed URLs); at a
                               stable URL, checked on every visit (no-cache)
    dist/sw.js                 from web/templates/sw.js, at the root so its scope
                               covers the page; the build writes into it the list of
                               every file the app needs and a version over their
                               content, which names its cache (no-cache, never hashed),
                               and the guest's list: the files a guest's phone needs
                               to open a join link offline (docs/phones.md), a small
                               part of the app's (registered as sw.js?guest=<lang>)
"""

from __future__ import annotations

import json
import posixpath
import re
from pathlib import Path, PurePosixPath
from typing import Any

from buildtools.assets import CSS_REFERENCE, JS_STATIC_IMPORT, is_local_url
from buildtools.compress import ENCODINGS
from buildtools.content import index_path
from buildtools.context_page import OUT as CONTEXT_DIR
from buildtools.hashes import content_hash, sha256_of
from buildtools.js_words import urls as words_urls
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
    (but for the files of it the page never fetches, another language's content
    but its index, and the catalog in context, translate/, which is for
    translators: about 9 MB no player needs)."""
    urls = []
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        relative = path.relative_to(site).as_posix()
        if relative == SERVICE_WORKER or path.suffix in ENCODINGS.values():
            continue  # the compressed copies are the same files, as the server sends them
        if relative.startswith("runtime/") and path.name in UNUSED_BY_PAGE:
            continue  # never fetched: not worth a visitor's download
        if OTHER_LANGUAGES_CONTENT.match(relative):
            continue  # fetched when the page speaks that language
        if relative.startswith(f"{CONTEXT_DIR}/"):
            continue  # the translators' pages, not the app's
        urls.append("./" if relative == "index.html" else relative)
    return urls


# A guest's phone (a join link: docs/phones.md) runs no rules core: it needs the page,
# what the page names (its styles, icons, app.js and every module app.js imports),
# the two modules it imports to join and to play a seat, and what those import
# (the QR code's drawer among them).  Not Pyodide, not the QR reader's wasm (the
# host scans), not the lessons or the rules (leaving the join screen starts the
# engine, which needs the network or the whole app's cache).
GUEST_MODULES = ("js/join-ctrl.js", "js/guest-ctrl.js")
# The URLs the page itself names in an attribute (not those in its JSON data blocks).
PAGE_REFERENCE = re.compile(r'\s(?:href|src)="(?P<url>assets/[^"?#]+)"')


def referenced(site: Path, url: str) -> list[str]:
    """The files a built module or stylesheet loads as it is read: a module's static
    imports (not its import()s, which load when its code asks), a stylesheet's
    url()s; as URLs relative to the site root."""
    pattern = {".js": JS_STATIC_IMPORT, ".mjs": JS_STATIC_IMPORT, ".css": CSS_REFERENCE}
    found = pattern.get(PurePosixPath(url).suffix)
    if found is None:
        return []
    text = (site / url).read_text()
    urls = []
    for match in found.finditer(text):
        spec = match.group("spec") if match.group("spec") is not None else match.group("url")
        if not is_local_url(spec):
            continue
        target = posixpath.normpath(posixpath.join(posixpath.dirname(url), spec.split("?")[0]))
        if not (site / target).is_file():
            raise SystemExit(f"build.py: {url} names {spec!r}, which the site lacks")
        urls.append(target)
    return urls


def guest_precache(site: Path, assets: dict[str, str]) -> dict[str, Any]:
    """The guest's files: {"files": [...], "languages": {lang: [...]}}, each
    language's the words its page reads in it (its words module and, but for
    English's, which the page holds, its game words' index), as URLs relative to
    the site root, every one of them among precache_urls'."""
    page = (site / "index.html").read_text()
    todo = [match.group("url") for match in PAGE_REFERENCE.finditer(page)]
    todo += [assets[module] for module in GUEST_MODULES]
    files: list[str] = []
    while todo:
        url = todo.pop(0)
        if url not in files:
            files.append(url)
            todo += referenced(site, url)
    languages = {}
    for lang, words in sorted(words_urls(assets).items()):
        own = [words] if lang == "en" else [words, assets[str(index_path(lang))]]
        languages[lang] = [url for url in own if url not in files]
    return {"files": ["./", MANIFEST, *sorted(files)], "languages": languages}


def write_service_worker(site: Path, source: Path, assets: dict[str, str]) -> str:
    """dist/sw.js from its template, with the precache lists and version; the version."""
    if not source.exists():
        raise SystemExit(f"build.py: {shown(source)} is missing")
    text = source.read_text()
    for placeholder in ("__VERSION__", "__PRECACHE__", "__GUEST__"):
        if placeholder not in text:
            raise SystemExit(f"build.py: {shown(source)} lacks {placeholder}")
    urls = precache_urls(site)
    files = {url: site / ("index.html" if url == "./" else url) for url in urls}
    version = content_hash(json.dumps({url: sha256_of(path) for url, path in files.items()},
                                      sort_keys=True).encode())
    text = text.replace('"__VERSION__"', json.dumps(version))
    text = text.replace("__PRECACHE__", json.dumps(urls, indent=1))
    guest = guest_precache(site, assets)
    named = [*guest["files"], *(url for own in guest["languages"].values() for url in own)]
    missing = [url for url in named if url not in urls]
    if missing:  # a guest's file the app's precache leaves out: the lists disagree
        raise SystemExit(f"build.py: the guest's precache names files the app's lacks: {missing}")
    text = text.replace("__GUEST__", json.dumps(guest, indent=1))
    (site / SERVICE_WORKER).write_text(text)
    return version
