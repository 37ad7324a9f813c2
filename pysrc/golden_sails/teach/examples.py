"""The rulebook's scoring examples and F.A.Q. cases, as score-pad tables.

Each is a table in the form of ``shared/spec/score-json.md`` with the
rulebook's words for it and the numbers the rulebook gives (``checks``: a
seat's VP in a category), which tests/test_examples.py holds the scorer to.
Where the rulebook's pictures are lost, the cards are the ones its words name.
The page offers them in the score pad and as links; the lessons build on them.
Their words are marked for the catalogs (golden_sails.model.i18n): the names of
things in them are written out, as the glossary of each language names them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from ..model.i18n import N_, _

_NAMES: Final = ("Andy", "Bob", "Cathy", "Dora")


def _table(reference: str, *piles: dict[str, Any]) -> dict[str, Any]:
    return {
        "animal_reference": reference,
        "first_player": 0,
        "players": [{"name": _NAMES[i], **p} for i, p in enumerate(piles)],
    }


def _w(kind: str, left: int, right: int) -> dict[str, Any]:
    return {"kind": kind, "left": left, "right": right}


_ANDY_WEAPONS: Final = [
    _w("mambele", 1, 2),
    _w("boomerang", 0, 2),
    _w("shuriken", 1, 1),
    _w("katar", 2, 0),
]


@dataclass(frozen=True)
class Example:
    """``title`` and ``text`` are English, marked for the catalogs; :meth:`to_json`
    gives them in the current language."""

    key: str
    title: str
    text: str
    table: dict[str, Any]
    # (seat, category, VP) the rulebook states.
    checks: tuple[tuple[int, str, int], ...]

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "title": _(self.title), "text": _(self.text), "table": self.table}


EXAMPLES: Final = (
    Example(
        "spices",
        # Translators: a rulebook example's title, after "Example: " in the rules reference and in
        # the score pad's list of examples; also the title of the lesson on Spices.
        N_("Spices"),
        N_(
            "Anise, Mint, Pepper and a second Anise: 3 different kinds score 8 VP; "
            "the second Anise scores nothing."
        ),
        _table("IV", {"spices": ["anise", "mint", "pepper", "anise"]}, {}),
        ((0, "spices", 8),),
    ),
    Example(
        "gems",
        # Translators: a rulebook example's title, after "Example: " in the rules reference and in
        # the score pad's list of examples.
        N_("Gems"),
        N_("Gems 1, 2, 4, 4 and 8: the sequences 8-1-2, 4 and 4 score 11 VP."),
        _table("IV", {"gems": [1, 2, 4, 4, 8]}, {}),
        ((0, "gems", 11),),
    ),
    Example(
        "gems-3",
        N_("Gems with a 3"),
        N_("A 3 instead of the second 4: one sequence 8-1-2-3-4 scores 25 VP."),
        _table("IV", {"gems": [1, 2, 4, 3, 8]}, {}),
        ((0, "gems", 25),),
    ),
    Example(
        "animals",
        # Translators: a rulebook example's title, after "Example: " in the rules reference and in
        # the score pad's list of examples.
        N_("Animals"),
        N_("Reference IV: two Unicorns, a Spider and a Phoenix score 10 VP."),
        _table("IV", {"animals": ["unicorn", "unicorn", "spider", "phoenix"]}, {}),
        ((0, "animals", 10),),
    ),
    Example(
        "animals-v",
        # Translators: a rulebook example's title, after "Example: " in the rules reference and in
        # the score pad's list of examples.
        N_("Animal reference V"),
        N_(
            "Reference V: Phoenix, Spider, Unicorn, Unicorn, Serpent, in the order taken, "
            "score 14 VP."
        ),
        _table("V", {"animals": ["phoenix", "spider", "unicorn", "unicorn", "serpent"]}, {}),
        ((0, "animals", 14),),
    ),
    Example(
        "weapons",
        # Translators: a rulebook example's title, after "Example: " in the rules reference and in
        # the score pad's list of examples.
        N_("Weapons"),
        N_(
            "Andy's Mambele 1-2, Boomerang 0-2, Shuriken 1-1 and Katar 2-0 steal 4 VP from "
            "Bob on his left and 5 from Cathy on his right."
        ),
        _table("IV", {"weapons": _ANDY_WEAPONS}, {}, {}),
        ((0, "weapons", 9), (1, "weapons", -4), (2, "weapons", -5)),
    ),
    Example(
        "weapons-boomerangs",
        # Translators: a rulebook example's title, after "Example: " in the rules reference and in
        # the score pad's list of examples.
        N_("Two Boomerangs"),
        N_(
            "A second Boomerang instead of the Katar: both Boomerangs stop working; 2 VP from "
            "the left, 3 from the right."
        ),
        _table(
            "IV",
            {
                "weapons": [
                    _w("mambele", 1, 2),
                    _w("boomerang", 0, 2),
                    _w("shuriken", 1, 1),
                    _w("boomerang", 1, 1),
                ]
            },
            {},
            {},
        ),
        ((0, "weapons", 5), (1, "weapons", -2), (2, "weapons", -3)),
    ),
    Example(
        "spells",
        N_("Spells"),
        N_(
            '2 VP for each of 3 Spells, a set of three different Animals for 4 VP, and "+2 to '
            'both Shuriken values" makes Shuriken 1-1 a 3-3.'
        ),
        _table(
            "IV",
            {
                "animals": ["unicorn", "unicorn", "spider", "phoenix"],
                "weapons": _ANDY_WEAPONS,
                "spells": [
                    {"power": "per_spell"},
                    {"power": "three_animals"},
                    {"power": "weapon_boost", "weapon": "shuriken"},
                ],
            },
            {},
            {},
        ),
        ((0, "spells", 10), (0, "weapons", 13)),
    ),
    Example(
        "faq-spice-pairs",
        N_("F.A.Q.: two Spice-pair Spells"),
        N_(
            "Mint & Cloves and Mint & Anise with 1 Mint, 2 Cloves and 1 Anise: each Spell is "
            "scored on its own, 4 VP each."
        ),
        _table(
            "IV",
            {
                "spices": ["mint", "cloves", "cloves", "anise"],
                "spells": [
                    {"power": "spice_pair", "spices": ["mint", "cloves"]},
                    {"power": "spice_pair", "spices": ["mint", "anise"]},
                ],
            },
            {},
        ),
        ((0, "spells", 8),),
    ),
    Example(
        "faq-three-animals",
        N_("F.A.Q.: two three-Animal Spells"),
        N_(
            'Two "3 different Animals" Spells with 2 Unicorns, 2 Phoenixes and 1 Spider: one '
            "set of three, 4 VP a Spell, 8 VP."
        ),
        _table(
            "IV",
            {
                "animals": ["unicorn", "unicorn", "phoenix", "phoenix", "spider"],
                "spells": [{"power": "three_animals"}, {"power": "three_animals"}],
            },
            {},
        ),
        ((0, "spells", 8),),
    ),
    Example(
        "faq-gem-shifts",
        N_('F.A.Q.: two "+1/-1 to any Gem" on one Gem'),
        N_(
            'Two "+1/-1 to any Gem" Spells may move the same Gem twice: with 1, 4 and 5 the 1 '
            "becomes a 3 for the sequence 3-4-5, 9 VP."
        ),
        _table("IV", {"gems": [1, 4, 5], "spells": [{"power": "gem_shift"}] * 2}, {}),
        ((0, "gems", 9),),
    ),
)


def example_by_key(key: str) -> Example:
    """The example of that key; a KeyError names a key there is none of."""
    for example in EXAMPLES:
        if example.key == key:
            return example
    raise KeyError(key)


def examples_json() -> list[dict[str, Any]]:
    return [example.to_json() for example in EXAMPLES]
