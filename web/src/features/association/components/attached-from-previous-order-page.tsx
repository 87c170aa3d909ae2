import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { BackLink } from "#web/components/back-link.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { paths, trailerFinderHref } from "#web/config/paths.ts";
import { trailerAttachedFromPreviousOrder } from "#web/stores/launch-state.ts";
import { startFlow } from "#web/stores/trailer-flow.ts";
import { useRecordAssociation } from "../hooks/use-record-association.ts";
import { AwayFromTrailerNotice } from "./away-from-trailer-notice.tsx";

type Step = "stillAttached" | "stillNear" | "away";

/** Still attached from a previous order (docs/product.md §4): still using it, near it or not; or detach it. */
export default function AttachedFromPreviousOrderPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("stillAttached");
  const [acknowledged, setAcknowledged] = useState(false);
  const [tried, setTried] = useState(false);
  const { record, busy, refusal } = useRecordAssociation("release");
  const held = trailerAttachedFromPreviousOrder.value;
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
          <Button variant="secondary" onClick={() => setStep("away")}>
            <Trans>No</Trans>
          </Button>
        </div>
      )}
      {step === "away" && (
        <div className="stack">
          <AwayFromTrailerNotice
            acknowledged={acknowledged}
            onAcknowledge={setAcknowledged}
            error={tried && !acknowledged}
          />
          {refusal && (
            <p className="form-error" role="alert">
              {refusal.text}
            </p>
          )}
          {!refusal?.final && (
            <Button busy={busy} onClick={release}>
              <Trans>I no longer have this trailer</Trans>
            </Button>
          )}
          <Button variant="secondary" onClick={() => setStep("stillAttached")}>
            <Trans>Back</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
