// A question on the table: its words, the hint, and each answer's verdict when tapped.
//
// A lesson's step (or a study's) may ask its move as a question.  The rules core
// judged every legal move ahead (golden_sails.app.questions): each try carries
// its verdict, {correct, reply, vp}, and this piece only shows it.  An accepted
// move shows [data-answer="right"] with why; another [data-answer="wrong"] with
// its reply (what it gives against the best move); after a first wrong answer
// the hint button is offered, after a second the hint is shown.
// button[data-hint] shows it at any time.

import { h, sym } from "./dom.js";
import { t } from "../words/ui.js";

/** The question's box: its words, where a tapped answer's reply goes, and the hint. */
export function questionBox(question) {
  const hint = h("p", { class: "question-hint", "data-hint-text": "", hidden: true },
    h("strong", null, `${t("question.hint-is")} `), question.hint);
  const showHint = () => {
    hint.hidden = false;
    button.classList.remove("offered");
  };
  const button = h("button", { type: "button", class: "quiet question-hint-button", "data-hint": "", onclick: showHint },
    sym("hint"), t("question.hint"));
  return h("section", { class: "question", "data-question": "", "aria-label": t("question.label") },
    h("p", { class: "question-ask", "data-question-ask": "" }, sym("tap"), question.ask),
    h("div", { class: "question-reply", "aria-live": "polite" }),
    hint,
    h("p", { class: "question-tools" }, button));
}

/** One answer's reply: right (why, and a set piece's reason) or wrong (what it gives). */
function replyEl(tried, question) {
  const { correct, reply } = tried.verdict;
  if (correct) {
    return h("div", { class: "answer right", role: "status", "data-answer": "right" },
      h("p", null, h("strong", null, sym("check"), `${t("question.right")} `), reply),
      question.set_piece ? h("p", { class: "small" }, question.set_piece) : null);
  }
  return h("div", { class: "answer wrong", role: "alert", "data-answer": "wrong" },
    h("p", null, h("strong", null, `${t("question.wrong", { move: tried.label })} `), reply));
}

/**
 * Makes each answer's button under `root` answer when tapped: `byMove` maps a
 * button's data-move to its try (with its verdict), `box` is questionBox's
 * element, `onRight` is called at each accepted answer, `onJudged(correct, event)`
 * at every answer (an embed's host page hears it: screens/scene.js).  A tap answers only here:
 * it is not the move of a game (the app's listener for button[data-move] is not told).
 */
export function answerTaps(root, byMove, box, question, onRight, onJudged = () => {}) {
  let wrongs = 0;
  const reply = box.querySelector(".question-reply");
  const hintButton = box.querySelector("button[data-hint]");
  for (const button of root.querySelectorAll("button[data-move]")) {
    const tried = byMove.get(button.getAttribute("data-move"));
    if (!tried || !tried.verdict) continue;
    button.addEventListener("click", (event) => {
      event.stopPropagation();
      for (const other of root.querySelectorAll("button.answered")) other.classList.remove("answered", "right", "wrong");
      const right = tried.verdict.correct;
      button.classList.add("answered", right ? "right" : "wrong");
      reply.replaceChildren(replyEl(tried, question));
      onJudged(right, event);
      if (right) onRight();
      else {
        wrongs += 1;
        const hint = box.querySelector("[data-hint-text]");
        if (wrongs === 1 && hint.hidden) hintButton.classList.add("offered");
        if (wrongs >= 2) hintButton.click();
      }
      reply.scrollIntoView({ block: "nearest" });
    });
  }
}
