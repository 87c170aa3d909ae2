// The finder's fixtures for the React tests: the demo load's trailers, what the finder's narrow
// answer says of each, and links a test can put in a URL, which the in-memory Worker
// (in-memory-worker.ts) checks as any other once the fake has signed them.
import { type FinderTrailer, FinderTrailerSchema } from "#shared/api/finder.ts";
import { confidenceFromAccuracy, confidenceRadiusMetres } from "#shared/location-confidence.ts";
import { type OrderTrailer, OrderTrailerSchema } from "#shared/logistics/app.ts";
import { type Trailer, TrailerSchema } from "#shared/logistics/trailers.ts";
import { trailerId } from "#shared/trailer-id.ts";
import { TEST_FINDER_LINK_KEY } from "#tests/mocks/logistics-data.ts";
import { signFinderLink } from "#worker/finder/link-token.ts";

/**
 * Finder links a test can put in a URL: the fake signs the real token (with the Worker's key, for
 * the trailers of `state.linkTrailers`) on the way to the Worker, which checks it as any other.
 */
export const FINDER_LINKS = { valid: "valid-finder-link", expired: "expired-finder-link" } as const;

/** The real token for a fixture link: signed with the Worker's key, naming the link's trailers. */
export async function signedLink(fixture: string, linkTrailers: FinderTrailer[]): Promise<string> {
  const expired = fixture === FINDER_LINKS.expired;
  const now = Math.floor(Date.now() / 1000);
  return signFinderLink(TEST_FINDER_LINK_KEY, {
    scope: linkTrailers.length === 1 ? "trailer" : "load",
    trailers: linkTrailers.map(({ trailerNumber, company, slot }) => ({ trailerNumber, company, slot })),
    expiresAt: expired ? now - 60 : now + 24 * 60 * 60,
  });
}

/** An order trailer of the demo load, positioned at the demo yard unless told otherwise. */
export function demoOrderTrailer(
  trailerNumber: string,
  slot: OrderTrailer["trailerFieldType"],
  location: { lat: number; lng: number } | null = { lat: 33.4258, lng: -112.0203 },
): OrderTrailer {
  return OrderTrailerSchema.parse({
    trailerId: `${trailerNumber}-knight`,
    isCurrentlyAttachedToOrder: false,
    trailerFieldType: slot,
    trailer: {
      id: `${trailerNumber}-knight`,
      trailerNumber,
      company: "knight",
      availability: 0,
      repairsNeededLevel: 0,
      isAttached: false,
      // Reported half an hour before the test runs.
      sourceLastReported: location ? new Date(Date.now() - 30 * 60_000).toISOString() : null,
      status: "A",
      movementStatus: 0,
      currentOrderNumber: null,
      reservation: null,
      location,
      locationConfidenceRating: location ? 95 : null,
      licensePlateNumber: null,
      vehicleIdentificationNumber: null,
      trailerQr: null,
      type: "DRY_VAN",
    },
  });
}

/** What the finder's narrow answer says about an order trailer (for a link's fixture). */
export function finderView({ trailer, trailerFieldType }: OrderTrailer): FinderTrailer {
  return FinderTrailerSchema.parse({
    trailerNumber: trailer.trailerNumber,
    company: trailer.company,
    slot: trailerFieldType,
    found: true,
    position: trailer.location
      ? { ...trailer.location, radiusMetres: confidenceRadiusMetres(trailer.locationConfidenceRating) }
      : null,
    reportedAt: trailer.sourceLastReported,
    ageSeconds: null,
  });
}

/** The system of record's trailer behind a finder view: what getTrailerById answers for it. */
export function trailerOfView(view: FinderTrailer): Trailer {
  return TrailerSchema.parse({
    ...demoOrderTrailer(view.trailerNumber, view.slot ?? "inboundEmpty", view.position).trailer,
    company: view.company,
    id: trailerId(view.trailerNumber, view.company),
    sourceLastReported: view.reportedAt,
    locationConfidenceRating: view.position ? confidenceFromAccuracy(view.position.radiusMetres) : null,
  });
}
