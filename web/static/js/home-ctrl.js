// Home and the set-up form: the saved games listed and checked, a game started or opened.
//
// Home is drawn at once from localStorage (device/store.js); once the engine is
// up it reads every listed save itself and home is drawn again from what the
// saves hold (checkHome).  The set-up form (screens/setup/) starts a game
// through game.js, which the shell imports when first needed.

import * as store from "./device/store.js";
import { h, sym, downloadText } from "./parts/dom.js";
import { show, speak, banner, clearBanner, engineDown, errorText, screenName } from "./page.js";
import { renderHome } from "./screens/home.js";
import { renderSetup } from "./screens/setup/setup.js";
import { authorHash, sceneHash } from "./device/links.js";
import { draftKept } from "./device/author-draft.js";
import { settings } from "./device/settings.js";
import { replaceHash, pushHash, backHome } from "./device/nav.js";
import { startNow, starting } from "./engine/start.js";
import { pageLanguage } from "./device/language.js";
import { t, tn } from "./words/ui.js";
import { PHONE } from "./screens/setup/state.js";
import { app, calls, fail, game, picker } from "./shell.js";

// Home's own state: its taps so far (a tap while the saves are checked is never drawn
// over), and the engine's summary of each entry's text, in the language it was asked
// in (a computer's level, where a game stands: words), for this page's life.
const home = { taps: 0, lang: null, summaries: new Map() };

/**
 * Home: down the history when there is some (the hashchange then draws it, so
 * Back from home leaves the app, as a person expects), else drawn here.
 */
export function goHome() {
  if (screenName() !== "home" && backHome()) return;
  goHomeNow();
}

export function goHomeNow() {
  dropHash();
  calls.reset();
  app.wayBack = null;
  game.close();
  speak(null, "");
  const list = store.listGames();
  list.bytes = store.bytesUsed();
  setAsideNotice(list.problems);
  const more = h("nav", { class: "home-links", "aria-label": t("home.links") },
    h("a", { href: "#/learn", "data-open-learn": "" }, sym("learn"), t("home.learn")),
    h("a", { href: sceneHash("experts", 1), "data-open-scene": "experts" }, sym("tap"), t("home.first-lesson")),
    h("a", { href: "#/rules", "data-open-rules": "" }, sym("rules"), t("home.rules")),
    h("a", { href: "#/score", "data-open-scorepad": "" }, sym("score"), t("home.scorepad")),
    h("a", { href: "#/settings", "data-open-settings": "" }, sym("check"), t("common.settings")));
  homeActions.draft = draftKept();
  show("home", renderHome(list, homeActions, more, picker()));
  checkHome(list);
}

/** The address made home's: no hash (a reload then opens home). */
export function dropHash() {
  if (location.hash) replaceHash("");
}

/** An entry's text -> the engine's summary of it, in the language on screen. */
function summariesNow() {
  if (home.lang !== pageLanguage()) Object.assign(home, { lang: pageLanguage(), summaries: new Map() });
  return home.summaries;
}

/**
 * Home is drawn at once from each entry's meta, checked for shape only; once
 * the engine is up, it reads every listed save itself (bridge.summaries) and
 * home is drawn again from what the saves hold: a hand-edited meta is never
 * believed, and a save the engine refuses is set aside like any unreadable one.
 */
async function checkHome(list) {
  const taps = home.taps;
  const summaries = summariesNow();
  const todo = list.games.filter((g) => !summaries.has(g.raw));
  if (todo.length) {
    try {
      await app.engineUp;
      const answer = await app.engine.call("summaries", JSON.stringify(todo.map((g) => g.raw)));
      // Another language chosen meanwhile: home is drawn again in it, and checked again.
      if (summaries !== summariesNow()) return;
      todo.forEach((g, i) => summaries.set(g.raw, answer.summaries[i]));
    } catch {
      return; // no engine: home stays as drawn (its failure is shown where it matters)
    }
  }
  // A tap on home meanwhile (a game being opened) is never drawn over.
  if (screenName() !== "home" || home.taps !== taps) return;
  const problems = [];
  const corrected = new Map(); // id -> the summary its rewritten entry now holds
  for (const g of list.games) {
    const summary = summaries.get(g.raw);
    if (summary.fault) {
      problems.push({ id: g.id, reason: summary.fault, where: store.setAside(g.id, g.raw) });
    } else if (store.correctMeta(g.id, summary)) {
      corrected.set(g.id, summary);
    }
  }
  if (problems.length || corrected.size) {
    // The rewritten entries' texts are checked already: their saves did not change.
    for (const g of store.listGames().games) if (corrected.has(g.id)) summaries.set(g.raw, corrected.get(g.id));
    goHome();
  }
  if (problems.length) setAsideNotice(problems);
}

/**
 * One notice for every stored entry that could not be read (set aside, never
 * deleted unasked), with a way to keep them in a file and then remove them.
 */
function setAsideNotice(fresh) {
  const aside = store.setAsideEntries();
  const skipped = fresh.filter((p) => !p.where).length;
  if (!aside.length && !skipped) return;
  const count = aside.length + skipped;
  const reason = fresh.length ? fresh[0].reason : t("home.set-aside-earlier");
  const text = tn("home.set-aside", count, { reason });
  const extra = aside.length ? [
    h("button", { type: "button", class: "quiet small-btn", "data-export-set-aside": "", onclick: () => {
      const doc = Object.fromEntries(aside.map(({ key, raw }) => [key, raw]));
      downloadText("golden-sails-set-aside.json", JSON.stringify(doc, null, 2));
      remove.disabled = false; // removed only once they are kept elsewhere
    } }, t("home.set-aside-export")),
  ] : [];
  const remove = h("button", { type: "button", class: "quiet small-btn danger", "data-remove-set-aside": "", disabled: true, onclick: () => {
    store.removeSetAside(aside.map((e) => e.key));
    clearBanner("set-aside");
  } }, t("home.set-aside-remove"));
  if (aside.length) extra.push(remove);
  banner("set-aside", text, "warn", extra);
}

// --- The set-up ---------------------------------------------------------------------

/**
 * The set-up form; from a #/new link, prefilled with its good parameters and
 * its faults named.  `checking`: the rules core's check of a link still under
 * way (Start waits for it), the form meanwhile filled in as the link reads.
 */
export function showSetup(prefill = {}, linkErrors = [], checking = null, startAtOnce = false) {
  calls.reset();
  // The form is an entry of its own above home (a link's #/new?... already is).
  if (!location.hash) pushHash("#/new");
  else if (!location.hash.startsWith("#/new")) replaceHash("#/new");
  app.wayBack = null;
  game.close();
  show("setup", renderSetup({
    home: goHome, start: startGame, prefill, linkErrors, startAtOnce,
    checking: checking && checking.answer,
    // The form untouched when the check answers: drawn again from its answer.
    checked: checking && (({ prefill: good, errors }, tapped) => showSetup(good, errors, null, tapped)),
    waiting: (on) => app.engineWait && app.engineWait.show(on),
  }));
}

/**
 * A call the page makes for itself, not for a tap: it starts the engine (if
 * not yet started) and waits for it without the bar that says a tap waits.
 */
export function callQuietly(name, ...args) {
  startNow();
  return starting.then((started) => started.call(name, ...args));
}

async function startGame(cfg, seed) {
  // A seat on a guest's own phone: the phones are paired first (pair-ctrl.js), then it starts.
  if (cfg.seats.includes(PHONE)) return (await import("./pair-ctrl.js")).openPair(cfg, seed);
  await game.start(cfg, seed); // its entry replaces the form's (device/nav.js): a reload resumes it
}

const homeActions = tapped({
  newGame: () => showSetup(),
  // A game on several phones: the set-up with you and two guests' phones, to change at will.
  playPhones: () => showSetup({ players: 3, seats: ["human", PHONE, PHONE] }),
  // You against three computers of one level; the computers' names are the core's.
  playComputers: (level, name) => startGame({
    names: [name, null, null, null],
    variant: "standard",
    animal_reference: null,
    first_player: 0,
    memory_aid: settings().memoryAid,
    seats: ["human", level, level, level],
  }, null).catch((err) => fail(t("fail.start-game"), err)),
  resume: (id) => game.resume(id).catch((err) => fail(t("fail.open-game"), err)),
  remove: (id) => {
    store.deleteGame(id);
    goHome();
  },
  removeFinished: (ids) => {
    for (const id of ids) store.deleteGame(id);
    goHome();
  },
  exportSaved: (id) => game.exportSaved(id).catch((err) => fail(t("fail.export-game"), err)),
  replay: (id) => openSavedReplay(id),
  // The author's screen on a finished game of this device, or on a replay link pasted.
  authorLoad: (link) => {
    if (link.trim()) location.hash = authorHash({ g: link.trim() }).slice(1);
  },
  importFile: (file) => game.importFile(file).catch((err) => fail(t("fail.import-game"), err)),
});

/** Home's actions, each counted in home.taps when tapped. */
function tapped(actions) {
  return Object.fromEntries(Object.entries(actions).map(([name, act]) => [name, (...args) => {
    home.taps += 1;
    return act(...args);
  }]));
}

/** A finished game's replay, from home: its link becomes the address (the router opens it). */
async function openSavedReplay(id) {
  try {
    location.hash = (await game.linkOfSaved(id)).slice(1);
  } catch (err) {
    if (engineDown(err)) throw err;
    banner(`replay-${id}`, t("fail.replay-game", { error: errorText(err) }));
  }
}
