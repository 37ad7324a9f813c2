"""The game log: the state's raw events as facts, one viewer at a time, and their words.

R8: another player's Gem class never appears in the log (unless the optional
memory aid is on, or the variant is open); the viewer's own Gems do.  Reveals
do not list the cards, or a later "took a Gem" from that table would give the
class away.  For the same reason an Expert put on a card says what the card
became with its Area ("an Animal (Phoenix)", as the list of moves since a turn
does, golden_sails.game.since), except a Jeweler's card: its Gem class lies
face up while the card is on the table, but the line stays in the log after
someone takes the card, and would then tell the class of a Gem the log keeps
quiet about; so it names the class only where the log names every class (the
memory aid, the open variant: docs/rules-decisions.md, D21).
"""

from __future__ import annotations

from ..model.cards import EXPERT_PILE, GoodsCard
from ..model.deck import load_deck
from ..model.glossary import EXPERT_OBJECT, PROTECTION_FROM, expert_name, kind_plural
from ..model.i18n import N_, NP_, _, clause_list, ngettext, pgettext, word_list
from ..scoring import FinalChoices
from .events import Assign, Decided, Event, ExpertsReturn, FirstPlayer, GameEnd, Over, Reveal, Take
from .seen import ChoicesFacts, LogEntry, SinceItem
from .words import area_words

# An Expert put on a card, and what the card so became (its Area in words, as
# the since-list tells it): one sentence each, so a language gives each Expert
# and each Good its own article and case.
_ASSIGNED = {
    # Translators: a line of the game log: {card} is the card's number on the table, 1 to 5.
    "cook": N_("{player} puts a Cook on card {card}: a Spice ({area})."),
    # Translators: a line of the game log: {card} is the card's number on the table, 1 to 5.
    "hunter": N_("{player} puts a Hunter on card {card}: an Animal ({area})."),
    # Translators: a line of the game log: {card} is the card's number on the table, 1 to 5.
    "sorcerer": N_("{player} puts a Sorcerer on card {card}: a Spell ({area})."),
    # Translators: a line of the game log: {card} is the card's number on the table, 1 to 5.
    "armourer": N_("{player} puts an Armourer on card {card}: a Weapon ({area})."),
}
# A Jeweler's card: its class only where every later line may tell it (R8).
# Translators: a line of the game log: {card} is the card's number on the table, 1 to 5.
_ASSIGNED_GEM = N_("{player} puts a Jeweler on card {card}: a Gem of class {gem}.")
# Translators: a line of the game log (the Gem's class is hidden from the reader): {card} is the
# card's number on the table, 1 to 5.
_ASSIGNED_A_GEM = N_("{player} puts a Jeweler on card {card}: a Gem.")
# A Good taken: one sentence per Good type (and for a Gem, per class said or
# not), so a language gives the Good its case and article; with R5's change of
# type, the Expert played is the Good type's own.  No pronoun stands for the
# player: a name says nothing of whether "his" or "her" fits.
_TAKES = {
    "spells": N_("{player} takes {area} (Spell)."),
    "spices": N_("{player} takes {area} (Spice)."),
    "animals": N_("{player} takes {area} (Animal)."),
    "weapons": N_("{player} takes {area} (Weapon)."),
}
_TAKES_GEM = N_("{player} takes a Gem of class {gem}.")
_TAKES_A_GEM = N_("{player} takes a Gem.")
_SWAPS = {
    # Translators: a line of the game log: {swapped} is the Expert that was on the card, its name
    # after "the" ("Cook").
    "spells": N_(
        "{player} takes the {swapped} into their supply, plays a Sorcerer instead and takes"
        " {area} (Spell)."
    ),
    # Translators: a line of the game log: {swapped} is the Expert that was on the card, its name
    # after "the" ("Hunter").
    "spices": N_(
        "{player} takes the {swapped} into their supply, plays a Cook instead and takes"
        " {area} (Spice)."
    ),
    # Translators: a line of the game log: {swapped} is the Expert that was on the card, its name
    # after "the" ("Cook").
    "animals": N_(
        "{player} takes the {swapped} into their supply, plays a Hunter instead and takes"
        " {area} (Animal)."
    ),
    # Translators: a line of the game log: {swapped} is the Expert that was on the card, its name
    # after "the" ("Cook").
    "weapons": N_(
        "{player} takes the {swapped} into their supply, plays an Armourer instead and takes"
        " {area} (Weapon)."
    ),
}
# Translators: a line of the game log: {swapped} is the Expert that was on the card, its name after
# "the" ("Cook").
_SWAPS_GEM = N_(
    "{player} takes the {swapped} into their supply, plays a Jeweler instead and takes"
    " a Gem of class {gem}."
)
# Translators: a line of the game log (the Gem's class is hidden from the reader): {swapped} is the
# Expert that was on the card, its name after "the" ("Cook").
_SWAPS_A_GEM = N_(
    "{player} takes the {swapped} into their supply, plays a Jeweler instead and takes a Gem."
)
# A Universal Good's pile in the list after "Universal Goods to" (the log's
# words; a final-choice button's are app/screens.py's).
_PILE_AFTER_TO = {
    "gems": NP_("Universal Goods to", "the Gems pile"),
    "spices": NP_("Universal Goods to", "the Spices pile"),
    "animals": NP_("Universal Goods to", "the Animals pile"),
    "weapons": NP_("Universal Goods to", "the Weapons pile"),
}
# Each choice is shown after a colon ("{player} makes the final choices: …"; see
# app/final_words.py), so its translation may begin in lower case.
_SIDES = {
    "left": N_("Weapons use the left side"),
    "right": N_("Weapons use the right side"),
}


def gem_visible(owner: int, viewer: int | None, variant: str, *, final: bool = False) -> bool:
    """May ``viewer`` see the class of a Gem in ``owner``'s pile?  (R8, R9)

    Its owner may; everyone may in the open variant and once final scoring
    has revealed the Gems (rulebook, "Final Scoring").
    """
    return final or variant == "open" or (viewer is not None and viewer == owner)


def entries(
    events: list[Event], viewer: int | None, variant: str, memory_aid: bool
) -> list[LogEntry]:
    """The log as this viewer may read it, oldest first, as facts: what a player
    at the table saw and heard (``slot``, ``expert``, ``pile``, the Area a card
    counted as by its pile's key: ``spice``, ``animal``, ``weapon``, ``spell``),
    for a computer player's memory (golden_sails.bots) as much as for the page,
    which words them (:func:`entry_text`).  A Gem's class is in an entry exactly
    where this viewer may know it (R8)."""
    out: list[LogEntry] = []
    round_no = 0  # the round the latest Reveal opened: each later event is of it
    cards: tuple[int, ...] = ()  # the round's revealed cards, by slot
    deck = load_deck()
    for event in events:
        entry: LogEntry
        match event:
            case Reveal(first=first, market=market):
                round_no, cards = event.round, market
                entry = {"round": round_no, "kind": "reveal", "seat": first, "cards": len(market)}
            case Assign(seat=seat, expert=expert, slot=slot):
                pile = EXPERT_PILE[expert]
                entry = {"round": round_no, "kind": "assign", "seat": seat, "expert": expert,
                         "slot": slot, "pile": pile}  # fmt: skip
                revealed = deck[cards[slot]]
                if pile != "gems":
                    put_area(entry, revealed, pile)
                elif memory_aid or variant == "open":
                    # The card lies face up, but a later "takes a Gem" from this
                    # card would tell its class after the moment R8 allows: so the
                    # class only where the log keeps every class anyway (D21).
                    entry["gem"] = revealed.gem
            case Take(seat=seat, pile=pile, card=card, slot=slot, swapped=swapped):
                entry = {"round": round_no, "kind": "take", "seat": seat, "slot": slot,
                         "pile": pile, "swapped": swapped}  # fmt: skip
                if pile != "gems":
                    put_area(entry, deck[card], pile)
                elif memory_aid or gem_visible(seat, viewer, variant):
                    entry["gem"] = deck[card].gem  # R8: only where this viewer may know it
            case ExpertsReturn():
                entry = {"round": round_no, "kind": "experts_return"}
            case FirstPlayer(seat=seat):
                entry = {"round": round_no, "kind": "first_player", "seat": seat}
            case GameEnd():
                entry = {"round": round_no, "kind": "game_end"}
            case Decided(seat=seat, choices=choices):
                entry = {"round": round_no, "kind": "decided", "seat": seat,
                         "choices": choices_facts(choices)}  # fmt: skip
            case Over():
                entry = {"round": round_no, "kind": "over"}
        out.append(entry)
    return out


def choices_facts(choices: FinalChoices) -> ChoicesFacts:
    return {
        "universal": list(choices.universal),
        "protection": list(choices.protection),
        "side": choices.side,
    }


def put_area(entry: LogEntry | SinceItem, card: GoodsCard, pile: str) -> None:
    """The Area ``card`` counted as in ``pile``, under the pile's key."""
    if pile == "spices":
        entry["spice"] = card.spice
    elif pile == "animals":
        entry["animal"] = card.animal
    elif pile == "weapons":
        entry["weapon"] = card.weapon.to_json()
    else:
        entry["spell"] = card.spell.to_json()


def entry_area(entry: LogEntry | SinceItem) -> object:
    """The Area an entry's card counted as, by its pile's key, or None."""
    pile = entry.get("pile")
    key = AREA_KEY.get(pile) if pile is not None else None
    return entry.get(key) if key is not None else None


def entry_text(entry: LogEntry, names: tuple[str, ...] | list[str]) -> str:
    """One entry of the log in words, in the current language."""
    kind = entry["kind"]
    round_no = entry["round"]
    if kind == "reveal":
        n = entry["cards"]
        return ngettext(
            "Round {round}: {player} reveals {n} Goods card.",
            "Round {round}: {player} reveals {n} Goods cards.",
            n,
        ).format(round=round_no, player=names[entry["seat"]], n=n)
    if kind == "assign":
        player, slot, pile = names[entry["seat"]], entry["slot"], entry["pile"]
        if pile != "gems":
            sentence = _ASSIGNED[entry["expert"]]
            return _(sentence).format(
                player=player, card=slot + 1, area=area_words(pile, entry_area(entry))
            )
        if "gem" in entry:
            return _(_ASSIGNED_GEM).format(player=player, card=slot + 1, gem=entry["gem"])
        return _(_ASSIGNED_A_GEM).format(player=player, card=slot + 1)
    if kind == "take":
        pile, swapped = entry["pile"], entry["swapped"]
        # R5: with a swap, the Expert on the last card goes to the player's supply;
        # another of the player's is played.
        fields: dict[str, object] = {
            "player": names[entry["seat"]],
            "swapped": "" if swapped is None else expert_name(swapped, EXPERT_OBJECT),
        }
        if pile == "gems":
            if "gem" in entry:
                fields["gem"] = entry["gem"]
                sentence = _TAKES_GEM if swapped is None else _SWAPS_GEM
            else:
                sentence = _TAKES_A_GEM if swapped is None else _SWAPS_A_GEM
        else:
            fields["area"] = area_words(pile, entry_area(entry))
            sentence = (_TAKES if swapped is None else _SWAPS)[pile]
        return _(sentence).format(**fields)
    if kind == "experts_return":
        return _("The Experts return: every player holds all five again.")
    if kind == "first_player":
        return _("{player} takes the First Player card.").format(player=names[entry["seat"]])
    if kind == "game_end":
        return _("Round 12 is over: the final scoring begins.")
    if kind == "decided":
        player = names[entry["seat"]]
        said = _choices_text(entry["choices"])
        if said:
            # Translators: a line of the game log: {choices} lists the player's final choices,
            # joined by semicolons, each in lower case where the language writes so after a colon.
            return _("{player} makes the final choices: {choices}.").format(
                player=player, choices=said
            )
        return _("{player} makes the final choices.").format(player=player)
    if kind == "over":
        return _("The final scores are in.")
    raise AssertionError(kind)  # every kind of LogKind has its words above


# The key of a card's Area for each pile, as a card's data names it (its Gem's: "gem").
AREA_KEY = {"spices": "spice", "animals": "animal", "weapons": "weapon", "spells": "spell"}


def _choices_text(choices: ChoicesFacts) -> str:
    """The final choices in words ("" for none): each list through the language's
    own list words (word_list: "a et b", "a y b"), the choices one after the other
    through its clause joint (clause_list: « ; » in French)."""
    parts = []
    moved = [p for p in choices["universal"] if p != "spells"]
    if moved:
        piles = word_list([pgettext("Universal Goods to", _PILE_AFTER_TO[p]) for p in moved])
        # Translators: a final choice in the log's list of choices, in lower case where the language
        # writes so after a colon: {piles} lists the piles the player's Universal Goods go to, each
        # in its own form after "Universal Goods to" ("the Gems pile and the Animals pile").
        parts.append(_("Universal Goods to {piles}").format(piles=piles))
    if choices["protection"]:
        kinds = word_list([kind_plural(k, PROTECTION_FROM) for k in choices["protection"]])
        # Translators: a final choice in the log's list of choices, in lower case where the language
        # writes so after a colon: {kinds} lists the Weapon kinds' plurals after "from" (their own
        # form, "Katars and Mambeles").
        parts.append(_("Protection from {kinds}").format(kinds=kinds))
    if choices["side"] is not None:
        side = _SIDES[choices["side"]]
        parts.append(_(side))
    return clause_list(parts) if parts else ""
