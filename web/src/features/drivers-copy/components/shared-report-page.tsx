import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { type ReactNode, useEffect, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import {
  ALTERED_STATUS,
  REPORT_LINK_EXPIRY,
  REPORT_LINK_SIGNATURE,
  type ReportAnswer,
  type ReportContent,
  type ReportRecord,
} from "#shared/api/reports.ts";
import type { AssessmentItem } from "#shared/assessment-item.ts";
import { sealsMatch } from "#shared/seal.ts";
import { LoadingScreen } from "#web/components/loading-screen.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  getReport,
  type ReportLinkParts,
  reportPhotoUrl,
  takeServedReport,
} from "#web/features/drivers-copy/api/get-report.ts";
import {
  COMPANY_WORDS,
  COPY_TITLE,
  type CopyWords,
  LABELS,
  REPORT_WORDS,
  sealText,
} from "#web/features/drivers-copy/copy-words.ts";
import { useEnglish, useLocaleI18n } from "#web/features/drivers-copy/hooks/use-english.ts";
import { ApiRequestError, NoResponseError } from "#web/lib/api-client.ts";
import { Bilingual, BilingualTime } from "./bilingual.tsx";
import { defectName, defectsAndSeal, ReportRecordSection } from "./report-record.tsx";
import "#web/features/drivers-copy/drivers-copy.css";

type State =
  | { kind: "loading" }
  | { kind: "authentic"; report: ReportContent }
  | { kind: "altered" | "invalid" | "expired" | "noSignal" | "failed" };

function failure(error: unknown): State {
  if (error instanceof NoResponseError) return { kind: "noSignal" };
  if (!(error instanceof ApiRequestError)) return { kind: "failed" };
  if (error.kind === "linkExpired") return { kind: "expired" };
  // A genuine link to a report that is not what the edge signed: 409 (shared/api/reports.ts).
  if (error.kind === "linkInvalid" && error.status === ALTERED_STATUS) return { kind: "altered" };
  if (error.kind === "linkInvalid" || error.kind === "validation") return { kind: "invalid" };
  return { kind: "failed" };
}

/** The state of what the edge answered in the page: the report, or the verdict it gave instead. */
const verdictState = (answer: ReportAnswer): State =>
  answer.verdict === "authentic" ? { kind: "authentic", report: answer.report } : { kind: answer.verdict };

/** What the page says when the edge does not vouch for the report: plainly, in the reader's language. */
const REFUSED: Record<Exclude<State["kind"], "loading" | "authentic">, ReactNode> = {
  altered: <Trans>This report was changed after Hitch signed it. Do not trust what it says.</Trans>,
  invalid: (
    <Trans>
      This link is not valid: it may have been cut short or changed. Ask the driver to share it again.
    </Trans>
  ),
  expired: <Trans>This link has expired. Ask the driver to share the report again.</Trans>,
  noSignal: <Trans>No signal. Open the link again when you have signal.</Trans>,
  failed: <Trans>The report could not be opened just now. Try again later.</Trans>,
};

const key = (item: AssessmentItem) => `${item.type}:${item.subType ?? ""}`;

/** Defects of the drop not recorded at pickup, and the pickup's not recorded at the drop. */
function changes(pickup: ReportRecord, drop: ReportRecord) {
  const before = defectsAndSeal(pickup).defects;
  const after = defectsAndSeal(drop).defects;
  const had = new Set(before.map(key));
  const has = new Set(after.map(key));
  return {
    added: after.filter((item) => !had.has(key(item))),
    gone: before.filter((item) => !has.has(key(item))),
  };
}

/** The drop's seal in the record's words where it is not the pickup's ("Seal 654321, pickup recorded 123456"), else null. */
function sealChange(pickup: ReportRecord, drop: ReportRecord) {
  const before = defectsAndSeal(pickup).seal?.seal;
  const after = defectsAndSeal(drop).seal?.seal;
  return before && after && !sealsMatch(before, after) ? sealText({ seal: after, pickup: before }) : null;
}

function Changes({ english, report, words }: { english: I18n; report: ReportContent; words: CopyWords }) {
  const [pickup, drop] = report.records;
  if (!pickup || !drop || pickup.association !== "attach" || drop.association !== "detach") return null;
  const { added, gone } = changes(pickup, drop);
  const seal = sealChange(pickup, drop);
  const list = (items: AssessmentItem[]) => (
    <ul className="copy-list">
      {items.map((item) => {
        const name = defectName(words, item);
        return <li key={key(item)}>{name && <Bilingual english={english} message={name} />}</li>;
      })}
    </ul>
  );
  return (
    <section className="copy-section report-changes" aria-labelledby="report-changes-heading">
      <h2 id="report-changes-heading">
        <Bilingual english={english} message={REPORT_WORDS.changes} />
      </h2>
      {added.length === 0 && gone.length === 0 && (
        <p>
          <Bilingual english={english} message={REPORT_WORDS.noChange} />
        </p>
      )}
      {/* A seal that is not the pickup's is the change a broker looks for first (decision 128). */}
      {seal && (
        <div className="report-new">
          <h3>
            <Bilingual english={english} message={LABELS.seal} />
          </h3>
          <p>
            <Bilingual english={english} message={seal} />
          </p>
        </div>
      )}
      {added.length > 0 && (
        <div className="report-new">
          <h3>
            <Bilingual english={english} message={REPORT_WORDS.newAtDrop} />
          </h3>
          {list(added)}
        </div>
      )}
      {gone.length > 0 && (
        <div>
          <h3>
            <Bilingual english={english} message={REPORT_WORDS.goneAtDrop} />
          </h3>
          {list(gone)}
        </div>
      )}
    </section>
  );
}

function Report({
  english,
  report,
  words,
  link,
}: {
  english: I18n;
  report: ReportContent;
  words: CopyWords;
  link: ReportLinkParts;
}) {
  let firstPhoto = 0;
  const records = report.records.map((record) => {
    const numbered = { ...record, firstPhoto };
    firstPhoto += record.photos.length;
    return numbered;
  });
  return (
    <>
      <p className="report-verdict report-authentic" role="status">
        <Bilingual english={english} message={REPORT_WORDS.authentic} />
      </p>
      <h1>
        <Bilingual english={english} message={COPY_TITLE} />
      </h1>
      <dl className="details copy-details">
        <div>
          <dt>
            <Bilingual english={english} message={LABELS.trailer} />
          </dt>
          <dd>{report.trailerNumber}</dd>
        </div>
        {report.company && (
          <div>
            <dt>
              <Bilingual english={english} message={LABELS.company} />
            </dt>
            <dd>
              <Bilingual english={english} message={COMPANY_WORDS[report.company]} />
            </dd>
          </div>
        )}
        <div>
          <dt>
            <Bilingual english={english} message={LABELS.order} />
          </dt>
          <dd>{report.orderNumber}</dd>
        </div>
        <div>
          <dt>
            <Bilingual english={english} message={REPORT_WORDS.shared} />
          </dt>
          <dd>
            <BilingualTime english={english} iso={report.sharedAt} />
          </dd>
        </div>
        <div>
          <dt>
            <Bilingual english={english} message={REPORT_WORDS.until} />
          </dt>
          <dd>
            <BilingualTime english={english} iso={report.expiresAt} />
          </dd>
        </div>
      </dl>
      <Changes english={english} report={report} words={words} />
      <div className="report-records">
        {records.map((record) => (
          <ReportRecordSection
            key={`${record.association}-${record.eventTime}`}
            english={english}
            record={record}
            words={words}
            photoUrl={(n) => reportPhotoUrl(link, n)}
          />
        ))}
      </div>
    </>
  );
}

/**
 * A condition report the driver shared (decision 128), opened by anyone with its link, signed in or
 * not: the edge's verdict first ("authentic", or plainly why not), then the report as it was signed,
 * in English for the record with the driver's language beside it, printable as the driver's copy is.
 */
export default function SharedReportPage({ words }: { words: CopyWords }) {
  const { id = "" } = useParams();
  const [query] = useSearchParams();
  const link: ReportLinkParts = {
    id,
    e: query.get(REPORT_LINK_EXPIRY) ?? "",
    sig: query.get(REPORT_LINK_SIGNATURE) ?? "",
  };
  // The edge's answer in the page, when it put one there (decision 142): no round trip for it.
  const [served] = useState(() => takeServedReport(link));
  const [state, setState] = useState<State>(served ? verdictState(served) : { kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Try again asks once more.
  useEffect(() => {
    if (served && attempt === 0) return;
    let live = true;
    setState({ kind: "loading" });
    getReport(link).then(
      (answer) =>
        live && setState(answer.verdict === "authentic" ? verdictState(answer) : { kind: "invalid" }),
      (error: unknown) => live && setState(failure(error)),
    );
    return () => {
      live = false;
    };
  }, [link.id, link.e, link.sig, attempt]);
  const english = useEnglish();
  const driver = useLocaleI18n(state.kind === "authentic" ? state.report.language : "en-US");

  if (state.kind === "loading" || !english || !driver) return <LoadingScreen />;
  return (
    <article className="page drivers-copy shared-report">
      <nav className="copy-actions" aria-label={english._(COPY_TITLE)}>
        {state.kind === "authentic" ? (
          <Button onClick={() => window.print()}>
            <Trans>Print or save as PDF</Trans>
          </Button>
        ) : (
          (state.kind === "noSignal" || state.kind === "failed") && (
            <Button onClick={() => setAttempt((n) => n + 1)}>
              <Trans>Try again</Trans>
            </Button>
          )
        )}
      </nav>
      {state.kind === "authentic" ? (
        <I18nProvider i18n={driver}>
          <Report english={english} report={state.report} words={words} link={link} />
        </I18nProvider>
      ) : (
        <>
          <h1>
            <Trans>Trailer condition report</Trans>
          </h1>
          <p className={`report-verdict report-${state.kind}`} role="alert">
            {REFUSED[state.kind]}
          </p>
        </>
      )}
    </article>
  );
}
