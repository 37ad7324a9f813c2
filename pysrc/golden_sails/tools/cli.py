"""The command line: ``python -m golden_sails`` (or ``golden-sails``).

- ``score [--lang LANG] FILE|-``: the score pad of ``../shared/spec/score-json.md``, its
  words in LANG (golden_sails.model.i18n);
- ``selfplay``: bots play whole games; the summary is printed as JSON.

Bad input exits 2 with one line on standard error and nothing on standard
output; an internal fault exits 1, also with one line.  No traceback ever
reaches the user: the spec promises a line naming the place and the fault.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import Final, NoReturn

from .. import __version__
from ..app.scorepad import ScorePadError, load_table
from ..model.errors import InputError
from ..model.i18n import LANGUAGES, SOURCE, LanguageError, check_language, language

EXIT_OK: Final = 0
EXIT_INTERNAL: Final = 1
EXIT_BAD_INPUT: Final = 2
# A table of 48 cards is a few kB of JSON; anything this big is not a score pad,
# and reading it whole could exhaust memory.
MAX_INPUT_BYTES: Final = 1 << 20
_MAX_MESSAGE: Final = 500


class _BadInput(Exception):
    """Bad input met by a command: exit 2, message already one line."""


def _one_line(message: str) -> str:
    # Whatever a message quotes (a file name, a key), stderr gets one line.
    text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in message)
    return text if len(text) <= _MAX_MESSAGE else text[: _MAX_MESSAGE - 3] + "..."


def _print_json(value: object) -> None:
    # ASCII-only output is valid JSON on any terminal or locale.
    sys.stdout.write(json.dumps(value, indent=2) + "\n")
    sys.stdout.flush()


# --- score -------------------------------------------------------------------


def _read_input(source: str) -> bytes:
    if source == "-":
        where = "stdin"
        if sys.stdin is None:
            raise _BadInput(f"{where}: not open")
        data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
    else:
        where = source
        try:
            with open(source, "rb") as handle:
                data = handle.read(MAX_INPUT_BYTES + 1)
        except FileNotFoundError:
            raise _BadInput(f"{source}: no such file") from None
        except IsADirectoryError:
            raise _BadInput(f"{source}: is a directory, not a file") from None
        except PermissionError:
            raise _BadInput(f"{source}: permission denied") from None
        except OSError as err:
            raise _BadInput(f"{source}: cannot read ({err.strerror or err})") from None
    if len(data) > MAX_INPUT_BYTES:
        raise _BadInput(f"{where}: more than {MAX_INPUT_BYTES} bytes; not a score pad")
    return data


def _score(args: argparse.Namespace) -> int:
    # The words (the reasons, an error's line) in --lang; the JSON's keys and
    # values that are data stay the same in every language.
    with language(args.lang):
        try:
            table = load_table(_read_input(args.file))
        except ScorePadError as err:
            raise _BadInput(str(err)) from None
        # Imported here so that the rest of the command line works without it.
        from ..scoring import score_table_json

        _print_json(score_table_json(table))
    return EXIT_OK


def _language(text: str) -> str:
    try:
        return check_language(text, "lang")
    except LanguageError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


# --- selfplay ----------------------------------------------------------------


def _whole(text: str, what: str, low: int, high: int | None = None) -> int:
    # Plain ASCII digits only: int() would also take "+3", "3_0" or " 3".
    value = int(text) if text.isascii() and text.isdigit() and len(text) < 20 else None
    if value is None or value < low or (high is not None and value > high):
        if high is None:
            raise argparse.ArgumentTypeError(f"{what} must be a whole number, {low} or more")
        choices = ", ".join(str(n) for n in range(low, high))
        raise argparse.ArgumentTypeError(f"{what} must be {choices} or {high}")
    return value


def _bot_list(text: str) -> list[str]:
    names = [name.strip() for name in text.split(",")]
    if not all(names):
        raise argparse.ArgumentTypeError(
            f"bots must be a comma-separated list of bot names, got {text!r}"
        )
    return names


def _selfplay(args: argparse.Namespace) -> int:
    from .selfplay import run_selfplay

    try:
        summary = run_selfplay(args.players, args.games, args.seed, args.bots, rotate=args.rotate)
    except InputError as err:
        # run_selfplay's documented faults: a bad count, an unknown bot name.
        raise _BadInput(f"selfplay: {err}") from None
    _print_json(summary)
    return EXIT_OK


# --- the parser -----------------------------------------------------------------


def build_parser(prog: str = "golden-sails") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog, description="Golden Sails: score a finished table, or let bots play."
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    score = commands.add_parser(
        "score",
        help="score a finished table given as JSON",
        description="Read every player's piles as JSON (a file, or - for standard input), "
        "make every final-scoring choice by the rulings, and print the score sheet as JSON. "
        "Bad input: exit status 2 and one line on standard error naming the place and fault.",
    )
    score.add_argument("file", metavar="FILE", help="the table as JSON, or - for standard input")
    score.add_argument(
        "--lang",
        default=SOURCE,
        metavar="LANG",
        type=_language,
        help=f"the language of the sheet's words: {', '.join(LANGUAGES)} (default: {SOURCE})",
    )
    score.set_defaults(run=_score)

    selfplay = commands.add_parser(
        "selfplay",
        help="let bots play whole games and print a summary as JSON",
        description="Let bots play G games of N players, seeded by S (the same seed plays "
        "the same games), and print a summary as JSON.",
    )
    selfplay.add_argument(
        "--players",
        required=True,
        metavar="N",
        help="players per game: 2, 3 or 4",
        type=lambda t: _whole(t, "players", 2, 4),
    )
    selfplay.add_argument(
        "--games",
        required=True,
        metavar="G",
        help="games to play (1 or more)",
        type=lambda t: _whole(t, "games", 1),
    )
    selfplay.add_argument(
        "--seed",
        required=True,
        metavar="S",
        help="seed of the whole run (0 or more)",
        type=lambda t: _whole(t, "seed", 0),
    )
    selfplay.add_argument(
        "--bots",
        default=["random"],
        metavar="NAMES",
        type=_bot_list,
        help="bot names, comma-separated: one for each seat, or one for all seats "
        "(random, greedy, easy, medium, hard; default: random)",
    )
    selfplay.add_argument(
        "--rotate",
        action="store_true",
        help="turn the seats by one each game, so each bot plays every seat as often; "
        "reports each bot's win share with a 95%% interval",
    )
    # The --bots count is checked after parsing; its error shows this usage.
    selfplay.set_defaults(run=_selfplay, usage_error=selfplay.error)
    return parser


def _parse(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> argparse.Namespace:
    args = parser.parse_args(argv)
    if args.command == "selfplay":
        bots: list[str] = args.bots
        if len(bots) == 1:
            args.bots = bots * args.players
        elif len(bots) != args.players:
            usage_error: Callable[[str], NoReturn] = args.usage_error
            usage_error(
                f"argument --bots: {len(bots)} bot names for {args.players} players; "
                f"give one name for all seats, or {args.players}"
            )
    return args


def main(argv: Sequence[str] | None = None, *, prog: str = "golden-sails") -> int:
    """Run the command line; return the exit status (argparse may exit 0 or 2 itself)."""
    args = _parse(build_parser(prog), argv)
    run: Callable[[argparse.Namespace], int] = args.run
    try:
        return run(args)
    except _BadInput as err:
        return _fail(str(err), EXIT_BAD_INPUT)
    except BrokenPipeError:
        # The reader (e.g. `| head`) stopped early: nothing left to say, and
        # the final flush at exit must not complain either.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except KeyboardInterrupt:
        return _fail("interrupted", 130)
    except Exception as err:
        return _fail(f"internal error: {type(err).__name__}: {err}", EXIT_INTERNAL)


def _fail(message: str, status: int) -> int:
    print(_one_line(message), file=sys.stderr)
    return status
