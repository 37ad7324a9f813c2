// A lesson (or a study) as plain notes: every step's words, each question with its answers and why.
//
// Drawn from the steps as the rules core answers them (golden_sails.teach.scenes):
// a question's accepted answers are the tries whose verdict is correct; a step
// that names its move shows that move.  Nothing to tap: a way to read a lesson
// first, or again.

import { h } from "./dom.js";
import { t } from "../words/ui.js";

/** The answers a step's question accepts, as their buttons name them. */
function accepted(step) {
  return (step.tries || []).filter((tried) => tried.verdict && tried.verdict.correct);
}

function questionNotes(step) {
  const q = step.question;
  const answers = accepted(step);
  return h("div", { class: "note-question", "data-note-question": "" },
    h("p", null, h("strong", null, `${t("notes.question")} `), q.ask),
    h("p", { class: "note-answer-head" }, h("strong", null, t(answers.length > 1 ? "notes.answers" : "notes.answer"))),
    h("ul", { class: "note-answers" }, answers.map((a) => h("li", { "data-note-answer": "" }, a.label))),
    h("p", null, q.why),
    q.set_piece ? h("p", { class: "small" }, q.set_piece) : null);
}

/** One step's notes: its words, what it folds behind "More", its question or its move. */
function stepNotes(step) {
  const move = !step.question && step.moves.length ? step.moves[0] : null;
  return h("li", { class: "note-step", "data-note-step": String(step.step) },
    h("p", null, step.say),
    step.more ? h("p", { class: "small note-more" }, step.more) : null,
    step.question ? questionNotes(step) : null,
    move ? h("p", null, h("strong", null, `${t("notes.move")} `), move.label) : null,
    step.try_it ? h("p", { class: "note-try" }, step.try_it.text) : null);
}

/** Every step of a lesson, in order, as notes. */
export function notesList(steps) {
  return h("ol", { class: "notes", "data-notes": "" }, steps.map(stepNotes));
}
