// What app start asks the carrier for besides the order's state (docs/product.md §4): the feature
// flags and the standing notice. The last notice is kept on the phone, so an app opened with no
// signal still shows it until its end date; the carrier's next answer replaces it, or withdraws
// it. Loaded by a signed-in start only (app-start.ts), so the public first screens carry none of it.
import { PersistentNoticeSchema } from "#shared/api/app.ts";
import { getPersistentAlert } from "#web/features/alerts/api/get-persistent-alert.ts";
import { STANDING_NOTICE_ID, showStandingNotice } from "#web/features/alerts/standing-notice.ts";
import { getFeatureFlags } from "#web/features/launch-state/api/get-feature-flags.ts";
import { persistedSignal } from "#web/lib/storage.ts";
import { alerts } from "#web/stores/alerts.ts";
import { featureFlags } from "#web/stores/launch-state.ts";
import type { Served } from "./app-start.ts";

const keptNotice = persistedSignal("standingNotice", PersistentNoticeSchema, null);

/** The kept notice shown while its end date has not passed. */
function showKeptNotice() {
  const kept = keptNotice.peek();
  if (kept && Date.parse(kept.keepAliveUntilDate) <= Date.now()) keptNotice.value = null;
  else if (kept) showStandingNotice(kept);
}

/**
 * The flags and the notice, each taken from what the edge `served` with the page or asked for (the
 * kept notice shown meanwhile); an answer is dropped once `current` says the order has changed.
 * True once both are known.
 */
export async function loadCarrierNotices(
  served: Served | undefined,
  current: () => boolean,
): Promise<boolean> {
  if (served?.alert === undefined) showKeptNotice();
  const answers = await Promise.allSettled([
    Promise.resolve(served?.featureFlags ?? getFeatureFlags()).then((flags) => {
      if (current()) featureFlags.value = flags;
    }),
    Promise.resolve(served?.alert !== undefined ? served.alert : getPersistentAlert()).then((notice) => {
      if (!current()) return;
      keptNotice.value = notice;
      // None standing: the last one shown is gone.
      if (notice) showStandingNotice(notice);
      else alerts.dismiss(STANDING_NOTICE_ID);
    }),
  ]);
  return answers.every((answer) => answer.status === "fulfilled");
}
