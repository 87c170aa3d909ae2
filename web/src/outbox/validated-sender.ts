// A sender for one write route: the stored payload, plus the entry's event time
// and its id as the idempotency key, checked with the route's own schema (a
// stored row is never trusted), and its answer or failure turned into an
// outcome. The page and the service worker send with the same senders
// (outbox/register-write-senders.ts), so a write goes out the same way from either; the
// outbox itself holds it back while its driver is not the one signed in.
import type { z } from "zod/mini";
import { sendWith } from "./outbox-outcome.ts";
import type { Sender } from "./outbox-sender.ts";

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
