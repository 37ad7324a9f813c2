// A game screen's frame: the top bar and its sheets (round, reference, log), the log, the foot.
//
// Drawn from the view on screen and the answer's words (R10: nothing kept).

import { h, sr } from "./dom.js";
import { t } from "../words/ui.js";
import { variantName } from "../words/vocab.js";
import { openSheet, leaveSheet } from "./sheet.js";
import { roundSheet } from "./round.js";
import { EMBED } from "../engine/start.js";
import { ic } from "./pieces.js";

/** The game log as this view tells it, newest first: its entries' kinds, their
 * lines from `words` (the answer's words: screen.words, a lesson's or a replay's). */
export function logList(view, words) {
  const items = [];
  const entries = view.log.entries;
  for (let i = entries.length - 1; i >= 0; i--) {
    items.push(h("li", { class: `log-${entries[i].kind}` }, words.log[i]));
  }
  return h("ol", { class: "log-list", reversed: true, tabindex: "0", "aria-label": t("pieces.log-list") }, items);
}

function referenceSheet(view, words) {
  const ref = view.animal_reference;
  return {
    title: t("pieces.reference", { code: ref.code }),
    nodes: [
      h("p", null, words.reference),
      ref.reconstructed ? h("p", { class: "note" }, t("pieces.reconstructed")) : null,
    ],
  };
}

/** The log as a sheet: every line as this view tells it, newest first, and the
 * game's save to keep as a file (a game screen's `actions`). */
function logSheet(view, words, actions) {
  return {
    title: t("pieces.log-count", { n: view.log.entries.length }),
    nodes: [
      logList(view, words),
      actions && actions.exportGame
        ? h("p", { class: "sheet-actions" },
          h("button", { type: "button", class: "quiet", "data-export-game": "", onclick: actions.exportGame }, ic("export"), t("pieces.export-save")))
        : null,
    ],
  };
}

/** The rules reference, one tap away; app.js knows the way back to this game.
 * An embed has no app around it to come back to: no button there. */
function rulesButton() {
  if (EMBED) return null;
  return h("button", {
    type: "button", class: "bar-btn quiet", "data-open-rules": "",
    onclick: () => leaveSheet(() => { location.hash = "#/rules"; }),
    title: t("pieces.rules"),
  }, ic("rules"), h("span", { class: "bar-label" }, t("pieces.rules")));
}

/** Where the round button says the game stands: the round, or final scoring, or the end. */
function roundLabel(view, title) {
  if (view.phase === "over") return h("strong", null, title || t("pieces.game-over"));
  if (view.phase === "scoring") return h("strong", null, t("pieces.final-scoring"));
  return [h("strong", null, t("common.round", { round: view.round })), `/${view.rounds}`];
}

/**
 * The top bar (one line at 360 px, in every language: the first player's name
 * gives way, cut with an ellipsis): the round, a button that opens the round's
 * order; the first player; the Animal reference, the log and the rules one tap
 * away.  `screen` and `actions` on a game screen: its sheets then follow the
 * game (parts/sheet.js) and the log offers the save.
 */
export function topBar(view, title, screen = null, actions = null, words = screen && screen.words) {
  const first = view.players[view.first_player];
  // Drawn again from the answer on screen, where there is one (a game's); a
  // lesson's or a replay's step is drawn once, with its own words.
  const live = (make) => (answer) => answer
    ? make(answer.view, answer.screen, answer.screen.words)
    : make(view, screen, words);
  const round = screen
    ? h("button", {
      type: "button", class: "bar-round bar-btn quiet", "data-open-sheet": "round",
      onclick: () => openSheet("round", live((v, sc) => roundSheet(v, sc))),
    }, roundLabel(view, title), ic("chevron-down", "bar-more"), sr(` ${t("pieces.round-order")}`))
    : h("p", { class: "bar-round" }, roundLabel(view, title));
  return h("header", { class: "bar", "data-topbar": "" },
    round,
    view.phase === "over" ? null : h("p", { class: "bar-first", title: first ? first.name : null },
      ic("first-player"), sr(t("pieces.first-player-label")), h("span", { class: "bar-name" }, first ? first.name : "?")),
    h("button", {
      type: "button", class: "bar-btn quiet", "data-open-reference": "", "data-open-sheet": "reference",
      onclick: () => openSheet("reference", live((v, sc, w) => referenceSheet(v, w))),
      "aria-label": t("pieces.reference-button", { code: view.animal_reference.code }),
    }, ic("animals"), view.animal_reference.code),
    h("button", {
      type: "button", class: "bar-btn quiet", "data-open-log": "", "data-open-sheet": "log",
      onclick: () => openSheet("log", live((v, sc, w) => logSheet(v, w, actions))),
      title: t("pieces.log"),
    }, ic("log"), h("span", { class: "bar-label" }, t("pieces.log-short"))),
    rulesButton(),
    h("p", { class: "bar-variant visually-hidden" }, variantName(view.variant)),
  );
}

/**
 * The players and the log beside the table on a wide screen (app.css: 1024 px
 * and wider); on a phone the box is no box (display: contents), its players
 * under the cards as before and the log one tap away in the top bar.
 */
export function tableSide(view, screen, ...players) {
  return h("div", { class: "table-side" },
    h("div", { class: "side-players" }, players),
    h("section", { class: "side-log", "aria-labelledby": "side-log-h" },
      h("h2", { id: "side-log-h" }, t("pieces.log-count", { n: view.log.entries.length })),
      logList(view, screen.words)));
}

/** The game log in place (the end and final scoring show it under the sheet). */
export function logSection(view, words, open = true) {
  return h("section", { class: "log", "aria-labelledby": "log-h" },
    h("details", { open: open || null },
      h("summary", { id: "log-h" }, t("pieces.log-count", { n: view.log.entries.length })),
      logList(view, words),
    ),
  );
}

/** The page's own row at the foot of a game screen, out of the game's way:
 * home and the settings (the save to keep is in the log's sheet). */
export function gameFooter(actions) {
  return h("footer", { class: "game-footer" },
    h("button", { type: "button", class: "quiet", "data-home": "", onclick: actions.home }, ic("home"), t("common.home")),
    EMBED ? null : h("a", { href: "#/settings", class: "quiet", "data-open-settings": "" }, ic("settings"), t("common.settings")),
  );
}
