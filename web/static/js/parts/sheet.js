// A sheet over the bottom of the screen, one at a time: the log, a player's piles, and more.
//
// The log, another player's piles, the Animal reference, what an Area would
// bring.  Closed by its button, Escape, or the next screen (page.js closes it
// on every screen change, so a handoff never shows what the last player had open).

import { h } from "./dom.js";
import { icon } from "./icons.js";
import { t } from "../words/ui.js";

let open = null; // {el, returnTo}

export function closeSheet() {
  if (!open) return;
  const { el, returnTo } = open;
  open = null;
  el.remove();
  if (returnTo && returnTo.isConnected) returnTo.focus({ preventScroll: true });
}

/** Show `nodes` under `title` in the sheet (replacing any open one). */
export function openSheet(title, nodes, { key } = {}) {
  const returnTo = document.activeElement;
  closeSheet();
  const close = h("button", { type: "button", class: "quiet sheet-close", "aria-label": t("sheet.close") }, icon("close"));
  const heading = h("h2", { id: "sheet-h", tabindex: "-1" }, title);
  const el = h("div", { class: "sheet-panel", role: "dialog", "aria-labelledby": "sheet-h", "data-sheet": key || "" },
    h("div", { class: "sheet-head" }, heading, close),
    h("div", { class: "sheet-body" }, nodes));
  close.addEventListener("click", closeSheet);
  el.addEventListener("keydown", (event) => { if (event.key === "Escape") closeSheet(); });
  document.body.appendChild(el);
  open = { el, returnTo };
  heading.focus({ preventScroll: true });
  return el;
}
