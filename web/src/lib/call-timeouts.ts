// How long the phone waits for the edge Worker before a call counts as unanswered
// (decision 071). Tied to the Worker's own carrier timeout (REQUEST_TIMEOUT_MS,
// 10 s in staging and production, wrangler.jsonc): a request may re-check the
// session and then make its own call, so the Worker's 504 normally arrives first.
// scripts/check-deploy.test.ts keeps the two tied. Long before that, a call the
// driver waits on offers Try again (PATIENCE_MS, decision 106).

/**
 * A call the driver waits on, and any read: fails fast to Try again. Over two carrier calls at the
 * edge's timeout.
 */
export const READ_TIMEOUT_MS = 25_000;
/**
 * A write the app sends by itself (an outbox entry: associations, assessments, reports, photos): the
 * outbox sends it again with the same key, so waiting longer costs nothing, and a 250 KB photo at
 * one bar needs the time.
 */
const WRITE_TIMEOUT_MS = 65_000;
/**
 * How long a call the driver waits on goes before the waiting line offers Try again (decision 106):
 * the way out within 10 s, while the call itself may still answer (the edge's own wait for the
 * carrier is 10 s).
 */
export const PATIENCE_MS = 8_000;

export function callTimeoutMs(method: string | undefined, { background = false } = {}): number {
  const read = method === undefined || ["GET", "HEAD"].includes(method.toUpperCase());
  return read || !background ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS;
}
