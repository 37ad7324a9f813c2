"""The string literals of a JavaScript module, read as JavaScript reads them.

Two readers need them: tests/test_js_words.py (no word of its own in the page's
modules, every key named has its words) and buildtools/page_words.py (where each
of the page's words is shown, for the catalogs' comments).  Comments, regular
expressions and the code inside a template's ``${...}`` are not literals, so a
key in a comment ("t(\"over.title\")" in a docstring) is never taken for a use.
"""

from __future__ import annotations


class Literal(str):
    """A string literal's text (a template literal's outside its ${...}), and the code
    just before it."""

    before: str
    in_template: bool


def literals(text: str) -> list[Literal]:
    """Every string literal of a module, read as JavaScript is: comments, regular
    expressions and the code inside a template's ${...} are not literals."""
    found: list[Literal] = []
    i, n = 0, len(text)
    depth: list[int] = []  # per open template: the braces open in its current ${...}

    def add(body: str, start: int, in_template: bool = False) -> None:
        lit = Literal(body)
        lit.in_template = in_template
        lit.before = text[max(0, start - 60) : start]
        found.append(lit)

    def template(j: int) -> int:
        """From just after a backtick: the template's text up to its end or a ${."""
        parts: list[str] = []
        start = j
        while j < n and text[j] != "`":
            if text.startswith("${", j):
                add("".join(parts), start, True)
                depth.append(0)
                return j + 2
            parts.append(text[j])
            j += 2 if text[j] == "\\" else 1
        add("".join(parts), start, True)
        return j + 1

    last = ""  # the last significant character of code: does a / start a regex?
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i) if "\n" in text[i:] else n
        elif text.startswith("/*", i):
            i = text.find("*/", i) + 2
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            add(text[i + 1 : j], i)
            i, last = j + 1, "a"
        elif c == "`":
            i, last = template(i + 1), "a"
        elif c == "/" and (last in "(,=:[!&|?{};+-*%<>~^" or text[:i].rstrip().endswith("return")):
            j, in_class = i + 1, False  # a regular expression: skipped whole
            while j < n and (in_class or text[j] != "/"):
                in_class = (in_class and text[j] != "]") or text[j] == "["
                j += 2 if text[j] == "\\" else 1
            i, last = j + 1, "a"
        elif depth and c == "}" and depth[-1] == 0:
            depth.pop()
            i, last = template(i + 1), "a"
        else:
            if depth and c in "{}":
                depth[-1] += 1 if c == "{" else -1
            if not c.isspace():
                last = c
            i += 1
    return found
