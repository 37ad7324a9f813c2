"""The page's own words: every word the JavaScript and the HTML shell show that is
not the rules core's answer (buttons, headings, notes, the loading screen).

Written here in English and marked, so Babel extracts them into the same
catalogs as the core's words (docs/i18n.md).  The page never imports this
module, so the wheel leaves it out (pyproject.toml's exclude): the build
(buildtools/js_words.py) writes one JavaScript module per language from it and
the catalogs, and js/words/ui.js shows a word by its key:
``t("over.title")``, ``tn("home.finished", n)``.  A key names where the word is
and what it says; it never changes with the English.

Placeholders are named (``{title}``), filled in by the page after the lookup,
so a translation may move them.  A count's words are ``NN_(one, many)``, shown
with the language's own plural rule ("{n}" is the count).
"""

from __future__ import annotations

from typing import Final

from golden_sails.model.i18n import N_


class InContext(str):
    """English words told apart from the same words meaning something else by a
    context (a catalog's msgctxt): "Score" the button is not "Score" the heading in
    every language.  Still the English ``str``; buildtools/js_words.py looks the
    translation up under ``context``."""

    context: str


def NP_(context: str, message: str) -> InContext:
    """Marks ``message`` for the catalogs under ``context`` (extracted as
    pgettext's), for a key whose English is another key's, or a catalog word's,
    but whose use is not."""
    marked = InContext(message)
    marked.context = context
    return marked


def NN_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a count's two English forms for the catalogs (extracted as ngettext's);
    each language has as many forms as its plural rule."""
    return singular, plural


WORDS: Final[dict[str, str | tuple[str, str]]] = {
    # --- The page's frame ---------------------------------------------------------
    # Translators: the game's name: keep it unless the game is sold under another name.
    "app.name": N_("Golden Sails"),
    # Translators: the page's description for search engines and link previews.
    "app.description": N_(
        "Golden Sails: the card-drafting game for 2-4 players, pass-and-play on one phone."
    ),
    # Translators: shown only when the browser runs no JavaScript.
    "app.noscript": N_("Golden Sails needs JavaScript to run the game in your browser."),
    # Translators: said when the page's own files could not all be fetched (the
    # connection dropped or changed during the first visit); "Try again" follows.
    "app.load-failed": N_(
        "The game could not be loaded: the connection dropped while it was loading. "
        "Your saved games are kept."
    ),
    "framed.note": N_(
        "Golden Sails is shown here inside another website. To play, open it in a tab of "
        "its own: your saved games are there."
    ),
    "framed.open": N_("Open Golden Sails in its own tab"),
    # --- Words on many screens -----------------------------------------------------
    # Translators: a button or link back to the home screen.
    "common.home": N_("Home"),
    # Translators: a link to the settings screen (home and the top bar) and that screen's heading.
    "common.settings": N_("Settings"),
    "common.back-to-game": N_("Back to the game"),
    "common.back-to-lesson": N_("Back to the lesson"),
    "common.back-to-study": N_("Back to the study"),
    # --- Faults: what could not be done (the error screen's heading line) -------------
    "fail.start-game": N_("The game could not start."),
    "fail.open-game": N_("The game could not be opened."),
    "fail.open-study": N_("The study could not be opened."),
    "fail.export-game": N_("The game could not be exported."),
    "fail.import-game": N_("The game could not be imported."),
    "fail.change-language": N_("The language could not be changed."),
    # Translators: a link's bad lang= parameter; lang is the link's key, kept as it
    # is; {value} what the link has, {languages} the codes "en, de, fr, es, pl".
    "lang.bad": N_("lang: '{value}' is not a language of the game ({languages})"),
    "fail.replay-go-on": N_("The replay could not go on."),
    # Translators: {error} is the reason, a sentence of its own.
    "fail.replay-game": N_("That game cannot be replayed: {error}"),
    "fail.rules": N_("The rules could not be shown."),
    "fail.open-lesson": N_("The lesson could not be opened."),
    "fail.open-link": N_("The link could not be opened."),
    "fail.engine-start": N_("The game engine could not start."),
    "fail.engine-guest-only": N_(
        "This phone has only joined tables so far: it keeps what a guest needs, not the "
        "whole game. Open Golden Sails once with the internet on to play on it alone."
    ),
    # Translators: the error screen's heading line when an error no part of the page foresaw stops
    # it.
    "fail.unexpected": N_("Something unexpected happened."),
    "fail.page-start": N_("The page could not start."),
    # --- Home ------------------------------------------------------------------------
    # Translators: the name, for screen readers, of the home screen's list of links to the lessons,
    # the rules and the score pad.
    "home.links": N_("Learn and score"),
    "home.learn": N_("Learn to play: lessons on a real table"),
    "home.first-lesson": N_("First lesson: a round of Experts"),
    "home.rules": N_("The rules in one page"),
    "home.scorepad": N_("Score pad: score a finished table"),
    # Translators: {reason} is why the first one could not be read.
    "home.set-aside": NN_(
        "One stored entry could not be read as a saved game ({reason}); they were set "
        "aside, and the other games are untouched.",
        "{n} stored entries could not be read as a saved game ({reason}, and others); "
        "they were set aside, and the other games are untouched.",
    ),
    # Translators: in "... could not be read as a saved game (set aside earlier)".
    "home.set-aside-earlier": N_("set aside earlier"),
    "home.set-aside-export": N_("Export them to a file"),
    # Translators: a button under the note on set-aside entries: delete those entries from the
    # device.
    "home.set-aside-remove": N_("Remove them"),
    # --- The loading screen and the engine's start (engine/worker.js names them) ----
    # Translators: the start's progress: one step of four, {words} is what it does now.
    # {step} is the step's number, {steps} the steps in all (4).
    "load.step": N_("{words}… (step {step} of {steps})"),
    # Translators: the loading screen's line, before the first step of the start is known.
    "load.loading": N_("Loading…"),
    # Translators: the loading screen's line, the start's first step: the page begins to start the
    # game's engine.
    "load.starting": N_("Starting"),
    # Translators: the loading screen's first line, and the label beside a small progress bar over a
    # screen drawn before the engine is ready.
    "load.starting-now": N_("Starting…"),
    "load.getting-ready": N_("Getting the game ready"),
    # Translators: {done}, {total}, {left} are megabytes, with one decimal.
    "load.getting-ready-bytes": N_(
        "Getting the game ready ({done} of {total} MB, {left} MB to go)"
    ),
    "load.setting-out": N_("Setting out the table"),
    "load.set-out": N_("The table is set out"),
    # Translators: the loading screen's line, a step of the start ("… (step 3 of 4)" follows).
    "load.unpacking": N_("Unpacking the rules"),
    # Translators: {done}, {total}, {left} are megabytes, with one decimal.
    "load.unpacking-bytes": N_("Unpacking the rules ({done} of {total} MB, {left} MB to go)"),
    "load.unpacked": N_("The rules are unpacked"),
    # Translators: the loading screen's line, a step of the start ("… (step 4 of 4)" follows).
    "load.opening-rules": N_("Opening the rules"),
    # Translators: the loading screen's line, a step of the start ("… (step 4 of 4)" follows).
    "load.opening-game": N_("Opening the game"),
    # Translators: the loading screen's line when the start is done.
    "load.ready": N_("Ready"),
    "load.first-start": N_(
        "The first start brings the whole game onto this device, once; later starts are "
        "quick, even offline."
    ),
    "load.wait": N_(
        "The game's rules are still starting: your tap goes through as soon as they are ready."
    ),
    # Translators: the name of the progress bar, for screen readers.
    "load.wait-bar": N_("Starting the game's rules"),
    # --- The error screen and the banners ----------------------------------------------
    # Translators: the error screen's heading.
    "error.title": N_("Something went wrong"),
    "error.kept": N_(
        "Your saved games are kept. Trying again reloads the page and resumes where you were."
    ),
    # Translators: the error screen's button, and the one under "The game could not be loaded" on
    # the first visit: reload the page.
    "error.retry": N_("Try again"),
    # Translators: the name of a banner's close button, for screen readers.
    "banner.dismiss": N_("Dismiss this message"),
    # --- A game: its banners, its confirmations, what is read aloud -----------------
    "game.export-this": N_("Export this game to a file"),
    "game.storage-full": N_(
        "This move could not be saved: the browser's storage is full. The game goes on here, "
        "and your other saved games are untouched: export this game to a file, or delete "
        "finished games on the home screen to make room."
    ),
    # Translators: {reason} is why the browser refused to store it.
    "game.not-saved": N_(
        "This move could not be saved: {reason}. The game goes on here: export it to a file "
        "to keep it."
    ),
    "game.take-over": N_("Take it over here"),
    "game.other-tab": N_(
        "This game is open in another tab, which plays and saves it. Moves here would not be "
        "saved."
    ),
    "game.undo-failed": N_("The move could not be taken back."),
    "game.undone": N_("Your last move was taken back."),
    "game.reveal-failed": N_("The player's view could not be shown."),
    # Translators: a banner: {error} is the reason, in the game's words or, from the browser, in
    # English.
    "game.replay-failed": N_("The replay could not be opened: {error}"),
    # Translators: read aloud on the handoff: {player} is a name, {task} what they do next.
    "game.pass-to": N_("Pass to {player}: {task}."),
    # Translators: read aloud at the end; {verdict} is a sentence naming the winner.
    "game.over-said": N_("The game is over. {verdict}"),
    "game.bot-failed": N_("The computer player could not play."),
    "game.hint-thinking": N_("Thinking of a hint…"),
    # Translators: in the hint's box on the play screen, in place of the hint: {error} is the
    # reason, in the game's words or, from the browser, in English.
    "game.hint-failed": N_("No hint: {error}"),
    # Translators: a banner: {error} is the reason, in the game's words or, from the browser, in
    # English.
    "game.engine-restarted": N_(
        "The game engine stopped ({error}). It was started again, and the game goes on from "
        "its last saved move."
    ),
    # Translators: a reason, in lower case, shown after a colon in another message: {fault} is what
    # is wrong, in the game's words.
    "game.read-again-failed": N_("the game could not be read again: {fault}"),
    "game.engine-again-failed": N_("The game engine could not be started again."),
    "game.play-failed": N_("The move could not be played."),
    # Translators: a button: play the move chosen.
    "game.confirm": N_("Confirm"),
    # Translators: a button: choose another move instead.
    "game.change": N_("Change"),
    # Translators: the name, for screen readers, of the bar with the buttons that confirm or take
    # back the move just tapped.
    "game.confirm-bar": N_("Confirm your move"),
    # Translators: {move} is the move chosen, as on its button ("Take the Mint").
    "game.confirm-question": N_("{move}?"),
    "game.rematch-failed": N_("The rematch could not start."),
    # Translators: a banner: {fault} is what is wrong, in the game's words ("version: 9 is not a
    # save version this app reads (1, 2)").
    "game.corrupt": N_("That saved game could not be opened: {fault}."),
    # Translators: {where} is the name the entry is kept under on the device.
    # {fault} is what is wrong, in the game's words.
    "game.corrupt-set-aside": N_(
        'That saved game could not be opened: {fault}; it was set aside as "{where}".'
    ),
    # Translators: a banner: {error} is the reason, in the game's words or, from the browser, in
    # English; {where} is the name the entry is kept under on the device.
    "game.refused-set-aside": N_(
        'That saved game could not be opened: {error}. It was set aside as "{where}"; the '
        "other games are untouched."
    ),
    "game.engine-stopped-opening": N_("The game engine stopped while opening the game."),
    # Translators: {file} is a file's name.
    "game.import-too-big": N_("{file} is too big to be a Golden Sails save."),
    # Translators: {file} is a file's name, {restored} a sentence saying what was restored.
    "game.import-done": N_("{file}: {restored}"),
    "game.engine-stopped-importing": N_("The game engine stopped while importing the game."),
    # Translators: a banner: {file} is the file's name; {error} the reason, in the game's words or,
    # from the browser, in English.
    "game.import-failed": N_("{file} could not be imported: {error}"),
    # Translators: a reason, in lower case, shown after a colon in another message: {fault} is what
    # is wrong, in the game's words.
    "game.read-failed": N_("that game could not be read: {fault}"),
    # Translators: a banner: {fault} is what is wrong, in the game's words.
    "game.export-unreadable": N_("That game could not be read: {fault}."),
    # Translators: {vp} is a number of victory points.
    "common.vp": N_("{vp} VP"),
    # Translators: a label: the round's number on the top bar (followed by "/12"), between the moves
    # since a turn, and on a saved game of the home screen's list.
    "common.round": N_("Round {round}"),
    # --- The game's pieces: piles, players, the top bar, the log ----------------------
    # Translators: a seat's place from the viewer's, beside a player's name.
    "relation.opponent": N_("opponent"),
    # Translators: where a player sits from the viewer, under his name among the other players
    # ("left neighbour").
    "relation.left": N_("left neighbour"),
    # Translators: where a player sits from the viewer, under his name among the other players
    # ("right neighbour").
    "relation.right": N_("right neighbour"),
    # Translators: where a player sits from the viewer, under his name among the other players (4
    # players: the one opposite).
    "relation.across": N_("across the table"),
    # Translators: for screen readers: a face-down Gem card, whose class the viewer cannot see.
    "pieces.gem-hidden": N_("Gem, class hidden"),
    # Translators: for screen readers, after a Gem's number.
    "pieces.gem-class-said": N_("(Gem class {gem})"),
    # Translators: a Gem card whose class is shown: "class 4".
    "pieces.gem-class": N_("class {gem}"),
    # Translators: {goods} is a Good type's plural ("Spices"), {player} a name.
    "pieces.pile-of": N_("{goods} of {player}, oldest first"),
    # Translators: an empty pile.
    "pieces.none-yet": N_("none yet"),
    # Translators: for screen readers and a long press: how many Experts another player holds, face
    # down (the secretive variant).
    "pieces.experts-hidden": NN_("{n} Expert, hidden", "{n} Experts, hidden"),
    # Translators: in place of a player's Expert tokens, when he has played all of them this round.
    "pieces.no-experts-left": N_("no Experts left"),
    # Translators: {experts} is a list of Experts' names.
    "pieces.experts-held": N_("Experts: {experts}"),
    # Translators: after a player's VP, which leaves out the Gems the viewer cannot see:
    # "2 VP + 1 hidden Gem", after the symbol of a face-down Gem card.  Keep it short (it
    # shares a phone's line with the player's piles): the noun may be left out where
    # the adjective alone is clear beside the symbol.
    "pieces.plus-hidden": NN_("+ {n} hidden Gem", "+ {n} hidden Gems"),
    "pieces.score-now-title": N_("If the game ended now: tap for the score sheet"),
    # Translators: a button's name for screen readers: {player} has {vp} points now.
    "pieces.score-now": N_("{player}: {vp} VP if the game ended now; show the score sheet"),
    "pieces.score-now-hidden": NN_(
        "{player}: {vp} VP if the game ended now, {n} hidden Gem not counted; show the score sheet",
        "{player}: {vp} VP if the game ended now, {n} hidden Gems not counted; show the score "
        "sheet",
    ),
    # Translators: a badge's tooltip beside the player holding the First Player card; also the
    # set-up form's field choosing him.
    "pieces.first-player": N_("First player"),
    # Translators: for screen readers, after a player's name.
    "pieces.first-player-said": N_("first player"),
    "pieces.on-phone": N_("Plays on their own phone"),
    "pieces.on-phone-said": N_("plays on their own phone"),
    "pieces.phone-away": N_("Their phone is away: see the note above"),
    "pieces.phone-away-said": N_("their phone is away"),
    # Translators: a badge's tooltip beside the player whose turn it is.
    "pieces.to-act": N_("To act"),
    # Translators: for screen readers, after a player's name: it is their turn.
    "pieces.to-act-said": N_("to act"),
    # Translators: the name, for screen readers, of the section with the viewer's own Experts and
    # piles.
    "pieces.your-piles": N_("Your piles"),
    # Translators: the viewer, heading their own piles.
    "pieces.you": N_("You"),
    "pieces.your-chips": N_(
        "Your Experts, then your Goods: Gems, Spices, Animals, Weapons, Spells"
    ),
    # Translators: a label before the Expert tokens a player holds.
    "pieces.experts-label": N_("Experts: "),
    # Translators: in the viewer's piles, when he holds no Good yet.
    "pieces.no-goods": N_("No Goods yet."),
    # Translators: a panel's heading: all of {player}'s piles.
    "pieces.piles-of": N_("{player}'s piles"),
    # Translators: a button's name for screen readers: {player} is what the button shows.
    "pieces.all-piles": N_("{player}: all piles"),
    # Translators: the name, for screen readers, of the section with the other players' rows.
    "pieces.others": N_("The other players"),
    # Translators: a heading: every player's piles of Goods.
    "pieces.piles": N_("Piles"),
    "pieces.experts-face-down": NN_("{n} Expert, face down", "{n} Experts, face down"),
    # Translators: the Expert discard pile holds nothing.
    "pieces.discards-empty": N_("empty"),
    # Translators: a label, before the Expert tokens of the discard pile (or "empty").
    "pieces.discards-label": N_("Expert discard pile: "),
    # Translators: followed by the Gem card and its class.
    "pieces.took-gem": N_("{player} took a Gem: "),
    "pieces.log-list": N_("Game log, newest first"),
    # Translators: under an Animal reference the rulebook does not print in full
    # (I, II and most of V): its scores here are the app's reconstruction (R19).
    "pieces.reconstructed": N_(
        "The rulebook does not give (all of) this card's text: what you see here is the "
        "app's own version."
    ),
    # Translators: the top bar's button opening the rules reference, and that screen's heading.
    "pieces.rules": N_("Rules"),
    "pieces.game-over": N_("Game over"),
    # Translators: the top bar once the twelve rounds are played: the players decide.
    "pieces.final-scoring": N_("Final scoring"),
    # Translators: for screen readers, after the round on the top bar's button it opens.
    "pieces.round-order": N_("this round's order, the twelve rounds"),
    # Translators: for screen readers, on the top bar before the first player's name.
    "pieces.first-player-label": N_("First player: "),
    # Translators: {code} is the Animal reference card's numeral, I to V.
    "pieces.reference": N_("Animal reference {code}"),
    # Translators: the name, for screen readers, of the top bar's button showing the Animal
    # reference card: {code} is its numeral, I to V.
    "pieces.reference-button": N_("Animal reference {code}: how Animals score"),
    # Translators: {n} is how many lines the log has.
    "pieces.log-count": N_("Game log ({n})"),
    # Translators: the tooltip of the top bar's button opening the game log.
    "pieces.log": N_("Game log"),
    # Translators: a short button label for the game log.
    "pieces.log-short": N_("Log"),
    # Translators: a button under the game log's sheet: save the game to a file on the device.
    "pieces.export-save": N_("Export save"),
    # Translators: a button on the play screen: take back the player's last move.
    "pieces.undo": N_("Undo"),
    "pieces.hint": N_("Hint"),
    "pieces.hints-used": NN_("{n} hint used in this game", "{n} hints used in this game"),
    # --- What happened since a turn, panels, the score sheet -----------------------------
    # Translators: for screen readers, before a Gem's class in the list of moves since a
    # turn: the class was said aloud to the whole table as the Gem was taken.
    "since.said-aloud": N_("said aloud:"),
    # Translators: a round's end in the list of moves since a turn, short, after a symbol
    # of the Experts coming back: every player holds all five Experts again (R6).
    "since.experts-back": N_("All Experts back"),
    # Translators: a round's end in the list of moves since a turn, short, after the
    # First Player card's symbol: {player} now holds it.
    "since.first-now": N_("{player} first"),
    # Translators: the same, when the card passed over {skipped} (4 players, after rounds
    # 4 and 8).
    "since.first-now-skipped": N_("{player} first ({skipped} skipped)"),
    # Translators: the name of a panel's close button, for screen readers.
    "sheet.close": N_("Close"),
    # Translators: a panel's heading: a player's score if the game ended now.
    "sheet-now.title": N_("Score now"),
    # Translators: in the score-sheet panel, in place of the sheet: {error} is the reason, in the
    # game's words or, from the engine, in English.
    "sheet-now.failed": N_("The score sheet could not be counted: {error}"),
    "sheet-now.row": N_("Scores if the game ended now"),
    # Translators: a button showing a player's name and score: "Ann 31 VP".
    "sheet-now.player-vp": N_("{player} {vp} VP"),
    "sheet.gems-order": N_("Gems, in the order taken"),
    # Translators: a label before the final choices a player made.
    "sheet.choices": N_("Choices: "),
    "sheet.of": N_("Score sheet of {player}"),
    # Translators: the heading of a score sheet's fold that explains each player's final choices.
    "sheet.choices-explained": N_("Final choices, explained"),
    # Translators: a badge beside the winner's name.
    "common.winner": N_("Winner"),
    "sheet.total-button": N_("{player}: {vp} VP; show the score sheet"),
    # Translators: the name, for screen readers, of the score sheet's list of players and their
    # totals.
    "sheet.results": N_("Results, best first"),
    "sheet.title": N_("Score sheet, with the reasons"),
    "sheet.hint": N_("Open a category to see how its number was reached."),
    # --- The table's cards --------------------------------------------------------------------
    # Translators: the heading of an Area's note: {good} is a Good type ("Spice"), {area}
    # the Area's words on the card ("Lotus", "Katar 2-0"; a Gem's, "Gem 8", stand alone).
    "market.area": N_("{good}: {area}"),
    # Translators: a panel's heading; {card} is the card's number on the table, 1 to 5.
    "market.card-area": N_("Card {card}: {area}"),
    # Translators: {how} is a sentence saying how the Good type scores.
    # {good} is a Good type's name ("Spice"), {area} an Area's words on the card ("Lotus",
    # "Gem 8").
    "market.area-how": N_("{good}: {area}. {how}"),
    "market.area-info": N_("{area}: what it would bring"),
    "market.area-info-chosen": N_("{area} (the card counts as this): what it would bring"),
    "market.counts-as": N_("(the card counts as this)"),
    # Translators: a card's heading on the table once a player has taken it: {card} is its number on
    # the table, 1 to 5.
    "market.card-taken": N_("Card {card}: taken"),
    # Translators: a card's heading on the table: {card} is its number, 1 to 5.
    "market.card": N_("Card {card}"),
    # Translators: on a table card's heading, before the Expert put on it and its Good type
    # ("Bob: [Jeweler] Gem"): {player} is who put it; the punctuation as the language sets it.
    "market.on-card": N_("{player}:"),
    # Translators: on a table card, in place of the Expert put on it: no one has put one there yet.
    "market.no-expert": N_("no Expert yet"),
    # Translators: a button: take this card.
    "market.take": N_("Take"),
    # Translators: the name, for screen readers, of a card's row of Areas: {card} is its number on
    # the table, 1 to 5.
    "market.areas": N_("The five Areas of card {card}"),
    "market.label": NN_("Goods on the table; {n} card left in the deck",
                        "Goods on the table; {n} cards left in the deck"),
    # --- The round panel ------------------------------------------------------------------
    # Translators: for screen readers, after a player's name in the order of a round.
    "round.now": N_("(now)"),
    # Translators: for screen readers, after a player's name in the round's order: he has placed (or
    # taken) already.
    "round.done": N_("(done)"),
    # Translators: the tooltip of the mark after rounds 4 and 8 in the row of the twelve rounds.
    "round.return": N_("The Experts return"),
    # Translators: {returns} is a list of round numbers ("4 and 8").
    "round.progress": N_("Round {round} of {rounds}; the Experts return after rounds {returns}."),
    # Translators: a heading (not a button): the order in which the players place their
    # Experts this round; a noun where the language has one (the placing).
    "round.place": NP_("order heading", "Place"),
    # Translators: a heading (not a button): the order in which the players take a card
    # this round; a noun where the language has one (the taking).
    "round.take": NP_("order heading", "Take"),
    # Translators: the heading of the round's panel.
    "round.sheet": N_("Round {round} of {rounds}"),
    # Translators: a line of the final choices' order in the round's panel: {player} is the
    # player, {state} whether they have decided, are deciding or wait (a phrase from the core).
    "round.decide-line": N_("{player}: {state}"),
    # --- Finished games on this device ------------------------------------------------------
    "history.open-to-see": N_("Open the game to see its scores."),
    # Translators: the heading of the game-over screen, and the name of a finished game's list of
    # scores on the home screen.
    "common.final-scores": N_("Final scores"),
    # Translators: for screen readers, after a winner's score.
    "history.winner-said": N_("(winner)"),
    # Translators: under a player's final score: how many hints he asked for in the game.
    "history.hints-used": NN_("{n} hint used", "{n} hints used"),
    "history.wins": NN_("Wins per player ({n} game)", "Wins per player ({n} games)"),
    # Translators: a table's column heading: the player's name (the home screen's wins, the score
    # pad's sheet).
    "common.player": N_("Player"),
    # Translators: a column: how many games a player won.
    "history.wins-col": N_("Wins"),
    # Translators: a column: how many games a player played.
    "history.games-col": N_("Games"),
    # --- Times ---------------------------------------------------------------------------
    # Translators: when a game was last played, under a minute ago.
    "time.now": N_("just now"),
    # Translators: when a game was last played; keep it short.
    "time.minutes": NN_("{n} min ago", "{n} min ago"),
    # Translators: when a game was last played, in hours; keep it short.
    "time.hours": NN_("{n} h ago", "{n} h ago"),
    # --- Home: the quick start, the saved games, storage -------------------------------------
    # Translators: a seat's default name; {n} is its number, 1 to 4.
    "common.player-n": N_("Player {n}"),
    # Translators: a button on the home screen starting a game against computer players, and the
    # name, for screen readers, of its quick-start section.
    "home.play-computers": N_("Play against computers"),
    # Translators: a field's label on the home screen's quick start, and the first player's name
    # until one is typed in the set-up form.
    "home.your-name": N_("Your name"),
    # Translators: a field's label on the home screen's quick start: the level of every computer
    # player.
    "home.level": N_("Computers' level"),
    "home.quick-note": N_("You and three computer players, in one tap."),
    # Translators: under the memory aid's box on home: why one would want it.
    "home.memory-aid-why": N_(
        "At the table each Gem's class is said aloud once; the computers remember "
        "every one. With the aid, so do you: the log keeps them."
    ),
    # Translators: a saved game's state in the list of saved games.
    "status.finished": N_("Finished"),
    "status.final-scoring": N_("Final scoring"),
    "status.round-of": N_("Round {round} of {rounds}"),
    # Translators: a button on a saved game of the home screen's list: delete it (a confirmation
    # follows).
    "home.delete": N_("Delete"),
    # Translators: {title} is the game's players, as a list ("Ann, Ben and Cat").
    "home.delete-game": N_("Delete the game of {title}"),
    # Translators: a button answering "Delete ...?" on a saved game: no, keep the game.
    "home.keep-it": N_("Keep it"),
    # Translators: a button's name for screen readers: {title} is the game's players, as a list
    # ("Ann, Ben and Cat").
    "home.replay-game": N_("Replay the game of {title}"),
    # Translators: a button: watch a finished game again, move by move.
    "home.replay": N_("Replay"),
    # Translators: the top bar's title while a finished game is watched again (a noun, not
    # the button's order).
    "replay.top-bar": NP_("top bar", "Replay"),
    # Translators: a button's name for screen readers: {title} is the game's players, as a list
    # ("Ann, Ben and Cat").
    "home.sheet-game": N_("See the score sheet of the game of {title}"),
    # Translators: a button's name for screen readers: {title} is the game's players, as a list
    # ("Ann, Ben and Cat").
    "home.resume-game": N_("Resume the game of {title}"),
    # Translators: a button on a finished game of the home screen's list: open its score sheet.
    "home.sheet": N_("Score sheet"),
    # Translators: a button on a game in play of the home screen's list: go on playing it.
    "home.resume": N_("Resume"),
    # Translators: a button's name for screen readers: {title} is the game's players, as a list
    # ("Ann, Ben and Cat").
    "home.export-game": N_("Export the game of {title}"),
    # Translators: a button: save the game into a file.
    "home.export": N_("Export"),
    # Translators: a finished game in the list: {variant} is its variant's name, {when} a
    # time such as "5 min ago" or a date.
    "home.saved-over": N_("Finished · {variant} · {when}"),
    # Translators: {status} is where the game stands ("Round 3 of 12").
    # {variant} is its variant's name ("Standard"), {when} a time such as "5 min ago" or a date.
    "home.saved-playing": N_("{status} · {variant} · last played {when}"),
    "home.tagline": N_(
        "The card-drafting game for 2-4 merchants: play against computer players, or with "
        "friends on one phone passed around the table."
    ),
    "home.new-game": N_("New game: choose the players"),
    # Translators: a button: a game in which each player plays on his own phone.
    "home.play-phones": N_("Play on several phones"),
    "home.import": N_("Import a saved game"),
    # Translators: a heading on the home screen: the saved games not yet finished.
    "home.in-play": N_("Games in play"),
    "home.no-storage": N_(
        "This browser does not let the page store anything: games will not be saved."
    ),
    "home.none-in-play": N_("No game in play. Every move is saved on this device as you play."),
    # Translators: a heading on the home screen (a fold): {n} is how many finished games are kept.
    "home.finished": N_("Finished games ({n})"),
    "home.delete-finished-sure": NN_(
        "Delete the {n} finished game", "Delete the {n} finished games"
    ),
    # Translators: a button answering "Delete the finished games?": no, keep them.
    "home.keep-them": N_("Keep them"),
    # Translators: a button under the home screen's finished games (a confirmation follows).
    "home.delete-finished": N_("Delete finished games"),
    "home.storage": N_("Storage on this device"),
    # Translators: {size} is "120 KB" or "1.2 MB".
    "home.storage-used": N_("Saved games take {size} on this device."),
    # Translators: a size in megabytes, with one decimal.
    # {n} is the size, a number with one decimal ("1.2").
    "common.mb": N_("{n} MB"),
    # Translators: a size in kilobytes.
    # {n} is the size, a whole number ("120").
    "common.kb": N_("{n} KB"),
    # --- A new game's form ---------------------------------------------------------------
    "setup.players-n": NN_("{n} player", "{n} players"),
    "setup.reference-random": N_("Random (drawn at the deal)"),
    # Translators: the seed field's placeholder: left empty, the seed is random.
    "setup.seed-random": N_("random"),
    # Translators: the name, for screen readers, of a seat's choice in the set-up form: {n} is the
    # seat's number, from 1.
    "setup.seat-kind": N_("Player {n}: a person or a computer player"),
    "setup.named-by-game": N_("Named by the game"),
    # Translators: the first seat, the one filling in the form; {n} is 1.
    "setup.player-first": N_("Player {n}: you (seats go clockwise)"),
    "setup.players-legend": N_("Players at the table"),
    # Translators: a choice of first player: {name} as typed so far.
    # {n} is the seat's number, from 1.
    "setup.player-named": N_("Player {n}: {name}"),
    # Translators: the set-up form's button, and the pairing screen's once every phone has joined.
    "setup.start": N_("Start the game"),
    # Translators: the heading of the set-up form's fold with the seed.
    "setup.more": N_("More options"),
    # Translators: a field's label in the set-up form: the number that deals the cards (the same
    # seed deals the same game).
    "setup.seed": N_("Seed (optional)"),
    "setup.seed-hint": N_("The same seed and set-up deal the same game."),
    # Translators: a field's label: how many players (the set-up form, the score pad, a study's
    # set-up).
    "setup.players": N_("Players"),
    # Translators: a field's label: the game's variant (the set-up form, a study's set-up).
    "setup.variant": N_("Variant"),
    # Translators: a form's field label (capitalised as a label), not the glossary's
    # term in a sentence: which Animal reference card the table plays with.
    "setup.reference": NP_("form label", "Animal reference"),
    "setup.reference-hint": N_("Sets how Animals score this game."),
    # Translators: the rulebook's rule for the first player.
    "setup.first-hint": N_("Who most recently travelled to faraway lands."),
    "setup.memory-aid": N_("Memory aid: the log keeps every announced Gem class"),
    # Translators: a button back to the screen before (a lesson, the score pad, a replay, the set-up
    # form...).
    "common.back": N_("Back"),
    "setup.link-checking": N_("This link's set-up is being checked by the game's rules…"),
    # Translators: {max} is the largest seed, a number with its digits.
    "setup.bad-seed": N_(
        "The seed is a whole number from 0 to {max}, or empty for a random one."
    ),
    # Translators: under the set-up form's button: {error} is the reason, in the game's words
    # ("names[1]: ...").
    "setup.start-failed": N_("The game could not start: {error}"),
    # Translators: the set-up form's heading, and the game-over screen's button opening it.
    "common.new-game": N_("New game"),
    # Translators: above the list of a new-game link's faults ({n} of them).
    "setup.link-fault": NN_(
        "This link has a fault; the form shows the rest of it:",
        "This link has {n} faults; the form shows the rest of it:",
    ),
    # Translators: a seat kind in the set-up's list, beside Person and the computers'
    # levels: a person who plays on his own phone, paired with this one.
    "setup.seat-phone": N_("On their own phone"),
    "setup.phone-about": N_("Plays on their own phone: you pair it after this form."),
    # Translators: the set-up's Start button when a seat plays on its own phone.
    "setup.to-pair": N_("Next: pair the phones"),
    # --- A table of phones: pairing on the host's phone --------------------------------------
    "phones.away": N_(
        "A phone has left the table: pair it again, play its seat here, or let a computer play it."
    ),
    # Translators: a button on the banner of a phone that left the table: pair that seat's phone
    # again.
    "phones.pair-again": N_("Pair it again"),
    # Translators: a button on the banner of a phone that left the table: that seat is played on the
    # host's phone from now on.
    "phones.seat-to-host": N_("Play it here"),
    "phones.seat-to-computer": N_("A computer plays it"),
    "phones.seat-host": N_("The host's phone plays your seat now."),
    "phones.seat-computer": N_("A computer plays your seat now."),
    "phones.seat-phone": N_("Your seat is back on your phone."),
    # Translators: the pairing screen's heading, on the host's phone.
    "pair.title": N_("Pair the phones"),
    "pair.how": N_(
        "Each guest scans their seat's code with their phone's camera (or opens its link), "
        "and their phone shows a code back: scan it here, or paste its text. Every phone "
        "must be on the same Wi-Fi; it needs no internet, but a phone that has never "
        "opened Golden Sails needs it once, to load it."
    ),
    "pair.camera-ask": N_(
        "Allow the camera: it reads each guest's code, and it helps the phones find each "
        "other on the Wi-Fi."
    ),
    "pair.camera-refused": N_(
        "The camera is not allowed: paste each guest's answer instead. If a phone does not "
        "connect, allow the camera and make a new code."
    ),
    "pair.no-camera": N_("This browser has no camera: paste each guest's answer instead."),
    "pair.camera-failed": N_("The camera could not be opened: paste the guest's answer instead."),
    "pair.making": N_("Making this seat's code…"),
    # Translators: a seat's state on the pairing screen, in a small badge.
    "pair.state-waiting": N_("Not connected"),
    # Translators: a seat's state on the pairing screen, in a small badge: its phone is joined.
    "pair.state-connected": N_("Connected"),
    # Translators: a seat's state on the pairing screen, in a small badge, and beside a guest's name
    # on the table: its phone has lost the connection.
    "pair.state-away": N_("Away"),
    "pair.away": N_(
        "The connection dropped (a locked screen, a phone off the Wi-Fi). Make a new code "
        "and let the guest scan it."
    ),
    # Translators: on the pairing screen, under a seat once its guest's answer is scanned or pasted.
    "pair.connecting": N_("Answer taken: connecting…"),
    # Translators: {error} is the browser's reason, in English.
    "pair.failed": N_("This seat's code could not be made: {error}"),
    "pair.offer-how": N_(
        "The guest scans this code with their phone's camera, or opens this link:"
    ),
    # Translators: what a screen reader says of the QR code.
    "pair.offer-qr": N_("This seat's code, as a QR code"),
    # Translators: a button copying a link to the clipboard: a seat's link on the pairing screen,
    # the replay's link at the game's end, a study's link.
    "pair.copy-link": N_("Copy the link"),
    # Translators: a heading on the pairing screen, above the field for the guest's answer (the code
    # his phone shows).
    "pair.answer-title": N_("The guest's answer"),
    # Translators: a button on the pairing screen: open the camera to scan a guest phone's answer.
    "pair.scan": N_("Scan the answer"),
    "pair.scan-hold": N_("Hold the guest's phone, showing its code, in front of the camera."),
    # Translators: a button on the pairing screen: close the camera without scanning.
    "pair.scan-stop": N_("Stop the camera"),
    "pair.answer-paste": N_("Or paste the answer's text:"),
    # Translators: a button: take the pasted answer and connect to that phone.
    "pair.apply": N_("Connect"),
    # Translators: a button: make a new code for this seat (the old one no longer works).
    "pair.renew": N_("New code"),
    "pair.still-to-connect": NN_("{n} phone still to connect.", "{n} phones still to connect."),
    "pair.all-connected": N_("Every phone is connected."),
    # --- A pairing code refused, by name ----------------------------------------------------
    "code.damaged": N_(
        "This is not a whole pairing code: part of it is missing or changed. Scan it again, "
        "or copy all of it."
    ),
    "code.newer": N_(
        "This code comes from a newer version of Golden Sails: open the game online on both "
        "phones to update it."
    ),
    "code.an-offer": N_(
        "This is a seat's code, not a guest's answer: scan the code the guest's phone shows "
        "after opening it."
    ),
    "code.an-answer": N_(
        "This is a guest's answer, not a seat's code: open the code the host's phone shows."
    ),
    "code.foreign": N_(
        "This answer is for another table: the guest opened a code from another host's phone."
    ),
    "code.other-seat": N_("This answer is for another seat: take it in that player's section."),
    "code.stale": N_(
        "This answer is to an older code of this seat: the guest must open the newest code."
    ),
    "code.used": N_(
        "This answer was used already: a code is good once. Make a new code for this seat."
    ),
    # Translators: a copy button's words once the copy is done.
    "copy.copied": N_("Copied"),
    "copy.select": N_("Select the text to copy it"),
    # --- A table of phones: joining on a guest's phone ---------------------------------------
    # Translators: the heading of the guest's screen that joins another phone's table.
    "join.title": N_("Join a table"),
    "join.how": N_("Scan the code on the host's phone with your camera, or paste its link here."),
    "join.offer-label": N_("The host's code or link:"),
    # Translators: a button: join the host's table with the code pasted.
    "join.apply": N_("Join"),
    # Translators: a button on a guest's banner when the connection to the host dropped: scan a new
    # code of the host's.
    "join.rejoin": N_("Join again"),
    # Translators: on a guest's phone, while its answer (a code for the host) is being made.
    "join.making": N_("Making your answer…"),
    "join.answer-how": N_(
        "Show this code to the host, who scans it, or send them its text. Keep this screen open."
    ),
    # Translators: what a screen reader says of the QR code.
    "join.answer-qr": N_("Your answer, as a QR code"),
    # Translators: a button on a guest's phone: copy its answer's text, to send it to the host.
    "join.copy-answer": N_("Copy the answer"),
    "join.connected": N_("Connected to the host's phone. The game begins when the host starts it."),
    "join.away": N_(
        "The connection to the host's phone dropped. Ask the host for a new code, then open "
        "it or paste it here."
    ),
    # Translators: {error} is the browser's reason, in English.
    "join.failed": N_("Your answer could not be made: {error}"),
    "join.online-once": N_(
        "A phone that has never opened Golden Sails needs the internet once, to load it. "
        "After that it can join a table without the internet."
    ),
    # --- The end of a game ------------------------------------------------------------------
    # Translators: a button: play again with the same players.
    "over.rematch": N_("Rematch"),
    # Translators: a button at the game's end making the replay's link, and the name of that section
    # for screen readers.
    "over.share": N_("Share this game"),
    "over.copy": N_("Copy the link"),
    "over.copied": N_("Copied"),
    "over.select-to-copy": N_("Select the link to copy it"),
    "over.link-note": N_("Anyone with this link can watch the whole game, move by move:"),
    "over.share-title": N_("Golden Sails: a game to replay"),
    # Translators: a button: send the link with the device's own sharing.
    "over.send": N_("Send"),
    # Translators: {error} is the reason, in the game's words or, from the browser, in English.
    "over.link-failed": N_("The link could not be made: {error}"),
    # Translators: a button at the game's end: watch the whole game move by move.
    "over.watch": N_("Watch the replay"),
    # --- Passing the phone -----------------------------------------------------------------
    "handoff.undo-of": N_("Undo my move ({player})"),
    "handoff.undo": N_("Undo my move"),
    # Translators: {task} is what the player does next ("assign an Expert").
    "handoff.task": N_("{player}: {task}"),
    "handoff.reveal": N_("I am {player}: show my turn"),
    "handoff.note": N_("Only the player named above should look after this tap."),
    # --- A computer's turn ------------------------------------------------------------------
    # Translators: the heading of the screen after a computer player's move: {player} is its name
    # with its level ("Ben (Hard)").
    "bot.played": N_("{player} has played."),
    # Translators: a button: show the next move (the game waits for it).
    "bot.go-on": N_("Go on"),
    "bot.thinking": N_("{player} is thinking…"),
    "bot.choosing": N_("A computer player is choosing its move. The table below is yours to read."),
    # Translators: a button, for a moment after the player's move, before the computer's
    # answer to it is shown: takes the player's move back.
    "bot.undo-grace": N_("Undo my move"),
    "common.piles-revealed": N_("Piles (the Gems are revealed)"),
    # --- A person's turn --------------------------------------------------------------------
    "play.hint-assign": N_(
        "Tap an Area to put your Expert there; hold one to see what it brings."
    ),
    "play.hint-swap": N_("Take it, or tap another Area to swap an Expert in."),
    "play.hint-take": N_("Take a card; hold an Area to see what it brings."),
    # --- The final choices -----------------------------------------------------------------
    # Translators: a badge: this choice is the one the game proposes.
    "scoring.proposed": N_("proposed"),
    # Translators: a badge on the final choices' screen, on the choice the player made instead of
    # the proposal's.
    "scoring.your-change": N_("your change"),
    # Translators: {choice} is the choice made for now.
    "scoring.now": N_("Now: {choice}"),
    # Translators: the name, for screen readers, of a final choice's group of buttons: {item} is the
    # choice's heading ("Universal Good 1 (Lotus / Gem 5 / Serpent / Katar 1-1)").
    "scoring.change": N_("Change: {item}"),
    # Translators: a heading on the final choices' screen: the choices the app proposes.
    "scoring.proposal": N_("The proposal"),
    # Translators: {total} is the score the proposal gives.
    "scoring.with-it": N_("With it: {total}"),
    # Translators: {total} is what the player's choices make sure of, a whole sentence ("42 VP,
    # whatever the players after you choose.").
    "scoring.with-yours": N_("With your choices: {total}"),
    # Translators: the heading of a fold on the final choices' screen: why the app proposes these
    # choices.
    "scoring.why": N_("Why this proposal"),
    # Translators: a heading on the final choices' screen, above the player's choices.
    "scoring.your-choices": N_("Your choices"),
    # Translators: a heading on the final choices' screen, above the order in which the players
    # decide.
    "scoring.order": N_("Who decides when"),
    # --- Replays -----------------------------------------------------------------------------
    "replay.steps": N_("Steps of the replay"),
    # Translators: the first step of a replay: the cards dealt, before the game's moves.
    "replay.deal": NN_("The deal · {n} move", "The deal · {n} moves"),
    "replay.move-of": N_("Move {step} of {steps}"),
    # Translators: a button: the next step.
    "common.next": N_("Next"),
    "replay.dealt": N_("The cards are dealt."),
    # Translators: a button: straight to the replay's last step, the final scores.
    "replay.to-end": N_("To the final scores"),
    # Translators: the name of the scrubber, a slider over every move of the replay.
    "replay.scrub": N_("Go to a move"),
    # Translators: under the scrubber, while it is dragged: where it would land.
    "replay.at-deal": N_("The deal, before the first move"),
    # Translators: under the scrubber: the round of the move it is on, and who made it.
    # {name} is the name of the player who made the move.
    "replay.at-step": N_("Round {round} · {name}'s move"),
    # Translators: a choice in the list that jumps to a round's first move.
    # {n} is the round's number, 1 to 12.
    "replay.round-n": N_("Round {n}"),
    # Translators: the name of the list of rounds (read out by screen readers).
    "replay.to-round": N_("Go to the start of a round"),
    # Translators: a choice in the list of players, whose moves the two buttons
    # beside it jump between; {name} is a player's name.
    "replay.moves-of": N_("{name}'s moves"),
    # Translators: the name of the list of players (read out by screen readers).
    "replay.player": N_("Follow a player's moves"),
    # Translators: buttons beside a player's name: his move before this one, his next.
    "replay.seat-back": N_("Previous move"),
    # Translators: a button of a replay, beside the list of players: jump to the chosen player's
    # next move.
    "replay.seat-next": N_("Next move"),
    # Translators: {names} are the players' names.
    "replay.title": N_("Replay: {names}"),
    "replay.piles-end": N_("Piles at the end"),
    # Translators: the name, for screen readers, of the section with the Expert discard pile
    # (lesson, replay, study).
    "common.experts": N_("Experts"),
    "replay.bad-link": N_("This replay link cannot be opened"),
    "replay.bad-link-note": N_(
        "A replay link holds a whole finished game; a link cut short or changed by hand cannot "
        "be read. Ask for the link again."
    ),
    # --- The rules ------------------------------------------------------------------------
    # Translators: the rules reference's button opening its list of sections, and that list's
    # heading.
    "rules.contents": N_("Contents"),
    # Translators: before an example's cards: {goods} is a Good type's plural.
    "rules.holding": N_("{player}'s {goods}: "),
    # Translators: a label in a rules example, before the player's VP in bold ("Ann, Gems: 12 VP"):
    # {goods} is a Good type's plural ("Gems").
    "rules.score-of": N_("{player}, {goods}: "),
    # Translators: {title} is the example's title.
    "rules.example": N_("Example: {title}"),
    "rules.open-in-pad": N_("Open in the score pad"),
    # Translators: {code} is the Animal reference card's numeral, I to V.
    "rules.reference": N_("Reference {code}"),
    # Translators: a tag beside an Animal reference's heading in the rules reference: the app made
    # up the card's scores where the rulebook does not print them.
    "rules.reconstructed": N_("Reconstructed"),
    # Translators: a tag beside an Animal reference's heading in the rules reference: the card's
    # scores are the rulebook's own.
    "rules.from-rulebook": N_("From the rulebook"),
    "rules.note": N_("The whole game in plain words. Every example is scored by the game itself."),
    # --- Lessons --------------------------------------------------------------------------
    "scene.move-first": N_("Make the step's move on the table first"),
    # Translators: a button at a lesson's or a study's last step: go back to its first step.
    "scene.again": N_("Start again"),
    "scene.steps": N_("Steps of the scene"),
    # Translators: the counter between a lesson's (or a study's) Back and Next buttons: {step} is
    # the step shown, {steps} the steps in all.
    "scene.step-of": N_("Step {step} of {steps}"),
    # Translators: folded text behind it: more about this step.
    "scene.more": N_("More"),
    "scene.ask-table": N_("Your turn to act: make the move on the table below."),
    "scene.ask-button": N_("Your turn to act: make the move with a button below."),
    "scene.ask-table-of": N_("Your turn to act: make {player}'s move on the table below."),
    "scene.ask-button-of": N_("Your turn to act: make {player}'s move with a button below."),
    # Translators: {goods} is a Good type's plural, {vp} a number of points.
    "scene.cat-vp": N_("{goods} {vp} VP"),
    "scene.total": N_("{vp} VP in all"),
    # Translators: folded reasons behind it: why a score is what it is.
    "scene.why": N_("Why"),
    "scene.try-pad": N_("Try it in the score pad"),
    "scene.try-game": N_("Try it in a game"),
    # Translators: the name, for screen readers, of a lesson's last section, with the way to try it
    # on the score pad and the next lesson.
    "scene.try": N_("Try it"),
    # Translators: a link at a lesson's end: {title} is the next lesson's title.
    "scene.next-lesson": N_("Next lesson: {title}"),
    # Translators: a lesson's question: the box around it.
    "question.label": N_("Question"),
    # Translators: a button: show the question's hint.
    "question.hint": N_("Hint"),
    # Translators: before the hint's words.
    "question.hint-is": N_("Hint:"),
    # Translators: an answer the question accepts.
    "question.right": N_("Right!"),
    # Translators: an answer the question does not accept; {move} is its button's words.
    "question.wrong": N_("Not this one: {move}."),
    # Translators: a button: show the whole lesson as plain text, every answer given.
    "notes.open": N_("Read as notes"),
    "notes.back": N_("Back to the lesson"),
    # Translators: a label in bold before a lesson's question (a sentence follows).
    "notes.question": N_("Question:"),
    # Translators: before the one answer a question accepts.
    "notes.answer": N_("The answer:"),
    # Translators: before the list of the answers a question accepts (two or more).
    "notes.answers": N_("The answers:"),
    # Translators: before the move a step asks for.
    "notes.move": N_("The move:"),
    # Translators: a link back to the lessons' list, and a heading there above every lesson.
    "learn.all": N_("All the lessons"),
    # --- A study (#/study): a game's steps with its author's notes and questions -------
    # Translators: a study is a game shown step by step with its author's notes (as
    # a chess study); {title} is the chapter's title, as its author wrote it.
    # {n} is the chapter's number, {count} the chapters in all.
    "study.chapter-of": N_("Chapter {n} of {count}: {title}"),
    # Translators: {title} is a lesson's title; {player} the seat whose view is shown.
    "study.on-lesson": N_("On the table of the lesson {title}, as {player} sees it."),
    "study.as-seat": N_("The table as {player} sees it."),
    "study.open": N_(
        "The author shows every Gem on this table on purpose, the other players' too."
    ),
    "study.steps": N_("Steps of the study"),
    # Translators: the heading of a study's list of chapters.
    "study.chapters": N_("Chapters"),
    # Translators: where a chapter lies among the study's steps.
    # {first} is the step's number (from 1).
    "study.chapter-step": N_("step {first}"),
    # Translators: where a chapter lies among the study's steps, beside its title in the chapters'
    # list: {first} is its first step, {last} its last.
    "study.chapter-steps": N_("steps {first}-{last}"),
    "study.back": N_("Back to the study"),
    "study.bad-link": N_("This study link cannot be opened"),
    "study.bad-link-why": N_("What is wrong with it:"),
    # --- The author's screen (#/author): a study written on a finished game -----------
    # Translators: the heading of the screen where a study is written; home's button
    # that opens it is another message (author.open).
    "author.title": NP_("heading", "Write a study"),
    # Translators: a field's label on the study's author screen: the title the author gives the
    # study.
    "author.study-title": N_("The study's title"),
    # Translators: a new study's title until its author types one.
    "author.untitled": N_("A study"),
    # Translators: the seat whose view of the table the learner gets.
    "author.learner": N_("The learner sits as"),
    "author.note": N_("Your note for this step"),
    # Translators: the marks a note may hold; keep **, [[ and ]] as they are; gems is an id.
    "author.note-help": N_("**bold words**, a new line, and [[gems]] for a link to the rules."),
    "author.ask": N_("Ask the learner's move here"),
    "author.no-ask": N_("Ask no question here"),
    "author.tap-accepted": N_(
        "Tap on the table each move the question accepts; a second tap takes it back."
    ),
    # Translators: a counter on the study's author screen: how many moves this step's question
    # accepts.
    "author.accepted": NN_("{n} move accepted", "{n} moves accepted"),
    # Translators: {name} is the player whose move it is at this step of the game.
    "author.not-learners": N_(
        "It is {name}'s move here: a question asks the learner's own move. Step to one of theirs, "
        "or choose another seat above."
    ),
    "author.game-over": N_("The game is over here: there is no move to ask."),
    # Translators: a button on the study's author screen: make the moment shown a step of the study.
    "author.add": N_("Add this step"),
    # Translators: the heading of the study's list of steps, on its author screen.
    "author.steps": N_("The study's steps"),
    "author.no-steps": N_("No step yet: step to a moment of the game, write a note, and add it."),
    # Translators: a step of the study, and the moment of the game it shows.
    # {k} is the step's number in the study, from 1.
    "author.step-deal": N_("Step {k}: the deal"),
    # Translators: {k} is the step's number in the study, from 1; {at} how many moves of the game
    # come before the moment it shows.
    "author.step-at": N_("Step {k}: after move {at}"),
    # Translators: beside a step in the study's list of steps: this step asks the learner a
    # question.
    "author.step-question": N_("Asks a question"),
    # Translators: a button's tooltip in the study's list of steps: {k} is the step's number, from
    # 1.
    "author.step-show": N_("Show step {k} on the table"),
    # Translators: a button's name for screen readers in the study's list of steps: {k} is the
    # step's number, from 1.
    "author.up": N_("Move step {k} up"),
    # Translators: a button's name for screen readers in the study's list of steps: {k} is the
    # step's number, from 1.
    "author.down": N_("Move step {k} down"),
    # Translators: a button's name for screen readers in the study's list of steps: {k} is the
    # step's number, from 1.
    "author.delete": N_("Delete step {k}"),
    "author.preview": N_("Preview as the learner sees it"),
    # Translators: a heading on the study's author screen, above its link and the snippet that shows
    # it on another site.
    "author.share": N_("Share the study"),
    # Translators: a link's words, and the name of the box holding the link, on the study's author
    # screen.
    "author.link": N_("The study's link"),
    "author.copy-link": N_("Copy the link"),
    "author.embed": N_("To show it on a web page"),
    # Translators: a button on the study's author screen: copy the HTML snippet that shows the study
    # on another site.
    "author.copy-embed": N_("Copy the snippet"),
    # Translators: the title of a study's frame on another site; {title} is the study's title.
    "author.frame-title": N_("Golden Sails: {title}"),
    "author.link-later": N_("Add a step, and the study's link appears here."),
    "author.link-fault": N_("This study cannot be made into a link yet:"),
    "author.empty": N_(
        "No study is being written on this device. On the home screen, open a finished game "
        "with Write a study, or paste a replay link there."
    ),
    # Translators: {why} says what is wrong; {key} is the storage key, kept as it is.
    "author.draft-damaged": N_(
        "The study draft kept on this device cannot be read ({why}). It is kept aside, "
        "untouched, under {key}; a new draft begins."
    ),
    # Translators: what is wrong with a damaged draft, in the brackets of "The study
    # draft kept on this device cannot be read (…)" above.
    "author.draft-not-json": N_("it is not JSON text"),
    "author.draft-aside": N_(
        "Your earlier draft, on another game, is kept aside on this device under {key}."
    ),
    "author.back": N_("Back to writing the study"),
    "author.from-replay": N_("Write a study from here"),
    # Translators: home's button on a finished game, opening the author's screen to
    # write a study of it (an order; the screen's heading is another message).
    "author.open": N_("Write a study"),
    # Translators: a link's name for screen readers, on a finished game of the home screen: {title}
    # is the game's players, as a list ("Ann, Ben and Cat").
    "author.open-game": N_("Write a study on the game of {title}"),
    "author.go-on": N_("Go on with your study"),
    "author.replay-link": N_("A finished game's replay link"),
    # Translators: a button on the home screen, under the field where a replay link is pasted:
    # open that finished game to write a study on it.
    "author.load": N_("Open it"),
    # A game set up for a study (the author plays every seat).
    "author.setup": N_("Set up a game for a study"),
    "author.setup-title": N_("A game for your study"),
    "author.setup-about": N_(
        "The game is dealt by its seed; then you play every player's moves yourself, "
        "up to the moments your study shows."
    ),
    # Translators: a field's label on the study's set-up form: the number that deals the cards.
    "author.seed": N_("Seed"),
    "author.setup-start": N_("Deal it and write"),
    "author.setup-cancel": N_("Back to the study being written"),
    # Translators: above the table on the author's screen: {name} is the player to move.
    "author.play-on": N_("{name} to move: tap a move on the table to play it from here."),
    "author.cut-moves": NN_(
        "Playing another move here drops the game's {n} later move.",
        "Playing another move here drops the game's {n} later moves.",
    ),
    "author.cut-steps": NN_(
        "It also deletes {n} step of your study shown after this point.",
        "It also deletes {n} steps of your study shown after this point.",
    ),
    "author.cut-yes": N_("Play it, drop them"),
    # Translators: a button on the study's author screen, after a move tapped at an earlier step,
    # which would drop the moves after it: no, keep the game as it is.
    "author.cut-no": N_("Keep the game"),
    # The question's other kinds, its hint and its replies.
    # Translators: the heading of the fieldset on the study's author screen where the step's
    # question is written.
    "author.question": N_("The question"),
    "author.kind-marked": N_("The moves I mark on the table are right"),
    "author.kind-within": N_("The Hard level's choice, or any move within N VP of it"),
    "author.within-n": N_("N, from 0 to 10 VP"),
    "author.within-about": N_(
        "The learner's device works out the Hard level's choice at this step, "
        "and accepts every move within N VP of it."
    ),
    "author.hint": N_("A hint (shown after a wrong answer, or when asked)"),
    "author.reply-to": N_("A reply to one of the learner's moves"),
    "author.reply": N_("Your reply to that move"),
    # Translators: a button on the study's author screen: keep the reply written for the move
    # chosen.
    "author.reply-add": N_("Keep this reply"),
    "author.unmarked": N_(
        "This question accepts no move yet: mark at least one on the table, "
        "or accept the moves within N VP of the Hard level's choice."
    ),
    # Chapters: {n} is the chapter's number, {title} the author's title as written.
    # Translators: a chapter's heading and its option in the chapters' list, on the study's author
    # screen: {n} is its number, from 1; {title} its title, as the author wrote it.
    "author.chapter-head": N_("Chapter {n}: {title}"),
    # Translators: a new chapter's title until the author types one: {n} is its number, from 1.
    "author.chapter-n": N_("Chapter {n}"),
    "author.chapter-empty": N_("No step in this chapter yet: the next step you add goes here."),
    "author.chapter-current": N_("New steps go into"),
    # Translators: a field's label on the study's author screen: the title of the chapter chosen.
    "author.chapter-title": N_("This chapter's title"),
    # Translators: a button on the study's author screen: begin a new chapter at this step.
    "author.chapter-new": N_("New chapter"),
    # Translators: {error} is the reason, in the game's words.
    "author.bad-replay": N_("That replay link cannot be opened: {error}"),
    "fail.author": N_("The author's screen could not go on."),
    "scene.link-part": N_("Part of this link could not be used:"),
    "scene.bad-link": N_("This scene link cannot be opened"),
    "scene.see-lessons": N_("See all the lessons"),
    # Translators: a lesson done.
    "learn.done": N_("Done"),
    # Translators: for screen readers, after the title of a lesson done (in the
    # lessons' list): the lesson is finished.
    "learn.done-title": NP_("lesson", "(done)"),
    # Translators: {source} is where in the rulebook the lesson comes from.
    "learn.meta": NN_("{n} step · {source}", "{n} steps · {source}"),
    "learn.first-game": NN_("Ready for a first game in {n} lesson",
                            "Ready for a first game in {n} lessons"),
    # Translators: under the lessons' list: {done} is how many lessons of the way to a first game
    # are done, {all} how many it has.
    "learn.path-left": N_(
        "{done} of {all} done. The others can wait for after a game or two: the app scores "
        "everything at the end, with the reasons."
    ),
    "learn.path-done": N_(
        "All done: time for a game. The other lessons can wait for after one or two."
    ),
    "learn.play-first": N_("Play a game: you against three Easy computers"),
    # Translators: the heading of the lessons' list.
    "learn.title": N_("Learn to play"),
    "learn.note": N_(
        "Each lesson plays a real table, a step at a time: read, then make the move it asks "
        "for on the table. Together they cover the whole rulebook."
    ),
    # Translators: the name, for screen readers, of the lessons' list.
    "learn.list": N_("Lessons, in order"),
    # --- Settings --------------------------------------------------------------------------
    # Translators: {problem} is why the browser did not keep it.
    "settings.not-kept": N_("Not kept: {problem}."),
    "settings.kept": N_("Kept on this device."),
    "settings.confirm": N_("Confirm each move that cannot be taken back"),
    "settings.confirm-about": N_(
        "Undo takes back your move only while nobody has seen what followed it. When a "
        "computer answers at once, or cards are revealed, you confirm the move first. Off: "
        "every move counts at once."
    ),
    # Translators: a setting's label: how computer players' moves are shown; its options follow.
    "settings.bot-speed": N_("Computer players' moves"),
    "settings.bot-step": N_("Step by step: each waits for Go on"),
    "settings.bot-normal": N_("Shown for a moment (0.7 s)"),
    # Translators: an option of "Computer players' moves": each is shown very briefly.
    "settings.bot-fast": N_("Fast"),
    "settings.memory-aid": N_("Memory aid: the log keeps every Gem class said aloud"),
    "settings.memory-aid-here": N_(
        "For new games, and for the game you came from: the same for every player at the table."
    ),
    "settings.memory-aid-new": N_("For new games: the same for every player at the table."),
    "settings.memory-aid-on": N_(
        "Kept on this device; the memory aid is on in the game you came from."
    ),
    "settings.memory-aid-off": N_(
        "Kept on this device; the memory aid is off in the game you came from."
    ),
    # Translators: {error} is the reason, in the game's words.
    "settings.memory-aid-failed": N_("The game's memory aid could not be changed: {error}"),
    # Translators: a setting's label, a checkbox: offer the Hint button on the play screen.
    "settings.hints": N_("Offer hints"),
    "settings.hints-about": N_(
        "A Hint button on your turn: the Hard level's choice and why. Each hint asked is "
        "counted, and the game's end, its replay and the history say so."
    ),
    "settings.sound": N_("Sounds for your turn and a Gem announced"),
    "settings.motion": N_("Reduce motion (no animated highlights)"),
    "settings.motion-about": N_("Follows your device's setting until you change it here."),
    # Translators: a setting's label: the page's colours; its options follow (as the device, light,
    # dark).
    "settings.theme": N_("Colours"),
    "settings.theme-system": N_("As the device (light or dark)"),
    # Translators: an option of the setting "Colours": light colours.
    "settings.theme-light": N_("Light"),
    # Translators: an option of the setting "Colours": dark colours.
    "settings.theme-dark": N_("Dark"),
    # --- The score pad -----------------------------------------------------------------------
    # Translators: the heading of a fold on the score pad, listing the rulebook's examples to open.
    "pad.examples": N_("The rulebook's examples"),
    "pad.experts-round": N_("A round of Experts"),
    "pad.experts-round-note": N_(
        "The 3-player example of play (Assign the Experts, Take the Goods), step by step on "
        "the table."
    ),
    "pad.link": N_("Link to this table"),
    "pad.tap-score": N_("Tap Score to score the table."),
    # Translators: the player who makes the final choices first.
    "pad.first": N_("First to decide"),
    # Translators: an option of "First to decide": {n} is the seat's number (1 to 4, clockwise),
    # {player} its name.
    "pad.first-option": N_("{n}: {player}"),
    # Translators: the heading of a row of buttons adding cards of one pile to a player's
    # piles: {goods} is the Good type's plural ("Spices"); the punctuation as the language sets it.
    "pad.pile-heading": N_("{goods}:"),
    # Translators: a mode of the score pad: each card entered.
    "pad.mode-exact": N_("Card by card"),
    # Translators: a mode of the score pad: each category's points typed in.
    "pad.mode-quick": N_("Type the VP"),
    "pad.not-scored": N_("Not scored: these need a fix."),
    # Translators: a button: score the table.
    "pad.score": N_("Score"),
    # Translators: the heading over the score pad's result (not a button): the scores.
    "pad.result": NP_("heading", "Score"),
    # Translators: the score pad's heading.
    "pad.title": N_("Score pad"),
    "pad.note": N_(
        "Enter each player's piles by tapping, or type each category's VP; Score adds them up "
        "by the rules and explains it."
    ),
    "pad.modes": N_("How to enter the scores"),
    # Translators: the placeholder of the Weapon cards field: filled in only if tied.
    "pad.if-tied": N_("if tied"),
    # Translators: a column's heading on the quick score pad: the number of Weapon cards, typed only
    # to break a tie.
    "pad.weapon-cards": N_("Weapon cards"),
    # Translators: a field's name for screen readers on the score pad: {n} is the player's number,
    # from 1.
    "pad.name-of": N_("Player {n}'s name"),
    "pad.quick-note": N_(
        "Type each player's VP per Good type, as in the score booklet. Weapons may be negative. "
        "Weapon cards count only to break a tie."
    ),
    # Translators: a field's label on the score pad's Universal Good card: which Animal the card
    # shows. A label standing alone, with its capital (the glossary's term is another message).
    "pad.animal": NP_("field label", "Animal"),
    # Translators: a field's label on the score pad's Universal Good card: which Spice the card
    # shows. A label standing alone, with its capital.
    "pad.spice": NP_("field label", "Spice"),
    # Translators: a button adding a "4 VP for two kinds of Spices" Spell: the two
    # kinds ("Mint & Cloves").
    # {a} and {b} are the two Spice kinds' names as labels ("Mint", "Cloves").
    "pad.spice-pair": N_("{a} & {b}"),
    # Translators: a field's label on the score pad's Universal Good card: which Weapon the card
    # shows. A label standing alone, with its capital.
    "pad.weapon": NP_("field label", "Weapon"),
    # Translators: a field's label on the score pad's Universal Good card: the class of its Gem. A
    # label standing alone, with its capital.
    "pad.gem": NP_("field label", "Gem"),
    # Translators: a Weapon card's left value.
    "pad.left": N_("Left"),
    # Translators: a Weapon card's right value.
    "pad.right": N_("Right"),
    # Translators: in a player's pile on the score pad, when it holds no card yet.
    "pad.no-cards": N_("No cards yet."),
    # Translators: {card} is the card in words ("Katar 2-0").
    "pad.remove": N_("Remove {card}"),
    # Translators: a Weapon card's kind, to choose.
    "pad.kind": N_("Kind"),
    # Translators: a button: add the card chosen.
    "pad.add": N_("Add"),
    # Translators: a button's name for screen readers: add a Weapon card of the kind
    # chosen with these values ("Add Katar 1-2").
    # {kind} is the Weapon kind's name as a label ("Katar"), {left} and {right} its values, 0 to 2.
    "pad.add-weapon": N_("Add {kind} {left}-{right}"),
    # Translators: the group of a Weapon card's values, left-right, each a button.
    "pad.values": N_("Values (left-right): tap one to add the card"),
    # Translators: the score pad's first seat (a finished table: no "you"); {n} is 1.
    "pad.player-first": N_("Player {n} (seats go clockwise)"),
    # Translators: {goods} is a Good type's plural, {reason} a line of its score's reasons.
    "pad.reason": N_("{goods}: {reason}"),
    # Translators: a column's heading on the score pad's sheet: each player's total VP.
    "pad.total": N_("Total"),
    # --- Links: a fault of a link's parameter (the key before the colon stays as typed) -----
    "links.not-encoded": N_("this part of the link is damaged; copy the whole link again"),
    "links.base64-chars": N_(
        "the table in the link holds a character no table link has: the link was changed "
        "on the way; copy the whole link again"
    ),
    "links.base64-length": N_(
        "the table in the link was cut short or lengthened; copy the whole link again"
    ),
    "links.base64": N_("the table in the link is damaged; copy the whole link again"),
    "links.utf8": N_("the table in the link is damaged; copy the whole link again"),
    # Translators: {key} is a link's parameter, as in the link; {fault} what is wrong with it.
    "links.fault": N_("{key}: {fault}"),
    # Translators: t is the score pad link's one parameter, kept as it is.
    "links.not-param-score": N_("{key}: a score-pad link holds its table alone, t"),
    "links.twice": N_("{key}: given twice; a link gives each setting once"),
    # Translators: {max} is the most characters the link's part may hold, a number.
    "links.too-long": N_("{key}: longer than {max} characters, more than any link of the game"),
    # Translators: {params} are the parameters a lesson's link has, as in the link.
    "links.not-param-scene": N_("{key}: a lesson's link sets no such thing; it sets {params}"),
    # Translators: {shown} is the parameter as written ("step=two").
    "links.bad-step": N_("{shown}: a step is a whole number, 1 for the first"),
    # Translators: {example} is a parameter as in a link, name=experts.
    "links.no-name": N_("{key}: missing; a lesson's link names its lesson, as {example}"),
    # --- Offline and storage -----------------------------------------------------------------
    # Translators: a button on the banner saying a new version of the app is ready: reload now to
    # use it.
    "offline.restart": N_("Restart now"),
    "offline.update": N_(
        "A new version is ready: it starts the next time you open Golden Sails. Your saved "
        "games are kept."
    ),
    "offline.ios": N_(
        "On iPhone and iPad, Safari deletes this site's saved games after 7 days without a "
        "visit, unless Golden Sails is on your Home Screen (Share, then \u201cAdd to Home "
        "Screen\u201d). To keep a game safe, tap its Export button and keep the file."
    ),
    # Translators: why a setting was not kept (after "Not kept: ").
    "settings.no-storage": N_("this browser does not let the page store anything"),
    # Translators: {error} is the browser's name of the fault.
    "settings.refused": N_("the browser refused to keep it ({error})"),
    # Translators: why a stored entry is not a saved game (in brackets after the notice).
    "store.not-json": N_("it is not JSON"),
    "store.not-object": N_("it is not an object"),
    "store.no-save": N_("it holds no Golden Sails save"),
    "store.no-meta": N_("its description (meta) is missing"),
    "store.bad-rev": N_("its revision (rev) is not a count"),
    "store.bad-names": N_("meta.names is not a list of 2-4 names"),
    "store.bad-round": N_("meta.round is not a round number (1-12)"),
    "store.bad-phase": N_("meta.phase is not a phase of the game"),
    "store.bad-updated": N_("meta.updated is not a time"),
    "store.bad-players": N_("meta.players is not one name per seat"),
    "store.bad-rounds": N_("meta.rounds is not the number of rounds"),
    # Translators: {key} is a field's name, as stored ("meta.status").
    "store.bad-text": N_("{key} is not a short text"),
    "store.bad-totals": N_("meta.totals is not one score per seat"),
    "store.bad-winners": N_("meta.winners are not players of the game"),
    # Translators: why a saved game could not be read, in lower case after a colon or in brackets in
    # another message: {error} is the browser's name of the fault, in English ("SyntaxError").
    "store.unreadable": N_("it could not be read ({error})"),
    "store.no-storage": N_("storage is not available"),
    "store.gone": N_("it is no longer stored"),
    # Translators: why a move could not be saved (after "This move could not be saved: ").
    "store.disabled": N_("this browser does not allow saving (storage is disabled)"),
    "store.full": N_("the browser's storage is full"),
    # Translators: why a move could not be saved, in lower case after "This move could not be saved:
    # ": {error} is the browser's name of the fault, in English.
    "store.refused": N_("the browser refused to save ({error})"),
    # Translators: an embedded lesson's bad origin= parameter (the web site around the
    # frame that may follow the lesson); origin is the link's key, kept as it is;
    # {value} what the link has; https://example.org is an example of an origin, kept.
    "origin.bad": N_(
        "origin: '{value}' is not a web site's origin such as https://example.org, "
        "so the page around this frame is not told the learner's steps"
    ),
}
