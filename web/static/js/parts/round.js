// The round on the table: who places and takes next, the twelve rounds, a new round's news.
//
// From golden_sails.app.news.round_panel: the order of this round's placing
// (R3) and taking (R4) with who is next, the round among the twelve with the
// Experts' returns after rounds 4 and 8 (R6), and a short moment when a new
// round begins that says what the last one's end changed.

import { h, sr } from "./dom.js";
import { t } from "../words/ui.js";
import { listWords } from "../words/words.js";

function orderRow(label, seats) {
  return h("li", { class: "round-row" },
    h("span", { class: "round-row-name" }, label),
    h("ol", { class: "round-seats" }, seats.map((s) => h("li", {
      class: `round-seat ${s.state}`, "data-order-seat": s.seat, "data-order-state": s.state,
    }, s.name, s.state === "now" ? sr(` ${t("round.now")}`) : s.state === "done" ? sr(` ${t("round.done")}`) : null))));
}

/** The twelve rounds as a bar: those played, this one, the returns marked after 4 and 8. */
function progressEl(panel) {
  const cells = [];
  for (let r = 1; r <= panel.rounds; r++) {
    const state = r < panel.round ? "past" : r === panel.round ? "current" : "later";
    cells.push(h("li", { class: `round-cell ${state}`, "aria-hidden": "true" }, String(r)));
    if (panel.returns.includes(r)) cells.push(h("li", { class: "round-return", "aria-hidden": "true", title: t("round.return") }, "↺"));
  }
  return h("div", { class: "round-progress", "data-round-progress": "", "data-round": panel.round },
    sr(t("round.progress", { round: panel.round, rounds: panel.rounds, returns: listWords(panel.returns.map(String)) })),
    h("ol", { class: "round-cells" }, cells));
}

/** The panel: the bar, the words, the two orders (placing, taking). */
export function roundEl(screen) {
  const panel = screen.round;
  if (!panel) return null;
  return h("details", { class: "round-panel", "data-round-panel": "" },
    // Folded, one short line beside the Hint; open, the whole round in words.
    h("summary", null, h("span", { class: "round-short", "aria-hidden": "true" }, panel.short), sr(panel.text)),
    h("p", { class: "round-text", "data-round-text": "" }, panel.text),
    progressEl(panel),
    h("p", { class: "small" }, panel.returns_text),
    h("ol", { class: "round-order", "data-round-order": "" },
      orderRow(t("round.place"), panel.place),
      orderRow(t("round.take"), panel.take)),
    panel.round_end ? h("p", { class: "small round-last-end" }, panel.round_end.text) : null);
}

let shownEnd = null; // "game:round" of the last round's end shown: each is shown once

/**
 * The end of the last round, once, as the first screen of a new round is drawn:
 * a short note over the table that goes by itself (at once under reduced
 * motion, where it stays in the panel's words instead).  It never blocks a tap.
 */
export function roundEndMoment(screen, key) {
  const end = screen.round && screen.round.round_end;
  if (!end) return;
  const id = `${key}:${end.round}`;
  // Only before the new round's first move: later it is no news (a reload, home).
  if (shownEnd === id || screen.round.step > 1) return;
  shownEnd = id;
  document.querySelector("[data-round-end]")?.remove();
  const note = h("div", { class: "round-end", "data-round-end": "", role: "status" },
    end.lines.map((line) => h("p", null, line)));
  document.body.appendChild(note);
  const reduced = document.documentElement.dataset.motion === "reduce";
  setTimeout(() => note.remove(), reduced ? 4000 : 3500);
  if (!reduced) note.classList.add("round-end-in");
}
