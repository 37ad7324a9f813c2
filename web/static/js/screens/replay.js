// The replay screen: a finished game, move by move, every Gem face up.
//
// The table after each move, from the deal to the final scores (the game is
// over: nothing is left to hide).  The engine answers each step
// (golden_sails.teach.replays): the view, the move's log lines, each player's
// score had the game ended there, and at the end the result rows and score
// sheet as the `over` screen draws them.  A replay is skimmed as well as
// stepped: a scrubber over every step, a round's first step, a player's next
// or previous move, the final scores.  Where each round starts and whose move
// each step is are the engine's facts in the answer (round_starts, rounds,
// actors, turns): this screen reads them, it never works them out.

import { h, sym } from "../parts/dom.js";
import { marketSection } from "../parts/market.js";
import { playersSection, discardsEl } from "../parts/pieces.js";
import { topBar } from "../parts/frame.js";
import { resultsList, sheetSection } from "../parts/score-sheet.js";
import { t, tn } from "../words/ui.js";

/** Where the replay stands: the deal, or "Move k of n". */
function countText(step, steps) {
  return step === 0 ? tn("replay.deal", steps) : t("replay.move-of", { step, steps });
}

/** Back and Next, half the width each for a thumb; the arrow keys do the same (app.js). */
function stepNav(answer, actions) {
  const { step, steps } = answer;
  return h("nav", { class: "replay-nav", "aria-label": t("replay.steps") },
    h("button", { type: "button", class: "quiet", "data-replay-back": "", disabled: step <= 0 || null, onclick: () => actions.go(step - 1), "aria-keyshortcuts": "ArrowLeft" },
      sym("back"), t("common.back")),
    h("button", { type: "button", class: "primary", "data-replay-next": "", disabled: step >= steps || null, onclick: () => actions.go(step + 1), "aria-keyshortcuts": "ArrowRight" },
      t("common.next"), sym("forward")));
}

/** Who made step k's move, and in which round, as the scrubber says it while dragged. */
function stepWords(answer, k) {
  const seat = answer.actors[k];
  if (seat === null || seat === undefined) return t("replay.at-deal");
  return t("replay.at-step", { round: answer.rounds[k], name: answer.seats[seat].name });
}

/**
 * A scrubber over every step, for a thumb: dragging says where it would land
 * (the count and the words under it), letting go goes there.  The rounds'
 * first steps are its tick marks.
 */
function scrubber(answer, actions) {
  const { step, steps } = answer;
  const ticks = h("datalist", { id: "replay-rounds" },
    answer.round_starts.map((k) => h("option", { value: String(k) })));
  const count = h("span", { class: "scene-count", "data-replay-count": "" }, countText(step, steps));
  const where = h("span", { class: "replay-where" }, stepWords(answer, step));
  const range = h("input", {
    type: "range", name: "replay-step", id: "replay-step", class: "replay-scrub",
    min: "0", max: String(steps), step: "1", value: String(step), list: "replay-rounds",
    "aria-valuetext": `${countText(step, steps)}, ${stepWords(answer, step)}`,
    oninput: (event) => {
      const k = Number(event.target.value);
      count.textContent = countText(k, steps);
      where.textContent = stepWords(answer, k);
      event.target.setAttribute("aria-valuetext", `${count.textContent}, ${where.textContent}`);
    },
    onchange: (event) => actions.go(Number(event.target.value), "#replay-step"),
  });
  return h("div", { class: "replay-scrubber" },
    h("label", { class: "visually-hidden", for: "replay-step" }, t("replay.scrub")),
    range, ticks,
    h("p", { class: "replay-caption" }, count, where));
}

/** Jump to a round's first step, or to the final scores. */
function roundRow(answer, actions) {
  const pick = h("select", {
    name: "replay-round", id: "replay-round",
    onchange: (event) => actions.go(answer.round_starts[Number(event.target.value) - 1], "#replay-round"),
  }, answer.round_starts.map((k, i) =>
    h("option", { value: String(i + 1), selected: i + 1 === answer.round ? true : null }, t("replay.round-n", { n: i + 1 }))));
  return h("div", { class: "replay-jump" },
    h("label", { class: "visually-hidden", for: "replay-round" }, t("replay.to-round")),
    pick,
    h("button", { type: "button", class: "quiet", "data-replay-end": "", disabled: answer.step === answer.steps || null, onclick: () => actions.go(answer.steps), "aria-keyshortcuts": "End" },
      sym("trophy"), t("replay.to-end")));
}

/** One player's moves: his latest before this step, the list to choose him, his next after it. */
function seatRow(answer, actions) {
  const seat = actions.seat(answer);
  const jump = (to, attr, label, icon, focus) => h("button", {
    type: "button", class: "quiet", [attr]: "", disabled: to === null || null,
    "aria-label": label, title: label, onclick: () => actions.go(to, focus),
  }, sym(icon));
  const pick = h("select", {
    name: "replay-seat", id: "replay-seat",
    onchange: (event) => actions.choose(Number(event.target.value)),
  }, answer.seats.map((s, i) => h("option", { value: String(i), selected: i === seat ? true : null }, t("replay.moves-of", { name: s.name }))));
  return h("div", { class: "replay-seat", role: "group", "aria-label": t("replay.moves-of", { name: answer.seats[seat].name }) },
    jump(answer.turns.previous[seat], "data-replay-seat-back", t("replay.seat-back"), "back", "[data-replay-seat-back]"),
    h("label", { class: "visually-hidden", for: "replay-seat" }, t("replay.player")),
    pick,
    jump(answer.turns.next[seat], "data-replay-seat-next", t("replay.seat-next"), "forward", "[data-replay-seat-next]"));
}

/** What this move did, in the log's words (a move may add several lines: a reveal, an announce). */
function saidEl(answer) {
  const lines = answer.said.length ? answer.said : [t("replay.dealt")];
  return h("section", { class: "scene-say replay-say", "data-replay-said": "" },
    h("ul", { class: "said" }, lines.map((line) => h("li", null, line))));
}

function footer(actions, step) {
  if (!actions.home) return null;
  return h("footer", { class: "game-footer" },
    actions.author && step !== undefined
      ? h("button", { type: "button", class: "quiet", "data-author-from-replay": "", onclick: () => actions.author(step) }, sym("learn"), t("author.from-replay"))
      : null,
    h("button", { type: "button", class: "quiet", onclick: actions.home }, sym("home"), t("common.home")));
}

/** The replay screen for one step; `answer` is the bridge's replay() answer. */
export function renderReplay(answer, actions) {
  const v = answer.view;
  const names = answer.seats.map((s) => s.label).join(", ");
  const last = answer.step === answer.steps;
  // The seats as a game screen names them, so the shared parts draw the same.
  const screen = { seats: answer.seats, seat_order: answer.seat_order, scores: answer.scores, words: answer.words };
  return [
    topBar(v, t("replay.top-bar"), null, null, answer.words),
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, t("replay.title", { names })),
      last ? h("p", { class: "verdict" }, sym("trophy"), answer.result.verdict) : null,
      // Who played with hints, on every step (a link made before hints were kept: nothing).
      answer.hints_said && answer.hints_said.length
        ? h("ul", { class: "hints-said", "data-hints-said": "" }, answer.hints_said.map((line) => h("li", { class: "small" }, sym("hint"), line)))
        : null,
    ),
    h("div", { class: "replay-controls" },
      stepNav(answer, actions),
      scrubber(answer, actions),
      roundRow(answer, actions),
      seatRow(answer, actions)),
    saidEl(answer),
    last ? resultsList(answer.seats, answer.result.sheet) : marketSection(v, [], screen),
    playersSection(v, screen, last ? t("replay.piles-end") : t("pieces.piles")),
    last ? sheetSection(answer.result.sheet, answer.result.choices) : h("section", { class: "extras", "aria-label": t("common.experts") }, discardsEl(v)),
    footer(actions, answer.step),
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
