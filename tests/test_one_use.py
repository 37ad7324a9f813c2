"""A message has one use (issue 36 item 2): where the same English serves a button
and a heading, a player's "(done)" and a lesson's, a glossary term and a field's
label, the two are separate messages (a msgctxt), so a language can word each
as its place needs ("Werten" the button, "Wertung" the heading).

Found mechanically here: two page keys with the same English and no context
between them, and a short message (a label, not a sentence) shared between the
page's words and the core's, or between two modules.  Each sharing that is one
use is listed with its reason; anything new fails until it gets a context or a
reason."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

from babel.messages.pofile import read_po

from golden_sails.app.ui_words import WORDS

POT = Path(__file__).parents[1] / "pysrc/golden_sails/locale/golden_sails.pot"

# Page keys that share their English because they are the same thing in the same
# role on two screens (each group: its keys, and why one message serves both).
SAME_ROLE_KEYS: dict[frozenset[str], str] = {
    frozenset({"common.back-to-lesson", "notes.back"}): "a button back to the lesson",
    frozenset({"common.back-to-study", "study.back"}): "a button back to the study",
    frozenset({"pieces.final-scoring", "status.final-scoring"}): "the phase's name as a status",
    frozenset({"pieces.hint", "question.hint"}): "a button asking for a hint",
    frozenset({"round.sheet", "status.round-of"}): "the round among twelve, as a label",
    frozenset({"pair.copy-link", "over.copy", "author.copy-link"}): "a button copying a link",
    frozenset({"copy.copied", "over.copied"}): "a copy button's answer",
    frozenset({"handoff.undo", "bot.undo-grace"}): "a button taking the move back",
    frozenset({"links.base64", "links.utf8"}): "one fault of a damaged link, said once",
}

# Short messages (not sentences) found in more than one module, that are one use.
SAME_ROLE_MESSAGES: dict[str, str] = {
    "Gem {gem}": "a Gem's Area, wherever a card is named",
    "Move {step} of {steps}": "a replay's or the news' place in a round, as a label",
    "Player {n}": "a seat's default name",
    "{player}: {task}": "a screen's title: whose turn and what to do",
    "{player} is thinking…": "a computer's turn, as a status",
    "Game over": "the phase's name as a status",
    "{vp} VP": "a number of VP",
    "first player": "the glossary's term, said by the round's news",
    "Final scoring": "the phase's name, as a heading or a status",
    "{n} player": "the number of players as a label (the set-up's, a rules heading)",
    "Spices": "a lesson's title, as the examples name it",
    "Spells": "a lesson's title, as the examples name it",
    "pile": "the glossary's term",
}


def _english(word: object) -> tuple[str | None, str]:
    """A page word's catalog entry: (its context, its English, the one form)."""
    context = getattr(word, "context", None)
    text = word[0] if isinstance(word, tuple) else word
    assert isinstance(text, str)
    return context, text


def test_two_page_keys_share_their_words_only_in_one_role() -> None:
    by_entry: dict[tuple[str | None, str], set[str]] = defaultdict(set)
    for key, word in WORDS.items():
        by_entry[_english(word)].add(key)
    shared = {frozenset(keys): entry for entry, keys in by_entry.items() if len(keys) > 1}
    unexplained = {
        entry: sorted(keys) for keys, entry in shared.items() if keys not in SAME_ROLE_KEYS
    }
    assert not unexplained, (
        "page keys sharing one message: give one a context (NP_) or list them in "
        f"SAME_ROLE_KEYS with the role they share: {unexplained}"
    )
    assert set(SAME_ROLE_KEYS) <= set(shared), "a listed group no longer shares its words"


def _is_short(text: str) -> bool:
    """A label rather than a sentence: no sentence's end, four words at most.  An
    error naming its place ("{where}: missing") is a whole statement, one use."""
    if text.startswith("{where}: "):
        return False
    return not text.rstrip().endswith((".", "?", "!")) and len(text.split()) <= 4


def test_a_short_message_is_shared_between_modules_only_in_one_role() -> None:
    catalog = read_po(POT.open("rb"))
    shared = {}
    for message in catalog:
        if not message.id or message.context is not None:
            continue
        text = message.id if isinstance(message.id, str) else message.id[0]
        files = {path for path, _ in message.locations}
        if len(files) > 1 and _is_short(text):
            shared[text] = sorted(Path(f).name for f in files)
    unexplained = {text: files for text, files in shared.items() if text not in SAME_ROLE_MESSAGES}
    assert not unexplained, (
        "a short message used in several modules: give the uses contexts, or list it "
        f"in SAME_ROLE_MESSAGES with the role it has everywhere: {unexplained}"
    )
    assert set(SAME_ROLE_MESSAGES) <= set(shared), "a listed message is no longer shared"


def test_the_check_finds_a_button_word_reused_as_a_heading() -> None:
    """The rule itself: two keys, one English, no context, are one message."""
    words = {"pad.score": "Score", "pad.result": "Score"}
    by_entry: dict[tuple[str | None, str], set[str]] = defaultdict(set)
    for key, word in words.items():
        by_entry[_english(word)].add(key)
    assert by_entry[(None, "Score")] == {"pad.score", "pad.result"}
