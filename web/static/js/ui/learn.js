// The lessons: guided scenes that together cover the rulebook, in teaching
// order (golden_sails.lessons).  Each opens at its first step.

import { h, sym } from "./dom.js";
import { sceneHash } from "./links.js";
import { plural } from "./words.js";

function lessonItem(lesson, index) {
  return h("li", { class: "lesson" },
    h("a", { href: sceneHash(lesson.name, 1), "data-open-scene": lesson.name, class: "lesson-link" },
      h("span", { class: "lesson-n", "aria-hidden": "true" }, String(index + 1)),
      h("span", { class: "lesson-body" },
        h("strong", null, lesson.title),
        h("span", { class: "lesson-summary" }, lesson.summary),
        h("span", { class: "lesson-meta" }, `${plural(lesson.steps, "step", "steps")} · ${lesson.source}`))));
}

export function renderLearn(lessons, actions) {
  return [
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, "Learn to play"),
      h("p", { class: "hint" }, "Each lesson plays a real table, a step at a time: read, then tap the move it asks for. Together they cover the whole rulebook."),
      actions.rules ? h("p", null, h("a", { href: "#/rules", "data-open-rules": "" }, sym("rules"), "The rules in one page")) : null,
    ),
    h("ol", { class: "lessons", "aria-label": "Lessons, in order" }, lessons.map(lessonItem)),
    actions.home ? h("footer", { class: "game-footer" },
      h("button", { type: "button", class: "quiet", onclick: actions.home }, sym("home"), "Home")) : null,
  ];
}
