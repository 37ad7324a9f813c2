// words/words.js: the piles, signed numbers, lists and times in the language on screen.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { pageModule, wordsIn, JS } from "./support.mjs";

const ui = await wordsIn("en");
const words = await pageModule("words/words.js");
const core = await pageModule("engine/core.js");

test("the piles are the rules core's, in the score booklet's order", () => {
  assert.equal(words.PILES, core.PILES);
  assert.deepEqual([...words.PILES], ["spells", "gems", "spices", "animals", "weapons"]);
  assert.throws(() => words.PILES.push("x")); // frozen: no screen changes it
});

test("a signed number: a true minus sign, a plus for a gain, a bare 0", () => {
  assert.equal(words.signed(3), "+3");
  assert.equal(words.signed(-2), "\u22122");
  assert.equal(words.signed(0), "0");
});

test("a figure with one decimal in the reader's language: a comma in German (issue 36)", async () => {
  assert.equal(words.decimal(3.44), "3.4");
  assert.equal(words.decimal(12), "12.0");
  for (const lang of ["de", "fr", "es", "pl"]) {
    await ui.setLanguage(lang);
    assert.equal(words.decimal(3.44), "3,4", lang);
  }
  await ui.setLanguage("de");
  assert.equal(ui.t("common.mb", { n: words.decimal(1.25e6 / 1e6) }).includes("1,3"), true); // rounded, with its comma
  await ui.setLanguage("en");
});

test("no page module writes a decimal by hand: toFixed always writes a point", () => {
  const files = readdirSync(JS, { recursive: true }).filter((f) => f.endsWith(".js"));
  assert.ok(files.length > 20);
  const offenders = files.filter((f) => /\.toFixed\(/.test(readFileSync(new URL(f, JS), "utf8")));
  assert.deepEqual(offenders, []);
});

test("a negative figure, alone or in the page's words, takes a true minus sign (issue 36)", () => {
  assert.equal(words.figure(-3), "\u22123");
  assert.equal(words.figure(12), "12");
  assert.equal(ui.t("common.vp", { vp: -3 }).includes("\u22123"), true);
  assert.equal(ui.t("common.vp", { vp: -3 }).includes("-"), false);
  assert.equal(ui.t("common.vp", { vp: "5" }).includes("5"), true); // text goes in as it is
});

test("a list joined as the language joins it", async () => {
  assert.equal(words.listWords([]), "");
  assert.equal(words.listWords(["Ann"]), "Ann");
  assert.equal(words.listWords(["Ann", "Ben", "Cat"]), "Ann, Ben and Cat"); // British: no serial comma
  await ui.setLanguage("de");
  assert.equal(words.listWords(["Ann", "Ben", "Cat"]), "Ann, Ben und Cat");
  await ui.setLanguage("en");
});

test("how long ago, in minutes, hours, then a date", () => {
  const now = Date.UTC(2025, 10, 28, 12, 0, 0);
  assert.equal(words.timeAgo(now - 30_000, now), ui.t("time.now"));
  assert.equal(words.timeAgo(now + 5_000, now), ui.t("time.now")); // a clock set back
  assert.equal(words.timeAgo(now - 5 * 60_000, now), ui.tn("time.minutes", 5));
  assert.equal(words.timeAgo(now - 3 * 3600_000, now), ui.tn("time.hours", 3));
  const date = words.timeAgo(now - 3 * 86400_000, now);
  assert.match(date, /2025/);
  assert.match(date, /25/);
});
