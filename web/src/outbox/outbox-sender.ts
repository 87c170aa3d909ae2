// What the outbox asks of a sender (one per kind of write, registered by the app): send this entry,
// and say how the attempt went.
import type { OutboxEntry, OutboxError } from "./outbox-entry.ts";

/** What a sender says of one attempt. */
export type SendOutcome =
  | { status: "done"; result?: unknown }
  | { status: "refused"; error: OutboxError }
  | { status: "retry"; error: OutboxError; afterSeconds?: number }
  | { status: "signIn"; error: OutboxError };

export type Sender = (entry: OutboxEntry, dependency: OutboxEntry | undefined) => Promise<SendOutcome>;
