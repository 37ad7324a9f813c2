"""Wording that is finished (the second walk's item 11), in the rules core's words:
no pronoun that guesses a player's sex, counts that agree with their nouns, log
placements that say what the card became (R8 keeping a Gem's class where it
keeps it), and a Spell Area's note whose VP are said where they come from."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from golden_sails.app.explain import area_notes, sheet_now
from golden_sails.app.final_words import final_choices
from golden_sails.app.screens import seat_entries
from golden_sails.bots.knowledge import known_table, with_card
from golden_sails.game.engine import State, with_memory_aid
from golden_sails.game.events import Assign, Reveal
from golden_sails.game.view import view
from golden_sails.game.words import area_texts
from golden_sails.model.cards import EXPERT_PILE
from golden_sails.model.deck import load_deck
from golden_sails.model.i18n import language
from golden_sails.scoring import scores
from golden_sails.teach.lessons import LESSONS, scene_state
from helpers import NAMES, game, log_lines, play_random

# "his", "her", "himself", "he"... anywhere in a line about a named player.
_GENDERED = re.compile(r"\b(he|she|his|her|hers|him|himself|herself)\b", re.IGNORECASE)
_A_GOOD = {"spices": "a Spice", "animals": "an Animal", "spells": "a Spell", "weapons": "a Weapon"}


def _games() -> Iterator[State]:
    """Whole games of 2, 3 and 4 players, standard and open, to the end."""
    for players, variant, seed in ((2, "standard", 3), (3, "open", 7), (4, "standard", 11)):
        yield play_random(game(players, seed=seed, variant=variant), seed)


def _assigns(state: State) -> list[tuple[Assign, int]]:
    """Each Expert put down, with the card it was put on."""
    out, market = [], ()
    for event in state.events():
        if isinstance(event, Reveal):
            market = event.market
        elif isinstance(event, Assign):
            out.append((event, market[event.slot]))
    return out


def test_no_log_line_and_no_risk_guesses_a_players_sex() -> None:
    """Issue 32 item 11: "Leila takes the Hunter into his supply, plays his Jeweler"."""
    swaps = 0
    for state in _games():
        for memory in (False, True):
            for entry, text in log_lines(view(state, 0, memory_aid=memory)):
                assert not _GENDERED.search(text), text
                swaps += entry.get("swapped") is not None
    assert swaps  # the first player's change of type (R5) was said
    # A later player's Protection, as the final choices tell it (D18).
    state = play_random(game(3, seed=1), 1, lambda s: s.phase == "scoring")
    lesson = scene_state(LESSONS["final-order"], 1)
    for shown in (view(state, state.to_act), view(lesson, lesson.to_act)):
        final = final_choices(shown, seat_entries(shown, ("human",) * len(shown["players"])))
        for risk in final["mine"]["risks"] + final["proposal"]["risks"]:
            assert not _GENDERED.search(risk), risk
    shown = view(lesson, lesson.to_act)
    seats = seat_entries(shown, ("human",) * len(shown["players"]))
    risks = final_choices(shown, seats)["mine"]["risks"]
    assert [re.sub(r"\d+", "n", r) for r in risks] == [
        "If Andy chooses Protection from Katars: n VP less."
    ]


def test_a_placement_says_what_the_card_became() -> None:
    """ "Zheng puts a Hunter on card 3: an Animal (Phoenix)." as the since-list says it."""
    deck = load_deck()
    for state in _games():
        lines = [(e, t) for e, t in log_lines(view(state, 0)) if e["kind"] == "assign"]
        placed = _assigns(state)
        assert len(lines) == len(placed)
        for (entry, text), (event, card) in zip(lines, placed, strict=True):
            pile = EXPERT_PILE[event.expert]
            assert entry["pile"] == pile
            name = NAMES[event.seat]
            head = f"{name} puts a{'n' if event.expert == 'armourer' else ''} "
            assert text.startswith(head), text
            if pile != "gems":
                area = area_texts(deck[card])[pile]
                said = f"on card {event.slot + 1}: {_A_GOOD[pile]} ({area})."
                assert text.endswith(said), text


def test_a_jewelers_card_names_its_class_only_where_the_log_names_every_class_r8() -> None:
    """The card's class lies face up while it is on the table, but the line stays
    after someone takes it: it names the class with the memory aid on, in the open
    variant, and never else (or "takes a Gem" from that card would tell it, D21)."""
    deck = load_deck()
    seen = {"hidden": 0, "said": 0}
    for variant, seed in (("standard", 4), ("open", 4), ("secretive", 9)):
        state = play_random(game(3, seed=seed, variant=variant), seed)
        for memory in (False, True):
            for viewer in (0, 1, None):
                log = log_lines(view(with_memory_aid(state, memory), viewer))
                lines = [(e, t) for e, t in log if e["kind"] == "assign" and e["pile"] == "gems"]
                placed = [(e, c) for e, c in _assigns(state) if e.expert == "jeweler"]
                assert len(lines) == len(placed) > 0
                for (entry, text), (event, card) in zip(lines, placed, strict=True):
                    said = memory or variant == "open"
                    gem = deck[card].gem
                    if said:
                        assert entry["gem"] == gem
                        assert text.endswith(f": a Gem of class {gem}.")
                    else:
                        assert "gem" not in entry
                        assert text.endswith(f"card {event.slot + 1}: a Gem.")
                    seen["said" if said else "hidden"] += 1
    assert seen["said"] and seen["hidden"]


def test_a_count_of_face_down_gems_agrees_with_its_noun() -> None:
    """ "1 of Marco's Gem face down..." was glued in the wrong number."""
    found = {}
    for seed in range(40):
        state = play_random(game(3, seed=seed), seed, lambda s: s.round == 9)
        mine = view(state, state.to_act)
        for other in range(3):
            if other == state.to_act:
                continue
            for note in sheet_now(mine, other, list(NAMES[:3]))["notes"]:
                match = re.match(r"(\d+) of (\w+)'s Gems (is|are) face down to you", note)
                if match:
                    n = int(match[1])
                    assert match[3] == ("is" if n == 1 else "are"), note
                    assert ("its class" in note) == (n == 1), note
                    found[n == 1] = note
        if len(found) == 2:
            break
    assert set(found) == {True, False}, found


def _spell_notes() -> Iterator[tuple[str, str, int, int]]:
    """(power, note, the gain the note says, the total's change) for the Spell Area
    of every card on the table, over many positions."""
    for seed in range(40):
        for round_no in (5, 10):
            state = play_random(
                game(3, seed=seed), seed, lambda s, r=round_no: s.round == r and s.phase == "assign"
            )
            shown = view(state, state.to_act)
            notes = area_notes(shown)
            table = known_table(shown)
            before = scores(table)[state.to_act].total
            for slot, cell in enumerate(shown["table"]):
                if cell is None:
                    continue
                after = with_card(table, state.to_act, cell["card"], "spells")
                change = scores(after)[state.to_act].total - before
                note = notes[str(slot)]["spells"]
                gain = int(re.match(r"As a Spell: ([+-]\d+) VP", note)[1])  # type: ignore[index]
                yield cell["card"]["spell"]["power"], note, gain, change


def test_a_spell_areas_note_says_where_its_vp_come_from() -> None:
    """ "+3 VP if the game ended now; Universal Good: no VP of its own" contradicted
    itself.  Whenever the total changes by more than the card's own VP, the note
    lists each category's change, and they add up to the gain; a Universal Good
    says where the final choice the app proposes would send it (R12)."""
    powers: dict[str, int] = {}
    for power, note, gain, change in _spell_notes():
        assert gain == change
        listed = re.match(r"As a Spell: [+-]\d+ VP if the game ended now \(([^)]*)\);", note)
        if listed:
            pairs = re.findall(r"(-?\d+) -> (-?\d+) VP", listed[1])
            assert sum(int(b) - int(a) for a, b in pairs) == gain, note
        if power == "universal":
            assert "no VP of its own" not in note.split(";")[1] or gain == 0
            assert "it counts where your final choice sends it" in note, note
            if gain:
                assert listed, note
        elif "no VP of its own" in note and gain:
            assert listed, note  # the VP said, where they come from
        powers[power] = powers.get(power, 0) + bool(listed)
    assert {"universal", "protection", "gem_shift", "weapon_boost"} <= set(powers)
    assert powers["universal"] and powers["weapon_boost"]


@pytest.mark.parametrize("lang", ["de", "fr", "es", "pl"])
def test_the_new_lines_speak_every_language(lang: str) -> None:
    """The placements and the Spell notes come from the catalogs (complete in
    every language: tests/test_catalogs.py), never left in English."""
    state = play_random(game(3, seed=4), 4, lambda s: s.round == 4)
    log = log_lines(view(state, 0))
    notes = area_notes(view(state, state.to_act))
    with language(lang):
        words = [text for _, text in log_lines(view(state, 0))]
        spoken = area_notes(view(state, state.to_act))
    placed = [k for k, (e, _) in enumerate(log) if e["kind"] == "assign"]
    assert placed and all(words[k] != log[k][1] for k in placed)
    assert notes and all(
        spoken[slot]["spells"] != notes[slot]["spells"] for slot in notes
    )
