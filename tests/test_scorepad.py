"""The score pad's input parser: every fault named with its place, good input kept exactly."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golden_sails.app.scorepad import ScorePadError, load_table, parse_table
from golden_sails.model.cards import Areas, Spell, Weapon
from golden_sails.model.table import Piles, Table

DATA = Path(__file__).parent / "data" / "scorepad"


def table_doc(**top: Any) -> dict[str, Any]:
    """The smallest good table (two named players), with top-level keys replaced."""
    doc: dict[str, Any] = {
        "animal_reference": "IV",
        "players": [{"name": "Andy"}, {"name": "Bob"}],
    }
    doc.update(top)
    return doc


def with_player(**fields: Any) -> dict[str, Any]:
    """The smallest good table whose players[1] gets these fields."""
    doc = table_doc()
    doc["players"][1].update(fields)
    return doc


def weapon(kind: str = "katar", left: Any = 1, right: Any = 1) -> dict[str, Any]:
    return {"kind": kind, "left": left, "right": right}


def universal(**card: Any) -> dict[str, Any]:
    areas: dict[str, Any] = {"spice": "lotus", "gem": 5, "animal": "serpent", "weapon": weapon()}
    areas.update(card)
    return {"power": "universal", "card": areas}


# --- JSON-level faults: the text itself ---------------------------------------

TEXT_FAULTS: list[tuple[str | bytes, str]] = [
    (b"", "input: empty"),
    ("", "input: empty"),
    (" \n\t ", "input: empty"),
    (b"\xff\xfe{}", "input: byte 0xff at offset 0 (line 1) is not UTF-8"),
    (b'{"players":\n "\xc3("}', "input: byte 0xc3 at offset 14 (line 2) is not UTF-8"),
    ("{", "line 1 column 2: invalid JSON"),
    ('{"animal_reference": "IV",\n "players": [}', "line 2 column 14: invalid JSON"),
    ("{} {}", "line 1 column 4: invalid JSON: Extra data"),
    ("{'players': []}", "line 1 column 2: invalid JSON"),
    ("[" * 100_000, "input: nested too deeply"),
    ('{"a": ' * 100_000, "input: nested too deeply"),
    ('{"players": [], "players": []}', "input: key 'players' appears twice"),
    (
        '{"animal_reference": "IV", "players": [{"name": "A"}, {"name": "B", "weapons": '
        '[{"kind": "katar", "left": 1, "right": 1, "left": 2}]}]}',
        "players[1].weapons[0]: key 'left' appears twice",
    ),
    ('{"animal_reference": NaN}', "animal_reference: NaN is not allowed"),
    ('{"players": [{"gems": [Infinity]}]}', "players[0].gems[0]: Infinity is not allowed"),
    ('{"first_player": -Infinity}', "first_player: -Infinity is not allowed"),
    ('{"first_player": ' + "1" * 5000 + "}", "first_player: an integer of 5000 digits"),
    ('{"odd key": [-' + "9" * 40 + "]}", "'odd key'[0]: an integer of 40 digits"),
    ("[]", "input: expected an object, got list"),
    ('"table"', "input: expected an object, got str"),
    ("3", "input: expected an object, got int"),
    ("null", "input: expected an object, got null"),
]


@pytest.mark.parametrize(("text", "message"), TEXT_FAULTS, ids=lambda v: repr(v)[:40])
def test_text_faults_are_named(text: str | bytes, message: str) -> None:
    with pytest.raises(ScorePadError) as caught:
        load_table(text)
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


# --- Document faults: a JSON object that is not a table -----------------------

no_players = table_doc()
del no_players["players"]
no_reference = table_doc()
del no_reference["animal_reference"]

DOC_FAULTS: list[tuple[Any, str]] = [
    # the top level
    (no_players, "input: missing key 'players'"),
    (no_reference, "input: missing key 'animal_reference'"),
    (table_doc(round=12), "input: unknown key 'round'"),
    (table_doc(animal_reference="VI"), "animal_reference: 'VI' is not an Animal reference"),
    (table_doc(animal_reference="iv"), "animal_reference: 'iv' is not an Animal reference"),
    (
        table_doc(animal_reference=4),
        "animal_reference: expected an Animal reference (I, II, III, IV, V), got int",
    ),
    (
        table_doc(animal_reference=None),
        "animal_reference: expected an Animal reference (I, II, III, IV, V), got null",
    ),
    # players: 2 to 4, each an object (R1 seats)
    (table_doc(players={"0": {"name": "A"}}), "players: expected a list, got dict"),
    (table_doc(players=None), "players: expected a list, got null"),
    (table_doc(players=[]), "players: 0 players; a table has 2, 3 or 4"),
    (table_doc(players=[{"name": "A"}]), "players: 1 player; a table has 2, 3 or 4"),
    (table_doc(players=[{"name": n} for n in "ABCDE"]), "players: 5 players"),
    (table_doc(players=[{"name": "A"}, "Bob"]), "players[1]: expected an object, got str"),
    (table_doc(players=[{"name": "A"}, {}]), "players[1]: missing key 'name'"),
    (with_player(score=30), "players[1]: unknown key 'score'"),
    (with_player(Gems=[1]), "players[1]: unknown key 'Gems'"),
    # names: required, unique (winners are reported by name)
    (with_player(name=7), "players[1].name: expected a name (a string), got int"),
    (with_player(name=None), "players[1].name: expected a name (a string), got null"),
    (with_player(name=""), "players[1].name: empty"),
    (with_player(name="   "), "players[1].name: empty"),
    (with_player(name="x" * 41), "players[1].name: 41 characters; at most 40"),
    (with_player(name="Bo\nb"), "players[1].name: contains the control character '\\n'"),
    (with_player(name="Bo\x00b"), "players[1].name: contains the control character"),
    (with_player(name="Andy"), "players[1].name: 'Andy' is already the name of players[0]"),
    (with_player(name=" andy "), "players[1].name: 'andy' is already the name of players[0]"),
    (
        table_doc(players=[{"name": "A"}, {"name": "B"}, {"name": "A"}]),
        "players[2].name: 'A' is already the name of players[0]",
    ),
    # first_player (R11): a seat of this table
    (table_doc(first_player=2), "first_player: 2 is not a seat of this table (0-1)"),
    (table_doc(first_player=-1), "first_player: -1 is not a seat of this table"),
    (table_doc(first_player=True), "first_player: expected a seat number, got bool"),
    (table_doc(first_player=1.0), "first_player: expected a seat number, got float"),
    (table_doc(first_player="0"), "first_player: expected a seat number, got str"),
    (table_doc(first_player=None), "first_player: expected a seat number, got null"),
    # piles: lists, when given
    (with_player(gems=3), "players[1].gems: expected a list, got int"),
    (with_player(spices=None), "players[1].spices: expected a list, got null"),
    (with_player(animals="unicorn"), "players[1].animals: expected a list, got str"),
    (with_player(weapons={"kind": "katar"}), "players[1].weapons: expected a list, got dict"),
    (with_player(spells={}), "players[1].spells: expected a list, got dict"),
    # spices and animals
    (with_player(spices=["mint", "saffron"]), "players[1].spices[1]: 'saffron' is not a spice"),
    (with_player(spices=["Mint"]), "players[1].spices[0]: 'Mint' is not a spice"),
    (with_player(spices=[3]), "players[1].spices[0]: expected a spice name, got int"),
    (with_player(animals=["dragon"]), "players[1].animals[0]: 'dragon' is not a"),
    (with_player(animals=[None]), "players[1].animals[0]: expected a"),
    # gems: integers 1..8, and a boolean or a float is not an integer
    (with_player(gems=[1, 2, 9]), "players[1].gems[2]: 9 is not a gem class (1-8)"),
    (with_player(gems=[0]), "players[1].gems[0]: 0 is not a gem class (1-8)"),
    (with_player(gems=[-3]), "players[1].gems[0]: -3 is not a gem class (1-8)"),
    (with_player(gems=[True]), "players[1].gems[0]: expected a gem class (1-8), got bool"),
    (with_player(gems=[2.0]), "players[1].gems[0]: expected a gem class (1-8), got float"),
    (with_player(gems=["3"]), "players[1].gems[0]: expected a gem class (1-8), got str"),
    (with_player(gems=[[3]]), "players[1].gems[0]: expected a gem class (1-8), got list"),
    # weapons
    (with_player(weapons=["katar"]), "players[1].weapons[0]: expected an object, got str"),
    (with_player(weapons=[{"kind": "katar", "left": 1}]), "players[1].weapons[0]: missing key"),
    (with_player(weapons=[{**weapon(), "up": 1}]), "players[1].weapons[0]: unknown key 'up'"),
    (with_player(weapons=[weapon("sword")]), "players[1].weapons[0].kind: 'sword' is not a weapon"),
    (with_player(weapons=[weapon(left=3)]), "players[1].weapons[0].left: 3 is not a weapon value"),
    (with_player(weapons=[weapon(right=-1)]), "players[1].weapons[0].right: -1 is not a weapon"),
    (with_player(weapons=[weapon(left=False)]), "players[1].weapons[0].left: expected a weapon"),
    (with_player(weapons=[weapon(right=1.0)]), "players[1].weapons[0].right: expected a weapon"),
    # spells (R13)
    (with_player(spells=["per_spell"]), "players[1].spells[0]: expected an object, got str"),
    (with_player(spells=[{}]), "players[1].spells[0].power: expected a spell power name, got null"),
    (with_player(spells=[{"power": "fly"}]), "players[1].spells[0].power: 'fly' is not a spell"),
    (
        with_player(spells=[{"power": "per_spell", "good": "gems"}]),
        "players[1].spells[0]: unknown key 'good'",
    ),
    (with_player(spells=[{"power": "per_good"}]), "players[1].spells[0]: missing key 'good'"),
    (
        with_player(spells=[{"power": "per_good", "good": "spells"}]),
        "players[1].spells[0].good: 'spells' is not a pile",
    ),
    (
        with_player(spells=[{"power": "per_animal", "animal": "cat"}]),
        "players[1].spells[0].animal: 'cat' is not a",
    ),
    (
        with_player(spells=[{"power": "spice_pair", "spices": ["mint", "mint"]}]),
        "players[1].spells[0].spices: names 'mint' twice; a pair is two different kinds",
    ),
    (
        with_player(spells=[{"power": "spice_pair", "spices": ["mint"]}]),
        "players[1].spells[0].spices: expected a list of two spice names",
    ),
    (
        with_player(spells=[{"power": "spice_pair", "spices": ["mint", "lotus", "anise"]}]),
        "players[1].spells[0].spices: expected a list of two spice names",
    ),
    (
        with_player(spells=[{"power": "spice_pair", "spices": ["mint", "tea"]}]),
        "players[1].spells[0].spices[1]: 'tea' is not a spice",
    ),
    (
        with_player(spells=[{"power": "weapon_boost"}]),
        "players[1].spells[0]: missing key 'weapon'",
    ),
    (with_player(spells=[{"power": "universal"}]), "players[1].spells[0]: missing key 'card'"),
    (with_player(spells=[universal(gem=9)]), "players[1].spells[0].card.gem: 9 is not a gem"),
    (
        with_player(spells=[universal(weapon=weapon(left=5))]),
        "players[1].spells[0].card.weapon.left: 5 is not a weapon value",
    ),
    (
        with_player(spells=[{**universal(), "extra": 1}]),
        "players[1].spells[0]: unknown key 'extra'",
    ),
    # R19: a table cannot hold more cards than the deck
    (
        table_doc(players=[{"name": "A", "gems": [1] * 25}, {"name": "B", "gems": [2] * 24}]),
        "players: 49 cards on the table; the deck has only 48",
    ),
]


@pytest.mark.parametrize(("doc", "message"), DOC_FAULTS)
def test_document_faults_are_named(doc: Any, message: str) -> None:
    with pytest.raises(ScorePadError) as parsed:
        parse_table(doc)
    assert message in str(parsed.value)
    with pytest.raises(ScorePadError) as loaded:
        load_table(json.dumps(doc))
    assert str(loaded.value) == str(parsed.value)


def test_score_pad_error_is_a_value_error() -> None:
    assert issubclass(ScorePadError, ValueError)


# The example files in tests/data/scorepad and the one line each must give;
# tests/test_cli.py checks the same through the command line.
BAD_FILES = [
    ("bad_gem_class.json", "players[1].gems[2]: 9 is not a gem class (1-8)"),
    ("bad_duplicate_key.json", "players[0]: key 'gems' appears twice"),
    ("bad_syntax.json", "line 5 column 5: invalid JSON: Expecting ',' delimiter"),
    ("bad_five_players.json", "players: 5 players; a table has 2, 3 or 4"),
    ("bad_not_utf8.json", "input: byte 0xff at offset 51 (line 1) is not UTF-8"),
    (
        # R11: final scoring proves its proposals best by trying every placement.
        "bad_too_many_universal_goods.json",
        "players[1].spells: 7 different Universal Goods: 78,125 ways to place them: more"
        " than the exact final-scoring search settles in bounded time (at most 625,"
        " e.g. 4 different ones)",
    ),
]


@pytest.mark.parametrize(("name", "message"), BAD_FILES)
def test_bad_example_files(name: str, message: str) -> None:
    with pytest.raises(ScorePadError) as caught:
        load_table((DATA / name).read_bytes())
    assert str(caught.value) == message


# --- Good input ------------------------------------------------------------------


def test_smallest_table_takes_the_defaults() -> None:
    assert load_table(json.dumps(table_doc())) == Table(
        animal_reference="IV", names=("Andy", "Bob"), piles=(Piles(), Piles()), first_player=0
    )


def test_three_player_example_is_read_exactly() -> None:
    table = load_table((DATA / "three_players.json").read_bytes())
    assert table.animal_reference == "IV"
    assert table.first_player == 1
    assert table.names == ("Andy", "Bob", "Carol")
    andy, bob, carol = table.piles
    assert andy == Piles(
        spices=("anise", "mint", "pepper"),
        gems=(8, 1, 2, 4),
        animals=("unicorn", "unicorn", "spider"),
        weapons=(Weapon("mambele", 1, 2),),
        spells=(Spell("per_spell"),),
    )
    assert bob.weapons == (Weapon("katar", 2, 0), Weapon("katar", 0, 1))
    assert bob.spells == (
        Spell("gem_shift"),
        Spell("spice_pair", spices=("lotus", "cloves")),
        Spell("protection"),
        Spell("universal", card=Areas("cloves", 4, "spider", Weapon("shuriken", 1, 1))),
    )
    assert carol.animals == ("serpent", "spider", "unicorn", "phoenix")
    assert carol.spells == (Spell("weapon_boost", weapon="boomerang"), Spell("three_animals"))
    assert [p.card_count() for p in table.piles] == [12, 12, 12]


@pytest.mark.parametrize(
    ("name", "players", "reference", "first"),
    [
        ("two_players.json", 2, "V", 0),
        ("three_players.json", 3, "IV", 1),
        ("four_players_full_deck.json", 4, "III", 3),
        ("spec_example.json", 2, "IV", 0),
    ],
)
def test_good_example_files(name: str, players: int, reference: str, first: int) -> None:
    table = load_table((DATA / name).read_bytes())
    assert (table.players, table.animal_reference, table.first_player) == (
        players,
        reference,
        first,
    )


def test_the_whole_deck_on_the_table_is_allowed() -> None:
    # R19: 48 cards is the limit, not a fault.
    table = load_table((DATA / "four_players_full_deck.json").read_bytes())
    assert sum(p.card_count() for p in table.piles) == 48


def _universal(gem: int) -> dict[str, Any]:
    weapon = {"kind": "katar", "left": 1, "right": 1}
    return {
        "power": "universal",
        "card": {"spice": "anise", "gem": gem, "animal": "unicorn", "weapon": weapon},
    }


def test_universal_goods_within_the_limit_are_accepted() -> None:
    """R11 (D13): four different Universal Goods (5^4 placements), or up to eight
    identical ones, are within what the exact search settles; five different ones,
    or nine alike, are not."""
    four = load_table(json.dumps(with_player(spells=[_universal(g) for g in range(1, 5)])))
    assert len(four.piles[1].spells) == 4
    alike = load_table(json.dumps(with_player(spells=[_universal(1)] * 8)))
    assert len(alike.piles[1].spells) == 8
    with pytest.raises(ScorePadError, match=r"^players\[1\]\.spells: 1 different Universal Good"):
        load_table(json.dumps(with_player(spells=[_universal(1)] * 9)))
    doc = table_doc()
    doc["players"][0]["spells"] = [_universal(g) for g in range(1, 6)]
    with pytest.raises(ScorePadError, match=r"^players\[0\]\.spells: 5 different Universal"):
        load_table(json.dumps(doc))


def test_pile_order_is_kept_oldest_first() -> None:
    # R16 (reference V) and R12 read the order taken.
    doc = with_player(
        animals=["serpent", "phoenix", "serpent", "unicorn"],
        gems=[8, 1, 8, 3],
        spices=["mint", "anise", "mint"],
        weapons=[weapon("katar", 0, 2), weapon("boomerang", 2, 0)],
        spells=[{"power": "protection"}, {"power": "per_spell"}],
    )
    piles = load_table(json.dumps(doc)).piles[1]
    assert piles.animals == ("serpent", "phoenix", "serpent", "unicorn")
    assert piles.gems == (8, 1, 8, 3)
    assert piles.spices == ("mint", "anise", "mint")
    assert piles.weapons == (Weapon("katar", 0, 2), Weapon("boomerang", 2, 0))
    assert piles.spells == (Spell("protection"), Spell("per_spell"))


def test_empty_and_omitted_piles_are_the_same() -> None:
    empty = with_player(spices=[], gems=[], animals=[], weapons=[], spells=[])
    assert load_table(json.dumps(empty)) == load_table(json.dumps(table_doc()))


def test_names_are_trimmed_and_may_be_any_script() -> None:
    doc = table_doc(players=[{"name": "  Zoë "}, {"name": "李雷"}, {"name": "x" * 40}])
    assert load_table(json.dumps(doc)).names == ("Zoë", "李雷", "x" * 40)


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_first_player_may_be_any_seat(seat: int) -> None:
    doc = table_doc(players=[{"name": n} for n in "ABCD"], first_player=seat)
    assert load_table(json.dumps(doc)).first_player == seat


@pytest.mark.parametrize("reference", ["I", "II", "III", "IV", "V"])
def test_every_animal_reference(reference: str) -> None:
    assert load_table(json.dumps(table_doc(animal_reference=reference))).animal_reference == (
        reference
    )


def test_text_bytes_and_byte_order_mark_agree() -> None:
    text = (DATA / "two_players.json").read_text("utf-8")
    expected = load_table(text)
    assert load_table(text.encode("utf-8")) == expected
    assert load_table(b"\xef\xbb\xbf" + text.encode("utf-8")) == expected
    assert load_table("\ufeff" + text) == expected


def test_parse_table_does_not_change_its_input() -> None:
    doc = json.loads((DATA / "three_players.json").read_text("utf-8"))
    before = copy.deepcopy(doc)
    parse_table(doc)
    assert doc == before


# --- Anything at all: a Table or a ScorePadError, never another exception -----

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-10, 10)
    | st.floats()
    | st.text(max_size=8)
    | st.sampled_from(["IV", "mint", "unicorn", "katar", "universal", "spice_pair", "Bob"]),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "players",
                    "animal_reference",
                    "first_player",
                    "name",
                    "gems",
                    "spices",
                    "animals",
                    "weapons",
                    "spells",
                    "power",
                    "kind",
                    "left",
                    "right",
                    "card",
                    "x",
                ]
            ),
            inner,
            max_size=5,
        )
    ),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_any_value_is_a_table_or_a_named_fault(doc: Any) -> None:
    try:
        table = parse_table(doc)
    except ScorePadError as err:
        message = str(err)
        assert ": " in message
        assert "\n" not in message
    else:
        assert isinstance(table, Table)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=64) | st.text(alphabet='{}[]":,0123456789.-eNaIfinty \n', max_size=40))
def test_any_text_is_a_table_or_a_named_fault(text: bytes | str) -> None:
    try:
        load_table(text)
    except ScorePadError as err:
        assert "\n" not in str(err)
