// Links into the page: the #/new, #/score, #/scene, #/replay and #/study addresses.
//
// "#/new?players=3&names=Ann,Ben,Cat&ref=V&seed=42" opens the new-game form
// already filled in (its parameters are checked by the rules core:
// golden_sails.app.links), "#/score?t=<base64url JSON>" opens the score pad on
// a table, "#/scene?name=experts&step=3" a guided scene.  A bad parameter is
// reported by name and left out, never silently replaced by something else.

import { t } from "../words/ui.js";

/** The route in location.hash: {path: "new"|"score"|"scene"|"", query: the text after "?"}. */
export function parseHash(hash) {
  const text = (hash || "").replace(/^#/, "");
  const m = /^\/([a-z]*)(?:\?(.*))?$/.exec(text);
  if (!m) return { path: "", query: "" };
  return { path: m[1], query: m[2] || "" };
}

/** Split a query into [key, value] pairs, keeping a malformed %-escape as a fault. */
function pairs(query) {
  const out = [];
  for (const part of query.split("&")) {
    if (!part) continue;
    const eq = part.indexOf("=");
    const rawKey = eq < 0 ? part : part.slice(0, eq);
    const rawValue = eq < 0 ? "" : part.slice(eq + 1);
    let key;
    let value;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, " "));
      value = decodeURIComponent(rawValue.replace(/\+/g, " "));
    } catch {
      out.push({ key: rawKey, fault: t("links.not-encoded") });
      continue;
    }
    out.push({ key, value });
  }
  return out;
}

/** A link's value as a fault shows it: cut short, so a fault never echoes a page of text. */
function cut(value) {
  const shown = value.length > 24 ? `${value.slice(0, 24)}…` : value;
  // An invisible or direction-changing character is shown as its code, not obeyed.
  return shown.replace(/\p{C}/gu, (c) => `\\u${c.codePointAt(0).toString(16).padStart(4, "0")}`);
}

// --- Table links -------------------------------------------------------------------

/** UTF-8 text -> base64url, no padding. */
export function toBase64Url(text) {
  const bytes = new TextEncoder().encode(text);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** base64url -> UTF-8 text; throws an Error saying what is wrong. */
export function fromBase64Url(code) {
  if (!/^[A-Za-z0-9_-]*$/.test(code)) throw new Error(t("links.base64-chars"));
  if (code.length % 4 === 1) throw new Error(t("links.base64-length"));
  let bin;
  try {
    bin = atob(code.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (code.length % 4)) % 4));
  } catch {
    throw new Error(t("links.base64"));
  }
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new Error(t("links.utf8"));
  }
}

export const MAX_TABLE_LINK = 8000; // characters of t: a full four-player table fits in far less

/** A score-pad link's parameters: {tableText | null, errors}. */
export function readTableLink(query) {
  const errors = [];
  let tableText = null;
  let seenT = false;
  for (const { key, value, fault } of pairs(query)) {
    if (fault) {
      errors.push(t("links.fault", { key, fault }));
    } else if (key !== "t") {
      errors.push(t("links.not-param-score", { key }));
    } else if (seenT) {
      errors.push(t("links.twice", { key }));
      tableText = null;
    } else {
      seenT = true;
      if (value.length > MAX_TABLE_LINK) {
        errors.push(t("links.too-long", { key, max: MAX_TABLE_LINK }));
        continue;
      }
      try {
        tableText = fromBase64Url(value);
      } catch (err) {
        errors.push(t("links.fault", { key, fault: err.message }));
      }
    }
  }
  return { tableText, errors };
}

/** The link of a table: "#/score?t=..." (compact JSON, base64url). */
export function tableHash(table) {
  return `#/score?t=${toBase64Url(JSON.stringify(table))}`;
}

// --- Scene links -------------------------------------------------------------------

const SCENE_PARAMS = ["name", "step"];

/**
 * A guided scene's link, "#/scene?name=experts&step=3": {name, step, errors}.
 * Only the form is checked here; the engine says whether the scene and the
 * step exist (golden_sails.teach.scenes), so the list of scenes lives in one place.
 */
export function readSceneLink(query) {
  // The cap of every other link (golden_sails.app.links.MAX_QUERY): a longer one is
  // refused before it is read, and nothing of it is echoed.
  if (query.length > MAX_SCENE_LINK) return { name: null, step: 1, errors: [t("links.too-long", { key: "link", max: MAX_SCENE_LINK })] };
  const errors = [];
  const got = {};
  for (const { key, value, fault } of pairs(query)) {
    if (fault) errors.push(t("links.fault", { key, fault }));
    else if (!SCENE_PARAMS.includes(key)) errors.push(t("links.not-param-scene", { key, params: SCENE_PARAMS.join(", ") }));
    else if (key in got) errors.push(t("links.twice", { key }));
    else got[key] = value;
  }
  let step = 1;
  if ("step" in got) {
    if (/^[0-9]{1,4}$/.test(got.step)) step = Number(got.step);
    else errors.push(t("links.bad-step", { shown: `step=${cut(got.step)}` }));
  }
  if (!("name" in got)) errors.push(t("links.no-name", { key: "name", example: "name=experts" }));
  return { name: "name" in got ? got.name : null, step, errors };
}

export const MAX_SCENE_LINK = 2000;

/** The link of a scene's step. */
export function sceneHash(name, step) {
  return `#/scene?name=${encodeURIComponent(name)}&step=${step}`;
}

// --- Replay links ------------------------------------------------------------------

/**
 * A replay's link, "#/replay?g=...&step=33": the game (everything but the step,
 * checked by the engine: golden_sails.app.replay_link) and the step shown (0, the
 * deal, unless a step of one to four digits is given).
 */
export function readReplayLink(query) {
  let step = 0;
  const rest = [];
  for (const part of query.split("&")) {
    const m = /^step=(\d{1,4})$/.exec(part);
    if (m) step = Number(m[1]);
    else if (part) rest.push(part);
  }
  return { g: rest.join("&"), step };
}

// --- Study links and the rules' sections --------------------------------------------

/**
 * A study's link, "#/study?s=...&step=3": the study (everything but the step,
 * checked by the engine: golden_sails.teach.study_link) and the step shown (1
 * unless a step of one to four digits is given).
 */
export function readStudyLink(query) {
  let step = 1;
  const rest = [];
  for (const part of query.split("&")) {
    const m = /^step=(\d{1,4})$/.exec(part);
    if (m) step = Number(m[1]);
    else if (part) rest.push(part);
  }
  return { s: rest.join("&"), step };
}

/** The link of a study's step (`s`: the link's query without its step). */
export function studyHash(s, step) {
  return `#/study?${s}&step=${step}`;
}

/**
 * The author's screen on a finished game at one of its steps, "#/author?g=...&step=k"
 * (`g`: its replay link, or the link's query; golden_sails.app.replay_link reads
 * either), or on a saved game of this device, "#/author?game=<id>".  Plain
 * "#/author" opens the draft kept on this device (device/author-draft.js).
 */
export function authorHash({ g, game, step }) {
  const where = game ? `game=${encodeURIComponent(game)}` : `g=${encodeURIComponent(g)}`;
  return `#/author?${where}${step ? `&step=${step}` : ""}`;
}

/** The author's screen's set-up form: a game set up for a study. */
export const AUTHOR_SETUP = "#/author?setup=1";

/** The rules, at one section (golden_sails.teach.reference's ids). */
export function rulesHash(section) {
  return `#/rules?section=${encodeURIComponent(section)}`;
}

/** The section a #/rules link names, or null. */
export function rulesSection(query) {
  const found = pairs(query).find((p) => p.key === "section" && !p.fault);
  return found && /^[a-z0-9-]{1,40}$/.test(found.value) ? found.value : null;
}

// --- New-game links ------------------------------------------------------------------

/**
 * A #/new link's parameters as the set-up form's fields would take them typed
 * in, to draw the form at once: nothing here is checked or judged (a value the
 * form cannot show is simply not shown).  The rules core checks the link
 * (golden_sails.app.links, the engine's "new_game_link"), and its answer, with any
 * fault named, replaces this as soon as it comes.
 */
export function newGameLinkAsTyped(query) {
  const typed = {};
  const seen = new Set();
  for (const { key, value, fault } of pairs(query)) {
    if (fault || seen.has(key)) {
      delete typed[key]; // given twice: neither is shown
      seen.add(key);
      continue;
    }
    seen.add(key);
    if (key === "players" || key === "seed") typed[key] = /^[0-9]{1,16}$/.test(value) ? Number(value) : undefined;
    else if (key === "names" || key === "seats") typed[key] = value.split(",").map((part) => part.trim());
    else if (key === "variant" || key === "ref") typed[key] = value;
  }
  for (const key of Object.keys(typed)) if (typed[key] === undefined) delete typed[key];
  return typed;
}
