// The page's own words (buttons, headings, notes), in the language on screen.
//
// The words are written once, in English, in golden_sails/app/ui_words.py and
// translated in the gettext catalogs with the rules core's words (docs/i18n.md).
// The build writes one module per language, js/words/lang/<lang>.js: its words
// by key and its plural rule as code (the CSP forbids eval).  index.html names
// each module's hashed URL in a data block (#ui-words); setLanguage imports one.
//
//   await setLanguage("de");              before the first screen draws
//   t("common.final-scores")              "Final scores"
//   t("home.delete-game", { title })      "Delete the game of {title}", filled in
//   tn("home.finished", n, { n })         the form for n by the language's rule
//   currentLanguage()                     "de"

let language = null;
let module = null; // the language's words module: { words, plural(n) }

function urls() {
  const block = document.getElementById("ui-words");
  if (!block) throw new Error("the page has no #ui-words block (index.html)");
  return JSON.parse(block.textContent);
}

/** Load the words of `lang` ("en", "de", ...); the screens drawn after it use them. */
export async function setLanguage(lang) {
  const url = urls()[lang];
  if (!url) throw new Error(`no words module for the language ${JSON.stringify(lang)}`);
  // The URL is the site's (relative to the page), not this module's.
  module = await import(new URL(url, document.baseURI).href);
  language = lang;
  document.title = t("app.name");
}

export function currentLanguage() {
  return language;
}

function entry(key) {
  if (!module) throw new Error("the page's words are not loaded yet (setLanguage)");
  const value = module.words[key];
  // A key missing is the page's bug, never shown as a key to a player: tests/test_js_words.py
  // checks every key the page names is in ui_words.py.
  if (value === undefined) throw new Error(`no word for ${JSON.stringify(key)}`);
  return value;
}

/** A value for a placeholder: a negative number with a true minus sign (U+2212, "−3 VP"
 * in every language, issue 36), never the hyphen-minus String() writes; text as it is. */
function shown(value) {
  return typeof value === "number" && value < 0 ? `\u2212${-value}` : String(value);
}

/** The text with each {name} replaced by params[name] (named, so a translation may reorder). */
function fill(text, params) {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? shown(params[name]) : whole));
}

/** The words of `key`, with the values of `params` in their {placeholders}. */
export function t(key, params) {
  const value = entry(key);
  if (typeof value !== "string") throw new Error(`${JSON.stringify(key)} has plural forms: tn()`);
  return fill(value, params);
}

/**
 * The form of `key` for the count `n`, by the language's own plural rule
 * (Polish has three forms); `n` is also the placeholder {n} unless params say otherwise.
 */
export function tn(key, n, params) {
  const value = entry(key);
  if (typeof value === "string") throw new Error(`${JSON.stringify(key)} has no plural forms: t()`);
  // Not yet translated: the English forms, by the English rule (gettext does the same).
  const forms = Array.isArray(value) ? value : value.source;
  const index = Array.isArray(value) ? module.plural(n) : (n === 1 ? 0 : 1);
  return fill(forms[Math.min(index, forms.length - 1)], { n, ...params });
}

/** The language's long words with their break points (soft hyphens), by word: js/words/fit.js. */
export function hyphens() {
  return (module && module.hyphens) || {};
}
