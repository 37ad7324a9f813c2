"""Write tests/data/saves/v2-v3.json with the app as it was before save version 4.

Run with that app's code on the path, not this one's::

    git worktree add /tmp/old cf1364b
    python3 tests/data/saves/record_v2_v3.py /tmp/old > tests/data/saves/v2-v3.json

Version 3 saved each final choice as changes to the proposal its player was
shown (D18's), then a confirm; version 2 the same against D3's proposal.
Each case is a save that app wrote (version 3: ``to_save``; version 2: the
moves a player made against D3's proposal, read back by that app's
``before_d18`` path) with what that app made of it: the moves of the game it
replayed to, every decider's choices, a pending decision, the totals, where
each restore from a file fell, and for a finished game its replay link and
the link's steps (the seat and move of each, and the final rows).  Played
with the engine's own random numbers (model.rng), so nothing here depends on
Python's ``random``.
"""

from __future__ import annotations

import json
import sys
from typing import Any


def main(root: str) -> None:
    sys.path.insert(0, f"{root}/pysrc")
    from golden_sails.app import saves
    from golden_sails.app.replay_link import decode, encode
    from golden_sails.game.engine import GameConfig, State, legal_moves, new_game, step, table_of
    from golden_sails.game.moves import CONFIRM
    from golden_sails.model.deck import load_deck
    from golden_sails.model.rng import SplitMix64
    from golden_sails.scoring import score_table
    from golden_sails.teach.replays import of_game, replay_step

    names = ("Ann", "Ben", "Cas", "Dee")

    deck = load_deck()
    wanted = {"universal", "protection"}

    def spell_move(state: State, move: Any) -> bool:
        """A move that makes or takes a Universal Good or a Protection Spell as a Spell."""
        card = state.market[move.card]
        if card is None or deck[card].spell.power not in wanted:
            return False
        if move.type == "assign":
            return bool(move.expert == "sorcerer")
        on_card = state.experts[move.card]
        return move.swap == "sorcerer" or (move.swap is None and on_card[1] == 3)

    def rounds(players: int, seed: int) -> State:
        """A seeded random game to its final scoring, its players taking the
        Spells that make final choices half the times they can."""
        rng = SplitMix64(seed * 7919 + players)
        state = new_game(GameConfig(names[:players]), seed)
        while state.phase != "scoring":
            moves = legal_moves(state)
            best = [m for m in moves if spell_move(state, m)]
            if best and rng.below(2):
                moves = best
            state = step(state, moves[rng.below(len(moves))])
        return state

    def decide(state: State, rng: Any, changes: int, on: Any = None) -> State:
        """Up to ``changes`` random changes of the decider's choices (a change
        may undo an earlier one: detours are what a save of version 3 keeps),
        then a confirm.  ``on``: play them on this shadow game instead."""
        game = on if on is not None else state
        for _ in range(changes):
            moves = [m for m in legal_moves(game) if m != CONFIRM]
            if not moves:
                break
            game = step(game, moves[rng.below(len(moves))])
        return game

    def choices(c: Any) -> Any:
        return None if c is None else [list(c.universal), list(c.protection), c.side]

    def shown(doc: dict[str, Any]) -> dict[str, Any]:
        """What the app made of a save: the game it replayed to, and more."""
        saved = saves.load_game(doc)
        state = saved.state
        scoring = state.scoring
        out: dict[str, Any] = {
            "save": doc,
            "moves": [r.move.to_json() for r in state.moves()],
            "phase": state.phase,
            "to_act": state.to_act,
            "restored": [[r.moves, r.events, r.round] for r in saved.restored],
        }
        if scoring is not None:
            out["decided"] = [choices(c) for c in scoring.decided]
            out["pending"] = choices(scoring.pending)
        if state.over:
            assert scoring is not None
            chosen = dict(enumerate(scoring.decided))
            sheet = score_table(table_of(state), chosen, explain=False)  # type: ignore[arg-type]
            out["totals"] = [p.total for p in sheet.players]
            g = encode(state, saved.seats)
            again, _ = decode(g)
            replay = of_game(again, saved.seats)
            steps = []
            for at in range(1, replay.steps + 1):
                record = replay.states[at].moves()[-1]
                steps.append([record.seat, record.move.to_json()])
            last = replay_step(replay, replay.steps)
            out["link"] = g
            out["steps"] = steps
            out["result"] = [[r["seat"], r["total"], r["winner"]] for r in last["result"]["rows"]]
        return out

    def v3(state: State, seats: list[str], game: str | None, marks: list[int]) -> dict[str, Any]:
        restored = tuple(saves.Restore(m, 0, 0) for m in marks)
        return saves.to_save(state, tuple(seats), game, restored)

    def v2(config: Any, seed: int, seats: list[str], moves: list[Any]) -> dict[str, Any]:
        doc = {
            "format": "golden-sails-save",
            "version": 2,
            "config": config.to_json(),
            "seats": seats,
            "seed": seed,
            "moves": moves,
        }
        doc["digest"] = saves.digest(doc["config"], seed, moves, seats)
        return doc

    cases: dict[str, Any] = {}

    # Version 3: changes to D18's proposal, detours kept, as the app wrote them.
    for players, seed, changes, stop in (
        (2, 3, [5, 2], None),
        (2, 12, [0, 4], None),
        (3, 58, [3, 0, 6], None),
        (3, 21, [7, 1], "mid"),
        (4, 86, [2, 2, 0, 5], None),
        (4, 40, [9, 0, 3, 1], None),
        (4, 7, [1, 3], "mid"),
    ):
        rng = SplitMix64(seed)
        state = rounds(players, seed)
        marks: list[int] = []
        for i, count in enumerate(changes):
            state = decide(state, rng, count)
            if i == 0:  # restored from a file here: in the middle of the final scoring
                marks.append(len(state.moves()))
            if stop == "mid" and i == len(changes) - 1:
                break
            if state.phase == "scoring":
                state = step(state, CONFIRM)
        while state.phase == "scoring" and stop is None:
            state = step(decide(state, rng, 1), CONFIRM)
        seats = ["human"] * players if seed % 2 else ["human", *["hard"] * (players - 1)]
        name = f"v3-{players}p-{seed}" + ("-mid" if stop else "")
        cases[name] = shown(v3(state, seats, f"game-{seed:04d}", [3, *marks]))

    # Version 3 in the middle of the rounds: nothing of the final scoring yet.
    early = new_game(GameConfig(names[:3]), 99)
    rng = SplitMix64(99)
    while early.round < 6:
        moves = legal_moves(early)
        early = step(early, moves[rng.below(len(moves))])
    cases["v3-3p-99-round-6"] = shown(v3(early, ["human", "easy", "medium"], None, []))

    # Version 2: changes to D3's proposal (before D18), made on the game as its
    # decider saw it then, as the app of that time did.
    for players, seed, changes, stop in (
        (2, 5, [3, 1], None),
        (3, 44, [2, 5, 0], None),
        (4, 86, [0, 2, 4, 1], None),
        (3, 31, [1, 4], "mid"),
    ):
        rng = SplitMix64(seed + 1000)
        state = rounds(players, seed)
        moves = [r.move.to_json() for r in state.moves()]
        for i, count in enumerate(changes):
            if state.phase != "scoring":
                break
            shadow = decide(state, rng, count, on=saves._shown_before_d18(state))
            moves += [r.move.to_json() for r in shadow.moves()[len(state.moves()) :]]
            if stop == "mid" and i == len(changes) - 1:
                break
            moves.append(CONFIRM.to_json())
            state = saves._replay(state.config, state.seed, moves, [], before_d18=True)[0]
        seats = ["human"] * players
        name = f"v2-{players}p-{seed}" + ("-mid" if stop else "")
        cases[name] = shown(v2(state.config, seed, seats, moves))

    about = (
        "Saves of versions 2 and 3 as the app wrote and read them before save version 4 "
        "(commit cf1364b), with what that app made of each: the moves it replayed, every "
        "decider's choices, the totals, the restores, and a finished game's replay link "
        "and its steps. Made by tests/data/saves/record_v2_v3.py; read by tests/test_saves.py."
    )
    json.dump({"_about": about, "cases": cases}, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1])
