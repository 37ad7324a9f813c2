// The browser's history as a person expects Back to work (issue 25.9).
//
// Home is the bottom entry; every screen reached from it is one entry above; a
// game's screens, from its handoff to its end, are ONE entry (#/game?id=...), so
// Back from a game goes home (the game is saved at every move: nothing is
// undone), never out of the app.  Each entry carries its depth above home
// (history.state.gsDepth), so the app's own Home button goes back down the
// history instead of piling a second home on top of it.

import { EMBED } from "../engine/start.js";

let depth = 0;

function stateDepth() {
  const s = history.state;
  return s && Number.isInteger(s.gsDepth) ? s.gsDepth : null;
}

function homeUrl() {
  return location.pathname + location.search;
}

/**
 * The entry the page opened on.  A link into a screen opened afresh (a shared
 * link, a bookmark) gets home beneath it, so Back from it stays in the app.
 */
export function startNav() {
  if (EMBED) return;
  const known = stateDepth();
  if (known !== null) {
    depth = known; // a reload keeps its entry
  } else if (location.hash) {
    const here = location.href;
    history.replaceState({ gsDepth: 0 }, "", homeUrl());
    history.pushState({ gsDepth: 1 }, "", here);
    depth = 1;
  } else {
    history.replaceState({ gsDepth: 0 }, "", location.href);
    depth = 0;
  }
}

/** The address changed (a link, Back, Forward): an entry never seen gets its depth. */
export function arrived() {
  if (EMBED) return;
  const known = stateDepth();
  if (known !== null) {
    depth = known;
    return;
  }
  depth += 1;
  history.replaceState({ gsDepth: depth }, "", location.href);
}

/** The same entry, another address (a lesson's step, a replay's, a score pad's table). */
export function replaceHash(hash) {
  history.replaceState(EMBED ? history.state : { gsDepth: depth }, "", homeUrl() + hash);
}

/** A new entry above this one, without a hashchange (the caller draws the screen). */
export function pushHash(hash) {
  if (EMBED) return;
  depth += 1;
  history.pushState({ gsDepth: depth }, "", homeUrl() + hash);
}

/** The hash of a game's one entry. */
export function gameHash(id) {
  return `#/game?id=${encodeURIComponent(id)}`;
}

/**
 * A game is on screen: its entry.  From home, a new entry; from its set-up
 * form, another game (a rematch), or a screen opened over it, that entry
 * becomes the game's, so Back from the game goes home.
 */
export function enterGame(id) {
  if (EMBED) return;
  const hash = gameHash(id);
  if (location.hash === hash) return;
  if (!location.hash && depth === 0) pushHash(hash);
  else replaceHash(hash);
}

/**
 * Home by going back down the history, when there is history to go down: the
 * hashchange that follows draws home (true).  False: the page is on its bottom
 * entry already, and the caller draws home itself.
 */
export function backHome() {
  if (EMBED || depth <= 0) return false;
  history.go(-depth);
  return true;
}

/** The entry below this one is the page's own (Back stays in the app). */
export function canGoBack() {
  return !EMBED && depth > 0;
}
