// Why a write kept on the phone is not sent yet, so the driver is told the true cause:
// - "sending": the phone has signal and the outbox is at work: sending it, or sending
//   what was made before it (writes go in order);
// - "carrier": Hitch answered its last try (the request id is on the error) but the
//   carrier's system did not confirm it: its answer was lost or it was busy. The
//   outbox tries again by itself (decision 062), and while it does it still waits
//   for the carrier;
// - "signIn": the session ended; it is sent once its driver signs in again;
// - "signal": the phone is offline, or its last try got no answer from Hitch at all.
// A write held behind one that waits waits for the same.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { OutboxEntry } from "./outbox-entry.ts";

export type WaitReason = "sending" | "carrier" | "signIn" | "signal";

/** A report (Report issue, an unassociated QR) kept on the phone, told by what it waits for. */
export const REPORT_KEPT: Record<WaitReason, MessageDescriptor> = {
  sending: msg`Report saved on this phone; it is being sent.`,
  carrier: msg`Report saved on this phone. The carrier's system has not confirmed it yet; Hitch will send it again by itself.`,
  signIn: msg`Report saved on this phone. It will be sent once you sign in again.`,
  signal: msg`Report saved on this phone. It will be sent when there is signal.`,
};

export function waitReason(
  entries: readonly OutboxEntry[],
  entry: OutboxEntry,
  { offline }: { offline: boolean },
): WaitReason {
  const holds = (e: OutboxEntry) =>
    e.state === "sending" || (e.state === "waiting" && (e.needsSignIn === true || e.lastError !== undefined));
  const holder = holds(entry) ? entry : entries.find((e) => e.createdAt < entry.createdAt && holds(e));
  // Signal alone would not send it: the driver must sign in (which needs signal too).
  if (holder?.needsSignIn) return "signIn";
  if (offline) return "signal";
  if (!holder) return "sending";
  const carrierUnanswered = holder.lastError?.requestId !== undefined;
  // A try again after the carrier's system did not answer still waits for it, not its turn.
  if (holder.state === "sending") return carrierUnanswered ? "carrier" : "sending";
  return carrierUnanswered ? "carrier" : "signal";
}
