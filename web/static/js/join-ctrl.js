// A guest's joining: the host's code read from the link (or pasted), this phone's answer made.
//
// A guest's page never starts the rules core (app.js): the host's phone runs
// the game.  The offer is read strictly (peers/codec.js: a damaged code, or an
// answer pasted by mistake, is refused by name); the answer is made by
// peers/link.js and shown for the host to scan; once the link opens it is the
// table's (peers/table.js), where the game's remote client finds it.  The
// screen carries data-peer-state: pairing, connected or away.

import { show, screenName, screenData, banner, clearBanner } from "./page.js";
import { h, patch } from "./parts/dom.js";
import { t } from "./words/ui.js";
import { replaceHash } from "./device/nav.js";
import { renderJoin } from "./screens/join.js";
import { CodeError, answerText, readOffer } from "./peers/codec.js";
import { guestLink } from "./peers/link.js";
import { guest } from "./peers/table.js";
import { startNow } from "./engine/start.js";
import { app } from "./shell.js";
import { pageLanguage } from "./device/language.js";

let current = null; // the joining on screen

/** The join screen; `query` the address's (o=CODE when a link brought the offer). */
export function openJoin(query) {
  const joining = { phase: "enter", refused: null, failed: null, typed: "", answer: null, link: null };
  current = joining;
  show("join", renderJoin(joining, actions));
  setPeerState("pairing");
  const code = new URLSearchParams(query).get("o");
  // Read once: a reload asks for a new code (this one is good once) rather than answering it again.
  if (code !== null) {
    replaceHash("#/join");
    useOffer(joining, code);
  }
}

function setPeerState(state) {
  if (screenName() === "join") screenData().peerState = state;
}

/** An offer, from the link or pasted: read, answered, the answer shown. */
async function useOffer(joining, text) {
  let offer;
  try {
    offer = readOffer(text);
  } catch (err) {
    if (!(err instanceof CodeError)) throw err;
    joining.refused = err.code;
    joining.phase = joining.phase === "away" ? "away" : "enter";
    return redraw(joining);
  }
  guest.close(); // an older link, dropped, goes for the new one
  Object.assign(joining, { phase: "making", refused: null, failed: null });
  redraw(joining);
  try {
    const made = await guestLink(offer);
    if (current !== joining) return made.link.close();
    joining.link = made.link;
    joining.answer = answerText(made.answer);
    joining.phase = "answer";
    guest.attach(made.link);
    made.link.on("state", (state) => {
      if (joining.link !== made.link) return;
      if (state === "open") {
        joining.phase = "connected";
        clearBanner("disconnected");
      }
      else if (state === "away") joining.phase = "away";
      redraw(joining);
      if (state === "open") play(joining, offer.seat);
      else if (state === "away" && app.guestGame) {
        app.guestGame.dropped();
        disconnected();
      }
    });
  } catch (err) {
    Object.assign(joining, { phase: "enter", failed: (err && err.message) || String(err) });
  }
  redraw(joining);
}

const actions = {
  typed: (text) => {
    current.typed = text;
  },
  apply: () => useOffer(current, current.typed),
  home: () => {
    leaveJoin();
    app.guestGame = null;
    // No longer a guest: an ordinary page, whose home needs the engine.
    app.guest = false;
    startNow();
    app.home();
  },
};

/**
 * The link is open: this phone plays its seat, drawn from what the host sends
 * (guest-ctrl.js); its first message says which seat, in which language.  A
 * link open again (a rejoin) says hello again and is sent the whole table.
 */
async function play(joining, seat) {
  if (!app.guestGame) {
    const { startGuest } = await import("./guest-ctrl.js");
    if (current !== joining) return;
    app.guestGame = startGuest({
      seat,
      lang: pageLanguage(),
      send: (text) => guest.send(text),
      home: actions.home,
    });
    guest.onMessage((text) => app.guestGame?.receive(text));
  }
  app.guestGame.hello();
}

/** The game stays on screen, said to be cut off, with the way back: a new code of the host's. */
function disconnected() {
  const rejoin = h("button", { type: "button", class: "primary small-btn", "data-rejoin": "", onclick: () => {
    clearBanner("disconnected");
    openJoin("");
  } }, t("join.rejoin"));
  banner("disconnected", t("join.away"), "warn", [rejoin]);
}

/** The guest left: its link to the host closed. */
export function leaveJoin() {
  if (!current) return;
  current = null;
  guest.close();
}

function redraw(joining) {
  if (current !== joining || screenName() !== "join") return;
  patch(document.getElementById("screen"), renderJoin(joining, actions));
  setPeerState({ connected: "connected", away: "away" }[joining.phase] ?? "pairing");
}
