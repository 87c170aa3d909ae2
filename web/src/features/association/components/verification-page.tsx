import { Trans } from "@lingui/react/macro";
import { Navigate, useNavigate } from "react-router";
import { EvaluationType } from "#shared/logistics/enums.ts";
import { BackToTrailer } from "#web/components/back-to-trailer.tsx";
import { PlateOrVinFields } from "#web/components/plate-or-vin-fields.tsx";
import { ProgressStages } from "#web/components/progress-stages.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { usePlateOrVin } from "#web/components/use-plate-or-vin.ts";
import { paths } from "#web/config/paths.ts";
import { nextStepAfterCheck } from "#web/features/association/hooks/use-trailer-check.ts";
import { MOVED_ON } from "#web/lib/use-sending.ts";

/** TrailerVerification: proximity could not pass, so the driver reads the plate or VIN off the trailer. */
export default function VerificationPage() {
  const navigate = useNavigate();
  const proof = usePlateOrVin(async () => {
    await navigate(nextStepAfterCheck(), { replace: true });
    return MOVED_ON;
  });
  const { formRef, flow, busy, submit } = proof;
  if (!flow?.check) return <Navigate to={paths.manageTrailer.getHref()} replace />;
  const trailerNumber = flow.trailer.trailerNumber;
  const reason = flow.check.evaluations.find((e) => e.type === EvaluationType.trailer_proximity)?.reason;
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
        <PlateOrVinFields {...proof} />
        <Button type="submit" busy={busy}>
          <Trans>Verify</Trans>
        </Button>
      </form>
      <ButtonLink variant="secondary" to={paths.scan.getHref()}>
        <Trans>Scan Another Trailer</Trans>
      </ButtonLink>
      <BackToTrailer on="step" />
    </div>
  );
}
