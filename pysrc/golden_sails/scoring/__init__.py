"""Final scoring (R11-R18): the optimal final choices, the score sheet and its reasons.

The public API:

- :class:`FinalChoices`, :func:`choice_options`: what a player decides (R11, R12, R17);
- :func:`propose`: one player's best choices given those already made, with reasons (R11, D18);
- :func:`outlook_of`: what any choices of his leave him, sure and at best (D18);
  :func:`outlooks_of`, the same for several (each final choice he may tap);
- :func:`decide_all`: every player's choices in R11 order;
- :func:`score_table`: the score sheet for given choices; ``to_json()`` is score-json.md;
  :func:`final_piles`: one player's piles with his Universal Goods moved (R12);
- :func:`score_table_json`: ``decide_all`` + ``score_table`` + ``to_json``;
- :func:`totals`: the fast path for self-play, totals only; :func:`scores`, the
  same by category, with each player's choices.

Modules: :mod:`.spices` (R15), :mod:`.gems` (R14), :mod:`.animals` (R16, R13's
sets of three), :mod:`.weapons` (R17), :mod:`.spells` (R13), :mod:`.model`
(one player's VP by where his Universal Goods go, R12), :mod:`.context`
(what a deciding player counts on, R11), :mod:`.optimiser` (R11's choices),
:mod:`.search` (the exact search for where Universal Goods go),
:mod:`.proposal` (one proposal with reasons), :mod:`.reasons` (the sentences),
:mod:`.sheet` (the sheet, R18), :mod:`.byid` (totals from card ids, for the
engine's table and the playout).

Layer: above :mod:`golden_sails.model` only; may import nothing else of the
package.  Each Good's rule (spices, gems, animals, weapons) knows no other's.
"""

from . import animals, gems, proposal, search
from .choices import (
    DESTINATIONS,
    ChoiceOptions,
    FinalChoices,
    Proposal,
    ScoringError,
    choice_options,
)
from .optimiser import Scores, decide_all, scores, totals
from .proposal import best_choices, outlook_of, outlooks_of, propose
from .reasons import Outlook, Risk
from .sheet import PlayerScore, TableScore, final_piles, score_table, score_table_json


def clear_caches() -> None:
    """Forget everything scoring remembers (Gem splits and bounds, Animal splits
    and orders, the search's compositions, the latest proposals): for measuring
    cold-cache times;
    results never depend on it."""
    gems.clear_caches()
    animals.clear_caches()
    search.compositions.cache_clear()
    proposal.clear_caches()


__all__ = [
    "DESTINATIONS",
    "ChoiceOptions",
    "FinalChoices",
    "Outlook",
    "PlayerScore",
    "Proposal",
    "Risk",
    "Scores",
    "ScoringError",
    "TableScore",
    "best_choices",
    "choice_options",
    "clear_caches",
    "decide_all",
    "final_piles",
    "outlook_of",
    "outlooks_of",
    "propose",
    "score_table",
    "score_table_json",
    "scores",
    "totals",
]
