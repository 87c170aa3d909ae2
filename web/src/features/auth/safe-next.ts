// Where sign-in may continue to (`next`): the scanned trailer's page the driver came from, on this
// site, and nothing else, so a link can never send a driver signing in somewhere else.
import { TRAILER_ROUTE_SEGMENTS } from "#shared/trailer-routes.ts";

const NEXT_PATTERN = /^\/trailers\/[A-Za-z0-9_-]{1,64}$/;

/** `next` after sign-in: only a same-site scanned trailer page, never anything else. */
export function safeNext(next: string | null | undefined): string | undefined {
  if (!next || !NEXT_PATTERN.test(next)) return undefined;
  const segment = next.slice("/trailers/".length);
  return TRAILER_ROUTE_SEGMENTS.has(segment) ? undefined : next;
}
