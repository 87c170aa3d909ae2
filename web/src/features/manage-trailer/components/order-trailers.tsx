import { Trans, useLingui } from "@lingui/react/macro";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { paths, trailerFinderHref } from "#web/config/paths.ts";
import { useShareLocation } from "#web/features/manage-trailer/use-share-location.ts";
import { useSlotLabel } from "#web/lib/slot-label.ts";
import { heldTrailers } from "#web/stores/held-trailers.ts";
import { orderTrailers } from "#web/stores/launch-state.ts";

/** The order's trailers by slot, each with its finder map and 'Share location'. */
export function OrderTrailers() {
  const { i18n } = useLingui();
  const slotLabel = useSlotLabel();
  const { share, busy, shared } = useShareLocation();
  const trailers = orderTrailers.value;
  // A trailer the driver dropped on this phone still fills its slot in the order's state until the drop is sent (decision 105).
  const letGo = new Set(heldTrailers.value.letGo.map((write) => write.trailerId));
  if (trailers.length === 0) return null;
  const until = shared
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(shared.expiresAt),
      )
    : "";

  return (
    <section className="card" aria-labelledby="order-trailers-heading">
      <h2 id="order-trailers-heading">
        <Trans>Your order's trailers</Trans>
      </h2>
      <ul className="order-trailers">
        {trailers.map(({ trailerId, trailer, trailerFieldType }) => {
          const slot = slotLabel(trailerFieldType);
          const number = trailer.trailerNumber;
          return (
            <li key={trailerId}>
              <p>
                <Trans>
                  {slot}: trailer <strong>{number}</strong>
                </Trans>
                {letGo.has(trailerId) && (
                  <>
                    {" "}
                    <span className="phone-write">
                      <Trans>Detached on this phone · waiting to be sent</Trans>
                    </span>
                  </>
                )}
              </p>
              <ButtonLink variant="secondary" to={trailerFinderHref(trailer)}>
                <Trans>Find trailer {number} on the map</Trans>
              </ButtonLink>
              <Button variant="secondary" busy={busy === trailerId} onClick={() => void share(trailerId)}>
                <Trans>Share location of trailer {number}</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
      {trailers.length > 1 && (
        <div className="order-trailers-all">
          <ButtonLink variant="secondary" to={paths.logisticsTrailerFinderMap.getHref()}>
            <Trans>See all on one map</Trans>
          </ButtonLink>
          <Button variant="secondary" busy={busy === "load"} onClick={() => void share()}>
            <Trans>Share the location of all</Trans>
          </Button>
        </div>
      )}
      {shared && (
        <TextField
          label={<Trans>Location link, works until {until}</Trans>}
          hint={<Trans>Anyone with this link can see where the trailer is until then.</Trans>}
          readOnly
          value={shared.url}
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </section>
  );
}
