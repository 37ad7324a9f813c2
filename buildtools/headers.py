"""The headers each URL gets: netlify.toml's [[headers]] rules are the one source.

Netlify reads the committed netlify.toml; the build's server reads the same
file and applies it the same way, so the browser tests run under exactly the
headers (CSP included) that the site gets when deployed.
"""

from __future__ import annotations

import dataclasses
import re
import tomllib
from pathlib import Path

from buildtools.paths import NETLIFY_TOML


@dataclasses.dataclass(frozen=True)
class HeaderRule:
    pattern: str  # a [[headers]] `for`: a path, "*" matching any characters
    values: dict[str, str]

    def matches(self, path: str) -> bool:
        regex = ".*".join(re.escape(part) for part in self.pattern.split("*"))
        return re.fullmatch(regex, path) is not None


def header_rules(netlify_toml: Path = NETLIFY_TOML) -> list[HeaderRule]:
    """The [[headers]] rules of netlify.toml, in order."""
    with open(netlify_toml, "rb") as f:
        config = tomllib.load(f)
    rules = []
    for entry in config.get("headers", []):
        values = {str(k): str(v) for k, v in entry.get("values", {}).items()}
        for name, value in values.items():
            # Netlify folds a multi-line value into one header in its own way
            # (commas, for some): a CSP must be one line to mean one policy.
            if "\n" in value:
                raise SystemExit(f"build.py: netlify.toml: {entry['for']} {name} spans lines")
        rules.append(HeaderRule(str(entry["for"]), values))
    return rules


def headers_for(path: str, rules: list[HeaderRule]) -> dict[str, str]:
    """The headers the rules give a request path.

    Every matching rule applies; a header two rules give is joined with a
    comma, as Netlify does, which garbles most headers: the tests check no
    shipped file gets one twice.
    """
    headers: dict[str, str] = {}
    for rule in rules:
        if rule.matches(path):
            for name, value in rule.values.items():
                headers[name] = f"{headers[name]}, {value}" if name in headers else value
    return headers


def header_conflicts(path: str, rules: list[HeaderRule]) -> list[str]:
    """Headers that more than one rule gives this path."""
    seen: dict[str, int] = {}
    for rule in rules:
        if rule.matches(path):
            for name in rule.values:
                seen[name.lower()] = seen.get(name.lower(), 0) + 1
    return sorted(name for name, count in seen.items() if count > 1)


# Directives a <meta> policy cannot carry (CSP3 ignores them there): headers only.
HEADER_ONLY_DIRECTIVES = ("frame-ancestors", "report-uri", "report-to", "sandbox")


def meta_policy(rules: list[HeaderRule] | None = None) -> str:
    """The Content-Security-Policy the page's own <meta> holds: the one
    netlify.toml gives every path, less what only a header can carry, so a host
    that ignores netlify.toml still serves the page under the same policy."""
    policy = headers_for("/", header_rules() if rules is None else rules)["Content-Security-Policy"]
    kept = [d.strip() for d in policy.split(";")
            if d.strip() and d.split()[0] not in HEADER_ONLY_DIRECTIVES]
    return "; ".join(kept)
