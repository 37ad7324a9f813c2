"""A study as a link (golden_sails.teach.study_link) and its steps (teach.studies):
round trips, the 2,000 characters, every fault named, no hidden Gem in any
answer, and "within N VP of the Hard level's choice" the same on every device."""

from __future__ import annotations

import base64
import hashlib
import json
import zlib
from dataclasses import replace
from typing import Any

import pytest

from golden_sails import bridge
from golden_sails.app.questions import worths
from golden_sails.app.replay_link import PREFIX as REPLAY_PREFIX
from golden_sails.app.replay_link import encode as replay_encode
from golden_sails.app.session import hard_choice
from golden_sails.app.view_words import view_words
from golden_sails.game.engine import GameConfig, State, legal_moves, new_game, step
from golden_sails.game.moves import Move
from golden_sails.game.view import view
from golden_sails.model.cards import EXPERTS
from golden_sails.model.i18n import language
from golden_sails.teach import studies, study_json, study_link
from golden_sails.teach.lessons import LESSONS
from golden_sails.teach.studies import step_answer, study_step, within
from golden_sails.teach.study_link import (
    MAX_CHARS,
    PREFIX,
    Chapter,
    LessonTable,
    SeededGame,
    Study,
    StudyLinkError,
    StudyQuestion,
    StudyStep,
    decode,
    encode,
    read,
)
from golden_sails.teach.study_notes import pieces
from helpers import NAMES, Dice, play_random, swap_hidden

# Ten notes of a tweet's length (280 characters), the prose a study is made of.
NOTES = tuple(
    note[:280]
    for note in (
        "Round 3. Andy holds two **Gems**, a 3 and a 5, so a 4 would join them into a sequence of "
        "three: 9 VP instead of 2. Bob takes before him this round and has no Gems at all, so he "
        "will not want it; Cathy collects Animals and leaves Gems alone. Put the Jeweler on the "
        "card and wait for it.",
        "The Cook on the Spice card makes it a Spice whatever its picture. Andy has Pepper and "
        "Mint already; a third kind lifts his Spices from 4 to 8 VP. Cathy, who takes first, "
        "builds Animals and will leave it to him.\nSee [[spices]] for the whole table of kinds "
        "and what each one brings.",
        "Here the first player takes the last card and may change its type (R5). A Hunter turns "
        "the Weapon into an Animal, and Andy's second Unicorn makes a pair on reference II. That "
        "is worth more than the 1 VP the Weapon would steal from his left neighbour, Dora, at "
        "the end of the game.",
        "Why not the Spell? A Spell scores on its own, but Andy has no Spice pair for it to count "
        "and the +1/-1 Spell only helps a Gem sequence he may never finish. Keep the **sure** "
        "points now; more Spells come in round 9, when the piles are nearly set and you can see "
        "which one pays best.",
        "After round 4 the Experts return [[experts-return]]. Everyone holds all five again, so "
        "the order of assigning matters more than the hand: Bob assigns first this time and will "
        "put his Armourer on the card he fears Andy wants most. Watch what he leaves on the table "
        "for the rest of us.",
        "Cathy's Weapons: a Katar with right value 2 and a Mambele with left value 1. Her right "
        "neighbour is Andy, who holds no Weapons, so she steals nothing from him yet. One Weapon "
        "for Andy would give him a left value to take back from her; the Boomerang on card 2 is "
        "that Weapon today.",
        "Final scoring starts with round 12's first player and goes clockwise [[faq-final-order]]. "
        "Andy decides first, so he cannot see what Bob and Cathy will choose; the app shows what "
        "each of his choices makes him sure of, whatever they do after him. Take the larger sure "
        "total, as always.",
        "The Universal Good may join any pile. In the Gem pile it would close the sequence "
        "3-4-5-6, 16 VP; in the Spice pile it adds a sixth kind, 10 VP more. Count both before "
        "you choose: the Gems win by six, and the Spices gain nothing a Spell could double later "
        "in the final scoring of it all.",
        "Bob's Protection Spell names a Weapon kind: the values of that kind pointing at him count "
        "0. Andy's Boomerang still takes from Bob's side through its other value. Name the kind "
        "that saves the most VP, not the one you hold most of, and check both of your neighbours "
        "before deciding it.",
        "Andy wins by 3 VP. The swap in round 7 gave him the Unicorn pair, 5 VP, and the Gem 4 "
        "in round 3 made his sequence, 7 VP more. Play the game again from the replay and try the "
        "other choices: this study's questions show what each was worth at the time you made it, "
        "step by step, round by round.",
    )
)
HINTS = (
    "Count the sequence before and after: n Gems in a sequence score n x n.",
    "Which kind of Spice does Andy not have yet?",
    "Compare the pair on reference II with the Weapon's 1 VP.",
    "What does the Spell need to score anything?",
    "Who assigns first after the return?",
    "Which way does each Weapon value point?",
    "What does sure mean here?",
    "Add up both piles with the Universal Good in each.",
    "Which of Bob's Weapons takes most from Andy?",
    "Which two moves gained the most?",
)


def finished(players: int, seed: int, variant: str = "standard") -> State:
    return play_random(new_game(GameConfig(NAMES[:players], variant=variant), seed), seed)


def tables(game: State) -> list[State]:
    """The game's tables after 0, 1, ... every move."""
    out = [new_game(game.config, game.seed)]
    for record in game.moves():
        out.append(step(out[-1], record.move))
    return out


def turns_of(states: list[State], seat: int) -> list[int]:
    """The game steps where ``seat`` is to act."""
    return [k for k, s in enumerate(states) if not s.over and s.to_act == seat]


def study_of(
    game: State, steps: list[StudyStep], viewer: int = 0, chapters: int = 1, **more: Any
) -> Study:
    cut = -(-len(steps) // chapters)
    parts = tuple(
        Chapter(f"Part {i + 1}", tuple(steps[i * cut : (i + 1) * cut])) for i in range(chapters)
    )
    return Study(
        "How Andy won",
        SeededGame(game.config, game.seed),
        tuple(r.move for r in game.moves()),
        viewer,
        tuple(p for p in parts if p.steps),
        **more,
    )


def ten_step_study(players: int) -> Study:
    """Ten steps, each a 280-character note and a question (with a hint), the
    learner's moves spread over the whole game, final scoring included."""
    game = finished(players, 20261128 + players)
    states = tables(game)
    turns = turns_of(states, 0)
    picks = [turns[round(i * (len(turns) - 1) / 9)] for i in range(10)]
    steps = []
    for i, at in enumerate(picks):
        legal = legal_moves(states[at])
        question = (
            StudyQuestion(within=2, hint=HINTS[i])
            if i % 2
            else StudyQuestion(accepted=tuple(legal[:2]), hint=HINTS[i])
        )
        steps.append(StudyStep(at, NOTES[i], question))
    return study_of(game, steps, chapters=2)


def seal(body: bytes, version: int = 1) -> str:
    """A link around a body, as docs/study-link.md says: the version, the body packed
    with raw DEFLATE and the preset dictionary, the checksum, base64url."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, study_link.words())
    raw = bytes([version]) + packer.compress(body) + packer.flush()
    checksum = hashlib.sha256(b"golden-sails-study\0" + raw).digest()[:4]
    return base64.urlsafe_b64encode(raw + checksum).decode().rstrip("=")


def body_of(study: Study) -> bytes:
    study = study.trimmed()
    return study_link._body(study, study_link.play(study, "study"))


def refused(text: object, *parts: str) -> str:
    with pytest.raises(StudyLinkError) as err:
        read(text)
    message = str(err.value)
    for part in parts:
        assert part in message, message
    return message


# --- Round trips ------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_study_comes_back_whole_from_its_link(players: int) -> None:
    game = finished(players, 40 + players, ("standard", "open", "secretive")[players - 2])
    states = tables(game)
    turns = turns_of(states, 1)
    steps = [
        StudyStep(0, "The deal. **Bob** sits second.\nSee [[setup]]."),
        StudyStep(turns[3], "", StudyQuestion(accepted=(legal_moves(states[turns[3]])[-1],))),
        StudyStep(turns[5], "Bob's turn again.", StudyQuestion(within=3, hint="Count.")),
        StudyStep(
            turns[-1],
            "His last choice.",
            StudyQuestion(
                accepted=tuple(legal_moves(states[turns[-1]])),
                replies=((legal_moves(states[turns[-1]])[0], "Yes: as good as any."),),
            ),
        ),
        StudyStep(len(states) - 1, "The end: [[winner|who wins]]."),
    ]
    study = study_of(game, steps, viewer=1, chapters=2, open=players == 3)
    text = encode(study)
    assert len(text) <= MAX_CHARS
    assert decode(text) == study.trimmed() == study  # the last step is the game's end
    # Shorter: only the moves the steps show are kept.
    early = replace(study, chapters=(Chapter("Start", tuple(steps[:2])),))
    assert decode(encode(early)).moves == study.moves[: turns[3]]
    # The link, its query, its parameters as the page writes them: the same study.
    for given in (PREFIX + text, f"https://x.org/#/study?s={text}&step=2", f"s={text}&lang=de"):
        assert decode(given) == study


def test_a_study_from_a_replay_link_or_json_is_the_same_study() -> None:
    game = finished(3, 5)
    states = tables(game)
    at = turns_of(states, 0)[4]
    doc = {
        "title": "From a replay",
        "start": {"replay": REPLAY_PREFIX + replay_encode(game, ("human",) * 3)},
        "viewer": 0,
        "chapters": [{"title": "One", "steps": [
            {"at": at, "note": "Here.", "question": {"within": 1, "hint": "Look."}},
            {"at": at + 2, "note": "Then."},
        ]}],
    }  # fmt: skip
    study = study_json.from_json(doc)
    assert study.start == SeededGame(game.config, game.seed)
    assert study.moves == tuple(r.move for r in game.moves())
    text = encode(study)
    assert study_json.from_json(study_json.to_json(decode(text))) == study.trimmed()
    answer = json.loads(bridge.study_link(json.dumps(doc)))
    assert answer == {"ok": True, "link": PREFIX + text, "s": text, "chars": len(text)}


def test_a_study_on_a_lessons_table_comes_back_whole() -> None:
    scene = LESSONS["gems"]
    start = LessonTable("gems", 3)
    first = start.start()
    moves = [legal_moves(first)[0]]
    after = step(first, moves[0])
    moves.append(legal_moves(after)[0])
    viewer = first.to_act
    study = Study(
        "A Gem sequence",
        start,
        tuple(moves),
        viewer,
        (Chapter("The table", (
            StudyStep(0, "The lesson's table.", StudyQuestion(within=0)),
            StudyStep(2, "Two moves later."),
        )),),
    )  # fmt: skip
    text = encode(study)
    assert decode(text) == study
    answer = study_step(text, 1)
    assert answer["study"]["lesson"] == "gems" and answer["study"]["lesson_title"] == scene.title
    assert answer["view"]["round"] == first.round


def test_ten_steps_of_280_character_notes_and_ten_questions_fit_in_2000_characters() -> None:
    for players in (2, 3, 4):
        study = ten_step_study(players)
        assert [len(s.note) for s in study.steps] == [280] * 10
        assert all(s.question is not None and s.question.hint for s in study.steps)
        text = encode(study)
        assert len(text) < 2000, (players, len(text))
        assert decode(text) == study.trimmed()


def test_a_study_too_large_for_a_link_is_refused_with_the_limit_named() -> None:
    study = ten_step_study(4)
    # Twenty steps of notes that do not repeat themselves (no dictionary helps).
    rng = Dice(3).rng
    noise = [
        "".join(rng.choice("abcdefghijklmnopqrstuvwxyz ") for _ in range(280)) for _ in range(20)
    ]
    wordy = replace(
        study,
        chapters=(
            Chapter("Much", tuple(StudyStep(s.at, noise[i]) for i, s in enumerate(study.steps))),
        ),
    )
    with pytest.raises(StudyLinkError) as err:
        encode(wordy)
    message = str(err.value)
    assert message.startswith("s: ") and "over the 2,000 a study's link may hold" in message
    count = int(message.split()[1].replace(",", ""))
    assert count > 2000
    with language("de"):
        with pytest.raises(StudyLinkError) as err:
            encode(wordy)
        assert "2.000" in str(err.value)
    # A link longer than that is refused unread, the limit named.
    refused("A" * 2001, "s: 2,001 characters; a study's link holds at most 2,000")


# --- Notes ---------------------------------------------------------------------


def test_a_notes_marks_are_read_into_pieces() -> None:
    note = "Take **the Gem 4**.\nIt joins 3 and 5: see [[gems]] and [[last-card-swap|the swap]]."
    got = pieces(note, "note")
    assert [(p["kind"], p["text"], p["bold"], p["rule"]) for p in got] == [
        ("text", "Take ", False, None),
        ("text", "the Gem 4", True, None),
        ("text", ".", False, None),
        ("break", "", False, None),
        ("text", "It joins 3 and 5: see ", False, None),
        ("rule", "Gems", False, "gems"),
        ("text", " and ", False, None),
        ("rule", "the swap", False, "buying"),  # the syllabus's rule, in the reference's section
        ("text", ".", False, None),
    ]
    with language("de"):
        german = pieces("[[gems]] [[take-order]]", "note")
    assert german[0]["text"] == "Edelsteine" and german[0]["rule"] == "gems"
    assert german[2]["rule"] == "buying" and german[2]["text"] != "the last to assign takes first"
    # A later build's rule: its words shown, no link (a link read, not written).
    assert pieces("[[no-such-rule|words]]", "note", strict=False) == [
        {"kind": "text", "text": "words", "bold": False, "rule": None}
    ]


@pytest.mark.parametrize(
    ("note", "fault"),
    [
        ("**bold", "s.note: a ** opens bold words that are never closed"),
        ("see [[gems", "s.note: a [[ at character 5 opens a rule's link that is never closed"),
        ("[[no-such-rule]]", "s.note: [[no-such-rule]] names no rule and no section of the Rules"),
        ("[[gems|]]", "s.note: the link at character 1 is not [[rule]] or [[rule|words]]"),
        ("[[ge ms]]", "s.note: the link at character 1 is not [[rule]] or [[rule|words]]"),
        ("[[gems|**x**]]", "s.note: the link at character 1 is not [[rule]] or [[rule|words]]"),
    ],
)
def test_a_note_whose_marks_cannot_be_read_is_refused_by_name(note: str, fault: str) -> None:
    with pytest.raises(ValueError) as err:
        pieces(note, "s.note")
    assert str(err.value).startswith(fault)


# --- Faults of a study being written -----------------------------------------------


def _written() -> tuple[Study, list[State]]:
    game = finished(3, 9)
    states = tables(game)
    turns = turns_of(states, 0)
    study = study_of(
        game,
        [
            StudyStep(
                turns[2], "A note.", StudyQuestion(accepted=(legal_moves(states[turns[2]])[0],))
            ),
            StudyStep(turns[4], "Another."),
        ],
    )
    return study, states


def _question(study: Study, **change: Any) -> Study:
    first = study.chapters[0].steps[0]
    assert first.question is not None
    asked = replace(first, question=replace(first.question, **change))
    return replace(
        study, chapters=(replace(study.chapters[0], steps=(asked, *study.chapters[0].steps[1:])),)
    )


def _first_step(study: Study, **change: Any) -> Study:
    first = replace(study.chapters[0].steps[0], **change)
    return replace(
        study, chapters=(replace(study.chapters[0], steps=(first, *study.chapters[0].steps[1:])),)
    )


def test_every_fault_of_a_study_being_written_is_named() -> None:
    study, states = _written()
    first = study.chapters[0].steps[0]
    here = states[first.at]
    legal = legal_moves(here)
    other_turn = next(k for k, s in enumerate(states) if not s.over and s.to_act == 1)
    illegal = (
        next(
            m
            for m in (Move.from_json({"type": "take", "card": c}) for c in range(4))
            if m not in legal
        )
        if here.phase == "assign"
        else None
    )
    cases: list[tuple[Study, str]] = [
        (replace(study, title=" "), "study.title: empty; a study has a title"),
        (replace(study, title="x" * 81), "study.title: 81 characters; it may hold at most 80"),
        (replace(study, title="a\tb"),
         "study.title: character 2 (U+0009) cannot be in a study's text"),
        (replace(study, viewer=3), "study.viewer: 3 is not a seat of this game"),
        (replace(study, chapters=()), "study.chapters: 0 chapters; a study has 1 to 10"),
        (replace(study, chapters=study.chapters * 11),
         "study.chapters: 11 chapters; a study has 1 to 10"),
        (
            replace(study, chapters=(Chapter("Long", study.chapters[0].steps * 16),)),
            "study.chapters: 32 steps in all; a study has at most 30",
        ),
        (replace(study, chapters=(Chapter("", study.chapters[0].steps),)),
         "study.chapters[0].title: empty; a chapter has a title"),
        (replace(study, chapters=(Chapter("None", ()),)),
         "study.chapters[0].steps: no steps; a chapter has one at least"),
        (_first_step(study, at=len(states) + 5),
         f"study.chapters[0].steps[0].at: {len(states) + 5} is not a step of the study's game"),
        (_first_step(study, note="x" * 501),
         "study.chapters[0].steps[0].note: 501 characters; it may hold at most 500"),
        (_first_step(study, note="**x"),
         "study.chapters[0].steps[0].note: a ** opens bold words that are never closed"),
        (_first_step(study, note="", question=None),
         "study.chapters[0].steps[0]: neither a note nor a question; a step says something"),
        (_first_step(study, at=len(states) - 1),
         "study.chapters[0].steps[0].question: the game is over at this step"),
        (_first_step(study, at=other_turn),
         "study.chapters[0].steps[0].question: it is Bob's move here, not the learner's (Andy)"),
        (_question(study, within=2), "study.chapters[0].steps[0].question: a question accepts"),
        (_question(study, accepted=()), "study.chapters[0].steps[0].question: a question accepts"),
        (_question(study, accepted=(), within=16),
         "study.chapters[0].steps[0].question.within: 16 is not a number of VP from 0 to 15"),
        (_question(study, accepted=(legal[0], legal[0])),
         "study.chapters[0].steps[0].question.accepted[1]: "),
        (_question(study, hint="h" * 301),
         "study.chapters[0].steps[0].question.hint: 301 characters; it may hold at most 300"),
        (_question(study, replies=((legal[1], " "),)),
         "study.chapters[0].steps[0].question.replies[0]: empty; a reply says something"),
        (replace(study, moves=study.moves[:3] + (study.moves[5],) + study.moves[4:]),
         "study.moves[3]: "),
    ]  # fmt: skip
    if illegal is not None:
        cases.append((_question(study, accepted=(illegal,)),
                      "study.chapters[0].steps[0].question.accepted[0]: "))  # fmt: skip
    for wrong, fault in cases:
        with pytest.raises(StudyLinkError) as err:
            encode(wrong)
        assert str(err.value).startswith(fault), (fault, str(err.value))


def test_a_study_in_json_is_read_strictly_each_fault_named() -> None:
    study, _states = _written()
    doc = study_json.to_json(study)
    assert study_json.from_json(doc) == study
    cases = [
        ([], "study: expected an object, got list"),
        ({**doc, "colour": 1}, "study: unknown key 'colour'"),
        ({k: v for k, v in doc.items() if k != "title"}, "study.title: missing"),
        ({**doc, "viewer": True}, "study.viewer: expected a whole number, got bool"),
        ({**doc, "open": 1}, "study.open: expected true or false, got int"),
        ({**doc, "start": {"chess": 1}}, "study.start: unknown key 'chess'"),
        ({**doc, "start": {"lesson": "gems"}}, "study.start: expected replay, game, or lesson"),
        ({**doc, "start": {"lesson": "chess", "step": 1}},
         "study.start.lesson: 'chess' is not a lesson"),
        ({**doc, "start": {"lesson": "gems", "step": 99}},
         "study.start.step: 99 is not a step of the lesson gems"),
        ({**doc, "start": {"replay": "#/replay?g=A"}}, "study.start.replay: g: "),
        ({**doc, "moves": [{"type": "take"}]}, "study.moves[0]: "),
        ({**doc, "chapters": [{"title": "x", "steps": [{"at": 1, "note": 5}]}]},
         "study.chapters[0].steps[0].note: expected a text, got int"),
        ({k: v for k, v in doc.items() if k != "moves"}, "study.moves: missing"),
    ]  # fmt: skip
    for wrong, fault in cases:
        with pytest.raises(StudyLinkError) as err:
            study_json.from_json(wrong)
        assert str(err.value).startswith(fault), (fault, str(err.value))
    answer = json.loads(bridge.study_link("{"))
    assert answer["ok"] is False and answer["code"] == "JsonTextError"
    answer = json.loads(bridge.study_link(json.dumps({**doc, "title": ""})))
    assert answer["code"] == "StudyLinkError" and answer["place"] == "study.title"


# --- Faults of a link ------------------------------------------------------------------


def test_every_fault_of_a_damaged_link_is_named() -> None:
    study, _states = _written()
    text = encode(study)
    refused(None, "s: expected the link's text, got null")
    refused("", "s: empty; a study's link holds a whole study")
    refused(text[:10] + "+" + text[11:], "s: character 11 ('+') is never in a study's link")
    more = (1 - len(text)) % 4 or 4  # a length base64 never has
    refused(text + "A" * more, f"s: the link was cut short or lengthened ({len(text) + more} chara")
    refused(text[:-4], "s: the link was changed or cut short (its checksum does not match)")
    refused(text[:-1] + ("B" if text[-1] == "A" else "A"), "s: the link was changed or cut short")
    refused(f"s={text}&g=1", "g: a study's link holds s, and maybe step and lang")
    refused(f"s={text}&s={text}", "s: given twice")
    refused("step=2", "s: missing")
    refused(
        seal(body_of(study), version=2),
        "s.version: 2 is not a study-link version this app reads (1); a newer app made it",
    )
    refused(
        seal(body_of(study), version=0),
        "s.version: 0 is not a study-link version this app reads (1)",
    )
    refused(base64.urlsafe_b64encode(b"\x01").decode().rstrip("="), "s: too short to hold a study")
    # A packed body that does not unpack, or holds more than its study.
    raw = bytes([1]) + b"\xff\xff\xff"
    broken = raw + hashlib.sha256(b"golden-sails-study\0" + raw).digest()[:4]
    refused(
        base64.urlsafe_b64encode(broken).decode().rstrip("="),
        "s: its packed study cannot be unpacked",
    )


def test_every_fault_of_a_body_is_named_from_its_place() -> None:
    """Bodies a build of this app never writes, sealed as a link: each refused by name."""
    study, states = _written()
    body = body_of(study)
    names_end = body.index(b"\x00", 3) + 1
    refused(seal(bytes([7]) + body[1:]), "s.start: 7 is not a kind of start this app reads")
    refused(seal(body[:1] + b"\x00\x00" + body[3:]), "s: made with another deck of cards")
    refused(seal(body[:3] + b"\x03Ann\x03ann\x00" + body[names_end:]), "s.names[1]: ")
    refused(seal(body[:-1]), "s.chapters[0].steps[1].note: cut short")
    refused(seal(body + b"\x00"), "s: holds more than a study's words (the link was changed)")
    refused(seal(body[: names_end + 1]), "s: cut short")
    # The number with one digit more than the study's fields read.
    digits, _texts = study_link._fields(study, tuple(states))
    whole = 1
    for _digit, radix in digits.digits:
        whole *= radix
    number = digits.number() + 5 * whole
    raw = number.to_bytes((number.bit_length() + 7) // 8, "big")
    size = body[names_end]
    rest = body[names_end + 1 + size :]
    refused(
        seal(body[:names_end] + bytes([len(raw)]) + raw + rest),
        "s: holds more than a study's moves and steps (the link was changed)",
    )
    # A lesson that is not this app's, or whose table changed since the study was written.
    start = LessonTable("gems", 3)
    on_lesson = Study("t", start, (), start.start().to_act, (Chapter("c", (StudyStep(0, "n"),)),))
    lesson_body = body_of(on_lesson)
    at = 3 + 1 + len(b"gems")
    refused(
        seal(
            lesson_body[:at]
            + bytes(a ^ 0xFF for a in lesson_body[at : at + 2])
            + lesson_body[at + 2 :]
        ),
        "s.lesson: the lesson gems has changed since the study was written",
    )
    refused(
        seal(lesson_body[:3] + b"\x05chess" + lesson_body[at:]),
        "s.lesson: 'chess' is not a lesson of this app",
    )


def crafted(study: Study, states: list[State]) -> str:
    """The link a build that skipped the checks would write (the body's digits and
    texts as they are): what a changed link with a good checksum holds."""
    return seal(study_link._body(study, tuple(states)))


def test_a_link_that_breaks_a_rule_of_studies_is_refused_by_name() -> None:
    study, states = _written()
    game_moves = study.moves
    # A move the rules refuse: an Expert its player has used already (a digit names
    # a place on the table, not a card of the hand), at its place in the link.
    k = next(
        i for i, s in enumerate(states)
        if s.phase == "assign" and s.round > 1 and 0 in s.hands[s.to_act]
    )  # fmt: skip
    here = states[k]
    spent = next(e for e, held in enumerate(here.hands[here.to_act]) if held == 0)
    free = next(i for i, e in enumerate(here.experts) if e is None)
    wrong = Move.from_json({"type": "assign", "card": free, "expert": EXPERTS[spent]})
    bad = replace(
        study, moves=(*game_moves[:k], wrong), chapters=(Chapter("c", (StudyStep(k + 1, "n"),)),)
    )
    message = refused(crafted(bad, states[: k + 1]), f"s.moves[{k}]: ")
    assert (
        "no" in message and "left" in message
    )  # the engine's own words: "... has no Jeweler left"
    # A question of another seat's move, a question where the game is over.
    other = next(i for i, s in enumerate(states) if not s.over and s.to_act == 1)
    asked = StudyQuestion(accepted=(legal_moves(states[other])[0],))
    bad = replace(
        study, moves=game_moves[:other], chapters=(Chapter("c", (StudyStep(other, "n", asked),)),)
    )
    refused(
        crafted(bad, states),
        "s.chapters[0].steps[0].question: it is Bob's move here, not the learner's",
    )
    end = len(states) - 1
    over = StudyQuestion(accepted=(Move.from_code(0),))
    bad = replace(study, chapters=(Chapter("c", (StudyStep(end, "n", over),)),))
    refused(crafted(bad, states), "s.chapters[0].steps[0].question: the game is over at this step")
    # More moves than the last step shows; no chapter.
    bad = replace(study, chapters=(Chapter("c", (StudyStep(2, "n"),)),))
    refused(crafted(bad, states), f"s.moves: {len(game_moves) - 2} moves past the last step shown")
    refused(
        crafted(replace(study, chapters=()), states), "s.chapters: 0 chapters; a study has 1 to 10"
    )


# --- What a step shows ------------------------------------------------------------


def _own(answer: dict[str, Any] | Any, state: State, viewer: int) -> None:
    """The answer's view is the viewer's own (its moves aside), and so its words."""
    expected = view(state, viewer)
    shown = dict(answer["view"])
    expected["legal_moves"] = shown["legal_moves"]
    assert shown == expected
    assert answer["words"] == view_words(expected)
    for seat, player in enumerate(shown["players"]):
        if (
            seat != viewer
            and state.phase not in ("scoring", "over")
            and state.config.variant != "open"
        ):
            assert all(gem["gem"] is None for gem in player["piles"]["gems"])


@pytest.mark.parametrize(
    ("players", "variant"), [(2, "standard"), (3, "secretive"), (4, "standard")]
)
def test_no_step_shows_a_gem_the_learners_seat_could_not_see(players: int, variant: str) -> None:
    """At every kind of step, the answer is drawn from the learner's own view: the
    same for a table that differs only in what his seat may not see (others' Gems
    in their piles, the deck), which no Gem of theirs could then reach."""
    game = finished(players, 70 + players, variant)
    states = tables(game)
    viewer = players - 1
    turns = turns_of(states, viewer)
    picks = sorted({0, *turns[:: max(1, len(turns) // 8)], len(states) - 1})
    steps = [
        StudyStep(
            at,
            f"Step at {at}.",
            StudyQuestion(accepted=(legal_moves(states[at])[0],)) if at in turns else None,
        )
        for at in picks
    ]
    study = study_of(game, steps, viewer=viewer)
    text = encode(study)
    dice = Dice(players)
    for k, shown_step in enumerate(study.steps, start=1):
        state = states[shown_step.at]
        answer = study_step(text, k)
        _own(answer, state, viewer)
        assert answer["study"]["open"] is False
        accepted = None if shown_step.question is None else shown_step.question.accepted
        if state.phase in ("assign", "take"):  # at final scoring every Gem is face up
            twin = swap_hidden(state, viewer, dice)
            assert step_answer(study, k, twin, accepted) == step_answer(study, k, state, accepted)
        if shown_step.question is not None:
            judged = [t for t in answer["tries"] if "verdict" in t]
            assert sorted(Move.from_json(t["move"]).code for t in judged) == sorted(
                m.code for m in legal_moves(state)
            )


def test_within_n_is_read_from_the_learners_view_alone() -> None:
    game = finished(3, 81)
    states = tables(game)
    dice = Dice(9)
    for at in turns_of(states, 0)[3:30:9]:
        state = states[at]
        twin = swap_hidden(state, 0, dice)
        assert within(twin, 0, 2) == within(state, 0, 2)


def test_an_open_study_shows_every_gem_and_says_so() -> None:
    game = finished(3, 90)
    states = tables(game)
    at = next(k for k, s in enumerate(states) if s.round == 8 and s.to_act == 0)
    study = study_of(game, [StudyStep(at, "Every Gem, on purpose.")], open=True)
    answer = study_step(encode(study), 1)
    assert answer["study"]["open"] is True
    assert answer["view"] == {**view(states[at], 0, reveal=True), "legal_moves": []}
    hidden = [g for p in view(states[at], 0)["players"][1:] for g in p["piles"]["gems"]]
    assert hidden and all(g["gem"] is None for g in hidden)
    shown = [g for p in answer["view"]["players"][1:] for g in p["piles"]["gems"]]
    assert all(isinstance(g["gem"], int) for g in shown)


def test_a_steps_answer_gives_its_note_chapters_and_answers() -> None:
    study = ten_step_study(3)
    text = encode(study)
    answer = study_step(text, 7)
    assert answer["step"] == 7 and answer["chapter"] == 1
    assert answer["study"]["chapters"] == [
        {"title": "Part 1", "first": 1, "steps": 5},
        {"title": "Part 2", "first": 6, "steps": 5},
    ]
    assert "".join(p["text"] for p in answer["note"] if p["kind"] != "rule").startswith(
        "Final scoring"
    )
    assert any(p["kind"] == "rule" and p["rule"] == "final-scoring" for p in answer["note"])
    question = study.steps[6].question
    assert question is not None and answer["question"]["hint"] == question.hint
    right = [t for t in answer["tries"] if t.get("verdict", {}).get("correct")]
    wrong = [t for t in answer["tries"] if "verdict" in t and not t["verdict"]["correct"]]
    assert right and all(t["verdict"]["reply"] for t in right + wrong)
    # A step that asks nothing offers nothing to tap.
    plain = replace(study, chapters=(Chapter("x", (StudyStep(study.steps[0].at, "Look."),)),))
    quiet = study_step(encode(plain), 1)
    assert quiet["view"]["legal_moves"] == [] and "tries" not in quiet and "question" not in quiet
    with pytest.raises(StudyLinkError) as err:
        study_step(text, 11)
    assert str(err.value).startswith("step: 11 is not a step of this study; its steps are 1 to 10")
    assert err.value.place == "step"


def test_within_n_vp_of_the_hard_levels_choice_is_the_same_every_time() -> None:
    """The same link gives the same answers: the Hard level's dice are the seat's at
    that move (as a computer's there), not the clock's; N widens what is accepted."""
    study = ten_step_study(2)
    text = encode(study)
    k = 2  # a "within 2" question
    first = studies.accepted_moves(text, k)
    studies.accepted_moves.cache_clear()
    studies.linked.cache_clear()
    assert studies.accepted_moves(text, k) == first
    state = tables(finished(2, 20261128 + 2))[study.steps[k - 1].at]
    own = view(state, 0)
    choice = hard_choice(state, own)
    worth = worths(own)
    assert choice in first
    for move in legal_moves(state):
        assert (move in first) == (worth[move] >= worth[choice] - 2)
    widths = [set(within(state, 0, n)) for n in (0, 2, 15)]
    assert widths[0] <= widths[1] <= widths[2]
    answer = study_step(text, k)
    accepted = [t["move"] for t in answer["tries"] if t.get("verdict", {}).get("correct")]
    assert accepted == [m.to_json() for m in first]


def test_the_preset_dictionary_is_version_1s_frozen_bytes() -> None:
    """A link of version 1 unpacks only with these bytes (docs/study-link.md): a
    change to the file is a new version of the link, never an edit."""
    words = study_link.words()
    assert len(words) == 16544
    assert hashlib.sha256(words).hexdigest() == (
        "d6cd9f488d0e18ef04ec5942e9ae6639a470819d410c0c846a8015a24be9a740"
    )
