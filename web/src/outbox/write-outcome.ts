// What came of a write the driver made (decision 113 gathers it here; the outbox's public
// vocabulary of outcomes): done, recorded in part, refused, or kept on the phone to send later.
//
// A refusal (docs/product.md §4, §5, §8): a write is done only when its call's success shape says
// so; anything the edge answers as refused stays refused, never "sent". Some refusals are partial
// successes (an association recorded while its trailer mapping was not), and some cannot change
// however often the write is sent again (440, 441, an order that is closed), so no retry is offered
// for them. A detach is done while the mapping of its drop spot may have failed: that is said too.
//
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
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { DetachDoneSchema } from "#shared/api/trailers.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import { apiErrorWords, brokerReference, isPartlyRecordedCode } from "#web/lib/api-error-text.ts";
import { ASSOCIATION_KINDS, type OutboxEntry, type OutboxError } from "./outbox-entry.ts";

/** What a screen hears of a write it submitted (app-outbox.ts's submitWrite). */
export type WriteOutcome =
  | { kind: "done"; entry: OutboxEntry }
  /** An association recorded while its trailer mapping was not (docs/product.md §4): the broker is told. */
  | { kind: "partlyDone"; entry: OutboxEntry }
  | { kind: "refused"; entry: OutboxEntry }
  /** Kept, to be sent by the outbox; `waitsFor`: what it waits for, as the driver is told. */
  | { kind: "queued"; entry: OutboxEntry; waitsFor: WaitReason };

/**
 * Refusals sending the same write again cannot change: the system of record said no for a reason
 * the write carries (the trailer, the order, the driver, what was typed). Anything else (a report
 * the API could not take, a refusal with no reason given) may go through another time.
 */
const FINAL_KINDS: ReadonlySet<string> = new Set([
  "validation",
  "notFound",
  "invalidOrder",
  "invalidOrderType",
  "notOnFile",
  "notIdentified",
  "notYourTrailer",
  "payloadTooLarge",
  "unsupportedMediaType",
  "dependencyRefused",
  "companyDriver",
]);
const FINAL_REASON_CODES: ReadonlySet<number> = new Set([
  ReasonCode.trailerNotAttachable,
  ReasonCode.trailerNotDetachable,
  ReasonCode.invalidTrailerType,
]);

/** An entry, or what a driver's copy keeps of one. */
type Refused = Pick<OutboxEntry, "kind" | "state"> & {
  lastError?: Pick<OutboxError, "kind" | "reasonCode">;
};

/** An association the carrier recorded while its trailer mapping failed (docs/product.md §4): done, but not whole. */
export function isPartlyRecorded({ kind, state, lastError }: Refused): boolean {
  return (
    state === "refused" &&
    ASSOCIATION_KINDS.includes(kind) &&
    lastError?.kind === "refused" &&
    isPartlyRecordedCode(lastError.reasonCode)
  );
}

/** Whether "Send again" can help a refused write (a partial success is recorded: not sent twice). */
export function canSendAgain(entry: Refused): boolean {
  const error = entry.lastError;
  if (entry.state !== "refused" || isPartlyRecorded(entry)) return false;
  if (error?.kind === "refused") return !FINAL_REASON_CODES.has(error.reasonCode ?? 0);
  return !FINAL_KINDS.has(error?.kind ?? "");
}

/**
 * The order was found at sign-in; a write refused as an invalid order (474) later means the order
 * has been completed or closed in the carrier's system (docs/product.md §5 'order completed', decision 065).
 */
const ORDER_COMPLETED = msg`Order completed: it is closed in the carrier's system, so no trailer can be attached to it or dropped from it. Edit the order number, or contact your broker.`;

/** What a refused write's reason means and what to do next, in the driver's words. */
export function writeRefusalWords(
  error: Pick<OutboxError, "kind" | "reasonCode"> | undefined,
): MessageDescriptor {
  if (error?.kind === "invalidOrder") return ORDER_COMPLETED;
  // docs/product.md §5's "trailer not found (contact broker)": final, so not "try again".
  if (error?.kind === "notFound" && error.reasonCode === ReasonCode.trailerNotFound) {
    const reason = error.reasonCode;
    return msg`Trailer not found (reason ${reason}). Contact your broker.`;
  }
  return apiErrorWords(error ?? {});
}

/** The refusal's words, ending with the reference the driver gives the broker when the Worker gave one. */
export function writeRefusalText(
  i18n: I18n,
  error: Pick<OutboxError, "kind" | "reasonCode" | "requestId"> | undefined,
): string {
  const words = i18n._(writeRefusalWords(error));
  const reference = brokerReference(error ?? {});
  return reference === undefined ? words : `${words} ${i18n._(reference)}`;
}

/** docs/product.md §4: the detach is recorded, but the trailer mapping on detach (where it was dropped) is not. */
export const DROP_SPOT_NOT_RECORDED = msg`The trailer is detached, but where you dropped it was not recorded. Contact your broker.`;

/** A detach done while the mapping of its drop spot failed (the edge's `dropSpot: "failed"`). */
export function isDropSpotMissing({ kind, state, result }: Pick<OutboxEntry, "kind" | "state" | "result">) {
  if (kind !== "detach" || state !== "done") return false;
  const answer = DetachDoneSchema.safeParse(result);
  return answer.success && answer.data.dropSpot === "failed";
}

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
