// The page's entry and router: start-up, the address, home, and the screens that hold no game.
//
// The address: #/new, #/score, #/scene, #/rules...  The open game is game.js's;
// the rules live in Python in a Web Worker (engine/client.js).
//
// Only what the home screen and the set-up form need is imported here: the
// game's screens (game.js and the table's modules), the score pad, the
// scenes, the lessons, replays and the rules are imported when first needed,
// and fetched in the background once the engine is ready (docs/fast-start.md).
// The lessons, the rules and the score pad's examples come built (engine/content.js):
// they are on screen without the engine, which starts once they are drawn.

import { whenStarted } from "./engine/client.js";
import { starting, startNow, startWorker, onProgress, callsIn } from "./engine/start.js";
import * as store from "./device/store.js";
import { h, sym, downloadText } from "./parts/dom.js";
import { EMBED, show, speak, banner, clearBanner, engineDown, errorText, showError, screenName, screenData } from "./page.js";
import { renderLoading, renderEngineWait } from "./screens/status.js";
import { renderHome } from "./screens/home.js";
import { renderSetup } from "./screens/setup.js";
import { parseHash, readTableLink, tableHash, readSceneLink, sceneHash, newGameLinkAsTyped, readReplayLink } from "./device/links.js";
import { registerOffline } from "./device/offline.js";
import { setWords } from "./words/vocab.js";
import { setLanguage, t, tn } from "./words/ui.js";
import * as content from "./engine/content.js";
import { applyLook, settings } from "./device/settings.js";
import { startNav, arrived, replaceHash, pushHash, backHome, canGoBack, gameHash } from "./device/nav.js";
import { browserLanguage, resolveLanguage, takeLinkLanguage, linkFault, pageLanguage, setPageLanguage, chooseLanguage } from "./device/language.js";
import { languagePicker } from "./parts/language-picker.js";
import { GAME_SCREENS as GAME_SCREEN_NAMES } from "./engine/core.js";

const GAME_SCREENS = new Set(GAME_SCREEN_NAMES);

let engine = null; // from the first moment: its calls wait for the start (engine/client.js)
let startFailed = false; // the start's failure is on screen: later failures are its echoes
let engineWait = null; // the bar that says a tap waits for the engine (screens/status.js)
let busy = false; // a call for a screen other than the game's is under way
// Settles once the rules core has answered its first call (data-engine "ready"),
// or rejects with why it could not start.
let engineUp = Promise.resolve();

// --- The screens imported when needed ---------------------------------------------

let gameModule = null; // game.js, once imported and attached
let gameLoading = null;

function loadGame() {
  gameLoading ??= import("./game.js").then((module) => {
    // "New game" from the end: the set-up, with the same players and seat kinds.
    module.attach(engine, goHome, (meta) => showSetup(meta && meta.players
      ? { names: meta.players, seats: meta.seats, players: meta.players.length }
      : {}));
    gameModule = module;
    return module;
  }, (err) => {
    gameLoading = null; // tried again at the next need
    throw err;
  });
  return gameLoading;
}

/** game.js's calls; before it is imported no game is open, so nothing is to close or busy. */
const game = {
  close: (keep) => gameModule?.close(keep), // keep: the game's lock stays this tab's
  isBusy: () => gameModule?.isBusy() ?? false,
  playMove: (...args) => gameModule?.playMove(...args), // a move button is on a game's screen
  start: async (...args) => (await loadGame()).start(...args),
  resume: async (...args) => (await loadGame()).resume(...args),
  returnTo: async (...args) => (await loadGame()).returnTo(...args),
  applyMemoryAid: async (...args) => (await loadGame()).applyMemoryAid(...args),
  importFile: async (...args) => (await loadGame()).importFile(...args),
  exportSaved: async (...args) => (await loadGame()).exportSaved(...args),
  linkOfSaved: async (...args) => (await loadGame()).linkOfSaved(...args),
};

const scorePadModule = () => import("./screens/scorepad/pad.js");
const sceneModule = () => import("./screens/scene.js");
const replayModule = () => import("./screens/replay.js");
const learnModule = () => import("./screens/learn.js");
const rulesModule = () => import("./screens/rules.js");
const settingsModule = () => import("./screens/settings.js");

/**
 * A screen's module, asked for now so that it arrives while the engine
 * answers; awaited once the answer is in.  A failed fetch surfaces there, not
 * as an unhandled rejection in between.
 */
function fetchAhead(load) {
  const module = load();
  module.catch(() => {});
  return module;
}

/**
 * Once the engine is ready: the other screens' modules fetched, while the
 * player reads the home screen.  Not sooner: while Python starts, the page
 * keeps out of its way (on a phone both want the same few cores).
 */
function fetchTheRest() {
  const later = window.requestIdleCallback ?? ((run) => setTimeout(run, 200));
  later(() => {
    for (const load of [loadGame, scorePadModule, sceneModule, replayModule, learnModule, rulesModule, settingsModule]) {
      load().catch(() => {});
    }
  });
}
// Where the rules screen goes back to: {game: {id, live}}, {scene: {name, step}} or null (home).
// live: the game was on screen in this page (its person's screen comes back), else it opens cold.
let rulesFrom = null;

function fail(what, err) {
  if (startFailed) return;
  busy = false;
  game.close();
  showError(what, err, { home: engine && engine.started ? goHome : null });
}

// --- Home and set-up -----------------------------------------------------------

/**
 * Home: down the history when there is some (the hashchange then draws it, so
 * Back from home leaves the app, as a person expects), else drawn here.
 */
function goHome() {
  if (screenName() !== "home" && backHome()) return;
  goHomeNow();
}

function goHomeNow() {
  dropHash();
  busy = false;
  rulesFrom = null;
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
  show("home", renderHome(list, homeActions, more, picker()));
  checkHome(list);
}

/**
 * Home is drawn at once from each entry's meta, checked for shape only; once
 * the engine is up, it reads every listed save itself (bridge.summaries) and
 * home is drawn again from what the saves hold: a hand-edited meta is never
 * believed, and a save the engine refuses is set aside like any unreadable one.
 */
const checked = new Map(); // an entry's text -> the engine's summary of it, for this page's life

async function checkHome(list) {
  const taps = homeTaps;
  const todo = list.games.filter((g) => !checked.has(g.raw));
  if (todo.length) {
    try {
      await engineUp;
      const { summaries } = await engine.call("summaries", JSON.stringify(todo.map((g) => g.raw)));
      todo.forEach((g, i) => checked.set(g.raw, summaries[i]));
    } catch {
      return; // no engine: home stays as drawn (its failure is shown where it matters)
    }
  }
  // A tap on home meanwhile (a game being opened) is never drawn over.
  if (screenName() !== "home" || homeTaps !== taps) return;
  const problems = [];
  const corrected = new Map(); // id -> the summary its rewritten entry now holds
  for (const g of list.games) {
    const summary = checked.get(g.raw);
    if (summary.fault) {
      problems.push({ id: g.id, reason: summary.fault, where: store.setAside(g.id, g.raw) });
    } else if (store.correctMeta(g.id, summary)) {
      corrected.set(g.id, summary);
    }
  }
  if (problems.length || corrected.size) {
    // The rewritten entries' texts are checked already: their saves did not change.
    for (const g of store.listGames().games) if (corrected.has(g.id)) checked.set(g.raw, corrected.get(g.id));
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

/**
 * The set-up form; from a #/new link, prefilled with its good parameters and
 * its faults named.  `checking`: the rules core's check of a link still under
 * way (Start waits for it), the form meanwhile filled in as the link reads.
 */
function showSetup(prefill = {}, linkErrors = [], checking = null, startAtOnce = false) {
  busy = false;
  // The form is an entry of its own above home (a link's #/new?... already is).
  if (!location.hash) pushHash("#/new");
  else if (!location.hash.startsWith("#/new")) replaceHash("#/new");
  rulesFrom = null;
  game.close();
  show("setup", renderSetup({
    home: goHome, start: startGame, prefill, linkErrors, startAtOnce,
    checking: checking && checking.answer,
    // The form untouched when the check answers: drawn again from its answer.
    checked: checking && (({ prefill: good, errors }, tapped) => showSetup(good, errors, null, tapped)),
    waiting: (on) => engineWait && engineWait.show(on),
  }));
}

/**
 * A call the page makes for itself, not for a tap: it starts the engine (if
 * not yet started) and waits for it without the bar that says a tap waits.
 */
function callQuietly(name, ...args) {
  startNow();
  return starting.then((started) => started.call(name, ...args));
}

async function startGame(cfg, seed) {
  await game.start(cfg, seed); // its entry replaces the form's (device/nav.js): a reload resumes it
}

let homeTaps = 0; // taps on home's actions so far

const homeActions = tapped({
  newGame: () => showSetup(),
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
  importFile: (file) => game.importFile(file).catch((err) => fail(t("fail.import-game"), err)),
});

/** Home's actions, each counted in homeTaps when tapped. */
function tapped(actions) {
  return Object.fromEntries(Object.entries(actions).map(([name, act]) => [name, (...args) => {
    homeTaps += 1;
    return act(...args);
  }]));
}

// Moves: one listener for every button[data-move] on any screen.
// The second tap of a double tap (event.detail 2) is never a move: it would
// land on whatever the first tap drew under the finger.
document.getElementById("screen").addEventListener("click", (event) => {
  if (event.detail > 1) return;
  const button = event.target.closest("button[data-move]");
  if (!button) return;
  // In a guided scene the one move button is the script's next step.
  if (screenName() === "scene") openScene(screenData().scene, Number(screenData().step) + 1, []);
  else game.playMove(button.getAttribute("data-move"), performance.now());
});

// --- Links: #/new?..., #/score?t=..., #/scene?... (device/links.js) --------------

function dropHash() {
  if (location.hash) replaceHash("");
}

/** Open the screen the address's hash names; false when it names none. */
async function route() {
  await followLinkLanguage();
  const { path, query } = parseHash(location.hash);
  // A bad lang= is named where the screen names its link's faults, else in a banner.
  const fault = linkFault();
  if (fault && path !== "scene" && path !== "score" && !EMBED) banner("lang", fault);
  if (path === "rules") {
    await openRules();
    return true;
  }
  if (path === "settings" && !EMBED) {
    openSettings();
    return true;
  }
  if (path === "scene") {
    const { name, step, errors } = readSceneLink(query);
    await openScene(name, step, fault ? [fault, ...errors] : errors);
    return true;
  }
  if (path === "replay") {
    await openReplay(query);
    return true;
  }
  if (path === "learn") {
    await openLearn();
    return true;
  }
  if (path === "game" && !EMBED) {
    await openGameEntry(new URLSearchParams(query).get("id"));
    return true;
  }

  if (EMBED || path === "score") {
    await openScorePad(path === "score" ? query : "", fault);
    return true;
  }
  if (path === "new") {
    // The form at once, filled in as the link reads; the rules core checks
    // every parameter (golden_sails.app.links), and Start waits for its answer.
    const answer = callQuietly("new_game_link", query).catch((err) => {
      if (engineDown(err)) throw err; // the start's failure: on screen by its own way
      return { prefill: {}, errors: [errorText(err)] };
    });
    answer.catch(() => {});
    showSetup(newGameLinkAsTyped(query), [], { answer });
    return true;
  }
  return false;
}

async function openScorePad(query, fault = null) {
  const screens = fetchAhead(scorePadModule);
  const { tableText, errors } = readTableLink(query);
  if (fault) errors.unshift(fault);
  let table = null;
  if (tableText !== null) {
    try {
      await engine.call("score", tableText); // the engine's own score-pad parser checks it
      table = JSON.parse(tableText);
    } catch (err) {
      if (engineDown(err)) throw err;
      errors.push(`t: ${errorText(err)}`);
    }
  }
  busy = false;
  game.close();
  speak(null, "");
  const { renderScorePad } = await screens;
  show("scorepad", await renderScorePad({
    engine,
    table,
    errors,
    embed: EMBED,
    home: EMBED ? null : goHome,
    // The address follows the table on screen, so it can be shared as it is.
    onTable: (t) => replaceHash(tableHash(t)),
  }));
}

/**
 * One step of a guided scene (screens/scene.js), drawn from the engine's answer.
 * It opens no game and stores nothing: the step is all the state there is,
 * and the address carries it (a reload, or a shared link, shows the same step).
 */
async function openScene(name, step, errors) {
  if (busy) return;
  busy = true;
  game.close();
  speak(null, "");
  const screens = fetchAhead(sceneModule);
  content.prefetchScene(name);
  const actions = { go: (k) => openScene(name, k, []), home: EMBED ? null : goHome, embed: EMBED, nextLesson: null, picker: picker() };
  let answer = null;
  const faults = [...errors];
  if (name !== null) {
    // Built (content.js): the engine's own answer, without the engine.
    answer = await builtStep(name, step);
    if (!answer) {
      // Not built: the engine answers, or names the fault (a scene or a step that is not there).
      try {
        answer = await engine.call("scene", name, step);
      } catch (err) {
        if (engineDown(err)) throw err;
        faults.push(errorText(err));
        // A good scene with a bad step: the first step, with the fault named above it.
        if (/^step:/.test(errorText(err))) {
          try {
            answer = (await builtStep(name, 1)) ?? (await engine.call("scene", name, 1));
          } catch (again) {
            if (engineDown(again)) throw again;
          }
        }
      }
    }
  }
  if (answer && answer.step === answer.scene.steps) {
    const list = await lessons();
    actions.nextLesson = list[list.findIndex((l) => l.name === answer.scene.name) + 1] || null;
  }
  const { renderScene, renderSceneError } = await screens;
  busy = false;
  if (!answer) {
    show("scene", renderSceneError(faults, actions));
    return;
  }
  const drawn = performance.now();
  show("scene", renderScene(answer, actions, faults), undefined, drawn);
  const data = screenData();
  data.scene = answer.scene.name;
  data.step = String(answer.step);
  data.steps = String(answer.scene.steps);
  // Only while the address is still the lesson's: a Back taken meanwhile keeps its entry.
  if (!faults.length && parseHash(location.hash).path === "scene") replaceHash(sceneHash(answer.scene.name, answer.step));
}

/** A lesson's step as the build rendered it, or null (not built, or its file did not come). */
async function builtStep(name, step) {
  try {
    return await content.sceneStep(name, step);
  } catch (err) {
    console.warn("Golden Sails: a built lesson could not be read; the engine answers:", err);
    return null;
  }
}

// --- Lessons, replays and the history of games --------------------------------------

let lessonList = null; // the list of lessons: built, else the engine's, asked for once a language

async function lessons() {
  if (!lessonList) lessonList = content.lessons() ?? (await engine.call("lessons")).lessons;
  return lessonList;
}

async function openLearn() {
  busy = false;
  game.close();
  speak(null, "");
  const [{ renderLearn }, list] = await Promise.all([learnModule(), lessons()]);
  show("learn", renderLearn(list, { home: EMBED ? null : goHome, rules: true, picker: picker() }));
}

// The player a replay's "previous / next move" buttons follow, while the same game is replayed.
const replaySeat = { g: null, seat: null };
let replayLater = null; // [query, step, focus]: the step asked for while another was drawn

/**
 * One step of a finished game's replay (screens/replay.js).  The link is all the
 * state there is: it is checked by the engine at each step (a tampered link is
 * refused by name), and the address keeps the step, so a reload stays there.
 */
async function openReplay(query, wanted, focus) {
  if (busy) {
    // A step asked for while the last is drawn (a scrubber's keys, quick taps):
    // the latest is drawn next, so the screen ends where it was last sent.
    if (screenName() === "replay") replayLater = [query, wanted, focus];
    return;
  }
  replayLater = null;
  busy = true;
  game.close();
  const { g, step } = readReplayLink(query);
  const at = wanted === undefined ? step : wanted;
  if (replaySeat.g !== g) Object.assign(replaySeat, { g, seat: null });
  const actions = {
    // focus: the control that asked (a selector), kept in hand on the next step.
    go: (k, by) => openReplay(query, k, by),
    // The player whose moves the screen jumps between: the one chosen, else the first person.
    seat: (answer) => replaySeat.seat ?? Math.max(0, answer.seats.findIndex((s) => s.kind === "human")),
    choose: (seat) => { replaySeat.seat = seat; return openReplay(query, at, "#replay-seat"); },
    home: EMBED ? null : goHome,
  };
  const screens = fetchAhead(replayModule);
  let answer;
  try {
    answer = await engine.call("replay", g, at);
  } catch (err) {
    if (engineDown(err)) { busy = false; throw err; }
    // A good link with a step it does not have: its first step, rather than nothing.
    if (/^step:/.test(errorText(err)) && at !== 0) {
      busy = false;
      return openReplay(query, 0);
    }
    const { renderReplayError } = await screens;
    busy = false;
    show("replay", renderReplayError(errorText(err), actions));
    return;
  }
  const { renderReplay } = await screens;
  busy = false;
  const drawn = performance.now();
  show("replay", renderReplay(answer, actions), undefined, drawn);
  const data = screenData();
  data.step = String(answer.step);
  data.steps = String(answer.steps);
  speak(null, answer.said.map((e) => e.text).join(" "));
  if (parseHash(location.hash).path === "replay") replaceHash(`#/replay?${g}${answer.step ? `&step=${answer.step}` : ""}`);
  // The control that asked keeps the focus (show() moved it to the heading, after
  // the frame: this runs after that), so a keyboard or a switch goes on from it.
  if (focus) {
    requestAnimationFrame(() => setTimeout(() => {
      const el = document.querySelector(`[data-screen="replay"] ${focus}`);
      if (el && !el.disabled) el.focus({ preventScroll: true });
    }, 0));
  }
  const later = replayLater;
  replayLater = null;
  if (later) await openReplay(...later);
}

// The arrow keys step through a replay (Home and End: to the deal, to the end).
document.addEventListener("keydown", (event) => {
  if (screenName() !== "replay" || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.target.closest && event.target.closest("input, select, textarea")) return;
  const steps = Number(screenData().steps);
  const step = Number(screenData().step);
  if (!Number.isInteger(steps) || !Number.isInteger(step)) return;
  const to = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: steps }[event.key];
  if (to === undefined || to < 0 || to > steps || to === step) return;
  event.preventDefault();
  openReplay(location.hash.replace(/^#\/replay\?/, ""), to).catch((err) => fail(t("fail.replay-go-on"), err));
});

async function openSavedReplay(id) {
  try {
    location.hash = (await game.linkOfSaved(id)).slice(1);
  } catch (err) {
    if (engineDown(err)) throw err;
    banner(`replay-${id}`, t("fail.replay-game", { error: errorText(err) }));
  }
}

// --- The rules reference (#/rules, screens/rules.js) ------------------------------

/** Where a screen opened over a game goes back to (the rules, the settings). */
function rememberWayBack() {
  const where = EMBED ? null : store.getScreen();
  if (where) rulesFrom = { game: { id: where.id, live: GAME_SCREENS.has(screenName()) } };
  else if (screenName() === "scene" && !EMBED) rulesFrom = { scene: { name: screenData().scene, step: Number(screenData().step) } };
  // Reached by a link from the screen on show: that screen's entry is just below.
  if (rulesFrom && !booting && canGoBack()) rulesFrom.below = true;
}

/**
 * The address names a game (#/game?id=..., its one entry): Back onto it from
 * a screen opened over it, Forward onto it from home, or a reload.  The game
 * comes back as it was where this page still holds it, else cold (D19).
 */
async function openGameEntry(id) {
  if ((screenName() === "rules" || screenName() === "settings") && rulesFrom && rulesFrom.game && rulesFrom.game.id === id) {
    rulesActions(true).back();
    return;
  }
  const where = store.getScreen();
  if (where && where.id === id && GAME_SCREENS.has(screenName())) return; // on screen already
  if (id && store.readGame(id).entry) {
    rulesFrom = null;
    await game.resume(id);
    return;
  }
  replaceHash("");
  goHomeNow();
}

/** The settings (#/settings, screens/settings.js), over whatever was on screen. */
async function openSettings() {
  if (busy) return;
  rememberWayBack();
  game.close(Boolean(rulesFrom && rulesFrom.game));
  speak(null, "");
  const { renderSettings } = await settingsModule();
  const { back, backLabel } = rulesActions();
  const from = rulesFrom && rulesFrom.game && rulesFrom.game.live ? rulesFrom.game.id : null;
  show("settings", renderSettings({
    back: back || goHome,
    backLabel: backLabel || t("common.home"),
    memoryAidHere: from ? (on) => game.applyMemoryAid(from, on) : null,
  }));
  if (rulesFrom && rulesFrom.game) store.setScreen(rulesFrom.game.id);
}

/**
 * The rules, over whatever was on screen.  Opened from a game, its way back is
 * that same game and seat: the tab's pointer (store.getScreen) names them, and
 * is read before show() forgets it.  From a guided scene, back to its step;
 * otherwise home.  The open game is closed (saved at every move, it reopens
 * from its save), so a computer player's late answer cannot draw over the rules.
 */
async function openRules() {
  if (busy) return;
  rememberWayBack();
  busy = true;
  game.close(Boolean(rulesFrom && rulesFrom.game)); // this tab keeps the game it goes back to
  speak(null, "");
  const screens = fetchAhead(rulesModule);
  let answer;
  try {
    // Built (content.js), else the engine's.
    answer = (await content.rules().catch(() => null)) ?? (await engine.call("rules"));
  } catch (err) {
    if (engineDown(err)) throw err;
    fail(t("fail.rules"), err);
    return;
  }
  const { renderRules } = await screens;
  busy = false;
  show("rules", renderRules(answer, rulesActions()));
  // A reload of the rules keeps the way back to the game (opened cold then: its handoff).
  if (rulesFrom && rulesFrom.game) store.setScreen(rulesFrom.game.id);
}

/**
 * Where the rules (or the settings) go back to.  Reached by a link from that
 * screen, back is the browser's Back (the entry below is that screen's, and
 * the hashchange brings it); `now`: go there at once (the hashchange itself).
 */
function rulesActions(now = false) {
  if (EMBED) return { embed: true, back: null, backLabel: null };
  const from = rulesFrom;
  const viaHistory = !now && from && from.below && canGoBack();
  if (from && from.game) {
    return {
      backLabel: t("common.back-to-game"),
      back: () => {
        if (viaHistory) {
          history.back();
          return;
        }
        replaceHash(gameHash(from.game.id)); // a reload then resumes the game, not the rules
        rulesFrom = null;
        (from.game.live ? game.returnTo(from.game.id) : game.resume(from.game.id))
          .catch((err) => fail(t("fail.open-game"), err));
      },
    };
  }
  if (from && from.scene) {
    return {
      backLabel: t("common.back-to-lesson"),
      back: () => {
        if (viaHistory) {
          history.back();
          return;
        }
        rulesFrom = null;
        replaceHash(sceneHash(from.scene.name, from.scene.step));
        openScene(from.scene.name, from.scene.step, []).catch((err) => fail(t("fail.open-lesson"), err));
      },
    };
  }
  return { backLabel: t("common.home"), back: goHome };
}

/**
 * The address changed (a link, the Rules button, the browser's Back).  A
 * computer player's turn may be left at once (its late answer is dropped, as
 * on Home); a move or a screen still being answered is waited for, so that
 * its answer is saved before another screen replaces it.
 */
function onHashChange(tries = 0) {
  if (tries === 0) arrived();
  if (!engine) return;
  if (busy || (game.isBusy() && screenName() !== "bot")) {
    if (tries < 200) setTimeout(() => onHashChange(tries + 1), 25);
    return;
  }
  route().then((done) => {
    if (done) return;
    // The browser's Back from the rules: the way the rules' own button goes.
    if (screenName() === "rules" || screenName() === "settings") {
      const { back } = rulesActions(true);
      if (back) back();
      return;
    }
    // Back to home's entry (from a game, the set-up, a lesson...): home.
    if (screenName() !== "home") goHomeNow();
  }).catch((err) => fail(t("fail.open-link"), err));
}

window.addEventListener("hashchange", () => onHashChange());

/** Embed mode: tell the parent page the height the content needs (postMessage). */
function reportHeight() {
  if (!EMBED || window.parent === window) return;
  let last = -1;
  const send = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: "golden-sails:height", height }, "*");
  };
  new ResizeObserver(send).observe(document.body);
  send();
}

// --- The language (device/language.js, docs/i18n.md) --------------------------------

/**
 * The game's words in `lang`: English's are built into the page (#game-words),
 * another language's come with its built content's index (engine/content.js),
 * fetched now; null when they did not come (the engine's then, in that language).
 * The page's own words (words/ui.js) follow too.
 */
async function builtWords(lang) {
  const [words] = await Promise.all([
    lang === "en" ? (content.useLanguage("en"), pageWords()) : content.useLanguage(lang),
    setLanguage(lang),
  ]);
  if (words) setWords(words);
  return words;
}

/** Everything the page shows in words, in `lang` from now on; each engine call carries it. */
async function applyLanguage(lang) {
  setPageLanguage(lang);
  lessonList = null; // the lessons' titles are in the language they were asked in
  checked.clear(); // home's summaries too (a computer's level, where a game stands)
  const words = await builtWords(lang);
  if (!words && pageLanguage() === lang) {
    try {
      await engineUp;
      if (pageLanguage() === lang) setWords((await engine.call("vocabulary")).words);
    } catch {
      /* no engine: its failure is shown where it matters; the words stay as they were */
    }
  }
}

/** A link followed inside the page (#/rules?lang=fr): its language, from now on. */
async function followLinkLanguage() {
  const lang = takeLinkLanguage();
  if (lang && lang !== pageLanguage()) await applyLanguage(lang);
}

/**
 * The picker's choice: kept on this device (an embed keeps nothing), and the
 * screen on show drawn again in the language.  Only home and the lessons carry
 * the picker: a game in progress is never on screen then, and its save holds
 * no word, so it opens in whatever language is chosen next.
 */
async function changeLanguage(lang) {
  const refused = chooseLanguage(lang, { store: !EMBED });
  if (refused) console.warn(`Golden Sails: the language is not kept on this device: ${refused}`);
  await applyLanguage(lang);
  if (pageLanguage() !== lang) return; // another choice came meanwhile
  const name = screenName();
  if (name === "home") goHomeNow();
  else if (name === "learn") await openLearn();
  else if (name === "scene") {
    const data = screenData();
    await openScene(data.scene ?? null, Number(data.step) || 1, []);
  }
}

/** select[name=lang] for the screen being drawn (home, the lessons). */
function picker() {
  return languagePicker(pageLanguage(), (lang) => {
    changeLanguage(lang).catch((err) => fail(t("fail.change-language"), err));
  });
}

// --- Start-up --------------------------------------------------------------------

function navigationType() {
  try {
    const entry = performance.getEntriesByType("navigation")[0];
    if (entry && entry.type) return entry.type;
  } catch {
    /* older browsers */
  }
  try {
    const type = performance.navigation.type;
    return type === 1 ? "reload" : type === 2 ? "back_forward" : "navigate";
  } catch {
    return "navigate";
  }
}

/** The game's words, built into the page (index.html); null when they are not there. */
function pageWords() {
  try {
    return JSON.parse(document.getElementById("game-words").textContent);
  } catch {
    return null;
  }
}

function mark(name, detail) {
  try {
    performance.mark(name, { detail });
  } catch {
    /* no User Timing Level 3 */
  }
}

/**
 * The engine starts in its worker while the page draws: the home screen (and
 * the set-up form, the score pad's editor) need only the words built into the
 * page and localStorage.  An action that needs the engine waits for it, and
 * says so with the start's progress; a link or a reload into a game shows the
 * loading screen until the engine answers.  <html data-engine> is "starting"
 * until the rules core has answered its first call, then "ready" ("failed"
 * on the error screen).
 */
let booting = true; // the first screen is the address's, not reached from another

async function boot() {
  applyLook();
  const lang = pageLanguage(); // resolved before the page's words were loaded (below)
  callsIn(pageLanguage);
  startNav();
  reportHeight();
  const root = document.documentElement;
  root.dataset.engine = "starting";
  const loading = renderLoading();
  show("loading", loading.nodes);
  const waiting = (engineWait = renderEngineWait());
  document.getElementById("screen").before(waiting.node);
  // The engine starts once the first screen is drawn, or at the first call before that (startNow).
  onProgress((progress) => {
    loading.update(progress);
    waiting.update(progress);
  });
  // The loading screen shows the progress itself.
  engine = whenStarted(starting, {
    onWait: (n) => {
      if (n > 0) startNow(); // a call before the first screen was drawn
      waiting.show(n > 0 && screenName() !== "loading");
    },
    again: startWorker, // a new worker when one dies (game.js reopens the game)
  });
  const words = await builtWords(lang);
  const ready = (engineUp = starting.then(async (started) => {
    const answer = await started.call("vocabulary");
    if (!words && pageLanguage() === lang) setWords(answer.words);
    root.dataset.engine = "ready";
    // Benchmarks and tests read these marks (docs/fast-start.md).
    mark("golden-sails:engine-ready", started.start);
  }));
  // The service worker is registered once the engine has started: its install
  // then copies the runtime from the HTTP cache instead of downloading Pyodide
  // a second time alongside the page.  An embed lives in a host page: it must
  // not install a service worker or fill its caches.
  ready.then(() => {
    if (!EMBED) registerOffline().catch((err) => console.warn("Golden Sails: no offline support:", err));
  }, (err) => {
    root.dataset.engine = "failed";
    fail(t("fail.engine-start"), err);
    startFailed = true;
  });
  if (words) setWords(words);
  else {
    startNow();
    await ready; // a page without its words: the engine's, as before
  }
  // A link (#/new?..., #/score?..., #/scene?...) opens its screen.
  const routed = await route();
  booting = false;
  if (routed) return;
  // A reload (or a tab brought back) resumes exactly where this tab was; a
  // fresh visit opens the home screen, where every saved game is listed.
  const where = store.getScreen();
  const type = navigationType();
  if (where && (type === "reload" || type === "back_forward") && store.readGame(where.id).entry) {
    await game.resume(where.id); // cold: on its handoff where two or more people play (D19)
    return;
  }
  goHome();
  mark("golden-sails:home-drawn");
}

window.addEventListener("unhandledrejection", (event) => {
  fail(t("fail.unexpected"), event.reason);
});

/**
 * Embed mode: tell the host page this frame is up, once its first screen is
 * drawn and its engine has started (or either failed).  A host that starts its
 * frames one at a time (embed/host.js) starts the next only then,
 * so two engines never start side by side.
 */
function reportReady() {
  if (EMBED && window.parent !== window) window.parent.postMessage({ type: "golden-sails:ready" }, "*");
}

/** Whether this page runs inside a frame of another page. */
function framed() {
  try {
    return window.top !== window.self;
  } catch {
    return true; // a cross-origin top: framed
  }
}

/**
 * The full app inside another site's frame (clickjacking: docs/threat-model.md):
 * only ?embed=1 pages run framed.  This page acts on nothing: no engine, no
 * storage read or written, no button but the way to open it in a tab of its own.
 * (A static host cannot send frame-ancestors by query, and the embeds are this
 * same page with ?embed=1, so the page itself refuses.)
 */
function showFramed() {
  const screen = document.getElementById("screen");
  const url = location.href;
  screen.replaceChildren(
    h("h1", { id: "screen-h", tabindex: "-1" }, t("app.name")),
    h("p", null, t("framed.note")),
    h("a", { href: url, target: "_blank", rel: "noopener noreferrer", class: "button primary big", "data-open-in-tab": "" }, t("framed.open")),
  );
  screen.dataset.screen = "framed";
}

// The page's words first: every screen, the framed note and the loading screen included,
// is drawn in the player's language.  resolveLanguage moves a link's lang= into
// the query before the history is set (startNav, in boot).
// Framed by another site, the page reads nothing of the device: the browser's language.
const showsFramed = !EMBED && framed();
const worded = setLanguage(showsFramed ? browserLanguage() ?? "en" : resolveLanguage());

if (showsFramed) worded.then(showFramed);
else worded.then(boot)
  .catch((err) => fail(t("fail.page-start"), err))
  .finally(() => {
    startNow(); // the first screen is drawn (when it needed the engine, it started it)
    engineUp.then(reportReady, reportReady);
    // An embed shows one screen, already imported.
    if (!EMBED) engineUp.then(fetchTheRest, () => {});
  });
