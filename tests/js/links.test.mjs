// device/links.js: the page's addresses read and written, each bad part named.

import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule, wordsIn } from "./support.mjs";

const { t } = await wordsIn("en");
const links = await pageModule("device/links.js");

test("an address's route and query", () => {
  assert.deepEqual(links.parseHash("#/new?players=3&seed=4"), { path: "new", query: "players=3&seed=4" });
  assert.deepEqual(links.parseHash("#/rules"), { path: "rules", query: "" });
  assert.deepEqual(links.parseHash(""), { path: "", query: "" });
  assert.deepEqual(links.parseHash("#/Rules"), { path: "", query: "" }); // no such route
  assert.deepEqual(links.parseHash("#nothing"), { path: "", query: "" });
});

test("a table travels in its link and back, any text included", () => {
  const table = { animal_reference: "IV", first_player: 1, players: [{ name: "Zoë 🎲", gems: [5] }, { name: "Bob" }] };
  const hash = links.tableHash(table);
  assert.match(hash, /^#\/score\?t=[A-Za-z0-9_-]+$/); // base64url, no padding
  const { tableText, errors } = links.readTableLink(links.parseHash(hash).query);
  assert.deepEqual(errors, []);
  assert.deepEqual(JSON.parse(tableText), table);
});

test("base64url: every length and byte round-trips; damage is named", () => {
  for (const text of ["", "a", "ab", "abc", "abcd", "ÿ\u0000\u{1F600}"]) {
    assert.equal(links.fromBase64Url(links.toBase64Url(text)), text);
  }
  assert.throws(() => links.fromBase64Url("ab+c"), { message: t("links.base64-chars") });
  assert.throws(() => links.fromBase64Url("abcde"), { message: t("links.base64-length") });
  assert.throws(() => links.fromBase64Url(links.toBase64Url("x").slice(0, 1) + "_w"), { message: t("links.utf8") });
});

test("a score-pad link names each bad part and keeps nothing of a table given twice", () => {
  const good = links.tableHash({ players: [] }).split("?")[1];
  assert.deepEqual(links.readTableLink(`${good}&x=1`).errors, [t("links.not-param-score", { key: "x" })]);
  const twice = links.readTableLink(`${good}&${good}`);
  assert.equal(twice.tableText, null);
  assert.deepEqual(twice.errors, [t("links.twice", { key: "t" })]);
  assert.deepEqual(links.readTableLink("t=%E0%A4%A").errors,
    [t("links.fault", { key: "t=%E0%A4%A".split("=")[0], fault: t("links.not-encoded") })]);
  const long = links.readTableLink(`t=${"A".repeat(links.MAX_TABLE_LINK + 1)}`);
  assert.deepEqual(long.errors, [t("links.too-long", { key: "t", max: links.MAX_TABLE_LINK })]);
  assert.equal(long.tableText, null);
});

test("a lesson's link: its name and step, or each fault by name", () => {
  assert.deepEqual(links.readSceneLink("name=experts&step=3"), { name: "experts", step: 3, errors: [] });
  assert.deepEqual(links.readSceneLink("name=experts"), { name: "experts", step: 1, errors: [] });
  const bad = links.readSceneLink("step=x%E2%80%AEy&colour=red");
  assert.equal(bad.name, null);
  assert.deepEqual(bad.errors, [
    t("links.not-param-scene", { key: "colour", params: "name, step" }),
    t("links.bad-step", { shown: "step=x\\u202ey" }), // a direction mark is shown, not obeyed
    t("links.no-name", { key: "name", example: "name=experts" }),
  ]);
  const long = links.readSceneLink(`name=${"a".repeat(links.MAX_SCENE_LINK)}`);
  assert.deepEqual(long.errors, [t("links.too-long", { key: "link", max: links.MAX_SCENE_LINK })]);
  assert.equal(links.sceneHash("a b&c", 2), "#/scene?name=a%20b%26c&step=2");
});

test("a replay's link: the game as given, the step apart", () => {
  assert.deepEqual(links.readReplayLink("g=AbC-_&step=33"), { g: "g=AbC-_", step: 33 });
  assert.deepEqual(links.readReplayLink("step=2&g=x&lang=de"), { g: "g=x&lang=de", step: 2 });
  assert.deepEqual(links.readReplayLink("g=x"), { g: "g=x", step: 0 });
  // Not a step of the page's: left in the game's part, for the engine to name.
  assert.deepEqual(links.readReplayLink("g=x&step=12345"), { g: "g=x&step=12345", step: 0 });
});

test("a new-game link as the form would show it typed, nothing judged", () => {
  assert.deepEqual(links.newGameLinkAsTyped("players=3&names=Ann, Ben,Cat&ref=V&seed=42&variant=open&seats=human,hard"), {
    players: 3, names: ["Ann", "Ben", "Cat"], ref: "V", seed: 42, variant: "open", seats: ["human", "hard"],
  });
  // Given twice, or not a number: not shown; unknown keys: the rules core names them.
  assert.deepEqual(links.newGameLinkAsTyped("players=2&players=3&seed=x&colour=red"), {});
  assert.deepEqual(links.newGameLinkAsTyped("names=%E0"), {});
});
