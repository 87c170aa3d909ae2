// The phone's position as the steps ask for it: a screen's watch answers at once while its fix is
// fresh; an old one is not where the phone is now, so a fix of the step's own is asked for.
import { afterEach, describe, expect, it, vi } from "vitest";
import { positionOrNull, watchPhonePosition } from "./geolocation.ts";

const at = (lat: number) =>
  ({ coords: { latitude: lat, longitude: -112, accuracy: 5 } }) as GeolocationPosition;

/** A phone whose own requests answer `ownFix`, and whose watch reports what the test says. */
function phone(ownFix: number) {
  let report: PositionCallback = () => {};
  const geolocation = {
    getCurrentPosition: vi.fn((success: PositionCallback) => success(at(ownFix))),
    watchPosition: vi.fn((success: PositionCallback) => {
      report = success;
      return 7;
    }),
    clearWatch: vi.fn(),
  };
  return {
    geolocation: geolocation as unknown as Geolocation,
    mock: geolocation,
    report: (lat: number) => report(at(lat)),
  };
}

afterEach(() => vi.useRealTimers());

describe("the phone's position with a screen's watch on", () => {
  it("is the watch's latest fix, without a request of its own", async () => {
    const { geolocation, mock, report } = phone(33.4);
    const stop = watchPhonePosition(geolocation);
    report(33.41);
    report(33.42);

    expect(await positionOrNull(geolocation)).toMatchObject({ lat: 33.42 });
    expect(mock.getCurrentPosition).not.toHaveBeenCalled();
    stop();
    expect(mock.clearWatch).toHaveBeenCalledWith(7);
  });

  it("is asked for anew once the watch's fix is 15 s old", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { geolocation, mock, report } = phone(33.4);
    watchPhonePosition(geolocation);
    report(33.41);
    vi.setSystemTime(Date.now() + 15_000);

    expect(await positionOrNull(geolocation)).toMatchObject({ lat: 33.4 });
    expect(mock.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it("is another phone's own: a watch on one geolocation says nothing of another", async () => {
    const first = phone(33.4);
    watchPhonePosition(first.geolocation);
    first.report(33.41);
    const second = phone(40.1);

    expect(await positionOrNull(second.geolocation)).toMatchObject({ lat: 40.1 });
  });
});
