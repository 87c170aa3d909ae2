// Hitch's service worker (decision 034), built from this file by vite-plugin-pwa
// (injectManifest) into /sw.js, with the client build's files in place of
// self.__WB_MANIFEST (web/service-worker/pwa-plugin.ts).
//
// - Precache (Workbox): every file of the build but the prerendered screens, the
//   shell as /index.html (the edge serves "/" as the prerendered Welcome).
//   A new build's worker installs beside the old one and waits until the driver
//   accepts the update (SKIP_WAITING); then Workbox drops the files the new build
//   no longer has.
// - Navigations: network first, giving up after 5 s, then the precached shell,
//   so the app opens with no signal.
// - /assets/*: cache first (the precache, else a cache of its own), matched
//   ignoring Vary.
// - /api/*, /__dev/*, /sw.js and other origins: no route, so the browser fetches
//   them untouched and nothing of theirs is cached.
// - Background Sync: the outbox's waiting writes are sent when there is signal,
//   page open or not (outbox-sync.ts).
import { cacheNames, clientsClaim, setCacheNameDetails } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  PrecacheController,
  type PrecacheEntry,
  PrecacheFallbackPlugin,
  PrecacheRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkOnly } from "workbox-strategies";
import { SKIP_WAITING } from "#web/lib/service-worker-messages.ts";
import { listenForOutboxSync } from "./outbox-sync.ts";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/**
 * With no signal every route opens from the SPA's shell (index.html, no screen in it). The edge
 * answers "/" with the prerendered Welcome (decision 055) and serves the shell at this URL.
 */
const SHELL_URL = "/index.html";
const NAVIGATION_TIMEOUT_SECONDS = 5;
/** Paths no route of this worker ever answers, navigations included. */
const NEVER_HANDLED = [/^\/api\//, /^\/__dev\//, /^\/sw\.js(?:\?|$)/];
/**
 * The Worker answers with "Vary: Origin"; a module script's request carries an Origin header and
 * the precache's own request did not. The files are the same either way.
 */
const IGNORE_VARY: CacheQueryOptions = { ignoreVary: true };
/** Cache names read hitch-precache-v2-<scope>, hitch-assets (what a tester sees in devtools). */
setCacheNameDetails({ prefix: "hitch" });
const ASSETS_CACHE = `${cacheNames.prefix}-assets`;

const precache = new PrecacheController();
precache.strategy.matchOptions = IGNORE_VARY;
precache.precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Registered first: a navigation to the shell's own URL asks the network too, though it is precached.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
      plugins: [new PrecacheFallbackPlugin({ fallbackURL: SHELL_URL, precacheController: precache })],
    }),
    { denylist: NEVER_HANDLED },
  ),
);
registerRoute(new PrecacheRoute(precache));
// A hashed file the precache does not have (a newer deploy's chunk, fetched while this worker still
// runs) never changes either: kept once fetched.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    matchOptions: IGNORE_VARY,
    plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
);

self.addEventListener("message", (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
});
// Once active (at the first install, or after Update), it serves the open pages at once.
clientsClaim();
// The caches of the hand-written worker this one replaced (decision 034, until 2026-11).
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("hitch-shell-")) await caches.delete(name);
      }
    })(),
  );
});

listenForOutboxSync(self);
