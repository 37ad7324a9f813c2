// The page's entry and router: start-up, the address, and which controller draws each screen.
//
// The address: #/new, #/score, #/scene, #/rules...  Each family of screens has its
// controller (*-ctrl.js; the open game's is game.js), sharing the engine and one
// screen's call at a time through shell.js.  The rules live in Python in a Web
// Worker (engine/client.js).  Only what home and the set-up form need is imported
// here: the other screens when first needed, and in the background once the
// engine is ready (docs/fast-start.md).  The lessons, the rules and the score
// pad's examples come built (engine/content.js): on screen without the engine.

import { whenStarted } from "./engine/client.js";
import { starting, startNow, startWorker, onProgress, callsIn } from "./engine/start.js";
import * as store from "./device/store.js";
import { h } from "./parts/dom.js";
import { EMBED, show, banner, engineDown, errorText, screenName, screenData } from "./page.js";
import { renderLoading, renderEngineWait } from "./screens/status.js";
import { parseHash, readSceneLink, readStudyLink, rulesSection, newGameLinkAsTyped } from "./device/links.js";
import { guestSetOnly, registerOffline } from "./device/offline.js";
import { hostReady, originFault, reportHeight } from "./device/host-page.js";
import { setWords } from "./words/vocab.js";
import { setLanguage, t } from "./words/ui.js";
import { applyLook } from "./device/settings.js";
import { startNav, arrived } from "./device/nav.js";
import { browserLanguage, resolveLanguage, linkFault, pageLanguage } from "./device/language.js";
import { app, calls, fail, fetchTheRest, game } from "./shell.js";
import { goHome, goHomeNow, showSetup, callQuietly } from "./home-ctrl.js";
import { openLearn, openScene } from "./lessons-ctrl.js";
import { openRules, openGameEntry, wayBackActions } from "./rules-ctrl.js";
import { openSettings } from "./settings-ctrl.js";
import { openReplay, listenForReplayKeys } from "./replay-ctrl.js";
import { openStudy } from "./study-ctrl.js";
import { openAuthor } from "./author-ctrl.js";
import { openScorePad } from "./scorepad-ctrl.js";
import { builtWords, changeLanguage, followLinkLanguage } from "./language-ctrl.js";

// The ways out every controller may take (shell.js): wired here, where all are known.
Object.assign(app, {
  home: goHome,
  setup: showSetup,
  language: changeLanguage,
  pairAgain: (...args) => import("./pair-ctrl.js").then((pair) => pair.openRepair(...args)),
});

// Moves: one listener for every button[data-move] on any screen.
// The second tap of a double tap (event.detail 2) is never a move: it would
// land on whatever the first tap drew under the finger.
document.getElementById("screen").addEventListener("click", (event) => {
  if (event.detail > 1) return;
  const button = event.target.closest("button[data-move]");
  if (!button) return;
  // In a guided scene the one move button is the script's next step (a question's
  // answers answer on the scene itself, parts/question.js, and do not reach here).
  if (screenName() === "scene") openScene(screenData().scene, Number(screenData().step) + 1, []);
  else if (screenName() === "study") return; // a study's answers answer on the screen itself
  else if (screenName() === "author") return; // an author's taps mark answers (screens/author.js)
  else if (app.guestGame) app.guestGame.playMove(button.getAttribute("data-move"));
  else game.playMove(button.getAttribute("data-move"), performance.now());
});

listenForReplayKeys();

// --- Links: #/new?..., #/score?t=..., #/scene?... (device/links.js) --------------

/** Open the screen the address's hash names; false when it names none. */
async function route() {
  await followLinkLanguage();
  const { path, query } = parseHash(location.hash);
  // A bad lang= is named where the screen names its link's faults, else in a banner;
  // an embed's bad origin= (device/host-page.js) where its screen names them.
  const fault = linkFault();
  if (fault && path !== "scene" && path !== "score" && !EMBED) banner("lang", fault);
  const faults = [fault, originFault()].filter(Boolean);
  if (path === "rules") await openRules(rulesSection(query));
  else if (path === "settings" && !EMBED) openSettings();
  else if (path === "scene") {
    const { name, step, errors } = readSceneLink(query);
    await openScene(name, step, [...faults, ...errors]);
  } else if (path === "replay") await openReplay(query);
  else if (path === "study") {
    const { s, step } = readStudyLink(query);
    await openStudy(s, step);
  }
  else if (path === "author" && !EMBED) await openAuthor(query);
  else if (path === "learn") await openLearn();
  else if (path === "game" && !EMBED) await openGameEntry(new URLSearchParams(query).get("id"));
  else if (path === "join" && !EMBED) {
    // A guest's phone: the host's phone runs the game; this one starts no engine (boot).
    if (app.booting) app.guest = true;
    (await import("./join-ctrl.js")).openJoin(query);
  }
  else if (EMBED || path === "score") await openScorePad(path === "score" ? query : "", faults);
  else if (path === "new") {
    // The form at once, filled in as the link reads; the rules core checks
    // every parameter (golden_sails.app.links), and Start waits for its answer.
    const answer = callQuietly("new_game_link", query).catch((err) => {
      if (engineDown(err)) throw err; // the start's failure: on screen by its own way
      return { prefill: {}, errors: [errorText(err)] };
    });
    answer.catch(() => {});
    showSetup(newGameLinkAsTyped(query), [], { answer });
  } else return false;
  return true;
}

/**
 * The address changed (a link, the Rules button, the browser's Back): its
 * screen is drawn once nothing is busy (shell.js's calls: a screen's call, or
 * a move of the open game being answered), the latest address only.
 */
function onHashChange() {
  arrived();
  if (!app.engine) return;
  if (app.guest && parseHash(location.hash).path !== "join") stopBeingGuest();
  calls.whenFree(() => route().then((done) => {
    if (done) return;
    // The browser's Back from the rules: the way the rules' own button goes.
    if (screenName() === "rules" || screenName() === "settings") {
      const { back } = wayBackActions(true);
      if (back) back();
      return;
    }
    // Back to home's entry (from a game, the set-up, a lesson...): home.
    if (screenName() !== "home") goHomeNow();
  }).catch((err) => fail(t("fail.open-link"), err)));
}

window.addEventListener("hashchange", onHashChange);

/** A guest's page that leaves the join screen is an ordinary page: its engine starts. */
function stopBeingGuest() {
  app.guest = false;
  import("./join-ctrl.js").then((join) => join.leaveJoin(), () => {});
  startNow();
}

// --- Start-up --------------------------------------------------------------------

function navigationType() {
  try {
    const entry = performance.getEntriesByType("navigation")[0];
    if (entry && entry.type) return entry.type;
  } catch {
    /* older browsers */
  }
  try {
    const type = performance.navigation.type;
    return type === 1 ? "reload" : type === 2 ? "back_forward" : "navigate";
  } catch {
    return "navigate";
  }
}

function mark(name, detail) {
  try {
    performance.mark(name, { detail });
  } catch {
    /* no User Timing Level 3 */
  }
}

/**
 * The engine starts in its worker while the page draws: the home screen (and
 * the set-up form, the score pad's editor) need only the words built into the
 * page and localStorage.  An action that needs the engine waits for it, and
 * says so with the start's progress; a link or a reload into a game shows the
 * loading screen until the engine answers.  <html data-engine> is "starting"
 * until the rules core has answered its first call, then "ready" ("failed"
 * on the error screen).
 */
async function boot() {
  applyLook();
  const lang = pageLanguage(); // resolved before the page's words were loaded (below)
  callsIn(pageLanguage);
  startNav();
  reportHeight();
  const root = document.documentElement;
  root.dataset.engine = "starting";
  const loading = renderLoading();
  show("loading", loading.nodes);
  const waiting = (app.engineWait = renderEngineWait());
  document.getElementById("screen").before(waiting.node);
  // The engine starts once the first screen is drawn, or at the first call before that (startNow).
  onProgress((progress) => {
    loading.update(progress);
    waiting.update(progress);
  });
  // The loading screen shows the progress itself.
  app.engine = whenStarted(starting, {
    onWait: (n) => {
      if (n > 0) startNow(); // a call before the first screen was drawn
      waiting.show(n > 0 && screenName() !== "loading");
    },
    again: startWorker, // a new worker when one dies (game.js reopens the game)
  });
  const words = await builtWords(lang);
  const ready = (app.engineUp = starting.then(async (started) => {
    const answer = await started.call("vocabulary");
    if (!words && pageLanguage() === lang) setWords(answer.words);
    root.dataset.engine = "ready";
    // Benchmarks and tests read these marks (docs/fast-start.md).
    mark("golden-sails:engine-ready", started.start);
  }));
  // The service worker is registered once the engine has started: its install
  // then copies the runtime from the HTTP cache instead of downloading Pyodide
  // a second time alongside the page.  An embed lives in a host page: it must
  // not install a service worker or fill its caches.
  ready.then(() => {
    if (!EMBED) registerOffline().catch((err) => console.warn("Golden Sails: no offline support:", err));
  }, (err) => {
    root.dataset.engine = "failed";
    // A phone that only ever joined tables keeps a guest's set, without the rules
    // core: offline, it cannot start one, and Try again would not mend that.
    fail(t(guestSetOnly() ? "fail.engine-guest-only" : "fail.engine-start"), err);
    app.startFailed = true;
  });
  if (words) setWords(words);
  else {
    startNow();
    await ready; // a page without its words: the engine's, as before
  }
  // A link (#/new?..., #/score?..., #/scene?...) opens its screen.
  const routed = await route();
  app.booting = false;
  // A guest's page starts no engine (a join link): its service worker keeps
  // only what a guest needs, in its language, so a join link opens offline
  // after one visit (docs/phones.md).  Leaving the join screen starts the
  // engine, and registers the app's set once it is ready (above).
  if (app.guest && !EMBED) {
    registerOffline(pageLanguage()).catch((err) => console.warn("Golden Sails: no offline support:", err));
  }
  if (routed) return;
  // A reload (or a tab brought back) resumes exactly where this tab was; a
  // fresh visit opens the home screen, where every saved game is listed.
  const where = store.getScreen();
  const type = navigationType();
  if (where && (type === "reload" || type === "back_forward") && store.readGame(where.id).entry) {
    await game.resume(where.id); // cold: on its handoff where two or more people play (D19)
    return;
  }
  goHome();
  mark("golden-sails:home-drawn");
}

window.addEventListener("unhandledrejection", (event) => {
  fail(t("fail.unexpected"), event.reason);
});

/** Whether this page runs inside a frame of another page. */
function framed() {
  try {
    return window.top !== window.self;
  } catch {
    return true; // a cross-origin top: framed
  }
}

/**
 * The full app inside another site's frame (clickjacking: docs/threat-model.md):
 * only ?embed=1 pages run framed.  This page acts on nothing: no engine, no
 * storage read or written, no button but the way to open it in a tab of its own.
 * (A static host cannot send frame-ancestors by query, and the embeds are this
 * same page with ?embed=1, so the page itself refuses.)
 */
function showFramed() {
  const screen = document.getElementById("screen");
  const url = location.href;
  screen.replaceChildren(
    h("h1", { id: "screen-h", tabindex: "-1" }, t("app.name")),
    h("p", null, t("framed.note")),
    h("a", { href: url, target: "_blank", rel: "noopener noreferrer", class: "button primary big", "data-open-in-tab": "" }, t("framed.open")),
  );
  screen.dataset.screen = "framed";
}

// The page's words first: every screen, the framed note and the loading screen included,
// is drawn in the player's language.  resolveLanguage moves a link's lang= into
// the query before the history is set (startNav, in boot).
// Framed by another site, the page reads nothing of the device: the browser's language.
const showsFramed = !EMBED && framed();
const worded = setLanguage(showsFramed ? browserLanguage() ?? "en" : resolveLanguage());

if (showsFramed) worded.then(showFramed);
else worded.then(boot)
  .catch((err) => fail(t("fail.page-start"), err))
  .finally(() => {
    // The first screen is drawn (when it needed the engine, it started it); a
    // guest's join screen needs none, and a guest's first visit stays light.
    if (!app.guest) startNow();
    // An embed tells its host page it is up (device/host-page.js): a host that starts
    // its frames one at a time (embed/host.js) starts the next only then.
    app.engineUp.then(hostReady, hostReady);
    // An embed shows one screen, already imported.
    if (!EMBED) app.engineUp.then(fetchTheRest, () => {});
  });
