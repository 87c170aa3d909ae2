// Which load an order number means: spec §2's company selection happens when
// the order exists for both companies and the driver has not picked one.
import type { Company } from "../../shared/logistics/enums.ts";
import type { Load } from "../../shared/logistics/loads.ts";
import { ReasonCode } from "../../shared/logistics/reason-codes.ts";
import type { LogisticsClient } from "./logistics-client.ts";
import { UpstreamError } from "./upstream-error.ts";

export type OrderChoice =
  | { kind: "none" }
  | { kind: "chooseCompany"; companies: Company[] }
  | { kind: "load"; load: Load };

/** The loads booked under an order number; none when the list is empty or the order is unknown (474). */
export async function loadsForOrder(logistics: LogisticsClient, orderNumber: string): Promise<Load[]> {
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

export function chooseLoad(loads: Load[], company: Company | undefined): OrderChoice {
  const companies = [...new Set(loads.map((load) => load.company))];
  if (companies.length === 0) return { kind: "none" };
  if (company === undefined && companies.length > 1) return { kind: "chooseCompany", companies };
  const load = loads.find((l) => company === undefined || l.company === company);
  return load === undefined ? { kind: "none" } : { kind: "load", load };
}
