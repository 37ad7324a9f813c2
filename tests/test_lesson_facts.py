"""What each lesson's words say happens on its table does happen: who plays which
Expert, what lies on the table, who decides when, what a player may see."""

from __future__ import annotations

from typing import Any

from golden_sails.app.explain import final_sheet
from golden_sails.game.engine import State
from golden_sails.game.moves import Move
from golden_sails.game.view import view
from golden_sails.model.cards import EXPERTS, PILES
from golden_sails.model.deck import load_deck
from golden_sails.scoring import propose
from golden_sails.teach.lessons import LESSONS, scene_state
from golden_sails.teach.scenes import scene_step

ANDY, BOB, CATHY, DORA = range(4)
PILE = {name: i for i, name in enumerate(PILES)}
DECK = load_deck()


def at(name: str, step: int) -> tuple[State, dict[str, Any]]:
    """The state step ``step`` (1-based) shows, and the step as the page gets it."""
    return scene_state(LESSONS[name], step - 1), scene_step(name, step)


def pile(state: State, seat: int, name: str) -> list[Any]:
    cards = state.piles[seat][PILE[name]]
    area = {"gems": "gem", "spices": "spice", "animals": "animal"}.get(name)
    return [getattr(DECK[c], area) if area else DECK[c] for c in cards]


def on_table(state: State) -> list[tuple[int, str, Any]]:
    """(owner of the Expert, Expert, the card) for every card left on the table."""
    return [
        (e[0], EXPERTS[e[1]], DECK[c])
        for c, e in zip(state.market, state.experts, strict=True)
        if c is not None and e is not None
    ]


def taken(step_answer: dict[str, Any]) -> dict[str, Any]:
    """The card the step's move takes, and the Expert on it."""
    slot = step_answer["move"]["card"]
    return step_answer["view"]["table"][slot]


def test_setup_shows_a_dealt_game_before_its_first_move() -> None:
    """R2: 48 cards for 4 players (12 a player), four revealed, Andy first, five
    Experts each; the Animal reference is IV."""
    for k in range(1, 5):
        state, step = at("setup", k)
        assert state.moves() == [] and state.round == 1 and state.first == ANDY
        assert len(state.deck) + 4 == 48 and state.market.count(None) == 0
        assert all(h == (1, 1, 1, 1, 1) for h in state.hands)
        assert state.reference == "IV" and step["move"] is None


def test_the_round_of_experts_ends_with_cathys_cook_in_andys_supply() -> None:
    """R5 (D2): after the swap Andy holds two Cooks (his own and Cathy's), a Hunter and
    a Sorcerer; Cathy holds no Cook until the return."""
    state, _ = at("experts", 8)
    cook, hunter, sorcerer = (EXPERTS.index(e) for e in ("cook", "hunter", "sorcerer"))
    assert state.hands[ANDY][cook] == 2
    assert state.hands[ANDY][hunter] == state.hands[ANDY][sorcerer] == 1
    assert sum(state.hands[ANDY]) == 4
    assert state.hands[CATHY][cook] == 0 and sum(state.hands[CATHY]) == 4
    assert state.first == BOB


def test_piles_grow_and_the_experts_return() -> None:
    state, step = at("piles", 1)
    assert (state.first, state.to_act) == (ANDY, ANDY)
    assert step["move"]["expert"] == "cook"
    assert step["view"]["table"][step["move"]["card"]]["card"]["spice"] == "anise"
    state, _ = at("piles", 2)
    takers = [r.seat for r in state.moves() if r.move.type == "take"]
    assert takers == [DORA, CATHY, BOB]
    state, step = at("piles", 3)
    assert (state.round, state.first, state.phase, state.to_act) == (2, BOB, "take", ANDY)
    assert taken(step)["expert"] == {"seat": BOB, "expert": "cook", "pile": "spices"}
    assert taken(step)["card"]["spice"] == "mint"
    state, step = at("piles", 4)
    assert pile(state, ANDY, "spices") == ["anise", "mint"]
    assert taken(step)["expert"]["pile"] == "gems"
    state, step = at("piles", 5)
    assert (state.round, state.first) == (4, DORA)
    assert [sum(h) for h in state.hands] == [2, 2, 2, 1]  # Dora, first, has played hers
    assert step["move"]["expert"] == "hunter"
    state, step = at("piles", 7)
    assert (state.round, state.first, state.to_act) == (5, BOB, BOB)
    assert all(h == (1, 1, 1, 1, 1) for h in state.hands)
    # Andy's Gem: his own view shows its class; the table's does not (R8).
    assert view(state, ANDY)["players"][ANDY]["piles"]["gems"] == [{"gem": 6}]
    assert view(state, None)["players"][ANDY]["piles"]["gems"] == [{"gem": None}]


def test_spices_come_from_each_players_cook() -> None:
    kinds = ["anise", "mint", "pepper", "anise"]
    for k in range(4):
        _, step = at("spices", k + 1)
        assert taken(step)["expert"]["seat"] == k and taken(step)["expert"]["expert"] == "cook"
        assert taken(step)["card"]["spice"] == kinds[k]
    state, _ = at("spices", 5)
    assert pile(state, ANDY, "spices") == kinds


def test_gems_offer_a_3_and_a_4() -> None:
    state, step = at("gems", 3)
    assert sorted(pile(state, ANDY, "gems")) == [1, 2, 4, 8]
    assert (state.phase, state.to_act, state.market.count(None)) == ("take", ANDY, 0)
    jewels = sorted(card.gem for _, expert, card in on_table(state) if expert == "jeweler")
    assert jewels == [3, 4]
    assert taken(step)["card"]["gem"] == 3


def test_gem_shifts_lie_on_the_table() -> None:
    state, step = at("gem-shifts", 1)
    assert sorted(pile(state, ANDY, "gems")) == [1, 4, 5]
    assert taken(step)["expert"]["seat"] == DORA
    assert taken(step)["card"]["spell"]["power"] == "gem_shift"
    _, step = at("gem-shifts", 2)
    assert taken(step)["card"]["spell"]["power"] == "gem_shift"


def test_the_animals_come_in_the_order_the_words_say() -> None:
    orders = {
        "animals-i": ["unicorn", "spider", "unicorn", "unicorn"],
        "animals-ii": ["unicorn", "phoenix", "spider", "serpent"],
        "animals-iii": ["serpent", "phoenix", "serpent", "unicorn"],
        "animals-v": ["phoenix", "spider", "unicorn", "unicorn", "serpent"],
    }
    for name, animals in orders.items():
        scene = LESSONS[name]
        final = scene_state(scene, len(scene.beats) - 1)
        assert pile(final, ANDY, "animals") == animals, name
        for k in range(2, len(scene.beats)):
            _, step = at(name, k)
            if "Hunter lies on" in step["say"]:
                owner = step["say"].split("'s Hunter")[0].split()[-1]
                assert scene.config.names[taken(step)["expert"]["seat"]] == owner, (name, k)
    state, step = at("animals-iv", 2)
    assert pile(state, ANDY, "animals") == ["unicorn", "unicorn", "phoenix"]
    hunted = sorted(card.animal for _, expert, card in on_table(state) if expert == "hunter")
    # N1: the lesson takes the Phoenix, the better card (12 VP against the example's 10).
    assert hunted == ["phoenix", "spider"] and taken(step)["card"]["animal"] == "phoenix"


def test_weapons_offer_a_katar_and_a_second_boomerang() -> None:
    state, step = at("weapons", 2)
    kinds = [w.weapon.kind for w in pile(state, ANDY, "weapons")]
    assert kinds == ["mambele", "boomerang", "shuriken"]
    armed = sorted(
        (card.weapon.kind, card.weapon.left, card.weapon.right)
        for _, expert, card in on_table(state)
        if expert == "armourer"
    )
    assert [a[0] for a in armed] == ["boomerang", "katar"] and ("katar", 2, 0) in armed
    assert taken(step)["card"]["weapon"]["kind"] == "katar"


def test_bob_decides_first_and_is_proposed_mambeles() -> None:
    state, _ = at("weapon-spells", 3)
    assert state.phase == "scoring" and state.to_act == BOB
    assert state.scoring is not None and state.scoring.table.decision_order() == (1, 2, 0)
    assert state.scoring.pending is not None
    assert state.scoring.pending.protection == ("mambele",)


def test_two_players_choose_a_side() -> None:
    state, _ = at("weapons-two", 1)
    assert state.to_act == ANDY and state.scoring is not None
    assert state.scoring.pending is not None and state.scoring.pending.side == "left"


def test_the_universal_good_is_proposed_for_the_spices() -> None:
    state, step = at("universal", 1)
    assert taken(step)["card"]["spell"]["power"] == "universal"
    assert taken(step)["card"]["spice"] == "lotus"
    state, step = at("universal", 2)
    assert state.to_act == ANDY and state.scoring is not None
    assert state.scoring.pending is not None
    assert state.scoring.pending.universal == ("spices",)
    assert pile(state, ANDY, "spices") == ["anise", "mint", "pepper"]
    # What the words say of the moved card, the table shows: where it goes (F23).
    card = step["view"]["players"][ANDY]["piles"]["spells"][0]
    said = step["words"]["piles"][ANDY]["spells"][0]["text"]
    assert card["moved"] == "spices" and said.endswith(": moved atop the Spices pile, as Lotus")
    _, step = at("universal", 3)  # left in the Spell pile
    assert "moved" not in step["view"]["players"][ANDY]["piles"]["spells"][0]


def test_the_order_of_final_choices_changes_andys_protection() -> None:
    state, _ = at("final-order", 1)
    assert state.to_act == BOB and state.scoring is not None
    assert state.scoring.table.decision_order() == (1, 2, 0)
    # The proposal is the Animals (D18): the Weapons are not sure of as much.
    assert state.scoring.pending is not None
    assert state.scoring.pending.universal == ("animals",)
    state, _ = at("final-order", 2)
    assert state.scoring is not None and state.scoring.pending is not None
    assert state.scoring.pending.universal == ("weapons",)
    # Cathy has nothing to choose: no step asks her (D14); Andy decides at step 4.
    state, _ = at("final-order", 4)
    assert state.to_act == ANDY and state.scoring is not None
    assert state.scoring.decided[CATHY] is not None
    assert state.scoring.decided[BOB] is not None
    assert state.scoring.decided[BOB].universal == ("animals",)
    assert state.scoring.pending is not None
    assert state.scoring.pending.protection == ("boomerang",)
    # Deciding first, Andy guards against the Katar Bob could still arm (D18).
    assert propose(state.scoring.table, ANDY, {}).choices.protection == ("katar",)


def test_the_tie_of_the_universal_game_goes_to_bob_r18() -> None:
    """R18: at the end of the Universal Goods lesson's game Bob and Cathy tie, and the
    lower Weapon score (Bob's) wins, as the winner lesson says."""
    state, _ = at("winner", 2)
    assert state.phase == "over" and state.scoring is not None
    shown = view(state, None)
    sheet = final_sheet(shown)
    assert shown["scoring"]["winners"] == sheet.to_json()["winners"] == ["Bob"]
    assert sheet.verdict() == (
        "Bob and Cathy tie on 23 VP. Bob wins the tie with the lower Weapon score "
        "(\u22122 against Cathy +0)."
    )


def test_the_open_variant_shows_bobs_gem_to_andy() -> None:
    _, step = at("open", 3)
    assert step["view"]["viewer"] == ANDY
    assert step["view"]["players"][BOB]["piles"]["gems"] == [{"gem": 6}]


def test_the_secretive_variant_hides_bobs_experts_from_andy() -> None:
    _, step = at("secretive", 1)
    assert step["view"]["players"][BOB]["experts"] is None
    assert step["view"]["players"][ANDY]["experts"] is not None
    state, step = at("secretive", 2)
    bob = [r.move for r in state.moves() if r.seat == BOB and r.move.type == "assign"]
    assert bob == [Move.from_json({"type": "assign", "card": BOB, "expert": "hunter"})]
    placed = "Bob puts a Hunter on card 2: an Animal (Phoenix)."
    assert placed in step["words"]["log"]
    # Round 2: Bob's Cook on the Anise, shown as he played it; his hand stays hidden.
    state, step = at("secretive", 3)
    assert step["view"]["players"][BOB]["experts"] is None
    bob = [r.move for r in state.moves() if r.seat == BOB and r.move.type == "assign"]
    assert bob[-1].expert == "cook" and bob[-1].card is not None
    assert DECK[state.market[bob[-1].card]].spice == "anise"
    assert step["move"]["card"] == bob[-1].card  # Andy's answer: the Anise, under Bob's Cook
    _, step = at("secretive", 4)
    assert step["view"]["players"][BOB]["experts"] is None
    assert step["view"]["players"][BOB]["experts_count"] == 3
    assert step["view"]["discards"]["experts"] is None
