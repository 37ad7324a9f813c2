"""Self-play: whole games between bots, summed up (``python -m golden_sails selfplay``)."""

from __future__ import annotations

import math
import time
from typing import Any

from ..bots import BOTS, bot_view, make_bot
from ..game.engine import GameConfig, State, new_game, step
from ..model.errors import InputError
from ..model.rng import SplitMix64
from ..scoring import TableScore, score_table
from ..scoring.sheet_json import TableScoreJson

CATEGORIES = ("spells", "gems", "spices", "animals", "weapons", "total")


def final_score(state: State, *, explain: bool = True) -> TableScore:
    """The score sheet of a finished game (``explain=False``: numbers only)."""
    assert state.over and state.scoring is not None
    choices = {s: c for s, c in enumerate(state.scoring.decided) if c is not None}
    return score_table(state.scoring.table, choices, explain=explain)


def final_sheet(state: State) -> TableScoreJson:
    """The score sheet of a finished game, as the score pad prints it."""
    return final_score(state).to_json()


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (ties count as shares)."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = (
        z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    )
    return (max(0.0, centre - half), min(1.0, centre + half))


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def run_selfplay(
    players: int, games: int, seed: int, bots: list[str], *, rotate: bool = False
) -> dict[str, Any]:
    """Play ``games`` games of ``players`` seats; ``bots`` names one bot per
    seat, or one for all.  Each game's seed comes from ``seed``.

    ``rotate``: game g seats the bots turned by g places, so every bot plays
    from every seat (and every place in the turn order) as often; win shares
    are then reported per bot (the ``bots`` list's order), with 95% intervals.
    Every bot sees only its seat's view (golden_sails.bots).
    """
    if players not in (2, 3, 4):
        raise InputError(f"players: {players!r} is not 2, 3 or 4")
    if games < 1:
        raise InputError("games: play at least one game")
    if len(bots) == 1:
        bots = bots * players
    if len(bots) != players:
        raise InputError(f"bots: {len(bots)} names for {players} players (give 1 or {players})")
    for name in bots:
        if name not in BOTS:
            raise InputError(f"bots: unknown bot {name!r} (known: {', '.join(BOTS)})")
    seeds = SplitMix64(seed)
    sums = {category: [0] * players for category in CATEGORIES}
    wins = [0.0] * players  # per seat
    bot_wins = [0.0] * players  # per entry of ``bots``
    thinking: dict[str, list[float]] = {name: [] for name in bots}
    start = time.perf_counter()
    for g in range(games):
        turn = g % players if rotate else 0
        seated = [(turn + seat) % players for seat in range(players)]  # seat -> entry of bots
        kinds = [bots[entry] for entry in seated]
        names = tuple(f"{kind} {seat + 1}" for seat, kind in enumerate(kinds))
        game_seed = seeds.next64() >> 1
        config = GameConfig(names=names, first_player=seeds.below(players))
        seats = [make_bot(kind, seeds.next64()) for kind in kinds]
        state = new_game(config, game_seed)
        while not state.over:
            seat = state.to_act
            shown = bot_view(state, seat)
            began = time.perf_counter()
            move = seats[seat].choose(shown)
            thinking[kinds[seat]].append(time.perf_counter() - began)
            state = step(state, move)
        sheet = final_score(state, explain=False)
        for seat, row in enumerate(sheet.players):
            for category in CATEGORIES:
                sums[category][seat] += getattr(row, category)
        winners = sheet.winners
        for seat, name in enumerate(names):
            if name in winners:
                wins[seat] += 1 / len(winners)  # R18: tied winners share the victory
                bot_wins[seated[seat]] += 1 / len(winners)
    seconds = time.perf_counter() - start
    return {
        "players": players,
        "bots": bots,
        "rotate": rotate,
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
        "win_share_by_bot": [
            {
                "bot": name,
                "share": round(bot_wins[entry] / games, 4),
                "ci95": [round(x, 4) for x in wilson(bot_wins[entry], games)],
            }
            for entry, name in enumerate(bots)
        ],
        "decision_ms": {
            name: {
                "p50": round(_percentile(times, 0.5) * 1000, 2),
                "p95": round(_percentile(times, 0.95) * 1000, 2),
                "decisions": len(times),
            }
            for name, times in thinking.items()
        },
    }
