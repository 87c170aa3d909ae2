// The outbox's association writes mirrored where the first screen reads them synchronously
// (stores/held-trailers.ts, decision 105): each attach, move, detach or release while it waits,
// and once the system of record took it, until the order's state is asked for again (then that
// state shows it). Derived from the outbox alone, and only once it has read what is stored: the
// mirror is never a second queue, and never emptied by an outbox not loaded yet.
import { effect } from "@preact/signals-react";
import { LoadTrailerStatusSchema } from "#shared/logistics/enums.ts";
import { TrailerIdSchema } from "#shared/trailer-id.ts";
import type { OutboxEntry } from "#web/outbox/outbox-entry.ts";
import { TRAILER_ID_META } from "#web/outbox/outbox-entry.ts";
import type { Outbox } from "#web/outbox/queue/outbox.ts";
import { isPartlyRecorded } from "#web/outbox/write-outcome.ts";
import { PHONE_WRITE_KINDS, type PhoneWrite, phoneWrites } from "#web/stores/held-trailers.ts";
import { launchStateLoadedAt } from "#web/stores/launch-state.ts";

const KINDS: ReadonlySet<string> = new Set(PHONE_WRITE_KINDS);

/** The entry as the mirror keeps it; undefined when it is no association, or refused. */
function mirrored(entry: OutboxEntry, askedAt: number): PhoneWrite | undefined {
  const { meta = {} } = entry;
  const trailerId = TrailerIdSchema.safeParse(meta[TRAILER_ID_META]).data;
  const { trailer: trailerNumber, mobileNumber, orderNumber } = meta;
  if (!KINDS.has(entry.kind) || !trailerId || !trailerNumber || !mobileNumber || !orderNumber) return;
  // Recorded in part (442–445, 511) is recorded: the carrier holds the association.
  const sent = entry.state === "done" || isPartlyRecorded(entry);
  if (entry.state === "refused" && !sent) return;
  const sentAt = sent ? (entry.settledAt ?? 0) : undefined;
  if (sentAt !== undefined && sentAt <= askedAt) return;
  const slot = LoadTrailerStatusSchema.safeParse(
    (entry.payload as { loadTrailerStatus?: unknown } | null)?.loadTrailerStatus,
  ).data;
  return {
    id: entry.id,
    kind: entry.kind as PhoneWrite["kind"],
    trailerId,
    trailerNumber,
    ...(slot === undefined ? {} : { slot }),
    mobileNumber,
    orderNumber,
    ...(sentAt === undefined ? {} : { sentAt }),
  };
}

/**
 * Keeps `phoneWrites` to what `outbox` holds, from its first read of the stored entries on; returns
 * the function that stops it (the app's runs as long as the page).
 */
export function mirrorPhoneWrites(outbox: Outbox): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void outbox.load().then(() => {
    if (stopped) return;
    stop = effect(() => {
      const askedAt = launchStateLoadedAt.value ?? 0;
      const next = outbox.entries.value.flatMap((entry) => mirrored(entry, askedAt) ?? []);
      // Written only when it changes: every state change of every entry (a photo's) passes here.
      if (JSON.stringify(next) !== JSON.stringify(phoneWrites.peek())) phoneWrites.value = next;
    });
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
