// Which guest seats' phones are at the table, as the host's phone knows it.
//
// A table of phones (docs/phones.md): the link of each seat played on a guest's
// own phone is the host page's knowledge, not the rules core's, so it is kept
// here beside the engine's answer rather than written into it (the page reads
// only what the protocol names).  game-phones.js sets it before each screen is
// drawn and when a link opens or drops; the rows (pieces.js) read it.  Empty on
// a guest's page and whenever no game of phones is open.

const peers = new Map(); // seat -> "connected" | "away"

/** The guest seats and their links now: [[seat, "connected" | "away"], ...]. */
export function setPeers(entries) {
  peers.clear();
  for (const [seat, state] of entries) peers.set(seat, state);
}

/** Seat `seat`'s phone link ("connected", "away"), or null: not a guest's seat here. */
export function peerOf(seat) {
  return peers.get(seat) || null;
}
