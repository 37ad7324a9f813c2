"""The session: who holds the phone, and which screen comes next (R10, R20)."""

from __future__ import annotations

import pytest

from golden_sails import saves, session
from golden_sails.engine import GameConfig, MoveError, legal_moves
from golden_sails.session import Session, SessionError
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
        assert legal_moves(s.state) != [{"type": "confirm"}]
        if s.screen == "handoff":
            s = session.reveal(s)
        s = session.play(s, {"type": "confirm"})
    assert s.screen == "over"
    moves = [r.move for r in s.state.moves()]
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


def test_a_reload_returns_to_the_same_screen_d11() -> None:
    s = session.play(session.reveal(_start()), assign(0, "cook"))
    saved = saves.load_game(saves.to_save(s.state, s.seats))
    again = session.resume(saved.state, saved.seats, s.holder)
    assert (again.screen, again.holder, again.undoable) == ("handoff", 0, 1)
    from_home = session.resume(saved.state, saved.seats, None)
    assert (from_home.screen, from_home.undoable) == ("handoff", 0)


def test_a_holder_that_is_not_a_person_at_the_table_is_refused() -> None:
    s = _start()
    for holder in (3, -1):
        with pytest.raises(SessionError, match="holder"):
            session.resume(s.state, s.seats, holder)


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


def test_undo_takes_back_the_computers_replies_too_r20() -> None:
    s = _with(("human", "hard"), seed=3)
    assert s.screen == "play"
    first = legal_moves(s.state)
    s = session.play(s, first[0])  # the person assigns; the computer assigns and takes first
    while s.screen == "bot":
        s, _ = session.play_for_computer(s)
    assert s.screen == "play" and len(s.state.moves()) == 3 and s.undoable == 3
    back = session.undo(s)
    assert back.state.moves() == [] and legal_moves(back.state) == first
    # His take of the last card ends the round (a reveal): it, and all before
    # it, stay; the computer then opens round 2 and he assigns last.
    s = session.play(s, legal_moves(s.state)[0])
    while s.screen == "bot":
        s, _ = session.play_for_computer(s)
    assert (s.state.round, s.state.phase, s.screen) == (2, "assign", "play")
    assert s.undoable == 0


def test_a_computer_plays_the_same_move_again_after_a_reload() -> None:
    s = _with(("human", "hard", "medium"))
    s = session.play(s, legal_moves(s.state)[0])
    _, first = session.play_for_computer(s)
    reloaded = session.resume(saves.load(saves.to_save(s.state, s.seats)), s.seats, s.holder)
    _, again = session.play_for_computer(reloaded)
    assert again == first
