import { useLingui } from "@lingui/react/macro";
import type { CheckedEvaluation } from "../../../../../shared/api/trailers.ts";
import { EvaluationResult } from "../../../../../shared/logistics/enums.ts";
import { REASON_TEXTS } from "../evaluation-reasons.ts";

/** The check's reasons of one result (fail: why not; warn: what to watch for), each with its next step. */
export function ReasonList({
  evaluations,
  result,
}: {
  evaluations: readonly CheckedEvaluation[];
  result: typeof EvaluationResult.fail | typeof EvaluationResult.warn;
}) {
  const { t } = useLingui();
  const reasons = evaluations.flatMap((e) => (e.result === result && e.reason ? [e.reason] : []));
  if (reasons.length === 0) return null;
  return (
    <ul className={result === EvaluationResult.fail ? "reasons reasons-fail" : "reasons reasons-warn"}>
      {[...new Set(reasons)].map((reason) => {
        const text = REASON_TEXTS[reason];
        return (
          <li key={reason}>
            <strong>{t(text.what)}</strong>
            {text.next && <span> {t(text.next)}</span>}
          </li>
        );
      })}
    </ul>
  );
}
