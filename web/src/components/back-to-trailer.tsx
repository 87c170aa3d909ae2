// "Back to trailer 400103" (docs/product.md §4: the driver can restore the last trailer). On a
// lookup (manual entry) it goes back to the trailer the driver was working on, or to the one the
// last lookup replaced; on a step of the trailer found (Trailer unavailable, Take possession,
// Verification) to the one it replaced. The trailer's flow comes back whole and its check runs again.
import { Trans } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { flow, lastFlow, restoreLastFlow } from "#web/stores/trailer-flow.ts";

export function BackToTrailer({ on }: { on: "lookup" | "step" }) {
  const navigate = useNavigate();
  const current = flow.value;
  const last = lastFlow.value;
  const resume = on === "lookup" && current !== null;
  const target = resume ? current : last;
  if (!target || (!resume && target.trailer.trailerId === current?.trailer.trailerId)) return null;
  const back = () => {
    if (!resume) restoreLastFlow();
    void navigate(paths.trailerCheck.getHref());
  };
  const trailerNumber = target.trailer.trailerNumber;
  return (
    <Button variant="secondary" onClick={back}>
      <Trans>Back to trailer {trailerNumber}</Trans>
    </Button>
  );
}
