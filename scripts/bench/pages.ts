// The screens `npm run bench` measures with Lighthouse (decision 129): every route of
// web/src/config/paths.ts that renders a screen, signed out and signed in, each as a
// driver reaches it; and, for a route in a state where it shows no screen of its
// own (a guard or the edge sends the driver on, a step that only passes through),
// an excuse saying so. pages.test.ts fails when a route of paths.ts is in neither
// list, so a new screen cannot be left out of the bench.
//
// A page with no `reach` is loaded cold at its address. A page with one is driven
// to first (reach.ts: the app driven in a tab of the same browser, which keeps the
// flow in the phone's storage, as the driver left it), then loaded cold at the
// address it ended on.
import { matchPath } from "react-router";
import type { FixtureRequest } from "#shared/dev-fixtures.ts";
import { paths, type RouteName } from "#web/config/paths.ts";
import { EXCUSED } from "./excused-routes.ts";
import {
  assessment,
  attachTrailer,
  companySelection,
  damageCategory,
  damageComment,
  finderLinkToAll,
  finderLinkToTrailer,
  invalidSticker,
  photos,
  photoView,
  type Reach,
  redTag,
  reportSticker,
  roadworthy,
  takePossession,
  trailersOnTheMap,
  trailerUnavailable,
  verifyIdentity,
  verifyPlateOrVin,
} from "./reach.ts";
import {
  detachAssessment,
  detachTrailer,
  driversCopy,
  previousOrder,
  sharedReport,
  trailerAction,
  trailerOnTheMap,
} from "./reach-held-trailer.ts";

export type Aim = {
  /** Lowest performance score. */
  score: number;
  /** Largest contentful paint, ms. */
  lcp?: number;
  /** Total blocking time, ms. */
  tbt?: number;
};

/** The screens a driver opens the app on or waits on first (Welcome, Login, Verify, Manage trailer, scanning, typing). */
const FIRST: Aim = { score: 100, lcp: 1200, tbt: 100 };
/** Every other screen. */
const OTHER: Aim = { score: 98, lcp: 1500 };

export type BenchPage = {
  name: string;
  /** The route of paths.ts it measures. */
  route: RouteName;
  /** Measured as a signed-in driver (the session cookie and their details on the phone), or as a new visitor. */
  signedIn: boolean;
  aim: Aim;
  /** Where it is loaded, for a page with no `reach`. */
  path?: string;
  /**
   * A driver made for this page (decision 116), signed in while it is reached, on `order`: a page
   * whose way there writes to the carrier (a detach) or needs what the bench's driver has not (a
   * trailer held from a previous order). Without it, the bench's own driver on 1001001.
   */
  driver?: FixtureRequest & { order?: string };
  /** Drives the app to the screen; answers the address it ended on. */
  reach?: Reach;
};

// Lane orders of their own (logistics-api/README.md, Demo data) for the drivers whose way to a
// screen writes to their order, so no other page's order changes under it.
const ATTACHING_ORDER = "1001031";

export const PAGES: BenchPage[] = [
  // Signed out: a new visitor, or a driver signing in.
  { name: "Welcome", route: "welcome", path: "/", signedIn: false, aim: { ...FIRST, lcp: 1000 } },
  { name: "Login", route: "login", path: "/login", signedIn: false, aim: FIRST },
  {
    name: "Company selection",
    route: "companySelection",
    signedIn: false,
    aim: OTHER,
    reach: companySelection,
  },
  { name: "Verify", route: "verifyIdentity", signedIn: false, aim: FIRST, reach: verifyIdentity },
  { name: "Privacy policy", route: "privacyPolicy", path: "/privacyPolicy", signedIn: false, aim: OTHER },
  { name: "Terms of use", route: "termsOfUse", path: "/termsOfUse", signedIn: false, aim: OTHER },
  { name: "Session expired", route: "unauthorized", path: "/unauthorized", signedIn: false, aim: OTHER },
  {
    name: "Finder link",
    route: "assetTrailerFinderMap",
    signedIn: false,
    aim: OTHER,
    reach: finderLinkToTrailer,
  },
  {
    name: "Finder link (all)",
    route: "logisticsTrailerFinderMap",
    signedIn: false,
    aim: OTHER,
    reach: finderLinkToAll,
  },
  {
    name: "Shared report",
    route: "sharedReport",
    signedIn: false,
    aim: OTHER,
    driver: { trailers: 0, heldFromPreviousOrder: true },
    reach: sharedReport,
  },
  // Signed in.
  { name: "Manage trailer", route: "manageTrailer", path: "/manageTrailer", signedIn: true, aim: FIRST },
  { name: "Scanner", route: "scan", path: "/trailers/scan", signedIn: true, aim: FIRST },
  {
    name: "Manual entry",
    route: "manualEntry",
    path: paths.manualEntry.getHref({ attach: true }),
    signedIn: true,
    aim: FIRST,
  },
  { name: "Report issue", route: "reportIssue", path: "/reportIssue", signedIn: true, aim: OTHER },
  { name: "Invalid QR", route: "qrScanLanding", signedIn: true, aim: OTHER, reach: invalidSticker },
  { name: "Report sticker", route: "reportUnassociatedQr", signedIn: true, aim: OTHER, reach: reportSticker },
  {
    name: "Trailer unavailable",
    route: "trailerUnavailable",
    signedIn: true,
    aim: OTHER,
    reach: trailerUnavailable,
  },
  {
    name: "Verify plate or VIN",
    route: "trailerVerification",
    signedIn: true,
    aim: OTHER,
    reach: verifyPlateOrVin,
  },
  { name: "Take possession", route: "takePossession", signedIn: true, aim: OTHER, reach: takePossession },
  { name: "Assessment", route: "trailerAssessment", signedIn: true, aim: OTHER, reach: assessment },
  { name: "Damage category", route: "damageCategory", signedIn: true, aim: OTHER, reach: damageCategory },
  { name: "Damage comment", route: "damageComment", signedIn: true, aim: OTHER, reach: damageComment },
  { name: "Red tag", route: "redTag", signedIn: true, aim: OTHER, reach: redTag },
  { name: "Photos", route: "trailerPhotos", signedIn: true, aim: OTHER, reach: photos },
  { name: "Photo view", route: "photoSubsection", signedIn: true, aim: OTHER, reach: photoView },
  { name: "Roadworthy", route: "photoSubsection", signedIn: true, aim: OTHER, reach: roadworthy },
  {
    name: "Attach trailer",
    route: "trailerStatusIndication",
    signedIn: true,
    aim: OTHER,
    reach: attachTrailer,
  },
  {
    name: "Previous order",
    route: "attachedFromPreviousOrder",
    signedIn: true,
    aim: OTHER,
    driver: { trailers: 0, heldFromPreviousOrder: true },
    reach: previousOrder,
  },
  {
    name: "Detach trailer",
    route: "detachTrailer",
    signedIn: true,
    aim: OTHER,
    driver: { trailers: 0, heldFromPreviousOrder: true },
    reach: detachTrailer,
  },
  {
    name: "Detach assessment",
    route: "trailerAssessment",
    signedIn: true,
    aim: OTHER,
    driver: { trailers: 0, heldFromPreviousOrder: true },
    reach: detachAssessment,
  },
  {
    name: "Trailer action",
    route: "trailerAction",
    signedIn: true,
    aim: OTHER,
    driver: { trailers: 1, order: ATTACHING_ORDER },
    reach: trailerAction,
  },
  {
    name: "Driver's copy",
    route: "driversCopy",
    signedIn: true,
    aim: OTHER,
    driver: { trailers: 0, heldFromPreviousOrder: true },
    reach: driversCopy,
  },
  {
    name: "Shared report (signed in)",
    route: "sharedReport",
    signedIn: true,
    aim: OTHER,
    driver: { trailers: 0, heldFromPreviousOrder: true },
    reach: sharedReport,
  },
  {
    name: "Finder",
    route: "assetTrailerFinderMap",
    signedIn: true,
    aim: OTHER,
    driver: { trailers: 0, heldFromPreviousOrder: true },
    reach: trailerOnTheMap,
  },
  {
    name: "Finder (all)",
    route: "logisticsTrailerFinderMap",
    signedIn: true,
    aim: OTHER,
    reach: trailersOnTheMap,
  },
  {
    name: "Privacy policy (signed in)",
    route: "privacyPolicy",
    path: "/privacyPolicy",
    signedIn: true,
    aim: OTHER,
  },
  { name: "Terms of use (signed in)", route: "termsOfUse", path: "/termsOfUse", signedIn: true, aim: OTHER },
];

/** The path patterns a route is mounted at. */
const patternsOf = (route: RouteName): readonly string[] => {
  const entry = paths[route];
  return "routePaths" in entry ? entry.routePaths : [entry.path];
};

/** Whether `pathname` is an address of `route` (its pattern, or one of its mounted paths). */
export function isAddressOf(route: RouteName, pathname: string): boolean {
  return patternsOf(route).some((pattern) => matchPath(pattern, pathname) !== null);
}

/** The route's states (signed out, signed in) in neither list: what the bench would silently skip. */
export function unlisted(pages = PAGES, excused = EXCUSED): string[] {
  return (Object.keys(paths) as RouteName[]).flatMap((route) =>
    [false, true]
      .filter(
        (signedIn) =>
          !pages.some((page) => page.route === route && page.signedIn === signedIn) &&
          !excused.some((excuse) => excuse.route === route && excuse.signedIn === signedIn),
      )
      .map((signedIn) => `${route} (${signedIn ? "signed in" : "signed out"})`),
  );
}

/** The aim as printed: "100, LCP ≤ 1.0 s, TBT ≤ 100 ms". */
export function aimText(aim: Aim): string {
  return [
    aim.score === 100 ? "100" : `≥ ${aim.score}`,
    aim.lcp === undefined ? "" : `LCP ≤ ${(aim.lcp / 1000).toFixed(1)} s`,
    aim.tbt === undefined ? "" : `TBT ≤ ${aim.tbt} ms`,
  ]
    .filter(Boolean)
    .join(", ");
}

export function aimMet(aim: Aim, figures: { score: number; lcp: number; tbt: number }): boolean {
  return (
    figures.score >= aim.score &&
    (aim.lcp === undefined || figures.lcp <= aim.lcp) &&
    (aim.tbt === undefined || figures.tbt <= aim.tbt)
  );
}

/** The pages named (as printed, any case; comma-separated), or all of them. */
export function pagesNamed(only?: string): BenchPage[] {
  if (!only) return PAGES;
  const names = only.split(",").map((name) => name.trim().toLowerCase());
  return PAGES.filter((page) => names.includes(page.name.toLowerCase()));
}
