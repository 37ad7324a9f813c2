"""The static content the page shows without the engine: golden_sails.teach.prebuilt's
output, rendered by the rules core on CPython at build time, as files of the site,
in each language of the game.

    assets/content/lessons/<name>.<hash>.json   every step of one lesson (a list,
                                                step k at k-1: the bridge's scene answer)
    assets/content/rules.<hash>.json            the rules reference (the bridge's rules answer)
    assets/content/examples.<hash>.json         the score pad's examples (its examples answer)
    assets/content/<lang>/...                   the same in another language (de, fr, es, pl)
    assets/content/<lang>/index.<hash>.json     that language's content index, and its
                                                game words (the bridge's vocabulary answer)

They are assets like any other (content-hashed, cached for a year, precached
by the service worker).  The page finds them through its content index, a
JSON data block in index.html (`index()`): the lesson list itself, which is
small, the URL of each file, and the URL of each other language's index.
English, the language of most first visits, is inline: a first visit in
English fetches nothing more than before; a first visit in another language
fetches one small index (a few KB) before its home screen (docs/i18n.md).
"""

from __future__ import annotations

import json
from pathlib import Path, PurePosixPath
from typing import Any

from buildtools.assets import hashed_path
from buildtools.hashes import content_hash

CONTENT = PurePosixPath("content")
SOURCE = "en"  # golden_sails.model.i18n.SOURCE: its content keeps the paths it always had


def _root(lang: str) -> PurePosixPath:
    return CONTENT if lang == SOURCE else CONTENT / lang


def lesson_path(name: str, lang: str = SOURCE) -> PurePosixPath:
    return _root(lang) / "lessons" / f"{name}.json"


def rules_path(lang: str = SOURCE) -> PurePosixPath:
    return _root(lang) / "rules.json"


def examples_path(lang: str = SOURCE) -> PurePosixPath:
    return _root(lang) / "examples.json"


RULES = rules_path()
EXAMPLES = examples_path()


def json_bytes(value: Any) -> bytes:
    # Compact: whitespace is most of what compression leaves of repeated keys.
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()


def content_files(content: dict[str, Any], lang: str = SOURCE) -> dict[PurePosixPath, bytes]:
    """golden_sails.teach.prebuilt's output in ``lang`` as files, by their path under assets/."""
    files = {lesson_path(name, lang): json_bytes(steps)
             for name, steps in content["scenes"].items()}
    files[rules_path(lang)] = json_bytes(content["rules"])
    files[examples_path(lang)] = json_bytes(content["examples"])
    return files


def all_content_files(core: dict[str, Any]) -> dict[PurePosixPath, bytes]:
    """Every language's content files (buildtools.vocabulary.rules_core_output's)."""
    files = content_files(core["content"])
    for lang, output in core["languages"].items():
        files.update(content_files(output["content"], lang))
    return files


def index(content: dict[str, Any], assets: dict[str, str], lang: str = SOURCE) -> dict[str, Any]:
    """A language's content index: the lessons, and where each file of content_files is."""
    return {
        "lessons": content["lessons"],
        "scenes": {name: assets[str(lesson_path(name, lang))] for name in content["scenes"]},
        "rules": assets[str(rules_path(lang))],
        "examples": assets[str(examples_path(lang))],
    }


def index_path(lang: str) -> PurePosixPath:
    return CONTENT / lang / "index.json"


def write_language_indexes(core: dict[str, Any], assets: dict[str, str],
                           dest: Path) -> dict[str, str]:
    """Each other language's index (with its game words) as a hashed file under
    dest/ (the site's assets/), after the files it names got their hashed names;
    ``lang -> URL``, for the page's own index."""
    urls = {}
    for lang, output in core["languages"].items():
        data = json_bytes({**index(output["content"], assets, lang), "words": output["words"]})
        hashed = hashed_path(index_path(lang), content_hash(data))
        (dest / hashed).parent.mkdir(parents=True, exist_ok=True)
        (dest / hashed).write_bytes(data)
        assets[str(index_path(lang))] = urls[lang] = f"{dest.name}/{hashed}"
    return urls


def page_index(core: dict[str, Any], assets: dict[str, str],
               languages: dict[str, str]) -> dict[str, Any]:
    """index.html's content index: English's inline, and where each other language's is."""
    return {**index(core["content"], assets), "languages": languages}
