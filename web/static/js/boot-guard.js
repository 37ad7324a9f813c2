// The start's one guard: the app's modules fetched, or a word and a way on.
//
// A classic script, run before the app's module (index.html): if any module of
// app.js's graph cannot be fetched (a phone changing networks during its first
// visit fails every request in flight: Chromium's ERR_NETWORK_CHANGED), the
// module script fires "error" and app.js never runs, which would leave the page
// on its loading bar for ever.  The guard reloads once, which mends a passing
// fault; should that fail too, it says so in the reader's language, with Try
// again.  Its words are the build's (index.html's #boot-words, each language's
// from the catalogs); it imports nothing, so it runs whatever failed.
(function guardTheStart() {
  const RETRIED = "golden-sails:start-retried"; // this tab reloaded once for a failed start
  let failed = false;

  function stored(key) {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null; // no storage: no reload, the words at once
    }
  }

  /** The reader's language as far as a page without its modules can tell. */
  function language(words) {
    const asked = new URLSearchParams(location.search).get("lang");
    let saved = null;
    try {
      saved = JSON.parse(localStorage.getItem("golden-sails:settings") || "{}").language;
    } catch {
      saved = null;
    }
    const browser = (navigator.languages || [navigator.language]).map((l) => String(l).slice(0, 2).toLowerCase());
    return [asked, saved, ...browser].find((l) => l && Object.hasOwn(words, l)) || "en";
  }

  function showFailed() {
    const box = document.querySelector("#screen .loading");
    const data = document.getElementById("boot-words");
    if (!box || !data) return;
    const words = JSON.parse(data.textContent);
    const lang = language(words);
    const said = document.createElement("p");
    said.setAttribute("role", "alert");
    said.lang = lang;
    said.textContent = words[lang].failed;
    const again = document.createElement("button");
    again.type = "button";
    again.className = "primary";
    again.lang = lang;
    again.setAttribute("data-retry", "");
    again.textContent = words[lang].retry;
    again.addEventListener("click", () => location.reload());
    box.querySelector("progress")?.remove();
    box.append(said, again);
    document.querySelector("[data-screen]").dataset.screen = "error"; // as the app's error screen
    document.documentElement.dataset.engine = "failed";
  }

  window.addEventListener("error", (event) => {
    const script = event.target;
    if (failed || !script || script.tagName !== "SCRIPT" || script.type !== "module") return;
    failed = true;
    if (stored(RETRIED) === null) {
      try {
        sessionStorage.setItem(RETRIED, "1");
        location.reload();
        return;
      } catch {
        // no storage to remember the reload by: say so rather than reload for ever
      }
    }
    showFailed();
  }, true);

  // The app's module ran (deferred scripts run before this event): a later
  // failed start in this tab may reload once again.
  document.addEventListener("DOMContentLoaded", () => {
    if (!failed && stored(RETRIED) !== null) sessionStorage.removeItem(RETRIED);
  });
})();
