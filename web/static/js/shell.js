// What the page's controllers share: the engine, the open game's door, one call at a time.
//
// app.js (the router) fills `app` at start-up and wires its three ways out
// (home, the set-up, a language chosen); each controller (home-ctrl.js,
// lessons-ctrl.js, rules-ctrl.js, settings-ctrl.js, replay-ctrl.js,
// scorepad-ctrl.js, language-ctrl.js) reads it.  The screens a controller
// shows are imported when first needed (fetchAhead), and the rest fetched
// once the engine is ready (fetchTheRest).

import { screenCalls } from "./pending.js";
import { screenName, showError } from "./page.js";
import { languagePicker } from "./parts/language-picker.js";
import { pageLanguage } from "./device/language.js";
import { t } from "./words/ui.js";
import { GAME_SCREENS as GAME_SCREEN_NAMES } from "./engine/core.js";

export const GAME_SCREENS = new Set(GAME_SCREEN_NAMES);

/** The page's state that outlives a screen: one object, read by every controller. */
export const app = {
  engine: null, // from the first moment: its calls wait for the start (engine/client.js)
  // Settles once the rules core has answered its first call (data-engine "ready"),
  // or rejects with why it could not start.
  engineUp: Promise.resolve(),
  engineWait: null, // the bar that says a tap waits for the engine (screens/status.js)
  startFailed: false, // the start's failure is on screen: later failures are its echoes
  booting: true, // the first screen is the address's, not reached from another
  // A guest's phone at a table of phones (#/join): the host runs the game, so this
  // page starts no engine until it leaves the join screen (app.js).
  guest: false,
  guestGame: null,
  pairAgain: async () => {}, // (seat, name, back): a seat of the open game paired again (app.js) // once paired: the guest's game (guest-ctrl.js), which takes its taps
  // Where the rules (or the settings) go back to: {game: {id, live}}, {scene: {name, step}}
  // or null (home); `below`: reached by a link from that screen, whose entry is below.
  // live: the game was on screen in this page (its person's screen comes back), else cold.
  wayBack: null,
  // The ways out every controller may take, wired by app.js: home-ctrl.js's goHome and
  // showSetup, language-ctrl.js's changeLanguage.
  home: () => {},
  setup: () => {},
  language: async () => {},
};

// --- The open game (game.js), imported when first needed ---------------------------

let gameModule = null; // game.js, once imported and attached
let gameLoading = null;

function loadGame() {
  gameLoading ??= import("./game.js").then((module) => {
    // "New game" from the end: the set-up, with the same players and seat kinds.
    module.attach(app.engine, () => app.home(), (meta) => app.setup(meta && meta.players
      ? { names: meta.players, seats: meta.seats, players: meta.players.length }
      : {}), () => calls.settled(),
    (...args) => app.pairAgain(...args));
    gameModule = module;
    return module;
  }, (err) => {
    gameLoading = null; // tried again at the next need
    throw err;
  });
  return gameLoading;
}

/** game.js's calls; before it is imported no game is open, so nothing is to close or busy. */
export const game = {
  close: (keep) => gameModule?.close(keep), // keep: the game's lock stays this tab's
  isBusy: () => gameModule?.isBusy() ?? false,
  playMove: (...args) => gameModule?.playMove(...args), // a move button is on a game's screen
  start: async (...args) => (await loadGame()).start(...args),
  relayTable: async (...args) => (await loadGame()).relayTable(...args), // a table of phones
  resume: async (...args) => (await loadGame()).resume(...args),
  returnTo: async (...args) => (await loadGame()).returnTo(...args),
  applyMemoryAid: async (...args) => (await loadGame()).applyMemoryAid(...args),
  importFile: async (...args) => (await loadGame()).importFile(...args),
  exportSaved: async (...args) => (await loadGame()).exportSaved(...args),
  linkOfSaved: async (...args) => (await loadGame()).linkOfSaved(...args),
};

/**
 * The screens' calls, one at a time (pending.js).  A computer player's turn may
 * be left at once (its late answer is dropped, as on Home); a move being
 * answered is waited for, so that its answer is saved before another screen
 * replaces it.
 */
export const calls = screenCalls({ otherBusy: () => game.isBusy() && screenName() !== "bot" });

/** The error screen, once: a failure after the start's own is its echo. */
export function fail(what, err) {
  if (app.startFailed) return;
  calls.reset();
  game.close();
  showError(what, err, { home: app.engine && app.engine.started ? () => app.home() : null });
}

/** select[name=lang] for the screen being drawn (home, the lessons). */
export function picker() {
  return languagePicker(pageLanguage(), (lang) => {
    app.language(lang).catch((err) => fail(t("fail.change-language"), err));
  });
}

// --- The screens imported when needed ---------------------------------------------

export const load = {
  game: loadGame,
  scorePad: () => import("./screens/scorepad/pad.js"),
  scene: () => import("./screens/scene.js"),
  replay: () => import("./screens/replay.js"),
  study: () => import("./screens/study.js"),
  author: () => import("./screens/author.js"),
  learn: () => import("./screens/learn.js"),
  rules: () => import("./screens/rules.js"),
  settings: () => import("./screens/settings.js"),
};

/**
 * A screen's module, asked for now so that it arrives while the engine
 * answers; awaited once the answer is in.  A failed fetch surfaces there, not
 * as an unhandled rejection in between.
 */
export function fetchAhead(loadIt) {
  const module = loadIt();
  module.catch(() => {});
  return module;
}

/**
 * Once the engine is ready: the other screens' modules fetched, while the
 * player reads the home screen.  Not sooner: while Python starts, the page
 * keeps out of its way (on a phone both want the same few cores).
 */
export function fetchTheRest() {
  const later = window.requestIdleCallback ?? ((run) => setTimeout(run, 200));
  later(() => {
    for (const loadIt of Object.values(load)) loadIt().catch(() => {});
  });
}
