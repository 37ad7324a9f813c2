// The open game: one session in the engine (golden_sails.app.session), drawn.
//
// Every tap is one call to the engine, whose answer is the next screen:
// {game, save, screen, view}.  This module stores the save and draws the
// screen the answer names; it decides nothing about the game itself.  Who
// holds the phone lives in the engine's session only: a game opened cold (a
// reload, a new tab, home, a file) opens on the handoff (R10, D19).
//
// R10 in the whole page: the page holds ONE view at a time, the one on screen
// (the table's on a handoff, the seat's own once he tapped).  A view is dropped
// as soon as the next one arrives; nothing private is kept in any other
// variable, attribute or hidden element.  The save is opaque: it is stored and
// handed back to the engine, never decoded here.

import * as store from "./device/store.js";
import { h, downloadText } from "./parts/dom.js";
import { show, speak, logRead, banner, clearBanner, clearHomeBanners, engineDown, errorText, showError, screenName, screenData } from "./page.js";
import { renderHandoff } from "./screens/handoff.js";
import { renderBot } from "./screens/bot.js";
import { renderPlay } from "./screens/play.js";
import { renderScoring } from "./screens/scoring.js";
import { renderOver } from "./screens/over.js";
import { t, tn } from "./words/ui.js";
import { settings } from "./device/settings.js";
import { chime } from "./device/sound.js";
import { claim, release } from "./device/owner.js";
import { sheetNowFrom } from "./parts/sheet-now.js";
import { areaNoteFrom } from "./parts/market.js";
import { currentSource } from "./parts/sheet.js";
import { enterGame } from "./device/nav.js";

let engine = null;
let goHome = () => {};
let newGame = () => {};
// {id, save, meta, rev, owned}: the open game; `save` is the bridge's, opaque; `rev`
// the stored revision this tab's state is based on; `owned`: this tab holds it
// (device/owner.js), so it plays and saves it.
let game = null;
let shown = null; // {screen, view}: the one answer on screen (R10)
let busy = false; // a call to the engine is under way: taps wait
let generation = 0; // bumped when the open game closes: a late answer for it is dropped
let hurry = null; // while a computer's move is shown: ends the showing at once
let chosen = null; // a move tapped and waiting for its confirmation: its data-move text
// After a person's grace move (D23): until `until`, the computer's answer is held
// unseen and Undo takes back both; `undo` once he tapped it, `wake` ends the wait.
let grace = null;
let shownAt = 0; // when the computer's move on screen was drawn

// How long a computer player's move stays on screen at least, by the "computer
// players' moves" setting: it stays until the next computer's move replaces it
// (that one thinks meanwhile), and the last one before a person's turn stays on
// his screen until he acts (the list since his last turn, the card marked);
// "step" waits for Go on.
const SHOW_MOVE_MS = { step: Infinity, normal: 500, fast: 150 };
// How long Undo may take back a move a computer answers at once (D23): its
// answer is thought out meanwhile, and shown once the time is up.
const GRACE_MS = { step: 1500, normal: 1000, fast: 600 };

export function attach(theEngine, home, setup) {
  engine = theEngine;
  goHome = home;
  newGame = setup;
  // A tap on a VP: the sheet of the game on screen, from the view on screen's seat.
  sheetNowFrom(async (seat, source) => {
    if (!game) return null;
    const mine = generation;
    // Of the moment on screen: a computer's answer not shown yet is not counted.
    const at = source && Number.isInteger(source.screen.turn) ? source.screen.turn : null;
    const answer = await engine.call("sheet_now", seat, at);
    return mine === generation ? answer : null;
  });
  // A long press on an Area: its note for the view on screen, of that moment.
  areaNoteFrom((slot, pile) => {
    const source = currentSource();
    if (!game || !source || !source.screen || source.view.viewer === null) return null;
    const mine = generation;
    return engine.call("area_note", slot, pile, source.screen.turn)
      .then((answer) => (mine === generation ? answer : null));
  });
}

/** The game leaves the screen; `keep`: this tab keeps holding it (the rules over it). */
export function close(keep = false) {
  generation += 1;
  if (!keep) release();
  game = null;
  shown = null;
  chosen = null;
  busy = false;
  grace = null;
  if (hurry) hurry();
}

export function isBusy() {
  return busy;
}

function metaOf(screen, view) {
  return {
    names: screen.seats.map((s) => s.label),
    players: screen.seats.map((s) => s.name),
    round: view.round,
    phase: view.phase,
    variant: view.variant,
    // Values, never words: the list of saved games words them in the language on
    // screen (screens/home.js), which may not be this game's.
    rounds: view.rounds,
    seats: screen.seats.map((s) => s.kind),
    updated: Date.now(),
    // The hints each seat asked, where any was: home marks a game played with hints.
    ...(screen.hint_counts.some((n) => n > 0) ? { hints: screen.hint_counts } : {}),
    // The history of games on this device reads these, without the engine.
    ...(view.phase === "over" ? {
      totals: view.scoring.totals,
      winners: view.scoring.winners,
    } : {}),
  };
}

/**
 * Every move is saved at once, as the stored game's next revision; a full
 * storage is reported and the game goes on.  A tab that does not hold the game
 * saves nothing, and a write based on an older revision than the stored one
 * (another tab moved the game on) is never made: the tab says so instead.
 */
function persist(answer) {
  game.save = answer.save;
  game.meta = metaOf(answer.screen, answer.view);
  if (!game.owned) return;
  const written = store.writeRevision(game.id, game.save, game.meta, game.rev);
  if (written.conflict) {
    game.owned = false;
    otherTab();
  } else if (written.problem) {
    const { reason, full } = written.problem;
    const keep = h("button", { type: "button", class: "primary small-btn", "data-export-game": "", onclick: actions.exportGame }, t("game.export-this"));
    banner(full ? "storage-full" : "save", full
      ? t("game.storage-full")
      : t("game.not-saved", { reason }), "warn", [keep]);
  } else {
    game.rev = written.rev;
    clearBanner("save");
    clearBanner("storage-full");
  }
}

/** The game is another tab's: this one shows it and offers to take it over. */
function otherTab() {
  const take = h("button", { type: "button", class: "primary small-btn", "data-take-over": "", onclick: () => takeOver() }, t("game.take-over"));
  banner("other-tab", t("game.other-tab"), "warn", [take]);
}

/** Take the game from the other tab: this tab reopens it from its newest save. */
async function takeOver() {
  if (!game) return;
  const { id } = game;
  clearBanner("other-tab");
  close();
  await resume(id, true);
}

/** A tab that showed this game moved it on, or took it: this tab stops saving it. */
function lost(mine) {
  if (game !== mine) return;
  mine.owned = false;
  otherTab();
}

// Another tab wrote this game (a browser without Web Locks, where both played it):
// this tab learns at once, and saves nothing over the newer state.
window.addEventListener("storage", (event) => {
  if (!game || !game.owned || event.key !== `golden-sails:game:${game.id}` || event.newValue === null) return;
  let rev = null;
  try {
    rev = store.revisionOf(JSON.parse(event.newValue));
  } catch {
    return;
  }
  if (game.rev === null || rev > game.rev) lost(game);
});

export function download(save, meta) {
  const text = JSON.stringify(save, null, 2);
  const names = (meta && meta.names ? meta.names.join("-") : "game").toLowerCase().replace(/[^a-z0-9-]+/g, "") || "game";
  const date = new Date().toISOString().slice(0, 10);
  downloadText(`golden-sails-${names}-${date}.json`, text);
}

const actions = {
  home: () => goHome(),
  exportGame: () => game && download(game.save, game.meta),
  undo: () => call("undo", [], t("game.undo-failed"), t("game.undone")),
  reveal: () => call("reveal", [], t("game.reveal-failed")),
  // No Hint button where the settings turned hints off.
  get hint() { return settings().hints ? askHint : null; },
  rematch: () => rematch(),
  newGame: () => newGame(game && game.meta),
  replayLink: async () => replayUrl(await linkOfSaved(game.id)),
  watchReplay: () => linkOfSaved(game.id).then((link) => { location.hash = link.slice(1); })
    .catch((err) => banner("replay", t("game.replay-failed", { error: errorText(err) }))),
  skip: () => { if (hurry) hurry(); },
  undoGrace: () => {
    if (!grace || grace.undo) return;
    grace.undo = true;
    grace.wake();
  },
};

const RENDER = {
  handoff: renderHandoff,
  play: renderPlay,
  scoring: renderScoring,
  over: renderOver,
  bot: (screen, view, acts) => renderBot(screen, view, acts, null, grace),
};

/**
 * Draw the engine's answer: the screen it names, from the view it gives;
 * `played`: the computer's move that led to it, marked on the table.
 */
function draw(answer, news, started = performance.now(), played = null) {
  const { screen, view } = answer;
  shown = { screen, view };
  if (["home", "setup"].includes(screenName())) clearHomeBanners();
  const render = RENDER[screen.name];
  let extra = news;
  if (screen.name === "handoff") extra = [news, t("game.pass-to", { player: screen.seats[view.to_act].label, task: screen.task })].filter(Boolean).join(" ");
  if (screen.name === "over") extra = t("game.over-said", { verdict: screen.verdict });
  if (screen.name === "bot") extra = [news, screen.title].filter(Boolean).join(" ");
  speak(screen.words.log, extra);
  sounds(screen, view);
  show(screen.name, render(screen, view, actions, played), view, started, answer);
  markBot(screen.name === "bot" ? screen.bot.seat : null);
  markHints(screen);
  // A reload reopens this game (on its handoff: the engine decides, D19).
  store.setScreen(game.id);
  game.holder = screen.holder; // for a new engine to bring back this screen (recover)
  if (screen.name === "bot") {
    // After the caller's own bookkeeping: the computer's turn is a call of its own.
    const mine = generation;
    setTimeout(() => { if (mine === generation) think(); }, 0);
  }
}

/** The sounds of a new screen (where sounds are on): a Gem said aloud, a person's turn. */
let lastTurn = null;
function sounds(screen, view) {
  if (view.announce) chime("gem");
  const turn = ["play", "scoring"].includes(screen.name) ? `${view.viewer}:${view.round}:${view.phase}:${view.log.entries.length}` : null;
  if (turn && lastTurn === null) chime("turn");
  lastTurn = turn;
}

function markBot(seat) {
  if (seat === null) delete screenData().botSeat;
  else screenData().botSeat = String(seat);
}

/** Until `ms` after `since`, or a tap that hurries it (Go on, Undo). */
function waitFor(since, ms, onTap) {
  return new Promise((resolve) => {
    const left = since + ms - performance.now();
    const timer = Number.isFinite(left) ? setTimeout(resolve, Math.max(0, left)) : null;
    onTap(() => { clearTimeout(timer); resolve(); });
  });
}

/** data-hints: the hints the person looking has asked in this game (empty on the table's view). */
function markHints(screen) {
  screenData().hints = screen.hints === null || screen.hints === undefined ? "" : String(screen.hints);
}

/**
 * A computer player's turn: the worker thinks (the page stays free: Home, the
 * log, the table, any sheet), while the move before it stays on screen.  Its
 * move is then shown, at least SHOW_MOVE_MS, while the next computer thinks
 * in turn; the last one before a person's turn is marked on his screen until
 * he acts.  A person's grace move (D23) holds the first answer unseen for
 * GRACE_MS, so that his Undo takes back both.
 */
async function think() {
  const mine = generation;
  if (!game.owned) return; // the tab that holds the game plays its computers
  const level = shown ? shown.screen.bot.kind : "computer";
  busy = true;
  let answer;
  try {
    const began = performance.now();
    answer = await engine.call("bot");
    try {
      // How long a computer player thought, by level (benchmarks/bench_bots_web.py).
      performance.measure(`golden-sails:bot:${level}`, { start: began, end: performance.now() });
    } catch {
      /* no User Timing Level 3 */
    }
  } catch (err) {
    if (mine !== generation) return;
    busy = false;
    shown = null;
    grace = null;
    if (engineDown(err)) recover(err);
    else showError(t("game.bot-failed"), err, { home: goHome });
    return;
  }
  if (mine !== generation) return; // the game was left while it thought
  if (grace) {
    const held = grace;
    if (!held.undo) await waitFor(held.began, held.ms, (wake) => { held.wake = wake; });
    grace = null;
    if (mine !== generation) return;
    if (held.undo) {
      await takeBackUnseen(mine);
      return;
    }
  }
  // The move on screen (a computer's) shown long enough, or Go on tapped.
  if (shown === null) await waitFor(shownAt, SHOW_MOVE_MS[settings().botSpeed], (tap) => { hurry = tap; });
  hurry = null;
  if (mine !== generation) return;
  persist(answer);
  const next = answer.screen.name;
  if (next !== "bot" && settings().botSpeed !== "step") {
    busy = false;
    draw(answer, answer.played.text, performance.now(), answer.played);
    return;
  }
  shown = null; // nothing to tap while the move is shown
  speak(answer.screen.words.log, answer.played.text);
  show("bot", renderBot(answer.screen, answer.view, actions, answer.played), answer.view, undefined, answer);
  markBot(next === "bot" ? answer.screen.bot.seat : answer.played.seat);
  markHints(answer.screen);
  shownAt = performance.now();
  if (next === "bot") {
    // The next computer thinks while this move stays on screen.
    think();
    return;
  }
  // Step by step, the last move waits for Go on before the person's screen.
  await waitFor(shownAt, Infinity, (tap) => { hurry = tap; });
  hurry = null;
  if (mine !== generation) return;
  busy = false;
  draw(answer, undefined, performance.now(), answer.played);
}

/** Undo in the grace (D23): the person's move and the computer's answer nobody saw. */
async function takeBackUnseen(mine) {
  try {
    const answer = await engine.call("undo", 1);
    if (mine !== generation) return;
    busy = false;
    persist(answer);
    draw(answer, t("game.undone"));
  } catch (err) {
    if (mine !== generation) return;
    busy = false;
    if (engineDown(err)) {
      recover(err);
      return;
    }
    shown = null;
    showError(t("game.undo-failed"), err, { home: goHome });
  }
}

/**
 * The Hard level's choice for the person to act and why, from his own view (a
 * hint).  A hint asked is part of the game's record: the answer carries the
 * save with it counted, stored at once, and the count on screen follows.
 */
async function askHint() {
  if (busy || !shown || !["play", "scoring"].includes(shown.screen.name)) return;
  const mine = generation;
  const box = document.querySelector("[data-hint-text]");
  if (box) box.textContent = t("game.hint-thinking");
  busy = true;
  let answer;
  try {
    answer = await engine.call("hint");
  } catch (err) {
    busy = false;
    if (box) box.textContent = t("game.hint-failed", { error: errorText(err) });
    return;
  }
  busy = false;
  if (mine !== generation) return;
  persist(answer);
  shown = { screen: answer.screen, view: answer.view };
  markHints(answer.screen);
  const used = document.querySelector("[data-hints-used]");
  if (used) used.textContent = answer.screen.hints ? tn("pieces.hints-used", answer.screen.hints) : "";
  if (!box || !box.isConnected) return;
  box.textContent = answer.hint.text;
  const text = JSON.stringify(answer.hint.move);
  for (const button of document.querySelectorAll("button[data-move]")) {
    button.classList.toggle("hinted", button.getAttribute("data-move") === text);
  }
}

/**
 * One call that changes the game; its answer is saved and drawn.  `graceful`:
 * a move a computer answers at once, which Undo may take back until that
 * answer is shown (D23).
 */
async function call(name, args, failure, news, tapped, graceful = false) {
  if (busy || !shown) return;
  if (!game.owned) {
    otherTab();
    return;
  }
  busy = true;
  chosen = null;
  try {
    const answer = await engine.call(name, ...args);
    shown = null; // the old view is gone
    persist(answer);
    if (graceful && answer.screen.name === "bot") {
      grace = { began: performance.now(), ms: GRACE_MS[settings().botSpeed], undo: false, wake: () => {} };
    }
    draw(answer, news);
    // How long from the tap to the page drawn (benchmarks read these entries).
    if (tapped !== undefined) measure(tapped);
  } catch (err) {
    busy = false;
    if (engineDown(err)) {
      recover(err);
      return;
    }
    shown = null;
    showError(failure, err, { home: goHome });
    return;
  }
  busy = false;
}

/**
 * The engine died under a call (its worker crashed, ran out of memory, or
 * passed the call's time limit): a new one is started, and the game reopens
 * from its save at the screen it was on.  The call that was in flight was
 * never answered, so nothing of it was saved: it is made again by the player
 * (a computer's turn, by the page), once; never twice.
 */
async function recover(err) {
  if (!game) return;
  const { id, holder } = game;
  const mine = generation;
  busy = true;
  shown = null;
  banner("engine-restarted", t("game.engine-restarted", { error: errorText(err) }));
  try {
    await engine.restart();
    const got = store.readGame(id);
    if (!got.entry) throw new Error(t("game.read-again-failed", { fault: got.fault }));
    let answer = await engine.call("load", got.raw, nameOf(id));
    // Not a cold start: the same person still holds the phone, in this page.
    if (holder !== null && holder !== undefined && answer.screen.name === "handoff" && answer.view.to_act === holder) {
      answer = await engine.call("reveal");
    }
    if (mine !== generation) return;
    busy = false;
    await opened(id, answer, store.revisionOf(got.entry));
  } catch (again) {
    busy = false;
    showError(t("game.engine-again-failed"), again, { home: goHome });
  }
}

/**
 * A tap on a button[data-move]: the move's JSON, exactly as the engine listed it.
 * A move that could not be taken back once played (the engine marks it final:
 * a computer answers at once, or cards are revealed) waits for a confirmation
 * first, unless the player turned that off in the settings: R20 lets Undo take
 * back only what nobody has seen, so a mis-tap is mended here or not at all.
 */
export function playMove(moveText, tapped) {
  if (busy || !shown || !["play", "scoring"].includes(shown.screen.name)) return;
  // The move's words are the screen's at the index of its JSON in the view's moves.
  const index = shown.view.legal_moves.findIndex((m) => JSON.stringify(m) === moveText);
  const described = index >= 0 ? shown.screen.moves[index] : undefined;
  if (described && described.final && settings().confirmMoves) {
    choose(described, moveText);
    return;
  }
  call("play", [moveText], t("game.play-failed"), undefined, tapped, Boolean(described && described.grace));
}

/** Show the tapped move as chosen, with Confirm and Change; nothing is played yet. */
function choose(described, moveText) {
  chosen = moveText;
  const screenEl = document.getElementById("screen");
  for (const button of screenEl.querySelectorAll("button[data-move]")) {
    const mine = button.getAttribute("data-move") === moveText;
    button.classList.toggle("chosen", mine);
    button.setAttribute("aria-pressed", mine ? "true" : "false");
  }
  const confirm = h("button", {
    type: "button", class: "primary", "data-confirm-move": "",
    onclick: (event) => {
      if (chosen === moveText) call("play", [moveText], t("game.play-failed"), undefined, event.timeStamp, Boolean(described.grace));
    },
  }, t("game.confirm"));
  const change = h("button", { type: "button", class: "quiet", onclick: () => unchoose() }, t("game.change"));
  const bar = h("div", { class: "confirm-bar", "data-confirm-bar": "", role: "group", "aria-label": t("game.confirm-bar") },
    h("p", null, t("game.confirm-question", { move: described.label })), h("div", { class: "row" }, confirm, change));
  const old = screenEl.querySelector("[data-confirm-bar]");
  if (old) old.replaceWith(bar);
  else screenEl.appendChild(bar);
  confirm.focus({ preventScroll: true });
}

function unchoose() {
  chosen = null;
  const screenEl = document.getElementById("screen");
  for (const button of screenEl.querySelectorAll("button[data-move]")) {
    button.classList.remove("chosen");
    button.removeAttribute("aria-pressed");
  }
  screenEl.querySelector("[data-confirm-bar]")?.remove();
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

/**
 * A game the engine just opened (started, loaded or imported): claimed for this
 * tab, stored, then drawn.  `rev`: the stored revision it was read from (null: a
 * new game); `steal`: take it from a tab that holds it.
 */
async function opened(id, answer, rev = null, steal = false) {
  const mine = { id: answer.game || id, save: null, meta: null, rev, owned: false };
  game = mine;
  mine.owned = await claim(mine.id, () => lost(mine), steal);
  if (game !== mine) return; // closed while it was claimed
  enterGame(mine.id); // the game's one entry in the browser's history (device/nav.js)
  persist(answer);
  if (!mine.owned) otherTab();
  else clearBanner("other-tab");
  logRead(answer.screen.words.log);
  draw(answer);
}

/** A new deal's seed: 0..2^53-1, exact in the page's numbers. */
function randomSeed() {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return (words[0] & 0x1fffff) * 0x100000000 + words[1];
}

/** The same table again, a new deal: a new game beside the finished one. */
async function rematch() {
  if (busy || !shown || shown.screen.name !== "over") return;
  busy = true;
  try {
    const id = store.newId();
    await opened(id, await engine.call("rematch", randomSeed(), id));
  } catch (err) {
    busy = false;
    showError(t("game.rematch-failed"), err, { home: goHome });
    return;
  }
  busy = false;
}

export async function start(config, seed) {
  if (busy) return;
  busy = true;
  try {
    if (seed === null) seed = randomSeed();
    const id = store.newId();
    const answer = await engine.call("start", JSON.stringify(config), seed, id);
    await opened(id, answer);
    store.askPersistence();
  } finally {
    busy = false; // a refusal is the form's to show
  }
}

/** A storage key the engine takes as a game's name (golden_sails.app.saves.GAME_ID), else null. */
function nameOf(id) {
  return /^[A-Za-z0-9_-]{8,64}$/.test(id) ? id : null;
}

/**
 * Open a stored game cold (from home, after a reload, in a new tab): nobody
 * holds the phone, so a game of two or more people opens on its handoff (D19).
 */
export async function resume(id, steal = false) {
  if (busy) return;
  busy = true;
  const got = store.readGame(id);
  if (!got.entry) {
    const where = got.raw !== undefined ? store.setAside(id, got.raw) : null;
    busy = false;
    goHome();
    banner(`corrupt-${id}`, where ? t("game.corrupt-set-aside", { fault: got.fault, where }) : t("game.corrupt", { fault: got.fault }));
    return;
  }
  try {
    // The stored text itself: the engine reads it strictly (duplicate keys, huge numbers...).
    await opened(id, await engine.call("load", got.raw, nameOf(id)), store.revisionOf(got.entry), steal);
  } catch (err) {
    busy = false;
    if (engineDown(err)) {
      showError(t("game.engine-stopped-opening"), err, { home: goHome });
      return;
    }
    // The engine refused the save (it replays and checks every move): set it aside.
    const where = store.setAside(id, got.raw);
    goHome();
    banner(`corrupt-${id}`, where ? t("game.refused-set-aside", { error: errorText(err), where }) : t("game.corrupt", { fault: errorText(err) }));
    return;
  }
  busy = false;
}

/**
 * R8's memory aid switched for game `id` from the settings opened over it (D20):
 * the engine still holds the game, and the change is saved at once.  Answers
 * whether it was that game.
 */
export async function applyMemoryAid(id, on) {
  const now = await engine.call("current");
  if (now.game !== id) return false;
  const changed = await engine.call("memory_aid", JSON.stringify(on));
  const got = store.readGame(id);
  store.writeRevision(id, changed.save, metaOf(changed.screen, changed.view), store.revisionOf(got.entry));
  return true;
}

/**
 * Back to the game the rules (or the settings) were opened from, in this same
 * page: the engine still holds it, with the same person holding the phone, so
 * his screen comes back as it was.  Anything else (a reload on the rules, the
 * engine restarted) opens it cold, on its handoff.
 */
export async function returnTo(id) {
  if (busy) return;
  let answer = null;
  try {
    answer = await engine.call("current");
  } catch (err) {
    if (engineDown(err)) throw err;
  }
  if (answer && answer.game === id) {
    await opened(id, answer, store.revisionOf(store.readGame(id).entry));
    return;
  }
  await resume(id);
}

/**
 * A save from a file.  A game already on this device is continued, not opened
 * a second time (golden_sails.app.session.restore decides how, against the copy
 * here); a game restored from a file opens on its handoff, which tells the
 * table so.
 */
export async function importFile(file) {
  if (busy) return;
  if (file.size > 2_000_000) {
    banner("import", t("game.import-too-big", { file: file.name }));
    return;
  }
  busy = true;
  try {
    // A save, or one of our own storage entries ({save, meta}): the engine reads either.
    const text = await file.text();
    const { game: name } = await engine.call("save_name", text);
    let here = null;
    let rev = null;
    if (name) {
      const got = store.readGame(name);
      if (got.entry) [here, rev] = [got.raw, store.revisionOf(got.entry)];
      else if (got.raw !== undefined) store.setAside(name, got.raw); // never overwritten unread
    }
    const answer = await engine.call("restore", text, here, store.newId());
    await opened(answer.game, answer, answer.game === name ? rev : null);
    store.askPersistence();
    // Said once here; a game restored from a file also says so on its handoff, to the table.
    if (answer.restored.outcome === "restored") clearBanner("import");
    else banner("import", t("game.import-done", { file: file.name, restored: answer.restored.text }), "info");
  } catch (err) {
    busy = false;
    if (engineDown(err)) {
      showError(t("game.engine-stopped-importing"), err, { home: goHome });
      return;
    }
    banner("import", t("game.import-failed", { file: file.name, error: errorText(err) }));
    return;
  }
  busy = false;
}

/** A stored finished game's replay link, "#/replay?g=..." (the engine checks the save). */
export async function linkOfSaved(id) {
  const got = store.readGame(id);
  if (!got.entry) throw new Error(t("game.read-failed", { fault: got.fault }));
  return (await engine.call("replay_link", got.raw)).link;
}

/** The whole address of a replay link, to be opened anywhere. */
export function replayUrl(link) {
  return `${location.origin}${location.pathname}${link}`;
}

export function exportSaved(id) {
  const got = store.readGame(id);
  if (got.entry) download(got.entry.save, got.entry.meta);
  else banner(`export-${id}`, t("game.export-unreadable", { fault: got.fault }));
}
