"""The page's own words (golden_sails.app.ui_words), one JavaScript module per language.

    assets/js/words/lang/<lang>.<hash>.js   export const words = {key: text | [forms]};
                                            export function plural(n) -> the form's index
                                            export const hyphens = {word: "hy\u00adphen"};

The English is ui_words.py's; every other language's comes from its .po (an
entry not yet translated, or fuzzy, is left out and its English shown, as
gettext does).  The plural rule is the .po's own Plural-Forms expression, the
one its msgstr[i] are numbered by, written as code: the site's CSP forbids
eval and new Function.  The page imports one of them (js/words/ui.js); the
service worker precaches them all, as every asset.

``hyphens`` holds the language's long words (seven letters or more) as they are
written in the catalogs, with a soft hyphen at each point where the language
breaks them (LibreOffice's hyphenation patterns, through Pyphen): a word in a
narrow box (an Area on a card, a chip, a grid's button) then breaks as a
reader of the language expects, "See-schlange", never "Seeschl-ange" or inside
a letter pair, whether or not the browser has hyphenation of its own
(js/words/fit.js).

Reading a .po needs Babel, a dev tool, so the words are read by .venv's
Python (`python -m buildtools.js_words [locale dir]`, printing JSON) and the
modules written here.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path, PurePosixPath
from typing import Any

from buildtools.paths import ROOT, VENV_PYTHON

LANG_DIR = PurePosixPath("js/words/lang")
ENGLISH_PLURAL = "(n != 1)"
# A gettext Plural-Forms expression is C; these characters make it JavaScript too
# (n, numbers, comparisons, %, &&, ||, ?:, brackets) and nothing else can run.
PLURAL_EXPR = re.compile(r"[n0-9\s!=<>%&|?:()]+")

Entry = str | list[str] | dict[str, list[str]]


def module_path(lang: str) -> PurePosixPath:
    return LANG_DIR / f"{lang}.js"


def read_words(locale: Path) -> dict[str, dict[str, Any]]:
    """{lang: {"plural": expression, "words": {key: entry}}} for every language
    (run under .venv's Python: Babel reads the .po files)."""
    from babel.messages.pofile import read_po

    from golden_sails.app.ui_words import WORDS
    from golden_sails.model.i18n import DOMAIN, LANGUAGES, SOURCE

    out: dict[str, dict[str, Any]] = {
        SOURCE: {"plural": ENGLISH_PLURAL,
                 "words": {k: v if isinstance(v, str) else list(v) for k, v in WORDS.items()}}
    }
    for lang in LANGUAGES:
        if lang == SOURCE:
            continue
        with open(locale / lang / "LC_MESSAGES" / f"{DOMAIN}.po", "rb") as f:
            catalog = read_po(f, locale=lang)
        words: dict[str, Entry] = {}
        for key, english in WORDS.items():
            # A key marked NP_ (ui_words.InContext) is its catalog's entry under its context.
            message = catalog.get(english if isinstance(english, str) else english[0],
                                  context=getattr(english, "context", None))
            found = message.string if message is not None and not message.fuzzy else None
            if isinstance(english, str):
                words[key] = found if isinstance(found, str) and found else english
            else:
                forms = [str(form) for form in found] if isinstance(found, tuple | list) else []
                words[key] = forms if forms and all(forms) else {"source": list(english)}
        out[lang] = {"plural": catalog.plural_expr, "words": words,
                     "hyphens": hyphenation(lang, catalog_texts(catalog, translated=True))}
    with open(locale / f"{DOMAIN}.pot", "rb") as f:
        out[SOURCE]["hyphens"] = hyphenation(SOURCE, catalog_texts(read_po(f), translated=False))
    return out


# Pyphen's dictionary for each language (LibreOffice's): British English, as the game's is.
PYPHEN_DICTIONARIES = {"en": "en_GB", "de": "de_DE", "fr": "fr", "es": "es", "pl": "pl_PL"}
LONG_WORD = re.compile(r"[^\W\d_]{7,}")
SOFT_HYPHEN = "\u00ad"


def catalog_texts(catalog: Any, translated: bool) -> list[str]:
    """Every text of a catalog: its translations, or (the template) its English."""
    out = []
    for message in catalog:
        if not message.id:
            continue
        value = message.string if translated else message.id
        out.extend([value] if isinstance(value, str) else [v for v in value if v])
    return out


def hyphenated(word: str, dic: Any) -> str:
    """``word`` with a soft hyphen at each of the language's break points that
    leaves two letters or more on each side: the patterns' odd one-letter
    pieces ("Abla-g-e-stapel") are joined to the next ("Abla-ge-sta-pel")."""
    kept = []
    last = 0
    for point in dic.positions(word):
        if point - last >= 2 and len(word) - point >= 2:
            kept.append(point)
            last = point
    pieces = [word[a:b] for a, b in zip([0, *kept], [*kept, len(word)], strict=True)]
    return SOFT_HYPHEN.join(pieces)


def hyphenation(lang: str, texts: list[str]) -> dict[str, str]:
    """{word: word with soft hyphens} for the long words of ``texts`` that break."""
    import pyphen  # type: ignore[import-untyped]  # no stubs; a build tool

    dic = pyphen.Pyphen(lang=PYPHEN_DICTIONARIES[lang])
    out = {}
    for text in texts:
        for word in LONG_WORD.findall(text):
            if word not in out and SOFT_HYPHEN in (broken := hyphenated(word, dic)):
                out[word] = broken
    return dict(sorted(out.items()))


def module_text(lang: str, plural: str, words: dict[str, Entry],
                hyphens: dict[str, str] | None = None) -> str:
    """One language's words module."""
    if not PLURAL_EXPR.fullmatch(plural):
        raise SystemExit(f"build.py: the {lang} catalog's plural rule {plural!r} is not "
                         "a plain expression of n")
    body = json.dumps(words, ensure_ascii=False, indent=0, sort_keys=True)
    return (
        f"// The page's words in {lang}: built by build.py (buildtools/js_words.py) from\n"
        "// golden_sails/app/ui_words.py and the catalogs. Edit those, not this.\n"
        f"export const lang = {json.dumps(lang)};\n"
        f"export function plural(n) {{ return Number({plural}); }}\n"
        f"export const words = {body};\n"
        f"export const hyphens = {json.dumps(hyphens or {}, ensure_ascii=False, sort_keys=True)};\n"
    )


def read_languages(locale: Path | None = None,
                   python: Path = VENV_PYTHON) -> dict[str, dict[str, Any]]:
    """read_words() of the catalogs in ``locale`` (the package's by default), read by
    ``python`` (which has Babel)."""
    args = [str(python), "-m", "buildtools.js_words"] + ([str(locale)] if locale else [])
    env = dict(os.environ, PYTHONPATH=str(ROOT / "pysrc"))
    result = subprocess.run(args, env=env, cwd=ROOT, capture_output=True, text=True,
                            check=False)
    if result.returncode != 0:
        raise SystemExit("build.py: the page's words could not be read: "
                         + (result.stderr.strip().splitlines() or ["no output"])[-1])
    languages: dict[str, dict[str, Any]] = json.loads(result.stdout)
    return languages


def words_modules(languages: dict[str, dict[str, Any]]) -> dict[PurePosixPath, bytes]:
    """Every language's words module, by its path under assets/."""
    return {module_path(lang): module_text(lang, got["plural"], got["words"],
                                           got.get("hyphens")).encode()
            for lang, got in languages.items()}


def urls(assets: dict[str, str]) -> dict[str, str]:
    """{lang: the URL of its words module}: the page's #ui-words data block."""
    prefix = f"{LANG_DIR}/"
    return {path[len(prefix):-len(".js")]: url for path, url in assets.items()
            if path.startswith(prefix)}


if __name__ == "__main__":
    from golden_sails.model.i18n import LOCALE_DIR

    json.dump(read_words(Path(sys.argv[1]) if len(sys.argv) > 1 else LOCALE_DIR), sys.stdout,
              ensure_ascii=False)
