// A lesson (or a study) as plain notes: every step's words, each question with its answers and why.
//
// Drawn from the steps as the rules core answers them (golden_sails.teach.scenes,
// teach.studies): a question's accepted answers are the tries whose verdict is
// correct; a step that names its move shows that move.  Nothing to tap: a way to
// read a lesson first, or again.  A study's step carries its author's note as
// pieces (noteEl: bold words, line breaks, links to the rules), and each answer
// its reply, as the learner would have read it on tapping it.

import { h } from "./dom.js";
import { t } from "../words/ui.js";

/**
 * A study's note as its author wrote it, from the rules core's pieces
 * (golden_sails.teach.study_notes): text (bold or not), a line break, a rule's
 * link (`ruleHref(section)`: its address on the rules page).  Text only: never HTML.
 */
export function noteEl(pieces, ruleHref, attrs = {}) {
  return h("p", { class: "study-note", ...attrs }, pieces.map((piece) => {
    if (piece.kind === "break") return h("br");
    const words = piece.kind === "rule"
      ? h("a", { href: ruleHref(piece.rule), "data-rule-link": piece.rule }, piece.text)
      : piece.text;
    return piece.bold ? h("strong", null, words) : words;
  }));
}

/** The answers a step's question accepts, as their buttons name them. */
function accepted(step) {
  return (step.tries || []).filter((tried) => tried.verdict && tried.verdict.correct);
}

function questionNotes(step) {
  const q = step.question;
  const answers = accepted(step);
  // A study's question is its note's: each answer with what it gives (its reply).
  const study = Boolean(step.note);
  return h("div", { class: "note-question", "data-note-question": "" },
    study ? null : h("p", null, h("strong", null, `${t("notes.question")} `), q.ask),
    h("p", { class: "note-answer-head" }, h("strong", null, t(answers.length > 1 ? "notes.answers" : "notes.answer"))),
    h("ul", { class: "note-answers" }, answers.map((a) => h("li", { "data-note-answer": "" },
      study ? [h("strong", null, a.label), h("br"), a.verdict.reply] : a.label))),
    q.why ? h("p", null, q.why) : null,
    q.set_piece ? h("p", { class: "small" }, q.set_piece) : null);
}

/** One step's notes: its words (a study's: its note), what it folds behind "More",
 * its question or its move. */
function stepNotes(step, ruleHref) {
  const move = !step.question && step.moves && step.moves.length ? step.moves[0] : null;
  return h("li", { class: "note-step", "data-note-step": String(step.step) },
    step.note ? noteEl(step.note, ruleHref) : h("p", null, step.say),
    step.more ? h("p", { class: "small note-more" }, step.more) : null,
    step.question ? questionNotes(step) : null,
    move ? h("p", null, h("strong", null, `${t("notes.move")} `), move.label) : null,
    step.try_it ? h("p", { class: "note-try" }, step.try_it.text) : null);
}

/** Every step of a lesson (or of a study's chapter), in order, as notes; `ruleHref`:
 * a study's links to the rules (its address of a section). */
export function notesList(steps, ruleHref = null) {
  return h("ol", { class: "notes", "data-notes": "", start: steps.length ? String(steps[0].step) : null },
    steps.map((step) => stepNotes(step, ruleHref)));
}
