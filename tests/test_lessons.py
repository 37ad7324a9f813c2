"""The lessons: real games whose every move is legal, whose every number is the rules
core's own, each ending with a Try-it target that works, and together the whole rulebook."""

from __future__ import annotations

import json
import re

import pytest

from golden_sails import bridge
from golden_sails.cards import SPELL_POWERS
from golden_sails.deck import load_deck
from golden_sails.engine import GameConfig, State, legal_moves, step
from golden_sails.lessons import LESSONS, Scene, lesson_list, scene_state
from golden_sails.lessons.measure import check_value
from golden_sails.lessons.model import SceneError
from golden_sails.lessons.pick import Picker
from golden_sails.lessons.plan import Want, plan
from golden_sails.links import read_new_game_link
from golden_sails.scenes import scene_step
from golden_sails.scorepad import load_table

NAMES = list(LESSONS)
VP = re.compile(r"(\d+) VP")


def walk(scene: Scene) -> list[State]:
    """The state each step shows, every move checked legal where it is played."""
    state = scene.start()
    shown = []
    for k, beat in enumerate(scene.beats):
        for move in beat.before:
            assert move in legal_moves(state), (scene.name, k + 1, move)
            state = step(state, move)
        shown.append(state)
        if beat.move is not None:
            assert beat.move in legal_moves(state), (scene.name, k + 1, beat.move)
            state = step(state, beat.move)
    return shown


@pytest.mark.parametrize("name", NAMES)
def test_every_move_of_a_lesson_is_legal_where_it_is_played(name: str) -> None:
    scene = LESSONS[name]
    shown = walk(scene)
    for k in (0, len(scene.beats) - 1):
        assert scene_state(scene, k).history == shown[k].history


@pytest.mark.parametrize("name", NAMES)
def test_every_number_a_lesson_states_is_the_rules_cores(name: str) -> None:
    scene = LESSONS[name]
    for k, (beat, state) in enumerate(zip(scene.beats, walk(scene), strict=True)):
        for check in beat.checks:
            if check.instead is not None:
                assert check.instead in legal_moves(state), (name, k + 1, check.instead)
            assert check_value(check, state) == check.vp, (name, k + 1, check)
        stated = {int(n) for n in VP.findall(beat.say)}
        checked = {abs(c.vp) for c in beat.checks}
        assert stated <= checked, (name, k + 1, stated - checked)


@pytest.mark.parametrize("name", NAMES)
def test_the_numbers_of_a_lessons_summary_are_checked_in_its_steps(name: str) -> None:
    scene = LESSONS[name]
    checked = {abs(c.vp) for beat in scene.beats for c in beat.checks}
    assert {int(n) for n in VP.findall(scene.summary)} <= checked


@pytest.mark.parametrize("name", NAMES)
def test_a_step_shows_its_one_move_and_its_score(name: str) -> None:
    scene = LESSONS[name]
    for k, beat in enumerate(scene.beats):
        answer = scene_step(name, k + 1)
        assert answer["say"] == beat.say and answer["step"] == k + 1
        assert answer["view"]["legal_moves"] == ([beat.move] if beat.move else [])
        assert answer["view"]["viewer"] == scene.viewer
        if beat.score:
            for player in answer["score"]["players"]:
                assert [c["category"] for c in player["categories"]] == list(beat.score)
                assert all(c["lines"] for c in player["categories"])
        else:
            assert "score" not in answer


@pytest.mark.parametrize("name", NAMES)
def test_a_lesson_ends_with_a_try_it_target_that_works(name: str) -> None:
    scene = LESSONS[name]
    *steps, last = scene.beats
    assert last.try_it is not None and all(b.try_it is None for b in steps)
    target = last.try_it.to_json()
    if target["kind"] == "scorepad":
        load_table(json.dumps(target["table"]))
    else:
        assert read_new_game_link(target["query"])["errors"] == []
    assert scene_step(name, len(scene.beats))["try_it"] == target


@pytest.mark.parametrize("name", NAMES)
def test_players_read_no_rule_codes(name: str) -> None:
    scene = LESSONS[name]
    texts = [scene.title, scene.summary] + [b.say for b in scene.beats]
    texts += [b.try_it.text for b in scene.beats if b.try_it is not None]
    for text in texts:
        assert not re.search(r"\b[RD]\d+\b", text), text
        assert text.strip() == text and "  " not in text


def test_the_lesson_list_is_in_teaching_order_with_what_a_page_needs() -> None:
    listed = lesson_list()
    assert [entry["name"] for entry in listed] == NAMES
    assert NAMES[0] == "experts"
    for entry in listed:
        scene = LESSONS[entry["name"]]
        assert entry["steps"] == len(scene.beats) >= 3
        assert entry["title"] and entry["source"].startswith("Rulebook") and entry["summary"]
    answer = json.loads(bridge.lessons())
    assert answer["ok"] and answer["lessons"] == listed


def test_the_round_of_experts_keeps_its_name_and_steps() -> None:
    assert LESSONS["experts"].name == "experts" and len(LESSONS["experts"].beats) == 8


# The rulebook, item by item, and the lesson that teaches it.
COVERED = {
    "the round of Experts": ("experts", "assign"),
    "the last-card swap": ("experts", "last-card swap"),
    "piles": ("piles", "piles"),
    "the Experts' return": ("piles", "experts-return"),
    "the 4-player First Player skip": ("piles", "first-player-skip"),
    "Spices": ("spices", "spices"),
    "Gem runs": ("gems", "gem-runs"),
    "Gem shifts, two on one Gem": ("gem-shifts", "gem_shift"),
    "Animal reference I": ("animals-i", "reference-I"),
    "Animal reference II": ("animals-ii", "reference-II"),
    "Animal reference III": ("animals-iii", "reference-III"),
    "Animal reference IV": ("animals-iv", "reference-IV"),
    "Animal reference V": ("animals-v", "reference-V"),
    "Weapons": ("weapons", "weapons"),
    "Weapon boosts": ("weapon-spells", "weapon_boost"),
    "Protection": ("weapon-spells", "protection"),
    "the 2-player Weapon side": ("weapons-two", "weapon-side"),
    "Spells: 2 VP for each Spell": ("spells", "per_spell"),
    "Spells: 4 VP for 3 different Animals": ("spells", "three_animals"),
    "Spells: 1 VP for each Good of a type": ("spell-powers", "per_good"),
    "Spells: 2 VP for each Animal of a kind": ("spell-powers", "per_animal"),
    "Spells: 4 VP for each set of 5 types": ("spell-powers", "five_types"),
    "Spells: 4 VP for each pair of Spices": ("spice-pairs", "spice_pair"),
    "Universal Goods": ("universal", "universal"),
    "the final choices in their order": ("final-order", "final-order"),
    "the open variant": ("open", "variant-open"),
    "the secretive variant": ("secretive", "variant-secretive"),
}


def test_the_lessons_cover_the_whole_rulebook() -> None:
    for item, (name, topic) in COVERED.items():
        assert name in LESSONS, item
        assert topic in LESSONS[name].covers, item
    every_topic = {t for scene in LESSONS.values() for t in scene.covers}
    assert set(SPELL_POWERS) <= every_topic


def test_each_spell_power_is_in_a_learners_pile_at_a_lesson_step() -> None:
    """Not only named: each Spell power is on the table where a lesson shows it."""
    deck = load_deck()
    seen: set[str] = set()
    for scene in LESSONS.values():
        final = scene_state(scene, len(scene.beats) - 1)
        for seat in range(final.players):
            seen |= {deck[c].spell.power for c in final.piles[seat][0]}
    assert set(SPELL_POWERS) <= seen


def test_a_plan_needs_the_animal_reference_its_scores_are_worked_out_under() -> None:
    """A lesson's VP are worked out under one reference: a config left to pick one
    at random (animal_reference None) is refused by name."""
    card = Picker()
    rounds = [{0: Want(card.gem(5), "gems", by=0)}]
    with pytest.raises(SceneError, match=r"^plan: the config names no Animal reference$"):
        plan(GameConfig(names=("Andy", "Bob")), rounds)
    assert plan(GameConfig(names=("Andy", "Bob"), animal_reference="II"), rounds).reference == "II"
