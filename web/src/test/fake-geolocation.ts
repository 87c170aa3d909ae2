// The phone's position, at the edge of the system: where getCurrentPosition puts
// the phone, or that location was denied. Each test file that imports this gets
// its own, removed after each test.
import { afterEach } from "vitest";

type Point = { lat: number; lng: number; accuracy: number };

/** Puts the phone at `point`, or (null) answers every request as location denied. */
export function placePhoneAt(point: Point | null) {
  const geolocation = {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
      if (point) {
        success({
          coords: { latitude: point.lat, longitude: point.lng, accuracy: point.accuracy },
          timestamp: Date.now(),
        } as GeolocationPosition);
      } else {
        failure?.({ code: 1, message: "User denied Geolocation" } as GeolocationPositionError);
      }
    },
    watchPosition: () => 0,
    clearWatch() {},
  };
  Object.defineProperty(navigator, "geolocation", { configurable: true, value: geolocation });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "geolocation");
});
