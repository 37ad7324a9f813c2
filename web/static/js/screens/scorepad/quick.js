// The score pad's quick mode: each player's five categories typed as numbers.
//
// In the score booklet's order, and his Weapon cards (asked only where R18's
// tie-break needs them).  The fields' text goes to the rules core as typed
// (golden_sails.app.quickpad): it reads the numbers, adds them, names the
// winner, and names every field at fault; this page only draws its answer.

import { h, sym } from "../../parts/dom.js";
import { PILES, pileSymbol } from "../../words/words.js";
import { goodMany } from "../../words/vocab.js";
import { t } from "../../words/ui.js";

// The score booklet's categories, in its order: the five Good types.
export const QUICK_CATS = PILES;
const FIELDS = [...QUICK_CATS, "weapon-cards"];

/** The form's value for one seat: every field as typed. */
export function emptyQuick() {
  return Object.fromEntries(FIELDS.map((f) => [f, ""]));
}

/** The JSON the rules core reads (golden_sails.app.quickpad): names and text as typed. */
export function quickForm(table, quick) {
  return {
    players: table.players.map((p, i) => {
      const row = { name: p.name };
      for (const cat of QUICK_CATS) row[cat] = quick[i][cat];
      row.weapon_cards = quick[i]["weapon-cards"];
      return row;
    }),
  };
}

function field(i, cat, quick, changed) {
  const id = `quick-${i}-${cat}`;
  const weaponCards = cat === "weapon-cards";
  const input = h("input", {
    id, type: "text", value: quick[i][cat], autocomplete: "off", spellcheck: "false",
    // Weapons may be negative (R17): a keyboard with a minus sign there.
    inputmode: cat === "weapons" ? "text" : "numeric",
    enterkeyhint: "next", maxlength: "8",
    placeholder: weaponCards ? t("pad.if-tied") : "0",
    "data-quick-seat": String(i), "data-cat": cat,
  });
  input.addEventListener("input", () => {
    quick[i][cat] = input.value;
    input.removeAttribute("aria-invalid");
    changed();
  });
  const label = weaponCards
    ? [sym("weapons"), t("pad.weapon-cards")]
    : [sym(pileSymbol(cat)), goodMany(cat)];
  return h("div", { class: weaponCards ? "quick-field quick-cards" : "quick-field" },
    h("label", { for: id }, label), input,
    h("p", { class: "quick-fault", id: `${id}-fault`, "data-quick-fault": "", hidden: true }));
}

/** One seat's fieldset: the name and the six fields. */
function seatEl(table, quick, i, changed, renamed) {
  const player = table.players[i];
  const name = h("input", {
    type: "text", maxlength: "40", value: player.name, autocomplete: "off",
    "aria-label": t("pad.name-of", { n: i + 1 }), "data-quick-seat": String(i), "data-cat": "name",
  });
  name.addEventListener("input", () => {
    player.name = name.value.trim();
    renamed();
    changed();
  });
  return h("fieldset", { class: "quick-seat", "data-quick-seat-box": String(i) },
    h("legend", null, name),
    h("div", { class: "quick-grid" }, FIELDS.map((cat) => field(i, cat, quick, changed))));
}

/** The quick form for the table's players. */
export function renderQuick(table, quick, { changed, renamed }) {
  return h("div", { class: "quick-pad", "data-quick-pad": "" },
    h("p", { class: "small" }, t("pad.quick-note")),
    table.players.map((_, i) => seatEl(table, quick, i, changed, renamed)));
}

/** Marks the fields the rules core named (faults: [{seat, field, text}]) and the
 * Weapon cards it needs (needs: seats); clears every other mark. */
export function markQuick(box, faults, needs) {
  for (const input of box.querySelectorAll("input[data-quick-seat]")) {
    input.removeAttribute("aria-invalid");
    input.removeAttribute("aria-describedby");
    input.classList.remove("needed");
  }
  for (const p of box.querySelectorAll("[data-quick-fault]")) {
    p.hidden = true;
    p.textContent = "";
  }
  faults.forEach((f, k) => {
    // A fault of a whole column (the Weapon scores' sum, R17) marks that field of
    // every player, each pointing at the fault's line in the list (pad.js).
    if (f.seat === null && QUICK_CATS.includes(f.field)) {
      for (const input of box.querySelectorAll(`input[data-cat="${f.field}"]`)) {
        input.setAttribute("aria-invalid", "true");
        input.setAttribute("aria-describedby", `quick-error-${k}`);
      }
    }
  });
  for (const f of faults) {
    if (f.seat === null) continue;
    const cat = f.field === "weapon_cards" ? "weapon-cards" : f.field;
    const input = box.querySelector(`input[data-quick-seat="${f.seat}"][data-cat="${cat}"]`);
    if (!input) continue;
    input.setAttribute("aria-invalid", "true");
    const note = box.querySelector(`#${input.id}-fault`);
    if (note) {
      note.textContent = f.text;
      note.hidden = false;
      input.setAttribute("aria-describedby", note.id);
    }
  }
  for (const seat of needs) {
    const input = box.querySelector(`input[data-quick-seat="${seat}"][data-cat="weapon-cards"]`);
    if (input) input.classList.add("needed");
  }
}
