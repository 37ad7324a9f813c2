// The bot screen: a computer player deciding over the table, and the computers' moves shown.
//
// "Ben (Hard) is thinking…" while nothing has been shown since the person's
// move; then each computer's move as the heading, staying until the next one
// replaces it (the next computer thinks meanwhile: game.js), with the list of
// every move since the person's last turn growing under it.  Drawn from the
// view the session gives (the one person's own, or the table's between
// several people): a computer player's private view is never on the page.
// Just after a person's move a computer answers (a grace move, D23), Undo
// takes it back until that answer is shown.

import { h, sym } from "../parts/dom.js";
import { marketSection } from "../parts/market.js";
import { announceEl, mySummary, othersSection, playersSection, ic } from "../parts/pieces.js";
import { topBar, gameFooter, tableSide } from "../parts/frame.js";
import { sinceEl } from "../parts/since.js";
import { orderStrip } from "../parts/round.js";
import { settings } from "../device/settings.js";
import { t } from "../words/ui.js";

/**
 * `played` is null while the first computer thinks, or the bridge's `played`
 * ({seat, label, move, slot, text}) while its move is shown (and the next
 * computer, if any, thinks); `grace`: the person's Undo is still possible
 * (game.js); `actions.skip` hurries the showing.
 */
export function renderBot(screen, view, actions, played, grace = null) {
  const waits = settings().botSpeed === "step";
  const next = screen.name === "bot" ? screen.bot.label : null;
  const status = played
    ? h("div", { class: "status bot-status", "data-bot-played": "" },
      h("h1", { id: "screen-h", tabindex: "-1" }, played.text || t("bot.played", { player: played.label })),
      next ? h("p", { class: "hint thinking", "aria-busy": "true" }, t("bot.thinking", { player: next })) : null,
      // Step by step, the move waits for Go on; otherwise it goes on by itself.
      waits ? h("div", { class: "turn-tools" },
        h("button", { type: "button", class: "primary", "data-skip": "", onclick: actions.skip }, `${t("bot.go-on")} `, sym("forward"))) : null)
    : h("div", { class: "status bot-status", "aria-busy": "true" },
      h("h1", { id: "screen-h", tabindex: "-1" }, t("bot.thinking", { player: next || "" })),
      grace
        ? h("div", { class: "turn-tools" },
          h("button", { type: "button", class: "undo", "data-undo": "", onclick: actions.undoGrace }, ic("undo"), t("bot.undo-grace")))
        : h("p", { class: "hint" }, t("bot.choosing")));
  const scoring = view.phase !== "assign" && view.phase !== "take";
  const market = scoring ? null : marketSection(view, [], screen);
  if (market && played && Number.isInteger(played.slot)) {
    market.querySelector(`[data-slot="${played.slot}"]`)?.classList.add("just-played");
  }
  return [
    topBar(view, null, screen, actions),
    status,
    announceEl(view),
    scoring ? null : orderStrip(screen, view),
    sinceEl(screen, view),
    market,
    scoring ? playersSection(view, screen, t("common.piles-revealed")) : null,
    scoring ? null : tableSide(view, screen,
      view.viewer !== null && view.viewer !== undefined ? mySummary(view, screen) : null,
      othersSection(view, screen)),
    gameFooter(actions),
  ];
}
