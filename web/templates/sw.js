// Golden Sails' service worker: the app, offline.
//
// build.py writes this file to dist/sw.js (at the site root, so its scope
// covers the page) with VERSION, a hash over every file below, and PRECACHE,
// every file of the site the app needs: the page, the manifest, the hashed
// assets, and the pinned Pyodide runtime with its lock file and wheels.
//
// Install: everything is fetched into the cache "golden-sails-VERSION", each
// response stored as it came, headers kept (a .wasm without application/wasm
// would hang Pyodide's start-up).  A new deploy installs beside the old one and
// waits: the page says a new version is ready, and it takes over on the next
// start (or when the page asks, "skip-waiting").  Activate deletes the caches of
// other versions.  Fetch: cache first, then the network; a page opened offline
// that is not in the cache gets the app's page.

const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const PREFIX = "golden-sails-";
const CACHE = PREFIX + VERSION;
const SCOPE = new URL("./", self.location.href).href;
const PAGE = SCOPE; // "./": the app's page

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // Hashed files (assets/, runtime/) never change: the HTTP cache may answer,
    // so a first visit does not download Pyodide twice.  An unhashed file (the
    // page, the manifest) is revalidated, so it is this deploy's.
    const hashed = (url) => url.startsWith("assets/") || url.startsWith("runtime/");
    await cache.addAll(PRECACHE.map((url) =>
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

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith(answer(request));
});

async function answer(request) {
  const cache = await caches.open(CACHE);
  const navigate = request.mode === "navigate";
  // A page's query string (a game's link) does not change the page itself.
  const hit = await cache.match(request, { ignoreSearch: navigate });
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
