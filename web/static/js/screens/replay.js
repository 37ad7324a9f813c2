// The replay screen: a finished game, move by move, every Gem face up.
//
// The table after each move, from the deal to the final scores (the game is
// over: nothing is left to hide).  The engine answers each step
// (golden_sails.teach.replays): the view, the move's log lines, each player's
// score had the game ended there, and at the end the result rows and score
// sheet as the `over` screen draws them.

import { h, sym } from "../parts/dom.js";
import { marketSection } from "../parts/market.js";
import { topBar, playersSection, discardsEl } from "../parts/pieces.js";
import { resultsList, sheetSection } from "../parts/score-sheet.js";
import { t, tn } from "../words/ui.js";

/** Back, where we are, Next; the arrow keys do the same (app.js). */
function stepNav(answer, actions) {
  const { step, steps } = answer;
  return h("nav", { class: "row scene-nav replay-nav", "aria-label": t("replay.steps") },
    h("button", { type: "button", class: "quiet", "data-replay-back": "", disabled: step <= 0 || null, onclick: () => actions.go(step - 1), "aria-keyshortcuts": "ArrowLeft" },
      sym("back"), t("common.back")),
    h("span", { class: "scene-count" }, step === 0 ? tn("replay.deal", steps) : t("replay.move-of", { step, steps })),
    h("button", { type: "button", class: "primary", "data-replay-next": "", disabled: step >= steps || null, onclick: () => actions.go(step + 1), "aria-keyshortcuts": "ArrowRight" },
      t("common.next"), sym("forward")));
}

/** What this move did, in the log's words (a move may add several lines: a reveal, an announce). */
function saidEl(answer) {
  const lines = answer.said.length ? answer.said : [{ kind: "deal", text: t("replay.dealt") }];
  return h("section", { class: "scene-say replay-say", "data-replay-said": "" },
    h("ul", { class: "said" }, lines.map((e) => h("li", { class: `log-${e.kind}` }, e.text))));
}

function jumpRow(answer, actions) {
  return h("div", { class: "row replay-jump" },
    h("button", { type: "button", class: "quiet", disabled: answer.step === 0 || null, onclick: () => actions.go(0), "aria-keyshortcuts": "Home" }, t("replay.to-deal")),
    h("button", { type: "button", class: "quiet", disabled: answer.step === answer.steps || null, onclick: () => actions.go(answer.steps), "aria-keyshortcuts": "End" }, t("replay.to-end")));
}

function footer(actions) {
  if (!actions.home) return null;
  return h("footer", { class: "game-footer" },
    h("button", { type: "button", class: "quiet", onclick: actions.home }, sym("home"), t("common.home")));
}

/** The replay screen for one step; `answer` is the bridge's replay() answer. */
export function renderReplay(answer, actions) {
  const v = answer.view;
  const names = answer.seats.map((s) => s.label).join(", ");
  const last = answer.step === answer.steps;
  // The seats as a game screen names them, so the shared parts draw the same.
  const screen = { seats: answer.seats, seat_order: answer.seat_order, scores: answer.scores };
  return [
    topBar(v, t("home.replay")),
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, t("replay.title", { names })),
      last ? h("p", { class: "verdict" }, sym("trophy"), answer.result.verdict) : null,
      // Who played with hints, on every step (a link made before hints were kept: nothing).
      answer.hints_said && answer.hints_said.length
        ? h("ul", { class: "hints-said", "data-hints-said": "" }, answer.hints_said.map((line) => h("li", { class: "small" }, sym("hint"), line)))
        : null,
    ),
    stepNav(answer, actions),
    saidEl(answer),
    last ? resultsList(screen, v) : marketSection(v, [], screen),
    last ? null : jumpRow(answer, actions),
    playersSection(v, screen, last ? t("replay.piles-end") : t("pieces.piles")),
    last ? sheetSection(v, answer.result.choices) : h("section", { class: "extras", "aria-label": t("common.experts") }, discardsEl(v)),
    last ? jumpRow(answer, actions) : null,
    footer(actions),
  ];
}

/** A replay link that cannot be opened: the fault named, and the way on. */
export function renderReplayError(fault, actions) {
  return [
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, t("replay.bad-link")),
    ),
    h("div", { class: "link-errors", role: "alert" },
      h("p", { "data-replay-error": "" }, fault),
      h("p", null, t("replay.bad-link-note"))),
    footer(actions),
  ];
}
