// The phone screen: the table while a person plays on his own phone (a table of phones).
//
// On the host's phone while a guest acts ("Ann plays on their own phone"), and
// on a guest's phone while anyone but a computer acts ("Waiting for Ann"):
// nothing to decide here, the table as this phone's viewer sees it, the moves
// since its turn, and Undo where its latest move may still be taken back
// (R20, D25: until the next player acts).  Drawn from the view the host sent,
// as every game screen (R10).

import { h } from "../parts/dom.js";
import { marketSection } from "../parts/market.js";
import { announceEl, mySummary, othersSection, playersSection, undoButton } from "../parts/pieces.js";
import { topBar, gameFooter, tableSide } from "../parts/frame.js";
import { sinceEl } from "../parts/since.js";
import { orderStrip } from "../parts/round.js";
import { t } from "../words/ui.js";

export function renderPhone(screen, view, actions) {
  const scoring = view.phase !== "assign" && view.phase !== "take";
  return [
    topBar(view, null, screen, actions),
    h("div", { class: "status bot-status", "aria-busy": "true", "data-phone-seat": screen.phone.seat },
      h("h1", { id: "screen-h", tabindex: "-1" }, screen.title),
      h("div", { class: "turn-tools" }, undoButton(screen, actions))),
    announceEl(view),
    scoring ? null : orderStrip(screen, view),
    sinceEl(screen, view),
    scoring ? null : marketSection(view, [], screen),
    scoring ? playersSection(view, screen, t("common.piles-revealed")) : null,
    scoring ? null : tableSide(view, screen,
      view.viewer !== null && view.viewer !== undefined ? mySummary(view, screen) : null,
      othersSection(view, screen)),
    gameFooter(actions),
  ];
}
