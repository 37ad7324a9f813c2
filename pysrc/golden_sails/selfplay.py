"""Self-play: whole games between bots, summed up (``python -m golden_sails selfplay``)."""

from __future__ import annotations

import time
from typing import Any

from .bots import BOTS, make_bot, play
from .engine import GameConfig, State, new_game
from .rng import SplitMix64
from .scoring import TableScore, score_table

CATEGORIES = ("spells", "gems", "spices", "animals", "weapons", "total")


def final_score(state: State, *, explain: bool = True) -> TableScore:
    """The score sheet of a finished game (``explain=False``: numbers only)."""
    assert state.over and state.scoring is not None
    choices = {s: c for s, c in enumerate(state.scoring.decided) if c is not None}
    return score_table(state.scoring.table, choices, explain=explain)


def final_sheet(state: State) -> dict[str, Any]:
    """The score sheet of a finished game, as the score pad prints it."""
    return final_score(state).to_json()


def run_selfplay(players: int, games: int, seed: int, bots: list[str]) -> dict[str, Any]:
    """Play ``games`` games of ``players`` seats; ``bots`` names one bot per
    seat, or one for all.  Each game's seed comes from ``seed``."""
    if players not in (2, 3, 4):
        raise ValueError(f"players: {players!r} is not 2, 3 or 4")
    if games < 1:
        raise ValueError("games: play at least one game")
    if len(bots) == 1:
        bots = bots * players
    if len(bots) != players:
        raise ValueError(f"bots: {len(bots)} names for {players} players (give 1 or {players})")
    for name in bots:
        if name not in BOTS:
            raise ValueError(f"bots: unknown bot {name!r} (known: {', '.join(BOTS)})")
    names = tuple(f"{bot} {seat + 1}" for seat, bot in enumerate(bots))
    seeds = SplitMix64(seed)
    sums = {category: [0] * players for category in CATEGORIES}
    wins = [0.0] * players
    start = time.perf_counter()
    for _ in range(games):
        game_seed = seeds.next64() >> 1
        config = GameConfig(names=names, first_player=seeds.below(players))
        seated = [make_bot(name, seeds.next64()) for name in bots]
        sheet = final_score(play(new_game(config, game_seed), seated), explain=False)
        for seat, row in enumerate(sheet.players):
            for category in CATEGORIES:
                sums[category][seat] += getattr(row, category)
        winners = sheet.winners
        for seat, name in enumerate(names):
            if name in winners:
                wins[seat] += 1 / len(winners)  # R18: tied winners share the victory
    seconds = time.perf_counter() - start
    return {
        "players": players,
        "bots": bots,
        "games": games,
        "seed": seed,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 1),
        "mean_score": {
            category: round(sum(values) / (games * players), 2) for category, values in sums.items()
        },
        "mean_score_per_seat": {
            category: [round(v / games, 2) for v in values] for category, values in sums.items()
        },
        "win_share": [round(w / games, 4) for w in wins],
    }
