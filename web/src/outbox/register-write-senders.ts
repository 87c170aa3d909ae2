// Every kind of write the outbox sends, and the feature whose sender sends it.
// The page (start-sending-work.ts) and the service worker's Background Sync
// (web/service-worker/src/outbox-sync.ts) register these same senders, so a
// write leaves the phone as one request shape, with one idempotency key,
// whichever of them sends it.
import { registerAssessmentSenders } from "#web/features/assessment/outbox-senders.ts";
import { registerAssociationSenders } from "#web/features/association/outbox-senders.ts";
import { registerIdentifySenders } from "#web/features/identify/outbox-senders.ts";
import { registerPhotoSenders } from "#web/features/photos/outbox-senders.ts";
import { registerReportIssueSenders } from "#web/features/report-issue/outbox-senders.ts";
import type { Outbox } from "./outbox.ts";

export function registerWriteSenders(outbox: Outbox): void {
  registerAssessmentSenders(outbox);
  registerAssociationSenders(outbox);
  registerIdentifySenders(outbox);
  registerReportIssueSenders(outbox);
  registerPhotoSenders(outbox);
}
