"""The gettext catalogs (docs/i18n.md): the words extracted from pysrc/ into
golden_sails.pot, each language's .po kept in step with it, and each .po
compiled into the .mo the rules core reads with the standard library's gettext.

Each of the page's own words (golden_sails.app.ui_words) gets an automatic
comment naming its key and the files that show it (buildtools/page_words.py):
the .pot alone would name only ui_words.py's line.  It is added to the .pot
after the extraction, with Babel's reader and writer, and reaches every .po
through the update, which takes the template's automatic comments.

The .po files are in the repository; the .mo files are built (gitignored): by
the wheel's build (so the wheel Pyodide loads carries them) and by the tests'
conftest, each time a .po is newer than its .mo.  Babel does the work; it is a
dev tool in .venv, so the build runs this module under .venv's Python
(`python -m buildtools.catalogs compile|extract`) and imports Babel only there.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from buildtools.paths import ROOT, VENV_PYTHON
from buildtools.shell import run, say, shown

PACKAGE = ROOT / "pysrc" / "golden_sails"
LOCALE = PACKAGE / "locale"
DOMAIN = "golden_sails"
POT = LOCALE / f"{DOMAIN}.pot"
BABEL_CFG = ROOT / "babel.cfg"


def po_files() -> list[Path]:
    return sorted(LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def mo_of(po: Path) -> Path:
    return po.with_suffix(".mo")


def stale() -> list[Path]:
    """The .po files whose .mo is missing or older."""
    return [
        po
        for po in po_files()
        if not mo_of(po).exists() or mo_of(po).stat().st_mtime_ns < po.stat().st_mtime_ns
    ]


def compile_stale() -> list[Path]:
    """Each stale .po compiled into its .mo (in this process: Babel must import).

    Written aside and moved in, so a test run and a build at once never read
    a half-written .mo."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    done = []
    for po in stale():
        with open(po, "rb") as f:
            catalog = read_po(f, domain=DOMAIN)
        with tempfile.NamedTemporaryFile(dir=po.parent, suffix=".mo-new", delete=False) as out:
            write_mo(out, catalog, use_fuzzy=False)
        os.replace(out.name, mo_of(po))
        done.append(po)
    return done


def ensure_compiled(python: Path = VENV_PYTHON) -> None:
    """The .mo files up to date, compiled by ``python`` (which has Babel) when stale."""
    if stale():
        run(python, "-m", "buildtools.catalogs", "compile", cwd=ROOT)


def annotate_page_words(pot: Path = POT) -> int:
    """Add to each page word's message of a freshly extracted ``pot`` a comment per
    key: the key and where the page shows it.  Written back as the extraction
    wrote it (--no-wrap, the messages in their order); returns the messages
    annotated.  Needs Babel and golden_sails importable (.venv, PYTHONPATH=pysrc)."""
    from babel.messages.pofile import read_po, write_po

    from buildtools.page_words import comments_by_message
    from golden_sails.app.ui_words import WORDS

    with open(pot, "rb") as f:
        catalog = read_po(f)
    comments = comments_by_message(WORDS)
    for (context, msgid), lines in comments.items():
        message = catalog.get(msgid, context=context)
        if message is None:
            raise SystemExit(f"build.py: {shown(pot)} lacks the page word {msgid!r}: "
                             "extract first")
        message.auto_comments = [*message.auto_comments, *lines]
    with tempfile.NamedTemporaryFile(dir=pot.parent, suffix=".pot-new", delete=False) as out:
        write_po(out, catalog, width=0)  # no wrap (0, as --no-wrap); the extraction's order
    os.replace(out.name, pot)
    return len(comments)


def extract(python: Path = VENV_PYTHON) -> None:
    """golden_sails.pot from the marked words of pysrc/ (each page word's key and
    the files that show it added as a comment), then each .po updated to it (new
    messages empty, removed ones dropped), then compiled.  Paths are given relative
    to the repository, so the catalogs' "#:" lines do not name a machine."""
    frontend = (python, "-m", "babel.messages.frontend", "--quiet")
    pot = POT.relative_to(ROOT)
    say(f"extracting the words into {pot}")
    run(*frontend, "extract", "--mapping-file", BABEL_CFG.name, "--output-file", pot,
        "--project", "Golden Sails", "--sort-by-file", "--no-wrap", "--keyword", "NP_:1c,2",
        "--keyword", "NN_:1,2",
        "--add-comments", "Translators:", PACKAGE.relative_to(ROOT), cwd=ROOT)  # fmt: skip
    run(python, "-m", "buildtools.catalogs", "annotate", cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT / "pysrc")))
    for po in po_files():
        run(*frontend, "update", "--input-file", pot, "--output-file", po.relative_to(ROOT),
            "--locale", po.parent.parent.name, "--no-fuzzy-matching", "--no-wrap",
            "--ignore-obsolete", cwd=ROOT)  # fmt: skip
    ensure_compiled(python)


def main(argv: list[str]) -> None:
    match argv:
        case ["compile"]:
            for po in compile_stale():
                say(f"compiled {mo_of(po).relative_to(ROOT)}")
        case ["extract"]:
            extract(Path(sys.executable))
        case ["annotate"]:
            say(f"{annotate_page_words()} page words' keys and places written into "
                f"{POT.relative_to(ROOT)}")
        case _:
            raise SystemExit("usage: python -m buildtools.catalogs compile|extract|annotate")


if __name__ == "__main__":
    main(sys.argv[1:])
