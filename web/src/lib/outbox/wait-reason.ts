// Why a write kept on the phone still waits, so the driver is told the true cause:
// - "signal": the phone is offline, or its last try got no answer from Hitch at all;
// - "carrier": Hitch answered (its request id is on the error) but the carrier's
//   system did not confirm the write: its answer was lost or it was busy. The phone
//   has signal, and the outbox tries again by itself (decision 062).
// Writes are sent in order, so one held behind a waiting write waits for the same.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { OutboxEntry } from "./outbox-entry.ts";

export type WaitReason = "signal" | "carrier";

/** A report (Report issue, an unassociated QR) kept on the phone, told by what it waits for. */
export const REPORT_KEPT: Record<WaitReason, MessageDescriptor> = {
  signal: msg`Report saved on this phone. It will be sent when there is signal.`,
  carrier: msg`Report saved on this phone. The carrier's system has not confirmed it yet; Hitch will send it again by itself.`,
};

export function waitReason(
  entries: readonly OutboxEntry[],
  entry: OutboxEntry,
  { offline }: { offline: boolean },
): WaitReason {
  if (offline) return "signal";
  const held = (e: OutboxEntry) =>
    e.createdAt < entry.createdAt && e.state === "waiting" && !e.needsSignIn && e.lastError;
  const tried = entry.lastError ? entry : entries.find(held);
  return tried?.lastError?.requestId === undefined ? "signal" : "carrier";
}
