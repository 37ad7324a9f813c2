// The score pad screen: a table's piles entered by tapping, scored by the rules core.
//
// The piles by seat (seat.js), scored by the rules core's own `score`
// (golden_sails.scoring, through the worker), drawn with every reason it gives
// (sheet.js).  The table is the JSON of shared/spec/score-json.md; the page
// never scores anything itself.  One state (table.js), drawn by view.js and
// patched at each change (redraw), so a name being typed keeps its caret.
//
// Two modes: exact (the piles, card by card) and quick (quick.js: each
// category's VP typed, added by the rules core's `quick_score`).  They share
// the players; the link and the JSON are the exact table's (the quick figures
// are not a table, docs/score-pad.md).  Score stays in view at the bottom.

import { patch } from "../../parts/dom.js";
import { vocabulary } from "../../words/vocab.js";
import * as content from "../../engine/content.js";
import { padView } from "./view.js";
import {
  addCard, cardsOf, changed, compact, padState, quickForm, removeCard, rename, setMode, setPlayers, typeQuick,
} from "./table.js";

/** Whether motion is to be reduced (the player's setting, device/settings.js, or the
 * system's): a script's smooth scroll is not stopped by CSS's scroll-behavior. */
function stillPage() {
  return document.documentElement.dataset.motion === "reduce"
    || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/** The rulebook's examples: built (content.js), on screen without the engine; else the engine's. */
async function examples(engine) {
  try {
    return ((await content.examples().catch(() => null)) ?? (await engine.call("examples"))).examples;
  } catch {
    return []; // the pad works without them
  }
}

/**
 * renderScorePad({engine, table?, errors?, embed?, home?, onTable?}) -> nodes.
 * `table` is one the engine accepted (or none: an empty two-player table);
 * `errors` names what was wrong with a link's table ([data-score-error]).
 * The pad scores at once when it opens on a table.
 */
export async function renderScorePad(options) {
  const { engine } = options;
  const state = padState({ table: options.table, errors: options.errors || [], weapon: Object.keys(vocabulary().weapons)[0] });
  let nodes = null; // the screen's nodes, once drawn: redraw() patches their parent

  /** The pad drawn again from the state, where it is on screen (not once another screen replaced it). */
  function redraw() {
    const sheet = nodes.find((node) => node.hasAttribute?.("data-score-sheet"));
    const screen = sheet && sheet.isConnected ? sheet.parentNode : null;
    if (!screen) return;
    patch(screen, padView(state, act, options));
    nodes = [...screen.childNodes];
  }

  /** Seat `i`'s cards in the engine's words, drawn once they come (only the latest). */
  async function word(i) {
    const seat = state.seats[i];
    const mine = ++seat.asked;
    const cards = cardsOf(state.table.players[i]);
    if (!cards.length) return;
    let words;
    try {
      words = (await engine.call("card_words", cards.map(({ pile, card }) => ({ pile, card })))).words;
    } catch (err) {
      words = cards.map(() => `(${(err && err.message) || err})`);
    }
    if (mine !== seat.asked) return;
    seat.said = { cards, words };
    redraw();
  }

  const act = {
    mode(m) {
      if (setMode(state, m)) redraw();
    },
    players(value) {
      setPlayers(state, value);
      redraw();
    },
    reference(value) {
      state.table.animal_reference = value;
      changed(state);
      redraw();
    },
    first(i) {
      state.table.first_player = i;
      changed(state);
      redraw();
    },
    rename(i, text) {
      rename(state, i, text);
      redraw();
    },
    add(i, pile, card) {
      addCard(state, i, pile, card);
      word(i);
      redraw();
    },
    remove(i, pile, k) {
      removeCard(state, i, pile, k);
      word(i);
      redraw();
    },
    weapon(i, kind) {
      state.seats[i].weapon = kind;
      redraw();
    },
    power(i, power) {
      state.seats[i].power = power;
      redraw();
    },
    universal(i, key, value) {
      state.seats[i].card[key] = value;
    },
    quick(i, cat, text) {
      typeQuick(state, i, cat, text);
      redraw();
    },
    score: (tapped) => (state.mode === "quick" ? scoreQuick(tapped) : score(tapped)),
  };

  // --- Scoring: the engine's sheet, drawn -------------------------------------
  /** The engine's answer to one scoring call, or null when it refused (its error
   *  shown, the sheet cleared) or a newer call has begun since. */
  async function ask(call, payload) {
    const mine = ++state.asked;
    state.errors = [];
    redraw();
    try {
      const answer = await engine.call(call, JSON.stringify(payload));
      return mine === state.asked ? answer : null;
    } catch (err) {
      if (mine !== state.asked) return null;
      state.errors = [(err && err.message) || String(err)];
      state.sheet = { refused: true };
      redraw();
      return null;
    }
  }

  // After a tap on Score the result is what the player wants to see; an
  // embed leaves its host page where it is (it shows its whole height).
  function showResult(tapped) {
    const sheet = nodes.find((node) => node.hasAttribute?.("data-score-sheet"));
    if (tapped && !options.embed && sheet) sheet.scrollIntoView({ block: "start", behavior: stillPage() ? "auto" : "smooth" });
  }

  async function score(tapped = false) {
    const answer = await ask("score", compact(state.table));
    if (!answer) return;
    state.sheet = { answer };
    redraw();
    if (options.onTable) options.onTable(compact(state.table));
    showResult(tapped);
  }

  // Quick mode: the rules core adds, breaks ties (R18) and names each bad field.
  async function scoreQuick(tapped) {
    const answer = await ask("quick_score", quickForm(state.table, state.quick));
    if (!answer) return;
    state.marks = { faults: answer.faults, needs: answer.needs || [] };
    state.edited.clear();
    state.sheet = answer.faults.length ? { faults: answer.faults } : { answer };
    redraw();
    showResult(tapped);
  }

  state.examples = options.embed ? [] : await examples(engine);
  nodes = padView(state, act, options).filter(Boolean);
  state.table.players.forEach((_, i) => word(i));
  if (options.table && !(options.errors || []).length) score();
  return nodes;
}
