import { Trans } from "@lingui/react/macro";
import type { FinderTrailer } from "#shared/api/finder.ts";
import { distanceMetres, type LatLng } from "#shared/geo.ts";
import { trailerId } from "#shared/trailer-id.ts";
import {
  appleMapsDirections,
  directionsOrder,
  googleMapsDirections,
} from "#web/features/finder/directions.ts";
import { useFinderFormat } from "#web/features/finder/format.ts";
import { useCompanyName } from "#web/lib/company-name.ts";
import { useSlotLabel } from "#web/lib/slot-label.ts";

type Props = {
  trailer: FinderTrailer;
  /** Seconds since the answer came, added to the trailer's age. */
  elapsedSeconds: number;
  phone: LatLng | null;
};

/** Everything the map shows about one trailer, in text: the map is never the only way to it. */
export function FinderTrailerCard({ trailer, elapsedSeconds, phone }: Props) {
  const format = useFinderFormat();
  const companyName = useCompanyName();
  const slotLabel = useSlotLabel();
  const number = trailer.trailerNumber;
  const company = companyName(trailer.company);
  const slot = trailer.slot ? slotLabel(trailer.slot) : null;
  const headingId = `finder-trailer-${trailerId(number, trailer.company)}`;
  const { position } = trailer;
  const radius = position ? format.distance(position.radiusMetres) : "";

  return (
    <li className="card finder-trailer" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {slot ? (
          <Trans>
            {slot}: trailer {number} ({company})
          </Trans>
        ) : (
          <Trans>
            Trailer {number} ({company})
          </Trans>
        )}
      </h2>
      {!trailer.found ? (
        <p className="finder-problem">
          <Trans>This trailer is not in the carrier's records. Check the number with your broker.</Trans>
        </p>
      ) : position === null ? (
        <p className="finder-problem">
          <Trans>
            No position has been reported for this trailer yet. Call your broker or driver manager.
          </Trans>
        </p>
      ) : (
        <>
          <dl className="details">
            <div>
              <dt>
                <Trans>Last known position</Trans>
              </dt>
              <dd className="nowrap">{format.coordinates(position.lat, position.lng)}</dd>
            </div>
            <div>
              <dt>
                <Trans>How sure</Trans>
              </dt>
              <dd>
                <Trans>Within about {radius} of that point</Trans>
              </dd>
            </div>
            {trailer.ageSeconds !== null && trailer.reportedAt !== null && (
              <div>
                <dt>
                  <Trans>Reported</Trans>
                </dt>
                <dd>
                  {format.age(trailer.ageSeconds + elapsedSeconds)}{" "}
                  <span className="finder-clock">({format.clock(trailer.reportedAt)})</span>
                </dd>
              </div>
            )}
            {phone && (
              <div>
                <dt>
                  <Trans>Distance from you</Trans>
                </dt>
                <dd>{format.distance(distanceMetres(phone, position))}</dd>
              </div>
            )}
          </dl>
          <div className="finder-directions">
            {directionsOrder().map((app, index) => (
              <a
                key={app}
                className={`btn ${index === 0 ? "btn-primary" : "btn-secondary"}`}
                href={app === "google" ? googleMapsDirections(position) : appleMapsDirections(position)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {app === "google" ? (
                  <Trans>Directions in Google Maps</Trans>
                ) : (
                  <Trans>Directions in Apple Maps</Trans>
                )}
              </a>
            ))}
          </div>
        </>
      )}
    </li>
  );
}
