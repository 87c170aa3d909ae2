import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { formatPhoneNumber } from "../../../../../shared/validation.ts";
import { paths } from "../../../app/paths.ts";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { useCompanyName } from "../../../lib/company-name.ts";
import { currentlyAttachedTrailer, load } from "../../../stores/launch-state.ts";
import { userDetails } from "../../../stores/session.ts";
import { AppMenu } from "./app-menu.tsx";
import { EditOrderDialog } from "./edit-order-dialog.tsx";
import { OrderTrailers } from "./order-trailers.tsx";

/** Manage trailer: the driver's order and phone, and the menu (spec §2). */
export default function ManageTrailerPage() {
  const companyName = useCompanyName();
  const [editing, setEditing] = useState(false);
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
        <AppMenu onEditOrder={() => setEditing(true)} />
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
      {editing && <EditOrderDialog onClose={() => setEditing(false)} />}
    </div>
  );
}
