// The phone's position, at the edge of the system: where getCurrentPosition puts
// the phone, that location was denied, or that the phone never answers (a
// permission prompt left open, a browser with no location provider). Each test
// file that imports this gets its own, removed after each test.
import { afterEach } from "vitest";

type Point = { lat: number; lng: number; accuracy: number };

const fix = (point: Point) =>
  ({
    coords: { latitude: point.lat, longitude: point.lng, accuracy: point.accuracy },
    timestamp: Date.now(),
  }) as GeolocationPosition;

/**
 * Puts the phone at `point`, or (null) answers every request as location denied, or ("unanswered")
 * answers none until the test calls `answer` with where the phone is.
 */
export function placePhoneAt(point: Point | null | "unanswered") {
  const waiting: PositionCallback[] = [];
  const watches = new Map<number, PositionCallback>();
  let lastWatch = 0;
  const geolocation = {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
      if (point === "unanswered") waiting.push(success);
      else if (point) success(fix(point));
      else failure?.({ code: 1, message: "User denied Geolocation" } as GeolocationPositionError);
    },
    // A watch reports where the phone is as it starts, as a phone with a fix does; an unanswered
    // phone reports nothing until the test moves it (`watchReports`).
    watchPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
      watches.set(++lastWatch, success);
      if (point === null)
        failure?.({ code: 1, message: "User denied Geolocation" } as GeolocationPositionError);
      else if (point !== "unanswered") success(fix(point));
      return lastWatch;
    },
    clearWatch: (id: number) => watches.delete(id),
  };
  Object.defineProperty(navigator, "geolocation", { configurable: true, value: geolocation });
  return {
    /** How many requests are waiting for an answer. */
    waiting: () => waiting.length,
    /** The phone finally answers every waiting request with `at`. */
    answer(at: Point) {
      for (const success of waiting.splice(0)) success(fix(at));
    },
    /** Each running watch reports the phone at `at`; how many were running. */
    watchReports(at: Point): number {
      for (const success of watches.values()) success(fix(at));
      return watches.size;
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "geolocation");
});
