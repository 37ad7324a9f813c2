// The open game: one session in the engine (golden_sails.app.session), drawn and played.
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
//
// The computers' turns are game-bots.js's, the save on the device and the ways
// a game opens (new, stored, a file) game-store.js's; the state they share is
// game-state.js's one object.

import { h } from "./parts/dom.js";
import { show, speak, banner, engineDown, errorText, showError, screenName, screenData, clearHomeBanners } from "./page.js";
import { renderHandoff } from "./screens/handoff.js";
import { renderBot } from "./screens/bot.js";
import { renderPlay } from "./screens/play.js";
import { renderScoring } from "./screens/scoring.js";
import { renderOver } from "./screens/over.js";
import { renderPhone } from "./screens/phone.js";
import { t, tn } from "./words/ui.js";
import { settings } from "./device/settings.js";
import { chime } from "./device/sound.js";
import { release } from "./device/owner.js";
import * as store from "./device/store.js";
import { sheetNowFrom } from "./parts/sheet-now.js";
import { areaNoteFrom } from "./parts/market.js";
import { currentSource } from "./parts/sheet.js";
import { controller, open, tellSettled } from "./game-state.js";
import { GRACE_MS, think } from "./game-bots.js";
import { showAway, tellGuests, withPeers } from "./game-phones.js";
import { setPeers } from "./parts/presence.js";
import { download, linkOfSaved, nameOf, opened, otherTab, persist, rematch, replayUrl } from "./game-store.js";

export { start, resume, applyMemoryAid, returnTo, importFile, linkOfSaved, exportSaved } from "./game-store.js";
export { relayTable } from "./game-phones.js";

/** `settled`: told when the game may no longer hold up a screen's call (game-state.js). */
export function attach(theEngine, home, setup, settled = () => {}, pairAgain = () => {}) {
  open.engine = theEngine;
  open.settled = settled;
  open.pairAgain = pairAgain;
  open.goHome = home;
  open.newGame = setup;
  // A tap on a VP: the sheet of the game on screen, from the view on screen's seat.
  sheetNowFrom(async (seat, source) => {
    if (!open.game) return null;
    const mine = open.generation;
    // Of the moment on screen: a computer's answer not shown yet is not counted.
    const at = source && Number.isInteger(source.screen.turn) ? source.screen.turn : null;
    const answer = await open.engine.call("sheet_now", seat, at);
    return mine === open.generation ? answer : null;
  });
  // A long press on an Area: its note for the view on screen, of that moment.
  areaNoteFrom((slot, pile) => {
    const source = currentSource();
    if (!open.game || !source || !source.screen || source.view.viewer === null) return null;
    const mine = open.generation;
    return open.engine.call("area_note", slot, pile, source.screen.turn)
      .then((answer) => (mine === open.generation ? answer : null));
  });
}

/** The game leaves the screen; `keep`: this tab keeps holding it (the rules over it). */
export function close(keep = false) {
  open.generation += 1;
  if (!keep) release();
  open.game = null;
  open.shown = null;
  setPeers([]); // no guest's phone once its game is closed (parts/presence.js)
  open.chosen = null;
  open.busy = false;
  open.grace = null;
  if (open.hurry) open.hurry();
}

export function isBusy() {
  return open.busy;
}

const actions = {
  home: () => open.goHome(),
  exportGame: () => open.game && download(open.game.save, open.game.meta),
  undo: () => call("undo", [], t("game.undo-failed"), t("game.undone")),
  reveal: () => call("reveal", [], t("game.reveal-failed")),
  // No Hint button where the settings turned hints off.
  get hint() { return settings().hints ? askHint : null; },
  rematch: () => rematch(),
  newGame: () => open.newGame(open.game && open.game.meta),
  replayLink: async () => replayUrl(await linkOfSaved(open.game.id)),
  watchReplay: () => linkOfSaved(open.game.id).then((link) => { location.hash = link.slice(1); })
    .catch((err) => banner("replay", t("game.replay-failed", { error: errorText(err) }))),
  skip: () => { if (open.hurry) open.hurry(); },
  undoGrace: () => {
    if (!open.grace || open.grace.undo) return;
    open.grace.undo = true;
    open.grace.wake();
  },
};

const RENDER = {
  handoff: renderHandoff,
  play: renderPlay,
  scoring: renderScoring,
  over: renderOver,
  phone: renderPhone,
  bot: (screen, view, acts) => renderBot(screen, view, acts, null, open.grace),
};

/**
 * Draw the engine's answer: the screen it names, from the view it gives;
 * `played`: the computer's move that led to it, marked on the table.
 */
function draw(answer, news, started = performance.now(), played = null) {
  const { screen, view } = answer;
  withPeers(screen); // a guest seat's row says whether its phone is here (parts/presence.js)
  open.shown = { screen, view };
  if (["home", "setup"].includes(screenName())) clearHomeBanners();
  const render = RENDER[screen.name];
  let extra = news;
  if (screen.name === "handoff") extra = [news, t("game.pass-to", { player: screen.seats[view.to_act].label, task: screen.task })].filter(Boolean).join(" ");
  if (screen.name === "over") extra = t("game.over-said", { verdict: screen.verdict });
  if (screen.name === "bot") extra = [news, screen.title].filter(Boolean).join(" ");
  speak(screen.words.log, extra);
  sounds(screen, view);
  show(screen.name, render(screen, view, actions, played), view, started, answer);
  tellSettled();
  tellGuests(); // a table of phones: each guest its seat's answer now
  showAway(); // and who is not at the table, on the host's phone
  markBot(screen.name === "bot" ? screen.bot.seat : null);
  markHints(screen);
  // A reload reopens this game (on its handoff: the engine decides, D19).
  store.setScreen(open.game.id);
  open.game.holder = screen.holder; // for a new engine to bring back this screen (recover)
  if (screen.name === "bot") {
    // After the caller's own bookkeeping: the computer's turn is a call of its own.
    const mine = open.generation;
    setTimeout(() => { if (mine === open.generation) think(); }, 0);
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

/** data-hints: the hints the person looking has asked in this game (empty on the table's view). */
function markHints(screen) {
  screenData().hints = screen.hints === null || screen.hints === undefined ? "" : String(screen.hints);
}

/**
 * The Hard level's choice for the person to act and why, from his own view (a
 * hint).  A hint asked is part of the game's record: the answer carries the
 * save with it counted, stored at once, and the count on screen follows.
 */
async function askHint() {
  if (open.busy || !open.shown || !["play", "scoring"].includes(open.shown.screen.name)) return;
  const mine = open.generation;
  const box = document.querySelector("[data-hint-text]");
  if (box) box.textContent = t("game.hint-thinking");
  open.busy = true;
  let answer;
  try {
    answer = await open.engine.call("hint");
  } catch (err) {
    open.busy = false;
    if (box) box.textContent = t("game.hint-failed", { error: errorText(err) });
    return;
  }
  open.busy = false;
  if (mine !== open.generation) return;
  persist(answer);
  open.shown = { screen: answer.screen, view: answer.view };
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
  if (open.busy || !open.shown) return;
  if (!open.game.owned) {
    otherTab();
    return;
  }
  open.busy = true;
  open.chosen = null;
  try {
    const answer = await open.engine.call(name, ...args);
    open.shown = null; // the old view is gone
    persist(answer);
    if (graceful && answer.screen.name === "bot") {
      open.grace = { began: performance.now(), ms: GRACE_MS[settings().botSpeed], undo: false, wake: () => {} };
    }
    draw(answer, news);
    // How long from the tap to the page drawn (benchmarks read these entries).
    if (tapped !== undefined) measure(tapped);
  } catch (err) {
    open.busy = false;
    if (engineDown(err)) {
      recover(err);
      return;
    }
    open.shown = null;
    showError(failure, err, { home: open.goHome });
    return;
  }
  open.busy = false;
}

/**
 * The engine died under a call (its worker crashed, ran out of memory, or
 * passed the call's time limit): a new one is started, and the game reopens
 * from its save at the screen it was on.  The call that was in flight was
 * never answered, so nothing of it was saved: it is made again by the player
 * (a computer's turn, by the page), once; never twice.
 */
async function recover(err) {
  if (!open.game) return;
  const { id, holder } = open.game;
  const mine = open.generation;
  open.busy = true;
  open.shown = null;
  banner("engine-restarted", t("game.engine-restarted", { error: errorText(err) }));
  try {
    await open.engine.restart();
    const got = store.readGame(id);
    if (!got.entry) throw new Error(t("game.read-again-failed", { fault: got.fault }));
    let answer = await open.engine.call("load", got.raw, nameOf(id));
    // Not a cold start: the same person still holds the phone, in this page.
    if (holder !== null && holder !== undefined && answer.screen.name === "handoff" && answer.view.to_act === holder) {
      answer = await open.engine.call("reveal");
    }
    if (mine !== open.generation) return;
    open.busy = false;
    await opened(id, answer, store.revisionOf(got.entry));
  } catch (again) {
    open.busy = false;
    showError(t("game.engine-again-failed"), again, { home: open.goHome });
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
  if (open.busy || !open.shown || !["play", "scoring"].includes(open.shown.screen.name)) return;
  // The move's words are the screen's at the index of its JSON in the view's moves.
  const index = open.shown.view.legal_moves.findIndex((m) => JSON.stringify(m) === moveText);
  const described = index >= 0 ? open.shown.screen.moves[index] : undefined;
  if (described && described.final && settings().confirmMoves) {
    choose(described, moveText);
    return;
  }
  call("play", [moveText], t("game.play-failed"), undefined, tapped, Boolean(described && described.grace));
}

/** Show the tapped move as chosen, with Confirm and Change; nothing is played yet. */
function choose(described, moveText) {
  open.chosen = moveText;
  const screenEl = document.getElementById("screen");
  for (const button of screenEl.querySelectorAll("button[data-move]")) {
    const mine = button.getAttribute("data-move") === moveText;
    button.classList.toggle("chosen", mine);
    button.setAttribute("aria-pressed", mine ? "true" : "false");
  }
  const confirm = h("button", {
    type: "button", class: "primary", "data-confirm-move": "",
    onclick: (event) => {
      if (open.chosen === moveText) call("play", [moveText], t("game.play-failed"), undefined, event.timeStamp, Boolean(described.grace));
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
  open.chosen = null;
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

Object.assign(controller, { draw, close, recover, actions, markBot, markHints });
