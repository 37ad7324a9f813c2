// What happened since a turn: every move at the table since the viewer's last one.
//
// On a handoff, since the next player's; as golden_sails.game.since lists it and
// golden_sails.app.news words it.  A Gem class in it was said aloud to the
// whole table as it was taken (R8): it is drawn inside data-gem-announce, and
// only where the rules core put it in the list.

import { h } from "./dom.js";
import { icon } from "./icons.js";
import { t, tn } from "../words/ui.js";

function itemEl(item) {
  const attrs = { class: `since-item since-${item.kind}`, "data-since-item": "", "data-kind": item.kind };
  if (Number.isInteger(item.seat)) attrs["data-seat"] = item.seat;
  const gem = Number.isInteger(item.gem)
    ? h("span", { class: "since-gem", "data-gem-announce": "" }, " ",
      h("span", { class: "chip gem", "data-gem-owner": item.seat, "data-gem-class": item.gem }, icon("gems"), t("pieces.gem-class", { gem: item.gem })))
    : null;
  return h("li", attrs, item.text, gem);
}

/**
 * The list, newest last, grouped by round.  Open by default on a person's own
 * turn and on a handoff; folded elsewhere (a computer's turn shows the newest
 * move in its heading).  `open`: whether the list starts unfolded.
 */
export function sinceEl(screen, open = true) {
  const since = screen.since;
  if (!since) return null;
  const items = since.items;
  const rows = [];
  let round = null;
  for (const item of items) {
    if (item.round !== round && item.kind !== "return" && item.kind !== "first-player") {
      round = item.round;
      rows.push(h("li", { class: "since-round", "aria-hidden": "true" }, t("common.round", { round })));
    }
    rows.push(itemEl(item));
  }
  const count = items.length;
  // Nothing since: said to a screen reader, no room taken on a phone's screen.
  if (!count) return h("p", { class: "visually-hidden since-none", "data-since": "", "data-since-seat": since.seat }, since.empty);
  const list = h("ol", { class: "since-list" }, rows);
  // The newest move is the last: a long list opens scrolled to it.
  requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
  return h("details", { class: "since", "data-since": "", "data-since-seat": since.seat, open: open || null },
    h("summary", null, tn("since.summary", count, { heading: since.heading })),
    list);
}
