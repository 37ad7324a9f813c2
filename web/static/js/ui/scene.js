// A guided scene: one of the rulebook's examples of play, a step at a time, on
// the real table.  The engine draws each step (golden_sails.scenes): its
// words, the table's view, and the one scripted move, which is the only
// button[data-move]; tapping it (or Next) goes to the next step.

import { h, sym } from "./dom.js";
import { sceneHash } from "./links.js";
import { marketSection } from "./table.js";
import { announceEl, topBar, discardsEl, playersSection, logSection } from "./parts.js";

function stepNav(step, steps, actions) {
  const back = h("button", { type: "button", class: "quiet", "data-scene-back": "", disabled: step <= 1 || null, onclick: () => actions.go(step - 1) },
    sym("back"), "Back");
  const next = step < steps
    ? h("button", { type: "button", class: "primary", "data-scene-next": "", onclick: () => actions.go(step + 1) }, "Next ", sym("forward"))
    : h("button", { type: "button", class: "primary", "data-scene-again": "", onclick: () => actions.go(1) }, sym("replay"), "Start again");
  return h("nav", { class: "row scene-nav", "aria-label": "Steps of the scene" }, back,
    h("span", { class: "scene-count" }, `Step ${step} of ${steps}`), next);
}

/** The words for this step, and who is to act on the table. */
function sayEl(answer) {
  const v = answer.view;
  const actor = answer.move && v.to_act !== null ? `${v.players[v.to_act].name} is to ${answer.task}. ` : "";
  return h("section", { class: "scene-say", "aria-live": "polite", "data-scene-say": "" },
    h("p", null, answer.say),
    answer.move ? h("p", { class: "hint" }, sym("tap"), `${actor}Tap the highlighted button on the card to play it.`) : null,
  );
}

/** The last step: where to go from here. */
function outro(answer, actions) {
  const names = answer.scene.config.names;
  const link = `#/new?players=${names.length}&names=${names.map(encodeURIComponent).join(",")}`;
  return h("p", { class: "scene-outro" },
    h("a", actions.embed ? { href: location.pathname + link, target: "_blank", rel: "noopener" } : { href: link },
      sym("new-game"), `Play a whole game as ${names.join(", ")}`));
}

/** Home, outside an embed (an embed has no app to go home to). */
function homeFooter(actions) {
  return actions.home
    ? h("footer", { class: "game-footer" }, h("button", { type: "button", class: "quiet", onclick: actions.home }, sym("home"), "Home"))
    : null;
}

function errorList(errors) {
  return h("div", { class: "link-errors", role: "alert" },
    h("p", null, "Part of this link could not be used:"),
    h("ul", null, errors.map((e) => h("li", { "data-scene-error": "" }, e))));
}

/**
 * The scene screen for one step; `answer` is the bridge's scene() answer,
 * `errors` the link's faults that did not stop it (a bad step: step 1 is shown).
 */
export function renderScene(answer, actions, errors = []) {
  const v = answer.view;
  return [
    topBar(v),
    errors.length ? errorList(errors) : null,
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, answer.scene.title),
      h("p", { class: "scene-source" }, answer.scene.source),
    ),
    sayEl(answer),
    stepNav(answer.step, answer.scene.steps, actions),
    announceEl(v),
    marketSection(v, answer.moves, answer),
    answer.step === answer.scene.steps ? outro(answer, actions) : null,
    playersSection(v, answer),
    h("section", { class: "extras", "aria-label": "Experts" }, discardsEl(v)),
    logSection(v, false),
    homeFooter(actions),
  ];
}

/** A scene link that cannot be opened: each fault named, and the way on. */
export function renderSceneError(errors, actions) {
  return [
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, "This scene link cannot be opened"),
    ),
    errorList(errors),
    h("div", { class: "status" },
      h("p", null, h("a", { href: sceneHash("experts", 1) }, "Open the round of Experts")),
    ),
    homeFooter(actions),
  ];
}
