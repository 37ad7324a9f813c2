// The embedding example's own script: a lesson's progress, a go-to-step control and its answers.
//
// What a teaching site would write around a lesson (or a study: any frame of
// steps) with host.js: each [data-follow] section holds one iframe.golden-sails
// and the controls below, driven by the events host.js raises on the frame
// ("golden-sails:ready", "golden-sails:step", "golden-sails:answer",
// "golden-sails:done") and by goTo().  The words are the host page's, in its
// HTML (data-words and the like): this script has none, like host.js.

import { goTo } from "./host.js";

/** "Step {step} of {steps}" with the fields put in. */
function fill(words, fields) {
  return words.replace(/\{(\w+)\}/g, (all, key) => (key in fields ? String(fields[key]) : all));
}

function follow(section) {
  const frame = section.querySelector("iframe.golden-sails");
  const bar = section.querySelector("progress[data-follow-progress]");
  const count = section.querySelector("[data-follow-count]");
  const form = section.querySelector("form[data-follow-goto]");
  const answers = section.querySelector("[data-follow-answers]");
  if (!frame) return;
  const input = form ? form.querySelector("input[name=step]") : null;
  const go = form ? form.querySelector("button") : null;
  const tally = { right: 0, wrong: 0 };
  let done = false;

  frame.addEventListener("golden-sails:ready", () => {
    if (go) go.disabled = false;
  });
  frame.addEventListener("golden-sails:step", ({ detail: { step, steps } }) => {
    if (bar) {
      bar.max = steps;
      bar.value = step;
    }
    if (count) count.textContent = fill(done ? count.dataset.doneWords : count.dataset.words, { step, steps });
    if (input) {
      input.max = String(steps);
      input.value = String(Math.min(steps, step + 1));
    }
  });
  frame.addEventListener("golden-sails:done", () => {
    done = true;
    if (count && bar) count.textContent = fill(count.dataset.doneWords, { step: bar.value, steps: bar.max });
  });
  frame.addEventListener("golden-sails:answer", ({ detail: { step, correct } }) => {
    tally[correct ? "right" : "wrong"] += 1;
    if (!answers) return;
    const last = correct ? answers.dataset.right : answers.dataset.wrong;
    answers.textContent = fill(answers.dataset.words, { ...tally, step, last });
  });
  if (form && input) {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      goTo(frame, Number(input.value));
    });
  }
}

for (const section of document.querySelectorAll("[data-follow]")) follow(section);
