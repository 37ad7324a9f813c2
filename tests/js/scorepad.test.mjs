// screens/scorepad/: the pad's state (table.js) and the pad drawn from it, patched at each change.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useFakeDom } from "./fake-dom.mjs";
import { gameWords, pageModule, wordsIn } from "./support.mjs";

const doc = useFakeDom();
globalThis.window.matchMedia = () => ({ matches: true });
const { t } = await wordsIn("en");
const WORDS = await gameWords();
const table = await pageModule("screens/scorepad/table.js");
const { renderScorePad } = await pageModule("screens/scorepad/pad.js");
const { PILES } = await pageModule("engine/core.js");

test("a table as linked: empty piles left out, the piles in the score booklet's order", () => {
  const t2 = table.emptyTable(2);
  assert.deepEqual(t2.players.map((p) => p.name), ["Andy", "Bob"]);
  for (const pile of PILES) assert.deepEqual(t2.players[0][pile], []);
  t2.players[0].weapons.push({ kind: "katar", left: 1, right: 2 });
  t2.players[0].gems.push(5);
  const linked = table.compact(t2);
  assert.deepEqual(linked.players[0], { name: "Andy", gems: [5], weapons: [{ kind: "katar", left: 1, right: 2 }] });
  assert.deepEqual(Object.keys(linked.players[0]), ["name", "gems", "weapons"]);
  assert.deepEqual(linked.players[1], { name: "Bob" });
  // And back: every pile present again, the names as linked.
  const again = table.editable({ animal_reference: "II", players: [{ name: "Zoë", spices: ["mint"] }] });
  assert.equal(again.first_player, 0);
  assert.deepEqual(again.players[0].spices, ["mint"]);
  assert.deepEqual(again.players[0].spells, []);
  assert.equal(again.players[0].name, "Zoë");
});

test("the players' count, names as typed, and the sheet no longer theirs at each change", () => {
  const s = table.padState({ weapon: "katar" });
  s.sheet = { answer: {} };
  table.rename(s, 1, " Bea ");
  assert.equal(s.names[1], " Bea ");
  assert.equal(s.table.players[1].name, "Bea");
  assert.equal(s.sheet, null);
  s.table.first_player = 1;
  table.setPlayers(s, "4");
  assert.deepEqual(s.table.players.map((p) => p.name), ["Andy", "Bea", "Cathy", "Dora"]);
  table.setPlayers(s, "2");
  table.setPlayers(s, "3");
  assert.equal(s.table.players[2].name, "Cathy"); // a seat given up is empty again
  assert.equal(s.table.first_player, 1);
  table.setPlayers(s, "2");
  s.table.first_player = 1;
  table.addCard(s, 1, "gems", 3);
  table.addCard(s, 1, "spells", { power: "per_spell" });
  assert.deepEqual(table.cardsOf(s.table.players[1]).map((c) => c.pile), ["spells", "gems"]);
  table.removeCard(s, 1, "gems", 0);
  assert.deepEqual(s.table.players[1].gems, []);
});

test("the quick figures go to the rules core as typed; its faults mark their fields until typed in", () => {
  const s = table.padState();
  table.typeQuick(s, 0, "weapons", "-3");
  table.typeQuick(s, 1, "weapon-cards", "2");
  assert.deepEqual(table.quickForm(s.table, s.quick).players[0],
    { name: "Andy", spells: "", gems: "", spices: "", animals: "", weapons: "-3", weapon_cards: "" });
  assert.equal(table.quickForm(s.table, s.quick).players[1].weapon_cards, "2");
  s.marks = {
    faults: [{ seat: null, field: "weapons", text: "the Weapon scores add up to 3, not 0" }, { seat: 1, field: "gems", text: "not a number" }],
    needs: [0],
  };
  s.edited.clear();
  assert.deepEqual(table.quickMark(s, 1, "weapons"), { invalid: true, note: null, describedBy: "quick-error-0", needed: false });
  assert.deepEqual(table.quickMark(s, 1, "gems"), { invalid: true, note: "not a number", describedBy: "quick-1-gems-fault", needed: false });
  assert.equal(table.quickMark(s, 0, "weapon-cards").needed, true);
  assert.equal(table.quickMark(s, 0, "gems").invalid, false);
  table.typeQuick(s, 1, "gems", "4");
  assert.equal(table.quickMark(s, 1, "gems").invalid, false);
  assert.equal(table.quickMark(s, 1, "gems").note, "not a number"); // said until the next score
  assert.equal(table.setMode(s, "quick"), true);
  assert.equal(table.setMode(s, "quick"), false);
  assert.deepEqual(s.marks, { faults: [], needs: [] });
});

/** An engine that answers the pad's calls, and keeps them. */
function fakeEngine() {
  const calls = [];
  return {
    calls,
    async call(name, arg) {
      calls.push([name, arg]);
      if (name === "examples") return { examples: [] };
      if (name === "card_words") return { words: arg.map(({ pile, card }) => `${pile} ${JSON.stringify(card)}`) };
      if (name === "score") {
        const got = JSON.parse(arg);
        if (got.players.some((p) => p.name === "")) throw new Error("players[0].name: empty");
        // The shape of golden_sails.bridge.score's answer: the sheet and the verdict.
        const players = got.players.map((pl) => ({ name: pl.name, spells: 0, gems: (pl.gems || []).length, spices: 0, animals: 0, weapons: 0, total: (pl.gems || []).length }));
        return { sheet: { players, winners: [players[0].name] }, verdict: `${players[0].name} wins` };
      }
      throw new Error(`no call ${name}`);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function shownPad(options = {}) {
  const engine = fakeEngine();
  const nodes = await renderScorePad({ engine, embed: true, ...options });
  const screen = document.createElement("main");
  doc.body.replaceChildren(screen);
  screen.replaceChildren(...nodes);
  return { screen, engine };
}

test("a name typed in the pad keeps its field, its text and the focus; the first-player list follows", async () => {
  const { screen } = await shownPad();
  const name = screen.find("data-pad-name");
  name.focus();
  name.value = "Ann ";
  name.dispatch("input");
  assert.equal(screen.find("data-pad-name"), name);
  assert.equal(name.value, "Ann ");
  assert.equal(doc.activeElement, name);
  assert.equal(screen.find("id", "pad-first").childNodes[0].textContent, "1: Ann");
  assert.match(screen.find("data-table-link").getAttribute("href"), /^#\/score\?t=/);
});

test("a card tapped: the engine words it; Score draws its sheet; the link follows the table", async () => {
  const tables = [];
  const { screen, engine } = await shownPad({ onTable: (t2) => tables.push(t2) });
  screen.find("data-add-gem", "5").dispatch("click");
  await settle();
  const piles = screen.find("data-pad-piles");
  assert.equal(piles.childNodes.length, 1);
  assert.equal(piles.childNodes[0].getAttribute("data-card"), "gems");
  assert.deepEqual(engine.calls.at(-1), ["card_words", [{ pile: "gems", card: 5 }]]);
  const sheet = screen.find("data-score-sheet");
  assert.equal(sheet.textContent, t("pad.tap-score"));
  screen.find("data-score").dispatch("click");
  await settle();
  assert.equal(screen.find("data-score-sheet"), sheet);
  assert.equal(sheet.getAttribute("data-scored"), "true");
  assert.equal(screen.find("data-score-seat", "0").getAttribute("data-total"), "1");
  assert.equal(screen.find("data-winners").textContent, "Andy wins");
  assert.deepEqual(tables.at(-1).players[0], { name: "Andy", gems: [5] });
  // A change: the sheet is no longer the table's.
  screen.find("data-remove", "gems:0").dispatch("click");
  await settle();
  assert.equal(sheet.hasAttribute("data-scored"), false);
  assert.equal(piles.childNodes[0].textContent, t("pad.no-cards"));
});

test("the engine's refusal is said above the pad, and the sheet is cleared", async () => {
  const { screen } = await shownPad();
  const name = screen.find("data-pad-name");
  name.value = "";
  name.dispatch("input");
  screen.find("data-score").dispatch("click");
  await settle();
  assert.equal(screen.find("data-score-error").textContent, "players[0].name: empty");
  assert.equal(screen.find("data-score-sheet").textContent, "");
});

test("a Spell power that needs a choice opens its choices; the Universal Good's lists keep what was chosen", async () => {
  const { screen } = await shownPad();
  const universal = WORDS.spell_powers.find((p) => p.needs === "card").power;
  const button = screen.find("data-spell-power", universal);
  button.dispatch("click");
  assert.equal(button.getAttribute("aria-expanded"), "true");
  const gem = screen.find("data-universal-gem");
  gem.value = "7";
  gem.dispatch("change");
  screen.find("data-weapon-kind", Object.keys(WORDS.weapons).at(-1)).dispatch("click"); // a redraw
  assert.equal(screen.find("data-universal-gem"), gem);
  assert.equal(gem.value, "7");
  screen.find("data-add-spell", universal).dispatch("click");
  await settle();
  assert.equal(screen.find("data-pad-piles").childNodes[0].getAttribute("data-card"), "spells");
  button.dispatch("click"); // closed again
  assert.equal(button.getAttribute("aria-expanded"), "false");
  assert.equal(screen.find("data-universal-gem"), null);
});
