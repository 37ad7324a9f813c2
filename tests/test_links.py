"""A new-game link's faults, in a player's words (review ux-second-walk item 11):
each names the parameter as the link wrote it, says what is wrong and what the
link may say instead; a bad parameter is left out, the good ones kept."""

from __future__ import annotations

import pytest

from golden_sails.app.links import MAX_SEED, SHOWN, LinkError, read_new_game_link


@pytest.mark.parametrize(
    ("query", "fault"),
    [
        ("players=5", "players=5: a game has 2, 3 or 4 players"),
        ("players=two", "players=two: a game has 2, 3 or 4 players"),
        (
            "variant=wild",
            "variant=wild: no such variant; the variants are standard, open, secretive",
        ),
        ("ref=VI", "ref=VI: no such Animal reference; they are I, II, III, IV, V, or random"),
        ("seed=-1", f"seed=-1: a seed is a whole number from 0 to {MAX_SEED}"),
        (f"seed={MAX_SEED + 1}", f"seed={MAX_SEED + 1}: a seed is at most {MAX_SEED}"),
        (
            "seats=human,robot",
            "seats: seat 2 is 'robot'; each seat is one of human, easy, medium, hard, phone",
        ),
        ("seats=human", "seats: 1 seat kind: a game has 2 to 4 players"),
        ("names=Ann", "names: 1 name: a game has 2 to 4 players"),
        (
            "colour=red",
            "colour=red: a new-game link sets no such thing; it sets players, names, variant, "
            "ref, seed, seats",
        ),
        ("players=3&players=4", "players: given twice; a link gives each setting once"),
        ("names=%zz", "names=: this part of the link is damaged; copy the whole link again"),
    ],
)
def test_each_fault_names_its_parameter_and_what_is_allowed(query: str, fault: str) -> None:
    answer = read_new_game_link(query)
    assert answer["errors"] == [fault]
    assert answer["prefill"] == {}


def test_a_fault_shows_a_short_value_and_escapes_what_would_hide_text() -> None:
    long = "x" * 500
    [fault] = read_new_game_link(f"variant={long}")["errors"]
    assert fault.startswith(f"variant={'x' * SHOWN}…: no such variant")
    # A right-to-left override would turn the rest of the line around: shown as its code.
    [fault] = read_new_game_link("seed=1%E2%80%AE2")["errors"]
    assert fault.startswith("seed=1\\u202e2: a seed is a whole number")
    assert "\u202e" not in fault


def test_the_good_parameters_are_kept_beside_a_bad_one() -> None:
    answer = read_new_game_link("players=4&ref=VI&seed=7&variant=open")
    assert answer["prefill"] == {"players": 4, "seed": 7, "variant": "open"}
    assert [e.split(":")[0] for e in answer["errors"]] == ["ref=VI"]


def test_a_link_too_long_to_read_is_refused_whole() -> None:
    with pytest.raises(LinkError, match=r"^link: longer than 2000 characters, far more than"):
        read_new_game_link("x" * 2001)
