// screens/setup/: the new-game form as one state, drawn by a view and patched at each change.

import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { useFakeDom } from "./fake-dom.mjs";
import { fakeStorage, gameWords, pageModule, wordsIn } from "./support.mjs";

const doc = useFakeDom();
globalThis.window.localStorage = fakeStorage();
globalThis.document.getElementById = undefined; // set by wordsIn, and again below for the form's ids
const { t } = await wordsIn("en");
const wordsBlock = globalThis.document.getElementById;
const state = await pageModule("screens/setup/state.js");
const { renderSetup } = await pageModule("screens/setup/setup.js");

// The rules core's words the form lists (golden_sails.game.words.vocabulary()).
const WORDS = await gameWords();
const CHOICES = { variants: Object.keys(WORDS.variants), references: WORDS.animal_references, kinds: Object.keys(WORDS.seat_kinds) };

beforeEach(() => {
  window.localStorage = fakeStorage();
  doc.activeElement = null;
  // The form's fields by id (showFault focuses one), the page's words block as before.
  document.getElementById = (id) => doc.body.find("id", id) ?? wordsBlock(id);
});

test("the form as a link fills it: a value no list offers is the list's first", () => {
  const s = state.setupState({ players: 4, names: ["Ann", "Ben"], seats: ["human", "hard", "expert"], variant: "odd", ref: "V", seed: 7 },
    { playerName: "Me", memoryAid: true }, CHOICES);
  assert.equal(s.players, 4);
  assert.deepEqual(s.names, ["Ann", "Ben", "", ""]); // the link names the players: not "Me"
  assert.deepEqual(s.seats, ["human", "hard", "human", "human"]);
  assert.equal(s.variant, "standard");
  assert.equal(s.reference, "V");
  assert.equal(s.seed, "7");
  assert.equal(s.moreOpen, true);
  assert.equal(s.memoryAid, true);
  assert.equal(state.setupState({ players: 7 }, {}, CHOICES).players, 2); // as a select shows it
  assert.equal(state.setupState({}, { playerName: "Me" }, CHOICES).players, 3);
  assert.deepEqual(state.setupState({}, { playerName: "Me" }, CHOICES).names, ["Me", "", "", ""]);
  assert.deepEqual(state.setupState({ seats: ["easy"] }, { playerName: "Me" }, CHOICES).names, ["", "", "", ""]);
});

test("fewer players: the first player stays among them; the names typed for the others are kept", () => {
  const s = state.setupState({ players: 4 }, {}, CHOICES);
  state.typeName(s, 3, "Dora");
  s.first = 3;
  state.setPlayers(s, "2");
  assert.equal(s.first, 1);
  state.setPlayers(s, "4");
  assert.equal(s.names[3], "Dora");
  assert.equal(s.ownTyped, false);
  state.typeName(s, 0, "Ann");
  assert.equal(s.ownTyped, true);
});

test("the config: a person unnamed is named by his seat, a computer by the rules core", () => {
  const s = state.setupState({ players: 3, seats: ["human", "easy", "human"] }, {}, CHOICES);
  state.typeName(s, 0, "  Ann ");
  Object.assign(s, { first: 2, reference: "III", memoryAid: true, seed: " 42 " });
  assert.deepEqual(state.configOf(s), {
    config: {
      names: ["Ann", null, t("common.player-n", { n: 3 })], variant: "standard", animal_reference: "III",
      first_player: 2, memory_aid: true, seats: ["human", "easy", "human"],
    },
    seed: 42,
  });
  assert.deepEqual(state.firstChoices(s).map(([, text]) => text),
    [t("setup.player-named", { n: 1, name: "Ann" }), t("common.player-n", { n: 2 }), t("common.player-n", { n: 3 })]);
  assert.equal(state.placeholder(s, 1), t("setup.named-by-game"));
  assert.equal(state.placeholder(s, 0), t("home.your-name"));
});

test("a seed that is no whole number the page can hold is the seed field's fault", () => {
  const s = state.setupState({}, {}, CHOICES);
  for (const seed of ["-1", "1.5", "x", String(2 ** 53)]) {
    s.seed = seed;
    assert.deepEqual(state.configOf(s), { fault: { text: t("setup.bad-seed", { max: state.MAX_SEED }), field: "seed" } });
  }
  s.seed = String(state.MAX_SEED);
  assert.equal(state.configOf(s).seed, state.MAX_SEED);
});

test("the rules core's refusal marks the name it names", () => {
  assert.deepEqual(state.startFault("config.names[2]: two players may not share a name"), {
    text: t("setup.start-failed", { error: "config.names[2]: two players may not share a name" }), field: "name-2",
  });
  assert.equal(state.startFault("seed: too big").field, null);
  assert.equal(state.sameAsShown({ players: 3, names: ["A"] }, { names: ["A"], players: 3 }), true);
  assert.equal(state.sameAsShown({ players: 3 }, { players: 4 }), false);
});

/** The form on the page, as show() puts it there. */
function shown(actions) {
  const screen = document.createElement("main");
  doc.body.replaceChildren(screen);
  screen.replaceChildren(...renderSetup({ home: () => {}, start: async () => {}, ...actions }));
  return screen;
}

/** A person types in a field: its text changes, then its input event runs. */
function type(screen, id, text) {
  const input = screen.find("id", id);
  input.focus();
  input.value = text;
  input.dispatch("input");
  return input;
}

test("a name typed: the same field keeps its text and the focus; the first-player list says it", () => {
  const screen = shown({});
  const input = type(screen, "name-1", "Ben");
  assert.equal(screen.find("id", "name-1"), input);
  assert.equal(doc.activeElement, input);
  assert.equal(screen.find("id", "first-player").childNodes[1].textContent, t("setup.player-named", { n: 2, name: "Ben" }));
  const players = screen.find("id", "players");
  players.value = "2";
  players.dispatch("change");
  assert.equal(screen.find("id", "name-2"), null);
  assert.equal(screen.find("id", "name-1"), input); // still there, still typed
  assert.equal(input.value, "Ben");
  const seat = screen.find("id", "seat-1");
  seat.value = "hard";
  seat.dispatch("change");
  assert.equal(screen.find("id", "seat-1-about").textContent, WORDS.levels.hard);
  assert.equal(screen.find("id", "name-0").getAttribute("placeholder"), t("home.your-name"));
});

test("Start: the config read from the state; a bad seed named, marked and in hand", async () => {
  const started = [];
  const screen = shown({ start: async (config, seed) => { started.push([config, seed]); } });
  type(screen, "name-0", "Ann");
  type(screen, "seed", "12x");
  screen.find("data-start").parentNode.parentNode.dispatch("submit");
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(started, []);
  const seed = screen.find("id", "seed");
  assert.equal(seed.getAttribute("aria-invalid"), "true");
  assert.equal(doc.activeElement, seed);
  assert.equal(screen.find("class", "more-options").hasAttribute("open"), true);
  assert.equal(screen.find("class", "form-error").textContent, t("setup.bad-seed", { max: state.MAX_SEED }));
  type(screen, "seed", "12");
  screen.find("data-start").parentNode.parentNode.dispatch("submit");
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(started.length, 1);
  assert.deepEqual(started[0][0].names, ["Ann", t("common.player-n", { n: 2 }), t("common.player-n", { n: 3 })]);
  assert.equal(started[0][1], 12);
  assert.equal(JSON.parse(window.localStorage.getItem("golden-sails:settings")).playerName, "Ann");
});

test("a refusal of the rules core: its words under the form, the name it names marked", async () => {
  const screen = shown({ start: async () => { throw new Error("config.names[1]: Ann is taken"); } });
  screen.find("data-start").parentNode.parentNode.dispatch("submit");
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(screen.find("id", "name-1").getAttribute("aria-invalid"), "true");
  assert.equal(doc.activeElement, screen.find("id", "name-1"));
  assert.equal(screen.find("data-start").hasAttribute("aria-busy"), false);
});

test("a link being checked: Start waits for the rules core; a fault it names stops the start", async () => {
  let answer;
  const checking = new Promise((resolve) => { answer = resolve; });
  const waits = [];
  const started = [];
  const screen = shown({
    prefill: { players: 2 }, checking, waiting: (on) => waits.push(on), checked: null,
    start: async (config) => { started.push(config); },
  });
  assert.ok(screen.find("data-link-checking"));
  type(screen, "name-0", "Ann"); // touched: the answer leaves the fields be
  screen.find("data-start").parentNode.parentNode.dispatch("submit");
  assert.equal(screen.find("data-start").getAttribute("aria-busy"), "true");
  answer({ prefill: { players: 2 }, errors: ["ref: VI is not one of I, II, III, IV, V"] });
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(waits, [true, false]);
  assert.deepEqual(started, []);
  assert.equal(screen.find("data-link-checking"), null);
  assert.equal(screen.find("data-link-error").textContent, "ref: VI is not one of I, II, III, IV, V");
  assert.equal(screen.find("id", "name-0").value, "Ann");
});
