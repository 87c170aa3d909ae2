// First path segments under /trailers/ that belong to the app's own screens
// (docs/product.md §2), so never a scanned QR id. The edge Worker serves the app for them
// without the sign-in redirect; the client refuses them as a sign-in `next`.
export const TRAILER_ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  "map",
  "tacMap",
  "scan",
  "manualEntry",
  "detachTrailer",
  "trailerUnavailable",
  "trailerAssessment",
  "trailerPhotos",
  "check",
  "takePossession",
  "trailerAction",
]);
