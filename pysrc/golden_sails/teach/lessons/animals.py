"""Animals under each Animal reference, I to V (rulebook, "Animals" and the
references' page; R16).  IV and V are the rulebook's examples (IV's played
with the better card, its example said beside it); III is its own text; I and
II, whose pictures the rulebook lost, follow the app's cards
(data/animal_references.json), and so do twelve of V's sixteen numbers: each
lesson that shows them says they are the app's reconstruction.

Four players, so that each of them can put his Hunter on one of Andy's
Animals in rounds 1 to 4; a fifth Animal comes in round 5, where Bob is the
first player (R7) and Andy, playing his Expert last, takes first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...game.engine import GameConfig
from ...model.i18n import N_, _
from .model import Check, Scene, TryIt
from .pick import Picker
from .plan import Script, Want, plan
from .steps import Ask, Step, lesson, pad, try_example

ANDY, BOB, CATHY, DORA = range(4)
_PLAYERS = ("Andy", "Bob", "Cathy", "Dora")
# Reference I, II and V's other entries are the project's reconstruction (R16):
# a lesson that shows them says so where it shows them (in the language of the call).
_LOST = N_(
    "The rulebook's picture of this card is lost: its numbers here are the app's "
    "reconstruction, not the printed card."
)


def _plan(
    reference: str,
    animals: Sequence[str],
    places: Mapping[int, Sequence[int]] | None = None,
) -> Script:
    """Andy takes ``animals`` in rounds 1, 2, ...; round k's Hunter is player k-1's;
    ``places``: where each seat's card lies in a round (plan's), so that a
    question's card is not always card 1."""
    card = Picker()
    rounds = [
        {ANDY: Want(card.animal(kind), "animals", by=k if k < 4 else None)}
        for k, kind in enumerate(animals)
    ]
    return plan(GameConfig(names=_PLAYERS, animal_reference=reference), rounds, places=places)


def _name(reference: str) -> str:
    return f"animals-{reference.lower()}"


def _lesson(script: Script, steps: tuple[Step, ...], summary: str) -> Scene:
    reference = script.reference
    first = reference == "I"  # the Animals' first lesson teaches what they all use
    return lesson(
        script,
        steps,
        name=_name(reference),
        # Translators: {reference} is an Animal Scoring Reference's Roman numeral, I to V.
        title=_("Animals: reference {reference}").format(reference=reference),
        # Translators: where in the rulebook; its section titles are in quotes.
        source=_('Rulebook, "Animals" and the Animal Scoring References'),
        summary=summary,
        uses=("setup-references", "piles", "take-order", "app-score-now")
        + (() if first else ("animals",)),
    )


def _try(reference: str, animals: list[str]) -> TryIt:
    return TryIt(
        # Translators: {reference} is the Animal reference's numeral as the card prints it (I to
        # VI).
        _("Try other Animals under reference {reference} on the score pad.").format(
            reference=reference
        ),
        table=pad(reference, {"animals": animals}),
    )


def _sets(reference: str, *animals: str) -> dict[str, object]:
    return pad(reference, {"animals": list(animals)})


def reference_i() -> Scene:
    places = {3: (2, 0, 1, 3), 4: (3, 0, 1, 2)}  # the questions' Unicorns: cards 3 and 4
    script = _plan("I", ("unicorn", "spider", "unicorn", "unicorn"), places)
    steps = (
        Step(
            # Translators: the lessons' players are Andy, Bob, Cathy and Dora in every
            # language: keep their names as they are, in every lesson.
            _(
                "There are four kinds of Animals: Unicorn, Phoenix, Spider and Serpent. What they "
                "are worth is set by the Animal reference drawn at set-up. This game's is "
                "reference I, the app's reconstruction: 12 VP for a set of three identical "
                "Animals, 5 VP for a set of two identical Animals, 1 VP for a single Animal. Andy "
                "takes a Unicorn."
            ),
            (1, "take", ANDY),
            more=_(_LOST),
            checks=(
                Check(12, "animals", table=_sets("I", "unicorn", "unicorn", "unicorn")),
                Check(5, "animals", table=_sets("I", "unicorn", "unicorn")),
                Check(1, "animals", table=_sets("I", "unicorn")),
            ),
        ),
        Step(
            _(
                "A Unicorn and a Spider: two single Animals, 1 VP each, 2 VP. In round 3 Cathy's "
                "Hunter lies on a second Unicorn."
            ),
            (3, "take", ANDY),
            checks=(
                Check(2, "animals"),
                Check(1, "animals", table=_sets("I", "spider")),
                Check(5, "animals", table=_sets("I", "unicorn", "unicorn")),
            ),
            score=("animals",),
            ask=Ask(
                _("Which card brings Andy the most VP?"),
                hint=_("Reference I pays for identical Animals: two of a kind score together."),
                why=_(
                    "The second Unicorn makes a pair with the first: 5 VP, where two single "
                    "Animals scored 1 VP each."
                ),
            ),
        ),
        Step(
            _(
                "Two Unicorns make a pair: 5 VP, and the Spider 1 VP: 6 VP. Dora's Hunter lies on "
                "a third Unicorn."
            ),
            (4, "take", ANDY),
            checks=(
                Check(6, "animals"),
                Check(5, "animals", table=_sets("I", "unicorn", "unicorn")),
                Check(1, "animals", table=_sets("I", "spider")),
                Check(12, "animals", table=_sets("I", "unicorn", "unicorn", "unicorn")),
            ),
            score=("animals",),
            ask=Ask(
                _("Which card brings Andy the most VP?"),
                hint=_("Reference I pays most for a set of three identical Animals."),
                why=_("Three Unicorns make one set of three: 12 VP instead of the pair's 5 VP."),
            ),
        ),
        Step(
            _(
                "Three Unicorns are one set: 12 VP, and the Spider alone 1 VP: 13 VP. Each Animal "
                "counts in one set only; the app finds the split into sets that scores most."
            ),
            (4, "take", DORA),
            act=False,
            checks=(
                Check(13, "animals"),
                Check(12, "animals", table=_sets("I", *["unicorn"] * 3)),
                Check(1, "animals", table=_sets("I", "spider")),
            ),
            score=("animals",),
            try_it=_try("I", ["unicorn", "spider", "unicorn", "unicorn"]),
            teaches=("animals", "reference-I"),
        ),
    )
    return _lesson(
        script,
        steps,
        _(
            "Reference I (the app's reconstruction) pays for identical Animals: 12 VP for three, "
            "5 VP for two, 1 VP for one."
        ),
    )


def reference_ii() -> Scene:
    script = _plan("II", ("unicorn", "phoenix", "spider", "serpent"), {4: (1, 0, 2, 3)})
    steps = (
        Step(
            _(
                "This game's Animal reference is II, the app's reconstruction: 14 VP for a set of "
                "four different Animals, 6 VP for a Unicorn with a Phoenix, 6 VP for a Spider "
                "with a Serpent; single Animals score nothing. Andy takes a Unicorn."
            ),
            (1, "take", ANDY),
            more=_(_LOST),
            checks=(
                Check(14, "animals", table=_sets("II", "unicorn", "phoenix", "spider", "serpent")),
                Check(6, "animals", table=_sets("II", "unicorn", "phoenix")),
                Check(6, "animals", table=_sets("II", "spider", "serpent")),
            ),
        ),
        Step(
            _("A Unicorn with a Phoenix: 6 VP. Cathy's Hunter lies on a Spider; Andy takes it."),
            (3, "take", ANDY),
            checks=(Check(6, "animals"),),
            score=("animals",),
        ),
        Step(
            _("The Spider alone adds nothing yet: still 6 VP. Dora's Hunter lies on a Serpent."),
            (4, "take", ANDY),
            checks=(
                Check(6, "animals"),
                Check(14, "animals", table=_sets("II", "unicorn", "phoenix", "spider", "serpent")),
            ),
            score=("animals",),
            ask=Ask(
                _("Which card brings Andy the most VP?"),
                hint=_(
                    "Reference II pays most for a set of four different Animals. Which kinds "
                    "does Andy hold?"
                ),
                why=_(
                    "With the Serpent Andy holds all four kinds: one set of four different "
                    "Animals, 14 VP. This is why he took the Spider, which scored nothing alone."
                ),
            ),
        ),
        Step(
            _(
                "All four kinds: one set of four different Animals, 14 VP, more than the two "
                "pairs it could also make, at 6 VP each."
            ),
            (4, "take", DORA),
            act=False,
            checks=(
                Check(14, "animals"),
                Check(6, "animals", table=_sets("II", "spider", "serpent")),
            ),
            score=("animals",),
            try_it=_try("II", ["unicorn", "phoenix", "spider", "serpent"]),
            teaches=("reference-II",),
        ),
    )
    return _lesson(
        script,
        steps,
        _(
            "Reference II (the app's reconstruction) pays 14 VP for four different Animals "
            "and 6 VP for a Unicorn with a Phoenix or a Spider with a Serpent."
        ),
    )


def reference_iii() -> Scene:
    script = _plan("III", ("serpent", "phoenix", "serpent", "unicorn"), {4: (2, 0, 1, 3)})
    steps = (
        Step(
            _(
                "This game's Animal reference is III: 5 VP for a set of any two Animals, "
                "identical or not; a single Animal scores nothing. The words are the rulebook's; "
                "that they are card III's is this app's reading. Andy takes a Serpent."
            ),
            (1, "take", ANDY),
            checks=(Check(5, "animals", table=_sets("III", "serpent", "phoenix")),),
        ),
        Step(
            _(
                "A Serpent and a Phoenix: one set of two, 5 VP. Cathy's Hunter lies on a second "
                "Serpent; Andy takes it."
            ),
            (3, "take", ANDY),
            checks=(Check(5, "animals"),),
            score=("animals",),
        ),
        Step(
            _(
                "Three Animals make one set of two, and one is left over: still 5 VP. Dora's "
                "Hunter lies on a Unicorn."
            ),
            (4, "take", ANDY),
            checks=(
                Check(5, "animals"),
                Check(
                    10, "animals", table=_sets("III", "serpent", "phoenix", "serpent", "unicorn")
                ),
            ),
            score=("animals",),
            ask=Ask(
                _("Which card brings Andy the most VP?"),
                hint=_("Under reference III any two Animals make a set. Is one of Andy's alone?"),
                why=_(
                    "The Unicorn makes a set with the Animal left over: two sets of two, 10 VP."
                ),
            ),
        ),
        Step(
            _("Four Animals make two sets of two: 10 VP."),
            (4, "take", DORA),
            act=False,
            checks=(Check(10, "animals"),),
            score=("animals",),
            try_it=_try("III", ["serpent", "phoenix", "serpent", "unicorn"]),
            teaches=("reference-III",),
        ),
    )
    return _lesson(script, steps, _("Reference III pays 5 VP for any two Animals."))


def reference_iv() -> Scene:
    """The rulebook's example: two Unicorns, a Spider and a Phoenix, 10 VP either way;
    with a Phoenix instead of the Spider, two pairs, 12 VP.  Andy holds two Unicorns
    and a Phoenix when both lie on the table: the lesson asks which card, and takes
    the Phoenix, the better one (12 VP against 10); the example's Spider is said
    beside it and is its Try-it."""
    card = Picker()
    rounds = [
        {ANDY: Want(card.animal("unicorn"), "animals", by=ANDY)},
        {ANDY: Want(card.animal("unicorn"), "animals", by=BOB)},
        {ANDY: Want(card.animal("phoenix"), "animals", by=CATHY)},
        {},
        {
            ANDY: Want(card.animal("phoenix"), "animals"),
            DORA: Want(card.animal("spider"), "animals"),
        },
    ]
    # The Spider is card 1, the question's Phoenix card 4.
    config = GameConfig(names=_PLAYERS, animal_reference="IV")
    script = plan(config, rounds, places={5: (3, 1, 2, 0)})
    the_spider = script.moves[script.at(5, "take", DORA)]
    the_phoenix = script.moves[script.at(5, "take", ANDY)]
    steps = (
        Step(
            _(
                "This game's Animal reference is IV, as the rulebook gives it: 6 VP for a set of "
                "two identical Animals; 2, 4, 8 or 12 VP for a set of 1, 2, 3 or 4 different "
                "Animals. Andy takes a Unicorn."
            ),
            (1, "take", ANDY),
            checks=(
                Check(6, "animals", table=_sets("IV", "unicorn", "unicorn")),
                Check(2, "animals", table=_sets("IV", "unicorn")),
                Check(4, "animals", table=_sets("IV", "unicorn", "spider")),
                Check(8, "animals", table=_sets("IV", "unicorn", "spider", "phoenix")),
                Check(12, "animals", table=_sets("IV", "unicorn", "spider", "phoenix", "serpent")),
            ),
        ),
        Step(
            _(
                "In rounds 2 and 3 Andy took a second Unicorn and a Phoenix: the pair of Unicorns "
                "and the Phoenix alone score 8 VP. In round 5 a Spider and a Phoenix lie on the "
                "table, each with a Hunter, and Andy takes first."
            ),
            (5, "take", ANDY),
            checks=(
                Check(8, "animals"),
                Check(10, "animals", instead=the_spider),
                Check(12, "animals", instead=the_phoenix),
                Check(6, "animals", table=_sets("IV", "unicorn", "unicorn")),
            ),
            score=("animals",),
            ask=Ask(
                _("Andy has a pair of Unicorns and a Phoenix: which card brings him the most VP?"),
                hint=_(
                    "Under reference IV two identical Animals score 6 VP, more than two "
                    "different ones."
                ),
                why=_(
                    "With a second Phoenix Andy makes two pairs: 12 VP. The Spider would make "
                    "10 VP: that is the rulebook's example, next."
                ),
            ),
        ),
        Step(
            _(
                "Two pairs, 12 VP. The rulebook's example has a Spider instead of the second "
                "Phoenix: two Unicorns, a Spider and a Phoenix split two ways, the pair of "
                "Unicorns (6 VP) and the Spider with the Phoenix (4 VP), or three different "
                "Animals (8 VP) and a Unicorn (2 VP). Either way 10 VP."
            ),
            (5, "take", DORA),
            act=False,
            more=_("Each Animal counts in one set only; the app finds the split that scores most."),
            checks=(
                Check(12, "animals"),
                Check(10, "animals", table=_sets("IV", "unicorn", "unicorn", "spider", "phoenix")),
                Check(6, "animals", table=_sets("IV", "unicorn", "unicorn")),
                Check(4, "animals", table=_sets("IV", "spider", "phoenix")),
                Check(8, "animals", table=_sets("IV", "unicorn", "spider", "phoenix")),
                Check(2, "animals", table=_sets("IV", "unicorn")),
            ),
            score=("animals",),
            try_it=try_example("animals"),
            teaches=("reference-IV",),
        ),
    )
    return _lesson(
        script,
        steps,
        _(
            "Reference IV pays 6 VP for two identical Animals "
            "and 2, 4, 8 or 12 VP for 1 to 4 different ones."
        ),
    )


def reference_v() -> Scene:
    """The rulebook's example: Phoenix, Spider, Unicorn, Unicorn, Serpent, 14 VP."""
    places = {3: (1, 0, 2, 3), 5: (2, 0, 1, 3)}  # the questions' cards: 2 and 3
    script = _plan("V", ("phoenix", "spider", "unicorn", "unicorn", "serpent"), places)
    pair = {
        (a, b): _sets("V", a, b)
        for a, b in (
            ("unicorn", "phoenix"),
            ("phoenix", "spider"),
            ("spider", "unicorn"),
            ("unicorn", "unicorn"),
            ("unicorn", "serpent"),
        )
    }
    steps = (
        Step(
            _(
                "This game's Animal reference is V, a special one: each Animal scores 3, 4 or "
                "5 VP by the kind of the next Animal taken; the last scores nothing. The rulebook "
                "gives four of the card's sixteen numbers; the other twelve are the app's "
                "reconstruction. Andy takes a Phoenix."
            ),
            (1, "take", ANDY),
            more=_(
                "To score an Animal, find the column of its kind and the row of the next "
                "Animal's kind on the card: their crossing is its VP. The rulebook's picture of "
                "the card is lost; its text gives Phoenix then Spider 4, Spider then Unicorn 3, "
                "Unicorn then Unicorn 3 and Unicorn then Serpent 4."
            ),
            checks=(Check(5, "animals", table=pair[("unicorn", "phoenix")]),),
        ),
        Step(
            _(
                "In round 2 Andy took a Spider. The Phoenix, followed by a Spider, scores 4 VP; "
                "the Spider, last for now, nothing. Cathy's Hunter lies on a Unicorn."
            ),
            (3, "take", ANDY),
            checks=(Check(4, "animals"), Check(3, "animals", table=pair[("spider", "unicorn")])),
            score=("animals",),
            ask=Ask(
                _("Which card brings Andy the most VP?"),
                hint=_(
                    "Under reference V an Animal scores by the next Animal taken: the Spider, "
                    "his last, scores nothing until one follows it."
                ),
                why=_(
                    "The Unicorn follows the Spider: Spider then Unicorn scores 3 VP, and the "
                    "Unicorn waits for the next Animal."
                ),
            ),
        ),
        Step(
            _(
                "In round 4 a second Unicorn followed. Phoenix then Spider: 4 VP; Spider then "
                "Unicorn: 3 VP; Unicorn then Unicorn: 3 VP; 10 VP in all. In round 5 a "
                "Serpent lies on the table with a Hunter, and Andy takes first."
            ),
            (5, "take", ANDY),
            checks=(
                Check(10, "animals"),
                Check(4, "animals", table=pair[("phoenix", "spider")]),
                Check(3, "animals", table=pair[("spider", "unicorn")]),
                Check(3, "animals", table=pair[("unicorn", "unicorn")]),
                Check(4, "animals", table=pair[("unicorn", "serpent")]),
            ),
            score=("animals",),
            ask=Ask(
                _("Which card brings Andy the most VP?"),
                hint=_("His second Unicorn, the last Animal he took, scores nothing yet."),
                why=_(
                    "The Serpent follows the second Unicorn: Unicorn then Serpent scores 4 VP, "
                    "more than a Gem would bring."
                ),
            ),
        ),
        Step(
            _(
                "Unicorn then Serpent: 4 VP more. Phoenix, Spider, Unicorn, Unicorn, Serpent "
                "score 14 VP; the Serpent itself gives nothing, unless another Animal follows it."
            ),
            (5, "take", DORA),
            act=False,
            checks=(Check(14, "animals"), Check(4, "animals", table=pair[("unicorn", "serpent")])),
            score=("animals",),
            try_it=try_example("animals-v"),
            teaches=("reference-V",),
        ),
    )
    return _lesson(
        script,
        steps,
        _(
            "Reference V (partly the app's reconstruction) scores the order Animals were taken: "
            "each scores 3, 4 or 5 VP by the next one."
        ),
    )
