// The edge's request id of the last call that failed on this phone (decision 070):
// the reference the driver reads out to the broker, shown with the failure and sent
// with the next report (Report issue). Kept across a reload: a driver often reports
// a problem after restarting the app.
import { z } from "zod/mini";
import { RequestIdSchema } from "#shared/api-error.ts";
import { persistedSignal } from "#web/lib/storage.ts";

export const lastFailedRequest = persistedSignal("lastFailedRequest", z.nullable(RequestIdSchema), null);

/** Notes a failed call's request id (the Worker answered, with an error): app/api-failures.ts. */
export function noteFailedRequest(requestId: string): void {
  lastFailedRequest.value = requestId;
}
