// POST /api/reports: 'Share condition report' asks the edge for a signed report of the driver's own
// records (decision 128): this copy's assessment and, where the phone holds it, its pickup's or drop's.
import { msg } from "@lingui/core/macro";
import type { ReportRequest } from "#shared/api/reports.ts";
import { api, callOptions, read } from "#web/lib/api-client.ts";

const making = callOptions({ waitingFor: msg`Making the report's link…` });

export function createReport(request: ReportRequest) {
  return read(api.reports.$post({ json: request }, making));
}
