// The host's pairing: a code for each guest seat, its answer scanned or pasted, links opened.
//
// Reached from the set-up when a seat is played on a guest's own phone.  The
// camera is asked for first (peers/scan.js says why), then each guest seat gets
// its link and offer (peers/link.js), drawn as a QR code and a link to copy
// (screens/pair.js).  An answer, scanned or pasted, is read and checked by
// peers/codec.js (a stale or foreign one is refused by name); once taken, the
// seat's link is the table's (peers/table.js), where the game's relay finds it.
// One state, drawn again at each change with patch(), so a pasted answer being
// typed keeps its text and the focus.

import { show, screenName } from "./page.js";
import { patch } from "./parts/dom.js";
import { replaceHash } from "./device/nav.js";
import { renderPair } from "./screens/pair.js";
import { CodeError, checkAnswer, offerLink, randomHex, readAnswer } from "./peers/codec.js";
import { hostLink } from "./peers/link.js";
import { askCamera, hasCamera, openCamera, scanVideo } from "./peers/scan.js";
import { host } from "./peers/table.js";
import { PHONE } from "./screens/setup/state.js";
import { app, game } from "./shell.js";

const TABLE_BYTES = 6;
const NONCE_BYTES = 4;

let current = null; // the pairing on screen, or null

/** The app's own page, where a join link leads: no query (a guest reads in his own
 * language, not the host's lang=), no hash. */
const appBase = () => location.origin + location.pathname;

/**
 * The pair screen for a game set up with `cfg` (seats of kind "phone" are the
 * guests'); `seed` as the set-up gave it.  Start starts the game once every
 * guest's link is open.
 */
export function openPair(cfg, seed) {
  leavePair();
  const pairing = {
    table: randomHex(TABLE_BYTES), // one table id a pairing (docs/phones.md says why not the game's)
    cfg,
    seed,
    camera: hasCamera() ? "asking" : "none", // asking | allowed | refused | none
    nonces: new Map(), // nonce -> offered | old | used (codec.checkAnswer)
    seats: cfg.seats.flatMap((kind, seat) => (kind === PHONE ? [{
      seat, name: cfg.names[seat], state: "making", offer: null, link: null, accept: null,
      refused: null, failed: null, scanning: null, answer: "",
    }] : [])),
    starting: false,
    fault: null,
    started: false,
  };
  current = pairing;
  replaceHash("#/pair");
  addEventListener("hashchange", leaveOnHashChange);
  show("pair", renderPair(pairing, actions));
  prepare(pairing);
}

/**
 * Seat `seat` of the game on this phone paired again (its phone dropped): a new
 * code for it alone; its link, once open, is the game's again (game-phones.js
 * hears it on the table), and Start goes `back` to the game's screen.
 */
export function openRepair(seat, name, back) {
  leavePair();
  const pairing = {
    table: randomHex(TABLE_BYTES),
    cfg: null,
    seed: null,
    again: back,
    camera: hasCamera() ? "asking" : "none",
    nonces: new Map(),
    seats: [{
      seat, name, state: "making", offer: null, link: null, accept: null,
      refused: null, failed: null, scanning: null, answer: "",
    }],
    starting: false,
    fault: null,
    started: false,
  };
  current = pairing;
  show("pair", renderPair(pairing, actions));
  prepare(pairing);
}

/** The address left the pair screen (the browser's Back): its links and camera go. */
function leaveOnHashChange() {
  if (current && !current.started) leavePair();
}

/** Every link not handed to a game closed, the camera off. */
function leavePair() {
  removeEventListener("hashchange", leaveOnHashChange);
  if (!current) return;
  const pairing = current;
  current = null;
  if (pairing.started) return;
  for (const s of pairing.seats) {
    stopScan(s);
    s.link?.close();
  }
  host.close();
}

/** The camera first (real addresses in the codes), then each guest seat's code. */
async function prepare(pairing) {
  if (pairing.camera === "asking") pairing.camera = (await askCamera()) ? "allowed" : "refused";
  redraw(pairing);
  await Promise.all(pairing.seats.map((s) => makeCode(pairing, s)));
}

/** A new code for seat `s`: a new link and nonce; the seat's older code becomes stale. */
async function makeCode(pairing, s) {
  if (s.offer) pairing.nonces.set(s.offer.nonce, pairing.nonces.get(s.offer.nonce) === "used" ? "used" : "old");
  stopScan(s);
  if (host.state(s.seat) !== null) host.detach(s.seat);
  else s.link?.close();
  Object.assign(s, { state: "making", offer: null, link: null, accept: null, refused: null, failed: null, answer: "" });
  redraw(pairing);
  try {
    const made = await hostLink({ table: pairing.table, seat: s.seat, nonce: randomHex(NONCE_BYTES) });
    if (current !== pairing) return made.link.close();
    Object.assign(s, { state: "waiting", offer: made.offer, link: made.link, accept: made.accept, url: offerLink(appBase(), made.offer) });
    pairing.nonces.set(made.offer.nonce, "offered");
    made.link.on("state", (state) => {
      if (s.link !== made.link) return;
      s.state = { open: "connected", away: "away", closed: s.state }[state] ?? "waiting";
      redraw(pairing);
    });
  } catch (err) {
    s.failed = (err && err.message) || String(err);
    s.state = "waiting";
  }
  redraw(pairing);
}

/**
 * An answer for seat `s`, scanned or pasted: read, checked against the seat's
 * code, and set on its link (which then opens by itself).  False when refused
 * (the reason is on screen).
 */
async function takeAnswer(pairing, s, text) {
  let answer;
  try {
    if (!s.offer) throw new CodeError("damaged"); // no code of this seat to answer yet
    answer = checkAnswer(readAnswer(text), s.offer, pairing.nonces);
  } catch (err) {
    if (!(err instanceof CodeError)) throw err;
    s.refused = err.code;
    redraw(pairing);
    return false;
  }
  pairing.nonces.set(answer.nonce, "used"); // good once, whatever follows
  Object.assign(s, { refused: null, answer: "", connecting: true });
  stopScan(s);
  redraw(pairing);
  try {
    await s.accept(answer);
    host.attach(s.seat, s.link);
  } catch (err) {
    s.failed = (err && err.message) || String(err);
  }
  s.connecting = false;
  redraw(pairing);
  return true;
}

// --- The camera, for one seat at a time ---------------------------------------------

async function startScan(pairing, s) {
  for (const other of pairing.seats) stopScan(other);
  s.refused = null;
  s.scanning = { stream: null, stop: null, failed: false };
  redraw(pairing);
  const scanning = s.scanning;
  try {
    scanning.stream = await openCamera();
  } catch {
    if (s.scanning === scanning) s.scanning.failed = true;
    return redraw(pairing);
  }
  const video = document.getElementById(`pair-video-${s.seat}`);
  if (s.scanning !== scanning || !video) return scanning.stream.getTracks().forEach((t) => t.stop());
  video.srcObject = scanning.stream;
  video.play().catch(() => {});
  scanning.stop = scanVideo(video, (text) => {
    if (!video.isConnected) {
      stopScan(s); // the screen went: the camera goes with it
      return true;
    }
    takeAnswer(pairing, s, text);
    return true; // one read a scan: a refused code is said, and the player scans again
  }, () => {
    scanning.failed = true;
    redraw(pairing);
  });
}

function stopScan(s) {
  const scanning = s.scanning;
  if (!scanning) return;
  s.scanning = null;
  scanning.stop?.();
  scanning.stream?.getTracks().forEach((t) => t.stop());
}

// --- Start ----------------------------------------------------------------------------

/** Start the game: every guest seat's link is open and stays the table's (peers/table.js). */
async function start(pairing) {
  if (pairing.starting || !pairing.seats.every((s) => s.state === "connected")) return;
  Object.assign(pairing, { starting: true, fault: null, started: true });
  redraw(pairing);
  if (pairing.again) {
    // A seat paired again: its link is the game's (the table's), and the game goes on.
    current = null;
    return pairing.again();
  }
  try {
    // The guests' links are the game's before its first screen, which they are sent.
    await game.relayTable(host, pairing.seats.map((s) => s.seat));
    await game.start(pairing.cfg, pairing.seed);
    removeEventListener("hashchange", leaveOnHashChange);
    current = null;
  } catch (err) {
    Object.assign(pairing, { started: false, fault: (err && err.message) || String(err) });
  }
  pairing.starting = false;
  redraw(pairing);
}

const actions = {
  scan: (s) => startScan(current, s),
  stopScan: (s) => {
    stopScan(s);
    redraw(current);
  },
  typed: (s, text) => {
    s.answer = text;
  },
  apply: (s) => takeAnswer(current, s, s.answer),
  renew: (s) => makeCode(current, s),
  start: () => start(current),
  back: () => {
    if (current.again) {
      const { again } = current;
      leavePair();
      return again();
    }
    const { cfg } = current;
    leavePair();
    app.setup({ names: cfg.names, seats: cfg.seats, players: cfg.seats.length });
  },
};

/** The pair screen drawn again from its state, where it is on screen. */
function redraw(pairing) {
  if (current !== pairing && !pairing.started) return;
  if (screenName() !== "pair") return;
  patch(document.getElementById("screen"), renderPair(pairing, actions));
}
