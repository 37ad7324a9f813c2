// The handoff screen: "Pass to Bob", with nothing private of anyone on it.
//
// Drawn from the table's view (viewer null), so nothing private of anyone is
// on it (R10); one tap reveals Bob's view.  Until that tap the phone is still
// with the player who just moved: he may take his move back (R20), which shows
// his own view again.

import { h, sym, sailIcon } from "../parts/dom.js";
import { announceEl, undoButton } from "../parts/pieces.js";
import { topBar } from "../parts/frame.js";
import { sinceEl } from "../parts/since.js";
import { orderStrip } from "../parts/round.js";
import { vpRow } from "../parts/sheet-now.js";
import { t } from "../words/ui.js";

export function renderHandoff(screen, view, actions) {
  const who = screen.seats[view.to_act].label;
  const entries = view.log.entries;
  const last = entries.length ? entries[entries.length - 1] : null;
  const lastLine = last ? screen.words.log[entries.length - 1] : null;
  const holder = screen.holder === null ? null : screen.seats[screen.holder].label;
  const undo = undoButton(screen, actions, holder ? t("handoff.undo-of", { player: holder }) : t("handoff.undo"));
  return [
    topBar(view, null, screen, actions),
    h("div", { class: "handoff" },
      sailIcon(48),
      h("h1", { id: "screen-h", tabindex: "-1" }, screen.title),
      h("p", { class: "handoff-task" }, t("handoff.task", { player: who, task: screen.task })),
      // A game restored from a file: the whole table is told (docs/threat-model.md).
      screen.restored ? h("p", { class: "handoff-restored", "data-restored": "", role: "alert" }, screen.restored) : null,
      h("button", { type: "button", class: "primary big", "data-handoff": "", onclick: actions.reveal },
        t("handoff.reveal", { player: who })),
      h("p", { class: "handoff-note" }, t("handoff.note")),
      undo ? h("div", { class: "undo-row" }, undo) : null,
      announceEl(view),
      orderStrip(screen, view),
      // Every move since the next player's last turn, as the whole table saw and heard it.
      screen.since ? sinceEl(screen, view) : last && !["reveal", "restored"].includes(last.kind) ? h("p", { class: "handoff-last" }, lastLine) : null,
      vpRow(screen),
      h("button", { type: "button", class: "quiet", "data-home": "", onclick: actions.home }, sym("home"), t("common.home")),
    ),
  ];
}
