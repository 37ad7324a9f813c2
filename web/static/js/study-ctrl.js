// A study (#/study?s=...&step=k): its steps, chapters and questions, each step the engine's answer.
//
// The link is all the state there is (golden_sails.teach.study_link): the engine
// checks it at each step (a damaged link is refused by name, [data-study-error]),
// and the address keeps the step, so a reload or a shared link shows the same
// step.  A study opens no game and stores nothing.  A step asked for while
// another is drawn waits, the latest only (pending.js), so quick taps on Next
// end where they were last sent.

import { EMBED, show, speak, engineDown, errorText, screenName, screenData } from "./page.js";
import { parseHash, studyHash } from "./device/links.js";
import { isPreview } from "./device/author-draft.js";
import { replaceHash } from "./device/nav.js";
import { t } from "./words/ui.js";
import { app, calls, fail, fetchAhead, game, load, picker } from "./shell.js";
import { onGoto, tellHost } from "./device/host-page.js";

// The study on screen: its link (without the step) and the step, for the way back from the rules.
let shown = null;
const endsTold = new Set(); // the studies whose end an embed's host page has heard

/** The study on screen, {s, step}, or null. */
export function studyShown() {
  return screenName() === "study" ? shown : null;
}

/** Step `step` of the study whose link's query (without its step) is `s`. */
export async function openStudy(s, step) {
  const call = calls.begin();
  if (!call) {
    if (screenName() === "study") {
      calls.whenFree(() => openStudy(s, step).catch((err) => fail(t("fail.open-study"), err)));
    }
    return;
  }
  try {
    await drawStep(call, s, step);
  } finally {
    calls.end(call);
  }
}

function actionsFor(s, step) {
  return {
    go: (k) => openStudy(s, k).catch((err) => fail(t("fail.open-study"), err)),
    notes: () => openStudyNotes(s, step).catch((err) => fail(t("fail.open-study"), err)),
    home: EMBED ? null : () => app.home(),
    // A preview from the author's screen (author-ctrl.js): the way back to it.
    author: !EMBED && isPreview(s) ? () => { location.hash = "#/author"; } : null,
    embed: EMBED,
    picker: picker(),
  };
}

async function drawStep(call, s, step) {
  game.close();
  speak(null, "");
  const screens = fetchAhead(load.study);
  const actions = actionsFor(s, step);
  let answer;
  try {
    answer = await app.engine.call("study", s, step);
  } catch (err) {
    if (engineDown(err)) throw err;
    // A good study with a step it does not have: its first step, rather than nothing.
    if (err.place === "step" && step !== 1) return drawStep(call, s, 1);
    const { renderStudyError } = await screens;
    if (call.live()) {
      shown = null;
      show("study", renderStudyError(errorText(err), actions));
    }
    return;
  }
  const { renderStudy } = await screens;
  if (!call.live()) return;
  shown = { s, step: answer.step };
  show("study", renderStudy(answer, { ...actions, notes: () => openStudyNotes(s, answer.step) }), undefined, performance.now());
  const data = screenData();
  data.studyStep = String(answer.step);
  data.studySteps = String(answer.study.steps);
  if (parseHash(location.hash).path === "study") replaceHash(studyHash(s, answer.step));
  tellSteps(s, answer.step, answer.study.steps);
}

/** An embed's host page hears the step drawn, and the study's end once; its goto
 * moves it (device/host-page.js, as a lesson's: lessons-ctrl.js). */
function tellSteps(s, step, steps) {
  tellHost("step", { step, steps });
  if (step === steps && !endsTold.has(s)) {
    endsTold.add(s);
    tellHost("done");
  }
  onGoto((k) => {
    if (studyShown()?.s === s) openStudy(s, k).catch((err) => fail(t("fail.open-study"), err));
  });
}

/**
 * The study read as notes: every step (the engine's, one call a step), each
 * question with its answers; the way back to step `from`.  The address stays
 * the step's: a reload shows the step again.
 */
export async function openStudyNotes(s, from) {
  const call = calls.begin();
  if (!call) return;
  try {
    speak(null, "");
    const screens = fetchAhead(load.study);
    let steps;
    try {
      const first = await app.engine.call("study", s, 1);
      steps = [first];
      for (let k = 2; k <= first.study.steps && call.live(); k += 1) steps.push(await app.engine.call("study", s, k));
    } catch (err) {
      if (engineDown(err)) throw err;
      fail(t("fail.open-study"), err);
      return;
    }
    const { renderStudyNotes } = await screens;
    if (!call.live()) return;
    const actions = { back: () => openStudy(s, from), home: EMBED ? null : () => app.home() };
    show("study", renderStudyNotes(steps, actions));
    const data = screenData();
    data.studyStep = String(from);
    data.studySteps = String(steps.length);
    data.notes = "";
    window.scrollTo(0, 0);
  } finally {
    calls.end(call);
  }
}
