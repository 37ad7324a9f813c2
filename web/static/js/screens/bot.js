// The bot screen: a computer player deciding over the table, then its move shown.
//
// "Ben (Hard) is thinking…", then its move shown long enough to follow, with a
// button to hurry on.  Drawn from the view the session gives (the one person's
// own, or the table's between several people): a computer player's private
// view is never on the page.

import { h, sym } from "../parts/dom.js";
import { marketSection } from "../parts/market.js";
import { topBar, announceEl, mySummary, othersSection, playersSection, gameFooter, tableSide } from "../parts/pieces.js";
import { sinceEl } from "../parts/since.js";
import { settings } from "../device/settings.js";
import { roundEl } from "../parts/round.js";
import { t } from "../words/ui.js";

/**
 * `played` is null while the computer thinks, or the bridge's `played`
 * ({seat, label, move, slot, text}) while its move is shown; `actions.skip`
 * hurries the showing.
 */
export function renderBot(screen, view, actions, played) {
  const label = played ? played.label : screen.bot.label;
  const waits = settings().botSpeed === "step";
  const status = played
    ? h("div", { class: "status bot-status", "data-bot-played": "" },
      h("h1", { id: "screen-h", tabindex: "-1" }, played.text || t("bot.played", { player: label })),
      // Step by step, the move waits for Go on; otherwise it goes on by itself,
      // and the button only hurries it (the settings' "Computer players' moves").
      waits ? null : h("p", { class: "hint" }, t("bot.goes-on")),
      // Go on and the round share a line: a phone's screen keeps the table in view.
      h("div", { class: "turn-tools" },
        h("button", { type: "button", class: waits ? "primary" : "quiet", "data-skip": "", onclick: actions.skip }, `${waits ? t("bot.go-on") : t("bot.go-on-now")} `, sym("forward")),
        roundEl(screen)))
    : h("div", { class: "status bot-status", "aria-busy": "true" },
      h("h1", { id: "screen-h", tabindex: "-1" }, t("bot.thinking", { player: label })),
      h("p", { class: "hint" }, t("bot.choosing")),
      h("div", { class: "turn-tools" }, roundEl(screen)));
  const scoring = view.phase !== "assign" && view.phase !== "take";
  const market = scoring ? null : marketSection(view, [], screen);
  if (market && played && Number.isInteger(played.slot)) {
    const card = market.querySelector(`[data-slot="${played.slot}"]`);
    if (card) card.classList.add("just-played");
  }
  return [
    topBar(view),
    status,
    announceEl(view),
    // Folded on a phone (the heading above says the move being shown; the list
    // is a tap away), open where there is room: the table stays in view.
    sinceEl(screen, !window.matchMedia("(max-width: 480px)").matches),
    market,
    scoring ? playersSection(view, screen, t("common.piles-revealed")) : null,
    scoring ? null : tableSide(view,
      view.viewer !== null && view.viewer !== undefined ? mySummary(view, screen) : null,
      othersSection(view, screen)),
    gameFooter(actions),
  ];
}
