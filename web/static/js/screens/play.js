// The play screen: the table as the viewer sees it on his turn, with his moves on it.
//
// The revealed Goods and their moves (market.js), what happened since his last
// turn, Undo, the round, his piles in short and the other players one row each;
// the log, the Animal reference and every player's full piles one tap away.

import { h } from "../parts/dom.js";
import { marketSection } from "../parts/market.js";
import {
  announceEl, topBar, mySummary, othersSection, gameFooter, undoButton, hintRow, tableSide,
} from "../parts/pieces.js";
import { sinceEl } from "../parts/since.js";
import { roundEl } from "../parts/round.js";
import { t } from "../words/ui.js";

function hint(view, moves) {
  if (view.phase === "assign") return t("play.hint-assign");
  if (moves.some((m) => m.kind === "swap")) return t("play.hint-swap");
  return t("play.hint-take");
}

export function renderPlay(screen, view, actions) {
  const undo = undoButton(screen, actions);
  return [
    topBar(view),
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, screen.title),
      h("p", { class: "hint" }, hint(view, screen.moves)),
      announceEl(view),
    ),
    sinceEl(screen),
    marketSection(view, screen.moves, screen, screen.notes),
    h("div", { class: "turn-tools" }, undo, hintRow(actions, screen), roundEl(screen)),
    tableSide(view, mySummary(view, screen), othersSection(view, screen)),
    gameFooter(actions),
  ];
}
