"""A study as a link: ``#/study?s=<text>`` (docs/study-link.md).

A study is a game at some of its steps, each with the author's note and maybe a
question for the learner: a starting table (a game dealt by its seed, from a
finished game's replay link or a new game the author played on; or a lesson's
table at one of its steps, the rulebook's examples on the table), the moves
played from it, the learner's seat, and chapters of steps.  The link holds it
all in at most :data:`MAX_CHARS` characters, and is read as a replay link is
(golden_sails.app.replay_link, whose machinery it shares: the deck's tag, the
names, the set-up's digits, a move of the rounds as one digit): every move is
replayed through the engine's one ``step``, so a study can show only tables the
rules allow, and a changed, cut or lengthened link is refused with its fault
named (``s: ...``).

Text: base64url, no padding, of ``version (1 byte) | packed body | checksum (4
bytes)``; the body is packed with raw DEFLATE and a preset dictionary of the
game's words (``data/study_words.txt``, frozen with version 1).  The body::

    start kind (1) | deck tag (2) | names, or a lesson's name and table tag (2)
    | length of the number | the number | the texts

The number holds, in mixed radix (the first field the least significant): the
set-up and seed (or the lesson's step), the viewer, ``open``, the count of
moves and each move, then the chapters, their steps, each step's game step and
question.  The texts follow it, each its length in UTF-8 bytes (LEB128) and the
bytes: the title, then per chapter its title, and per step its note, and its
question's hint and replies.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import re
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from typing import Final, NamedTuple

from ..app.replay_link import (
    Digits,
    Reader,
    ReplayLinkError,
    deck_tag,
    names_bytes,
    put_config,
    read_names,
    round_digit,
    round_move,
    round_radix,
    take_config,
)
from ..game.engine import ConfigError, GameConfig, MoveError, State, new_game, step
from ..game.moves import CODES, Move
from ..model.errors import InputError
from ..model.i18n import _, ngettext, number
from ..model.jsontext import excerpt, fault, type_name
from .lessons import LESSONS, scene_state
from .study_notes import check_text, pieces

VERSION: Final = 1
READ_VERSIONS: Final = (1,)
PLACE: Final = "s"  # the link's parameter: every fault of a link is named from it
PREFIX: Final = "#/study?s="
MAX_CHARS: Final = 2000  # a link's text, as the issue sets it (docs/study-link.md)
CHECKSUM_BYTES: Final = 4
TAG_BYTES: Final = 2
MAX_BODY: Final = 16_384  # bytes a packed body may unpack to
MAX_CHAPTERS: Final = 10
MAX_STEPS: Final = 30  # in all the chapters
MAX_MOVES: Final = 250  # more than a whole 4-player game's (96 of the rounds, the final choices)
MAX_LESSON_STEP: Final = 99
MAX_WITHIN: Final = 15  # "within N VP of the Hard level's choice": N from 0 to 15
MAX_ANSWERS: Final = 40  # accepted moves, or replies, of one question (a table offers fewer)
MAX_TITLE: Final = 80
MAX_NOTE: Final = 500
MAX_HINT: Final = 300
MAX_REPLY: Final = 300
SEED_RADIX: Final = 2**63
GAME, LESSON = 0, 1  # the start's kinds, frozen with version 1
NO_QUESTION, ACCEPTED, WITHIN = 0, 1, 2  # a step's question's kinds, frozen too
_ALPHABET: Final = re.compile(r"[A-Za-z0-9_-]*")
_LESSON_NAME: Final = re.compile(r"[a-z0-9-]{1,40}")


class StudyLinkError(InputError):
    """A study that cannot become a link, or a link that is not one: ``"s: <fault>"``."""


# --- The study ------------------------------------------------------------------


@dataclass(frozen=True)
class SeededGame:
    """A game dealt by its seed: a finished game's (its replay link's), or a new
    game's the author played on."""

    config: GameConfig
    seed: int

    def start(self) -> State:
        return new_game(self.config, self.seed)


@dataclass(frozen=True)
class LessonTable:
    """A lesson's table at one of its steps (1-based), as the lesson shows it:
    the rulebook's examples, played on the real table."""

    lesson: str
    step: int

    def start(self) -> State:
        return scene_state(LESSONS[self.lesson], self.step - 1)

    def tag(self) -> bytes:
        """Two bytes naming the lesson's table: a later build may change a lesson,
        and a study written on its old table is refused rather than shown on another."""
        scene = LESSONS[self.lesson]
        what = [
            scene.config.to_json(),
            scene.seed,
            list(scene.deck) if scene.deck is not None else None,
            scene.reference,
            [move.code for move in scene.moves(self.step - 1)],
        ]
        return hashlib.sha256(json.dumps(what).encode()).digest()[:TAG_BYTES]


Start = SeededGame | LessonTable


@dataclass(frozen=True)
class StudyQuestion:
    """A step's move asked as a question of the learner: the moves it accepts
    (``accepted``), or every move within ``within`` VP of the Hard level's choice
    (worked out on the learner's device: golden_sails.teach.studies); the hint,
    and a reply written for some moves (the others' are worked out)."""

    accepted: tuple[Move, ...] = ()
    within: int | None = None
    hint: str = ""
    replies: tuple[tuple[Move, str], ...] = ()


@dataclass(frozen=True)
class StudyStep:
    """One step: the game's table after ``at`` of the study's moves, the author's
    note (its marks: golden_sails.teach.study_notes), and maybe a question."""

    at: int
    note: str
    question: StudyQuestion | None = None


@dataclass(frozen=True)
class Chapter:
    title: str
    steps: tuple[StudyStep, ...]


@dataclass(frozen=True)
class Study:
    """A study: its title, the starting table and the moves played from it, the
    learner's seat (``viewer``: the Gems he sees are his own, R8), its chapters,
    and ``open``: the author shows every Gem on purpose (the page says so)."""

    title: str
    start: Start
    moves: tuple[Move, ...]
    viewer: int
    chapters: tuple[Chapter, ...]
    open: bool = False

    @property
    def steps(self) -> tuple[StudyStep, ...]:
        """Every step, the chapters' in order."""
        return tuple(s for chapter in self.chapters for s in chapter.steps)

    def trimmed(self) -> Study:
        """The study with the moves its steps show and no more: what a link keeps."""
        last = max((s.at for s in self.steps), default=0)
        return replace(self, moves=self.moves[:last])


class LinkedStudy(NamedTuple):
    """What a link holds: the study, and the game's tables after 0, 1, ... its moves."""

    study: Study
    states: tuple[State, ...]


# --- Checks (shared by both directions) ------------------------------------------


def play(study: Study, root: str) -> tuple[State, ...]:
    """The tables after 0, 1, ... every move, each move through ``step``."""
    states = [study.start.start()]
    for k, move in enumerate(study.moves):
        states.append(_step(states[-1], move, f"{root}.moves[{k}]"))
    return tuple(states)


def _step(state: State, move: Move, where: str) -> State:
    try:
        return step(state, move)
    except MoveError as err:
        raise StudyLinkError(fault(where, str(err))) from None


def check(study: Study, states: tuple[State, ...], root: str, strict: bool = True) -> None:
    """Every rule of a study, each fault named from ``root``; ``strict``: a note's
    link to a rule this app does not know is a fault (else shown as words)."""
    if not study.title.strip():
        raise StudyLinkError(_("{where}: empty; a study has a title").format(where=f"{root}.title"))
    _text(study.title, f"{root}.title", MAX_TITLE)
    players = states[0].players
    if not 0 <= study.viewer < players:
        raise StudyLinkError(
            _("{where}: {value} is not a seat of this game").format(
                where=f"{root}.viewer", value=excerpt(study.viewer)
            )
        )
    if len(study.moves) > MAX_MOVES:
        raise StudyLinkError(_over(f"{root}.moves", len(study.moves), MAX_MOVES))
    if not 1 <= len(study.chapters) <= MAX_CHAPTERS:
        raise StudyLinkError(
            # Translators: the form follows {count}.
            ngettext(
                "{where}: {count} chapter; a study has 1 to {most}",
                "{where}: {count} chapters; a study has 1 to {most}",
                len(study.chapters),
            ).format(where=f"{root}.chapters", count=len(study.chapters), most=MAX_CHAPTERS)
        )
    count = len(study.steps)
    if count > MAX_STEPS:
        raise StudyLinkError(
            # Translators: the form follows {count}.
            ngettext(
                "{where}: {count} step in all; a study has at most {most}",
                "{where}: {count} steps in all; a study has at most {most}",
                count,
            ).format(where=f"{root}.chapters", count=count, most=MAX_STEPS)
        )
    for i, chapter in enumerate(study.chapters):
        where = f"{root}.chapters[{i}]"
        if not chapter.title.strip():
            raise StudyLinkError(
                _("{where}: empty; a chapter has a title").format(where=f"{where}.title")
            )
        _text(chapter.title, f"{where}.title", MAX_TITLE)
        if not chapter.steps:
            raise StudyLinkError(
                _("{where}: no steps; a chapter has one at least").format(where=f"{where}.steps")
            )
        for j, shown in enumerate(chapter.steps):
            _check_step(study, shown, states, f"{where}.steps[{j}]", strict)


def _check_step(
    study: Study, shown: StudyStep, states: tuple[State, ...], where: str, strict: bool
) -> None:
    if not 0 <= shown.at < len(states):
        raise StudyLinkError(
            _("{where}: {value} is not a step of the study's game (0 to {last})").format(
                where=f"{where}.at", value=excerpt(shown.at), last=len(states) - 1
            )
        )
    _text(shown.note, f"{where}.note", MAX_NOTE, breaks=True)
    try:
        pieces(shown.note, f"{where}.note", strict)
    except InputError as err:
        raise StudyLinkError(str(err)) from None
    question = shown.question
    if question is None:
        if not shown.note.strip():
            raise StudyLinkError(
                _("{where}: neither a note nor a question; a step says something").format(
                    where=where
                )
            )
        return
    where = f"{where}.question"
    state = states[shown.at]
    if state.phase == "over":
        raise StudyLinkError(
            _("{where}: the game is over at this step; there is no move to ask").format(where=where)
        )
    if state.to_act != study.viewer:
        raise StudyLinkError(
            # Translators: a question asks the learner's own move, from what his seat sees.
            # {viewer} is the learner's name.
            _(
                "{where}: it is {player}'s move here, not the learner's ({viewer}); a study "
                "asks only the moves of the learner's seat"
            ).format(
                where=where,
                player=state.config.names[state.to_act],
                viewer=state.config.names[study.viewer],
            )
        )
    if (question.within is None) == (not question.accepted):
        raise StudyLinkError(
            _(
                "{where}: a question accepts either its moves or those within N VP of the "
                "Hard level's choice, one of the two"
            ).format(where=where)
        )
    if question.within is not None and not 0 <= question.within <= MAX_WITHIN:
        raise StudyLinkError(
            _("{where}: {value} is not a number of VP from 0 to {most}").format(
                where=f"{where}.within", value=excerpt(question.within), most=MAX_WITHIN
            )
        )
    _moves(state, question.accepted, f"{where}.accepted")
    _moves(state, tuple(move for move, _text in question.replies), f"{where}.replies")
    _text(question.hint, f"{where}.hint", MAX_HINT)
    for k, (_move, reply) in enumerate(question.replies):
        if not reply.strip():
            raise StudyLinkError(
                _("{where}: empty; a reply says something").format(where=f"{where}.replies[{k}]")
            )
        _text(reply, f"{where}.replies[{k}].text", MAX_REPLY)


def _moves(state: State, moves: tuple[Move, ...], where: str) -> None:
    """Moves a question names: legal at its table, each once."""
    if len(moves) > MAX_ANSWERS:
        raise StudyLinkError(_over(where, len(moves), MAX_ANSWERS))
    for k, move in enumerate(moves):
        _step(state, move, f"{where}[{k}]")
        if move in moves[:k]:
            raise StudyLinkError(
                # Translators: {move} is the move as its JSON ({"type": "take", "card": 2}).
                _("{where}: {move} is named twice").format(
                    where=f"{where}[{k}]", move=json.dumps(move.to_json())
                )
            )


def _text(text: str, where: str, most: int, breaks: bool = False) -> None:
    try:
        check_text(text, where, most, breaks)
    except InputError as err:
        raise StudyLinkError(str(err)) from None


def _over(where: str, count: int, most: int) -> str:
    # Translators: {count} is always more than {most}.
    return _("{where}: {count}, more than the {most} a study may hold").format(
        where=where, count=count, most=most
    )


# --- Bytes --------------------------------------------------------------------


@cache
def words() -> bytes:
    """DEFLATE's preset dictionary, frozen with version 1: the game's names in the
    five languages and English sentences of the lessons, the words a study's
    notes are made of (docs/study-link.md)."""
    return resources.files("golden_sails.data").joinpath("study_words.txt").read_bytes()


def _checksum(body: bytes) -> bytes:
    return hashlib.sha256(b"golden-sails-study\0" + body).digest()[:CHECKSUM_BYTES]


def _varint(n: int) -> bytes:
    """A length as LEB128: 7 bits a byte, the low ones first, the top bit saying
    another byte follows."""
    out = bytearray()
    while True:
        n, low = n >> 7, n & 0x7F
        out.append(low | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _put_move(out: Digits, state: State, move: Move) -> None:
    """A move of the rounds as the replay link's digit; a final choice as its code."""
    if state.phase in ("assign", "take"):
        out.put(round_digit(state, move), round_radix(state))
    else:
        out.put(move.code, CODES)


def encode(study: Study) -> str:
    """The ``s`` text of a study's link: its moves trimmed to the last step shown,
    every rule checked (faults named from ``study``), at most :data:`MAX_CHARS`
    characters (else refused, the limit named)."""
    study = study.trimmed()
    states = play(study, "study")
    check(study, states, "study")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, words())
    body = _body(study, states)
    raw = bytes([VERSION]) + packer.compress(body) + packer.flush()
    text = base64.urlsafe_b64encode(raw + _checksum(raw)).decode("ascii").rstrip("=")
    if len(text) > MAX_CHARS:
        raise StudyLinkError(
            # Translators: {count} is always more than {most}, both numbers of characters;
            # the form follows {count}.
            ngettext(
                "{where}: {count} character, over the {most} a study's link may hold: "
                "shorten the notes or split the study",
                "{where}: {count} characters, over the {most} a study's link may hold: "
                "shorten the notes or split the study",
                len(text),
            ).format(where=PLACE, count=number(len(text)), most=number(MAX_CHARS))
        )
    return text


def link(study: Study) -> str:
    """The whole link's hash part: ``#/study?s=...``."""
    return PREFIX + encode(study)


def _body(study: Study, states: tuple[State, ...]) -> bytes:
    """The body before it is packed: the start, the number, the texts."""
    out = bytearray()
    start = study.start
    out.append(GAME if isinstance(start, SeededGame) else LESSON)
    out += deck_tag()
    if isinstance(start, SeededGame):
        out += names_bytes(start.config)
    else:
        name = start.lesson.encode("ascii")
        out += bytes([len(name)]) + name + start.tag()
    digits, texts = _fields(study, states)
    numbers = digits.to_bytes()
    out += _varint(len(numbers)) + numbers
    for text in texts:
        raw = text.encode("utf-8")
        out += _varint(len(raw)) + raw
    return bytes(out)


def _fields(study: Study, states: tuple[State, ...]) -> tuple[Digits, list[str]]:
    """The number's digits, and the texts in the order the body keeps them."""
    digits = Digits()
    start = study.start
    if isinstance(start, SeededGame):
        put_config(digits, start.config)
        digits.put(start.seed, SEED_RADIX)
    else:
        digits.put(start.step, MAX_LESSON_STEP + 1)
    digits.put(study.viewer, states[0].players)
    digits.put(int(study.open), 2)
    digits.put(len(study.moves), MAX_MOVES + 1)
    for state, move in zip(states, study.moves, strict=False):
        _put_move(digits, state, move)
    texts = [study.title]
    digits.put(len(study.chapters), MAX_CHAPTERS + 1)
    for chapter in study.chapters:
        texts.append(chapter.title)
        digits.put(len(chapter.steps), MAX_STEPS + 1)
        for shown in chapter.steps:
            texts.append(shown.note)
            digits.put(shown.at, len(study.moves) + 1)
            question = shown.question
            if question is None:
                digits.put(NO_QUESTION, 3)
                continue
            state = states[shown.at]
            if question.within is not None:
                digits.put(WITHIN, 3)
                digits.put(question.within, MAX_WITHIN + 1)
            else:
                digits.put(ACCEPTED, 3)
                digits.put(len(question.accepted), MAX_ANSWERS + 1)
                for move in question.accepted:
                    _put_move(digits, state, move)
            digits.put(len(question.replies), MAX_ANSWERS + 1)
            for move, _reply in question.replies:
                _put_move(digits, state, move)
            texts.append(question.hint)
            texts += [reply for _move, reply in question.replies]
    return digits, texts


# --- Reading a link -----------------------------------------------------------


def study_value(text: object) -> str:
    """The ``s`` text out of a whole link (``...#/study?s=...&step=2``), its query
    or the text alone; the page's own parameters (``step``, ``lang``) are let be."""
    if not isinstance(text, str):
        raise StudyLinkError(
            _("{where}: expected the link's text, got {type}").format(
                where=PLACE, type=type_name(text)
            )
        )
    text = text.strip()
    if "?" in text:
        text = text.rsplit("?", 1)[1]
    if "=" not in text and "&" not in text:
        return text
    parts = [p for p in text.split("&") if p]
    values = [p[2:] for p in parts if p.startswith("s=")]
    others = [p.partition("=")[0] for p in parts if not p.startswith("s=")]
    stray = [name for name in others if name not in ("step", "lang")]
    if stray:
        raise StudyLinkError(
            # Translators: s, step and lang are the link's parameters, kept as they are.
            _("{where}: a study's link holds s, and maybe step and lang").format(
                where=stray[0][:40]
            )
        )
    if len(values) != 1:
        if values:
            raise StudyLinkError(_("{where}: given twice").format(where=PLACE))
        raise StudyLinkError(_("{where}: missing").format(where=PLACE))
    return values[0]


def _bytes_of(text: str) -> bytes:
    if not text:
        raise StudyLinkError(
            _("{where}: empty; a study's link holds a whole study").format(where=PLACE)
        )
    if len(text) > MAX_CHARS:
        raise StudyLinkError(
            # Translators: {count} is always more than {most}, both numbers of characters;
            # the form follows {count}.
            ngettext(
                "{where}: {count} character; a study's link holds at most {most}",
                "{where}: {count} characters; a study's link holds at most {most}",
                len(text),
            ).format(where=PLACE, count=number(len(text)), most=number(MAX_CHARS))
        )
    good = _ALPHABET.match(text)
    assert good is not None
    if good.end() < len(text):
        raise StudyLinkError(
            # Translators: {n} counts from 1; {char} is the character, in quotes.
            _(
                "{where}: character {n} ({char}) is never in a study's link: the link was "
                "changed on the way; copy the whole link again"
            ).format(where=PLACE, n=good.end() + 1, char=repr(text[good.end()]))
        )
    if len(text) % 4 == 1:
        raise StudyLinkError(
            _(
                "{where}: the link was cut short or lengthened ({count} characters is no "
                "study link's length); copy the whole link again"
            ).format(where=PLACE, count=len(text))
        )
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except binascii.Error:  # pragma: no cover - the alphabet and length were checked
        raise StudyLinkError(_("{where}: not base64url text").format(where=PLACE)) from None
    # Base64's last character may carry unused bits; a changed one decodes the same.
    if base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=") != text:
        raise StudyLinkError(_changed())
    return raw


def _changed() -> str:
    return _(
        "{where}: the link was changed or cut short (its last character cannot end one)"
    ).format(where=PLACE)


class _Bytes:
    """The body, read from its start: each read names its place when it runs out."""

    def __init__(self, raw: bytes) -> None:
        self.raw = raw
        self.at = 0

    def take(self, size: int, where: str) -> bytes:
        chunk = self.raw[self.at : self.at + size]
        if len(chunk) < size:
            raise StudyLinkError(_("{where}: cut short").format(where=where))
        self.at += size
        return chunk

    def varint(self, where: str) -> int:
        value, shift = 0, 0
        while True:
            byte = self.take(1, where)[0]
            value |= (byte & 0x7F) << shift
            if not byte & 0x80:
                return value
            shift += 7
            if shift > 21:  # no length of a study needs four bytes
                raise StudyLinkError(_("{where}: not a length").format(where=where))

    def text(self, where: str) -> str:
        raw = self.take(self.varint(where), where)
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            raise StudyLinkError(_("{where}: not UTF-8 text").format(where=where)) from None


def _unpacked(raw: bytes) -> bytes:
    """The body, its version and checksum checked, unpacked."""
    version = raw[0]
    if version not in READ_VERSIONS:
        readable = ", ".join(map(str, READ_VERSIONS))
        if version > max(READ_VERSIONS):
            # Translators: {version} is the version number the link holds; {readable} the versions
            # this app reads ("1").
            message = _(
                "{where}: {version} is not a study-link version this app reads "
                "({readable}); a newer app made it"
            )
        else:
            # Translators: {version} is the version number the link holds; {readable} the versions
            # this app reads ("1").
            message = _(
                "{where}: {version} is not a study-link version this app reads ({readable})"
            )
        raise StudyLinkError(
            message.format(where=f"{PLACE}.version", version=version, readable=readable)
        )
    if len(raw) < 2 + CHECKSUM_BYTES:
        raise StudyLinkError(
            _("{where}: too short to hold a study (it was cut short)").format(where=PLACE)
        )
    if _checksum(raw[:-CHECKSUM_BYTES]) != raw[-CHECKSUM_BYTES:]:
        raise StudyLinkError(
            _("{where}: the link was changed or cut short (its checksum does not match)").format(
                where=PLACE
            )
        )
    unpacker = zlib.decompressobj(-15, zdict=words())
    try:
        body = unpacker.decompress(raw[1:-CHECKSUM_BYTES], MAX_BODY)
    except zlib.error:
        body, broken = b"", True
    else:
        broken = not unpacker.eof or bool(unpacker.unused_data) or bool(unpacker.unconsumed_tail)
    if broken:
        raise StudyLinkError(
            _("{where}: its packed study cannot be unpacked (the link was changed)").format(
                where=PLACE
            )
        )
    return body


def decode(text: object) -> Study:
    """The study a link's ``s`` text holds; any fault refused with its place named."""
    return read(text).study


def read(text: object) -> LinkedStudy:
    """The study a link holds and its game's tables: every move replayed through
    ``step``, every rule of a study checked, each fault named from ``s``."""
    body = _Bytes(_unpacked(_bytes_of(study_value(text))))
    kind = body.take(1, f"{PLACE}.start")[0]
    if kind not in (GAME, LESSON):
        raise StudyLinkError(
            # Translators: {kind} is the number the link holds there.
            _(
                "{where}: {kind} is not a kind of start this app reads (0, a game; 1, a lesson)"
            ).format(where=f"{PLACE}.start", kind=kind)
        )
    if body.take(TAG_BYTES, PLACE) != deck_tag():
        raise StudyLinkError(
            _(
                "{where}: made with another deck of cards than this app's; its game cannot be shown"
            ).format(where=PLACE)
        )
    if kind == GAME:
        try:
            names, body.at = read_names(body.raw, body.at, f"{PLACE}.names")
        except ReplayLinkError as err:
            raise StudyLinkError(str(err)) from None
    else:
        lesson = body.take(body.take(1, f"{PLACE}.lesson")[0], f"{PLACE}.lesson")
        tag = body.take(TAG_BYTES, f"{PLACE}.lesson")
    digits = Reader(int.from_bytes(body.take(body.varint(PLACE), PLACE), "big"))
    start: Start
    if kind == GAME:
        try:
            config = take_config(digits, names, PLACE)
        except ConfigError as err:
            raise StudyLinkError(str(err)) from None
        start = SeededGame(config, digits.take(SEED_RADIX))
    else:
        start = _lesson_table(lesson, digits.take(MAX_LESSON_STEP + 1), tag)
    states = [start.start()]
    viewer = digits.take(states[0].players)
    shown_open = bool(digits.take(2))
    moves: list[Move] = []
    for k in range(digits.take(MAX_MOVES + 1)):
        where = f"{PLACE}.moves[{k}]"
        if states[-1].over:
            raise StudyLinkError(
                _("{where}: the game is over before it; no move follows").format(where=where)
            )
        moves.append(_take_move(digits, states[-1], where))
        states.append(_step(states[-1], moves[-1], where))
    shape = list(_shape(digits, tuple(states)))
    if digits.rest:
        raise StudyLinkError(
            _("{where}: holds more than a study's moves and steps (the link was changed)").format(
                where=PLACE
            )
        )
    study = _with_texts(body, shape, start, tuple(moves), viewer, shown_open)
    if body.at < len(body.raw):
        raise StudyLinkError(
            _("{where}: holds more than a study's words (the link was changed)").format(where=PLACE)
        )
    last = max(s.at for s in study.steps)
    if last < len(moves):
        raise StudyLinkError(
            # Translators: the form follows {count}.
            ngettext(
                "{where}: {count} move past the last step shown (the link was changed)",
                "{where}: {count} moves past the last step shown (the link was changed)",
                len(moves) - last,
            ).format(where=f"{PLACE}.moves", count=len(moves) - last)
        )
    check(study, tuple(states), PLACE, strict=False)
    return LinkedStudy(study, tuple(states))


def _lesson_table(raw: bytes, at: int, tag: bytes) -> LessonTable:
    name = raw.decode("ascii", "replace")
    if not _LESSON_NAME.fullmatch(name) or name not in LESSONS:
        raise StudyLinkError(
            _("{where}: {value} is not a lesson of this app").format(
                where=f"{PLACE}.lesson", value=excerpt(name)
            )
        )
    steps = len(LESSONS[name].beats)
    if not 1 <= at <= steps:
        raise StudyLinkError(
            _("{where}: {value} is not a step of the lesson {name} (1 to {count})").format(
                where=f"{PLACE}.lesson", value=at, name=name, count=steps
            )
        )
    table = LessonTable(name, at)
    if table.tag() != tag:
        raise StudyLinkError(
            # Translators: {name} is the lesson's code as a link names it ("experts"), kept as it
            # is.
            _(
                "{where}: the lesson {name} has changed since the study was written; its "
                "table is not the one the study was written on"
            ).format(where=f"{PLACE}.lesson", name=name)
        )
    return table


def _take_move(digits: Reader, state: State, where: str) -> Move:
    if state.phase in ("assign", "take"):
        return round_move(state, digits.take(round_radix(state)))
    try:
        return Move.from_code(digits.take(CODES))
    except MoveError as err:
        raise StudyLinkError(fault(where, str(err))) from None


# A step's shape before its words: its game step, and its question's kind,
# within, accepted moves and the moves its replies are for.
_Shape = tuple[int, int, int | None, tuple[Move, ...], tuple[Move, ...]]


def _shape(digits: Reader, states: tuple[State, ...]) -> Iterator[list[_Shape]]:
    """Each chapter's steps as the number holds them, a chapter at a time."""
    chapters = digits.take(MAX_CHAPTERS + 1)
    if not chapters:
        raise StudyLinkError(
            _("{where}: {count} chapters; a study has 1 to {most}").format(
                where=f"{PLACE}.chapters", count=0, most=MAX_CHAPTERS
            )
        )
    for i in range(chapters):
        steps: list[_Shape] = []
        for j in range(digits.take(MAX_STEPS + 1)):
            where = f"{PLACE}.chapters[{i}].steps[{j}].question"
            at = digits.take(len(states))
            kind = digits.take(3)
            if kind == NO_QUESTION:
                steps.append((at, kind, None, (), ()))
                continue
            state = states[at]
            if state.phase == "over" or kind not in (ACCEPTED, WITHIN):
                raise StudyLinkError(
                    _("{where}: the game is over at this step; there is no move to ask").format(
                        where=where
                    )
                    if state.phase == "over"
                    else _("{where}: not a question this app reads").format(where=where)
                )
            within = digits.take(MAX_WITHIN + 1) if kind == WITHIN else None
            accepted = (
                tuple(
                    _take_move(digits, state, f"{where}.accepted[{k}]")
                    for k in range(digits.take(MAX_ANSWERS + 1))
                )
                if kind == ACCEPTED
                else ()
            )
            replied = tuple(
                _take_move(digits, state, f"{where}.replies[{k}]")
                for k in range(digits.take(MAX_ANSWERS + 1))
            )
            steps.append((at, kind, within, accepted, replied))
        yield steps


def _with_texts(
    body: _Bytes,
    shape: list[list[_Shape]],
    start: Start,
    moves: tuple[Move, ...],
    viewer: int,
    shown_open: bool,
) -> Study:
    """The study, its words read in the order the body keeps them."""
    title = body.text(f"{PLACE}.title")
    chapters: list[Chapter] = []
    for i, steps in enumerate(shape):
        chapter_title = body.text(f"{PLACE}.chapters[{i}].title")
        out: list[StudyStep] = []
        for j, (at, kind, within, accepted, replied) in enumerate(steps):
            where = f"{PLACE}.chapters[{i}].steps[{j}]"
            note = body.text(f"{where}.note")
            question = None
            if kind != NO_QUESTION:
                hint = body.text(f"{where}.question.hint")
                replies = tuple(
                    (move, body.text(f"{where}.question.replies[{k}]"))
                    for k, move in enumerate(replied)
                )
                question = StudyQuestion(accepted, within, hint, replies)
            out.append(StudyStep(at, note, question))
        chapters.append(Chapter(chapter_title, tuple(out)))
    return Study(title, start, moves, viewer, tuple(chapters), shown_open)
