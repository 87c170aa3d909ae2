import { Trans } from "@lingui/react/macro";
import { Navigate, useParams } from "react-router";
import { TrailerStatusCode } from "../../../../../shared/logistics/enums.ts";
import { LoadingScreen } from "../../../components/loading-screen.tsx";
import { NotFoundPage } from "../../../components/not-found-page.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { useCompanyName } from "../../../lib/company-name.ts";
import { useQrLanding } from "../use-qr-landing.ts";

function TrailerStatus({ code }: { code: string }) {
  if (code === TrailerStatusCode.claims) return <Trans>Claims</Trans>;
  if (code === TrailerStatusCode.logistics) return <Trans>Logistics</Trans>;
  return <>{code}</>;
}

/** What the scanned sticker points at: the trailer, or 'Invalid QR' and what to do. */
export default function QrLandingPage() {
  const { qrId = "" } = useParams();
  const landing = useQrLanding(qrId);
  const companyName = useCompanyName();

  if (landing.kind === "loading") return <LoadingScreen />;
  if (landing.kind === "notARoute") return <NotFoundPage />;
  if (landing.kind === "signIn") return <Navigate to={landing.href} replace />;

  if (landing.kind === "invalid") {
    return (
      <div className="page">
        <h1>
          <Trans>Invalid QR</Trans>
        </h1>
        <p>
          <Trans>
            This QR code is not linked to a trailer. Scan another code, or enter the trailer number by hand.
            If the sticker is on a trailer, report it so it can be fixed.
          </Trans>
        </p>
        <ButtonLink to={paths.manageTrailer.getHref()}>
          <Trans>Go to Manage trailer</Trans>
        </ButtonLink>
        <ButtonLink variant="secondary" to={paths.reportIssue.getHref()}>
          <Trans>Report an issue</Trans>
        </ButtonLink>
      </div>
    );
  }

  if (landing.kind === "failed") {
    return (
      <div className="page">
        <h1>
          <Trans>Trailer lookup failed</Trans>
        </h1>
        <p>
          <Trans>We could not look up this QR code right now. Try again in a moment.</Trans>
        </p>
        <ButtonLink to={paths.manageTrailer.getHref()}>
          <Trans>Go to Manage trailer</Trans>
        </ButtonLink>
      </div>
    );
  }

  const { trailer } = landing;
  const trailerNumber = trailer.trailerNumber;
  const orderNumber = trailer.currentOrderNumber;
  return (
    <div className="page">
      <h1>
        <Trans>Trailer {trailerNumber}</Trans>
      </h1>
      <dl className="details card">
        <div>
          <dt>
            <Trans>Company</Trans>
          </dt>
          <dd>{companyName(trailer.trailerCompany)}</dd>
        </div>
        <div>
          <dt>
            <Trans context="trailer status">Status</Trans>
          </dt>
          <dd>
            <TrailerStatus code={trailer.trailerStatus} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Attached</Trans>
          </dt>
          <dd>
            {trailer.isAttached ? (
              orderNumber ? (
                <Trans>Yes, to order {orderNumber}</Trans>
              ) : (
                <Trans>Yes</Trans>
              )
            ) : (
              <Trans>No</Trans>
            )}
          </dd>
        </div>
      </dl>
      <ButtonLink to={paths.manageTrailer.getHref()}>
        <Trans>Continue</Trans>
      </ButtonLink>
    </div>
  );
}
