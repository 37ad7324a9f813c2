// The engine's answers the build rendered ahead: the lessons, the rules reference, the examples.
//
// Rendered with the rules core (golden_sails.teach.prebuilt, buildtools/content.py):
// the lessons and every step of each, the rules reference, the score pad's
// examples.  Each answer is exactly the engine's own for the same call, so a
// screen draws it with the same code, at once, without waiting for Python to
// start.  index.html's data block (#game-content) lists the lessons and where
// each file is; a file is fetched when first needed, and kept.
//
// Anything not built (a lesson or a step that does not exist) answers null:
// the caller then asks the engine, which names the fault.

function readIndex() {
  try {
    return JSON.parse(document.getElementById("game-content").textContent);
  } catch {
    return null; // a page without it: everything comes from the engine, as before
  }
}

const index = readIndex();
const files = new Map(); // URL -> the promise of its JSON

function load(url) {
  if (!files.has(url)) {
    const got = fetch(new URL(url, document.baseURI)).then((response) => {
      if (!response.ok) throw new Error(`${url} could not be fetched (HTTP ${response.status})`);
      return response.json();
    });
    got.catch(() => files.delete(url)); // tried again at the next need
    files.set(url, got);
  }
  return files.get(url);
}

/** The lessons in teaching order (the engine's "lessons" answer's list), or null. */
export function lessons() {
  return index ? index.lessons : null;
}

/** Whether the build rendered this lesson. */
export function hasScene(name) {
  return Boolean(index && typeof name === "string" && Object.hasOwn(index.scenes, name));
}

/** Starts fetching a lesson's steps (a link into it, before its screen's module is in). */
export function prefetchScene(name) {
  if (hasScene(name)) load(index.scenes[name]).catch(() => {});
}

/**
 * Step `step` (1-based) of a lesson, as the engine's "scene" answers it, or null
 * when the build has no such lesson or step.
 */
export async function sceneStep(name, step) {
  if (!hasScene(name)) return null;
  const steps = await load(index.scenes[name]);
  return Number.isInteger(step) && step >= 1 && step <= steps.length ? steps[step - 1] : null;
}

/** The rules reference (the engine's "rules" answer), or null. */
export async function rules() {
  return index ? load(index.rules) : null;
}

/** The rulebook's examples for the score pad (the engine's "examples" answer), or null. */
export async function examples() {
  return index ? load(index.examples) : null;
}
