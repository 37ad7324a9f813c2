"""The static content the page shows without the engine: golden_sails.teach.prebuilt's
output, rendered by the rules core on CPython at build time, as files of the site.

    assets/content/lessons/<name>.<hash>.json   every step of one lesson (a list,
                                                step k at k-1: the bridge's scene answer)
    assets/content/rules.<hash>.json            the rules reference (the bridge's rules answer)
    assets/content/examples.<hash>.json         the score pad's examples (its examples answer)

They are assets like any other (content-hashed, cached for a year, precached
by the service worker).  The page finds them through its content index, a
JSON data block in index.html (`index()`): the lesson list itself, which is
small, and the URL of each file.
"""

from __future__ import annotations

import json
from pathlib import PurePosixPath
from typing import Any

CONTENT = PurePosixPath("content")


def lesson_path(name: str) -> PurePosixPath:
    return CONTENT / "lessons" / f"{name}.json"


RULES = CONTENT / "rules.json"
EXAMPLES = CONTENT / "examples.json"


def json_bytes(value: Any) -> bytes:
    # Compact: whitespace is most of what compression leaves of repeated keys.
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()


def content_files(content: dict[str, Any]) -> dict[PurePosixPath, bytes]:
    """golden_sails.teach.prebuilt's output as files, by their path under assets/."""
    files = {lesson_path(name): json_bytes(steps) for name, steps in content["scenes"].items()}
    files[RULES] = json_bytes(content["rules"])
    files[EXAMPLES] = json_bytes(content["examples"])
    return files


def index(content: dict[str, Any], assets: dict[str, str]) -> dict[str, Any]:
    """The page's content index: the lessons, and where each file of content_files is."""
    return {
        "lessons": content["lessons"],
        "scenes": {name: assets[str(lesson_path(name))] for name in content["scenes"]},
        "rules": assets[str(RULES)],
        "examples": assets[str(EXAMPLES)],
    }
