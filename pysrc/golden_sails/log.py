"""The game log: the state's raw events told in words, one viewer at a time.

R8: another player's Gem class never appears in the log (unless the optional
memory aid is on, or the variant is open); the viewer's own Gems do.  Reveals
do not list the cards, or a later "took a Gem" from that table would give the
class away.
"""

from __future__ import annotations

from typing import Any

from .cards import PILES
from .deck import load_deck
from .scoring import FinalChoices

_PILE_WORD = {
    "spells": "Spell",
    "gems": "Gem",
    "spices": "Spice",
    "animals": "Animal",
    "weapons": "Weapon",
}
assert set(_PILE_WORD) == set(PILES)


def gem_visible(owner: int, viewer: int | None, variant: str, *, final: bool = False) -> bool:
    """May ``viewer`` see the class of a Gem in ``owner``'s pile?  (R8, R9)

    Its owner may; everyone may in the open variant and once final scoring
    has revealed the Gems (rulebook, "Final Scoring").
    """
    return final or variant == "open" or (viewer is not None and viewer == owner)


def card_area_text(pile: str, card_id: int) -> str:
    card = load_deck()[card_id]
    match pile:
        case "spices":
            return card.spice.capitalize()
        case "animals":
            return card.animal.capitalize()
        case "weapons":
            return card.weapon.describe()
        case "spells":
            return card.spell.describe()
    return f"Gem {card.gem}"


def render(
    events: list[tuple[Any, ...]],
    names: tuple[str, ...],
    viewer: int | None,
    variant: str,
    memory_aid: bool,
) -> list[dict[str, Any]]:
    """The log as this viewer may read it, oldest first."""
    out: list[dict[str, Any]] = []
    round_no = 0
    for event in events:
        kind = event[0]
        seat: int | None = None
        if kind == "reveal":
            round_no, first, market = event[1], event[2], event[3]
            text = f"Round {round_no}: {names[first]} reveals {len(market)} Goods cards."
            seat = first
        elif kind == "assign":
            seat, expert, slot = event[1], event[2], event[3]
            article = "an" if expert[0] in "aeiou" else "a"
            text = f"{names[seat]} puts {article} {expert.capitalize()} on card {slot + 1}."
        elif kind == "take":
            seat, pile, card, _slot, swapped = event[1], event[2], event[3], event[4], event[5]
            text = names[seat]
            if swapped is not None:
                text += f" swaps the {swapped.capitalize()} for another Expert and"
            if pile == "gems":
                shown = memory_aid or gem_visible(seat, viewer, variant)
                what = f"a Gem of class {load_deck()[card].gem}" if shown else "a Gem"
            else:
                what = f"{card_area_text(pile, card)} ({_PILE_WORD[pile]})"
            text += f" takes {what}."
        elif kind == "experts_return":
            text = "The Experts return: every player holds all five again."
        elif kind == "first_player":
            seat = event[1]
            text = f"{names[seat]} takes the First Player card."
        elif kind == "game_end":
            text = "Round 12 is over: the final scoring begins."
        elif kind == "decided":
            seat = event[1]
            choices: FinalChoices = event[2]
            text = f"{names[seat]} makes the final choices{_choices_text(choices)}."
        else:  # "over"
            text = "The final scores are in."
        entry: dict[str, Any] = {"round": round_no, "kind": kind, "text": text}
        if seat is not None:
            entry["seat"] = seat
        out.append(entry)
    return out


def _choices_text(choices: FinalChoices) -> str:
    parts = []
    moved = [p for p in choices.universal if p != "spells"]
    if moved:
        parts.append("Universal Goods to " + ", ".join(moved))
    if choices.protection:
        parts.append("Protection from " + ", ".join(choices.protection))
    if choices.side is not None:
        parts.append(f"Weapons use the {choices.side} side")
    return ": " + "; ".join(parts) if parts else ""
