// Report issue (docs/product.md §2, §3): whether it is open as an overlay over a
// workflow step. The form as the driver is typing it lives in drafts.ts; what the
// phone fills in when it opens, in report-issue-fields.ts (with the trailer flow's
// code, which the first screen does not load: decision 091).
import { z } from "zod/mini";
import { persistedSignal } from "#web/lib/storage.ts";

/** The overlay is open: kept, so a reload while typing comes back to it. */
export const reportIssueOpen = persistedSignal("reportIssueOpen", z.boolean(), false);

/** Closes it; what was typed stays for next time. */
export function closeReportIssue(): void {
  reportIssueOpen.value = false;
}
