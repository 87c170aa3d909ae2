// A write the driver makes on a screen: kept in the outbox first (so it is never
// lost), then, when there is signal, the screen waits a little for the answer to
// show it; with no signal it says the work is saved and will be sent.

import { isOffline } from "../../stores/network.ts";
import { userDetails } from "../../stores/session.ts";
import { outbox } from "./app-outbox.ts";
import type { OutboxEntry } from "./outbox-entry.ts";
import type { OutboxKind } from "./outbox-kinds.ts";

/** How long a screen waits for the answer before saying "saved, will be sent". */
export const ANSWER_WAIT_MS = 20_000;

export type WriteOutcome =
  | { kind: "done"; entry: OutboxEntry }
  | { kind: "refused"; entry: OutboxEntry }
  | { kind: "queued"; entry: OutboxEntry };

export async function submitWrite(kind: OutboxKind, payload: unknown, meta: Record<string, string> = {}) {
  const user = userDetails.peek();
  // The driver and order it was made for: sent only while they are signed in (never as someone else).
  const owner: Record<string, string> = user
    ? { mobileNumber: user.mobileNumber, orderNumber: user.orderNumber }
    : {};
  const entry = await outbox.enqueue({ kind, payload, meta: { ...meta, ...owner } });
  const settled = isOffline() ? null : await outbox.whenSettled(entry.id, ANSWER_WAIT_MS);
  if (!settled) return { kind: "queued", entry } satisfies WriteOutcome;
  return { kind: settled.state === "done" ? "done" : "refused", entry: settled } satisfies WriteOutcome;
}

/** Whether the signed-in driver is the one a waiting write was made by. */
export function madeBySignedInDriver(entry: OutboxEntry): boolean {
  const user = userDetails.peek();
  return (
    user !== null &&
    entry.meta?.mobileNumber === user.mobileNumber &&
    entry.meta?.orderNumber === user.orderNumber
  );
}
