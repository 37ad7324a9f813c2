"""The guided scenes: real games whose scripted moves are legal and do what the rulebook says."""

from __future__ import annotations

import json
import re

import pytest

from golden_sails import bridge
from golden_sails.game.engine import legal_moves, step
from golden_sails.game.moves import Move
from golden_sails.model.cards import EXPERTS, PILES
from golden_sails.teach.scenes import SCENES, SceneError, scene_state, scene_step

EXPERT = {name: i for i, name in enumerate(EXPERTS)}
PILE = {name: i for i, name in enumerate(PILES)}


@pytest.mark.parametrize("name", sorted(SCENES))
def test_every_scripted_move_is_legal_where_it_is_played(name: str) -> None:
    scene = SCENES[name]
    state = scene.start()
    for k, beat in enumerate(scene.beats):
        for move in beat.before:
            state = step(state, move)
        assert scene_state(scene, k).history == state.history
        if beat.move is not None:
            assert beat.move in legal_moves(state), f"step {k + 1}: {beat.move}"
            state = step(state, beat.move)
    assert scene.beats[-1].move is None  # the last step only tells what happened


def test_the_round_of_experts_does_what_the_rulebook_says() -> None:
    scene = SCENES["experts"]
    andy, bob, cathy = 0, 1, 2
    assert scene.config.names == ("Andy", "Bob", "Cathy")

    start = scene_state(scene, 0)
    assert (start.first, start.to_act, start.phase, len(start.market)) == (andy, andy, "assign", 3)
    # R3: Andy, then Bob (Andy's left, R1), then Cathy each put one Expert down.
    assert scene_state(scene, 2).experts[1] == (andy, EXPERT["armourer"])
    assert scene_state(scene, 3).experts[2] == (bob, EXPERT["hunter"])
    after_assign = scene_state(scene, 4)
    assert after_assign.experts[0] == (cathy, EXPERT["cook"])
    # R4: Cathy assigned last, so she takes first.
    assert (after_assign.phase, after_assign.to_act) == ("take", cathy)

    cathy_took = scene_state(scene, 5)
    assert len(cathy_took.piles[cathy][PILE["weapons"]]) == 1
    assert cathy_took.to_act == bob
    bob_took = scene_state(scene, 6)
    assert len(bob_took.piles[bob][PILE["animals"]]) == 1

    # R5: Andy swaps the Cook for his Jeweler and takes a Gem; the Cook joins his own.
    end = scene_state(scene, 7)
    assert len(end.piles[andy][PILE["gems"]]) == 1
    assert all(len(p) == 0 for i, p in enumerate(end.piles[andy]) if i != PILE["gems"])
    hand = end.hands[andy]
    assert (hand[EXPERT["cook"]], hand[EXPERT["jeweler"]]) == (2, 0)
    assert [sum(h) for h in end.hands] == [4, 4, 4]
    # R7: the First Player card passes clockwise, to Bob, who reveals round 2.
    assert (end.round, end.first, end.phase) == (2, bob, "assign")


def test_a_step_shows_the_table_and_only_the_scripted_move() -> None:
    scene = SCENES["experts"]
    for k, beat in enumerate(scene.beats):
        shown = scene_step("experts", k + 1)
        assert shown["step"] == k + 1 and shown["say"] == beat.say
        assert shown["scene"]["steps"] == len(scene.beats)
        assert shown["view"]["viewer"] is None
        if beat.question is not None:  # every legal move an answer
            legal = legal_moves(scene_state(scene, k))
            assert shown["view"]["legal_moves"] == [m.to_json() for m in legal]
            continue
        assert shown["view"]["legal_moves"] == ([beat.move.to_json()] if beat.move else [])
    last = scene_step("experts", len(scene.beats))["view"]
    # R8/R10: the table's view shows Andy's Gem class only in its announcement.
    assert last["players"][0]["piles"]["gems"] == [{"gem": None}]
    assert last["announce"]["seat"] == 0 and 1 <= last["announce"]["gem"] <= 8


@pytest.mark.parametrize(
    ("name", "step", "fault"),
    [
        ("chess", 1, "name: 'chess' is not a lesson; the lessons are setup, experts, piles"),
        (None, 1, "name: None is not a lesson"),
        ("experts", 9, "step: 9 is not a step of this lesson; its steps are 1 to 8"),
        ("experts", 0, "step: 0 is not a step"),
        ("experts", True, "step: True is not a step"),
        ("experts", "2", "step: '2' is not a step"),
    ],
)
def test_a_wrong_scene_or_step_is_named(name: object, step: object, fault: str) -> None:
    with pytest.raises(SceneError, match="^" + re.escape(fault)):
        scene_step(name, step)


def test_the_bridge_answers_a_step_or_names_the_fault() -> None:
    answer = json.loads(bridge.scene("experts", 2))
    assert answer["ok"] and answer["move"] == {"type": "assign", "card": 1, "expert": "armourer"}
    bad = json.loads(bridge.scene("experts", 99))
    assert bad == {
        "ok": False,
        "error": "step: 99 is not a step of this lesson; its steps are 1 to 8",
        "place": "step",
        "code": "SceneError",
    }


# --- Lessons you do: every control on a step's table says why it is not the move ---


@pytest.mark.parametrize("name", sorted(SCENES))
def test_a_move_step_offers_every_control_and_only_the_asked_move_goes_on(name: str) -> None:
    scene = SCENES[name]
    for k, beat in enumerate(scene.beats):
        shown = scene_step(name, k + 1)
        if beat.move is None:
            assert "tries" not in shown
            continue
        state = scene_state(scene, k)
        tries = shown["tries"]
        # Every legal move is on the table, so a learner can try any of them.
        moves = [t["move"] for t in tries]
        assert all(m.to_json() in moves for m in legal_moves(state))
        if beat.question is not None:
            # A question's step: every legal move is an answer with its verdict; an
            # illegal one keeps the rules' refusal.
            legal = set(legal_moves(state))
            for t in tries:
                move = Move.from_json(t["move"])
                if move in legal:
                    assert t["wrong"] is None and "verdict" in t, (name, k + 1)
                    assert t["verdict"]["correct"] == (move in beat.question.accepted)
                else:
                    assert "verdict" not in t and t["wrong"].startswith("Not allowed. ")
            continue
        asked = [t for t in tries if t["wrong"] is None]
        assert [t["move"] for t in asked] == [beat.move.to_json()], f"step {k + 1}"
        assert all("verdict" not in t for t in tries)
        asked_label = asked[0]["label"]
        for t in tries:
            if t["wrong"] is None:
                continue
            if Move.from_json(t["move"]) in legal_moves(state):
                assert t["wrong"].endswith(f"asks for another move: {asked_label}.")
            else:
                # The rules' own refusal: step() refuses it.
                with pytest.raises(ValueError):
                    step(state, t["move"])
                assert t["wrong"].startswith("Not allowed. ")


def test_a_wrong_area_names_the_rules_refusal_with_the_cards_number_as_shown() -> None:
    tries = scene_step("experts", 3)["tries"]  # Bob's turn; Andy's Armourer is on card 2 (R3)
    by_move = {json.dumps(t["move"], sort_keys=True): t for t in tries}
    on_card_2 = by_move[json.dumps({"card": 1, "expert": "cook", "type": "assign"}, sort_keys=True)]
    assert on_card_2["wrong"] == "Not allowed. Card 2 already has an Expert on it."
    other = by_move[json.dumps({"card": 0, "expert": "hunter", "type": "assign"}, sort_keys=True)]
    assert other["wrong"] == (
        "The rules allow it, but this step asks for another move: "
        "Put your Hunter on card 3: it becomes an Animal (Unicorn)."
    )
    # R5: Andy's swap for an Expert he has no more of is refused by the engine.
    swaps = {t["move"].get("swap"): t for t in scene_step("experts", 7)["tries"]}
    assert swaps["armourer"]["wrong"] == "Not allowed. Andy has no Armourer left."
    assert swaps["jeweler"]["wrong"] is None


def test_no_refusal_tells_a_hidden_hand_in_the_secretive_variant() -> None:
    # R10 (secretive): the viewer sees only his own Experts; a step's tries
    # refuse for his own hand only.
    for name, scene in SCENES.items():
        for k, beat in enumerate(scene.beats):
            if beat.move is None or scene.config.variant != "secretive":
                continue
            state = scene_state(scene, k)
            names = [n for i, n in enumerate(scene.config.names) if i != scene.viewer]
            for t in scene_step(name, k + 1)["tries"]:
                assert state.to_act == scene.viewer or Move.from_json(t["move"]) in legal_moves(
                    state
                )
                assert not any(f"{n} has no" in (t["wrong"] or "") for n in names)


@pytest.mark.parametrize("lang", ["de", "fr", "es", "pl"])
def test_a_refusal_puts_no_capitalised_sentence_after_a_colon(lang: str) -> None:
    """The rules' refusal is a sentence with its own capital: it follows a sentence,
    not a colon, so no language reads "Niedozwolone: Na karcie 2 …" (Polish #38, FR-29,
    ES-19)."""
    from golden_sails.model import i18n

    with i18n.language(lang):
        tries = scene_step("experts", 3)["tries"]
    move = json.dumps({"card": 1, "expert": "cook", "type": "assign"}, sort_keys=True)
    refusal = next(t["wrong"] for t in tries if json.dumps(t["move"], sort_keys=True) == move)
    assert refusal and "2" in refusal
    after_colons = [part[:1] for part in re.split(r":\s+", refusal)[1:]]
    assert not any(c.isupper() for c in after_colons), refusal
