// What happened since a turn: every move at the table since the viewer's last one, all in view.
//
// On a handoff, since the next player's; as golden_sails.game.since lists it and
// golden_sails.app.news words it.  Never folded, never a scroll box: it is at
// most about eight short lines (issue 32), each a move and what its card
// became, and the player reads it whole before he decides.  A Gem class in it
// was said aloud to the whole table as it was taken (R8): it is drawn inside
// data-gem-announce, and only where the rules core put it in the list, so it
// is there at his turn whatever the memory aid says (D21).

import { h, sr } from "./dom.js";
import { icon } from "./icons.js";
import { t } from "../words/ui.js";

function attrsOf(item) {
  const attrs = { "data-since-item": "", "data-kind": item.kind };
  if (Number.isInteger(item.seat)) attrs["data-seat"] = item.seat;
  return attrs;
}

function moveEl(item, newest) {
  // Said aloud to the whole table as it was taken (R8): the announcement's symbol.
  const gem = Number.isInteger(item.gem)
    ? h("span", { class: "since-gem", "data-gem-announce": "" }, " ",
      h("span", { class: "chip gem", "data-gem-owner": item.seat, "data-gem-class": item.gem },
        icon("announce"), sr(t("since.said-aloud")), icon("gems"), t("pieces.gem-class", { gem: item.gem })))
    : null;
  const symbol = item.icon ? icon(item.icon, { className: "since-icon" }) : null;
  return h("li", { class: `since-item since-${item.kind}${newest ? " newest" : ""}`, ...attrsOf(item) },
    symbol, h("span", { class: "since-text" }, item.text), gem);
}

/**
 * The list, oldest first, newest last (marked): a round's end (the Experts'
 * return, the First Player card) is a divider line of its own, with the new
 * round's number, between the moves of two rounds.
 */
export function sinceEl(screen, view) {
  const since = screen.since;
  const nameOf = (seat) => view.players[seat].name;
  if (!since) return null;
  const items = since.items;
  // Nothing since: said to a screen reader, no room taken on a phone's screen.
  if (!items.length) return h("p", { class: "visually-hidden since-none", "data-since": "", "data-since-seat": since.seat }, since.empty);
  const rows = [];
  let round = items[0].round;
  let divider = null;
  const moves = items.filter((i) => i.kind !== "return" && i.kind !== "first-player");
  const newest = moves[moves.length - 1];
  for (const item of items) {
    if (item.kind === "return" || item.kind === "first-player") {
      if (!divider) {
        divider = h("li", { class: "since-divider" }, h("span", { class: "since-round" }, t("common.round", { round: item.round + 1 })));
        rows.push(divider);
      }
      // Short on the line, whole for a screen reader: "↺ All Experts back", "⚑ Marco".
      const shortWords = item.kind === "return" ? t("since.experts-back")
        : item.skipped === null || item.skipped === undefined ? t("since.first-now", { player: nameOf(item.seat) })
          : t("since.first-now-skipped", { player: nameOf(item.seat), skipped: nameOf(item.skipped) });
      divider.appendChild(h("span", { class: `since-end since-${item.kind}`, ...attrsOf(item) },
        icon(item.kind === "return" ? "undo" : "first-player", { className: "since-icon" }),
        h("span", { "aria-hidden": "true" }, shortWords), sr(item.text)));
      continue;
    }
    if (item.round !== round && !divider) {
      rows.push(h("li", { class: "since-divider" }, h("span", { class: "since-round" }, t("common.round", { round: item.round }))));
    }
    round = item.round;
    divider = null;
    rows.push(moveEl(item, item === newest));
  }
  return h("section", { class: "since", "data-since": "", "data-since-seat": since.seat, "aria-labelledby": "since-h" },
    h("h2", { id: "since-h", class: "since-head" }, since.heading),
    h("ol", { class: "since-list" }, rows));
}
