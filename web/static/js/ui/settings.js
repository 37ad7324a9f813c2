// The player's settings, kept on this device (localStorage "golden-sails:settings"),
// and the settings screen (#/settings), reached from home and from every game screen.
//
//   confirmMoves  a move that could not be taken back once played (a computer
//                 answers at once, cards are revealed: golden_sails.session.final_moves)
//                 is confirmed before anything follows it, so a mis-tap is never past
//                 mending (R20 lets Undo take back only what nobody has seen).  On.
//   botSpeed      how a computer's move is shown: "step" (until Go on), "normal"
//                 (0.7 s), "fast" (a glimpse).
//   memoryAid     R8's memory aid for new games; for a game in progress, the settings
//                 screen opened from it switches that game's for every seat (D20).
//   sound         short sounds for "your turn" and a Gem announced.  Off.
//   reducedMotion no animated highlight; the system's choice by default.
//   theme         "system", "light" or "dark".

import { h, sym } from "./dom.js";

const KEY = "golden-sails:settings";
const SPEEDS = ["step", "normal", "fast"];
const THEMES = ["system", "light", "dark"];

function storage() {
  try {
    return window.localStorage || null;
  } catch {
    return null;
  }
}

function systemReducesMotion() {
  try {
    return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  } catch {
    return false;
  }
}

function defaults() {
  return { confirmMoves: true, botSpeed: "normal", memoryAid: false, sound: false, reducedMotion: systemReducesMotion(), theme: "system" };
}

/** The settings, each one checked: a hand-edited or foreign value falls back to its default. */
export function settings() {
  const out = defaults();
  let doc = null;
  try {
    doc = JSON.parse(storage()?.getItem(KEY) || "null");
  } catch {
    /* unreadable: the defaults */
  }
  if (doc && typeof doc === "object") {
    for (const key of ["confirmMoves", "memoryAid", "sound", "reducedMotion"]) {
      if (typeof doc[key] === "boolean") out[key] = doc[key];
    }
    if (SPEEDS.includes(doc.botSpeed)) out.botSpeed = doc.botSpeed;
    if (THEMES.includes(doc.theme)) out.theme = doc.theme;
  }
  return out;
}

/** Keep one setting; answers null, or why it could not be kept. */
export function setSetting(name, value) {
  // Only what the player set is kept: the rest follows its default (the system's motion).
  let stored = null;
  try {
    stored = JSON.parse(storage()?.getItem(KEY) || "null");
  } catch {
    stored = null;
  }
  const next = { ...(stored && typeof stored === "object" && !Array.isArray(stored) ? stored : {}), [name]: value };
  try {
    const ls = storage();
    if (!ls) return "this browser does not let the page store anything";
    ls.setItem(KEY, JSON.stringify(next));
    applyLook();
    return null;
  } catch (err) {
    return `the browser refused to keep it (${(err && err.name) || err})`;
  }
}

/** The theme and the motion on <html> (app.css reads data-theme and data-motion). */
export function applyLook() {
  const now = settings();
  const root = document.documentElement;
  if (now.theme === "system") delete root.dataset.theme;
  else root.dataset.theme = now.theme;
  root.dataset.motion = now.reducedMotion ? "reduce" : "full";
}

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
