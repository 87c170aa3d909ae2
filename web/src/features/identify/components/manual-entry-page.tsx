import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { BackToTrailer } from "#web/components/back-to-trailer.tsx";
import { ProgressStages } from "#web/components/progress-stages.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { IdentifierField } from "#web/components/ui/text-field.tsx";
import { paths } from "#web/config/paths.ts";
import { useManualEntry } from "#web/features/identify/hooks/use-manual-entry.ts";
import { useCompanyName } from "#web/lib/company-name.ts";

/**
 * Manual entry (docs/product.md §2): the trailer number typed when the sticker cannot be scanned; to
 * take a trailer, or (at /trailers/manualEntry, "Need to Detach?") to drop one.
 */
export default function ManualEntryPage() {
  const { t } = useLingui();
  const companyName = useCompanyName();
  const {
    association,
    holding,
    detachHeld,
    needToDetach,
    formRef,
    draft,
    stripped,
    type,
    errors,
    busy,
    submit,
    notFound,
    choices,
    choose,
    invalidQr,
    unassociatedQr,
  } = useManualEntry();
  return (
    <div className="page">
      <ProgressStages association={association} current="trailer" />
      <h1>
        {association === "attach" ? (
          <Trans>Enter the trailer number</Trans>
        ) : (
          <Trans>Enter the number of the trailer to drop</Trans>
        )}
      </h1>
      {association === "detach" &&
        holding.map((trailer) => {
          const { trailerNumber } = trailer;
          return (
            <Button key={trailer.trailerId} onClick={() => detachHeld(trailer)}>
              <Trans>Detach trailer {trailerNumber}</Trans>
            </Button>
          );
        })}
      {invalidQr && (
        <p className="notice" role="status">
          <Trans>That QR code did not work. Type the number painted on the trailer instead.</Trans>
        </p>
      )}
      {unassociatedQr && (
        <p className="notice" role="status">
          <Trans>Thank you: the sticker was reported. Now continue with the trailer number.</Trans>
        </p>
      )}
      <form ref={formRef} className="form" noValidate onSubmit={submit}>
        <IdentifierField
          label={<Trans>Trailer number</Trans>}
          name="trailerNumber"
          inputMode="numeric"
          hint={<Trans>Do not include the prefix SWFZ.</Trans>}
          value={draft}
          error={errors.trailerNumber}
          onChange={(event) => type(event.target.value)}
        />
        {stripped && (
          <p className="field-hint" role="status">
            <Trans>The prefix SWFZ is left out.</Trans>
          </p>
        )}
        <p className="help">
          <Trans>
            Allow location when your phone asks: it shows that you are at the trailer. Without it you will be
            asked for the trailer's plate or VIN.
          </Trans>
        </p>
        {choices ? (
          <fieldset className="stack">
            <legend>
              <Trans>Two companies have a trailer with this number. Which company's is it?</Trans>
            </legend>
            {choices.map((choice) => (
              <Button key={choice.trailerId} variant="secondary" onClick={() => choose(choice)}>
                {companyName(choice.company)}
              </Button>
            ))}
          </fieldset>
        ) : (
          <Button
            type="submit"
            busy={busy}
            variant={holding.length > 0 && association === "detach" ? "secondary" : undefined}
          >
            {association === "attach" ? <Trans>Complete Assessment</Trans> : <Trans>Continue</Trans>}
          </Button>
        )}
      </form>
      {notFound && (
        <div className="notice" role="alert">
          <h2>
            <Trans>Trailer {notFound} not found</Trans>
          </h2>
          <p>
            <Trans>Check the number and the trailer's VIN or plate, or call your driver manager.</Trans>
          </p>
          <ButtonLink variant="secondary" to={paths.logisticsTrailerFinderMap.getHref()}>
            <Trans>Find your order's trailers on the map</Trans>
          </ButtonLink>
        </div>
      )}
      {association === "attach" && (
        <p>
          <button type="button" className="text-link" onClick={needToDetach}>
            <Trans>Need to Detach?</Trans>
          </button>
        </p>
      )}
      <BackToTrailer on="lookup" />
      <ButtonLink variant="secondary" to={paths.scan.getHref()}>
        {t`Scan the QR code instead`}
      </ButtonLink>
      <Link className="text-link" to={paths.manageTrailer.getHref()}>
        <Trans>Back to Manage trailer</Trans>
      </Link>
    </div>
  );
}
