// Golden Sails, the page: screens, taps and saves.  The rules live in Python in
// a Web Worker (engine-client.js); this thread draws what the engine's views
// say and asks it for moves.
//
// R10 in the whole page: the page holds ONE view at a time, the one on screen:
// the table's (viewer null) on the handoff, the seat's own once he tapped.
// A view is dropped as soon as the next one arrives; nothing private is kept
// in any other variable, attribute or hidden element.  The save is opaque: it
// is stored and handed back to the engine, never decoded here.

import { startEngine } from "./engine-client.js";
import * as store from "./ui/store.js";
import { h } from "./ui/dom.js";
import { renderLoading, renderError } from "./ui/status.js";
import { renderHome } from "./ui/home.js";
import { renderSetup } from "./ui/setup.js";
import { renderHandoff } from "./ui/handoff.js";
import { renderPlay } from "./ui/table.js";
import { renderScoring } from "./ui/scoring.js";
import { renderOver } from "./ui/over.js";
import { task } from "./ui/words.js";
import { parseHash, readNewGameLink, readTableLink, tableHash, readSceneLink, sceneHash } from "./ui/links.js";
import { renderScorePad } from "./ui/scorepad.js";
import { renderScene, renderSceneError } from "./ui/scene.js";
import { registerOffline } from "./ui/offline.js";

const body = document.body;
const screen = document.getElementById("screen");
const live = document.getElementById("live");
const banners = document.getElementById("banners");

const config = {
  workerUrl: body.dataset.workerUrl,
  runtimeUrl: body.dataset.runtimeUrl,
};

let engine = null;
let version = 0; // data-version: bumped each time a game screen is drawn
let game = null; // {id, save, meta}: the open game; `save` is the bridge's, opaque
let view = null; // the one view on screen (R10)
let logSeen = 0; // log entries already read out in the live region
let busy = false; // a call to the engine is under way: taps wait

const GAME_SCREENS = new Set(["handoff", "play", "scoring", "over"]);

// Embed mode (index.html?embed=1, in an <iframe>): the score pad or a guided
// scene alone, no app chrome, and no storage of this origin touched (see
// docs/embedding.md).
const EMBED = new URLSearchParams(location.search).get("embed") === "1";
if (EMBED) document.documentElement.classList.add("embed");

// --- Drawing -------------------------------------------------------------------

/**
 * Put a screen in place in one go: its nodes and the attributes of the
 * contract (web-test-contract.md) change in the same task.
 */
function show(name, nodes, v, started) {
  const before = screen.dataset.screen;
  const beforeViewer = screen.dataset.viewer;
  screen.replaceChildren(...nodes.filter(Boolean));
  screen.dataset.screen = name;
  if (GAME_SCREENS.has(name) && v) {
    screen.dataset.round = String(v.round);
    screen.dataset.viewer = name === "handoff" || v.viewer === null || v.viewer === undefined ? "" : String(v.viewer);
    screen.dataset.variant = v.variant;
    screen.dataset.version = String(++version);
    if (game) store.setScreen(game.id, screen.dataset.viewer === "" ? null : Number(screen.dataset.viewer));
  } else {
    for (const key of ["round", "viewer", "variant", "version", "scene", "step", "steps"]) delete screen.dataset[key];
    if (name !== "error" && name !== "loading" && !EMBED) store.clearScreen();
  }
  const same = before === name && beforeViewer === screen.dataset.viewer;
  if (!same) window.scrollTo(0, 0);
  // Focus follows the new screen (for screen readers), except in an embed the
  // reader is not using: focusing a frame would scroll the host page to it.
  const heading = document.getElementById("screen-h");
  if (heading && (!EMBED || document.hasFocus())) heading.focus({ preventScroll: same || EMBED });
  if (started !== undefined) {
    try {
      performance.measure("golden-sails:draw", { start: started, end: performance.now() });
    } catch {
      /* no User Timing Level 3 */
    }
  }
}

/** Read the new log entries out (aria-live); on a handoff only public words are there. */
function speak(v, extra) {
  const lines = [];
  if (v && Array.isArray(v.log)) {
    if (logSeen > v.log.length) logSeen = v.log.length;
    for (const entry of v.log.slice(logSeen)) lines.push(entry.text);
    logSeen = v.log.length;
  }
  if (extra) lines.push(extra);
  live.textContent = lines.join(" ");
}

function findBanner(key) {
  for (const el of banners.children) if (el.dataset.banner === key) return el;
  return null;
}

function banner(key, text, kind = "warn") {
  const old = findBanner(key);
  const close = h("button", { type: "button", class: "quiet small-btn", "aria-label": "Dismiss this message" }, "✕");
  const el = h("div", { class: `banner ${kind}`, "data-banner": key }, h("p", null, text), close);
  close.addEventListener("click", () => el.remove());
  if (old) old.replaceWith(el);
  else banners.appendChild(el);
}

function clearBanner(key) {
  const old = findBanner(key);
  if (old) old.remove();
}

/** The home screen's news (set-aside entries, imports) goes once a game is open. */
function clearHomeBanners() {
  for (const el of banners.querySelectorAll("[data-banner]")) {
    if (el.dataset.banner !== "save") el.remove();
  }
}

/** The engine itself is gone (its worker crashed or was stopped): not a verdict on a save. */
function engineDown(err) {
  return Boolean(err && (err.name === "EngineError" || err.message === "the engine was stopped"));
}

function errorText(err) {
  return (err && err.message) || String(err);
}

function fail(what, err) {
  busy = false;
  view = null;
  speak(null, "");
  show("error", renderError(what, err ? errorText(err) : "", {
    retry: () => location.reload(),
    home: engine ? () => goHome() : null,
  }));
}

// --- Saving --------------------------------------------------------------------

function metaOf(v) {
  return {
    names: v.players.map((p) => p.name),
    round: v.round,
    phase: v.phase,
    variant: v.variant,
    updated: Date.now(),
  };
}

/** Every move is saved at once; a full storage is reported and the game goes on. */
function persist(save, v) {
  game.save = save;
  game.meta = metaOf(v);
  const problem = store.writeGame(game.id, { save: game.save, meta: game.meta });
  if (problem) {
    banner("save", `This move could not be saved: ${problem}. The game goes on; export it or delete old games to make room.`);
  } else {
    clearBanner("save");
  }
}

function download(save, meta) {
  const text = JSON.stringify(save, null, 2);
  const names = (meta && meta.names ? meta.names.join("-") : "game").toLowerCase().replace(/[^a-z0-9-]+/g, "") || "game";
  const date = new Date().toISOString().slice(0, 10);
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = h("a", { href: url, download: `golden-sails-${names}-${date}.json`, class: "visually-hidden" });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

// --- Screens -------------------------------------------------------------------

const gameActions = {
  home: () => goHome(),
  exportGame: () => game && download(game.save, game.meta),
  undo: () => takeBack(),
  reveal: () => reveal(),
};

function goHome() {
  dropHash();
  busy = false;
  game = null;
  view = null;
  speak(null, "");
  const list = store.listGames();
  for (const p of list.problems) {
    banner(`corrupt-${p.id}`, p.where
      ? `A saved game could not be read (${p.reason}); it was set aside as "${p.where}". The other games are untouched.`
      : `A saved game could not be read (${p.reason}); it is skipped. The other games are untouched.`);
  }
  show("home", [...renderHome(list, homeActions),
    h("p", { class: "home-pad" }, h("a", { href: "#/score", "data-open-scorepad": "" }, "Score pad: score a finished table")),
    h("p", { class: "home-pad" }, h("a", { href: sceneHash("experts", 1), "data-open-scene": "experts" }, "Learn: a round of Experts, step by step"))]);
}

const homeActions = {
  newGame: () => show("setup", renderSetup({ home: goHome, start: startGame })),
  resume: (id) => resume(id),
  remove: (id) => {
    store.deleteGame(id);
    goHome();
  },
  exportSaved: (id) => {
    const got = store.readGame(id);
    if (got.entry) download(got.entry.save, got.entry.meta);
    else banner(`export-${id}`, `That game could not be read: ${got.fault}.`);
  },
  importFile: (file) => importFile(file),
};

/** After a start, a load or another player's move: the handoff (or the end). */
function showTable(v) {
  const t = performance.now();
  view = v;
  if (screen.dataset.screen === "home" || screen.dataset.screen === "setup") clearHomeBanners();
  if (v.phase === "over") {
    speak(v, "The game is over: final scores.");
    show("over", renderOver(v, gameActions), v, t);
  } else {
    const who = v.players[v.to_act].name;
    speak(v, `Pass to ${who}: ${task(v)}.`);
    show("handoff", renderHandoff(v, gameActions), v, t);
  }
}

/** The seat's own view, after the handoff tap or his own move. */
function showSeat(v, news) {
  const t = performance.now();
  view = v;
  speak(v, news);
  if (v.phase === "scoring") show("scoring", renderScoring(v, gameActions), v, t);
  else show("play", renderPlay(v, gameActions), v, t);
}

/**
 * Open a stored game: on the handoff (or the end), or, after a reload, on the
 * seat that was on screen if that player is still to act.
 */
async function open(id, save, seat) {
  const answer = await engine.call("load", JSON.stringify(save), null);
  game = { id, save: answer.save, meta: metaOf(answer.view) };
  let v = answer.view;
  logSeen = v.log.length;
  if (seat !== null && v.phase !== "over" && v.to_act === seat) {
    v = null;
    const mine = await engine.call("look", seat);
    logSeen = mine.view.log.length;
    showSeat(mine.view);
  } else {
    showTable(v);
  }
}

async function resume(id, seat = null) {
  if (busy) return;
  busy = true;
  const got = store.readGame(id);
  if (!got.entry) {
    const where = got.raw !== undefined ? store.setAside(id, got.raw) : null;
    busy = false;
    goHome();
    banner(`corrupt-${id}`, `That saved game could not be opened: ${got.fault}${where ? `; it was set aside as "${where}"` : ""}.`);
    return;
  }
  try {
    await open(id, got.entry.save, seat);
  } catch (err) {
    if (engineDown(err)) {
      fail("The game engine stopped while opening the game.", err);
      return;
    }
    // The engine refused the save (it replays and checks every move): set it aside.
    const where = store.setAside(id, got.raw);
    busy = false;
    goHome();
    banner(`corrupt-${id}`, `That saved game could not be opened: ${errorText(err)}${where ? `. It was set aside as "${where}"; the other games are untouched` : ""}.`);
    return;
  }
  busy = false;
}

async function startGame(cfg, seed) {
  if (busy) return;
  busy = true;
  try {
    if (seed === null) {
      const words = new Uint32Array(2);
      crypto.getRandomValues(words);
      seed = (words[0] & 0x1fffff) * 0x100000000 + words[1]; // 0..2^53-1
    }
    const answer = await engine.call("start", JSON.stringify(cfg), seed);
    dropHash(); // a reload resumes this game, not the link's form
    game = { id: store.newId(), save: null, meta: null };
    persist(answer.save, answer.view);
    store.askPersistence();
    logSeen = answer.view.log.length;
    busy = false;
    showTable(answer.view);
  } catch (err) {
    busy = false;
    throw err; // the form shows it
  }
}

async function importFile(file) {
  if (busy) return;
  if (file.size > 2_000_000) {
    banner("import", `${file.name} is too big to be a Golden Sails save.`);
    return;
  }
  busy = true;
  let saveText;
  try {
    const text = await file.text();
    saveText = text;
    try {
      const doc = JSON.parse(text);
      // Our own storage entries ({save, meta}) are accepted too.
      if (doc && typeof doc === "object" && !Array.isArray(doc) && !("format" in doc) && doc.save && typeof doc.save === "object") {
        saveText = JSON.stringify(doc.save);
      }
    } catch {
      /* not JSON: the engine says so, with the place */
    }
    const answer = await engine.call("load", saveText, null);
    game = { id: store.newId(), save: null, meta: null };
    persist(answer.save, answer.view);
    store.askPersistence();
    logSeen = answer.view.log.length;
    clearBanner("import");
    busy = false;
    showTable(answer.view);
  } catch (err) {
    if (engineDown(err)) {
      fail("The game engine stopped while importing the game.", err);
      return;
    }
    busy = false;
    banner("import", `${file.name} could not be imported: ${errorText(err)}`);
  }
}

/** The handoff tap: now, and only now, ask for the seat's private view. */
async function reveal() {
  if (busy || !view || view.phase === "over") return;
  busy = true;
  const seat = view.to_act;
  view = null;
  try {
    const answer = await engine.call("look", seat);
    showSeat(answer.view);
  } catch (err) {
    fail("The player's view could not be shown.", err);
    return;
  }
  busy = false;
}

/** Does the same player act again after this move?  (A guess: the answer decides.) */
function sameSeatNext(v, move) {
  switch (move.type) {
    case "assign":
      return v.table.filter((slot) => slot && !slot.expert).length === 1; // the last assigner takes first (R4)
    case "take":
      return v.round === v.rounds && v.table.filter(Boolean).length === 1; // then he decides first (R11)
    case "universal":
    case "protect":
    case "side":
      return true;
    default:
      return false;
  }
}

async function play(moveText, tapped) {
  if (busy || !view || view.viewer === null) return;
  let move;
  try {
    move = JSON.parse(moveText);
  } catch {
    return;
  }
  busy = true;
  const seat = view.viewer;
  const guess = sameSeatNext(view, move);
  try {
    let answer = await engine.call("play", moveText, guess ? seat : null);
    view = null; // the old view is gone
    let v = answer.view;
    const save = answer.save;
    answer = null;
    persist(save, v);
    if (v.phase === "over") {
      if (v.viewer !== null) {
        v = null;
        v = (await engine.call("look", null)).view;
      }
      showTable(v);
    } else if (v.to_act === seat) {
      if (v.viewer !== seat) {
        v = null;
        v = (await engine.call("look", seat)).view;
      }
      showSeat(v);
    } else {
      // Another player's decision: hand the phone over.  Drop this seat's view first (R10).
      if (v.viewer !== null) {
        v = null;
        v = (await engine.call("look", null)).view;
      }
      showTable(v);
    }
    v = null;
    // How long from the tap to the page drawn (benchmarks read these entries).
    if (tapped !== undefined) measure(tapped);
  } catch (err) {
    fail("The move could not be played.", err);
    return;
  }
  busy = false;
}

/**
 * Two figures per move, for the benchmarks: "golden-sails:move" from the tap
 * to the new screen in the DOM, "golden-sails:move-painted" to just after the
 * next frame (a task queued from requestAnimationFrame runs after its paint).
 */
function measure(start) {
  try {
    performance.measure("golden-sails:move", { start, end: performance.now() });
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => performance.measure("golden-sails:move-painted", { start, end: performance.now() });
      channel.port2.postMessage(null);
    });
  } catch {
    /* User Timing Level 3 missing: no figure */
  }
}

async function takeBack() {
  if (busy || !view || view.viewer === null || !view.undoable) return;
  busy = true;
  const seat = view.viewer;
  try {
    const answer = await engine.call("take_back", seat);
    view = null;
    persist(answer.save, answer.view);
    logSeen = answer.view.log.length;
    showSeat(answer.view, "Your last move was taken back.");
  } catch (err) {
    fail("The move could not be taken back.", err);
    return;
  }
  busy = false;
}

// Moves: one listener for every button[data-move] on any screen.
// The second tap of a double tap (event.detail 2) is never a move: it would
// land on whatever the first tap drew under the finger.
screen.addEventListener("click", (event) => {
  if (event.detail > 1) return;
  const button = event.target.closest("button[data-move]");
  if (!button || !screen.contains(button)) return;
  // In a guided scene the one move button is the script's next step.
  if (screen.dataset.screen === "scene") openScene(screen.dataset.scene, Number(screen.dataset.step) + 1, []);
  else play(button.getAttribute("data-move"), performance.now());
});

// --- Links: #/new?... and #/score?t=... (ui/links.js) ---------------------------

function dropHash() {
  if (location.hash) history.replaceState(null, "", location.pathname + location.search);
}

/** Open the screen the address's hash names; false when it names none. */
async function route() {
  const { path, query } = parseHash(location.hash);
  if (path === "scene") {
    const { name, step, errors } = readSceneLink(query);
    await openScene(name, step, errors);
    return true;
  }
  if (EMBED || path === "score") {
    await openScorePad(path === "score" ? query : "");
    return true;
  }
  if (path === "new") {
    const { prefill, errors } = readNewGameLink(query);
    busy = false;
    game = null;
    view = null;
    show("setup", renderSetup({ home: goHome, start: startGame, prefill, linkErrors: errors }));
    return true;
  }
  return false;
}

async function openScorePad(query) {
  const { tableText, errors } = readTableLink(query);
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
  game = null;
  view = null;
  speak(null, "");
  show("scorepad", renderScorePad({
    engine,
    table,
    errors,
    embed: EMBED,
    home: EMBED ? null : goHome,
    // The address follows the table on screen, so it can be shared as it is.
    onTable: (t) => history.replaceState(null, "", location.pathname + location.search + tableHash(t)),
  }));
}

/**
 * One step of a guided scene (ui/scene.js), drawn from the engine's answer.
 * It opens no game and stores nothing: the step is all the state there is,
 * and the address carries it (a reload, or a shared link, shows the same step).
 */
async function openScene(name, step, errors) {
  if (busy) return;
  busy = true;
  game = null;
  view = null;
  speak(null, "");
  const actions = { go: (k) => openScene(name, k, []), home: EMBED ? null : goHome, embed: EMBED };
  let answer = null;
  const faults = [...errors];
  if (name !== null) {
    try {
      answer = await engine.call("scene", name, step);
    } catch (err) {
      if (engineDown(err)) throw err;
      faults.push(errorText(err));
      // A good scene with a bad step: the first step, with the fault named above it.
      if (/^step:/.test(errorText(err))) {
        try {
          answer = await engine.call("scene", name, 1);
        } catch (again) {
          if (engineDown(again)) throw again;
        }
      }
    }
  }
  busy = false;
  if (!answer) {
    show("scene", renderSceneError(faults, actions));
    return;
  }
  const t = performance.now();
  show("scene", renderScene(answer, actions, faults), undefined, t);
  screen.dataset.scene = answer.scene.name;
  screen.dataset.step = String(answer.step);
  screen.dataset.steps = String(answer.scene.steps);
  if (!faults.length) history.replaceState(null, "", location.pathname + location.search + sceneHash(answer.scene.name, answer.step));
}

window.addEventListener("hashchange", () => {
  if (!engine || busy) return;
  route().then((done) => {
    if (!done && screen.dataset.screen === "scorepad") goHome();
  }).catch((err) => fail("The link could not be opened.", err));
});

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

// --- Start-up --------------------------------------------------------------------

function navigationType() {
  try {
    const entry = performance.getEntriesByType("navigation")[0];
    if (entry && entry.type) return entry.type;
  } catch {
    /* older browsers */
  }
  try {
    const t = performance.navigation.type;
    return t === 1 ? "reload" : t === 2 ? "back_forward" : "navigate";
  } catch {
    return "navigate";
  }
}

async function boot() {
  reportHeight();
  const loading = renderLoading();
  show("loading", loading.nodes);
  try {
    engine = await startEngine({
      workerUrl: config.workerUrl,
      runtimeUrl: config.runtimeUrl,
      onProgress: loading.update,
      timeoutMs: 180000,
    });
  } catch (err) {
    fail("The game engine could not start.", err);
    return;
  }
  // A link (#/new?..., #/score?...) opens its screen.
  if (await route()) return;
  // A reload (or a tab brought back) resumes exactly where this tab was; a
  // fresh visit opens the home screen, where every saved game is listed.
  const where = store.getScreen();
  const type = navigationType();
  if (where && (type === "reload" || type === "back_forward") && store.readGame(where.id).entry) {
    await resume(where.id, where.seat);
    return;
  }
  goHome();
}

window.addEventListener("unhandledrejection", (event) => {
  fail("Something unexpected happened.", event.reason);
});

// The service worker is registered once the engine has started: its install
// then copies the runtime from the HTTP cache instead of downloading Pyodide a
// second time alongside the page.  An embed lives in a host page: it must not
// install a service worker or fill its caches.
boot()
  .then(() => { if (!EMBED) registerOffline(); })
  .catch((err) => fail("The page could not start.", err));


