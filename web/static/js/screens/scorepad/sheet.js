// The score pad's result: the engine's score sheet as a table, the verdict, the reasons.
//
// One row [data-score-seat] a player, one cell td[data-cat][data-vp] a
// category; every reason in the rules core's own sentences (the quick mode's
// sheet, figures typed in, has none).

import { h, sym } from "../../parts/dom.js";
import { PILES, signed, figure } from "../../words/words.js";
import { goodMany } from "../../words/vocab.js";
import { t } from "../../words/ui.js";

function reasonLines(row) {
  const c = row.choices;
  const lines = [...(c.why || [])];
  const scoring = c.scoring || {};
  for (const cat of PILES) {
    for (const line of (scoring[cat] && scoring[cat].lines) || []) lines.push(t("pad.reason", { goods: goodMany(cat), reason: line }));
  }
  return lines;
}

/** The sheet's nodes for the engine's `score` answer ({sheet, verdict}). */
export function renderSheet({ sheet, verdict }) {
  const winners = new Set(sheet.winners);
  const head = h("tr", null, h("th", { scope: "col" }, t("common.player")),
    PILES.map((c) => h("th", { scope: "col" }, sym(c), h("span", { class: "cat-word" }, ` ${goodMany(c)}`))),
    h("th", { scope: "col" }, t("pad.total")));
  const rows = sheet.players.map((r, i) => h("tr", {
    "data-score-seat": String(i), "data-total": String(r.total), "data-winner": String(winners.has(r.name)),
  },
  h("th", { scope: "row" }, r.name, winners.has(r.name) ? h("span", { class: "badge win" }, t("common.winner")) : null),
  PILES.map((c) => h("td", { "data-cat": c, "data-vp": String(r[c]) }, c === "weapons" ? signed(r[c]) : String(r[c]))),
  h("td", { "data-cat": "total", "data-vp": String(r.total) }, figure(r.total))));
  // The quick mode's rows are figures typed in: they have no reasons to show.
  const reasons = sheet.players.filter((r) => r.choices).map((r, i) => h("details", { class: "pad-why", "data-why-seat": String(i), open: true },
    h("summary", null, r.choices.summary),
    h("ul", null, reasonLines(r).map((line) => h("li", null, line)))));
  return [
    h("h2", null, t("pad.result")),
    h("div", { class: "pad-table-wrap" }, h("table", { class: "pad-table" }, h("thead", null, head), h("tbody", null, rows))),
    h("p", { "data-winners": "" }, verdict),
    ...reasons,
  ];
}
