import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { CheckedEvaluation } from "#shared/api/trailers.ts";
import { EvaluationResult } from "#shared/logistics/enums.ts";
import { REASON_TEXTS } from "#web/features/association/evaluation-reasons.ts";

/**
 * The check's reasons of one result (fail: why not; warn: what to watch for), each with its next
 * step. A reason the edge could not name is the carrier's own message, shown as given: said to be
 * the carrier's, and marked as English (the carrier's language, decision 061) so a screen reader
 * reads it as such to a driver using Spanish.
 */
export function ReasonList({
  evaluations,
  result,
}: {
  evaluations: readonly CheckedEvaluation[];
  result: typeof EvaluationResult.fail | typeof EvaluationResult.warn;
}) {
  const { t } = useLingui();
  type Line = { key: string; what: string; next?: MessageDescriptor; carriers?: true };
  const lines = evaluations.flatMap((e): Line[] => {
    if (e.result !== result) return [];
    if (e.reason)
      return [{ key: e.reason, what: t(REASON_TEXTS[e.reason].what), next: REASON_TEXTS[e.reason].next }];
    return e.message ? [{ key: `message:${e.message}`, what: e.message, carriers: true }] : [];
  });
  const unique = [...new Map(lines.map((line) => [line.key, line])).values()];
  if (unique.length === 0) return null;
  return (
    <ul className={result === EvaluationResult.fail ? "reasons reasons-fail" : "reasons reasons-warn"}>
      {unique.map((line) => (
        <li key={line.key}>
          {line.carriers ? (
            <>
              {t`The carrier's system says:`} <strong lang="en">{line.what}</strong>
            </>
          ) : (
            <strong>{line.what}</strong>
          )}
          {line.next && <span> {t(line.next)}</span>}
        </li>
      ))}
    </ul>
  );
}
