// The score pad's quick mode drawn: each player's five categories typed as numbers.
//
// In the score booklet's order, and his Weapon cards (asked only where R18's
// tie-break needs them).  The fields' text goes to the rules core as typed
// (golden_sails.app.quickpad, table.js's quickForm): it reads the numbers,
// adds them, names the winner, and names every field at fault; this view only
// draws the state, with the fields it named marked (table.js's quickMark).

import { h, sym } from "../../parts/dom.js";
import { goodMany } from "../../words/vocab.js";
import { t } from "../../words/ui.js";
import { QUICK_FIELDS, quickMark } from "./table.js";

function field(state, i, cat, act) {
  const id = `quick-${i}-${cat}`;
  const weaponCards = cat === "weapon-cards";
  const mark = quickMark(state, i, cat);
  const input = h("input", {
    id, type: "text", value: state.quick[i][cat], autocomplete: "off", spellcheck: "false",
    // Weapons may be negative (R17): a keyboard with a minus sign there.
    inputmode: cat === "weapons" ? "text" : "numeric",
    enterkeyhint: "next", maxlength: "8",
    placeholder: weaponCards ? t("pad.if-tied") : "0",
    "data-quick-seat": String(i), "data-cat": cat,
    class: mark.needed ? "needed" : null,
    "aria-invalid": mark.invalid ? "true" : null,
    "aria-describedby": mark.describedBy,
    oninput: (e) => act.quick(i, cat, e.target.value),
  });
  const label = weaponCards
    ? [sym("weapons"), t("pad.weapon-cards")]
    : [sym(cat), goodMany(cat)];
  return h("div", { class: weaponCards ? "quick-field quick-cards" : "quick-field" },
    h("label", { for: id }, label), input,
    h("p", { class: "quick-fault", id: `${id}-fault`, "data-quick-fault": "", hidden: mark.note === null || null }, mark.note ?? ""));
}

/** One seat's fieldset: the name and the six fields. */
function seatEl(state, i, act) {
  const name = h("input", {
    type: "text", maxlength: "40", value: state.names[i], autocomplete: "off",
    "aria-label": t("pad.name-of", { n: i + 1 }), "data-quick-seat": String(i), "data-cat": "name",
    "aria-invalid": quickMark(state, i, "name").invalid ? "true" : null,
    oninput: (e) => act.rename(i, e.target.value),
  });
  return h("fieldset", { class: "quick-seat", "data-quick-seat-box": String(i) },
    h("legend", null, name),
    h("div", { class: "quick-grid" }, QUICK_FIELDS.map((cat) => field(state, i, cat, act))));
}

/** The quick form for the table's players. */
export function quickView(state, act) {
  return h("div", { class: "quick-pad", "data-quick-pad": "" },
    h("p", { class: "small" }, t("pad.quick-note")),
    state.table.players.map((_, i) => seatEl(state, i, act)));
}
