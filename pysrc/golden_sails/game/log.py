"""The game log: the state's raw events told in words, one viewer at a time.

R8: another player's Gem class never appears in the log (unless the optional
memory aid is on, or the variant is open); the viewer's own Gems do.  Reveals
do not list the cards, or a later "took a Gem" from that table would give the
class away.  For the same reason an Expert put on a card says what the card
became with its Area ("an Animal (Phoenix)", as the list of moves since a turn
does, golden_sails.game.since), except a Jeweler's card: its Gem class lies
face up while the card is on the table, but the line stays in the log after
someone takes the card, and would then tell the class of a Gem the log keeps
quiet about; so it names the class only where the log names every class (the
memory aid, the open variant: docs/rules-decisions.md, D21).
"""

from __future__ import annotations

from typing import Any

from ..model.cards import EXPERT_PILE, GoodsCard
from ..model.deck import load_deck
from ..model.glossary import PROTECTION_FROM, expert_name, kind_plural
from ..model.i18n import N_, NP_, _, ngettext, pgettext
from ..scoring import FinalChoices
from .events import Assign, Decided, Event, ExpertsReturn, FirstPlayer, GameEnd, Over, Reveal, Take
from .words import area_texts

# An Expert put on a card, and what the card so became (its Area in words, as
# the since-list tells it): one sentence each, so a language gives each Expert
# and each Good its own article and case.
_ASSIGNED = {
    "cook": N_("{player} puts a Cook on card {card}: a Spice ({area})."),
    "hunter": N_("{player} puts a Hunter on card {card}: an Animal ({area})."),
    "sorcerer": N_("{player} puts a Sorcerer on card {card}: a Spell ({area})."),
    "armourer": N_("{player} puts an Armourer on card {card}: a Weapon ({area})."),
}
# A Jeweler's card: its class only where every later line may tell it (R8).
_ASSIGNED_GEM = N_("{player} puts a Jeweler on card {card}: a Gem of class {gem}.")
_ASSIGNED_A_GEM = N_("{player} puts a Jeweler on card {card}: a Gem.")
# A Good taken: one sentence per Good type (and for a Gem, per class said or
# not), so a language gives the Good its case and article; with R5's change of
# type, the Expert played is the Good type's own.  No pronoun stands for the
# player: a name says nothing of whether "his" or "her" fits.
_TAKES = {
    "spells": N_("{player} takes {area} (Spell)."),
    "spices": N_("{player} takes {area} (Spice)."),
    "animals": N_("{player} takes {area} (Animal)."),
    "weapons": N_("{player} takes {area} (Weapon)."),
}
_TAKES_GEM = N_("{player} takes a Gem of class {gem}.")
_TAKES_A_GEM = N_("{player} takes a Gem.")
_SWAPS = {
    "spells": N_(
        "{player} takes the {swapped} into their supply, plays a Sorcerer instead and takes"
        " {area} (Spell)."
    ),
    "spices": N_(
        "{player} takes the {swapped} into their supply, plays a Cook instead and takes"
        " {area} (Spice)."
    ),
    "animals": N_(
        "{player} takes the {swapped} into their supply, plays a Hunter instead and takes"
        " {area} (Animal)."
    ),
    "weapons": N_(
        "{player} takes the {swapped} into their supply, plays an Armourer instead and takes"
        " {area} (Weapon)."
    ),
}
_SWAPS_GEM = N_(
    "{player} takes the {swapped} into their supply, plays a Jeweler instead and takes"
    " a Gem of class {gem}."
)
_SWAPS_A_GEM = N_(
    "{player} takes the {swapped} into their supply, plays a Jeweler instead and takes a Gem."
)
# A Universal Good's pile in the list after "Universal Goods to".
_TO_PILE = {
    "gems": NP_("Universal Goods to", "the Gems pile"),
    "spices": NP_("Universal Goods to", "the Spices pile"),
    "animals": NP_("Universal Goods to", "the Animals pile"),
    "weapons": NP_("Universal Goods to", "the Weapons pile"),
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
    (``slot``, ``expert``, ``pile``, the Area an Expert's card shows as
    ``spice``, ``animal``, ``weapon`` or ``spell``...): what a
    player at the table saw and heard, for a computer player's memory
    (golden_sails.bots) as much as for the page.  A Gem's class is in an entry
    exactly where it is in its words.
    """
    out: list[dict[str, Any]] = []
    round_no = 0
    cards: tuple[int, ...] = ()  # the round's revealed cards, by slot
    for event in events:
        seat: int | None = None
        facts: dict[str, Any] = {}
        match event:
            case Reveal(round=round_no, first=seat, market=market):
                cards = market
                text = ngettext(
                    "Round {round}: {player} reveals {n} Goods card.",
                    "Round {round}: {player} reveals {n} Goods cards.",
                    len(market),
                ).format(round=round_no, player=names[seat], n=len(market))
                kind = "reveal"
                facts = {"cards": len(market)}
            case Assign(seat=seat, expert=expert, slot=slot):
                pile = EXPERT_PILE[expert]
                facts = {"expert": expert, "slot": slot, "pile": pile}
                revealed = load_deck()[cards[slot]]
                if pile != "gems":
                    facts[AREA_KEY[pile]] = _area_value(revealed, pile)
                    text = _(_ASSIGNED[expert]).format(
                        player=names[seat], card=slot + 1, area=area_texts(revealed)[pile]
                    )
                elif memory_aid or variant == "open":
                    # The card lies face up, but a later "takes a Gem" from this
                    # card would tell its class after the moment R8 allows: so the
                    # class only where the log keeps every class anyway.
                    facts["gem"] = revealed.gem
                    text = _(_ASSIGNED_GEM).format(
                        player=names[seat], card=slot + 1, gem=revealed.gem
                    )
                else:
                    text = _(_ASSIGNED_A_GEM).format(player=names[seat], card=slot + 1)
                kind = "assign"
            case Take(seat=seat, pile=pile, card=card, slot=slot, swapped=swapped):
                facts = {"slot": slot, "pile": pile, "swapped": swapped}
                # R5: with a swap, the Expert on the last card goes to his supply;
                # his own is played.
                fields: dict[str, Any] = {
                    "player": names[seat],
                    "swapped": "" if swapped is None else expert_name(swapped),
                }
                if pile == "gems":
                    # R8: the class only where this viewer may know it.
                    if memory_aid or gem_visible(seat, viewer, variant):
                        facts["gem"] = fields["gem"] = load_deck()[card].gem
                        sentence = _TAKES_GEM if swapped is None else _SWAPS_GEM
                    else:
                        sentence = _TAKES_A_GEM if swapped is None else _SWAPS_A_GEM
                else:
                    fields["area"] = area_texts(load_deck()[card])[pile]
                    sentence = (_TAKES if swapped is None else _SWAPS)[pile]
                text = _(sentence).format(**fields)
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


# The key of a card's Area for each pile, as a card's data names it (its Gem's: "gem").
AREA_KEY = {"spices": "spice", "animals": "animal", "weapons": "weapon", "spells": "spell"}


def _area_value(card: GoodsCard, pile: str) -> Any:
    """A card's Area for a pile other than the Gems', as the view's piles hold it
    (a kind, a Weapon's or a Spell's data): the fact behind the words."""
    if pile == "spices":
        return card.spice
    if pile == "animals":
        return card.animal
    if pile == "weapons":
        return card.weapon.to_json()
    return card.spell.to_json()


def _choices_text(choices: FinalChoices) -> str:
    """The final choices in words ("" for none); a list is joined with ", "
    and the choices with "; " in every language for now (docs/i18n.md)."""
    parts = []
    moved = [p for p in choices.universal if p != "spells"]
    if moved:
        piles = ", ".join(pgettext("Universal Goods to", _TO_PILE[p]) for p in moved)
        parts.append(_("Universal Goods to {piles}").format(piles=piles))
    if choices.protection:
        kinds = ", ".join(kind_plural(k, PROTECTION_FROM) for k in choices.protection)
        parts.append(_("Protection from {kinds}").format(kinds=kinds))
    if choices.side is not None:
        parts.append(_(_SIDES[choices.side]))
    return "; ".join(parts)
