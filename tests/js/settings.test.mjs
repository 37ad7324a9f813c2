// device/settings.js and device/language.js: what the device keeps, each value checked; the page's language.

import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { fakeStorage, pageModule, wordsIn } from "./support.mjs";

const { t } = await wordsIn("en");
globalThis.window = {};
globalThis.document.documentElement = { dataset: {}, lang: "" };
const settings = await pageModule("device/settings.js");
const language = await pageModule("device/language.js");

const KEY = "golden-sails:settings";
const stored = () => JSON.parse(window.localStorage.getItem(KEY));

/** The page's address, and its history's replaceState, as the browser has them. */
function address(search, hash = "") {
  globalThis.location = { pathname: "/app/", search, hash };
  globalThis.history = {
    state: { gsDepth: 1 },
    replaced: [],
    replaceState(state, _title, url) {
      this.replaced.push(url);
      const [before, h = ""] = url.split("#");
      const [, s = ""] = before.split("?");
      Object.assign(location, { search: s ? `?${s}` : "", hash: h ? `#${h}` : "" });
    },
  };
}

beforeEach(() => {
  window.localStorage = fakeStorage();
  window.matchMedia = () => ({ matches: false });
  document.documentElement = { dataset: {}, lang: "" };
  address("");
});

test("the settings as kept, each one checked: a foreign value is its default", () => {
  assert.deepEqual(settings.settings(), {
    confirmMoves: true, botSpeed: "normal", memoryAid: false, sound: false, hints: true,
    reducedMotion: false, theme: "system", language: null, playerName: "",
  });
  window.localStorage.setItem(KEY, JSON.stringify({ botSpeed: "warp", theme: "dark", sound: "yes", language: "xx", hints: false }));
  const now = settings.settings();
  assert.equal(now.botSpeed, "normal");
  assert.equal(now.theme, "dark");
  assert.equal(now.sound, false);
  assert.equal(now.language, null);
  assert.equal(now.hints, false);
  window.localStorage.setItem(KEY, "{");
  assert.equal(settings.settings().theme, "system");
});

test("a kept name: one line of 1-40 characters, nothing invisible", () => {
  assert.equal(settings.keptName("  Ann "), "Ann");
  assert.equal(settings.keptName("A\u200bnn"), "");
  assert.equal(settings.keptName("x".repeat(41)), "");
  assert.equal(settings.keptName(7), "");
  // Home kept the name elsewhere before it was a setting: read once, while none is set.
  window.localStorage.setItem("golden-sails:quick-start", JSON.stringify({ level: "hard", name: "Bea" }));
  assert.equal(settings.settings().playerName, "Bea");
  settings.setSetting("playerName", "Cat");
  assert.equal(settings.settings().playerName, "Cat");
});

test("a setting kept beside the others; the look follows at once; a full storage says why", () => {
  assert.equal(settings.setSetting("theme", "dark"), null);
  assert.equal(settings.setSetting("reducedMotion", true), null);
  assert.deepEqual(stored(), { theme: "dark", reducedMotion: true });
  assert.deepEqual(document.documentElement.dataset, { theme: "dark", motion: "reduce" });
  window.localStorage = fakeStorage({ quota: 10 });
  assert.equal(settings.setSetting("theme", "light"), t("settings.refused", { error: "QuotaExceededError" }));
  window.localStorage = null;
  assert.equal(settings.setSetting("theme", "light"), t("settings.no-storage"));
});

test("the browser's languages: the first the game speaks, by its primary subtag", () => {
  assert.equal(language.browserLanguage(["pt-BR", "de-AT", "fr"]), "de");
  assert.equal(language.browserLanguage(["PL"]), "pl");
  assert.equal(language.browserLanguage(["ja", "zh_TW"]), null);
});

test("the page's language: a link's, else the one chosen here, else the browser's, else English", () => {
  globalThis.navigator = { languages: ["es-MX"] };
  address("?embed=1", "#/rules?lang=fr");
  assert.equal(language.resolveLanguage(), "fr");
  assert.equal(location.search, "?embed=1&lang=fr"); // moved into the query: each screen rewrites the hash
  assert.equal(location.hash, "#/rules");
  assert.equal(document.documentElement.lang, "fr");
  address("");
  assert.equal(language.resolveLanguage(), "es");
  settings.setSetting("language", "pl");
  assert.equal(language.resolveLanguage(), "pl");
  globalThis.navigator = { languages: [] };
  window.localStorage = fakeStorage();
  assert.equal(language.resolveLanguage(), "en");
});

test("a bad lang= is named once, where the link's screen names its faults", () => {
  address("", "#/scene?name=experts&lang=tlh");
  assert.equal(language.takeLinkLanguage(), null);
  assert.equal(location.hash, "#/scene?name=experts");
  assert.equal(language.linkFault(), t("lang.bad", { value: "tlh", languages: "en, de, fr, es, pl" }));
  assert.equal(language.linkFault(), null);
  // A good one beside it wins, and nothing is at fault.
  address("?lang=xx", "#/rules?lang=de");
  assert.equal(language.takeLinkLanguage(), "de");
  assert.equal(language.linkFault(), null);
  assert.throws(() => language.setPageLanguage("xx"), /not a language of the game: xx/);
});

test("the picker's choice: kept, and the address's lang= taken out so that it rules after a reload", () => {
  address("?lang=de", "#/learn");
  assert.equal(language.chooseLanguage("pl"), null);
  assert.equal(language.pageLanguage(), "pl");
  assert.equal(location.search, "");
  assert.equal(stored().language, "pl");
  assert.equal(language.chooseLanguage("fr", { store: false }), null); // an embed keeps nothing
  assert.equal(stored().language, "pl");
  assert.equal(language.withLanguage("index.html?embed=1&lang=de#/score?t=x", "es"), "index.html?embed=1&lang=es#/score?t=x");
  assert.equal(language.withLanguage("#/rules"), "?lang=fr#/rules");
});
