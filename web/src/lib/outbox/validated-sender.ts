// A sender for one write route: the stored payload, plus the entry's event time
// and its id as the idempotency key, checked with the route's own schema (a
// stored row is never trusted), sent only while the driver who made it is signed
// in (never as someone else), and its answer or failure turned into an outcome.
import type { z } from "zod/mini";
import type { Sender } from "./outbox.ts";
import { sendWith } from "./outbox-outcome.ts";
import { madeBySignedInDriver } from "./submit-write.ts";

export function validatedSender<S extends z.ZodMiniType>(
  schema: S,
  send: (input: z.output<S>) => Promise<unknown>,
): Sender {
  return async (entry) => {
    if (!madeBySignedInDriver(entry)) {
      return {
        status: "signIn",
        error: { kind: "unauthorized", message: "Waiting for its driver to sign in" },
      };
    }
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
