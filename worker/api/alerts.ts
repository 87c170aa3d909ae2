// GET /api/alerts/persistent: the persistent alert, or null. Cached with a
// last-known-good copy (decision 024), and checked against its date window and
// target app here too, since a cached copy can outlive keepAliveUntilDate.
import { type Context, Hono } from "hono";
import type { PersistentNotice } from "#shared/api/app.ts";
import { type PersistentAlert, PersistentAlertResponseSchema } from "#shared/logistics/app.ts";
import { ALL_APPS, APP_ID, PRODUCT } from "#shared/logistics/common.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { cachedWithLastKnownGood } from "#worker/cache/last-known-good.ts";

const PERSISTENT_ALERT_CACHE_KEY = "persistentAlert";

/** Active between its effective and keep-alive-until dates, for this app or for all (knxApp 1). */
function isActiveAlert(alert: PersistentAlert, now: number): boolean {
  return (
    (alert.knxApp === ALL_APPS || alert.knxApp === APP_ID) &&
    Date.parse(alert.effectiveDate) <= now &&
    now < Date.parse(alert.keepAliveUntilDate)
  );
}

/** The standing notice while active, else null (also inline in a signed-in shell, decision 086). */
export async function persistentNotice(c: Context<AppEnv>): Promise<PersistentNotice> {
  const { logistics, log } = c.var;
  const alert = await cachedWithLastKnownGood({
    kv: c.env.CACHE,
    key: PERSISTENT_ALERT_CACHE_KEY,
    schema: PersistentAlertResponseSchema,
    log,
    fallback: null,
    load: async () =>
      // "alert object or empty" (docs/product.md §7): an empty answer means no alert.
      (await logistics.call("persistentAlert", { params: { product: `${PRODUCT}LogisticsApp` } })) ?? null,
  });
  // The browser's shape (decision 063): the notice's words and dates (decision 107), only while it is active.
  return alert !== null && isActiveAlert(alert, Date.now())
    ? {
        alertMessage: alert.alertMessage,
        alertMessageDetails: alert.alertMessageDetails,
        effectiveDate: alert.effectiveDate,
        keepAliveUntilDate: alert.keepAliveUntilDate,
      }
    : null;
}

export const alertRoutes = new Hono<AppEnv>().get("/persistent", async (c) =>
  c.json(await persistentNotice(c), 200),
);
