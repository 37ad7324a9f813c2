"""The answer a seat gets, typed: the page's whole input, and a guest phone's
(docs/protocol.md, version :data:`PROTOCOL`).

An answer is ``{protocol, game, save, view, screen}``:

* ``view``: what the seat may know of the game, as facts in no language
  (golden_sails.game.seen.View);
* ``screen``: what the page shows now, drawn from those facts at the edge, in
  the page's language: the screen's name and who acts, every word (titles,
  each move's words, the log's lines, each card's Areas), and the table's
  presentation (the order of the round, each player's score now).

The JSON Schema in docs/protocol.schema.json is generated from these
declarations (buildtools/protocol_schema.py, `python3 build.py protocol`) and
holds every answer of the tests' games, lessons and replays
(tests/test_protocol.py).
"""

from __future__ import annotations

from typing import Annotated, Literal, NotRequired, TypedDict

from ..game.engine import ConfigJson
from ..game.moves import MoveJson
from ..game.seen import ChoicesFacts, View
from ..model.cards import OneOf, Pile
from ..model.i18n import LANGUAGES
from ..scoring.sheet_json import PlayerScoreJson, TableJson, TableScoreJson

# The protocol's version: a change of shape a reader could trip on is a new one.
PROTOCOL = 1

Relation = Annotated[
    str, OneOf("", "you", "opponent", "left neighbour", "right neighbour", "across the table")
]
ScreenName = Annotated[str, OneOf("handoff", "play", "bot", "phone", "scoring", "over")]
SeatKind = Annotated[
    str, OneOf("human", "random", "greedy", "easy", "medium", "hard", "phone")
]
MoveKind = Annotated[
    str, OneOf("assign", "take", "swap", "universal", "protect", "side", "confirm")
]


class SeatEntry(TypedDict):
    """A seat as the page names it: "Ben (Hard)", and where it sits from the viewer's."""

    seat: int
    name: str
    kind: SeatKind
    label: str
    relation: Relation


class Score(TypedDict):
    """A player's VP if the game ended now, as the viewer may count them, and how
    many of his Gems the viewer cannot see (left out of that figure)."""

    seat: int
    total: int
    hidden_gems: int


class CardWords(TypedDict):
    """A table card's Areas in words, by pile: whole, and short (the card's small Areas)."""

    areas: dict[str, str]
    short: dict[str, str]


class SpellWords(TypedDict):
    text: str
    short: str


class PileWords(TypedDict):
    """The words of a player's piles that are not a kind's name: his Weapons
    ("Katar 2-1") and his Spells, each whole and short."""

    weapons: list[str]
    spells: list[SpellWords]


class ViewWords(TypedDict):
    """The view's facts in words, for the page to draw them."""

    reference: str  # the Animal reference's text
    cards: list[CardWords | None]  # by table slot
    piles: list[PileWords]  # by seat
    log: list[str]  # one line per entry of the view's log part, in order
    log_changed: list[str]  # one line per entry of the log part's ``changed``, in order


class SinceWords(TypedDict):
    """The list of moves since a turn in words: one line per item of the view's."""

    seat: int
    heading: str
    empty: str
    texts: list[str]


class OrderSeat(TypedDict):
    seat: int
    name: str
    state: Annotated[str, OneOf("done", "now", "waiting")]


class RoundEnd(TypedDict):
    round: int
    lines: list[str]
    text: str


class RoundPanel(TypedDict):
    """This round on the table: the order of placing (R3) and taking (R4), who is
    next, the round among the twelve with the returns (R6), the last round's end."""

    round: int
    rounds: int
    returns: list[int]
    phase: str
    place: list[OrderSeat]
    take: list[OrderSeat]
    step: int
    steps: int
    text: str
    short: str
    returns_text: str
    round_end: RoundEnd | None


class MoveWords(TypedDict):
    """One of the viewer's legal moves, in the order of the view's
    ``legal_moves``: where it goes on the table and its words; whether it can
    never be taken back (``final``: confirmed first) or a computer answers it at
    once (``grace``, D23); at final scoring what it leaves him (D24)."""

    kind: MoveKind
    label: str
    short: str
    final: bool
    grace: bool
    named: NotRequired[str]
    slot: NotRequired[int]
    pile: NotRequired[Pile]
    expert: NotRequired[str]
    spell: NotRequired[int]
    weapon: NotRequired[str]
    side: NotRequired[str | None]
    vp: NotRequired[int]
    vs_proposal: NotRequired[int]
    worth: NotRequired[str]
    proposed: NotRequired[bool]


class OutlookWords(TypedDict):
    total: str
    risks: list[str]
    sure_total: int
    best_total: int


class ProposalWords(OutlookWords):
    text: str
    why: list[str]
    accepted: bool


class OrderWords(TypedDict):
    seat: int
    name: str
    state: Annotated[str, OneOf("decided", "deciding", "waiting")]
    text: str


class FinalItem(TypedDict):
    kind: Annotated[str, OneOf("universal", "protect", "side")]
    title: str
    now: str
    proposed: bool
    spell: NotRequired[int]
    about: NotRequired[str]


class FinalWords(TypedDict):
    """The final choices' screen (R11, D18) in words."""

    worth: str
    order: list[OrderWords]
    hint: str
    proposal: ProposalWords
    mine: OutlookWords
    items: list[FinalItem]


class Screen(TypedDict):
    """What the page shows now, and every word of it (golden_sails.app.screens)."""

    name: ScreenName
    viewer: int | None
    to_act: int | None
    holder: int | None  # the person whose private view may be on screen (the session's)
    seats: list[SeatEntry]
    seat_order: list[int]  # the viewer first, then clockwise
    undo: int  # 1: Undo may take back the holder's latest decision (R20)
    turn: int  # the game's moves so far: the moment on screen
    hints: int | None  # the hints asked by the person looking (None: the table's view)
    hint_counts: list[int]
    task: str
    title: str
    words: ViewWords
    since: SinceWords | None
    round: RoundPanel | None
    scores: NotRequired[list[Score]]
    moves: NotRequired[list[MoveWords]]
    final: NotRequired[FinalWords]
    restored: NotRequired[str]
    bot: NotRequired[SeatEntry]
    phone: NotRequired[SeatEntry]  # the person to act on another phone (a table of phones)
    verdict: NotRequired[str]
    sheet: NotRequired[TableScoreJson]  # the final score sheet: score-json.md's output
    choices: NotRequired[list[str]]
    hints_said: NotRequired[list[str]]


class Answer(TypedDict):
    """The answer to a game's call: the save to keep, the seat's facts, the screen."""

    protocol: int
    game: str | None
    save: dict[str, object]  # docs/save-format.md (its own spec): opaque to the page
    view: View
    screen: Screen


class Verdict(TypedDict):
    """What a move is worth as the answer to a question (golden_sails.app.questions):
    ``correct``, whether the question accepts it; ``reply``, what the page says when
    it is tapped (why it is right, or what it gives against the best move);
    ``vp``, the player's total if the game ended after it (at final scoring: the
    total it makes him sure of, D18), from his own view."""

    correct: bool
    reply: str
    vp: int | None


class SceneTry(MoveWords):
    """A control a lesson's table offers, with why it is not the step's move
    (``wrong`` None for the move asked, and for every legal move of a step that
    asks a question): every button the learner may tap.  On a question's step a
    legal move carries its ``verdict``."""

    move: MoveJson
    wrong: str | None
    verdict: NotRequired[Verdict]


class SceneQuestion(TypedDict):
    """A step's question: its words (naming no answer), the hint, why the answer is
    right, and (``set_piece``, "" when none) why an accepted move is worth less now
    than another on the table."""

    ask: str
    hint: str
    why: str
    set_piece: str


class SceneInfo(TypedDict):
    name: str
    title: str
    source: str
    summary: str
    steps: int
    config: ConfigJson


class CategoryLines(TypedDict):
    """One category of a lesson's score now: its VP and the score sheet's sentences."""

    category: Pile
    vp: int
    lines: list[str]


class ScoreBlockSeat(TypedDict):
    seat: int
    name: str
    total: int
    categories: list[CategoryLines]


class ScoreBlock(TypedDict):
    """A lesson step's score now (golden_sails.teach.lessons.measure.score_block):
    the categories the step is about, for each seat it shows, and what the
    totals count (``note``)."""

    players: list[ScoreBlockSeat]
    note: str


class TryItJson(TypedDict):
    """Where a lesson's "Try it" goes: the score pad with a table to change
    (``table``, score-json.md's input), or a new game (``query``, a ``#/new``
    link's parameters)."""

    kind: Annotated[str, OneOf("scorepad", "new_game")]
    text: str
    table: NotRequired[TableJson]
    query: NotRequired[str]


class SceneAnswer(TypedDict):
    """One step of a lesson (golden_sails.teach.scenes): a real game at that step,
    its words, and the move it asks for."""

    scene: SceneInfo
    step: int
    say: str
    more: str | None
    teaches: list[str]
    task: str
    seats: list[SeatEntry]
    seat_order: list[int]
    move: MoveJson | None
    moves: list[MoveWords]
    view: View
    words: ViewWords
    tries: NotRequired[list[SceneTry]]
    question: NotRequired[SceneQuestion]
    score: NotRequired[ScoreBlock]
    try_it: NotRequired[TryItJson]


class NotePiece(TypedDict):
    """A piece of a study's note, as its author wrote it (golden_sails.teach.study_notes):
    ``text`` (``bold`` or not), a line ``break``, or a ``rule``'s link, its words
    ``text``, to the rules reference's section ``rule``."""

    kind: Annotated[str, OneOf("text", "break", "rule")]
    text: str
    bold: bool
    rule: str | None


class StudyChapter(TypedDict):
    """A chapter of a study: its title, its first step (1-based) and its count of steps."""

    title: str
    first: int
    steps: int


class StudyInfo(TypedDict):
    """A study as a whole: its title, steps and chapters, the learner's seat
    (``viewer``), whether the author shows every Gem (``open``), the game's set-up,
    and the lesson whose table it starts on (its name and title; None: a game)."""

    title: str
    steps: int
    chapters: list[StudyChapter]
    viewer: int
    open: bool
    config: ConfigJson
    lesson: str | None
    lesson_title: str | None


class StudyAnswer(TypedDict):
    """One step of a study (golden_sails.teach.studies): the learner's seat's view of
    the game at that step (every Gem only where the study is ``open``), the author's
    note, and on a step that asks a question every legal move with its verdict."""

    study: StudyInfo
    step: int
    chapter: int
    at: int
    note: list[NotePiece]
    task: str
    seats: list[SeatEntry]
    seat_order: list[int]
    view: View
    words: ViewWords
    tries: NotRequired[list[SceneTry]]
    question: NotRequired[SceneQuestion]


class ResultRow(TypedDict):
    seat: int
    name: str
    total: int
    winner: bool


class Result(TypedDict):
    verdict: str
    rows: list[ResultRow]
    choices: list[str]
    sheet: TableScoreJson  # the final score sheet: score-json.md's output


class Turns(TypedDict):
    next: list[int | None]
    previous: list[int | None]


class ReplayAnswer(TypedDict):
    """One step of a finished game's replay (golden_sails.teach.replays), every
    Gem face up."""

    step: int
    steps: int
    move: MoveJson | None
    seat: int | None
    said: list[str]  # the log's lines of this step's move
    seats: list[SeatEntry]
    seat_order: list[int]
    config: ConfigJson
    view: View
    words: ViewWords
    scores: list[Score]
    round: int
    rounds: list[int]
    round_starts: list[int]
    actors: list[int | None]
    turns: Turns
    hints: list[int] | None
    hints_said: list[str]
    result: NotRequired[Result]


class PlayWords(MoveWords):
    """One legal move of the seat to act on the author's screen, in that seat's
    own words, with its JSON (the author plays every seat)."""

    move: MoveJson


class AuthorStart(TypedDict):
    """A game as its deal: the set-up and the seed."""

    config: ConfigJson
    seed: int


class AuthorAnswer(TypedDict):
    """One step of a game on the author's screen (golden_sails.teach.authoring):
    the table from the learner's seat ``viewer``, whose move it is (``to_act``,
    None once the game is over), and the learner's legal moves' words
    (``moves``, beside the view's ``legal_moves``; empty unless his move); the
    game as ``start`` and ``played`` (every move from its deal), and ``play``,
    every legal move of the seat to act at this step (empty once over)."""

    g: str
    step: int
    steps: int
    viewer: int
    to_act: int | None
    said: list[str]
    seats: list[SeatEntry]
    seat_order: list[int]
    actors: list[int | None]
    view: View
    words: ViewWords
    moves: list[MoveWords]
    start: AuthorStart
    played: list[MoveJson]
    play: list[PlayWords]


class Played(TypedDict):
    """A computer's move just played (the bridge's ``bot``): whose, the move, the
    card it was about, and what the log says of it."""

    seat: int
    label: str
    move: MoveJson
    slot: int | None
    text: str


class Hint(TypedDict):
    """The Hard level's choice for the person to act (the bridge's ``hint``): the
    move, its button's words, and why in one line."""

    move: MoveJson
    label: str
    text: str


class Restored(TypedDict):
    """A file opened (the bridge's ``restore``): what became of it, and in words."""

    outcome: Annotated[str, OneOf("restored", "kept", "newer", "parted")]
    text: str


class GameAnswer(Answer):
    """The wire form of a game call's answer (start, load, current, reveal, play,
    bot, undo, hint, rematch, restore, memory_aid): ``ok`` and the answer, with
    what the call adds."""

    ok: Literal[True]
    played: NotRequired[Played]
    hint: NotRequired[Hint]
    restored: NotRequired[Restored]


class Fault(TypedDict):
    """A refusal: ``error`` in the page's language, ``place`` where the fault lies
    (a field, a parameter: "step", "move.card"), ``code`` its kind (the error's
    class): the page acts on these, never on the words."""

    ok: Literal[False]
    error: str
    place: str | None
    code: str


class SceneCallAnswer(SceneAnswer):
    """The wire form of the bridge's ``scene``: ``ok`` and the lesson's step."""

    ok: Literal[True]


class ReplayCallAnswer(ReplayAnswer):
    """The wire form of the bridge's ``replay``: ``ok`` and the replay's step."""

    ok: Literal[True]


class AuthorCallAnswer(AuthorAnswer):
    """The wire form of the bridge's ``author_step``: ``ok`` and the game's step."""

    ok: Literal[True]


class StudyCallAnswer(StudyAnswer):
    """The wire form of the bridge's ``study``: ``ok`` and the study's step."""

    ok: Literal[True]


class SheetNow(TypedDict):
    """A seat's score sheet if the game ended now, as the viewer may count it
    (golden_sails.app.explain.sheet_now): a title and notes in words, and his
    row of the score sheet (score-json.md's) with its reasons."""

    seat: int
    title: str
    notes: list[str]
    player: PlayerScoreJson


class SheetNowAnswer(TypedDict):
    """The wire form of the bridge's ``sheet_now``."""

    ok: Literal[True]
    sheet_now: SheetNow


class AreaNoteAnswer(TypedDict):
    """The wire form of the bridge's ``area_note``: what an Area would bring the
    viewer, in words; None on the table's view (nobody's)."""

    ok: Literal[True]
    note: str | None


# --- A table of phones (issue 34, docs/phones.md) ------------------------------------
#
# The host's phone runs the game and sends each guest phone its seat's answer
# alone; a guest sends back only messages, read strictly by
# golden_sails.app.phones.  The messages have their own version (``v``):
# :data:`MESSAGES_VERSION`; the answers inside them are this protocol's.

MESSAGES_VERSION = 1
Language = Annotated[str, OneOf(*LANGUAGES)]


class SeatAnswer(TypedDict):
    """A seat's answer for its own phone (a table of phones): its view and its
    screen, for that seat alone; no save, no game's name, nothing from which
    another seat's private facts follow (docs/phones.md)."""

    protocol: int
    view: View
    screen: Screen


class GuestHello(TypedDict):
    """Guest to host, once its channel is open: the seat it was paired for, its
    page's language, and how many of the log's entries it holds."""

    v: Literal[1]
    t: Literal["hello"]
    seat: int
    lang: Language
    held: int


class GuestMove(TypedDict):
    """Guest to host: a move of its seat (checked by ``step``, in its turn only);
    ``n`` the guest's message number, the next of its seat's sequence."""

    v: Literal[1]
    t: Literal["move"]
    n: int
    move: MoveJson


class GuestUndo(TypedDict):
    """Guest to host: take back the seat's latest decision (R20, D25)."""

    v: Literal[1]
    t: Literal["undo"]
    n: int


class GuestAsk(TypedDict):
    """Guest to host: a question about the moment on its screen, as the seat may
    know it: ``sheet_now`` (args: seat, at) or ``area_note`` (args: slot, pile, at)."""

    v: Literal[1]
    t: Literal["ask"]
    n: int
    call: Annotated[str, OneOf("sheet_now", "area_note")]
    args: list[int | str | None]


class SheetNowSaid(TypedDict):
    sheet_now: SheetNow


class AreaNoteSaid(TypedDict):
    note: str | None


class HostAnswer(TypedDict):
    """Host to guest: the seat's answer; ``n`` the guest's message it answers
    (None: the table changed by another's doing), ``next`` the number the host
    expects of the guest's next message."""

    v: Literal[1]
    t: Literal["answer"]
    n: int | None
    next: int
    answer: SeatAnswer


class HostRefused(TypedDict):
    """Host to guest: its message ``n`` (None where it could not be read) was
    refused and changed nothing: a fault as the bridge's, for that guest only."""

    v: Literal[1]
    t: Literal["refused"]
    n: int | None
    next: int
    error: str
    place: str | None
    code: str


class HostSaid(TypedDict):
    """Host to guest: the answer to its question ``n`` (an ``ask``)."""

    v: Literal[1]
    t: Literal["said"]
    n: int
    next: int
    value: SheetNowSaid | AreaNoteSaid


class HostSeat(TypedDict):
    """Host to guest: its seat was given to the host's phone (``host``) or to a
    computer (``computer``), or back to its phone (``phone``)."""

    v: Literal[1]
    t: Literal["seat"]
    kind: Annotated[str, OneOf("host", "computer", "phone")]


class SeatAnswerCallAnswer(TypedDict):
    """The wire form of the bridge's ``seat_answer``: the message to send the guest."""

    ok: Literal[True]
    message: HostAnswer


class SeatMessageAnswer(TypedDict):
    """The wire form of the bridge's ``seat_message``: a guest's message read.
    ``reply``: a message to send that guest now (a refusal, what it asked, or
    where its seat is played now, to a hello of a seat given away), or None;
    ``host``: the host's new game answer where the table changed, else None;
    ``guests``: the phone seats to send a new answer (``seat_answer``), in
    order; ``lang``: the guest's language, as its hello said (None before)."""

    ok: Literal[True]
    seat: int
    lang: Language | None
    reply: HostRefused | HostSaid | HostSeat | None
    host: Answer | None
    guests: list[int]


class SeatKindAnswer(TypedDict):
    """The wire form of the bridge's ``seat_kind``: the host's new game answer,
    the message to send that seat's guest, and the phone seats to send a new
    answer."""

    ok: Literal[True]
    host: Answer
    message: HostSeat
    guests: list[int]


GUEST_MESSAGES = (GuestHello, GuestMove, GuestUndo, GuestAsk)
HOST_MESSAGES = (HostAnswer, HostRefused, HostSaid, HostSeat)

# The answers the schema names at its top (docs/protocol.schema.json), in its order.
ANSWERS = (
    GameAnswer, SceneCallAnswer, ReplayCallAnswer, StudyCallAnswer, SheetNowAnswer,
    AreaNoteAnswer, AuthorCallAnswer,
    SeatAnswerCallAnswer, SeatMessageAnswer, SeatKindAnswer, Fault,
)  # fmt: skip

__all__ = ["ANSWERS", "PROTOCOL", "Answer", "ChoicesFacts", "Fault", "Screen", "View"]
