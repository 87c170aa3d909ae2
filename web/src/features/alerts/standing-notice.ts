// The carrier's standing notice (the persistent alert, docs/product.md §3, §4): on top of every
// screen until the driver closes it. A notice closed stays closed on this phone, across reloads,
// until its words or its dates change (decision 107); a changed notice shows again.
import { z } from "zod/mini";
import type { PersistentNotice } from "#shared/api/app.ts";
import { persistedSignal } from "#web/lib/storage.ts";
import { PERSISTENT_ALERT_PRIORITY } from "#web/stores/alert-queue.ts";
import { alerts } from "#web/stores/alerts.ts";

type Notice = NonNullable<PersistentNotice>;

/** The standing notice's id in the alert queue (one at a time). */
export const STANDING_NOTICE_ID = "persistent-alert";

/** The newest closed notices the phone remembers: a notice comes back only when changed. */
const REMEMBERED = 10;

/**
 * The stored item of the closed notices' keys: STORED_CLOSED_NOTICES_ITEM of shared/signed-in-shells.ts,
 * where the shells' fill script reads it, less the storage's prefix.
 */
const CLOSED_NOTICES_ITEM = "closedNotices";

const closedNotices = persistedSignal(
  CLOSED_NOTICES_ITEM,
  z.array(z.string().check(z.maxLength(4000))).check(z.maxLength(REMEMBERED)),
  [],
);

/**
 * What makes a notice the same one: its words and its dates. web/prerender/fill-slots.ts writes
 * the same key in the page (a test holds the two together).
 */
const noticeKey = (notice: Notice) =>
  JSON.stringify([
    notice.alertMessage,
    notice.alertMessageDetails,
    notice.effectiveDate,
    notice.keepAliveUntilDate,
  ]);

/** The notice in the queue now, by its key. */
let shownKey: string | undefined;

/** Shows the carrier's notice, unless the driver closed this very one; a changed notice replaces the last. */
export function showStandingNotice(notice: Notice): void {
  const key = noticeKey(notice);
  if (closedNotices.peek().includes(key)) return;
  if (shownKey !== key) alerts.dismiss(STANDING_NOTICE_ID);
  shownKey = key;
  alerts.add({
    id: STANDING_NOTICE_ID,
    priority: PERSISTENT_ALERT_PRIORITY,
    theme: "info",
    message: notice.alertMessage,
    details: notice.alertMessageDetails ?? undefined,
  });
}

/** The driver closed the notice: gone, and remembered as closed until it changes. */
export function closeStandingNotice(): void {
  alerts.dismiss(STANDING_NOTICE_ID);
  const key = shownKey;
  if (key === undefined) return;
  closedNotices.value = [...closedNotices.peek().filter((k) => k !== key), key].slice(-REMEMBERED);
}
