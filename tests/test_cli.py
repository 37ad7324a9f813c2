"""``python -m golden_sails``: run as a user would, in a subprocess.

The promise under test (``score-json.md``): bad input exits 2 with exactly one
line on standard error and nothing on standard output, never a traceback.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from golden_sails.tools import cli
from test_scorepad import BAD_FILES

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "tests" / "data" / "scorepad"
CATEGORIES = ("spells", "gems", "spices", "animals", "weapons")

needs_scoring = pytest.mark.skipif(
    importlib.util.find_spec("golden_sails.scoring") is None,
    reason="golden_sails.scoring is not written yet",
)
# Self-play scores every game, so it needs scoring too.
needs_selfplay = pytest.mark.skipif(
    importlib.util.find_spec("golden_sails.tools.selfplay") is None
    or importlib.util.find_spec("golden_sails.scoring") is None,
    reason="golden_sails.tools.selfplay or golden_sails.scoring is not written yet",
)
SELFPLAY = ("selfplay", "--players", "2", "--games", "1", "--seed", "0")


def run(*args: str, stdin: bytes = b"", cwd: Path = REPO) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO / "pysrc"), "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run(
        [sys.executable, "-m", "golden_sails", *args],
        input=stdin,
        capture_output=True,
        env=env,
        cwd=cwd,
        timeout=120,
        check=False,
    )
    return subprocess.CompletedProcess(
        done.args, done.returncode, done.stdout.decode("utf-8"), done.stderr.decode("utf-8")
    )


def assert_bad_input(done: subprocess.CompletedProcess[str], message: str) -> None:
    """Exit 2, nothing on stdout, exactly one stderr line containing ``message``."""
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    assert "Traceback" not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert message in lines[0]


# --- Help and argument errors ---------------------------------------------------


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        ((), ["score", "selfplay"]),
        (("score",), ["FILE", "standard input", "exit status 2"]),
        (("selfplay",), ["--players", "--games", "--seed", "--bots"]),
    ],
)
def test_help(args: tuple[str, ...], expected: list[str]) -> None:
    done = run(*args, "--help")
    assert done.returncode == 0
    assert done.stdout.startswith("usage: python -m golden_sails")
    for word in expected:
        assert word in done.stdout
    assert done.stderr == ""


def test_version() -> None:
    done = run("--version")
    assert done.returncode == 0
    assert done.stdout.strip() == "python -m golden_sails 0.1.0"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((), "the following arguments are required: COMMAND"),
        (("play",), "invalid choice: 'play'"),
        (("score",), "the following arguments are required: FILE"),
        (("score", "a.json", "b.json"), "unrecognized arguments: b.json"),
        (("score", "--lang", "xx", "a.json"), "lang: 'xx' is not a language of the game"),
        (("selfplay", "--games", "1", "--seed", "0"), "required: --players"),
        (("selfplay", "--players", "5", "--games", "1", "--seed", "0"), "players must be 2, 3 or"),
        (("selfplay", "--players", "1", "--games", "1", "--seed", "0"), "players must be 2, 3 or"),
        (("selfplay", "--players", "two", "--games", "1", "--seed", "0"), "players must be 2, 3"),
        (("selfplay", "--players", "2.0", "--games", "1", "--seed", "0"), "players must be 2, 3"),
        (
            ("selfplay", "--players", "2", "--games", "0", "--seed", "0"),
            "games must be a whole number, 1 or more",
        ),
        (
            ("selfplay", "--players", "2", "--games", "1", "--seed", "-1"),
            "seed must be a whole number, 0 or more",
        ),
        (
            ("selfplay", "--players", "2", "--games", "1", "--seed", "x"),
            "seed must be a whole number, 0 or more",
        ),
        (
            ("selfplay", "--players", "2", "--games", "1", "--seed", "0", "--bots", "random,,x"),
            "bots must be a comma-separated list of bot names",
        ),
        (
            ("selfplay", "--players", "2", "--games", "1", "--seed", "0", "--bots", "a,b,c"),
            "3 bot names for 2 players; give one name for all seats, or 2",
        ),
    ],
)
def test_wrong_arguments_exit_2_with_a_clear_message(args: tuple[str, ...], message: str) -> None:
    done = run(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    assert "Traceback" not in done.stderr
    assert message in done.stderr
    assert done.stderr.startswith("usage: ")
    if args and args[0] == "selfplay":
        assert done.stderr.startswith("usage: python -m golden_sails selfplay")


# --- score: bad input --------------------------------------------------------------


@pytest.mark.parametrize(("name", "message"), BAD_FILES)
def test_bad_file(name: str, message: str) -> None:
    done = run("score", str(DATA / name))
    assert_bad_input(done, message)
    assert done.stderr == message + "\n"


@pytest.mark.parametrize(
    ("stdin", "message"),
    [
        (b"", "input: empty"),
        (b"\x00\x01\x02garbage", "invalid JSON"),
        (b'{"players": [NaN]}', "players[0]: NaN is not allowed"),
        (b"[" * 200_000, "input: nested too deeply"),
        (b'{"animal_reference": "IV", "players": [{"name": "A"}]}', "players: 1 player"),
        (
            b'{"animal_reference": "IV", "players": [{"name": "A"}, {"name": "B",'
            b' "spells": [{"power": "spice_pair", "spices": ["mint", "mint"]}]}]}',
            "players[1].spells[0].spices: names 'mint' twice",
        ),
        (
            # The unknown key is quoted with its line break escaped: still one line.
            b'{"animal_reference": "IV", "players": [{"name": "A", "x\\ny": 1}, {"name": "B"}]}',
            "players[0]: unknown key 'x\\ny'",
        ),
        (b"{\"__import__('os').system('echo hi')\": 1}", "input: unknown key"),
        (b" " * (cli.MAX_INPUT_BYTES + 1), f"stdin: more than {cli.MAX_INPUT_BYTES} bytes"),
    ],
    # Short ids: pytest puts the id in the environment of the subprocess.
    ids=lambda value: value[:40].decode("latin-1") if isinstance(value, bytes) else None,
)
def test_bad_stdin(stdin: bytes, message: str) -> None:
    assert_bad_input(run("score", "-", stdin=stdin), message)


def test_missing_file(tmp_path: Path) -> None:
    missing = tmp_path / "nope.json"
    assert_bad_input(run("score", str(missing)), f"{missing}: no such file")


def test_directory_is_not_a_file(tmp_path: Path) -> None:
    assert_bad_input(run("score", str(tmp_path)), f"{tmp_path}: is a directory")


def test_file_name_with_a_line_break_stays_one_line(tmp_path: Path) -> None:
    odd = tmp_path / "a\nb.json"
    done = run("score", str(odd))
    assert_bad_input(done, "a\\nb.json: no such file")


# --- score: good input --------------------------------------------------------------


def score_sheet(done: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    sheet = json.loads(done.stdout)
    assert isinstance(sheet, dict)
    return sheet


def check_sheet_shape(sheet: dict[str, Any], names: list[str]) -> None:
    """The output shape of score-json.md, and totals that add up."""
    assert set(sheet) == {"players", "winners"}
    assert [row["name"] for row in sheet["players"]] == names
    for row in sheet["players"]:
        assert set(row) == {"name", *CATEGORIES, "total", "choices"}
        for category in CATEGORIES:
            value = row[category]
            assert isinstance(value, int) and not isinstance(value, bool)
        assert row["total"] == sum(row[c] for c in CATEGORIES)
        assert isinstance(row["choices"], dict)
    winners = sheet["winners"]
    assert winners and set(winners) <= set(names)
    best = max(row["total"] for row in sheet["players"])
    for row in sheet["players"]:
        if row["name"] in winners:
            assert row["total"] == best


@needs_scoring
@pytest.mark.parametrize(
    ("name", "names"),
    [
        ("spec_example.json", ["Andy", "Bob"]),
        ("two_players.json", ["Zoë", "Max"]),
        ("three_players.json", ["Andy", "Bob", "Carol"]),
        ("four_players_full_deck.json", ["North", "East", "South", "West"]),
    ],
)
def test_score_file_has_the_spec_shape(name: str, names: list[str]) -> None:
    check_sheet_shape(score_sheet(run("score", str(DATA / name))), names)


@needs_scoring
def test_score_stdin_equals_score_file() -> None:
    path = DATA / "three_players.json"
    from_file = score_sheet(run("score", str(path)))
    from_stdin = score_sheet(run("score", "-", stdin=path.read_bytes()))
    assert from_stdin == from_file


@needs_scoring
def test_score_relative_path() -> None:
    done = run("score", "three_players.json", cwd=DATA)
    check_sheet_shape(score_sheet(done), ["Andy", "Bob", "Carol"])


# --- score: an internal fault is one line too (in-process) ---------------------------


def test_internal_error_is_one_line_exit_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(table: object) -> dict[str, Any]:
        raise RuntimeError("boom\nsecond line")

    fake = types.ModuleType("golden_sails.scoring")
    fake.score_table_json = broken  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "golden_sails.scoring", fake)
    status = cli.main(["score", str(DATA / "three_players.json")])
    out, err = capsys.readouterr()
    assert status == 1
    assert out == ""
    assert err == "internal error: RuntimeError: boom\\nsecond line\n"


def test_main_returns_2_for_bad_input_in_process(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["score", str(DATA / "bad_gem_class.json")]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", "players[1].gems[2]: 9 is not a gem class (1-8)\n")


def _numbers(value: object) -> object:
    """A sheet's shape and numbers: its words left out."""
    if isinstance(value, dict):
        return {key: _numbers(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_numbers(item) for item in value]
    return None if isinstance(value, str) else value


def test_score_speaks_the_language_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    """--lang changes the sheet's words, never its JSON's keys or numbers."""
    path = str(DATA / "three_players.json")
    sheets = []
    for args in (["score", path], ["score", "--lang", "de", path], ["score", "--lang", "en", path]):
        assert cli.main(args) == 0
        sheets.append(json.loads(capsys.readouterr().out))
    english, german, english_again = sheets
    assert english_again == english != german
    assert _numbers(german) == _numbers(english)
    spell = german["players"][0]["choices"]["scoring"]["spells"]["cards"][0]
    assert spell["description"] == "2\u00a0SP für jeden Zauber"  # a no-break space


# --- selfplay ------------------------------------------------------------------------


@needs_selfplay
def test_selfplay_prints_json() -> None:
    done = run("selfplay", "--players", "3", "--games", "2", "--seed", "7")
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert isinstance(summary, dict)
    assert summary["players"] == 3
    assert summary["bots"] == ["random", "random", "random"]


@needs_selfplay
def test_selfplay_one_bot_per_seat() -> None:
    done = run(*SELFPLAY, "--bots", "random,random")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["bots"] == ["random", "random"]


@needs_selfplay
def test_selfplay_unknown_bot() -> None:
    done = run(*SELFPLAY, "--bots", "genius")
    assert_bad_input(done, "genius")


@needs_selfplay
def test_selfplay_rotates_seats_and_reports_each_bot_with_an_interval() -> None:
    done = run(
        "selfplay", "--players", "2", "--games", "4", "--seed", "3",
        "--bots", "greedy,random", "--rotate",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    by_bot = summary["win_share_by_bot"]
    assert [b["bot"] for b in by_bot] == ["greedy", "random"]
    assert abs(sum(b["share"] for b in by_bot) - 1) < 1e-6  # every game has its winners
    for b in by_bot:
        low, high = b["ci95"]
        assert 0 <= low <= b["share"] <= high <= 1 and high - low > 0.2  # 4 games: wide
    times = summary["decision_ms"]
    assert set(times) == {"greedy", "random"}
    # Each bot assigns and takes once a round in each of 4 games: at least 96 decisions.
    assert min(t["decisions"] for t in times.values()) >= 96
    assert 0 <= times["greedy"]["p50"] <= times["greedy"]["p95"]
