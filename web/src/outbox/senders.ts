// How a feature's writes leave the phone (decision 041): the one entry the features' senders
// (features/*/outbox-senders.ts) are written and registered through (decision 113). A sender sends
// one entry and says how the attempt went; the outbox holds a write while its driver is not the one
// signed in, and the page and the service worker send with the same senders (write-senders.ts), so
// a write goes out the same way from either.
import type { z } from "zod/mini";
import { ApiRequestError, NoResponseError } from "#web/lib/api-client.ts";
import type { OutboxEntry, OutboxError } from "./outbox-entry.ts";

/** What a sender says of one attempt. */
export type SendOutcome =
  | { status: "done"; result?: unknown }
  | { status: "refused"; error: OutboxError }
  | { status: "retry"; error: OutboxError; afterSeconds?: number }
  | { status: "signIn"; error: OutboxError };

export type Sender = (entry: OutboxEntry, dependency: OutboxEntry | undefined) => Promise<SendOutcome>;

/** Where a feature registers its senders: the page's outbox, or the service worker's. */
export type SenderRegistry = {
  /**
   * `inFlight`: how many consecutive writes of this kind with the same dependency may be sent at
   * once (1 by default, one write at a time). Decision 102.
   */
  registerSender(kind: string, sender: Sender, options?: { inFlight?: number }): void;
};

/**
 * What a failed call means for the write waiting in the outbox: no answer or a passing refusal →
 * try again later; an expired session → wait for the driver to sign in again (never lose the
 * write); any other refusal → refused, with the §8 reason the driver is shown.
 */
export function outcomeOfError(error: unknown): SendOutcome {
  if (error instanceof ApiRequestError) {
    const { kind, message, reasonCode, statusCode, retryAfterSeconds, requestId } = error.error;
    const detail = { kind, message, reasonCode, ...(requestId === undefined ? {} : { requestId }) };
    if (kind === "unauthorized" || statusCode === 401) return { status: "signIn", error: detail };
    if (statusCode === 408 || statusCode === 429 || statusCode >= 500 || kind === "timeout") {
      return { status: "retry", error: detail, afterSeconds: retryAfterSeconds };
    }
    return { status: "refused", error: detail };
  }
  if (error instanceof NoResponseError) {
    const { message, requestId } = error;
    return {
      status: "retry",
      error: { kind: "timeout", message, ...(requestId === undefined ? {} : { requestId }) },
    };
  }
  return { status: "retry", error: { message: error instanceof Error ? error.message : "Unknown Error" } };
}

/** Sends with `call` and turns its answer or failure into an outcome. */
async function sendWith(call: () => Promise<unknown>): Promise<SendOutcome> {
  try {
    return { status: "done", result: await call() };
  } catch (error) {
    return outcomeOfError(error);
  }
}

/**
 * A sender for one write route: the stored payload, plus the entry's event time and its id as the
 * idempotency key, checked with the route's own schema (a stored row is never trusted), and its
 * answer or failure turned into an outcome.
 */
export function validatedSender<S extends z.ZodMiniType>(
  schema: S,
  send: (input: z.output<S>) => Promise<unknown>,
): Sender {
  return async (entry) => {
    const parsed = schema.safeParse({
      ...(entry.payload as object),
      eventTime: entry.eventTime,
      idempotencyKey: entry.id,
    });
    if (!parsed.success)
      return { status: "refused", error: { kind: "validation", message: "Unreadable write" } };
    return sendWith(() => send(parsed.data));
  };
}
