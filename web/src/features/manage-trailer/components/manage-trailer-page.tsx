import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { formatPhoneNumber } from "../../../../../shared/validation.ts";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { useCompanyName } from "../../../lib/company-name.ts";
import { currentlyAttachedTrailer, load } from "../../../stores/launch-state.ts";
import { userDetails } from "../../../stores/session.ts";
import { OrderTrailers } from "./order-trailers.tsx";

/** Manage trailer: the driver's order and phone, and the menu the app gives it (spec §2). */
export default function ManageTrailerPage({ menu }: { menu: ReactNode }) {
  const companyName = useCompanyName();
  const user = userDetails.value;
  if (!user) return null;
  const attached = currentlyAttachedTrailer.value;
  const attachedNumber = attached?.trailerNumber;
  const currentLoad = load.value;
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
          {currentLoad && (
            <div>
              <dt>
                <Trans>Equipment type</Trans>
              </dt>
              <dd>{currentLoad.equipmentTypeId}</dd>
            </div>
          )}
        </dl>
      </section>
      <section className="card" aria-labelledby="trailer-heading">
        <h2 id="trailer-heading">
          <Trans>Trailer</Trans>
        </h2>
        {attachedNumber ? (
          <p>
            <Trans>
              Attached now: trailer <strong>{attachedNumber}</strong>
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>No trailer is attached to this order.</Trans>
          </p>
        )}
      </section>
      <OrderTrailers />
      <ButtonLink variant="secondary" to={paths.reportIssue.getHref()}>
        <Trans>Report an issue</Trans>
      </ButtonLink>
    </div>
  );
}
