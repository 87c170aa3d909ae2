// Take possession (docs/product.md §2, §3): the driver says which of the load's trailers
// this is (inbound empty, loaded, outbound empty); the check runs again with that
// status, since some reasons depend on it (loaded vs empty, a slot already filled);
// then the assessment. A loaded trailer's seal is asked here too (decision 123): its number or No
// seal, kept in the flow as typed, sent with the assessment.
import { useState } from "react";
import { useNavigate } from "react-router";
import type { TrailerCheckResult } from "#shared/api/trailers.ts";
import { EvaluationResult, type LoadTrailerStatus } from "#shared/logistics/enums.ts";
import { paths } from "#web/config/paths.ts";
import { checkTrailer } from "#web/features/association/api/check-trailer.ts";
import { positionOrNull } from "#web/lib/geolocation.ts";
import { MOVED_ON, useSending } from "#web/lib/use-sending.ts";
import { type SealProblem, sealOfDraft } from "#web/stores/seal-draft.ts";
import { flow, trailerRef, updateFlow, updateSeal } from "#web/stores/trailer-flow.ts";

export function useTakePossession() {
  const navigate = useNavigate();
  const current = flow.value;
  // A seal answered before a reload says the trailer was chosen as the loaded one.
  const [status, setStatus] = useState<LoadTrailerStatus | undefined>(
    current?.loadTrailerStatus ?? (current?.seal ? "loadedTrailer" : undefined),
  );
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<TrailerCheckResult | null>(null);
  const [error, setError] = useState<string>();
  const { busy, send } = useSending();

  const choose = (next: LoadTrailerStatus) => {
    setStatus(next);
    setRefusal(null);
    setError(undefined);
  };

  const sealAsked = status === "loadedTrailer";
  const answered = sealOfDraft(current?.seal);
  const sealProblem: SealProblem | undefined = tried && "problem" in answered ? answered.problem : undefined;

  const confirm = () => {
    if (!current || !status) return;
    setError(undefined);
    setTried(true);
    if (sealAsked && "problem" in answered) return;
    void send(
      "send",
      async () => {
        const check = await checkTrailer({
          trailer: trailerRef(current.trailer),
          association: "attach",
          location: await positionOrNull(),
          loadTrailerStatus: status,
        });
        if (check.evaluations.some((e) => e.result === EvaluationResult.fail)) return setRefusal(check);
        updateFlow({
          loadTrailerStatus: status,
          check: { ...check, verifyWith: current.check?.verifyWith ?? "none" },
        });
        await navigate(paths.trailerAssessment.getHref({ attach: true }));
        return MOVED_ON;
      },
      ({ text }) => setError(text),
    );
  };

  return {
    flow: current,
    status,
    choose,
    seal: { asked: sealAsked, draft: current?.seal, change: updateSeal, problem: sealProblem },
    confirm,
    refusal,
    error,
    busy: busy !== null,
  };
}
