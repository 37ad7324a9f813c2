// A sheet over the bottom of the screen, one at a time: the log, a player's piles, and more.
//
// The log, the round's order, a player's piles or score sheet, the Animal
// reference, what an Area would bring.  A sheet is drawn by a function of the
// answer on screen, so it stays open while the game goes on around it (the
// computers play, the same person holds the phone) and shows the game as it
// now stands; it closes when the phone may pass to another person (page.js:
// another viewer, a handoff), by its button, Escape, or the browser's Back
// (device/nav.js gives it an entry of its own in the history, so Back closes
// the sheet before it leaves the game).

import { h } from "./dom.js";
import { icon } from "./icons.js";
import { t } from "../words/ui.js";

let open = null; // {el, body, heading, key, draw, returnTo}
// The browser's history, as page.js hands it over (device/nav.js): an entry of
// the sheet's own, so that Back closes it.
let entries = { push: () => {}, drop: () => {}, leave: (go) => go() };
let source = null; // {screen, view}: the answer on screen, which a sheet is drawn from

/** The answer on screen changed: an open sheet is drawn again from it (same viewer). */
export function sheetSource(answer) {
  source = answer;
  if (!open) return;
  // A sheet of the moment (an Area's note) goes with the moment.
  if (open.draw) redraw();
  else closeSheet();
}

/** The open sheet drawn again from the same answer (its own data came in). */
export function redrawSheet(key) {
  if (open && open.key === key && open.draw) redraw();
}

function redraw() {
  const drawn = open.draw(source);
  if (!drawn) {
    closeSheet();
    return;
  }
  open.heading.textContent = drawn.title;
  open.body.replaceChildren(...[].concat(drawn.nodes).filter(Boolean));
}

/** The answer on screen, as the sheets see it (null off a game's screens). */
export function currentSource() {
  return source;
}

/** The key of the sheet open now, or null. */
export function openKey() {
  return open ? open.key : null;
}

export function closeSheet() {
  if (!open) return;
  const { el, returnTo } = open;
  open = null;
  el.remove();
  entries.drop();
  if (returnTo && returnTo.isConnected) returnTo.focus({ preventScroll: true });
}

/** The browser's Back while a sheet is open: the sheet closes, the screen stays. */
function closedByBack() {
  if (!open) return;
  const { el, returnTo } = open;
  open = null;
  el.remove();
  if (returnTo && returnTo.isConnected) returnTo.focus({ preventScroll: true });
}

/** page.js gives the history's hooks (device/nav.js): {push, drop, leave, onBack}. */
export function sheetHistory(hooks) {
  entries = hooks;
  hooks.onBack(closedByBack);
}

/** Leave the screen (`go` changes the address) with the sheet's entry gone first. */
export function leaveSheet(go) {
  entries.leave(go);
}

/**
 * Show a sheet named `key` (its data-sheet value).  `draw(answer)` gives
 * `{title, nodes}` from the answer on screen (or null: nothing to show, the
 * sheet closes), and is called again each time the answer changes while the
 * sheet is open; given `{title, nodes}` instead, the sheet is of the moment
 * (an Area's note) and closes when the answer changes.  Replaces any open sheet.
 */
export function openSheet(key, draw) {
  const returnTo = document.activeElement;
  const first = typeof draw === "function" ? draw(source) : draw;
  if (!first) return null;
  const replacing = open !== null;
  const back = replacing ? open.returnTo : returnTo;
  if (replacing) {
    open.el.remove();
    open = null;
  }
  const close = h("button", { type: "button", class: "quiet sheet-close", "aria-label": t("sheet.close") }, icon("close"));
  const heading = h("h2", { id: "sheet-h", tabindex: "-1" }, first.title);
  const body = h("div", { class: "sheet-body" }, [].concat(first.nodes).filter(Boolean));
  const el = h("div", { class: "sheet-panel", role: "dialog", "aria-labelledby": "sheet-h", "data-sheet": key },
    h("div", { class: "sheet-head" }, heading, close), body);
  close.addEventListener("click", closeSheet);
  el.addEventListener("keydown", (event) => { if (event.key === "Escape") closeSheet(); });
  document.body.appendChild(el);
  open = { el, body, heading, key, draw: typeof draw === "function" ? draw : null, returnTo: back };
  if (!replacing) entries.push();
  heading.focus({ preventScroll: true });
  return el;
}
