"""R11's proposal as it was counted before D18 (D3), kept only to read games
saved then.

Saves before version 4 held the final-scoring decisions as changes to the
proposal the player was shown (``universal``, ``protect``, ``side``, then
``confirm``); version 4 holds the values themselves.  Saves of version 1 and
2 were written while the proposal counted the players still to decide with
their Universal Goods unmoved and no Protection, and a 2-player opponent's
side at his best reply (docs/rules-decisions.md, D3, now replaced by D18).
Read against D18's proposal their changes would land elsewhere (or be
refused as no change at all), and a finished game would replay to other
scores than the ones its players saw.  :mod:`golden_sails.app.old_saves`
reads them against this proposal instead and hands the engine the choices the
player made; nothing else uses it.

It is D18's own search with every later player closed at what D3 counted
(his Universal Goods unmoved, his Protection not named, his side open in a
2-player game), and Protection chosen on the most it may lose alone, first
set in ``WEAPONS`` order on a tie (D3 had no second tie-break).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..model.table import Table
from .choices import FinalChoices
from .optimiser import best_goods, protection_masks, to_choices
from .proposal import deciding_context
from .weapons import stolen


def choices_before_d18(
    table: Table, seat: int, decided: Mapping[int, FinalChoices]
) -> FinalChoices:
    """The choices R11's proposal gave ``seat`` under D3's counting, ``decided``
    counted as decided (an entry for ``seat`` itself ignored)."""
    ctx = deciding_context(table, seat, decided)
    # D3: nobody still to decide moves a Universal Good or names a Protection.
    ctx.open = [False] * ctx.n
    assignment, side, _ = best_goods(ctx, seat)
    ways = [[a.values for a in ctx.attacks(attacker, seat)] for attacker in ctx.attackers(seat)]
    best: tuple[tuple[int, ...], int] | None = None
    for kinds, mask in protection_masks(ctx.model.players[seat].protections):
        most = sum(max(stolen(values, mask) for values in way) for way in ways)
        if best is None or most < best[1]:
            best = (kinds, most)
    assert best is not None
    return to_choices(ctx, (assignment, best[0], side))
