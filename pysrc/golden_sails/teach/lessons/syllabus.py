"""The rulebook, rule by rule: what the lessons teach, and where the reference has it.

Each rule has an id that a lesson step declares it ``teaches`` and a later
lesson may declare it ``uses``; tests hold every lesson to the teaching order
(a lesson uses only what an earlier step taught) and every rule to a step that
teaches it.  The rules are listed in the rulebook's order, each with its
section (the rulebook's heading) and the rules reference's section that has
it (``golden_sails.teach.reference``); ``docs/lessons.md`` carries the table
:func:`coverage` makes.

Three ids are the app's, not the rulebook's: ``app-score-now`` (a lesson
shows the score as if the game ended there), ``app-proposal`` (at the final
scoring the app proposes each player's choices) and ``app-sure`` (what it
proposes: the most VP he is sure of, D18).

A rule's words are marked for the catalogs and kept in English here, as
docs/lessons.md shows them; a screen that shows a rule words it in the
player's language with ``pgettext("rulebook", rule.section)`` and
``_(rule.what)`` (docs/i18n.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ...model.i18n import N_, NP_


@dataclass(frozen=True, slots=True)
class Rule:
    id: str
    section: str  # the rulebook's heading
    what: str  # the rule in a few words
    reference: str  # the rules reference's section id (golden_sails.teach.reference)


def _rules(*rules: tuple[str, str, str, str]) -> dict[str, Rule]:
    return {r[0]: Rule(*r) for r in rules}


RULES: Final = _rules(
    # Translators: each rule: the rulebook's heading it is under (as the rulebook in
    # your language names it), then the rule in a few words.
    ("goal", NP_("rulebook", "Game Overview"),
     N_("12 rounds, one Good a round each; the most VP wins"), "goal"),
    ("areas", NP_("rulebook", "Components; Idea of the Game"),
     N_("a Goods card has five Areas; the Expert on it decides which counts"), "goal"),
    ("experts-goods", NP_("rulebook", "Components"),
     N_("each Expert buys one Good type"), "setup"),
    ("setup-deck", NP_("rulebook", "Set-up"),
     N_("48, 36 or 24 cards for 4, 3 or 2 players; the rest to the box"), "setup"),
    ("setup-experts", NP_("rulebook", "Set-up"),
     N_("each player a set of five different Experts, face up"), "setup"),
    ("setup-references", NP_("rulebook", "Set-up"),
     N_("one Animal reference drawn at random; a Spices reference to each player; unused ones to "
        "the box"), "setup"),
    ("setup-first-player", NP_("rulebook", "Set-up"),
     N_("who takes the First Player card first"), "setup"),
    ("reveal", NP_("rulebook", "Game Round; 1. Reveal the new Goods"),
     N_("the first player reveals one card per player, in any order"), "experts"),
    ("assign", NP_("rulebook", "2. Assign the Experts"),
     N_("from the first player clockwise, one Expert each"), "experts"),
    ("assign-free-card", NP_("rulebook", "2. Assign the Experts"),
     N_("never on a card that has an Expert"), "experts"),
    ("take-order", NP_("rulebook", "3. Take the Goods"),
     N_("the last to assign takes first, then counter-clockwise"), "buying"),
    ("take-any", NP_("rulebook", "3. Take the Goods"),
     N_("any card, whoever placed its Expert; no refusing"), "buying"),
    ("take-discard", NP_("rulebook", "3. Take the Goods"),
     N_("the Expert on a taken card is discarded"), "buying"),
    ("last-card-swap", NP_("rulebook", "3. Take the Goods"),
     N_("the first player may change the last card's type"), "buying"),
    ("gem-announce", NP_("rulebook", "3. Take the Goods"),
     N_("a Gem's class is said aloud when taken"), "buying"),
    ("piles", NP_("rulebook", "Idea of the Game"),
     N_("one pile per Good type, newest on top, order fixed, face up"), "piles"),
    ("gems-hidden", NP_("rulebook", "Idea of the Game"),
     N_("Gems face down: only their owner looks"), "piles"),
    ("experts-return", NP_("rulebook", "4. Return of the Experts"),
     N_("after rounds 4 and 8 the discards are shared out: five different Experts each"), "piles"),
    ("first-player-pass", NP_("rulebook", "5. Pass the First Player card"),
     N_("clockwise after each round"), "first-player"),
    ("first-player-skip", NP_("rulebook", "5. Pass the First Player card"),
     N_("4 players: after rounds 4 and 8 to the second player to the left"), "first-player"),
    ("game-end", NP_("rulebook", "Game Process; Final Scoring"),
     N_("after round 12 the final scoring, no return"), "end"),
    ("spices", NP_("rulebook", "Spices"),
     N_("different kinds score 2, 4, 8, 12, 20, 30 VP"), "spices"),
    ("gems", NP_("rulebook", "Gems"),
     N_("sequences of neighbouring classes, 8-1 too; n Gems score n x n"), "gems"),
    ("animals", NP_("rulebook", "Animals; Final Scoring"),
     N_("sets as the Animal reference says; each Animal in one set; the best split"), "animals"),
    ("reference-I", NP_("rulebook", "Reference Card I"),
     N_("reference I (the app's card)"), "references"),
    ("reference-II", NP_("rulebook", "Reference Card II"),
     N_("reference II (the app's card)"), "references"),
    ("reference-III", NP_("rulebook", "Reference Card III"),
     N_("5 VP for any two Animals"), "references"),
    ("reference-IV", NP_("rulebook", "Reference Card IV"),
     N_("6 VP a pair; 2/4/8/12 VP for 1-4 different"), "references"),
    ("reference-V", NP_("rulebook", "Reference Card V"),
     N_("each Animal by the next one taken (column, row)"), "references"),
    ("weapons", NP_("rulebook", "Weapons; Final Scoring"),
     N_("left value from the left neighbour, right from the right; steals "
        "minus losses"), "weapons"),
    ("weapons-doubled", NP_("rulebook", "Weapons"),
     N_("two of a kind stop working, still Weapon cards"), "weapons"),
    ("spells", NP_("rulebook", "Spells; Final Scoring"),
     N_("each Spell's Power, each card scored on its own"), "spells"),
    ("per_good", NP_("rulebook", "Final Scoring (Spell Powers)"),
     N_("1 VP for each card of a pile"), "spells"),
    ("per_spell", NP_("rulebook", "Final Scoring (Spell Powers)"),
     N_("2 VP for each Spell, this one included"), "spells"),
    ("per_animal", NP_("rulebook", "Final Scoring (Spell Powers)"),
     N_("2 VP for each Animal of a kind"), "spells"),
    ("spice_pair", NP_("rulebook", "Final Scoring (Spell Powers)"),
     N_("4 VP for each pair of two Spices"), "spells"),
    ("five_types", NP_("rulebook", "Final Scoring (Spell Powers)"),
     N_("4 VP for all five types, 8 with two each"), "spells"),
    ("three_animals", NP_("rulebook", "Final Scoring (Spell Powers)"),
     N_("4 VP for each set of 3 different Animals"), "spells"),
    ("gem_shift", NP_("rulebook", "Final Scoring (Spell Powers)"),
     N_("+1/-1 to a Gem's class, 8 and 1 too"), "spells"),
    ("weapon_boost", NP_("rulebook", "Final Scoring (Spell Powers)"),
     N_("+2 to both values of a Weapon kind"), "spells"),
    ("protection", NP_("rulebook", "Final Scoring (Spell Powers)"),
     N_("name a kind: the neighbours' values of it pointing at you count 0"), "spells"),
    ("protection-own", NP_("rulebook", "Final Scoring (Weapons)"),
     N_("Protection never touches your own Weapons"), "spells"),
    ("reinforcement-doubled", NP_("rulebook", "Final Scoring (Weapons)"),
     N_("a doubled kind counts 0 even reinforced"), "weapons"),
    ("universal", NP_("rulebook", "Final Scoring"),
     N_("a Universal Good may move to another pile before the scoring"), "spells"),
    ("universal-order", NP_("rulebook", "Final Scoring"),
     N_("moved atop the pile; several in any order"), "spells"),
    ("gems-revealed", NP_("rulebook", "Final Scoring"),
     N_("each player reveals his Gems"), "final-scoring"),
    ("scoring-order", NP_("rulebook", "Final Scoring"),
     N_("Spells, Gems, Spices, Animals, then Weapons"), "final-scoring"),
    ("weapons-two", NP_("rulebook", "Final Scoring (the 2-player exception)"),
     N_("one side of all your Weapons"), "two-players"),
    ("winner", NP_("rulebook", "Final Scoring"),
     N_("the most VP wins"), "end"),
    ("tie-breaks", NP_("rulebook", "Final Scoring"),
     N_("least VP from the Weapon pile, then fewest Weapon cards, then shared"), "end"),
    ("variant-open", NP_("rulebook", "Game Variants"),
     N_("Gems in open piles"), "variants"),
    ("variant-secretive", NP_("rulebook", "Game Variants"),
     N_("Experts in hand, discards face down"), "variants"),
    ("faq-spice-pairs", NP_("rulebook", "F.A.Q."),
     N_("two Spice-pair Spells: each Spice once per Spell"), "spells"),
    ("faq-three-animals", NP_("rulebook", "F.A.Q."),
     N_("two 3-different-Animals Spells and the sets"), "spells"),
    ("faq-final-order", NP_("rulebook", "F.A.Q."),
     N_("final decisions from the first player of the last round, clockwise"), "final-scoring"),
    ("faq-gem-shifts", NP_("rulebook", "F.A.Q."),
     N_("two +1/-1 Spells on one Gem"), "spells"),
    ("app-score-now", NP_("rulebook", "(the app)"),
     N_("a lesson's score as if the game ended there"), "final-scoring"),
    ("app-proposal", NP_("rulebook", "(the app)"),
     N_("the app proposes each player's final choices; he may change them"), "final-scoring"),
    ("app-sure", NP_("rulebook", "(the app)"),
     N_("the proposal: the most VP a player is sure of, whatever the players after him "
        "choose"), "final-scoring"),
)  # fmt: skip

# The rulebook's own rules (not the app's two).
RULEBOOK: Final = tuple(r for r in RULES if not r.startswith("app-"))


def coverage(taught: dict[str, tuple[str, int]]) -> list[tuple[str, str, str, str]]:
    """The docs' table: per rule, in the rulebook's order, its section, the rule,
    the lesson step that teaches it (``taught``: rule -> (lesson, step)) and the
    reference section that has it."""
    out = []
    for rule in RULES.values():
        lesson, step = taught[rule.id]
        out.append((rule.section, rule.what, f"{lesson} {step}", rule.reference))
    return out
