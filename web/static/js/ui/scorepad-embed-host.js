// For a page that embeds Golden Sails (embed-example.html, docs/embedding.md):
// - each <iframe class="golden-sails"> takes the height its content reports;
// - a frame given as data-src (not src) starts only when it is scrolled into
//   view or its button is tapped, and frames start one at a time: each runs
//   the game's engine (Python in WebAssembly), and a page of many frames must
//   never start them all at once.  A frame says it is up with a
//   golden-sails:ready message; the next one waits for that.
// Only messages from a frame of this page, of the expected shape, are used.

const frames = [...document.querySelectorAll("iframe.golden-sails")];
const queue = [];
let starting = null; // the frame whose engine is starting now
let stall = null;

function buttonOf(frame) {
  return frame.previousElementSibling && frame.previousElementSibling.matches("button.frame-start")
    ? frame.previousElementSibling
    : null;
}

function next() {
  if (starting || !queue.length) return;
  starting = queue.shift();
  const button = buttonOf(starting);
  if (button) button.remove();
  starting.src = starting.dataset.src;
  // A frame that never says it is ready (an old build, a broken page) must not hold the others.
  stall = setTimeout(() => { starting = null; next(); }, 60000);
}

function start(frame, first = false) {
  if (frame.getAttribute("src") || frame === starting || !frame.dataset.src) return;
  const at = queue.indexOf(frame);
  if (at >= 0) queue.splice(at, 1);
  if (first) queue.unshift(frame);
  else queue.push(frame);
  next();
}

window.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || typeof data.type !== "string") return;
  const frame = frames.find((f) => f.contentWindow === event.source);
  if (!frame) return;
  if (data.type === "golden-sails:height" && Number.isFinite(data.height)) {
    frame.height = String(Math.max(100, Math.min(20000, Math.ceil(data.height))));
  } else if (data.type === "golden-sails:ready" && frame === starting) {
    clearTimeout(stall);
    starting = null;
    next();
  }
});

const lazy = frames.filter((frame) => frame.dataset.src && !frame.getAttribute("src"));
for (const frame of lazy) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "frame-start";
  button.textContent = `Open here: ${frame.title || "Golden Sails"}`;
  button.addEventListener("click", () => start(frame, true));
  frame.before(button);
}
if ("IntersectionObserver" in window) {
  const seen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) {
        seen.unobserve(entry.target);
        start(entry.target);
      }
    }
  }, { threshold: 0.25 });
  for (const frame of lazy) seen.observe(frame);
}
