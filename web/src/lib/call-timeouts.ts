// How long the phone waits for the edge Worker before a call counts as unanswered
// (decision 071). Tied to the Worker's own carrier timeout (REQUEST_TIMEOUT_MS,
// 10 s in staging and production, wrangler.jsonc): a request may re-check the
// session and then make its own call, so the Worker's 504 normally arrives first.
// scripts/check-deploy.test.ts keeps the two tied.

/** A read the driver waits on: fails fast to Try again. Over two carrier calls at the edge's timeout. */
export const READ_TIMEOUT_MS = 25_000;
/**
 * A write (an outbox entry: associations, assessments, reports, photos): the outbox sends it again
 * with the same key, so waiting longer costs nothing, and a 250 KB photo at one bar needs the time.
 */
export const WRITE_TIMEOUT_MS = 65_000;

export function callTimeoutMs(method: string | undefined): number {
  const read = method === undefined || ["GET", "HEAD"].includes(method.toUpperCase());
  return read ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS;
}
