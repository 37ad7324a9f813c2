"""R11 (who decides what, in which order, to what end) and R12 (Universal Goods),
with the per-player optimiser checked against brute force."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from golden_sails.model.cards import ANIMALS, WEAPONS, Spell
from golden_sails.model.table import Piles, Table
from golden_sails.scoring import (
    DESTINATIONS,
    FinalChoices,
    ScoringError,
    choice_options,
    decide_all,
    propose,
    score_table,
    score_table_json,
    totals,
)
from golden_sails.scoring.context import Context
from golden_sails.scoring.model import TableModel
from golden_sails.scoring.optimiser import best_goods
from scoring_helpers import (
    W,
    all_choices,
    areas_st,
    exhaustive_goods,
    later_choices,
    ref,
    ref_animals,
    ref_outcomes,
    ref_scores,
    ref_totals,
    table,
    tables_st,
    universal,
    universal_cards_st,
)


@st.composite
def table_and_choices(draw: st.DrawFn) -> tuple[Table, dict[int, FinalChoices]]:
    t = draw(tables_st())
    return t, {s: draw(st.sampled_from(all_choices(t, s))) for s in range(t.players)}


@settings(max_examples=150, deadline=None)
@given(table_and_choices())
def test_score_table_matches_the_literal_rules_for_any_choices(
    case: tuple[Table, dict[int, FinalChoices]],
) -> None:
    """R12-R17: for any final choices, every category equals the reference scorer's."""
    t, choices = case
    sheet = score_table(t, choices)
    expected = ref_scores(
        t,
        {s: c.universal for s, c in choices.items()},
        {s: c.protection for s, c in choices.items()},
        {s: c.side or "left" for s, c in choices.items()},
    )
    for player, want in zip(sheet.players, expected, strict=True):
        got = {k: getattr(player, k) for k in ("spells", "gems", "spices", "animals", "weapons")}
        assert got == want
    assert [p.total for p in sheet.players] == ref_totals(t, choices)


@st.composite
def decision_point(
    draw: st.DrawFn, universals: int = 1, most: int = 3000
) -> tuple[Table, int, dict[int, FinalChoices]]:
    """A table, the seat deciding, and random choices of those before him in R11
    order; the players after him have at most ``most`` combinations of choices
    (so that every one of them can be tried)."""
    t = draw(tables_st(universals=universals, protections=1))
    order = t.decision_order()
    k = draw(st.integers(0, t.players - 1))
    decided = {s: draw(st.sampled_from(all_choices(t, s))) for s in order[:k]}
    assume(len(later_choices(t, order[k], decided)) <= most)
    return t, order[k], decided


@settings(max_examples=80, deadline=None)
@given(decision_point(universals=1, most=400))
def test_the_proposal_is_the_choice_surest_of_the_most_against_brute_force_d18(
    case: tuple[Table, int, dict[int, FinalChoices]],
) -> None:
    """R11 with D18: the proposal's sure figure is exactly the least the literal rules
    leave him over every combination of the later players' choices, its best case the
    most; no other choice of his is sure of more; and the later choices it names
    account for the difference."""
    t, seat, decided = case
    proposal = propose(t, seat, decided)
    outcomes = ref_outcomes(t, seat, proposal.choices, decided)
    assert (min(outcomes), max(outcomes)) == (proposal.sure_total, proposal.best_total)
    for other in all_choices(t, seat):
        assert min(ref_outcomes(t, seat, other, decided)) <= proposal.sure_total
    assert sum(r["vp"] for r in proposal.risks) == proposal.best_total - proposal.sure_total
    for risk in proposal.risks:
        assert risk["vp"] > 0 and risk["seat"] not in decided and risk["seat"] != seat
    assert proposal.why


@settings(max_examples=60, deadline=None)
@given(decision_point(universals=2, most=3000))
def test_the_sure_figure_is_never_above_what_any_later_choices_leave_d18(
    case: tuple[Table, int, dict[int, FinalChoices]],
) -> None:
    """D18: whatever the later players choose, in whatever order, the deciding player
    who accepts the proposal ends with at least its sure figure, and some choices of
    theirs leave him exactly that."""
    t, seat, decided = case
    proposal = propose(t, seat, decided)
    outcomes = ref_outcomes(t, seat, proposal.choices, decided)
    assert all(total >= proposal.sure_total for total in outcomes)
    assert proposal.sure_total in outcomes and proposal.best_total == max(outcomes)


@settings(max_examples=60, deadline=None)
@given(tables_st())
def test_decide_all_is_propose_in_r11_order(t: Table) -> None:
    """R11: decide_all makes each proposal in turn, each seeing the earlier choices."""
    decided: dict[int, FinalChoices] = {}
    for seat in t.decision_order():
        decided[seat] = propose(t, seat, decided).choices
    assert decide_all(t) == decided


@settings(max_examples=100, deadline=None)
@given(tables_st(universals=3, protections=2))
def test_totals_fast_path_equals_the_sheet(t: Table) -> None:
    """The self-play fast path gives the sheet's totals for the same R11 choices."""
    assert totals(t) == tuple(p.total for p in score_table(t, decide_all(t)).players)


def test_universal_good_counts_in_its_new_pile_and_no_longer_as_a_spell_r12() -> None:
    """R12: moved to Spices it is a Lotus there, and the Spell pile shrinks by one."""
    me = Piles(
        spices=("anise", "mint"),
        spells=(Spell("per_spell"), universal("lotus", 3, "unicorn", W("katar", 0, 0))),
    )
    t = table(me, Piles(), Piles())
    stays = score_table(
        t,
        {
            0: FinalChoices(("spells",), (), None),
            1: FinalChoices((), (), None),
            2: FinalChoices((), (), None),
        },
    )
    moved = score_table(
        t,
        {
            0: FinalChoices(("spices",), (), None),
            1: FinalChoices((), (), None),
            2: FinalChoices((), (), None),
        },
    )
    assert (stays.players[0].spells, stays.players[0].spices) == (4, 4)
    assert (moved.players[0].spells, moved.players[0].spices) == (2, 8)
    assert decide_all(t)[0].universal == ("spices",)


def test_moved_animals_go_on_top_in_their_best_order_r12_r16() -> None:
    """R12/R16 (D12): the moved cards go on top (last taken), and several may be moved
    in any order, so under reference V the moved Animals take their best order.
    On a Phoenix, Spider then Unicorn (Spell-pile order) would score 4 + 3 = 7 VP;
    Unicorn then Spider scores 4 + 4 = 8, and the sheet shows that order."""
    me = Piles(
        animals=("phoenix",),
        spells=(
            universal("anise", 1, "spider", W("katar", 0, 0)),
            universal("mint", 2, "unicorn", W("katar", 0, 0)),
        ),
    )
    t = table(me, Piles(), Piles(), reference="V")
    none = FinalChoices((), (), None)
    sheet = score_table(t, {0: FinalChoices(("animals", "animals"), (), None), 1: none, 2: none})
    assert sheet.players[0].animals == 4 + 4
    animals = sheet.players[0].detail["scoring"]["animals"]
    assert animals["pile"] == ["phoenix", "unicorn", "spider"]
    pairs = [(s["animal"], s["next"], s["vp"]) for s in animals["steps"]]
    assert pairs == [("phoenix", "unicorn", 4), ("unicorn", "spider", 4)]
    assert animals["moved_on_top"] == ["unicorn", "spider"]


def test_moved_animals_keep_spell_pile_order_when_it_is_among_the_best_d12() -> None:
    """D12: between orders worth the same, the Spell-pile order stays.  On a Unicorn,
    Serpent-Unicorn (4 + 5) and Unicorn-Serpent (3 + 4)... the first is best; with
    a Spider and a Phoenix on a Spider, both orders score 4 + 4 = 8: kept as moved."""
    v = ref("V")
    assert v.sequence_vp("spider", "spider") + v.sequence_vp("spider", "phoenix") == 3 + 4
    me = Piles(
        animals=("unicorn",),
        spells=(
            universal("anise", 1, "phoenix", W("katar", 0, 0)),
            universal("mint", 2, "spider", W("katar", 0, 0)),
        ),
    )
    # On a Unicorn: Phoenix then Spider 5 + 4 = 9; Spider then Phoenix 4 + 4 = 8.
    t = table(me, Piles(), Piles(), reference="V")
    none = FinalChoices((), (), None)
    sheet = score_table(t, {0: FinalChoices(("animals", "animals"), (), None), 1: none, 2: none})
    assert sheet.players[0].detail["scoring"]["animals"]["pile"] == ["unicorn", "phoenix", "spider"]
    assert sheet.players[0].animals == 9
    # On a Serpent: Phoenix then Spider 4 + 4 = 8; Spider then Phoenix 4 + 4 = 8: a tie.
    tied = Piles(animals=("serpent",), spells=me.spells)
    t = table(tied, Piles(), Piles(), reference="V")
    sheet = score_table(t, {0: FinalChoices(("animals", "animals"), (), None), 1: none, 2: none})
    assert sheet.players[0].detail["scoring"]["animals"]["pile"] == ["serpent", "phoenix", "spider"]
    assert sheet.players[0].animals == 8


@st.composite
def sequence_tables(draw: st.DrawFn) -> tuple[Table, FinalChoices]:
    """Reference V, seat 0 moving 1-5 Universal Goods, some of them to Animals."""
    cards = draw(universal_cards_st(min_size=1, max_size=5))
    animals = tuple(draw(st.lists(st.sampled_from(ANIMALS), max_size=4)))
    me = Piles(animals=animals, spells=tuple(Spell("universal", card=c) for c in cards))
    dests = draw(st.lists(st.sampled_from(DESTINATIONS), min_size=len(cards), max_size=len(cards)))
    return table(me, Piles(), Piles(), reference="V"), FinalChoices(tuple(dests), (), None)


@settings(max_examples=80, deadline=None)
@given(sequence_tables())
def test_moved_animals_score_the_best_of_every_order_r16_d12(
    case: tuple[Table, FinalChoices],
) -> None:
    """R16 V with R12 (D12): the Animal VP is the best over every order of the moved
    Animals on top of the pile as taken, and the sheet's pile is such an order."""
    t, mine = case
    none = FinalChoices((), (), None)
    sheet = score_table(t, {0: mine, 1: none, 2: none})
    base = t.piles[0].animals
    moved = [
        spell.card.animal
        for spell, dest in zip(t.piles[0].spells, mine.universal, strict=True)
        if spell.card is not None and dest == "animals"
    ]
    v = ref("V")
    best = max(ref_animals(v, (*base, *order)) for order in itertools.permutations(moved))
    animals = sheet.players[0].detail["scoring"]["animals"]
    assert sheet.players[0].animals == best
    assert animals["pile"][: len(base)] == list(base)
    assert sorted(animals["pile"][len(base) :]) == sorted(moved)
    assert ref_animals(v, animals["pile"]) == best


def test_a_universal_good_goes_where_it_gains_most_r11_r12() -> None:
    """R11/R12: each destination is weighed with everything it changes."""
    # Alone in III a Spider scores nothing; a first Spice 2 VP beats a first Gem 1 VP.
    me = Piles(spells=(universal("anise", 1, "spider", W("katar", 0, 0)),))
    assert decide_all(table(me, Piles(), Piles(), reference="III"))[0].universal == ("spices",)
    # A second Anise adds no kind, a second Gem 5 adds 1 VP, a 0-0 Katar steals
    # nothing, but in III the Spider and the Phoenix make a pair: 5 VP.
    dull = Piles(
        spices=("anise",),
        gems=(5,),
        animals=("phoenix",),
        spells=(universal("anise", 5, "spider", W("katar", 0, 0)),),
    )
    assert decide_all(table(dull, Piles(), Piles(), reference="III"))[0].universal == ("animals",)
    # With "2 VP for each Spell" staying is worth 2 VP: more than any move here.
    keep = Piles(
        spices=("anise",),
        gems=(5,),
        spells=(Spell("per_spell"), universal("anise", 5, "spider", W("katar", 0, 0))),
    )
    assert decide_all(table(keep, Piles(), Piles(), reference="III"))[0].universal == ("spells",)


def test_exact_tie_prefers_staying_r11() -> None:
    """R11 ties: a Universal Good whose best move gains exactly 0 VP stays."""
    me = Piles(
        spices=("anise",),
        gems=(5,),
        animals=("phoenix",),
        spells=(Spell("per_spell"), universal("anise", 4, "phoenix", W("katar", 0, 0))),
    )
    # Moving anywhere loses the per_spell 2 VP and gains at most: Spices 0, Gems 1 (4-5 run:
    # 4 - 1 = 3), Animals (IV: pair 6 - single 2 = 4) -> Animals gains 4 - 2 = 2 > 0.
    t = table(me, Piles(), Piles())
    assert decide_all(t)[0].universal == ("animals",)
    flat = Piles(
        spices=("anise",),
        spells=(Spell("per_spell"), universal("anise", 4, "phoenix", W("katar", 1, 1))),
    )
    # Spices: 0; Gems: +1 - 2; Animals: +2 - 2 = 0; Weapons: +1 +1 - 2 = 0: ties stay.
    t = table(flat, Piles(), Piles())
    assert decide_all(t)[0].universal == ("spells",)
    assert any("gains nothing" in line for line in propose(t, 0, {}).why)


def test_a_later_neighbours_protection_counts_at_its_worst_d18() -> None:
    """D18: Bob, deciding later, may protect himself from the Katar; Andy is sure of
    nothing from it, and 3 VP is his best case, with Bob's Protection named."""
    me = Piles(weapons=(W("katar", 3, 0),))
    bob = Piles(spells=(Spell("protection"),))
    t = table(me, bob, Piles())
    proposal = propose(t, 0, {})
    assert (proposal.sure_total, proposal.best_total) == (0, 3)
    assert proposal.risks == [
        {"seat": 1, "kind": "protection", "vp": 3, "text": "Bob chooses Protection from Katars"}
    ]
    assert totals(t)[0] == 0  # Bob, deciding later, protects from the Katar


def test_a_later_neighbours_universal_good_counts_at_its_worst_d18() -> None:
    """D18: Bob may still send his Universal Good, a Mambele 0-2, to his Weapons, where
    it would steal 2 VP from Andy, his right neighbour: Andy's Protection names
    Mambeles, and loses 1 VP to Bob's Katar 0-1 for sure (protected from Katars, he
    could lose 2 VP)."""
    me = Piles(spells=(Spell("protection"),))
    bob = Piles(
        weapons=(W("katar", 0, 1),),
        spells=(universal("anise", 1, "spider", W("mambele", 0, 2)),),
    )
    t = table(me, bob, Piles())
    proposal = propose(t, 0, {})
    assert proposal.choices.protection == ("mambele",)
    assert (proposal.sure_total, proposal.best_total, proposal.risks) == (-1, -1, [])
    # Counted unmoved (the reading D18 replaces), Bob's Katar was the only threat.
    assert propose(t, 0, {1: FinalChoices(("spells",), (), None)}).choices.protection == (
        "katar",
    )


def test_between_choices_sure_of_the_same_the_one_that_could_bring_more_d18() -> None:
    """D18: a Katar 2-1 steals 1 VP for sure from Cathy and 2 VP from Bob unless he
    protects himself: sure of 1 VP, as the Gem 1 alone (a run of one) is.  Of the
    two, the Weapons could bring 3 VP: proposed.  Without the Anise, the Spice is
    a first kind, 2 VP for sure: proposed."""
    me = Piles(spices=("anise",), spells=(universal("anise", 1, "spider", W("katar", 2, 1)),))
    bob = Piles(spells=(Spell("protection"),))
    t = table(me, bob, Piles(), reference="III")
    proposal = propose(t, 0, {})
    assert proposal.choices.universal == ("weapons",)
    assert (proposal.sure_total, proposal.best_total) == (2 + 1, 2 + 3)
    t = table(Piles(spells=me.spells), bob, Piles(), reference="III")
    assert propose(t, 0, {}).choices.universal == ("spices",)


def test_a_two_player_opponent_counts_with_his_worst_side_and_protection_d18() -> None:
    """D18 with 2 players: Bob may choose either side and protect himself from one kind.
    Andy's left side steals 2 + 1 (Mambele, Katar) and his right 2 (Shuriken): Bob's
    Protection can take 2 from either, so the sure figures are 1 and 0: the left."""
    me = Piles(weapons=(W("mambele", 2, 0), W("katar", 1, 0), W("shuriken", 0, 2)))
    bob = Piles(weapons=(W("boomerang", 1, 2),), spells=(Spell("protection"),))
    t = table(me, bob)
    proposal = propose(t, 0, {})
    assert proposal.choices.side == "left"
    # Andy steals 1 to 3; Bob's Boomerang steals 1 or 2 as his side goes.
    assert (proposal.sure_total, proposal.best_total) == (1 - 2, 3 - 1)
    kinds = sorted((r["kind"], r["vp"]) for r in proposal.risks)
    assert kinds == [("protection", 2), ("weapons", 1)]


def test_choice_options_and_default_choices() -> None:
    """What a player may decide (R11, R12, R17), and a valid placeholder."""
    me = Piles(
        spells=(
            Spell("protection"),
            universal("anise", 1, "spider", W("katar", 0, 0)),
            Spell("protection"),
        )
    )
    t2 = table(me, Piles())
    options = choice_options(t2, 0)
    assert (options.universals, options.protections, options.side) == (1, 2, True)
    assert FinalChoices.default(t2, 0) == FinalChoices(("spells",), ("boomerang",) * 2, "left")
    t3 = table(me, Piles(), Piles())
    assert FinalChoices.default(t3, 0).side is None
    assert FinalChoices.default(t3, 0).to_json() == {
        "universal": ["spells"],
        "protection": ["boomerang", "boomerang"],
        "side": None,
    }


def test_two_protections_cover_two_kinds_r17() -> None:
    """R17: each Protection names a kind; two Spells protect from the two worst kinds."""
    attacker = Piles(
        weapons=(W("katar", 0, 0), W("mambele", 2, 0), W("shuriken", 1, 0), W("boomerang", 3, 0))
    )
    me = Piles(spells=(Spell("protection"), Spell("protection")))
    t = table(attacker, me, Piles())
    assert decide_all(t)[1].protection == ("boomerang", "mambele")  # WEAPONS order


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        (FinalChoices((), (), None), "1 Universal Good needs 1 universal choice, not 0"),
        (FinalChoices(("attic",), ("katar",), None), "'attic' is not one of"),
        (FinalChoices(("gems",), (), None), "1 Protection Spell needs 1 protection choice, not 0"),
        (FinalChoices(("gems",), ("sword",), None), "'sword' is not one of"),
        (FinalChoices(("gems",), ("katar",), "left"), "only in a 2-player game"),
    ],
)
def test_choices_that_do_not_fit_are_refused(bad: FinalChoices, message: str) -> None:
    """Choices are checked against the piles; the fault is named, never guessed."""
    me = Piles(spells=(universal("anise", 1, "spider", W("katar", 0, 0)), Spell("protection")))
    t = table(me, Piles(), Piles())
    none = FinalChoices((), (), None)
    with pytest.raises(ScoringError, match=message):
        score_table(t, {0: bad, 1: none, 2: none})


def test_missing_seat_is_refused() -> None:
    t = table(Piles(), Piles(), Piles())
    with pytest.raises(ScoringError, match="no final choices given"):
        score_table(t, {0: FinalChoices((), (), None), 1: FinalChoices((), (), None)})


def test_the_issues_six_universal_goods_all_go_to_animals_r11_r16() -> None:
    """R11 is exact: one Anise and six Universal Goods "Anise / Gem 1 / Unicorn /
    Katar 0-0" under reference III.  Moving one at a time never helps a lone Unicorn
    (8 VP: six Gems of class 1 and the Anise); all six to Animals make three pairs:
    15 + 2 = 17 VP."""
    card = universal("anise", 1, "unicorn", W("katar", 0, 0))
    me = Piles(spices=("anise",), spells=(card,) * 6)
    t = table(me, Piles(), Piles(), reference="III")
    choices = decide_all(t)
    assert choices[0].universal == ("animals",) * 6
    assert propose(t, 0, {}).sure_total == 17
    sheet = score_table_json(t)["players"][0]
    assert (sheet["total"], sheet["animals"], sheet["spices"], sheet["gems"]) == (17, 15, 2, 0)
    assert [u["to"] for u in sheet["choices"]["universal_goods"]] == ["animals"] * 6
    assert sheet["choices"]["scoring"]["animals"]["pile"] == ["unicorn"] * 6
    assert all("goes on top of the Animals pile" in line for line in sheet["choices"]["why"][:6])
    assert totals(t)[0] == 17


def test_universal_goods_beyond_the_limit_are_refused_by_name() -> None:
    """Seven different Universal Goods have 5^7 placements: more than the exact search
    settles in bounded time (D13), so scoring refuses the table, naming the seat and
    why, rather than answer a choice it cannot prove best."""
    cards = [
        universal(s, g, a, W(k, 1, 1))
        for s, g, a, k in [
            ("anise", 1, "spider", "katar"),
            ("mint", 2, "unicorn", "mambele"),
            ("pepper", 3, "phoenix", "shuriken"),
            ("lotus", 4, "serpent", "boomerang"),
            ("cloves", 5, "spider", "katar"),
            ("juniper", 6, "unicorn", "mambele"),
            ("anise", 7, "phoenix", "shuriken"),
        ]
    ]
    t = table(Piles(), Piles(spells=tuple(cards)), Piles())
    message = (
        "seat 1 (Bob): 7 different Universal Goods: 78,125 ways to place them: more than"
        " the exact final-scoring search settles in bounded time (at most 625,"
        " e.g. 4 different ones)"
    )
    for call in (decide_all, totals, score_table_json, lambda t: propose(t, 0, {})):
        with pytest.raises(ScoringError) as caught:
            call(t)
        assert str(caught.value) == message
    # Identical ones are interchangeable: seven alike have only C(11, 4) = 330.  Under
    # IV a first Anise (2 VP) and six Spiders (three pairs, 18 VP) are worth as much as
    # seven Spiders (18 + 2): the first vector in order sends the first to Spices.
    same = table(Piles(), Piles(spells=(cards[0],) * 7), Piles())
    assert decide_all(same)[1].universal == ("spices",) + ("animals",) * 6
    assert propose(same, 1, {}).sure_total == 20


# Groups of identical Universal Goods within the limit (D13), by size: up to four
# different ones, or larger groups of alike ones.
SHAPES = [(), (1,), (2,), (1, 1), (3,), (2, 1), (1, 1, 1), (4,), (3, 1), (2, 2), (2, 1, 1)]
SHAPES += [(1, 1, 1, 1), (5,), (4, 1), (3, 2), (6,), (7,)]


@st.composite
def many_universals(draw: st.DrawFn) -> tuple[Table, int, dict[int, FinalChoices]]:
    """A table whose deciding seat holds 0-7 Universal Goods (identical ones among
    them, within the limit), 0-3 Gem shifts, 0-1 Protection; those before him in R11
    order have decided at random."""
    t = draw(tables_st(universals=1, protections=1))
    order = t.decision_order()
    k = draw(st.integers(0, t.players - 1))
    seat = order[k]
    shape = draw(st.sampled_from(SHAPES))
    kinds = draw(st.lists(areas_st, min_size=len(shape), max_size=len(shape), unique=True))
    cards = [card for card, size in zip(kinds, shape, strict=True) for _ in range(size)]
    others = [s for s in t.piles[seat].spells if s.power not in ("universal", "gem_shift")]
    spells = others + [Spell("universal", card=c) for c in cards]
    spells += [Spell("gem_shift")] * draw(st.integers(0, 3))
    spells += [Spell("protection")] * draw(st.integers(0, 1))
    spells = draw(st.permutations(spells))
    gems = tuple(draw(st.lists(st.integers(1, 8), max_size=7)))
    old = t.piles[seat]
    me = Piles(old.spices, gems, old.animals, old.weapons, tuple(spells))
    piles = tuple(me if s == seat else p for s, p in enumerate(t.piles))
    t = Table(t.animal_reference, t.names, piles, t.first_player)
    decided = {s: draw(st.sampled_from(all_choices(t, s))) for s in order[:k] if s != seat}
    return t, seat, decided


@settings(max_examples=60, deadline=None)
@given(many_universals())
def test_the_search_finds_what_trying_every_placement_finds_r11(
    case: tuple[Table, int, dict[int, FinalChoices]],
) -> None:
    """R11, exact: the search's Universal Goods (and side) are the best of every
    destination vector, ties as D10 says, for 0-7 Universal Goods with identical ones,
    Gem shifts and Protection.  Up to four, all 5^n vectors are tried; beyond, one per
    placement (identical ones interchanged give the same piles)."""
    t, seat, decided = case
    ctx = Context.of(TableModel(t), decided)
    n = len(ctx.model.players[seat].universals)
    assert best_goods(ctx, seat) == exhaustive_goods(ctx, seat, every=n <= 4)


@settings(max_examples=30, deadline=None)
@given(many_universals())
def test_the_proposal_is_worth_what_the_literal_rules_say_r11(
    case: tuple[Table, int, dict[int, FinalChoices]],
) -> None:
    """R11 (D18): the proposal's sure figure, counted by the literal scorer against
    every combination of the later players' choices, is what the proposal says, and
    no Protection kinds with the same Universal Goods are sure of more."""
    t, seat, decided = case
    assume(len(later_choices(t, seat, decided)) <= 200)
    proposal = propose(t, seat, decided)
    mine = proposal.choices
    assert min(ref_outcomes(t, seat, mine, decided)) == proposal.sure_total
    for kinds in itertools.product(WEAPONS, repeat=len(mine.protection)):
        other = FinalChoices(mine.universal, kinds, mine.side)
        assert min(ref_outcomes(t, seat, other, decided)) <= proposal.sure_total


def test_identical_universal_goods_take_the_earlier_piles_first_d10() -> None:
    """D10: identical Universal Goods are interchangeable, so of two equal choices the
    first vector in order is proposed: the earlier cards take the earlier piles."""
    card = universal("anise", 1, "unicorn", W("katar", 0, 0))
    # Under IV three Unicorns score 6 (a pair) + 2 (one alone) = 8 VP; a pair and a
    # first Anise (2 VP) score 8 too, with as many moves: of the vectors worth 8, the
    # first sends the first card to Spices and the pair is the last two.
    me = Piles(spells=(card, card, card))
    t = table(me, Piles(), Piles(), reference="IV")
    assert decide_all(t)[0].universal == ("spices", "animals", "animals")
    assert propose(t, 0, {}).sure_total == 8
