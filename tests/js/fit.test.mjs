// words/fit.js: a long word breaks where its language breaks it, never inside a syllable.

import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule, wordsIn } from "./support.mjs";

const ui = await wordsIn("de");
const { fit } = await pageModule("words/fit.js");
const SOFT = "\u00ad";

test("German: the words module's break points, shown only where a line breaks", () => {
  const table = ui.hyphens();
  assert.ok(Object.keys(table).length > 100, "the build's German words module carries its long words");
  const fitted = fit("Die Seeschlange frisst");
  assert.equal(fitted, `Die ${table.Seeschlange} frisst`);
  assert.ok(table.Seeschlange.includes(SOFT));
  assert.equal(fitted.replaceAll(SOFT, ""), "Die Seeschlange frisst"); // the same words to read
  for (const word of Object.values(table)) {
    // Two letters at least on each side of every break (never "Abla-g-e").
    for (const piece of word.split(SOFT)) assert.ok([...piece].length >= 2, word);
  }
});

test("a word the language does not break, or a number, is left as it is", () => {
  assert.equal(fit("Xylophonwort"), "Xylophonwort");
  assert.equal(fit(12345678), "12345678");
});

test("another language, other break points", async () => {
  await ui.setLanguage("en");
  const table = ui.hyphens();
  const [word, broken] = Object.entries(table)[0];
  assert.equal(fit(word), broken);
});
