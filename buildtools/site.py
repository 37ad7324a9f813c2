"""The whole static site, dist/, built afresh beside the old one and swapped in.

    dist/index.html                 rendered from web/templates/ (never cached)
    dist/assets/<path>.<hash>.<ext> every file under web/static/, the hash over
                                    its content after its imports are rewritten
                                    to their hashed names (so it covers them too),
                                    the static content (content.py) and the
                                    third-party code from npm (vendor.py)
    dist/runtime/<hash>/            Pyodide, our lock file and wheels, runtime.json;
                                    the hash covers every file in it
    dist/sw.js, dist/manifest.webmanifest
                                    the service worker and the web app manifest
                                    (see offline.py)
    dist/translate/                 the catalog in context, for translators
                                    (context_page.py): not the app's, never precached
    FILE.br, FILE.gz                beside each compressible file, as a static
                                    host sends it (compress.py)

Every URL but those of the pages, sw.js and the manifest therefore names
immutable content: it is cached for a year, and a new build never mixes with
an old one.
"""

from __future__ import annotations

import dataclasses
import json
import shutil
import tempfile
from pathlib import Path, PurePosixPath
from typing import Any

from buildtools.assets import build_assets, static_files, static_imports
from buildtools.compress import compress_site
from buildtools.content import all_content_files, page_index, write_language_indexes
from buildtools.context_page import OUT as CONTEXT_DIR
from buildtools.context_page import build_context
from buildtools.core_js import core_module
from buildtools.hashes import content_hash
from buildtools.headers import meta_policy
from buildtools.js_words import read_languages, words_modules
from buildtools.js_words import urls as words_urls
from buildtools.offline import MANIFEST, SERVICE_WORKER, write_manifest, write_service_worker
from buildtools.paths import DIST, WEB
from buildtools.runtime import build_runtime
from buildtools.shell import say, shown
from buildtools.templates import ensure_jinja2, render_templates
from buildtools.vendor import vendor_files
from buildtools.vocabulary import json_data_block, rules_core_output

WORKER = "js/engine/worker.js"  # under web/static/; its hashed URL is the template's worker_url
# The embedding example's study (web/templates/embed-example.html), written as an
# author's screen writes one (teach/study_json.py); the build makes its link.
EXAMPLE_STUDY = "example-study.json"
APP = PurePosixPath("js/app.js")  # the page's module: what it imports statically is preloaded


@dataclasses.dataclass(frozen=True)
class BuiltSite:
    """What a build made, as the templates and the browser tests see it."""

    root: Path
    assets: dict[str, str]  # source path under web/static/ -> URL relative to the site
    runtime_url: str  # "runtime/<hash>/"
    worker_url: str
    version: str  # the hash of everything the page loads
    offline_version: str = ""  # sw.js's: over every file it precaches; names its cache


def site_version(runtime_url: str, assets: dict[str, str]) -> str:
    return content_hash(json.dumps([runtime_url, assets], sort_keys=True).encode())


def preloads(static: Path, assets: dict[str, str],
             generated: dict[PurePosixPath, bytes] | None = None) -> list[str]:
    """The URLs of every module app.js imports statically, for the page to fetch
    at once rather than one level of imports at a time: not the worker (it has
    its own modules), nor a screen app.js imports when it is needed (``import()``:
    a game's, the score pad's, a lesson's, a replay's, the rules'), nor what only
    those import.  Worked out from the imports, so it cannot drift from them;
    ``generated``: the modules the build writes (the rules core's constants)."""
    files = {**static_files(static), **(generated or {})}
    return [assets[str(path)] for path in static_imports(files, APP)]


def noscript_words(languages: dict[str, Any]) -> list[tuple[str, str]]:
    """(lang, text) of the shell's "needs JavaScript" note, once per distinct text: with no
    script the page cannot know the reader's language, so it says it in each."""
    seen: dict[str, str] = {}
    for lang, got in languages.items():
        seen.setdefault(got["words"]["app.noscript"], lang)
    return [(lang, text) for text, lang in seen.items()]


def boot_words(languages: dict[str, Any]) -> dict[str, dict[str, str]]:
    """The start guard's words in each language (js/boot-guard.js): what it says when the
    app's modules could not be fetched, and its button."""
    return {
        lang: {"failed": got["words"]["app.load-failed"], "retry": got["words"]["error.retry"]}
        for lang, got in languages.items()
    }


def build_into(fresh: Path, web: Path) -> BuiltSite:
    """The runtime, the assets and the pages, into an empty directory."""
    runtime_url = build_runtime(fresh)
    # The words and the static content, from pysrc/ on CPython; the example page's study.
    studies = {"example": json.loads((web / "templates" / EXAMPLE_STUDY).read_text())}
    core = rules_core_output(studies)
    example_study = core["studies"]["example"]
    if not example_study["ok"]:
        raise SystemExit(f"build.py: web/templates/{EXAMPLE_STUDY}: {example_study['error']}")
    languages = read_languages()  # the page's own words in every language (js_words.py)
    constants = core_module()  # the rules core's tables the page imports (core_js.py)
    assets = build_assets(web / "static", fresh / "assets",
                          {**all_content_files(core), **words_modules(languages), **constants,
                           **vendor_files()})
    # Each other language's index names its content files by their hashed names.
    content_languages = write_language_indexes(core, assets, fresh / "assets")
    if WORKER not in assets:
        raise SystemExit(f"build.py: web/static/{WORKER} is missing")
    site = BuiltSite(fresh, assets, runtime_url, assets[WORKER], site_version(runtime_url, assets))
    render_templates(web / "templates", fresh, {
        "assets": site.assets, "runtime_url": site.runtime_url,
        "preload": preloads(web / "static", site.assets, constants),
        "worker_url": site.worker_url, "version": site.version,
        "manifest_url": MANIFEST,
        # The game's words, so the page draws its home screen before Python starts.
        "words_json": json_data_block(core["words"]),
        # Where the static content is (the lessons, the rules), shown without the engine:
        # English's, and each other language's index.
        "content_json": json_data_block(page_index(core, assets, content_languages)),
        "csp": meta_policy(),
        # The page's own words: each language's module (js/words/ui.js imports one), and
        # the shell's few words (index.html), in English and for the <noscript> in each.
        "ui_words_json": json_data_block(words_urls(site.assets)),
        "ui": languages["en"]["words"],
        "noscript": noscript_words(languages),
        "boot_words_json": json_data_block(boot_words(languages)),
        "example_study": example_study["link"],
    })
    build_context(fresh / CONTEXT_DIR)  # before the copies: gzip's (compress.py)
    write_manifest(fresh, site.assets)
    offline = write_service_worker(fresh, web / "templates" / SERVICE_WORKER, site.assets)
    compress_site(fresh)  # last: every file above gets its copies, sw.js and the pages too
    return dataclasses.replace(site, offline_version=offline)


def swap_in(fresh: Path, dest: Path) -> None:
    """Put a new build where the old one was; the old one is then deleted."""
    old = None
    if dest.exists():
        old = Path(tempfile.mkdtemp(prefix=f"{dest.name}.old-", dir=dest.parent))
        dest.rename(old / dest.name)
    fresh.rename(dest)
    if old is not None:
        shutil.rmtree(old)


def build_site(dest: Path = DIST, web: Path = WEB) -> BuiltSite:
    """The whole site, built afresh beside dest and then swapped in.

    Building into a new directory means no stale file survives, and a failed
    build leaves the previous dist/ as it was.
    """
    ensure_jinja2()  # first, before any work, as it may re-run build.py
    dest.parent.mkdir(parents=True, exist_ok=True)
    fresh = Path(tempfile.mkdtemp(prefix=f"{dest.name}.new-", dir=dest.parent))
    fresh.chmod(0o755)  # mkdtemp's 0700 would be odd for a site
    try:
        site = build_into(fresh, web)
        swap_in(fresh, dest)
    finally:
        shutil.rmtree(fresh, ignore_errors=True)  # only there when the build failed
    site = dataclasses.replace(site, root=dest)
    say(f"built {shown(dest)}: version {site.version}, {len(site.assets)} assets, "
        f"{site.runtime_url}")
    return site
