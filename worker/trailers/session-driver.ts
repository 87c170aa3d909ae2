// Who a workflow call acts for, from the session alone: the driver's phone, the
// carrier's DOT number (spec §1: sent with attachability requests) and the
// order's load. The browser never names a driver or a load.
import type { Context } from "hono";
import type { z } from "zod/mini";
import type { DriverSchema } from "../../shared/logistics/associations.ts";
import type { SessionEnv } from "../app-env.ts";

export type SessionDriver = {
  driver: z.infer<typeof DriverSchema>;
  loadId: string;
  orderNumber: string;
  identityToken: string;
};

export async function sessionDriver(c: Context<SessionEnv>): Promise<SessionDriver> {
  const { user, identityToken } = c.var.session.record;
  // The DOT number is the carrier's on the load: read from the system of record, never from the page.
  const load = await c.var.logistics.call("loadByLoadNumber", {
    params: { loadNumber: user.orderNumber },
    query: { company: user.company },
    identityToken,
  });
  return {
    driver: { mobileNumber: user.mobileNumber, dotNumber: load.carrier.dotNumber },
    loadId: user.loadId,
    orderNumber: user.orderNumber,
    identityToken,
  };
}
