// The join screen (a guest's phone): the host's code taken, this phone's answer shown back.
//
// A function of the joining's state (join-ctrl.js keeps it): the offer pasted
// ([data-join-offer], [data-join-apply]) when the link did not bring it or was
// refused, then the answer as a QR code and as text ([data-join-answer]) for
// the host to scan or paste, then whether the link to the host is open.

import { h, sym } from "../parts/dom.js";
import { copyRow, refusalText } from "../parts/codes.js";
import { qrCode } from "../peers/qr.js";
import { t } from "../words/ui.js";

function offerForm(joining, act) {
  return h("div", { class: "join-offer" },
    h("label", { for: "join-offer" }, t("join.offer-label")),
    h("textarea", {
      id: "join-offer", "data-join-offer": "", rows: "3", autocomplete: "off", autocapitalize: "off", spellcheck: "false",
      "aria-invalid": joining.refused ? "true" : null, "aria-describedby": joining.refused ? "join-refused" : null,
      oninput: (e) => act.typed(e.target.value),
    }),
    h("div", { class: "row" },
      h("button", { type: "button", class: "primary", "data-join-apply": "", onclick: act.apply }, t("join.apply"))),
    h("p", { class: "form-error", role: "alert", id: "join-refused", "data-join-refused": joining.refused || null },
      joining.refused ? refusalText(joining.refused) : ""));
}

function answerPart(joining) {
  return h("div", { class: "join-answer" },
    h("p", null, t("join.answer-how")),
    qrCode(joining.answer, t("join.answer-qr")),
    h("p", { class: "code-text", "data-join-answer": "", id: "join-answer" }, joining.answer),
    copyRow(joining.answer, t("join.copy-answer")));
}

/** What the guest reads, by the joining's phase. */
function body(joining, act) {
  switch (joining.phase) {
    case "making":
      return h("p", { class: "note", role: "status" }, t("join.making"));
    case "answer":
      return answerPart(joining);
    case "connected":
      return h("p", { class: "note ok", role: "status", "data-join-connected": "" }, sym("check"), t("join.connected"));
    case "away":
      return [h("p", { class: "note", role: "alert" }, t("join.away")), offerForm(joining, act)];
    default:
      return [h("p", null, t("join.how")), offerForm(joining, act)];
  }
}

/** The join screen's nodes for `joining` (join-ctrl.js's state). */
export function renderJoin(joining, act) {
  return [
    h("h1", { id: "screen-h", tabindex: "-1" }, t("join.title")),
    body(joining, act),
    joining.failed ? h("p", { class: "form-error", role: "alert" }, t("join.failed", { error: joining.failed })) : null,
    h("p", { class: "small join-online" }, t("join.online-once")),
    h("div", { class: "row" },
      h("button", { type: "button", class: "quiet", "data-join-home": "", onclick: act.home }, sym("home"), t("common.home"))),
  ].flat(); // a phase's body may be several nodes: the screen takes a flat list
}
