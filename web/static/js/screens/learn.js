// The lessons screen: the guided scenes that together cover the rulebook, in teaching order.
//
// The order is golden_sails.teach.lessons'.  Each opens at its first step.  A
// lesson done on this device (device/progress.js) carries data-lesson-done and
// a tick; above the list, the short path to a first game (the lessons'
// first_game places), ending in a game of one person against three Easy
// computers.

import { h, sym } from "../parts/dom.js";
import { sceneHash } from "../device/links.js";
import { t, tn } from "../words/ui.js";
import { lessonsDone } from "../device/progress.js";

const FIRST_GAME_LINK = "#/new?players=4&seats=human,easy,easy,easy";

function doneMark(done) {
  return done ? h("span", { class: "lesson-done" }, sym("check"), t("learn.done")) : null;
}

function lessonItem(lesson, index, done) {
  return h("li", { class: done ? "lesson done" : "lesson", "data-lesson-done": done ? "" : null },
    h("a", { href: sceneHash(lesson.name, 1), "data-open-scene": lesson.name, class: "lesson-link" },
      h("span", { class: "lesson-n", "aria-hidden": "true" }, String(index + 1)),
      h("span", { class: "lesson-body" },
        h("strong", null, lesson.title, done ? h("span", { class: "visually-hidden" }, ` ${t("learn.done-title")}`) : null),
        h("span", { class: "lesson-summary" }, lesson.summary),
        h("span", { class: "lesson-meta" }, tn("learn.meta", lesson.steps, { source: lesson.source }), doneMark(done)))));
}

/** The short path: its lessons in order, each ticked when done, then the game. */
function firstGame(lessons, done) {
  const path = lessons.filter((l) => l.first_game).sort((a, b) => a.first_game - b.first_game);
  if (!path.length) return null;
  const left = path.filter((l) => !done.has(l.name));
  return h("section", { class: "first-game", "aria-labelledby": "first-game-h", "data-first-game": "" },
    h("h2", { id: "first-game-h" }, tn("learn.first-game", path.length)),
    h("p", { class: "hint" }, left.length
      ? t("learn.path-left", { done: path.length - left.length, all: path.length })
      : t("learn.path-done")),
    h("ol", { class: "first-game-path" },
      path.map((l) => h("li", { "data-lesson-done": done.has(l.name) ? "" : null },
        // Not data-open-scene: the contract's one link a lesson is in the whole list.
        h("a", { href: sceneHash(l.name, 1), "data-first-game-lesson": l.name }, l.title), doneMark(done.has(l.name)))),
      h("li", null, h("a", { href: FIRST_GAME_LINK, class: "button-link", "data-first-game-start": "" },
        sym("new-game"), t("learn.play-first")))));
}

export function renderLearn(lessons, actions) {
  const done = lessonsDone();
  return [
    actions.picker || null,
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, t("learn.title")),
      h("p", { class: "hint" }, t("learn.note")),
      actions.rules ? h("p", null, h("a", { href: "#/rules", "data-open-rules": "" }, sym("rules"), t("home.rules"))) : null,
    ),
    firstGame(lessons, done),
    h("h2", null, t("learn.all")),
    h("ol", { class: "lessons", "aria-label": t("learn.list") }, lessons.map((l, i) => lessonItem(l, i, done.has(l.name)))),
    actions.home ? h("footer", { class: "game-footer" },
      h("button", { type: "button", class: "quiet", onclick: actions.home }, sym("home"), t("common.home"))) : null,
  ];
}
