// The engine's start: the worker is created once the first screen is drawn, or when needed.
//
// app.js calls startNow() once its first screen is drawn, or as soon as
// anything needs the engine: the worker's downloading and compiling would
// otherwise compete with the page for the connections and the cores just when
// the first screen is coming (docs/fast-start.md).  app.js takes it from here.
//
// The start is kept as a memory snapshot under the build's hash and restored
// next time (worker.js, snapshot.js; docs/fast-start.md) by the app.  An embed
// stores nothing at all in its host site's partition (no snapshot, no cache,
// no localStorage) unless the host page opts in with store=1 in the frame's
// address (?embed=1&store=1): then the snapshot is all it keeps there
// (docs/embedding.md).

import { startEngine } from "./client.js";

// Embed mode (index.html?embed=1, in an <iframe>): see docs/embedding.md.
const PARAMS = new URLSearchParams(location.search);
export const EMBED = PARAMS.get("embed") === "1";
// An embed whose host page lets it keep the engine's snapshot (docs/embedding.md).
const KEEPS = !EMBED || PARAMS.get("store") === "1";

let lastProgress = null;
let languageOf = () => "en"; // the page's language now (callsIn)
let drawSoon = null; // the animation frame that draws the latest progress
const listeners = new Set();

/** listener(progress) hears the start's progress from now on, and the last report at once. */
export function onProgress(listener) {
  listeners.add(listener);
  if (lastProgress) listener(lastProgress);
}

function mark(name, detail) {
  try {
    performance.mark(name, { detail });
  } catch {
    /* no User Timing Level 3 */
  }
}

const body = document.body.dataset;

let begin;
const begun = new Promise((resolve) => { begin = resolve; });

/**
 * Creates the engine's worker, once; app.js calls it when its first screen is
 * drawn, or sooner when something needs the engine.  Not at once: on two
 * cores the worker's compiling held the first screen back past 300 ms.
 */
export function startNow() {
  begin();
}

/**
 * Each engine call in the language `language()` names when it is made (app.js
 * gives device/language.js's pageLanguage: the engine knows nothing above it).
 */
export function callsIn(language) {
  languageOf = language;
}

/** A start of the engine's worker (the first, or one after the last one died). */
export function startWorker() {
  return startEngine({
    workerUrl: body.workerUrl,
    runtimeUrl: body.runtimeUrl,
    snapshot: KEEPS ? { build: body.build } : null,
    onProgress: (progress) => {
      lastProgress = progress;
      // Drawn once a frame at most: the worker reports every 100 ms, but a
      // screen's bars need no more than the frames the page draws.
      drawSoon ??= requestAnimationFrame(() => {
        drawSoon = null;
        for (const listener of listeners) listener(lastProgress);
      });
    },
    // Benchmarks and tests read this mark: whether the snapshot made after a
    // start from scratch was stored ({stored, bytes, reason, ms: {make, store}}).
    onSnapshot: (news) => mark("golden-sails:snapshot", news),
    timeoutMs: 180000,
    // Each call is answered in the page's language at the moment it is made.
    language: () => languageOf(),
  });
}

/** startEngine's promise: the Engine once the worker is ready. */
export const starting = begun.then(startWorker);
// Its failure is app.js's to show, once it has loaded; not an unhandled rejection before.
starting.catch(() => {});
