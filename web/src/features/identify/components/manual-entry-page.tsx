import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "react-router";
import { ProgressStages } from "#web/components/progress-stages.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { IdentifierField } from "#web/components/ui/text-field.tsx";
import { paths } from "#web/config/paths.ts";
import { useCompanyName } from "#web/lib/company-name.ts";
import { currentlyAttachedTrailer } from "#web/stores/launch-state.ts";
import { startFlow } from "#web/stores/trailer-flow.ts";
import { useManualEntry } from "../hooks/use-manual-entry.ts";

/** Manual entry (docs/product.md §2): the trailer number typed when the sticker cannot be scanned. */
export default function ManualEntryPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const companyName = useCompanyName();
  const {
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
  const held = currentlyAttachedTrailer.value;
  const detachHeld = () => {
    if (!held) return;
    startFlow({ association: "detach", trailer: held });
    void navigate(paths.trailerCheck.getHref());
  };
  return (
    <div className="page">
      <ProgressStages association="attach" current="trailer" />
      <h1>
        <Trans>Enter the trailer number</Trans>
      </h1>
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
              <Button key={choice.id} variant="secondary" onClick={() => choose(choice)}>
                {companyName(choice.company)}
              </Button>
            ))}
          </fieldset>
        ) : (
          <Button type="submit" busy={busy}>
            <Trans>Complete Assessment</Trans>
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
      {held && (
        <p>
          <button type="button" className="text-link" onClick={detachHeld}>
            <Trans>Need to Detach?</Trans>
          </button>
        </p>
      )}
      <ButtonLink variant="secondary" to={paths.scan.getHref()}>
        {t`Scan the QR code instead`}
      </ButtonLink>
      <Link className="text-link" to={paths.manageTrailer.getHref()}>
        <Trans>Back to Manage trailer</Trans>
      </Link>
    </div>
  );
}
