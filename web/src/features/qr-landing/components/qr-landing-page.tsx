import { Trans } from "@lingui/react/macro";
import { Navigate, useParams } from "react-router";
import { BackLink } from "#web/components/back-link.tsx";
import { LoadingScreen } from "#web/components/loading-screen.tsx";
import { NotFoundPage } from "#web/components/not-found-page.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { useQrLanding } from "#web/features/qr-landing/use-qr-landing.ts";
import { useApiErrorText } from "#web/lib/api-error-text.ts";

/** A scanned sticker: straight on into the workflow for its trailer, or 'Invalid QR' and what to do. */
export default function QrLandingPage() {
  const { qrId = "" } = useParams();
  const landing = useQrLanding(qrId);
  const errorText = useApiErrorText();

  if (landing.kind === "loading") return <LoadingScreen />;
  if (landing.kind === "notARoute") return <NotFoundPage />;
  if (landing.kind === "signIn" || landing.kind === "continue") return <Navigate to={landing.href} replace />;

  if (landing.kind === "invalid") {
    const { why } = landing;
    return (
      <div className="page">
        {/* The installed app has no browser Back: a sticker for a reefer leaves nothing else (decision 107). */}
        <div className="page-nav">
          <BackLink />
        </div>
        <h1>
          <Trans>Invalid QR</Trans>
        </h1>
        <p>
          {why === "notDryVan" ? (
            <Trans>
              This sticker is on a trailer Hitch does not handle: only dry vans are attached and dropped in
              Hitch. Scan another trailer's code, or contact your broker.
            </Trans>
          ) : why === "unsaid" ? (
            <Trans>
              This QR code does not lead to a trailer you can use in Hitch. Scan another code, or enter the
              trailer number by hand. If the sticker is on a dry van, report it so it can be fixed.
            </Trans>
          ) : (
            <Trans>
              This QR code is not linked to a trailer. Scan another code, or enter the trailer number by hand.
              If the sticker is on a trailer, report it so it can be fixed.
            </Trans>
          )}
        </p>
        <ButtonLink to={paths.scan.getHref()}>
          <Trans>Scan another code</Trans>
        </ButtonLink>
        {(why === "noTrailer" || why === "unsaid") && (
          <ButtonLink variant="secondary" to={paths.reportUnassociatedQr.getHref()}>
            <Trans>Report this sticker</Trans>
          </ButtonLink>
        )}
        {why !== "notDryVan" && (
          <ButtonLink variant="secondary" to={paths.manualEntry.getHref({ attach: true, invalidQr: true })}>
            <Trans>Enter the trailer number</Trans>
          </ButtonLink>
        )}
      </div>
    );
  }

  return (
    <div className="page">
      <h1>
        <Trans>Trailer lookup failed</Trans>
      </h1>
      <p>
        {landing.tooMany ? (
          errorText(landing.tooMany)
        ) : (
          <Trans>We could not look up this QR code right now. Try again in a moment.</Trans>
        )}
      </p>
      <ButtonLink to={paths.qrScanLanding.getHref(qrId)} reloadDocument>
        <Trans>Try again</Trans>
      </ButtonLink>
      <ButtonLink variant="secondary" to={paths.manageTrailer.getHref()}>
        <Trans>Go to Manage trailer</Trans>
      </ButtonLink>
    </div>
  );
}
