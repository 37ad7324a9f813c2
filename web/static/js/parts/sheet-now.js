// A player's score sheet now, with its reasons, at a tap on his VP (button[data-vp-seat]).
//
// Every number explains itself, on every game screen, in the sheet at the
// bottom of the screen.  The rules core counts it from the view on screen
// (golden_sails.app.explain.sheet_now): a Gem whose class the viewer may not
// know is left out, and the sheet says so.  Drawn with the end screen's own
// sheet (score-sheet.js), so a category reads the same now and at the end.

import { h } from "./dom.js";
import { openSheet, redrawSheet, openKey, currentSource } from "./sheet.js";
import { t, tn } from "../words/ui.js";
import { icon } from "./icons.js";
import { playerSheet } from "./score-sheet.js";

let ask = null; // (seat, answer on screen) => Promise of the bridge's sheet_now answer
let asked = 0; // the latest question: a late answer to an older one is dropped
let now = null; // {seat, answer, error, source}: what the open sheet shows

/** Where the sheets come from: game.js gives the engine's call, once. */
export function sheetNowFrom(fetcher) {
  ask = fetcher;
}

async function fetchFor(seat, source) {
  const mine = ++asked;
  let answer = null;
  let error = null;
  try {
    answer = await ask(seat, source);
  } catch (err) {
    error = err;
  }
  if (mine !== asked) return false;
  if (!answer && !error) return false; // the game left the screen meanwhile
  now = { seat, answer: answer && answer.sheet_now, error, source };
  return true;
}

function nodesOf(shown) {
  if (shown.error) {
    return {
      title: t("sheet-now.title"),
      nodes: [h("p", { class: "error-text", role: "alert", "data-sheet-now": "" },
        t("sheet-now.failed", { error: (shown.error && shown.error.message) || shown.error }))],
    };
  }
  const sheetNow = shown.answer;
  const sheet = playerSheet(sheetNow.player, sheetNow.seat, null);
  // Asked for the reasons: every category open at once.
  for (const category of sheet.querySelectorAll("details")) category.open = true;
  return {
    title: sheetNow.title,
    nodes: [h("div", { class: "sheet-now", "data-sheet-now": "", "data-seat": sheetNow.seat, "data-total": sheetNow.player.total },
      h("ul", { class: "sheet-now-notes" }, sheetNow.notes.map((n) => h("li", null, n))),
      sheet)],
  };
}

/** The sheet follows the game: a new answer on screen, the sheet counted again. */
function draw(source) {
  if (!now) return null;
  if (source !== now.source) {
    const seat = now.seat;
    now.source = source;
    fetchFor(seat, source).then((fresh) => { if (fresh && openKey() === "sheet-now") redrawSheet("sheet-now"); });
  }
  return nodesOf(now);
}

async function show(seat, source) {
  if (!ask) return;
  if (await fetchFor(seat, source)) openSheet("sheet-now", draw);
}

// One listener for every VP button on any game screen.
document.addEventListener("click", (event) => {
  const button = event.target.closest && event.target.closest("button[data-vp-seat]");
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  show(Number(button.dataset.vpSeat), currentSource());
});

/** Every player's VP now as a row of buttons (the handoff's: the table's own
 * count), each saying the Gems it leaves out ("2 VP + 1 hidden Gem", issue 32). */
export function vpRow(screen) {
  if (!screen.scores) return null;
  return h("ul", { class: "vp-row", "aria-label": t("sheet-now.row") },
    screen.scores.map((score) => h("li", null,
      h("button", {
        type: "button", class: "score-now", "data-vp-seat": score.seat, "data-score-now": score.total,
        "aria-label": score.hidden_gems
          ? tn("pieces.score-now-hidden", score.hidden_gems, { player: screen.seats[score.seat].label, vp: score.total })
          : t("pieces.score-now", { player: screen.seats[score.seat].label, vp: score.total }),
      }, t("sheet-now.player-vp", { player: screen.seats[score.seat].label, vp: score.total }),
      score.hidden_gems
        ? h("span", { class: "hidden-count", "aria-hidden": "true" }, " ", icon("gem-hidden"), tn("pieces.plus-hidden", score.hidden_gems))
        : null))));
}
