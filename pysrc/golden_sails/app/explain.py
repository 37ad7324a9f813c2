"""What a choice would change, in words, from the viewer's own view.

For each Area of each card on the table, :func:`area_notes` tells how that
Good type scores (the rulebook's terms) and what taking the card as that Good
would change for the viewer now: "As a Gem: +7 VP if the game ended now; your
sequence 3-4-5 becomes 3-4-5-6".  :func:`scores_now` gives each player's total if
the game ended now, from what the viewer may see: a Gem whose class he may
not see is left out, and said so.

Everything is read from the view (golden_sails.bots.knowledge reads it), so a
note can never tell more than the viewer may know.
"""

from __future__ import annotations

from typing import Any

from ..bots.knowledge import known_gems, known_table, with_card
from ..game.log import gem_visible
from ..game.words import HOW_IT_SCORES, good_one
from ..model.cards import PILES, WEAPONS
from ..model.deck import load_animal_references
from ..model.glossary import kind_name
from ..model.table import Piles, Table
from ..scoring import decide_all, score_table, totals
from ..scoring.animals import animal_score
from ..scoring.gems import gem_score
from ..scoring.spells import PileCounts, spell_reason
from ..scoring.spices import SPICE_VP
from ..scoring.weapons import weapon_values

View = dict[str, Any]


def _runs(runs: tuple[tuple[int, ...], ...]) -> str:
    return " and ".join("-".join(map(str, run)) for run in runs) or "none"


def _shifts(piles: Piles) -> int:
    return sum(1 for s in piles.spells if s.power == "gem_shift")


def _gem_change(before: Piles, after: Piles, gem: int) -> str:
    old = gem_score(before.gems, _shifts(before))
    new = gem_score(after.gems, _shifts(after))
    grown = next((run for run in new.runs if gem in run and len(run) > 1), None)
    if grown is not None:
        parts = [run for run in old.runs if set(run) <= set(grown)]
        if len(parts) == 1:
            before_text, after_text = "-".join(map(str, parts[0])), "-".join(map(str, grown))
            return f"your sequence {before_text} becomes {after_text}"
        if len(parts) > 1:
            joined = " and ".join("-".join(map(str, r)) for r in parts)
            return f"it joins {joined} into {'-'.join(map(str, grown))}"
    if new.vp == old.vp + 1:
        return f"a sequence of its own: class {gem}"
    return f"your sequences {_runs(old.runs)} become {_runs(new.runs)}"


def _kinds(n: int) -> str:
    return f"{n} kind{'' if n == 1 else 's'}"


def _spice_change(before: Piles, spice: str) -> str:
    kinds = len(set(before.spices))
    if spice in before.spices:
        return f"you have {kind_name(spice)} already: still {_kinds(kinds)}"
    return (
        f"a new kind: {_kinds(kinds)} become {_kinds(kinds + 1)} "
        f"({SPICE_VP[kinds]} -> {SPICE_VP[kinds + 1]} VP)"
    )


def _animal_change(table: Table, before: Piles, after: Piles) -> str:
    reference = load_animal_references()[table.animal_reference]
    old = animal_score(reference, before.animals)
    new = animal_score(reference, after.animals)
    return f"your Animals score {old.vp} -> {new.vp} VP (reference {reference.code})"


def _weapon_change(table: Table, seat: int, before: Piles, after: Piles, kind: str) -> str:
    if any(w.kind == kind for w in before.weapons):
        return f"a second {kind_name(kind)}: both count 0, still Weapon cards"
    boosts = [0, 0, 0, 0]
    for spell in before.spells:
        if spell.power == "weapon_boost" and spell.weapon is not None:
            boosts[WEAPONS.index(spell.weapon)] += 1
    old_left, old_right = (
        weapon_values(before.weapons, boosts) if before.weapons else ((0,) * 4,) * 2
    )
    new_left, new_right = weapon_values(after.weapons, boosts)
    gained_left, gained_right = sum(new_left) - sum(old_left), sum(new_right) - sum(old_right)
    n = table.players
    if n == 2:
        return f"it steals {max(gained_left, gained_right)} more from {table.names[1 - seat]}"
    left, right = table.names[(seat + 1) % n], table.names[(seat - 1) % n]
    return f"it steals {gained_left} more from {left} (left), {gained_right} from {right} (right)"


def _spell_change(after: Piles) -> str:
    spell = after.spells[-1]
    return f"{spell.describe()}: {spell_reason(spell, PileCounts.of(after))}"


def _change(table: Table, seat: int, card: dict[str, Any], pile: str, after_table: Table) -> str:
    before, after = table.piles[seat], after_table.piles[seat]
    if pile == "gems":
        return _gem_change(before, after, card["gem"])
    if pile == "spices":
        return _spice_change(before, card["spice"])
    if pile == "animals":
        return _animal_change(table, before, after)
    if pile == "weapons":
        return _weapon_change(table, seat, before, after, card["weapon"]["kind"])
    return _spell_change(after)


def area_notes(view: View) -> dict[str, dict[str, str]]:
    """For each card on the table (by slot, as a string key) and each of its
    Areas: how that Good scores and what taking it so would change for the
    viewer now.  Empty for the table's view (nobody's)."""
    seat = view["viewer"]
    if seat is None:
        return {}
    table = known_table(view)
    now = totals(table)[seat]
    notes: dict[str, dict[str, str]] = {}
    for slot, cell in enumerate(view["table"]):
        if cell is None:
            continue
        card = cell["card"]
        per_pile = {}
        for pile in PILES:
            after = with_card(table, seat, card, pile)
            gain = totals(after)[seat] - now
            change = _change(table, seat, card, pile, after)
            per_pile[pile] = (
                f"As {_a(good_one(pile))}: {gain:+d} VP if the game ended now; {change}. "
                f"{HOW_IT_SCORES[pile]}"
            )
        notes[str(slot)] = per_pile
    return notes


def _a(word: str) -> str:
    return ("an " if word[0] in "AEIOU" else "a ") + word


def scores_now(view: View) -> list[dict[str, Any]]:
    """Each player's total if the game ended now, as the viewer may count it,
    and how many of his Gems the viewer cannot see (left out of that total)."""
    table = known_table(view)
    known = known_gems(view)
    now = totals(table)
    return [
        {
            "seat": seat,
            "total": now[seat],
            "hidden_gems": len(player["piles"]["gems"]) - len(known[seat]),
        }
        for seat, player in enumerate(view["players"])
    ]


def sheet_now(view: View, seat: int, labels: list[str]) -> dict[str, Any]:
    """``seat``'s score sheet if the game ended now, with its reasons, as the
    viewer may count it: the final choices his (R11's proposal), and a Gem
    whose class the viewer may not know left out, and said so.  At the end,
    the final sheet itself."""
    players = view["players"]
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(players):
        raise ValueError(f"seat: {seat!r} is not a seat of this game")
    name = labels[seat]
    if view["phase"] == "over":
        sheet = view["scoring"]["sheet"]["players"][seat]
        return {
            "seat": seat,
            "title": f"{name}: {sheet['total']} VP, the final score",
            "notes": ["The final score sheet: every Gem revealed, every final choice made."],
            "player": sheet,
        }
    table = known_table(view)
    player = score_table(table, decide_all(table)).players[seat].to_json()
    hidden = len(players[seat]["piles"]["gems"]) - len(known_gems(view)[seat])
    if not gem_visible(seat, view["viewer"], view["variant"], final=view["phase"] == "scoring"):
        # Classes he heard, told in the reasons' words; never drawn as another
        # player's face-up Gem cards (the page's rule for Gem cards, R8).
        player["choices"]["scoring"]["gems"]["pile"] = []
    notes = [
        "If the game ended now, with the final choices the app would propose (Universal "
        "Goods, Protection, the Weapon side).",
    ]
    if view["viewer"] is None:
        notes.append("Counted from what the whole table sees.")
    if hidden:
        gems = "Gem" if hidden == 1 else "Gems"
        notes.append(
            f"{hidden} of {players[seat]['name']}'s {gems} face down to you "
            f"{'is' if hidden == 1 else 'are'} not counted here: each class was said aloud "
            "when taken, before your last turn. With the memory aid (in the settings) the "
            "log keeps them, and they count."
            if view["viewer"] is not None
            else f"{hidden} face-down {gems} not counted here."
        )
    elif players[seat]["piles"]["gems"] and view["viewer"] != seat and view["phase"] != "scoring":
        notes.append(
            "Every Gem counted as its class was said aloud when taken (or as it lies face up)."
        )
    return {
        "seat": seat,
        "title": f"{name}: {player['total']} VP if the game ended now",
        "notes": notes,
        "player": player,
    }
