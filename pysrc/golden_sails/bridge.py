"""The bridge: the few JSON-in/JSON-out calls the web worker makes.

Every call takes and returns JSON text, so no Python object (PyProxy) ever
leaves the worker.  The worker holds one session (the game on screen); the
page keeps the saves.  Every game call answers the next screen in one round
trip, ``{"ok": true, "protocol", "game", "save", "view", "screen"}``: a seat's
answer (docs/protocol.md, golden_sails.app.protocol), whose log holds only
the lines the page has not had yet; and every failure is an answer,
``{"ok": false, "error": "<place>: <fault>", "place", "code"}``: a call never
raises across the bridge, whatever it is given, and the page acts on the
fault's place and code, never on its words.  Calls are synchronous (no
``run_until_complete``: Safari has no stack switching).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping
from typing import Any

from .app import links, phones, saves, session
from .app.explain import area_note as explain_area
from .app.explain import sheet_now as explain_sheet
from .app.hints import hint_text
from .app.protocol import (
    Answer,
    Fault,
    Played,
    SeatAnswerCallAnswer,
    SeatKindAnswer,
    SeatMessageAnswer,
)
from .app.quickpad import quick_score_text
from .app.replay_link import PREFIX as REPLAY_PREFIX
from .app.replay_link import link_value
from .app.scorepad import load_table
from .app.screens import answer, answer_and_view
from .game.engine import ConfigError, GameConfig
from .game.seen import LogEntry, View
from .game.view import view as view_of
from .game.words import card_text
from .game.words import vocabulary as _vocabulary
from .model.cards import PILES
from .model.errors import InputError
from .model.i18n import N_, _, check_language, current_language, language, ngettext
from .model.jsontext import (
    expected_list,
    expected_text,
    expected_whole,
    strict_loads,
    type_name,
    whole,
)
from .model.names import name_computers
from .model.seats import HUMAN, PHONE, check_seats, label
from .scoring import decide_all, score_table
from .teach import authoring, reference, replays, studies, study_json
from .teach.examples import examples_json
from .teach.lessons import lesson_list
from .teach.scenes import scene_step
from .teach.study_link import PREFIX as STUDY_PREFIX
from .tools.selfplay import final_score

_current: session.Session | None = None


class BridgeError(InputError):
    """A request the bridge cannot read."""


def _fault_of(err: InputError) -> Fault:
    """A refusal as the page reads it: its words, and its place and code to act on."""
    return {"ok": False, "error": str(err), "place": err.place, "code": type(err).__name__}


def _answer(work: Callable[[], Mapping[str, object]]) -> str:
    try:
        return json.dumps({"ok": True, **work()})
    except InputError as err:  # a fault of the input, named by place
        return json.dumps(_fault_of(err))
    except Exception as err:  # a bug: the page must still get an answer, not a dead worker
        bug: Fault = {
            "ok": False,
            # Translators: a bug's report on the error screen: {kind} is the Python exception's name
            # ("KeyError"), {detail} its message in English; both stay as they are.
            "error": _("internal error: {kind}: {detail}").format(
                kind=type(err).__name__, detail=err
            ),
            "place": None,
            "code": "internal",
        }
        return json.dumps(bug)


# What the page holds of the open game's log: its language and entries (the view
# of the last answer's).  An answer that goes on from it sends the entries after
# these, and those of them that read otherwise in its own view (docs/protocol.md,
# screens.log_cut); every call that opens a game sends the whole log.
_sent: tuple[str, list[LogEntry]] | None = None


def _game(new: session.Session, going_on: bool = False) -> Answer:
    """The answer for ``new``, now the open session; ``going_on``: the page holds
    the log as the last answer left it (a move, a computer's move, an Undo)."""
    return _game_and_view(new, going_on)[0]


def _game_and_view(
    new: session.Session, going_on: bool = False, shown: View | None = None
) -> tuple[Answer, View]:
    """:func:`_game`, and the view the answer was drawn from (its log whole;
    ``shown``: that view, built already)."""
    global _current, _sent
    _current = new
    held = None
    if going_on and _sent is not None and _sent[0] == current_language():
        held = _sent[1]
    out, drawn = answer_and_view(new, held, shown)
    _sent = (current_language(), drawn["log"]["entries"])
    return out, drawn


def _opened(new: session.Session) -> Answer:
    """The answer for a game just opened (started, loaded, restored, a rematch):
    its log whole, and no guest phone known yet (each pairs and says hello)."""
    _guests.clear()
    return _game(new)


def _open() -> session.Session:
    if _current is None:
        raise BridgeError(_("no game is open"))
    return _current


def _game_id(value: object) -> str | None:
    """The page's name for a game (its storage key), or None."""
    return None if value is None else saves.check_game_id(value)


def start(request_json: str, seed: object, game: object = None) -> str:
    """A new game: ``{names, variant, animal_reference, first_player, memory_aid,
    seats}`` (seats: one kind per seat, default every seat a person; a computer
    seat's name may be null: golden_sails.model.names.name_computers names it);
    ``game`` is the page's name for it."""

    def work() -> Mapping[str, object]:
        name = _game_id(game)
        doc = strict_loads(request_json, "config")
        if not isinstance(doc, dict):
            raise ConfigError(
                _("{where}: expected an object, got {type}").format(
                    where="config", type=type_name(doc)
                )
            )
        request = dict(doc)
        raw_seats = request.pop("seats", None)
        # A computer seat left unnamed (null) is named by the core, as people are.
        if isinstance(raw_seats, list) and isinstance(request.get("names"), list):
            request["names"] = name_computers(request["names"], raw_seats)
        config = GameConfig.from_json(request)
        seats = (
            (HUMAN,) * config.players
            if raw_seats is None
            else check_seats(raw_seats, config.players, "config.seats")
        )
        if not whole(seed):
            raise ConfigError(expected_whole("seed", seed))
        assert isinstance(seed, int)
        return _opened(session.start(config, seats, seed, name))

    return _answer(work)


def rematch(seed: object, game: object = None) -> str:
    """After the end: the same players, seat kinds and variant, a new deal."""

    def work() -> Mapping[str, object]:
        name = _game_id(game)
        if not whole(seed):
            raise ConfigError(expected_whole("seed", seed))
        assert isinstance(seed, int)
        return _opened(session.rematch(_open(), seed, name))

    return _answer(work)


def load(text: str, game: object = None) -> str:
    """Open a stored game cold: a save, or the page's stored entry ``{save,
    meta}``, replayed and checked (golden_sails.app.saves).  With two or more
    people it opens on the handoff (golden_sails.app.session).  ``game``: the
    page's name for it, for a save that does not name itself."""

    def work() -> Mapping[str, object]:
        name = _game_id(game)
        return _opened(session.resume(saves.load_game(_save_doc(text)), name))

    return _answer(work)


MAX_SUMMARIES = 500


def summaries(entries_json: str) -> str:
    """What the home screen lists, from the saves themselves: for each stored
    entry's text (a JSON list of them), ``{names, labels, round, phase, hints}``
    and for a finished game ``totals`` and ``winners``, or ``{fault}`` where the
    save does not load: values, which home words itself (no view is built).
    The page's own summary (``meta``) is only a cache for drawing home before
    the engine starts: never believed after."""

    def work() -> Mapping[str, object]:
        texts = strict_loads(entries_json, "entries", _("a list of saved games"))
        if not isinstance(texts, list) or len(texts) > MAX_SUMMARIES:
            raise BridgeError(
                ngettext(
                    "{where}: expected a list of at most {n} text",
                    "{where}: expected a list of at most {n} texts",
                    MAX_SUMMARIES,
                ).format(where="entries", n=MAX_SUMMARIES)
            )
        out: list[dict[str, Any]] = []
        for i, text in enumerate(texts):
            try:
                if not isinstance(text, str):
                    raise BridgeError(expected_text(f"entries[{i}]", text))
                out.append(_summary(saves.load_game(_save_doc(text))))
            except InputError as err:
                out.append({"fault": str(err)})
        return {"summaries": out}

    return _answer(work)


def _summary(saved: saves.SavedGame) -> dict[str, Any]:
    state = saved.state
    names = list(state.config.names)
    out: dict[str, Any] = {
        "names": names,
        "labels": [label(name, kind) for name, kind in zip(names, saved.seats, strict=True)],
        "round": state.round,
        "phase": state.phase,
    }
    if state.over:
        sheet = final_score(state, explain=False)
        out["totals"] = [player.total for player in sheet.players]
        out["winners"] = list(sheet.winners)
    out["hints"] = list(saved.hint_counts)
    return out


def save_name(text: str) -> str:
    """The name of the game in a save file, ``{"game": name or null}``, for the
    page to look for its copy on this device before :func:`restore`."""

    def work() -> Mapping[str, object]:
        doc = _save_doc(text)
        found = doc.get("game") if isinstance(doc, dict) else None
        return {"game": found if saves.GAME_ID.fullmatch(str(found)) else None}

    return _answer(work)


def restore(text: str, here_text: object, game: object) -> str:
    """A game from a file (golden_sails.app.session.restore): ``here_text`` is this
    device's copy of the same game, or null; ``game`` the name for a file that
    does not name itself.  The answer adds ``restored``: what happened, in
    words, and ``outcome``."""

    def work() -> Mapping[str, object]:
        name = saves.check_game_id(game)
        file = saves.load_game(_save_doc(text))
        here = None
        if here_text is not None:
            if not isinstance(here_text, str):
                raise BridgeError(expected_text("here", here_text))
            here = saves.load_game(_save_doc(here_text))
        opened, outcome = session.restore(file, here, name)
        out = _opened(opened)
        return {**out, "restored": {"outcome": outcome, "text": _(_RESTORED_WORDS[outcome])}}

    return _answer(work)


_RESTORED_WORDS = {
    session.RESTORED: N_(
        "The game was restored from the file; the table is told so on the handoff and in the log."
    ),
    session.KEPT: N_(
        "This file is a copy of a game already on this device, at the same moment or earlier: "
        "the game on this device goes on where it is."
    ),
    session.NEWER: N_(
        "This file carries a game on this device further: the game goes on from the file, and "
        "the table is told so."
    ),
    session.PARTED: N_(
        "This file is another version of a game on this device, which went its own way: the "
        "game on this device goes on where it is; a game is never forked."
    ),
}


def _save_doc(text: str) -> object:
    """A save's JSON: the save itself, or the page's stored entry ``{save, meta}``."""
    doc = saves.parse(text)
    if isinstance(doc, dict) and "format" not in doc and isinstance(doc.get("save"), dict):
        return doc["save"]  # the page's own storage entry
    return doc


def current() -> str:
    """The open game's screen again, as it stands."""
    return _answer(lambda: answer(_open()))


def reveal() -> str:
    """The handoff's tap: the person to act takes the phone."""
    return _answer(lambda: _game(session.reveal(_open()), going_on=True))


def play(move_json: str) -> str:
    """The move of the person holding the phone."""

    def work() -> Mapping[str, object]:
        # Translators: what a move's JSON text should hold, a noun with its article: it fills "empty
        # (expected …)" and "nested too deeply to be …".
        move = strict_loads(move_json, "move", _("a move"))
        return _game(session.play(_open(), move), going_on=True)

    return _answer(work)


def bot() -> str:
    """The computer player to act thinks and plays (in the worker, so the page
    stays free); the answer is the next screen and ``played``: the seat, its
    move in words, and what the log says of it."""

    def work() -> dict[str, object]:
        before = _open()
        after, move = session.play_for_computer(before)
        out = _game(after, going_on=True)
        seat = before.state.to_act
        # The log's new entries (one per event) that tell this seat's move:
        # its last ones (a line of a restore from a file comes before them).
        new = len(after.state.events()) - len(before.state.events())
        entries = out["view"]["log"]["entries"]
        lines = out["screen"]["words"]["log"]
        said = zip(entries[len(entries) - new :], lines[len(lines) - new :], strict=True)
        played: Played = {
            "seat": seat,
            "label": out["screen"]["seats"][seat]["label"],
            "move": move.to_json(),
            "slot": move.card,
            "text": " ".join(
                text
                for entry, text in said
                if entry.get("seat") == seat and entry["kind"] in ("assign", "take", "decided")
            ),
        }
        return {**out, "played": played}

    return _answer(work)


def hint() -> str:
    """The Hard level's choice for the person to act, from his own view, and why
    in one line (golden_sails.app.hints); the hint is counted for him, so the
    answer is the game's, with its new save: ``{save, screen, view, hint}``."""

    def work() -> dict[str, object]:
        now = _open()
        # One view of the moment: the Hard level's advice reads it, the answer draws it.
        shown = view_of(now.state, now.viewer) if now.viewer is not None else None
        hinted, move = session.hint(now, shown)
        out, whole = _game_and_view(hinted, going_on=True, shown=shown)
        screen = out["screen"]
        # The screen's moves are the view's legal moves, in the same order.
        index = out["view"]["legal_moves"].index(move.to_json())
        label = screen.get("moves", [])[index]["label"]
        labels = [seat["label"] for seat in screen["seats"]]
        text = hint_text(whole, move, label, labels)
        return {**out, "hint": {"move": move.to_json(), "label": label, "text": text}}

    return _answer(work)


def sheet_now(seat: object, at: object = None) -> str:
    """``seat``'s score sheet if the game ended now, with its reasons, as the
    player whose view is on screen may count it (golden_sails.explain.sheet_now).
    ``at``: the number of moves of the game on screen (its ``screen.turn``),
    when the page shows an earlier moment than the session's (a computer's
    answer not shown yet): the sheet is of what is on screen, never later."""

    def work() -> Mapping[str, object]:
        current = _at(at)
        shown = view_of(current.state, current.viewer)
        names = current.state.config.names
        labels = [label(name, kind) for name, kind in zip(names, current.seats, strict=True)]
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(labels):
            raise BridgeError(
                _("{where}: {value} is not a seat of this game (0\u2013{last})").format(
                    where="seat", value=repr(seat), last=len(labels) - 1
                )
            )
        return {"sheet_now": explain_sheet(shown, seat, labels)}

    return _answer(work)


def _at(at: object) -> session.Session:
    """The open session at ``at`` moves (the page's ``screen.turn``): the moment on
    screen, which is earlier than the session's while a computer's answer is not
    shown yet; None: now."""
    current = _open()
    moves = current.state.moves()
    if at is None:
        return current
    if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at <= len(moves):
        raise BridgeError(
            _("{where}: {value} is not a moment of this game (0\u2013{last})").format(
                where="at", value=repr(at), last=len(moves)
            )
        )
    return session.at_moves(current, at)


def area_note(slot: object, pile: object, at: object = None) -> str:
    """What one Area of a card on the table would bring the player whose view is
    on screen (a long press: golden_sails.app.explain.area_note): ``{note}``, None
    on the table's view.  ``at`` as for :func:`sheet_now`."""

    def work() -> Mapping[str, object]:
        current = _at(at)
        shown = view_of(current.state, current.viewer)
        slots = len(shown["table"])
        if not isinstance(slot, int) or isinstance(slot, bool) or not 0 <= slot < slots:
            raise BridgeError(
                _("{where}: {value} is not a card of the table (0\u2013{last})").format(
                    where="slot", value=repr(slot), last=slots - 1
                )
            )
        if shown["table"][slot] is None:
            # Translators: {n} is the card's number on the table, from 1 ("slot" is the call's
            # argument, kept as it is).
            raise BridgeError(_("{where}: card {n} was taken").format(where="slot", n=slot + 1))
        if pile not in PILES:
            raise BridgeError(
                # Translators: {piles} lists the piles' codes ("spells, gems, spices, animals,
                # weapons"), kept as they are.
                _("{where}: {value} is not a pile ({piles})").format(
                    where="pile", value=repr(pile), piles=", ".join(PILES)  # codes, not words
                )
            )
        return {"note": explain_area(shown, slot, str(pile))}

    return _answer(work)


def memory_aid(on_json: str) -> str:
    """R8's memory aid on or off for the open game, for every seat (D20):
    ``on_json`` is the JSON text ``true`` or ``false``."""

    def work() -> Mapping[str, object]:
        on: object = on_json
        if isinstance(on_json, str):
            # Translators: what a switch's JSON text should hold (JSON's values true and false, kept
            # as they are): it fills "empty (expected …)" and "nested too deeply to be …".
            on = strict_loads(on_json, "on", _("true or false"))
        if not isinstance(on, bool):
            raise BridgeError(
                _("{where}: expected true or false, got {type}").format(
                    where="on", type=type_name(on)
                )
            )
        return _game(session.memory_aid(_open(), on))

    return _answer(work)


def undo(unseen: object = 0) -> str:
    """Take back the holder's latest decision (R20); ``unseen``: the computers'
    answers to it that the page has not shown, taken back first (D23)."""

    def work() -> Mapping[str, object]:
        if not isinstance(unseen, int) or isinstance(unseen, bool) or not 0 <= unseen <= 3:
            raise BridgeError(
                _("{where}: expected 0 to 3 answers, got {value}").format(
                    where="unseen", value=repr(unseen)
                )
            )
        return _game(session.undo(_open(), unseen), going_on=True)

    return _answer(work)


def score(table_json: str) -> str:
    """The score pad: a table's piles in, the explained score sheet and verdict out."""

    def work() -> Mapping[str, object]:
        table = load_table(table_json)
        scored = score_table(table, decide_all(table))
        return {"sheet": scored.to_json(), "verdict": scored.verdict()}

    return _answer(work)


def quick_score(table_json: str) -> str:
    """The score pad's quick mode (:mod:`golden_sails.app.quickpad`): five figures a
    player typed in, the sum and R18's winner out, or every field at fault."""
    return _answer(lambda: quick_score_text(table_json))


def scene(name: object, step: object) -> str:
    """One step of a guided scene (:mod:`golden_sails.teach.scenes`); the open game stays."""
    return _answer(lambda: scene_step(name, step))


def replay_link(save_text: str) -> str:
    """A stored finished game's replay link (golden_sails.app.replay_link):
    ``{"link": "#/replay?g=...", "g": "..."}``; a game in play is refused."""

    def work() -> Mapping[str, object]:
        link = replays.link_of_save(_save_doc(save_text))
        return {"link": link, "g": link.removeprefix(REPLAY_PREFIX)}

    return _answer(work)


def replay(link_text: object, step: object) -> str:
    """One step of a finished game's replay (golden_sails.teach.replays): ``link_text``
    is the link, its query or its ``g`` text; ``step`` 0 (the deal) to the last."""

    def work() -> Mapping[str, object]:
        if not isinstance(link_text, str):
            raise BridgeError(
                _("{where}: expected the link's text, got {type}").format(
                    where="g", type=type_name(link_text)
                )
            )
        return replays.replay_step(link_value(link_text), step)

    return _answer(work)


def study(link_text: object, step: object) -> str:
    """One step of a study (golden_sails.teach.studies): ``link_text`` is its link,
    its query or its ``s`` text; ``step`` 1 to the last."""
    return _answer(lambda: studies.study_step(link_text, step))


def author_step(link_text: object, step: object, viewer: object) -> str:
    """One step of a finished game on the author's screen (golden_sails.teach
    .authoring): ``link_text`` its replay link or ``g`` text, ``step`` 0 (the
    deal) to the last, ``viewer`` the learner's seat, from whose chair it is shown."""
    return _answer(lambda: authoring.author_step(link_text, step, viewer))


def author_game(game_text: object, step: object, viewer: object) -> str:
    """One step of a game set up for a study (golden_sails.teach.authoring):
    ``game_text`` the JSON ``{"config", "seed", "moves"}``, the moves the author
    played on from its deal; the answer is ``author_step``'s."""
    return _answer(lambda: authoring.author_game(game_text, step, viewer))


def study_link(study_text: str) -> str:
    """A study written as JSON (golden_sails.teach.study_json: what the author's
    screen writes) as its link, ``{"link": "#/study?s=...", "s", "chars"}``; a
    study a link cannot hold is refused by name (the 2,000 characters named)."""

    def work() -> Mapping[str, object]:
        if not isinstance(study_text, str):
            raise BridgeError(expected_text("study", study_text))
        # Translators: what a study's JSON text should hold ("empty (expected a study)").
        text = study_json.study_link(strict_loads(study_text, "study", _("a study")))
        return {"link": STUDY_PREFIX + text, "s": text, "chars": len(text)}

    return _answer(work)


def lessons() -> str:
    """The lessons, in teaching order, for the page that lists them (golden_sails.teach.lessons)."""
    return _answer(lambda: {"lessons": lesson_list()})


def rules() -> str:
    """The rules reference, section by section (golden_sails.teach.reference); its worked
    examples are scored when asked, by the score pad's own scorer."""
    return _answer(lambda: {"sections": reference.sections()})


def new_game_link(query: str) -> str:
    """A ``#/new?...`` link's parameters checked: ``{prefill, errors}``."""
    return _answer(lambda: links.read_new_game_link(query))


def card_words(cards_json: str) -> str:
    """The score pad's cards in words: ``[{"pile", "card"}...]`` in, ``{"words"}`` out."""

    def work() -> Mapping[str, object]:
        cards = strict_loads(cards_json, "cards", _("a list of cards"))
        if not isinstance(cards, list):
            raise BridgeError(expected_list("cards", cards))
        words = []
        for i, item in enumerate(cards):
            if not isinstance(item, dict) or set(item) != {"pile", "card"}:
                raise BridgeError(
                    # Translators: "pile" and "card" are the JSON keys, kept as they are.
                    _("{where}: expected an object with pile and card").format(where=f"cards[{i}]")
                )
            words.append(card_text(item["pile"], item["card"], f"cards[{i}].card"))
        return {"words": words}

    return _answer(work)


def examples() -> str:
    """The rulebook's scoring examples as score-pad tables (golden_sails.teach.examples)."""
    return _answer(lambda: {"examples": examples_json()})


def vocabulary() -> str:
    """Every word the page shows for the game's values (golden_sails.game.words)."""
    return _answer(lambda: {"words": _vocabulary()})


# --- A table of phones (issue 34, docs/phones.md) ------------------------------------
#
# The host's page relays: a guest's message text goes to seat_message unread, and
# each guest is sent what seat_answer gives for its seat, in its language.  What
# the host keeps of each guest seat (its next message number, its language, the
# log it was sent) lives here while the game is open; a game opened anew
# forgets it (its guests pair again).
_guests: dict[int, phones.Guest] = {}


def _seat_of(now: session.Session, seat: object) -> int:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(now.seats):
        raise BridgeError(
            _("{where}: {value} is not a seat of this game (0\u2013{last})").format(
                where="seat", value=repr(seat), last=len(now.seats) - 1
            )
        )
    return seat


def seat_answer(seat: object, held: object = 0) -> str:
    """The message that sends a guest phone its seat's answer (``{protocol, view,
    screen}`` for that seat alone: no save, no game's name): ``{message}``, to
    send it as it is.  ``held``: how many log entries that guest holds (0:
    none, the whole log).  Called in the guest's language."""

    def work() -> SeatAnswerCallAnswer:
        now = _open()
        at = _seat_of(now, seat)
        if not isinstance(held, int) or isinstance(held, bool) or held < 0:
            raise BridgeError(
                _("{where}: expected a count of log entries, got {value}").format(
                    where="held", value=repr(held)
                )
            )
        message, _guests[at] = phones.seat_answer(now, at, _guests.get(at, phones.Guest()), held)
        return {"ok": True, "message": message}

    return _answer(work)  # typed as its wire form: ``ok`` and all


def seat_message(seat: object, text: object) -> str:
    """A guest phone's message, its text as the channel of ``seat`` carried it,
    read strictly (golden_sails.app.phones): ``{seat, lang, reply, host,
    guests}``: a message to send that guest now (its refusal, what it asked), or
    null; the host's new game answer where the table changed (in the caller's
    language, as every game answer), or null; the phone seats to send a new
    answer (seat_answer), and the guest's language as its hello said.  A
    refusal is for that guest alone: this call is a fault only where the host's
    page is at fault (no game open, no such seat)."""

    def work() -> SeatMessageAnswer:
        now = _open()
        at = _seat_of(now, seat)
        heard = phones.hear(now, at, _guests.get(at, phones.Guest()), text)
        _guests[at] = heard.guest
        host = _game(heard.session, going_on=True) if heard.changed else None
        guests = phones.phone_seats(heard.session) if heard.changed else [at] * heard.answer
        return {
            "ok": True,
            "seat": at,
            "lang": heard.guest.lang,
            "reply": heard.reply,
            "host": host,
            "guests": guests,
        }

    return _answer(work)  # typed as its wire form: ``ok`` and all


def seat_kind(seat: object, kind: object) -> str:
    """A seat of the table given away or back (golden_sails.app.session
    ``with_seat_kind``): a seat played on its own phone given to this phone
    (``human``) or to a computer (``easy``, ``medium``, ``hard``), or back to its
    phone (``phone``).  ``{host, message, guests}``: the host's new game answer,
    the message to send that seat's guest, and the phone seats to send a new
    answer (the table's names changed)."""

    def work() -> SeatKindAnswer:
        now = _open()
        at = _seat_of(now, seat)
        after = session.with_seat_kind(now, at, kind)
        if after.seats[at] == PHONE and at in _guests:
            # Back on its phone, which may have missed answers: its log goes whole.
            _guests[at] = dataclasses.replace(_guests[at], sent=None)
        return {
            "ok": True,
            "host": _game(after, going_on=True),
            "message": {"v": 1, "t": "seat", "kind": phones.seat_role(after.seats[at])},
            "guests": phones.phone_seats(after),
        }

    return _answer(work)  # typed as its wire form: ``ok`` and all


# The calls the page makes, each answered in the page's language by in_language:
# the build writes them into js/engine/core.js, the only list worker.js admits
# (tests/test_contracts.py holds them to this module's functions).
CALLS: frozenset[str] = frozenset({
    "start", "load", "current", "reveal", "play", "undo", "score", "scene",
    "bot", "hint", "rematch", "new_game_link", "card_words", "examples", "vocabulary",
    "replay_link", "replay", "lessons", "rules", "save_name", "restore",
    "summaries", "memory_aid", "quick_score", "sheet_now", "area_note",
    "seat_answer", "seat_message", "seat_kind", "study", "study_link", "author_step",
    "author_game",
})


def in_language(lang: object, call: object, *args: object) -> str:
    """The page's door: ``call`` (one of :data:`CALLS`) with ``args``, answered in
    the page's language ``lang`` (en, de, fr, es, pl).  A language the game does not
    speak is refused by name before anything runs, never answered in English:
    the page always knows its language (docs/i18n.md).  Only the words change
    with it; the save, the view's values and every link stay language-free."""

    try:
        checked = check_language(lang, "lang")
    except InputError as err:
        return json.dumps(_fault_of(err))
    with language(checked):  # a call it does not know is refused in the page's language too
        if not isinstance(call, str) or call not in CALLS:
            unknown = _("{where}: {value} is not a call of the bridge")
            refused = BridgeError(unknown.format(where="call", value=repr(call)))
            return json.dumps(_fault_of(refused))
        answered: str = globals()[call](*args)
        return answered


def import_deferred() -> None:
    """Imports what the rules core defers until first use (urllib.parse, which
    golden_sails.app.links needs only to read a link), for the worker to call before
    it keeps a start as a memory snapshot: a start restored from it then has
    everything in, while a first start answers sooner without them."""
    import struct  # noqa: F401  (gettext reads a language's catalog with it)
    import urllib.parse  # noqa: F401
