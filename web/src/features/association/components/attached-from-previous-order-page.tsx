import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { BackLink } from "#web/components/back-link.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { paths, trailerFinderHref } from "#web/config/paths.ts";
import { useRecordAssociation } from "#web/features/association/hooks/use-record-association.ts";
import { heldTrailers } from "#web/stores/held-trailers.ts";
import { type PREVIOUS_ORDER_STEPS, previousOrderAnswer } from "#web/stores/previous-order-answer.ts";
import { startFlow } from "#web/stores/trailer-flow.ts";
import { AwayFromTrailerNotice } from "./away-from-trailer-notice.tsx";

type Step = (typeof PREVIOUS_ORDER_STEPS)[number];

/**
 * Still attached from a previous order (docs/product.md §4): "Are you still attached?". Still using it:
 * near it, its assessment; not near it, it stays attached and the reporting rule is said for when
 * it is dropped. Detach it: the detach flow. No longer have it: a release, with the reporting
 * rule acknowledged. Each answer's next words follow from it; where the driver is, and the rule's
 * answer, survive a reload (stores/previous-order-answer.ts).
 */
export default function AttachedFromPreviousOrderPage() {
  const navigate = useNavigate();
  const [tried, setTried] = useState(false);
  const { record, busy, refusal } = useRecordAssociation("release");
  // Once a detach or release of it waits on this phone there is nothing left to ask (decision 105);
  // the trailer asked about stays this page's while its release is being recorded.
  const [held] = useState(() => heldTrailers.peek().previous);
  const saved = previousOrderAnswer.value;
  const { step, acknowledged } =
    saved && saved.trailerId === held?.trailerId
      ? saved
      : { step: "stillAttached" as Step, acknowledged: false };
  const answer = (change: { step?: Step; acknowledged?: boolean }) => {
    if (held) previousOrderAnswer.value = { step, acknowledged, ...change, trailerId: held.trailerId };
  };
  const setStep = (next: Step) => answer({ step: next });
  if (!held) return <Navigate to={paths.manageTrailer.getHref()} replace />;
  const { trailerNumber, currentOrderNumber } = held;
  const start = (association: "attach" | "detach") =>
    startFlow({ association, origin: "previousOrder", trailer: held });
  const check = (association: "attach" | "detach") => {
    start(association);
    void navigate(paths.trailerCheck.getHref());
  };
  const release = () => {
    setTried(true);
    if (!acknowledged) return;
    start("detach");
    void record();
  };
  const back = (
    <Button variant="secondary" onClick={() => setStep("stillAttached")}>
      <Trans>Back</Trans>
    </Button>
  );

  return (
    <div className="page">
      {/* Asked on the way in; the question stays on Manage trailer for later (decision 107). */}
      <div className="page-nav">
        <BackLink />
      </div>
      <h1>
        <Trans>Are you still attached?</Trans>
      </h1>
      <p>
        {currentOrderNumber ? (
          <Trans>
            Trailer <strong>{trailerNumber}</strong> is still attached to you from order {currentOrderNumber}.
          </Trans>
        ) : (
          <Trans>
            Trailer <strong>{trailerNumber}</strong> is still attached to you from a previous order.
          </Trans>
        )}{" "}
        <Link className="text-link" to={trailerFinderHref(held)}>
          <Trans>Where is it?</Trans>
        </Link>
      </p>
      {step === "stillAttached" && (
        <div className="stack">
          <Button onClick={() => setStep("stillNear")}>
            <Trans>I am still using it</Trans>
          </Button>
          <Button variant="secondary" onClick={() => check("detach")}>
            <Trans>Detach it</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setStep("noLonger")}>
            <Trans>I no longer have this trailer</Trans>
          </Button>
        </div>
      )}
      {step === "stillNear" && (
        <div className="stack">
          <h2>
            <Trans>Are you still near the trailer?</Trans>
          </h2>
          <Button onClick={() => check("attach")}>
            <Trans>Yes, I am at the trailer</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setStep("notNear")}>
            <Trans>No</Trans>
          </Button>
        </div>
      )}
      {step === "notNear" && (
        <div className="stack">
          <div className="notice notice-warning" role="status">
            <p>
              <strong>
                <Trans>Trailer {trailerNumber} stays attached to you.</Trans>
              </strong>{" "}
              <Trans>
                When you drop it, detach it in Hitch right there. A detach must be reported at the time you
                drop the trailer. Not doing so leads to disqualification from Power Only loads.
              </Trans>
            </p>
          </div>
          <ButtonLink to={paths.manageTrailer.getHref()}>
            <Trans>Keep it attached to me</Trans>
          </ButtonLink>
          {back}
        </div>
      )}
      {step === "noLonger" && (
        <div className="stack">
          <AwayFromTrailerNotice
            acknowledged={acknowledged}
            onAcknowledge={(acknowledged) => answer({ acknowledged })}
            error={tried && !acknowledged}
            lead={<Trans>It was left without a detach in Hitch.</Trans>}
          />
          {refusal && (
            <p className="form-error" role="alert">
              {refusal.text}
            </p>
          )}
          {!refusal?.final && (
            <Button busy={busy} onClick={release}>
              <Trans>Record that I no longer have it</Trans>
            </Button>
          )}
          {back}
        </div>
      )}
    </div>
  );
}
