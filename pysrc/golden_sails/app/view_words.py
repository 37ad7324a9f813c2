"""A view's facts in words, in the page's language: the Animal reference's text,
each card's Areas, each player's Weapons and Spells, each line of the log.

Drawn at the edge (docs/protocol.md): the view itself holds no word, and a
computer player, which reads the view alone, never pays for these.  The log's
lines are those of the view's log part, in its order: the page keeps the lines
it had (golden_sails.bridge sends the new ones only).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..game.log import entry_text
from ..game.seen import CardFacts, LogEntry, PlayerFacts, View
from ..game.words import MOVED_ATOP, area_words, card_area, pile_spell_words, short_words
from ..model.cards import PILES, parse_spell
from ..model.deck import load_animal_references, reference_text
from ..model.glossary import capitalised
from ..model.i18n import _
from .protocol import CardWords, PileWords, SpellWords, ViewWords


def restore_text(round_no: int) -> str:
    """The log's line where the game was restored from a file (docs/threat-model.md)."""
    return _(
        "This game was restored from a saved file in round {round}. A file can hold "
        "the game as it was at any earlier moment: if that surprises anyone at the table, "
        "say so now."
    ).format(round=round_no)


def card_words(card: CardFacts) -> CardWords:
    return {
        "areas": {pile: area_words(pile, card_area(card, pile)) for pile in PILES},
        # A card's Area stands alone as its label: a capital first letter, where a
        # language writes a kind lower case in a sentence (Polish "mięta").
        "short": {pile: capitalised(short_words(pile, card_area(card, pile))) for pile in PILES},
    }


def pile_words(player: PlayerFacts) -> PileWords:
    spells: list[SpellWords] = []
    for spell in player["piles"]["spells"]:
        facts = {k: v for k, v in spell.items() if k != "moved"}
        text, short = pile_spell_words(facts)  # type: ignore[arg-type]
        moved = spell.get("moved")
        if moved is not None:
            # R12: a Universal Good sent to another pile counts there, as that Area.
            card = parse_spell(facts, "spell").card
            assert card is not None
            area = {"gems": card.gem, "spices": card.spice, "animals": card.animal,
                    "weapons": card.weapon.to_json()}[moved]  # fmt: skip
            text = _(MOVED_ATOP[moved]).format(card=text, area=area_words(moved, area))
        spells.append({"text": text, "short": short})
    return {
        "weapons": [area_words("weapons", w) for w in player["piles"]["weapons"]],
        "spells": spells,
    }


def log_line(entry: LogEntry, names: list[str]) -> str:
    if entry["kind"] == "restored":
        return restore_text(entry["round"])
    return entry_text(entry, names)


def view_words(view: View, log_start: int = 0, changed: Sequence[int] = ()) -> ViewWords:
    """Every word the page needs to draw ``view``'s table, piles and log (the
    log's lines from entry ``log_start`` on, and those of the entries at
    ``changed``: the part an answer sends)."""
    names = [p["name"] for p in view["players"]]
    reference = load_animal_references()[view["animal_reference"]["code"]]
    return {
        "reference": reference_text(reference),
        "cards": [card_words(slot["card"]) if slot else None for slot in view["table"]],
        "piles": [pile_words(player) for player in view["players"]],
        "log": [log_line(entry, names) for entry in view["log"]["entries"][log_start:]],
        "log_changed": [log_line(view["log"]["entries"][at], names) for at in changed],
    }
