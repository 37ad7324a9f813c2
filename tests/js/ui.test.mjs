// words/ui.js: the page's own words, filled in, each count in its language's plural form.

import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { wordsIn } from "./support.mjs";

const ui = await wordsIn("en");
const { t, tn } = ui;
const built = (lang) => import(pathToFileURL(`${process.env.GOLDEN_SAILS_JS_MODULES}/js/words/lang/${lang}.js`).href);
// The words as the build wrote them, to compare with what t() and tn() make of them.
const BUILT = { en: (await built("en")).words, pl: (await built("pl")).words };

test("a word with its placeholders filled, by name", () => {
  assert.equal(ui.currentLanguage(), "en");
  assert.equal(document.title, t("app.name"));
  assert.equal(t("common.player-n", { n: 3 }), BUILT.en["common.player-n"].replace("{n}", "3"));
});

test("English: one form for 1, the other for every other count", () => {
  const [one, many] = BUILT.en["pieces.plus-hidden"];
  assert.equal(tn("pieces.plus-hidden", 1), one.replace("{n}", "1"));
  for (const n of [0, 2, 11, 21]) assert.equal(tn("pieces.plus-hidden", n), many.replace("{n}", String(n)));
});

test("Polish: three forms, by the catalog's own rule (2-4, 22-24... apart from 12-14)", async () => {
  await ui.setLanguage("pl");
  const forms = BUILT.pl["pieces.plus-hidden"];
  assert.equal(forms.length, 3);
  const expected = { 1: 0, 2: 1, 3: 1, 4: 1, 22: 1, 104: 1, 0: 2, 5: 2, 11: 2, 12: 2, 14: 2, 21: 2, 25: 2, 112: 2 };
  for (const [n, form] of Object.entries(expected)) {
    assert.equal(tn("pieces.plus-hidden", Number(n)), forms[form].replace("{n}", n), `n=${n}`);
  }
  await ui.setLanguage("en");
});

test("a language's module that is not there, a key that is not there: errors, never a key shown", async () => {
  await assert.rejects(ui.setLanguage("xx"), /no words module for the language "xx"/);
  assert.throws(() => t("no.such-key"), /no word for "no.such-key"/);
  assert.throws(() => t("pieces.plus-hidden"), /has plural forms/);
  assert.throws(() => tn("common.player-n", 2), /has no plural forms/);
});

test("a plural not yet translated: the English forms by the English rule, as gettext does", async () => {
  // A words module as the build writes one, with an entry left untranslated.
  const dir = mkdtempSync(join(tmpdir(), "gs-words-"));
  const file = join(dir, "xx.js");
  writeFileSync(file, [
    'export const lang = "xx";',
    "export function plural(n) { return Number(n == 1 ? 0 : n % 10 >= 2 && n % 10 <= 4 ? 1 : 2); }",
    'export const words = {"a.kept": {"source": ["{n} thing", "{n} things"]}, "a.order": "{b} before {a}, {c}",',
    '  "a.three": ["{n} one", "{n} few", "{n} many"], "app.name": "X"};',
    'export const hyphens = {"seeschlange": "see\\u00adschlange"};',
  ].join("\n"));
  const urls = JSON.parse(document.getElementById("ui-words").textContent);
  document.getElementById = (id) => (id === "ui-words" ? { textContent: JSON.stringify({ ...urls, xx: pathToFileURL(file).href }) } : null);
  await ui.setLanguage("xx");
  assert.equal(tn("a.kept", 3), "3 things"); // not the language's "few" form: English has two
  assert.equal(tn("a.kept", 1), "1 thing");
  assert.equal(tn("a.three", 23), "23 few");
  assert.equal(tn("a.three", 23, { n: "twenty-three" }), "twenty-three few"); // params say otherwise
  assert.equal(t("a.order", { a: 1, b: 2 }), "2 before 1, {c}"); // one left out stays as written
  assert.deepEqual(ui.hyphens(), { seeschlange: "see\u00adschlange" });
  const { fit } = await import(new URL("../../web/static/js/words/fit.js", import.meta.url).href);
  assert.equal(fit("Seeschlange!"), "See\u00adschlange!"); // a name shown alone, capitalised
  assert.equal(fit("seeschlange"), "see\u00adschlange");
  assert.equal(fit("Lotus"), "Lotus"); // short words are never looked up
  await ui.setLanguage("en");
});
