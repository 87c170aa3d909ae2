// What the phone already knows to fill in Report issue (docs/product.md §2, §3):
// the trailer of the attach or detach in progress, its company; else the trailer
// held now and the order's company. Opened only from workflow screens.
import { type ReportIssueDraft, reportIssueDraft } from "./drafts.ts";
import { currentlyAttachedTrailer } from "./launch-state.ts";
import { reportIssueOpen } from "./report-issue.ts";
import { userDetails } from "./session.ts";
import { flow } from "./trailer-flow.ts";

/** What the phone knows for a new report. */
export function knownReportIssueFields(): ReportIssueDraft {
  const inProgress = flow.peek();
  const attached = currentlyAttachedTrailer.peek();
  return {
    description: "",
    company: inProgress?.trailer.company ?? userDetails.peek()?.company ?? attached?.company ?? "",
    trailerNumber: inProgress?.trailer.trailerNumber ?? attached?.trailerNumber ?? "",
  };
}

/**
 * Fills what is known into the fields of a kept draft the driver left empty; what they typed is
 * never replaced. With no draft, the form shows what is known until the driver types.
 */
export function prefillReportIssue(): void {
  const draft = reportIssueDraft.peek();
  if (!draft) return;
  const known = knownReportIssueFields();
  reportIssueDraft.value = {
    ...draft,
    company: draft.company || known.company,
    trailerNumber: draft.trailerNumber || known.trailerNumber,
  };
}

/** Opens Report issue over the screen the driver is on. */
export function openReportIssue(): void {
  prefillReportIssue();
  reportIssueOpen.value = true;
}
