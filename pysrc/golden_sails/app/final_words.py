"""The final choices' screen in words (R11, D18, D24): the order of decisions, the
proposal with its reasons, the choices as they stand, and what each choice the
deciding player may tap is worth.  Its facts are the view's
(golden_sails.game.seen.ScoringFacts); the reasons, which the view leaves out,
are the scoring core's own, counted again here from the table the view shows
(cached there: the same table gives the same proposal at no cost).
"""

from __future__ import annotations

from typing import Final

from ..bots.knowledge import known_table
from ..game.seen import ChoicesFacts, View
from ..game.words import areas_text
from ..model.cards import parse_areas
from ..model.glossary import PROTECTION_FROM, kind_plural
from ..model.i18n import N_, NP_, _, clause_list, ngettext, pgettext
from ..scoring import FinalChoices, outlook_of, propose
from .protocol import (
    FinalItem,
    FinalWords,
    MoveWords,
    OrderWords,
    OutlookWords,
    ProposalWords,
    SeatEntry,
)

# "You decide 2nd of 3": the position's ordinal (the players are 2 to 4).
_ORDINALS = {
    # Translators: the ordinal of "You decide 2nd of 3": {n} is the position, 1 here
    # ("1st"); write the language's own ordinal ("1.", "1er").
    1: NP_("ordinal", "{n}st"),
    # Translators: the ordinal of "You decide 2nd of 3": {n} is the position, 2 here
    # ("2nd").
    2: NP_("ordinal", "{n}nd"),
    # Translators: the ordinal of "You decide 2nd of 3": {n} is the position, 3 here
    # ("3rd").
    3: NP_("ordinal", "{n}rd"),
    # Translators: the ordinal of "You decide 2nd of 3": {n} is the position, 4 here
    # ("4th").
    4: NP_("ordinal", "{n}th"),
}


_GOES_TO: Final = {
    # Translators: what a Universal Good does now, after "Now: " on the final choices' screen, in
    # lower case: the subject is the card.
    "gems": N_("goes to the Gems pile"),
    # Translators: what a Universal Good does now, after "Now: " on the final choices' screen, in
    # lower case: the subject is the card.
    "spices": N_("goes to the Spices pile"),
    # Translators: what a Universal Good does now, after "Now: " on the final choices' screen, in
    # lower case: the subject is the card.
    "animals": N_("goes to the Animals pile"),
    # Translators: what a Universal Good does now, after "Now: " on the final choices' screen, in
    # lower case: the subject is the card.
    "weapons": N_("goes to the Weapons pile"),
}
_UNIVERSAL_GOES_TO: Final = {
    # Translators: a final choice in a list of choices, after a colon (in lower case where the
    # language writes so): {n} is the Universal Good's number among the player's, from 1.
    "gems": N_("Universal Good {n} goes to the Gems pile"),
    # Translators: a final choice in a list of choices, after a colon (in lower case where the
    # language writes so): {n} is the Universal Good's number among the player's, from 1.
    "spices": N_("Universal Good {n} goes to the Spices pile"),
    # Translators: a final choice in a list of choices, after a colon (in lower case where the
    # language writes so): {n} is the Universal Good's number among the player's, from 1.
    "animals": N_("Universal Good {n} goes to the Animals pile"),
    # Translators: a final choice in a list of choices, after a colon (in lower case where the
    # language writes so): {n} is the Universal Good's number among the player's, from 1.
    "weapons": N_("Universal Good {n} goes to the Weapons pile"),
}


# The choices below and game/log.py's: a choice is always shown after
# a colon ("Proposed: …", "decided: …") or the score sheet's label "Choices: ", so a
# language that writes lower case after a colon begins each choice so (Polish).


def choices_text(choices: ChoicesFacts) -> str:
    """A player's final choices in words, one after the other through the
    language's clause joint (clause_list: « ; » in French)."""
    parts = []
    for k, pile in enumerate(choices["universal"]):
        parts.append(
            # Translators: a final choice in a list of choices, after a colon (in lower case where
            # the language writes so): {n} is the Universal Good's number among the player's, from
            # 1.
            _("Universal Good {n} stays a Spell").format(n=k + 1)
            if pile == "spells"
            else _(_UNIVERSAL_GOES_TO[pile]).format(n=k + 1)
        )
    for k, kind in enumerate(choices["protection"]):
        parts.append(
            # Translators: a final choice in a list of choices, after a colon (in lower case where
            # the language writes so): {n} is the Protection Spell's number among the player's, from
            # 1; {kinds} the Weapon kind's plural after "from" (its own form, "Katars").
            _("Protection Spell {n} from {kinds}").format(
                n=k + 1, kinds=kind_plural(kind, PROTECTION_FROM)
            )
        )
    if choices["side"]:
        parts.append(
            # Translators: a final choice in a list of choices, after a colon (in lower case where
            # the language writes so), and in the log.
            _("Weapons use the left side")
            if choices["side"] == "left"
            # Translators: a final choice in a list of choices, after a colon (in lower case where
            # the language writes so), and in the log.
            else _("Weapons use the right side")
        )
    # Translators: in place of a player's final choices, after a colon ("decided: nothing to
    # choose"): he holds nothing to decide.
    return clause_list(parts) if parts else _("nothing to choose")


def final_choices(view: View, seats: list[SeatEntry]) -> FinalWords:
    """The final-choices screen in words: the order, the proposal, each choice."""
    scoring = view["scoring"]
    deciding = scoring["deciding"]
    order: list[OrderWords] = []
    for seat in scoring["order"]:
        decided = scoring["decided"][seat]
        if decided is not None and not any(decided[k] for k in ("universal", "protection", "side")):
            # Translators: a player's state in the order of deciding, after his name: he held
            # no Universal Good, no Protection and no Weapon side to choose (R12-R14).
            state, text = "decided", _("had nothing to choose")
        elif decided is not None:
            # Translators: a player's state in the order of deciding, after his name and a colon:
            # {choices} lists his final choices, joined by semicolons.
            state, text = "decided", _("decided: {choices}").format(choices=choices_text(decided))
        elif seat == deciding:
            # Translators: a player's state in the order of deciding, after his name and a colon: he
            # decides now.
            state, text = "deciding", _("deciding now")
        else:
            # Translators: a player's state in the order of deciding, after his name and a colon:
            # his turn to decide comes later.
            state, text = "waiting", _("decides later")
        order.append({"seat": seat, "name": seats[seat]["label"], "state": state, "text": text})
    proposal = scoring["proposal"]
    pending = scoring["pending"]
    chosen = proposal["choices"]
    me = view["players"][deciding]
    cards = [s for s in me["piles"]["spells"] if s["power"] == "universal"]
    # The reasons and the later choices' words: the scoring core's, for the table
    # the view shows (every Gem face up at final scoring).
    table = known_table(view)
    made = {
        seat: FinalChoices.from_json(c)
        for seat, c in enumerate(scoring["decided"])
        if c is not None
    }
    told = propose(table, deciding, made)
    mine = outlook_of(table, deciding, FinalChoices.from_json(pending), made)
    items: list[FinalItem] = []
    for k, pile in enumerate(pending["universal"]):
        card = cards[k]["card"]
        items.append(
            {
                "kind": "universal",
                "spell": k,
                # Translators: a final choice's heading on the final choices' screen: {n} is the
                # Universal Good's number among the player's, from 1.
                "title": _("Universal Good {n}").format(n=k + 1),
                "about": areas_text(parse_areas(card, "card")),
                # Translators: what a Universal Good does now, after "Now: " on the final choices'
                # screen, in lower case: the subject is the card.
                "now": _("stays in the Spell pile") if pile == "spells" else _(_GOES_TO[pile]),
                "proposed": chosen["universal"][k] == pile,
            }
        )
    for k, kind in enumerate(pending["protection"]):
        items.append(
            {
                "kind": "protect",
                "spell": k,
                # Translators: a final choice's heading on the final choices' screen: {n} is the
                # Protection Spell's number among the player's, from 1.
                "title": _("Protection Spell {n}").format(n=k + 1),
                # Translators: what a Protection Spell does now, after "Now: ": {kinds} is the
                # Weapon kind's plural after "from" (its own form, "Katars").
                "now": _("protects from {kinds}").format(
                    kinds=kind_plural(kind, PROTECTION_FROM)
                ),
                "proposed": chosen["protection"][k] == kind,
            }
        )
    if pending["side"]:
        items.append(
            {
                "kind": "side",
                # Translators: a final choice's heading on the final choices' screen (2 players
                # only).
                "title": _("Weapon side (2 players)"),
                # Translators: the Weapon side chosen now, after "Now: " on the final choices'
                # screen, in lower case.
                "now": _("your Weapons use their left values")
                if pending["side"] == "left"
                # Translators: the Weapon side chosen now, after "Now: " on the final choices'
                # screen, in lower case.
                else _("your Weapons use their right values"),
                "proposed": chosen["side"] == pending["side"],
            }
        )
    position = scoring["order"].index(deciding) + 1
    return {
        "worth": _(
            "Each choice shows your total with it, sure whatever the players after you "
            "choose, and how much it differs from the proposal's {vp} VP."
        ).format(vp=proposal["sure_total"]),
        "order": order,
        # Translators: {position} is the player's turn to decide as an ordinal ("2nd", its own
        # message); {players} the number of players, 2 to 4.
        "hint": _(
            "Players decide one by one, from the first player of round 12, clockwise. "
            "You decide {position} of {players}."
        ).format(
            position=pgettext("ordinal", _ORDINALS[position]).format(n=position),
            players=len(scoring["order"]),
        ),
        "proposal": proposal_words(
            proposal["sure_total"], proposal["best_total"], told.risks, told.why, chosen, pending
        ),
        "mine": outlook_words(mine.sure, mine.best, [r.to_json() for r in mine.risks]),
        "items": items,
    }


def outlook_words(sure: int, best: int, risks: list[dict[str, object]]) -> OutlookWords:
    """A total at final scoring in words (D18): the VP sure whatever the players
    still to decide choose, the best case, and which of their choices would
    lower it from the one to the other (``risks``: the scoring core's, with words)."""
    if best == sure:
        # Translators: {sure} is the total the player is sure of.
        total = _("{sure} VP, whatever the players after you choose.").format(sure=sure)
    else:
        # Translators: {sure} is the total the player is sure of, {best} the most he may get.
        total = _(
            "{sure} VP for sure, whatever the players after you choose; {best} VP at best."
        ).format(sure=sure, best=best)
    return {
        "total": total,
        "risks": [
            # Translators: {risk} is a whole main clause with its subject and verb
            # ("Bob chooses Protection from Katars"); a language whose "if" moves the
            # verb may ask it instead ("{risk}? Then {vp} VP less.").
            _("If {risk}: {vp} VP less.").format(risk=r["text"], vp=r["vp"])
            for r in risks
        ],
        "sure_total": sure,
        "best_total": best,
    }


def proposal_words(
    sure: int,
    best: int,
    risks: list[dict[str, object]],
    why: tuple[str, ...] | list[str],
    chosen: ChoicesFacts,
    pending: ChoicesFacts,
) -> ProposalWords:
    """The proposal in words (R11, D18): what it is, its reasons, and its total as
    :func:`outlook_words` tells it."""
    return {
        # Translators: {choices} lists the proposed final choices, joined by semicolons, each in
        # lower case where the language writes so after a colon.
        "text": _(
            "Proposed: {choices}. Of your choices, it leaves you the most VP you can be sure of."
        ).format(choices=choices_text(chosen)),
        **outlook_words(sure, best, risks),
        "why": list(why),
        "accepted": pending == chosen,
    }


# --- What each final choice is worth (D18) ---------------------------------------


def with_worth(view: View, moves: list[MoveWords]) -> list[MoveWords]:
    """The final-choice moves, each with what it leaves the deciding player before
    it is tapped (D24): ``vp``, his total with the choices as the move leaves them,
    the figure the proposal is measured by (D18: sure whatever the players after
    him choose); ``vs_proposal``, that less the proposal's; ``worth``, both in
    words ("29 VP (-2)", with a minus sign); ``proposed``, whether the move makes that one choice
    the proposal's own.  The page shows the words on the button, which are its
    name (WCAG's label in name), in a group named after the choice.  The
    confirm move gets the figures of the choices as they stand."""
    scoring = view["scoring"]
    proposal = scoring["proposal"]
    chosen = proposal["choices"]
    out: list[MoveWords] = []
    for move, option in zip(moves, scoring["options"], strict=True):
        vp = option["sure_total"]
        diff = vp - proposal["sure_total"]
        worth = _worth_short(vp, diff)
        entry: MoveWords = {**move, "vp": vp, "vs_proposal": diff, "worth": worth}
        if move["kind"] != "confirm":
            entry["proposed"] = _is_proposed(move, chosen)
        out.append(entry)
    return out


def _is_proposed(move: MoveWords, chosen: ChoicesFacts) -> bool:
    """Whether ``move`` makes its one choice what the proposal chose."""
    kind = move["kind"]
    if kind == "universal":
        return bool(chosen["universal"][move["spell"]] == move["pile"])
    if kind == "protect":
        return bool(chosen["protection"][move["spell"]] == move["weapon"])
    return bool(chosen["side"] == move["side"])


def _worth_short(vp: int, diff: int) -> str:
    """ "29 VP (-2)": a total and its difference from the proposal's, a real minus
    sign (U+2212) before a loss, a plus before a gain, a plus-minus for none."""
    if diff > 0:
        # Translators: a final choice's button: what it leaves the player ({vp}) and how much more
        # than the proposal ({diff}, a number). The form follows {vp}.
        text = ngettext("{vp} VP (+{diff})", "{vp} VP (+{diff})", vp)
    elif diff < 0:
        # Translators: a final choice's button: what it leaves the player ({vp}) and how much less
        # than the proposal ({diff}, a number after the minus sign). The form follows {vp}.
        text = ngettext("{vp} VP (\u2212{diff})", "{vp} VP (\u2212{diff})", vp)
    else:
        # Translators: a final choice's button: what it leaves the player ({vp}), the same as the
        # proposal. The form follows {vp}.
        text = ngettext("{vp} VP (\u00b10)", "{vp} VP (\u00b10)", vp)
    return text.format(vp=vp, diff=abs(diff))
