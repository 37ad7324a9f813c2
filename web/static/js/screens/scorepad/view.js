// The score pad drawn from its state: the modes, the table's settings, the seats, the sheet.
//
// A function of the state (table.js) alone: it reads nothing back from the
// page.  `act` holds the controller's answers to each tap and keystroke (pad.js).

import { h, sym } from "../../parts/dom.js";
import { tableHash, sceneHash } from "../../device/links.js";
import { vocabulary } from "../../words/vocab.js";
import { t } from "../../words/ui.js";
import { pick, seatView } from "./seat.js";
import { quickView } from "./quick.js";
import { renderSheet } from "./sheet.js";
import { compact } from "./table.js";

/** The sheet: the engine's answer, the quick form's faults, or a word to score again. */
function sheetEl(state) {
  const { sheet } = state;
  const scored = sheet && sheet.answer;
  let body;
  if (scored) body = renderSheet(sheet.answer);
  else if (sheet && sheet.faults) {
    body = h("div", { class: "form-error", role: "alert" },
      h("p", null, t("pad.not-scored")),
      h("ul", null, sheet.faults.map((f, k) => h("li", { id: `quick-error-${k}`, "data-quick-error": "" }, f.text))));
  } else if (sheet && sheet.refused) body = null; // the refusal is said above, in the error box
  else body = h("p", { class: "small" }, t("pad.tap-score"));
  return h("section", { class: "pad-sheet", "aria-live": "polite", "data-score-sheet": "", "data-scored": scored ? "true" : null }, body);
}

/** The rulebook's examples (golden_sails.teach.examples) as links, and the guided scene. */
function examplesEl(examples) {
  // Each example is a link (shareable, opens in a new tab too) drawn as a button.
  return h("details", { class: "pad-examples" }, h("summary", null, t("pad.examples")),
    h("ul", null,
      examples.map((ex) => h("li", null,
        h("a", { class: "button-link", href: tableHash(ex.table), "data-example": ex.key }, ex.title),
        h("span", { class: "small" }, ex.text))),
      h("li", null, h("a", { class: "button-link", href: sceneHash("experts", 1), "data-open-scene": "experts" }, t("pad.experts-round")),
        h("span", { class: "small" }, t("pad.experts-round-note")))));
}

/** The score pad's nodes for `state`; `options`: the screen's ({embed, home}). */
export function padView(state, act, options) {
  const { table, mode } = state;
  const exact = mode === "exact";
  const count = pick("pad-players", t("setup.players"), [["2", "2"], ["3", "3"], ["4", "4"]], String(table.players.length),
    { name: "pad-players", onchange: (e) => act.players(e.target.value) });
  // Only the exact table has an Animal reference, a first to decide and a link.
  const reference = pick("pad-reference", t("setup.reference"), vocabulary().animal_references.map((r) => [r, r]), table.animal_reference,
    { name: "pad-reference", onchange: (e) => act.reference(e.target.value) });
  const first = pick("pad-first", t("pad.first"), table.players.map((p, i) => [String(i), t("pad.first-option", { n: i + 1, player: p.name })]), String(table.first_player),
    { name: "pad-first", onchange: (e) => act.first(Number(e.target.value)) });
  if (!exact) for (const part of [reference, first]) part.el.setAttribute("hidden", "");
  return [
    h("h1", { id: "screen-h", tabindex: "-1" }, t("pad.title")),
    h("p", { class: "small" }, t("pad.note")),
    h("div", { class: "pad-modes row", role: "group", "aria-label": t("pad.modes") }, ["exact", "quick"].map((m) => h("button", {
      type: "button", class: "quiet", "data-scorepad-mode": m, "aria-pressed": String(m === mode), onclick: () => act.mode(m),
    }, m === "exact" ? t("pad.mode-exact") : t("pad.mode-quick")))),
    h("div", { class: "form-error", role: "alert", "data-score-error-box": "" },
      state.errors.map((text) => h("p", { "data-score-error": "" }, text))),
    h("div", { class: "pad-settings row" }, count.el, reference.el, first.el),
    h("div", { class: "pad-seats", hidden: !exact || null }, table.players.map((_, i) => seatView(state, i, act))),
    h("div", { class: "pad-quick", hidden: exact || null }, quickView(state, act)),
    h("div", { class: "row pad-actions" },
      h("button", { type: "button", class: "primary big", "data-score": "", onclick: () => act.score(true) }, sym("score"), t("pad.score")),
      h("a", { class: "pad-share", "data-table-link": "", href: tableHash(compact(table)), hidden: !exact || null }, t("pad.link")),
      options.home ? h("button", { type: "button", class: "quiet", onclick: options.home }, t("common.back")) : null),
    sheetEl(state),
    options.embed ? null : examplesEl(state.examples),
  ];
}
