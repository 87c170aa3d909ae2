// The answer to too many tries (docs/product.md §8): 429 with a Retry-After header and the same
// seconds in the body, so the phone waits as long as it is asked to. Every rate limit and
// cooldown of the edge answers through here.
import type { Context, Env } from "hono";
import { type ApiErrorKind, apiErrorBody } from "#shared/api-error.ts";

const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait and try again.";

/** The 429 body, with Retry-After set on the answer (for a caller that answers it later). */
export function tooManyBody<E extends Env>(
  c: Context<E>,
  retryAfterSeconds: number,
  message = TOO_MANY_ATTEMPTS,
  kind: Extract<ApiErrorKind, "rateLimited" | "cooldown"> = "rateLimited",
) {
  c.header("Retry-After", String(retryAfterSeconds));
  return apiErrorBody(kind, 429, message, { retryAfterSeconds });
}

/** Answers 429: wait `retryAfterSeconds`, then try again. */
export function tooMany<E extends Env>(
  c: Context<E>,
  retryAfterSeconds: number,
  message?: string,
  kind?: Extract<ApiErrorKind, "rateLimited" | "cooldown">,
) {
  return c.json(tooManyBody(c, retryAfterSeconds, message, kind), 429);
}
