// Saved games in localStorage, one key per game.
//
//   golden-sails:game:<id>     {"save": <the bridge's save object>, "meta": {names, round, rounds,
//                              phase, variant, updated}, "rev": <writes so far>}
//                              (no words of a language: older entries' "status" and
//                              "variant_name" words are read, and dropped when mended)
//   golden-sails:corrupt:<id>  an entry that could not be read, set aside untouched
// The save is opaque here: the page stores it and hands it back to the bridge,
// it never decodes the moves into game state (R10).  Keys without our prefix,
// and our entries other than the one being written, are never touched.

import { t } from "../words/ui.js";
import { PHASES, ROUNDS } from "../engine/core.js";

const PREFIX = "golden-sails:";
const GAME = PREFIX + "game:";
const CORRUPT = PREFIX + "corrupt:";
// In sessionStorage (this tab only): the game on screen, so that a reload
// reopens it (on its handoff: who held the phone is not kept, D19).
const SCREEN = PREFIX + "screen";

// Entries that could not even be moved aside (a full storage): skipped for this session.
const skipped = new Set();

function storage() {
  try {
    return window.localStorage || null;
  } catch {
    return null; // storage disabled: the games still play, unsaved
  }
}

export function isQuotaError(err) {
  if (!err) return false;
  return (
    err.name === "QuotaExceededError" ||
    err.name === "NS_ERROR_DOM_QUOTA_REACHED" ||
    err.code === 22 ||
    err.code === 1014
  );
}

/** Why an entry's text is not one of our saved games, or null when it is. */
export function entryFault(raw) {
  let doc;
  try {
    doc = JSON.parse(raw);
  } catch {
    return t("store.not-json");
  }
  if (!doc || typeof doc !== "object" || Array.isArray(doc)) return t("store.not-object");
  const { save, meta } = doc;
  if (!save || typeof save !== "object" || Array.isArray(save) || save.format !== "golden-sails-save") {
    return t("store.no-save");
  }
  if (!meta || typeof meta !== "object" || Array.isArray(meta)) return t("store.no-meta");
  if (doc.rev !== undefined && !(Number.isInteger(doc.rev) && doc.rev >= 0)) return t("store.bad-rev");
  return metaFault(meta);
}

// What home draws from meta before the engine has checked the saves (app.js
// then shows the engine's own summaries): every field it reads, checked as
// strictly as a save checks its own (lengths, ranges, no control characters).
const NAME = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]{1,48}$/;

function nameList(value, n) {
  return Array.isArray(value) && value.length === n && value.every((v) => typeof v === "string" && NAME.test(v));
}

/** Why a stored game's meta cannot be shown on home, or null. */
export function metaFault(meta) {
  const { names } = meta;
  if (!Array.isArray(names) || names.length < 2 || names.length > 4 || !nameList(names, names.length)) {
    return t("store.bad-names");
  }
  const n = names.length;
  if (!Number.isInteger(meta.round) || meta.round < 1 || meta.round > ROUNDS) return t("store.bad-round");
  if (!PHASES.includes(meta.phase)) return t("store.bad-phase");
  if (typeof meta.updated !== "number" || !Number.isFinite(meta.updated) || meta.updated < 0 || meta.updated > 1e14) {
    return t("store.bad-updated");
  }
  if (meta.players !== undefined && !nameList(meta.players, n)) return t("store.bad-players");
  if (meta.rounds !== undefined && !(Number.isInteger(meta.rounds) && meta.rounds >= meta.round && meta.rounds <= ROUNDS)) {
    return t("store.bad-rounds");
  }
  for (const key of ["status", "variant", "variant_name"]) {
    if (meta[key] !== undefined && !(typeof meta[key] === "string" && NAME.test(meta[key]))) return t("store.bad-text", { key: `meta.${key}` });
  }
  if (meta.totals !== undefined || meta.winners !== undefined) {
    const seats = meta.players || names;
    if (!Array.isArray(meta.totals) || meta.totals.length !== n
        || !meta.totals.every((t) => Number.isInteger(t) && Math.abs(t) <= 999)) {
      return t("store.bad-totals");
    }
    if (!Array.isArray(meta.winners) || !meta.winners.length || !meta.winners.every((w) => seats.includes(w))) {
      return t("store.bad-winners");
    }
  }
  return null;
}

/**
 * Every saved game, newest first, and the problems met: an entry that is not
 * ours is moved to golden-sails:corrupt:<id> (or skipped when even that fails).
 */
export function listGames() {
  const ls = storage();
  const games = [];
  const problems = [];
  if (!ls) return { games, problems, unavailable: true };
  const keys = [];
  for (let i = 0; i < ls.length; i++) {
    const key = ls.key(i);
    if (key && key.startsWith(GAME)) keys.push(key);
  }
  for (const key of keys) {
    if (skipped.has(key)) continue;
    const id = key.slice(GAME.length);
    let raw;
    try {
      raw = ls.getItem(key);
    } catch (err) {
      problems.push({ id, reason: t("store.unreadable", { error: err && err.name }), where: null });
      skipped.add(key);
      continue;
    }
    if (raw === null) continue;
    const fault = entryFault(raw);
    if (fault) {
      problems.push({ id, reason: fault, where: setAside(id, raw) });
      continue;
    }
    const { meta } = JSON.parse(raw);
    games.push({ id, meta, raw });
  }
  games.sort((a, b) => b.meta.updated - a.meta.updated);
  return { games, problems, unavailable: false };
}

/** Every entry set aside (golden_sails-corrupt:*): [{key, raw}]. */
export function setAsideEntries() {
  const ls = storage();
  const out = [];
  if (!ls) return out;
  try {
    for (let i = 0; i < ls.length; i++) {
      const key = ls.key(i);
      if (key && key.startsWith(CORRUPT)) out.push({ key, raw: ls.getItem(key) });
    }
  } catch {
    /* unreadable storage: nothing to offer */
  }
  return out;
}

/** Remove the set-aside entries named (after the player exported them). */
export function removeSetAside(keys) {
  const ls = storage();
  if (!ls) return;
  for (const key of keys) {
    if (!key.startsWith(CORRUPT)) continue;
    try {
      ls.removeItem(key);
    } catch {
      /* nothing more to do */
    }
  }
}

/** A stored game's meta made the engine's own summary of its save; true when it changed. */
export function correctMeta(id, summary) {
  const got = readGame(id);
  if (!got.entry) return false;
  const meta = { ...got.entry.meta, players: summary.names, names: summary.labels, round: summary.round, phase: summary.phase };
  delete meta.status; // words of a language, from older versions: worded when shown now
  delete meta.variant_name;
  delete meta.totals;
  delete meta.winners;
  delete meta.hints;
  if (summary.totals) Object.assign(meta, { totals: summary.totals, winners: summary.winners });
  if (summary.hints && summary.hints.some((n) => n > 0)) meta.hints = summary.hints;
  if (JSON.stringify(meta) === JSON.stringify(got.entry.meta)) return false;
  // The same save, the same revision: only its summary is mended.
  return writeGame(id, { ...got.entry, meta }) === null;
}

/** The stored entry {save, meta} of a game, or a fault. */
export function readGame(id) {
  const ls = storage();
  if (!ls) return { fault: t("store.no-storage") };
  let raw;
  try {
    raw = ls.getItem(GAME + id);
  } catch (err) {
    return { fault: t("store.unreadable", { error: err && err.name }) };
  }
  if (raw === null) return { fault: t("store.gone") };
  const fault = entryFault(raw);
  if (fault) return { fault, raw };
  return { entry: JSON.parse(raw), raw };
}

/**
 * Move an entry aside, untouched, so it never breaks the list again.
 * Answers the key it went to, or null when it had to stay (then it is skipped).
 */
export function setAside(id, raw) {
  const ls = storage();
  const key = GAME + id;
  if (!ls) return null;
  try {
    if (raw === undefined) raw = ls.getItem(key);
    if (raw === null) return null;
    let target = CORRUPT + id;
    for (let n = 2; ls.getItem(target) !== null; n++) target = `${CORRUPT}${id}-${n}`;
    ls.setItem(target, raw);
    ls.removeItem(key);
    return target;
  } catch {
    skipped.add(key);
    return null;
  }
}

/** Write one game; answers null, or {reason, full} when it could not be saved. */
export function writeGame(id, entry) {
  const ls = storage();
  if (!ls) return { reason: t("store.disabled"), full: false };
  try {
    ls.setItem(GAME + id, JSON.stringify(entry));
    return null;
  } catch (err) {
    if (isQuotaError(err)) return { reason: t("store.full"), full: true };
    return { reason: t("store.refused", { error: (err && err.name) || err }), full: false };
  }
}

/** How much the saved games take on this device, in bytes (UTF-16, as browsers count). */
export function bytesUsed() {
  const ls = storage();
  let chars = 0;
  if (!ls) return 0;
  try {
    for (let i = 0; i < ls.length; i++) {
      const key = ls.key(i);
      if (key && key.startsWith(PREFIX)) chars += key.length + (ls.getItem(key) || "").length;
    }
  } catch {
    /* unreadable: what was counted */
  }
  return chars * 2;
}

/** The revision of a stored game: each write of a move adds one (0 for an entry without). */
export function revisionOf(entry) {
  return entry && Number.isInteger(entry.rev) && entry.rev >= 0 ? entry.rev : 0;
}

/**
 * Write a game's next revision, based on revision `basedOn` (null: a new game).
 * A write based on an older revision than the one stored is never made: another
 * tab moved the game on.  Answers {rev} once written, or {conflict: true}, or
 * {problem: {reason, full}} when it could not be saved.
 */
export function writeRevision(id, save, meta, basedOn) {
  const got = readGame(id);
  const stored = got.entry ? revisionOf(got.entry) : null;
  if (stored !== null && basedOn !== null && stored > basedOn) return { conflict: true };
  const rev = (stored ?? basedOn ?? -1) + 1;
  const problem = writeGame(id, { save, meta, rev });
  return problem ? { problem } : { rev };
}

export function deleteGame(id) {
  const ls = storage();
  if (!ls) return;
  try {
    ls.removeItem(GAME + id);
  } catch {
    /* nothing more to do */
  }
}

function session() {
  try {
    return window.sessionStorage || null;
  } catch {
    return null;
  }
}

/** The game this tab shows: {id}, or null. */
export function getScreen() {
  try {
    const ss = session();
    const doc = ss ? JSON.parse(ss.getItem(SCREEN) || "null") : null;
    if (doc && typeof doc.id === "string") return { id: doc.id };
  } catch {
    /* unreadable: start from the home screen */
  }
  return null;
}

export function setScreen(id) {
  try {
    const ss = session();
    if (ss) ss.setItem(SCREEN, JSON.stringify({ id }));
  } catch {
    /* a reload then opens the home screen instead */
  }
}

export function clearScreen() {
  try {
    const ss = session();
    if (ss) ss.removeItem(SCREEN);
  } catch {
    /* ignore */
  }
}

export function newId() {
  try {
    if (crypto.randomUUID) return crypto.randomUUID();
  } catch {
    /* not a secure context */
  }
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Date.now().toString(36) + "-" + Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Ask the browser to keep our storage (not evicted under pressure). */
export function askPersistence() {
  try {
    if (navigator.storage && navigator.storage.persist) {
      navigator.storage.persisted().then((yes) => (yes ? true : navigator.storage.persist())).catch(() => false);
    }
  } catch {
    /* not offered by this browser */
  }
}
