// Which load an order number means: docs/product.md §2's company selection happens when
// the order exists for both companies and the driver has not picked one.
import type { Company } from "#shared/logistics/enums.ts";
import { type LoadReading, LoadsReadSchema } from "#shared/logistics/loads.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import type { LogisticsClient } from "./logistics-client.ts";
import { UpstreamError } from "./upstream-error.ts";

/** A load of a company the app knows. */
type KnownLoad = LoadReading & { company: Company };

export type OrderChoice =
  | { kind: "none" }
  | { kind: "chooseCompany"; companies: Company[] }
  | { kind: "load"; load: KnownLoad };

/** The loads booked under an order number; none when the list is empty or the order is unknown (474). */
export async function loadsForOrder(logistics: LogisticsClient, orderNumber: string): Promise<LoadReading[]> {
  try {
    return await logistics.call("loadsByLoadNumber", { params: { loadNumber: orderNumber } });
  } catch (error) {
    if (
      error instanceof UpstreamError &&
      (error.failure.reasonCode === ReasonCode.invalidOrder || error.failure.statusCode === 404)
    ) {
      return [];
    }
    throw error;
  }
}

/**
 * How long the loads an order had when a code was texted serve that code's verification (decision
 * 083): one lookup per sign-in. A code is good for minutes; an order's loads change over days.
 */
const KEPT_LOADS_SECONDS = 10 * 60;
const keptLoadsKey = (orderNumber: string) => `signInLoads:${orderNumber}`;

/** Keeps an order's loads for its sign-in's second step; a write KV refuses only costs a lookup then. */
export async function keepLoads(kv: KVNamespace, orderNumber: string, loads: LoadReading[]): Promise<void> {
  await kv
    .put(keptLoadsKey(orderNumber), JSON.stringify(loads), { expirationTtl: KEPT_LOADS_SECONDS })
    .catch(() => {});
}

/** The loads kept for this order, else (none kept, or unreadable) the lookup itself. */
export async function keptOrLookedUpLoads(
  kv: KVNamespace,
  logistics: LogisticsClient,
  orderNumber: string,
): Promise<LoadReading[]> {
  const kept = LoadsReadSchema.safeParse(await kv.get(keptLoadsKey(orderNumber), "json").catch(() => null));
  if (kept.success && kept.data.length > 0) return kept.data;
  return loadsForOrder(logistics, orderNumber);
}

/**
 * The load the driver means. A load of a company the app does not know is not one it can serve (its
 * trailers are looked up by company); the reading logged it (decision 061).
 */
export function chooseLoad(all: LoadReading[], company: Company | undefined): OrderChoice {
  const loads = all.filter((load): load is KnownLoad => load.company !== "unknown");
  const companies = [...new Set(loads.map((load) => load.company))];
  if (companies.length === 0) return { kind: "none" };
  if (company === undefined && companies.length > 1) return { kind: "chooseCompany", companies };
  const load = loads.find((l) => company === undefined || l.company === company);
  return load === undefined ? { kind: "none" } : { kind: "load", load };
}
