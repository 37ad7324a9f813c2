// The open game's save on the device: each move stored, other tabs, files, the ways a game opens.

import * as store from "./device/store.js";
import { h, downloadText } from "./parts/dom.js";
import { logRead, banner, clearBanner, engineDown, errorText, showError } from "./page.js";
import { t } from "./words/ui.js";
import { claim } from "./device/owner.js";
import { enterGame } from "./device/nav.js";
import { controller, open } from "./game-state.js";

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
export function persist(answer) {
  open.game.save = answer.save;
  open.game.meta = metaOf(answer.screen, answer.view);
  if (!open.game.owned) return;
  const written = store.writeRevision(open.game.id, open.game.save, open.game.meta, open.game.rev);
  if (written.conflict) {
    open.game.owned = false;
    otherTab();
  } else if (written.problem) {
    const { reason, full } = written.problem;
    const keep = h("button", { type: "button", class: "primary small-btn", "data-export-game": "", onclick: () => open.game && download(open.game.save, open.game.meta) }, t("game.export-this"));
    banner(full ? "storage-full" : "save", full
      ? t("game.storage-full")
      : t("game.not-saved", { reason }), "warn", [keep]);
  } else {
    open.game.rev = written.rev;
    clearBanner("save");
    clearBanner("storage-full");
  }
}

/** The game is another tab's: this one shows it and offers to take it over. */
export function otherTab() {
  const take = h("button", { type: "button", class: "primary small-btn", "data-take-over": "", onclick: () => takeOver() }, t("game.take-over"));
  banner("other-tab", t("game.other-tab"), "warn", [take]);
}

/** Take the game from the other tab: this tab reopens it from its newest save. */
async function takeOver() {
  if (!open.game) return;
  const { id } = open.game;
  clearBanner("other-tab");
  controller.close();
  await resume(id, true);
}

/** A tab that showed this game moved it on, or took it: this tab stops saving it. */
function lost(mine) {
  if (open.game !== mine) return;
  mine.owned = false;
  otherTab();
}

// Another tab wrote this game (a browser without Web Locks, where both played it):
// this tab learns at once, and saves nothing over the newer state.
window.addEventListener("storage", (event) => {
  if (!open.game || !open.game.owned || event.key !== `golden-sails:game:${open.game.id}` || event.newValue === null) return;
  let rev = null;
  try {
    rev = store.revisionOf(JSON.parse(event.newValue));
  } catch {
    return;
  }
  if (open.game.rev === null || rev > open.game.rev) lost(open.game);
});

export function download(save, meta) {
  const text = JSON.stringify(save, null, 2);
  const names = (meta && meta.names ? meta.names.join("-") : "game").toLowerCase().replace(/[^a-z0-9-]+/g, "") || "game";
  const date = new Date().toISOString().slice(0, 10);
  downloadText(`golden-sails-${names}-${date}.json`, text);
}

/**
 * A game the engine just opened (started, loaded or imported): claimed for this
 * tab, stored, then drawn.  `rev`: the stored revision it was read from (null: a
 * new game); `steal`: take it from a tab that holds it.
 */
export async function opened(id, answer, rev = null, steal = false) {
  const mine = { id: answer.game || id, save: null, meta: null, rev, owned: false };
  open.game = mine;
  mine.owned = await claim(mine.id, () => lost(mine), steal);
  if (open.game !== mine) return; // closed while it was claimed
  enterGame(mine.id); // the game's one entry in the browser's history (device/nav.js)
  persist(answer);
  if (!mine.owned) otherTab();
  else clearBanner("other-tab");
  logRead(answer.screen.words.log);
  controller.draw(answer);
}

/** A new deal's seed: 0..2^53-1, exact in the page's numbers. */
function randomSeed() {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return (words[0] & 0x1fffff) * 0x100000000 + words[1];
}

/** The same table again, a new deal: a new game beside the finished one. */
export async function rematch() {
  if (open.busy || !open.shown || open.shown.screen.name !== "over") return;
  open.busy = true;
  try {
    const id = store.newId();
    await opened(id, await open.engine.call("rematch", randomSeed(), id));
  } catch (err) {
    open.busy = false;
    showError(t("game.rematch-failed"), err, { home: open.goHome });
    return;
  }
  open.busy = false;
}

export async function start(config, seed) {
  if (open.busy) return;
  open.busy = true;
  try {
    if (seed === null) seed = randomSeed();
    const id = store.newId();
    const answer = await open.engine.call("start", JSON.stringify(config), seed, id);
    await opened(id, answer);
    store.askPersistence();
  } finally {
    open.busy = false; // a refusal is the form's to show
  }
}

/** A storage key the engine takes as a game's name (golden_sails.app.saves.GAME_ID), else null. */
export function nameOf(id) {
  return /^[A-Za-z0-9_-]{8,64}$/.test(id) ? id : null;
}

/**
 * Open a stored game cold (from home, after a reload, in a new tab): nobody
 * holds the phone, so a game of two or more people opens on its handoff (D19).
 */
export async function resume(id, steal = false) {
  if (open.busy) return;
  open.busy = true;
  const got = store.readGame(id);
  if (!got.entry) {
    const where = got.raw !== undefined ? store.setAside(id, got.raw) : null;
    open.busy = false;
    open.goHome();
    banner(`corrupt-${id}`, where ? t("game.corrupt-set-aside", { fault: got.fault, where }) : t("game.corrupt", { fault: got.fault }));
    return;
  }
  try {
    // The stored text itself: the engine reads it strictly (duplicate keys, huge numbers...).
    await opened(id, await open.engine.call("load", got.raw, nameOf(id)), store.revisionOf(got.entry), steal);
  } catch (err) {
    open.busy = false;
    if (engineDown(err)) {
      showError(t("game.engine-stopped-opening"), err, { home: open.goHome });
      return;
    }
    // The engine refused the save (it replays and checks every move): set it aside.
    const where = store.setAside(id, got.raw);
    open.goHome();
    banner(`corrupt-${id}`, where ? t("game.refused-set-aside", { error: errorText(err), where }) : t("game.corrupt", { fault: errorText(err) }));
    return;
  }
  open.busy = false;
}

/**
 * R8's memory aid switched for game `id` from the settings opened over it (D20):
 * the engine still holds the game, and the change is saved at once.  Answers
 * whether it was that game.
 */
export async function applyMemoryAid(id, on) {
  const now = await open.engine.call("current");
  if (now.game !== id) return false;
  const changed = await open.engine.call("memory_aid", JSON.stringify(on));
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
  if (open.busy) return;
  let answer = null;
  try {
    answer = await open.engine.call("current");
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
  if (open.busy) return;
  if (file.size > 2_000_000) {
    banner("import", t("game.import-too-big", { file: file.name }));
    return;
  }
  open.busy = true;
  try {
    // A save, or one of our own storage entries ({save, meta}): the engine reads either.
    const text = await file.text();
    const { game: name } = await open.engine.call("save_name", text);
    let here = null;
    let rev = null;
    if (name) {
      const got = store.readGame(name);
      if (got.entry) [here, rev] = [got.raw, store.revisionOf(got.entry)];
      else if (got.raw !== undefined) store.setAside(name, got.raw); // never overwritten unread
    }
    const answer = await open.engine.call("restore", text, here, store.newId());
    await opened(answer.game, answer, answer.game === name ? rev : null);
    store.askPersistence();
    // Said once here; a game restored from a file also says so on its handoff, to the table.
    if (answer.restored.outcome === "restored") clearBanner("import");
    else banner("import", t("game.import-done", { file: file.name, restored: answer.restored.text }), "info");
  } catch (err) {
    open.busy = false;
    if (engineDown(err)) {
      showError(t("game.engine-stopped-importing"), err, { home: open.goHome });
      return;
    }
    banner("import", t("game.import-failed", { file: file.name, error: errorText(err) }));
    return;
  }
  open.busy = false;
}

/** A stored finished game's replay link, "#/replay?g=..." (the engine checks the save). */
export async function linkOfSaved(id) {
  const got = store.readGame(id);
  if (!got.entry) throw new Error(t("game.read-failed", { fault: got.fault }));
  return (await open.engine.call("replay_link", got.raw)).link;
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
