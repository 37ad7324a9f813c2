// The study screen: a study's step, its author's note on the real table, and its question.
//
// Drawn from the engine's answer (golden_sails.teach.studies): the table as the
// learner's seat sees it at that step (another's Gem only where the author
// opened the table, which the screen then says), the note as its author wrote
// it ([data-study-note]: bold words, line breaks, links to the rules), Back and
// Next, and the chapters ([data-study-chapter], a tap goes to a chapter's
// first step).  A step that asks a question offers every legal move as an
// answer, each a button[data-move] whose verdict the rules core gave
// (parts/question.js); any other control the table offers says why the rules
// refuse it.  The study reads whole as notes (button[data-notes-only]).

import { h, sym } from "../parts/dom.js";
import { rulesHash } from "../device/links.js";
import { withLanguage } from "../device/language.js";
import { marketSection } from "../parts/market.js";
import { announceEl, discardsEl, playersSection } from "../parts/pieces.js";
import { topBar, logSection } from "../parts/frame.js";
import { answerTaps, questionBox } from "../parts/question.js";
import { noteEl, notesList } from "../parts/notes.js";
import { tellHost } from "../device/host-page.js";
import { t } from "../words/ui.js";

/** A rule's link from a note: the rules page at its section (in an embed: a tab of the
 * app's own, in the embed's language, as the app is not in the frame). */
function ruleHref(embed) {
  return (section) => (embed ? withLanguage(location.pathname + rulesHash(section)) : rulesHash(section));
}

function noteOf(answer, actions) {
  const note = noteEl(answer.note, ruleHref(actions.embed), { "data-study-note": "" });
  if (actions.embed) {
    for (const a of note.querySelectorAll("a[data-rule-link]")) Object.assign(a, { target: "_blank", rel: "noopener" });
  }
  return note;
}

/** The study's title, where this step is (its chapter), what the table is, and the notes-only way. */
function heading(answer, actions) {
  const { study } = answer;
  const chapter = study.chapters[answer.chapter];
  const viewer = answer.view.players[study.viewer].name;
  return h("div", { class: "status" },
    h("h1", { id: "screen-h", tabindex: "-1" }, study.title),
    h("p", { class: "scene-source" },
      t("study.chapter-of", { n: answer.chapter + 1, count: study.chapters.length, title: chapter.title }), " ",
      actions.notes ? h("button", { type: "button", class: "link-button", "data-notes-only": "", onclick: actions.notes }, t("notes.open")) : null),
    h("p", { class: "scene-source" },
      study.lesson_title ? t("study.on-lesson", { title: study.lesson_title, player: viewer }) : t("study.as-seat", { player: viewer })),
    study.open ? h("p", { class: "study-open", role: "note", "data-study-open": "" }, sym("gems"), t("study.open")) : null,
    actions.author ? h("p", null, h("button", { type: "button", class: "quiet", "data-author-back": "", onclick: actions.author }, sym("back"), t("author.back"))) : null);
}

function stepNav(answer, actions) {
  const { step } = answer;
  const steps = answer.study.steps;
  const back = h("button", { type: "button", class: "quiet", "data-scene-back": "", disabled: step <= 1 || null, onclick: () => actions.go(step - 1) },
    sym("back"), t("common.back"));
  const next = step < steps
    ? h("button", { type: "button", class: "primary", "data-scene-next": "", onclick: () => actions.go(step + 1) }, `${t("common.next")} `, sym("forward"))
    : h("button", { type: "button", class: "primary", "data-scene-again": "", onclick: () => actions.go(1) }, sym("replay"), t("scene.again"));
  return h("nav", { class: "row scene-nav", "aria-label": t("study.steps") }, back,
    h("span", { class: "scene-count" }, t("scene.step-of", { step, steps })), next);
}

/** A tap the rules refuse (an Area whose Expert the learner no longer holds): why, in the reply's place. */
function showRefusal(box, tried) {
  box.querySelector(".question-reply").replaceChildren(h("p", { class: "scene-wrong", role: "alert", "data-scene-wrong": "" },
    h("strong", null, `${t("game.confirm-question", { move: tried.label })} `), tried.wrong));
}

/** The table; on a question's step each legal move an answer (`box`), each other control its refusal. */
function studyMarket(answer, box) {
  const tries = answer.tries || [];
  const market = marketSection(answer.view, tries, answer);
  if (!box) return market;
  const byMove = new Map(tries.map((tried) => [JSON.stringify(tried.move), tried]));
  // An embed's host page hears each answer judged (device/host-page.js); a double tap's second is none.
  answerTaps(market, byMove, box, answer.question, () => {}, (correct, event) => {
    if (event.detail <= 1) tellHost("answer", { step: answer.step, correct });
  });
  for (const button of market.querySelectorAll("button[data-move]")) {
    const tried = byMove.get(button.getAttribute("data-move"));
    if (tried && tried.verdict) continue;
    button.removeAttribute("data-move");
    button.setAttribute("data-scene-try", "");
    if (tried) button.addEventListener("click", () => showRefusal(box, tried));
  }
  return market;
}

/** The chapters, each a way to its first step; this step's marked. */
function chapterList(answer, actions) {
  const { chapters } = answer.study;
  return h("nav", { class: "study-chapters", "aria-labelledby": "study-chapters-h" },
    h("h2", { id: "study-chapters-h" }, t("study.chapters")),
    h("ol", null, chapters.map((chapter, i) => h("li", null,
      h("button", {
        type: "button", class: i === answer.chapter ? "quiet current" : "quiet", "data-study-chapter": String(i + 1),
        "aria-current": i === answer.chapter ? "step" : null, onclick: () => actions.go(chapter.first),
      }, h("span", null, chapter.title), h("span", { class: "scene-count" }, stepsOf(chapter)))))));
}

/** Where a chapter lies: "step 4", "steps 4-7". */
function stepsOf(chapter) {
  const last = chapter.first + chapter.steps - 1;
  return last === chapter.first ? t("study.chapter-step", { first: last }) : t("study.chapter-steps", { first: chapter.first, last });
}

function homeFooter(actions) {
  return actions.home
    ? h("footer", { class: "game-footer" }, h("button", { type: "button", class: "quiet", onclick: actions.home }, sym("home"), t("common.home")))
    : null;
}

/** One step of a study; `answer` is the bridge's study() answer. */
export function renderStudy(answer, actions) {
  const v = answer.view;
  const box = answer.question ? questionBox(answer.question) : null;
  return [
    topBar(v, null, null, null, answer.words),
    heading(answer, actions),
    h("section", { class: "scene-say", "aria-live": "polite", "data-scene-say": "" }, noteOf(answer, actions), box),
    stepNav(answer, actions),
    announceEl(v),
    studyMarket(answer, box),
    playersSection(v, { seats: answer.seats, seat_order: answer.seat_order, scores: null, words: answer.words }),
    h("section", { class: "extras", "aria-label": t("common.experts") }, discardsEl(v)),
    logSection(v, answer.words, false),
    chapterList(answer, actions),
    actions.embed ? null : actions.picker || null,
    homeFooter(actions),
  ];
}

/** The whole study as notes (`steps`: every step's answer), chapter by chapter, and the
 * way back to the step it was opened from. */
export function renderStudyNotes(steps, actions) {
  const { study } = steps[0];
  const href = ruleHref(false);
  return [
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, study.title),
      study.open ? h("p", { class: "study-open", role: "note", "data-study-open": "" }, sym("gems"), t("study.open")) : null,
      h("p", null, h("button", { type: "button", class: "primary", "data-notes-back": "", onclick: actions.back }, sym("back"), t("study.back")))),
    ...study.chapters.map((chapter) => h("section", { class: "study-notes-chapter" },
      h("h2", null, chapter.title),
      notesList(steps.slice(chapter.first - 1, chapter.first - 1 + chapter.steps), href))),
    homeFooter(actions),
  ];
}

/** A study link that cannot be opened: its fault named, and the ways on. */
export function renderStudyError(error, actions) {
  return [
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, t("study.bad-link")),
      h("div", { class: "link-errors", role: "alert" },
        h("p", null, t("study.bad-link-why")),
        h("p", { "data-study-error": "" }, error)),
      h("p", null, h("a", { href: "#/learn", "data-open-learn": "" }, sym("learn"), t("scene.see-lessons")))),
    homeFooter(actions),
  ];
}

