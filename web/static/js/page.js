// The page's frame: the [data-screen] element and its contract attributes, banners, live region.
//
// The contract's attributes are web-test-contract.md's; the error screen is
// shown through here too (showError).  Every screen is put in place through
// show(), so the attributes a driver reads change in the same task as the nodes.

import { icon } from "./parts/icons.js";
import { h } from "./parts/dom.js";
import { t } from "./words/ui.js";
import { renderError } from "./screens/status.js";
import * as store from "./device/store.js";
import { closeSheet, sheetSource, sheetHistory } from "./parts/sheet.js";
import { pushSheetEntry, dropSheetEntry, leaveSheetThen, onSheetBack } from "./device/nav.js";
import { EMBED } from "./engine/start.js";
import { GAME_SCREENS as GAME_SCREEN_NAMES } from "./engine/core.js";

const screenEl = document.getElementById("screen");
const live = document.getElementById("live");
const banners = document.getElementById("banners");

const GAME_SCREENS = new Set(GAME_SCREEN_NAMES);

// Embed mode (index.html?embed=1, in an <iframe>): the score pad or a guided
// scene alone, no app chrome, no saved game or screen stored (see
// docs/embedding.md).  start.js reads the address first.
export { EMBED };
if (EMBED) document.documentElement.classList.add("embed");

// A sheet's own entry in the history: Back closes it before it leaves the screen.
sheetHistory({ push: pushSheetEntry, drop: dropSheetEntry, leave: leaveSheetThen, onBack: onSheetBack });

let version = 0; // data-version: bumped each time a game screen is drawn
let logSeen = 0; // log entries already read out in the live region

export function screenName() {
  return screenEl.dataset.screen;
}

export function screenData() {
  return screenEl.dataset;
}

/**
 * Put a screen in place in one go.  On a game screen `view` gives the round,
 * the viewer and the variant, and `answer` ({screen, view}) is what an open
 * sheet is drawn again from; `started` (a performance.now()) times the draw.
 */
export function show(name, nodes, view, started, answer) {
  const before = screenEl.dataset.screen;
  const beforeViewer = screenEl.dataset.viewer;
  const viewer = view && view.viewer !== null && view.viewer !== undefined ? String(view.viewer) : "";
  // A sheet stays open while the same person holds the phone (the computers
  // play, issue 32); it closes when the phone may pass to another (R10: a
  // handoff, the table's view between two people) or the game leaves the screen.
  const samePerson = GAME_SCREENS.has(before) && GAME_SCREENS.has(name) && name !== "handoff"
    && answer && viewer !== "" && viewer === beforeViewer;
  if (!samePerson) closeSheet();
  screenEl.replaceChildren(...nodes.filter(Boolean));
  screenEl.dataset.screen = name;
  if (GAME_SCREENS.has(name) && view) {
    screenEl.dataset.round = String(view.round);
    screenEl.dataset.viewer = view.viewer === null || view.viewer === undefined ? "" : String(view.viewer);
    screenEl.dataset.variant = view.variant;
    screenEl.dataset.version = String(++version);
  } else {
    for (const key of ["round", "viewer", "variant", "version", "scene", "step", "steps", "studyStep", "studySteps", "notes", "botSeat", "hints", "peerState"]) delete screenEl.dataset[key];
    if (name !== "error" && name !== "loading" && !EMBED) store.clearScreen();
  }
  sheetSource(answer || null); // an open sheet now shows the game as it stands
  const same = before === name && beforeViewer === screenEl.dataset.viewer;
  if (!same) window.scrollTo(0, 0);
  // Focus follows the new screen (for screen readers), except in an embed the
  // reader is not using: focusing a frame would scroll the host page to it.
  const heading = document.getElementById("screen-h");
  if (heading && (!EMBED || document.hasFocus())) focusAfterFrame(heading, same || EMBED);
  if (started !== undefined) {
    try {
      performance.measure("golden-sails:draw", { start: started, end: performance.now() });
    } catch {
      /* no User Timing Level 3 */
    }
  }
}

let focusing = 0; // the latest screen's focus wins

/**
 * Focus on the new screen's heading once its first frame is drawn.  focus()
 * needs the page laid out: called at once it forced the whole new screen's
 * layout inside this task (Lighthouse: up to 441 ms on a slow phone), and the
 * attributes set after show() made the frame lay it out again.  After the
 * frame, the layout is done and focusing costs nothing.
 */
function focusAfterFrame(heading, preventScroll) {
  const mine = ++focusing;
  requestAnimationFrame(() => setTimeout(() => {
    if (mine === focusing && heading.isConnected) heading.focus({ preventScroll });
  }, 0));
}

/** Read the log's new lines out (aria-live), `log` the lines of the answer on
 * screen (screen.words.log); on a handoff only public words are there. */
export function speak(log, extra) {
  const lines = [];
  if (Array.isArray(log)) {
    if (logSeen > log.length) logSeen = log.length;
    lines.push(...log.slice(logSeen));
    logSeen = log.length;
  }
  if (extra) lines.push(extra);
  live.textContent = lines.join(" ");
}

/** The log so far counts as read (a game just opened: its past is not news). */
export function logRead(log) {
  logSeen = Array.isArray(log) ? log.length : 0;
}

function findBanner(key) {
  for (const el of banners.children) if (el.dataset.banner === key) return el;
  return null;
}

export function banner(key, text, kind = "warn", extra = []) {
  const old = findBanner(key);
  const close = h("button", { type: "button", class: "quiet small-btn", "aria-label": t("banner.dismiss") }, icon("close"));
  const el = h("div", { class: `banner ${kind}`, "data-banner": key }, h("p", null, text),
    extra.length ? h("div", { class: "row banner-actions" }, extra) : null, close);
  close.addEventListener("click", () => el.remove());
  if (old) old.replaceWith(el);
  else banners.appendChild(el);
}

export function clearBanner(key) {
  const old = findBanner(key);
  if (old) old.remove();
}

/** The home screen's news (set-aside entries, imports) goes once a game is open. */
export function clearHomeBanners() {
  for (const el of banners.querySelectorAll("[data-banner]")) {
    if (!["save", "storage-full", "update", "other-tab"].includes(el.dataset.banner)) el.remove();
  }
}

/** The engine itself is gone (its worker crashed or was stopped): not a verdict on a save. */
export function engineDown(err) {
  return Boolean(err && (err.name === "EngineError" || err.code === "stopped"));
}

export function errorText(err) {
  return (err && err.message) || String(err);
}

/** The error screen: what failed, why, and the ways on. */
export function showError(what, err, { home } = {}) {
  speak(null, "");
  show("error", renderError(what, err ? errorText(err) : "", {
    retry: () => location.reload(),
    home: home || null,
  }));
  document.documentElement.dataset.engine = document.documentElement.dataset.engine === "ready" ? "ready" : "failed";
}
