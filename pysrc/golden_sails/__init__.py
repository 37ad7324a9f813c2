"""Golden Sails: the rules core, in pure Python (standard library only).

The package's face, for a program that plays or scores a game::

    from golden_sails import GameConfig, new_game, legal_moves, step, view

    state = new_game(GameConfig(names=("Ann", "Ben")), seed=7)
    state = step(state, legal_moves(state)[0])
    view(state, 0)  # what seat 0 may see, as plain JSON

A move is a :class:`Move` (``Move.from_json`` reads one, ``to_json`` writes
it); ``score_table`` (with ``decide_all``) scores the table ``table_of`` a state
(R11-R18); ``make_bot`` seats a computer player; ``sample_world`` deals a game
that fits what one seat sees; ``InputError`` is the base of every refusal (a
bad move, save, link or file).  The layers underneath (model, scoring, game, bots, app,
teach, tools, then the bridge) are described in docs/architecture.md.

These names are the layers' own: the page's bridge imports all of them anyway,
so importing them here costs the app nothing.
"""

__version__ = "0.1.0"  # before the imports: the command line reads it

from .bots import make_bot
from .bots.world import sample_world
from .game.engine import GameConfig, GameError, State, legal_moves, new_game, step, table_of
from .game.moves import Move
from .game.view import view
from .model.errors import InputError
from .scoring import decide_all, score_table

__all__ = [
    "GameConfig",
    "GameError",
    "InputError",
    "Move",
    "State",
    "decide_all",
    "legal_moves",
    "make_bot",
    "new_game",
    "sample_world",
    "score_table",
    "step",
    "table_of",
    "view",
]
