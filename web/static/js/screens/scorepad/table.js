// The score pad's state: the table being entered, the quick figures, and what the rules core said.
//
// One object, changed only by the functions here and by the controller (pad.js)
// as the engine answers, and drawn by view.js.  The table is the JSON of
// shared/spec/score-json.md; the page never scores anything itself.

import { PILES } from "../../words/words.js";

// The rulebook's example players: an empty pad's names (names, as a player's).
export const DEFAULT_NAMES = ["Andy", "Bob", "Cathy", "Dora"];
export const SEATS = DEFAULT_NAMES.length;
// The quick form's fields: each category's VP in the score booklet's order, and the
// Weapon cards R18's tie-break may need.
export const QUICK_FIELDS = [...PILES, "weapon-cards"];
// A Universal Good's card as the Add button first offers it (a Spell's choices).
const UNIVERSAL = { spice: "lotus", gem: "5", animal: "serpent", weapon: "katar", left: "1", right: "1" };

export function emptyPlayer(i) {
  return { name: DEFAULT_NAMES[i], ...Object.fromEntries(PILES.map((pile) => [pile, []])) };
}

export function emptyTable(players = 2) {
  return { animal_reference: "IV", first_player: 0, players: Array.from({ length: players }, (_, i) => emptyPlayer(i)) };
}

/** A table the engine accepted, as the editor keeps it (every pile present). */
export function editable(table) {
  return {
    animal_reference: table.animal_reference,
    first_player: table.first_player || 0,
    players: table.players.map((p, i) => ({ ...emptyPlayer(i), ...p, name: p.name })),
  };
}

/** The table as sent and linked: empty piles left out (compact). */
export function compact(table) {
  return {
    animal_reference: table.animal_reference,
    first_player: table.first_player,
    players: table.players.map((p) => {
      const out = { name: p.name };
      for (const pile of PILES) if (p[pile].length) out[pile] = p[pile];
      return out;
    }),
  };
}

/** The quick form's value for one seat: every field as typed. */
export function emptyQuick() {
  return Object.fromEntries(QUICK_FIELDS.map((f) => [f, ""]));
}

/** The JSON the rules core reads (golden_sails.app.quickpad): names and text as typed. */
export function quickForm(table, quick) {
  return {
    players: table.players.map((p, i) => {
      const row = { name: p.name };
      for (const cat of PILES) row[cat] = quick[i][cat];
      row.weapon_cards = quick[i]["weapon-cards"];
      return row;
    }),
  };
}

/** A seat's cards in the score booklet's order: [{pile, card, k}], k its place in its pile. */
export function cardsOf(player) {
  const cards = [];
  for (const pile of PILES) player[pile].forEach((card, k) => cards.push({ pile, card, k }));
  return cards;
}

/**
 * The pad as it opens: on `table` (one the engine accepted) or an empty
 * two-player table, `errors` naming what was wrong with a link's.  `weapon`:
 * the Weapon kind the Weapons' values add first (the rules core's first).
 */
export function padState({ table = null, errors = [], weapon = null } = {}) {
  const t = table ? editable(table) : emptyTable(2);
  return {
    table: t,
    names: t.players.map((p) => p.name).concat(DEFAULT_NAMES.slice(t.players.length)), // as typed
    mode: "exact", // or "quick": each category's VP typed (docs/score-pad.md)
    quick: Array.from({ length: SEATS }, () => emptyQuick()), // the quick form's text, per seat
    errors: [...errors], // [data-score-error]: a link's faults, or the engine's refusal
    sheet: null, // null: not scored since the last change; else {answer} or {faults}
    marks: { faults: [], needs: [] }, // the quick fields the rules core named at the last score
    edited: new Set(), // quick fields typed in since: no longer marked invalid
    asked: 0, // scoring calls so far: only the latest answer is drawn
    examples: [], // the rulebook's examples (golden_sails.teach.examples)
    seats: Array.from({ length: SEATS }, () => ({
      weapon, // the Weapon kind its values add
      power: null, // the Spell power whose choices are open
      card: { ...UNIVERSAL }, // the Universal Good being set up
      said: null, // {cards, words}: the engine's words for the cards as last drawn
      asked: 0, // card_words calls so far: only the latest is drawn
    })),
  };
}

/** Any change to the table or the figures: the sheet is no longer theirs. */
export function changed(state) {
  state.sheet = null;
}

export function setPlayers(state, value) {
  const { table } = state;
  const n = Number(value);
  while (table.players.length < n) {
    const i = table.players.length;
    table.players.push(emptyPlayer(i));
    state.names[i] = DEFAULT_NAMES[i];
  }
  table.players.length = n;
  if (table.first_player >= n) table.first_player = 0;
  state.marks = { faults: [], needs: [] }; // the quick form is drawn afresh
  changed(state);
}

/** A name typed (in either mode): kept as typed, the table holds it trimmed. */
export function rename(state, i, text) {
  state.names[i] = text;
  state.table.players[i].name = text.trim();
  changed(state);
}

export function addCard(state, i, pile, card) {
  state.table.players[i][pile].push(card);
  changed(state);
}

export function removeCard(state, i, pile, k) {
  state.table.players[i][pile].splice(k, 1);
  changed(state);
}

/** A quick field typed: kept as typed, and no longer marked as the rules core's fault. */
export function typeQuick(state, i, cat, text) {
  state.quick[i][cat] = text;
  state.edited.add(`${i}:${cat}`);
  changed(state);
}

export function setMode(state, mode) {
  if (mode === state.mode) return false;
  state.mode = mode;
  state.marks = { faults: [], needs: [] };
  state.errors = [];
  changed(state);
  return true;
}

/** The quick form's marks for one field: {invalid, note, describedBy, needed}. */
export function quickMark(state, i, cat) {
  const field = cat === "weapon-cards" ? "weapon_cards" : cat;
  const { faults, needs } = state.marks;
  // The last fault said of the field wins, as each is marked in turn.
  const own = faults.findLast((f) => f.seat === i && f.field === field);
  // A fault of a whole column (the Weapon scores' sum, R17) marks that field of every player.
  const column = faults.findLastIndex((f) => f.seat === null && f.field === field && PILES.includes(field));
  const marked = Boolean(own) || column >= 0;
  return {
    invalid: marked && !state.edited.has(`${i}:${cat}`),
    note: own ? own.text : null,
    describedBy: own ? `quick-${i}-${cat}-fault` : column >= 0 ? `quick-error-${column}` : null,
    needed: cat === "weapon-cards" && needs.includes(i),
  };
}
