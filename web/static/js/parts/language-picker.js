// The language picker, select[name=lang], on home and in the lessons.
//
// web-test-contract.md, "Languages"; device/language.js decides the language.
// Each language by its own name, and the label in every language of the game,
// each marked with its lang: a reader who landed in a language he cannot read
// still finds the way to his own.  These are names of languages, the same
// whatever the page's language, not words of the page.

import { h } from "./dom.js";
import { AUTONYMS, LANGUAGES } from "../words/languages.js";

const LABEL = Object.freeze([
  ["en", "Language"], ["de", "Sprache"], ["fr", "Langue"], ["es", "Idioma"], ["pl", "Język"],
]);

let made = 0; // a label's id per picker drawn

/** The picker showing `lang`; onChoose(lang) hears the player's choice. */
export function languagePicker(lang, onChoose) {
  const id = `lang-picker-${++made}`;
  const select = h("select", { name: "lang", id },
    LANGUAGES.map((value) => h("option", { value, lang: value, selected: value === lang || null }, AUTONYMS[value])));
  select.value = lang;
  select.addEventListener("change", () => onChoose(select.value));
  const words = [];
  LABEL.forEach(([code, word], i) => {
    if (i) words.push(" · ");
    words.push(h("span", { lang: code }, word));
  });
  return h("div", { class: "lang-picker", "data-lang-picker": "" },
    h("label", { for: id }, words), select);
}
