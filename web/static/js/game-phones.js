// The open game's guest phones: each seat's answer sent, each guest's message heard.
//
// The host's phone holds the game (docs/phones.md); a guest's message is read
// by the rules core (the bridge's seat_message, strictly, for that seat only)
// and never in JS; what it changed is drawn here and sent to every guest whose
// table changed, each in its own language (seat_answer), for its seat alone.
// Messages are heard one at a time, in the order they came.

import { controller, open } from "./game-state.js";
import { persist, returnTo } from "./game-store.js";
import { h } from "./parts/dom.js";
import { peerBadge } from "./parts/pieces.js";
import { peerOf, setPeers } from "./parts/presence.js";
import { banner, clearBanner, errorText } from "./page.js";
import { t } from "./words/ui.js";
import { keepAwake } from "./device/wake.js";

const links = new Map(); // seat -> {send, lang, held}: a guest's open channel
let queue = Promise.resolve();
// From relayTable to the game's first screen: what the guests said before the game
// was open (each its hello, as its link opened on the pair screen), heard once it
// is, so that its first answer is in the guest's language, not the host's.
let opening = null;
let relay = null; // the table's links relayed (relayTable), to add a link its first message proves open

/**
 * The table's links (peers/table.js `host`) relayed to the game: each guest
 * seat in `seats` told every change, its messages heard; a link away is
 * dropped until its seat pairs again.
 */
export function relayTable(table, seats) {
  relay = table;
  opening ??= []; // a second try at starting keeps what the first heard
  for (const seat of seats) {
    addGuest(seat, (text) => table.send(seat, text));
  }
  table.onMessage((seat, text) => heard(seat, text));
  // A text over the cap (peers/table.js) is still the rules core's to refuse, by
  // name and in its guest's words, to that guest alone: it reads the length first
  // and nothing else, and the text uses up no message number.
  table.onRefused((seat, { text }) => heard(seat, text));
  table.onState((seat, state) => {
    if (state === "away") dropGuest(seat);
    else if (state === "open" && !links.has(seat)) addGuest(seat, (text) => table.send(seat, text));
    markPeers();
    showAway();
  });
}

/**
 * Each guest seat's link, known before the host's screen is drawn
 * (parts/presence.js: its row shows it).  A guest's own page sets none: it
 * knows only its own link.
 */
export function withPeers(screen) {
  setPeers(screen.seats.filter((s) => s.kind === "phone")
    .map((s) => [s.seat, links.has(s.seat) ? "connected" : "away"]));
}

/** A link opened or dropped: the rows on screen say so at once (no redraw of the screen). */
function markPeers() {
  if (!open.shown) return;
  withPeers(open.shown.screen);
  for (const row of document.querySelectorAll("[data-screen] [data-peer-seat]")) {
    const state = peerOf(Number(row.dataset.peerSeat));
    if (!state) continue;
    row.dataset.peerState = state;
    row.querySelector("[data-peer-badge]")?.replaceWith(peerBadge(state));
  }
}

/**
 * Who is away, on the host's phone: wait for the phone, or play its seat on this
 * phone or by a computer (the rules core's seat_kind; given back once it rejoins).
 */
export function showAway() {
  // Every seat played on its own phone with no link open: dropped, or never paired
  // since this page opened the game (a reload of the host's phone).
  const away = open.shown ? open.shown.screen.seats.filter((s) => s.kind === "phone" && !links.has(s.seat))
    .map((s) => s.seat) : [];
  if (!away.length) {
    clearBanner("away");
    return;
  }
  const rows = away.map((seat) => h("div", { class: "row", "data-peer-seat": seat, "data-peer-state": "away" },
    h("strong", null, open.shown.screen.seats[seat].label),
    h("button", { type: "button", class: "small-btn", "data-pair-again": seat, onclick: () => pairAgain(seat) },
      t("phones.pair-again")),
    h("button", { type: "button", class: "small-btn", "data-seat-to-host": seat, onclick: () => give(seat, "human") },
      t("phones.seat-to-host")),
    h("button", { type: "button", class: "small-btn", "data-seat-to-computer": seat, onclick: () => give(seat, "medium") },
      t("phones.seat-to-computer"))));
  banner("away", t("phones.away"), "warn", rows);
}

/** A new code for seat `seat`, on the pair screen; once its phone is back, the game again. */
function pairAgain(seat) {
  const id = open.game.id;
  const name = open.shown.screen.seats[seat].label;
  open.pairAgain(seat, name, () => returnTo(id));
}

/** Seat `seat`, away, played from now on by `kind` (human: this phone; or a computer's level). */
function give(seat, kind) {
  queue = queue.then(async () => {
    const changed = await open.engine.call("seat_kind", seat, kind);
    persist(changed.host);
    controller.draw(changed.host, undefined, performance.now()); // and the banner again
  }).catch((err) => banner("away", errorText(err), "warn"));
}

/** A guest's channel is open: `send(text)` sends it a message (false: it could not). */
export function addGuest(seat, send) {
  links.set(seat, { send, lang: null, held: 0 });
  keepAwake(true); // a locked screen would drop every guest's link
}

/** A guest's channel closed: nothing is sent to it until it pairs again. */
export function dropGuest(seat) {
  links.delete(seat);
  if (!links.size) keepAwake(false);
}

/** The seats whose phones are connected. */
export function guests() {
  return [...links.keys()];
}

/** A guest's message, its text as its channel carried it: heard after those before it. */
export function heard(seat, text) {
  queue = queue.then(() => hear(seat, text)).catch((err) => controller.failed?.(err));
  return queue;
}

/** The seats told their answer (none where the table changed: the host's draw tells them). */
async function hear(seat, text) {
  if (!open.game && opening) {
    opening.push([seat, text]);
    return [];
  }
  // A message proves its seat's channel open, though its "open" state may come after
  // it: its hello dropped here would leave the guest's language unknown, and every
  // answer in the host's language.
  if (!links.has(seat) && relay) addGuest(seat, (words) => relay.send(seat, words));
  if (!open.game || !links.has(seat)) return [];
  const said = await open.engine.call("seat_message", seat, text);
  const link = links.get(seat);
  if (link && said.lang) link.lang = said.lang;
  if (link && said.reply) send(seat, said.reply);
  if (said.host) {
    // The table changed: drawn here, and every guest told (game.js's draw).
    persist(said.host);
    controller.draw(said.host, undefined, performance.now());
    return [];
  }
  for (const other of said.guests) await tell(other);
  return said.guests;
}

/** Every connected guest its seat's answer now (after a change on the host's phone). */
export function tellGuests() {
  if (!links.size && !opening) return queue;
  queue = queue.then(async () => {
    const told = new Set();
    // The game's first screen: the hellos that came before it heard now (each
    // answered, in its guest's language), then every other guest told.
    const early = opening ?? [];
    opening = null;
    for (const [seat, text] of early) for (const s of await hear(seat, text)) told.add(s);
    for (const seat of links.keys()) if (!told.has(seat)) await tell(seat);
  }).catch((err) => controller.failed?.(err));
  return queue;
}

async function tell(seat) {
  const link = links.get(seat);
  if (!link || !open.game) return;
  const got = link.lang
    ? await open.engine.callIn(link.lang, "seat_answer", seat, link.held)
    : await open.engine.call("seat_answer", seat, link.held);
  const log = got.message.answer.view.log;
  link.held = send(seat, got.message) ? log.start + log.entries.length : 0;
}

function send(seat, message) {
  const link = links.get(seat);
  if (!link) return false;
  try {
    return link.send(JSON.stringify(message)) !== false;
  } catch {
    return false; // the channel closed meanwhile: its next answer goes whole
  }
}
