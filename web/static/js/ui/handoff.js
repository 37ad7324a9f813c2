// The handoff: "Pass to Bob".  Drawn from the table's view (viewer null), so
// nothing private of anyone is on it (R10); one tap reveals Bob's view.

import { h, sym, sailIcon } from "./dom.js";
import { task } from "./words.js";
import { announceEl } from "./parts.js";

export function renderHandoff(view, actions) {
  const who = view.players[view.to_act].name;
  const last = view.log.length ? view.log[view.log.length - 1] : null;
  return [
    h("div", { class: "handoff" },
      sailIcon(56),
      h("p", { class: "handoff-round" }, `Round ${view.round} of ${view.rounds}`),
      h("h1", { id: "screen-h", tabindex: "-1" }, `Pass to ${who}`),
      h("p", { class: "handoff-task" }, `${who}: ${task(view)}`),
      announceEl(view),
      last && last.kind !== "reveal" ? h("p", { class: "handoff-last" }, last.text) : null,
      h("button", { type: "button", class: "primary big", "data-handoff": "", onclick: actions.reveal },
        `I am ${who}: show my turn`),
      h("p", { class: "handoff-note" }, "Only the player named above should look after this tap."),
      h("button", { type: "button", class: "quiet", onclick: actions.home }, sym("🏠"), "Home"),
    ),
  ];
}
