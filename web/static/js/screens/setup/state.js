// The set-up form's state: what is typed and chosen, and the game's config read from it.
//
// One object, changed only by the functions here and drawn by view.js; the
// controller (setup.js) listens, changes it and draws it again.  The rules core
// checks the config itself (names, a link's parameters): this reads only what
// the form holds, and says which field a fault belongs to.

import { t } from "../../words/ui.js";

export const SEATS = 4; // the most players at a table (R1); the form keeps every seat's entry
// The engine takes 0..2^63-1; the page's numbers stay exact up to 2^53-1.
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

/** A person left unnamed is called "Player 1"... in the language of the form. */
export const defaultName = (i) => t("common.player-n", { n: i + 1 });

export const PLAYERS = [2, 3, 4];

// A guest's own phone (issue 34): a person who plays on his phone, paired by the
// host after the form (pair-ctrl.js).  Offered with the page's word until the
// rules core names it among its seat kinds.
export const PHONE = "phone";

/** The seat kinds the form offers, value -> words: the rules core's, and a guest's phone. */
export function seatKinds(words) {
  return PHONE in words.seat_kinds ? words.seat_kinds : { ...words.seat_kinds, [PHONE]: t("setup.seat-phone") };
}

/** Whether a seat's kind is a person's (at this phone or at his own), named as one. */
export const isPerson = (kind) => kind === "human" || kind === PHONE;

/** Whether the form's game is played on several phones: Start then pairs them first. */
export const hasPhones = (state) => state.seats.slice(0, state.players).includes(PHONE);

/**
 * The form as it opens: from a new-game link's parameters as typed (`prefill`:
 * {players, names, seats, variant, ref, seed}), this device's settings (the
 * name the player last typed for himself, the memory aid) and the rules core's
 * `choices` ({variants, references, kinds}: the values its lists offer).  A
 * value no list offers shows, and is, the list's first (the rules core's
 * check of the link names it).
 */
export function setupState(prefill = {}, { playerName = "", memoryAid = false } = {}, choices) {
  const offered = (value, list) => (list.includes(value) ? value : list[0]);
  const names = Array(SEATS).fill("");
  if (prefill.names) prefill.names.forEach((name, i) => { if (i < SEATS) names[i] = name; });
  // Who sits in each seat: a person, or a computer player of a level.
  const seats = Array(SEATS).fill(choices.kinds[0]);
  if (prefill.seats) prefill.seats.forEach((kind, i) => { if (i < SEATS) seats[i] = offered(kind, choices.kinds); });
  // The first seat is the one filling in the form: his name as he last typed it
  // on this device (home's "Your name" too), unless a link names the players.
  if (!prefill.names && seats[0] === "human") names[0] = playerName;
  return {
    players: offered(prefill.players || 3, PLAYERS),
    names,
    seats,
    variant: offered(prefill.variant || "standard", choices.variants),
    reference: offered(prefill.ref || "random", ["random", ...choices.references]),
    first: 0,
    seed: prefill.seed === undefined ? "" : String(prefill.seed),
    memoryAid: Boolean(memoryAid),
    moreOpen: prefill.seed !== undefined, // More options, open when a link set the seed
    ownTyped: false, // the first seat's name typed here: kept for next time
    touched: false, // a field changed by hand: a link's check then leaves the fields be
    checking: false, // a link's check by the rules core still under way
    tapped: false, // Start tapped while the link was checked
    starting: false, // a start under way: Start is busy
    linkErrors: [],
    fault: null, // {text, field}: why the game did not start, and the field's id to mark
  };
}

/** The number of players chosen: the seats drawn. */
export function setPlayers(state, value) {
  state.players = Number(value) || 3;
  state.first = Math.min(state.first, state.players - 1);
}

/** A name typed in seat `i`. */
export function typeName(state, i, text) {
  state.names[i] = text;
  if (i === 0) state.ownTyped = true;
}

/** The placeholder of seat `i`'s name: a computer is named by the rules core, a person by his seat. */
export function placeholder(state, i) {
  if (!isPerson(state.seats[i])) return t("setup.named-by-game");
  return i === 0 ? t("home.your-name") : defaultName(i);
}

/** The first-player choices: [value, words], each seat by its typed name. */
export function firstChoices(state) {
  return Array.from({ length: state.players }, (_, i) => {
    const name = state.names[i].trim();
    return [String(i), name ? t("setup.player-named", { n: i + 1, name }) : t("common.player-n", { n: i + 1 })];
  });
}

/**
 * The game's config and seed from the form: {config, seed}, or {fault} when
 * the seed is not a whole number the page can hold.  A person left unnamed
 * gets his seat's name; a computer, null (the rules core names it).
 */
export function configOf(state) {
  const n = state.players;
  let seed = null;
  const text = state.seed.trim();
  if (text) {
    if (!/^[0-9]+$/.test(text) || Number(text) > MAX_SEED) {
      return { fault: { text: t("setup.bad-seed", { max: MAX_SEED }), field: "seed" } };
    }
    seed = Number(text);
  }
  const config = {
    names: state.names.slice(0, n).map((name, i) => name.trim() || (isPerson(state.seats[i]) ? defaultName(i) : null)),
    variant: state.variant,
    animal_reference: state.reference === "random" ? null : state.reference,
    first_player: state.first,
    memory_aid: state.memoryAid,
    seats: state.seats.slice(0, n),
  };
  return { config, seed };
}

/**
 * The game did not start: the rules core's words, with the name field it names
 * marked (its message's place, `config.names[i]`, is the field's seat).
 */
export function startFault(message) {
  const m = /^config\.names\[(\d)\]/.exec(message);
  return { text: t("setup.start-failed", { error: message }), field: m ? `name-${m[1]}` : null };
}

/** Whether the rules core read a link as the form already shows it (only its good parameters). */
export function sameAsShown(checked, shown) {
  const comparable = (p = {}) => [p.players ?? null, p.names ?? null, p.variant ?? null, p.ref ?? null, p.seed ?? null, p.seats ?? null];
  return JSON.stringify(comparable(checked)) === JSON.stringify(comparable(shown));
}
