// The play screen: the table as the viewer sees it on his turn, with his moves on it.
//
// From the top, what a turn needs, all within the first screen of a phone
// (issue 37): the turn's heading, this round's order of placing and taking,
// every move since his last turn, the revealed Goods with his moves on them;
// then Undo and the Hint, his piles in short and the other players one row
// each; the log, the round, the Animal reference and every player's piles
// one tap away, in sheets that stay open while the computers play.

import { h } from "../parts/dom.js";
import { marketSection } from "../parts/market.js";
import { mySummary, othersSection, undoButton, hintButton, hintsUsed, hintText, pairMoves } from "../parts/pieces.js";
import { topBar, gameFooter, tableSide } from "../parts/frame.js";
import { sinceEl } from "../parts/since.js";
import { orderStrip } from "../parts/round.js";
import { t } from "../words/ui.js";

/** How to make the move, in the first round (then it is known, and the room is
 * the table's: issue 37); the last card's swap, whenever it is offered. */
function hint(view, moves) {
  if (moves.some((m) => m.kind === "swap")) return t("play.hint-swap");
  if (view.round > 1) return null;
  return view.phase === "assign" ? t("play.hint-assign") : t("play.hint-take");
}

/** `played`: the computer's move just before this turn, marked on the table until he acts. */
export function renderPlay(screen, view, actions, played = null) {
  const undo = undoButton(screen, actions);
  const market = marketSection(view, pairMoves(view, screen.moves), screen);
  if (played && Number.isInteger(played.slot)) market.querySelector(`[data-slot="${played.slot}"]`)?.classList.add("just-played");
  return [
    topBar(view, null, screen, actions),
    // Undo and the Hint beside the heading: no line of their own (issue 37).
    h("div", { class: "status status-tools" },
      h("h1", { id: "screen-h", tabindex: "-1" }, screen.title),
      h("div", { class: "turn-tools" }, undo, hintButton(actions)),
      hint(view, screen.moves) ? h("p", { class: "hint" }, hint(view, screen.moves)) : null,
      actions.hint ? hintsUsed(screen) : null,
      actions.hint ? hintText() : null,
    ),
    orderStrip(screen, view),
    sinceEl(screen, view),
    market,
    tableSide(view, screen, mySummary(view, screen), othersSection(view, screen)),
    gameFooter(actions),
  ];
}
