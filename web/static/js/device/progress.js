// The lessons a learner has finished, kept on this device.
//
// localStorage "golden-sails:lessons-done": a JSON list of lesson names.  A
// lesson is done once its last step is reached from the step before it (by the
// move it asks, or Next), not by a link straight to its end.
//
// An embed keeps nothing in its host site's storage (engine/start.js,
// docs/embedding.md; store=1 lets it keep the engine's snapshot only): there
// nothing is read or written.

import { EMBED } from "../engine/start.js";

const KEY = "golden-sails:lessons-done";
const NAME = /^[a-z0-9-]{1,40}$/;

function storage() {
  if (EMBED) return null;
  try {
    return window.localStorage || null;
  } catch {
    return null; // storage disabled: the ticks last for this visit only
  }
}

/** The names of the lessons done; a hand-edited or foreign entry counts as none. */
export function lessonsDone() {
  let list = null;
  try {
    list = JSON.parse(storage()?.getItem(KEY) || "[]");
  } catch {
    list = [];
  }
  return new Set(Array.isArray(list) ? list.filter((n) => typeof n === "string" && NAME.test(n)) : []);
}

/** Marks a lesson done (nothing in an embed; a full storage loses only the tick). */
export function markLessonDone(name) {
  const store = storage();
  if (!store || !NAME.test(name)) return;
  const done = lessonsDone();
  if (done.has(name)) return;
  done.add(name);
  try {
    store.setItem(KEY, JSON.stringify([...done]));
  } catch {
    /* full: the tick is not kept, nothing else is touched */
  }
}
