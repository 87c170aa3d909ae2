import { Trans } from "@lingui/react/macro";
import { useLocation, useNavigate } from "react-router";
import { BackLink } from "#web/components/back-link.tsx";
import { paths } from "#web/config/paths.ts";
import { ReportIssueForm } from "./report-issue-form.tsx";

/**
 * Where the standalone page goes once the report is sent: back to the screen it was opened from
 * (the Request Timed Out dialog passes it), else Manage trailer. Only a path of this app.
 */
function returnPath(state: unknown): string {
  const from = (state as { returnTo?: unknown } | null)?.returnTo;
  if (typeof from === "string" && from.startsWith("/") && !from.startsWith("//")) return from;
  return paths.manageTrailer.getHref();
}

/**
 * ReportIssueStandalone (docs/product.md §2): the Report issue form as a page of its own, with Back
 * to where the driver came from (decision 107).
 */
export default function ReportIssuePage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const back = () => void navigate(returnPath(state), { replace: true });

  return (
    <div className="page">
      <div className="page-nav">
        <BackLink />
      </div>
      <h1>
        <Trans>Report an issue</Trans>
      </h1>
      <p>
        <Trans>Tell us what went wrong, and which trailer and order it is about.</Trans>
      </p>
      <ReportIssueForm onSent={back} />
    </div>
  );
}
