// Offline and installable: registers the service worker and says when a new version is ready.
//
// The service worker (dist/sw.js) precaches the whole app; on a guest's page
// (a join link: docs/phones.md) only what a guest needs, unless this phone
// already keeps the whole app.  On iOS Safari outside the Home Screen it warns
// that saved games may be deleted.

import { h, sym } from "../parts/dom.js";
import { t } from "../words/ui.js";

const UPDATE = "update";

function bannerEl(key, text, ...extra) {
  const close = h("button", { type: "button", class: "quiet small-btn", "aria-label": t("banner.dismiss") }, sym("close"));
  const el = h("div", { class: "banner info", "data-banner": key }, h("p", null, text), ...extra, close);
  close.addEventListener("click", () => el.remove());
  return el;
}

function showBanner(el) {
  const banners = document.getElementById("banners");
  if (!banners) return;
  const old = [...banners.children].find((c) => c.dataset.banner === el.dataset.banner);
  if (old) old.replaceWith(el);
  else banners.appendChild(el);
}

/** A new version waits: say so; it takes over on the next start, or now on a tap. */
function announce(registration) {
  const now = h("button", { type: "button", class: "quiet small-btn", "data-update-now": "" }, t("offline.restart"));
  now.addEventListener("click", () => {
    const waiting = registration.waiting;
    if (!waiting) return;
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    waiting.postMessage({ type: "skip-waiting" });
  });
  document.body.dataset.updateReady = "";
  showBanner(bannerEl(UPDATE, t("offline.update"), now));
}

/**
 * The version of a service worker's build (its "version" message), or null when
 * it does not answer within a few seconds.
 */
function versionOf(worker) {
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 3000);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage({ type: "version" }, [channel.port2]);
  });
}

/**
 * A worker has installed while another one controls the page.  Of another
 * version, it is a new deploy: said, and it waits for the next start.  Of the
 * same version, it only caches more of the same files (the app's after a
 * guest's, or a guest's in another language): it takes over at once, unsaid.
 */
async function installed(registration, worker) {
  const [now, next] = await Promise.all([versionOf(navigator.serviceWorker.controller), versionOf(worker)]);
  if (now === null || now !== next) announce(registration);
  else if (worker.state === "installed") worker.postMessage({ type: "skip-waiting" });
}

// A page may register twice (a guest's page that leaves the join screen: the
// app's set then); it watches its registration once.
const watched = new WeakSet();
let iosWatched = false;

/** Whether a worker caches a guest's set (sw.js?guest=<lang>) rather than the app's. */
function guestWorker(worker) {
  return new URL(worker.scriptURL).searchParams.has("guest");
}

/** Whether this page is served by a guest's set alone (a phone that has only joined
 * tables: no rules core kept for a game of its own). */
export function guestSetOnly() {
  const worker = "serviceWorker" in navigator ? navigator.serviceWorker.controller : null;
  return Boolean(worker) && guestWorker(worker);
}

/**
 * The worker's script: the app's, or for a guest's page (`guestLang`, its
 * language) the guest's set, "sw.js?guest=<lang>"; never the guest's where this
 * phone keeps the whole app (the set never narrows: a phone that has played
 * as a host keeps doing so offline).
 */
async function scriptFor(guestLang) {
  if (!guestLang) return "sw.js";
  const registration = await navigator.serviceWorker.getRegistration("./");
  const newest = registration && (registration.installing || registration.waiting || registration.active);
  if (newest && !guestWorker(newest)) return "sw.js";
  return `sw.js?guest=${encodeURIComponent(guestLang)}`;
}

/**
 * Register dist/sw.js (beside the page) and watch for a new version.
 * `guestLang`: a guest's page, in that language (its set: see scriptFor).
 */
export async function registerOffline(guestLang = null) {
  if (!iosWatched) watchIosStorage();
  iosWatched = true;
  if (!("serviceWorker" in navigator)) return null;
  let registration;
  try {
    registration = await navigator.serviceWorker.register(await scriptFor(guestLang), { scope: "./" });
  } catch (err) {
    console.warn("Golden Sails: no offline support:", err);
    return null;
  }
  if (!registration) return null; // a browser told to block service workers
  if (watched.has(registration)) return registration;
  watched.add(registration);
  // A worker that finishes installing while another one controls the page is
  // a new version, or more of this one (the first install controls the page straight away).
  const watch = (worker) => {
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) installed(registration, worker);
    });
  };
  if (registration.waiting && navigator.serviceWorker.controller) installed(registration, registration.waiting);
  watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
  return registration;
}

// --- iOS: Safari deletes a site's storage after 7 days without a visit --------

function isIosSafari() {
  const ua = navigator.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
}

function iosNote() {
  return h("p", { class: "note", "data-ios-storage-note": "" },
    sym("warning"),
    t("offline.ios"));
}

/** On iOS Safari, not started from the Home Screen: the note on home, by the saved games. */
function watchIosStorage() {
  if (!isIosSafari() || navigator.standalone === true) return;
  const screen = document.getElementById("screen");
  if (!screen) return;
  const place = () => {
    const section = screen.querySelector(".saved-games");
    if (!section || section.querySelector("[data-ios-storage-note]")) return;
    const heading = section.querySelector("h2");
    if (heading) heading.after(iosNote());
    else section.prepend(iosNote());
  };
  new MutationObserver(place).observe(screen, { childList: true });
  place();
}
