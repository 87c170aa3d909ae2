// The orders and loads the logistics scenario (./logistics-scenario.ts) knows, the launch state
// of the order that holds trailers, and the calls that read loads.
import type { Company } from "#shared/logistics/enums.ts";
import { LoadSchema } from "#shared/logistics/loads.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import { trailerId } from "#shared/trailer-id.ts";
import type { MockHandlers } from "./logistics-api.ts";
import {
  FINDER_TRAILERS,
  ORDER_ONE_COMPANY,
  ORDER_OTHER_CARRIER,
  ORDER_OTHER_TYPE,
  ORDER_SPLIT_CARRIERS,
  ORDER_TWO_COMPANIES,
  ORDER_WITH_TRAILERS,
} from "./logistics-data.ts";
import { errorBody } from "./scenario-settings.ts";
import { FINDER_TRAILER_DATA, finderTrailer } from "./scenario-trailers.ts";

export function load(orderNumber: string, company: Company) {
  return LoadSchema.parse({
    id: `load-${orderNumber}-${company}`,
    orderNumber,
    company,
    equipmentTypeId: "KPO",
    carrier: { name: "Test Carrier", dotNumber: "1234567" },
    inboundEmpty: null,
    loadedTrailer: null,
    outboundEmpty: null,
    source: "test",
    sourceLastReported: "2026-11-20T08:00:00.000Z",
    tmsSourceSystem: "mcleod",
  });
}

/** The companies each order is booked with. */
export const LOADS: Record<string, Company[]> = {
  [ORDER_ONE_COMPANY]: ["knight"],
  [ORDER_TWO_COMPANIES]: ["knight", "swift"],
  [ORDER_OTHER_TYPE]: ["swift"],
  [ORDER_WITH_TRAILERS]: ["knight"],
  [ORDER_OTHER_CARRIER]: ["knight"],
  [ORDER_SPLIT_CARRIERS]: ["knight", "swift"],
};

/** Loads no test driver is on file for: their launch state is refused. */
export const OTHER_CARRIERS_LOADS = new Set([
  `load-${ORDER_OTHER_CARRIER}-knight`,
  `load-${ORDER_SPLIT_CARRIERS}-swift`,
]);

/** ORDER_WITH_TRAILERS' launch state: two slots filled, and a trailer still held from a previous order. */
export function launchStateWithTrailers(orderNumber: string) {
  const orderTrailer = (trailerNumber: string, slot: "inboundEmpty" | "loadedTrailer") => ({
    trailerId: trailerId(trailerNumber, "knight"),
    isCurrentlyAttachedToOrder: false,
    trailer: finderTrailer(trailerNumber, FINDER_TRAILER_DATA[trailerNumber]!.located),
    trailerFieldType: slot,
  });
  const previous = finderTrailer(FINDER_TRAILERS.fromPreviousOrder, true);
  return {
    load: { ...load(orderNumber, "knight"), inboundEmpty: trailerId(FINDER_TRAILERS.located, "knight") },
    orderTrailers: [
      orderTrailer(FINDER_TRAILERS.located, "inboundEmpty"),
      orderTrailer(FINDER_TRAILERS.noPosition, "loadedTrailer"),
    ],
    trailerAttachedFromPreviousOrder: {
      company: previous.company,
      id: previous.id,
      isAttached: true,
      sourceLastReported: previous.sourceLastReported,
      status: previous.status,
      trailerNumber: previous.trailerNumber,
      licensePlateNumber: previous.licensePlateNumber,
      vehicleIdentificationNumber: previous.vehicleIdentificationNumber,
      currentOrderNumber: "HT0001",
      lastTacEvent: null,
    },
    currentlyAttachedTrailer: null,
  };
}

/** The scenario's load calls (./logistics-scenario.ts): an order's loads, and one of them. */
export const loadHandlers = {
  loadsByLoadNumber: ({ params }) => ({
    body: (LOADS[params.loadNumber] ?? []).map((company) => load(params.loadNumber, company)),
  }),
  loadByLoadNumber: ({ params, query }) => {
    const companies = (LOADS[params.loadNumber] ?? []).filter((c) => !query.company || c === query.company);
    const [company] = companies;
    return company
      ? { body: load(params.loadNumber, company) }
      : { status: 404, body: errorBody("Invalid order", ReasonCode.invalidOrder) };
  },
} satisfies MockHandlers;
