// The score sheet drawn: each player's categories with their reasons; the results, best first.
//
// The end screen's, the replay's last step's and the score now's (sheet-now.js)
// alike, so a category reads the same during the game and at its end; every
// number and reason is the rules core's (the sheet's `lines`).

import { h, sym } from "./dom.js";
import { PILES, signed, figure } from "../words/words.js";
import { goodMany } from "../words/vocab.js";
import { t } from "../words/ui.js";
import { gemEl } from "./pieces.js";

function vpText(cat, vp) {
  return cat === "weapons" ? signed(vp) : figure(vp);
}

function lineList(lines) {
  return h("ul", { class: "why" }, lines.map((line) => h("li", null, line)));
}

/** One category of one player's sheet: its VP, and how it came about. */
function categoryEl(cat, p, seat) {
  const detail = (p.choices && p.choices.scoring && p.choices.scoring[cat]) || null;
  const body = [];
  if (detail && cat === "gems" && detail.pile.length) {
    // The Gems themselves (revealed at final scoring), in the order taken.
    body.push(h("ol", { class: "chips", "aria-label": t("sheet.gems-order") }, detail.pile.map((g) => gemEl(seat, g))));
  }
  if (detail && detail.lines) body.push(lineList(detail.lines));
  return h("details", { class: "category" },
    h("summary", null, sym(cat), h("span", { class: "cat-name" }, goodMany(cat)), h("span", { class: "vp" }, t("common.vp", { vp: vpText(cat, p[cat]) }))),
    body);
}

export function playerSheet(p, seat, choices) {
  const detail = p.choices || {};
  const decided = [];
  if (choices) decided.push(h("li", null, h("strong", null, t("sheet.choices")), choices));
  for (const w of detail.why || []) decided.push(h("li", null, w));
  return h("section", { class: "sheet-player", "aria-label": t("sheet.of", { player: p.name }) },
    h("h3", null, p.name, h("span", { class: "vp" }, ` ${t("common.vp", { vp: p.total })}`)),
    PILES.map((cat) => categoryEl(cat, p, seat)),
    decided.length ? h("details", { class: "category" },
      h("summary", null, sym("choices"), h("span", { class: "cat-name" }, t("sheet.choices-explained"))),
      h("ul", { class: "why" }, decided)) : null,
  );
}

/** One row [data-result-seat] a player, best first, from the final score sheet;
 * `seats` (the answer's) gives their labels. */
export function resultsList(seats, sheet) {
  const winners = new Set(sheet.winners);
  // Best first: the sheet's own winners lead, then by total (a display order only).
  const ranked = sheet.players.map((p, seat) => ({ p, seat }))
    .sort((a, b) => Number(winners.has(b.p.name)) - Number(winners.has(a.p.name)) || b.p.total - a.p.total || a.seat - b.seat);
  const rows = ranked.map(({ p, seat }) => {
    const win = winners.has(p.name);
    return h("li", {
      class: win ? "result winner" : "result",
      "data-result-seat": seat,
      "data-total": p.total,
      "data-winner": win ? "true" : "false",
    },
    h("p", { class: "result-head" },
      win ? h("span", { class: "badge win" }, sym("trophy"), t("common.winner")) : null,
      h("span", { class: "pname" }, seats[seat].label),
      // A tap shows this player's whole sheet with its reasons (parts/sheet-now.js).
      h("button", { type: "button", class: "total score-now", "data-vp-seat": seat, "aria-label": t("sheet.total-button", { player: seats[seat].label, vp: p.total }) }, t("common.vp", { vp: p.total }))),
    h("p", { class: "result-cats" }, PILES.map((cat) =>
      h("span", { class: "cat" }, sym(cat), `${goodMany(cat)} ${vpText(cat, p[cat])}`))),
    );
  });
  return h("ol", { class: "results", "aria-label": t("sheet.results") }, rows);
}

/** Every player's sheet, each category with its reasons one tap away. */
export function sheetSection(sheet, choices) {
  return h("section", { class: "sheet", "aria-labelledby": "sheet-h" },
    h("h2", { id: "sheet-h" }, t("sheet.title")),
    h("p", { class: "hint" }, t("sheet.hint")),
    h("div", { class: "sheet-grid" }, sheet.players.map((p, seat) => playerSheet(p, seat, choices[seat]))),
  );
}
