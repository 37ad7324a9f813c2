// A code on screen: a button that copies it (a pairing code, a study link), a refusal in words.

import { h, sym } from "./dom.js";
import { t } from "../words/ui.js";

// peers/codec.js's refusals, by name (its CodeError's code).
const REFUSALS = {
  damaged: "code.damaged",
  newer: "code.newer",
  "an-offer": "code.an-offer",
  "an-answer": "code.an-answer",
  foreign: "code.foreign",
  "other-seat": "code.other-seat",
  stale: "code.stale",
  used: "code.used",
};

/** Why a code was refused, in the player's words. */
export function refusalText(code) {
  return t(REFUSALS[code] ?? REFUSALS.damaged);
}

/**
 * A button, `label` on it, that copies `text` (a pairing code, a study's link or
 * its embed snippet); once copied it says so, and where the clipboard is refused
 * it asks the player to select the text instead (shown beside it by the caller).
 * Its listener is h()'s, so a redraw by patch() gives the button on screen the
 * new text's.
 */
export function copyButton(text, label, attrs = { "data-copy": "" }) {
  const copy = async (event) => {
    const button = event.currentTarget;
    try {
      await navigator.clipboard.writeText(text);
      button.replaceChildren(sym("check"), t("copy.copied"));
    } catch {
      button.replaceChildren(t("copy.select"));
    }
  };
  return h("button", { type: "button", class: "quiet", ...attrs, onclick: copy }, sym("export"), label);
}

/** A row with one copy button (copyButton). */
export function copyRow(text, label) {
  return h("div", { class: "row copy-row" }, copyButton(text, label));
}
