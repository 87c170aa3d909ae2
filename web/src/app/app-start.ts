// App start (docs/product.md §4): with the driver's order and mobile number known, fetch
// the launch state, the persistent alert and the feature flags. Each call may
// fail on its own (no signal, the logistics API down); the app still works.
// Right after a sign-in or a change of order, the launch state that answer carried
// is used instead of asking again (decision 083); after a write that changes the
// order, only the launch state is asked for, once the flags and the alert are known.

import { effect } from "@preact/signals-react";
import { showStandingNotice } from "#web/features/alerts/standing-notice.ts";
import { getLaunchState } from "#web/features/launch-state/api/get-launch-state.ts";
import type { ServedData } from "#web/first-screen/first-screen.ts";
import {
  applyLaunchState,
  launchStateLoad,
  orderKeyOf,
  takeHandedOverLaunchState,
} from "#web/stores/launch-state.ts";
import { userDetails } from "#web/stores/session.ts";

type User = NonNullable<typeof userDetails.value>;

/**
 * The order whose flags and alert came: until they do (an app opened with no signal), every load
 * asks for them again, so the carrier's notice reaches a driver whose start went unanswered.
 */
let noticesLoadedFor: string | undefined;
const orderKey = (user: User | null) => (user ? orderKeyOf(user) : null);

/** What the edge served with a signed-in screen's shell (decision 086), as app start takes it. */
export type Served = Omit<ServedData, "user">;

/**
 * Fetches what the app keeps about the signed-in driver's order: everything (`all`), or after a
 * write that changed it, its state alone (`orderState`: the flags and the alert are not the
 * driver's doing; asked for too while they have not come). What the edge already `served` with the page (decision 086) is taken as it is
 * instead of asked for; a standing notice served is shown at once, before this first awaits, so
 * the page's first render has it, as the shell it replaces did.
 */
export async function loadOrderData(what: "all" | "orderState" = "all", served?: Served): Promise<void> {
  const user = userDetails.peek();
  // Signed out: nothing of an order to ask for.
  if (!user?.orderNumber || !user.mobileNumber) return;
  // An answer for a driver who has since logged out, or for the order they have since left, is dropped.
  const key = orderKeyOf(user);
  const current = () => orderKey(userDetails.peek()) === key;
  const handedOver = takeHandedOverLaunchState(key);
  if (handedOver) {
    applyLaunchState(handedOver);
    launchStateLoad.value = "loaded";
  } else {
    launchStateLoad.value = "loading";
  }
  if (what === "all" && served?.alert) showStandingNotice(served.alert);
  const launchState = () =>
    served ? served.launchState.then((state) => state ?? getLaunchState()) : getLaunchState();
  // Kept as of when it was asked for: a write the carrier took after that is not in it (decision 105).
  const askedAt = Date.now();
  await Promise.allSettled([
    handedOver ??
      launchState().then(
        (state) => {
          if (!current()) return;
          applyLaunchState(state, askedAt);
          launchStateLoad.value = "loaded";
        },
        (error: unknown) => {
          // Manage trailer says so, and keeps to what the phone last knew (decision 065).
          if (current()) launchStateLoad.value = "failed";
          throw error;
        },
      ),
    (what === "all" || noticesLoadedFor !== key) && loadNotices(key, current, served),
  ]);
}

/**
 * The feature flags and the carrier's standing notice (app/carrier-notices.ts, loaded for a signed-in
 * driver only): known again once both answer.
 */
async function loadNotices(key: string, current: () => boolean, served: Served | undefined) {
  noticesLoadedFor = undefined;
  const { loadCarrierNotices } = await import("./carrier-notices.ts");
  if ((await loadCarrierNotices(served, current)) && current()) noticesLoadedFor = key;
}

/**
 * Loads the order data at start (from what the edge `served` with the page, where it did) and
 * again whenever the driver's order changes (sign-in, Edit order number). Returns the function
 * that stops watching.
 */
export function syncOrderData(served?: ServedData): () => void {
  let last: string | null | undefined;
  return effect(() => {
    const key = orderKey(userDetails.value);
    if (key === last) return;
    const starting = last === undefined;
    last = key;
    if (key !== null) void loadOrderData("all", starting ? served : undefined);
  });
}
