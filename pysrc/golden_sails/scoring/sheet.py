"""The score sheet: every player's VP per category with the reasons, and the winners (R18).

``TableScore.to_json()`` is the output of ``python -m golden_sails score``
(``shared/spec/score-json.md``): integer VP per category, the total, and under
``choices`` what was decided, as data and in words, with how each category
was scored.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from ..model.cards import SIDES, WEAPONS
from ..model.glossary import PROTECTION_FROM, capitalised, kind_name, kind_plural, spell_name
from ..model.i18n import _, figure, item_list, ngettext, sequence_text, signed, word_list
from ..model.table import Piles, Table
from .animals import AnimalScore, animal_score
from .choices import DESTINATIONS, FinalChoices, check_all, check_choices
from .context import Context, internal
from .gems import gem_score
from .model import Own, TableModel
from .optimiser import decide_all
from .reasons import decision_reasons, describe_card
from .sheet_json import (
    AnimalsScore,
    CategoryScores,
    Exchange,
    KindVp,
    PlayerDetail,
    PlayerScoreJson,
    SpellsScore,
    TableScoreJson,
    WeaponCardScore,
    WeaponsScore,
)
from .spells import PileCounts, spell_reason, spell_vp
from .spices import spice_kinds
from .weapons import BOOST, WEAPON_INDEX, Values, nets


@dataclass(frozen=True, slots=True)
class PlayerScore:
    seat: int
    name: str
    spells: int
    gems: int
    spices: int
    animals: int
    weapons: int
    weapon_cards: int  # after Universal Goods moved: R18's second tie-break
    choices: FinalChoices
    detail: PlayerDetail | None  # None: scored without the reasons (``explain=False``)

    @property
    def total(self) -> int:
        return self.spells + self.gems + self.spices + self.animals + self.weapons

    def to_json(self) -> PlayerScoreJson:
        # A sheet scored with explain=False has numbers only: no one writes it out.
        assert self.detail is not None
        return {
            "name": self.name,
            "spells": self.spells,
            "gems": self.gems,
            "spices": self.spices,
            "animals": self.animals,
            "weapons": self.weapons,
            "total": self.total,
            "choices": self.detail,
        }


@dataclass(frozen=True, slots=True)
class TableScore:
    players: tuple[PlayerScore, ...]
    winners: tuple[str, ...]

    def to_json(self) -> TableScoreJson:
        return {"players": [p.to_json() for p in self.players], "winners": list(self.winners)}

    def verdict(self) -> str:
        return verdict(self.players)


class Ranked(Protocol):
    """What R18 reads of a player's row: the score pad's quick rows rank the same way."""

    @property
    def name(self) -> str: ...
    @property
    def total(self) -> int: ...
    @property
    def weapons(self) -> int: ...
    @property
    def weapon_cards(self) -> int: ...


def winners(players: Sequence[Ranked]) -> tuple[str, ...]:
    """R18: most VP; then the lower Weapon score; then fewer Weapon cards; else all share."""
    best = min((-p.total, p.weapons, p.weapon_cards) for p in players)
    return tuple(p.name for p in players if (-p.total, p.weapons, p.weapon_cards) == best)


def _names(players: Sequence[Ranked]) -> str:
    return word_list([p.name for p in players])


def _kinds(kinds: Sequence[str]) -> str:
    """Spice or Animal kinds enumerated in a score line ("Unicorn, Phoenix, Spider")."""
    return item_list([kind_name(k) for k in kinds])


def verdict(players: Sequence[Ranked]) -> str:
    """Who won, and which step of R18 decided it, in a player's words."""
    top = max(p.total for p in players)
    tied = [p for p in players if p.total == top]
    if len(tied) == 1:
        return _("{player} wins with {vp} VP.").format(player=tied[0].name, vp=figure(top))
    # The verdict's sentences, each ending with a space before the next.
    # Translators: the verdict under the final scores, a sentence of its own with a space after it
    # (the next sentence follows): {players} lists the tied players' names ("Ann and Ben").
    text = _("{players} tie on {vp} VP. ").format(players=_names(tied), vp=figure(top))
    low = min(p.weapons for p in tied)
    armed = [p for p in tied if p.weapons == low]
    if len(armed) == 1:
        others = item_list([f"{p.name} {signed(p.weapons)}" for p in tied if p is not armed[0]])
        # Translators: the verdict's last sentence: {low} is the winner's Weapon score, signed
        # ("+2"); {others} the other tied players' names each with their Weapon score ("Ben +4, Cat
        # +5").
        return text + _(
            "{player} wins the tie with the lower Weapon score ({low} against {others})."
        ).format(player=armed[0].name, low=signed(low), others=others)
    text += (
        # Translators: a sentence of the verdict, with a space after it: {players} lists the names
        # of the tied players with the lower Weapon score; {low} that score, signed ("+2").
        _("{players} have the same Weapon score ({low}). ").format(
            players=_names(armed), low=signed(low)
        )
        if len(armed) < len(tied)
        # Translators: a sentence of the verdict, with a space after it: {low} is the tied players'
        # Weapon score, signed ("+2").
        else _("Their Weapon scores are equal too ({low}). ").format(low=signed(low))
    )
    fewest = min(p.weapon_cards for p in armed)
    last = [p for p in armed if p.weapon_cards == fewest]
    # Translators: fills the verdict's sentences about the tie's last step ("fewer Weapon cards (2
    # Weapon cards)", "have 2 Weapon cards each").
    cards = ngettext("{n} Weapon card", "{n} Weapon cards", fewest).format(n=fewest)
    if len(last) == 1:
        # Translators: the verdict's last sentence: {cards} is how many Weapon cards the winner
        # holds ("2 Weapon cards", its own message).
        return text + _("{player} wins the tie with fewer Weapon cards ({cards}).").format(
            player=last[0].name, cards=cards
        )
    # Translators: the verdict's last sentence: {players} lists the names of the players still tied
    # ("Ann and Ben"); {cards} how many Weapon cards each holds ("2 Weapon cards", its own message).
    return text + _("{players} have {cards} each: they share the victory.").format(
        players=_names(last), cards=cards
    )


def _spells_detail(piles: Piles, vp: int) -> SpellsScore:
    counts = PileCounts.of(piles)
    return {
        "vp": vp,
        "cards": [
            {
                "spell": spell.to_json(),
                "description": spell.describe(),
                "vp": spell_vp(spell, counts),
                "why": spell_reason(spell, counts),
            }
            for spell in piles.spells
        ],
        "lines": [],  # category_lines's, once every category is scored
    }


def _all_zero(kind: str, n: int) -> str:
    """Two or more Weapons of one kind (R17): one counted sentence per kind, so a
    language gives the kind the case and number its count asks ("5 katarów")."""
    match kind:
        case "boomerang":
            text = ngettext(
                "{n} Boomerang: all count 0, still Weapon cards",
                "{n} Boomerangs: all count 0, still Weapon cards",
                n,
            )
        case "mambele":
            text = ngettext(
                "{n} Mambele: all count 0, still Weapon cards",
                "{n} Mambeles: all count 0, still Weapon cards",
                n,
            )
        case "shuriken":
            text = ngettext(
                "{n} Shuriken: all count 0, still Weapon cards",
                "{n} Shurikens: all count 0, still Weapon cards",
                n,
            )
        case "katar":
            text = ngettext(
                "{n} Katar: all count 0, still Weapon cards",
                "{n} Katars: all count 0, still Weapon cards",
                n,
            )
        case _:
            raise KeyError(kind)
    return text.format(n=n)


def _weapon_cards(piles: Piles, boosts: tuple[int, ...], own: Own) -> list[WeaponCardScore]:
    """Each Weapon card with the values it counts for (the model's, R17) and why."""
    count = [0] * len(WEAPONS)
    for w in piles.weapons:
        count[WEAPON_INDEX[w.kind]] += 1
    out = []
    for w in piles.weapons:
        i = WEAPON_INDEX[w.kind]
        card: WeaponCardScore = {
            "weapon": w.describe(),
            "kind": w.kind,
            "left": w.left,
            "right": w.right,
            "counts_as": {"left": own.left[i], "right": own.right[i]},
        }
        if count[i] > 1:
            card["why"] = _all_zero(w.kind, count[i])
        elif boosts[i]:
            card["why"] = ngettext(
                "+{vp} on both sides by {n} reinforcement Spell",
                "+{vp} on both sides by {n} reinforcement Spells",
                boosts[i],
            ).format(vp=BOOST * boosts[i], n=boosts[i])
        out.append(card)
    return out


def _by_kind(values: Values, protected: int) -> list[KindVp]:
    out: list[KindVp] = []
    for i, kind in enumerate(WEAPONS):
        if not values[i]:
            continue
        if protected >> i & 1:
            out.append({"kind": kind, "vp": 0, "protected": True})
        else:
            out.append({"kind": kind, "vp": values[i]})
    return out


def _weapons_detail(ctx: Context, seat: int, owns: list[Own], net: int) -> WeaponsScore:
    names = ctx.model.table.names
    player = ctx.model.players[seat]
    piles = player.final_piles(ctx.assign[seat])
    me = owns[seat]
    exchanges: list[Exchange] = []
    why = []
    if ctx.n == 2:
        other = 1 - seat
        pairs = [(other, "opponent", ctx.sides[seat], ctx.sides[other])]
    else:
        left, right = ctx.neighbours(seat)
        pairs = [(left, "left", 0, 1), (right, "right", 1, 0)]
    for other, where, my_side, their_side in pairs:
        mine = me.left if my_side == 0 else me.right
        theirs = owns[other].left if their_side == 0 else owns[other].right
        stolen = _by_kind(mine, ctx.masks[other])
        lost = _by_kind(theirs, ctx.masks[seat])
        took = sum(k["vp"] for k in stolen)
        gave = sum(k["vp"] for k in lost)
        exchange: Exchange = {
            "with": names[other],
            "seat": other,
            "neighbour": where,
            "stolen": took,
            "lost": gave,
            "stolen_by": stolen,
            "lost_to": lost,
        }
        if ctx.n == 2:
            exchange["sides"] = {"own": SIDES[my_side], "theirs": SIDES[their_side]}
        exchanges.append(exchange)
        if ctx.n > 2:
            line = (
                # Translators: a line of the score sheet: {other} is the name of the player's left
                # neighbour; {took} and {gave} are VP.
                _("{player} steals {took} VP from {other} (left neighbour); {other} steals"
                  " {gave} VP from {player}")
                if where == "left"
                # Translators: a line of the score sheet: {other} is the name of the player's right
                # neighbour; {took} and {gave} are VP.
                else _("{player} steals {took} VP from {other} (right neighbour); {other} steals"
                       " {gave} VP from {player}")
            )  # fmt: skip
        else:
            line = (
                # Translators: a line of the score sheet: {other} is the name of the opponent (2
                # players); {took} and {gave} are VP.
                _("{player} steals {took} VP from {other} with the left side; {other} steals"
                  " {gave} VP from {player}")
                if SIDES[my_side] == "left"
                # Translators: a line of the score sheet: {other} is the name of the opponent (2
                # players); {took} and {gave} are VP.
                else _("{player} steals {took} VP from {other} with the right side; {other}"
                       " steals {gave} VP from {player}")
            )  # fmt: skip
        why.append(line.format(player=names[seat], other=names[other], took=took, gave=gave))
    protected = [WEAPONS[k] for k in range(len(WEAPONS)) if ctx.masks[seat] >> k & 1]
    return {
        "vp": net,
        "cards": _weapon_cards(piles, player.boosts, me),
        "protected_from": protected,
        "exchanges": exchanges,
        "why": why,
        "lines": [],
    }


def _animals_detail(score: AnimalScore, final: Piles, taken: Piles) -> AnimalsScore:
    """The Animal VP with the pile as scored: the Animals taken, then those moved on
    top (R12), under reference V in the order that scores most (D12)."""
    moved = list(final.animals[len(taken.animals) :])
    pile = list(final.animals)
    base = score.to_json()
    # (mypy asks each optional key to be written out beside a "**": the Animal
    # score's keys are its to_json's, which has neither moved_on_top nor why.)
    if not moved:
        return {**base, "pile": pile, "lines": []}  # type: ignore[typeddict-item]
    if score.reference.kind == "sequence" and len(moved) > 1:
        # Translators: a line of the score sheet: {animals} lists the Animals moved on top, by their
        # names, in the order that scores most ("Unicorn, Phoenix").
        why = _(
            "{animals}: the order that scores most"
            " (several Universal Goods may be moved in any order)"
        ).format(animals=_kinds(moved))
        return {**base, "pile": pile, "moved_on_top": moved, "why": why, "lines": []}
    return {**base, "pile": pile, "moved_on_top": moved, "lines": []}  # type: ignore[typeddict-item]


def _player_detail(
    ctx: Context, seat: int, choices: FinalChoices, owns: list[Own], net: int
) -> PlayerDetail:
    names = ctx.model.table.names
    player = ctx.model.players[seat]
    assignment = ctx.assign[seat]
    piles = player.final_piles(assignment)
    own = owns[seat]
    gems = gem_score(piles.gems, player.shifts)
    animals = animal_score(ctx.model.reference, piles.animals)
    decision = internal(choices)
    total = own.goods + net
    scoring: CategoryScores = {
        "spells": _spells_detail(piles, own.spells),
        "gems": {
            "vp": gems.vp,
            "pile": list(piles.gems),
            "runs": [list(run) for run in gems.runs],
            "shifts": [m.to_json() for m in gems.shifts],
            "shift_spells": gems.spells,
            "vp_without_shifts": gems.vp_without_shifts,
            "lines": [],
        },
        "spices": {
            "vp": own.spices,
            "kinds": spice_kinds(piles.spices),
            "pile": list(piles.spices),
            "lines": [],
        },
        "animals": _animals_detail(animals, piles, player.piles),
        "weapons": _weapons_detail(ctx, seat, owns, net),
    }
    # The explanation and the fast path must agree (both exact); a mismatch is a bug.
    assert gems.vp == own.gems and animals.vp == own.animals
    lines = category_lines(scoring)
    scoring["spells"]["lines"] = lines["spells"]
    scoring["gems"]["lines"] = lines["gems"]
    scoring["spices"]["lines"] = lines["spices"]
    scoring["animals"]["lines"] = lines["animals"]
    scoring["weapons"]["lines"] = lines["weapons"]
    return {
        # Translators: a player's score sheet in one line: {total} is his total VP; {spells},
        # {gems}, {spices}, {animals} and {weapons} each Good type's VP.
        "summary": _(
            "{player}: {total} VP (Spells {spells}, Gems {gems}, Spices {spices},"
            " Animals {animals}, Weapons {weapons})"
        ).format(
            player=names[seat],
            total=figure(total),
            spells=own.spells,
            gems=own.gems,
            spices=own.spices,
            animals=own.animals,
            weapons=signed(net),
        ),
        **choices.to_json(),
        "universal_goods": [
            {"card": card.to_json(), "description": describe_card(card), "to": DESTINATIONS[d]}
            for card, d in zip(player.universals, assignment, strict=True)
        ],
        "gem_shifts": [m.to_json() for m in gems.shifts],
        "why": decision_reasons(ctx, seat, decision),
        "scoring": scoring,
    }


def lines_of(scoring: CategoryScores, category: str) -> list[str]:
    """One category's sentences, by its name (a TypedDict's key, looked up by a value)."""
    named: dict[str, list[str]] = {
        "spells": scoring["spells"]["lines"], "gems": scoring["gems"]["lines"],
        "spices": scoring["spices"]["lines"], "animals": scoring["animals"]["lines"],
        "weapons": scoring["weapons"]["lines"],
    }  # fmt: skip
    return named[category]


def vp_of(player: PlayerScoreJson, category: str) -> int:
    """One category's VP of a player's row, by its name (or ``total``)."""
    named = {
        "spells": player["spells"], "gems": player["gems"], "spices": player["spices"],
        "animals": player["animals"], "weapons": player["weapons"], "total": player["total"],
    }  # fmt: skip
    return named[category]


def category_lines(scoring: CategoryScores) -> dict[str, list[str]]:
    """How each category's VP came about, in sentences (from the sheet's data):
    the page shows these as they are."""
    spells, gems, spices = scoring["spells"], scoring["gems"], scoring["spices"]
    animals, weapons = scoring["animals"], scoring["weapons"]
    out: dict[str, list[str]] = {}
    out["spells"] = [
        # Translators: a Spell's line on the score sheet: {spell} is its name, {why} how it scores,
        # a phrase ("3 Spells (this one included) x 2 VP = 6 VP").
        _("{spell}: {why}").format(spell=c["description"], why=c["why"])
        for c in spells["cards"]
        # Translators: a score sheet's line in the Spells category, when the player has none.
    ] or [_("No Spells.")]
    lines = [
        # Translators: a line of the score sheet: {sequence} is the sequence as its classes
        # ("3-4-5").
        ngettext(
            "Sequence {sequence}: {n} Gem x {n} = {vp} VP",
            "Sequence {sequence}: {n} Gems x {n} = {vp} VP",
            len(run),
        ).format(sequence=sequence_text(run), n=len(run), vp=len(run) ** 2)
        for run in gems["runs"]
    ]
    shift = spell_name("gem_shift")
    for moved in gems["shifts"]:
        fields = {"spell": shift, "gem": moved["gem"], "to": moved["to"], "n": moved["spells"]}
        lines.append(
            # Translators: a line of the score sheet: {gem} is the Gem's class before, {to} after
            # (the Gem itself, as "a 4 becomes a 5").
            ngettext(
                "{spell}: a {gem} becomes a {to} ({n} Spell)",
                "{spell}: a {gem} becomes a {to} ({n} Spells)",
                moved["spells"],
            ).format(**fields)
            if moved["spells"] > 1
            # Translators: a line of the score sheet: {gem} is the Gem's class before, {to} after
            # (the Gem itself, as "a 4 becomes a 5").
            else _("{spell}: a {gem} becomes a {to}").format(**fields)
        )
    if gems["shift_spells"] and not gems["shifts"]:
        count = gems["shift_spells"]
        lines.append(
            ngettext(
                '{n} "{spell}" Spell unused: no change helps',
                '{n} "{spell}" Spells unused: no change helps',
                count,
            ).format(n=count, spell=shift)
        )
    if gems["vp_without_shifts"] != gems["vp"]:
        lines.append(
            _('Without "{spell}": {vp} VP').format(spell=shift, vp=gems["vp_without_shifts"])
        )
    # Translators: a score sheet's line in the Gems category, when the player has none.
    out["gems"] = lines or [_("No Gems.")]
    if spices["pile"]:
        kinds = spices["kinds"]
        lines = [
            # Translators: a line of the score sheet: {kinds} lists the Spice kinds' names ("Mint,
            # Lotus").
            ngettext(
                "{n} different kind ({kinds}): {vp} VP",
                "{n} different kinds ({kinds}): {vp} VP",
                len(kinds),
            ).format(n=len(kinds), kinds=_kinds(kinds), vp=spices["vp"])
        ]
        extra = len(spices["pile"]) - len(kinds)
        if extra:
            lines.append(
                ngettext(
                    "{n} Spice repeats a kind: no VP", "{n} Spices repeat a kind: no VP", extra
                ).format(n=extra)
            )
        out["spices"] = lines
    else:
        # Translators: a score sheet's line in the Spices category, when the player has none.
        out["spices"] = [_("No Spices.")]
    if animals["pile"]:
        pile = _kinds(animals["pile"])
        lines = [
            # Translators: a line of the score sheet: {reference} is the Animal reference's numeral,
            # I to V; {pile} lists the player's Animals, by their names, oldest first.
            _("Animal reference {reference}, pile: {pile}").format(
                reference=animals["reference"], pile=pile
            )
        ]
        if animals.get("moved_on_top"):
            lines.append(
                animals.get("why")
                # Translators: a line of the score sheet: {animals} lists the Animals moved on top
                # by Universal Goods, by their names.
                or _("Moved on top: {animals}").format(animals=_kinds(animals["moved_on_top"]))
            )
        if "steps" in animals:
            lines += [
                # Translators: a line of the score sheet: (Animal reference V, a sequence) {animal}
                # and {next} are two Animals' names, one after the other in the pile.
                _("{animal} then {next}: {vp} VP").format(
                    animal=kind_name(s["animal"]), next=kind_name(s["next"]), vp=s["vp"]
                )
                for s in animals["steps"]
            ]
            lines.append(
                # Translators: a line of the score sheet: {animal} is the Animal's name.
                _("The last Animal ({animal}) scores nothing.").format(
                    animal=kind_name(animals["pile"][-1])
                )
            )
        else:
            lines += [
                # Translators: a line of the score sheet: {set} is the set the reference pays for
                # ("3 different Animals", its own message); {animals} lists the Animals in it, by
                # their names.
                _("{set}: {animals}: {vp} VP").format(
                    set=s["set"],
                    animals=_kinds(s["animals"]),
                    vp=s["vp"],
                )
                for s in animals["sets"]
            ]
            if animals["unused"]:
                lines.append(
                    # Translators: a line of the score sheet: {animals} lists the Animals in no set,
                    # by their names.
                    _("In no set: {animals}").format(animals=_kinds(animals["unused"]))
                )
        out["animals"] = lines
    else:
        # Translators: a score sheet's line in the Animals category, when the player has none.
        out["animals"] = [_("No Animals.")]
    lines = [
        (
            # Translators: a line of the score sheet: {weapon} is the Weapon card in words ("Katar
            # 2-0"); {left} and {right} the values it counts for; {why} why they differ from its
            # own, a phrase ("+2 on both sides by 1 reinforcement Spell").
            _("{weapon}: counts {left}-{right} ({why})")
            if "why" in c
            # Translators: a line of the score sheet: {weapon} is the Weapon card in words ("Katar
            # 2-0"); {left} and {right} the values it counts for.
            else _("{weapon}: counts {left}-{right}")
        ).format(
            weapon=c["weapon"],
            left=figure(c["counts_as"]["left"]),
            right=figure(c["counts_as"]["right"]),
            why=c.get("why"),
        )
        for c in weapons["cards"]
    ]
    if weapons["protected_from"]:
        lines.append(
            # Translators: a line of the score sheet: {weapons} lists the Weapon kinds' plurals
            # after "from" (their own form, "Katars").
            _("Protected from {weapons}").format(
                weapons=word_list(
                    [kind_plural(k, PROTECTION_FROM) for k in weapons["protected_from"]]
                )
            )
        )
    lines += weapons["why"]
    out["weapons"] = (
        lines
        if weapons["cards"] or any(e["stolen"] or e["lost"] for e in weapons["exchanges"])
        else [_("No Weapons, and nothing stolen.")]
    )
    # A line may start with a kind's name, which a language writes lower case
    # inside a sentence (Polish "feniks, potem pająk: 4 PZ"); a line is not in one.
    return {good: [capitalised(line) for line in lines] for good, lines in out.items()}


def score_table(
    table: Table, choices: Mapping[int, FinalChoices], *, explain: bool = True
) -> TableScore:
    """The score sheet for every player's final choices (all seats), with every
    reason; ``explain=False`` leaves the reasons out (``detail`` None), for
    self-play, which reads only the numbers."""
    check_all(table, choices)
    model = TableModel(table)
    ctx = Context.of(model, choices)
    owns = [ctx.own(seat) for seat in range(ctx.n)]
    weapons = nets([(o.left, o.right) for o in owns], ctx.masks, ctx.sides)
    players = tuple(
        PlayerScore(
            seat=seat,
            name=table.names[seat],
            spells=own.spells,
            gems=own.gems,
            spices=own.spices,
            animals=own.animals,
            weapons=weapons[seat],
            weapon_cards=own.weapon_cards,
            choices=choices[seat],
            detail=(
                _player_detail(ctx, seat, choices[seat], owns, weapons[seat]) if explain else None
            ),
        )
        for seat, own in enumerate(owns)
    )
    return TableScore(players, winners(players))


def final_piles(table: Table, seat: int, choices: FinalChoices) -> Piles:
    """``seat``'s piles with his Universal Goods where ``choices`` send them (R12;
    moved Animals in their best order, D12): the piles his Spells score on."""
    check_choices(table, seat, choices)
    return TableModel(table).players[seat].final_piles(internal(choices)[0])


def score_table_json(table: Table) -> TableScoreJson:
    """What ``python -m golden_sails score`` prints: every choice made by R11, then the sheet."""
    return score_table(table, decide_all(table)).to_json()
