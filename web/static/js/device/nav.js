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
// A sheet (parts/sheet.js) open over the screen has an entry of its own on top of
// the screen's (the same address), so that the browser's Back closes the sheet
// before it leaves the screen, as every phone app does.
let sheetEntry = false;
let ignoredPops = 0; // our own history.back()s, not the player's Back
let onBack = () => false;
let afterSheet = null; // what leaves the screen once the sheet's entry is gone

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
    // A sheet open at the reload is gone: its entry is the screen's own now.
    if (history.state.gsSheet) history.replaceState({ gsDepth: depth }, "", location.href);
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
  const over = sheetEntry ? 1 : 0;
  sheetEntry = false;
  history.go(-(depth + over));
  return true;
}

/** A sheet opened: its entry, on top of the screen's. */
export function pushSheetEntry() {
  if (EMBED || sheetEntry) return;
  history.pushState({ gsDepth: depth, gsSheet: true }, "", location.href);
  sheetEntry = true;
}

/** The sheet closed by other means than Back (its button, a handoff): its entry goes. */
export function dropSheetEntry() {
  if (!sheetEntry) return;
  sheetEntry = false;
  if (history.state && history.state.gsSheet) {
    ignoredPops += 1;
    history.back();
  }
}

/** `close()` closes the open sheet at the browser's Back; parts/sheet.js gives it. */
export function onSheetBack(close) {
  onBack = close;
}

/**
 * Leave the screen (`go`: a change of address) with a sheet open: its entry is
 * taken off the history first, so that Back from where `go` leads comes back
 * to the screen, not to a sheet that is no longer there.
 */
export function leaveSheetThen(go) {
  if (!sheetEntry || !(history.state && history.state.gsSheet)) {
    go();
    return;
  }
  sheetEntry = false;
  afterSheet = go;
  ignoredPops += 1;
  history.back();
}

window.addEventListener("popstate", (event) => {
  if (ignoredPops > 0) {
    ignoredPops -= 1;
    const next = afterSheet;
    afterSheet = null;
    if (next) next();
    return;
  }
  if (sheetEntry) {
    sheetEntry = false;
    onBack();
    return;
  }
  // Forward onto the entry of a sheet closed since: it is the screen's own again.
  if (event.state && event.state.gsSheet) history.replaceState({ gsDepth: event.state.gsDepth }, "", location.href);
});

// A link of the app's (the settings, the rules...) followed with a sheet open.
document.addEventListener("click", (event) => {
  if (!sheetEntry || event.defaultPrevented || event.button !== 0) return;
  const link = event.target.closest && event.target.closest('a[href^="#/"]');
  if (!link) return;
  event.preventDefault();
  const hash = link.getAttribute("href");
  leaveSheetThen(() => { location.hash = hash; });
});

/** The entry below this one is the page's own (Back stays in the app). */
export function canGoBack() {
  return !EMBED && depth > 0;
}
