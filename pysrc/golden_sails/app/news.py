"""The table as players live it, in words: what happened since a turn, the round's
order and progress, and what a round's end changed.

Read from the view alone (golden_sails.screens' rule): the list of moves since
the viewer's last turn is the view's ``since`` (golden_sails.game.since), the round's
order and its end come from the public log.  Nothing here can tell more than
the view holds.
"""

from __future__ import annotations

from typing import Any

from ..game.engine import ROUNDS
from ..game.words import good_one
from ..model.glossary import expert_name

View = dict[str, Any]

RETURNS = (4, 8)  # R6: the Experts return after these rounds, never after 12


def _a(word: str) -> str:
    return ("an " if word[0] in "AEIOU" else "a ") + word


def since_words(view: View, labels: list[str]) -> dict[str, Any] | None:
    """The view's list of moves since a turn, each with its words (``text``; a
    Gem's class is not in them but in ``gem``, for the page to mark as said
    aloud), and the list's heading."""
    since = view.get("since")
    if since is None:
        return None
    seat = since["seat"]
    mine = view["viewer"] is not None and view["viewer"] == seat
    items = []
    for item in since["items"]:
        items.append({**item, "text": _item_text(item, labels, view["players"])})
    whose = "your" if mine else f"{labels[seat]}'s"
    heading = f"Since {whose} last turn"
    empty = "Nothing yet: no one has moved since." if mine else "No one has moved since."
    return {"seat": seat, "heading": heading, "empty": empty, "items": items}


def _item_text(item: dict[str, Any], labels: list[str], players: list[Any]) -> str:
    kind = item["kind"]
    if kind == "return":
        return f"After round {item['round']} the Experts return: all five to every player."
    who = labels[item["seat"]]
    if kind == "first-player":
        text = f"{who} takes the First Player card"
        if item["skipped"] is not None:
            # R7: with 4 players, after rounds 4 and 8, it passes two seats.
            text += f" ({labels[item['skipped']]} skipped: 4 players, after round {item['round']})"
        return text + "."
    card = f"card {item['slot'] + 1}"
    good = _a(good_one(item["pile"]))
    what = good if item["area"] is None else f"{good} ({item['area']})"
    if kind == "assign":
        return f"{who} puts {_a(expert_name(item['expert']))} on {card}: {what}."
    if kind == "swap":
        return (
            f"{who} takes the {expert_name(item['swapped'])} on {card} into his supply, plays"
            f" his {expert_name(item['expert'])} there and takes it: {what}"
            + ("." if item["gem"] is None else ", said aloud:")
        )
    return f"{who} takes {card}: {what}" + ("." if item["gem"] is None else ", said aloud:")


def _log_of_round(view: View, round_no: int) -> list[dict[str, Any]]:
    return [e for e in view["log"] if e.get("round") == round_no]


def round_panel(view: View, labels: list[str]) -> dict[str, Any] | None:
    """This round on the table: the order of placing (R3) and of taking (R4),
    who has played and who is next, the round among the twelve with the
    Experts' returns (R6), and what the last round's end changed."""
    phase = view["phase"]
    if phase not in ("assign", "take"):
        return None
    n = len(view["players"])
    round_no = view["round"]
    first = view["first_player"]
    placing = [(first + k) % n for k in range(n)]  # R3: from the first player, clockwise
    taking = placing[::-1]  # R4: the last to place takes first, the first player last
    this_round = _log_of_round(view, round_no)
    placed = sum(1 for e in this_round if e["kind"] == "assign")
    took = sum(1 for e in this_round if e["kind"] == "take")

    def row(order: list[int], done: int, active: bool) -> list[dict[str, Any]]:
        out = []
        for k, seat in enumerate(order):
            if k < done:
                state = "done"
            elif k == done and active:
                state = "now"
            else:
                state = "waiting"
            out.append({"seat": seat, "name": labels[seat], "state": state})
        return out

    upcoming = [r for r in RETURNS if r >= round_no]
    if upcoming:
        back = upcoming[0]
        returns = (
            "The Experts return after this round."
            if back == round_no
            else f"The Experts return after round {back}."
        )
    else:
        returns = "No more returns: the Experts you hold now last to the end."
    acting = labels[view["to_act"]]
    step = placed + took + 1
    doing = "places an Expert" if phase == "assign" else "takes a Good"
    return {
        "round": round_no,
        "rounds": ROUNDS,
        "returns": list(RETURNS),
        "phase": phase,
        "place": row(placing, placed, phase == "assign"),
        "take": row(taking, took, phase == "take"),
        "step": step,
        "steps": 2 * n,
        "text": f"Round {round_no} of {ROUNDS}, move {step} of {2 * n}: {acting} {doing}.",
        # Beside Undo and Hint on a phone's line; the round itself is in the top bar.
        "short": f"Move {step} of {2 * n}",
        "returns_text": returns,
        "round_end": round_end(view, labels),
    }


def round_end(view: View, labels: list[str]) -> dict[str, Any] | None:
    """What the end of the last round changed, from the public log: the
    Experts back (R6), the First Player card moved, and in 4 players the
    seat it skipped (R7).  None in round 1."""
    last = view["round"] - 1
    if last < 1:
        return None
    entries = _log_of_round(view, last)
    lines = [f"Round {last} is over."]
    reveal = next((e for e in entries if e["kind"] == "reveal"), None)
    for entry in entries:
        if entry["kind"] == "experts_return":
            lines.append("The Experts return: every player holds all five again.")
        elif entry["kind"] == "first_player":
            seat = entry["seat"]
            text = f"{labels[seat]} is the first player now"
            if reveal is not None:
                skipped = (reveal["seat"] + 1) % len(labels)
                if skipped != seat:
                    text += (
                        f": the card skipped {labels[skipped]} (4 players, after rounds 4 and 8)"
                    )
            lines.append(text + ".")
    return {"round": last, "lines": lines, "text": " ".join(lines)}
