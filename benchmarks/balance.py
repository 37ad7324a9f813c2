"""How the reconstructed deck plays: mean VP a card brings, per Good type,
in random and greedy self-play (the figures in docs/deck.md).

Run: python benchmarks/balance.py [GAMES]   (prints Markdown tables)
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "pysrc"))

from golden_sails.bots import make_bot, play
from golden_sails.game.engine import GameConfig, new_game
from golden_sails.model.cards import PILES
from golden_sails.model.deck import ANIMAL_REFERENCES
from golden_sails.tools.selfplay import final_sheet


def measure(
    bot: str, players: int, games: int, reference: str | None
) -> dict[str, tuple[float, float]]:
    """Per pile: (mean cards a player ends with, mean VP per card of that pile;
    for Weapons, mean |net| per card)."""
    cards: dict[str, int] = defaultdict(int)
    vp: dict[str, int] = defaultdict(int)
    names = tuple(f"P{i}" for i in range(players))
    for g in range(games):
        config = GameConfig(names=names, animal_reference=reference)
        state = play(new_game(config, 1000 + g), [make_bot(bot, g * 7 + s) for s in range(players)])
        sheet = final_sheet(state)
        assert state.scoring is not None
        for seat, row in enumerate(sheet["players"]):
            piles = state.scoring.table.piles[seat]
            for pile in PILES:
                cards[pile] += piles.size(pile)
                # Weapons are zero-sum (R17): what a Weapon card moves is |net|.
                vp[pile] += abs(row[pile]) if pile == "weapons" else row[pile]
    total = games * players
    return {p: (cards[p] / total, vp[p] / cards[p] if cards[p] else 0.0) for p in PILES}


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    for bot in ("random", "greedy"):
        # The greedy bot weighs every legal move by a final scoring: a fifth as many games.
        n = games if bot == "random" else max(20, games // 5)
        print(f"\n### {bot} self-play, {n} games per row\n")
        print("| players | reference | " + " | ".join(f"{p}: cards, VP/card" for p in PILES) + " |")
        print("|---|---|" + "---|" * len(PILES))
        for players in (2, 3, 4):
            for reference in (None, *ANIMAL_REFERENCES):
                if reference is not None and players != 4:
                    continue
                row = measure(bot, players, n, reference)
                cells = " | ".join(f"{c:.1f}, {v:.2f}" for c, v in row.values())
                print(f"| {players} | {reference or 'random'} | {cells} |", flush=True)


if __name__ == "__main__":
    main()
