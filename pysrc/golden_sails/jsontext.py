"""A guard for JSON text from outside (saves, imports, score-pad tables).

In Pyodide, ``json.loads`` of text nested a few thousand levels deep overflows
the JavaScript stack and kills the whole interpreter instead of raising
``RecursionError``.  Our documents are a handful of levels deep, so anything
past ``MAX_DEPTH`` is refused before it reaches the parser.
"""

from __future__ import annotations

import re
from typing import Final

MAX_DEPTH: Final = 64
_STRING: Final = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKET: Final = re.compile(r"[^\[\]{}]+")


def too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether brackets outside strings nest deeper than ``limit``."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    depth = 0
    for char in brackets:
        if char in "[{":
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False
