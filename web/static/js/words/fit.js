// A long word in a narrow box breaks where its language breaks it, never inside a syllable.
//
// An Area on a card, a chip, a grid's button: at 360 px a word such as
// "Seeschlange" or "verschiedene" may be wider than its box.  The browser's
// own hyphenation (`hyphens: auto`) is missing from many browsers and
// languages, and `overflow-wrap` cuts a word anywhere ("Seeschl ange"), so the
// words module of the language on screen carries each long word's break
// points (buildtools/js_words.py, from LibreOffice's patterns): fit() puts a
// soft hyphen at each, which shows only where the line breaks.

import { hyphens } from "./ui.js";

const LONG_WORD = /[\p{L}]{7,}/gu;

function broken(table, word) {
  const found = table[word];
  if (found) return found;
  // A name shown alone starts with a capital (Polish "Lotos" is "lotos" in a sentence).
  const lower = word[0].toLowerCase() + word.slice(1);
  const again = lower !== word && table[lower];
  return again ? again[0].toUpperCase() + again.slice(1) : word;
}

/** `text` with soft hyphens at its long words' break points. */
export function fit(text) {
  const table = hyphens();
  return String(text).replace(LONG_WORD, (word) => broken(table, word));
}
