"""The game's names: one for each thing, the rulebook's, in one place.

Every name a player reads (the lessons, the rules reference, buttons, chips,
the log, the score sheet) is taken from here, so a thing is called one way
everywhere: a Protection Spell is never a "Shield", a Gem's sequence never a
"run".  The names are the rulebook's: its lists of kinds, the Experts, the
Spell cards as its examples and F.A.Q. quote them ("2 VP for each Spell",
"4 VP for 3 different Animals", "+2 to both Shuriken values", "+1/-1 to any
Gem", "4 VP for Mint & Cloves").  Where the rulebook uses two names for one
thing, the one it uses most is kept and the other is listed under ``avoid``
(it names "giant spider" once, and "Spider" in every example).

A chip too small for a name shows ``short``: always the name's first words,
never another word (a test holds every short form to it).  Names are English
source strings: a translation builds its catalogs on this module (gettext
``msgid`` = the name).  The module imports nothing of the game's: every other
module may read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class Term:
    """One thing's name as a player reads it.

    ``plural``: "" means the name and an "s".  ``short``: "" means the name
    itself (it is short enough).  ``avoid``: other words for the same thing that
    players might meet (in the rulebook or elsewhere), never shown by the app.
    ``means``: what it is, in a sentence (for a glossary a page may show).
    """

    name: str
    plural: str = ""
    short: str = ""
    avoid: tuple[str, ...] = ()
    means: str = ""

    @property
    def many(self) -> str:
        return self.plural or self.name + "s"

    @property
    def brief(self) -> str:
        return self.short or self.name


def _terms(**terms: Term) -> dict[str, Term]:
    return dict(terms)


# The Good types, by the pile's value in the game's JSON (rulebook, "Components").
GOODS: Final = {
    "spells": Term("Spell", means="A Good with a Power that changes its owner's score."),
    "gems": Term("Gem", means="A Good with a class from 1 to 8, kept face down."),
    "spices": Term("Spice", means="A Good of one of six kinds."),
    "animals": Term("Animal", means="A Good of one of four kinds."),
    "weapons": Term("Weapon", means="A Good that steals VP from the neighbours."),
}

# The Experts (rulebook, "Components": "Each Expert allows a player to buy a Good
# of the corresponding type").
EXPERTS: Final = {
    "jeweler": Term("Jeweler", means="The Expert who buys Gems."),
    "cook": Term("Cook", means="The Expert who buys Spices."),
    "hunter": Term("Hunter", means="The Expert who buys Animals."),
    "sorcerer": Term("Sorcerer", means="The Expert who buys Spells."),
    "armourer": Term("Armourer", means="The Expert who buys Weapons."),
}

# The kinds of Spices, Animals and Weapons (rulebook, "Idea of the Game").
SPICES: Final = {
    "anise": Term("Anise", "Anise"),
    "mint": Term("Mint", "Mint"),
    "pepper": Term("Pepper", "Pepper"),
    "juniper": Term("Juniper", "Juniper"),
    "lotus": Term("Lotus", "Lotus"),
    "cloves": Term("Cloves", "Cloves"),
}
ANIMALS: Final = {
    "unicorn": Term("Unicorn"),
    "phoenix": Term("Phoenix", "Phoenixes"),
    "spider": Term("Spider", avoid=("Giant Spider",)),
    "serpent": Term("Serpent", avoid=("Sea Serpent",)),
}
WEAPONS: Final = {
    "boomerang": Term("Boomerang"),
    "mambele": Term("Mambele"),
    "shuriken": Term("Shuriken"),
    "katar": Term("Katar"),
}

# The Spell cards (rulebook, "Final Scoring": the symbols of the Spell Area; the
# names as its examples and F.A.Q. quote them).  ``{good}``, ``{animal}``,
# ``{a}``/``{b}`` and ``{weapon}`` are the card's own (a Good type's singular, a
# kind's name).  ``generic`` names the power before its kind is chosen (the
# score pad's list).
SPELLS: Final = {
    "per_good": Term(
        "1 VP for each {good}",
        means="1 VP for each card in your pile of that Good type (Gems, Spices, Animals "
        "or Weapons).",
    ),
    "per_spell": Term(
        "2 VP for each Spell",
        means="2 VP for each Spell in your Spell pile, this one included.",
    ),
    "per_animal": Term("2 VP for each {animal}", means="2 VP for each Animal of that kind."),
    "spice_pair": Term(
        "4 VP for {a} & {b}",
        means="4 VP for each pair of those two Spices; each Spice counts once for each "
        "such Spell.",
    ),
    "five_types": Term(
        "4 VP for 5 Goods of different types",
        short="4 VP for 5 Goods",
        avoid=("5 types",),
        means="4 VP if you have Goods of all five types, this card counting as a Spell; "
        "8 VP with at least 2 cards in each pile, and so on.",
    ),
    "three_animals": Term(
        "4 VP for 3 different Animals",
        avoid=("3 Animals",),
        means="4 VP for each set of 3 different Animals you can make, each Animal in one "
        "set only.",
    ),
    "gem_shift": Term(
        "+1/-1 to any Gem",
        avoid=("Gem shift", "Gem ±1"),
        means="At the final scoring you may raise or lower the class of one of your Gems "
        "by 1 (8 and 1 are neighbours); two such Spells may move the same Gem.",
    ),
    "weapon_boost": Term(
        "+2 to both {weapon} values",
        short="+2 to both {weapon}",
        avoid=("boost", "boosted"),
        means="A reinforcement Spell: your Weapon of that kind counts 2 more on both sides.",
    ),
    "protection": Term(
        "Protection from the Weapon of any kind",
        short="Protection",
        avoid=("Shield",),
        means="Name one Weapon kind: your neighbours' values of that kind pointing at you "
        "count 0, reinforced or not.",
    ),
    "universal": Term(
        "Universal Good",
        short="Universal",
        means="Before the final scoring it may move from your Spell pile to any other "
        "pile, as that Good.",
    ),
}
# The score pad's names of the Spells whose kind is still to choose.
SPELL_GENERIC: Final = {
    "per_good": "1 VP for each Good of one type",
    "per_animal": "2 VP for each Animal of one kind",
    "spice_pair": "4 VP for two kinds of Spices",
    "weapon_boost": "+2 to both values of one Weapon kind",
}

# The game's other things (rulebook, "Components", "Game Round", "Final Scoring").
THINGS: Final = _terms(
    goods_card=Term("Goods card", means="One of the 48 cards; each has five Areas."),
    area=Term("Area", means="One of a Goods card's five parts, one per Good type."),
    good_type=Term("Good type", means="Spells, Gems, Spices, Animals or Weapons."),
    expert=Term("Expert", means="A card a player puts beside a Goods card to buy it as "
                "one Good type."),
    first_player_card=Term("First Player card"),
    first_player=Term("first player", means="Who holds the First Player card this round."),
    round=Term("round", means="One of the game's 12 rounds."),
    pile=Term("pile", means="A player's cards of one Good type, newest on top."),
    animal_reference=Term(
        "Animal reference",
        avoid=("Animal Scoring Reference",),
        means="The Reference card in the middle of the table, Animals side up: it sets "
        "how Animals score this game.",
    ),
    spices_reference=Term(
        "Spices reference",
        plural="Spices references",
        means="Each player's Reference card, Spices side up: the Spices table.",
    ),
    vp=Term("VP", "VP", means="Victory Points."),
    sequence=Term(
        "sequence",
        avoid=("run", "runs"),
        means="Gems of classes next to each other (8 and 1 too); a sequence of n Gems "
        "scores n x n VP.",
    ),
    set=Term("set", means="Animals grouped as the Animal reference pays for them."),
    gem_class=Term("class", "classes", means="A Gem's value, 1 to 8."),
    kind=Term("kind", means="A Spice's, an Animal's or a Weapon's kind."),
    neighbour=Term(
        "neighbour",
        means="The player on your left or your right; with 2 players, your opponent.",
    ),
    reinforcement=Term(
        "reinforcement Spell",
        short="reinforcement",
        avoid=("boost",),
        means='A "+2 to both ... values" Spell.',
    ),
    final_scoring=Term("final scoring", means="After round 12: the Goods score."),
    final_choices=Term(
        "final choices",
        "final choices",
        means="What a player decides at the final scoring: where his Universal Goods go, "
        "which kind each Protection names, with 2 players his Weapon side.",
    ),
    score_booklet=Term(
        "score booklet",
        means="The game's booklet, where the players write their VP in its order: Spells, "
        "Gems, Spices, Animals, Weapons.",
    ),
    score_sheet=Term(
        "score sheet",
        means="The app's page of the score booklet: each category's VP and why.",
    ),
    score_pad=Term(
        "score pad",
        means="The app's page that scores any table you tap in, with every reason.",
    ),
    experts_return=Term("Return of the Experts", short="Return"),
    sure_total=Term(
        "sure",
        means="At the final scoring, the VP a choice leaves you whatever the players after "
        "you choose.",
    ),
    this_apps_reading=Term(
        "this app's reading",
        means="Where the rulebook leaves a case open, the answer this app takes.",
    ),
)

# Every term, each under one key, for the tests and a translation's catalog.
ALL: Final = {
    **{f"good.{k}": t for k, t in GOODS.items()},
    **{f"expert.{k}": t for k, t in EXPERTS.items()},
    **{f"spice.{k}": t for k, t in SPICES.items()},
    **{f"animal.{k}": t for k, t in ANIMALS.items()},
    **{f"weapon.{k}": t for k, t in WEAPONS.items()},
    **{f"spell.{k}": t for k, t in SPELLS.items()},
    **{f"thing.{k}": t for k, t in THINGS.items()},
}

# "(this app's reading)": after a sentence that rests on one of the project's
# readings of the rules rather than on the rulebook's own words.
READING: Final = f"({THINGS['this_apps_reading'].name})"


def kind_name(kind: str) -> str:
    """A Spice's, an Animal's or a Weapon's kind by its value: "Cloves", "Spider"."""
    for group in (SPICES, ANIMALS, WEAPONS):
        if kind in group:
            return group[kind].name
    raise KeyError(kind)


def kind_plural(kind: str) -> str:
    """The plural of a kind: "Katars", "Phoenixes", "Cloves"."""
    for group in (SPICES, ANIMALS, WEAPONS):
        if kind in group:
            return group[kind].many
    raise KeyError(kind)


def good_name(pile: str) -> str:
    """A Good type by its pile's value, singular: "Gem"."""
    return GOODS[pile].name


def good_plural(pile: str) -> str:
    """A Good type by its pile's value, plural: "Gems"."""
    return GOODS[pile].many


def expert_name(expert: str) -> str:
    return EXPERTS[expert].name


def spell_name(
    power: str,
    *,
    good: str | None = None,
    animal: str | None = None,
    spices: tuple[str, str] | None = None,
    weapon: str | None = None,
    short: bool = False,
) -> str:
    """A Spell card's name ("2 VP for each Phoenix"), or its short form for a chip
    too small for it; a power whose kind is not given has its generic name."""
    term = SPELLS[power]
    fields: dict[str, str] = {}
    if good is not None:
        fields["good"] = good_name(good)
    if animal is not None:
        fields["animal"] = kind_name(animal)
    if spices is not None:
        fields["a"], fields["b"] = kind_name(spices[0]), kind_name(spices[1])
    if weapon is not None:
        fields["weapon"] = kind_name(weapon)
    text = term.brief if short else term.name
    if "{" in text and not fields:
        return SPELL_GENERIC[power]
    return text.format(**fields)
