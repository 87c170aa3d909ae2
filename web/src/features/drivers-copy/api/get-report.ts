// GET /api/reports/<id>?e&sig: a shared report, checked by the edge (decision 128), and where its
// photos are. Whoever opened the link may not be signed in: no session rules, no No Service dialog.
import {
  REPORT_LINK_EXPIRY,
  REPORT_LINK_SIGNATURE,
  type ReportAnswer,
  SERVED_REPORT_ID,
  ServedReportSchema,
} from "#shared/api/reports.ts";
import { api, callOptions, read } from "#web/lib/api-client.ts";

const asGuest = callOptions({ handleUnauthorized: false, background: true });

export type ReportLinkParts = { id: string; e: string; sig: string };

export function getReport({ id, e, sig }: ReportLinkParts) {
  return read(api.reports[":id"].$get({ param: { id }, query: { e, sig } }, asGuest));
}

/** Where photo `n` of the report is served, checked against the same link. */
export function reportPhotoUrl({ id, e, sig }: ReportLinkParts, n: number): string {
  const query = new URLSearchParams({ [REPORT_LINK_EXPIRY]: e, [REPORT_LINK_SIGNATURE]: sig });
  return `/api/reports/${encodeURIComponent(id)}/photos/${n}?${query}`;
}

/**
 * What the edge answered for this link inline in the report's page (decision 142), taken once: a
 * second look (Try again) asks the edge. Undefined when the page holds none for this link.
 */
export function takeServedReport({ id, e, sig }: ReportLinkParts): ReportAnswer | undefined {
  const block = document.getElementById(SERVED_REPORT_ID);
  if (!block) return undefined;
  block.remove();
  let served: unknown;
  try {
    served = JSON.parse(block.textContent ?? "");
  } catch {
    return undefined;
  }
  const parsed = ServedReportSchema.safeParse(served);
  if (!parsed.success) return undefined;
  const { answer, ...link } = parsed.data;
  return link.id === id && link[REPORT_LINK_EXPIRY] === e && link[REPORT_LINK_SIGNATURE] === sig
    ? answer
    : undefined;
}
