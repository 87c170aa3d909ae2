// A red tag without the phone's position (decision 125): its close-up of the damage must reach the
// edge first. The assessment goes alone, waited for as any Submit (its answer names the id its
// close-ups go under); then its close-ups; then the red tag after the last of them. Sent again after
// a refusal of the red tag alone, the assessment is the same entry, already stored; a refused
// assessment is the caller's to renew (decision 134), nothing queued after it.

import { newId } from "#web/lib/new-id.ts";
import { outbox, submitWrite } from "#web/outbox/app-outbox.ts";
import { ASSESSMENT_META, type OutboxEntry } from "#web/outbox/outbox-entry.ts";
import type { WriteOutcome } from "#web/outbox/write-outcome.ts";

type Sent =
  /** The carrier refused the assessment: nothing was queued after it. */
  | { kind: "assessmentRefused"; entry: OutboxEntry }
  /** No close-up of a category still damaged was found to queue. */
  | { kind: "noCloseUp" }
  /** The red tag was refused (or a close-up before it): why, its entry gone from the phone. */
  | { kind: "redTagRefused"; error: OutboxEntry["lastError"] }
  | { kind: "sent"; outcome: Exclude<WriteOutcome, { kind: "refused" }> };

/**
 * Why a write was refused: its own error, or, for one refused because what it waited for was, the
 * first of `chain` refused for a reason of its own.
 */
function refusalOf(entry: OutboxEntry, chain: readonly string[]) {
  if (entry.lastError?.kind !== "dependencyRefused") return entry.lastError;
  const cause = outbox.entries
    .peek()
    .find((e) => chain.includes(e.id) && e.state === "refused" && e.lastError?.kind !== "dependencyRefused");
  return cause?.lastError ?? entry.lastError;
}

export async function sendRedTagAfterCloseUp(
  entryId: string,
  /** The red tag's write; the assessment is the same without the red tag. */
  payload: object,
  meta: Record<string, string>,
  queueCloseUps: (assessmentEntryId: string) => Promise<string[]>,
): Promise<Sent> {
  const assessment = await submitWrite("assessment", { ...payload, redTag: false }, meta, { id: entryId });
  if (assessment.kind === "refused") return { kind: "assessmentRefused", entry: assessment.entry };
  const closeUps = await queueCloseUps(entryId);
  if (closeUps.length === 0) return { kind: "noCloseUp" };
  const outcome = await submitWrite(
    "redTag",
    payload,
    { ...meta, [ASSESSMENT_META]: entryId },
    { id: newId(), dependsOn: closeUps.at(-1) },
  );
  if (outcome.kind !== "refused") return { kind: "sent", outcome };
  // The assessment and its close-ups are on record, or on their way: the red tag alone leaves.
  const error = refusalOf(outcome.entry, [entryId, ...closeUps]);
  await outbox.discard(outcome.entry.id);
  return { kind: "redTagRefused", error };
}
