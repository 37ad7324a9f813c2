// The pairing codes, version 1: a connection's few facts as bytes, base64url, read strictly.
//
// An offer goes from the host to a guest as a link (#/join?o=CODE), an answer
// back as text (GS1.CODE); both hold the same fields (docs/phones.md):
//
//   version (1) | kind (0 offer, 1 answer) | table id (6) | seat (1) | nonce (4)
//   | DTLS fingerprint, sha-256 (32) | ufrag (length, ASCII) | pwd (length, ASCII)
//   | candidates (count, then each: 4 + IPv4 + port, 6 + IPv6 + port, 0 + mDNS uuid + port)
//
// About 110 characters with one IPv4 candidate: a small QR code.  Every code is
// read as untrusted text: a field that could not have been written by this
// codec (a wrong length, a character outside ICE's, a port 0) makes it
// "damaged", never part of a session description.  A refusal is a CodeError
// whose `code` names it; the screens put it in words (no words here).

export const VERSION = 1;
export const OFFER = 0;
export const ANSWER = 1;
export const ANSWER_PREFIX = "GS";
export const MAX_CANDIDATES = 8; // read; at most 4 are written (pickCandidates)
const WRITTEN_CANDIDATES = 4;
const TABLE_BYTES = 6;
const NONCE_BYTES = 4;
const FINGERPRINT_BYTES = 32;
// ICE's characters (RFC 8839 ice-char): ufrag 4-256 of them, pwd 22-256.
const ICE_CHARS = /^[A-Za-z0-9+/]+$/;
const UFRAG = [4, 255];
const PWD = [22, 255];
const MDNS = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/**
 * A code refused, by name (`code`):
 *   damaged     not a code of this app, or cut or changed on the way
 *   newer       made by a newer version of the app
 *   an-offer    an offer where an answer was asked for (the host's own code)
 *   an-answer   an answer where an offer was asked for
 *   foreign     an answer for another table
 *   other-seat  an answer for another seat of this table
 *   stale       an answer to an older code of this seat
 *   used        an answer already used: a code is good once
 */
export class CodeError extends Error {
  constructor(code, detail = "") {
    super(detail ? `${code}: ${detail}` : code);
    this.name = "CodeError";
    this.code = code;
  }
}

const damaged = (detail) => new CodeError("damaged", detail);

// --- base64url, strict ---------------------------------------------------------------

export function toBase64url(bytes) {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += B64[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** The bytes of base64url text (no padding); a stray character or length is "damaged". */
export function fromBase64url(text) {
  if (text.length % 4 === 1) throw damaged("its length cannot be base64url");
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let at = 0;
  for (const ch of text) {
    const v = B64.indexOf(ch);
    if (v < 0) throw damaged(`${JSON.stringify(ch)} is no base64url character`);
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (acc >> bits) & 255;
    }
  }
  if (acc & ((1 << bits) - 1)) throw damaged("its last character has stray bits");
  return bytes;
}

// --- Fields <-> bytes ------------------------------------------------------------------

const hex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

function hexBytes(text, length, what) {
  if (typeof text !== "string" || !new RegExp(`^[0-9a-f]{${length * 2}}$`).test(text)) {
    throw new TypeError(`${what} must be ${length} bytes as lowercase hex, not ${JSON.stringify(text)}`);
  }
  return Uint8Array.from(text.match(/../g), (pair) => parseInt(pair, 16));
}

/** "AB:CD:..." (SDP's form) -> 32 bytes. */
function fingerprintBytes(text) {
  if (typeof text !== "string" || !/^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){31}$/.test(text)) {
    throw new TypeError(`a sha-256 fingerprint is 32 bytes as AB:CD:..., not ${JSON.stringify(text)}`);
  }
  return Uint8Array.from(text.split(":"), (pair) => parseInt(pair, 16));
}

const fingerprintText = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0").toUpperCase()).join(":");

function iceText(text, [least, most], what) {
  if (typeof text !== "string" || text.length < least || text.length > most || !ICE_CHARS.test(text)) {
    throw new TypeError(`${what} must be ${least}-${most} ICE characters`);
  }
  return text;
}

function ipv4Bytes(address) {
  const parts = address.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) < 256)) return null;
  return parts.map(Number);
}

/** An IPv6 address's 16 bytes, or null (a zone, an IPv4 tail: not written). */
function ipv6Bytes(address) {
  if (!/^[0-9a-f:]+$/i.test(address) || address.split("::").length > 2) return null;
  const [head, tail] = address.includes("::") ? address.split("::") : [address, null];
  const groups = (s) => (s ? s.split(":") : []);
  const left = groups(head);
  const right = tail === null ? [] : groups(tail);
  const missing = 8 - left.length - right.length;
  if ((tail === null && missing !== 0) || (tail !== null && missing < 1)) return null;
  const all = [...left, ...Array(tail === null ? 0 : missing).fill("0"), ...right];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return all.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 255]);
}

function ipv6Text(bytes) {
  const groups = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i] << 8) | bytes[i + 1]).toString(16));
  return groups.join(":");
}

/** A candidate's bytes ({address, port}), or null when the code cannot carry it. */
function candidateBytes({ address, port }) {
  if (!Number.isInteger(port) || port < 1 || port > 65535) return null;
  const portBytes = [port >> 8, port & 255];
  const v4 = ipv4Bytes(address);
  if (v4) return [4, ...v4, ...portBytes];
  const mdns = MDNS.exec(address);
  if (mdns) return [0, ...hexBytes(mdns.slice(1).join("").toLowerCase(), 16, "an mDNS name"), ...portBytes];
  const v6 = ipv6Bytes(address);
  if (v6 && !(v6[0] === 0xfe && (v6[1] & 0xc0) === 0x80)) return [6, ...v6, ...portBytes]; // no link-local: it needs a zone
  return null;
}

/**
 * The candidates a code carries, from a description's (each {address, port}):
 * IPv4 first (every Wi-Fi has it), then mDNS names, then IPv6, at most four,
 * each once; those it cannot carry are left out.
 */
export function pickCandidates(candidates) {
  const rank = (c) => [4, 0, 6].indexOf(candidateBytes(c)?.[0] ?? -1);
  const seen = new Set();
  const kept = [];
  for (const c of candidates) {
    const key = `${c.address} ${c.port}`;
    if (rank(c) < 0 || seen.has(key)) continue;
    seen.add(key);
    kept.push({ address: c.address, port: c.port });
  }
  // A stable sort: within a kind, the description's order (its priority).
  return kept.sort((a, b) => rank(a) - rank(b)).slice(0, WRITTEN_CANDIDATES);
}

/**
 * A code's bytes from its fields: {kind, table (12 hex), seat, nonce (8 hex),
 * fingerprint ("AB:..."), ufrag, pwd, candidates: [{address, port}]}.  A
 * candidate the code cannot carry is a TypeError: pick them first (pickCandidates).
 */
export function encodeCode(fields) {
  const { kind, table, seat, nonce, fingerprint, ufrag, pwd, candidates } = fields;
  if (kind !== OFFER && kind !== ANSWER) throw new TypeError(`kind must be OFFER or ANSWER, not ${kind}`);
  if (!Number.isInteger(seat) || seat < 0 || seat > 255) throw new TypeError(`seat must be 0-255, not ${seat}`);
  if (candidates.length > MAX_CANDIDATES) throw new TypeError(`at most ${MAX_CANDIDATES} candidates`);
  const out = [VERSION, kind, ...hexBytes(table, TABLE_BYTES, "table"), seat, ...hexBytes(nonce, NONCE_BYTES, "nonce"),
    ...fingerprintBytes(fingerprint)];
  for (const [text, range, what] of [[ufrag, UFRAG, "ufrag"], [pwd, PWD, "pwd"]]) {
    iceText(text, range, what);
    out.push(text.length, ...Array.from(text, (ch) => ch.charCodeAt(0)));
  }
  out.push(candidates.length);
  for (const c of candidates) {
    const bytes = candidateBytes(c);
    if (!bytes) throw new TypeError(`the code cannot carry the candidate ${JSON.stringify(c)}`);
    out.push(...bytes);
  }
  return Uint8Array.from(out);
}

/** The fields of a code's bytes; "newer" or "damaged" when they are not version 1's. */
export function decodeCode(bytes) {
  let at = 0;
  const take = (n) => {
    if (at + n > bytes.length) throw damaged("it ends too soon");
    const part = bytes.subarray(at, at + n);
    at += n;
    return part;
  };
  const version = take(1)[0];
  if (version > VERSION) throw new CodeError("newer", `version ${version}`);
  if (version !== VERSION) throw damaged(`version ${version}`);
  const kind = take(1)[0];
  if (kind !== OFFER && kind !== ANSWER) throw damaged(`kind ${kind}`);
  const table = hex(take(TABLE_BYTES));
  const seat = take(1)[0];
  const nonce = hex(take(NONCE_BYTES));
  const fingerprint = fingerprintText(take(FINGERPRINT_BYTES));
  const ice = (range, what) => {
    const text = String.fromCharCode(...take(take(1)[0]));
    if (text.length < range[0] || !ICE_CHARS.test(text)) throw damaged(`its ${what} is not ICE's`);
    return text;
  };
  const ufrag = ice(UFRAG, "ufrag");
  const pwd = ice(PWD, "pwd");
  const count = take(1)[0];
  if (count > MAX_CANDIDATES) throw damaged(`${count} candidates`);
  const candidates = [];
  for (let i = 0; i < count; i++) {
    const type = take(1)[0];
    let address;
    if (type === 4) address = Array.from(take(4)).join(".");
    else if (type === 6) address = ipv6Text(take(16));
    else if (type === 0) address = `${hex(take(16)).replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5")}.local`;
    else throw damaged(`candidate type ${type}`);
    const [hi, lo] = take(2);
    const port = (hi << 8) | lo;
    if (port === 0) throw damaged("a candidate's port is 0");
    candidates.push({ address, port });
  }
  if (at !== bytes.length) throw damaged("bytes follow its end");
  return { kind, table, seat, nonce, fingerprint, ufrag, pwd, candidates };
}

// --- The texts people carry ------------------------------------------------------------

/** The join link of an offer: the app's address (without its hash), then #/join?o=CODE. */
export function offerLink(base, fields) {
  if (fields.kind !== OFFER) throw new TypeError("an offer's link needs an offer");
  return `${base}#/join?o=${toBase64url(encodeCode(fields))}`;
}

/** An answer as text: GS1.CODE. */
export function answerText(fields) {
  if (fields.kind !== ANSWER) throw new TypeError("an answer's text needs an answer");
  return `${ANSWER_PREFIX}${VERSION}.${toBase64url(encodeCode(fields))}`;
}

/** Whitespace out (a message or a QR reader may wrap the text), nothing else touched. */
const squeezed = (text) => String(text ?? "").replace(/\s+/g, "");

const ANSWER_FORM = new RegExp(`^${ANSWER_PREFIX}(\\d+)\\.(.*)$`, "i");

/** The base64url of an offer as a person may paste it: the whole link, its hash, or the code. */
function offerPart(text) {
  const hash = text.indexOf("#");
  if (hash < 0 && !text.includes("o=")) return text;
  const after = hash < 0 ? text : text.slice(hash + 1);
  const query = after.includes("?") ? after.slice(after.indexOf("?") + 1) : after;
  const code = new URLSearchParams(query).get("o");
  if (code === null) throw damaged("it holds no o= code");
  return code;
}

/** The fields of an offer pasted or scanned by a guest; a CodeError when it is none. */
export function readOffer(text) {
  const clean = squeezed(text);
  if (ANSWER_FORM.test(clean)) throw new CodeError("an-answer");
  if (!clean) throw damaged("it is empty");
  const fields = decodeCode(fromBase64url(offerPart(clean)));
  if (fields.kind !== OFFER) throw new CodeError("an-answer");
  return fields;
}

/** The fields of an answer pasted or scanned by the host; a CodeError when it is none. */
export function readAnswer(text) {
  const clean = squeezed(text);
  const form = ANSWER_FORM.exec(clean);
  if (!form) {
    if (clean.includes("#") || clean.includes("o=")) throw new CodeError("an-offer");
    throw damaged(clean ? "it does not begin with GS1." : "it is empty");
  }
  if (Number(form[1]) > VERSION) throw new CodeError("newer", `version ${form[1]}`);
  if (Number(form[1]) !== VERSION) throw damaged(`version ${form[1]}`);
  const fields = decodeCode(fromBase64url(form[2]));
  if (fields.kind !== ANSWER) throw new CodeError("an-offer");
  return fields;
}

/**
 * An answer checked against what the host offered: `offer` the seat's current
 * offer ({table, seat, nonce}), `nonces` every nonce this table offered ->
 * "used" once its answer was taken, or "old" once a newer code replaced it.
 * Throws the refusal; returns the answer when it is this offer's.
 */
export function checkAnswer(answer, offer, nonces) {
  if (answer.table !== offer.table) throw new CodeError("foreign");
  if (answer.seat !== offer.seat) throw new CodeError("other-seat", `seat ${answer.seat}`);
  const known = nonces.get(answer.nonce);
  if (known === "used") throw new CodeError("used");
  if (answer.nonce !== offer.nonce) throw new CodeError(known ? "stale" : "damaged", "an unknown nonce");
  return answer;
}

/** `n` random bytes as lowercase hex (a table id, a nonce). */
export function randomHex(n) {
  return hex(crypto.getRandomValues(new Uint8Array(n)));
}
