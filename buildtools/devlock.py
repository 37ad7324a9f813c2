"""`build.py lock`: the dev tools' hash-pinned lock, made from pyproject.toml's dev extra.

`build.py test` installs the tools from the lock with `pip install
--require-hashes --no-deps` (buildtools.devenv): every package, the tools'
own dependencies included (jinja2 and markupsafe render the shipped page), is
fixed to one version and to the files PyPI serves for it, so a changed or
substituted file is refused.  pip-tools writes it; it runs in a venv of its
own under .cache/, as it is needed only to make the lock, never to use it.
"""

from __future__ import annotations

import venv

from buildtools.paths import CACHE, PYPROJECT, ROOT
from buildtools.shell import run, say, shown

LOCK = ROOT / "buildtools" / "requirements-dev.lock"
PIP_TOOLS = "pip-tools==7.6.2"
_LOCKER = CACHE / "locker"


def write_lock() -> None:
    python = _LOCKER / "bin" / "python"
    if not python.exists():
        venv.EnvBuilder(with_pip=True, clear=True).create(_LOCKER)
    run(python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", PIP_TOOLS)
    say(f"pip-compile: {shown(PYPROJECT)}'s dev extra -> {shown(LOCK)}")
    # -P: not our build.py for the PyPA "build" package pip-tools imports.
    run(python, "-P", "-m", "piptools", "compile", "--quiet", "--generate-hashes", "--allow-unsafe",
        "--extra", "dev", "--strip-extras", "--no-emit-index-url", "--no-emit-find-links",
        "--no-emit-trusted-host", "--output-file", LOCK.relative_to(ROOT),
        PYPROJECT.relative_to(ROOT), cwd=ROOT)
