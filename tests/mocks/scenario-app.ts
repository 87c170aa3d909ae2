// The logistics scenario's app calls (./logistics-scenario.ts): the driver's launch state, failed
// uses, feedback, the feature flags and the standing alert, as the settings say.
import type { Company } from "#shared/logistics/enums.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import type { MockHandlers } from "./logistics-api.ts";
import { ORDER_OTHER_TYPE, ORDER_WITH_TRAILERS } from "./logistics-data.ts";
import { launchStateWithTrailers, load, OTHER_CARRIERS_LOADS } from "./scenario-loads.ts";
import { errorBody, type ScenarioSettings } from "./scenario-settings.ts";
import { knownTrailer } from "./scenario-trailers.ts";

/** The trailer a driver holds now, as the launch state names it (attached on this order). */
function attachedTo(settings: ScenarioSettings, driver: string | undefined, orderNumber: string) {
  const [id] = [...settings.held].find(([, phone]) => phone === driver) ?? [];
  const trailer = id === undefined ? undefined : knownTrailer(id);
  if (!trailer) return null;
  const { company, sourceLastReported, status, trailerNumber, licensePlateNumber } = trailer;
  return {
    ...{ company, id: trailer.id, sourceLastReported, status, trailerNumber, licensePlateNumber },
    vehicleIdentificationNumber: trailer.vehicleIdentificationNumber,
    isAttached: true,
    currentOrderNumber: orderNumber,
    lastTacEvent: null,
  };
}

export function appHandlers(settings: ScenarioSettings) {
  return {
    appLaunchState: ({ body, driver }) => {
      const [, orderNumber, company] = body.loadId.match(/^load-(\w+)-(knight|swift)$/) ?? [];
      if (orderNumber === undefined) {
        return { status: 404, body: errorBody("Invalid order", ReasonCode.invalidOrder) };
      }
      if (orderNumber === ORDER_OTHER_TYPE) {
        return { status: 422, body: errorBody("Invalid order type", ReasonCode.invalidOrderType) };
      }
      if (orderNumber === ORDER_WITH_TRAILERS) return { body: launchStateWithTrailers(orderNumber) };
      if (OTHER_CARRIERS_LOADS.has(body.loadId)) {
        return {
          status: 403,
          body: errorBody("Driver is not on file for this order", ReasonCode.driverNotFound),
        };
      }
      return {
        body: {
          load: load(orderNumber, company as Company),
          orderTrailers: settings.orderTrailers,
          trailerAttachedFromPreviousOrder: null,
          currentlyAttachedTrailer: attachedTo(settings, driver, orderNumber),
        },
      };
    },
    failedUsageAttempt: () => ({ body: { isSuccessful: true, reasonCode: null } }),
    persistentAlert: () => ({ body: settings.persistentAlert }),
    featureFlags: () => ({
      body: { featureFlags: { trailerPhotosWorkflowEnabled: settings.trailerPhotosWorkflowEnabled } },
    }),
    submitFeedback: () => ({ body: settings.feedbackAccepted }),
  } satisfies MockHandlers;
}
