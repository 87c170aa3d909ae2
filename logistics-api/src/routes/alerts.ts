// GET api/alerts/persistentAlert/{product} (e.g. hitchLogisticsApp): app token
// only. Answers the alert active now for this app (knxApp 1 = every app), or
// null; PERSISTENT_ALERTS_ENABLED=false switches alerts off.

import { Hono } from "hono";
import type { z } from "zod/mini";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { validate } from "#logistics-api/src/validate.ts";
import type { PersistentAlertResponseSchema } from "#shared/logistics/app.ts";
import { ALL_APPS, APP_ID, PRODUCT } from "#shared/logistics/common.ts";
import { LOGISTICS_CALLS, routePath } from "#shared/logistics/contract.ts";

type AlertAnswer = z.infer<typeof PersistentAlertResponseSchema>;

/** The knxApp id of each product this API serves alerts for (a Map: "toString" is no product). */
const APP_IDS = new Map([[`${PRODUCT}LogisticsApp`, APP_ID]]);

type AlertRow = {
  alert_message: string;
  alert_message_details: string | null;
  effective_date: string;
  keep_alive_until_date: string;
  knx_app: number;
};

const { persistentAlert } = LOGISTICS_CALLS;

export const alerts = new Hono<ApiEnv>().get(
  routePath(persistentAlert),
  validate("param", persistentAlert.params),
  async (c) => {
    const appId = APP_IDS.get(c.req.valid("param").product);
    if (!c.var.config.PERSISTENT_ALERTS_ENABLED || appId === undefined)
      return c.json(null satisfies AlertAnswer);
    const now = new Date().toISOString();
    // Dates are stored as UTC ISO text with milliseconds, so they compare as text.
    const row = await c.env.DB.prepare(
      `SELECT alert_message, alert_message_details, effective_date, keep_alive_until_date, knx_app
       FROM persistent_alerts
       WHERE knx_app IN (?, ?) AND effective_date <= ? AND keep_alive_until_date > ?
       ORDER BY effective_date DESC, id DESC LIMIT 1`,
    )
      .bind(ALL_APPS, appId, now, now)
      .first<AlertRow>();
    if (!row) return c.json(null satisfies AlertAnswer);
    return c.json({
      alertMessage: row.alert_message,
      alertMessageDetails: row.alert_message_details,
      effectiveDate: row.effective_date,
      keepAliveUntilDate: row.keep_alive_until_date,
      knxApp: row.knx_app,
    } satisfies AlertAnswer);
  },
);
