import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useParams } from "react-router";
import { formatPhoneNumber } from "#shared/validation.ts";
import { LoadingScreen } from "#web/components/loading-screen.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { copyAsEntry, withStates } from "#web/features/drivers-copy/copy-from-outbox.ts";
import {
  COMPANY_WORDS,
  COPY_TITLE,
  type CopyWords,
  KIND_WORDS,
  LABELS,
  NO_ASSESSMENT,
  NO_LOCATION,
  NOT_ACCEPTED_KIND_WORDS,
  placeText,
  refusedStateWords,
  SEAL_ON_PHONE_ONLY,
  SLOT_WORDS,
  STATE_WORDS,
  STATEMENT_WORDS,
  sealText,
} from "#web/features/drivers-copy/copy-words.ts";
import { useEnglish } from "#web/features/drivers-copy/hooks/use-english.ts";
import { driversCopies, readCopies } from "#web/features/drivers-copy/store/copies.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { isPartlyRecorded } from "#web/outbox/write-outcome.ts";
import { userDetails } from "#web/stores/session.ts";
import { Bilingual, BilingualTime, Fact } from "./bilingual.tsx";
import { CopyAssessmentList } from "./copy-assessment.tsx";
import { CopyPhotos } from "./copy-photos.tsx";
import { ShareReport } from "./share-report.tsx";
import "#web/features/drivers-copy/drivers-copy.css";

/**
 * The driver's copy of one attach or detach (decision 054): a condition report in English for the
 * record, with the driver's language beside it, read from this phone (it opens with no signal),
 * printed or saved as a PDF by the browser's print (the print stylesheet leaves out the app around it).
 */
export default function DriversCopyPage({ words }: { words: CopyWords }) {
  const { t } = useLingui();
  const { id } = useParams();
  const english = useEnglish();
  const copies = driversCopies.value;
  const user = userDetails.value;
  // The outbox's states are the freshest: a photo sent a moment ago says so here at once.
  const entries = outbox.entries.value;
  const unread = copies === null;
  useEffect(() => {
    if (unread) void readCopies();
  }, [unread]);
  if (copies === null || !english) return <LoadingScreen />;

  const stored = copies.find((c) => c.id === id && c.mobileNumber === user?.mobileNumber);
  if (!stored) {
    return (
      <div className="page">
        <h1>
          <Trans>Condition report not found</Trans>
        </h1>
        <p>
          <Trans>This condition report is not on this phone.</Trans>
        </p>
        <ButtonLink to={paths.manageTrailer.getHref()}>
          <Trans>Back to Manage trailer</Trans>
        </ButtonLink>
      </div>
    );
  }
  const copy = withStates(stored, entries, () => false).copy;
  // A refused association is never shown as recorded (decision 064); one recorded in part is.
  const partly = isPartlyRecorded(copyAsEntry(copy));
  const notAccepted = copy.state === "refused" && !partly;
  // The seal as sent with the assessment, else a quick drop's, kept on this phone only (decision 141).
  const seal = copy.assessment?.seal ?? copy.quickDropSeal;
  const stateWords =
    copy.state === "refused" ? refusedStateWords(copy.refusal?.reasonCode, partly) : STATE_WORDS[copy.state];
  const place = copy.location
    ? placeText(copy.location.lat, copy.location.lng, copy.location.accuracy)
    : NO_LOCATION;

  return (
    <article className="page drivers-copy">
      <nav className="copy-actions" aria-label={t`Condition report`}>
        <ButtonLink variant="secondary" to={paths.manageTrailer.getHref()}>
          <Trans>Back to Manage trailer</Trans>
        </ButtonLink>
        <Button onClick={() => window.print()}>
          <Trans>Print or save as PDF</Trans>
        </Button>
        <ShareReport copy={copy} copies={copies} />
      </nav>
      <h1>
        <Bilingual english={english} message={COPY_TITLE} />
      </h1>
      <dl className="details copy-details">
        <Fact english={english} label={LABELS.trailer}>
          {copy.trailerNumber}
        </Fact>
        {copy.company && (
          <Fact english={english} label={LABELS.company}>
            <Bilingual english={english} message={COMPANY_WORDS[copy.company]} />
          </Fact>
        )}
        <Fact english={english} label={LABELS.order}>
          {copy.orderNumber}
        </Fact>
        <Fact english={english} label={LABELS.phone}>
          {formatPhoneNumber(copy.mobileNumber)}
        </Fact>
        <Fact english={english} label={notAccepted ? LABELS.attempted : LABELS.what}>
          <Bilingual
            english={english}
            message={notAccepted ? NOT_ACCEPTED_KIND_WORDS[copy.kind] : KIND_WORDS[copy.kind]}
          />
        </Fact>
        <Fact english={english} label={LABELS.when}>
          <BilingualTime english={english} iso={copy.eventTime} />
        </Fact>
        <Fact english={english} label={LABELS.where}>
          <Bilingual english={english} message={place} />
        </Fact>
        {copy.loadTrailerStatus && (
          <Fact english={english} label={LABELS.slot}>
            <Bilingual english={english} message={SLOT_WORDS[copy.loadTrailerStatus]} />
          </Fact>
        )}
        {seal && (
          <Fact english={english} label={LABELS.seal}>
            <div>
              <Bilingual english={english} message={sealText(seal)} />
            </div>
            {!copy.assessment?.seal && (
              <div className="field-hint">
                <Bilingual english={english} message={SEAL_ON_PHONE_ONLY} />
              </div>
            )}
          </Fact>
        )}
        {copy.statements && copy.statements.length > 0 && (
          <Fact english={english} label={LABELS.certified}>
            <ul className="copy-statements">
              {copy.statements.map((statement) => (
                <li key={statement}>
                  <Bilingual english={english} message={STATEMENT_WORDS[statement]} />
                </li>
              ))}
            </ul>
          </Fact>
        )}
        <Fact english={english} label={LABELS.record}>
          <span className={`copy-state copy-state-${copy.state}`}>
            <Bilingual english={english} message={stateWords} />
          </span>
        </Fact>
        {copy.requestId !== undefined && (
          <Fact english={english} label={LABELS.reference}>
            <span className="request-reference">{copy.requestId}</span>
          </Fact>
        )}
      </dl>
      <section className="copy-section" aria-labelledby="copy-assessment-heading">
        <h2 id="copy-assessment-heading">
          <Bilingual english={english} message={LABELS.assessment} />
        </h2>
        {copy.assessment ? (
          <CopyAssessmentList english={english} assessment={copy.assessment} words={words} />
        ) : (
          <p>
            <Bilingual english={english} message={NO_ASSESSMENT} />
          </p>
        )}
      </section>
      {copy.photos.length > 0 && (
        <section className="copy-section" aria-labelledby="copy-photos-heading">
          <h2 id="copy-photos-heading">
            <Bilingual english={english} message={LABELS.photos} />
          </h2>
          <CopyPhotos
            english={english}
            photos={copy.photos}
            sides={words.sides}
            categories={words.categories}
          />
        </section>
      )}
    </article>
  );
}
