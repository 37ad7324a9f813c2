// The scene screen: a guided scene, one of the rulebook's examples, a step at a time.
//
// On the real table.  The engine draws each step (golden_sails.teach.scenes): its
// words (and what it folds behind "More"), the table's view, and the move the
// step asks for.  The learner makes that move on the table, as in a game:
// every Area and Take the table offers there is tappable (the step's
// ``tries``); the asked move is the only button[data-move] and goes on to the
// next step, any other says why it is not the move (the rules core's words,
// in [data-scene-wrong]) and marks the asked one.  Next stays disabled on a
// step that asks a move.  A step that asks a question (answer.question) offers
// every legal move as an answer, each a button[data-move] whose verdict the
// rules core gave (parts/question.js): Next opens once an accepted one is
// tapped.  The lesson can be read whole as notes (button[data-notes-only],
// parts/notes.js).  Reaching a lesson's last step from the one before ticks it
// done on this device (device/progress.js).

import { h, sym } from "../parts/dom.js";
import { sceneHash, tableHash } from "../device/links.js";
import { withLanguage } from "../device/language.js";
import { goodMany } from "../words/vocab.js";
import { marketSection } from "../parts/market.js";
import { announceEl, discardsEl, playersSection } from "../parts/pieces.js";
import { topBar, logSection } from "../parts/frame.js";
import { markLessonDone } from "../device/progress.js";
import { tellHost } from "../device/host-page.js";
import { answerTaps, questionBox } from "../parts/question.js";
import { notesList } from "../parts/notes.js";
import { t } from "../words/ui.js";

/** Going on from `step`: the last step reached from the one before ends the lesson. */
function onward(answer, step) {
  if (step + 1 === answer.scene.steps) markLessonDone(answer.scene.name);
}

function stepNav(answer, actions) {
  const { step } = answer;
  const steps = answer.scene.steps;
  const asks = answer.moves.length > 0;
  const back = h("button", { type: "button", class: "quiet", "data-scene-back": "", disabled: step <= 1 || null, onclick: () => actions.go(step - 1) },
    sym("back"), t("common.back"));
  const next = step < steps
    ? h("button", {
      type: "button", class: "primary", "data-scene-next": "", disabled: asks || null,
      title: asks ? t("scene.move-first") : null,
      onclick: () => { onward(answer, step); actions.go(step + 1); },
    }, `${t("common.next")} `, sym("forward"))
    : h("button", { type: "button", class: "primary", "data-scene-again": "", onclick: () => actions.go(1) }, sym("replay"), t("scene.again"));
  return h("nav", { class: "row scene-nav", "aria-label": t("scene.steps") }, back,
    h("span", { class: "scene-count" }, t("scene.step-of", { step, steps })), next);
}

/** The words for this step, what it folds behind "More", and where to make its move
 * (a question's step: the question, its hint and the replies, `box`). */
function sayEl(answer, box) {
  const v = answer.view;
  const move = answer.question ? null : answer.moves[0];
  const player = move && v.to_act !== null ? v.players[v.to_act].name : null;
  const onTable = move && Number.isInteger(move.slot);
  return h("section", { class: "scene-say", "aria-live": "polite", "data-scene-say": "" },
    h("p", null, answer.say),
    answer.more ? h("details", { class: "scene-more" }, h("summary", null, t("scene.more")), h("p", null, answer.more)) : null,
    move ? h("p", { class: "scene-ask" }, sym("tap"), player === null
      ? t(onTable ? "scene.ask-table" : "scene.ask-button")
      : t(onTable ? "scene.ask-table-of" : "scene.ask-button-of", { player })) : null,
    box || null,
    answer.moves.length ? h("div", { class: "scene-feedback", "aria-live": "assertive" }) : null,
  );
}

/** A wrong tap: why (the rules core's words), and the asked move marked on the table. */
function showWrong(root, tried, answer) {
  const box = root.querySelector(".scene-feedback");
  if (!box) return;
  box.replaceChildren(h("p", { class: "scene-wrong", role: "alert", "data-scene-wrong": "" },
    h("strong", null, `${t("game.confirm-question", { move: tried.label })} `), tried.wrong));
  if (!answer.question) markTarget(root, answer.moves[0]);
}

/** An accepted answer: Next opens (the lesson goes on along its own move). */
function openNext() {
  const next = document.querySelector("[data-screen] button[data-scene-next]");
  if (!next) return;
  next.disabled = false;
  next.removeAttribute("title");
}

function markTarget(root, move) {
  const asked = root.querySelector("button[data-move]");
  if (asked) asked.classList.add("scene-target-area");
  if (move && Number.isInteger(move.slot)) {
    const card = root.querySelector(`.market .card[data-slot="${move.slot}"]`);
    if (card) card.classList.add("scene-target");
  }
}

/** The scores as they stand: each category shown with its VP, the total (whose
 * note says it is every category's), and the score sheet's reasons folded. */
function scoreEl(score) {
  return h("section", { class: "scene-score", "aria-label": t("sheet-now.title"), "data-scene-score": "" },
    score.note ? h("p", { class: "small scene-score-note" }, score.note) : null,
    score.players.map((p) => h("div", { class: "scene-score-player" },
      h("p", { class: "scene-score-head" }, h("strong", null, p.name),
        p.categories.map((c) => h("span", { class: "scene-cat" }, sym(c.category), t("scene.cat-vp", { goods: goodMany(c.category), vp: c.vp }))),
        h("span", { class: "vp" }, t("scene.total", { vp: p.total }))),
      h("details", { class: "scene-why" }, h("summary", null, t("scene.why")),
        h("ul", { class: "why" }, p.categories.map((c) => h("li", null,
          h("strong", null, t("scene.cat-vp", { goods: goodMany(c.category), vp: c.vp })),
          c.lines.length ? `: ${c.lines.join("; ")}` : null)))))));
}

/** A tap on a step that asks a move, judged: an embed's host page hears right or
 * wrong (device/host-page.js); the second tap of a double tap is no answer. */
function judged(event, answer, correct) {
  if (event.detail <= 1 && answer.moves.length) tellHost("answer", { step: answer.step, correct });
}

/** The table with every control the step offers (its tries): the asked move stays
 * the one button[data-move]; each other becomes a button[data-scene-try] that says why not.
 * On a question's step every legal move is a button[data-move], an answer (`box`). */
function sceneMarket(answer, box) {
  const tries = answer.tries || [];
  const market = marketSection(answer.view, tries, answer);
  const byMove = new Map(tries.map((t) => [JSON.stringify(t.move), t]));
  if (box) answerTaps(market, byMove, box, answer.question, openNext, (correct, event) => judged(event, answer, correct));
  for (const button of market.querySelectorAll("button[data-move]")) {
    const tried = byMove.get(button.getAttribute("data-move"));
    if (tried && tried.verdict) continue; // an answer (parts/question.js)
    if (!tried || tried.wrong === null) {
      button.addEventListener("click", (event) => {
        judged(event, answer, true);
        onward(answer, answer.step);
      });
      continue;
    }
    button.removeAttribute("data-move");
    button.setAttribute("data-scene-try", "");
    button.addEventListener("click", (event) => {
      judged(event, answer, false);
      showWrong(button.closest("[data-screen]") || document, tried, answer);
    });
  }
  return market;
}

/** A link that leaves an embed for the app itself (an embed has no game to play),
 * in the embed's language. */
function appLink(hash, actions, content, attrs = {}) {
  return h("a", actions.embed ? { ...attrs, href: withLanguage(location.pathname + hash), target: "_blank", rel: "noopener" } : { ...attrs, href: hash }, content);
}

/** The last step: try it (the score pad on the lesson's table, or a game set up as its),
 * and the next lesson. */
function outro(answer, actions) {
  const tryWhat = answer.try_it;
  let tryIt;
  if (tryWhat && tryWhat.kind === "scorepad") tryIt = appLink(tableHash(tryWhat.table), actions, [sym("score"), t("scene.try-pad")], { "data-try-it": "scorepad" });
  else if (tryWhat && tryWhat.kind === "new_game") tryIt = appLink(`#/new?${tryWhat.query}`, actions, [sym("new-game"), t("scene.try-game")], { "data-try-it": "new-game" });
  const next = actions.nextLesson;
  return h("section", { class: "scene-outro", "aria-label": t("scene.try") },
    tryWhat ? h("p", null, tryWhat.text) : null,
    tryIt ? h("p", null, tryIt) : null,
    next ? h("p", null, h("a", { href: sceneHash(next.name, 1), "data-open-scene": next.name }, sym("forward"), t("scene.next-lesson", { title: next.title }))) : null,
    h("p", null, h("a", { href: "#/learn", "data-open-learn": "" }, sym("learn"), t("learn.all"))),
  );
}

/** Home, outside an embed (an embed has no app to go home to). */
function homeFooter(actions) {
  return actions.home
    ? h("footer", { class: "game-footer" }, h("button", { type: "button", class: "quiet", onclick: actions.home }, sym("home"), t("common.home")))
    : null;
}

function errorList(errors) {
  return h("div", { class: "link-errors", role: "alert" },
    h("p", null, t("scene.link-part")),
    h("ul", null, errors.map((e) => h("li", { "data-scene-error": "" }, e))));
}

/**
 * The scene screen for one step; `answer` is the bridge's scene() answer,
 * `errors` the link's faults that did not stop it (a bad step: step 1 is shown).
 */
export function renderScene(answer, actions, errors = []) {
  const v = answer.view;
  const asks = answer.moves.length > 0;
  const score = answer.score ? scoreEl(answer.score) : null;
  const box = answer.question ? questionBox(answer.question) : null;
  return [
    topBar(v, null, null, null, answer.words),
    errors.length ? errorList(errors) : null,
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, answer.scene.title),
      h("p", { class: "scene-source" }, answer.scene.source, " ",
        actions.notes ? h("button", { type: "button", class: "link-button", "data-notes-only": "", onclick: actions.notes }, t("notes.open")) : null),
    ),
    sayEl(answer, box),
    stepNav(answer, actions),
    // A step that asks a move shows the table, where it is made, before the score.
    asks ? null : score,
    answer.step === answer.scene.steps ? outro(answer, actions) : null,
    announceEl(v),
    sceneMarket(answer, box),
    asks ? score : null,
    // A lesson's piles have no score now on them: the step's score block says it.
    playersSection(v, { seats: answer.seats, seat_order: answer.seat_order, scores: null, words: answer.words }),
    h("section", { class: "extras", "aria-label": t("common.experts") }, discardsEl(v)),
    logSection(v, answer.words, false),
    // The picker below the table: the step's words, move and way on keep the
    // first screen (test_lessons_fit).  An embed's language is its host's (lang=).
    actions.embed ? null : actions.picker || null,
    homeFooter(actions),
  ];
}

/** The whole lesson as notes (`steps`: every step's answer, in order), and the way
 * back to the step it was opened from. */
export function renderSceneNotes(steps, actions) {
  const scene = steps[0].scene;
  return [
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, scene.title),
      h("p", { class: "scene-source" }, scene.source),
      h("p", { class: "hint" }, scene.summary),
      h("p", null, h("button", { type: "button", class: "primary", "data-notes-back": "", onclick: actions.back }, sym("back"), t("notes.back"))),
    ),
    notesList(steps),
    h("div", { class: "status" },
      h("p", null, h("a", { href: "#/learn", "data-open-learn": "" }, sym("learn"), t("learn.all")))),
    homeFooter(actions),
  ];
}

/** A scene link that cannot be opened: each fault named, and the way on. */
export function renderSceneError(errors, actions) {
  return [
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, t("scene.bad-link")),
    ),
    errorList(errors),
    h("div", { class: "status" },
      h("p", null, h("a", { href: "#/learn", "data-open-learn": "" }, t("scene.see-lessons"))),
    ),
    homeFooter(actions),
  ];
}
