import { Trans } from "@lingui/react/macro";
import { Link, Navigate } from "react-router";
import { EvaluationResult } from "#shared/logistics/enums.ts";
import { BackToTrailer } from "#web/components/back-to-trailer.tsx";
import { ProgressStages } from "#web/components/progress-stages.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { paths, trailerFinderHref } from "#web/config/paths.ts";
import { flow } from "#web/stores/trailer-flow.ts";
import { ReasonList } from "./reason-list.tsx";

/** Trailer unavailable (docs/product.md §8): this trailer's own reasons in plain words, and what to do next. */
export default function TrailerUnavailablePage() {
  const current = flow.value;
  if (!current?.check) return <Navigate to={paths.manageTrailer.getHref()} replace />;
  const { trailer, check, association } = current;
  const { trailerNumber } = trailer;
  return (
    <div className="page">
      <ProgressStages association={association} current="trailer" />
      <h1>
        <Trans>Trailer Unavailable</Trans>
      </h1>
      <p>
        {association === "attach" ? (
          <Trans>
            You cannot take trailer <strong>{trailerNumber}</strong>:
          </Trans>
        ) : (
          <Trans>
            You cannot drop trailer <strong>{trailerNumber}</strong>:
          </Trans>
        )}
      </p>
      <ReasonList evaluations={check.evaluations} result={EvaluationResult.fail} />
      <ButtonLink to={paths.scan.getHref()}>
        <Trans>Scan Another Trailer</Trans>
      </ButtonLink>
      <BackToTrailer on="step" />
      <ButtonLink variant="secondary" to={paths.manualEntry.getHref({ attach: association === "attach" })}>
        <Trans>Enter another number</Trans>
      </ButtonLink>
      <p className="help">
        <Trans>
          Not the trailer you expected? Check the trailer number and its VIN or plate, or call your driver
          manager.
        </Trans>{" "}
        <Link className="text-link" to={trailerFinderHref(current.trailer)}>
          <Trans>Find your order's trailer on the map</Trans>
        </Link>
      </p>
      <ButtonLink variant="secondary" to={paths.manageTrailer.getHref()}>
        <Trans>Back to Manage trailer</Trans>
      </ButtonLink>
    </div>
  );
}
