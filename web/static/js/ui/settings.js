// The player's settings, kept on this device (localStorage "golden-sails:settings"),
// and the settings screen (#/settings).
//
//   confirmMoves: a move that could not be taken back once played (a computer
//   answers at once, cards are revealed: golden_sails.session.final_moves) is
//   confirmed before anything follows it, so a mis-tap is never past mending
//   (R20 lets Undo take back only what nobody has seen).  On by default.

import { h, sym } from "./dom.js";

const KEY = "golden-sails:settings";
const DEFAULTS = Object.freeze({ confirmMoves: true });

function storage() {
  try {
    return window.localStorage || null;
  } catch {
    return null;
  }
}

/** The settings, each one checked: a hand-edited or foreign entry falls back to the default. */
export function settings() {
  const out = { ...DEFAULTS };
  try {
    const doc = JSON.parse(storage()?.getItem(KEY) || "null");
    if (doc && typeof doc === "object" && typeof doc.confirmMoves === "boolean") out.confirmMoves = doc.confirmMoves;
  } catch {
    /* unreadable: the defaults */
  }
  return out;
}

/** Keep one setting; answers null, or why it could not be kept. */
export function setSetting(name, value) {
  const next = { ...settings(), [name]: value };
  try {
    const ls = storage();
    if (!ls) return "this browser does not let the page store anything";
    ls.setItem(KEY, JSON.stringify(next));
    return null;
  } catch (err) {
    return `the browser refused to keep it (${(err && err.name) || err})`;
  }
}

/** The settings screen; `back` returns where the player came from. */
export function renderSettings({ back, backLabel }) {
  const now = settings();
  const note = h("p", { class: "note", "aria-live": "polite" });
  const confirm = h("input", { type: "checkbox", name: "confirm-moves", id: "set-confirm", checked: now.confirmMoves || null });
  confirm.addEventListener("change", () => {
    const problem = setSetting("confirmMoves", confirm.checked);
    note.textContent = problem ? `Not kept: ${problem}.` : "Kept on this device.";
  });
  return [
    h("h1", { id: "screen-h", tabindex: "-1" }, "Settings"),
    h("div", { class: "setting" },
      h("label", { for: "set-confirm" }, confirm, " Confirm each move that cannot be taken back"),
      h("p", { class: "small" },
        "Undo takes back your move only while nobody has seen what followed it. When a computer "
        + "answers at once, or cards are revealed, you confirm the move first. Off: every move counts at once."),
    ),
    note,
    h("button", { type: "button", class: "quiet", onclick: back }, sym(backLabel === "Home" ? "home" : "back"), backLabel),
  ];
}
