// The study an author is writing, kept on this device (localStorage "golden-sails:author-draft").
//
// One draft at a time: the study as JSON (its start a finished game's replay
// link, or a game set up for it, {game: {config, seed}}, with the moves the
// author played on from its deal) (golden_sails.teach.study_json's: what
// the bridge's study_link reads), plus where the author's screen stands (the
// game's step, the note being written, whether it asks a question and the
// moves it accepts).  Written at every change, so a reload loses nothing.  A
// draft that cannot be read is never dropped: it is moved, untouched, to a
// key of its own under golden-sails:corrupt: (home offers such entries to
// export), and the fault is named.  Only the draft's shape is checked here;
// the rules core checks the study itself when it makes the link.

import { t } from "../words/ui.js";

export const DRAFT_KEY = "golden-sails:author-draft";
const ASIDE = "golden-sails:corrupt:author-draft-"; // a damaged draft: home offers it to export
const EARLIER = "golden-sails:author-draft-earlier-"; // a good draft on another game

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Why `draft` is not a draft this screen wrote, in words; null when it is one. */
function shapeFault(draft) {
  const object = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
  if (!object(draft)) return "draft";
  const { study } = draft;
  if (!object(study)) return "draft.study";
  // A finished game's replay link, or a game set up for the study with the moves played on.
  const replayed = object(study.start) && typeof study.start.replay === "string";
  const setUp = object(study.start) && object(study.start.game) && Array.isArray(study.moves);
  if (!replayed && !setUp) return "draft.study.start";
  if (!Number.isInteger(study.viewer)) return "draft.study.viewer";
  if (!Array.isArray(study.chapters) || !study.chapters.length || !study.chapters.every((c) => object(c) && typeof c.title === "string" && Array.isArray(c.steps))) return "draft.study.chapters";
  if (!Number.isInteger(draft.at) || draft.at < 0) return "draft.at";
  if (typeof draft.note !== "string") return "draft.note";
  if (!Array.isArray(draft.accepted) || draft.accepted.some((m) => typeof m !== "string")) return "draft.accepted";
  return null;
}

/** A draft kept aside untouched; its key (null when even that failed). */
function setAside(ls, raw, prefix = ASIDE) {
  const key = `${prefix}${Date.now()}`;
  try {
    ls.setItem(key, raw);
    ls.removeItem(DRAFT_KEY);
    return key;
  } catch {
    return null;
  }
}

/**
 * The draft kept on this device: {draft} (null when there is none), and
 * `fault`, the words naming a damaged one just set aside.
 */
export function readDraft() {
  const ls = storage();
  if (!ls) return { draft: null, fault: null };
  let raw;
  try {
    raw = ls.getItem(DRAFT_KEY);
  } catch {
    return { draft: null, fault: null };
  }
  if (raw === null) return { draft: null, fault: null };
  let draft;
  let why;
  try {
    draft = JSON.parse(raw);
    why = shapeFault(draft);
  } catch {
    why = t("author.draft-not-json"); // the browser's own message is in its language, not the page's
  }
  if (!why) return { draft, fault: null };
  const key = setAside(ls, raw) ?? DRAFT_KEY;
  return { draft: null, fault: t("author.draft-damaged", { why, key }) };
}

/** Keep `draft` (the whole of it); false when the device refuses. */
export function writeDraft(draft) {
  const ls = storage();
  if (!ls) return false;
  try {
    ls.setItem(DRAFT_KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** A draft on another game, with steps, kept aside before a new one begins; its key, or null. */
export function keepAside(draft) {
  const ls = storage();
  if (!ls) return null;
  return setAside(ls, JSON.stringify(draft), EARLIER);
}

/** A new draft on the finished game of replay text `g`, at step `at`, from seat `viewer`. */
export function newDraft(g, at, viewer, title) {
  return {
    study: { title, start: { replay: g }, viewer, chapters: [{ title, steps: [] }] },
    at, note: "", asking: false, accepted: [],
  };
}

/** A new draft on a game set up for the study: `game` {config, seed}, no move played yet. */
export function newGameDraft(game, title) {
  return {
    study: { title, start: { game }, moves: [], viewer: 0, chapters: [{ title, steps: [] }] },
    at: 0, note: "", asking: false, accepted: [],
  };
}

/** Whether a draft (readable or not) is kept on this device. */
export function draftKept() {
  const ls = storage();
  try {
    return Boolean(ls && ls.getItem(DRAFT_KEY) !== null);
  } catch {
    return false;
  }
}

// The study a preview shows (its "s=..." text), in sessionStorage: this tab's
// way back to the author's screen, kept across a reload of the preview.
const PREVIEW_KEY = "golden-sails:author-preview";

/** Remember that this tab previews study `s` from the author's screen. */
export function markPreview(s) {
  try {
    window.sessionStorage.setItem(PREVIEW_KEY, s);
  } catch {
    // No session storage: the preview still works; its way back is the browser's Back.
  }
}

/** Whether this tab's study `s` is the author's preview. */
export function isPreview(s) {
  try {
    return window.sessionStorage.getItem(PREVIEW_KEY) === s;
  } catch {
    return false;
  }
}
