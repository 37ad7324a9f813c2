// The loading and error screens, and the note of an action waiting for the engine.
//
// The loading screen shows the engine's start-up as it really goes.

import { h, sym, sailIcon } from "../parts/dom.js";
import { t } from "../words/ui.js";
import { decimal } from "../words/words.js";

// The engine's start-up stages (engine/client.js), in order.
const STAGES = ["runtime", "interpreter", "packages", "game"];
const STAGE_WORDS = {
  runtime: "load.getting-ready",
  interpreter: "load.setting-out",
  packages: "load.unpacking",
  game: "load.opening-game",
};

// In the reader's language: "3,4" in German, never toFixed's "3.4" (issue 36).
const megabytes = (bytes) => decimal(bytes / 1e6);

/** "Getting the game ready (1.2 of 14.1 MB, ...) · step 1 of 4" and the bar, from one
 * progress report (its words by key, engine/worker.js): a player's words, not the runtime's. */
function showProgress(label, bar, { stage, done, total, label: key } = {}) {
  const step = STAGES.indexOf(stage);
  // "1.2 of 3.9 MB, 2.7 MB to go": what was fetched, and what is left.
  const bytes = Number.isFinite(done) && Number.isFinite(total)
    ? { done: megabytes(done), total: megabytes(total), left: megabytes(Math.max(0, total - done)) }
    : {};
  const words = key ? t(key, bytes) : STAGE_WORDS[stage] ? t(STAGE_WORDS[stage]) : stage || t("load.loading");
  label.textContent = step >= 0 ? t("load.step", { words, step: step + 1, steps: STAGES.length }) : words;
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
  const label = h("span", { class: "load-label" }, t("load.starting-now"));
  const bar = h("progress", { "aria-label": t("load.wait-bar") });
  const node = h("div", { class: "engine-wait", role: "status", "data-engine-wait": "", hidden: true },
    h("p", null, t("load.wait")),
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
  const label = h("p", { id: "load-label", class: "load-label" }, t("load.starting-now"));
  const nodes = [
    h("div", { class: "loading" },
      sailIcon(72),
      h("h1", { id: "screen-h", tabindex: "-1" }, t("app.name")),
      label,
      bar,
      h("p", { class: "small" }, t("load.first-start")),
    ),
  ];
  const update = (progress) => showProgress(label, bar, progress);
  return { nodes, update };
}

export function renderError(what, detail, actions) {
  return [
    h("div", { class: "error-box", role: "alert" },
      h("h1", { id: "screen-h", tabindex: "-1" }, sym("warning"), t("error.title")),
      h("p", { class: "error-what" }, what),
      detail ? h("pre", { class: "error-detail" }, detail) : null,
      h("p", null, t("error.kept")),
      h("div", { class: "row" },
        h("button", { type: "button", class: "primary", "data-retry": "", onclick: actions.retry }, sym("retry"), t("error.retry")),
        actions.home ? h("button", { type: "button", class: "quiet", onclick: actions.home }, sym("home"), t("common.home")) : null,
      ),
    ),
  ];
}
