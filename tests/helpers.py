"""Shared helpers for the engine tests: set up a game, find a card, play on; a fake
German catalog for the tests of what follows the language."""

from __future__ import annotations

import contextlib
import gettext
from collections.abc import Iterator
from typing import Any, Protocol

import pytest

from golden_sails.game.engine import GameConfig, State, legal_moves, new_game, step
from golden_sails.game.moves import Move
from golden_sails.model.deck import load_deck
from golden_sails.model.rng import SplitMix64

NAMES = ("Andy", "Bob", "Cathy", "Dora")


def game(players: int, seed: int = 1, **options: object) -> State:
    return new_game(GameConfig(names=NAMES[:players], **options), seed)  # type: ignore[arg-type]


def play_random(state: State, seed: int = 0, until: object = None) -> State:
    """Random legal moves until ``until(state)`` holds or the game is over (each
    seat its own random numbers, so a seed plays the same game)."""
    rngs = [SplitMix64(seed + seat) for seat in range(state.players)]
    while not state.over and not (until is not None and until(state)):  # type: ignore[operator]
        moves = legal_moves(state)
        state = step(state, moves[rngs[state.to_act].below(len(moves))])
    return state


def play_round(state: State, seed: int = 0) -> State:
    start = state.round
    return play_random(state, seed, until=lambda s: s.round != start or s.phase == "scoring")


def card_ids_everywhere(state: State) -> list[int]:
    """Every Goods card id in the state: deck, table and piles."""
    ids = list(state.deck)
    ids += [c for c in state.market if c is not None]
    for own in state.piles:
        for pile in own:
            ids += list(pile)
    return ids


def gem_class(card_id: int) -> int:
    return load_deck()[card_id].gem


class Draw(Protocol):
    """Where swap_hidden's choices come from: hypothesis's draws, or a seeded Random."""

    def flip(self) -> bool: ...
    def below(self, n: int) -> int: ...
    def shuffled(self, items: list[int]) -> list[int]: ...


class Drawn:
    """swap_hidden's choices as hypothesis's draws (so a failure shrinks)."""

    def __init__(self, data: Any) -> None:
        self.data = data  # a hypothesis.strategies.DataObject

    def flip(self) -> bool:
        from hypothesis import strategies as st

        return bool(self.data.draw(st.booleans()))

    def below(self, n: int) -> int:
        from hypothesis import strategies as st

        return int(self.data.draw(st.integers(0, n - 1)))

    def shuffled(self, items: list[int]) -> list[int]:
        from hypothesis import strategies as st

        return list(self.data.draw(st.permutations(items)))


class Dice:
    """swap_hidden's choices from a seeded random.Random."""

    def __init__(self, seed: int) -> None:
        import random

        self.rng = random.Random(seed)

    def flip(self) -> bool:
        return self.rng.random() < 0.5

    def below(self, n: int) -> int:
        return self.rng.randrange(n)

    def shuffled(self, items: list[int]) -> list[int]:
        out = list(items)
        self.rng.shuffle(out)
        return out


def swap_hidden(state: State, viewer: int, draw: Draw) -> State:
    """A state that differs from ``state`` only in what ``viewer`` may not see:
    the order of the deck, and which cards lie face down in other players' Gem
    piles (swapped with deck cards or with each other's).  Anything built from
    what ``viewer`` may know is the same for both (the hidden-Gem rule, R8-R10)."""
    from golden_sails.game.engine import _replace  # the test builds states by hand on purpose
    from golden_sails.game.view import view

    deck = list(state.deck)
    piles = [list(map(list, own)) for own in state.piles]
    announced = view(state, viewer)["announce"]
    slots = [
        (seat, i)
        for seat in range(state.players)
        if seat != viewer
        for i in range(len(piles[seat][1]))
        if not (announced and announced["seat"] == seat and i == len(piles[seat][1]) - 1)
    ]
    for seat, i in slots:
        if deck and draw.flip():
            j = draw.below(len(deck))
            piles[seat][1][i], deck[j] = deck[j], piles[seat][1][i]
    if len(slots) >= 2 and draw.flip():
        (s1, i1), (s2, i2) = slots[0], slots[-1]
        piles[s1][1][i1], piles[s2][1][i2] = piles[s2][1][i2], piles[s1][1][i1]
    deck = draw.shuffled(deck) if deck else deck
    return _replace(state, deck=tuple(deck), piles=tuple(tuple(map(tuple, own)) for own in piles))


# Moves as the page and the saves give them, JSON objects: the door step reads.
def assign(slot: int, expert: str) -> dict[str, Any]:
    return {"type": "assign", "card": slot, "expert": expert}


def take(slot: int, swap: str | None = None) -> dict[str, Any]:
    move: dict[str, Any] = {"type": "take", "card": slot}
    if swap is not None:
        move["swap"] = swap
    return move


class Marked(gettext.NullTranslations):
    """A catalog that gives every message back between two marks, placeholders kept:
    a word shown without a lookup is left bare."""

    def __init__(self, left: str, right: str) -> None:
        super().__init__()
        self.left, self.right = left, right

    def gettext(self, message: str) -> str:
        return f"{self.left}{message}{self.right}"

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self.gettext(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return self.gettext(message)


@contextlib.contextmanager
def german_read_from(catalog: gettext.NullTranslations,
                     monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """German read from catalog, English as ever; the lessons' cache emptied before and
    after, so no lesson built with the fake outlives it (nor one built before it)."""
    from golden_sails.model import i18n
    from golden_sails.teach import lessons

    real = i18n.catalog
    monkeypatch.setattr(i18n, "catalog", lambda lang: catalog if lang == "de" else real(lang))
    lessons._built.cache_clear()
    try:
        yield
    finally:
        lessons._built.cache_clear()


def final_choices_game() -> State:
    """A seeded 4-player game (so a save replays it) in which Andy ends with every
    Universal Good of the deck (R19) and two Protection Spells: the longest final
    choices a game deals.  Andy steers for those cards (his Sorcerer on them, the
    others leave them to her), every other move at random; the others, deciding
    first (R11), accept their proposals, and Andy is to decide."""
    deck = load_deck()
    state = game(4, seed=1)
    rng = SplitMix64(1)

    def wanted(card: int) -> bool:
        power = deck[card].spell.power
        held = sum(deck[c].spell.power == "protection" for c in state.piles[0][0])
        return power == "universal" or (power == "protection" and held < 2)

    def score(move: Move) -> int:
        assert move.card is not None
        want = wanted(state.market[move.card])
        if state.phase == "assign":
            spell = move.expert == "sorcerer"
            if state.to_act == 0:
                return 3 if want and spell else 1 if not (want or spell) else 0
            return 2 if want and spell else 0 if want else 1
        on = state.experts[move.card]
        spell = move.swap == "sorcerer" or (move.swap is None and on is not None and on[1] == 3)
        if state.to_act == 0:
            return 3 if want and spell else 1
        return 0 if want and spell else 1

    while state.phase in ("assign", "take"):
        moves = legal_moves(state)
        best = max(map(score, moves))
        top = [m for m in moves if score(m) == best]
        state = step(state, top[rng.below(len(top))])
    while state.to_act != 0:
        state = step(state, {"type": "confirm"})
    spells = [deck[c].spell.power for c in state.piles[0][0]]
    assert (spells.count("universal"), spells.count("protection")) == (4, 2)
    return state


def log_lines(shown: Any) -> list[tuple[Any, str]]:
    """A view's log entries, each with its line as the page shows it (the words
    are drawn from the facts at the edge: golden_sails.app.view_words)."""
    from golden_sails.app.view_words import view_words

    return list(zip(shown["log"]["entries"], view_words(shown)["log"], strict=True))
