// What the tests give the page's modules in place of a browser: storage, the page's words.
//
// Each test file runs in a process of its own (node --test), so the globals set
// here are that file's alone.

import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const JS = new URL("../../web/static/js/", import.meta.url);

/** A page module by its path under web/static/js/ ("device/links.js"). */
export function pageModule(path) {
  return import(new URL(path, JS).href);
}

/**
 * A Storage (localStorage, sessionStorage) in memory.  `quota`: the characters it
 * holds at most (keys and values), past which setItem throws as a browser's does.
 */
export function fakeStorage({ quota = Infinity } = {}) {
  const items = new Map();
  const used = () => [...items].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    setItem(key, value) {
      const text = String(value);
      const before = items.has(key) ? key.length + items.get(key).length : 0;
      if (used() - before + key.length + text.length > quota) {
        const err = new Error("The quota has been exceeded.");
        err.name = "QuotaExceededError";
        err.code = 22;
        throw err;
      }
      items.set(key, text);
    },
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => items.clear(),
  };
}

/**
 * The page's words in `lang` (js/words/ui.js), as index.html hands them over: a
 * #ui-words block naming each language's module (the build's, in build/js-modules/).
 */
export async function wordsIn(lang) {
  const modules = process.env.GOLDEN_SAILS_JS_MODULES;
  const urls = Object.fromEntries(["en", "de", "fr", "es", "pl"].map((l) =>
    [l, pathToFileURL(`${modules}/js/words/lang/${l}.js`).href]));
  globalThis.document ??= {};
  Object.assign(globalThis.document, {
    baseURI: pathToFileURL(`${modules}/`).href,
    title: "",
    getElementById: (id) => (id === "ui-words" ? { textContent: JSON.stringify(urls) } : null),
  });
  const ui = await pageModule("words/ui.js");
  await ui.setLanguage(lang);
  return ui;
}

/** The rules core's words in English (golden_sails.game.words.vocabulary()), set for the page. */
export async function gameWords() {
  const words = JSON.parse(readFileSync(`${process.env.GOLDEN_SAILS_JS_MODULES}/game-words.json`, "utf-8"));
  (await pageModule("words/vocab.js")).setWords(words);
  return words;
}
