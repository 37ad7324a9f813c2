// The pair screen (the host's phone): each guest seat's code, its answer taken, then Start.
//
// A function of the pairing's state (pair-ctrl.js keeps it) and nothing else:
// one section a guest seat ([data-pair-seat], its data-peer-state waiting,
// connected or away), with the code as a QR code and as a link to copy
// ([data-pair-offer]), the camera to scan the guest's answer and a field to
// paste it; Start ([data-pair-start]) once every seat is connected.

import { h, sym } from "../parts/dom.js";
import { qrCode } from "../peers/qr.js";
import { t, tn } from "../words/ui.js";
import { copyRow, refusalText } from "../parts/codes.js";

const STATES = { waiting: "pair.state-waiting", connected: "pair.state-connected", away: "pair.state-away" };

/** The contract's state of a seat: making a code is waiting too. */
const peerState = (s) => (s.state === "connected" || s.state === "away" ? s.state : "waiting");

function cameraNote(pairing) {
  if (pairing.camera === "asking") return h("p", { class: "note pair-camera", role: "status" }, t("pair.camera-ask"));
  if (pairing.camera === "allowed") return null;
  return h("p", { class: "note pair-camera" }, t(pairing.camera === "none" ? "pair.no-camera" : "pair.camera-refused"));
}

/** Scanning the guest's answer: the camera's picture, or the button that opens it. */
function scanPart(pairing, s, act) {
  const id = `pair-video-${s.seat}`;
  if (!s.scanning) {
    return h("button", {
      type: "button", class: "primary", "data-pair-scan": "", disabled: pairing.camera === "none" || null,
      onclick: () => act.scan(s),
    }, sym("tap"), t("pair.scan"));
  }
  return h("div", { class: "pair-scan" },
    s.scanning.failed
      ? h("p", { class: "form-error", role: "alert" }, t("pair.camera-failed"))
      : [h("video", { id, class: "pair-video", muted: true, playsinline: true, autoplay: true, "aria-hidden": "true" }),
        h("p", { class: "small", role: "status" }, t("pair.scan-hold"))],
    h("button", { type: "button", class: "quiet", "data-pair-scan-stop": "", onclick: () => act.stopScan(s) }, t("pair.scan-stop")));
}

/** The guest's answer: scanned, or pasted and applied; a refusal said by name. */
function answerPart(pairing, s, act) {
  const field = `pair-answer-${s.seat}`;
  return h("div", { class: "pair-answer" },
    h("h3", null, t("pair.answer-title")),
    scanPart(pairing, s, act),
    h("label", { for: field }, t("pair.answer-paste")),
    h("textarea", {
      id: field, "data-pair-answer": "", rows: "3", autocomplete: "off", autocapitalize: "off", spellcheck: "false",
      "aria-invalid": s.refused ? "true" : null, "aria-describedby": s.refused ? `${field}-refused` : null,
      oninput: (e) => act.typed(s, e.target.value),
    }),
    h("div", { class: "row" },
      h("button", { type: "button", "data-pair-apply": "", onclick: () => act.apply(s) }, t("pair.apply"))),
    h("p", { class: "form-error", role: "alert", id: `${field}-refused`, "data-pair-refused": s.refused || null },
      s.refused ? refusalText(s.refused) : ""));
}

/** The seat's code: its QR code, and the same link as text to copy. */
function offerPart(s) {
  return h("div", { class: "pair-offer" },
    h("p", { class: "small" }, t("pair.offer-how")),
    qrCode(s.url, t("pair.offer-qr")),
    h("p", { class: "code-text", "data-pair-offer": "", id: `pair-offer-${s.seat}` }, s.url),
    copyRow(s.url, t("pair.copy-link")));
}

/** "Player 2: Ann"; "Player 2" alone when that is the name the form gave. */
function seatName(s) {
  const seat = t("common.player-n", { n: s.seat + 1 });
  return s.name && s.name !== seat ? t("setup.player-named", { n: s.seat + 1, name: s.name }) : seat;
}

function seatSection(pairing, s, act) {
  const heading = `pair-seat-${s.seat}-h`;
  const state = peerState(s);
  const open = s.state === "waiting" || s.state === "away";
  return h("section", {
    class: `pair-seat ${state}`, id: `pair-seat-${s.seat}`, "data-pair-seat": s.seat, "data-peer-state": state,
    "aria-labelledby": heading,
  },
  h("div", { class: "pair-seat-head" },
    h("h2", { id: heading }, seatName(s)),
    h("span", { class: `badge peer-state ${state}` }, t(STATES[state]))),
  s.state === "making" ? h("p", { class: "small", role: "status" }, t("pair.making")) : null,
  s.state === "away" ? h("p", { class: "note" }, t("pair.away")) : null,
  s.connecting ? h("p", { class: "small", role: "status" }, t("pair.connecting")) : null,
  s.failed ? h("p", { class: "form-error", role: "alert" }, t("pair.failed", { error: s.failed })) : null,
  open && s.offer && !s.connecting ? [offerPart(s), answerPart(pairing, s, act)] : null,
  open ? h("div", { class: "row" },
    h("button", { type: "button", class: "quiet", "data-pair-renew": "", onclick: () => act.renew(s) }, sym("replay"), t("pair.renew")))
    : null);
}

/** The pair screen's nodes for `pairing` (pair-ctrl.js's state). */
export function renderPair(pairing, act) {
  const waiting = pairing.seats.filter((s) => s.state !== "connected").length;
  return [
    h("h1", { id: "screen-h", tabindex: "-1" }, t("pair.title")),
    h("p", { class: "pair-how" }, t("pair.how")),
    cameraNote(pairing),
    h("div", { class: "pair-seats" }, pairing.seats.map((s) => seatSection(pairing, s, act))),
    h("p", { class: "form-error", role: "alert" }, pairing.fault ? t("setup.start-failed", { error: pairing.fault }) : ""),
    h("p", { class: "small", id: "pair-start-hint", role: "status" }, waiting ? tn("pair.still-to-connect", waiting) : t("pair.all-connected")),
    h("div", { class: "row start-row pair-start" },
      h("button", {
        type: "button", class: "primary big", "data-pair-start": "", disabled: waiting ? true : null,
        "aria-busy": pairing.starting ? "true" : null, "aria-describedby": "pair-start-hint", onclick: act.start,
      }, sym("new-game"), t("setup.start")),
      h("button", { type: "button", class: "quiet", onclick: act.back }, t("common.back"))),
  ];
}
