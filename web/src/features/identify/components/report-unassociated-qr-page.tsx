import { Trans } from "@lingui/react/macro";
import { Navigate } from "react-router";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { IdentifierField } from "#web/components/ui/text-field.tsx";
import { paths } from "#web/config/paths.ts";
import { useReportUnassociatedQr } from "#web/features/identify/hooks/use-report-unassociated-qr.ts";

/** Report unassociated QR (docs/product.md §2): 'This trailer's QR code isn't working'; enter the trailer number. */
export default function ReportUnassociatedQrPage() {
  const { formRef, scannedId, typed, setTyped, errors, busy, submit } = useReportUnassociatedQr();
  if (!scannedId) return <Navigate to={paths.manualEntry.getHref({ attach: true })} replace />;
  return (
    <div className="page">
      <h1>
        <Trans>This trailer's QR code isn't working</Trans>
      </h1>
      <p>
        <Trans>
          The sticker you scanned ({scannedId}) is not linked to any trailer. Enter the number painted on the
          trailer: we report the sticker so it gets fixed, and you go on with that number.
        </Trans>
      </p>
      <form ref={formRef} className="form" noValidate onSubmit={submit}>
        <IdentifierField
          label={<Trans>Trailer number</Trans>}
          name="trailerNumber"
          inputMode="numeric"
          hint={<Trans>Do not include the prefix SWFZ.</Trans>}
          value={typed}
          error={errors.trailerNumber}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" busy={busy}>
          <Trans>Report and continue</Trans>
        </Button>
      </form>
      <ButtonLink variant="secondary" to={paths.scan.getHref()}>
        <Trans>Scan another code</Trans>
      </ButtonLink>
    </div>
  );
}
