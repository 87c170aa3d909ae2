// Hitch's service worker. The build (web/service-worker-plugin.ts) puts a
// prelude before this file that sets self.__HITCH_SW__ = { version, precache }:
// the built shell's files and a hash of their content.
//
// - install: precache the shell (index.html as "/", hashed JS/CSS, icons,
//   manifest) under a cache named for this version; wait for the driver to
//   accept the update (SKIP_WAITING) before taking over from an older worker;
// - navigations: network first (a slow network gives up after a few seconds),
//   falling back to the cached shell so the app opens with no signal;
// - hashed assets and other precached files: cache first;
// - /api/*, /__dev/* and anything cross-origin: never touched, never cached.
const { version, precache } = self.__HITCH_SW__;
const CACHE = `hitch-shell-${version}`;
const SHELL_URL = "/";
const NAVIGATION_TIMEOUT_MS = 5000;
const PRECACHED = new Set(precache);
// The Worker answers with "Vary: Origin"; module scripts are fetched with an Origin header and the
// precache without one. The files are the same either way.
const MATCH = { ignoreVary: true };

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(precache)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("hitch-shell-") && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") self.skipWaiting();
});

function neverCached(url) {
  return (
    url.origin !== self.location.origin ||
    url.pathname.startsWith("/api/") ||
    url.pathname.startsWith("/__dev/") ||
    url.pathname === "/sw.js"
  );
}

async function networkFirst(request) {
  try {
    return await Promise.race([
      fetch(request),
      new Promise((_, reject) => setTimeout(() => reject(new Error("slow network")), NAVIGATION_TIMEOUT_MS)),
    ]);
  } catch {
    const cache = await caches.open(CACHE);
    return (await cache.match(SHELL_URL, MATCH)) ?? Response.error();
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, MATCH);
  if (cached) return cached;
  const response = await fetch(request);
  // A hashed asset never changes: keep any we did not precache (a newer deploy's chunk).
  if (response.ok && new URL(request.url).pathname.startsWith("/assets/")) {
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (neverCached(url)) return;
  if (request.mode === "navigate") {
    event.respondWith(networkFirst(request));
  } else if (url.pathname.startsWith("/assets/") || PRECACHED.has(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
