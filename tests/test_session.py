"""The session: who holds the phone, and which screen comes next (R10, R20)."""

from __future__ import annotations

import random

import pytest

from golden_sails.app import saves, session
from golden_sails.app.session import Session, SessionError
from golden_sails.game.engine import GameConfig, MoveError, legal_moves
from golden_sails.game.moves import Move
from helpers import NAMES, assign, take

PEOPLE = ("human", "human", "human")


def _start(players: int = 3, seed: int = 5, **options: object) -> Session:
    config = GameConfig(names=NAMES[:players], **options)  # type: ignore[arg-type]
    return session.start(config, ("human",) * players, seed)


def _to_scoring(s: Session) -> Session:
    """Every person plays his first listed move, each through the handoff, to round 12's end."""
    while s.state.phase in ("assign", "take"):
        if s.screen == "handoff":
            s = session.reveal(s)
        s = session.play(s, legal_moves(s.state)[0])
    return s


def test_a_new_game_opens_on_the_handoff_with_nothing_private() -> None:
    s = _start()
    assert s.screen == "handoff" and s.viewer is None and s.holder is None
    assert s.undoable == 0  # nobody has moved, nobody holds the phone


def test_the_handoff_tap_gives_the_player_to_act_his_own_view() -> None:
    s = session.reveal(_start())
    assert s.screen == "play" and s.viewer == s.state.to_act == s.holder == 0


def test_after_a_move_to_another_person_comes_the_handoff_with_undo_r20() -> None:
    """R20: the device is not handed over until the next player taps: the mover
    may still take his move back, and then sees his own choice again."""
    s = session.reveal(_start())
    before = legal_moves(s.state)
    s = session.play(s, assign(0, "cook"))
    assert s.screen == "handoff" and s.viewer is None and s.state.to_act == 1
    assert s.holder == 0 and s.undoable == 1
    back = session.undo(s)
    assert back.screen == "play" and back.viewer == 0 and legal_moves(back.state) == before
    # Once Bob has taken the phone, Ann's move is his history, not hers to undo.
    s = session.reveal(s)
    assert s.holder == 1 and s.undoable == 0
    with pytest.raises(SessionError, match="nothing to undo"):
        session.undo(s)


def test_the_last_assigner_takes_first_with_no_handoff_r4() -> None:
    s = session.reveal(_start())
    s = session.play(s, assign(0, "cook"))
    s = session.play(session.reveal(s), assign(1, "hunter"))
    s = session.play(session.reveal(s), assign(2, "jeweler"))
    assert s.screen == "play" and s.viewer == 2 and s.state.phase == "take"
    assert s.undoable == 1  # his assignment, with no handoff since (R20)


def test_undo_never_crosses_a_reveal_r20() -> None:
    s = session.reveal(_start(players=2))
    s = session.play(s, assign(0, "cook"))
    s = session.play(session.reveal(s), assign(1, "hunter"))
    s = session.play(s, take(1))  # Bob takes, then Ann takes the last card
    s = session.play(session.reveal(s), take(0))
    assert s.state.round == 2  # the last take revealed round 2's cards
    assert s.undoable == 0
    with pytest.raises(SessionError):
        session.undo(s)


def test_round_12s_last_take_reveals_every_gem_so_cannot_be_undone_r20() -> None:
    s = _to_scoring(_start())
    assert s.state.phase in ("scoring", "over")
    assert s.undoable == 0


def test_a_person_with_nothing_to_choose_is_not_asked_at_final_scoring() -> None:
    """No Universal Good or Protection (3+ players): his only move is to accept,
    so nobody is handed the phone for it; the accepts are still in the save."""
    s = _to_scoring(_start(seed=11))
    while s.state.phase == "scoring":
        assert legal_moves(s.state) != [Move.from_json({"type": "confirm"})]
        if s.screen == "handoff":
            s = session.reveal(s)
        s = session.play(s, {"type": "confirm"})
    assert s.screen == "over"
    moves = [r.move.to_json() for r in s.state.moves()]
    assert moves[-3:] == [{"type": "confirm"}] * 3  # R11: each player's decision recorded


def test_a_move_on_the_handoff_screen_is_refused() -> None:
    s = _start()
    with pytest.raises(SessionError, match="handoff"):
        session.play(s, legal_moves(s.state)[0])
    with pytest.raises(SessionError, match="play"):
        session.reveal(session.reveal(s))


def test_an_illegal_move_leaves_the_session_as_it_was() -> None:
    s = session.reveal(_start())
    with pytest.raises(MoveError):
        session.play(s, take(0))
    assert s.screen == "play" and s.state.moves() == []


def test_a_cold_start_opens_on_the_handoff_never_on_a_private_view_r10() -> None:
    """A reload, a new tab, home: whoever holds the phone may be anyone, so a
    game of two or more people opens on the handoff to the person to act, even
    where his own view was on screen (D19, which replaces D11)."""
    s = session.reveal(session.play(session.reveal(_start()), assign(0, "cook")))
    assert (s.screen, s.holder) == ("play", 1)
    again = session.resume(saves.load_game(saves.to_save(s.state, s.seats, "game-0001")))
    assert (again.screen, again.holder, again.viewer, again.undoable) == ("handoff", None, None, 0)
    assert again.game == "game-0001"
    alone = session.start(GameConfig(names=NAMES[:2]), ("human", "hard"), 5)
    alone = session.resume(saves.load_game(saves.to_save(alone.state, alone.seats)))
    assert (alone.screen, alone.holder) == ("play", 0)  # one person: nobody else looks


def _with(kinds: tuple[str, ...], seed: int = 5) -> Session:
    return session.start(GameConfig(names=NAMES[: len(kinds)]), kinds, seed)


def test_one_person_against_computers_never_sees_a_handoff() -> None:
    s = _with(("human", "easy", "medium", "hard"))
    screens = set()
    while s.screen != "over":
        screens.add(s.screen)
        if s.screen == "bot":
            assert s.viewer == 0  # the one person keeps his own view (R10: nobody else looks)
            s, _ = session.play_for_computer(s)
        else:
            assert s.screen in ("play", "scoring") and s.holder == 0
            s = session.play(s, legal_moves(s.state)[-1])
    assert "handoff" not in screens and {"bot", "play"} <= screens


def test_between_two_people_a_computers_turn_shows_the_table_only() -> None:
    s = session.reveal(_with(("human", "hard", "human")))
    s = session.play(s, legal_moves(s.state)[0])
    assert s.screen == "bot" and s.viewer is None  # R10: another person may be looking
    s, _ = session.play_for_computer(s)
    assert s.screen == "handoff" and s.state.to_act == 2


def test_a_computers_reply_is_never_undone_nor_what_it_answered_once_shown_r20() -> None:
    """R20 to the letter: the person saw the computer's reply, so neither it
    nor his move before it comes back.  So that a mis-tap is never past
    mending, his move is a grace move (D23): the page holds the computer's
    answer a moment, and Undo then takes back both, as nobody has seen it."""
    s = _with(("human", "hard"), seed=3)
    assert s.screen == "play"
    assert session.move_outcomes(s) == [session.GRACE] * len(legal_moves(s.state))
    before = s
    s = session.play(s, legal_moves(s.state)[0])  # the computer answers at once
    while s.screen == "bot":
        s, _ = session.play_for_computer(s)
    assert s.screen == "play" and len(s.state.moves()) == 3 and s.undoable == 0
    with pytest.raises(SessionError, match="nothing to undo"):
        session.undo(s)
    # Its answers not yet shown (its assign, then its take first: R4): all three
    # taken back.
    assert session.undo(s, unseen=2).state.moves() == before.state.moves()
    # One alone would leave a computer's move as his own to take back: refused.
    with pytest.raises(SessionError, match="nothing to undo"):
        session.undo(s, unseen=1)


def test_an_answer_that_reveals_cards_is_never_taken_back_so_its_move_is_final_r20() -> None:
    """Two players, the person takes with two cards left: the computer's take
    of the last card reveals the next round, so his take is final (confirmed
    first) and no Undo takes the computer's answer back."""
    s = _with(("human", "hard"), seed=3)
    while not (s.screen == "play" and s.state.phase == "take"
               and sum(c is not None for c in s.state.market) == 2):
        s = session.play(s, legal_moves(s.state)[0]) if s.screen == "play" else (
            session.play_for_computer(s)[0])
    assert session.move_outcomes(s) == [session.FINAL] * len(legal_moves(s.state))
    took = session.play(s, legal_moves(s.state)[0])
    answered, _ = session.play_for_computer(took)
    assert answered.state.round == s.state.round + 1
    with pytest.raises(SessionError, match="nothing to undo"):
        session.undo(answered, unseen=1)


@pytest.mark.parametrize("kinds", [("human", "easy"), ("human", "human", "easy"),
                                   ("easy", "human", "easy", "human"), ("human",) * 3])
def test_each_moves_outcome_is_what_playing_it_gives(kinds: tuple[str, ...]) -> None:
    """session.move_outcomes works a move's fate out from the order of play;
    here every legal move of whole games is played to check it: undoable
    (Undo may take it back at once, or on the handoff), grace (a computer
    answers; Undo with that answer unseen takes both back) or final."""
    rng = random.Random(len(kinds))
    s = session.start(GameConfig(names=NAMES[: len(kinds)]), kinds, 11)
    checked = 0
    while s.screen != "over":
        if s.screen == "handoff":
            s = session.reveal(s)
            continue
        if s.screen == "bot":
            s = session.play_for_computer(s)[0]
            continue
        for move, outcome in zip(legal_moves(s.state), session.move_outcomes(s), strict=True):
            after = session.play(s, move)
            if after.screen == "bot" and outcome == session.GRACE:
                answered = session.play_for_computer(after)[0]
                assert session.undo(answered, unseen=1).state.moves() == s.state.moves()
            elif outcome == session.FINAL:
                if after.screen == "bot":
                    answered = session.play_for_computer(after)[0]
                    with pytest.raises(SessionError):
                        session.undo(answered, unseen=1)
                else:
                    assert after.undoable == 0
            else:
                assert outcome == session.UNDOABLE and after.undoable == 1, (move, after.screen)
            checked += 1
        s = session.play(s, rng.choice(legal_moves(s.state)))
    assert checked > 100


def test_a_person_takes_back_his_own_decisions_one_by_one_while_nobody_saw_them_r20() -> None:
    # Two people, two cards: Bob assigns last, so he takes first, at once.
    s = session.reveal(session.start(GameConfig(names=NAMES[:2]), ("human", "human"), 9))
    s = session.reveal(session.play(s, legal_moves(s.state)[0]))  # Andy assigns; to Bob
    assert session.move_outcomes(s) == [session.UNDOABLE] * len(legal_moves(s.state))
    assigned = session.play(s, legal_moves(s.state)[0])
    assert (assigned.screen, assigned.holder, assigned.undoable) == ("play", 1, 1)
    # His take of the first card: then it is Andy's turn (a handoff), still undoable.
    took = session.play(assigned, legal_moves(assigned.state)[0])
    assert (took.screen, took.undoable) == ("handoff", 1)
    back = session.undo(took)
    assert back.state.moves() == assigned.state.moves() and back.undoable == 1
    assert session.undo(back).state.moves() == s.state.moves()
    # Andy's take of the last card reveals round 2: final, and never undone.
    andy = session.reveal(took)
    assert session.move_outcomes(andy) == [session.FINAL] * len(legal_moves(andy.state))
    assert session.play(andy, legal_moves(andy.state)[0]).undoable == 0


def test_a_computer_plays_the_same_move_again_after_a_reload() -> None:
    s = _with(("human", "hard", "medium"))
    s = session.play(s, legal_moves(s.state)[0])
    _, first = session.play_for_computer(s)
    reloaded = session.resume(saves.load_game(saves.to_save(s.state, s.seats)))
    _, again = session.play_for_computer(reloaded)
    assert again == first
