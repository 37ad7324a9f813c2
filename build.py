#!/usr/bin/env python3
"""The project's one entry point.

    python3 build.py               build the static site into dist/
    python3 build.py serve [--port P]
                                   build, then serve dist/ at http://127.0.0.1:8000/
                                   with the headers netlify.toml gives (Ctrl-C stops)
    python3 build.py test          set up .venv with the dev tools (and Chromium for the
                                   browser tests), then ruff, mypy --strict, pytest,
                                   and test-pyodide
    python3 build.py test-pyodide  the tests again, inside the pinned Pyodide under Node
    python3 build.py test-js       the page's DOM-free JavaScript under node --test (seconds)
    python3 build.py wheel         build the rules core's wheel into build/wheel/
    python3 build.py bench         print the benchmarks' figures
    python3 build.py screenshots   photograph the app into docs/screenshots/
    python3 build.py catalogs      extract the words into the catalogs, update and compile them
    python3 build.py context       write the catalog in context into dist/translate/: a page
                                   per language, the English beside the translation
    python3 build.py protocol      write docs/protocol.schema.json from the answer's declarations
    python3 build.py lock          write the dev tools' hash-pinned lock from pyproject.toml
    python3 build.py unicode-tables
                                   write the Unicode tables the name check reads

Each command sets up what it needs by itself on a fresh machine; only the
standard library is imported here and in buildtools/, the package that does
the jobs, so it runs before anything is installed (the template step re-runs
build.py with .venv's Python, which has Jinja).  Downloads (Pyodide's npm
package, axe-core's for the accessibility tests, wheels from PyPI) are checked
against the hashes pinned in buildtools/pyodide.py, buildtools/axe.py and
buildtools/pyodide_tests.py and kept in .cache/, so
a second run fetches nothing.
"""

from __future__ import annotations

import argparse
import sys

from buildtools import (
    catalogs,
    checks,
    context_page,
    devenv,
    devlock,
    js_tests,
    protocol_schema,
    pyodide_tests,
    scripts,
    server,
    site,
    unicode_tables,
    wheel,
)
from buildtools.paths import DIST


def cmd_build(_args: argparse.Namespace) -> None:
    site.build_site()


def cmd_serve(args: argparse.Namespace) -> None:
    site.build_site()
    server.serve(DIST, args.port)


def cmd_test(args: argparse.Namespace) -> None:
    checks.run_checks(args.pytest_args)


def cmd_test_pyodide(args: argparse.Namespace) -> None:
    pyodide_tests.test_pyodide(args.pytest_args)


def cmd_test_js(_args: argparse.Namespace) -> None:
    js_tests.test_js()


def cmd_wheel(_args: argparse.Namespace) -> None:
    wheel.build_wheel()


def cmd_catalogs(_args: argparse.Namespace) -> None:
    catalogs.extract(devenv.ensure_venv())


def cmd_context(_args: argparse.Namespace) -> None:
    catalogs.ensure_compiled(devenv.ensure_venv())
    context_page.build_context()


def cmd_protocol(_args: argparse.Namespace) -> None:
    protocol_schema.write_schema()


def cmd_lock(_args: argparse.Namespace) -> None:
    devlock.write_lock()


def cmd_unicode_tables(_args: argparse.Namespace) -> None:
    unicode_tables.write_tables()


def cmd_bench(_args: argparse.Namespace) -> None:
    scripts.run_benchmarks()


def cmd_screenshots(_args: argparse.Namespace) -> None:
    scripts.take_screenshots()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.set_defaults(func=cmd_build)  # no command: build dist/
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.add_parser("build", help="build the site into dist/ (the default)").set_defaults(
        func=cmd_build)
    serve = sub.add_parser("serve", help="build, then serve dist/ on 127.0.0.1 (Ctrl-C stops)")
    serve.add_argument("--port", type=int, default=8000, help="the port (default 8000)")
    serve.set_defaults(func=cmd_serve)
    test = sub.add_parser("test", help="install the test tools and run every check and test")
    test.add_argument("pytest_args", nargs="*", help="passed on to pytest (e.g. -k gems)")
    test.set_defaults(func=cmd_test)
    pyodide = sub.add_parser("test-pyodide",
                             help="run the tests inside the pinned Pyodide under Node")
    pyodide.add_argument("pytest_args", nargs="*", help="passed on to pytest (e.g. -k gems)")
    pyodide.set_defaults(func=cmd_test_pyodide)
    sub.add_parser(
        "test-js", help="run the page's DOM-free JavaScript tests (tests/js/) under node --test"
    ).set_defaults(func=cmd_test_js)
    sub.add_parser("wheel", help="build the rules core's wheel").set_defaults(func=cmd_wheel)
    sub.add_parser(
        "screenshots", help="photograph the app's screens into docs/screenshots/"
    ).set_defaults(func=cmd_screenshots)
    sub.add_parser(
        "catalogs", help="extract the words into golden_sails.pot, update each .po, compile"
    ).set_defaults(func=cmd_catalogs)
    sub.add_parser(
        "context", help="write the catalog in context (dist/translate/): a page per language"
    ).set_defaults(func=cmd_context)
    sub.add_parser(
        "protocol", help="write docs/protocol.schema.json from the answer's TypedDicts"
    ).set_defaults(func=cmd_protocol)
    sub.add_parser(
        "lock", help="write the dev tools' hash-pinned lock (buildtools/requirements-dev.lock)"
    ).set_defaults(func=cmd_lock)
    sub.add_parser(
        "unicode-tables", help="write the name check's Unicode tables (pysrc/.../data/)"
    ).set_defaults(func=cmd_unicode_tables)
    sub.add_parser("bench", help="run the benchmarks (figures, not pass/fail)").set_defaults(
        func=cmd_bench)
    argv = sys.argv[1:] if argv is None else argv
    # Whatever follows a test command is pytest's, untouched: argparse would
    # refuse options such as "-k gems" or "-x" as its own unknown ones.
    if len(argv) > 1 and argv[0] in ("test", "test-pyodide") and argv[1] not in ("-h", "--help"):
        args = parser.parse_args(argv[:1])
        args.pytest_args = argv[1:]
    else:
        args = parser.parse_args(argv)
    args.func(args)


if __name__ == "__main__":
    main()
