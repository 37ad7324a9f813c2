// The settings screen (#/settings), reached from home and from every game screen.
//
// Each change is kept at once on this device (device/settings.js), and the note
// under the settings says whether it was.

import { h, sym } from "../parts/dom.js";
import { settings, setSetting } from "../device/settings.js";

function check(name, label, value, about, onChange) {
  const box = h("input", { type: "checkbox", name, id: `set-${name}`, checked: value || null });
  box.addEventListener("change", () => onChange(box.checked));
  return h("div", { class: "setting" },
    h("label", { for: `set-${name}` }, box, ` ${label}`),
    about ? h("p", { class: "small" }, about) : null);
}

function choice(name, label, value, options, onChange) {
  const select = h("select", { name, id: `set-${name}` },
    options.map(([v, text]) => h("option", { value: v, selected: v === value || null }, text)));
  select.addEventListener("change", () => onChange(select.value));
  return h("div", { class: "setting field" }, h("label", { for: `set-${name}` }, label), select);
}

/**
 * The settings screen.  `back`/`backLabel`: where the player came from;
 * `memoryAidHere(on)`: switch the memory aid of the game the screen was opened
 * over (null when none), answering a promise of whether it did.
 */
export function renderSettings({ back, backLabel, memoryAidHere = null }) {
  const now = settings();
  const note = h("p", { class: "note", "aria-live": "polite" });
  const keep = (name) => (value) => {
    const problem = setSetting(name, value);
    note.textContent = problem ? `Not kept: ${problem}.` : "Kept on this device.";
  };
  return [
    h("h1", { id: "screen-h", tabindex: "-1" }, "Settings"),
    check("confirm-moves", "Confirm each move that cannot be taken back", now.confirmMoves,
      "Undo takes back your move only while nobody has seen what followed it. When a computer "
      + "answers at once, or cards are revealed, you confirm the move first. Off: every move counts at once.",
      keep("confirmMoves")),
    choice("bot-speed", "Computer players' moves", now.botSpeed,
      [["step", "Step by step: each waits for Go on"], ["normal", "Shown for a moment (0.7 s)"], ["fast", "Fast"]],
      keep("botSpeed")),
    check("memory-aid", "Memory aid: the log keeps every Gem class said aloud", now.memoryAid,
      memoryAidHere
        ? "For new games, and for the game you came from: the same for every player at the table."
        : "For new games: the same for every player at the table.",
      (on) => {
        keep("memoryAid")(on);
        if (memoryAidHere) {
          memoryAidHere(on).then((done) => {
            if (done) note.textContent = `Kept on this device; the memory aid is ${on ? "on" : "off"} in the game you came from.`;
          }, (err) => { note.textContent = `The game's memory aid could not be changed: ${err.message}`; });
        }
      }),
    check("sound", "Sounds for your turn and a Gem announced", now.sound, null, keep("sound")),
    check("reduced-motion", "Reduce motion (no animated highlights)", now.reducedMotion,
      "Follows your device's setting until you change it here.", keep("reducedMotion")),
    choice("theme", "Colours", now.theme,
      [["system", "As the device (light or dark)"], ["light", "Light"], ["dark", "Dark"]], keep("theme")),
    note,
    h("button", { type: "button", class: "quiet", onclick: back }, sym(backLabel === "Home" ? "home" : "back"), backLabel),
  ];
}
