// The phone's position for the proximity check and the drop spot (docs/product.md §3
// Geopoint). Never blocks the flow: the Geolocation API's own `timeout` starts
// only once permission is given, so a request nobody answers (a prompt left
// open, a prompt closed without a choice, a browser without a location provider)
// never calls back. Every wait here therefore has a deadline of its own, counted
// from the request; when location is denied, unavailable or late the answer is
// null and the driver verifies the plate or VIN instead (docs/product.md §5, §8; decision 074).
import type { Geopoint } from "#shared/api/trailers.ts";

/** The Geolocation API's timeout for a fix once permission is given (outdoors, high accuracy). */
const POSITION_TIMEOUT_MS = 8000;
/**
 * How long the flow waits for a position, from the moment it asks: the API's timeout plus time for
 * the driver to answer the permission prompt. Past it the flow goes on without one.
 */
export const POSITION_DEADLINE_MS = 12_000;
/** After this long without a position, the screen that waits offers the way forward. */
export const POSITION_PATIENCE_MS = 4000;
/** A fix younger than this is good enough (the driver has not moved far). */
const POSITION_MAX_AGE_MS = 60_000;

/**
 * The request the phone has not answered yet. One at a time: a step asking again while it is
 * unanswered waits for the same one, until the same deadline. Once it is overdue (its deadline
 * passed, or the driver chose to go on without it) later steps get null at once instead of waiting
 * again; a late answer ends it, and the next step asks anew.
 */
type Asking = {
  geolocation: Geolocation;
  answer: Promise<Geopoint | null>;
  /** Resolves (null) when the request is overdue. */
  overdue: Promise<null>;
  isOverdue: boolean;
  giveUp: () => void;
};
let asking: Asking | undefined;

function ask(geolocation: Geolocation): Asking {
  let giveUp = () => {};
  const overdue = new Promise<null>((resolve) => {
    giveUp = () => {
      request.isOverdue = true;
      clearTimeout(timer);
      resolve(null);
    };
  });
  const timer = setTimeout(() => giveUp(), POSITION_DEADLINE_MS);
  const answer = new Promise<Geopoint | null>((resolve) => {
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy }),
        () => resolve(null),
        { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
      );
    } catch {
      resolve(null);
    }
  });
  const request: Asking = { geolocation, answer, overdue, isOverdue: false, giveUp };
  void answer.then(() => {
    clearTimeout(timer);
    if (asking === request) asking = undefined;
  });
  return request;
}

/** A watched fix younger than this is where the phone is now: a step that asks takes it at once. */
const WATCHED_FIX_FRESH_MS = 15_000;
/** The last fix of the watch a screen keeps (watchPhonePosition), with when it came. */
let watched: { geolocation: Geolocation; point: Geopoint; at: number } | undefined;

/**
 * Keeps the phone's position current while a screen is open whose actions are placed where they
 * happen (the photos): each one then takes the watch's latest fix at once, rather than waiting for
 * a fix of its own once the last one is a minute old (seconds, by a steel trailer), or being
 * placed where the phone was a minute ago. Answers the watch's stop.
 */
export function watchPhonePosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): () => void {
  if (!geolocation) return () => {};
  try {
    const id = geolocation.watchPosition(
      ({ coords }) => {
        const point = { lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy };
        watched = { geolocation, point, at: Date.now() };
      },
      // Denied or unavailable: each step asks for itself, as without a watch.
      () => {},
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 0 },
    );
    return () => geolocation.clearWatch(id);
  } catch {
    return () => {};
  }
}

/**
 * The phone's position, or null: a screen's watched fix when it is fresh; else when location is
 * denied or unavailable, when it has not come by POSITION_DEADLINE_MS after it was asked for, or at
 * once while an earlier request is overdue.
 */
export async function positionOrNull(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<Geopoint | null> {
  if (!geolocation) return null;
  if (watched?.geolocation === geolocation && Date.now() - watched.at < WATCHED_FIX_FRESH_MS) {
    return watched.point;
  }
  if (asking?.geolocation !== geolocation) asking = ask(geolocation);
  const request = asking;
  if (request.isOverdue) return null;
  return Promise.race([request.answer, request.overdue]);
}

/**
 * The driver chose to go on without the position (e.g. to verify with the plate or VIN): whoever
 * waits for the unanswered request gets null now, and the steps after this one do not wait for it
 * again. A late answer still ends it.
 */
export function stopWaitingForPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): void {
  if (geolocation && asking?.geolocation === geolocation) asking.giveUp();
}
