"""Players' names (golden_sails.model.names): two seats never look alike, and no person
poses as a computer player (the security review's F7; docs/threat-model.md)."""

from __future__ import annotations

import json

import pytest

from golden_sails import bridge
from golden_sails.app import links
from golden_sails.model.names import (
    COMPUTER_NAMES,
    PlayerNameError,
    check_name,
    check_names,
    name_computers,
    script_of,
    skeleton,
)

PLACES = ["names[0]", "names[1]"]


@pytest.mark.parametrize(
    ("second", "fault"),
    [
        ("A\u200bnn", "invisible character U+200B (ZERO WIDTH SPACE)"),
        ("Ann\u2060", "invisible character U+2060 (WORD JOINER)"),
        ("A\u00adnn", "invisible character U+00AD (SOFT HYPHEN)"),
        ("Ann\ufe0f", "invisible character U+FE0F"),
        ("Ann\u3164", "invisible character U+3164"),
        ("\u0410nn", "mixes letters of Cyrillic and Latin"),
        ("Ben (Hard)", "looks like a computer player's label"),
        ("Cat (easy )", "looks like a computer player's label"),
        ("Dan (Computer)", "looks like a computer player's label"),
    ],
)
def test_a_name_that_hides_or_poses_is_refused_by_its_fault(second: str, fault: str) -> None:
    with pytest.raises(PlayerNameError, match=r"^names\[1\]: ") as err:
        check_names(["Ann", second], PLACES)
    assert fault in str(err.value)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Aca", "\u0410\u0441\u0430"),  # all Cyrillic: one script, the same look
        ("rn", "m"),
        ("Bob", "B\u03bfb"[0] + "ob"),  # the same once the Greek omicron is read as o
        ("Ann", "ANN"),
        ("Paul", "PAUL"),
        ("Il", "l1"),
    ],
)
def test_two_names_a_reader_could_take_for_one_another_are_refused(
    first: str, second: str
) -> None:
    if first.casefold() != second.casefold():
        assert skeleton(first.casefold()) == skeleton(second.casefold()) or skeleton(
            first
        ) == skeleton(second)
    with pytest.raises(PlayerNameError, match=r"^names\[1\]: "):
        check_names([first, second], PLACES)


@pytest.mark.parametrize(
    "names",
    [
        ["Zoë", "Zoe"],  # an accent is seen
        ["Jürgen", "Łucja"],
        ["Игорь", "Ann"],  # each name in one script, two scripts at the table
        ["山田 Taro", "김민준"],  # Latin with Han, as Japanese names are written; Hangul
        ["Anne-Marie", "O'Neil"],
        ["Player 1", "Player 2"],
        ["Ben (the elder)", "Ann"],
    ],
)
def test_ordinary_names_of_many_languages_are_accepted(names: list[str]) -> None:
    assert check_names(names, PLACES) == tuple(names)


def test_scripts_come_from_unicodes_table_and_common_characters_mix_with_any() -> None:
    assert script_of("a") == "LATIN"
    assert script_of("\u0430") == "CYRILLIC"
    assert script_of("\u03b1") == "GREEK"
    assert script_of("山") == "HAN"
    assert script_of("1") is None and script_of(" ") is None and script_of("-") is None
    assert script_of("\u0301") is None  # a combining accent: Inherited
    assert check_name("Zo\u0065\u0308", "name") == "Zoe\u0308"


def test_every_door_uses_the_same_check() -> None:
    """The set-up (the bridge), a new-game link and a save all refuse a look-alike."""
    answer = json.loads(bridge.start(json.dumps({"names": ["Ann", "\u0410nn"]}), 1))
    assert answer["ok"] is False and "mixes letters of Cyrillic and Latin" in answer["error"]
    link = links.read_new_game_link("names=Ann,Ben%20(Hard)")
    assert any("computer player's label" in e for e in link["errors"])
    assert "names" not in link["prefill"]


def test_the_core_names_computers_as_people_are_distinct_and_checked() -> None:
    """A computer seat left unnamed gets a person's name (never "Player 4"), unlike
    every other name at the table, and the names pass the one check."""
    assert check_names(COMPUTER_NAMES, [f"COMPUTER_NAMES[{i}]" for i in range(8)])
    seats = ["human", "easy", "medium", "hard"]
    # "marco" (ignoring case) and "Lei1a" (a skeleton like "Leila") are taken.
    for person in ("Ann", "marco", "Lei1a"):
        named = name_computers([person, None, None, None], seats)
        assert named[0] == person and None not in named
        assert check_names(named, ["a", "b", "c", "d"])
    assert name_computers(["marco", None, None, None], seats)[1:] == ["Leila", "Zheng", "Amara"]
    # A person's missing name is not filled: the check refuses it by its place.
    assert name_computers([None, None], ["human", "easy"]) == [None, "Marco"]
    answer = json.loads(
        bridge.start(json.dumps({"names": ["Ann", None, None], "seats": seats[:3]}), 4)
    )
    assert answer["ok"] is True
    assert [s["label"] for s in answer["screen"]["seats"]] == [
        "Ann", "Marco (Easy)", "Leila (Medium)"
    ]
    refused = json.loads(
        bridge.start(json.dumps({"names": [None, None], "seats": ["human", "easy"]}), 4)
    )
    assert refused["ok"] is False and "names[0]" in refused["error"]
