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
from ..model.i18n import N_, _, ngettext
from ..scoring import FinalChoices
from .events import Assign, Decided, Event, ExpertsReturn, FirstPlayer, GameEnd, Over, Reveal, Take
from .words import area_texts, good_one

# An Expert put on a card: one sentence each, so a language gives each Expert
# its own article and case.
_ASSIGNED = {
    "jeweler": N_("{player} puts a Jeweler on card {card}."),
    "cook": N_("{player} puts a Cook on card {card}."),
    "hunter": N_("{player} puts a Hunter on card {card}."),
    "sorcerer": N_("{player} puts a Sorcerer on card {card}."),
    "armourer": N_("{player} puts an Armourer on card {card}."),
}
_SIDES = {
    "left": N_("Weapons use the left side"),
    "right": N_("Weapons use the right side"),
}


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
                text = ngettext(
                    "Round {round}: {player} reveals {n} Goods card.",
                    "Round {round}: {player} reveals {n} Goods cards.",
                    len(market),
                ).format(round=round_no, player=names[seat], n=len(market))
                kind = "reveal"
                facts = {"cards": len(market)}
            case Assign(seat=seat, expert=expert, slot=slot):
                text = _(_ASSIGNED[expert]).format(player=names[seat], card=slot + 1)
                kind = "assign"
                facts = {"expert": expert, "slot": slot}
            case Take(seat=seat, pile=pile, card=card, slot=slot, swapped=swapped):
                facts = {"slot": slot, "pile": pile, "swapped": swapped}
                if pile == "gems":
                    shown = memory_aid or gem_visible(seat, viewer, variant)
                    gem = load_deck()[card].gem
                    what = _("a Gem of class {gem}").format(gem=gem) if shown else _("a Gem")
                    if shown:
                        facts["gem"] = gem
                else:
                    what = _("{area} ({good})").format(
                        area=area_texts(load_deck()[card])[pile], good=good_one(pile)
                    )
                if swapped is None:
                    text = _("{player} takes {what}.").format(player=names[seat], what=what)
                else:
                    # R5: the Expert on the last card goes to his supply; his own is played.
                    text = _(
                        "{player} takes the {swapped} into his supply, plays his {played}"
                        " instead and takes {what}."
                    ).format(
                        player=names[seat],
                        swapped=expert_name(swapped),
                        played=expert_name(PILE_EXPERT[pile]),
                        what=what,
                    )
                kind = "take"
            case ExpertsReturn():
                text = _("The Experts return: every player holds all five again.")
                kind = "experts_return"
            case FirstPlayer(seat=seat):
                text = _("{player} takes the First Player card.").format(player=names[seat])
                kind = "first_player"
            case GameEnd():
                text = _("Round 12 is over: the final scoring begins.")
                kind = "game_end"
            case Decided(seat=seat, choices=choices):
                said = _choices_text(choices)
                text = (
                    _("{player} makes the final choices: {choices}.").format(
                        player=names[seat], choices=said
                    )
                    if said
                    else _("{player} makes the final choices.").format(player=names[seat])
                )
                kind = "decided"
                facts = {"choices": choices.to_json()}
            case Over():
                text = _("The final scores are in.")
                kind = "over"
        entry: dict[str, Any] = {"round": round_no, "kind": kind, "text": text, **facts}
        if seat is not None:
            entry["seat"] = seat
        out.append(entry)
    return out


def _choices_text(choices: FinalChoices) -> str:
    """The final choices in words ("" for none); a list is joined with ", "
    and the choices with "; " in every language for now (docs/i18n.md)."""
    parts = []
    moved = [p for p in choices.universal if p != "spells"]
    if moved:
        piles = ", ".join(_("the {goods} pile").format(goods=good_plural(p)) for p in moved)
        parts.append(_("Universal Goods to {piles}").format(piles=piles))
    if choices.protection:
        kinds = ", ".join(map(kind_plural, choices.protection))
        parts.append(_("Protection from {kinds}").format(kinds=kinds))
    if choices.side is not None:
        parts.append(_(_SIDES[choices.side]))
    return "; ".join(parts)
