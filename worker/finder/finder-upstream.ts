// The finder's calls to the logistics API, in one place. Link views use only
// per-trailer lookups with the app token (no order is resolved when a link is
// opened); a signed-in driver's own trailers come from their launch state.
import type { Company } from "#shared/logistics/enums.ts";
import type { SessionRecord } from "#worker/session/session-store.ts";
import type { LogisticsClient } from "#worker/upstream/logistics-client.ts";

/** GET api/trailers/getTrailerById/{id}/{company} (app token only): the trailer, or isFound false. */
export function getTrailerById(logistics: LogisticsClient, trailerNumber: string, company: Company) {
  return logistics.call("getTrailerById", { params: { id: trailerNumber, company } });
}

/** POST api/logisticsApp/appLaunchState for the signed-in driver's order. */
export function getOwnLaunchState(logistics: LogisticsClient, record: SessionRecord) {
  return logistics.call("appLaunchState", {
    body: { loadId: record.user.loadId, driverMobileNumber: record.user.mobileNumber },
    identityToken: record.identityToken,
  });
}
