// What the page's outbox and the service worker's (web/service-worker/src/outbox-sync.ts) say to
// each other; apart from service-worker-messages.ts, so the first screen takes none of it.

/** Worker → pages: it sent writes from the outbox; read it again. */
export const OUTBOX_CHANGED = "OUTBOX_CHANGED";

/** The Background Sync tag under which the worker sends the outbox's waiting writes. */
export const OUTBOX_SYNC_TAG = "hitch-outbox";
