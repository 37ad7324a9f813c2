// The engine's answers the build rendered ahead: the lessons, the rules reference, the examples.
//
// Rendered with the rules core (golden_sails.teach.prebuilt, buildtools/content.py),
// in each language of the game: the lessons and every step of each, the rules
// reference, the score pad's examples.  Each answer is exactly the engine's
// own for the same call in the same language, so a screen draws it with the
// same code, at once, without waiting for Python to start.  index.html's
// data block (#game-content) lists English's lessons and where each file is,
// and where each other language's index is (a small file, fetched when the
// page is in that language: useLanguage); a file is fetched when first
// needed, and kept.
//
// Anything not built (a lesson or a step that does not exist, or a language
// whose index could not be fetched) answers null: the caller then asks the
// engine, which answers in the page's language or names the fault.

import { probed } from "./probe.js";

function readIndex() {
  try {
    return JSON.parse(document.getElementById("game-content").textContent);
  } catch {
    return null; // a page without it: everything comes from the engine, as before
  }
}

const english = readIndex();
let index = english; // the page's language's, once useLanguage has it (null: the engine's)
let using = "en";
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

/**
 * The built content of `lang` from now on; resolves with that language's game
 * words (the engine's "vocabulary" answer) or null: English's are the page's
 * own (#game-words), and a language whose index did not come answers null
 * (the engine then answers everything, in the page's language).
 */
export async function useLanguage(lang) {
  using = lang;
  if (lang === "en" || !english) {
    index = lang === "en" ? english : null;
    return null;
  }
  const url = english.languages && english.languages[lang];
  let found = null;
  try {
    found = url ? await load(url) : null;
  } catch (err) {
    console.warn(`Golden Sails: the built content in ${lang} could not be read; the engine answers:`, err);
  }
  if (using === lang) index = found; // a later choice wins over a slow fetch
  return found ? found.words : null;
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
  return Number.isInteger(step) && step >= 1 && step <= steps.length ? probed("scene", steps[step - 1]) : null;
}

/** Every step of a lesson, in order (each as the engine's "scene" answers it), or
 * null when the build has no such lesson. */
export async function sceneSteps(name) {
  if (!hasScene(name)) return null;
  const steps = await load(index.scenes[name]);
  return steps.map((step) => probed("scene", step));
}

/** The rules reference (the engine's "rules" answer), or null. */
export async function rules() {
  return index ? load(index.rules) : null;
}

/** The rulebook's examples for the score pad (the engine's "examples" answer), or null. */
export async function examples() {
  return index ? load(index.examples) : null;
}
