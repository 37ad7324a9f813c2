// The page's own words in its language: a stand-in holding none.
//
// SHIM (branch i18n-js2 only): the API of the module branch i18n-js1 writes
// (setLanguage, t, tn, currentLanguage), so the language's choice can be
// wired and tested before it lands.  The lead keeps i18n-js1's module.

let lang = "en";

/** The page's own words in `lang` from now on (i18n-js1: fetched per language). */
export async function setLanguage(next) {
  lang = next;
}

export function currentLanguage() {
  return lang;
}

/** `key` with its {placeholders} filled (i18n-js1: the word of `key` in the language). */
export function t(key, params = {}) {
  return key.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

export function tn(key, n, params = {}) {
  return t(key, { n, ...params });
}
