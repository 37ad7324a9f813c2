// Offline and installable: registers the service worker and says when a new version is ready.
//
// The service worker (dist/sw.js) precaches the whole app.  On iOS Safari
// outside the Home Screen it warns that saved games may be deleted.

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

/** Register dist/sw.js (beside the page) and watch for a new version. */
export async function registerOffline() {
  watchIosStorage();
  if (!("serviceWorker" in navigator)) return null;
  let registration;
  try {
    registration = await navigator.serviceWorker.register("sw.js", { scope: "./" });
  } catch (err) {
    console.warn("Golden Sails: no offline support:", err);
    return null;
  }
  if (!registration) return null; // a browser told to block service workers
  // A worker that finishes installing while another one controls the page is
  // a new version (the first install controls the page straight away).
  const watch = (worker) => {
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) announce(registration);
    });
  };
  if (registration.waiting && navigator.serviceWorker.controller) announce(registration);
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
