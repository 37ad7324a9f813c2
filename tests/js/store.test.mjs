// device/store.js: saved games in localStorage, each entry checked, revisions kept in order.

import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { fakeStorage, pageModule, wordsIn } from "./support.mjs";

const { t } = await wordsIn("en");
const store = await pageModule("device/store.js");
const { ROUNDS, PHASES } = await pageModule("engine/core.js");

const SAVE = { format: "golden-sails-save", version: 4, config: {}, seed: 1, moves: [] };
const meta = (more = {}) => ({ names: ["Ann", "Ben"], round: 3, phase: "take", variant: "standard", updated: 1000, ...more });
const entry = (more = {}, rev = 0) => JSON.stringify({ save: SAVE, meta: meta(more), rev });

beforeEach(() => {
  globalThis.window = { localStorage: fakeStorage(), sessionStorage: fakeStorage() };
});

test("an entry that is not a saved game says why", () => {
  assert.equal(store.entryFault("{"), t("store.not-json"));
  assert.equal(store.entryFault("[]"), t("store.not-object"));
  assert.equal(store.entryFault(JSON.stringify({ save: { format: "other" }, meta: meta() })), t("store.no-save"));
  assert.equal(store.entryFault(JSON.stringify({ save: SAVE, meta: [] })), t("store.no-meta"));
  assert.equal(store.entryFault(entry({}, -1)), t("store.bad-rev"));
  assert.equal(store.entryFault(entry()), null);
});

test("meta is checked field by field, against the rules core's rounds and phases", () => {
  assert.equal(store.metaFault(meta()), null);
  assert.equal(store.metaFault(meta({ names: ["Ann"] })), t("store.bad-names"));
  assert.equal(store.metaFault(meta({ names: ["Ann", "B\u0007en"] })), t("store.bad-names"));
  assert.equal(store.metaFault(meta({ names: ["Ann", "x".repeat(49)] })), t("store.bad-names"));
  assert.equal(store.metaFault(meta({ round: ROUNDS })), null);
  assert.equal(store.metaFault(meta({ round: ROUNDS + 1 })), t("store.bad-round"));
  assert.equal(store.metaFault(meta({ round: 0 })), t("store.bad-round"));
  for (const phase of PHASES) assert.equal(store.metaFault(meta({ phase })), null);
  assert.equal(store.metaFault(meta({ phase: "draft" })), t("store.bad-phase"));
  assert.equal(store.metaFault(meta({ updated: -1 })), t("store.bad-updated"));
  assert.equal(store.metaFault(meta({ rounds: 2 })), t("store.bad-rounds")); // fewer than the round
  assert.equal(store.metaFault(meta({ rounds: ROUNDS + 1 })), t("store.bad-rounds"));
  assert.equal(store.metaFault(meta({ players: ["Ann"] })), t("store.bad-players"));
  assert.equal(store.metaFault(meta({ status: "a\nb" })), t("store.bad-text", { key: "meta.status" }));
});

test("an ended game's totals and winners are checked together", () => {
  assert.equal(store.metaFault(meta({ phase: "over", totals: [30, 28], winners: ["Ann"] })), null);
  assert.equal(store.metaFault(meta({ totals: [30], winners: ["Ann"] })), t("store.bad-totals"));
  assert.equal(store.metaFault(meta({ totals: [30, 1000], winners: ["Ann"] })), t("store.bad-totals"));
  assert.equal(store.metaFault(meta({ totals: [30, 28], winners: ["Cat"] })), t("store.bad-winners"));
  assert.equal(store.metaFault(meta({ totals: [30, 28] })), t("store.bad-winners"));
});

test("the list: newest first, a bad entry set aside untouched, other keys never read", () => {
  const ls = window.localStorage;
  ls.setItem("golden-sails:game:a", entry({ updated: 1 }));
  ls.setItem("golden-sails:game:b", entry({ updated: 2 }));
  ls.setItem("golden-sails:game:bad", "{oops");
  ls.setItem("golden-sails:corrupt:bad", "earlier");
  ls.setItem("other-app", "{oops");
  const { games, problems, unavailable } = store.listGames();
  assert.equal(unavailable, false);
  assert.deepEqual(games.map((g) => g.id), ["b", "a"]);
  assert.deepEqual(problems, [{ id: "bad", reason: t("store.not-json"), where: "golden-sails:corrupt:bad-2" }]);
  assert.equal(ls.getItem("golden-sails:game:bad"), null);
  assert.equal(ls.getItem("golden-sails:corrupt:bad-2"), "{oops");
  assert.equal(ls.getItem("golden-sails:corrupt:bad"), "earlier");
  assert.equal(ls.getItem("other-app"), "{oops");
  assert.deepEqual(store.setAsideEntries().map((e) => e.key).sort(), ["golden-sails:corrupt:bad", "golden-sails:corrupt:bad-2"]);
  store.removeSetAside(["golden-sails:corrupt:bad", "other-app"]); // only ours
  assert.equal(ls.getItem("golden-sails:corrupt:bad"), null);
  assert.equal(ls.getItem("other-app"), "{oops");
});

test("revisions: a write based on an older revision than the stored one is refused", () => {
  assert.deepEqual(store.writeRevision("g", SAVE, meta(), null), { rev: 0 });
  assert.deepEqual(store.writeRevision("g", SAVE, meta({ round: 4 }), 0), { rev: 1 });
  assert.deepEqual(store.writeRevision("g", SAVE, meta({ round: 5 }), 1), { rev: 2 });
  // Another tab moved the game on to revision 2 while this one was at 1.
  assert.deepEqual(store.writeRevision("g", SAVE, meta({ round: 9 }), 1), { conflict: true });
  const { entry: kept } = store.readGame("g");
  assert.equal(kept.meta.round, 5);
  assert.equal(store.revisionOf(kept), 2);
  assert.equal(store.revisionOf({}), 0); // an entry from before revisions
  assert.equal(store.revisionOf({ rev: -3 }), 0);
});

test("a full storage is said as such, and nothing is lost", () => {
  window.localStorage = fakeStorage({ quota: 600 });
  assert.deepEqual(store.writeRevision("g", SAVE, meta(), null), { rev: 0 });
  const big = { ...SAVE, moves: Array(100).fill("assign") };
  assert.deepEqual(store.writeRevision("g", big, meta(), 0), { problem: { reason: t("store.full"), full: true } });
  assert.equal(store.revisionOf(store.readGame("g").entry), 0);
  assert.equal(store.isQuotaError({ name: "NS_ERROR_DOM_QUOTA_REACHED" }), true);
  assert.equal(store.isQuotaError(new Error("x")), false);
});

test("reading a game that is gone, or with storage off, says so", () => {
  assert.deepEqual(store.readGame("none"), { fault: t("store.gone") });
  window.localStorage = null;
  assert.deepEqual(store.readGame("none"), { fault: t("store.no-storage") });
  assert.deepEqual(store.writeGame("g", {}), { reason: t("store.disabled"), full: false });
  assert.deepEqual(store.listGames(), { games: [], problems: [], unavailable: true });
});

test("a stored meta is made the engine's summary, once", () => {
  window.localStorage.setItem("golden-sails:game:g", entry({ status: "old words" }, 4));
  const summary = { names: ["Ann", "Ben"], labels: ["Ann", "Ben (Easy)"], round: 3, phase: "take" };
  assert.equal(store.correctMeta("g", summary), true);
  const { entry: mended } = store.readGame("g");
  assert.deepEqual(mended.meta.names, ["Ann", "Ben (Easy)"]);
  assert.equal(mended.meta.status, undefined);
  assert.equal(mended.rev, 4); // the same save, the same revision
  assert.equal(store.correctMeta("g", summary), false);
});

test("the game on screen is this tab's, and unreadable is none", () => {
  assert.equal(store.getScreen(), null);
  store.setScreen("abc");
  assert.deepEqual(store.getScreen(), { id: "abc" });
  store.clearScreen();
  assert.equal(store.getScreen(), null);
  window.sessionStorage.setItem("golden-sails:screen", "{");
  assert.equal(store.getScreen(), null);
});

test("the bytes our entries take, counted as browsers count them", () => {
  window.localStorage.setItem("golden-sails:game:a", "12345");
  window.localStorage.setItem("other", "x".repeat(100));
  assert.equal(store.bytesUsed(), ("golden-sails:game:a".length + 5) * 2);
});
