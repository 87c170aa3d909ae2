// POST api/logisticsApp/appLaunchState (identity token) and
// POST api/logisticsApp/failedUsageAttempt (app token only: it is how a failed
// sign-in is reported).

import { Hono } from "hono";
import { findLoadById, SLOT_COLUMNS, toLoad } from "#logistics-api/src/db/loads.ts";
import {
  findTrailerById,
  toAttachedTrailer,
  toTrailer,
  trailersAttachedToDriver,
} from "#logistics-api/src/db/trailers.ts";
import { LogisticsError } from "#logistics-api/src/errors.ts";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { assertSameDriver, requireDriver } from "#logistics-api/src/middleware/identity.ts";
import { assertOnFile } from "#logistics-api/src/on-file.ts";
import { validate } from "#logistics-api/src/validate.ts";
import type { AppLaunchState } from "#shared/logistics/app.ts";
import type { AssociationResult } from "#shared/logistics/common.ts";
import { LOGISTICS_CALLS, routePath } from "#shared/logistics/contract.ts";
import type { LoadTrailerStatus } from "#shared/logistics/enums.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";

const { appLaunchState, failedUsageAttempt } = LOGISTICS_CALLS;

export const logisticsApp = new Hono<ApiEnv>()
  .post(routePath(appLaunchState), requireDriver, validate("json", appLaunchState.body), async (c) => {
    const db = c.env.DB;
    const { loadId, driverMobileNumber } = c.req.valid("json");
    assertSameDriver(c.var.driverMobile, driverMobileNumber);
    const load = await findLoadById(db, loadId);
    if (!load)
      throw new LogisticsError(404, { message: "Invalid order", reasonCode: ReasonCode.invalidOrder });
    // An order this app does not serve, as the code request and the association calls refuse it.
    if (load.order_type !== "logistics")
      throw new LogisticsError(422, {
        message: "Invalid order type",
        reasonCode: ReasonCode.invalidOrderType,
      });
    // The load's carrier, DOT number and trailers are for the drivers on file for it only.
    await assertOnFile(db, load, driverMobileNumber);

    const slots = Object.keys(SLOT_COLUMNS) as LoadTrailerStatus[];
    const orderTrailers: AppLaunchState["orderTrailers"] = [];
    for (const slot of slots) {
      const id = load[SLOT_COLUMNS[slot]];
      const trailer = id ? await findTrailerById(db, id) : null;
      if (trailer)
        orderTrailers.push({
          trailerId: trailer.id,
          isCurrentlyAttachedToOrder: trailer.is_attached === 1 && trailer.current_load_id === load.id,
          trailer: toTrailer(trailer),
          trailerFieldType: slot,
        });
    }
    const held = await trailersAttachedToDriver(db, driverMobileNumber);
    const current = held.find((t) => t.current_load_id === load.id);
    const previous = held.find((t) => t.current_load_id !== load.id);
    return c.json({
      load: toLoad(load),
      orderTrailers,
      trailerAttachedFromPreviousOrder: previous ? await toAttachedTrailer(db, previous) : null,
      currentlyAttachedTrailer: current ? await toAttachedTrailer(db, current) : null,
    } satisfies AppLaunchState);
  })
  .post(routePath(failedUsageAttempt), validate("json", failedUsageAttempt.body), async (c) => {
    const attempt = c.req.valid("json");
    await c.env.DB.prepare(
      `INSERT INTO failed_usage_attempts (mobile_number, order_number, reason, event_time, received_at)
       VALUES (?, ?, ?, ?, ?)`,
    )
      .bind(
        attempt.mobileNumber ?? null,
        attempt.orderNumber ?? null,
        attempt.reason,
        new Date(attempt.eventTime).toISOString(),
        new Date().toISOString(),
      )
      .run();
    return c.json({ isSuccessful: true, reasonCode: null } satisfies AssociationResult);
  });
