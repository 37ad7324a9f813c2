// The page's language: which one, where it comes from, and <html lang> (docs/i18n.md).
//
// In this order: a link's lang= (before the hash, ?embed=1&lang=de#/scene?...,
// or among the hash's parameters, #/rules?lang=fr) wins; else the language the
// player chose on this device (device/settings.js, the picker on home and in
// the lessons); else, while nothing was chosen, the browser's languages
// (navigator.languages, the first whose primary subtag the game speaks);
// else English.  A bad lang= is named (linkFault) and the page goes on in the
// next language of that order: nothing else of the link is lost.
//
// The language is data here, never a word: the words are the catalogs'
// (the engine's answers, words/ui.js).  A link's language is kept in the
// address's query (moved there from the hash), so it outlives the hash each
// screen rewrites and a reload; choosing with the picker takes it out, so the
// choice, kept on the device, then rules.

import { t } from "../words/ui.js";
import { settings, setSetting } from "./settings.js";
import { LANGUAGES, isLanguage } from "../words/languages.js";

let current = "en";
let fault = null; // the bad lang= of the address, once, for the screen the link opens

/** The language on screen (what each engine call carries). */
export function pageLanguage() {
  return current;
}

/** The first of the browser's languages the game speaks, by its primary subtag; or null. */
export function browserLanguage(languages = navigator.languages || [navigator.language]) {
  for (const tag of languages || []) {
    const primary = String(tag || "").toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** The language chosen on this device with the picker, or null. */
export function chosenLanguage() {
  return settings().language;
}

// The message golden_sails.model.i18n.check_language gives (LanguageError), in
// the language the page goes on in.
function badLanguage(value) {
  const shown = value.length > 20 ? `${value.slice(0, 20)}…` : value;
  return t("lang.bad", { value: shown, languages: LANGUAGES.join(", ") });
}

function splitQuery(query) {
  return query ? query.split("&") : [];
}

function langValue(part) {
  if (!/^lang(=|$)/.test(part)) return null;
  try {
    return decodeURIComponent(part.slice(5).replace(/\+/g, " "));
  } catch {
    return part.slice(5);
  }
}

/**
 * The address's lang= values: {values: [in the query, then in the hash], search, hash},
 * search and hash being the address without them (the hash's route readers
 * know nothing of lang=, and each screen rewrites the hash).
 */
function readAddress(search, hash) {
  const values = [];
  const keep = (parts) => parts.filter((part) => {
    const value = langValue(part);
    if (value === null) return true;
    values.push(value);
    return false;
  });
  const query = keep(splitQuery(search.replace(/^\?/, "")));
  const m = /^(#[^?]*)\?(.*)$/.exec(hash);
  let cleanHash = hash;
  if (m) {
    const rest = keep(splitQuery(m[2]));
    cleanHash = rest.length ? `${m[1]}?${rest.join("&")}` : m[1];
  }
  return { values, query, hash: cleanHash };
}

/**
 * The address's lang=, read and moved into the query (history.replaceState:
 * no entry, no hashchange): the language the link names, or null (none, or
 * only a bad one, then named by linkFault()).  The last good value wins (the
 * hash's over the query's), as a link followed inside the app means it.
 */
export function takeLinkLanguage() {
  const { values, query, hash } = readAddress(location.search, location.hash);
  if (!values.length) return null;
  const good = values.filter(isLanguage);
  const bad = values.find((value) => !isLanguage(value));
  const lang = good.length ? good[good.length - 1] : null;
  if (bad !== undefined && lang === null) fault = bad; // worded when shown, in the page's words
  const kept = lang ? [...query, `lang=${lang}`] : query;
  const address = `${location.pathname}${kept.length ? `?${kept.join("&")}` : ""}${hash}`;
  if (address !== location.pathname + location.search + location.hash) {
    history.replaceState(history.state, "", address);
  }
  return lang;
}

/** The bad lang= the address had, once (the screen the link opens names it); or null. */
export function linkFault() {
  const taken = fault;
  fault = null;
  return taken === null ? null : badLanguage(taken);
}

/** Whether the address's query carries a language now (a link's). */
function addressLanguage() {
  return readAddress(location.search, "").values.find(isLanguage) ?? null;
}

/** The language of the page, by the order above; `<html lang>` set to it. */
export function resolveLanguage() {
  const lang = takeLinkLanguage() ?? addressLanguage() ?? chosenLanguage() ?? browserLanguage() ?? "en";
  setPageLanguage(lang);
  return lang;
}

/** The page in `lang` from now: each engine call carries it, <html lang> says it. */
export function setPageLanguage(lang) {
  if (!isLanguage(lang)) throw new Error(`not a language of the game: ${lang}`);
  current = lang;
  document.documentElement.lang = lang;
}

/**
 * The player's choice with the picker: kept on this device (not in an embed,
 * which stores nothing), and the address's lang= taken out so that it rules
 * after a reload.  Answers null, or why the choice could not be kept.
 */
export function chooseLanguage(lang, { store = true } = {}) {
  setPageLanguage(lang);
  const { query, hash } = readAddress(location.search, location.hash);
  const address = `${location.pathname}${query.length ? `?${query.join("&")}` : ""}${hash}`;
  if (address !== location.pathname + location.search + location.hash) {
    history.replaceState(history.state, "", address);
  }
  return store ? setSetting("language", lang) : null;
}

/** A link into the page in its language: `lang=` added to an address's query. */
export function withLanguage(address, lang = current) {
  const at = address.indexOf("#");
  const before = at < 0 ? address : address.slice(0, at);
  const hash = at < 0 ? "" : address.slice(at);
  const [path, query = ""] = before.split("?");
  const kept = splitQuery(query).filter((part) => langValue(part) === null);
  return `${path}?${[...kept, `lang=${lang}`].join("&")}${hash}`;
}
