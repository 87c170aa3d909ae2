import { Trans } from "@lingui/react/macro";
import { ProgressStages } from "../../../components/progress-stages.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { paths, trailerFinderHref } from "../../../config/paths.ts";
import { useTrailerCheck } from "../hooks/use-trailer-check.ts";

/** Checking the trailer the driver identified, then on to the step the answer calls for. */
export default function TrailerCheckPage() {
  const { phase, flow, retry, goOnWithoutPosition } = useTrailerCheck();
  if (!flow) return null;
  const trailerNumber = flow.trailerNumber;
  const working = phase === "position" || phase === "checking";
  return (
    <div className="page">
      <ProgressStages association={flow.association} current="trailer" />
      <h1>
        <Trans>Trailer {trailerNumber}</Trans>
      </h1>
      {working && (
        <p className="status" role="status" aria-live="polite" aria-busy="true">
          {phase === "position" ? (
            <Trans>Getting your location…</Trans>
          ) : flow.association === "attach" ? (
            <Trans>Checking whether you can take this trailer…</Trans>
          ) : (
            <Trans>Checking whether you can drop this trailer…</Trans>
          )}
        </p>
      )}
      {goOnWithoutPosition && (
        <Button variant="secondary" onClick={goOnWithoutPosition}>
          {flow.association === "attach" ? (
            <Trans>Verify with the plate or VIN instead</Trans>
          ) : (
            <Trans>Continue without your location</Trans>
          )}
        </Button>
      )}
      {phase === "notFound" && (
        <div role="alert" className="notice">
          <h2>
            <Trans>Trailer not found</Trans>
          </h2>
          <p>
            <Trans>
              Check the trailer number and its VIN or plate, or call your driver manager. If you are looking
              for a trailer of your order, find it on the map.
            </Trans>
          </p>
          <ButtonLink variant="secondary" to={trailerFinderHref(flow)}>
            <Trans>Find it on the map</Trans>
          </ButtonLink>
        </div>
      )}
      {(phase === "noAnswer" || phase === "failed") && (
        <div role="alert" className="notice">
          <p>
            {phase === "noAnswer" ? (
              <Trans>
                There is no signal to check the trailer. Move to where you have signal, then try again.
              </Trans>
            ) : (
              <Trans>The trailer could not be checked. Try again, or contact your broker.</Trans>
            )}
          </p>
          <Button onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {!working && (
        <ButtonLink variant="secondary" to={paths.manageTrailer.getHref()}>
          <Trans>Back to Manage trailer</Trans>
        </ButtonLink>
      )}
    </div>
  );
}
