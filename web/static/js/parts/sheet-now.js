// A player's score sheet now, with its reasons, at a tap on his VP (button[data-vp-seat]).
//
// Every number explains itself, on every game screen, in the sheet at the
// bottom of the screen.  The rules core counts it from the view on screen
// (golden_sails.app.explain.sheet_now): a Gem whose class the viewer may not
// know is left out, and the sheet says so.  Drawn with the end screen's own
// sheet (score-sheet.js), so a category reads the same now and at the end.

import { h } from "./dom.js";
import { openSheet } from "./sheet.js";
import { t } from "../words/ui.js";
import { playerSheet } from "./score-sheet.js";

let ask = null; // (seat) => Promise of the bridge's sheet_now answer

/** Where the sheets come from: game.js gives the engine's call, once. */
export function sheetNowFrom(fetcher) {
  ask = fetcher;
}

async function show(seat) {
  if (!ask) return;
  let answer;
  try {
    answer = await ask(seat);
  } catch (err) {
    openSheet(t("sheet-now.title"), [h("p", { class: "error-text", role: "alert", "data-sheet-now": "" },
      t("sheet-now.failed", { error: (err && err.message) || err }))], { key: "sheet-now" });
    return;
  }
  if (!answer) return; // the screen changed meanwhile
  const now = answer.sheet_now;
  const sheet = playerSheet(now.player, now.seat, null);
  // Asked for the reasons: every category open at once.
  for (const category of sheet.querySelectorAll("details")) category.open = true;
  openSheet(now.title, [
    h("div", { class: "sheet-now", "data-sheet-now": "", "data-seat": now.seat, "data-total": now.player.total },
      h("ul", { class: "sheet-now-notes" }, now.notes.map((n) => h("li", null, n))),
      sheet),
  ], { key: "sheet-now" });
}

// One listener for every VP button on any game screen.
document.addEventListener("click", (event) => {
  const button = event.target.closest && event.target.closest("button[data-vp-seat]");
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  show(Number(button.dataset.vpSeat));
});

/** Every player's VP now as a row of buttons (the handoff's: the table's own count). */
export function vpRow(screen) {
  if (!screen.scores) return null;
  return h("ul", { class: "vp-row", "aria-label": t("sheet-now.row") },
    screen.scores.map((score) => h("li", null,
      h("button", {
        type: "button", class: "score-now", "data-vp-seat": score.seat, "data-score-now": score.total,
        "aria-label": t("pieces.score-now", { player: screen.seats[score.seat].label, vp: score.total }),
      }, t("sheet-now.player-vp", { player: screen.seats[score.seat].label, vp: score.total })))));
}
