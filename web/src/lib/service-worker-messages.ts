// What the page and its service worker (web/service-worker/src/sw.ts) say to
// each other. Kept apart from both so the worker's bundle takes no page code. The
// outbox's own are in outbox-messages.ts: this module is part of the first screen,
// and a module shared by two chunks goes whole into the one they share.

/** Page → waiting worker: the driver pressed Update, take over now. */
export const SKIP_WAITING = "SKIP_WAITING";

/**
 * Page → active worker: the phone is idle (nothing waits to be sent, nothing downloaded for a
 * while); cache the files left out of the install, the finder's map and the scanner's decoder
 * (decision 130).
 */
export const CACHE_ON_DEMAND = "CACHE_ON_DEMAND";

/** The worker's cache of hashed files fetched after its install, the files on demand among them. */
export const ASSETS_CACHE = "hitch-assets";
