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
source strings, each marked for the catalogs (``N_``; a plural ``NP_`` in the
context "plural"): the functions below give them in the current language
(golden_sails.model.i18n); a term read directly is English.  The module
imports nothing of the game's but i18n: every other module may read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .i18n import N_, NP_, _, pgettext

# The context of a plural's message in the catalogs (glossary: NP_).
PLURAL: Final = "plural"


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
    "spells": Term(
        # Translators: a Good type's name, singular (the glossary's), as written inside a sentence;
        # where it stands alone (a chip, a heading) the app gives it a capital.
        N_("Spell"),
        NP_("plural", "Spells"),
        means=N_("A Good with a Power that changes its owner's score."),
    ),
    "gems": Term(
        # Translators: a Good type's name, the glossary's term: in sentences, in the rules
        # reference and as a chip's label (capitalised by the code where it stands alone).
        N_("Gem"),
        NP_("plural", "Gems"),
        means=N_("A Good with a class from 1 to 8, kept face down."),
    ),
    "spices": Term(
        # Translators: a Good type's name, the glossary's term: in sentences, in the rules
        # reference and as a chip's label (capitalised by the code where it stands alone).
        N_("Spice"),
        NP_("plural", "Spices"),
        means=N_("A Good of one of six kinds."),
    ),
    "animals": Term(
        # Translators: a Good type's name, the glossary's term: in sentences, in the rules
        # reference and as a chip's label (capitalised by the code where it stands alone).
        N_("Animal"),
        NP_("plural", "Animals"),
        means=N_("A Good of one of four kinds."),
    ),
    "weapons": Term(
        # Translators: a Good type's name, the glossary's term: in sentences, in the rules
        # reference and as a chip's label (capitalised by the code where it stands alone).
        N_("Weapon"),
        NP_("plural", "Weapons"),
        means=N_("A Good that steals VP from the neighbours."),
    ),
}

# The Experts (rulebook, "Components": "Each Expert allows a player to buy a Good
# of the corresponding type").
EXPERTS: Final = {
    "jeweler": Term(
        # Translators: an Expert's name, singular (the glossary's), as written inside a sentence; on
        # the Expert's button and chip the app gives it a capital.
        N_("Jeweler"), NP_("plural", "Jewelers"), means=N_("The Expert who buys Gems.")
    ),
    # Translators: an Expert's name, singular (the glossary's), as written inside a sentence; on the
    # Expert's button and chip the app gives it a capital.
    "cook": Term(N_("Cook"), NP_("plural", "Cooks"), means=N_("The Expert who buys Spices.")),
    "hunter": Term(
        # Translators: an Expert's name, singular (the glossary's), as written inside a sentence; on
        # the Expert's button and chip the app gives it a capital.
        N_("Hunter"), NP_("plural", "Hunters"), means=N_("The Expert who buys Animals.")
    ),
    "sorcerer": Term(
        # Translators: an Expert's name, singular (the glossary's), as written inside a sentence; on
        # the Expert's button and chip the app gives it a capital.
        N_("Sorcerer"), NP_("plural", "Sorcerers"), means=N_("The Expert who buys Spells.")
    ),
    "armourer": Term(
        # Translators: an Expert's name, singular (the glossary's), as written inside a sentence; on
        # the Expert's button and chip the app gives it a capital.
        N_("Armourer"), NP_("plural", "Armourers"), means=N_("The Expert who buys Weapons.")
    ),
}

# The kinds of Spices, Animals and Weapons (rulebook, "Idea of the Game").
SPICES: Final = {
    # Translators: a Spice kind's name, singular (the glossary's), as written inside a sentence; on
    # a card's Area, a chip or a label the app gives it a capital.
    "anise": Term(N_("Anise"), NP_("plural", "Anise")),
    # Translators: a Spice kind's name, singular (the glossary's), as written inside a sentence; on
    # a card's Area, a chip or a label the app gives it a capital.
    "mint": Term(N_("Mint"), NP_("plural", "Mint")),
    # Translators: a Spice kind's name, singular (the glossary's), as written inside a sentence; on
    # a card's Area, a chip or a label the app gives it a capital.
    "pepper": Term(N_("Pepper"), NP_("plural", "Pepper")),
    # Translators: a Spice kind's name, singular (the glossary's), as written inside a sentence; on
    # a card's Area, a chip or a label the app gives it a capital.
    "juniper": Term(N_("Juniper"), NP_("plural", "Juniper")),
    # Translators: a Spice kind's name, singular (the glossary's), as written inside a sentence; on
    # a card's Area, a chip or a label the app gives it a capital.
    "lotus": Term(N_("Lotus"), NP_("plural", "Lotus")),
    # Translators: a Spice kind's name, singular (the glossary's), as written inside a sentence; on
    # a card's Area, a chip or a label the app gives it a capital.
    "cloves": Term(N_("Cloves"), NP_("plural", "Cloves")),
}
ANIMALS: Final = {
    # Translators: an Animal kind's name, singular (the glossary's), as written inside a sentence;
    # on a card's Area, a chip or a label the app gives it a capital.
    "unicorn": Term(N_("Unicorn"), NP_("plural", "Unicorns")),
    # Translators: an Animal kind's name, singular (the glossary's), as written inside a sentence;
    # on a card's Area, a chip or a label the app gives it a capital.
    "phoenix": Term(N_("Phoenix"), NP_("plural", "Phoenixes")),
    # Translators: an Animal kind's name, singular (the glossary's), as written inside a sentence;
    # on a card's Area, a chip or a label the app gives it a capital.
    "spider": Term(N_("Spider"), NP_("plural", "Spiders"), avoid=("Giant Spider",)),
    # Translators: an Animal kind's name, singular (the glossary's), as written inside a sentence;
    # on a card's Area, a chip or a label the app gives it a capital.
    "serpent": Term(N_("Serpent"), NP_("plural", "Serpents"), avoid=("Sea Serpent",)),
}
WEAPONS: Final = {
    # Translators: a Weapon kind's name, singular (the glossary's), as written inside a sentence; on
    # a card's Area, a chip or a label the app gives it a capital.
    "boomerang": Term(N_("Boomerang"), NP_("plural", "Boomerangs")),
    # Translators: a Weapon kind's name, singular (the glossary's), as written inside a sentence; on
    # a card's Area, a chip or a label the app gives it a capital.
    "mambele": Term(N_("Mambele"), NP_("plural", "Mambeles")),
    # Translators: a Weapon kind's name, singular (the glossary's), as written inside a sentence; on
    # a card's Area, a chip or a label the app gives it a capital.
    "shuriken": Term(N_("Shuriken"), NP_("plural", "Shurikens")),
    # Translators: a Weapon kind's name, singular (the glossary's), as written inside a sentence; on
    # a card's Area, a chip or a label the app gives it a capital.
    "katar": Term(N_("Katar"), NP_("plural", "Katars")),
}

# The Spell cards (rulebook, "Final Scoring": the symbols of the Spell Area; the
# names as its examples and F.A.Q. quote them).  ``{good}``, ``{animal}``,
# ``{a}``/``{b}`` and ``{weapon}`` are the card's own (a Good type's singular, a
# kind's name).  ``generic`` names the power before its kind is chosen (the
# score pad's list).
SPELLS: Final = {
    "per_good": Term(
        # Translators: the pattern of the names below ("1 VP for each Gem"): {good} a Good type's
        # singular. The app shows the whole names below, never this one: translate it as they are.
        N_("1 VP for each {good}"),
        means=N_(
            "1 VP for each card in your pile of that Good type (Gems, Spices, Animals or Weapons)."
        ),
    ),
    "per_spell": Term(
        N_("2 VP for each Spell"),
        means=N_("2 VP for each Spell in your Spell pile, this one included."),
    ),
    "per_animal": Term(
        # Translators: the pattern of the names below ("2 VP for each Unicorn"): {animal} an Animal
        # kind's singular. The app shows the whole names below, never this one: translate it as they
        # are.
        N_("2 VP for each {animal}"), means=N_("2 VP for each Animal of that kind.")
    ),
    "spice_pair": Term(
        # Translators: a Spell card's name: {a} and {b} are two Spice kinds' names, singular (the
        # glossary's): "4 VP for Mint & Cloves".
        N_("4 VP for {a} & {b}"),
        means=N_(
            "4 VP for each pair of those two Spices; each Spice counts once for each such Spell."
        ),
    ),
    "five_types": Term(
        N_("4 VP for 5 Goods of different types"),
        short=N_("4 VP for 5 Goods"),
        avoid=("5 types",),
        means=N_(
            "4 VP if you have Goods of all five types, this card counting as a Spell; "
            "8 VP with at least 2 cards in each pile, and so on."
        ),
    ),
    "three_animals": Term(
        N_("4 VP for 3 different Animals"),
        avoid=("3 Animals",),
        means=N_(
            "4 VP for each set of 3 different Animals you can make, each Animal in one set only."
        ),
    ),
    "gem_shift": Term(
        N_("+1/-1 to any Gem"),
        avoid=("Gem shift", "Gem ±1"),
        means=N_(
            "At the final scoring you may raise or lower the class of one of your Gems "
            "by 1 (8 and 1 are neighbours); two such Spells may move the same Gem."
        ),
    ),
    "weapon_boost": Term(
        # Translators: the pattern of the names below ("+2 to both Katar values"): {weapon} a Weapon
        # kind's singular. The app shows the whole names below, never this one: translate it as they
        # are.
        N_("+2 to both {weapon} values"),
        # Translators: the pattern of the short names below ("+2 to both Katar"), for a chip too
        # small for the name. The app shows the whole names below, never this one: translate it as
        # they are; {weapon} is a Weapon kind's singular.
        short=N_("+2 to both {weapon}"),
        avoid=("boost", "boosted"),
        means=N_("A reinforcement Spell: your Weapon of that kind counts 2 more on both sides."),
    ),
    "protection": Term(
        N_("Protection from the Weapon of any kind"),
        # Translators: the Protection Spell's name cut to its first word, for a chip too small for
        # the whole name.
        short=N_("Protection"),
        avoid=("Shield",),
        means=N_(
            "Name one Weapon kind: your neighbours' values of that kind pointing at you "
            "count 0, reinforced or not."
        ),
    ),
    "universal": Term(
        # Translators: a Spell card's name (the glossary's), as written inside a sentence; alone on
        # a card's Area or a chip it gets a capital.
        N_("Universal Good"),
        # Translators: the Universal Good's name cut to its first word, for a chip too small for the
        # whole name.
        short=N_("Universal"),
        means=N_(
            "Before the final scoring it may move from your Spell pile to any other "
            "pile, as that Good."
        ),
    ),
}
# The names of the Spells with a Good type or a kind, one whole message per
# card (a language gives each Good and kind its own gender: "jeden Edelstein",
# "jedes Gewürz", "jede Waffe"); SPELLS' names above are their pattern, which
# the English of these follows word for word.
SPELL_PER_GOOD: Final = {
    "gems": N_("1 VP for each Gem"),
    "spices": N_("1 VP for each Spice"),
    "animals": N_("1 VP for each Animal"),
    "weapons": N_("1 VP for each Weapon"),
}
SPELL_PER_ANIMAL: Final = {
    "unicorn": N_("2 VP for each Unicorn"),
    "phoenix": N_("2 VP for each Phoenix"),
    "spider": N_("2 VP for each Spider"),
    "serpent": N_("2 VP for each Serpent"),
}
SPELL_WEAPON_BOOST: Final = {
    "boomerang": N_("+2 to both Boomerang values"),
    "mambele": N_("+2 to both Mambele values"),
    "shuriken": N_("+2 to both Shuriken values"),
    "katar": N_("+2 to both Katar values"),
}
# Their short forms, for a chip too small for the name.
SPELL_WEAPON_BOOST_SHORT: Final = {
    "boomerang": N_("+2 to both Boomerang"),
    "mambele": N_("+2 to both Mambele"),
    "shuriken": N_("+2 to both Shuriken"),
    "katar": N_("+2 to both Katar"),
}
# The score pad's names of the Spells whose kind is still to choose.
SPELL_GENERIC: Final = {
    "per_good": N_("1 VP for each Good of one type"),
    "per_animal": N_("2 VP for each Animal of one kind"),
    "spice_pair": N_("4 VP for two kinds of Spices"),
    "weapon_boost": N_("+2 to both values of one Weapon kind"),
}

# The game's other things (rulebook, "Components", "Game Round", "Final Scoring").
THINGS: Final = _terms(
    goods_card=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("Goods card"),
        NP_("plural", "Goods cards"),
        means=N_("One of the 48 cards; each has five Areas."),
    ),
    area=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("Area"),
        NP_("plural", "Areas"),
        means=N_("One of a Goods card's five parts, one per Good type."),
    ),
    good_type=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("Good type"),
        NP_("plural", "Good types"),
        means=N_("Spells, Gems, Spices, Animals or Weapons."),
    ),
    expert=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("Expert"),
        NP_("plural", "Experts"),
        means=N_("A card a player puts beside a Goods card to buy it as one Good type."),
    ),
    # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
    # sentence: the app shows it nowhere alone; it fixes the word every other message uses for the
    # thing.
    first_player_card=Term(N_("First Player card"), NP_("plural", "First Player cards")),
    first_player=Term(
        N_("first player"),
        NP_("plural", "first players"),
        means=N_("Who holds the First Player card this round."),
    ),
    # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
    # sentence: the app shows it nowhere alone; it fixes the word every other message uses for the
    # thing.
    round=Term(N_("round"), NP_("plural", "rounds"), means=N_("One of the game's 12 rounds.")),
    pile=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("pile"),
        NP_("plural", "piles"),
        means=N_("A player's cards of one Good type, newest on top."),
    ),
    animal_reference=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("Animal reference"),
        NP_("plural", "Animal references"),
        avoid=("Animal Scoring Reference",),
        means=N_(
            "The Reference card in the middle of the table, Animals side up: it sets "
            "how Animals score this game."
        ),
    ),
    spices_reference=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("Spices reference"),
        plural=NP_("plural", "Spices references"),
        means=N_("Each player's Reference card, Spices side up: the Spices table."),
    ),
    vp=Term(
        # Translators: the abbreviation of victory points, as the messages write it after
        # a number ("12 VP"): the app shows it nowhere alone.
        N_("VP"),
        NP_("plural", "VP"),
        # Translators: what VP stands for, the glossary's meaning of the term.
        means=N_("Victory Points."),
    ),
    sequence=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("sequence"),
        NP_("plural", "sequences"),
        avoid=("run", "runs"),
        means=N_(
            "Gems of classes next to each other (8 and 1 too); a sequence of n Gems "
            "scores n x n VP."
        ),
    ),
    set=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("set"),
        NP_("plural", "sets"),
        means=N_("Animals grouped as the Animal reference pays for them."),
    ),
    # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
    # sentence: the app shows it nowhere alone; it fixes the word every other message uses for the
    # thing.
    gem_class=Term(N_("class"), NP_("plural", "classes"), means=N_("A Gem's value, 1 to 8.")),
    kind=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("kind"), NP_("plural", "kinds"), means=N_("A Spice's, an Animal's or a Weapon's kind.")
    ),
    neighbour=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("neighbour"),
        NP_("plural", "neighbours"),
        means=N_("The player on your left or your right; with 2 players, your opponent."),
    ),
    reinforcement=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("reinforcement Spell"),
        NP_("plural", "reinforcement Spells"),
        # Translators: the short form of "reinforcement Spell", as written inside a
        # sentence; the app shows it nowhere alone.
        short=N_("reinforcement"),
        avoid=("boost",),
        means=N_('A "+2 to both ... values" Spell.'),
    ),
    final_scoring=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("final scoring"),
        NP_("plural", "final scorings"),
        means=N_("After round 12: the Goods score."),
    ),
    final_choices=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("final choices"),
        NP_("plural", "final choices"),
        means=N_(
            "What a player decides at the final scoring: where his Universal Goods go, "
            "which kind each Protection names, with 2 players his Weapon side."
        ),
    ),
    score_booklet=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("score booklet"),
        NP_("plural", "score booklets"),
        means=N_(
            "The game's booklet, where the players write their VP in its order: Spells, "
            "Gems, Spices, Animals, Weapons."
        ),
    ),
    score_sheet=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("score sheet"),
        NP_("plural", "score sheets"),
        means=N_("The app's page of the score booklet: each category's VP and why."),
    ),
    score_pad=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("score pad"),
        NP_("plural", "score pads"),
        means=N_("The app's page that scores any table you tap in, with every reason."),
    ),
    experts_return=Term(
        N_("Return of the Experts"),
        NP_("plural", "Returns of the Experts"),
        # Translators: the short form of "Return of the Experts" (after rounds 4 and 8),
        # a chip's word; the app shows it nowhere alone today.
        short=N_("Return"),
    ),
    sure_total=Term(
        # Translators: a term of the game's glossary (docs/glossary-<lang>.md), as written inside a
        # sentence: the app shows it nowhere alone; it fixes the word every other message uses for
        # the thing.
        N_("sure"),
        NP_("plural", "sures"),
        means=N_(
            "At the final scoring, the VP a choice leaves you whatever the players after "
            "you choose."
        ),
    ),
    this_apps_reading=Term(
        # Translators: inside brackets after a sentence of the rules reference, "(this
        # app's reading)", a link to the readings the app takes where the rulebook is open.
        N_("this app's reading"),
        NP_("plural", "this app's readings"),
        means=N_("Where the rulebook leaves a case open, the answer this app takes."),
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


def reading_mark() -> str:
    """"(this app's reading)", in the current language: after a sentence that rests
    on one of the project's readings of the rules rather than on the rulebook's own
    words."""
    # The name from a variable: Babel takes any literal inside _() for a message.
    reading = THINGS["this_apps_reading"].name
    # Translators: a mark after a sentence of the rules reference; {reading} is the
    # glossary's "this app's reading". The page makes the whole mark a link.
    return _("({reading})").format(reading=_(reading))

# A kind's name as a sentence's grammar wants it, where a list of kinds or many
# combinations fill one slot (a whole message per case would be too many): the
# English is the plain name or plural, each language its own case ("protection
# from" takes the dative in German, "przed" the instrumental in Polish).  Read
# with kind_plural(kind, context) or kind_name(kind, context).
PROTECTION_FROM: Final = "protection from"
YOU_HAVE_ALREADY: Final = "you have ... already"
TAKE_OBJECT: Final = "Take ..."
KIND_FORMS: Final = {
    PROTECTION_FROM: {
        # Translators: a Weapon kind's plural after "protection from", "protect
        # from", "protected from" (alone or in a list: "Protection from Katars, Mambeles").
        "boomerang": NP_("protection from", "Boomerangs"),
        "mambele": NP_("protection from", "Mambeles"),
        "shuriken": NP_("protection from", "Shurikens"),
        "katar": NP_("protection from", "Katars"),
    },
    YOU_HAVE_ALREADY: {
        # Translators: a Spice kind as the object of "you have ... already" ("you
        # have Mint already: still 3 kinds").
        "anise": NP_("you have ... already", "Anise"),
        "mint": NP_("you have ... already", "Mint"),
        "pepper": NP_("you have ... already", "Pepper"),
        "juniper": NP_("you have ... already", "Juniper"),
        "lotus": NP_("you have ... already", "Lotus"),
        "cloves": NP_("you have ... already", "Cloves"),
    },
    TAKE_OBJECT: {
        # Translators: a Spice or Animal kind as the object of the card's short
        # button "Take ..." ("Take Mint", "Take Unicorn"; Polish "Weź miętę",
        # "Weź jednorożca").
        "anise": NP_("Take ...", "Anise"),
        "mint": NP_("Take ...", "Mint"),
        "pepper": NP_("Take ...", "Pepper"),
        "juniper": NP_("Take ...", "Juniper"),
        "lotus": NP_("Take ...", "Lotus"),
        "cloves": NP_("Take ...", "Cloves"),
        "unicorn": NP_("Take ...", "Unicorn"),
        "phoenix": NP_("Take ...", "Phoenix"),
        "spider": NP_("Take ...", "Spider"),
        "serpent": NP_("Take ...", "Serpent"),
    },
}

# An Expert as the object of a verb, in the buttons, the news and the log ("Put
# your Cook on card 2", "takes the Cook into their supply"): the English is the
# plain name, each language its case (Polish "połóż kucharza", "zabiera
# jubilera"), where the sentence around it gives the article or possessive.
# Read with expert_name(expert, EXPERT_OBJECT).
EXPERT_OBJECT: Final = "an Expert as an object"
EXPERT_FORMS: Final = {
    EXPERT_OBJECT: {
        # Translators: an Expert as the object of "put", "play" or "take back"
        # ("Put your Cook on card 2", "takes the Cook into their supply").
        "jeweler": NP_("an Expert as an object", "Jeweler"),
        "cook": NP_("an Expert as an object", "Cook"),
        "hunter": NP_("an Expert as an object", "Hunter"),
        "sorcerer": NP_("an Expert as an object", "Sorcerer"),
        "armourer": NP_("an Expert as an object", "Armourer"),
    },
}



def kind_name(kind: str, context: str | None = None) -> str:
    """A Spice's, an Animal's or a Weapon's kind by its value: "Cloves", "Spider";
    with a ``context`` of :data:`KIND_FORMS`, its form there ("you have Mint already")."""
    if context is not None:
        return pgettext(context, KIND_FORMS[context][kind])
    for group in (SPICES, ANIMALS, WEAPONS):
        if kind in group:
            return _(group[kind].name)
    raise KeyError(kind)


def kind_plural(kind: str, context: str | None = None) -> str:
    """The plural of a kind: "Katars", "Phoenixes", "Cloves"; with a ``context`` of
    :data:`KIND_FORMS`, its form there ("protection from Katars")."""
    if context is not None:
        return pgettext(context, KIND_FORMS[context][kind])
    for group in (SPICES, ANIMALS, WEAPONS):
        if kind in group:
            return pgettext(PLURAL, group[kind].many)
    raise KeyError(kind)


def good_name(pile: str) -> str:
    """A Good type by its pile's value, singular: "Gem"."""
    return _(GOODS[pile].name)


def good_plural(pile: str) -> str:
    """A Good type by its pile's value, plural: "Gems"."""
    return pgettext(PLURAL, GOODS[pile].many)


def expert_name(expert: str, context: str | None = None) -> str:
    """An Expert by its value: "Cook"; with a ``context`` of :data:`EXPERT_FORMS`,
    its form there ("put your Cook": Polish "kucharza")."""
    if context is not None:
        return pgettext(context, EXPERT_FORMS[context][expert])
    return _(EXPERTS[expert].name)


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
    if power == "per_good" and good is not None:
        return _(SPELL_PER_GOOD[good])
    if power == "per_animal" and animal is not None:
        return _(SPELL_PER_ANIMAL[animal])
    if power == "weapon_boost" and weapon is not None:
        return _((SPELL_WEAPON_BOOST_SHORT if short else SPELL_WEAPON_BOOST)[weapon])
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
        return _(SPELL_GENERIC[power])
    return _(text).format(**fields)


def capitalised(label: str) -> str:
    """A label that stands alone (a chip, a heading, a line's first word) with a
    capital first letter: a language may write a term lower case inside a
    sentence (Polish "lotos", "klejnoty"), and the label is not in one.  English
    names start with a capital already, so English is unchanged."""
    return label[:1].upper() + label[1:]
