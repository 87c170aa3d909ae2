import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ProgressStages } from "#web/components/progress-stages.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { paths, trailerFinderHref } from "#web/config/paths.ts";
import { type OrderProblem, useTrailerCheck } from "#web/features/association/hooks/use-trailer-check.ts";
import { userDetails } from "#web/stores/session.ts";

/** What is wrong with the order (docs/product.md §5, §8), and what the driver can do about it. */
function OrderProblemNotice({ problem, editOrder }: { problem: OrderProblem; editOrder: ReactNode }) {
  const orderNumber = userDetails.value?.orderNumber ?? "";
  return (
    <div role="alert" className="notice">
      {problem === "invalidOrder" ? (
        <>
          <h2>
            <Trans>Order completed</Trans>
          </h2>
          <p>
            <Trans>
              Order {orderNumber} is closed in the carrier's system, so no trailer can be attached to it or
              dropped from it. Enter your current order number, or contact your broker.
            </Trans>
          </p>
        </>
      ) : problem === "invalidOrderType" ? (
        <>
          <h2>
            <Trans>This order can't be used in Hitch</Trans>
          </h2>
          <p>
            <Trans>
              Order {orderNumber} is not a power-only order. Check the order number, or contact your broker.
            </Trans>
          </p>
        </>
      ) : (
        <>
          <h2>
            <Trans>Not on file for this order</Trans>
          </h2>
          <p>
            <Trans>
              Your phone number is not on file as a driver of order {orderNumber}. Check the order number, or
              contact your broker to add you.
            </Trans>
          </p>
        </>
      )}
      {editOrder}
    </div>
  );
}

/**
 * Checking the trailer the driver identified, then on to the step the answer calls for. `editOrder`
 * is the app's Edit order number (the auth feature's), offered when the order itself is refused; once
 * the order is changed, the check runs again for the new one.
 */
export default function TrailerCheckPage({ editOrder }: { editOrder?: (onSaved: () => void) => ReactNode }) {
  const { phase, flow, retry, goOnWithoutPosition } = useTrailerCheck();
  if (!flow) return null;
  const trailerNumber = flow.trailer.trailerNumber;
  const working = phase === "position" || phase === "checking";
  return (
    <div className="page">
      <ProgressStages association={flow.association} current="trailer" />
      <h1>
        <Trans>Trailer {trailerNumber}</Trans>
      </h1>
      {working && (
        <p className="status" role="status" aria-live="polite" aria-busy="true">
          {phase === "position" ? (
            <Trans>Getting your location…</Trans>
          ) : flow.association === "attach" ? (
            <Trans>Checking whether you can take this trailer…</Trans>
          ) : (
            <Trans>Checking whether you can drop this trailer…</Trans>
          )}
        </p>
      )}
      {goOnWithoutPosition && (
        <Button variant="secondary" onClick={goOnWithoutPosition}>
          {flow.association === "attach" ? (
            <Trans>Verify with the plate or VIN instead</Trans>
          ) : (
            <Trans>Continue without your location</Trans>
          )}
        </Button>
      )}
      {phase === "notFound" && (
        <div role="alert" className="notice">
          <h2>
            <Trans>Trailer not found</Trans>
          </h2>
          <p>
            <Trans>
              Check the trailer number and its VIN or plate, or call your driver manager. If you are looking
              for a trailer of your order, find it on the map.
            </Trans>
          </p>
          <ButtonLink variant="secondary" to={trailerFinderHref(flow.trailer)}>
            <Trans>Find it on the map</Trans>
          </ButtonLink>
        </div>
      )}
      {(phase === "invalidOrder" || phase === "invalidOrderType" || phase === "notOnFile") && (
        <OrderProblemNotice problem={phase} editOrder={editOrder?.(retry)} />
      )}
      {(phase === "noAnswer" || phase === "failed") && (
        <div role="alert" className="notice">
          <p>
            {phase === "noAnswer" ? (
              <Trans>
                There is no signal to check the trailer. Move to where you have signal, then try again.
              </Trans>
            ) : (
              <Trans>The trailer could not be checked. Try again, or contact your broker.</Trans>
            )}
          </p>
          <Button onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {!working && (
        <ButtonLink variant="secondary" to={paths.manageTrailer.getHref()}>
          <Trans>Back to Manage trailer</Trans>
        </ButtonLink>
      )}
    </div>
  );
}
