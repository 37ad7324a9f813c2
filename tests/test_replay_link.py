"""A finished game as a link: round trips, the length bound, and every fault named."""

from __future__ import annotations

import base64
import contextlib
import json
import math
import re
from pathlib import Path

import pytest

from golden_sails.app import replay_link
from golden_sails.app.replay_link import (
    KIND_CODES,
    MAX_CHARS,
    MAX_HINTS,
    PREFIX,
    ReplayLinkError,
    decode,
    digits_of,
    encode,
    head,
    link,
    link_value,
    seal,
)
from golden_sails.game.engine import VARIANTS, GameConfig, State, deal, legal_moves, new_game, step
from golden_sails.model import seats
from golden_sails.model.cards import EXPERTS
from golden_sails.model.deck import ANIMAL_REFERENCES, load_deck
from golden_sails.model.rng import SplitMix64
from helpers import play_random

ALL_KINDS = ("human", "easy", "medium", "hard")
# Ordinary names at their longest: 8-12 characters, accents included.
LONG_NAMES = ("Bartholomew", "Anne-Sophie", "Christopher", "Zoë Müller")


def finished(config: GameConfig, seed: int, play_seed: int = 0) -> State:
    return play_random(new_game(config, seed), play_seed)


def collect_choices(config: GameConfig, seed: int) -> State:
    """A game whose players grab Universal Goods and Protection Spells as Spells
    whenever they can: many final choices, the link's longest games."""
    state = new_game(config, seed)
    rng = SplitMix64(seed)
    deck = load_deck()
    wanted = {"universal", "protection"}
    while not state.over:
        moves = legal_moves(state)
        best = [
            m
            for m in moves
            if m.type == "assign"
            and m.expert == "sorcerer"
            and deck[state.market[m.card or 0] or 0].spell.power in wanted
        ] + [
            m
            for m in moves
            if m.type == "take"
            and (state.experts[m.card or 0] or (0, 0))[1] == EXPERTS.index("sorcerer")
            and deck[state.market[m.card or 0] or 0].spell.power in wanted
            and m.swap is None
        ]
        choice = best or moves
        state = step(state, choice[rng.below(len(choice))])
    return state


def final_choice_count(state: State) -> int:
    assert state.scoring is not None
    return sum(
        len(c.universal) + len(c.protection) + (c.side is not None)
        for c in state.scoring.decided
        if c is not None
    )


def same_game(a: State, b: State) -> None:
    """The decoded game is the encoded one: set-up, seed, every move of the rounds,
    every player's final choices, and so every score."""
    assert a.config == b.config and a.seed == b.seed and a.reference == b.reference
    rounds_a = [r.move for r in a.moves() if r.round <= 12 and r.move.type in ("assign", "take")]
    rounds_b = [r.move for r in b.moves() if r.round <= 12 and r.move.type in ("assign", "take")]
    assert rounds_a == rounds_b
    assert a.piles == b.piles
    assert a.scoring is not None and b.scoring is not None
    assert a.scoring.decided == b.scoring.decided
    assert b.over


# --- Round trips ------------------------------------------------------------------


@pytest.mark.parametrize("case", range(24))
def test_random_finished_games_come_back_whole(case: int) -> None:
    rng = SplitMix64(1000 + case)
    players = 2 + case % 3
    config = GameConfig(
        names=LONG_NAMES[:players],
        variant=VARIANTS[(case // 3) % len(VARIANTS)],
        animal_reference=(None, *ANIMAL_REFERENCES)[rng.below(6)],
        first_player=rng.below(players),
        memory_aid=bool(rng.below(2)),
    )
    kinds = tuple(ALL_KINDS[rng.below(4)] for _ in range(players))
    seed = rng.below(2**63)
    play = collect_choices if case % 2 else finished
    state = play(config, seed)
    hints = tuple(rng.below(3) ** rng.below(9) for _ in range(players))  # 0 to 6561
    text = encode(state, kinds, hints)
    back, back_kinds, back_hints = decode(text)
    same_game(state, back)
    assert back_kinds == kinds
    assert back_hints == hints
    assert encode(back, back_kinds, back_hints) == text
    assert re.fullmatch(r"[A-Za-z0-9_-]+", text)


def test_every_seat_kind_has_a_code_and_the_codes_never_move() -> None:
    # Version 1's codes are frozen; a kind seats.py lists must have one, but a
    # person on his own phone, who is a person in a replay.
    assert KIND_CODES == ALL_KINDS
    assert set(seats.SEAT_KINDS) - {seats.PHONE} <= set(KIND_CODES)


def test_a_person_on_his_own_phone_is_a_person_in_the_replay() -> None:
    state = finished(GameConfig(names=("Ann", "Ben", "Cat")), 11)
    text = encode(state, ("human", "phone", "hard"))
    assert text == encode(state, ("human", "human", "hard"))
    assert decode(text)[1] == ("human", "human", "hard")


def test_the_link_text_and_its_forms() -> None:
    state = finished(GameConfig(names=("Ann", "Ben")), 5)
    text = encode(state, ("human", "human"))
    assert link(state, ("human", "human")) == PREFIX + text
    for form in (text, "g=" + text, PREFIX + text, "https://x.org/index.html" + PREFIX + text):
        assert link_value(form) == text
        assert decode(form)[0].piles == state.piles


# --- The length -------------------------------------------------------------------


def _chars(payload_bytes: int) -> int:
    return math.ceil(payload_bytes * 4 / 3)


def test_the_longest_four_player_link_with_ordinary_names_is_at_most_400_characters() -> None:
    """The bound by construction: every digit at its largest radix, four names of
    12 ASCII characters, and every Universal Good and Protection Spell of the deck
    in the players' hands (the most final choices a game can have)."""
    deck = load_deck()
    universals = sum(c.spell.power == "universal" for c in deck)
    protections = sum(c.spell.power == "protection" for c in deck)
    bits = math.log2(len(VARIANTS) * 6 * 4 * 2 * len(KIND_CODES) ** 4) + 63
    per_round = math.log2(5 * 4 * 5 * 3 * 5 * 2 * 5 * 1) + math.log2(4 * 3 * 2 * 6)
    bits += 12 * per_round + universals * math.log2(5) + protections * 2
    bits += 4 * 4 * len(oct(MAX_HINTS)[2:])  # each seat's hints at the most: 4 bits an octal digit
    names = 4 * (1 + 12)
    worst = 1 + 2 + names + 1 + math.ceil(bits / 8) + 4
    assert _chars(worst) <= 400, _chars(worst)


def test_measured_four_player_links_stay_within_400_characters() -> None:
    names = ("Bartholomew1", "Christopher2", "Alexandrina3", "Maximilian44")
    longest = 0
    most_choices = 0
    for seed in range(6):
        config = GameConfig(names=names, first_player=seed % 4)
        state = collect_choices(config, 2**63 - 1 - seed)
        most_choices = max(most_choices, final_choice_count(state))
        longest = max(longest, len(encode(state, ("hard", "medium", "easy", "human"))))
    assert most_choices >= 3  # the collectors did hold final choices
    assert longest <= 400


def test_the_longest_names_of_all_still_fit_the_readers_limit() -> None:
    # Four names of 40 four-byte characters: far past 400, never past MAX_CHARS.
    names = tuple(chr(0x1F600 + i) * 40 for i in range(4))
    state = finished(GameConfig(names=names), 3)
    text = encode(state, ("human",) * 4)
    assert 400 < len(text) <= MAX_CHARS
    assert decode(text)[0].config.names == names


# --- Only a finished game, dealt by its seed ---------------------------------------


def test_an_unfinished_game_is_refused() -> None:
    state = new_game(GameConfig(names=("Ann", "Ben")), 1)
    state = step(state, legal_moves(state)[0])
    with pytest.raises(ReplayLinkError, match=r"^g: the game is not finished"):
        encode(state, ("human", "human"))


def test_a_game_dealt_from_a_chosen_order_has_no_link() -> None:
    config = GameConfig(names=("Ann", "Ben"))
    state = play_random(deal(config, tuple(range(24)), "IV"))
    with pytest.raises(ReplayLinkError, match=r"^g: the game was not dealt by its seed"):
        encode(state, ("human", "human"))


def test_seat_kinds_that_do_not_fit_are_refused() -> None:
    state = finished(GameConfig(names=("Ann", "Ben")), 1)
    with pytest.raises(ReplayLinkError, match=r"^g\.seats: 1 seat kind for 2 players"):
        encode(state, ("human",))


# --- Tampering ------------------------------------------------------------------


@pytest.fixture(scope="module")
def sample() -> str:
    config = GameConfig(names=("Andy", "Bob", "Cathy"), variant="open", animal_reference="V")
    return encode(finished(config, 77), ("human",) * 3)


def refused(text: str) -> str:
    """The message of a refused link; anything but ReplayLinkError fails the test."""
    with pytest.raises(ReplayLinkError) as caught:
        decode(text)
    message = str(caught.value)
    assert re.match(r"^(g(\.[a-z]+(\[\d+\])?)*|[a-z]+): \S", message), message
    return message


def test_every_single_character_changed_is_refused(sample: str) -> None:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    for i, char in enumerate(sample):
        other = alphabet[(alphabet.index(char) + 1 + i % 63) % 64]
        refused(sample[:i] + other + sample[i + 1 :])


def test_a_cut_or_lengthened_link_is_refused(sample: str) -> None:
    for cut in range(1, len(sample)):
        refused(sample[:cut])
    for extra in ("A", "AA", "AAA", "AAAA", "x9", sample[:8]):
        refused(sample + extra)


def test_the_checksum_names_the_fault(sample: str) -> None:
    i = len(sample) // 2
    changed = sample[:i] + ("A" if sample[i] != "A" else "B") + sample[i + 1 :]
    assert refused(changed) == "g: the link was changed or cut short (its checksum does not match)"
    assert refused(sample[:-4]).startswith("g: the link was changed or cut short (its ")


@pytest.mark.parametrize(
    ("text", "fault"),
    [
        ("", "g: empty; a replay link holds a whole game"),
        ("AB+C", "g: character 3 ('+') is never in a replay link: the link was changed on"),
        ("AB=", "g: character 3 ('=') is never in a replay link"),
        ("ABCDE", "g: the link was cut short or lengthened (5 characters is no replay link's"),
        ("AQ", "g: too short to hold a game"),
        ("x" * (MAX_CHARS + 1), f"g: {MAX_CHARS + 1} characters; a replay link has at most"),
        ("g=AA&seed=3", "seed: a replay link holds its game alone, g"),
        ("g=AA&g=AA", "g: given twice"),
    ],
)
def test_malformed_text_is_named(text: str, fault: str) -> None:
    assert refused(text).startswith(fault)


def test_an_unknown_version_is_refused_by_name(sample: str) -> None:
    raw = bytearray(base64.urlsafe_b64decode(sample + "=" * (-len(sample) % 4)))
    raw[0] = 3
    later = base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("=")
    assert refused(later) == (
        "g.version: 3 is not a replay-link version this app reads (1, 2); a newer app made it"
    )


def test_a_link_of_another_deck_is_named() -> None:
    state = finished(GameConfig(names=("Ann", "Ben")), 9)
    body = bytearray(head(state.config) + digits_of(state, ("human", "human"), (0, 0)).to_bytes())
    body[1] ^= 0xFF
    assert refused(seal(bytes(body))).startswith("g: made with another deck of cards")


# --- Links sealed on purpose: still only legal games ------------------------------


def _first(state: State, where: object) -> tuple[int, State]:
    """The index of the first move of the game played where ``where(game)`` holds,
    and the game just before it."""
    game = new_game(state.config, state.seed)
    for index, record in enumerate(state.moves()):
        if where(game):  # type: ignore[operator]
            return index, game
        game = step(game, record.move)
    raise AssertionError("no such move")


def _resealed(state: State, edit: object) -> str:
    digits = digits_of(state, ("human",) * state.players, (0,) * state.players)
    edit(digits)  # type: ignore[operator]
    return seal(head(state.config) + digits.to_bytes())


def test_a_move_the_rules_refuse_is_named_with_its_place() -> None:
    """A digit may name an Expert its player no longer holds: ``step`` refuses it."""
    state = finished(GameConfig(names=("Ann", "Ben", "Cat")), 21)
    # variant, reference, first player, memory aid, kinds, hints (one digit each), seed
    header = 4 + 2 * state.players + 1
    index, game = _first(state, lambda g: g.phase == "assign" and 0 in g.hands[g.to_act])
    missing = game.hands[game.to_act].index(0)
    free = [i for i, e in enumerate(game.experts) if e is None]

    def edit(digits: replay_link.Digits) -> None:
        digits.digits[header + index] = (missing * len(free), 5 * len(free))

    name = game.config.names[game.to_act]
    message = refused(_resealed(state, edit))
    assert message == f"g.moves[{index}]: {name} has no {EXPERTS[missing].capitalize()} left"


def test_a_swap_to_the_same_type_is_named() -> None:
    state = finished(GameConfig(names=("Ann", "Ben")), 4)
    header = 4 + 2 * state.players + 1
    index, game = _first(state, lambda g: g.phase == "take" and g.market.count(None) == 1)
    slot = next(i for i, c in enumerate(game.market) if c is not None)
    on_card = game.experts[slot]
    assert on_card is not None

    def edit(digits: replay_link.Digits) -> None:
        digits.digits[header + index] = (1 + on_card[1], 6)

    message = refused(_resealed(state, edit))
    assert message.startswith(f"g.moves[{index}]: ")
    assert "has no" in message or "a swap changes the type" in message


def test_more_than_a_game_is_named() -> None:
    state = finished(GameConfig(names=("Ann", "Ben")), 8)
    message = refused(_resealed(state, lambda digits: digits.put(1, 2)))
    assert message == "g: holds more than a finished game's moves (the link was changed)"


@pytest.mark.parametrize(
    ("names", "fault"),
    [
        ([b"Ann"], "g.names: a game has 2, 3 or 4 players"),
        ([b"Ann", b"ann"], "g.names[1]: 'ann' is already the name of names[0] ('Ann'; names"),
        ([b"Ann", b"B\x07n"], "g.names[1]: contains the control character '\\x07'"),
        ([b"Ann", b"\xff\xfe"], "g.names[1]: not UTF-8 text"),
        ([b"Ann", b"B" * 41], "g.names[1]: 41 characters; at most 40"),
        ([b"A", b"B", b"C", b"D", b"E"], "g.names: more than 4 names"),
    ],
)
def test_bad_names_are_named(names: list[bytes], fault: str) -> None:
    body = bytearray(head(GameConfig(names=("Ann", "Ben")))[:3])
    for raw in names:
        body += bytes([len(raw)]) + raw
    body += b"\x00\x00"
    assert refused(seal(bytes(body))).startswith(fault)


def test_random_garbage_with_a_good_checksum_never_escapes_as_another_error() -> None:
    rng = SplitMix64(99)
    head_bytes = head(GameConfig(names=("Ann", "Ben", "Cat")))
    for _ in range(40):
        tail = bytes(rng.below(256) for _ in range(rng.below(60)))
        with contextlib.suppress(ReplayLinkError):
            decode(seal(head_bytes + tail))


# --- Hints (version 2) and links of version 1 ---------------------------------------

RECORDED = json.loads((Path(__file__).parent / "data/saves/v2-v3.json").read_text())["cases"]


def test_a_link_keeps_each_seats_count_of_hints() -> None:
    state = finished(GameConfig(names=("Ann", "Ben", "Cat")), 12)
    for hints in ((0, 0, 0), (3, 0, 1), (7, 8, 63), (64, 511, MAX_HINTS)):
        assert decode(encode(state, ("human",) * 3, hints)).hints == hints
    plain = encode(state, ("human",) * 3)
    assert decode(plain).hints == (0, 0, 0)
    # Counts below 8 cost one digit of 16 each: four bits a seat.
    assert len(plain) <= len(encode(state, ("human",) * 3, (7, 7, 7)))


def test_a_count_of_hints_past_the_most_is_named() -> None:
    state = finished(GameConfig(names=("Ann", "Ben")), 8)
    digits = digits_of(state, ("human", "human"), (0, 0))
    header = 4 + state.players  # the hints follow the kinds
    digits.digits[header + 1 : header + 2] = [
        (low * 2 + (k < 4), replay_link.COUNT_RADIX) for k, low in enumerate((0, 0, 0, 0, 3))
    ]  # 3 * 8**4 = 12288
    message = refused(seal(head(state.config) + digits.to_bytes()))
    assert message == f"g.hints[1]: 12288 is not a count of hints from 0 to {MAX_HINTS}"


@pytest.mark.parametrize("name", sorted(n for n in RECORDED if "link" in RECORDED[n]))
def test_a_link_of_version_1_still_opens_without_hints(name: str) -> None:
    """Made before hints were kept: the same game, and no count of hints."""
    g = RECORDED[name]["link"]
    assert base64.urlsafe_b64decode(g[:4])[0] == 1
    state, seats, hints = decode(g)
    assert hints is None
    assert [r.seat for r in state.moves()] == [seat for seat, _ in RECORDED[name]["steps"]]
    # Made again today, it is a link of version 2 to the same game.
    again = decode(encode(state, seats))
    assert again.state.moves() == state.moves() and again.hints == (0,) * state.players
