"""The build's jobs, one module each; `build.py` at the repository root is the
one entry point that parses the command line and calls them.

    paths          where things are: the repository, .venv, .cache/, web/, dist/
    shell          what the build prints, and how it runs other programs
    devenv         .venv with the pinned dev tools (pyproject.toml's dev extra)
    hashes         the content hashes that name files and check downloads
    wheel          the rules core's wheel, built from pysrc/
    pyodide        the pinned Pyodide and PyPI wheels: fetched, checked, assembled
    lockfile       our pyodide-lock.json: written for the wheels we ship, and checked
    pyodide_tests  the tests inside Pyodide under Node, and the same-game byte check
    checks         `build.py test`: ruff, mypy, pytest, then the Pyodide run
    assets         web/static/ -> dist/assets/, content-hashed, imports rewritten
    runtime        dist/runtime/<hash>/: the Pyodide directory and runtime.json
    templates      web/templates/ rendered with Jinja (from .venv)
    vocabulary     the game's words and static content from pysrc/ (one CPython run)
    protocol_schema  docs/protocol.schema.json from the answer's TypedDicts in pysrc/
    content        the static content (lessons, rules, examples) as the site's files
    compress       the .br and .gz copies beside dist/'s files
    bytecode       the standard library the app imports, and the bytecode, by Pyodide's Python
    app_session    a whole session of the app through the bridge (run inside Pyodide)
    offline        the web app manifest and the service worker
    catalogs       the gettext catalogs: extracted, each page word's places added, compiled
    page_words     where the page shows each of its words (the catalogs' comments)
    js_source      the string literals of a JavaScript module, read as JavaScript reads them
    context_page   the catalog in context: dist/translate/, a page per language for translators
    site           the whole dist/, built beside the old one and swapped in
    headers        netlify.toml's [[headers]] rules, as Netlify applies them
    server         serving dist/ under those headers (`build.py serve`, the tests)
    chromium       Debian's Chromium for the browser tests, benchmarks, screenshots
    scripts        the benchmarks and the screenshots, run under .venv

Every module imports only the standard library at its top: `build.py` runs
them before .venv exists, and sets it up.
"""
