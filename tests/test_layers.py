"""The rules core's layers (pyproject.toml's [tool.importlinter] contracts,
docs/architecture.md): kept by the package as it is, and broken, with both
modules named, by one import planted against them."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "pysrc" / "golden_sails"
LINT = ("import sys; from importlinter.cli import lint_imports_command; "
        "sys.exit(lint_imports_command())")


def lint_imports(pysrc: Path, config: Path) -> subprocess.CompletedProcess[str]:
    """import-linter on the package under ``pysrc``, with the contracts in ``config``."""
    env = dict(os.environ, PYTHONPATH=str(pysrc))
    return subprocess.run(
        [sys.executable, "-c", LINT, "--no-cache", "--config", str(config)],
        capture_output=True, text=True, env=env, cwd=pysrc, check=False,
    )


def test_the_package_keeps_every_contract() -> None:
    run = lint_imports(ROOT / "pysrc", ROOT / "pyproject.toml")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "0 broken" in run.stdout


@pytest.mark.parametrize(
    ("module", "planted", "importer", "imported"),
    [
        # Down the layers: the cards may not know a lesson.
        ("model/rng.py", "from ..teach import examples", "golden_sails.model.rng",
         "golden_sails.teach.examples"),
        # The game may not reach up to the computer players.
        ("game/events.py", "from ..bots import playout", "golden_sails.game.events",
         "golden_sails.bots.playout"),
        # Side by side in one layer: teaching and the tools know nothing of each other.
        ("teach/examples.py", "from ..tools import selfplay", "golden_sails.teach.examples",
         "golden_sails.tools.selfplay"),
        # Each Good's rule stands alone.
        ("scoring/gems.py", "from . import spices", "golden_sails.scoring.gems",
         "golden_sails.scoring.spices"),
        # A computer player reads the view's facts, never its words (issue 33).
        ("bots/simple.py", "from ..game import words", "golden_sails.bots.simple",
         "golden_sails.game.words"),
    ],
)
def test_a_planted_wrong_import_fails_naming_both_modules(
    tmp_path: Path, module: str, planted: str, importer: str, imported: str
) -> None:
    shutil.copytree(PACKAGE, tmp_path / "golden_sails",
                    ignore=shutil.ignore_patterns("__pycache__"))
    with open(tmp_path / "golden_sails" / module, "a", encoding="utf-8") as f:
        f.write(f"\n{planted}  # planted by the test\n")
    run = lint_imports(tmp_path, ROOT / "pyproject.toml")
    assert run.returncode != 0
    assert f"{importer} -> {imported}" in run.stdout, run.stdout


def test_at_most_six_modules_at_the_top() -> None:
    modules = sorted(p.name for p in PACKAGE.glob("*.py"))
    assert len(modules) <= 6, modules
    assert {"__init__.py", "__main__.py", "bridge.py"} <= set(modules)
