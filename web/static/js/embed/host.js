// For a page that embeds Golden Sails: sizes its frames, starts them one at a time, follows them.
//
// Loaded by the host page (embed-example.html, docs/embedding.md), not by the app:
// - each <iframe class="golden-sails"> takes the height its content reports,
//   except that a frame not yet up never shrinks below the height the page
//   gave it: its short "starting" screen would pull the frames below it into
//   view (and start them) only for the page to jump back once it is drawn;
// - a frame given as data-src (not src) starts only when it is scrolled into
//   view or its button is tapped, and frames start one at a time: each runs
//   the game's engine (Python in WebAssembly), and a page of many frames must
//   never start them all at once.  A frame says it is up with a
//   golden-sails:ready message; the next one waits for that, and a frame
//   queued because it was seen starts only if it is still in view by then;
// - a frame started from data-src is told this page's origin (origin=, unless
//   its address names one), so it tells this page the learner's way through a
//   lesson: each message becomes an event on its <iframe> (bubbling), whose
//   detail is the message's fields: "golden-sails:ready", "golden-sails:step"
//   {step, steps}, "golden-sails:answer" {step, correct}, "golden-sails:done";
// - goTo(frame, step) moves a frame's lesson to a step (golden-sails:goto).
// Only messages from a frame of this page, of the expected shape, are used; a
// lesson's own (step, answer, done) only from the origin of the frame's address.
const frames = [...document.querySelectorAll("iframe.golden-sails")];
const given = new Map(frames.map((f) => [f, Number(f.getAttribute("height")) || 0]));
const up = new Set(); // frames that have said they are up (or were given up on)
const inView = new Set();
const reported = new Map(); // frame -> the last height it asked for
const queue = []; // [frame, tapped]
let starting = null; // the frame whose engine is starting now
let stall = null;
let seen = null; // the IntersectionObserver, where the browser has one

function buttonOf(frame) {
  return frame.previousElementSibling && frame.previousElementSibling.matches("button.frame-start")
    ? frame.previousElementSibling
    : null;
}

function fit(frame) {
  if (!reported.has(frame)) return;
  const floor = up.has(frame) ? 100 : Math.max(100, given.get(frame));
  frame.height = String(Math.max(floor, Math.min(20000, reported.get(frame))));
}

function markUp(frame) {
  up.add(frame);
  fit(frame); // it may have asked for less than its given height while starting
  if (frame === starting) {
    clearTimeout(stall);
    starting = null;
    next();
  }
}

/** The next frame to start: tapped, or queued when seen and still in view (the
 *  reader may have scrolled on; it queues again when seen again). */
function takeNext() {
  while (queue.length) {
    const [frame, tapped] = queue.shift();
    if (tapped || inView.has(frame)) return frame;
  }
  return null;
}

function next() {
  if (starting) return;
  const frame = takeNext();
  if (!frame) return;
  starting = frame;
  const button = buttonOf(frame);
  if (button) button.remove();
  if (seen) seen.unobserve(frame);
  inView.delete(frame);
  frame.src = told(frame.dataset.src);
  // A frame that never says it is ready (an old build, a broken page) must not hold the others.
  stall = setTimeout(() => markUp(frame), 60000);
}

function start(frame, tapped) {
  if (frame.getAttribute("src") || frame === starting || !frame.dataset.src) return;
  const at = queue.findIndex(([f]) => f === frame);
  if (at >= 0) queue.splice(at, 1);
  if (tapped) queue.unshift([frame, true]);
  else queue.push([frame, false]);
  next();
}

/** The origin of a frame's address (where its messages come from, where goto goes), or null. */
function originOf(frame) {
  try {
    return new URL(frame.src).origin;
  } catch {
    return null;
  }
}

/** The frame's address told to trust this page (origin=), unless it names an origin itself. */
function told(address) {
  const url = new URL(address, location.href);
  const page = location.origin;
  if (page === "null" || new URLSearchParams(url.search).has("origin")) return url.href;
  url.search = `${url.search ? `${url.search}&` : "?"}origin=${encodeURIComponent(page)}`;
  return url.href;
}

// A lesson's messages: the fields each carries, and what each must be.
const whole = (v) => Number.isInteger(v) && v >= 1;
const FOLLOWED = {
  "golden-sails:step": { step: whole, steps: whole },
  "golden-sails:answer": { step: whole, correct: (v) => typeof v === "boolean" },
  "golden-sails:done": {},
};

/** The message's fields as its shape says, or null when it is not of that shape. */
function fieldsOf(data, shape) {
  const keys = Object.keys(data).filter((k) => k !== "type");
  if (keys.length !== Object.keys(shape).length) return null;
  const fields = {};
  for (const [key, ok] of Object.entries(shape)) {
    if (!ok(data[key])) return null;
    fields[key] = data[key];
  }
  return fields;
}

function tell(frame, type, detail) {
  frame.dispatchEvent(new CustomEvent(type, { detail, bubbles: true }));
}

window.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || typeof data.type !== "string") return;
  const frame = frames.find((f) => f.contentWindow === event.source);
  if (!frame) return;
  if (data.type === "golden-sails:height" && Number.isFinite(data.height)) {
    reported.set(frame, Math.ceil(data.height));
    fit(frame);
  } else if (data.type === "golden-sails:ready") {
    markUp(frame);
    tell(frame, data.type, {});
  } else if (Object.prototype.hasOwnProperty.call(FOLLOWED, data.type) && event.origin === originOf(frame)) {
    const fields = fieldsOf(data, FOLLOWED[data.type]);
    if (fields) tell(frame, data.type, fields);
  }
});

/**
 * Moves the lesson in `frame` (one of this page's iframe.golden-sails) to `step`
 * (1..its steps): posted to the frame's origin only.  The frame obeys it once
 * its lesson is drawn (after "golden-sails:ready"); a step it does not have is
 * ignored there.
 */
export function goTo(frame, step) {
  if (!frames.includes(frame)) throw new TypeError("goTo: not an iframe.golden-sails of this page");
  if (!Number.isInteger(step) || step < 1) throw new RangeError(`goTo: ${step} is not a step (1, 2, ...)`);
  const origin = originOf(frame);
  if (frame.contentWindow && origin) frame.contentWindow.postMessage({ type: "golden-sails:goto", step }, origin);
}

const lazy = frames.filter((frame) => frame.dataset.src && !frame.getAttribute("src"));
for (const frame of lazy) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "frame-start";
  // The host page's words, in the host's language: its own label for the button
  // (data-start-label), or the frame's title after a play sign.
  button.textContent = frame.dataset.startLabel || `▶ ${frame.title || "Golden Sails"}`;
  button.addEventListener("click", () => start(frame, true));
  frame.before(button);
}
if ("IntersectionObserver" in window) {
  seen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) {
        inView.add(entry.target);
        start(entry.target, false);
      } else {
        inView.delete(entry.target);
      }
    }
  }, { threshold: 0.25 });
  for (const frame of lazy) seen.observe(frame);
}
