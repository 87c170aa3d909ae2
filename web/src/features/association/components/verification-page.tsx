import { Trans } from "@lingui/react/macro";
import { Navigate } from "react-router";
import { EvaluationType } from "../../../../../shared/logistics/enums.ts";
import { ProgressStages } from "../../../components/progress-stages.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { IdentifierField } from "../../../components/ui/text-field.tsx";
import { paths } from "../../../config/paths.ts";
import { useVerification } from "../hooks/use-verification.ts";

/** TrailerVerification: proximity could not pass, so the driver reads the plate or VIN off the trailer. */
export default function VerificationPage() {
  const { formRef, flow, verifyWith, plate, vinLast6, setPlate, setVinLast6, errors, busy, submit } =
    useVerification();
  if (!flow?.check) return <Navigate to={paths.manageTrailer.getHref()} replace />;
  const trailerNumber = flow.trailerNumber;
  const reason = flow.check.evaluations.find((e) => e.type === EvaluationType.trailer_proximity)?.reason;
  const askPlate = verifyWith !== "vin";
  const askVin = verifyWith !== "plate";
  return (
    <div className="page">
      <ProgressStages association={flow.association} current="trailer" />
      <h1>
        <Trans>Verify trailer {trailerNumber}</Trans>
      </h1>
      <p>
        {reason === "noLocation" ? (
          <Trans>
            Your location is unavailable or denied, so we cannot tell that you are at the trailer. Read it off
            the trailer instead.
          </Trans>
        ) : (
          <Trans>
            We cannot tell from your location that you are at this trailer. Read it off the trailer instead.
          </Trans>
        )}
      </p>
      <form ref={formRef} className="form" noValidate onSubmit={submit}>
        {askPlate && (
          <IdentifierField
            label={<Trans>License plate</Trans>}
            name="plate"
            required={!askVin}
            value={plate}
            error={errors.plate}
            onChange={(event) => setPlate(event.target.value)}
          />
        )}
        {askPlate && askVin && (
          <p className="or">
            <Trans>or</Trans>
          </p>
        )}
        {askVin && (
          <IdentifierField
            label={<Trans>Last 6 characters of the VIN</Trans>}
            name="vinLast6"
            required={!askPlate}
            inputMode="text"
            maxLength={6}
            value={vinLast6}
            error={errors.vinLast6}
            onChange={(event) => setVinLast6(event.target.value)}
          />
        )}
        <Button type="submit" busy={busy}>
          <Trans>Verify</Trans>
        </Button>
      </form>
      <ButtonLink variant="secondary" to={paths.scan.getHref()}>
        <Trans>Scan Another Trailer</Trans>
      </ButtonLink>
    </div>
  );
}
