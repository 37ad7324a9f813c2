"""One whole self-played game as text, for the CPython-versus-Pyodide check.

``python3 build.py test-pyodide`` runs :func:`same_game_json` on CPython (this
file as a script) and inside Pyodide (by the Node runner beside it) and
compares the two texts byte for byte: a seed must deal and play the same game
in the browser as on the desktop.  Not a pytest module (no ``test_`` prefix):
it is run, not collected.
"""

from __future__ import annotations

import json

# Four seats, so every branch of a round (and a last-card swap) can come up.
NAMES = ("Ann", "Bo", "Cy", "Di")
SEEDS = (0, 20260101, 2**63 - 1)


def play_one(seed: int) -> dict[str, object]:
    """A game between random bots from ``seed``: its save and its final view."""
    from golden_sails.app.saves import dumps
    from golden_sails.game.engine import GameConfig, legal_moves, new_game, step
    from golden_sails.game.view import view
    from golden_sails.model.rng import SplitMix64

    state = new_game(GameConfig(names=NAMES), seed)
    rngs = [SplitMix64(seed + seat) for seat in range(len(NAMES))]
    while not state.over:
        moves = legal_moves(state)
        state = step(state, moves[rngs[state.to_act].below(len(moves))])
    # The save as the text the package writes, so its exact bytes are compared.
    return {"seed": seed, "save": dumps(state), "view": view(state, None)}


def same_game_json() -> str:
    # No sort_keys: the order the package builds its objects in is compared too.
    return json.dumps([play_one(seed) for seed in SEEDS], ensure_ascii=True)


if __name__ == "__main__":
    print(same_game_json())
