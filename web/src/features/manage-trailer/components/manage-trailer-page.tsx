import { Trans } from "@lingui/react/macro";
import { type ReactNode, useEffect } from "react";
import { useNavigate } from "react-router";
import type { HeldTrailer } from "#shared/api/launch-state.ts";
import { formatPhoneNumber } from "#shared/validation.ts";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { useCompanyName } from "#web/lib/company-name.ts";
import { askedAboutPrevious } from "#web/stores/asked-about-previous.ts";
import { heldTrailers } from "#web/stores/held-trailers.ts";
import { launchStateLoad, load } from "#web/stores/launch-state.ts";
import { userDetails } from "#web/stores/session.ts";
import { OrderStateNotice } from "./order-state-notice.tsx";
import { OrderTrailers } from "./order-trailers.tsx";

/** A trailer the driver's own write, still waiting on this phone, changed (decision 105). */
function PhoneWriteLine({ trailerNumber, children }: { trailerNumber: string; children: ReactNode }) {
  return (
    <p>
      <Trans>
        Trailer <strong>{trailerNumber}</strong>
      </Trans>{" "}
      <span className="phone-write">{children}</span>
    </p>
  );
}

/**
 * Manage trailer: the driver's order and phone, and the menu the app gives it (docs/product.md §2), the
 * state of the driver's writes and the list of their copies of past attaches and detaches, also given
 * by the app. `reloadOrder`
 * loads the order's state again (app start's, given by the app). The trailer held is what the
 * order's state says, with the driver's own writes still waiting on this phone on top (decision
 * 105); when that state could not be loaded, the screen says so and keeps to what the phone last
 * knew, never claiming that no trailer is attached (decision 065).
 */
export default function ManageTrailerPage({
  menu,
  outbox,
  copies,
  reloadOrder,
}: {
  menu: ReactNode;
  outbox?: ReactNode;
  copies?: ReactNode;
  reloadOrder: () => Promise<void>;
}) {
  const companyName = useCompanyName();
  const navigate = useNavigate();
  const user = userDetails.value;
  const { attached, previous, letGo } = heldTrailers.value;
  const previousId = previous?.trailerId;
  const previousNumber = previous?.trailerNumber;
  // docs/product.md §4: a trailer still attached from a previous order opens its question, once.
  useEffect(() => {
    if (!previousId || askedAboutPrevious.peek() === previousId) return;
    askedAboutPrevious.value = previousId;
    void navigate(paths.attachedFromPreviousOrder.getHref());
  }, [previousId, navigate]);
  if (!user) return null;
  const detach = (trailer: HeldTrailer) => {
    // The flow's code (and its schemas) comes with the steps it starts, not with this screen (decision 091).
    void import("#web/stores/trailer-flow.ts").then(({ startFlow }) => {
      startFlow({ association: "detach", trailer });
      void navigate(paths.trailerCheck.getHref());
    });
  };
  const attachedNumber = attached?.trailerNumber;
  const currentLoad = load.value;
  // A launch state was loaded for this order at some time: what the phone keeps of it is known.
  const known = currentLoad !== null;
  const loading = launchStateLoad.value === "loading" || launchStateLoad.value === "idle";
  const equipmentType = currentLoad?.equipmentTypeId;
  const orderNumber = user.orderNumber;
  const company = companyName(user.company);

  return (
    <div className="page">
      <header className="app-header">
        <h1>
          <Trans>Manage trailer</Trans>
        </h1>
        {menu}
      </header>
      {previous && (
        <section className="card notice" aria-labelledby="previous-heading">
          <h2 id="previous-heading">
            <Trans>Still attached from a previous order</Trans>
          </h2>
          <p>
            <Trans>
              Trailer <strong>{previousNumber}</strong> is still attached to you from another order.
            </Trans>
          </p>
          <ButtonLink to={paths.attachedFromPreviousOrder.getHref()}>
            <Trans>Tell us about trailer {previousNumber}</Trans>
          </ButtonLink>
        </section>
      )}
      <section className="card" aria-labelledby="order-heading">
        <h2 id="order-heading">
          <Trans>Your order</Trans>
        </h2>
        <dl className="details">
          <div>
            <dt>
              <Trans>Order number</Trans>
            </dt>
            <dd>{orderNumber}</dd>
          </div>
          <div>
            <dt>
              <Trans>Phone number</Trans>
            </dt>
            <dd className="nowrap">{formatPhoneNumber(user.mobileNumber)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Company</Trans>
            </dt>
            <dd>{company}</dd>
          </div>
          {equipmentType && (
            <div>
              <dt>
                <Trans>Equipment type</Trans>
              </dt>
              <dd>{equipmentType}</dd>
            </div>
          )}
        </dl>
      </section>
      <section className="card" aria-labelledby="trailer-heading">
        <h2 id="trailer-heading">
          <Trans>Trailer</Trans>
        </h2>
        {letGo.map(({ id, kind, trailerNumber }) => (
          <PhoneWriteLine key={id} trailerNumber={trailerNumber}>
            {kind === "detach" ? (
              <Trans>Detached on this phone · waiting to be sent</Trans>
            ) : (
              <Trans>No longer attached on this phone · waiting to be sent</Trans>
            )}
          </PhoneWriteLine>
        ))}
        {attached ? (
          <>
            {attached.onPhone ? (
              <PhoneWriteLine trailerNumber={attached.trailerNumber}>
                <Trans>Attached on this phone · waiting to be sent</Trans>
              </PhoneWriteLine>
            ) : (
              <p>
                <Trans>
                  Attached now: trailer <strong>{attachedNumber}</strong>
                </Trans>
              </p>
            )}
            <Button onClick={() => detach(attached)}>
              <Trans>Detach trailer {attachedNumber}</Trans>
            </Button>
          </>
        ) : (
          <>
            {/* A trailer let go on this phone is said above; the order's state may still show it. */}
            {known
              ? letGo.length === 0 && (
                  <p>
                    <Trans>No trailer is attached to this order.</Trans>
                  </p>
                )
              : loading && (
                  <p className="status">
                    <Trans>Loading your order…</Trans>
                  </p>
                )}
            <ButtonLink to={paths.scan.getHref()}>
              <Trans>Attach a trailer</Trans>
            </ButtonLink>
            <ButtonLink variant="secondary" to={paths.manualEntry.getHref({ attach: true })}>
              <Trans>Enter the number instead</Trans>
            </ButtonLink>
          </>
        )}
        {/* Last: what the phone knows of the trailer, and what the driver can do with it, stay in
            view on a phone's screen above the notice that says it may be out of date. */}
        <OrderStateNotice known={known} reloadOrder={reloadOrder} />
      </section>
      {outbox}
      {copies}
      <OrderTrailers />
      <ButtonLink variant="secondary" to={paths.reportIssue.getHref()}>
        <Trans>Report an issue</Trans>
      </ButtonLink>
    </div>
  );
}
