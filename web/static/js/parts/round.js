// The round: who places and takes before you, always in view; the twelve rounds a tap away.
//
// From golden_sails.app.news.round_panel: the order of this round's placing
// (R3) and taking (R4) with who has played and who is next, as a strip under
// the heading of every turn (the turn-order strip players know from Board
// Game Arena); the round among the twelve with the Experts' returns after
// rounds 4 and 8 (R6) and what the last round's end changed, in the round's
// sheet (the top bar's round button).

import { h, sr } from "./dom.js";
import { icon } from "./icons.js";
import { t } from "../words/ui.js";
import { listWords } from "../words/words.js";

function stateWords(state) {
  if (state === "now") return ` ${t("round.now")}`;
  if (state === "done") return ` ${t("round.done")}`;
  return "";
}

/** One phase's order as cells: a tick for those done, the one now marked. */
function orderCells(seats, view, attrs) {
  return h("ol", { class: "order-seats" }, seats.map((s) => h("li", {
    class: `order-seat ${s.state}${s.seat === view.viewer ? " you" : ""}`,
    ...(attrs ? { "data-order-seat": s.seat, "data-order-state": s.state } : {}),
  },
  s.state === "done" ? icon("check", { className: "order-mark" }) : null,
  h("span", { class: "order-name", title: view.players[s.seat].name }, view.players[s.seat].name),
  sr(stateWords(s.state)))));
}

function orderRows(panel, view, attrs) {
  return [
    h("div", { class: "order-row" }, h("span", { class: "order-label" }, t("round.place")), orderCells(panel.place, view, attrs)),
    h("div", { class: "order-row" }, h("span", { class: "order-label" }, t("round.take")), orderCells(panel.take, view, attrs)),
  ];
}

/**
 * This round's order of placing and taking, in view without a tap
 * (`[data-round-order]`, one `[data-order-seat]` a seat and phase).
 */
export function orderStrip(screen, view) {
  const panel = screen.round;
  if (!panel) return null;
  return h("div", { class: "order-strip", "data-round-order": "", role: "group", "aria-label": panel.text },
    orderRows(panel, view, true));
}

/** The twelve rounds as a bar: those played, this one, the returns marked after 4 and 8. */
function progressEl(round, rounds, returns) {
  const cells = [];
  for (let r = 1; r <= rounds; r++) {
    const state = r < round ? "past" : r === round ? "current" : "later";
    cells.push(h("li", { class: `round-cell ${state}`, "aria-hidden": "true" }, String(r)));
    if (returns.includes(r)) cells.push(h("li", { class: "round-return", "aria-hidden": "true", title: t("round.return") }, icon("undo")));
  }
  return h("div", { class: "round-progress", "data-round-progress": "", "data-round": round },
    sr(t("round.progress", { round, rounds, returns: listWords(returns.map(String)) })),
    h("ol", { class: "round-cells" }, cells));
}

/**
 * The round's sheet: the round in words, its order, the twelve rounds with
 * the returns, what the last round's end changed; at final scoring the order
 * in which the players decide (R11); at the end, the twelve rounds played.
 */
export function roundSheet(view, screen) {
  const panel = screen && screen.round;
  if (panel) {
    return {
      title: t("round.sheet", { round: panel.round, rounds: panel.rounds }),
      nodes: [
        h("p", { class: "round-text", "data-round-text": "" }, panel.text),
        h("div", { class: "order-strip in-sheet" }, orderRows(panel, view, false)),
        progressEl(panel.round, panel.rounds, panel.returns),
        h("p", { class: "small" }, panel.returns_text),
        panel.round_end ? h("p", { class: "small round-last-end" }, panel.round_end.text) : null,
      ],
    };
  }
  const final = screen && screen.final;
  return {
    title: view.phase === "over" ? t("pieces.game-over") : t("pieces.final-scoring"),
    nodes: [
      progressEl(view.rounds + 1, view.rounds, []),
      final ? h("p", { class: "small" }, final.hint) : null,
      final ? h("ol", { class: "decide-order" }, final.order.map((o) => h("li", { class: o.state }, t("round.decide-line", { player: o.name, state: o.text })))) : null,
    ],
  };
}
