// The end screen: the final scores, the winner(s) and why, a rematch, the game's replay link.
//
// The score sheet per category (Spells, Gems, Spices, Animals, Weapons,
// total), the reasons behind each number, and the tie-break that decided, all
// in the rules core's words (the sheet's `lines`, the screen's `verdict`).  One
// row [data-result-seat] per player.

import { h, sym } from "../parts/dom.js";
import { t } from "../words/ui.js";
import { topBar, logSection, gameFooter } from "../parts/frame.js";
import { resultsList, sheetSection } from "../parts/score-sheet.js";

/** What comes next: the same table again, or a new one. */
function nextRow(actions) {
  return h("div", { class: "row next-row" },
    h("button", { type: "button", class: "primary", "data-rematch": "", onclick: actions.rematch }, sym("replay"), t("over.rematch")),
    h("button", { type: "button", class: "quiet", "data-new-game": "", onclick: actions.newGame }, sym("new-game"), t("common.new-game")));
}

/** The game's replay link, asked for at each tap of "Share this game": shown to copy, and sent where the phone can. */
function shareRow(actions) {
  const out = h("div", { class: "share-out" });
  const button = h("button", { type: "button", class: "quiet", "data-share-replay": "" }, sym("share"), t("over.share"));
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      const url = await actions.replayLink();
      const link = h("a", { href: url, "data-replay-link": "", class: "replay-link" }, url);
      const copy = h("button", { type: "button", class: "quiet" }, t("over.copy"));
      copy.addEventListener("click", async () => {
        try {
          await navigator.clipboard.writeText(url);
          copy.replaceChildren(sym("check"), t("over.copied"));
        } catch {
          copy.replaceChildren(t("over.select-to-copy"));
        }
      });
      out.replaceChildren(
        h("p", { class: "hint" }, t("over.link-note")),
        link,
        h("div", { class: "row" }, copy,
          navigator.share ? h("button", { type: "button", class: "quiet", onclick: () => navigator.share({ title: t("over.share-title"), url }).catch(() => {}) }, sym("share"), t("over.send")) : null));
    } catch (err) {
      out.replaceChildren(h("p", { class: "error-text", role: "alert" }, t("over.link-failed", { error: err.message || err })));
    } finally {
      button.disabled = false;
    }
  });
  return h("section", { class: "share", "aria-label": t("over.share") },
    h("div", { class: "row" }, button,
      h("button", { type: "button", class: "quiet", "data-watch-replay": "", onclick: actions.watchReplay }, sym("replay"), t("over.watch"))),
    out);
}

/** Who played with hints, and how many ("Ann used 3 hints."): none, nothing said. */
function hintsUsed(lines) {
  return lines && lines.length
    ? h("ul", { class: "hints-said", "data-hints-said": "" }, lines.map((line) => h("li", { class: "small" }, sym("hint"), line)))
    : null;
}

export function renderOver(screen, view, actions) {
  return [
    topBar(view, screen.title, null, null, screen.words),
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, t("common.final-scores")),
      h("p", { class: "verdict" }, sym("trophy"), screen.verdict),
      hintsUsed(screen.hints_said),
    ),
    resultsList(screen.seats, screen.sheet),
    nextRow(actions),
    shareRow(actions),
    sheetSection(screen.sheet, screen.choices),
    logSection(view, screen.words, false),
    gameFooter(actions),
  ];
}
