// Signed-in screens as ready HTML (decision 086): the build prerenders the
// screens a signed-in driver opens the app on as shells in each language (their
// heading, main action and everything else that does not depend on the
// driver), with the route's chunks preloaded (web/prerender/); the edge serves
// one to a driver whose session is open, with what the app would otherwise ask
// for first (who is signed in, the carrier's standing notice, the feature
// flags) inline and the order's state streamed after it
// (worker/pages/signed-in-shell.ts); and the page draws the app over it
// (web/src/first-screen/start.tsx). What the shell shows of the driver is written at
// build as slots, filled in the page before its first paint by one small inline
// script (web/prerender/fill-slots.ts) from the inline answers.
import type { AppFeatureFlags, PersistentNotice } from "#shared/api/app.ts";
import type { UserDetails } from "#shared/api/session.ts";

/**
 * Each shell's path (exact; the query is not looked at but for QUERY_DRAWN_BY_APP), with the name
 * of the file it is written to: the screens that need nothing but the session, and the steps of the
 * trailer workflow a driver reopens the app on, whose trailer the page reads from the phone's stored
 * flow (WORKFLOW_SHELLS, decision 087). The build finds each one's code in the route table
 * (web/prerender/route-modules.ts): a screen becomes a shell by its line here (decision 133).
 */
export const SIGNED_IN_SHELLS = {
  "/manageTrailer": "manage-trailer",
  "/trailers/scan": "scanner",
  "/trailers/manualEntry/attach": "manual-entry-attach",
  "/trailers/manualEntry": "manual-entry-detach",
  "/trailers/takePossession": "take-possession",
  "/trailers/trailerAssessment/attach": "assessment-attach",
  "/trailers/trailerAssessment": "assessment-detach",
  "/trailers/trailerAssessment/electricaldamage": "damage-electrical",
  "/trailers/trailerAssessment/bodydamage": "damage-body",
  "/trailers/trailerAssessment/brakedamage": "damage-brake",
  "/trailers/trailerAssessment/tiredamage": "damage-tire",
  "/trailers/trailerAssessment/kingpindamage": "damage-kingpin",
  "/trailers/trailerAssessment/airlineselectricaldamage": "damage-airlines-electrical",
  "/trailers/trailerPhotos": "photos",
  "/trailers/trailerPhotos/trailerFront": "photo-trailer-front",
  "/trailers/trailerPhotos/driverFront": "photo-driver-front",
  "/trailers/trailerPhotos/driverRear": "photo-driver-rear",
  "/trailers/trailerPhotos/passengerFront": "photo-passenger-front",
  "/trailers/trailerPhotos/passengerRear": "photo-passenger-rear",
  "/trailers/trailerPhotos/trailerBack": "photo-trailer-back",
  "/trailers/trailerPhotos/roadworthy": "photos-roadworthy",
  "/trailers/trailerAssessment/redTag": "red-tag",
  "/trailers/trailerUnavailable": "trailer-unavailable",
  "/trailerStatusIndication": "status",
  "/trailers/detachTrailer": "detach",
} as const;

export type SignedInShellPath = keyof typeof SIGNED_IN_SHELLS;

export function isSignedInShellPath(path: string): path is SignedInShellPath {
  return Object.hasOwn(SIGNED_IN_SHELLS, path);
}

/**
 * The query parameters that change what a shell's screen shows above its main action (Manual
 * entry's notice of a sticker that did not work, a number already given): the build draws the
 * shell without them, so an address carrying one is served the app's shell, and the app draws the
 * screen as the address says (decision 133).
 */
const QUERY_DRAWN_BY_APP: Partial<Record<SignedInShellPath, readonly string[]>> = {
  "/trailers/manualEntry/attach": ["trailerNumber", "invalidQr", "unassociatedQr"],
  "/trailers/manualEntry": ["trailerNumber", "invalidQr", "unassociatedQr"],
  // A refused photo taken again: its own page (photo-subsection-page.tsx).
  "/trailers/trailerPhotos/trailerFront": ["retake"],
  "/trailers/trailerPhotos/driverFront": ["retake"],
  "/trailers/trailerPhotos/driverRear": ["retake"],
  "/trailers/trailerPhotos/passengerFront": ["retake"],
  "/trailers/trailerPhotos/passengerRear": ["retake"],
  "/trailers/trailerPhotos/trailerBack": ["retake"],
};

/** Whether the shell of `path` shows the screen at an address with `search` as its query. */
export const shellShowsQuery = (path: SignedInShellPath, search: URLSearchParams) =>
  !(QUERY_DRAWN_BY_APP[path] ?? []).some((name) => search.has(name));

/** Where a shell is in the built client (as the assets binding serves it; see prerendered-pages.ts). */
export const signedInShellAssetPath = (path: SignedInShellPath, locale: string) =>
  `/_prerendered/${locale}/${SIGNED_IN_SHELLS[path]}`;

/** On the shell's `#root`: the path it was built for, and the company names in its language. */
export const SHELL_PATH_ATTRIBUTE = "data-shell-path";
export const COMPANY_NAMES_ATTRIBUTE = "data-company-names";
/** On a workflow step's `#root`: which step it is (WorkflowStep), for the fill script. */
export const WORKFLOW_STEP_ATTRIBUTE = "data-workflow-step";
/** The loading screen in the shell's language, for a workflow step the stored flow does not show. */
export const LOADING_TEMPLATE_ID = "hitch-loading";
/** A workflow step's top as a detach shows it, where it differs from an attach's (`byAssociation`). */
export const DETACH_TEMPLATE_ID = "hitch-detach";

/**
 * A workflow step's shell shows the top of the screen (its stages, heading, and the line under it)
 * only when the flow stored on the phone is one the screen itself shows (web/prerender/fill-slots.ts
 * holds each step's conditions, as its page's): the trailer's number is that flow's. Anything else
 * (no flow, a corrupt one, another step's) gets the loading screen, as the app's shell shows it.
 */
export type WorkflowStep =
  | "takePossession"
  | "assessmentAttach"
  | "assessmentDetach"
  | "damageCategory"
  | "photos"
  | "photoView"
  | "roadworthy"
  | "redTag"
  | "trailerUnavailable"
  | "status"
  | "detach";

/** A photo view's top (its stages, "Photo 1 of 6: Trailer front", where to stand) names no trailer. */
const PHOTO_VIEW = { step: "photoView", keep: 3, showsTrailer: false } as const;
/** Nor does a damage category's (its stages, "Tires and wheels", how to mark the damage). */
const DAMAGE_CATEGORY = { step: "damageCategory", keep: 3, showsTrailer: false } as const;

export const WORKFLOW_SHELLS: Partial<
  Record<
    SignedInShellPath,
    {
      step: WorkflowStep;
      keep: number;
      showsTrailer?: false;
      /**
       * The top's words differ between an attach and a detach at the one address: the build draws
       * both, the detach's in a template (DETACH_TEMPLATE_ID) the fill script puts in its place.
       */
      byAssociation?: true;
    }
  >
> = {
  // `keep`: how many of the screen's first elements are drawn as the flow says (the stages, the
  // heading, the line under it); what follows them depends on more than the stored flow (the
  // check's warnings, the answers' marks, the photos kept) and is left to the app, below them.
  "/trailers/takePossession": { step: "takePossession", keep: 2 },
  "/trailers/trailerAssessment/attach": { step: "assessmentAttach", keep: 3 },
  "/trailers/trailerAssessment": { step: "assessmentDetach", keep: 3 },
  // Where a driver marking damage round the trailer comes back to after the phone slept.
  "/trailers/trailerAssessment/electricaldamage": DAMAGE_CATEGORY,
  "/trailers/trailerAssessment/bodydamage": DAMAGE_CATEGORY,
  "/trailers/trailerAssessment/brakedamage": DAMAGE_CATEGORY,
  "/trailers/trailerAssessment/tiredamage": DAMAGE_CATEGORY,
  "/trailers/trailerAssessment/kingpindamage": DAMAGE_CATEGORY,
  "/trailers/trailerAssessment/airlineselectricaldamage": DAMAGE_CATEGORY,
  "/trailers/trailerPhotos": { step: "photos", keep: 3 },
  // Where a driver walking round the trailer comes back to after the phone slept.
  "/trailers/trailerPhotos/trailerFront": PHOTO_VIEW,
  "/trailers/trailerPhotos/driverFront": PHOTO_VIEW,
  "/trailers/trailerPhotos/driverRear": PHOTO_VIEW,
  "/trailers/trailerPhotos/passengerFront": PHOTO_VIEW,
  "/trailers/trailerPhotos/passengerRear": PHOTO_VIEW,
  "/trailers/trailerPhotos/trailerBack": PHOTO_VIEW,
  // The six photos looked over: "Roadworthy confirmation" on an attach, "Confirm your photos" on a
  // detach; the photos themselves, read from the phone's storage, come with the app.
  "/trailers/trailerPhotos/roadworthy": { step: "roadworthy", keep: 3, byAssociation: true },
  // Its stages, heading and warning; the damage reported and the plate or VIN asked come next.
  "/trailers/trailerAssessment/redTag": { step: "redTag", keep: 3 },
  // "You cannot take trailer…" or "You cannot drop trailer…"; the trailer's own reasons come next.
  "/trailers/trailerUnavailable": { step: "trailerUnavailable", keep: 3, byAssociation: true },
  // The attach recorded (Attach trailer): its stages and "Confirm trailer …"; the details and any
  // warning come next.
  "/trailerStatusIndication": { step: "status", keep: 2 },
  // Its stages, heading and the line under it; the check's warnings, or the notice of a drop not
  // checked, come next.
  "/trailers/detachTrailer": { step: "detach", keep: 3 },
};

/**
 * Where the phone keeps the flow in progress (web/src/stores/trailer-flow.ts, under the prefix of
 * web/src/lib/storage.ts, as JSON): what a workflow step's fill script reads. A test of the fill
 * writes the flow through the app's own store, so the two cannot part.
 */
export const STORED_FLOW_ITEM = "hitch:trailerFlow";

/**
 * Where the phone keeps the standing notices the driver closed (as a JSON list of their keys,
 * under the same prefix: web/src/features/alerts/standing-notice.ts): a shell leaves out a notice
 * closed on this phone, as the app does (decision 107). A test closes one through the app's own
 * store and serves a shell, so the two cannot part.
 */
export const STORED_CLOSED_NOTICES_ITEM = "hitch:closedNotices";

/** The values a shell leaves as slots: what the driver's session and phone say. */
export type Slot =
  | "orderNumber"
  | "mobileNumber"
  | "company"
  | "alertMessage"
  | "alertDetails"
  | "trailerNumber";

/** A slot in the built markup: its name between two private-use characters no text of the app has. */
export const slot = (name: Slot) => `\uE000${name}\uE001`;

/**
 * What the edge puts inline in a shell it serves: who is signed in (the session's user details,
 * as GET /api/session answers them), the order number and phone as the screens show them, and,
 * when the edge had them in time, the standing notice (null: none) and the feature flags, as
 * their API routes answer them. The order's state follows at the end of the document, as GET
 * /api/launch-state answers it, when it came (LAUNCH_STATE_DATA_ID).
 */
export type StartData = {
  user: UserDetails;
  shown: { orderNumber: string; mobileNumber: string };
  alert?: PersistentNotice;
  featureFlags?: AppFeatureFlags;
};

/** The JSON the edge puts inline in a shell (`<script type="application/json" id=…>`, never run). */
export const START_DATA_ID = "hitch-start";
export const LAUNCH_STATE_DATA_ID = "hitch-launch-state";

/**
 * Where the edge writes them: the start data just after `#root` (before the fill script that
 * reads it), the order's state at the very end of the body, streamed when it comes.
 */
export const START_DATA_MARKER = "<!--hitch:start-->";
export const LAUNCH_STATE_MARKER = "<!--hitch:launch-state-->";

/**
 * A JSON data block. `<` is escaped, so no value can close the element or open a comment; the
 * type keeps it data (no script-src needed: the browser never runs it).
 */
export function dataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll("<", "\\u003c")}</script>`;
}

/**
 * The window properties where the scanner's signed-in shell leaves the camera it opened and the
 * decoder it started before the app's code arrived (web/prerender/shell-scanner.ts), for the
 * scanner to take (decision 097).
 */
export const SHELL_CAMERA = "hitchShellCamera";
export const SHELL_DECODER = "hitchShellDecoder";
