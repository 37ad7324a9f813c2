"""The game log: the state's raw events told in words, one viewer at a time.

R8: another player's Gem class never appears in the log (unless the optional
memory aid is on, or the variant is open); the viewer's own Gems do.  Reveals
do not list the cards, or a later "took a Gem" from that table would give the
class away.
"""

from __future__ import annotations

from typing import Any

from ..model.cards import PILE_EXPERT
from ..model.deck import load_deck
from ..model.glossary import expert_name, good_plural, kind_plural
from ..scoring import FinalChoices
from .events import Assign, Decided, Event, ExpertsReturn, FirstPlayer, GameEnd, Over, Reveal, Take
from .words import area_texts, good_one


def gem_visible(owner: int, viewer: int | None, variant: str, *, final: bool = False) -> bool:
    """May ``viewer`` see the class of a Gem in ``owner``'s pile?  (R8, R9)

    Its owner may; everyone may in the open variant and once final scoring
    has revealed the Gems (rulebook, "Final Scoring").
    """
    return final or variant == "open" or (viewer is not None and viewer == owner)


def render(
    events: list[Event],
    names: tuple[str, ...],
    viewer: int | None,
    variant: str,
    memory_aid: bool,
) -> list[dict[str, Any]]:
    """The log as this viewer may read it, oldest first.

    Each entry is its words (``text``) and the same public facts as values
    (``slot``, ``expert``, ``pile``...): what a player at the table saw and
    heard, for a computer player's memory (golden_sails.bots) as much as for
    the page.  A Gem's class is in an entry exactly where it is in its words.
    """
    out: list[dict[str, Any]] = []
    round_no = 0
    for event in events:
        seat: int | None = None
        facts: dict[str, Any] = {}
        match event:
            case Reveal(round=round_no, first=seat, market=market):
                text = f"Round {round_no}: {names[seat]} reveals {len(market)} Goods cards."
                kind = "reveal"
                facts = {"cards": len(market)}
            case Assign(seat=seat, expert=expert, slot=slot):
                article = "an" if expert[0] in "aeiou" else "a"
                text = f"{names[seat]} puts {article} {expert_name(expert)} on card {slot + 1}."
                kind = "assign"
                facts = {"expert": expert, "slot": slot}
            case Take(seat=seat, pile=pile, card=card, slot=slot, swapped=swapped):
                text = names[seat]
                facts = {"slot": slot, "pile": pile, "swapped": swapped}
                if swapped is not None:
                    # R5: the Expert on the last card goes to his supply; his own is played.
                    played = expert_name(PILE_EXPERT[pile])
                    text += (
                        f" takes the {expert_name(swapped)} into his supply, plays his"
                        f" {played} instead and"
                    )
                if pile == "gems":
                    shown = memory_aid or gem_visible(seat, viewer, variant)
                    what = f"a Gem of class {load_deck()[card].gem}" if shown else "a Gem"
                    if shown:
                        facts["gem"] = load_deck()[card].gem
                else:
                    what = f"{area_texts(load_deck()[card])[pile]} ({good_one(pile)})"
                text += f" takes {what}."
                kind = "take"
            case ExpertsReturn():
                text = "The Experts return: every player holds all five again."
                kind = "experts_return"
            case FirstPlayer(seat=seat):
                text = f"{names[seat]} takes the First Player card."
                kind = "first_player"
            case GameEnd():
                text = "Round 12 is over: the final scoring begins."
                kind = "game_end"
            case Decided(seat=seat, choices=choices):
                text = f"{names[seat]} makes the final choices{_choices_text(choices)}."
                kind = "decided"
                facts = {"choices": choices.to_json()}
            case Over():
                text = "The final scores are in."
                kind = "over"
        entry: dict[str, Any] = {"round": round_no, "kind": kind, "text": text, **facts}
        if seat is not None:
            entry["seat"] = seat
        out.append(entry)
    return out


def _choices_text(choices: FinalChoices) -> str:
    parts = []
    moved = [p for p in choices.universal if p != "spells"]
    if moved:
        parts.append("Universal Goods to " + ", ".join(f"the {good_plural(p)} pile" for p in moved))
    if choices.protection:
        parts.append("Protection from " + ", ".join(map(kind_plural, choices.protection)))
    if choices.side is not None:
        parts.append(f"Weapons use the {choices.side} side")
    return ": " + "; ".join(parts) if parts else ""
