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
import { areaIcon } from "./pieces.js";
import { t } from "../words/ui.js";

function attrsOf(item) {
  const attrs = { "data-since-item": "", "data-kind": item.kind };
  if (Number.isInteger(item.seat)) attrs["data-seat"] = item.seat;
  return attrs;
}

function moveEl(item, text, newest) {
  // Said aloud to the whole table as it was taken (R8): the announcement's symbol.
  const gem = Number.isInteger(item.gem)
    ? h("span", { class: "since-gem", "data-gem-announce": "" }, " ",
      h("span", { class: "chip gem", "data-gem-owner": item.seat, "data-gem-class": item.gem },
        icon("announce"), sr(t("since.said-aloud")), icon("gems"), t("pieces.gem-class", { gem: item.gem })))
    : null;
  // The Area's symbol beside its words (a Gem's: the pile's, its class never guessed).
  const symbol = icon(areaIcon(item.pile, item), { className: "since-icon" });
  return h("li", { class: `since-item since-${item.kind}${newest ? " newest" : ""}`, ...attrsOf(item) },
    symbol, h("span", { class: "since-text" }, text), gem);
}

/**
 * The list, oldest first, newest last (marked): a round's end (the Experts'
 * return, the First Player card) is a divider line of its own, with the new
 * round's number, between the moves of two rounds.
 */
export function sinceEl(screen, view) {
  // The moves are the view's facts; their lines the screen's words, one each.
  const since = screen.since;
  const nameOf = (seat) => view.players[seat].name;
  if (!since || !view.since) return null;
  const items = view.since.items;
  const textOf = (item) => since.texts[items.indexOf(item)];
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
        h("span", { "aria-hidden": "true" }, shortWords), sr(textOf(item))));
      continue;
    }
    if (item.round !== round && !divider) {
      rows.push(h("li", { class: "since-divider" }, h("span", { class: "since-round" }, t("common.round", { round: item.round }))));
    }
    round = item.round;
    divider = null;
    rows.push(moveEl(item, textOf(item), item === newest));
  }
  return h("section", { class: "since", "data-since": "", "data-since-seat": since.seat, "aria-labelledby": "since-h" },
    h("h2", { id: "since-h", class: "since-head" }, since.heading),
    h("ol", { class: "since-list" }, rows));
}
