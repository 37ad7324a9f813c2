"""The words in the current language (golden_sails.model.i18n, docs/i18n.md),
read with the standard library's gettext: in CPython and inside Pyodide."""

from __future__ import annotations

import contextvars
import gettext
from typing import Any

import pytest

from golden_sails.app import news, session
from golden_sails.app.news import round_panel, since_words
from golden_sails.app.screens import answer, describe_move
from golden_sails.app.view_words import view_words
from golden_sails.game.engine import GameConfig, legal_moves, step
from golden_sails.game.view import view
from golden_sails.game.words import vocabulary
from golden_sails.model import i18n
from golden_sails.model.deck import AnimalSet
from golden_sails.model.errors import InputError
from golden_sails.model.glossary import (
    PROTECTION_FROM,
    YOU_HAVE_ALREADY,
    capitalised,
    expert_name,
    good_plural,
    kind_name,
    kind_plural,
)
from golden_sails.model.i18n import (
    LANGUAGES,
    SOURCE,
    LanguageError,
    _,
    catalog,
    check_language,
    current_language,
    language,
    ngettext,
)
from golden_sails.scoring import sheet
from helpers import assign, game, log_lines, take


def _log_texts(lang: str) -> list[str]:
    """Round 1 of a 3-player game, Bob taking a Gem, as Bob reads its log."""
    state = game(3, seed=4)
    for move in (assign(0, "jeweler"), assign(1, "cook"), assign(2, "hunter"), take(2), take(0)):
        state = step(state, move)
    with language(lang):
        return [text for _, text in log_lines(view(state, 1))]


def test_english_is_the_source_and_the_default() -> None:
    assert current_language() == SOURCE == "en"
    assert _("Gem {gem}") == "Gem {gem}"
    assert expert_name("armourer") == "Armourer"


def test_every_language_has_a_compiled_catalog() -> None:
    """The wheel and the tests ship what the build compiled: no language falls
    back to English for want of its .mo."""
    for lang in LANGUAGES:
        if lang != SOURCE:
            assert catalog(lang).info()["language"] == lang


def test_the_log_speaks_german_within_the_block_and_english_after() -> None:
    english = _log_texts("en")
    german = _log_texts("de")
    assert english[1] == "Andy puts a Jeweler on card 1: a Gem."
    assert german[1] == "Andy legt einen Juwelier an Karte 1: ein Edelstein."
    # Bob's Gem: the log's whole sentence for a Gem taken, in German's catalog
    # (its entry is new: English until the translator fills it).
    gem = int(english[-1].removeprefix("Bob takes a Gem of class ").rstrip("."))
    with language("de"):
        assert german[-1] == _("{player} takes a Gem of class {gem}.").format(player="Bob", gem=gem)
    assert len(german) == len(english) and german != english
    assert _log_texts("en") == english  # nothing of German stays behind


def test_names_follow_the_language() -> None:
    with language("de"):
        assert (expert_name("cook"), good_plural("gems")) == ("Koch", "Edelsteine")
        assert vocabulary()["goods"]["weapons"]["many"] == "Waffen"
    assert (expert_name("cook"), good_plural("gems")) == ("Cook", "Gems")
    assert kind_name("katar") == "Katar"


@pytest.mark.parametrize(
    ("n", "form"),
    [(1, "kartę"), (2, "karty"), (4, "karty"), (5, "kart"), (12, "kart"), (22, "karty")],
)
def test_polish_has_three_plural_forms(n: int, form: str) -> None:
    with language("pl"):
        text = ngettext(
            "Round {round}: {player} reveals {n} Goods card.",
            "Round {round}: {player} reveals {n} Goods cards.",
            n,
        ).format(round=3, player="Ola", n=n)
    assert text == f"Runda 3: Ola odkrywa {n} {form} towarów."


def test_an_unknown_language_is_refused_at_the_door() -> None:
    assert check_language("pl", "lang") == "pl"
    for bad in ("xx", "DE", "de-AT", "", None, 7):
        with pytest.raises(LanguageError, match=r"^lang: .* is not a language of the game"):
            check_language(bad, "lang")
    assert issubclass(LanguageError, InputError)
    with pytest.raises(LanguageError), language("xx"):
        pass
    assert current_language() == "en"


def test_each_context_keeps_its_own_language() -> None:
    """A language set in one context (a bridge call, a thread) is never seen by
    another: contexts, not asyncio, as Pyodide runs no event loop of its own here."""

    def hunter_in(lang: str) -> str:
        with language(lang):
            return expert_name("hunter")

    before = contextvars.copy_context()
    with language("de"):
        inside = contextvars.copy_context()
        assert before.run(current_language) == "en"
        assert inside.run(hunter_in, "en") == "Hunter"
        assert expert_name("hunter") == "Jäger"  # the inner context changed nothing here
    assert inside.run(current_language) == "de"
    assert expert_name("hunter") == "Hunter"


def test_the_round_panel_and_the_moves_since_speak_german() -> None:
    state = game(3, seed=4)
    state = step(state, assign(0, "jeweler"))
    labels = ["Andy", "Bob", "Cathy"]
    with language("de"):
        panel = round_panel(view(state, 2), labels)
        since = since_words(view(state, 2), labels)
    assert panel is not None and since is not None
    assert panel["text"] == "Runde 1 von 12, Zug 2 von 6: Bob legt einen Experten an."
    assert panel["short"] == "Zug 2 von 6"
    assert since["heading"] == "Seit deinem letzten Zug"  # Cathy, since her last turn
    assert since["texts"][0].startswith("Andy legt einen Juwelier an Karte 1: ")
    english = round_panel(view(state, 2), labels)
    assert english is not None and english["short"] == "Move 2 of 6"


def test_a_screen_speaks_german() -> None:
    config = GameConfig(names=("Andy", "Bob", "Cathy"))
    s = session.start(config, ("human",) * 3, 4)
    s = session.reveal(s)
    with language("de"):
        screen = answer(s)["screen"]
    assert screen["title"] == "Andy: Lege einen Experten an"  # between people: name, task
    assert screen["round"] is not None
    assert screen["round"]["text"].startswith("Runde 1 von 12, Zug 1 von 6")
    label = screen["moves"][0]["label"]
    assert label.startswith("Lege deinen ") and ": Sie wird ein" in label, label
    english = answer(s)["screen"]
    assert english["title"] == "Andy: assign an Expert"


class _Catalog(gettext.NullTranslations):
    """A language's catalog as a table of (context, English) -> its words; a
    plural entry a pair (one, many)."""

    def __init__(self, table: dict[tuple[str | None, str], Any]) -> None:
        super().__init__()
        self.table = table

    def gettext(self, message: str) -> str:
        return str(self.table.get((None, message), message))

    def pgettext(self, context: str, message: str) -> str:
        return str(self.table.get((context, message), message))

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        forms = self.table.get((None, singular), (singular, plural))
        return str(forms[0 if n == 1 else 1])


def test_a_language_gives_each_case_its_own_form(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the English fills one slot with a name, a language gets an entry per
    case (docs/i18n.md, "Marking a message"): a kind's form after "protection
    from", a Good type's own "Take {area}", what a player takes apart from what
    a card becomes, a count per Weapon kind, a name standing alone capitalised."""
    polish = _Catalog(
        {
            ("protection from", "Katars"): "katarami",
            (None, "protects from {kinds}"): "chroni przed {kinds}",
            ("Animal", "Take {area}"): "Weź zwierzę: {area}",
            ("Spice", "Take {area}"): "Weź przyprawę: {area}",
            ("takes", "a Gem"): "klejnot (biorę)",
            ("puts", "a Gem"): "klejnot (kładę)",
            (None, "{n} Katar: all count 0, still Weapon cards"): ("{n} katar", "{n} katary"),
            (None, "{n} Mambele: all count 0, still Weapon cards"): ("{n} mambele", "{n} mambele!"),
            ("you have ... already", "Mint"): "miętę",
            (None, "Lotus"): "lotos",
            (None, "{n} identical Animal"): ("{n} takie samo zwierzę", "{n} takie same zwierzęta"),
        }
    )
    monkeypatch.setattr(i18n, "catalog", lambda lang: polish)
    with language("pl"):
        assert kind_plural("katar", PROTECTION_FROM) == "katarami"
        assert kind_plural("katar") == "Katars"  # the plain plural is another entry
        assert kind_name("mint", YOU_HAVE_ALREADY) == "miętę"
        assert _("protects from {kinds}").format(
            kinds=kind_plural("katar", PROTECTION_FROM)
        ) == "chroni przed katarami"
        assert sheet._all_zero("katar", 2) == "2 katary"
        assert sheet._all_zero("mambele", 1) == "1 mambele"
        assert AnimalSet("identical", 2, 6).describe() == "2 takie same zwierzęta"
        assert vocabulary()["spices"]["lotus"] == "Lotos"  # a chip's label: capitalised
        assert capitalised(kind_name("lotus")) == "Lotos" and kind_name("lotus") == "lotos"
        andy = [{"name": "Andy"}]
        assert news._item_text(_GEM_ITEM | {"kind": "assign"}, andy).endswith(
            ": klejnot (kładę)."
        )
        assert news._item_text(_GEM_ITEM | {"kind": "take"}, andy).endswith(
            ": klejnot (biorę)."
        )
        state = game(3, seed=9)
        for move in (assign(1, "armourer"), assign(2, "hunter"), assign(0, "cook")):
            state = step(state, move)
        shown = view(state, state.to_act)
        shorts = {}
        for move in legal_moves(state):
            described = describe_move(shown, move)
            shorts[described["pile"]] = (described["short"], view_words(shown)["cards"][move.card])
    spice, card = shorts["spices"]
    assert spice == "Weź przyprawę: " + card["areas"]["spices"]
    animal, card = shorts["animals"]
    assert animal == "Weź zwierzę: " + card["areas"]["animals"]
    weapon, card = shorts["weapons"]
    assert weapon == "Take " + card["areas"]["weapons"]  # an entry left empty: English


_GEM_ITEM = {"round": 1, "seat": 0, "slot": 1, "pile": "gems", "expert": "jeweler"}



# --- Lists through the language's own list words (issue 36: FR-31, ES-21) ---------------


def _two_of_each() -> Any:
    return {"universal": ["gems", "animals"], "protection": ["katar", "mambele"], "side": "left"}


def test_the_final_choices_log_line_lists_in_the_language() -> None:
    """The log's final choices: each list says "et"/"y" before its last item and
    French puts its narrow no-break space before « ; »; no hard-coded joint."""
    from golden_sails.game.log import _choices_text

    with i18n.language("fr"):
        french = _choices_text(_two_of_each())
    assert " et " in french and "\u202f; " in french and ", " not in french
    with i18n.language("es"):
        spanish = _choices_text(_two_of_each())
    assert " y " in spanish and ", " not in spanish
    with i18n.language("en"):
        english = _choices_text(_two_of_each())
    assert english.count("; ") == 2 and english.count(" and ") == 2


def test_the_scoring_screens_choices_join_as_the_language_does() -> None:
    from golden_sails.app.final_words import choices_text

    with i18n.language("fr"):
        french = choices_text(_two_of_each())
    assert french.count("\u202f; ") == 4 and " ; " not in french.replace("\u202f; ", "")
    with i18n.language("en"):
        assert choices_text(_two_of_each()).count("; ") == 4


@pytest.mark.parametrize(("lang", "glued"), [("es", "2 Clavo"), ("fr", "2 Girofle")])
def test_the_spice_pair_line_glues_no_count_to_a_singular_name(lang: str, glued: str) -> None:
    """"4 VP for Anise & Cloves" with 1 Anise and 2 Cloves: the line names each Spice
    with its count in a form the language can write ("Clavo (2)"), never "2 Clavo"
    (FR-10, ES-7)."""
    from golden_sails.model.cards import ANIMALS, SPICES, Spell
    from golden_sails.scoring.spells import PileCounts, spell_reason

    spices = tuple({"anise": 1, "cloves": 2}.get(s, 0) for s in SPICES)
    piles = PileCounts((1, 0, 3, 0, 0), spices, tuple(0 for _ in ANIMALS), 0)
    with i18n.language(lang):
        line = spell_reason(Spell("spice_pair", spices=("anise", "cloves")), piles)
    assert glued not in line and "(2)" in line, line


def test_polish_choices_after_a_colon_start_in_lower_case() -> None:
    """Every choice is shown after a colon ("… podejmuje decyzje końcowe: …", "Wybory:
    …"), and Polish writes lower case there (Polish review #38)."""
    from golden_sails.app.final_words import choices_text
    from golden_sails.game.log import _choices_text

    with i18n.language("pl"):
        texts = [_choices_text(_two_of_each()), choices_text(_two_of_each())]
    for text in texts:
        starts = [part[:1] for part in text.split("; ")]
        assert not any(c.isupper() for c in starts), text
