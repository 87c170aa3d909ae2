// Who a workflow call acts for, from the session alone: the driver's phone, the
// carrier's DOT number (docs/product.md §1: sent with attachability requests) and the
// order's load. The browser never names a driver or a load, and no call is made
// to learn again what sign-in learned (decision 062).
import type { Context } from "hono";
import type { z } from "zod/mini";
import type { DriverSchema } from "#shared/logistics/associations.ts";
import type { SessionEnv } from "#worker/app-env.ts";
import { sessionStore } from "#worker/session/session-store.ts";

export type SessionDriver = {
  driver: z.infer<typeof DriverSchema>;
  loadId: string;
  orderNumber: string;
  identityToken: string;
};

export async function sessionDriver(c: Context<SessionEnv>): Promise<SessionDriver> {
  const { user, identityToken } = c.var.session.record;
  return {
    driver: { mobileNumber: user.mobileNumber, dotNumber: await dotNumberOf(c) },
    loadId: user.loadId,
    orderNumber: user.orderNumber,
    identityToken,
  };
}

/**
 * The DOT number sign-in kept; a session opened before sessions kept it reads it from the load once
 * (the carrier's, from the system of record, never from the page) and keeps it.
 */
async function dotNumberOf(c: Context<SessionEnv>): Promise<string> {
  const { id, record } = c.var.session;
  if (record.dotNumber !== undefined) return record.dotNumber;
  const load = await c.var.logistics.call("loadByLoadNumber", {
    params: { loadNumber: record.user.orderNumber },
    query: { company: record.user.company },
    identityToken: record.identityToken,
  });
  record.dotNumber = load.carrier.dotNumber;
  await sessionStore(c.env, c.var.config).save(id, record, Date.now());
  return record.dotNumber;
}
