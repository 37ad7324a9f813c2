"""The lessons: real games whose every move is legal, whose every number is the rules
core's own, each ending with a Try-it target that works, and together the whole rulebook."""

from __future__ import annotations

import json
import re

import pytest

from golden_sails import bridge
from golden_sails.app.links import read_new_game_link
from golden_sails.app.scorepad import load_table
from golden_sails.game.engine import GameConfig, State, legal_moves, step
from golden_sails.model.cards import SPELL_POWERS
from golden_sails.model.deck import load_deck
from golden_sails.teach.lessons import LESSONS, Scene, lesson_list, scene_state
from golden_sails.teach.lessons.measure import check_value
from golden_sails.teach.lessons.model import SceneError
from golden_sails.teach.lessons.pick import Picker
from golden_sails.teach.lessons.plan import Want, plan
from golden_sails.teach.lessons.syllabus import RULES
from golden_sails.teach.scenes import scene_step

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
        words = [beat.say]
        if beat.question is not None:
            q = beat.question
            words += [q.ask, q.hint, q.why, q.set_piece, *q.replies.values()]
        stated = {int(n) for text in words for n in VP.findall(text)}
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
        # A question's step offers every legal move as an answer; another, its one move.
        state = scene_state(scene, k)
        offered = (
            [m.to_json() for m in legal_moves(state)]
            if beat.question is not None
            else [beat.move.to_json()]
            if beat.move
            else []
        )
        assert answer["view"]["legal_moves"] == offered
        assert ("question" in answer) == (beat.question is not None)
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
    assert NAMES[:2] == ["setup", "experts"]
    for entry in listed:
        scene = LESSONS[entry["name"]]
        assert entry["steps"] == len(scene.beats) >= 3
        assert entry["title"] and entry["source"].startswith("Rulebook") and entry["summary"]
        assert entry["teaches"] == list(scene.teaches) and entry["teaches"]
    answer = json.loads(bridge.lessons())
    assert answer["ok"] and answer["lessons"] == listed


def test_the_round_of_experts_keeps_its_name_and_steps() -> None:
    assert LESSONS["experts"].name == "experts" and len(LESSONS["experts"].beats) == 8


def taught_where() -> dict[str, tuple[str, int]]:
    """Each rule, and the lesson step (1-based) that teaches it."""
    out: dict[str, tuple[str, int]] = {}
    for name, scene in LESSONS.items():
        for k, beat in enumerate(scene.beats):
            for rule in beat.teaches:
                assert rule not in out, (rule, out.get(rule), (name, k + 1))
                out[rule] = (name, k + 1)
    return out


def test_each_rule_of_the_rulebook_is_taught_by_exactly_one_lesson_step() -> None:
    """The lessons cover the rulebook: every rule of the syllabus (set-up, the round,
    each Good type and reference, each Spell power, final scoring, the winner, the
    variants, each F.A.Q. case) is taught by one step, and no step teaches a rule the
    syllabus does not know."""
    taught = taught_where()
    assert set(taught) == set(RULES)
    assert set(SPELL_POWERS) <= set(taught)
    assert {f"reference-{code}" for code in ("I", "II", "III", "IV", "V")} <= set(taught)


def test_a_lesson_uses_only_what_an_earlier_lesson_taught() -> None:
    """Each lesson's declared "uses" were taught by an earlier lesson (teaching order),
    and what its words lean on before it teaches it is among them."""
    taught: set[str] = set()
    for name, scene in LESSONS.items():
        assert set(scene.uses) <= set(RULES), (name, set(scene.uses) - set(RULES))
        assert set(scene.uses) <= taught, (name, set(scene.uses) - taught)
        assert not set(scene.uses) & set(scene.teaches), name
        taught |= set(scene.teaches)


def test_a_swapped_order_of_two_lessons_would_be_caught() -> None:
    """The order check can fail: spells uses what weapons teaches, so spells before
    weapons is refused."""
    names = list(LESSONS)
    assert names.index("weapons") < names.index("spells")
    assert set(LESSONS["spells"].uses) & set(LESSONS["weapons"].teaches)


@pytest.mark.parametrize("name", NAMES)
def test_a_step_is_at_most_60_words_and_its_more_too(name: str) -> None:
    """A step fits a phone: its words at most 60 (a longer explanation is split, or
    folded behind "More")."""
    for k, beat in enumerate(LESSONS[name].beats):
        # A question's words are shown with the step's.
        ask = beat.question.ask if beat.question is not None else ""
        assert len(f"{beat.say} {ask}".split()) <= 60, (name, k + 1, len(beat.say.split()))
        assert len(beat.more.split()) <= 60, (name, k + 1)


def test_the_reconstructed_animal_references_are_marked_where_lessons_show_them() -> None:
    """R16: I, II and twelve of V's entries are the project's; the lesson list's entry
    and the step that gives the card's numbers say so, in the step's own words."""
    listed = {entry["name"]: entry for entry in lesson_list()}
    for code in ("I", "II", "V"):
        name = f"animals-{code.lower()}"
        assert "reconstruction" in listed[name]["summary"], name
        first = LESSONS[name].beats[0]
        assert "the app's reconstruction" in first.say, name
    for code in ("III", "IV"):
        assert "reconstruction" not in LESSONS[f"animals-{code.lower()}"].beats[0].say


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


def test_the_short_path_to_a_first_game_is_five_lessons_in_teaching_order() -> None:
    from golden_sails.teach.lessons import FIRST_GAME

    assert len(FIRST_GAME) == 5 and len(set(FIRST_GAME)) == 5
    assert all(name in LESSONS for name in FIRST_GAME)
    assert sorted(FIRST_GAME, key=NAMES.index) == list(FIRST_GAME)
    places = {e["name"]: e["first_game"] for e in lesson_list()}
    assert [n for n, p in sorted(places.items(), key=lambda e: e[1] or 99) if p] == list(
        FIRST_GAME
    )
    assert sum(p is not None for p in places.values()) == 5
