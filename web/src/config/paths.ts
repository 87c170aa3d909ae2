// Every route of docs/product.md §2's table, with typed hrefs, and the workflow steps the
// spec names without a path. A path with no mounted screen (the photos, their
// own issue) shows Not found.
import type { Association, Company } from "#shared/logistics/enums.ts";
import { trailerId } from "#shared/trailer-id.ts";
import { type CategoryScreen, type CommentScreen, DAMAGE_CATEGORIES } from "./assessment-screens.ts";

type Query = Record<string, string | boolean | undefined>;

function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const seg = encodeURIComponent;

/** A route whose href is its path. */
const at = <P extends string, A extends boolean>(path: P, auth: A) => ({ path, auth, getHref: () => path });

export const paths = {
  welcome: at("/", false),
  login: {
    path: "/login",
    auth: false,
    /** `next`: where to continue after sign-in (only a scanned trailer's page). */
    getHref: (next?: string) => withQuery("/login", { next }),
  },
  // The spec names these two screens without paths; they are steps of Login, and carry its `next`
  // so that whichever sees the driver signed in first (the screen or the guest rule, `Access`) goes to the same place.
  companySelection: {
    path: "/login/company",
    auth: false,
    getHref: (next?: string) => withQuery("/login/company", { next }),
  },
  verifyIdentity: {
    path: "/login/verify",
    auth: false,
    getHref: (next?: string) => withQuery("/login/verify", { next }),
  },
  privacyPolicy: at("/privacyPolicy", false),
  termsOfUse: at("/termsOfUse", false),
  unauthorized: at("/unauthorized", false),
  // The finder maps (decision 043). A signed-in driver names one of their own trailers by its id;
  // a shared link's path (`#link=<token>`) comes from the Worker (shared/api/finder.ts finderLinkPath).
  assetTrailerFinderMap: {
    path: "/trailers/map",
    auth: false,
    getHref: (q: { trailer?: string } = {}) => withQuery("/trailers/map", q),
  },
  logisticsTrailerFinderMap: at("/trailers/tacMap", false),
  qrScanLanding: {
    path: "/trailers/:qrId",
    auth: false,
    getHref: (qrId: string) => `/trailers/${seg(qrId)}`,
  },
  reportIssue: at("/reportIssue", true),
  manageTrailer: at("/manageTrailer", true),
  attachedFromPreviousOrder: at("/attachedFromPreviousOrder", true),
  trailerStatusIndication: at("/trailerStatusIndication", true),
  reportUnassociatedQr: at("/reportUnassociatedQr", true),
  manualEntry: {
    path: "/trailers/manualEntry/:attach?",
    auth: true,
    getHref: (
      q: {
        attach?: boolean;
        trailerNumber?: string;
        trailerCompany?: string;
        invalidQr?: boolean;
        unassociatedQr?: boolean;
      } = {},
    ) => {
      const { attach, ...query } = q;
      return withQuery(attach ? "/trailers/manualEntry/attach" : "/trailers/manualEntry", query);
    },
  },
  trailerVerification: {
    path: "/trailers/manualEntry/verification",
    auth: true,
    getHref: (q: { skipVerification?: boolean; association?: Association } = {}) =>
      withQuery("/trailers/manualEntry/verification", q),
  },
  detachTrailer: at("/trailers/detachTrailer", true),
  // The spec names these screens without paths (§2); they are steps of the trailer workflow.
  /** The check of the trailer the driver identified: attachability or detachability, then the next step. */
  trailerCheck: at("/trailers/check", true),
  /** Take possession: choose the trailer's status (its slot on the load). */
  takePossession: at("/trailers/takePossession", true),
  /** Trailer action: attaching or detaching, when both make sense for the trailer identified. */
  trailerAction: at("/trailers/trailerAction", true),
  scan: at("/trailers/scan", true),
  trailerUnavailable: at("/trailers/trailerUnavailable", true),
  trailerAssessment: {
    path: "/trailers/trailerAssessment/:attach?",
    auth: true,
    getHref: (
      q: { attach?: boolean; markAll?: boolean; association?: Association; resetAssessment?: boolean } = {},
    ) => {
      const { attach, ...query } = q;
      return withQuery(attach ? "/trailers/trailerAssessment/attach" : "/trailers/trailerAssessment", query);
    },
  },
  damageCategory: {
    path: "/trailers/trailerAssessment/:category",
    /**
     * Mounted as one static path per category: a `:category` segment would tie with the
     * assessment's own `:attach?`, and react-router would not know which to take.
     */
    routePaths: DAMAGE_CATEGORIES.map((category) => `/trailers/trailerAssessment/${category}`),
    auth: true,
    getHref: (category: CategoryScreen) => `/trailers/trailerAssessment/${category}`,
  },
  /** The virtual red tag (docs/product.md §4, §8 'the red tag prompt'), a step of the assessment without a path of its own. */
  redTag: at("/trailers/trailerAssessment/redTag", true),
  damageComment: {
    path: "/trailers/trailerAssessment/:screen/:subType",
    auth: true,
    getHref: (screen: CommentScreen, subType: string) =>
      `/trailers/trailerAssessment/${screen}/${seg(subType)}`,
  },
  trailerPhotos: {
    path: "/trailers/trailerPhotos",
    auth: true,
    getHref: (q: { association?: Association } = {}) => withQuery("/trailers/trailerPhotos", q),
  },
  photoSubsection: {
    path: "/trailers/trailerPhotos/:subsection",
    // The spec's table sets no auth flag on this route.
    auth: false,
    /** A view, or `roadworthy`; `retake`: the id of a photo the system of record refused, to take again. */
    getHref: (subsection: string, q: { retake?: string } = {}) =>
      withQuery(`/trailers/trailerPhotos/${seg(subsection)}`, q),
  },
  // Not in the spec's table: the driver's copy of one attach or detach, kept on the phone (decision 054).
  driversCopy: {
    path: "/conditionReport/:id",
    auth: true,
    getHref: (id: string) => `/conditionReport/${seg(id)}`,
  },
  // Not in the spec's table: a condition report a driver shared, opened by anyone with its signed link
  // (decision 128). The link, with its expiry and signature, is made by the edge (shared/api/reports.ts).
  sharedReport: {
    path: "/reports/:id",
    auth: false,
    getHref: (id: string) => `/reports/${seg(id)}`,
  },
} as const;

export type RouteName = keyof typeof paths;
/** Routes reachable without parameters: what a dialog button may name. */
export type SimpleRouteName = {
  [K in RouteName]: [] extends Parameters<(typeof paths)[K]["getHref"]> ? K : never;
}[RouteName];

/**
 * Where a signed-in driver finds one of their trailers on the map: a slot on Manage trailer, Trailer
 * unavailable's 'not found at location' text, Still attached from a previous order. The Worker
 * shows only trailers of the driver's own order (and one they still hold from a previous order).
 */
export function trailerFinderHref(trailer: { trailerNumber: string; company: Company }): string {
  return paths.assetTrailerFinderMap.getHref({ trailer: trailerId(trailer.trailerNumber, trailer.company) });
}
