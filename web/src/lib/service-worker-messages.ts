// What the page and its service worker (web/service-worker/src/sw.ts) say to
// each other. Kept apart from both so the worker's bundle takes no page code.

/** Page → waiting worker: the driver pressed Update, take over now. */
export const SKIP_WAITING = "SKIP_WAITING";

/** Worker → pages: it sent writes from the outbox; read it again. */
export const OUTBOX_CHANGED = "OUTBOX_CHANGED";

/** The Background Sync tag under which the worker sends the outbox's waiting writes. */
export const OUTBOX_SYNC_TAG = "hitch-outbox";

/**
 * Page → active worker: the phone is idle (nothing waits to be sent, nothing downloaded for a
 * while); cache the files left out of the install, the finder's map and the scanner's decoder
 * (decision 130).
 */
export const CACHE_ON_DEMAND = "CACHE_ON_DEMAND";

/** The worker's cache of hashed files fetched after its install, the files on demand among them. */
export const ASSETS_CACHE = "hitch-assets";
