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
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class Rule:
    id: str
    section: str  # the rulebook's heading
    what: str  # the rule in a few words
    reference: str  # the rules reference's section id (golden_sails.teach.reference)


def _rules(*rules: tuple[str, str, str, str]) -> dict[str, Rule]:
    return {r[0]: Rule(*r) for r in rules}


RULES: Final = _rules(
    ("goal", "Game Overview", "12 rounds, one Good a round each; the most VP wins", "goal"),
    ("areas", "Components; Idea of the Game", "a Goods card has five Areas; the Expert on it "
     "decides which counts", "goal"),
    ("experts-goods", "Components", "each Expert buys one Good type", "setup"),
    ("setup-deck", "Set-up", "48, 36 or 24 cards for 4, 3 or 2 players; the rest to the box",
     "setup"),
    ("setup-experts", "Set-up", "each player a set of five different Experts, face up", "setup"),
    ("setup-references", "Set-up", "one Animal reference drawn at random; a Spices reference "
     "to each player; unused ones to the box", "setup"),
    ("setup-first-player", "Set-up", "who takes the First Player card first", "setup"),
    ("reveal", "Game Round; 1. Reveal the new Goods", "the first player reveals one card per "
     "player, in any order", "experts"),
    ("assign", "2. Assign the Experts", "from the first player clockwise, one Expert each",
     "experts"),
    ("assign-free-card", "2. Assign the Experts", "never on a card that has an Expert",
     "experts"),
    ("take-order", "3. Take the Goods", "the last to assign takes first, then "
     "counter-clockwise", "buying"),
    ("take-any", "3. Take the Goods", "any card, whoever placed its Expert; no refusing",
     "buying"),
    ("take-discard", "3. Take the Goods", "the Expert on a taken card is discarded", "buying"),
    ("last-card-swap", "3. Take the Goods", "the first player may change the last card's type",
     "buying"),
    ("gem-announce", "3. Take the Goods", "a Gem's class is said aloud when taken", "buying"),
    ("piles", "Idea of the Game", "one pile per Good type, newest on top, order fixed, face up",
     "piles"),
    ("gems-hidden", "Idea of the Game", "Gems face down: only their owner looks", "piles"),
    ("experts-return", "4. Return of the Experts", "after rounds 4 and 8 the discards are "
     "shared out: five different Experts each", "piles"),
    ("first-player-pass", "5. Pass the First Player card", "clockwise after each round",
     "first-player"),
    ("first-player-skip", "5. Pass the First Player card", "4 players: after rounds 4 and 8 "
     "to the second player to the left", "first-player"),
    ("game-end", "Game Process; Final Scoring", "after round 12 the final scoring, no return",
     "end"),
    ("spices", "Spices", "different kinds score 2, 4, 8, 12, 20, 30 VP", "spices"),
    ("gems", "Gems", "sequences of neighbouring classes, 8-1 too; n Gems score n x n", "gems"),
    ("animals", "Animals; Final Scoring", "sets as the Animal reference says; each Animal in "
     "one set; the best split", "animals"),
    ("reference-I", "Reference Card I", "reference I (the app's card)", "references"),
    ("reference-II", "Reference Card II", "reference II (the app's card)", "references"),
    ("reference-III", "Reference Card III", "5 VP for any two Animals", "references"),
    ("reference-IV", "Reference Card IV", "6 VP a pair; 2/4/8/12 VP for 1-4 different",
     "references"),
    ("reference-V", "Reference Card V", "each Animal by the next one taken (column, row)",
     "references"),
    ("weapons", "Weapons; Final Scoring", "left value from the left neighbour, right from the "
     "right; steals minus losses", "weapons"),
    ("weapons-doubled", "Weapons", "two of a kind stop working, still Weapon cards", "weapons"),
    ("spells", "Spells; Final Scoring", "each Spell's Power, each card scored on its own",
     "spells"),
    ("per_good", "Final Scoring (Spell Powers)", "1 VP for each card of a pile", "spells"),
    ("per_spell", "Final Scoring (Spell Powers)", "2 VP for each Spell, this one included",
     "spells"),
    ("per_animal", "Final Scoring (Spell Powers)", "2 VP for each Animal of a kind", "spells"),
    ("spice_pair", "Final Scoring (Spell Powers)", "4 VP for each pair of two Spices", "spells"),
    ("five_types", "Final Scoring (Spell Powers)", "4 VP for all five types, 8 with two each",
     "spells"),
    ("three_animals", "Final Scoring (Spell Powers)", "4 VP for each set of 3 different "
     "Animals", "spells"),
    ("gem_shift", "Final Scoring (Spell Powers)", "+1/-1 to a Gem's class, 8 and 1 too",
     "spells"),
    ("weapon_boost", "Final Scoring (Spell Powers)", "+2 to both values of a Weapon kind",
     "spells"),
    ("protection", "Final Scoring (Spell Powers)", "name a kind: the neighbours' values of it "
     "pointing at you count 0", "spells"),
    ("protection-own", "Final Scoring (Weapons)", "Protection never touches your own Weapons",
     "spells"),
    ("reinforcement-doubled", "Final Scoring (Weapons)", "a doubled kind counts 0 even "
     "reinforced", "weapons"),
    ("universal", "Final Scoring", "a Universal Good may move to another pile before the "
     "scoring", "spells"),
    ("universal-order", "Final Scoring", "moved atop the pile; several in any order", "spells"),
    ("scoring-order", "Final Scoring", "Spells, Gems, Spices, Animals, then Weapons",
     "final-scoring"),
    ("weapons-two", "Final Scoring (the 2-player exception)", "one side of all your Weapons",
     "two-players"),
    ("winner", "Final Scoring", "the most VP wins", "end"),
    ("tie-breaks", "Final Scoring", "least VP from the Weapon pile, then fewest Weapon cards, "
     "then shared", "end"),
    ("variant-open", "Game Variants", "Gems in open piles", "variants"),
    ("variant-secretive", "Game Variants", "Experts in hand, discards face down", "variants"),
    ("faq-spice-pairs", "F.A.Q.", "two Spice-pair Spells: each Spice once per Spell", "spells"),
    ("faq-three-animals", "F.A.Q.", "two 3-different-Animals Spells and the sets", "spells"),
    ("faq-final-order", "F.A.Q.", "final decisions from the first player of the last round, "
     "clockwise", "final-scoring"),
    ("faq-gem-shifts", "F.A.Q.", "two +1/-1 Spells on one Gem", "spells"),
    ("app-score-now", "(the app)", "a lesson's score as if the game ended there", "final-scoring"),
    ("app-proposal", "(the app)", "the app proposes each player's final choices; he may "
     "change them", "final-scoring"),
    ("app-sure", "(the app)", "the proposal: the most VP a player is sure of, whatever the "
     "players after him choose", "final-scoring"),
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
