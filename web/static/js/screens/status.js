// The loading and error screens, and the note of an action waiting for the engine.
//
// The loading screen shows the engine's start-up as it really goes.

import { h, sym, sailIcon } from "../parts/dom.js";

// The engine's start-up stages (engine/client.js), in order.
const STAGES = ["runtime", "interpreter", "packages", "game"];
const STAGE_WORDS = {
  runtime: "Getting the game ready",
  interpreter: "Setting out the table",
  packages: "Unpacking the rules",
  game: "Opening the game",
};

/** "Getting the game ready (1.2 of 14.1 MB, ...) · step 1 of 4" and the bar, from one
 * progress report: a player's words, not the runtime's. */
function showProgress(label, bar, { stage, done, total, label: text } = {}) {
  const step = STAGES.indexOf(stage);
  const words = text || STAGE_WORDS[stage] || stage || "Loading…";
  label.textContent = step >= 0 ? `${words}… (step ${step + 1} of ${STAGES.length})` : words;
  if (Number.isFinite(total) && total > 0 && Number.isFinite(done)) {
    bar.max = total;
    bar.value = Math.min(done, total);
  } else {
    bar.removeAttribute("value"); // indeterminate
  }
}

/**
 * Above a screen drawn before the engine started (home, the set-up form):
 * shown while an action there waits for the engine, with the start's
 * progress.  {node, show(on), update(progress)}.
 */
export function renderEngineWait() {
  const label = h("span", { class: "load-label" }, "Starting…");
  const bar = h("progress", { "aria-label": "Starting the game's rules" });
  const node = h("div", { class: "engine-wait", role: "status", "data-engine-wait": "", hidden: true },
    h("p", null, "The game's rules are still starting: your tap goes through as soon as they are ready."),
    label,
    bar,
  );
  return {
    node,
    show(on) {
      node.hidden = !on;
    },
    update(progress) {
      showProgress(label, bar, progress);
    },
  };
}

/** The loading screen; answers a function that moves its progress bar in place. */
export function renderLoading() {
  const bar = h("progress", { id: "load-progress", "aria-labelledby": "load-label" });
  const label = h("p", { id: "load-label", class: "load-label" }, "Starting…");
  const nodes = [
    h("div", { class: "loading" },
      sailIcon(72),
      h("h1", { id: "screen-h", tabindex: "-1" }, "Golden Sails"),
      label,
      bar,
      h("p", { class: "small" }, "The first start brings the whole game onto this device, once; later starts are quick, even offline."),
    ),
  ];
  const update = (progress) => showProgress(label, bar, progress);
  return { nodes, update };
}

export function renderError(what, detail, actions) {
  return [
    h("div", { class: "error-box", role: "alert" },
      h("h1", { id: "screen-h", tabindex: "-1" }, sym("warning"), "Something went wrong"),
      h("p", { class: "error-what" }, what),
      detail ? h("pre", { class: "error-detail" }, detail) : null,
      h("p", null, "Your saved games are kept. Trying again reloads the page and resumes where you were."),
      h("div", { class: "row" },
        h("button", { type: "button", class: "primary", "data-retry": "", onclick: actions.retry }, sym("retry"), "Try again"),
        actions.home ? h("button", { type: "button", class: "quiet", onclick: actions.home }, sym("home"), "Home") : null,
      ),
    ),
  ];
}
