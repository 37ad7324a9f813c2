// Golden Sails' service worker: the app, offline.
//
// build.py writes this file to dist/sw.js (at the site root, so its scope
// covers the page) with VERSION, a hash over every file below, PRECACHE,
// every file of the site the app needs: the page, the manifest, the hashed
// assets, and the pinned Pyodide runtime with its lock file and wheels; and
// GUEST, the few of them a guest's phone needs to join a table and play its
// seat (docs/phones.md): the page and its modules, no rules core.
//
// Which set: registered as "sw.js", the app's; as "sw.js?guest=<lang>" (a
// guest's page: device/offline.js), the guest's files and the words of its
// language.  Both put their files in the one cache of this version, so within a
// version the cache only grows: the app's worker after a guest's adds the rest.
//
// Install: the set is fetched into the cache "golden-sails-VERSION", each
// response stored as it came, headers kept (a .wasm without application/wasm
// would hang Pyodide's start-up).  A new deploy installs beside the old one and
// waits: the page says a new version is ready, and it takes over on the next
// start (or when the page asks, "skip-waiting": the page asks at once when the
// worker waiting is of its own version, a wider set of the same files).
// Activate deletes the caches of other versions (not "golden-sails:engine",
// the engine's start, which web/static/js/engine/snapshot.js keeps and
// replaces itself).  Fetch: cache first,
// then the network; a page opened offline that is not in the cache gets the
// app's page.  The runtime's files that the engine's worker fetches are the
// exception: they are left to the HTTP cache (see leftToHttpCache).

const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const GUEST = __GUEST__;
const PREFIX = "golden-sails-";
const CACHE = PREFIX + VERSION;
const SCOPE = new URL("./", self.location.href).href;
const PAGE = SCOPE; // "./": the app's page

/** What this worker's install caches: the app's files, or a guest's in its language. */
function wanted() {
  const lang = new URL(self.location.href).searchParams.get("guest");
  if (lang === null) return PRECACHE;
  // An unknown language (a hand-made URL): English's, which the page falls back to.
  return [...GUEST.files, ...(GUEST.languages[lang] ?? GUEST.languages.en)];
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // Hashed files (assets/, runtime/) never change: the HTTP cache may answer,
    // so a first visit does not download Pyodide twice.  An unhashed file (the
    // page, the manifest) is revalidated, so it is this deploy's.
    const hashed = (url) => url.startsWith("assets/") || url.startsWith("runtime/");
    await cache.addAll(wanted().map((url) =>
      new Request(new URL(url, SCOPE), { cache: hashed(url) ? "default" : "no-cache" })));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
  if (event.data && event.data.type === "version" && event.ports[0]) event.ports[0].postMessage(VERSION);
});

/**
 * The runtime's files that the engine's worker fetches (the .wasm, the
 * standard library, the lock file and the wheels, not Pyodide's modules,
 * which it imports): answered by the browser's HTTP cache, not by this
 * worker.  They are immutable there for a year, and the browser keeps the
 * compiled WebAssembly beside the .wasm of the cache it came from: the HTTP
 * cache's copy has it since the first visit, while this cache's copy would
 * compile again at the second.  When the HTTP cache cannot answer (offline,
 * and its copy dropped), the worker reads this cache's copy itself.
 */
function leftToHttpCache(url) {
  const path = url.slice(SCOPE.length).split(/[?#]/)[0];
  return path.startsWith("runtime/") && !path.endsWith(".mjs");
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  if (leftToHttpCache(request.url)) return;
  event.respondWith(answer(request));
});

let opened = null; // the cache, opened once per start of this worker

async function answer(request) {
  opened ??= caches.open(CACHE).catch((err) => {
    opened = null; // tried again at the next request
    throw err;
  });
  const cache = await opened;
  const navigate = request.mode === "navigate";
  // A page's query string (a game's link) does not change the page itself;
  // the exact URL is looked up first, as most are exact.
  const hit = await cache.match(request) ?? (navigate ? await cache.match(request, { ignoreSearch: true }) : undefined);
  if (hit) return hit;
  try {
    return await fetch(request);
  } catch (err) {
    if (navigate) {
      const page = await cache.match(PAGE);
      if (page) return page;
    }
    throw err;
  }
}
