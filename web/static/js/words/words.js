// Presentation helpers: the piles' order, number and list formats.
//
// Every name of the game comes from the rules core (vocab.js), every other word
// from the page's words (ui.js), lists and dates in the language on screen (the
// browser's own CLDR data, Intl); every Good type and Area is shown with a symbol
// AND a word, never by colour alone: the symbol is the icon of the same name
// (`sym(pile)`, `sym(kind)` of parts/dom.js; parts/icons.js, one per type and kind).

import { t, tn, currentLanguage } from "./ui.js";

// The five Good types in the score booklet's order: the rules core's (engine/core.js).
export { PILES } from "../engine/core.js";

/** A figure with one decimal, as the language on screen writes it: "3.4" in English,
 * "3,4" in German, French, Spanish and Polish (the browser's CLDR data, Intl). Never
 * `toFixed`, which always writes a point. */
export function decimal(n) {
  return new Intl.NumberFormat(locale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
}

/** A whole number as the language writes it (a thousands' separator where it takes one). */
export function whole(n) {
  return new Intl.NumberFormat(locale(), { maximumFractionDigits: 0 }).format(n);
}

/** A figure that may be negative, on its own (not through t()): "−3", "12". */
export function figure(n) {
  return n < 0 ? `\u2212${-n}` : String(n);
}

export function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

/** The browser's locale for the language on screen: British English, as the game writes
 * ("a, b and c", no serial comma). */
function locale() {
  const lang = currentLanguage();
  return lang === "en" ? "en-GB" : lang;
}

/** "a", "a and b", "a, b and c", as the language joins a list. */
export function listWords(items) {
  if (items.length <= 1) return items.join("");
  return new Intl.ListFormat(locale(), { type: "conjunction" }).format(items);
}

export function timeAgo(ms, now = Date.now()) {
  const s = Math.max(0, Math.round((now - ms) / 1000));
  if (s < 60) return t("time.now");
  const m = Math.round(s / 60);
  if (m < 60) return tn("time.minutes", m);
  const h = Math.round(m / 60);
  if (h < 24) return tn("time.hours", h);
  try {
    return new Date(ms).toLocaleDateString(currentLanguage(), { day: "numeric", month: "short", year: "numeric" });
  } catch {
    return new Date(ms).toISOString().slice(0, 10);
  }
}
