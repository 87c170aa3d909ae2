// Every kind of write the outbox sends, and the feature whose sender sends it: the senders stay
// with the features that own the writes (features/*/outbox-senders.ts, written through
// senders.ts), and are registered here, the one place that lists them (decision 113). The page
// (app/start-sending-work.ts) and the service worker's Background Sync
// (web/service-worker/src/outbox-sync.ts) register these same senders, so a write leaves the phone
// as one request shape, with one idempotency key, whichever of them sends it.
import { registerAssessmentSenders } from "#web/features/assessment/outbox-senders.ts";
import { registerAssociationSenders } from "#web/features/association/outbox-senders.ts";
import { registerIdentifySenders } from "#web/features/identify/outbox-senders.ts";
import { registerPhotoSenders } from "#web/features/photos/outbox-senders.ts";
import { registerReportIssueSenders } from "#web/features/report-issue/outbox-senders.ts";
import { createOutbox } from "#web/outbox/queue/outbox.ts";
import type { Driver } from "./outbox-entry.ts";
import type { SenderRegistry } from "./senders.ts";

export function registerWriteSenders(outbox: SenderRegistry): void {
  registerAssessmentSenders(outbox);
  registerAssociationSenders(outbox);
  registerIdentifySenders(outbox);
  registerReportIssueSenders(outbox);
  registerPhotoSenders(outbox);
}

/**
 * Sends what waits where no page is open (the service worker's Background Sync, decision 034): an
 * outbox of its own over the page's database, with the page's senders, under the same Web Lock.
 * Signal is back, so what waits on a backoff is tried now, as the page does on "online". Answers
 * how many writes still wait for signal (a failed try, or no answer to who is signed in); one that
 * waits for its driver to sign in again is the page's to send.
 */
export async function sendKeptWrites(signedInDriver: () => Promise<Driver | null>): Promise<number> {
  const outbox = createOutbox({ signedInDriver });
  registerWriteSenders(outbox);
  try {
    await outbox.resume();
  } finally {
    outbox.stop();
  }
  return outbox.entries.value.filter((e) => e.state === "waiting" && !e.needsSignIn).length;
}
