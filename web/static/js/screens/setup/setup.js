// The setup screen: the new-game form, as one state drawn again at each change.
//
// The state (state.js) holds everything typed and chosen; view.js draws it;
// redraw() patches the page (parts/dom.js), so the name being typed keeps its
// text, its caret and the focus.  2-4 players with names and seat kinds, the
// variant, the Animal reference (random or I..V), the first player, R8's memory
// aid and an optional seed.

import { settings, setSetting } from "../../device/settings.js";
import { patch } from "../../parts/dom.js";
import { vocabulary } from "../../words/vocab.js";
import { setupView } from "./view.js";
import { configOf, sameAsShown, seatKinds, setPlayers, setupState, startFault, typeName } from "./state.js";

/**
 * actions: {home, start, prefill?, linkErrors?, checking?, checked?, waiting?, startAtOnce?}.
 * `prefill` ({players, names, seats, variant, ref, seed}) comes from a new-game
 * link (links.js), holding only the parameters that were good; `linkErrors`
 * names each bad one, shown above the form ([data-link-error]).  While the
 * rules core still checks a link (`checking`, the promise of its {prefill,
 * errors}), the form shows the link as it reads and says so; `checked(answer,
 * tapped)` draws the form again from the answer when it differs and nothing was
 * changed by hand meanwhile (else only the faults are added above it), with
 * `tapped` when Start was tapped.  A tap on Start waits for the answer
 * (`waiting(on)` shows the bar that says so, with the engine's progress) and
 * goes on only when the link had no fault.
 */
export function renderSetup(actions) {
  const words = vocabulary();
  const pre = actions.prefill || {};
  const state = setupState(pre, settings(), {
    variants: Object.keys(words.variants), references: words.animal_references, kinds: Object.keys(seatKinds(words)),
  });
  state.linkErrors = actions.linkErrors || [];
  state.checking = Boolean(actions.checking);
  let nodes = null; // the screen's nodes, once drawn: redraw() patches their parent

  /** The form drawn again from the state, where it is on screen (not once another screen replaced it). */
  function redraw() {
    const form = nodes.find((node) => node.nodeName === "FORM");
    const screen = form && form.isConnected ? form.parentNode : null;
    if (!screen) return;
    patch(screen, setupView(state, words, act));
    nodes = [...screen.childNodes];
  }

  const act = {
    home: actions.home,
    touched: () => { state.touched = true; },
    name(i, text) {
      typeName(state, i, text);
      redraw(); // the first-player list says the names as they are typed
    },
    seat(i, kind) {
      state.seats[i] = kind;
      redraw();
    },
    players(value) {
      setPlayers(state, value);
      redraw();
    },
    set(key, value) {
      state[key] = value;
      if (key !== "moreOpen") redraw();
    },
    submit(event) {
      event.preventDefault();
      start();
    },
  };

  // --- A link still being checked by the rules core ----------------------------------
  // Settles once the rules core has answered: true when the link had no fault.
  const linkGood = actions.checking
    ? actions.checking.then((answer) => {
      state.checking = false;
      if (!answer.errors.length && sameAsShown(answer.prefill, pre)) {
        redraw();
        return true;
      }
      if (!state.touched && actions.checked) {
        // A new form is on screen; a tap on Start waiting goes on there, unless a fault stops it.
        actions.checked(answer, state.tapped && !answer.errors.length);
        return false;
      }
      state.linkErrors = answer.errors;
      redraw();
      return !answer.errors.length;
    }, () => false)
    : Promise.resolve(true);

  /** Start: the link's check awaited (if any), the config read, the game started. */
  async function start() {
    if (state.starting) return;
    if (actions.checking) {
      Object.assign(state, { starting: true, tapped: true });
      redraw();
      actions.waiting?.(true);
      const good = await linkGood;
      actions.waiting?.(false);
      state.starting = false;
      redraw();
      if (!good) return; // its faults are on screen now: a second tap starts
      actions.checking = null;
    }
    const read = configOf(state);
    if (read.fault) {
      showFault(read.fault);
      return;
    }
    Object.assign(state, { starting: true, fault: null });
    redraw();
    // The name the player typed for himself is offered next time, here and on home.
    if (state.ownTyped && state.seats[0] === "human") setSetting("playerName", state.names[0].trim());
    try {
      await actions.start(read.config, read.seed);
    } catch (err) {
      showFault(startFault((err && err.message) || String(err)));
    } finally {
      state.starting = false;
      redraw();
    }
  }

  /** The fault said under the form, its field marked and in hand (the seed's under More options). */
  function showFault(fault) {
    state.fault = fault;
    if (fault.field === "seed") state.moreOpen = true;
    redraw();
    const field = fault.field && document.getElementById(fault.field);
    if (field) field.focus();
  }

  nodes = setupView(state, words, act).filter(Boolean);
  // A tap on Start made while the link was checked, on the form this one replaced.
  if (actions.startAtOnce) queueMicrotask(() => start());
  return nodes;
}
