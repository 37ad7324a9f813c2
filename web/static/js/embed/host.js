// For a page that embeds Golden Sails: sizes its frames and starts them one at a time.
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
//   queued because it was seen starts only if it is still in view by then.
// Only messages from a frame of this page, of the expected shape, are used.

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
  frame.src = frame.dataset.src;
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
  }
});

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
