"""What a seat knows, read from its view: the table at final scoring as it stands now.

A computer player weighs a choice by what it would change "if the game ended
now".  Everything that needs is in its view: every player's piles, the card on
the table, the Animal reference; another player's Gem classes come from the
view's log (R8: announced as taken; a player with perfect memory keeps them).
A Gem whose class the view does not give is left out of its owner's pile, as a
player who forgot it would count.
"""

from __future__ import annotations

from typing import Any, Final

from ..game import rules
from ..game.moves import Move
from ..game.seen import CardFacts, SpellFacts, View, WeaponFacts
from ..model.cards import EXPERT_PILE, Areas, Spell, Weapon, parse_spell
from ..model.table import Piles, Table

# A Spell's own fields in the view; the rest (its words) is for the page.
SPELL_FIELDS: Final = frozenset({"power", "good", "animal", "spices", "weapon", "card"})


def spell_data(data: SpellFacts) -> dict[str, Any]:
    """A view's Spell as the card's data alone (score-json.md's form)."""
    return {k: v for k, v in data.items() if k in SPELL_FIELDS}


def _spell(data: SpellFacts) -> Spell:
    return parse_spell(spell_data(data), "spell")


def _weapon(data: WeaponFacts) -> Weapon:
    return Weapon(data["kind"], data["left"], data["right"])


def own_seat(view: View) -> int:
    """The seat whose view it is: a computer player's own, never the table's."""
    seat = view["viewer"]
    if seat is None:
        raise ValueError("a computer player's view is its own seat's, not the table's")
    return seat


def known_gems(view: View) -> list[list[int]]:
    """Each player's Gem classes that the view gives: his pile where it shows
    them, else the classes announced as he took them (the log's memory, whole:
    a view as golden_sails.game.view gives it, never an answer's cut part)."""
    assert view["log"]["start"] == 0, "the memory of the whole log is needed"
    heard: list[list[int | None]] = [[] for _ in view["players"]]
    for entry in view["log"]["entries"]:
        if entry["kind"] == "take" and entry["pile"] == "gems":
            heard[entry["seat"]].append(entry.get("gem"))
    # The classes said aloud since the viewer's last turn (golden_sails.game.since)
    # are each owner's latest Gems: heard, whatever the memory aid.
    since = view["since"]
    recent: list[list[int]] = [[] for _ in view["players"]]
    for item in since["items"] if since is not None else []:
        if item["kind"] in ("take", "swap") and item["pile"] == "gems":
            recent[item["seat"]].append(item["gem"])
    for seat, classes in enumerate(recent):
        if classes:
            heard[seat][len(heard[seat]) - len(classes) :] = classes
    out: list[list[int]] = []
    for seat, player in enumerate(view["players"]):
        said = heard[seat]
        either = [
            g["gem"] if g["gem"] is not None else said[k] if k < len(said) else None
            for k, g in enumerate(player["piles"]["gems"])
        ]
        out.append([g for g in either if g is not None])
    return out


def known_table(view: View) -> Table:
    """The table as it stands, every player's piles as their Areas (R12's
    Universal Goods still in the Spell piles: the final choices come later)."""
    gems = known_gems(view)
    piles = tuple(
        Piles(
            spices=tuple(p["piles"]["spices"]),
            gems=tuple(gems[seat]),
            animals=tuple(p["piles"]["animals"]),
            weapons=tuple(_weapon(w) for w in p["piles"]["weapons"]),
            spells=tuple(_spell(s) for s in p["piles"]["spells"]),
        )
        for seat, p in enumerate(view["players"])
    )
    return Table(
        animal_reference=view["animal_reference"]["code"],
        names=tuple(p["name"] for p in view["players"]),
        piles=piles,
        first_player=view["first_player"],
    )


def card_areas(card: CardFacts) -> tuple[str, int, str, Weapon, Spell]:
    """A table card's Areas: spice, gem, animal, weapon, spell."""
    return (
        card["spice"],
        card["gem"],
        card["animal"],
        _weapon(card["weapon"]),
        _spell(card["spell"]),
    )


def with_card(table: Table, seat: int, card: CardFacts, pile: str) -> Table:
    """The table with ``card`` (as the view shows it) added on top of ``seat``'s ``pile``."""
    spice, gem, animal, weapon, spell = card_areas(card)
    own = table.piles[seat]
    if pile == "spices":
        own = Piles(own.spices + (spice,), own.gems, own.animals, own.weapons, own.spells)
    elif pile == "gems":
        own = Piles(own.spices, own.gems + (gem,), own.animals, own.weapons, own.spells)
    elif pile == "animals":
        own = Piles(own.spices, own.gems, own.animals + (animal,), own.weapons, own.spells)
    elif pile == "weapons":
        own = Piles(own.spices, own.gems, own.animals, own.weapons + (weapon,), own.spells)
    else:
        if spell.power == "universal":
            spell = Spell("universal", card=Areas(spice, gem, animal, weapon))
        own = Piles(own.spices, own.gems, own.animals, own.weapons, own.spells + (spell,))
    piles = table.piles[:seat] + (own,) + table.piles[seat + 1 :]
    return Table(table.animal_reference, table.names, piles, table.first_player)


def move_card(view: View, move: Move) -> tuple[CardFacts, str]:
    """The table card a move is about, and the pile it would fill (R4, R5)."""
    assert move.card is not None
    slot = view["table"][move.card]
    assert slot is not None
    expert = move.expert if move.type == "assign" else move.swap
    if expert is not None:
        return slot["card"], EXPERT_PILE[expert]
    assert slot["expert"] is not None
    return slot["card"], slot["expert"]["pile"]


def take_order(view: View) -> list[int]:
    """This round's taking order (R4, the kernel's): from the last to assign,
    counter-clockwise; the first player takes last."""
    return rules.take_order(view["first_player"], len(view["players"]))
