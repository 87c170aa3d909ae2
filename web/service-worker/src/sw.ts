// Hitch's service worker (decision 034), built from this file by vite-plugin-pwa
// (injectManifest) into /sw.js, with the client build's files in place of
// self.__WB_MANIFEST (web/service-worker/pwa-plugin.ts).
//
// - Precache (Workbox): every file of the build but the prerendered screens (the
//   shell as /index.html: the edge serves "/" as the prerendered Welcome) and the
//   files only the finder's map and the scanner's decoder use (decision 130): those
//   are kept when first fetched, or when the page says the phone is idle.
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
import { clientsClaim, setCacheNameDetails } from "workbox-core";
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
import { ASSETS_CACHE, CACHE_ON_DEMAND, SKIP_WAITING } from "#web/lib/service-worker-messages.ts";
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

/**
 * The finder's map (maplibre and its worker) and the scanner's decoder (zxing's worker and wasm):
 * about 800 KB compressed of the build's 1.4 MB, which the install would download beside the
 * driver's first job, at one bar for most of it (decision 130). Left out of the install; kept in
 * the assets cache when the page first fetches one, or all of them when the page says the phone
 * is idle (CACHE_ON_DEMAND).
 */
const ON_DEMAND = /^\/?assets\/(?:finder-map|maplibre-gl-worker|zxing)[-._]/;
const urlOf = (entry: PrecacheEntry | string) => (typeof entry === "string" ? entry : entry.url);
const BUILD = self.__WB_MANIFEST;
const onDemand = BUILD.filter((entry) => ON_DEMAND.test(urlOf(entry))).map(
  (entry) => new URL(urlOf(entry), self.location.href).href,
);

const precache = new PrecacheController();
precache.strategy.matchOptions = IGNORE_VARY;
precache.precache(BUILD.filter((entry) => !ON_DEMAND.test(urlOf(entry))));
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
// runs, or one of the files on demand) never changes either: kept once fetched.
const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  matchOptions: IGNORE_VARY,
  plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
});
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"), assets);

let cachingOnDemand: Promise<void> | undefined;
/** The files on demand this worker does not hold yet, one after another; stops at the first that fails. */
function cacheOnDemand(event: ExtendableEvent): Promise<void> {
  cachingOnDemand ??= (async () => {
    try {
      for (const url of onDemand) await assets.handle({ request: new Request(url), event });
    } catch {
      // No signal: the next idle moment tries again.
    } finally {
      cachingOnDemand = undefined;
    }
  })();
  return cachingOnDemand;
}

self.addEventListener("message", (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
  if (event.data?.type === CACHE_ON_DEMAND) event.waitUntil(cacheOnDemand(event));
});
// Once active (at the first install, or after Update), it serves the open pages at once.
clientsClaim();
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // The caches of the hand-written worker this one replaced (decision 034, until 2026-11).
      for (const name of await caches.keys()) {
        if (name.startsWith("hitch-shell-")) await caches.delete(name);
      }
      // An older build's files on demand are never asked for again.
      const kept = await caches.open(ASSETS_CACHE);
      const current = new Set(BUILD.map((entry) => new URL(urlOf(entry), self.location.href).href));
      for (const request of await kept.keys()) {
        if (ON_DEMAND.test(new URL(request.url).pathname.slice(1)) && !current.has(request.url)) {
          await kept.delete(request);
        }
      }
    })(),
  );
});

listenForOutboxSync(self);
