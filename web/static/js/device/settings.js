// The player's settings, kept on this device (localStorage "golden-sails:settings").
//
// The settings screen (screens/settings.js) changes them; these are they:
//
//   confirmMoves  a move that could not be taken back once played (a computer
//                 answers at once, cards are revealed: golden_sails.app.session.final_moves)
//                 is confirmed before anything follows it, so a mis-tap is never past
//                 mending (R20 lets Undo take back only what nobody has seen).  On.
//   botSpeed      how a computer's move is shown: "step" (until Go on), "normal"
//                 (0.7 s), "fast" (a glimpse).
//   memoryAid     R8's memory aid for new games; for a game in progress, the settings
//                 screen opened from it switches that game's for every seat (D20).
//   hints         a Hint button on a person's turn (the Hard level's choice and why;
//                 each hint asked is counted in the game's record).  On.
//   sound         short sounds for "your turn" and a Gem announced.  Off.
//   reducedMotion no animated highlight; the system's choice by default.
//   theme         "system", "light" or "dark".
//   language      the language picked on home or in the lessons (en, de, fr, es,
//                 pl), or null: none picked, the browser's then (device/language.js).
//   playerName    the name the player last typed for himself on this device (home's
//                 "Your name", the set-up's first seat), offered again; "" none yet.
//                 The rules core checks it again when a game starts with it
//                 (golden_sails.model.names): here it is only kept and read back.

import { isLanguage } from "../words/languages.js";

import { t } from "../words/ui.js";

const KEY = "golden-sails:settings";
const SPEEDS = ["step", "normal", "fast"];
const THEMES = ["system", "light", "dark"];
const MAX_NAME = 40; // golden_sails.model.names.MAX_NAME
// Where home kept the name before it was a setting (read once, when none is set).
const OLD_QUICK_KEY = "golden-sails:quick-start";


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
  return { confirmMoves: true, botSpeed: "normal", memoryAid: false, sound: false, hints: true, reducedMotion: systemReducesMotion(), theme: "system", language: null, playerName: "" };
}

/** A kept name as a name field takes it: text, one line, 1-40 characters once its
 * spaces are trimmed, no control or invisible characters; else none (""). */
export function keptName(value) {
  if (typeof value !== "string") return "";
  const name = value.trim();
  if (!name || name.length > MAX_NAME || /\p{C}/u.test(name)) return "";
  return name;
}

function oldQuickName() {
  try {
    const doc = JSON.parse(storage()?.getItem(OLD_QUICK_KEY) || "null");
    return doc && typeof doc === "object" ? keptName(doc.name) : "";
  } catch {
    return "";
  }
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
    for (const key of ["confirmMoves", "memoryAid", "hints", "sound", "reducedMotion"]) {
      if (typeof doc[key] === "boolean") out[key] = doc[key];
    }
    if (SPEEDS.includes(doc.botSpeed)) out.botSpeed = doc.botSpeed;
    if (THEMES.includes(doc.theme)) out.theme = doc.theme;
    if (isLanguage(doc.language)) out.language = doc.language;
  }
  if (doc && typeof doc === "object" && "playerName" in doc) out.playerName = keptName(doc.playerName);
  else out.playerName = oldQuickName();
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
    if (!ls) return t("settings.no-storage");
    ls.setItem(KEY, JSON.stringify(next));
    applyLook();
    return null;
  } catch (err) {
    return t("settings.refused", { error: (err && err.name) || err });
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
