// Who may red-tag a trailer (issue 10): a virtual red tag takes a trailer out of
// service until the shop clears it, so it is accepted only for a trailer the
// driver showed to be at in this session (proximity passed on a check, or the
// plate or VIN read off it; identified-trailers.ts), and only for a few trailers
// a day per driver (RATE_LIMITS.redTagsPerDriver). Each trailer counts once: an
// outbox resending the same red tag, or a second assessment of the same trailer,
// does not use up the driver's allowance.
import type { Context } from "hono";
import type { TrailerRef } from "../../shared/api/trailers.ts";
import { apiErrorBody } from "../../shared/api-error.ts";
import type { SessionEnv } from "../app-env.ts";
import { consumeRateLimit, RATE_LIMITS } from "../rate-limit/limits.ts";
import { isIdentified } from "./identified-trailers.ts";
import { trailerIdOf } from "./trailer-ref.ts";

export type RedTagGate =
  | { refusal: ReturnType<typeof apiErrorBody> }
  /** Allowed: `sent()` marks the trailer counted once the red tag is stored, so a resend is free. */
  | { refusal: undefined; sent: () => Promise<void> };

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Whether the driver may red-tag this trailer now; else the refusal (403 or 429) to answer. */
export async function redTagGate(c: Context<SessionEnv>, trailer: TrailerRef): Promise<RedTagGate> {
  const { id: sessionId, record } = c.var.session;
  const id = await trailerIdOf(c, trailer);
  if (id === undefined || !(await isIdentified(c.env.SESSIONS, sessionId, id))) {
    c.var.log.warn("redTagRefused", { reason: "notIdentified", trailerId: id ?? "unknown" });
    return {
      refusal: apiErrorBody(
        "notIdentified",
        403,
        "A red tag is accepted only for a trailer identified at the trailer (proximity, plate or VIN).",
      ),
    };
  }
  const phone = record.user.mobileNumber;
  const counted = `redtag:${await sha256Hex(`${phone}:${id}`)}`;
  const sent = async () => {
    await c.env.SESSIONS.put(counted, "1", { expirationTtl: RATE_LIMITS.redTagsPerDriver.windowSeconds });
  };
  if ((await c.env.SESSIONS.get(counted)) !== null) return { refusal: undefined, sent: async () => {} };
  const limit = await consumeRateLimit(c.env, c.var.config, "redTagsPerDriver", phone);
  if (!limit.allowed) {
    c.var.log.warn("redTagRefused", { reason: "rateLimited", trailerId: id });
    c.header("Retry-After", String(limit.retryAfterSeconds));
    return {
      refusal: apiErrorBody("rateLimited", 429, "Too many red tags. Please wait and try again.", {
        retryAfterSeconds: limit.retryAfterSeconds,
      }),
    };
  }
  return { refusal: undefined, sent };
}
