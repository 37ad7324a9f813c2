// The lessons: their list (#/learn) and a guided scene's steps (#/scene), built or the engine's.
//
// A scene opens no game and stores nothing: the step is all the state there is,
// and the address carries it (a reload, or a shared link, shows the same step).
// The lessons come built (engine/content.js): on screen without the engine.

import { EMBED, show, speak, engineDown, errorText, screenData, screenName } from "./page.js";
import { parseHash, sceneHash } from "./device/links.js";
import { replaceHash } from "./device/nav.js";
import { pageLanguage } from "./device/language.js";
import { onGoto, tellHost } from "./device/host-page.js";
import * as content from "./engine/content.js";
import { app, calls, fetchAhead, game, load, picker } from "./shell.js";

// The lessons whose last step this frame told its host page of (`done`, once each).
const endsTold = new Set();

// The list of lessons in the language it was asked in: built, else the engine's.
let lessonList = { lang: null, list: null };

/** The lessons in teaching order, in the language on screen. */
export async function lessons() {
  const lang = pageLanguage();
  if (lessonList.lang !== lang || !lessonList.list) {
    const list = content.lessons() ?? (await app.engine.call("lessons")).lessons;
    lessonList = { lang, list };
  }
  return lessonList.list;
}

/** The lessons' list (screens/learn.js). */
export async function openLearn() {
  calls.reset();
  game.close();
  speak(null, "");
  const [{ renderLearn }, list] = await Promise.all([load.learn(), lessons()]);
  show("learn", renderLearn(list, { home: EMBED ? null : () => app.home(), rules: true, picker: picker() }));
}

/**
 * One step of a guided scene (screens/scene.js), drawn from the engine's answer
 * (or the build's, which is the same).  A step asked for while another is drawn
 * is not taken (a double tap on Next).
 */
export async function openScene(name, step, errors) {
  const call = calls.begin();
  if (!call) return;
  game.close();
  speak(null, "");
  const screens = fetchAhead(load.scene);
  content.prefetchScene(name);
  const actions = {
    go: (k) => openScene(name, k, []), home: EMBED ? null : () => app.home(), embed: EMBED, nextLesson: null, picker: picker(),
    notes: () => openSceneNotes(name, step),
  };
  const faults = [...errors];
  const answer = name === null ? null : await stepOf(name, step, faults);
  if (answer && answer.step === answer.scene.steps) {
    const list = await lessons();
    actions.nextLesson = list[list.findIndex((l) => l.name === answer.scene.name) + 1] || null;
  }
  const { renderScene, renderSceneError } = await screens;
  if (!call.live()) return; // another screen was drawn meanwhile
  if (!answer) {
    show("scene", renderSceneError(faults, actions));
    calls.end(call);
    return;
  }
  const drawn = performance.now();
  show("scene", renderScene(answer, actions, faults), undefined, drawn);
  const data = screenData();
  data.scene = answer.scene.name;
  data.step = String(answer.step);
  data.steps = String(answer.scene.steps);
  // Only while the address is still the lesson's: a Back taken meanwhile keeps its entry.
  if (!faults.length && parseHash(location.hash).path === "scene") replaceHash(sceneHash(answer.scene.name, answer.step));
  calls.end(call);
  tellSteps(answer);
}

/** An embed's host page hears the step drawn, and the lesson's end once; its goto moves it. */
function tellSteps(answer) {
  const { name, steps } = answer.scene;
  tellHost("step", { step: answer.step, steps });
  if (answer.step === steps && !endsTold.has(name)) {
    endsTold.add(name);
    tellHost("done");
  }
  onGoto((k) => {
    if (screenName() === "scene" && screenData().scene === name) openScene(name, k, []);
  });
}

/**
 * A lesson read as notes (screens/scene.js renderSceneNotes): every step, built or
 * the engine's, and the way back to `from`, the step it was opened on.  The
 * address stays the step's: a reload shows the step again.
 */
export async function openSceneNotes(name, from) {
  const call = calls.begin();
  if (!call) return;
  speak(null, "");
  const screens = fetchAhead(load.scene);
  const steps = await allSteps(name);
  const { renderSceneNotes } = await screens;
  if (!call.live()) return;
  const actions = { back: () => openScene(name, from, []), home: EMBED ? null : () => app.home() };
  show("scene", renderSceneNotes(steps, actions));
  const data = screenData();
  data.scene = name;
  data.step = String(from);
  data.steps = String(steps.length);
  data.notes = "";
  window.scrollTo(0, 0);
  calls.end(call);
}

/** Every step of a lesson: the build's, else the engine's, one call a step. */
async function allSteps(name) {
  let built = null;
  try {
    built = await content.sceneSteps(name);
  } catch (err) {
    console.warn("Golden Sails: a built lesson could not be read; the engine answers:", err);
  }
  if (built) return built;
  const first = await app.engine.call("scene", name, 1);
  const rest = [];
  for (let k = 2; k <= first.scene.steps; k += 1) rest.push(await app.engine.call("scene", name, k));
  return [first, ...rest];
}

/**
 * A scene's step: built, else the engine's; a fault (a scene or a step that is
 * not there) added to `faults`.  A good scene with a bad step: its first step.
 */
async function stepOf(name, step, faults) {
  const built = await builtStep(name, step);
  if (built) return built;
  try {
    return await app.engine.call("scene", name, step);
  } catch (err) {
    if (engineDown(err)) throw err;
    faults.push(errorText(err));
    if (err.place !== "step") return null;
    try {
      return (await builtStep(name, 1)) ?? (await app.engine.call("scene", name, 1));
    } catch (again) {
      if (engineDown(again)) throw again;
      return null;
    }
  }
}

/** A lesson's step as the build rendered it, or null (not built, or its file did not come). */
async function builtStep(name, step) {
  try {
    return await content.sceneStep(name, step);
  } catch (err) {
    console.warn("Golden Sails: a built lesson could not be read; the engine answers:", err);
    return null;
  }
}
