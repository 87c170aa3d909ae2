// How long a write waits before the outbox tries it again after a failed attempt (decision 041),
// when the answer did not say (a 429's Retry-After does).

const BACKOFF_CAP_MS = 5 * 60 * 1000;

/** Backoff after the n-th failed attempt: 2 s, 4 s, 8 s … up to 5 minutes, with jitter. */
export function backoffMs(attempts: number, random = Math.random): number {
  const base = Math.min(BACKOFF_CAP_MS, 1000 * 2 ** Math.min(attempts, 20));
  return Math.round(base * (0.5 + random() / 2));
}
