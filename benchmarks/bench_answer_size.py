"""The size of a seat's answer on the wire (issue 33): a 3-player game of
people at round 11, a play screen's answer as compact JSON without its
``save`` (the page stores the save, the screen is what it draws):

(a) the screen again with the whole log (``bridge.current()``, as a reload
    or a game opened cold gets it);
(b) a move's answer (``bridge.play``), whose log holds only the entries the
    page has not had (docs/protocol.md).

Each with the size of its parts, heaviest first, two levels down.  Prints
figures; asserts nothing.

    python benchmarks/bench_answer_size.py [--lang de]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "pysrc"))

from golden_sails import bridge

GOAL = 8 * 1024  # a move's answer, at most (issue 33)


def size(value: object) -> int:
    return len(json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode("utf-8"))


def table(answer: dict[str, Any], title: str) -> None:
    shown = {key: value for key, value in answer.items() if key != "save"}
    total = size(shown)
    print(f"\n{title}: {total:,} bytes without the save ({size(answer['save']):,} more with it)")
    rows = []
    for key, value in shown.items():
        rows.append((size(value), key))
        if isinstance(value, dict):
            rows += [(size(inner), f"{key}.{k}") for k, inner in value.items()]
    for bytes_, key in sorted(rows, reverse=True)[:24]:
        print(f"  {bytes_:>7,}  {100 * bytes_ / total:5.1f}%  {key}")


def at_round(lang: str, seats: list[str], round_no: int) -> dict[str, Any]:
    """A seeded game played at random up to the first play screen of ``round_no``."""
    rnd = random.Random(11)
    names = ["Ann", "Ben", "Cat", "Dan"][: len(seats)]
    config = json.dumps({"names": names, "seats": seats})
    answer = json.loads(bridge.in_language(lang, "start", config, 11))
    while not (answer["view"]["round"] == round_no and answer["screen"]["name"] == "play"):
        answer = step(lang, answer, rnd)
    return answer


def step(lang: str, answer: dict[str, Any], rnd: random.Random) -> dict[str, Any]:
    """The next answer: the handoff's tap, a computer's move, or a random move."""
    name = answer["screen"]["name"]
    if name in ("handoff", "bot"):
        reply: dict[str, Any] = json.loads(
            bridge.in_language(lang, "reveal" if name == "handoff" else "bot")
        )
        return reply
    move = json.dumps(rnd.choice(answer["view"]["legal_moves"]))
    reply = json.loads(bridge.in_language(lang, "play", move))
    return reply


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    lang = args.lang
    now = at_round(lang, ["human"] * 3, 11)
    table(json.loads(bridge.in_language(lang, "current")),
          "(a) current(): a play screen with the whole log, round 11, 3 people")  # fmt: skip
    played = step(lang, now, random.Random(1))
    table(played, f"(b) play(): a move's answer, 3 people ({played['screen']['name']} screen)")
    # Against computers a move's answer is often the player's next play screen.
    rnd = random.Random(2)
    answer = at_round(lang, ["human", "easy", "easy"], 11)
    while True:
        reply = step(lang, answer, rnd)
        if answer["screen"]["name"] == "play" and reply["screen"]["name"] == "play":
            break
        answer = reply
    table(reply, "(b') play(): a move's answer that is a play screen, 1 person, 2 computers")
    for label, shown in (("(b)", played), ("(b')", reply)):
        bytes_ = size({k: v for k, v in shown.items() if k != "save"})
        print(f"{label} {bytes_:,} bytes: {'within' if bytes_ <= GOAL else 'OVER'} {GOAL:,}")


if __name__ == "__main__":
    main()
