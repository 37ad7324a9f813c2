// The table's open links, as the game's relay sees them: text to a seat, text from a seat.
//
// On the host's phone, `host` holds one link a guest seat (pair.js puts them
// here once paired); on a guest's, `guest` holds its one link to the host.
// Both pass text only, untouched: what the text means is the game's (the host
// hands a guest's text to the rules core, which reads it strictly: docs/phones.md).
// The host's one check here is its size: a guest's message longer than
// MAX_GUEST_BYTES is never handed on as a message, but reported to onRefused
// (with its text), so the host can answer that guest (and no other) that it
// was refused: the game's relay has the rules core say so, in its words.
//
//   host.send(seat, text) -> bool        host.onMessage((seat, text) => ...)
//   host.onState((seat, state) => ...)   host.onRefused((seat, {code, bytes, text}) => ...)
//   guest.send(text) -> bool             guest.onMessage((text) => ...)
//   guest.onState((state) => ...)
//
// A message that comes before anyone listens (a guest's first words, sent as
// its channel opens) waits for the first listener, up to MAX_WAITING in all.

export const MAX_GUEST_BYTES = 16 * 1024; // the design's cap on a guest's message (docs/phones.md)
export const MAX_WAITING = 32;

const encoder = new TextEncoder();

/** Listeners, and (when `keeps`) what came while there were none.  A state is not
 * kept: a late listener asks for the state now (state()). */
function channelOf(keeps = true) {
  const listeners = new Set();
  const waiting = [];
  return {
    listen(fn) {
      listeners.add(fn);
      for (const args of waiting.splice(0)) fn(...args);
      return () => listeners.delete(fn);
    },
    emit(...args) {
      if (listeners.size) for (const fn of listeners) fn(...args);
      else if (keeps && waiting.length < MAX_WAITING) waiting.push(args);
    },
  };
}

/** The UTF-8 bytes of `text` when they are more than `cap`, else 0 (a short text is
 * not encoded to count them: no UTF-16 unit takes more than 3 bytes). */
export function bytesOver(text, cap = MAX_GUEST_BYTES) {
  if (text.length * 3 <= cap) return 0;
  const bytes = encoder.encode(text).length;
  return bytes > cap ? bytes : 0;
}

function hostTable() {
  const links = new Map(); // seat -> {link, off: [unsubscribe...]}
  const messages = channelOf();
  const states = channelOf(false);
  const refusals = channelOf();
  return {
    /** Seat `seat`'s link from now on (a link it had before is closed). */
    attach(seat, link) {
      this.detach(seat);
      const off = [
        link.on("message", (text) => {
          const bytes = bytesOver(text);
          if (bytes) refusals.emit(seat, { code: "too-big", bytes, text });
          else messages.emit(seat, text);
        }),
        link.on("state", (state) => states.emit(seat, state)),
      ];
      links.set(seat, { link, off });
      if (link.state !== "pairing") states.emit(seat, link.state);
    },
    /** Seat `seat` without a link (closed): re-paired, given to the host or a computer. */
    detach(seat) {
      const had = links.get(seat);
      if (!had) return;
      had.off.forEach((off) => off());
      links.delete(seat);
      had.link.close();
    },
    send(seat, text) {
      const had = links.get(seat);
      return Boolean(had) && had.link.send(text);
    },
    state(seat) {
      return links.get(seat)?.link.state ?? null;
    },
    seats() {
      return [...links.keys()].sort((a, b) => a - b);
    },
    onMessage: (fn) => messages.listen(fn),
    onState: (fn) => states.listen(fn),
    onRefused: (fn) => refusals.listen(fn),
    close() {
      for (const seat of [...links.keys()]) this.detach(seat);
    },
  };
}

function guestTable() {
  let current = null; // {link, off}
  const messages = channelOf();
  const states = channelOf(false);
  return {
    attach(link) {
      this.close();
      const off = [link.on("message", (text) => messages.emit(text)), link.on("state", (state) => states.emit(state))];
      current = { link, off };
      if (link.state !== "pairing") states.emit(link.state);
    },
    send: (text) => Boolean(current) && current.link.send(text),
    state: () => current?.link.state ?? null,
    onMessage: (fn) => messages.listen(fn),
    onState: (fn) => states.listen(fn),
    close() {
      if (!current) return;
      current.off.forEach((off) => off());
      current.link.close();
      current = null;
    },
  };
}

export const host = hostTable();
export const guest = guestTable();
