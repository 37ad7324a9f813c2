// Links into the page: "#/new?players=3&names=Ann,Ben,Cat&ref=V&seed=42" opens
// the new-game form already filled in, "#/score?t=<base64url JSON>" opens the
// score pad on a table.  Every parameter is checked; a bad one is reported by
// name ("ref: 'VI' is not one of random, I, II, III, IV, V") and left out,
// never silently replaced by something else.

export const MAX_SEED = Number.MAX_SAFE_INTEGER;
export const MAX_NAME = 40; // golden_sails.engine: a name is 1..40 characters
const REFS = ["random", "I", "II", "III", "IV", "V"];
const VARIANTS = ["standard", "open", "secretive"];
const NEW_PARAMS = ["players", "names", "variant", "ref", "seed"];

/** The route in location.hash: {path: "new"|"score"|"", params: URLSearchParams|null, raw}. */
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
      out.push({ key: rawKey, fault: "is not correctly %-encoded" });
      continue;
    }
    out.push({ key, value });
  }
  return out;
}

function quoted(value) {
  return `'${value.length > 60 ? `${value.slice(0, 60)}…` : value}'`;
}

/**
 * A new-game link's parameters, checked.  Returns {prefill, errors}: prefill
 * holds only the good ones ({players, names, variant, ref, seed}); each error
 * is "param: fault".
 */
export function readNewGameLink(query) {
  const prefill = {};
  const errors = [];
  const seen = new Set();
  const got = {};
  for (const { key, value, fault } of pairs(query)) {
    if (fault) {
      errors.push(`${key}: ${fault}`);
      continue;
    }
    if (!NEW_PARAMS.includes(key)) {
      errors.push(`${key}: not a parameter of a new-game link (${NEW_PARAMS.join(", ")})`);
      continue;
    }
    if (seen.has(key)) {
      errors.push(`${key}: given twice`);
      delete got[key];
      continue;
    }
    seen.add(key);
    got[key] = value;
  }
  if ("players" in got) {
    if (/^[234]$/.test(got.players)) prefill.players = Number(got.players);
    else errors.push(`players: ${quoted(got.players)} is not one of 2, 3, 4`);
  }
  if ("variant" in got) {
    if (VARIANTS.includes(got.variant)) prefill.variant = got.variant;
    else errors.push(`variant: ${quoted(got.variant)} is not one of ${VARIANTS.join(", ")}`);
  }
  if ("ref" in got) {
    if (REFS.includes(got.ref)) prefill.ref = got.ref;
    else errors.push(`ref: ${quoted(got.ref)} is not one of ${REFS.join(", ")}`);
  }
  if ("seed" in got) {
    const s = got.seed;
    if (!/^[0-9]+$/.test(s)) errors.push(`seed: ${quoted(s)} is not a whole number from 0 to ${MAX_SEED}`);
    else if (s.length > 16 || Number(s) > MAX_SEED) errors.push(`seed: ${quoted(s)} is more than ${MAX_SEED}`);
    else prefill.seed = Number(s);
  }
  if ("names" in got) {
    const fault = namesFault(got.names, prefill.players);
    if (fault) errors.push(`names: ${fault}`);
    else {
      prefill.names = got.names.split(",").map((n) => n.trim());
      if (prefill.players === undefined) prefill.players = prefill.names.length;
    }
  }
  return { prefill, errors };
}

function namesFault(text, players) {
  const names = text.split(",").map((n) => n.trim());
  const count = players === undefined ? null : players;
  if (count !== null && names.length !== count) {
    return `${names.length} name${names.length === 1 ? "" : "s"} for ${count} players`;
  }
  if (count === null && (names.length < 2 || names.length > 4)) {
    return `${names.length} name${names.length === 1 ? "" : "s"}: a game has 2 to 4 players`;
  }
  const seen = new Map();
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    if (!name) return `name ${i + 1} is empty`;
    if (name.length > MAX_NAME) return `name ${i + 1} is longer than ${MAX_NAME} characters`;
    if (/[\u0000-\u001f\u007f]/.test(name)) return `name ${i + 1} has a control character`;
    const key = name.toLowerCase();
    if (seen.has(key)) return `${quoted(name)} is given twice (names ${seen.get(key) + 1} and ${i + 1})`;
    seen.set(key, i);
  }
  return null;
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
  if (!/^[A-Za-z0-9_-]*$/.test(code)) throw new Error("is not base64url (A-Z a-z 0-9 - _)");
  if (code.length % 4 === 1) throw new Error("is not base64url (a character too many or too few)");
  let bin;
  try {
    bin = atob(code.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (code.length % 4)) % 4));
  } catch {
    throw new Error("is not base64url");
  }
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new Error("is not UTF-8 text once decoded");
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
      errors.push(`${key}: ${fault}`);
    } else if (key !== "t") {
      errors.push(`${key}: not a parameter of a score-pad link (t)`);
    } else if (seenT) {
      errors.push("t: given twice");
      tableText = null;
    } else {
      seenT = true;
      if (value.length > MAX_TABLE_LINK) {
        errors.push(`t: longer than ${MAX_TABLE_LINK} characters`);
        continue;
      }
      try {
        tableText = fromBase64Url(value);
      } catch (err) {
        errors.push(`t: ${err.message}`);
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
 * step exist (golden_sails.scenes), so the list of scenes lives in one place.
 */
export function readSceneLink(query) {
  const errors = [];
  const got = {};
  for (const { key, value, fault } of pairs(query)) {
    if (fault) errors.push(`${key}: ${fault}`);
    else if (!SCENE_PARAMS.includes(key)) errors.push(`${key}: not a parameter of a scene link (${SCENE_PARAMS.join(", ")})`);
    else if (key in got) errors.push(`${key}: given twice`);
    else got[key] = value;
  }
  let step = 1;
  if ("step" in got) {
    if (/^[0-9]{1,4}$/.test(got.step)) step = Number(got.step);
    else errors.push(`step: ${quoted(got.step)} is not a step number`);
  }
  if (!("name" in got)) errors.push("name: missing (which scene? for example name=experts)");
  return { name: "name" in got ? got.name : null, step, errors };
}

/** The link of a scene's step. */
export function sceneHash(name, step) {
  return `#/scene?name=${encodeURIComponent(name)}&step=${step}`;
}
