// One phone-to-phone link: an RTCPeerConnection and its one data channel, paired by codes.
//
// The host makes an offer for one seat (hostLink), the guest answers it
// (guestLink), the host takes the answer (link.accept).  No server: no STUN or
// TURN (iceServers: []), only the phones' own addresses; vanilla ICE (each side
// waits until it has gathered every candidate, then its code holds them all);
// one data channel agreed by both sides beforehand (negotiated, id 0, ordered),
// so no message is needed to open it.  Only the other side's description is
// built from a code (sdp.js); neither side edits its own.
//
// A link's state: "pairing" until the channel opens, "open", "away" when the
// connection drops (a locked screen, a phone off the Wi-Fi: it may come back by
// itself, as ICE keeps trying), "closed" once closed here.  Its listeners:
// link.on("state", fn(state)), link.on("message", fn(text)).

import { ANSWER, OFFER, pickCandidates } from "./codec.js";
import { readDescription, remoteDescription } from "./sdp.js";

// Gathering with no server ends in a second or two; a phone with a dead network
// may keep one gatherer waiting, so the code is made with what came by then.
const GATHER_AT_MOST_MS = 5000;
const CHANNEL = { negotiated: true, id: 0, ordered: true };

function newConnection() {
  const pc = new RTCPeerConnection({ iceServers: [] });
  const channel = pc.createDataChannel("golden-sails", CHANNEL);
  return { pc, channel };
}

/** Settles once the connection has gathered its candidates (or after GATHER_AT_MOST_MS). */
function gathered(pc) {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === "complete") return resolve();
    const timer = setTimeout(done, GATHER_AT_MOST_MS);
    function done() {
      clearTimeout(timer);
      pc.removeEventListener("icegatheringstatechange", check);
      resolve();
    }
    function check() {
      if (pc.iceGatheringState === "complete") done();
    }
    pc.addEventListener("icegatheringstatechange", check);
  });
}

/** The local description's facts a code carries (sdp.js, codec.js). */
function ownFacts(pc) {
  const facts = readDescription(pc.localDescription.sdp);
  return { ...facts, candidates: pickCandidates(facts.candidates) };
}

class Link {
  constructor(pc, channel) {
    this.pc = pc;
    this.channel = channel;
    this.state = "pairing";
    this.listeners = { state: new Set(), message: new Set() };
    this.openedAt = null; // performance.now() when the channel first opened
    channel.addEventListener("open", () => {
      this.openedAt ??= performance.now();
      this.set("open");
    });
    channel.addEventListener("close", () => this.set(this.state === "closed" ? "closed" : "away"));
    channel.addEventListener("message", (event) => {
      // Text only: the game's messages are JSON text (docs/phones.md).
      if (typeof event.data === "string") for (const fn of this.listeners.message) fn(event.data);
    });
    // A drop shows on the connection first (ICE's checks fail within seconds),
    // long before the channel's own close; it may come back by itself.
    pc.addEventListener("connectionstatechange", () => {
      const now = pc.connectionState;
      if (now === "disconnected" || now === "failed") {
        if (this.state === "open") this.set("away");
      } else if (now === "connected" && this.state === "away" && channel.readyState === "open") {
        this.set("open");
      }
    });
  }

  on(kind, fn) {
    this.listeners[kind].add(fn);
    return () => this.listeners[kind].delete(fn);
  }

  set(state) {
    if (state === this.state) return;
    this.state = state;
    for (const fn of this.listeners.state) fn(state);
  }

  /** Send text; false when the channel is not open (nothing is queued for later). */
  send(text) {
    if (this.channel.readyState !== "open") return false;
    this.channel.send(text);
    return true;
  }

  close() {
    this.set("closed");
    this.channel.close();
    this.pc.close();
  }
}

/**
 * The host's link for one seat: its offer made and gathered.  Returns
 * {link, offer, accept(answerFields)}: `offer` the code's fields (the caller
 * gives the table id, seat and nonce); accept() sets the guest's answer as the
 * remote description.  The caller has opened the camera first when it can, so
 * the candidates are the phone's addresses rather than mDNS names.
 */
export async function hostLink({ table, seat, nonce }) {
  const { pc, channel } = newConnection();
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  const facts = ownFacts(pc);
  const link = new Link(pc, channel);
  const offer = { kind: OFFER, table, seat, nonce, ...withoutMid(facts) };
  return {
    link,
    offer,
    accept: (answer) => pc.setRemoteDescription(remoteDescription("answer", answer, facts.mid)),
  };
}

/** A guest's link from the host's offer: its answer made and gathered.  {link, answer}. */
export async function guestLink(offer) {
  const { pc, channel } = newConnection();
  await pc.setRemoteDescription(remoteDescription("offer", offer));
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  const facts = ownFacts(pc);
  const answer = { kind: ANSWER, table: offer.table, seat: offer.seat, nonce: offer.nonce, ...withoutMid(facts) };
  return { link: new Link(pc, channel), answer };
}

function withoutMid({ mid: _mid, ...facts }) {
  return facts;
}
