"""Figures for final scoring (prints, never asserts).

    python benchmarks/bench_scoring.py [--tables N] [--seed S] [--runs R]

1. ``totals`` (the R11 decisions + totals: self-play's fast path), in µs per
   table over random 4-player end tables, made by dealing the real deck
   (``load_deck``), 12 cards a player, each card into a random pile.  Warm:
   the caches as a long self-play run has them (200 tables first); cold: every
   cache cleared before each table.
2. ``score_table_json`` on the heaviest tables found (by a random search over
   tables of each shape, then fixed here), the heavy player deciding last, then
   first (his armed neighbours' Protection still to come, D18), from cold caches: best, median and
   worst of R runs, every scoring cache cleared before each run with
   ``golden_sails.scoring.clear_caches()`` (the Gem split caches, the Animal
   solvers and the search's compositions; nothing else in scoring keeps state
   between calls).  Among them the
   heaviest the exact optimiser's limit admits (``placements.MAX_PLACEMENTS``:
   four different Universal Goods, docs/rules-decisions.md D13).
3. Why the limit is there: the search for one player's Universal Goods alone
   (no score sheet), on the heaviest table the limit admits and on tables with
   a fifth and a sixth different Universal Good, which the score pad refuses.
4. Absurd Gem piles no game deals, to show the Gem search stays bounded.
5. The final-choices screen's worth of each choice (issue 32, item 6): on the
   heaviest tables, from cold caches, the proposal with its reasons (what the
   screen always did), then the sure total of every choice the heavy player
   may tap (one change to the proposal each: every other pile for each
   Universal Good, every other kind for each Protection), counted on the
   proposal's own model (``outlooks_of``) and, for comparison, each on a model
   of its own (a fresh count per choice).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pysrc"))

from golden_sails.model.cards import PILES, WEAPONS, Areas, Spell, Weapon
from golden_sails.model.deck import ANIMAL_REFERENCES, load_deck
from golden_sails.model.placements import MAX_PLACEMENTS, placements
from golden_sails.model.table import Piles, Table
from golden_sails.scoring import (
    DESTINATIONS,
    FinalChoices,
    clear_caches,
    decide_all,
    outlooks_of,
    propose,
    score_table_json,
    totals,
)
from golden_sails.scoring.context import Context, internal
from golden_sails.scoring.gems import gem_vp
from golden_sails.scoring.model import TableModel
from golden_sails.scoring.proposal import deciding_context
from golden_sails.scoring.reasons import outlook
from golden_sails.scoring.search import best_placement
from golden_sails.scoring.weapons import Values, stolen

W = Weapon
# The other three players of the heavy tables: armed, each with a Protection,
# so every seat has something to decide.
ARMED = Piles(weapons=(W("mambele", 2, 2),), spells=(Spell("protection"),))


def U(spice: str, gem: int, animal: str, weapon: Weapon) -> Spell:
    return Spell("universal", card=Areas(spice, gem, animal, weapon))


def brief_table() -> Table:
    """The shape named in the task: one player with 12 Animals, 4 Gem shifts,
    3 Universal Goods, a Protection and 12 Gems (the heaviest of 150 such)."""
    heavy = Piles(
        spices=("anise", "cloves"),
        gems=(4, 3, 8, 2, 2, 4, 3, 5, 3, 3, 1, 7),
        animals=("spider", "unicorn", "phoenix", "serpent", "phoenix", "phoenix",
                 "phoenix", "spider", "unicorn", "spider", "serpent", "serpent"),
        weapons=(W("katar", 1, 1),),
        spells=(Spell("three_animals"), Spell("protection"), Spell("gem_shift"),
                U("lotus", 7, "unicorn", W("shuriken", 0, 0)), Spell("per_good", good="gems"),
                U("pepper", 5, "phoenix", W("boomerang", 0, 0)), Spell("gem_shift"),
                U("lotus", 3, "unicorn", W("shuriken", 2, 0)), Spell("gem_shift"),
                Spell("gem_shift")),
    )  # fmt: skip
    return Table("III", ("Heavy", "North", "East", "South"), (heavy, ARMED, ARMED, ARMED), 1)


def worst_table() -> Table:
    """The heaviest table found that a deck can hold (D7: 48 cards): one player
    with all 4 Universal Goods and all 4 Gem shifts of the deck (R19), 16 Gems,
    12 Animals, a Protection (the heaviest of 150 such)."""
    heavy = Piles(
        spices=("juniper", "mint"),
        gems=(5, 5, 2, 5, 3, 4, 8, 4, 8, 2, 4, 4, 4, 3, 5, 4),
        animals=("phoenix", "spider", "serpent", "phoenix", "spider", "phoenix",
                 "unicorn", "serpent", "phoenix", "serpent", "phoenix", "phoenix"),
        weapons=(W("katar", 1, 1),),
        spells=(U("pepper", 8, "spider", W("mambele", 1, 0)), Spell("protection"),
                Spell("gem_shift"), Spell("gem_shift"),
                Spell("spice_pair", spices=("mint", "anise")),
                U("lotus", 4, "serpent", W("shuriken", 2, 1)),
                U("lotus", 3, "unicorn", W("boomerang", 1, 0)),
                U("lotus", 5, "spider", W("boomerang", 2, 0)), Spell("gem_shift"),
                Spell("five_types"), Spell("gem_shift")),
    )  # fmt: skip
    return Table("III", ("Heavy", "North", "East", "South"), (heavy, ARMED, ARMED, ARMED), 1)


def beyond_table() -> Table:
    """As :func:`worst_table` with 20 Gems: 52 cards, more than a deck holds."""
    heavy = Piles(
        spices=("juniper", "anise"),
        gems=(1, 6, 3, 2, 3, 3, 5, 8, 4, 4, 1, 1, 8, 5, 2, 8, 3, 1, 3, 3),
        animals=("spider", "unicorn", "phoenix", "unicorn", "serpent", "unicorn",
                 "serpent", "spider", "unicorn", "unicorn", "serpent", "unicorn"),
        weapons=(W("katar", 1, 1),),
        spells=(Spell("gem_shift"), U("pepper", 4, "phoenix", W("boomerang", 0, 2)),
                U("pepper", 3, "serpent", W("katar", 2, 2)),
                U("mint", 8, "phoenix", W("mambele", 1, 1)),
                Spell("weapon_boost", weapon="katar"), Spell("five_types"), Spell("gem_shift"),
                Spell("gem_shift"), Spell("gem_shift"), Spell("protection"),
                U("cloves", 2, "phoenix", W("shuriken", 1, 2))),
    )  # fmt: skip
    return Table("V", ("Heavy", "North", "East", "South"), (heavy, ARMED, ARMED, ARMED), 1)


def limit_table() -> Table:
    """The heaviest table found that the exact optimiser's limit admits (four
    different Universal Goods) and a 48-card deck can hold: all 4 Universal
    Goods and all 4 Gem shifts (R19), 20 Gems, 11 Animals under reference V, a
    Protection (the heaviest of 400 such, for the exact search)."""
    heavy = Piles(
        spices=("cloves",),
        gems=(5, 2, 8, 1, 3, 6, 7, 6, 7, 7, 7, 3, 7, 3, 8, 8, 6, 1, 8, 2),
        animals=("spider", "serpent", "phoenix", "phoenix", "unicorn", "spider",
                 "unicorn", "unicorn", "unicorn", "spider", "unicorn"),
        weapons=(W("katar", 1, 1),),
        spells=(U("pepper", 8, "serpent", W("katar", 2, 0)), Spell("protection"),
                U("anise", 7, "serpent", W("mambele", 0, 2)), Spell("gem_shift"),
                Spell("gem_shift"), U("cloves", 5, "serpent", W("boomerang", 0, 0)),
                Spell("gem_shift"), U("pepper", 1, "spider", W("boomerang", 1, 0)),
                Spell("gem_shift")),
    )  # fmt: skip
    return Table("V", ("Heavy", "North", "East", "South"), (heavy, ARMED, ARMED, ARMED), 1)


def issue_table() -> Table:
    """The issue's player: one Anise and six Universal Goods "Anise / Gem 1 /
    Unicorn / Katar 0-0" under reference III (all six to Animals: 17 VP)."""
    card = U("anise", 1, "unicorn", W("katar", 0, 0))
    me = Piles(spices=("anise",), spells=(card,) * 6)
    return Table("III", ("Andy", "Bob", "Cathy"), (me, Piles(), Piles()), 0)


def five_table() -> Table:
    """Beyond the limit: five different Universal Goods, 4 Gem shifts, 17 Gems
    (the heaviest of 400 such): refused by the score pad (3,125 placements)."""
    heavy = Piles(
        spices=("pepper",),
        gems=(8, 1, 3, 4, 1, 7, 1, 1, 1, 8, 3, 1, 1, 2, 2, 2, 1),
        animals=("unicorn", "unicorn"),
        weapons=(W("katar", 1, 1),),
        spells=(U("mint", 8, "serpent", W("mambele", 1, 2)), Spell("gem_shift"),
                Spell("protection"), Spell("gem_shift"), Spell("gem_shift"),
                U("pepper", 2, "phoenix", W("shuriken", 1, 0)),
                U("anise", 6, "unicorn", W("mambele", 0, 2)), Spell("gem_shift"),
                U("lotus", 6, "phoenix", W("boomerang", 2, 0)),
                U("cloves", 7, "unicorn", W("shuriken", 0, 1))),
    )  # fmt: skip
    return Table("IV", ("Heavy", "North", "East", "South"), (heavy, ARMED, ARMED, ARMED), 1)


def six_table() -> Table:
    """Beyond the limit: six different Universal Goods, 4 Gem shifts, 18 Gems (the
    heaviest of 400 such; 48 cards): refused by the score pad (15,625 placements)."""
    heavy = Piles(
        gems=(5, 8, 2, 6, 5, 7, 5, 6, 5, 6, 6, 6, 4, 8, 2, 6, 8, 7),
        animals=("serpent", "serpent", "phoenix", "spider", "serpent", "unicorn",
                 "spider", "unicorn", "phoenix", "serpent"),
        weapons=(W("katar", 1, 1),),
        spells=(U("anise", 6, "unicorn", W("shuriken", 0, 0)),
                U("mint", 4, "phoenix", W("shuriken", 0, 0)), Spell("protection"),
                Spell("gem_shift"), Spell("weapon_boost", weapon="mambele"),
                U("lotus", 4, "serpent", W("boomerang", 2, 0)), Spell("gem_shift"),
                U("juniper", 7, "unicorn", W("boomerang", 0, 0)),
                U("pepper", 5, "unicorn", W("katar", 1, 1)),
                Spell("per_animal", animal="phoenix"), Spell("gem_shift"),
                U("pepper", 2, "phoenix", W("mambele", 1, 2)), Spell("gem_shift")),
    )  # fmt: skip
    return Table("I", ("Heavy", "North", "East", "South"), (heavy, ARMED, ARMED, ARMED), 1)


def first(table: Table) -> Table:
    """The table with seat 0 (the heavy player) first to decide: every other seat,
    armed and holding a Protection, is still to decide when he does (D18)."""
    return Table(table.animal_reference, table.names, table.piles, 0)


def random_table(rng: random.Random, players: int = 4) -> Table:
    deck = list(load_deck())
    rng.shuffle(deck)
    piles = []
    for seat in range(players):
        own: dict[str, list[Any]] = {pile: [] for pile in PILES}
        for card in deck[seat * 12 : (seat + 1) * 12]:
            pile = rng.choice(PILES)
            area = {
                "spells": card.spell, "gems": card.gem, "spices": card.spice,
                "animals": card.animal, "weapons": card.weapon,
            }[pile]  # fmt: skip
            own[pile].append(area)
        piles.append(
            Piles(
                spices=tuple(own["spices"]),
                gems=tuple(own["gems"]),
                animals=tuple(own["animals"]),
                weapons=tuple(own["weapons"]),
                spells=tuple(own["spells"]),
            )
        )
    return Table(
        animal_reference=rng.choice(ANIMAL_REFERENCES),
        names=tuple(f"P{i + 1}" for i in range(players)),
        piles=tuple(piles),
        first_player=rng.randrange(players),
    )


def timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def bench_totals(tables: int, seed: int) -> None:
    rng = random.Random(seed)
    pool = [random_table(rng) for _ in range(tables)]
    clear_caches()
    for table in pool[:200]:  # warm the caches as a running self-play would
        totals(table)
    warm = [timed(lambda t=table: totals(t)) * 1e6 for table in pool]
    cold = []
    for table in pool[: min(tables, 300)]:
        clear_caches()
        cold.append(timed(lambda t=table: totals(t)) * 1e6)
    q = statistics.quantiles(warm, n=100)
    print(f"totals(), {tables} random 4-player end tables (real deck, 12 cards a player):")
    print(
        f"  warm caches: mean {statistics.fmean(warm):.1f} µs, median {q[49]:.1f} µs,"
        f" p99 {q[98]:.1f} µs, max {max(warm):.1f} µs"
    )
    print(
        f"  cold caches: mean {statistics.fmean(cold):.1f} µs, max {max(cold):.1f} µs"
        f" ({len(cold)} tables, every cache cleared before each)"
    )


def cpu_timed(fn: Callable[[], object]) -> tuple[float, float]:
    """(wall, CPU) seconds: on a shared machine the process's CPU time is the
    steadier figure, the wall time what a player waits."""
    start, cpu = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - start, time.process_time() - cpu


def spread(times: list[tuple[float, float]]) -> str:
    wall = [w * 1e3 for w, _ in times]
    cpu = [c * 1e3 for _, c in times]
    return (
        f"best {min(wall):.2f} ms, median {statistics.median(wall):.2f} ms,"
        f" worst {max(wall):.2f} ms (CPU best {min(cpu):.2f} ms)"
    )


def bench_heavy(runs: int) -> None:
    print(f"score_table_json() from cold caches (cleared before each of {runs} runs):")
    for label, make in [
        ("task's shape: 12 Animals, 4 shifts, 3 Universal Goods, 12 Gems", brief_table),
        ("worst found in a deck (48 cards): 4 Universal Goods, 4 shifts, 16 Gems", worst_table),
        (
            "heaviest the limit admits (48 cards): 4 different Universal Goods, 4 shifts, 20 Gems",
            limit_table,
        ),
        ("the issue's six identical Universal Goods (210 placements)", issue_table),
        ("beyond a deck (52 cards): 4 Universal Goods, 4 shifts, 20 Gems", beyond_table),
        # D18: deciding first, the heavy player counts his neighbours' Protection
        # at its worst for every placement of his Universal Goods.
        ("worst found in a deck, the heavy player deciding first", lambda: first(worst_table())),
        ("heaviest the limit admits, deciding first", lambda: first(limit_table())),
    ]:
        table = make()
        times: list[tuple[float, float]] = []
        for _ in range(runs):
            clear_caches()
            times.append(cpu_timed(lambda t=table: score_table_json(t)))
        print(f"  {label}: {spread(times)}")


def search_alone(table: Table) -> None:
    """Seat 0's Universal Goods, everyone undecided: the exact search, no limit
    checked (that is the optimiser's and the score pad's job)."""
    ctx = Context.undecided(TableModel(table))
    left, right = ctx.neighbours(0)

    def steal(values_left: Values, values_right: Values) -> tuple[int, int, int]:
        took = stolen(values_left, ctx.masks[left]) + stolen(values_right, ctx.masks[right])
        return -1, took, 0

    best_placement(ctx.model.players[0], steal)


def bench_limit(runs: int) -> None:
    print(f"The search for one player's Universal Goods alone, cold caches ({runs} runs):")
    for label, make in [
        ("heaviest the limit admits: 4 different (625 placements)", limit_table),
        ("refused: 5 different (3,125 placements)", five_table),
        ("refused: 6 different (15,625 placements)", six_table),
    ]:
        table = make()
        count = placements(c for s in table.piles[0].spells if (c := s.card) is not None)
        times: list[tuple[float, float]] = []
        for _ in range(runs):
            clear_caches()
            times.append(cpu_timed(lambda t=table: search_alone(t)))
        fault = "refused by the score pad" if count > MAX_PLACEMENTS else "admitted"
        print(f"  {label}, {fault}: {spread(times)}")


def bench_absurd() -> None:
    print("Absurd Gem piles (no game deals them), cold caches:")
    cases = [
        ((40, 0, 0, 0, 0, 0, 0, 0), 20),
        ((5, 5, 6, 4, 5, 5, 5, 5), 20),
        ((6, 6, 2, 2, 1, 1, 3, 4), 20),
        ((7, 5, 10, 5, 0, 5, 2, 4), 6),
        ((0, 4, 11, 5, 12, 4, 0, 5), 7),
    ]
    for counts, shifts in cases:
        clear_caches()
        pile = tuple(c + 1 for c in range(8) for _ in range(counts[c]))
        seconds = timed(lambda p=pile, s=shifts: gem_vp(p, s))
        print(f"  {len(pile)} Gems {counts}, {shifts} shifts: {seconds * 1e3:.1f} ms")


def one_change_each(chosen: FinalChoices) -> list[FinalChoices]:
    """Every choice one tap away from ``chosen``: each Universal Good to each other
    pile, each Protection to each other kind, the other side."""
    out = []
    for k, pile in enumerate(chosen.universal):
        for other in DESTINATIONS:
            if other != pile:
                moved = chosen.universal[:k] + (other,) + chosen.universal[k + 1 :]
                out.append(FinalChoices(moved, chosen.protection, chosen.side))
    for k, kind in enumerate(chosen.protection):
        for other in WEAPONS:
            if other != kind:
                named = chosen.protection[:k] + (other,) + chosen.protection[k + 1 :]
                out.append(FinalChoices(chosen.universal, named, chosen.side))
    if chosen.side is not None:
        other_side = "right" if chosen.side == "left" else "left"
        out.append(FinalChoices(chosen.universal, chosen.protection, other_side))
    return out


def bench_worth(runs: int) -> None:
    print(f"The final-choices screen, the heavy player deciding, cold caches ({runs} runs):")
    for label, make in [
        ("worst found in a deck, deciding last", worst_table),
        ("heaviest the limit admits, deciding last", limit_table),
        ("worst found in a deck, deciding first", lambda: first(worst_table())),
        ("heaviest the limit admits, deciding first", lambda: first(limit_table())),
    ]:
        table = make()
        everyone = decide_all(table)
        order = table.decision_order()
        decided = {s: everyone[s] for s in order[: order.index(0)]}
        options = one_change_each(everyone[0])
        proposal_times, worth_times, fresh_times = [], [], []
        for _ in range(runs):
            clear_caches()
            proposal_times.append(cpu_timed(lambda t=table, d=decided: propose(t, 0, d)))
            worth_times.append(
                cpu_timed(lambda t=table, d=decided, o=options: outlooks_of(t, 0, o, d))
            )
            clear_caches()
            propose(table, 0, decided)
            fresh_times.append(
                cpu_timed(
                    lambda t=table, d=decided, o=options: [
                        outlook(deciding_context(t, 0, d), 0, internal(c)) for c in o
                    ]
                )
            )
        print(f"  {label}, {len(options)} choices:")
        print(f"    the proposal and its reasons: {spread(proposal_times)}")
        print(f"    then the worth of every choice, on its model: {spread(worth_times)}")
        print(f"    (each choice counted afresh instead: {spread(fresh_times)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}")
    bench_totals(args.tables, args.seed)
    bench_heavy(args.runs)
    bench_limit(args.runs)
    bench_absurd()
    bench_worth(args.runs)


if __name__ == "__main__":
    main()
