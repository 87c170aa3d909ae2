// What sign-in and a change of order both ask of an order (decisions 066, 106): whether the driver
// is on file for its load, and the one answer for each problem with it.
import type { Context } from "hono";
import { apiErrorBody } from "#shared/api-error.ts";
import type { AppLaunchStateReading } from "#shared/logistics/app.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import type { AppEnv } from "#worker/app-env.ts";
import type { LogisticsClient } from "#worker/upstream/logistics-client.ts";
import { UpstreamError } from "#worker/upstream/upstream-error.ts";

/** What sign-in and a change of order answer about an order they refuse (docs/product.md §8: 474, 475, 494). */
type OrderProblem = "invalidOrder" | "invalidOrderType" | "notOnFile";

const ORDER_REFUSALS = {
  invalidOrder: { status: 404, message: "No order with this number.", reasonCode: ReasonCode.invalidOrder },
  invalidOrderType: {
    status: 422,
    message: "This order cannot be used in this app.",
    reasonCode: ReasonCode.invalidOrderType,
  },
  notOnFile: {
    status: 404,
    message: "This phone number is not on file for this order.",
    reasonCode: ReasonCode.driverNotFound,
  },
} as const;

/** The one answer for each problem with an order, whichever route found it. */
export function orderRefused<E extends AppEnv>(c: Context<E>, problem: OrderProblem) {
  const { status, message, reasonCode } = ORDER_REFUSALS[problem];
  return c.json(apiErrorBody(problem, status, message, { reasonCode }), status);
}

/**
 * Whether the system of record lets this driver read the load: the load's launch state when it
 * does, which the answer hands to the app (decision 083), else what is wrong with the order. Sign-in
 * (once the code is verified) and a change of order both ask it, so both refuse an order alike: a
 * load refused as unknown (474) or of a type the app does not serve (475, decision 106), or a driver
 * not on file for it (494, or any 403 or 404).
 */
export async function onFileFor(
  logistics: LogisticsClient,
  loadId: string,
  record: { identityToken: string; user: { mobileNumber: string } },
): Promise<{ state: AppLaunchStateReading } | { problem: OrderProblem }> {
  try {
    return {
      state: await logistics.call("appLaunchState", {
        body: { loadId, driverMobileNumber: record.user.mobileNumber },
        identityToken: record.identityToken,
      }),
    };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const { reasonCode, statusCode } = error.failure;
    if (reasonCode === ReasonCode.invalidOrder) return { problem: "invalidOrder" };
    if (reasonCode === ReasonCode.invalidOrderType) return { problem: "invalidOrderType" };
    if (statusCode === 403 || statusCode === 404) return { problem: "notOnFile" };
    throw error;
  }
}
